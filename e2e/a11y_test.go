//go:build !wasm

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// a11ySizes are the viewports every state is audited at: a laptop and a phone.
var a11ySizes = [][2]int64{{1366, 768}, {390, 844}}

// auditAt runs axe-core on the page as it is at each size (see CheckAxe).
func auditAt(t *testing.T, b *Browser, name string, log *AxeLog) {
	t.Helper()
	for _, s := range a11ySizes {
		b.Step("viewport", chromedp.EmulateViewport(s[0], s[1]))
		Eval[bool](b, `new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`)
		// a score change pops up and fades away, a placed piece moves in and a changed score
		// swells (web/table.js): audit the page once all that has stopped, since axe reads the
		// colours under text where the page is at that moment
		b.WaitJS(`!document.querySelector('.vp-gain') && !document.getAnimations().some(a => a.id === 'bb-motion' && a.playState === 'running')`)
		CheckAxe(t, b, fmt.Sprintf("%s %dx%d", name, s[0], s[1]), log)
	}
	b.Step("viewport", chromedp.EmulateViewport(a11ySizes[0][0], a11ySizes[0][1]))
}

// clickAnyJS clicks one enabled [data-choice] element (one whose key starts with a preferred
// prefix when there is one, else one picked by a seeded generator), or the pass-device
// button; it resolves with the key clicked, "pass" or "done" at the score sheet.
const clickAnyJS = `(async (prefer) => {
  window.__aSeed = window.__aSeed || 777;
  const rnd = (n) => { window.__aSeed = (window.__aSeed * 1103515245 + 12345) %% 2147483648; return window.__aSeed %% n; };
  for (let i = 0; i < 400; i++) {
    if (document.getElementById('winner')) return 'done';
    const take = document.getElementById('take-device');
    if (take) { take.click(); return 'pass'; }
    const els = [...(document.getElementById('give-up') || document).querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true'); // a give-up's question is answered first
    if (els.length && !document.querySelector('#prompt-text.thinking')) {
      let el = null;
      for (const p of prefer) { el = els.find(e => e.getAttribute('data-choice').startsWith(p)); if (el) break; }
      if (!el) {
        const keys = [...new Set(els.map(e => e.getAttribute('data-choice')))].sort();
        const k = keys[rnd(keys.length)];
        el = els.find(e => e.getAttribute('data-choice') === k);
      }
      const key = el.getAttribute('data-choice');
      el.click();
      await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
      return key;
    }
    await new Promise(r => setTimeout(r, 25));
  }
  return 'stuck: ' + ((document.getElementById('prompt-text') || {}).textContent || '');
})(%s)`

// openChoices returns the keys of the enabled [data-choice] elements.
func openChoices(b *Browser) []string {
	return Eval[[]string](b, `[...document.querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true').map(e => e.getAttribute('data-choice'))`)
}

func hasKind(keys []string, kinds ...int) bool {
	for _, k := range keys {
		for _, n := range kinds {
			if strings.HasPrefix(k, fmt.Sprintf("%d.", n)) {
				return true
			}
		}
	}
	return false
}

