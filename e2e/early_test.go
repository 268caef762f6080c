//go:build !wasm

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// The first second (web/early.js, components/early.go): what the player does on the start
// screen before app.wasm has mounted is kept and done once the app has started. The tests
// hold app.wasm at the server (Server.HoldWasm), so the page stays the pre-rendered one for
// as long as they need; TestEarlyStartWithoutWaiting does the same without holding anything.

// notMounted fails the test unless the page is still the one the site generator drew.
func notMounted(t *testing.T, b *Browser, when string) {
	t.Helper()
	if m := Eval[string](b, `document.getElementById('root').getAttribute('data-mounted')`); m != "false" {
		t.Fatalf("%s: the app has mounted already (data-mounted=%q); the test needs the page before it", when, m)
	}
}

// typeInto replaces the text of a field with text typed key by key.
func typeInto(b *Browser, id, text string) {
	b.t.Helper()
	Eval[bool](b, fmt.Sprintf(`(() => { const el = document.getElementById(%q); el.focus(); el.select(); return true })()`, id))
	b.Step("type into #"+id, chromedp.KeyEvent(text))
}

// savedSetups are the setups of the saved games in local storage (root deploy).
func savedSetups(b *Browser) []savedSetup {
	b.t.Helper()
	raw := Eval[[]string](b, `Object.keys(localStorage).filter(k => k.startsWith('borabora/v1/save/')).map(k => localStorage.getItem(k))`)
	var out []savedSetup
	for _, r := range raw {
		var f struct {
			ID    string     `json:"id"`
			Setup savedSetup `json:"setup"`
			Code  string     `json:"code"`
		}
		if err := json.Unmarshal([]byte(r), &f); err != nil {
			b.t.Fatalf("a saved game does not read: %v", err)
		}
		f.Setup.ID = f.ID
		out = append(out, f.Setup)
	}
	return out
}

type savedSetup struct {
	ID    string
	Names []string `json:"names"`
	Seats []string `json:"seats"`
	Guide struct {
		On bool `json:"on"`
	} `json:"guide"`
}

// pendingState is what the page shows of a button pressed before the start.
type pendingState struct {
	Pending, AriaDisabled bool
	Status, Role, Live    string
	SpinnerStill          bool // the spinner does not turn (reduced motion)
}

func pending(b *Browser, sel string) pendingState {
	b.t.Helper()
	return Eval[pendingState](b, fmt.Sprintf(`(() => {
  const el = document.querySelector(%q), st = document.getElementById('early-status');
  return {
    Pending: !!el && el.classList.contains('early-pending'),
    AriaDisabled: !!el && el.getAttribute('aria-disabled') === 'true',
    Status: st ? st.textContent : '',
    Role: st ? st.getAttribute('role') || '' : '',
    Live: st ? getComputedStyle(st).display : '',
    SpinnerStill: !!el && getComputedStyle(el, '::before').animationName === 'none',
  };
})()`, sel))
}

// reducedMotion emulates prefers-reduced-motion: value ("reduce", or "" for the device's own).
func reducedMotion(b *Browser, value string) {
	b.t.Helper()
	b.Step("prefers-reduced-motion: "+value, chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: value}}})
		return err
	}))
}

