//go:build !wasm

package e2e

// Learning the game from the screen: every kind of piece explains itself where it sits (on
// hover, on keyboard focus and on a long press that does not choose it), inside the viewport.

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"borabora/gameapp"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"
)

// pieceKinds are the kinds of piece that explain themselves, by a selector of one of them.
var pieceKinds = []struct{ kind, sel string }{
	{"action tile", ".act"},
	{"temple space", ".tspace"},
	{"God tile holder", ".temple .tiles-left"},
	{"display position", ".dpos"},
	{"person tile", ".ptile:not(.empty)"},
	{"jewelry", ".jewel:not(.gone)"},
	{"region", ".region"},
	{"status track", ".srow li"},
	{"building", ".bchip"},
	{"12th space", ".p12"},
	{"hut in the supply", ".pboard .hutsp"},
	{"task", ".pboard .task:not(.empty)"},
	{"end bonuses", ".pboard .bvp"},
	{"God card", ".market .card:not(.empty):not(.deck)"},
}

// tipAt reports the explanation tooltip shown now ("" when none) and whether it lies inside
// the viewport.
func (b *uiBrowser) tipNow() (text string, inside bool) {
	b.t.Helper()
	var r struct {
		Text   string `json:"text"`
		Inside bool   `json:"inside"`
	}
	b.eval(`(() => {
		const t = document.getElementById('tip');
		if (!t || t.hidden) return {text: '', inside: true};
		const r = t.getBoundingClientRect();
		return {text: t.textContent, inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight};
	})()`, &r)
	return r.Text, r.Inside
}

// centre scrolls the first element matching sel into view and returns its centre.
func (b *uiBrowser) centre(sel string) (x, y float64, ok bool) {
	b.t.Helper()
	var p []float64
	b.eval(fmt.Sprintf(`(async () => {
		const e = document.querySelector(%q);
		if (!e) return [];
		e.scrollIntoView({block: 'center', inline: 'center'});
		for (let i = 0; i < 3; i++) await new Promise(r => requestAnimationFrame(r));
		const r = e.getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2];
	})()`, sel), &p)
	if len(p) != 2 {
		return 0, 0, false
	}
	return p[0], p[1], true
}

// playUntilTable plays decisions until the table (not a pass screen) shows a die to place.
func (b *uiBrowser) playUntil(cond string, max int) {
	b.t.Helper()
	for i := 0; i < max; i++ {
		var ok bool
		b.eval(cond, &ok)
		if ok {
			return
		}
		b.step()
	}
	b.t.Fatalf("never reached %s", cond)
}

func TestPiecesExplainThemselves(t *testing.T) {
	for _, vp := range []struct{ w, h int }{{1366, 768}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", vp.w, vp.h), func(t *testing.T) {
			b := uiOpen(t, vp.w, vp.h)
			b.start(2, "4242")
			// into Phase A with a die to place, and a priest and a person on the board
			b.playUntil(`!document.getElementById('take-device') && !!document.querySelector('.dicepick') && document.querySelectorAll('.ptile:not(.empty)').length > 12`, 80)
			for _, pk := range pieceKinds {
				x, y, ok := b.centre(pk.sel)
				if !ok {
					t.Errorf("%s: no %s on the table", pk.kind, pk.sel)
					continue
				}
				b.do(5*time.Second, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y))
				text, inside := b.tipNow()
				if strings.TrimSpace(text) == "" || strings.Contains(text, "⟦") {
					t.Errorf("%s: hover shows %q", pk.kind, text)
				}
				if !inside {
					t.Errorf("%s: tooltip %q leaves the viewport", pk.kind, text)
				}
				b.do(5*time.Second, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, 1, 1))
			}
			b.shot(fmt.Sprintf("learn-tip-%dx%d", vp.w, vp.h))

			// keyboard focus on an action (a live or a closed place)
			var focused string
			b.eval(`(async () => {
		const e = document.querySelector('.act');
		e.focus();
		for (let i = 0; i < 3; i++) await new Promise(r => requestAnimationFrame(r));
		return e.getAttribute('data-choice') || 'closed';
	})()`, &focused)
			if text, _ := b.tipNow(); !strings.Contains(text, ":") {
				t.Errorf("focus on an action (%s) shows %q", focused, text)
			}
			b.eval(`(() => { document.activeElement.blur(); return true })()`, nil)
		})
	}
}

