package gameapp

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"borabora/engine"
)

// tableOf is everything the table shows of g, hands included, to compare two games.
func tableOf(g *engine.Game) string {
	var b strings.Builder
	fmt.Fprint(&b, g.Prompt(), g.Round(), g.Stage(), g.Scores(), g.TurnOrder(), g.CardRow(), g.DeckCount(), g.TaskDisplay(),
		g.Display(engine.Man), g.Display(engine.Woman), g.Legal())
	for p := 0; p < g.NumPlayers(); p++ {
		fmt.Fprint(&b, g.Seat(p), g.Hand(p), g.Breakdown(p))
	}
	return b.String()
}

func finishedSession(t *testing.T, setup Setup, seed uint64) *Session {
	t.Helper()
	s, err := NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	playToEnd(t, s, seed)
	return s
}

// TestReviewStepsShowTheTableAsItWas: every step the review goes to, forwards, backwards or
// by a jump, is the table of a fresh replay of that many decisions; its scores, round and stage
// are known without going there; and no step is reached by a replay from the start.
func TestReviewStepsShowTheTableAsItWas(t *testing.T) {
	s := finishedSession(t, Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 31}, 5)
	before := tableOf(s.Game())
	r, err := ReviewOf(s)
	if err != nil {
		t.Fatal(err)
	}
	n := r.N()
	if n != len(s.Choices()) || !r.Over() || len(r.Steps()) != n+1 || len(r.Log()) != n {
		t.Fatalf("%d decisions, %d steps, over %v; the game has %d", n, len(r.Steps()), r.Over(), len(s.Choices()))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	path := []int{n, n - 1, 0, 1, 2, 40, 39, 17, 16, 15, n / 2, n/2 + engine.CursorEvery + 3, -5, n + 9}
	for range 30 {
		path = append(path, rng.IntN(n+1))
	}
	for _, k := range path {
		applied := r.cursor.Applied()
		at := r.At(k)
		k = max(0, min(k, n))
		want, err := Restore(s.Setup(), s.Choices()[:k])
		if err != nil {
			t.Fatal(err)
		}
		if got := tableOf(at.Game()); got != tableOf(want.Game()) {
			t.Fatalf("step %d is not the table after %d decisions", k, k)
		}
		if len(at.Log()) != k || (k > 0 && at.Log()[k-1].Choice != s.Choices()[k-1]) {
			t.Fatalf("step %d: a log of %d decisions", k, len(at.Log()))
		}
		st := r.Steps()[k]
		if st.Round != want.Game().Round() || st.Stage != want.Game().Stage() || fmt.Sprint(st.Scores[:3]) != fmt.Sprint(want.Game().Scores()) {
			t.Fatalf("step %d: %+v, the game says round %d, %v, %v", k, st, want.Game().Round(), want.Game().Stage(), want.Game().Scores())
		}
		if d := r.cursor.Applied() - applied; d > engine.CursorEvery {
			t.Fatalf("going to step %d applied %d decisions", k, d)
		}
	}
	if tableOf(s.Game()) != before || s.Rev() == 0 {
		t.Fatal("the review changed the game it reviews")
	}

	// the marks: step 0, then each stage or round that begins
	rounds, stages := r.Starts(true), r.Starts(false)
	if rounds[0] != 0 || len(rounds) != engine.Rounds || len(stages) <= len(rounds) {
		t.Fatalf("round starts %v (want the six rounds), stage starts %v", rounds, stages)
	}
	for _, k := range stages[1:] {
		if r.Steps()[k].Stage == r.Steps()[k-1].Stage && r.Steps()[k].Round == r.Steps()[k-1].Round {
			t.Fatalf("step %d begins nothing", k)
		}
	}
}

// TestReviewFinalScoringStepByStep: the final scoring's steps add up to the points each seat
// scored from those sources, and to the final scores from the scores before it.
func TestReviewFinalScoringStepByStep(t *testing.T) {
	s := finishedSession(t, Setup{Names: []string{"Ana", "Ben", "Cy", "Dee"}, Seed: 8}, 3)
	r, _ := ReviewOf(s)
	fin := r.Final()
	if len(fin) != len(FinalGroups) {
		t.Fatalf("final scoring %v", fin)
	}
	any := false
	for p := 0; p < 4; p++ {
		b := s.Game().Breakdown(p)
		bonus := 0
		for src := engine.SrcBonusTasks; src < engine.NumSources; src++ {
			bonus += b[src]
		}
		want := [4]int{b[engine.SrcGodTiles], b[engine.SrcFishEnd], b[engine.SrcJewelry], bonus}
		for i := range want {
			if fin[i][p] != want[i] {
				t.Fatalf("seat %d, step %d of the final scoring: %d, scored %d", p, i, fin[i][p], want[i])
			}
			any = any || want[i] != 0
		}
	}
	if !any {
		t.Fatal("no points in the final scoring: pick another game")
	}
	// every end bonus is the last step (random games seldom earn one)
	last := &r.log[len(r.log)-1]
	last.Events = append(last.Events, engine.Event{Kind: engine.EvVP, Player: 2, Source: engine.SrcBonusPersons, N: 6},
		engine.Event{Kind: engine.EvVP, Player: 2, Source: engine.SrcBonusTasks, N: 6})
	if got := r.Final()[3][2]; got != fin[3][2]+12 {
		t.Fatalf("two end bonuses: %d, want %d", got, fin[3][2]+12)
	}
	live, _ := NewReview(s.Setup(), s.Choices()[:100])
	if live.Final() != nil || live.Over() {
		t.Fatal("a game in progress has a final scoring")
	}
}

