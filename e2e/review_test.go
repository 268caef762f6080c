//go:build !wasm

package e2e

// The review of a game, the finished games and their statistics in a real browser: every way
// to move the timeline (mouse, keyboard, touch, the score graph), review links with and
// without a step, a game in progress that shows no hidden hand, the history kept when a game
// ends on the device, Play from here, the five languages, axe and screenshots. Games come from
// seeded codes rather than from clicks wherever the test is not about playing.

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"borabora/gameapp"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// reviewPos is what the review shows: the slider's values, the decision's words, whether
// anything on the table can be chosen and how many hands show.
type reviewPos struct {
	Now     int    `json:"now"`
	Min     int    `json:"min"`
	Max     int    `json:"max"`
	Role    string `json:"role"`
	Marks   string `json:"marks"`
	Text    string `json:"text"`
	Choices int    `json:"choices"`
	Hands   int    `json:"hands"`
}

const reviewPosJS = `(async () => {
  for (let i = 0; i < 2; i++) await new Promise(r => requestAnimationFrame(r));
  const s = document.getElementById('timeline');
  if (!s) return null;
  return {now: +s.getAttribute('aria-valuenow'), min: +s.getAttribute('aria-valuemin'), max: +s.getAttribute('aria-valuemax'),
    role: s.getAttribute('role'), marks: s.getAttribute('data-marks'), text: document.getElementById('rv-step').textContent,
    choices: document.querySelectorAll('#review [data-choice]').length, hands: document.querySelectorAll('#review .hand.shown').length};
})()`

func (b *uiBrowser) review() reviewPos {
	b.t.Helper()
	var p reviewPos
	b.eval(reviewPosJS, &p)
	return p
}

// reviewAt waits for the review at step n.
func (b *uiBrowser) reviewAt(n int) reviewPos {
	b.t.Helper()
	b.until(fmt.Sprintf(`(() => { const s = document.getElementById('timeline'); return !!s && s.getAttribute('aria-valuenow') === '%d'; })()`, n))
	return b.review()
}

// goStep sends the timeline to step n as web/keys.js does.
func (b *uiBrowser) goStep(n int) reviewPos {
	b.t.Helper()
	b.eval(fmt.Sprintf(`(() => { const s = document.getElementById('timeline'); s.setAttribute('data-to', '%d'); s.dispatchEvent(new Event('step')); return true; })()`, n), nil)
	return b.reviewAt(n)
}

// key presses a key on the element with the focus and returns the review after it.
func (b *uiBrowser) key(k string) reviewPos {
	b.t.Helper()
	b.do(10*time.Second, chromedp.KeyEvent(k))
	return b.review()
}

// trackAt is the page position of fraction f along the timeline's track.
func (b *uiBrowser) trackAt(f float64) (x, y float64) {
	b.t.Helper()
	var r struct{ X, Y float64 }
	b.eval(fmt.Sprintf(`(() => { const t = document.querySelector('#timeline .tl-track').getBoundingClientRect();
		return {X: t.left + %f * t.width, Y: t.top + t.height / 2}; })()`, f), &r)
	return r.X, r.Y
}

// near reports whether step got is within a pixel's worth of steps of fraction f of max.
func near(got int, f float64, max int) bool {
	return math.Abs(float64(got)-f*float64(max)) <= math.Max(2, float64(max)/150)
}

// held is a mouse event with the left button down.
func held(p *input.DispatchMouseEventParams) { p.Button, p.Buttons = input.MouseButtonLeft, 1 }

// touch sends one touch event with the finger at (x, y) (none for the end).
func touch(typ input.DispatchTouchEventType, x, y float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		pts := []*input.TouchPoint{{X: x, Y: y}}
		if typ == input.DispatchTouchEventTypeTouchEnd {
			pts = []*input.TouchPoint{}
		}
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
		return err
	})
}

// storedJS is the page's whole local storage, to show that a review changes none of it.
const storedJS = `JSON.stringify(Object.keys(localStorage).sort().map(k => [k, localStorage.getItem(k)]))`

