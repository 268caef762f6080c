//go:build !wasm

package e2e

// Hot-seat fairness in a real browser: nothing of a hidden hand is in the page while the
// pass-device screen is up, dialogs opened from that screen show above it, and undo takes back
// only the undoing person's own decisions. These tests drive the built site in dist/.

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"borabora/gameapp"
	"borabora/site"

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
// pass-device screen it checks that the screen covers the whole viewport, reads the whole page
// (every text and attribute, and the accessibility tree) and presses Tab; then the player
// takes the device, and nothing the table now shows about their choices (God buttons with their
// payments, choice labels, the hand, the prompt) may have been in the page before, and focus
// must never have reached the covered table.
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
		var holes []string
		b.eval(coveredJS, &holes) // the screen covers the whole table (engines_test.go)
		if len(holes) > 0 {
			t.Fatalf("pass screen %d: the table shows through at\n  %s", passes, strings.Join(holes, "\n  "))
		}
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

// untilPass plays (seeded clicks) until the pass-device screen is up.
func (b *uiBrowser) untilPass(maxSteps int) {
	b.t.Helper()
	for i := 0; i < maxSteps; i++ {
		if b.exists("#take-device") {
			return
		}
		if r := b.step(); r.Done {
			break
		}
	}
	b.t.Fatal("no pass-device screen came up")
}

// onTop reports whether the element matching sel is what the page shows at the middle of its
// own box (nothing lies above it there).
func (b *uiBrowser) onTop(sel string) bool {
	b.t.Helper()
	var ok bool
	b.eval(fmt.Sprintf(`(() => {
		const e = document.querySelector(%q);
		if (!e) return false;
		const r = e.getBoundingClientRect();
		const at = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 40));
		return !!at && e.contains(at);
	})()`, sel), &ok)
	return ok
}

func (b *uiBrowser) focused() string {
	b.t.Helper()
	var id string
	var settled bool
	b.eval(SettleKeysJS, &settled)
	b.eval(`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(document.activeElement ? document.activeElement.id : ''))))`, &id)
	return id
}

// TestRulesFromPassScreenShowAboveIt: the Rules button of the pass-device screen opens the
// rules above that screen, with the focus on its Close button; closing (by the button or by
// Escape) goes back to the pass-device screen, focus on its Rules button, and nothing of the
// rules is left to pop up once the next player takes the device.
func TestRulesFromPassScreenShowAboveIt(t *testing.T) {
	for _, size := range [][2]int{{1366, 768}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			srv := serve(t)
			b := profile(t, size[0], size[1], "")
			b.open(srv.URL)
			b.start(2, "4711")
			b.untilPass(300)
			b.click("#pass-rules")
			b.wait("#rules")
			if !b.onTop("#rules") || !b.onTop("#close-rules") {
				b.failShot()
				t.Fatal("the rules opened from the pass-device screen are not on top")
			}
			if id := b.focused(); id != "close-rules" {
				t.Errorf("focus on %q after opening the rules, want the Close button", id)
			}
			if !b.exists(".screen.pass[inert]") {
				t.Error("the pass-device screen under the rules is not inert")
			}
			b.shot(fmt.Sprintf("trust-pass-rules-%d", size[0]))
			b.click("#close-rules")
			b.until(`!document.getElementById('rules')`)
			if !b.onTop("#take-device") || b.exists(".screen.pass[inert]") {
				t.Fatal("closing the rules did not go back to the pass-device screen")
			}
			if id := b.focused(); id != "pass-rules" {
				t.Errorf("focus on %q after closing the rules, want the pass screen's Rules button", id)
			}
			// Escape closes them too
			b.click("#pass-rules")
			b.wait("#rules")
			b.do(10*time.Second, chromedp.KeyEvent(kb.Escape))
			b.until(`!document.getElementById('rules')`)
			b.click("#take-device")
			b.wait("#prompt-text")
			if b.exists("#rules") {
				t.Fatal("the rules popped up over the table after taking the device")
			}
		})
	}
}