// TestEarlyStartBeforeTheAppHasMounted: on the pre-rendered start screen, with app.wasm held
// at the server, the player picks three players, types two names, hands a seat to a computer and
// presses "Start the game" (twice). The button and a status line say at once that the game is
// starting; once app.wasm comes, one game starts, with those names and seats.
func TestEarlyStartBeforeTheAppHasMounted(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	release := srv.HoldWasm(t)
	b := NewBrowser(t)
	b.Navigate(srv.URL)
	b.WaitVisible("#start-game")
	notMounted(t, b, "the start screen painted")

	seats := `[...document.querySelectorAll('.seat-row')].filter(r => r.offsetParent !== null).length`
	if n := Eval[int](b, seats); n != 2 {
		t.Fatalf("%d seats show on the first paint, want 2", n)
	}
	b.Click(`button[data-n="3"]`)
	b.WaitVisible("#name-2")
	if n := Eval[int](b, seats); n != 3 {
		t.Fatalf("%d seats show after 3 players was pressed, want 3", n)
	}
	typeInto(b, "name-0", "Ana")
	typeInto(b, "name-2", "Cy")
	Eval[bool](b, `(() => { const s = document.getElementById('kind-1'); s.value = 'easy'; s.dispatchEvent(new Event('change', {bubbles: true})); return true })()`)
	b.Click("#start-game")
	p := pending(b, "#start-game")
	if !p.Pending || !p.AriaDisabled || p.Status != "Starting the game…" || p.Role != "status" || p.Live == "none" {
		t.Fatalf("after Start the game, before the app has mounted: %+v", p)
	}
	b.Screenshot("early-start-pending")
	// the spinner stands still for a device that asks for reduced motion
	reducedMotion(b, "reduce")
	if !pending(b, "#start-game").SpinnerStill {
		t.Error("the spinner turns under prefers-reduced-motion")
	}
	reducedMotion(b, "")
	b.Click("#start-game")         // a second press starts nothing more
	if v := b.Axe(); len(v) != 0 { // not even a moderate or minor finding
		t.Errorf("axe, the start screen with a game asked for before the start: %v", v)
	}
	notMounted(t, b, "after the presses")

	// the player keeps pressing while the app starts, its own button included once it has
	// drawn it: still one game
	Eval[bool](b, `(() => {
  const t = setInterval(() => {
    if (document.querySelector('`+BoardSelector+`')) { clearInterval(t); return; }
    const s = document.getElementById('start-game');
    if (s) s.click();
  }, 1);
  return true;
})()`)
	release()
	b.WaitVisible(BoardSelector)
	b.WaitMounted()
	got := savedSetups(b)
	if len(got) != 1 {
		t.Fatalf("%d games saved, want the one started: %+v", len(got), got)
	}
	if s := got[0]; strings.Join(s.Names, ",") != "Ana,Player 2,Cy" || strings.Join(s.Seats, ",") != "person,easy,person" {
		t.Errorf("the game started with %v %v, want [Ana Player 2 Cy] [person easy person]", s.Names, s.Seats)
	}
	if p := pending(b, "#start-game"); p.Status != "" || Eval[int](b, `document.querySelectorAll('.early-pending').length`) != 0 {
		t.Errorf("the page still says the game is starting: %+v", p)
	}
}

// TestEarlyStartWithoutWaiting: the same press as soon as the start screen has painted, with
// nothing held: whether it comes before or after the mount, it starts one game with the name
// typed.
func TestEarlyStartWithoutWaiting(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Navigate(srv.URL)
	b.WaitVisible("#start-game")
	before := Eval[string](b, `document.getElementById('root').getAttribute('data-mounted')`) == "false"
	typeInto(b, "name-1", "Bea")
	b.Click("#start-game")
	t.Logf("pressed before the mount: %v", before)
	b.WaitVisible(BoardSelector)
	got := savedSetups(b)
	if len(got) != 1 || strings.Join(got[0].Names, ",") != "Player 1,Bea" {
		t.Fatalf("saved games %+v, want one of Player 1 and Bea", got)
	}
}

// TestEarlyLearnToPlayInPolish: "Learn to play" pressed before the start on a page asked for in
// Polish: the status line says it in Polish, and the guided game starts in Polish: it waits for
// the Polish catalog, which app.wasm does not carry (held at the server here), and meanwhile the
// app's own buttons, drawn by then, start nothing else.
func TestEarlyLearnToPlayInPolish(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	release := srv.HoldWasm(t)
	releasePL := srv.Hold(t, "/web/i18n/pl.json")
	b := NewBrowser(t)
	b.Navigate(srv.URL + "?lang=pl")
	b.WaitVisible("#learn")
	b.Click("#learn")
	if p := pending(b, "#learn"); !p.Pending || p.Status != "Uruchamianie gry…" {
		t.Fatalf("after Learn to play, before the app has mounted: %+v", p)
	}
	notMounted(t, b, "after Learn to play")
	release()
	b.WaitMounted()
	b.Click("#start-game")
	b.Click("#learn")
	if p := pending(b, "#learn"); !p.Pending || p.Status != "Uruchamianie gry…" || len(savedSetups(b)) != 0 {
		t.Fatalf("the app has mounted, its catalog on its way: %+v, %d games saved", p, len(savedSetups(b)))
	}
	releasePL()
	b.WaitVisible("#guide-card")
	got := savedSetups(b)
	if len(got) != 1 || !got[0].Guide.On || strings.Join(got[0].Names, ",") != "Ty,Gracz 2,Gracz 3" {
		t.Fatalf("saved games %+v, want the guided game in Polish", got)
	}
}