// TestAxeAudit runs the pinned axe-core (WCAG 2.2 A and AA, best practices) on every screen
// and dialog at 1366x768 and 390x844: the start screen and its dialogs, the pass-device screen,
// the guided game's card, the table in Phase A with every dialog and drawer open in turn and
// with the Hint's card, Phase B, Phase C (jewelry,
// tasks), a saved game's delete and load dialogs, and the score sheet. Any serious or critical
// violation fails; the moderate and minor ones are logged.
func TestAxeAudit(t *testing.T) {
	t.Parallel() // long and self-contained: runs beside another such test (doc.go)
	AxeSource(t)
	var log AxeLog
	defer func() { t.Logf("moderate and minor axe findings:\n%s", log.String()) }()
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	audit := func(name string) { t.Helper(); auditAt(t, b, name, &log) }
	dialog := func(name, open, shown, close string) {
		t.Helper()
		b.Click(open)
		b.WaitVisible(shown)
		audit(name)
		b.Click(close)
		b.WaitGone(shown)
	}
	step := func(prefer ...string) string {
		t.Helper()
		p := "[]"
		if len(prefer) > 0 {
			p = `["` + strings.Join(prefer, `","`) + `"]`
		}
		r := Eval[string](b, fmt.Sprintf(clickAnyJS, p))
		if strings.HasPrefix(r, "stuck") {
			b.fail("play", fmt.Errorf("%s", r))
		}
		return r
	}

	audit("start screen")
	dialog("rules on the start screen", "#open-rules", "#rules", "#close-rules")
	dialog("import dialog", "#open-import", "#import-dialog", "#cancel-import")

	// The guided game's first card, then back to the start screen.
	b.Click("#learn")
	b.WaitVisible("#guide-card")
	audit("guided game's card")
	b.Click("#new-game")
	b.WaitVisible("#confirm-new")
	b.Click("#confirm-new")
	b.WaitVisible("#start-game")

	// Two persons at one device: the pass-device screen.
	StartBotGame(b, []string{"person", "person"}, "instant", "11")
	for i := 0; i < 200 && !Eval[bool](b, `!!document.getElementById('take-device')`); i++ {
		if step() == "done" {
			t.Fatal("game over before a pass-device screen")
		}
	}
	b.WaitVisible("#take-device")
	audit("pass-device screen")
	dialog("rules over the pass-device screen", "#pass-rules", "#rules", "#close-rules")
	b.Click("#take-device")
	b.Click("#new-game")
	b.WaitVisible("#confirm-new")
	audit("leave-game dialog")
	b.Click("#confirm-new")
	b.WaitVisible("#start-game")
	b.WaitVisible(".save-delete")
	audit("start screen with a saved game")
	dialog("delete dialog", ".save-delete", "#delete-dialog", "#cancel-delete")

	// One person against a computer, to the score sheet.
	StartBotGame(b, []string{"person", "medium"}, "instant", "2024")
	for i := 0; i < 40 && !hasKind(openChoices(b), 3); i++ {
		step()
	}
	if !hasKind(openChoices(b), 3) {
		t.Fatal("no die to place in Phase A")
	}
	audit("table, Phase A")
	dialog("rules dialog", "#open-rules", "#rules", "#close-rules")
	dialog("log drawer", "#open-log", "#log", "#log .drawer-head button")
	dialog("scores drawer", "#open-scores", "#scores", "#scores .drawer-head button")
	dialog("players dialog", "#open-seats", "#seats-panel", "#seats-done")
	b.Click("#open-seats")
	b.WaitVisible("#hint-opt")
	b.Click("#hint-opt")
	b.Click("#seats-done")
	b.WaitGone("#seats-panel")
	b.Click("#hint-btn")
	b.WaitVisible("#guide-card")
	audit("table with the Hint's card")
	b.Click("#guide-ok")
	b.WaitGone("#guide-card")
	dialog("save code dialog", "#open-export", "#export-dialog", "#close-dialog")
	code := ""
	b.Click("#open-export")
	b.WaitVisible("#export-code")
	code = Eval[string](b, `document.getElementById('export-code').value`)
	b.Click("#close-dialog")
	b.Click("#open-import")
	b.WaitVisible("#import-code")
	Eval[bool](b, fmt.Sprintf(`(() => { const e = document.getElementById('import-code'); e.value = %q; e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true})); return true })()`, code))
	b.Click("#import-load")
	b.WaitVisible("#load-dialog")
	audit("load dialog")
	b.Click("#cancel-load")
	b.WaitGone("#load-dialog")

	seen := map[string]bool{}
	for i := 0; i < 3000; i++ {
		keys := openChoices(b)
		switch {
		case !seen["B"] && hasKind(keys, 20):
			seen["B"] = true
			audit("table, Phase B")
		case !seen["jewelry"] && hasKind(keys, 21):
			seen["jewelry"] = true
			audit("table, Phase C jewelry")
		case !seen["tasks"] && hasKind(keys, 22, 23, 24):
			seen["tasks"] = true
			audit("table, Phase C tasks")
		}
		if step("21.", "22.", "9.", "18.", "7.", "3.0.3.", "3.1.3.", "3.2.3.") == "done" { // dice on Man, persons taken: Phase B comes
			break
		}
	}
	for _, s := range []string{"B", "jewelry", "tasks"} {
		if !seen[s] {
			t.Errorf("the game never reached %s", s)
		}
	}
	b.WaitVisible("#winner")
	audit("score sheet")
}