// TestLongPressExplainsWithoutChoosing presses a live action with a finger for a while: the
// explanation shows and the game does not move.
func TestLongPressExplainsWithoutChoosing(t *testing.T) {
	b := uiOpen(t, 390, 844)
	b.do(10*time.Second, chromedp.Emulate(phone{}))
	b.start(2, "4242")
	b.playUntil(`!document.getElementById('take-device') && !!document.querySelector('.act.hot')`, 80)
	before := b.movesShown()
	// the table scrolls itself to the place to act: press once the page has come to rest
	b.eval(`(async () => { let y = -1, still = 0;
		for (let i = 0; i < 200 && still < 10; i++) { await new Promise(r => requestAnimationFrame(r)); still = window.scrollY === y ? still + 1 : 0; y = window.scrollY; }
		return true })()`, nil)
	x, y, ok := b.centre(".act.hot")
	if !ok {
		t.Fatal("no live action")
	}
	pt := []*input.TouchPoint{{X: x, Y: y}}
	b.do(10*time.Second,
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: pt})
			return err
		}),
		chromedp.Sleep(700*time.Millisecond),
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
			return err
		}),
		chromedp.Sleep(300*time.Millisecond),
	)
	text, inside := b.tipNow()
	if !strings.Contains(text, ":") || !inside {
		t.Errorf("long press shows %q (inside the viewport: %v)", text, inside)
	}
	if after := b.movesShown(); after != before {
		t.Errorf("the long press chose the action: the log went from %q to %q", before, after)
	}
	b.shot("learn-longpress-390x844")
}

// movesShown is what tells one decision from the next on the table: the prompt and the dice
// still to place.
func (b *uiBrowser) movesShown() string {
	var s string
	b.eval(`(() => { const p = document.getElementById('prompt-text'); return (p ? p.textContent : '') + '|' + document.querySelectorAll('.pdie').length })()`, &s)
	return s
}

// phone is a touch device of 390x844 CSS px.
type phone struct{}

func (phone) Device() device.Info {
	return device.Info{Name: "phone", UserAgent: "Mozilla/5.0 (Linux; Android 14) Mobile", Width: 390, Height: 844, Scale: 2, Mobile: true, Touch: true}
}

// reduceMotion makes the page see prefers-reduced-motion: reduce.
func reduceMotion() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
		return err
	})
}

// phoneCheckJS measures the phone layout once the page has followed the decision: the
// prompt bar's height, the places to choose smaller than 44 x 44 px, whether one place to
// choose lies in the viewport below the bar, and a horizontal scroll.
const phoneCheckJS = `(async () => {
	for (let i = 0; i < 4; i++) await new Promise(r => requestAnimationFrame(r));
	const bar = document.querySelector('.promptbar');
	const barH = bar ? bar.getBoundingClientRect().height : 0;
	const barB = bar ? bar.getBoundingClientRect().bottom : 0;
	const open = [...document.querySelectorAll('[data-choice]')].filter(e => e.getClientRects().length);
	const small = open.filter(e => { const r = e.getBoundingClientRect(); return r.width < 44 || r.height < 44; })
		.map(e => e.getAttribute('data-choice') + ' ' + e.className + ' ' + Math.round(e.getBoundingClientRect().width) + 'x' + Math.round(e.getBoundingClientRect().height));
	const inView = open.some(e => {
		const r = e.getBoundingClientRect();
		const under = e.closest('.promptbar') ? 0 : barB;
		return r.top >= under - 1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1;
	});
	return {barH, small, inView, open: open.length, hscroll: document.documentElement.scrollWidth > innerWidth,
		prompt: (document.getElementById('prompt-text') || {}).textContent || ''};
})()`

