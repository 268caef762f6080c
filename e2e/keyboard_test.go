//go:build !wasm

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Keyboard play: every key goes through the DevTools protocol's Input.dispatchKeyEvent, as a
// keyboard would send it; the tests only read the page, they never click nor call an
// element's click().

// press sends keys (see chromedp's kb package for the named ones), then lets the page draw.
func press(b *Browser, keys string, opts ...chromedp.KeyOption) {
	b.t.Helper()
	b.Step("keys "+fmt.Sprintf("%q", keys), chromedp.KeyEvent(keys, opts...))
	Eval[bool](b, `new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`)
	b.SettleKeys()
}

// focused describes the element with the focus: its id, or its data-choice, or its tag.
const focusedJS = `(() => { const a = document.activeElement; if (!a || a === document.body) return 'body';
  return a.id ? '#' + a.id : a.hasAttribute('data-choice') ? 'choice ' + a.getAttribute('data-choice') :
    a.hasAttribute('data-die') ? 'die ' + a.getAttribute('data-die') : a.hasAttribute('data-building') ? 'building ' + a.getAttribute('data-building') :
    a.hasAttribute('data-hut') ? 'hut ' + a.getAttribute('data-hut') : a.tagName.toLowerCase(); })()`

// tabTo presses Tab until the page's expression holds (at most max times).
func tabTo(b *Browser, cond string, max int) {
	b.t.Helper()
	for i := 0; i < max; i++ {
		if Eval[bool](b, cond) {
			return
		}
		press(b, kb.Tab)
	}
	if !Eval[bool](b, cond) {
		b.fail("tab", fmt.Errorf("%d Tabs did not reach %s; focus on %s", max, cond, Eval[string](b, focusedJS)))
	}
}

// selectByKeys moves the focused <select> with arrow keys until its value is want.
func selectByKeys(b *Browser, want string) {
	b.t.Helper()
	for i := 0; i < 8 && Eval[string](b, `document.activeElement.value`) != want; i++ {
		press(b, kb.ArrowDown)
	}
	if v := Eval[string](b, `document.activeElement.value`); v != want {
		b.fail("select", fmt.Errorf("arrow keys left the select at %q, want %q", v, want))
	}
}

// inDialogJS is true when the focus is inside the topmost open modal dialog.
const inDialogJS = `(() => { const ds = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].filter(d => !d.closest('[inert]'));
  return ds.length > 0 && ds[ds.length - 1].contains(document.activeElement); })()`

// checkTrapped presses Tab and Shift+Tab n times each and checks that the focus stays in the
// open dialog.
func checkTrapped(t *testing.T, b *Browser, name string, n int) {
	t.Helper()
	if !Eval[bool](b, inDialogJS) {
		t.Errorf("%s: the focus is not in the dialog when it opens (on %s)", name, Eval[string](b, focusedJS))
	}
	for i := 0; i < n; i++ {
		press(b, kb.Tab)
		if !Eval[bool](b, inDialogJS) {
			t.Errorf("%s: Tab took the focus out of the dialog (to %s)", name, Eval[string](b, focusedJS))
			return
		}
	}
	for i := 0; i < n; i++ {
		press(b, kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift))
		if !Eval[bool](b, inDialogJS) {
			t.Errorf("%s: Shift+Tab took the focus out of the dialog (to %s)", name, Eval[string](b, focusedJS))
			return
		}
	}
}

// startByKeys fills the start screen with the keyboard: 2 players, the second a Medium
// computer, instant speed, game number seed, and starts.
func startByKeys(b *Browser, second, seed string) {
	b.t.Helper()
	tabTo(b, `document.activeElement.id === 'kind-1'`, 30)
	selectByKeys(b, second)
	tabTo(b, `document.activeElement.tagName === 'SUMMARY'`, 10)
	press(b, kb.Enter)
	b.WaitJS(`document.querySelector('details.more').open`)
	tabTo(b, `document.activeElement.id === 'speed-start'`, 5)
	selectByKeys(b, "instant")
	tabTo(b, `document.activeElement.id === 'seed'`, 5)
	press(b, seed)
	tabTo(b, `document.activeElement.id === 'start-game'`, 5)
	press(b, kb.Enter)
	b.WaitVisible(`#prompt-text`)
}

