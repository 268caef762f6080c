//go:build !wasm

package e2e

// The coach in the review of a finished game (components/coach.go, web/table.js): the grades
// drawn from verdict lines put in the page (kept for the game, then "bbcoach" events), and a
// whole grading by the real workers with Stop, Go on, the results shown at once when the
// review opens again, and Try another move.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"borabora/coach"
	"borabora/engine"
	"borabora/engine/bot"
	"borabora/gameapp"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// coachPanel is what the coach's panel and the timeline show.
type coachPanel struct {
	Now, Max   int
	ValueText  string
	Step       string
	Marks      []string  // the timeline's marks' classes
	Bar        [3]string // the progress bar's aria-valuenow, aria-valuemax, aria-valuetext
	Count      string
	Buttons    []string // the panel's buttons' ids
	Acc        []string // each seat's accuracy, by seat
	Counts     []string
	Moments    []string // the key moments' ids, in order
	WinPoints  []string // the win graph's points' names
	YLabels    []string
	Tries      []string // Try another move's buttons' words
	NotButtons int      // controls of the coach that are not buttons, or that leave the tab order
}

const coachPanelJS = `(async () => {
  for (let i = 0; i < 2; i++) await new Promise(r => requestAnimationFrame(r));
  const q = (s) => [...document.querySelectorAll(s)], tl = document.getElementById('timeline'), bar = document.getElementById('coach-bar');
  const acc = [], counts = [];
  q('.cseats li').forEach(li => { const p = +li.id.replace('coach-seat-', ''); acc[p] = li.querySelector('.acc').textContent; counts[p] = li.lastChild.textContent; });
  return {Now: +tl.getAttribute('aria-valuenow'), Max: +tl.getAttribute('aria-valuemax'), ValueText: tl.getAttribute('aria-valuetext'),
    Step: document.getElementById('rv-step').textContent, Marks: q('#timeline .tl-gm').map(e => e.className),
    Bar: bar ? [bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax'), bar.getAttribute('aria-valuetext')] : ['', '', ''],
    Count: (document.querySelector('#coach .cnum') || {}).textContent || '', Buttons: q('#coach button').map(b => b.id),
    Acc: acc, Counts: counts, Moments: q('#coach .km button').map(b => b.id),
    WinPoints: q('#wgraph .gpt').map(b => b.getAttribute('aria-label')), YLabels: q('#wgraph .gy').map(e => e.textContent),
    Tries: q('#tryp button[data-try]').map(b => b.textContent),
    NotButtons: q('#coach [data-to]:not(#wgraph), #coach [data-try], #coach [data-act]').filter(e => e.tagName !== 'BUTTON' || e.tabIndex < 0).length};
})()`

func (b *uiBrowser) coach() coachPanel {
	b.t.Helper()
	var p coachPanel
	b.eval(coachPanelJS, &p)
	return p
}

// bbcoachJS dispatches a "bbcoach" event as web/coach.js sends them.
func bbcoachJS(key, lines string, done, total int, state string) string {
	return fmt.Sprintf(`(() => { document.dispatchEvent(new CustomEvent('bbcoach', {detail: {key: %q, lines: %q, done: %d, total: %d, state: %q}})); return true; })()`,
		key, lines, done, total, state)
}

// coachFigures are what the panel must show for verdicts vs of a game of np seats: each
// seat's accuracy (docs/bots.md, "Grades"), its counts of inaccuracies, mistakes and
// blunders, the key moments' steps, and each seat's chance to win at the last decision.
func coachFigures(vs []coach.Verdict, np int) (acc []string, counts [][3]int, moments []int, last []int) {
	sum, n := make([]float64, np), make([]int, np)
	counts, last = make([][3]int, np), make([]int, np)
	for p := range last {
		last[p] = 100 / np
	}
	bySteps := slices.Clone(vs)
	sort.Slice(bySteps, func(i, j int) bool { return bySteps[i].Step < bySteps[j].Step })
	var bad []coach.Verdict
	for _, v := range bySteps {
		w, pts := v.Lost()
		sum[v.Seat] += math.Max(0, 1-math.Max(pts, 100*w)/10)
		n[v.Seat]++
		if v.Grade.Bad() {
			counts[v.Seat][v.Grade-bot.GradeInaccuracy]++
			bad = append(bad, v)
		}
		last[v.Seat] = int(math.Max(0, math.Min(100, math.Round(100*v.WinMade))))
	}
	for p := 0; p < np; p++ {
		a := "—"
		if n[p] > 0 {
			a = fmt.Sprintf("%d%%", int(math.Round(100*sum[p]/float64(n[p]))))
		}
		acc = append(acc, "Accuracy "+a)
	}
	sort.SliceStable(bad, func(i, j int) bool {
		wi, pi := bad[i].Lost()
		wj, pj := bad[j].Lost()
		return wi > wj || wi == wj && pi > pj
	})
	for _, v := range bad[:min(5, len(bad))] {
		moments = append(moments, v.Step+1)
	}
	return acc, counts, moments, last
}

