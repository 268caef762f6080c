//go:build !wasm

package e2e

// The same checks in Firefox (Gecko) and WebKitGTK (the engine of Safari), the engines many
// players use besides Chromium, in three browser profiles per engine:
//
//   - a game against a computer player: the table at 1366x768 and 390x844 (screenshots in
//     out/, to look at; the phone layout checked as TestEachLanguageWholeGameAtPhoneSize does),
//     its save code and share link, the journal bringing back what local storage lost (as a
//     killed browser loses it), the offline reload from the service worker, and the
//     whole game by clicks to the score sheet, offline;
//   - in a fresh profile: the start screen in the five languages (the language menu), the
//     share link, and the save code typed into Load code, each bringing the same position;
//   - two people at one device: the first round by keyboard alone, and at each pass-the-device
//     screen nothing of the hand in the page, the table covered and Tab kept on the screen;
//   - the coach: three decisions of a finished game graded in Web Workers running coach.wasm,
//     each verdict line the native one (the page's script starts the analysis).
//
// Every click is a mouse click through the engine's automation protocol at the element's place
// on screen, every key a key press; scripts only read the page (and set the start screen's
// selects, whose native lists are drawn outside the page).

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"borabora/coach"
)

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
// data-e2e-pick: the pass-device button, the question's "Give it up" when a task to give up
// was pressed, or at a person's decision an enabled [data-choice] element chosen by a seeded
// generator. While a computer player decides nothing may be
// enabled. It resolves with what it marked, or the end of the game.
const pickJS = `(async (maxMs) => {
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  window.__e2eSeed = window.__e2eSeed || 4242;
  const rnd = (n) => { window.__e2eSeed = (window.__e2eSeed * 1103515245 + 12345) %% 2147483648; return window.__e2eSeed %% n; };
  for (const e of document.querySelectorAll('[data-e2e-pick]')) e.removeAttribute('data-e2e-pick');
  const until = performance.now() + maxMs;
  for (;;) {
    const w = document.getElementById('winner');
    if (w) return {done: true, text: w.textContent};
    const take = document.getElementById('take-device');
    if (take) { take.setAttribute('data-e2e-pick', ''); return Object.assign({what: 'pass-device'}, %s('[data-e2e-pick]')); }
    const giveUp = document.getElementById('confirm-give-up');
    if (giveUp) { giveUp.setAttribute('data-e2e-pick', ''); return Object.assign({what: 'give-up ' + giveUp.getAttribute('data-choice')}, %s('[data-e2e-pick]')); }
    const thinking = document.querySelector('#prompt-text.thinking');
    const els = [...document.querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true');
    if (thinking && els.length) return {error: 'choice ' + els[0].getAttribute('data-choice') + ' enabled while a computer player decides'};
    if (!thinking && els.length) {
      const keys = [...new Set(els.map(e => e.getAttribute('data-choice')))].sort();
      const k = keys[rnd(keys.length)];
      els.find(e => e.getAttribute('data-choice') === k).setAttribute('data-e2e-pick', '');
      return Object.assign({what: k}, %s('[data-e2e-pick]'));
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
	clickTarget
}

// nextPick waits for the next thing to click and marks it (see pickJS).
func nextPick(p *Page) pick {
	p.t.Helper()
	return PageEval[pick](p, fmt.Sprintf(pickJS, targetFnJS, targetFnJS, targetFnJS, 30000))
}

// clickNext clicks the next thing to click (see pickJS) with the mouse and says what it was.
func clickNext(p *Page) pick {
	p.t.Helper()
	r := nextPick(p)
	if r.Error != "" {
		p.fail("next click", fmt.Errorf("%s", r.Error))
	}
	switch {
	case r.Done:
	case r.Why != "": // covered for a moment (a piece moving in): Click waits for it
		p.Click(`[data-e2e-pick]`)
	default:
		p.clickAt(r.What, r.clickTarget)
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

// The two engines play side by side, after the Chromium tests.
func TestFirefox(t *testing.T) {
	t.Parallel()
	engineChecks(t, "firefox")
}

func TestWebKit(t *testing.T) {
	t.Parallel()
	engineChecks(t, "webkit")
}

func engineChecks(t *testing.T, engine string) {
	dist := Dist(t)
	srv := Serve(t, dist, "")
	var (
		code, link string
		at         tablePosition
	)
	t.Run("GameAgainstComputer", func(t *testing.T) { code, link, at = gameAgainstComputer(t, engine, dist, srv) })
	t.Run("FreshProfile", func(t *testing.T) { freshProfile(t, engine, srv, code, link, at) })
	t.Run("TwoPeople", func(t *testing.T) { twoPeople(t, engine, srv) })
	t.Run("Coach", func(t *testing.T) { coachInEngine(t, engine, srv) })
	t.Run("Signatures", func(t *testing.T) {
		p := NewPage(t, engine)
		p.Open(srv.URL)
		signChecks(t, engine, func(expr string) string { return PageEval[string](p, `(`+expr+`).then(String)`) })
	})
}

// coachInEngine grades three decisions of a finished game with window.bbCoach (Web Workers
// running coach.wasm) and compares the lines with the native ones.
func coachInEngine(t *testing.T, engine string, srv *Server) {
	code, rec := CoachGame(t, 2, 6)
	steps, err := coach.Steps(rec)
	if err != nil {
		t.Fatal(err)
	}
	pick := spread(steps, 3)
	want := NativeVerdicts(t, rec, pick)
	p := NewPage(t, engine)
	p.Open(srv.URL)
	PageEval[bool](p, coachWatchJS)
	PageEval[bool](p, coachStartJS("engine", code, fakeKept(without(steps, pick))))
	p.WaitJS(coachEndedJS("engine"))
	var es []CoachEvent
	if err := json.Unmarshal([]byte(PageEval[string](p, `JSON.stringify(window.__coachEvents)`)), &es); err != nil {
		t.Fatal(err)
	}
	last := es[len(es)-1]
	if last.State != "done" {
		t.Fatalf("last event %+v", last)
	}
	// the page's compiled module reaches the workers here too (else each compiles its own)
	if last.Shared < 1 {
		t.Errorf("%s: no worker ran the page's compiled coach.wasm: %+v", engine, last)
	}
	got := received(t, es)
	for _, s := range pick {
		if got[s] != want[s] {
			t.Errorf("decision %d:\n worker %q\n native %q", s, got[s], want[s])
		}
	}
}

// gameAgainstComputer plays a game against an easy computer player and returns its save code
// and share link (for the server other) at a position it also returns.
func gameAgainstComputer(t *testing.T, engine, dist string, other *Server) (code, link string, want tablePosition) {
	srv := Serve(t, dist, "") // its own, stopped for the offline part
	p := NewPage(t, engine)
	t.Logf("%s", p.Version())
	p.Viewport(1366, 768)
	p.Open(srv.URL)
	p.WaitOfflineReady(srv)
	startOn(p, []string{"person", "easy"}, "2024")
	for i := 0; i < 30; i++ {
		clickNext(p)
	}
	nextPick(p) // the computer player has decided

	t.Run("TableAtTwoSizes", func(t *testing.T) {
		p.Screenshot("table-1366")
		p.Viewport(390, 844)
		PageEval[bool](p, `(scrollTo(0, 0), true)`)
		PageEval[bool](p, settleJS)
		if faults := PageEval[[]string](p, layoutJS); len(faults) > 0 {
			p.Screenshot("table-390-layout")
			t.Errorf("the table at 390x844:\n  %s", strings.Join(faults, "\n  "))
		}
		p.Screenshot("table-390")
		p.Viewport(1366, 768)
	})

	want = PageEval[tablePosition](p, positionJS)
	t.Run("SaveCode", func(t *testing.T) {
		p.Click("#open-export")
		p.WaitVisible("#export-code")
		code = PageEval[string](p, `document.getElementById('export-code').value`)
		link = PageEval[string](p, `document.getElementById('share-link').value`)
		if !strings.HasPrefix(link, srv.URL) || !strings.HasSuffix(link, "#game="+code) {
			t.Errorf("share link %q is not this site's link to code %q", link, code)
		}
		// the link, for the other server (this one stops)
		link = other.URL + link[strings.Index(link, "#"):]
		p.Click("#close-dialog")
		p.WaitGone("#export-code")
	})

	t.Run("JournalBringsBackWhatLocalStorageLost", func(t *testing.T) {
		// what a killed browser does to local storage (it never reached the disk): the game's
		// save and the note of the last game are gone; the journal (IndexedDB) brings both
		// back as the page starts again
		p.WaitVisible(`#save-status[data-state="ok"]`)
		moves := PageEval[string](p, `document.getElementById('save-status').getAttribute('data-moves')`)
		lost := PageEval[int](p, `(() => { let n = 0; for (const k of Object.keys(localStorage)) {
  if (k.startsWith('borabora/v1/save/') || k === 'borabora/v1/last') { localStorage.removeItem(k); n++; } }
  return n; })()`)
		if lost != 2 {
			t.Fatalf("removed %d entries of local storage, want the save and the last game's note", lost)
		}
		p.Reload()
		p.WaitVisible(`#save-status[data-state="ok"]`)
		if got := PageEval[string](p, `document.getElementById('save-status').getAttribute('data-moves')`); got != moves {
			t.Fatalf("the page started again with %s decisions, %s were saved", got, moves)
		}
		nextPick(p)
		if got := PageEval[tablePosition](p, positionJS); got.String() != want.String() {
			t.Errorf("after the journal, the game is at\n  %s\nwant\n  %s", got, want)
		}
	})

	t.Run("OfflineReload", func(t *testing.T) {
		srv.Stop()
		if srv.Up() {
			t.Fatal("server still answers after Stop")
		}
		p.Reload()
		if !PageEval[bool](p, `navigator.serviceWorker.controller !== null`) {
			t.Error("the offline page is not controlled by the service worker")
		}
		p.WaitVisible("#prompt-text")
		nextPick(p)
		if got := PageEval[tablePosition](p, positionJS); got.String() != want.String() {
			t.Errorf("offline, the game is at\n  %s\nwant\n  %s", got, want)
		}
	})

	t.Run("WholeGameByClicks", func(t *testing.T) {
		for clicks := 30; clicks < 1000; clicks++ {
			r := clickNext(p)
			if r.Done {
				if !strings.Contains(r.Text, "wins") {
					t.Fatalf("the score sheet names no winner: %q", r.Text)
				}
				t.Logf("a whole game in %d clicks, the last ones offline: %s", clicks, r.Text)
				break
			}
			if r.What == "pass-device" {
				t.Fatal("a pass-device screen at a table with one person")
			}
		}
		p.WaitVisible("#score-sheet")
		p.Screenshot("score-sheet-1366")
	})
	return code, link, want
}