// waitTurn waits until the person decides (no computer thinking) or the game is over, and
// reports which.
func waitTurn(b *Browser) (over bool) {
	b.t.Helper()
	b.WaitJS(`!!document.getElementById('winner') || (!!document.getElementById('prompt-text') && !document.querySelector('#prompt-text.thinking') &&
    [...document.querySelectorAll('[data-choice]')].some(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true'))`)
	return Eval[bool](b, `!!document.getElementById('winner')`)
}

// TestKeyboardDialogs: on the start screen, over the pass-device screen and at the table, the
// rules, the import dialog and the pass-device screen take the focus, keep it inside while
// Tab and Shift+Tab go round, close on Escape (not the pass-device screen: it waits for its
// person) and give the focus back; the shortcuts open the rules (R, and ? at the keys help),
// the log (L) and the scores (S), and Escape closes the drawers.
func TestKeyboardDialogs(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)

	tabTo(b, `document.activeElement.id === 'open-import'`, 40)
	press(b, kb.Enter)
	b.WaitVisible(`#import-dialog`)
	checkTrapped(t, b, "import dialog", 6)
	press(b, kb.Escape)
	b.WaitGone(`#import-dialog`)
	if f := Eval[string](b, focusedJS); f != "#open-import" {
		t.Errorf("after Escape the focus is on %s, want back on #open-import", f)
	}
	press(b, "r")
	b.WaitVisible(`#rules`)
	checkTrapped(t, b, "rules", 4)
	press(b, kb.Escape)
	b.WaitGone(`#rules`)
	if f := Eval[string](b, focusedJS); f != "#open-import" {
		t.Errorf("after the rules the focus is on %s, want back on #open-import", f)
	}

	// two persons: the pass-device screen is a modal dialog that keeps the focus
	StartBotGame(b, []string{"person", "person"}, "instant", "11")
	for i := 0; i < 200 && !Eval[bool](b, `!!document.getElementById('take-device')`); i++ {
		if r := Eval[string](b, fmt.Sprintf(clickAnyJS, "[]")); r == "done" || strings.HasPrefix(r, "stuck") {
			t.Fatalf("no pass-device screen: %s", r)
		}
	}
	b.WaitVisible(`#take-device`)
	b.WaitJS(inDialogJS)
	if f := Eval[string](b, focusedJS); f != "#take-device" {
		t.Errorf("the pass-device screen put the focus on %s, want #take-device", f)
	}
	checkTrapped(t, b, "pass-device screen", 5)
	press(b, kb.Escape)
	if !Eval[bool](b, `!!document.getElementById('take-device')`) {
		t.Fatal("Escape dismissed the pass-device screen")
	}
	press(b, "?")
	b.WaitVisible(`#rules`)
	b.WaitJS(`document.activeElement && document.activeElement.id === 'rules-keys'`)
	checkTrapped(t, b, "rules over the pass-device screen", 3)
	press(b, kb.Escape)
	b.WaitGone(`#rules`)
	b.WaitJS(inDialogJS)
	tabTo(b, `document.activeElement.id === 'take-device'`, 6)
	press(b, kb.Enter)
	b.WaitGone(`#take-device`)
	b.WaitJS(`document.activeElement && document.activeElement.id === 'prompt-text'`)

	for _, d := range []struct{ key, panel string }{{"l", "#log"}, {"s", "#scores"}} {
		press(b, d.key)
		b.WaitVisible(d.panel)
		press(b, kb.Escape)
		b.WaitGone(d.panel)
	}
	press(b, "r")
	b.WaitVisible(`#rules`)
	press(b, kb.Escape)
	b.WaitGone(`#rules`)
	if f := Eval[string](b, focusedJS); f != "#prompt-text" {
		t.Errorf("after the rules the focus is on %s, want back on the question", f)
	}
}

