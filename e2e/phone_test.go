//go:build !wasm

package e2e

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// tap touches the page at (x, y) with one finger and lifts it.
func tap(x, y float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		pt := []*input.TouchPoint{{X: x, Y: y}}
		if _, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: pt}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return err
	})
}

// tapTargetJS waits until the person decides (no computer thinking), then returns where to tap
// next: the pass-device button, or an open place of the table inside the viewport below the
// prompt bar (picked by a seeded generator), or the bar's first open choice when the table
// has none; it says whether the focus is on an open place of the table in view, and which.
const tapTargetJS = `(async () => {
  window.__tSeed = window.__tSeed || 777;
  const rnd = (k) => { window.__tSeed = (window.__tSeed * 1103515245 + 12345) % 2147483648; return window.__tSeed % k; };
  const frame = () => new Promise(r => requestAnimationFrame(() => r()));
  for (let i = 0; i < 2000; i++) {
    if (document.getElementById('winner')) return {done: true};
    const take = document.getElementById('take-device');
    const open = [...document.querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true' && e.getClientRects().length);
    if (take || (open.length && !document.querySelector('#prompt-text.thinking'))) break;
    await new Promise(r => setTimeout(r, 20));
  }
  for (let i = 0; i < 30; i++) await frame(); // the scroll to the place (instant under reduced motion)
  const bar = document.querySelector('.promptbar');
  const under = bar ? bar.getBoundingClientRect().bottom : 0;
  const inView = (e) => { const r = e.getBoundingClientRect();
    return r.top >= under - 1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1; };
  const centre = (e) => { const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
  const take = document.getElementById('take-device');
  if (take) return {pass: true, at: centre(take)};
  // a give-up asks once: the person answers that it is meant
  const giveUp = document.getElementById('confirm-give-up');
  if (giveUp) return {pass: true, at: centre(giveUp), what: 'give-up'};
  const open = [...document.querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true' && e.getClientRects().length);
  const places = open.filter(e => !e.closest('.promptbar'));
  const a = document.activeElement;
  const focus = a && a.hasAttribute('data-choice') && !a.closest('.promptbar') && places.includes(a) ? a.getAttribute('data-choice') : (a && a.id ? '#' + a.id : 'other');
  const focusInView = places.includes(a) && inView(a);
  const seen = places.filter(inView);
  const pick = seen.length ? seen[rnd(seen.length)] : open.find(e => e.closest('.promptbar'));
  if (!pick) return {error: 'nothing to tap in view: ' + (document.getElementById('prompt-text') || {}).textContent};
  return {at: centre(pick), place: !pick.closest('.promptbar'), what: pick.getAttribute('data-choice'), places: places.length, focus, focusInView,
    prompt: (document.getElementById('prompt-text') || {}).textContent, hscroll: document.documentElement.scrollWidth > innerWidth};
})()`

type tapTarget struct {
	Done        bool      `json:"done"`
	Pass        bool      `json:"pass"`
	At          []float64 `json:"at"`
	Place       bool      `json:"place"`
	What        string    `json:"what"`
	Places      int       `json:"places"`
	Focus       string    `json:"focus"`
	FocusInView bool      `json:"focusInView"`
	Prompt      string    `json:"prompt"`
	Error       string    `json:"error"`
	HScroll     bool      `json:"hscroll"`
}

// TestPhoneTapFocusesTheNextPlace plays a person against a computer player on a 390x844 touch
// phone by tapping places of the table: after each decision made by a tap on a place, the next
// decision's place on the table is scrolled into view below the prompt bar and has the focus,
// and the page never scrolls sideways (a tap would land beside its target).
func TestPhoneTapFocusesTheNextPlace(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Step("phone", chromedp.Emulate(phone{}), reduceMotion())
	b.Open(srv.URL)
	StartBotGame(b, []string{"person", "easy"}, "instant", "2718")
	checked, lastPlace := 0, false
	for i := 0; i < 60; i++ {
		r := Eval[tapTarget](b, tapTargetJS)
		if r.Error != "" {
			t.Fatal(r.Error)
		}
		if r.Done {
			break
		}
		if lastPlace && !r.Pass && r.Places > 0 {
			checked++
			if !r.FocusInView {
				b.Screenshot(fmt.Sprintf("phone-tap-focus-%02d", i))
				t.Errorf("decision %d (%s): after a tap on a place the focus is on %s, not on a place in view", i, r.Prompt, r.Focus)
			}
		}
		if r.HScroll {
			t.Errorf("decision %d (%s): the page scrolls sideways", i, r.Prompt)
		}
		lastPlace = r.Place && !r.Pass
		b.Step(fmt.Sprintf("tap %d", i), tap(r.At[0], r.At[1]), chromedp.Sleep(50*time.Millisecond))
	}
	if checked < 15 {
		t.Fatalf("only %d decisions followed a tap on a place", checked)
	}
}
