package gameapp

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"borabora/coach"
	"borabora/engine"
	"borabora/engine/bot"
)

// TestReviewTakesTheCoachsVerdicts: the verdicts the coach finds for a finished game (graded
// as the workers grade them, coach.JudgeRecord on the game's engine code) land on the steps
// their decisions led to; lines that do not fit the game are left out; a game that goes on
// takes none.
func TestReviewTakesTheCoachsVerdicts(t *testing.T) {
	s := finishedSession(t, Setup{Names: []string{"Ana", "Ben"}, Seed: 41}, 3)
	r, err := ReviewOf(s)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := engine.DecodeRecord(r.CoachCode())
	if err != nil {
		t.Fatal(err)
	}
	steps, err := coach.Steps(rec)
	if err != nil {
		t.Fatal(err)
	}
	if r.CoachTotal() != len(steps) || len(steps) == 0 {
		t.Fatalf("the review counts %d graded decisions, the coach %d", r.CoachTotal(), len(steps))
	}
	var lines []string
	var vs []coach.Verdict
	if err := coach.JudgeRecord(rec, steps[:6], 64, nil, func(v coach.Verdict) {
		lines, vs = append(lines, coach.Encode(v)), append(vs, v)
	}); err != nil {
		t.Fatal(err)
	}
	// a line of another seat, one of a decision with a single choice, and one that does not read
	bad := vs[0]
	bad.Seat = 1 - bad.Seat
	lines = append(lines, coach.Encode(bad), "3 0 9 x")
	for i := 0; i < r.N(); i++ {
		if !r.Steps()[i].Open && r.Log()[i].Player >= 0 {
			one := vs[0]
			one.Step, one.Seat = i, r.Log()[i].Player
			lines = append(lines, coach.Encode(one))
			break
		}
	}
	if n := r.Judged(strings.Join(lines, "\n")); n != len(vs) {
		t.Fatalf("%d verdicts taken, want %d", n, len(vs))
	}
	for _, v := range vs {
		got, ok := r.Verdict(v.Step + 1)
		if !ok || !sameVerdict(got, v) {
			t.Fatalf("step %d: verdict %+v, want %+v", v.Step+1, got, v)
		}
	}
	if k := r.CoachKey(); len(k) > 64 || k == "" || k == mustReview(t, finishedSession(t, Setup{Names: []string{"Ana", "Ben"}, Seed: 42}, 3)).CoachKey() {
		t.Fatalf("key %q", k)
	}

	// the same game while it went on: no verdict
	live, err := NewReview(s.Setup(), s.Choices()[:vs[len(vs)-1].Step+5])
	if err != nil {
		t.Fatal(err)
	}
	if n := live.Judged(strings.Join(lines, "\n")); n != 0 {
		t.Fatalf("a game that goes on took %d verdicts", n)
	}

	// trying the choice made again is the verdict itself (the same seed and candidates);
	// another legal choice is graded against the best; stop ends the work
	v := vs[len(vs)-1]
	g := r.At(v.Step).Game().Clone()
	if got, ok := r.TryMove(v.Step+1, g, v.Made, nil); !ok || !sameVerdict(got, v) {
		t.Fatalf("the choice made tried again: %+v, the coach said %+v", got, v)
	}
	for _, c := range g.Legal() {
		if c != v.Made {
			got, ok := r.TryMove(v.Step+1, g, c, nil)
			if !ok || got.Made != c || got.Grade == 0 || got.WinBest < got.WinMade {
				t.Fatalf("another legal choice: %+v", got)
			}
			break
		}
	}
	if _, ok := r.TryMove(v.Step+1, g, v.Made, func() bool { return true }); ok {
		t.Fatal("a stopped analysis gave a verdict")
	}
	if _, ok := r.TryMove(v.Step+2, g, v.Made, nil); ok {
		t.Fatal("an analysis of another position")
	}
	if _, ok := r.TryMove(v.Step+1, g, engine.Choice{Kind: 250}, nil); ok {
		t.Fatal("an analysis of an illegal choice")
	}
}

func mustReview(t *testing.T, s *Session) *Review {
	r, err := ReviewOf(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// sameVerdict: the same decision, grade and choices, the numbers to 12 digits.
func sameVerdict(a, b coach.Verdict) bool {
	near := func(x, y float64) bool { return math.Abs(x-y) <= 1e-12*max(1, math.Abs(y)) }
	return a.Step == b.Step && a.Seat == b.Seat && a.Grade == b.Grade && a.Made == b.Made && a.Best == b.Best &&
		near(a.WinMade, b.WinMade) && near(a.WinBest, b.WinBest) && near(a.MarginMade, b.MarginMade) && near(a.MarginBest, b.MarginBest)
}

// TestReadVerdictReadsWhatCoachWrites: the review's reader of verdict lines reads what
// coach.Encode writes as coach.Decode does, and refuses what it refuses.
func TestReadVerdictReadsWhatCoachWrites(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 2000; i++ {
		v := coach.Verdict{Step: rng.IntN(400), Seat: rng.IntN(4), Grade: bot.Grade(1 + rng.IntN(5)),
			Made:    engine.Choice{Kind: engine.Kind(rng.IntN(30)), A: uint8(rng.IntN(256)), B: uint8(rng.IntN(9)), C: uint8(rng.IntN(3))},
			Best:    engine.Choice{Kind: engine.Kind(rng.IntN(30)), A: uint8(rng.IntN(40))},
			WinMade: rng.Float64(), WinBest: float64(rng.IntN(2)), MarginMade: (rng.Float64() - 0.5) * 80, MarginBest: math.Ldexp(rng.Float64(), -rng.IntN(40))}
		line := coach.Encode(v)
		got, ok := readVerdict(line)
		if !ok || !sameVerdict(got, v) {
			t.Fatalf("%q read as %+v", line, got)
		}
	}
	good := coach.Encode(coach.Verdict{Step: 3, Seat: 1, Grade: 2, WinMade: 0.5, WinBest: 0.6, MarginBest: -1e-7})
	for _, bad := range []string{"", "x", "3 1 2 0.0.0.0 0.0.0.0 0.5 0.6 0 x", "3 1 6 0.0.0.0 0.0.0.0 0.5 0.6 0 0", "3 4 2 0.0.0.0 0.0.0.0 0.5 0.6 0 0",
		"3 1 2 0.0.0 0.0.0.0 0.5 0.6 0 0", "3 1 2 0.0.0.256 0.0.0.0 0.5 0.6 0 0", "-3 1 2 0.0.0.0 0.0.0.0 0.5 0.6 0 0", "3 1 2 0.0.0.0 0.0.0.0 0.5 0.6 0 1e", "3 1 2 0.0.0.0 0.0.0.0 NaN 0.6 0 0",
		good + " 1"} {
		_, err := coach.Decode(bad)
		if _, ok := readVerdict(bad); ok || (bad != "" && err == nil) {
			t.Errorf("%q: read %v, coach.Decode's error %v", bad, ok, err)
		}
	}
	if _, ok := readVerdict(good); !ok {
		t.Fatalf("%q not read", good)
	}
}