// TestKeyboardWholeGame plays a whole 2-player game, one person against a Medium computer,
// from the start screen to the score sheet with the keyboard alone: after each decision the
// focus is on the question, an arrow key reaches the open choices (one tab stop: every other
// open choice has tabindex -1), more arrow presses pick one, Enter makes it.
func TestKeyboardWholeGame(t *testing.T) {
	t.Parallel() // long and self-contained: runs beside another such test (doc.go)
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	startByKeys(b, "medium", "2024")
	seed := uint32(99)
	decisions, offPrompt, picked := 0, 0, 0
	start := time.Now()
	for ; decisions < 2000; decisions++ {
		if waitTurn(b) {
			break
		}
		// the keys script moves the focus one frame after the page changes (SettleKeysJS)
		b.SettleKeys()
		b.WaitJS(`document.activeElement && document.activeElement.id === 'prompt-text' || document.activeElement.hasAttribute('data-choice')`)
		if Eval[string](b, focusedJS) != "#prompt-text" {
			offPrompt++
		}
		moves := Eval[string](b, `document.querySelector('.screen.table').getAttribute('data-moves')`)
		press(b, kb.ArrowDown)
		type rove struct {
			Open, Stops int
			Focus       string
		}
		r := Eval[rove](b, `(() => { const o = [...document.querySelectorAll('[data-choice], [data-die], [data-building], [data-hut]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true');
  return {Open: o.length, Stops: o.filter(e => e.tabIndex >= 0).length, Focus: `+focusedJS+`}; })()`)
		choice := func(f string) bool {
			return strings.HasPrefix(f, "choice ") || strings.HasPrefix(f, "die ") || strings.HasPrefix(f, "building ") || strings.HasPrefix(f, "hut ")
		}
		if !choice(r.Focus) {
			t.Fatalf("decision %d: an arrow key put the focus on %s, not on a choice", decisions, r.Focus)
		}
		if r.Stops != 1 {
			t.Fatalf("decision %d: %d of the %d open choices are tab stops, want 1", decisions, r.Stops, r.Open)
		}
		seed = seed*1103515245 + 12345
		for n := int(seed>>16) % r.Open; n > 0; n-- {
			press(b, kb.ArrowDown)
		}
		f := Eval[string](b, focusedJS)
		if !choice(f) {
			t.Fatalf("decision %d: arrows left the choices for %s", decisions, f)
		}
		if !strings.HasPrefix(f, "choice ") {
			// a die, a building or a hut's source to pick: Enter picks it (and keeps the focus
			// there), then End goes to the last choice, a place of the table
			press(b, kb.Enter)
			sel := strings.NewReplacer("die ", "[data-die=\"", "building ", "[data-building=\"", "hut ", "[data-hut=\"").Replace(f) + "\"]"
			if got := Eval[string](b, `(document.querySelector('`+sel+`') || {getAttribute: () => 'gone'}).getAttribute('aria-pressed') + ' ' + `+focusedJS); got != "true "+f {
				t.Fatalf("decision %d: Enter on %s left it pressed and focused as %q", decisions, f, got)
			}
			picked++
			press(b, kb.End)
			if f := Eval[string](b, focusedJS); !strings.HasPrefix(f, "choice ") {
				t.Fatalf("decision %d: End went to %s, not to a choice", decisions, f)
			}
		}
		press(b, kb.Enter)
		if Eval[bool](b, `!!document.getElementById('give-up')`) {
			// a give-up asks once: its question has the focus on "Keep it"; Tab goes to "Give it up"
			b.SettleKeys()
			if f := Eval[string](b, focusedJS); f != "#cancel-give-up" {
				t.Fatalf("decision %d: the give-up's question opened with the focus on %s", decisions, f)
			}
			tabTo(b, `document.activeElement.id === 'confirm-give-up'`, 3)
			press(b, kb.Enter)
		}
		b.WaitJS(fmt.Sprintf(`!!document.getElementById('winner') || document.querySelector('.screen.table').getAttribute('data-moves') !== %q`, moves))
	}
	if !Eval[bool](b, `!!document.getElementById('winner')`) {
		t.Fatalf("no score sheet after %d decisions", decisions)
	}
	t.Logf("a whole game by keyboard: %d decisions of the person in %v; %s", decisions, time.Since(start).Round(time.Second), b.Text("#winner"))
	if offPrompt > 0 {
		t.Errorf("after %d of %d decisions the focus was not on the question", offPrompt, decisions)
	}
	if picked == 0 {
		t.Error("the arrow keys never reached a die or a building to pick")
	}
	t.Logf("dice and buildings picked by keys: %d", picked)
	b.Screenshot("score-sheet")
}

