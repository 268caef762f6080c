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

// longPress touches the page at (x, y), holds the finger for d, and lifts it.
func longPress(x, y float64, d time.Duration) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		pt := []*input.TouchPoint{{X: x, Y: y}}
		if _, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: pt}); err != nil {
			return err
		}
		select {
		case <-time.After(d):
		case <-ctx.Done():
			return ctx.Err()
		}
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return err
	})
}

// tipJS says whether the tooltip shows, and its text.
const tipJS = `(() => { const t = document.getElementById('tip'); return t && !t.hidden ? t.textContent : ''; })()`

// centreOfJS waits until the page has stopped scrolling itself to the place to act, scrolls
// the first element matching a selector into the middle of the view and returns its centre.
const centreOfJS = `(async (sel) => {
  let y = -1, still = 0;
  for (let i = 0; i < 200 && still < 10; i++) { await new Promise(r => requestAnimationFrame(r)); still = window.scrollY === y ? still + 1 : 0; y = window.scrollY; }
  const e = [...document.querySelectorAll(sel)].find(e => e.getClientRects().length);
  if (!e) return [];
  e.scrollIntoView({block: 'center', behavior: 'instant'});
  for (let i = 0; i < 3; i++) await new Promise(r => requestAnimationFrame(r));
  const r = e.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
})(%q)`

// TestTouchTooltipClosesAfterTheTap plays on a touch phone: a long press on a piece explains it
// in a tooltip without choosing it; the next tap closes that tooltip; a short tap on a piece
// (which also sends the page a mouseover) shows none; and the phone is a screen without hover,
// where no button keeps a hover look (the stylesheets' :hover rules are all for pointers that
// hover: site's TestHoverOnlyWithAPointerThatHovers).
func TestTouchTooltipClosesAfterTheTap(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Step("phone", chromedp.Emulate(phone{}), reduceMotion())
	b.Open(srv.URL)
	StartBotGame(b, []string{"person", "easy"}, "instant", "99")
	if !Eval[bool](b, `matchMedia('(hover: none)').matches`) {
		t.Fatal("the touch phone is a screen with hover")
	}
	// a long press on a place to choose explains it and chooses nothing
	PlayPerson(b) // the start hut
	PlayPerson(b) // the first material: now the actions to place a die on explain themselves
	b.WaitJS(`!document.querySelector('#prompt-text.thinking') && !!document.querySelector('.act.hot')`)
	moves := Eval[string](b, `document.querySelector('.screen.table').getAttribute('data-moves')`)
	at := Eval[[]float64](b, fmt.Sprintf(centreOfJS, `.act.hot[aria-description]`))
	if len(at) != 2 {
		t.Fatal("no place to choose on the table")
	}
	b.Step("long press", longPress(at[0], at[1], 700*time.Millisecond), chromedp.Sleep(100*time.Millisecond))
	shown := Eval[string](b, tipJS)
	if shown == "" {
		b.Screenshot("touch-no-tip")
		t.Fatal("a long press on a place to choose shows no explanation")
	}
	if got := Eval[string](b, `document.querySelector('.screen.table').getAttribute('data-moves')`); got != moves {
		t.Fatalf("the long press made a decision (%s moves, then %s)", moves, got)
	}
	// then a tap on it chooses it: the explanation of the place as it was is gone
	b.Step("tap", tap(at[0], at[1]), chromedp.Sleep(300*time.Millisecond))
	if got := Eval[string](b, `document.querySelector('.screen.table').getAttribute('data-moves')`); got == moves {
		t.Fatal("the tap after the long press chose nothing")
	}
	if tip := Eval[string](b, tipJS); tip != "" {
		b.Screenshot("touch-stale-tip")
		t.Fatalf("after the tap that chose the place the tooltip still shows: %q (the long press showed %q)", tip, shown)
	}

	// a short tap on a piece shows no tooltip (a tap also sends the page a mouseover)
	b.WaitJS(`!document.querySelector('#prompt-text.thinking') && !!document.querySelector('[data-choice]')`)
	at = Eval[[]float64](b, fmt.Sprintf(centreOfJS, `.dpos .ptile`))
	if len(at) != 2 {
		t.Fatal("no person tile on the table")
	}
	b.Step("tap", tap(at[0], at[1]), chromedp.Sleep(300*time.Millisecond))
	if tip := Eval[string](b, tipJS); tip != "" {
		b.Screenshot("touch-tip-on-tap")
		t.Fatalf("after a short tap on a person tile the tooltip shows %q", tip)
	}

	// a tap that makes a decision leaves no tooltip either
	for i := 0; i < 4; i++ {
		r := Eval[tapTarget](b, tapTargetJS)
		if r.Done || r.Error != "" {
			break
		}
		b.Step("tap a place", tap(r.At[0], r.At[1]), chromedp.Sleep(300*time.Millisecond))
		if tip := Eval[string](b, tipJS); tip != "" {
			b.Screenshot("touch-tip-after-choice")
			t.Fatalf("after tapping %s the tooltip shows %q", r.What, tip)
		}
	}
}
