//go:build !wasm

package e2e

// The same checks in Firefox (Gecko) and WebKitGTK (the engine of Safari), the engines many
// players use besides Chromium: a whole game by clicks against a computer player, a save code
// and a share link in fresh profiles, the offline reload from the service worker, the
// pass-the-device screen hiding the hand, a round by keyboard, the start screen in the five
// languages, and the table at 1366x768 and 390x844 (screenshots in out/, to look at). Every
// click is a mouse click through the engine's automation protocol at the element's place on
// screen, every key a key press; the page is only read by scripts (and the start screen's
// selects and the code field's text set, as a person would choose and paste them).

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"borabora/gameapp"
)

func TestFirefox(t *testing.T) { engineChecks(t, "firefox") }

func TestWebKit(t *testing.T) { engineChecks(t, "webkit") }

func engineChecks(t *testing.T, engine string) {
	dist := Dist(t)
	srv := Serve(t, dist, "")
	t.Run("StartScreenInFiveLanguages", func(t *testing.T) { startScreenLanguages(t, engine, srv) })
	t.Run("WholeGameAgainstComputer", func(t *testing.T) { wholeGameAgainstComputer(t, engine, srv) })
	t.Run("SaveCodeAndShareLink", func(t *testing.T) { saveCodeAndShareLink(t, engine, srv) })
	t.Run("OfflineReload", func(t *testing.T) { offlineReload(t, engine, dist) })
	t.Run("PassDeviceHidesTheHand", func(t *testing.T) { passDeviceHidesHand(t, engine, srv) })
	t.Run("RoundByKeyboard", func(t *testing.T) { roundByKeyboard(t, engine, srv) })
	t.Run("TableAtTwoSizes", func(t *testing.T) { tableAtTwoSizes(t, engine, srv) })
}

// startOn fills the start screen by clicks: the player count, each seat's kind (a <select>:
// its native list is drawn outside the page, so the value is set as a choice in it would),
// instant computer speed and the game number, and starts the game.
func startOn(p *Page, kinds []string, seed string) {
	p.t.Helper()
	p.Click(fmt.Sprintf(`button[data-n="%d"]`, len(kinds)))
	p.WaitVisible(fmt.Sprintf(`#kind-%d`, len(kinds)-1))
	p.Click(`details.more > summary`)
	p.WaitJS(`document.querySelector('details.more').open`)
	ks, _ := json.Marshal(kinds)
	if msg := PageEval[string](p, fmt.Sprintf(`(() => {
  const set = (el, v) => { el.value = v; el.dispatchEvent(new Event('change', {bubbles: true})); };
  const kinds = %s;
  for (let i = 0; i < kinds.length; i++) {
    const el = document.getElementById('kind-' + i);
    if (!el) return 'no seat-kind select for seat ' + i;
    set(el, kinds[i]);
  }
  set(document.getElementById('speed-start'), 'instant');
  return '';
})()`, ks)); msg != "" {
		p.fail("start screen", fmt.Errorf("%s", msg))
	}
	p.WaitJS(fmt.Sprintf(`%s.every((k, i) => document.getElementById('kind-' + i).value === k)`, ks))
	p.Click(`#seed`)
	p.Press(seed)
	p.WaitJS(fmt.Sprintf(`document.getElementById('seed').value === %q`, seed))
	p.Click(`#start-game`)
	p.WaitVisible(`#prompt-text`)
}