// coachShots saves the page at both sizes under out/ (as every screenshot: Browser.Screenshot),
// named <name>-<width>x<height>.
func coachShots(b *uiBrowser, hb *Browser, name string) {
	b.t.Helper()
	for _, s := range [][2]int64{{1366, 768}, {390, 844}} {
		b.do(10*time.Second, chromedp.EmulateViewport(s[0], s[1]))
		b.eval(`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, nil)
		hb.Screenshot(fmt.Sprintf("%s-%dx%d", name, s[0], s[1]))
	}
	b.do(10*time.Second, chromedp.EmulateViewport(1366, 768))
}

// TestCoachReviewDrawsTheGrades puts verdict lines in the page for a finished 3-player game:
// natively graded ones and three planted (a blunder, a mistake, an inaccuracy whose best is
// another choice), kept for the game before its review opens. The review opens with the
// coach's panel at once; the timeline's marks, the slider's value at the planted mistake, each
// seat's accuracy and counts, the key moments (each moves the review to its step) and the
// chance-to-win graph's points are what the lines say. Then "bbcoach" events bring one more
// verdict (the panel and the marks follow it) and a stop. axe audits the review with the
// panel at both sizes, in English and Polish; screenshots go under out/ (coachShots).
func TestCoachReviewDrawsTheGrades(t *testing.T) {
	AxeSource(t)
	var axeLog AxeLog
	defer func() { t.Logf("moderate and minor axe findings:\n%s", axeLog.String()) }()
	code, err := FinishedGameCode(3, 23)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := gameapp.Import(code)
	rv, _ := gameapp.ReviewOf(s)
	key := rv.CoachKey()
	rec, err := engine.DecodeRecord(rv.CoachCode())
	if err != nil {
		t.Fatal(err)
	}
	steps, err := coach.Steps(rec)
	if err != nil {
		t.Fatal(err)
	}
	pick := spread(steps, 24)
	native := NativeVerdicts(t, rec, pick)
	var vs []coach.Verdict
	for _, st := range pick[:len(pick)-1] { // the last comes later, by an event
		v, err := coach.Decode(native[st])
		if err != nil || len(v) != 1 {
			t.Fatal(err)
		}
		vs = append(vs, v[0])
	}
	// planted: the grade and what was given up, with another legal choice as the best
	for i, pl := range []struct {
		g      bot.Grade
		w, pts float64
	}{{bot.GradeBlunder, 0.9, 12}, {bot.GradeMistake, 0.06, 7}, {bot.GradeInaccuracy, 0.03, 2}} {
		v := &vs[3+5*i]
		g := rv.At(v.Step).Game()
		for _, c := range g.Legal() {
			if c != v.Made {
				v.Best = c
				break
			}
		}
		v.Grade, v.WinMade, v.WinBest, v.MarginMade, v.MarginBest = pl.g, 0.95-pl.w, 0.95, 3-pl.pts, 3
	}
	mistake := vs[8]
	var lines []string
	for _, v := range vs {
		lines = append(lines, coach.Encode(v))
	}

	srv := serve(t)
	hb := NewBrowser(t)
	b := &uiBrowser{t: t, ctx: hb.Context(), cancel: func() {}}
	b.do(10*time.Second, chromedp.EmulateViewport(1366, 768))
	b.open(srv.URL)
	b.eval(fmt.Sprintf(`(() => { localStorage.setItem('bb-coach:' + %q, %q); location.hash = '#review=' + %q; return true; })()`,
		key, strings.Join(lines, "\n"), code), nil)
	b.reviewAt(rv.N())
	b.wait("#coach .cseats li")
	check := func(vs []coach.Verdict, done int) coachPanel {
		t.Helper()
		p := b.coach()
		acc, counts, moments, last := coachFigures(vs, 3)
		marks := 0
		for _, v := range vs {
			if v.Grade.Bad() {
				marks++
			}
		}
		if len(p.Marks) != marks || !slices.Contains(p.Marks, "tl-gm g5") {
			t.Fatalf("timeline marks %v, want %d", p.Marks, marks)
		}
		if p.Bar[0] != fmt.Sprint(done) || p.Bar[1] != fmt.Sprint(len(steps)) || p.Bar[2] != fmt.Sprintf("%d of %d decisions", done, len(steps)) {
			t.Fatalf("progress %v, want %d of %d", p.Bar, done, len(steps))
		}
		for seat := range acc {
			want := fmt.Sprintf("inaccuracies ?! %d, mistakes ? %d, blunders ?? %d", counts[seat][0], counts[seat][1], counts[seat][2])
			if p.Acc[seat] != acc[seat] || p.Counts[seat] != want {
				t.Fatalf("seat %d: %q, %q; want %q, %q", seat, p.Acc[seat], p.Counts[seat], acc[seat], want)
			}
		}
		var ids []string
		for _, m := range moments {
			ids = append(ids, fmt.Sprintf("km-%d", m))
		}
		if !slices.Equal(p.Moments, ids) {
			t.Fatalf("key moments %v, want %v", p.Moments, ids)
		}
		lastPt := strings.NewReplacer("\u2068", "", "\u2069", "").Replace(p.WinPoints[len(p.WinPoints)-1])
		for seat, w := range last {
			if want := fmt.Sprintf("%s %d%%", s.Name(seat), w); !strings.Contains(lastPt, want) {
				t.Fatalf("the chance-to-win graph's last point %q lacks %q", lastPt, want)
			}
		}
		if len(p.YLabels) == 0 || p.YLabels[len(p.YLabels)-1] != "100%" || p.NotButtons != 0 {
			t.Fatalf("the scale %v; %d controls not buttons", p.YLabels, p.NotButtons)
		}
		return p
	}
	p := check(vs, len(vs))
	if slices.Contains(p.Buttons, "coach-stop") || !slices.Contains(p.Buttons, "coach-go") {
		t.Fatalf("a kept grading that does not run: buttons %v", p.Buttons)
	}

	// the planted mistake: its step says its grade, what it gave up and the best, in words
	// and in the slider's value; a key moment's button moves the review to its step
	defer func() {
		for _, l := range hb.Console() {
			t.Log(l[:min(len(l), 400)])
		}
	}()
	b.goStep(mistake.Step + 1)
	p = b.coach()
	for _, want := range []string{"Mistake: 7 VP and 6% chance to win below the best; the best: "} {
		if !strings.HasPrefix(p.ValueText, want) || !strings.Contains(p.Step, "? "+want) {
			t.Fatalf("the mistake's step: value %q, words %q", p.ValueText, p.Step)
		}
	}
	for _, id := range []string{p.Moments[0], fmt.Sprintf("km-%d", vs[3].Step+1)} {
		b.click("#" + id)
		var n int
		fmt.Sscanf(id, "km-%d", &n)
		b.reviewAt(n)
	}
	if got := b.review(); !strings.Contains(got.Text, "?? Blunder: 12 VP and 90% chance to win below the best") {
		t.Fatalf("the planted blunder's key moment: %q", got.Text)
	}
	// a point of the chance-to-win graph takes the review to its step (the second round's start)
	b.click("#wgraph .gpt:nth-child(2)")
	b.reviewAt(rv.Starts(true)[1])
	b.goStep(vs[3].Step + 1)
	if p = b.coach(); !strings.HasPrefix(p.ValueText, "Blunder") {
		t.Fatalf("the blunder's value %q", p.ValueText)
	}

	// one more verdict comes while the grading runs, then it stops
	lastLine := native[pick[len(pick)-1]]
	b.eval(bbcoachJS(key, lastLine, len(vs)+1, len(steps), "running"), nil)
	v, _ := coach.Decode(lastLine)
	all := append(slices.Clone(vs), v[0])
	b.until(fmt.Sprintf(`document.getElementById('coach-bar').getAttribute('aria-valuenow') === '%d'`, len(all)))
	p = check(all, len(all))
	if !slices.Contains(p.Buttons, "coach-stop") {
		t.Fatalf("a running grading without Stop: %v", p.Buttons)
	}
	b.goStep(v[0].Step + 1)
	if p = b.coach(); !strings.HasPrefix(p.ValueText, map[bot.Grade]string{1: "Best move", 2: "Good", 3: "Inaccuracy", 4: "Mistake", 5: "Blunder", 6: "Close call"}[v[0].Grade]) {
		t.Fatalf("the verdict that came by an event: grade %d, value %q", v[0].Grade, p.ValueText)
	}
	b.eval(bbcoachJS(key, "", len(all), len(steps), "stopped"), nil)
	b.until(`!!document.getElementById('coach-go')`)

	auditAt(t, hb, "review with the coach", &axeLog)
	coachShots(b, hb, "coach-en")
	// Polish
	b.open(srv.URL + "/?lang=pl")
	b.eval(fmt.Sprintf(`(() => { location.hash = '#review=' + %q + '&step=%d'; return true; })()`, code, mistake.Step+1), nil)
	b.reviewAt(mistake.Step + 1)
	b.wait("#coach .cseats li")
	if p = b.coach(); !strings.HasPrefix(p.ValueText, "Błąd") || !strings.Contains(p.Count, "decyzji") {
		t.Fatalf("in Polish: %q, %q", p.ValueText, p.Count)
	}
	auditAt(t, hb, "review with the coach, Polish", &axeLog)
	coachShots(b, hb, "coach-pl")
	// more languages to look at: SCREENS_LANGS=pt,es,it (as TestScreenshotsOfEveryPromptKind)
	for _, l := range strings.Split(os.Getenv("SCREENS_LANGS"), ",") {
		if l == "" || l == "en" || l == "pl" {
			continue
		}
		b.open(srv.URL + "/?lang=" + l)
		b.eval(fmt.Sprintf(`(() => { location.hash = '#review=' + %q + '&step=%d'; return true; })()`, code, mistake.Step+1), nil)
		b.reviewAt(mistake.Step + 1)
		b.wait("#coach .cseats li")
		coachShots(b, hb, "coach-"+l)
	}
}

// TestCoachReviewGradesAGame grades a finished 2-player game with the real workers from the
// review's Coach button: progress, Stop (the grading halts, Go on appears), Go on to the end;
// the marks and counts follow the kept lines; the review of the same game opened again shows
// every grade at once. Try another move, reached and chosen by the keyboard, shows the table
// before the decision, lists its legal choices and says the grade the coach gives the choice
// natively; axe audits it at both sizes.
func TestCoachReviewGradesAGame(t *testing.T) {
	AxeSource(t)
	var axeLog AxeLog
	defer func() { t.Logf("moderate and minor axe findings:\n%s", axeLog.String()) }()
	code, err := FinishedGameCode(2, 31)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := gameapp.Import(code)
	rv, _ := gameapp.ReviewOf(s)
	key, total := rv.CoachKey(), rv.CoachTotal()
	srv := serve(t)
	hb := NewBrowser(t)
	b := &uiBrowser{t: t, ctx: hb.Context(), cancel: func() {}}
	b.do(10*time.Second, chromedp.EmulateViewport(1366, 768))
	b.open(srv.URL)
	b.eval(`(() => { location.hash = '#review=`+code+`'; return true; })()`, nil)
	b.reviewAt(rv.N())
	if b.exists("#coach") {
		t.Fatal("a coach panel before anything was graded")
	}
	b.click("#review-coach")
	b.wait("#coach-stop")
	b.until(`+document.getElementById('coach-bar').getAttribute('aria-valuenow') >= 3`)
	b.click("#coach-stop")
	b.wait("#coach-go")
	p := b.coach()
	time.Sleep(time.Second)
	if q := b.coach(); q.Bar[0] != p.Bar[0] || p.Bar[1] != fmt.Sprint(total) || p.Bar[0] == p.Bar[1] {
		t.Fatalf("after Stop: %v, a second later %v (of %d)", p.Bar, q.Bar, total)
	}
	// Go on, by the keyboard
	b.eval(`(() => { document.getElementById('coach-go').focus(); return true; })()`, nil)
	b.do(10*time.Second, chromedp.KeyEvent(kb.Enter))
	// the whole game graded: Master's search with more rollouts than any level spends
	b.untilWithin(10*time.Minute, fmt.Sprintf(`document.getElementById('coach-bar').getAttribute('aria-valuenow') === '%d'`, total))
	b.until(`document.querySelector('#coach .cnum').textContent.startsWith('All')`)
	kept := Eval[string](hb, fmt.Sprintf(`bbCoach.kept(%q)`, key))
	vs, err := coach.Decode(strings.Join(verdictLines(kept), "\n"))
	if err != nil || len(vs) != total {
		t.Fatalf("%d verdicts kept of %d: %v", len(vs), total, err)
	}
	done := b.coach()
	acc, _, _, _ := coachFigures(vs, 2)
	if !slices.Equal(done.Acc, acc) {
		t.Fatalf("accuracy %v, want %v", done.Acc, acc)
	}
	checkLuckMeter(t, b, s, vs)

	// opened again: every grade at once
	b.click("#review-close")
	b.eval(`(() => { location.hash = '#review=`+code+`'; return true; })()`, nil)
	b.reviewAt(rv.N())
	again := b.coach()
	if again.Bar[0] != fmt.Sprint(total) || !slices.Equal(again.Marks, done.Marks) || !slices.Equal(again.Acc, acc) {
		t.Fatalf("opened again: %v %v %v; before %v %v", again.Bar, again.Marks, again.Acc, done.Marks, acc)
	}

	// Try another move at the first decision graded below the best
	var v coach.Verdict
	for _, x := range vs {
		if x.Grade > bot.GradeBest {
			v = x
			break
		}
	}
	if v.Grade == 0 {
		v = vs[len(vs)/2]
	}
	b.goStep(v.Step + 1)
	b.eval(`(() => { document.getElementById('review-try').focus(); return true; })()`, nil)
	b.do(10*time.Second, chromedp.KeyEvent(kb.Enter))
	b.wait("#try-0")
	g := rv.At(v.Step).Game().Clone()
	tp := b.coach()
	if tp.Now != v.Step || len(tp.Tries) != g.LegalCount() {
		t.Fatalf("Try another move: step %d (want %d), %d choices (want %d)", tp.Now, v.Step, len(tp.Tries), g.LegalCount())
	}
	k := 0
	if g.LegalAt(0) == v.Made && g.LegalCount() > 1 {
		k = 1
	}
	want, ok := rv.TryMove(v.Step+1, g, g.LegalAt(k), nil)
	if !ok {
		t.Fatal("no native grade of the move tried")
	}
	b.eval(fmt.Sprintf(`(() => { document.getElementById('try-%d').focus(); return true; })()`, k), nil)
	b.do(10*time.Second, chromedp.KeyEvent(kb.Enter))
	word := map[bot.Grade]string{1: "✓ Best move", 2: "Good", 3: "?! Inaccuracy", 4: "? Mistake", 5: "?? Blunder", 6: "≈ Close call"}[want.Grade]
	b.until(fmt.Sprintf(`document.getElementById('rv-step').textContent.includes(%q)`, tp.Tries[k]+": "+word))
	if want.Grade == bot.GradeBest && !strings.Contains(b.coach().Step, "as good as the best") {
		t.Fatalf("a best move tried: %q", b.coach().Step)
	}
	// a phone shows the grade under the moves too (the step's words are a scroll away there)
	for _, w := range []int64{390, 1366} {
		b.do(10*time.Second, chromedp.EmulateViewport(w, 844))
		var res [2]string
		b.eval(`new Promise(r => requestAnimationFrame(() => { const e = document.querySelector('#tryp .try-res');
  r([e ? e.textContent : '', e ? getComputedStyle(e).display : '']); }))`, &res)
		if !strings.Contains(res[0], tp.Tries[k]+": "+word) || (res[1] == "none") != (w > 700) {
			t.Fatalf("width %d: the grade under the moves %q, display %q", w, res[0], res[1])
		}
	}
	auditAt(t, hb, "Try another move", &axeLog)
	coachShots(b, hb, "coach-try-en")
	b.click("#try-close")
	b.reviewAt(v.Step + 1)

	// a game graded by a build before the luck meter (its verdicts kept, no roll weighed):
	// opened in a new page, its review weighs the rolls at once and grades nothing again
	b.open(srv.URL)
	b.eval(fmt.Sprintf(`(() => { localStorage.setItem('bb-coach:' + %q, %q); location.hash = '#review=%s'; return true; })()`,
		key, strings.Join(verdictLines(kept), "\n"), code), nil)
	b.reviewAt(rv.N())
	checkLuckMeter(t, b, s, vs)
	if n := len(verdictLines(Eval[string](hb, fmt.Sprintf(`bbCoach.kept(%q)`, key)))); n != total {
		t.Fatalf("%d verdicts kept after the rolls were weighed, %d before", n, total)
	}
}

// checkLuckMeter compares the coach's luck meter with the luck of every roll of s's game
// weighed natively (coach.LuckOfRecord): each seat's figure in each round and over the game,
// in tenths of a point, the game's in words, and the points its choices gave up (verdicts vs).
func checkLuckMeter(t *testing.T, b *uiBrowser, s *gameapp.Session, vs []coach.Verdict) {
	t.Helper()
	rec, err := engine.DecodeRecord(gameapp.CodeOf(s.Setup(), s.Choices()))
	if err != nil {
		t.Fatal(err)
	}
	lucks, err := coach.LuckOfRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	np := len(s.Setup().Names)
	want := coach.LuckTableOf(lucks, np)
	f := coach.FiguresOf(vs, np, len(s.Choices()))
	b.untilWithin(10*time.Minute, fmt.Sprintf(`document.querySelectorAll('.luck td[data-t]').length === %d`, np*(engine.Rounds+1)))
	var got []struct {
		T    []int
		Text string
		Lost int
	}
	b.eval(`[...document.querySelectorAll('.luck tbody tr')].map(tr => ({T: [...tr.querySelectorAll('td[data-t]')].map(td => +td.getAttribute('data-t')),
  Text: tr.querySelector('td.lg').textContent, Lost: +tr.querySelector('td[data-g]').getAttribute('data-g')}))`, &got)
	if len(got) != np {
		t.Fatalf("the luck meter has %d rows for %d seats", len(got), np)
	}
	for p := range got {
		if !slices.Equal(got[p].T, want.Tenths[p][:]) {
			t.Errorf("seat %d's luck in tenths %v, natively %v", p, got[p].T, want.Tenths[p])
		}
		g := want.Tenths[p][engine.Rounds]
		sign := map[bool]string{true: "+", false: "−"}[g > 0]
		if g == 0 {
			sign = ""
		}
		if text := fmt.Sprintf("%s%d.%d", sign, max(g, -g)/10, max(g, -g)%10); got[p].Text != text {
			t.Errorf("seat %d's luck over the game reads %q, want %q", p, got[p].Text, text)
		}
		if got[p].Lost != int(math.Round(f.Seats[p].Lost)) {
			t.Errorf("seat %d's choices gave up %d, natively %v", p, got[p].Lost, f.Seats[p].Lost)
		}
	}
	t.Logf("luck meter: %+v", got)
}

// randomFinished plays a game of setup to its end by random choices from rng seed.
func randomFinished(t *testing.T, setup gameapp.Setup, seed uint64) *gameapp.Session {
	t.Helper()
	s, err := gameapp.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for !s.Game().Over() {
		l := s.Game().Legal()
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// reviewWithVerdicts opens, in a new browser at 1366x768, the review of finished game s with
// the coach's verdict lines kept for it, at its last decision.
func reviewWithVerdicts(t *testing.T, s *gameapp.Session, rv *gameapp.Review, lines []string) (*uiBrowser, *Browser) {
	t.Helper()
	srv := serve(t)
	hb := NewBrowser(t)
	b := &uiBrowser{t: t, ctx: hb.Context(), cancel: func() {}}
	b.do(10*time.Second, chromedp.EmulateViewport(1366, 768))
	b.open(srv.URL)
	b.eval(fmt.Sprintf(`(() => { localStorage.setItem('bb-coach:' + %q, %q); location.hash = '#review=' + %q; return true; })()`,
		rv.CoachKey(), strings.Join(lines, "\n"), gameapp.ExportCode(s.Setup(), s.Choices())), nil)
	b.reviewAt(rv.N())
	return b, hb
}

// TestCoachKeyMomentsOfThePlayer: the review of a finished game of Ana against two computers
// opens on Ana's key moments, though the computers' blunders are the game's biggest; the menu
// of whose moments shows each computer's and everyone's, as coach.Figures lists them.
func TestCoachKeyMomentsOfThePlayer(t *testing.T) {
	t.Parallel()
	setup := gameapp.Setup{Names: []string{"Ana", "Ben", "Cleo"}, Seed: 31,
		Seats: []gameapp.SeatKind{gameapp.Person, gameapp.BotEasy, gameapp.BotHard}}
	s := randomFinished(t, setup, 31)
	rv, _ := gameapp.ReviewOf(s)
	rec, _ := engine.DecodeRecord(rv.CoachCode())
	steps, _ := coach.Steps(rec)
	// every graded decision planted: the computers' blunders, Ana's mistakes
	var vs []coach.Verdict
	var lines []string
	for i, st := range steps {
		g := rv.At(st).Game()
		v := coach.Verdict{Step: st, Seat: g.Prompt().Player, Made: rec.Choices[st], Best: rec.Choices[st], Grade: bot.GradeMistake,
			WinBest: 0.5, WinMade: 0.45 - float64(i%7)/1000, MarginBest: 3, MarginMade: -4}
		for _, c := range g.Legal() {
			if c != v.Made {
				v.Best = c
				break
			}
		}
		if v.Seat != 0 {
			v.Grade, v.WinMade, v.MarginMade = bot.GradeBlunder, 0.1-float64(i%5)/1000, -12
		}
		vs = append(vs, v)
		lines = append(lines, coach.Encode(v))
	}
	f := coach.FiguresOf(vs, 3, len(rec.Choices))
	ids := func(ms []coach.Verdict) (out []string) {
		for _, m := range ms {
			out = append(out, fmt.Sprintf("km-%d", m.Step+1))
		}
		return
	}
	b, hb := reviewWithVerdicts(t, s, rv, lines)
	b.wait("#coach-who")
	var who string
	b.eval(`document.getElementById('coach-who').value`, &who)
	if p := b.coach(); who != "0" || !slices.Equal(p.Moments, ids(f.BySeat[0])) {
		t.Fatalf("the review opens on %q's moments %v, want Ana's %v", who, p.Moments, ids(f.BySeat[0]))
	}
	for _, c := range []struct {
		value string
		want  []coach.Verdict
	}{{"2", f.BySeat[2]}, {"a", f.Moments}, {"1", f.BySeat[1]}} {
		b.eval(`(() => { const s = document.getElementById('coach-who'); s.value = '`+c.value+`'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`, nil)
		if p := b.coach(); !slices.Equal(p.Moments, ids(c.want)) {
			t.Fatalf("%s: key moments %v, want %v", c.value, p.Moments, ids(c.want))
		}
	}
	if slices.Equal(ids(f.Moments), ids(f.BySeat[0])) {
		t.Fatal("the game's key moments are Ana's: the test shows nothing")
	}
	CheckAxe(t, hb, "coach-who", nil)
	coachShots(b, hb, "coach-who")
}

// TestTryAnotherMoveOnTheBoard: at a planted mistake (taking a person), Try another move shows
// the table before the decision with the best move's place marked (data-best, and its reason
// in words) and the move played's (data-played); a place picked on the table is graded, the
// table shows the game after it, and Play on starts a game from there with the
// move tried.
func TestTryAnotherMoveOnTheBoard(t *testing.T) {
	t.Parallel()
	setup := gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 41}
	s := randomFinished(t, setup, 41)
	rv, _ := gameapp.ReviewOf(s)
	rec, _ := engine.DecodeRecord(rv.CoachCode())
	st := -1
	for i := range rec.Choices {
		g := rv.At(i).Game()
		if g.Prompt().Kind == engine.PromptTakePerson && g.LegalCount() >= 3 && g.Round() > 1 {
			st = i
			break
		}
	}
	if st < 0 {
		t.Fatal("no decision to take a person among three")
	}
	g := rv.At(st).Game().Clone()
	made := rec.Choices[st]
	var best, other engine.Choice
	for _, c := range g.Legal() {
		switch {
		case c == made:
		case best == (engine.Choice{}):
			best = c
		case other == (engine.Choice{}):
			other = c
		}
	}
	v := coach.Verdict{Step: st, Seat: g.Prompt().Player, Made: made, Best: best, Grade: bot.GradeMistake,
		WinBest: 0.6, WinMade: 0.52, MarginBest: 4, MarginMade: -2}
	b, _ := reviewWithVerdicts(t, s, rv, []string{coach.Encode(v)})
	b.goStep(st + 1)
	b.click("#review-try")
	b.wait("#tryp")
	b.until(`!!document.querySelector('[data-best]:not(#tryp)') && !!document.querySelector('[data-played]:not(#tryp)')`)
	var marked [2]string
	b.eval(`[document.querySelector('[data-best]:not(#tryp)').getAttribute('data-choice'), document.querySelector('[data-played]:not(#tryp)').getAttribute('data-choice')]`, &marked)
	if marked[0] != best.Key() || marked[1] != made.Key() {
		t.Fatalf("marked best %q, played %q; want %q, %q", marked[0], marked[1], best.Key(), made.Key())
	}
	if step := b.coach().Step; !strings.Contains(step, "The best: ") {
		t.Fatalf("the best's reason is not said: %q", step)
	}
	b.shot("coach-try-board-1366")
	// another move, picked on the table: its verdict appears beside the place picked too
	var place [4]float64
	b.eval(fmt.Sprintf(`(() => { const r = document.querySelector('.tablegrid [data-choice=%q]').getBoundingClientRect();
  return [r.left + scrollX, r.top + scrollY, r.width, r.height]; })()`, other.Key()), &place)
	b.click(fmt.Sprintf(`.tablegrid [data-choice=%q]`, other.Key()))
	b.until(`!!document.querySelector('#rv-step .rv-grade') && !!document.getElementById('review-tryplay')`)
	b.until(`!!document.getElementById('try-pop') && document.getElementById('try-pop').textContent === document.querySelector('#rv-step .rv-grade').textContent`)
	var pop [5]float64
	b.eval(`(() => { const p = document.getElementById('try-pop'), r = p.getBoundingClientRect();
  return [r.left + scrollX, r.top + scrollY, r.width, r.height, document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === p ? 1 : 0]; })()`, &pop)
	centre := place[0] + place[2]/2
	if pop[0] > centre || pop[0]+pop[2] < centre || (math.Abs(pop[1]-(place[1]+place[3]+8)) > 1 && math.Abs(pop[1]+pop[3]+8-place[1]) > 1) {
		t.Fatalf("the verdict at %v, the place picked at %v", pop[:4], place)
	}
	if pop[4] != 0 {
		t.Fatal("the verdict beside the place takes clicks")
	}
	b.eval(`(() => { document.getElementById('try-pop').scrollIntoView({block: 'center'}); return true; })()`, nil)
	b.shot("coach-tried-board-1366")
	// the next press puts it away; the step's words keep the verdict
	b.eval(`(() => { document.getElementById('rv-step').dispatchEvent(new PointerEvent('pointerdown', {bubbles: true})); return true; })()`, nil)
	b.until(`!document.getElementById('try-pop') && !!document.querySelector('#rv-step .rv-grade')`)
	var moves string
	b.eval(`document.querySelector('.tablegrid').closest('[data-moves]') ? document.querySelector('.tablegrid').closest('[data-moves]').getAttribute('data-moves') : ''`, &moves)
	b.click("#review-tryplay")
	b.wait("#prompt-text")
	c, _ := b.exportCode()
	got, err := gameapp.Import(c)
	if err != nil {
		t.Fatal(err)
	}
	if cs := got.Choices(); len(cs) != st+1 || cs[st] != other {
		t.Fatalf("played on from %d decisions, the last %v; want %d, %v", len(cs), cs[len(cs)-1], st+1, other)
	}
}

// TestLearnFromYourMistakes: the drill on a finished game of Ana against a computer, with
// Ana's mistakes and blunders graded natively: Learn from your mistakes goes to the first,
// the table before it with Try another move; the best move tried is graded as the coach grades
// it; Next mistake goes to each of Ana's in turn (never the computer's), and after the last the
// review is back where it was.
func TestLearnFromYourMistakes(t *testing.T) {
	t.Parallel()
	setup := gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 43,
		Seats: []gameapp.SeatKind{gameapp.Person, gameapp.BotEasy}}
	s := randomFinished(t, setup, 43)
	rv, _ := gameapp.ReviewOf(s)
	rec, _ := engine.DecodeRecord(rv.CoachCode())
	steps, _ := coach.Steps(rec)
	native := NativeVerdicts(t, rec, spread(steps, 40))
	var lines []string
	var anas []coach.Verdict
	for _, st := range spread(steps, 40) {
		l, ok := native[st]
		if !ok {
			continue
		}
		lines = append(lines, l)
		v, _ := coach.Decode(l)
		if v[0].Seat == 0 && v[0].Grade >= bot.GradeMistake {
			anas = append(anas, v[0])
		}
	}
	if len(anas) < 2 {
		t.Fatalf("only %d mistakes of Ana graded", len(anas))
	}
	b, _ := reviewWithVerdicts(t, s, rv, lines)
	b.click("#review-drill")
	for i, v := range anas {
		b.wait("#try-0")
		if p := b.coach(); p.Now != v.Step {
			t.Fatalf("mistake %d: the drill is at step %d, want %d", i, p.Now, v.Step)
		}
		g := rv.At(v.Step).Game().Clone()
		k := slices.Index(g.Legal(), v.Best)
		want, ok := rv.TryMove(v.Step+1, g, v.Best, nil)
		if k < 0 || !ok {
			t.Fatalf("mistake %d: the best %v is not a legal choice", i, v.Best)
		}
		b.click(fmt.Sprintf("#try-%d", k))
		word := map[bot.Grade]string{1: "as good as the best", 2: "Good", 3: "Inaccuracy", 4: "Mistake", 5: "Blunder", 6: "Close call"}[want.Grade]
		b.until(fmt.Sprintf(`!!document.querySelector('#rv-step .rv-grade') && document.querySelector('#rv-step .rv-grade').textContent.includes(%q)`, word))
		if i == 0 {
			b.shot("coach-drill-1366")
		}
		b.click("#review-drillnext")
	}
	b.until(`!document.getElementById('tryp')`)
	if p := b.coach(); p.Now != anas[len(anas)-1].Step+1 {
		t.Fatalf("after the drill the review is at step %d, want %d", p.Now, anas[len(anas)-1].Step+1)
	}
}
