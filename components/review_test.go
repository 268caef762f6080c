package components

import (
	"encoding/json"
	"fmt"
	"maps"
	"strings"
	"testing"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// finished plays a whole seeded game.
func finished(t *testing.T, setup gameapp.Setup, seed uint64) *gameapp.Session {
	t.Helper()
	s, err := gameapp.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	play(t, s, 100000, seed)
	if !s.Game().Over() {
		t.Fatal("the game did not end")
	}
	return s
}

// TestReviewLinksOpenTheirStepAndTouchNothing: a review link opens the review at its step (its
// last decision without one) over whatever the page had, changes no storage, puts no game on
// the table; a damaged one says what is wrong in the Load code dialog.
func TestReviewLinksOpenTheirStepAndTouchNothing(t *testing.T) {
	s := finished(t, gameapp.Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 17}, 3)
	code := gameapp.ExportCode(s.Setup(), s.Choices())
	n := len(s.Choices())
	kv := gameapp.NewMemKV()
	for _, c := range []struct {
		frag string
		step int
	}{{"#review=" + code + "&step=40", 40}, {"#review=" + code, n}, {"#review=" + code + "&step=99999", n}} {
		before := maps.Clone(kv.M)
		r := mounted(t, kv, c.frag)
		if r.c.rv == nil || r.c.rv.step != c.step || r.c.s != nil {
			t.Fatalf("%s: review %v at %d, game on the table %v", c.frag[len(c.frag)-12:], r.c.rv != nil, c.step, r.c.s != nil)
		}
		h := page(t, r)
		has(t, h, `role="slider"`, fmt.Sprintf(`aria-valuenow="%d"`, c.step), fmt.Sprintf(`aria-valuemax="%d"`, n), `aria-valuemin="0"`)
		if !maps.Equal(before, kv.M) {
			t.Fatal("opening a review link changed the storage")
		}
	}
	r := mounted(t, kv, "#review="+code[:len(code)-6])
	if r.c.rv != nil || r.c.sv.dialog != dialogImport || !strings.Contains(r.c.sv.importErr, T("import.badlink", "")) {
		t.Fatalf("a damaged link: review %v, dialog %q, %q", r.c.rv != nil, r.c.sv.dialog, r.c.sv.importErr)
	}
}

// TestReviewStepsAreReadOnlyAndTellTheDecision: at every tenth step and the last, the review
// draws the table with nothing to choose, the slider at that step, the decision in the log's
// words with the marker of who made it, and at the end the final scoring and the winner. The
// game, its save and the history stay as they were.
func TestReviewStepsAreReadOnlyAndTellTheDecision(t *testing.T) {
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, "")
	s := finished(t, gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 5}, 8)
	r.c.resume(app.Context{}, s)
	before, choices := maps.Clone(kv.M), len(s.Choices())
	if !strings.Contains(page(t, r), `id="final-review"`) {
		t.Fatal("the score sheet has no way to the review")
	}
	rv, err := gameapp.ReviewOf(s)
	if err != nil {
		t.Fatal(err)
	}
	r.c.openReview(rv, 0)
	for k := 0; k <= rv.N(); k += 10 {
		if k > rv.N()-10 {
			k = rv.N()
		}
		r.c.rv.step = k
		h := page(t, r)
		hasNot(t, h, "data-choice=", `id="prompt-text"`, "data-moves=")
		has(t, h, fmt.Sprintf(`aria-valuenow="%d"`, k), `class="hand shown"`)
		if k == 0 {
			has(t, h, T("review.setup"))
			continue
		}
		e := rv.Log()[k-1]
		at := rv.At(k)
		if i := strings.Index(h, `id="rv-step"`); i < 0 || !strings.Contains(h[i:i+300], `<svg class="marker"`) {
			t.Fatalf("step %d: no marker of who decided", k)
		}
		if want := choiceText(at, e); !strings.Contains(h, plain(want)) && recapStepText(at, rv.Told(k)[0]) == "" {
			t.Fatalf("step %d: the decision %q is not told", k, want)
		}
	}
	h := page(t, r)
	w := s.Game().Winner()
	has(t, h, T("score.winner", "", s.Game().Score(w))[2:], T("review.final", T("src.fishend"), "")[:10])
	if !maps.Equal(before, kv.M) || len(s.Choices()) != choices || r.c.s != s {
		t.Fatal("the review changed the game or the storage")
	}
	r.c.rv.step = 50
	r.c.reviewDo(app.Context{}, "close")
	if r.c.rv != nil || !strings.Contains(page(t, r), `id="score-sheet"`) {
		t.Fatal("closing the review does not go back to the score sheet")
	}
}