// pickJS waits (up to maxMs) until something is to be clicked and marks it with
// data-e2e-pick: the pass-device button, or at a person's decision an enabled [data-choice]
// element chosen by a seeded generator. While a computer player decides nothing may be
// enabled. It resolves with what it marked, or the end of the game.
const pickJS = `(async (maxMs) => {
  window.__e2eSeed = window.__e2eSeed || 4242;
  const rnd = (n) => { window.__e2eSeed = (window.__e2eSeed * 1103515245 + 12345) %% 2147483648; return window.__e2eSeed %% n; };
  for (const e of document.querySelectorAll('[data-e2e-pick]')) e.removeAttribute('data-e2e-pick');
  const until = performance.now() + maxMs;
  for (;;) {
    const w = document.getElementById('winner');
    if (w) return {done: true, text: w.textContent};
    const take = document.getElementById('take-device');
    if (take) { take.setAttribute('data-e2e-pick', ''); return {what: 'pass-device'}; }
    const thinking = document.querySelector('#prompt-text.thinking');
    const els = [...document.querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true');
    if (thinking && els.length) return {error: 'choice ' + els[0].getAttribute('data-choice') + ' enabled while a computer player decides'};
    if (!thinking && els.length) {
      const keys = [...new Set(els.map(e => e.getAttribute('data-choice')))].sort();
      const k = keys[rnd(keys.length)];
      els.find(e => e.getAttribute('data-choice') === k).setAttribute('data-e2e-pick', '');
      return {what: k};
    }
    if (performance.now() > until) return {error: 'nothing to click; prompt: ' + ((document.getElementById('prompt-text') || {}).textContent || '')};
    await new Promise(r => setTimeout(r, 15));
  }
})(%d)`

type pick struct {
	Done  bool   `json:"done"`
	Text  string `json:"text"`
	What  string `json:"what"`
	Error string `json:"error"`
}

// nextPick waits for the next thing to click and marks it (see pickJS).
func nextPick(p *Page) pick {
	p.t.Helper()
	return PageEval[pick](p, fmt.Sprintf(pickJS, 30000))
}

// clickNext clicks the next thing to click (see pickJS) with the mouse and says what it was.
func clickNext(p *Page) pick {
	p.t.Helper()
	r := nextPick(p)
	if r.Error != "" {
		p.fail("next click", fmt.Errorf("%s", r.Error))
	}
	if !r.Done {
		p.Click(`[data-e2e-pick]`)
	}
	return r
}

// tablePosition is what a code or a link must bring back: the round, the question and the
// scores.
type tablePosition struct {
	Round  string   `json:"round"`
	Prompt string   `json:"prompt"`
	Scores []string `json:"scores"`
}

const positionJS = `(() => ({
  round: (document.querySelector('.rnd') || {}).textContent || '',
  prompt: (document.getElementById('prompt-text') || {}).textContent || '',
  scores: [...document.querySelectorAll('.order .chip')].map(e => e.textContent),
}))()`

func (a tablePosition) String() string {
	return a.Round + " | " + a.Prompt + " | " + strings.Join(a.Scores, ", ")
}

