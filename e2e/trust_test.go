//go:build !wasm

package e2e

// Hot-seat fairness in a real browser: nothing of a hidden hand is in the page while the
// pass-device screen is up, dialogs opened from that screen show above it, and undo takes back
// only the undoing person's own decisions. These tests drive the built site in dist/.

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// pageStringsJS lists every non-empty text node and every attribute value in the whole
// document, the inert table under the pass screen included.
const pageStringsJS = `(() => {
	const out = [];
	const w = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
	for (let n = w.currentNode; n; n = w.nextNode()) {
		if (n.nodeType === 3) { const t = n.textContent.trim(); if (t) out.push(t); continue; }
		for (const a of n.attributes) { const v = a.value.trim(); if (v) out.push(v); }
	}
	return out;
})()`

// handStringsJS lists what the table shows once the deciding player has taken the device and
// that depends on what they may do: every choice (its key, label and title), the buttons of
// the prompt bar, the shown hand and the prompt.
const handStringsJS = `(() => {
	const r = [];
	for (const e of document.querySelectorAll('[data-choice]')) {
		r.push(e.getAttribute('data-choice'));
		for (const a of ['aria-label', 'title']) if (e.getAttribute(a)) r.push(e.getAttribute(a).trim());
	}
	for (const e of document.querySelectorAll('.choices button')) r.push(e.textContent.trim());
	for (const e of document.querySelectorAll('.hand.shown')) r.push(e.textContent.trim());
	const p = document.getElementById('prompt-text');
	if (p) r.push(p.textContent.trim());
	return r.filter(s => s);
})()`

// axNames returns the accessible names of every node of the page's accessibility tree that is
// not ignored (what a screen reader can reach).
func (b *uiBrowser) axNames() []string {
	b.t.Helper()
	var names []string
	b.do(20*time.Second, chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		if _, err := chromedp.Call(ctx, accessibility.Enable, cdp.Empty{}); err != nil {
			return err
		}
		res, err := chromedp.Call(ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
		if err != nil {
			return err
		}
		for _, n := range res.Nodes {
			if n.Ignored || n.Name == nil || len(n.Name.Value) == 0 {
				continue
			}
			var s string
			if json.Unmarshal(n.Name.Value, &s) == nil && strings.TrimSpace(s) != "" {
				names = append(names, strings.TrimSpace(s))
			}
		}
		return nil
	}))
	return names
}

// tabStaysOnPassScreen presses Tab n times and reports the first focused element outside the
// pass-device screen ("" when focus never left it).
func (b *uiBrowser) tabStaysOnPassScreen(n int) string {
	b.t.Helper()
	b.eval(`(() => { document.activeElement && document.activeElement.blur(); return true })()`, nil)
	for i := 0; i < n; i++ {
		b.do(10*time.Second, chromedp.KeyEvent(kb.Tab))
		var where string
		b.eval(`(() => {
			const a = document.activeElement;
			if (!a || a === document.body || a.closest('.screen.pass')) return '';
			return a.outerHTML.slice(0, 160);
		})()`, &where)
		if where != "" {
			return where
		}
	}
	return ""
}

// TestPassScreenRevealsNothingOfTheHand plays a 2-person game through the page. At each
// pass-device screen it reads the whole page (every text and attribute, and the accessibility
// tree) and presses Tab; then the player takes the device, and nothing the table now shows
// about their choices (God buttons with their payments, choice labels, the hand, the prompt)
// may have been in the page before, and focus must never have reached the covered table.
func TestPassScreenRevealsNothingOfTheHand(t *testing.T) {
	srv := serve(t)
	b := profile(t, 1366, 768, "")
	b.open(srv.URL)
	b.start(2, "606")
	passes, godPasses := 0, 0
	for steps := 0; steps < 600 && (passes < 6 || godPasses == 0); steps++ {
		if !b.exists("#take-device") {
			if r := b.step(); r.Done {
				break
			}
			continue
		}
		passes++
		var covered []string
		b.eval(pageStringsJS, &covered)
		ax := b.axNames()
		if passes == 2 {
			b.shot("trust-pass-1366")
		}
		if where := b.tabStaysOnPassScreen(12); where != "" {
			t.Fatalf("pass screen %d: Tab reached the covered table: %s", passes, where)
		}
		in := map[string]bool{}
		for _, s := range covered {
			in[s] = true
		}
		for _, s := range ax {
			in["ax:"+s] = true
		}
		b.click("#take-device")
		var shown []string
		b.eval(handStringsJS, &shown)
		if len(shown) == 0 {
			t.Fatalf("pass screen %d: nothing to choose after taking the device", passes)
		}
		for _, s := range shown {
			if strings.HasPrefix(s, "4.") { // a God play (engine.KPlayGod)
				godPasses++
			}
			if in[s] || in["ax:"+s] {
				t.Errorf("pass screen %d: %q was in the page before the player took the device", passes, s)
			}
		}
		if t.Failed() {
			t.FailNow()
		}
	}
	if passes < 6 || godPasses == 0 {
		t.Fatalf("saw %d pass screens, %d God offers behind them", passes, godPasses)
	}
	t.Logf("%d pass screens checked, %d God choices among what showed after them", passes, godPasses)
}

var _ = fmt.Sprintf