// game reads the game of this tab back from local storage (the only save).
//
// A decision is stored a moment after it is drawn (when the browser is next idle), so while the
// table is on screen this waits until the stored game has as many moves as the table shows.
func (b *uiBrowser) game() (*gameapp.Session, gameapp.SaveFile) {
	b.t.Helper()
	for wait := 0; ; wait++ {
		saves := b.savedGames()
		if len(saves) != 1 {
			b.t.Fatalf("%d saved games, want 1", len(saves))
		}
		s, err := gameapp.ResumeSave(saves[0])
		if err != nil {
			b.t.Fatal(err)
		}
		var shown int
		b.eval(`(() => { const t = document.querySelector('.screen.table'); return t ? +t.getAttribute('data-moves') : -1 })()`, &shown)
		if shown < 0 || shown == len(s.Log()) {
			return s, saves[0]
		}
		if wait == 100 {
			b.t.Fatalf("the stored game has %d moves, the table shows %d, 5 s after", len(s.Log()), shown)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// undoIsOwn checks the page against the stored game: the table's Undo is enabled only when the
// last person to decide is the one the game waits on, and "Undo my last move" is offered only
// to the person who decided last, never to the one the game waits on.
func (b *uiBrowser) undoIsOwn(when string) {
	b.t.Helper()
	s, _ := b.game()
	log := s.Log()
	if len(log) == 0 {
		return
	}
	last, next := log[len(log)-1].Player, s.Game().Prompt().Player
	var st struct {
		Undo     bool   `json:"undo"`
		Mine     bool   `json:"mine"`
		MineText string `json:"mineText"`
		Covered  bool   `json:"covered"`
	}
	b.eval(`(() => {
		const u = document.getElementById('undo'), m = document.getElementById('undo-mine');
		const w = document.querySelector('.undo-mine .undo-who');
		return {undo: !!u && !u.disabled && !u.closest('[inert]'), mine: !!m, mineText: w ? w.textContent.replace(/[\u2068\u2069]/g, '') : '',
			covered: !!document.getElementById('take-device')};
	})()`, &st)
	if st.Undo && last != next {
		b.t.Fatalf("%s: %s's Undo would take back %s's decision", when, s.Name(next), s.Name(last))
	}
	if st.Mine && (last == next || !strings.HasPrefix(st.MineText, s.Name(last)+",")) {
		b.t.Fatalf("%s: \"undo my last move\" offered as %q while %s decided last and %s decides", when, st.MineText, s.Name(last), s.Name(next))
	}
}

// moves is the number of decisions of the stored game.
func (b *uiBrowser) moves() int {
	s, _ := b.game()
	return len(s.Choices())
}

// untilMineOffered plays (checking undoIsOwn at every step) until a pass-device screen offers
// the previous person "Undo my last move".
func (b *uiBrowser) untilMineOffered(maxSteps int) {
	b.t.Helper()
	for i := 0; i < maxSteps; i++ {
		b.undoIsOwn(fmt.Sprintf("step %d", i))
		if b.exists("#take-device") && b.exists("#undo-mine") {
			return
		}
		if b.exists("#take-device") {
			b.click("#take-device")
			continue
		}
		if r := b.step(); r.Done {
			break
		}
	}
	b.t.Fatal("no pass-device screen offered \"Undo my last move\"")
}

// TestUndoOnlyYourOwnMoves: two people, each misclicks and takes the move back; the other can
// never take it back. The pass-device screen offers the person who just moved "Undo my last
// move" until the next person says it is them; after that nobody can take that move back, not
// even after a reload.
func TestUndoOnlyYourOwnMoves(t *testing.T) {
	srv := serve(t)
	b := profile(t, 1366, 768, "")
	b.open(srv.URL)
	b.start(2, "2718")
	b.eval(`(() => { window.__uiSeed = 99; return true })()`, nil)

	undidBy := map[int]bool{}
	for round := 0; round < 8 && len(undidBy) < 2; round++ {
		b.untilMineOffered(400)
		s, _ := b.game()
		mover := s.Log()[len(s.Log())-1].Player
		who := s.Name(mover)
		if undidBy[mover] {
			b.click("#take-device") // this person already showed it: let the game go on
			continue
		}
		undidBy[mover] = true
		if round == 0 {
			b.shot("trust-undo-offer-1366")
		}
		// the person who moved takes it back from the pass-device screen
		n := b.moves()
		b.click("#undo-mine")
		b.wait("#prompt-text")
		s2, _ := b.game()
		if b.moves() >= n || s2.Game().Prompt().Player != mover || b.exists("#take-device") {
			t.Fatalf("%s's misclick: undo from the pass screen went from %d to %d moves, %s decides, pass screen %v",
				who, n, b.moves(), s2.Name(s2.Game().Prompt().Player), b.exists("#take-device"))
		}
		if !strings.Contains(b.text("#prompt-text"), s2.Name(mover)) {
			t.Errorf("after the undo the prompt is %q, not %s's", b.text("#prompt-text"), s2.Name(mover))
		}
		b.undoIsOwn("after undo")
		// the mover decides again until the next person is asked for the device
		b.untilMineOffered(400)
		// the next person takes the device: from now on nobody can take that move back
		b.click("#take-device")
		b.undoIsOwn("after taking the device")
		if b.exists("#undo-mine") || !b.exists("#undo[disabled]") {
			t.Fatalf("%s: after the next person took the device the previous move can still be taken back", who)
		}
		_, f := b.game()
		if f.UndoFloor != b.moves() {
			t.Errorf("the stored undo floor is %d, want %d (every move so far)", f.UndoFloor, b.moves())
		}
		b.reload()
		b.undoIsOwn("after reload")
		if b.exists("#undo-mine") {
			t.Fatalf("%s: after a reload the previous person's move is offered again", who)
		}
		if b.exists("#take-device") {
			b.click("#take-device")
		}
		if b.exists("#undo:not([disabled])") {
			t.Fatalf("%s: after a reload Undo is enabled for the next person", who)
		}
	}
	if len(undidBy) < 2 {
		t.Fatalf("only %d of the two people took back a move", len(undidBy))
	}
}

// setName types a name into the start form's field for seat i (as a paste would).
func (b *uiBrowser) setName(i int, name string) {
	b.t.Helper()
	b.eval(fmt.Sprintf(`(() => { const e = document.getElementById('name-%d'); e.value = %q;
		e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true})); return true })()`, i, name), nil)
	b.eval(`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, nil)
}

// noSideScroll fails when the page is wider than the window (a horizontal scroll bar).
func (b *uiBrowser) noSideScroll(where string) {
	b.t.Helper()
	var w struct {
		Page   int    `json:"page"`
		Window int    `json:"window"`
		Widest string `json:"widest"`
	}
	b.eval(`(() => {
		let widest = '', right = 0;
		for (const e of document.querySelectorAll('body *')) {
			const r = e.getBoundingClientRect();
			if (r.right > right + 0.5 && r.width > 0) { right = r.right; widest = e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 40); }
		}
		return {page: document.documentElement.scrollWidth, window: window.innerWidth, widest: widest};
	})()`, &w)
	if w.Page > w.Window {
		b.failShot()
		b.t.Fatalf("%s: the page is %d px wide in a %d px window (widest: %s)", where, w.Page, w.Window, w.Widest)
	}
}

// textAfterNamesRunsLeftToRight checks every visible text holding the isolated name: the
// characters after the name must still run left to right (a U+202E in the name must not turn
// the rest of the line around); another name later in the line, inside its own isolate, runs
// in its own direction and is left out. It returns how many texts it checked.
func (b *uiBrowser) textAfterNamesRunsLeftToRight(name string) int {
	b.t.Helper()
	var res struct {
		Checked int    `json:"checked"`
		Bad     string `json:"bad"`
	}
	b.eval(fmt.Sprintf(`((name) => {
		let checked = 0, bad = '';
		const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let n = w.nextNode(); n; n = w.nextNode()) {
			const t = n.textContent;
			const at = t.indexOf(name);
			if (at < 0) continue;
			let i = t.indexOf('\u2069', at + name.length);
			if (i < 0) { bad = 'name not isolated in: ' + t; break; }
			const xs = [];
			let depth = 0; // inside another name's isolate, which runs in its own direction
			for (i++; i < t.length; i++) {
				if ('\u2066\u2067\u2068'.includes(t[i])) { depth++; continue; }
				if (t[i] === '\u2069') { depth--; continue; }
				if (depth > 0 || /\s/.test(t[i])) continue;
				const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1);
				const rect = r.getBoundingClientRect();
				if (rect.width === 0) continue;
				xs.push([rect.left, Math.round(rect.top), t[i]]);
			}
			if (xs.length < 2) continue;
			checked++;
			for (let k = 1; k < xs.length; k++) {
				if (xs[k][1] === xs[k-1][1] && xs[k][0] < xs[k-1][0] - 0.5) { bad = 'runs right to left after the name: ' + t; break; }
			}
			if (bad) break;
		}
		return {checked: checked, bad: bad};
	})(%q)`, name), &res)
	if res.Bad != "" {
		b.failShot()
		b.t.Fatal(res.Bad)
	}
	return res.Checked
}

// TestLongAndRightToLeftNamesNeverDisturbThePage: the start form says how long a name may be,
// refuses one longer with a message, and keeps the longest allowed one whole; on the table a
// name with U+202E never turns the rest of a line around, and the longest names of wide
// letters never make the page scroll sideways at 390 px.
func TestLongAndRightToLeftNamesNeverDisturbThePage(t *testing.T) {
	t.Parallel() // long and self-contained: runs beside another such test (doc.go)
	wide := strings.Repeat("Ｗ", gameapp.MaxNameChars)
	names := []string{wide, "\u202eEvil Bob", strings.Repeat("م", gameapp.MaxNameChars), strings.Repeat("𒀱", gameapp.MaxNameChars)}
	for _, size := range [][2]int{{390, 844}, {1366, 768}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			srv := serve(t)
			b := profile(t, size[0], size[1], "")
			b.open(srv.URL)
			b.eval(`(() => { document.querySelector('button[data-n="4"]').click(); return true })()`, nil)
			b.wait("#name-3")
			if !strings.Contains(b.text("#name-hint"), "up to 20 characters") {
				t.Errorf("the form does not say how long a name may be: %q", b.text("#name-hint"))
			}
			b.setName(0, wide+"Ｗ")
			b.wait("#name-problem-0")
			if c := b.text("#name-count-0"); c != "21/20" {
				t.Errorf("counter %q for 21 characters", c)
			}
			b.click("#start-game")
			if !b.exists("#start-game") {
				t.Fatal("a name longer than a code carries started the game")
			}
			b.setName(1, " \u200b ")
			b.wait("#name-problem-1")
			if !strings.Contains(b.text("#name-problem-1"), "no visible character") {
				t.Errorf("invisible name: %q", b.text("#name-problem-1"))
			}
			for i, n := range names {
				b.setName(i, n)
			}
			if c := b.text("#name-count-0"); c != "20/20" || b.exists(".name-problem") {
				t.Fatalf("the longest names are refused: counter %q", c)
			}
			b.noSideScroll("start form")
			b.shot(fmt.Sprintf("trust-names-start-%d", size[0]))
			b.eval(`new Promise(r => requestAnimationFrame(() => { document.getElementById('start-game').click(); r(true) }))`, nil)
			b.wait("#prompt-text")
			b.eval(uiStepJS, nil)
			s, _ := b.game()
			for i, n := range names {
				if s.Name(i) != n {
					t.Errorf("seat %d's name was kept as %q, want %q", i, s.Name(i), n)
				}
			}
			checked := 0
			for steps := 0; steps < 60; steps++ {
				b.noSideScroll(fmt.Sprintf("step %d", steps))
				checked += b.textAfterNamesRunsLeftToRight("\u202eEvil Bob")
				if steps == 12 {
					b.shot(fmt.Sprintf("trust-names-table-%d", size[0]))
				}
				if steps == 20 || steps == 40 {
					b.table()
					for _, panel := range []string{"#open-log", "#open-scores"} {
						b.click(panel)
						b.noSideScroll(panel)
						checked += b.textAfterNamesRunsLeftToRight("\u202eEvil Bob")
						if steps == 20 {
							b.shot(fmt.Sprintf("trust-names-%s-%d", panel[6:], size[0]))
						}
						b.click(panel)
					}
				}
				if b.exists("#take-device") && steps > 8 {
					b.shot(fmt.Sprintf("trust-names-pass-%d", size[0]))
				}
				if r := b.step(); r.Done {
					break
				}
			}
			if checked < 10 {
				t.Fatalf("only %d lines with the right-to-left name were checked", checked)
			}
		})
	}
}

// TestShareLinkInRunningTab: a share link opened in a tab where the app already runs (only the
// fragment changes, the page does not load again) is handled like one opened fresh: the app
// asks first, also over the pass-device screen, then imports the game and clears the fragment.
func TestShareLinkInRunningTab(t *testing.T) {
	srv := serve(t)
	code, err := FinishedGameCode(3, 4242)
	if err != nil {
		t.Fatal(err)
	}
	b := profile(t, 1366, 768, "")
	b.open(srv.URL)
	b.start(2, "31")
	b.untilPass(300)
	before := b.moves()
	// the link opened in this tab: same page, another fragment (no new page load)
	b.eval(fmt.Sprintf(`(() => { window.__sameDocument = true; location.href = %q; return true })()`, gameapp.ShareLink(srv.URL, code)), nil)
	b.wait("#load-dialog")
	if !b.onTop("#load-dialog") {
		t.Fatal("the question about the share link is not above the pass-device screen")
	}
	var hash string
	b.eval(`location.hash`, &hash)
	var same bool
	b.eval(`window.__sameDocument === true`, &same)
	if !same {
		t.Fatal("the page was loaded again: the test did not open the link in the running app")
	}
	if hash != "" || b.moves() != before {
		t.Fatalf("before the answer: fragment %q, game on the table changed %v", hash, b.moves() != before)
	}
	b.shot("trust-sharelink-running-1366")
	b.click("#confirm-load")
	b.wait("#score-sheet")
	saves := b.savedGames()
	if len(saves) != 2 {
		t.Fatalf("%d saved games, want the game in progress and the imported one", len(saves))
	}
	found := false
	for _, f := range saves {
		found = found || f.Code == code
	}
	if !found {
		t.Fatal("the imported game is not saved")
	}
}

// TestStorageClearedMidGame: the site's storage cleared during a game (every key gone, as the
// browser's "clear site data" does) is reported as such, not as another tab; "Keep saving this
// game" stores it again and a reload resumes it; the export offered shows its code.
func TestStorageClearedMidGame(t *testing.T) {
	srv := serve(t)
	b := profile(t, 390, 844, "")
	b.open(srv.URL)
	b.start(2, "77")
	b.plays(8)
	b.eval(`(() => { localStorage.clear(); return true })()`, nil)
	b.plays(1)
	b.table()
	b.wait(`#save-banner[data-kind="cleared"]`)
	txt := b.text("#save-banner")
	if !strings.Contains(txt, "storage for this site was cleared") || strings.Contains(txt, "another tab") {
		t.Fatalf("banner %q", txt)
	}
	if n := len(b.stored()); n != 0 {
		t.Fatalf("%d keys written before the player chose", n)
	}
	b.shot("trust-storage-cleared-390")
	b.click("#banner-export")
	b.wait("#export-code")
	var code string
	b.eval(`document.getElementById('export-code').value`, &code)
	if !strings.HasPrefix(code, "BB1.") {
		t.Fatalf("export offers %q", code)
	}
	b.click("#close-dialog")
	b.click("#resave")
	b.until(`!document.getElementById('save-banner')`)
	b.plays(2)
	want := b.position()
	if s := b.saveStatus(); s != "Saved" {
		t.Fatalf("save status %q after keeping on saving", s)
	}
	b.reload()
	samePosition(t, "after reload", b.position(), want)
}

// TestStartScreenBeforeTheAppStarts opens the site with app.wasm held back, so the page stays
// as pre-rendered (never mounted), and reads the start form as the browser shows it: each seat
// shown (two; the third and fourth are drawn hidden) its own colour, a person, normal computer
// speed, "open hands" unticked.
func TestStartScreenBeforeTheAppStarts(t *testing.T) {
	dir := Dist(t)
	files := site.NewServer(dir, "")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			http.Error(w, "held back", http.StatusServiceUnavailable)
			return
		}
		files.ServeHTTP(w, r)
	})}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	b := profile(t, 1366, 768, "")
	b.do(30*time.Second, chromedp.Navigate("http://"+ln.Addr().String()+"/"), chromedp.WaitReady(`.colour-select`))
	var form struct {
		Mounted string   `json:"mounted"`
		Colours []string `json:"colours"`
		Kinds   []string `json:"kinds"`
		Speed   string   `json:"speed"`
		Open    bool     `json:"open"`
	}
	b.eval(`(() => ({
		mounted: document.getElementById('root').getAttribute('data-mounted'),
		colours: [...document.querySelectorAll('.seat-row:not([hidden]) .colour-select')].map(s => s.value),
		kinds: [...document.querySelectorAll('.seat-row:not([hidden]) .kind-select')].map(s => s.value),
		speed: (document.querySelector('.speed-select') || {}).value,
		open: document.getElementById('open-hands').checked,
	}))()`, &form)
	if form.Mounted != "false" {
		t.Fatalf("the app started (data-mounted=%q): app.wasm was not held back", form.Mounted)
	}
	if strings.Join(form.Colours, ",") != "0,1" || strings.Join(form.Kinds, ",") != "person,person" || form.Speed != "normal" || form.Open {
		t.Errorf("before the app starts the form shows %+v", form)
	}
	b.shot("trust-prerendered-1366")
}