// TestReviewOfAGameInProgressShowsNoHiddenHand: the review of a hot-seat game in progress
// shows no hand at any step and leaves the tasks that count God cards unmarked; with open
// hands, or once over, every hand shows; with one person at a table of computers, that
// person's hand only.
func TestReviewOfAGameInProgressShowsNoHiddenHand(t *testing.T) {
	r := mounted(t, gameapp.NewMemKV(), "")
	s, _ := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 23})
	play(t, s, 160, 4)
	rv, _ := gameapp.ReviewOf(s)
	r.c.openReview(rv, -1)
	for k := 0; k <= rv.N(); k += 7 {
		for seat := -1; seat < 3; seat++ { // the board in front: the decider's, then each seat's
			r.c.rv.step, r.c.rv.focus = k, seat
			h := page(t, r)
			hasNot(t, h, `class="hand shown"`, `class="hcard"`)
		}
	}
	has(t, page(t, r), `id="rv-live"`)
	for _, c := range []struct {
		setup gameapp.Setup
		shown string
	}{
		{gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 23, OpenHands: true}, "AB"},
		{gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 23, Seats: []gameapp.SeatKind{gameapp.BotEasy, gameapp.Person}}, "B"},
	} {
		s, _ := gameapp.NewSession(c.setup)
		play(t, s, 60, 4)
		rv, _ := gameapp.ReviewOf(s)
		r.c.openReview(rv, 30)
		got := ""
		for seat, name := range []string{"A", "B"} {
			r.c.rv.focus = seat
			if strings.Contains(page(t, r), `class="hand shown"`) {
				got += name
			}
		}
		if got != c.shown {
			t.Errorf("%+v: hands shown %q, want %q", c.setup.Seats, got, c.shown)
		}
	}
}

// TestPlayFromHereStartsACopy: "Play from here" at a step of a finished game's review puts a
// new game at that very table on the table, under a new save, and leaves the reviewed game's
// save and the history as they were.
func TestPlayFromHereStartsACopy(t *testing.T) {
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, "")
	s := finished(t, gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 9}, 2)
	r.c.resume(app.Context{}, s)
	old := r.c.saver().ID()
	oldSave := kv.M[gameapp.KeyOf(old)]
	hist, _ := r.c.sv.lib.History()
	rv, _ := gameapp.ReviewOf(s)
	r.c.openReview(rv, 77)
	r.c.reviewDo(app.Context{}, "play")
	if !r.c.rv.play || !strings.Contains(page(t, r), `id="play-dialog"`) {
		t.Fatal("no Play from here dialog")
	}
	r.c.playFromHere(app.Context{})
	if r.c.rv != nil || r.c.s == s || len(r.c.s.Choices()) != 77 || r.c.s.Setup().From != 77 {
		t.Fatalf("the copy: %v", r.c.s.Setup())
	}
	if r.c.saver().ID() == old || kv.M[gameapp.KeyOf(old)] != oldSave {
		t.Fatal("the copy took the reviewed game's save, or changed it")
	}
	if _, ok := kv.M[gameapp.KeyOf(r.c.saver().ID())]; !ok {
		t.Fatal("the copy is not saved")
	}
	r.c.sv.lib.Flush()
	if again, err := r.c.sv.lib.Open(r.c.saver().ID()); err != nil || again.Setup().From != 77 || len(again.Choices()) != 77 {
		t.Fatalf("the copy's save does not say where it began: %v", err)
	}
	if h, _ := r.c.sv.lib.History(); len(h.Games) != len(hist.Games) {
		t.Fatal("playing from here changed the history")
	}
	// the last step, and a game in progress, have no way to play on
	rv2, _ := gameapp.ReviewOf(s)
	r.c.openReview(rv2, -1)
	r.c.reviewDo(app.Context{}, "play")
	if r.c.rv.play || strings.Contains(page(t, r), `id="review-play"`) {
		t.Fatal("playing on from the last step")
	}
}