type phoneCheck struct {
	BarH    float64  `json:"barH"`
	Small   []string `json:"small"`
	InView  bool     `json:"inView"`
	Open    int      `json:"open"`
	HScroll bool     `json:"hscroll"`
	Prompt  string   `json:"prompt"`
}

// TestPhoneLayoutFollowsTheGame plays 40 decisions of a 2-person game at 390x844: after each,
// the prompt bar is at most 96 px tall, every place to choose is at least 44 x 44 px, one of
// them has been brought into the viewport, and the page never scrolls sideways.
func TestPhoneLayoutFollowsTheGame(t *testing.T) {
	b := uiOpen(t, 390, 844)
	b.do(10*time.Second, reduceMotion())
	b.start(2, "5150")
	kinds := map[string]bool{}
	for n := 0; n < 40; {
		var c phoneCheck
		b.eval(phoneCheckJS, &c)
		if c.Open > 0 {
			n++
			if c.BarH > 96.5 {
				t.Errorf("decision %d (%s): the prompt bar is %.0f px tall", n, c.Prompt, c.BarH)
			}
			if len(c.Small) > 0 {
				t.Errorf("decision %d (%s): places under 44x44: %v", n, c.Prompt, c.Small)
			}
			if !c.InView {
				t.Errorf("decision %d (%s): no place to choose in view", n, c.Prompt)
			}
			if c.HScroll {
				t.Errorf("decision %d (%s): the page scrolls sideways", n, c.Prompt)
			}
			if k := strings.SplitN(c.Prompt, ":", 2); len(k) == 2 && !kinds[k[1]] && len(kinds) < 12 {
				kinds[k[1]] = true
				b.shot(fmt.Sprintf("learn-phone-%02d", n))
			}
		}
		if r := b.step(); r.Done {
			break
		}
	}
}

// TestScoreSheetClosesToShowTheBoard opens a finished game's share link, closes the score
// sheet to look at the final board and opens it again.
func TestScoreSheetClosesToShowTheBoard(t *testing.T) {
	for _, vp := range []struct{ w, h int }{{1366, 768}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", vp.w, vp.h), func(t *testing.T) {
			srv := Serve(t, Dist(t), "")
			b := NewBrowser(t)
			b.Step("viewport", chromedp.EmulateViewport(int64(vp.w), int64(vp.h)))
			code, err := FinishedGameCode(2, 31)
			if err != nil {
				t.Fatal(err)
			}
			OpenShareLink(b, gameapp.ShareLink(srv.URL, code))
			b.WaitVisible("#winner")
			winner := b.Text("#winner")
			b.Click("#close-sheet")
			b.WaitVisible("#open-sheet")
			if n := Eval[int](b, `document.querySelectorAll('.map .region').length`); n != 12 {
				t.Errorf("the final board shows %d regions, want 12", n)
			}
			if Eval[bool](b, `!!document.getElementById('winner')`) {
				t.Error("the score sheet still lies over the final board")
			}
			b.Screenshot(fmt.Sprintf("final-board-%dx%d", vp.w, vp.h))
			b.Click("#open-sheet")
			b.WaitVisible("#winner")
			if got := b.Text("#winner"); got != winner {
				t.Errorf("the score sheet came back with %q, want %q", got, winner)
			}
		})
	}
}