// TestReviewShowsOnlyTheHandsThePlayersSaw: a finished game shows every hand; a game in
// progress only what could be seen in play.
func TestReviewShowsOnlyTheHandsThePlayersSaw(t *testing.T) {
	P, H := Person, BotHard
	for _, c := range []struct {
		seats []SeatKind
		open  bool
		want  string
	}{
		{nil, false, "----"},
		{nil, true, "SSSS"},
		{[]SeatKind{P, H, P, H}, false, "----"},
		{[]SeatKind{H, P, H, H}, false, "-S--"},
		{[]SeatKind{H, H, H, H}, false, "SSSS"},
	} {
		s, _ := NewSession(Setup{Names: []string{"A", "B", "C", "D"}, Seed: 4, Seats: c.seats, OpenHands: c.open})
		playSome(t, s, 50, 1)
		r, err := ReviewOf(s)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for p := 0; p < 4; p++ {
			got += map[bool]string{true: "S", false: "-"}[r.HandShown(p)]
		}
		if got != c.want {
			t.Errorf("seats %v, open hands %v: shown %s, want %s", c.seats, c.open, got, c.want)
		}
	}
	s := finishedSession(t, Setup{Names: []string{"A", "B"}, Seed: 4}, 1)
	r, _ := ReviewOf(s)
	if !r.HandShown(0) || !r.HandShown(1) {
		t.Error("a finished game hides a hand")
	}
}

// TestPlayFromHere: a finished game's step becomes a new game at that very table, with the
// seats chosen anew, marked as a copy, taking nothing back from before it; it plays on like
// the game did when its choices are the same. A game in progress, or the last step, cannot.
func TestPlayFromHere(t *testing.T) {
	s := finishedSession(t, Setup{Names: []string{"Ana", "Ben"}, Seed: 12, Colours: []int{3, 1}}, 2)
	r, _ := ReviewOf(s)
	k := 123
	p, err := r.PlayFrom(k, []SeatKind{Person, BotMedium})
	if err != nil {
		t.Fatal(err)
	}
	if tableOf(p.Game()) != tableOf(r.At(k).Game()) || p.Setup().From != k || p.SeatKind(1) != BotMedium ||
		p.Colour(0) != 3 || p.CanUndoFor(p.Game().Prompt().Player) {
		t.Fatalf("play from %d: from %d, seat 1 %v, colour %d", k, p.Setup().From, p.SeatKind(1), p.Colour(0))
	}
	for _, c := range s.Choices()[k:] {
		if err := p.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if tableOf(p.Game()) != tableOf(s.Game()) {
		t.Fatal("the copy played on with the same choices ends elsewhere")
	}
	if _, err := r.PlayFrom(r.N(), nil); !errors.Is(err, ErrOver) {
		t.Fatalf("from the last step: %v", err)
	}
	live, _ := NewReview(s.Setup(), s.Choices()[:50])
	if _, err := live.PlayFrom(10, nil); !errors.Is(err, ErrNotOver) {
		t.Fatalf("from a game in progress: %v", err)
	}
}

// TestReviewLinksAndCodes: a review link names the code and maybe a step; a pasted code, share
// link or review link opens the review with the table's settings; a bad one is Import's error.
func TestReviewLinksAndCodes(t *testing.T) {
	s := finishedSession(t, Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 6, Seats: []SeatKind{Person, BotEasy, Person}, Colours: []int{2, 0, 5}}, 9)
	code := ExportCode(s.Setup(), s.Choices())
	for _, c := range []struct {
		link string
		step int
	}{
		{ReviewLink("https://x.example/app/#game=old", code, -1), -1},
		{ReviewLink("https://x.example/", code, 7), 7},
		{"#review=" + code + "&step=x", -1},
		{"review=" + code, -1},
		{"#review=" + code + "&step=0", 0},
	} {
		got, step, ok := ReviewFromFragment(c.link)
		if !ok || got != code || step != c.step {
			t.Fatalf("%q: %q, %d, %v", c.link, got, step, ok)
		}
		r, err := ReviewCode(c.link)
		if err != nil || r.N() != len(s.Choices()) || r.Setup().Seat(1) != BotEasy || r.Setup().Colours[2] != 5 || r.Code() != code {
			t.Fatalf("%q: %v", c.link, err)
		}
	}
	if !strings.HasPrefix(ReviewLink("https://x.example/a#b", "C", 3), "https://x.example/a#review=C&step=3") {
		t.Fatal(ReviewLink("https://x.example/a#b", "C", 3))
	}
	if _, _, ok := ReviewFromFragment("#game=" + code); ok {
		t.Fatal("a share link read as a review link")
	}
	if r, err := ReviewCode("https://x.example/#game=" + code); err != nil || r.N() != len(s.Choices()) {
		t.Fatalf("a share link: %v", err)
	}
	for _, bad := range []string{"", "BB1.xyz", code[:len(code)-8]} {
		if _, err := ReviewCode(bad); err == nil {
			t.Fatalf("%q opened", bad)
		}
	}
	// a code whose choices do not replay
	rec, _ := engine.DecodeRecord(CodeOf(s.Setup(), s.Choices()))
	rec.Choices[5] = engine.Choice{Kind: engine.KPass}
	var re *engine.ReplayError
	if _, err := ReviewCode(engine.EncodeRecord(rec)); !errors.As(err, &re) {
		t.Fatalf("a choice that does not replay: %v", err)
	}
}