// TestHistoryAndStatisticsScreens: the finished games newest first with the winner, every
// seat with its score and level, a way to their review; the statistics per name; the note of
// the dropped games.
func TestHistoryAndStatisticsScreens(t *testing.T) {
	kv := gameapp.NewMemKV()
	h := gameapp.NewHistory(kv)
	s1 := finished(t, gameapp.Setup{Names: []string{"Ana", "Hal"}, Seed: 2, Seats: []gameapp.SeatKind{gameapp.Person, gameapp.BotHard}}, 1)
	s2 := finished(t, gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 3}, 2)
	if err := h.Add(gameapp.FinishedOf("one", s1, 1_700_000_000_000)); err != nil {
		t.Fatal(err)
	}
	if err := h.Add(gameapp.FinishedOf("two", s2, 1_700_000_100_000)); err != nil {
		t.Fatal(err)
	}
	kv.M[gameapp.KeyPrefix+"histnote"] = "3"
	r := mounted(t, kv, "")
	has(t, page(t, r), `id="open-history"`)
	r.c.screen = screenHistory
	p := page(t, r)
	w2 := s2.Game().Winner()
	has(t, p, T("score.winner", s2.Setup().Names[w2], s2.Game().Score(w2)), T("hist.bot", "Hal", T("bot.level.hard")),
		`data-review="hist"`, `data-save="one"`, plural("hist.dropped", 3, gameapp.HistoryLimit))
	if strings.Index(p, `data-save="two"`) > strings.Index(p, `data-save="one"`) {
		t.Fatal("the newest game is not first")
	}
	r.c.screen = screenStats
	p = page(t, r)
	has(t, p, `<h2>Ana</h2>`, plural("stats.ngames", 2), seatKindLabel(gameapp.BotHard), `<h2>Ben</h2>`)
	hasNot(t, p, `<h2>Hal</h2>`, `id="stats-empty"`)
	// finished games of computers only: the statistics never say there is no finished game
	kv2 := gameapp.NewMemKV()
	s3 := finished(t, gameapp.Setup{Names: []string{"Hal", "Eve"}, Seed: 4, Seats: []gameapp.SeatKind{gameapp.BotEasy, gameapp.BotHard}}, 1)
	if err := gameapp.NewHistory(kv2).Add(gameapp.FinishedOf("three", s3, 1_700_000_000_000)); err != nil {
		t.Fatal(err)
	}
	r2 := mounted(t, kv2, "")
	r2.c.screen = screenStats
	p = page(t, r2)
	has(t, p, `id="stats-empty"`, esc(plural("stats.none", 1)))
	hasNot(t, p, T("hist.none"))
	rv, err := r.c.sv.lib.ReviewFinished("one")
	if err != nil || rv.N() != len(s1.Choices()) {
		t.Fatalf("the history's game does not open: %v", err)
	}
}

// TestScoreGraphData: the graph's JSON reads back (names with quotes and control characters
// included), holds each seat's points at every step with the final scoring's steps after the
// last decision, ending at the final scores, and a point for each round, the last decision and
// each step of the final scoring, each going to its step.
func TestScoreGraphData(t *testing.T) {
	s := finished(t, gameapp.Setup{Names: []string{`An"a\`, "B\tb\x01", "Cy"}, Seed: 12}, 6)
	rv, _ := gameapp.ReviewOf(s)
	var seats seatLooks
	for p := range 3 {
		seats[p] = seatLook{Name: nameOf(s, p), Colour: p}
	}
	var d struct {
		N, W, Gap, Top int
		Seats          []struct {
			Name string
			Vals []int
		}
		Rounds []struct {
			X int
			T string
		}
		Points []struct {
			I, X int
			T    string
		}
	}
	if err := json.Unmarshal([]byte(graphOf(rv, 3, seats).Data), &d); err != nil {
		t.Fatal(err)
	}
	n := rv.N()
	if d.N != n || len(d.Seats) != 3 || d.W <= n+len(gameapp.FinalGroups)*d.Gap || d.Top <= 0 {
		t.Fatalf("N %d, W %d, gap %d, top %d, %d seats", d.N, d.W, d.Gap, d.Top, len(d.Seats))
	}
	for p, st := range d.Seats {
		if st.Name != seats[p].Name || len(st.Vals) != n+1+len(gameapp.FinalGroups) {
			t.Fatalf("seat %d: %q, %d values", p, st.Name, len(st.Vals))
		}
		for k := 0; k < n; k++ {
			if st.Vals[k] != rv.Steps()[k].Scores[p] {
				t.Fatalf("seat %d, step %d: %d points, the game had %d", p, k, st.Vals[k], rv.Steps()[k].Scores[p])
			}
		}
		if last := st.Vals[len(st.Vals)-1]; last != s.Game().Score(p) || last > d.Top {
			t.Fatalf("seat %d ends at %d, scored %d (top %d)", p, last, s.Game().Score(p), d.Top)
		}
	}
	if len(d.Rounds) != 6 || len(d.Points) != 6+1+len(gameapp.FinalGroups) {
		t.Fatalf("%d rounds, %d points", len(d.Rounds), len(d.Points))
	}
	for i, r := range d.Rounds {
		if r.X != rv.Starts(true)[i] || r.T != T("graph.round", i+1) || strings.Contains(r.T, "[") {
			t.Fatalf("round mark %+v", r)
		}
	}
	for _, p := range d.Points {
		if p.X != min(p.I, n) || !strings.Contains(p.T, seats[2].Name) || strings.Contains(p.T, "[") {
			t.Fatalf("point %+v", p)
		}
	}
}