// TestReviewByMouseKeyboardAndTouch opens finished 2-, 3- and 4-player games by review links
// (at the last decision, and at a step) and moves the timeline every way: the arrow keys,
// Home, End, Page Up and Down, the buttons by decision and by round, dragging with the mouse
// and with a finger, the score graph's points by click and by Enter and a click on its plot.
// The table shows every hand of a finished game and nothing to choose; the storage is never
// changed. axe audits the review and the graph at both sizes; screenshots of both go to
// out/screens/.
func TestReviewByMouseKeyboardAndTouch(t *testing.T) {
	AxeSource(t)
	var axeLog AxeLog
	defer func() { t.Logf("moderate and minor axe findings:\n%s", axeLog.String()) }()
	srv := serve(t)
	hb := NewBrowser(t)
	b := &uiBrowser{t: t, ctx: hb.Context(), cancel: func() {}}
	b.do(10*time.Second, chromedp.EmulateViewport(1366, 768))
	b.open(srv.URL)
	var before string
	b.eval(storedJS, &before)
	for np := 2; np <= 4; np++ {
		code, err := FinishedGameCode(np, uint64(20+np))
		if err != nil {
			t.Fatal(err)
		}
		s, _ := gameapp.Import(code)
		rv, _ := gameapp.ReviewOf(s)
		n := rv.N()
		stages := rv.Starts(false)
		rounds := rv.Starts(true)
		if np == 2 {
			// a link with a step, opened in the running page
			b.eval(`(() => { location.hash = '#review=`+code+`&step=37'; return true; })()`, nil)
			b.wait("#timeline")
			if p := b.reviewAt(37); p.Max != n {
				t.Fatalf("a link at step 37: %+v", p)
			}
		}
		b.eval(`(() => { location.hash = '#review=`+code+`'; return true; })()`, nil)
		p := b.reviewAt(n)
		w := s.Game().Winner()
		if p.Min != 0 || p.Max != n || p.Role != "slider" || p.Choices != 0 || p.Hands < 1 ||
			!strings.Contains(p.Text, s.Name(w)) || !strings.Contains(p.Text, fmt.Sprint(s.Game().Score(w))) {
			t.Fatalf("%d players, the last step: %+v (winner %s)", np, p, s.Name(w))
		}
		var marks []string
		for _, k := range stages {
			marks = append(marks, fmt.Sprint(k))
		}
		if p.Marks != strings.Join(marks, ",") {
			t.Fatalf("the stages begin at %s, the slider says %s", strings.Join(marks, ","), p.Marks)
		}

		// the keyboard
		b.eval(`(() => { document.getElementById('timeline').focus(); return true; })()`, nil)
		prevStage := 0
		for _, k := range stages {
			if k < n {
				prevStage = k
			}
		}
		for _, c := range []struct {
			key  string
			want int
		}{{kb.ArrowLeft, n - 1}, {kb.ArrowRight, n}, {kb.ArrowRight, n}, {kb.PageUp, prevStage}, {kb.Home, 0}, {kb.ArrowUp, 1},
			{kb.PageDown, stages[1]}, {kb.ArrowDown, stages[1] - 1}, {kb.End, n}} {
			if got := b.key(c.key); got.Now != c.want || got.Choices != 0 {
				t.Fatalf("%d players: %q gave step %d, want %d", np, c.key, got.Now, c.want)
			}
		}
		var focus string
		b.eval(`document.activeElement.id`, &focus)
		if focus != "timeline" {
			t.Fatalf("the slider lost the focus to %q", focus)
		}
		// ←, →, Home and End step the review from the page's body and from a button too
		for _, from := range []string{`document.activeElement.blur()`, `document.getElementById('rv-prev').focus()`} {
			b.eval(`(() => { `+from+`; return true; })()`, nil)
			for _, c := range []struct {
				key  string
				want int
			}{{kb.ArrowLeft, n - 1}, {kb.Home, 0}, {kb.ArrowRight, 1}, {kb.End, n}} {
				if got := b.key(c.key); got.Now != c.want {
					t.Fatalf("%d players: %q from %s gave step %d, want %d", np, c.key, from, got.Now, c.want)
				}
			}
		}
		b.eval(`(() => { document.getElementById('timeline').focus(); return true; })()`, nil)

		// the buttons
		lastRound := rounds[len(rounds)-1]
		for _, c := range []struct {
			btn  string
			want int
		}{{"#rv-prev", n - 1}, {"#rv-prev-round", lastRound}, {"#rv-prev-round", rounds[len(rounds)-2]}, {"#rv-next-round", lastRound},
			{"#rv-next-round", n}, {"#rv-next", n}} {
			b.click(c.btn)
			if got := b.review(); got.Now != c.want {
				t.Fatalf("%d players: %s gave step %d, want %d", np, c.btn, got.Now, c.want)
			}
		}

		// the mouse drags the slider
		x0, y := b.trackAt(0.25)
		x1, _ := b.trackAt(0.75)
		b.do(10*time.Second, chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y, held, chromedp.ClickCount(1)))
		if got := b.review(); !near(got.Now, 0.25, n) {
			t.Fatalf("%d players: pressed at a quarter of the track, step %d of %d", np, got.Now, n)
		}
		b.do(10*time.Second, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, (x0+x1)/2, y, held),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x1, y, held),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x1, y, held, chromedp.ClickCount(1)))
		if got := b.review(); !near(got.Now, 0.75, n) {
			t.Fatalf("%d players: dragged to three quarters of the track, step %d of %d", np, got.Now, n)
		}

		switch np {
		case 3: // the score graph: its points by click and by Enter, its plot, axe, screenshots
			b.click("#review-graph")
			b.wait("#graph .gpt")
			var pts []int
			b.eval(`[...document.querySelectorAll('#graph .gpt')].map(e => +e.getAttribute('data-to'))`, &pts)
			if len(pts) != len(rounds)+1+len(gameapp.FinalGroups) {
				t.Fatalf("the graph's points go to %v", pts)
			}
			b.click("#graph .gpt:nth-child(3)")
			if got := b.review(); got.Now != pts[2] {
				t.Fatalf("clicking the graph's third point: step %d, want %d", got.Now, pts[2])
			}
			b.eval(`(() => { document.querySelectorAll('#graph .gpt')[1].focus(); return true; })()`, nil)
			if got := b.key(kb.Enter); got.Now != pts[1] {
				t.Fatalf("Enter on the graph's second point: step %d, want %d", got.Now, pts[1])
			}
			var g struct{ W, N int }
			b.eval(`JSON.parse(document.getElementById('graph').getAttribute('data-graph'))`, &g)
			var at struct{ X, Y float64 }
			b.eval(`(() => { const r = document.querySelector('#graph .gplot').getBoundingClientRect(); return {X: r.left + r.width * 0.4, Y: r.top + 3}; })()`, &at)
			b.do(10*time.Second, chromedp.MouseClickXY(at.X, at.Y))
			if got := b.review(); !near(got.Now, 0.4*float64(g.W)/float64(n), n) {
				t.Fatalf("a click at 40%% of the plot (%d units): step %d", g.W, got.Now)
			}
			auditAt(t, hb, "review with the score graph", &axeLog)
			b.shoot("review-graph")
			b.click("#review-graph")
			b.until(`!document.getElementById('graph')`)
		case 4: // a finger drags the slider on a phone; axe and screenshots of the review
			b.goStep(n / 2)
			auditAt(t, hb, "review", &axeLog)
			b.shoot("review")
			b.do(10*time.Second, chromedp.Emulate(phone{}))
			b.eval(`(() => { document.getElementById('timeline').scrollIntoView({block: 'center'}); return true; })()`, nil)
			x0, y := b.trackAt(0.5)
			x1, _ := b.trackAt(0.1)
			b.do(10*time.Second, touch(input.DispatchTouchEventTypeTouchStart, x0, y), touch(input.DispatchTouchEventTypeTouchMove, (x0+x1)/2, y),
				touch(input.DispatchTouchEventTypeTouchMove, x1, y), touch(input.DispatchTouchEventTypeTouchEnd, 0, 0))
			if got := b.review(); !near(got.Now, 0.1, n) {
				t.Fatalf("a finger dragged to a tenth of the track: step %d of %d", got.Now, n)
			}
			b.do(10*time.Second, chromedp.EmulateReset(), chromedp.EmulateViewport(1366, 768))
		}
	}
	var after string
	b.eval(storedJS, &after)
	if after != before {
		t.Fatal("reviewing changed the local storage")
	}
}