// focusRingJS measures the focus ring of the element with the focus: whether it shows as
// :focus-visible, its outline's style and width, and the contrast of the outline's colour with
// each colour it touches — the rings of its box-shadow (white, and a place's glow) and the
// nearest opaque background behind it (the page's gradient stops where none is opaque) — and
// the innermost ring of its box-shadow (the halo under the outline: colour and width).
const focusRingJS = `(() => {
  const a = document.activeElement, cs = getComputedStyle(a);
  const parse = c => { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null;
    const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const lum = c => { const f = v => { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const ratio = (x, y) => { const p = lum(x), q = lum(y); return (Math.max(p, q) + 0.05) / (Math.min(p, q) + 0.05); };
  const out = parse(cs.outlineColor);
  const touch = [...cs.boxShadow.matchAll(/rgba?\([^)]+\)/g)].map(m => parse(m[0])).filter(c => c && c[3] > 0.5);
  let bg = null;
  for (let e = a.parentElement; e && !bg; e = e.parentElement) { const c = parse(getComputedStyle(e).backgroundColor); if (c && c[3] > 0.5) bg = c; }
  if (bg) touch.push(bg); else touch.push(...[...getComputedStyle(document.body).backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map(m => parse(m[0])));
  return { visible: a.matches(':focus-visible'), style: cs.outlineStyle, width: parseFloat(cs.outlineWidth),
    min: Math.min(...touch.map(c => ratio(out, c))), colours: touch.length,
    halo: (cs.boxShadow.match(/^rgba?\([^)]+\) 0px 0px 0px [0-9.]+px/) || [""])[0] };
})()`

// TestFocusRingStandsOut: the keyboard focus ring (a 3 px outline over a 2 px white ring; over an
// ink ring in the dark top bar) has at least 3:1 contrast with every colour next to it (WCAG
// 1.4.11), on a place to choose that glows (its glow's ring gives way to the white one), on the
// question, and on a button of the top bar.
func TestFocusRingStandsOut(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	startByKeys(b, "medium", "77")
	if waitTurn(b) {
		t.Fatal("the game is over before its first decision")
	}
	type ring struct {
		Visible bool
		Style   string
		Width   float64
		Min     float64
		Colours int
		Halo    string
	}
	check := func(what, halo string) {
		t.Helper()
		r := Eval[ring](b, focusRingJS)
		t.Logf("%s (%s): %+v", what, Eval[string](b, focusedJS), r)
		if !r.Visible || r.Style != "solid" || r.Width < 2 || r.Colours < 2 {
			t.Errorf("%s: focus ring %+v, want a visible solid outline of 2 px or more beside at least two colours", what, r)
		}
		if r.Min < 3 {
			t.Errorf("%s: the focus ring has %.2f:1 contrast with a colour beside it, want 3:1", what, r.Min)
		}
		if r.Halo != halo {
			t.Errorf("%s: the ring under the outline is %q, want %q", what, r.Halo, halo)
		}
	}
	b.WaitJS(`document.activeElement && document.activeElement.id === 'prompt-text'`)
	check("the question", "rgb(255, 255, 255) 0px 0px 0px 2px")
	press(b, kb.ArrowDown)
	if f := Eval[string](b, focusedJS); !strings.HasPrefix(f, "choice ") {
		t.Fatalf("an arrow key put the focus on %s", f)
	}
	check("a place to choose", "rgb(255, 255, 255) 0px 0px 0px 2px")
	b.Screenshot("focus-ring-place")
	tabTo(b, `!!document.activeElement.closest('.topbar')`, 60)
	check("a button of the top bar", "rgb(27, 42, 51) 0px 0px 0px 2px")
}

// TestKeyboardSinceYourTurn: in a game of two people, "Since your turn" opens from the bar by
// the keyboard, takes the focus (its heading) when it opens, closes on Escape and gives the
// focus back to its button.
func TestKeyboardSinceYourTurn(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	StartBotGame(b, []string{"person", "person"}, "instant", "77")
	step := fmt.Sprintf(barStepJS, 7)
	for i := 0; i < 40 && !Eval[bool](b, `!!document.getElementById('since-open') && !document.getElementById('take-device')`); i++ {
		Eval[string](b, step)
	}
	if !Eval[bool](b, `!!document.getElementById('since-open')`) {
		t.Fatal("no \"Since your turn\" in the bar")
	}
	tabTo(b, `document.activeElement.id === 'since-open'`, 60)
	press(b, kb.Enter)
	b.WaitVisible("#since")
	if f := Eval[string](b, `document.activeElement && document.activeElement.closest('#since') ? document.activeElement.tagName : `+focusedJS); f != "H2" {
		t.Fatalf("\"Since your turn\" opened with the focus on %s, not on its heading", f)
	}
	press(b, kb.Escape)
	b.WaitGone("#since")
	if f := Eval[string](b, focusedJS); f != "#since-open" {
		t.Fatalf("after Escape the focus is on %s, not back on the button", f)
	}
}