// TestPassScreenTellsWhatHappened plays a 2-person game: a pass-device screen that comes
// after the other person decided lists that person's decisions since the last turn.
func TestPassScreenTellsWhatHappened(t *testing.T) {
	b := uiOpen(t, 1366, 768)
	b.start(2, "606")
	for i := 0; i < 200; i++ {
		var r struct {
			Pass  bool     `json:"pass"`
			Lines []string `json:"lines"`
			Who   string   `json:"who"`
		}
		b.eval(`(() => {
			const take = document.getElementById('take-device');
			const lines = [...document.querySelectorAll('.pass-since li')].map(e => e.textContent);
			return {pass: !!take, lines, who: take ? document.getElementById('pass-title').textContent : ''};
		})()`, &r)
		if r.Pass && len(r.Lines) > 0 {
			other := "Player 1"
			if strings.Contains(r.Who, "Player 1") {
				other = "Player 2"
			}
			for _, l := range r.Lines {
				// a decision of the other person, not only the new round's dice
				if strings.Contains(l, other) && !strings.HasPrefix(l, "Round") {
					b.shot("learn-pass-since-1366x768")
					return
				}
			}
		}
		b.step()
	}
	t.Fatal("no pass-device screen told the other person's decisions in 200 decisions")
}

// motionNow counts the page's running animations: all of them, and those of the table's
// motion.
func (b *uiBrowser) motionNow() (all, motion int) {
	b.t.Helper()
	var r []int
	b.eval(`(() => { const a = document.getAnimations(); return [a.length, a.filter(x => x.id === 'bb-motion').length] })()`, &r)
	return r[0], r[1]
}

// TestEndlessAnimationsAreLeftToTheCompositor plays the first decisions of a game and looks
// at every animation that runs without end (the glow of the places that hold a choice, the
// thinking dots): each may animate only opacity and transform, which the browser animates
// without the page's main thread. An animated box-shadow was redrawn by the main thread at
// every frame for as long as the table waited (about 57 ms of its time per second).
func TestEndlessAnimationsAreLeftToTheCompositor(t *testing.T) {
	b := uiOpen(t, 1366, 768)
	b.start(2, "4242")
	endless := 0
	for i := 0; i < 24; i++ {
		b.step()
		var r struct {
			Endless int      `json:"endless"`
			Bad     []string `json:"bad"`
		}
		b.eval(`(() => {
  const keys = new Set(["offset", "easing", "composite", "computedOffset", "opacity", "transform"]);
  let endless = 0;
  const bad = [];
  for (const a of document.getAnimations()) {
    if (!a.effect || a.effect.getComputedTiming().iterations !== Infinity) continue;
    endless++;
    for (const k of a.effect.getKeyframes()) {
      for (const p of Object.keys(k)) {
        if (!keys.has(p)) bad.push((a.animationName || a.id || "?") + " on " + (a.effect.target ? a.effect.target.className : "?") + ": " + p);
      }
    }
  }
  return {endless, bad};
})()`, &r)
		if len(r.Bad) > 0 {
			t.Fatalf("decision %d: endless animations of other properties than opacity and transform: %v", i, r.Bad)
		}
		endless += r.Endless
	}
	if endless == 0 {
		t.Fatal("no endless animation ran in 24 decisions: nothing glowed")
	}
}

// TestMotionMovesPiecesUnlessReduced plays the first decisions of a game twice: pieces move
// in as they are placed, and with prefers-reduced-motion: reduce no animation runs at all.
func TestMotionMovesPiecesUnlessReduced(t *testing.T) {
	for _, reduced := range []bool{false, true} {
		t.Run(fmt.Sprintf("reduced=%v", reduced), func(t *testing.T) {
			b := uiOpen(t, 1366, 768)
			if reduced {
				b.do(10*time.Second, reduceMotion())
			}
			b.start(2, "4242")
			moved := 0
			for i := 0; i < 24; i++ {
				b.step()
				all, motion := b.motionNow()
				moved += motion
				if reduced && all > 0 {
					t.Fatalf("decision %d: %d animations run under reduced motion", i, all)
				}
			}
			if !reduced && moved == 0 {
				t.Error("nothing moved in 24 decisions")
			}
		})
	}
}