// freshProfile shows the start screen in each language, then opens the share link and types
// the save code of gameAgainstComputer, which both bring its position back.
func freshProfile(t *testing.T, engine string, srv *Server, code, link string, want tablePosition) {
	if code == "" {
		t.Fatal("no save code from the game")
	}
	p := NewPage(t, engine)
	p.Viewport(390, 844)
	p.Open(srv.URL)

	t.Run("StartScreenInFiveLanguages", func(t *testing.T) {
		for _, lang := range gameLanguages {
			cat := catalog(t, lang, "setup.start", "learn.button")
			// the language menu (a <select>: its native list is drawn outside the page)
			PageEval[bool](p, fmt.Sprintf(`(() => { const s = document.getElementById('lang-start'); s.value = %q;
  s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`, lang))
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
	})
	// back to English, for the positions' words
	PageEval[bool](p, `(() => { const s = document.getElementById('lang-start'); s.value = 'en';
  s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`)
	p.WaitJS(`document.documentElement.lang === 'en'`)

	p.Viewport(1366, 768)
	t.Run("ShareLink", func(t *testing.T) {
		p.Navigate(link)
		p.WaitVisible("#prompt-text")
		nextPick(p)
		if got := PageEval[tablePosition](p, positionJS); got.String() != want.String() {
			t.Errorf("the link brought\n  %s\nwant\n  %s", got, want)
		}
	})

	t.Run("SaveCodeTyped", func(t *testing.T) {
		p.Click("#new-game")
		p.WaitJS(`!!document.getElementById('start-game') || !!document.getElementById('confirm-new')`)
		if p.Exists("#confirm-new") {
			p.Click("#confirm-new")
		}
		p.WaitVisible("#open-import")
		p.Click("#open-import")
		p.WaitVisible("#import-code")
		p.Click("#import-code")
		p.Press(code)
		p.WaitJS(fmt.Sprintf(`document.getElementById('import-code').value.trim() === %q`, code))
		p.Click("#import-load")
		p.WaitJS(`!!document.getElementById('prompt-text') || !!document.getElementById('confirm-load')`)
		if p.Exists("#confirm-load") {
			p.Click("#confirm-load")
		}
		p.WaitVisible("#prompt-text")
		nextPick(p)
		if got := PageEval[tablePosition](p, positionJS); got.String() != want.String() {
			t.Errorf("the typed code brought\n  %s\nwant\n  %s", got, want)
		}
	})
}

// catalog reads the given keys of a language's message catalog.
func catalog(t *testing.T, lang string, keys ...string) map[string]string {
	t.Helper()
	var raw map[string]json.RawMessage
	b, err := os.ReadFile(filepath.Join("..", "i18n", "locales", lang+".json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatalf("%s.json: %v", lang, err)
	}
	cat := map[string]string{}
	for _, k := range keys {
		var v string
		if err := json.Unmarshal(raw[k], &v); err != nil {
			t.Fatalf("%s.json %s: %v", lang, k, err)
		}
		cat[k] = v
	}
	return cat
}

// coveredJS checks that the pass-device screen covers the whole viewport: at a grid of points,
// the element on top is part of the pass screen.
const coveredJS = `(() => {
  const out = [];
  for (let i = 1; i < 8; i++) for (let j = 1; j < 8; j++) {
    const x = innerWidth * i / 8, y = innerHeight * j / 8, e = document.elementFromPoint(x, y);
    if (!e || !e.closest('.screen.pass')) out.push(Math.round(x) + ',' + Math.round(y) + ': ' + (e ? e.outerHTML.slice(0, 100) : 'nothing'));
  }
  return out;
})()`

// openJS counts the open choices and those that are tab stops, and names the focus.
const openJS = `(() => { const o = [...document.querySelectorAll('[data-choice], [data-die], [data-building], [data-hut]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true');
  return {Open: o.length, Stops: o.filter(e => e.tabIndex >= 0).length, Focus: ` + focusedJS + `}; })()`

// twoPeople plays the first round of a game of two people by keyboard alone: at each
// pass-device screen nothing of the hand is in the page, the screen covers the table and Tab
// stays on it; Enter takes the device; at each decision the focus is on the question, an arrow
// key moves it onto the choices (one tab stop), more arrows pick one, Enter makes it (a die or
// a building first picked by Enter, then End goes to a place of the table).
func twoPeople(t *testing.T, engine string, srv *Server) {
	p := NewPage(t, engine)
	p.Viewport(1366, 768)
	p.Open(srv.URL)
	startOn(p, []string{"person", "person"}, "606")
	round := PageEval[string](p, `document.querySelector('.rnd').textContent`)
	seed := uint32(99)
	passes, decisions := 0, 0
	for step := 0; step < 200; step++ {
		p.WaitJS(`!!document.getElementById('take-device') || !!document.getElementById('winner') ||
    [...document.querySelectorAll('[data-choice]')].some(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true')`)
		if PageEval[string](p, `document.querySelector('.rnd').textContent`) != round {
			break
		}
		if p.Exists("#take-device") {
			passes++
			if holes := PageEval[[]string](p, coveredJS); len(holes) > 0 {
				p.Screenshot("pass-holes")
				t.Fatalf("pass screen %d: the table shows through at\n  %s", passes, strings.Join(holes, "\n  "))
			}
			covered := PageEval[[]string](p, pageStringsJS)
			if passes == 2 {
				p.Screenshot("pass-1366")
			}
			p.WaitJS(`document.activeElement && !!document.activeElement.closest('.screen.pass')`)
			for i := 0; i < 6; i++ {
				p.Press(KeyTab)
				if where := PageEval[string](p, `(() => { const a = document.activeElement;
  return a && a.closest('.screen.pass') ? '' : (a ? a.outerHTML.slice(0, 160) : 'nothing'); })()`); where != "" {
					t.Fatalf("pass screen %d: Tab left it for %s", passes, where)
				}
			}
			p.WaitJS(`(document.getElementById('take-device').focus(), true)`)
			p.Press(KeyEnter)
			p.WaitGone("#take-device")
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
			if passes == 2 {
				p.Screenshot("hand-1366")
			}
			continue
		}
		// after each decision the focus is on the question of the player who decides next
		p.WaitJS(`document.activeElement && (document.activeElement.id === 'prompt-text' || document.activeElement.hasAttribute('data-choice'))`)
		moves := PageEval[string](p, `document.querySelector('.screen.table').getAttribute('data-moves')`)
		p.Press(KeyArrowDown)
		type rove struct {
			Open, Stops int
			Focus       string
		}
		r := PageEval[rove](p, openJS)
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
		var arrows []string
		for n := int(seed>>16) % r.Open; n > 0; n-- {
			arrows = append(arrows, KeyArrowDown)
		}
		if len(arrows) > 0 {
			p.Press(arrows...)
		}
		f := PageEval[string](p, focusedJS)
		if !choice(f) {
			t.Fatalf("decision %d: arrows left the choices for %s", decisions, f)
		}
		if !strings.HasPrefix(f, "choice ") {
			// a die or a building to pick: Enter picks it, then End goes to the last choice, a
			// place of the table (as TestKeyboardWholeGame)
			p.Press(KeyEnter)
			p.Press(KeyEnd)
			if f := PageEval[string](p, focusedJS); !strings.HasPrefix(f, "choice ") {
				t.Fatalf("decision %d: End went to %s, not to a choice", decisions, f)
			}
		}
		p.Press(KeyEnter)
		p.WaitJS(fmt.Sprintf(`!!document.getElementById('take-device') || !!document.getElementById('give-up') ||
  document.querySelector('.screen.table').getAttribute('data-moves') !== %q`, moves))
		if p.Exists("#give-up") {
			// a task to give up asks first: the question takes the focus, Tab reaches "Give it up"
			for i := 0; i < 4 && PageEval[string](p, focusedJS) != "#confirm-give-up"; i++ {
				p.Press(KeyTab)
			}
			if f := PageEval[string](p, focusedJS); f != "#confirm-give-up" {
				t.Fatalf("decision %d: Tab in the give-up question reached %s, not its Give it up", decisions, f)
			}
			p.Press(KeyEnter)
			p.WaitJS(fmt.Sprintf(`!!document.getElementById('take-device') || document.querySelector('.screen.table').getAttribute('data-moves') !== %q`, moves))
		}
		decisions++
	}
	if PageEval[string](p, `document.querySelector('.rnd').textContent`) == round {
		t.Fatalf("%d decisions by keyboard did not finish %s", decisions, round)
	}
	if passes < 3 {
		t.Errorf("only %d pass-device screens in a round of two people", passes)
	}
	t.Logf("%s by keyboard: %d decisions, %d pass-device screens", round, decisions, passes)
}