// TestEarlyRulesOpenOnceMounted: "Rules" pressed before the start says "Opening…" and opens the
// rules once the app has mounted.
func TestEarlyRulesOpenOnceMounted(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	release := srv.HoldWasm(t)
	b := NewBrowser(t)
	b.Navigate(srv.URL)
	b.WaitVisible("#open-rules")
	b.Click("#open-rules")
	if p := pending(b, "#open-rules"); !p.Pending || p.Status != "Opening…" {
		t.Fatalf("after Rules, before the app has mounted: %+v", p)
	}
	notMounted(t, b, "after Rules")
	release()
	b.WaitVisible("#rules")
	if p := pending(b, "#open-rules"); p.Status != "" || len(savedSetups(b)) != 0 {
		t.Errorf("after the rules opened: %+v", p)
	}
}

// TestEarlyNameThatCannotBeUsed: a name too long for a save, typed and started before the
// start, gets the form's message once the app has started: no game, the name kept as typed.
func TestEarlyNameThatCannotBeUsed(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	release := srv.HoldWasm(t)
	b := NewBrowser(t)
	b.Navigate(srv.URL)
	b.WaitVisible("#start-game")
	long := strings.Repeat("Kalani", 4)
	typeInto(b, "name-0", long)
	b.Click("#start-game")
	release()
	b.WaitMounted()
	b.WaitVisible("#name-problem-0")
	if v := Eval[string](b, `document.getElementById('name-0').value`); v != long {
		t.Errorf("the name is now %q, want it as typed", v)
	}
	if n := len(savedSetups(b)); n != 0 || Eval[bool](b, `!!document.querySelector('`+BoardSelector+`')`) {
		t.Errorf("a game started (%d saved) with a name that cannot be used", n)
	}
	if p := pending(b, "#start-game"); p.Pending || p.Status != "" {
		t.Errorf("the page still says the game is starting: %+v", p)
	}
}

// TestReloadAfterNewGameAndEarlyContinue: "New game" leaves a game for the start screen; a
// reload shows the start screen again (the game stays saved, with Continue), not the game
// left. Reloaded once more with app.wasm held (nothing cached), the saved game's Continue is
// on the page before the start, and pressing it opens that game once the app has started.
func TestReloadAfterNewGameAndEarlyContinue(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	StartBotGame(b, []string{"person", "easy"}, "instant", "515")
	for i := 0; i < 3; i++ {
		PlayPerson(b)
	}
	b.Click("#new-game")
	b.WaitVisible("#confirm-new")
	b.Click("#confirm-new")
	b.WaitVisible(".save-continue")
	saved := savedSetups(b)
	if len(saved) != 1 {
		t.Fatalf("%d saved games after New game, want 1", len(saved))
	}

	b.Reload()
	b.WaitVisible("#start-game")
	if Eval[bool](b, `!!document.querySelector('`+BoardSelector+`')`) {
		t.Fatal("a reload after New game reopened the game left")
	}
	b.WaitVisible(".save-continue")
	// a reload during a game reopens it, as before (checked below after Continue)

	b.ForgetTheApp()
	release := srv.HoldWasm(t)
	b.Step("mark old document", chromedp.Evaluate[chromedp.Void](`window.__e2eOldDocument = true`))
	b.Step("reload", chromedp.Reload())
	b.WaitVisible(".save-continue")
	notMounted(t, b, "the start screen painted again")
	b.Click(".save-continue")
	if p := pending(b, ".save-continue"); !p.Pending || p.Status != "Starting the game…" {
		t.Fatalf("after Continue, before the app has mounted: %+v", p)
	}
	release()
	b.WaitVisible(BoardSelector)
	if got := savedSetups(b); len(got) != 1 || got[0].ID != saved[0].ID {
		t.Fatalf("saved games %+v after Continue, want only %s", got, saved[0].ID)
	}
	moves := Eval[string](b, `document.querySelector('[data-moves]').getAttribute('data-moves')`)
	if moves == "" || moves == "0" {
		t.Errorf("Continue opened a game with %q moves", moves)
	}
	b.Reload()
	b.WaitVisible(BoardSelector)
}