func startScreenLanguages(t *testing.T, engine string, srv *Server) {
	p := NewPage(t, engine)
	t.Logf("%s", p.Version())
	p.Viewport(390, 844)
	for _, lang := range gameLanguages {
		var raw map[string]json.RawMessage
		b, err := os.ReadFile(filepath.Join("..", "i18n", "locales", lang+".json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &raw); err != nil {
			t.Fatalf("%s.json: %v", lang, err)
		}
		cat := map[string]string{}
		for _, k := range []string{"setup.start", "learn.button"} {
			var v string
			if err := json.Unmarshal(raw[k], &v); err != nil {
				t.Fatalf("%s.json %s: %v", lang, k, err)
			}
			cat[k] = v
		}
		p.Open(srv.URL + "?lang=" + lang)
		p.WaitJS(fmt.Sprintf(`document.documentElement.lang === %q`, lang))
		p.WaitJS(fmt.Sprintf(`document.getElementById('start-game').textContent === %q`, cat["setup.start"]))
		if got := PageEval[string](p, `document.getElementById('learn').textContent`); got != cat["learn.button"] {
			t.Errorf("%s: the Learn button says %q, want %q", lang, got, cat["learn.button"])
		}
		if m := PageEval[string](p, missingJS); m != "" {
			t.Errorf("%s: a missing text: …%s…", lang, m)
		}
		if faults := PageEval[[]string](p, layoutJS); len(faults) > 0 {
			t.Errorf("%s: the start screen at 390x844:\n  %s", lang, strings.Join(faults, "\n  "))
		}
		p.Screenshot("start-390-" + lang)
	}
}

func wholeGameAgainstComputer(t *testing.T, engine string, srv *Server) {
	p := NewPage(t, engine)
	p.Viewport(1366, 768)
	p.Open(srv.URL)
	startOn(p, []string{"person", "easy"}, "2024")
	clicks := 0
	for ; clicks < 1000; clicks++ {
		r := clickNext(p)
		if r.Done {
			if !strings.Contains(r.Text, "wins") {
				t.Fatalf("the score sheet names no winner: %q", r.Text)
			}
			t.Logf("a whole game in %d clicks: %s", clicks, r.Text)
			break
		}
		if r.What == "pass-device" {
			t.Fatal("a pass-device screen at a table with one person")
		}
	}
	p.WaitVisible("#score-sheet")
	p.Screenshot("score-sheet-1366")
}

func saveCodeAndShareLink(t *testing.T, engine string, srv *Server) {
	p := NewPage(t, engine)
	p.Viewport(1366, 768)
	p.Open(srv.URL)
	startOn(p, []string{"person", "easy"}, "31")
	for i := 0; i < 8; i++ {
		clickNext(p)
	}
	nextPick(p) // the computer player has decided
	want := PageEval[tablePosition](p, positionJS)
	p.Click("#open-export")
	p.WaitVisible("#export-code")
	code := PageEval[string](p, `document.getElementById('export-code').value`)
	link := PageEval[string](p, `document.getElementById('share-link').value`)
	if !strings.HasPrefix(link, srv.URL) || !strings.Contains(link, "#") {
		t.Fatalf("share link %q is not a link to this site", link)
	}
	p.Click("#close-dialog")
	p.WaitGone("#export-code")

	// the code, typed into Load code on the start screen of a fresh profile
	q := NewPage(t, engine)
	q.Viewport(1366, 768)
	q.Open(srv.URL)
	q.Click("#open-import")
	q.WaitVisible("#import-code")
	q.Click("#import-code")
	q.Press(code)
	q.WaitJS(fmt.Sprintf(`document.getElementById('import-code').value.trim() === %q`, code))
	q.Click("#import-load")
	q.WaitJS(`!!document.getElementById('prompt-text') || !!document.getElementById('confirm-load')`)
	if q.Exists("#confirm-load") {
		q.Click("#confirm-load")
	}
	q.WaitVisible("#prompt-text")
	nextPick(q)
	if got := PageEval[tablePosition](q, positionJS); got.String() != want.String() {
		t.Errorf("the code brought\n  %s\nwant\n  %s", got, want)
	}

	// the link, opened in another fresh profile
	r := NewPage(t, engine)
	r.Viewport(1366, 768)
	r.Open(link)
	r.WaitVisible("#prompt-text")
	nextPick(r)
	if got := PageEval[tablePosition](r, positionJS); got.String() != want.String() {
		t.Errorf("the link brought\n  %s\nwant\n  %s", got, want)
	}
	// and it was saved there: a reload continues it
	r.Reload()
	r.WaitVisible("#prompt-text")
	if got := PageEval[tablePosition](r, positionJS); got.String() != want.String() {
		t.Errorf("after a reload the linked game is at\n  %s\nwant\n  %s", got, want)
	}
}

func offlineReload(t *testing.T, engine, dist string) {
	srv := Serve(t, dist, "")
	p := NewPage(t, engine)
	p.Open(srv.URL)
	p.WaitOfflineReady(srv)
	startOn(p, []string{"person", "easy"}, "5")
	clickNext(p)
	clickNext(p)
	nextPick(p)
	p.WaitJS(`document.getElementById('save-status') && document.getElementById('save-status').getAttribute('data-state') === 'ok'`)
	want := PageEval[tablePosition](p, positionJS)

	srv.Stop()
	if srv.Up() {
		t.Fatal("server still answers after Stop")
	}
	p.Reload()
	if !PageEval[bool](p, `navigator.serviceWorker.controller !== null`) {
		t.Error("the offline page is not controlled by the service worker")
	}
	// the game goes on where it was
	p.WaitVisible("#prompt-text")
	nextPick(p)
	if got := PageEval[tablePosition](p, positionJS); got.String() != want.String() {
		t.Errorf("offline, the saved game is at\n  %s\nwant\n  %s", got, want)
	}
	clickNext(p) // and goes on
	p.Screenshot("offline-1366")
}

// coveredJS checks that the pass-device screen covers the whole viewport: at a grid of points,
// the element on top is part of the pass screen (or a dialog opened over it).
const coveredJS = `(() => {
  const out = [];
  for (let i = 1; i < 8; i++) for (let j = 1; j < 8; j++) {
    const x = innerWidth * i / 8, y = innerHeight * j / 8, e = document.elementFromPoint(x, y);
    if (!e || !e.closest('.screen.pass')) out.push(Math.round(x) + ',' + Math.round(y) + ': ' + (e ? e.outerHTML.slice(0, 100) : 'nothing'));
  }
  return out;
})()`

func passDeviceHidesHand(t *testing.T, engine string, srv *Server) {
	p := NewPage(t, engine)
	p.Viewport(1366, 768)
	p.Open(srv.URL)
	startOn(p, []string{"person", "person"}, "606")
	passes := 0
	for clicks := 0; clicks < 400 && passes < 3; clicks++ {
		r := nextPick(p)
		if r.Error != "" || r.Done {
			t.Fatalf("no pass screen: %+v", r)
		}
		if r.What != "pass-device" {
			p.Click(`[data-e2e-pick]`)
			continue
		}
		passes++
		if holes := PageEval[[]string](p, coveredJS); len(holes) > 0 {
			p.Screenshot("pass-holes")
			t.Fatalf("pass screen %d: the table shows through at\n  %s", passes, strings.Join(holes, "\n  "))
		}
		covered := PageEval[[]string](p, pageStringsJS)
		if passes == 1 {
			p.Screenshot("pass-1366")
		}
		// Tab stays on the pass screen: the covered table takes no focus
		PageEval[bool](p, `(document.activeElement && document.activeElement.blur(), true)`)
		for i := 0; i < 8; i++ {
			p.Press(KeyTab)
			if where := PageEval[string](p, `(() => { const a = document.activeElement;
  return !a || a === document.body || a.closest('.screen.pass') ? '' : a.outerHTML.slice(0, 160); })()`); where != "" {
				t.Fatalf("pass screen %d: Tab reached the covered table: %s", passes, where)
			}
		}
		p.Click("#take-device")
		p.WaitVisible("#prompt-text")
		in := map[string]bool{}
		for _, s := range covered {
			in[s] = true
		}
		for _, s := range PageEval[[]string](p, handStringsJS) {
			if in[s] {
				t.Errorf("pass screen %d: %q was in the page before the player took the device", passes, s)
			}
		}
		if passes == 1 {
			p.Screenshot("hand-1366")
		}
	}
	if passes < 3 {
		t.Fatalf("only %d pass screens", passes)
	}
}

// focusedJS (keyboard_test.go) names the element with the focus.

func roundByKeyboard(t *testing.T, engine string, srv *Server) {
	p := NewPage(t, engine)
	p.Viewport(1366, 768)
	p.Open(srv.URL)
	startOn(p, []string{"person", "easy"}, "2024")
	round := PageEval[string](p, `document.querySelector('.rnd').textContent`)
	seed := uint32(99)
	decisions := 0
	for ; decisions < 200; decisions++ {
		p.WaitJS(`!!document.getElementById('winner') || (!!document.getElementById('prompt-text') && !document.querySelector('#prompt-text.thinking') &&
    [...document.querySelectorAll('[data-choice]')].some(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true'))`)
		if PageEval[string](p, `document.querySelector('.rnd').textContent`) != round {
			break
		}
		// after each decision the focus is on the question of the player who decides next
		p.WaitJS(`document.activeElement && (document.activeElement.id === 'prompt-text' || document.activeElement.hasAttribute('data-choice'))`)
		moves := PageEval[string](p, `document.querySelector('.screen.table').getAttribute('data-moves')`)
		p.Press(KeyArrowDown)
		type rove struct {
			Open, Stops int
			Focus       string
		}
		r := PageEval[rove](p, `(() => { const o = [...document.querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true');
  return {Open: o.length, Stops: o.filter(e => e.tabIndex >= 0).length, Focus: `+focusedJS+`}; })()`)
		if !strings.HasPrefix(r.Focus, "choice ") {
			t.Fatalf("decision %d: an arrow key put the focus on %s, not on a choice", decisions, r.Focus)
		}
		if r.Stops != 1 {
			t.Fatalf("decision %d: %d of the %d open choices are tab stops, want 1", decisions, r.Stops, r.Open)
		}
		seed = seed*1103515245 + 12345
		var arrows []string
		for n := int(seed>>16) % r.Open; n > 0; n-- {
			arrows = append(arrows, KeyArrowDown)
		}
		if len(arrows) > 0 {
			p.Press(arrows...)
		}
		if f := PageEval[string](p, focusedJS); !strings.HasPrefix(f, "choice ") {
			t.Fatalf("decision %d: arrows left the choices for %s", decisions, f)
		}
		p.Press(KeyEnter)
		p.WaitJS(fmt.Sprintf(`!!document.getElementById('winner') || document.querySelector('.screen.table').getAttribute('data-moves') !== %q`, moves))
	}
	if decisions == 0 || PageEval[string](p, `document.querySelector('.rnd').textContent`) == round {
		t.Fatalf("%d decisions by keyboard did not finish %s", decisions, round)
	}
	t.Logf("%s by keyboard: %d decisions", round, decisions)
}

// midGameLink is the share link of a 2-player game (a person and an easy computer player)
// after n seeded random decisions, so that the table has pieces on it.
func midGameLink(t *testing.T, srv *Server, seed uint64, n int) string {
	t.Helper()
	setup := gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: seed, Seats: []gameapp.SeatKind{gameapp.Person, gameapp.BotEasy}}
	s, err := gameapp.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !s.Game().Over(); i++ {
		l := s.Game().Legal()
		if err := s.Apply(l[(i*7+int(seed))%len(l)]); err != nil {
			t.Fatal(err)
		}
	}
	return srv.URL + "#game=" + gameapp.ExportCode(s.Setup(), s.Choices())
}

func tableAtTwoSizes(t *testing.T, engine string, srv *Server) {
	link := midGameLink(t, srv, 11, 60)
	p := NewPage(t, engine)
	for _, size := range [][2]int{{1366, 768}, {390, 844}} {
		p.Viewport(size[0], size[1])
		p.Open(link)
		p.WaitVisible("#prompt-text")
		nextPick(p)
		name := fmt.Sprintf("table-%d", size[0])
		if size[0] == 390 {
			if faults := PageEval[[]string](p, layoutJS); len(faults) > 0 {
				p.Screenshot(name + "-layout")
				t.Errorf("the table at 390x844:\n  %s", strings.Join(faults, "\n  "))
			}
		}
		PageEval[bool](p, `(scrollTo(0, 0), true)`)
		PageEval[bool](p, settleJS)
		t.Logf("%s", p.Screenshot(name))
	}
}