// handSecretsJS lists what the shown hands put in the page that the page shows nowhere else
// (the hands' names, their cards' descriptions): on a page where the hands are open.
const handSecretsJS = `(() => {
  const inside = new Set(), outside = new Set();
  const w = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let n = w.currentNode; n; n = w.nextNode()) {
    const e = n.nodeType === 3 ? n.parentElement : n;
    const into = e && e.closest('.hand.shown') ? inside : outside;
    if (n.nodeType === 3) { const t = n.textContent.trim(); if (t) into.add(t); continue; }
    for (const a of n.attributes) { const v = a.value.trim(); if (v) into.add(v); }
  }
  return [...inside].filter(s => !outside.has(s));
})()`

// focusSeat brings seat p's board large (the compact board's button).
func (b *uiBrowser) focusSeat(p int) {
	b.t.Helper()
	b.eval(fmt.Sprintf(`(async () => { document.querySelector('.others button[data-seat="%d"]').click();
		for (let i = 0; i < 2; i++) await new Promise(r => requestAnimationFrame(r)); return true; })()`, p), nil)
}

// TestReviewOfAGameInProgressRevealsNoHand reviews a 3-person hot-seat game in progress. The
// same game with open hands is reviewed first, and what its hands put in the page (each seat's
// in turn, at several steps) is noted; then at the same steps and seats nothing of it may be in
// the hot-seat game's review, neither in the page (every text and attribute) nor in its
// accessibility tree, and no hand shows at all.
func TestReviewOfAGameInProgressRevealsNoHand(t *testing.T) {
	srv := serve(t)
	b := profile(t, 1366, 768, "")
	b.open(srv.URL)
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 61})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(61, 1))
	for range 170 {
		l := s.Game().Legal()
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	hidden := gameapp.ExportCode(s.Setup(), s.Choices())
	setup := s.Setup()
	setup.OpenHands = true
	open := gameapp.ExportCode(setup, s.Choices())
	rv, _ := gameapp.ReviewOf(s)
	n := rv.N()
	steps := []int{n, n / 2, rv.Starts(false)[3], 2}

	secrets := map[int]map[string]bool{} // by step
	count := 0
	b.eval(`(() => { location.hash = '#review=`+open+`'; return true; })()`, nil)
	b.reviewAt(n)
	for _, k := range steps {
		b.goStep(k)
		secrets[k] = map[string]bool{}
		for p := range 3 {
			b.focusSeat(p)
			var ss []string
			b.eval(handSecretsJS, &ss)
			if len(ss) == 0 {
				t.Fatalf("open hands, step %d, seat %d: no hand shows", k, p)
			}
			for _, x := range ss {
				secrets[k][x] = true
				count++
			}
		}
	}
	b.eval(`(() => { location.hash = '#review=`+hidden+`'; return true; })()`, nil)
	b.reviewAt(n)
	if !b.exists("#rv-live") || b.exists("#review-play") {
		t.Fatal("a game in progress is not said to be one, or offers Play from here")
	}
	for i, k := range steps {
		b.goStep(k)
		for p := range 3 {
			b.focusSeat(p)
			var page []string
			b.eval(pageStringsJS, &page)
			if i == 0 || p == 0 {
				page = append(page, b.axNames()...)
			}
			if b.exists(".hand.shown") || b.exists(".hcard") {
				t.Fatalf("step %d, seat %d: a hand shows", k, p)
			}
			for _, x := range page {
				if secrets[k][x] {
					t.Fatalf("step %d, seat %d: %q of a hidden hand is in the page", k, p, x)
				}
			}
		}
	}
	t.Logf("%d strings of the open hands checked at %d steps", count, len(steps))
}