// waitCached waits until the deploy's service worker has stored every file of its precache
// list in its own cache.
func (b *uiBrowser) waitCached(dir, base string) string {
	b.t.Helper()
	name, urls, err := (&Server{Dir: dir, Base: base}).Precache()
	if err != nil {
		b.t.Fatal(err)
	}
	want, _ := json.Marshal(urls)
	b.until(fmt.Sprintf(`(async () => {
		if (!(await caches.has(%q))) return false;
		const have = new Set((await (await caches.open(%q)).keys()).map((r) => new URL(r.url).pathname));
		return %s.every((u) => have.has(u));
	})()`, name, name, want))
	return name
}

// savedNames lists the players of every game in the start screen's saved-games list.
func (b *uiBrowser) savedNames() string {
	b.t.Helper()
	var s string
	b.eval(`[...document.querySelectorAll('.save-who')].map(e => e.textContent.replace(/[\u2068\u2069]/g, '')).join(' | ')`, &s)
	return s
}

// TestTwoDeploysOnOneOrigin serves two deploys of the app under /a/ and /b/ of one origin (as
// one GitHub Pages account serves two projects). Each keeps its own saved games, neither's
// service worker deletes the other's offline copy (also when /a/ is deployed anew, which
// deletes only /a/'s own older caches, an earlier build's included), and both start offline
// with their own game.
func TestTwoDeploysOnOneOrigin(t *testing.T) {
	t.Parallel() // long and self-contained: runs beside another such test (doc.go)
	dirA := GenerateSite(t, SiteOptions{Base: "/a", Version: "deploy-a-1"})
	dirB := GenerateSite(t, SiteOptions{Base: "/b", Version: "deploy-b-1"})
	mux := http.NewServeMux()
	for _, d := range []struct{ base, dir string }{{"/a", dirA}, {"/b", dirB}} {
		h := site.NewServer(d.dir, d.base)
		mux.Handle(d.base, h)
		mux.Handle(d.base+"/", h)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	origin := "http://" + ln.Addr().String()

	b := profile(t, 1366, 768, "")
	play := func(base, name string) string {
		b.open(origin + base + "/")
		b.setName(0, name)
		b.start(2, "")
		b.plays(5)
		cache := b.waitCached(map[string]string{"/a": dirA, "/b": dirB}[base], base)
		b.reload() // controlled by its worker from now on
		return cache
	}
	cacheA := play("/a", "Alpha")
	cacheB := play("/b", "Bravo")
	// caches of an earlier build, named without their deploy: one for each deploy's page
	b.eval(`(async () => {
		await (await caches.open('app-earlier-a')).put('/a', new Response('earlier /a'));
		await (await caches.open('app-earlier-b')).put('/b', new Response('earlier /b'));
		return true;
	})()`, nil)
	var keys []string
	b.eval(`caches.keys()`, &keys)
	if !contains(keys, cacheA) || !contains(keys, cacheB) {
		t.Fatalf("after both deploys started, the caches are %v (want %s and %s)", keys, cacheA, cacheB)
	}
	// each deploy lists its own games only
	for _, d := range []struct{ base, own, other string }{{"/b", "Bravo", "Alpha"}, {"/a", "Alpha", "Bravo"}} {
		b.open(origin + d.base + "/")
		b.table()
		b.click("#new-game")
		b.click("#confirm-new")
		b.wait("#saves-list")
		if got := b.savedNames(); !strings.Contains(got, d.own) || strings.Contains(got, d.other) {
			t.Errorf("%s lists the saved games %q", d.base, got)
		}
		b.click(".save-continue")
		b.wait("#prompt-text")
	}
	// a new deploy of /a deletes /a's older caches only
	GenerateSite(t, SiteOptions{Base: "/a", Version: "deploy-a-2", Dir: dirA})
	b.reload()
	cacheA2 := b.waitCached(dirA, "/a")
	b.until(fmt.Sprintf(`caches.keys().then(k => !k.includes(%q) && !k.includes('app-earlier-a'))`, cacheA))
	b.eval(`caches.keys()`, &keys)
	if !contains(keys, cacheA2) || !contains(keys, cacheB) || !contains(keys, "app-earlier-b") {
		t.Fatalf("after a new deploy of /a the caches are %v: /b's were touched", keys)
	}
	// offline, each deploy starts with its own game
	srv.Close()
	for _, d := range []struct{ base, own string }{{"/b", "Bravo"}, {"/a", "Alpha"}} {
		b.open(origin + d.base + "/")
		b.table()
		if n := b.text(".bname"); !strings.Contains(n, d.own) && !strings.Contains(b.text(".order"), d.own) {
			t.Errorf("offline %s shows the game of %q, want %s's", d.base, b.text(".order"), d.own)
		}
		if saves := b.savesIn(d.base); len(saves) != 1 || saves[0].Setup.Names[0] != d.own {
			t.Errorf("%s stores %d games", d.base, len(saves))
		}
	}
}

// savesIn reads the saved games of the deploy at base from the page's local storage, as that
// deploy's store sees them.
func (b *uiBrowser) savesIn(base string) []gameapp.SaveFile {
	b.t.Helper()
	all := map[string]string{}
	b.eval(`(() => { const o = {}; for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i); o[k] = localStorage.getItem(k); } return o; })()`, &all)
	kv := gameapp.NewMemKV()
	kv.M = all
	list, _, err := gameapp.NewSaves(gameapp.Namespaced(kv, base)).List()
	if err != nil {
		b.t.Fatal(err)
	}
	return list
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