// catalogs reads each language's catalog (plain messages).
func catalogs(t *testing.T) map[string]map[string]string {
	t.Helper()
	root, err := RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]string{}
	for _, l := range []string{"en", "pt", "pl", "es", "it"} {
		raw, err := os.ReadFile(filepath.Join(root, "i18n", "locales", l+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var all map[string]json.RawMessage
		if err := json.Unmarshal(raw, &all); err != nil {
			t.Fatal(err)
		}
		out[l] = map[string]string{}
		for k, v := range all {
			var s string
			if json.Unmarshal(v, &s) == nil {
				out[l][k] = s
			}
		}
	}
	return out
}

// TestHistoryStatisticsAndPlayFromHere finishes a game on the device (from a code two
// decisions before its end), reviews it from the score sheet and back, finds it among the
// finished games and in the statistics, reviews it from there and plays on from a step with
// a seat handed to a computer player; the history survives a reload. Then, in each of the five
// languages, the finished games, the statistics and the review speak that language. axe audits
// the finished games and the statistics at both sizes; screenshots go to out/screens/.
func TestHistoryStatisticsAndPlayFromHere(t *testing.T) {
	AxeSource(t)
	var axeLog AxeLog
	defer func() { t.Logf("moderate and minor axe findings:\n%s", axeLog.String()) }()
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(8, 8))
	for !s.Game().Over() {
		l := s.Game().Legal()
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	n := len(s.Choices())
	near := gameapp.CodeOf(s.Setup(), s.Choices()[:n-2])

	srv := serve(t)
	hb := NewBrowser(t)
	b := &uiBrowser{t: t, ctx: hb.Context(), cancel: func() {}}
	b.do(10*time.Second, chromedp.EmulateViewport(1366, 768))
	b.open(srv.URL + "/#game=" + near)
	b.wait("#prompt-text")
	for i := 0; ; i++ {
		if r := b.step(); r.Done {
			break
		}
		if i > 20 {
			t.Fatal("the game did not end")
		}
	}
	b.click("#final-review")
	b.reviewAt(n)
	var focus string
	b.eval(`document.activeElement.id`, &focus)
	if focus != "timeline" {
		t.Fatalf("the review opened with the focus on %q, not on its timeline", focus)
	}
	b.click("#review-close")
	b.wait("#score-sheet")
	b.click("#final-new")
	b.click("#open-history")
	b.wait("#hist-list")
	var items []string
	b.eval(`[...document.querySelectorAll('#hist-list .hist-item')].map(e => e.textContent.replace(/[\u2068\u2069]/g, ''))`, &items)
	w := s.Game().Winner()
	if len(items) != 1 || !strings.Contains(items[0], "Ana") || !strings.Contains(items[0], "Ben") ||
		!strings.Contains(items[0], fmt.Sprintf("%s wins with %d", s.Name(w), s.Game().Score(w))) {
		t.Fatalf("the finished games: %q", items)
	}
	auditAt(t, hb, "finished games", &axeLog)
	b.shoot("history")
	b.click("#hist-other")
	b.wait(".stat-player")
	var players []string
	b.eval(`[...document.querySelectorAll('.stat-player h2')].map(e => e.textContent.replace(/[\u2068\u2069]/g, ''))`, &players)
	if len(players) != 2 || !strings.Contains(b.text(".stat-player"), "1 game") {
		t.Fatalf("statistics of %q: %q", players, b.text(".stat-player"))
	}
	auditAt(t, hb, "statistics", &axeLog)
	b.shoot("stats")

	// from the finished games to the review, and on from a step with a computer player
	b.click("#hist-other")
	b.click(".hist-review")
	b.reviewAt(n)
	b.goStep(30)
	b.click("#review-play")
	b.wait("#play-dialog")
	b.eval(`(() => { document.getElementById('play-kind-1').value = 'easy'; return true; })()`, nil)
	b.click("#play-go")
	b.until(`(() => { const t = document.querySelector('.screen.table[data-moves]'); return !!t && +t.getAttribute('data-moves') >= 30; })()`)
	if !b.exists(".chip.bot") {
		t.Fatal("the copy's second seat is not a computer player")
	}
	b.reload()
	var hist int
	b.eval(`Object.keys(localStorage).filter(k => k.startsWith('borabora/v1/hist/')).length`, &hist)
	if hist != 1 {
		t.Fatalf("%d finished games kept after a reload, want 1", hist)
	}

	// the five languages
	cat := catalogs(t)
	for _, l := range []string{"en", "pt", "pl", "es", "it"} {
		b.open(srv.URL + "/?lang=" + l)
		if b.exists("#new-game") {
			b.click("#new-game")
			if b.exists("#confirm-new") {
				b.click("#confirm-new")
			}
		}
		b.click("#open-history")
		b.wait("#hist-list")
		if got := b.text("#history h1"); got != cat[l]["hist.title"] || b.text(".hist-review") != cat[l]["saves.review"] {
			t.Errorf("%s: the finished games say %q, %q", l, got, b.text(".hist-review"))
		}
		b.click("#hist-other")
		b.wait(".stat-player")
		if got := b.text("#history h1"); got != cat[l]["stats.title"] || !strings.Contains(b.text(".stat-player thead"), cat[l]["stats.opponent"]) {
			t.Errorf("%s: the statistics say %q, %q", l, got, b.text(".stat-player thead"))
		}
		b.click("#hist-other")
		b.click(".hist-review")
		b.reviewAt(n)
		var label string
		b.eval(`document.getElementById('timeline').getAttribute('aria-label')`, &label)
		if label != cat[l]["review.slider"] || b.text("#review-close") != cat[l]["review.close"] {
			t.Errorf("%s: the review says %q, %q", l, label, b.text("#review-close"))
		}
		b.click("#review-graph")
		b.wait("#graph .gpt")
		var last string
		b.eval(`[...document.querySelectorAll('#graph .gpt')].pop().getAttribute('aria-label')`, &last)
		if !strings.Contains(last, cat[l]["graph.final"]) {
			t.Errorf("%s: the graph's last point is %q", l, last)
		}
	}
}

// TestHandedOverGameCountsForThePerson: Walker plays four rounds against an easy computer, then
// hands the seat to a hard computer in the Players dialog, which finishes the game. The
// finished games say "Walker (4 rounds), then computer, hard", and the statistics count the
// game for Walker.
func TestHandedOverGameCountsForThePerson(t *testing.T) {
	t.Parallel()
	setup := gameapp.Setup{Names: []string{"Walker", "Cy"}, Seed: 9, Seats: []gameapp.SeatKind{gameapp.Person, gameapp.BotEasy}}
	s, err := gameapp.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(9, 1))
	for s.Game().Round() < 5 || s.Game().Prompt().Player != 0 {
		l := s.Game().Legal()
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	srv := serve(t)
	hb := NewBrowser(t)
	hb.AddScriptOnNewDocument(instantJS)
	b := &uiBrowser{t: t, ctx: hb.Context(), cancel: func() {}}
	b.do(10*time.Second, chromedp.EmulateViewport(1366, 768))
	b.open(srv.URL + "/#game=" + gameapp.ExportCode(setup, s.Choices()))
	b.wait("#prompt-text")
	b.click("#open-seats")
	b.wait("#seat-kind-0")
	b.eval(`(() => { const s = document.getElementById('seat-kind-0'); s.value = 'hard'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`, nil)
	b.click("#seats-done")
	b.until(`!!document.getElementById('final-new')`)
	b.click("#final-new")
	b.click("#open-history")
	b.wait("#hist-list")
	iso := strings.NewReplacer("\u2068", "", "\u2069", "")
	if txt := iso.Replace(b.text("#hist-list")); !strings.Contains(txt, "Walker (4 rounds), then computer, hard") {
		t.Fatalf("the finished games say %q", txt)
	}
	b.shot("history-handed-1366")
	b.click("#hist-other")
	b.wait(".stat-player")
	var players []string
	b.eval(`[...document.querySelectorAll('.stat-player h2')].map(e => e.textContent.replace(/[\u2068\u2069]/g, ''))`, &players)
	if len(players) != 1 || players[0] != "Walker" || !strings.Contains(b.text(".stat-player"), "1 game") {
		t.Fatalf("statistics of %q: %q", players, b.text(".stat-player"))
	}
	b.shot("stats-handed-1366")
}
