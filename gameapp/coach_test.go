package gameapp

import (
	"math"
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
		if !ok || got != v {
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

	// trying the choice made again is the verdict itself, bit for bit (the same seed and
	// candidates); another legal choice is graded against the same best
	v := vs[len(vs)-1]
	g := r.At(v.Step).Game().Clone()
	a := r.TryMove(v.Step+1, g, v.Made)
	if a == nil {
		t.Fatal("no analysis of the choice made")
	}
	for !a.Step(64) {
	}
	if gr := a.Grade(v.Made); gr != v.Grade {
		t.Fatalf("the choice made tried again is graded %d, the coach said %d", gr, v.Grade)
	}
	for _, c := range g.Legal() {
		if c != v.Made {
			if r.TryMove(v.Step+1, g, c) == nil {
				t.Fatal("no analysis of another legal choice")
			}
			break
		}
	}
	if r.TryMove(v.Step+2, g, v.Made) != nil || r.TryMove(v.Step+1, g, engine.Choice{Kind: 250}) != nil {
		t.Fatal("an analysis of another position or of an illegal choice")
	}
}

func mustReview(t *testing.T, s *Session) *Review {
	r, err := ReviewOf(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestCoachFigures: accuracy, counts, key moments and the win curve from planted verdicts.
func TestCoachFigures(t *testing.T) {
	s := finishedSession(t, Setup{Names: []string{"Ana", "Ben"}, Seed: 43}, 4)
	r := mustReview(t, s)
	var open []int
	for i := 0; i < r.N(); i++ {
		if r.Steps()[i].Open {
			open = append(open, i)
		}
	}
	// seat of each planted decision, and what it gave up (win, points)
	plant := []struct {
		win, pts float64
		grade    bot.Grade
	}{
		{0, 0, bot.GradeBest}, {0.03, 1, bot.GradeInaccuracy}, {0.01, 7, bot.GradeMistake},
		{0.2, 12, bot.GradeBlunder}, {0.06, 2, bot.GradeMistake}, {0, 1, bot.GradeGood}, {0.2, 3, bot.GradeBlunder},
	}
	var lines []string
	want := map[int]float64{}
	count := map[int]int{}
	for i, pl := range plant {
		st := open[i*3]
		p := r.Log()[st].Player
		v := coach.Verdict{Step: st, Seat: p, Grade: pl.grade, WinMade: 0.4 - pl.win, WinBest: 0.4, MarginMade: 5 - pl.pts, MarginBest: 5}
		lines = append(lines, coach.Encode(v))
		want[p] += max(0, 1-max(pl.pts, 100*pl.win)/10)
		count[p]++
	}
	r.Judged(strings.Join(lines, "\n"))
	for p := 0; p < 2; p++ {
		acc, n, grades := r.Accuracy(p)
		if n != count[p] || math.Abs(acc-100*want[p]/float64(count[p])) > 1e-9 {
			t.Fatalf("seat %d: accuracy %v over %d, want %v over %d", p, acc, n, 100*want[p]/float64(count[p]), count[p])
		}
		sum := 0
		for _, k := range grades {
			sum += k
		}
		if sum != n {
			t.Fatalf("seat %d: grades %v", p, grades)
		}
	}
	// by chance to win given up, then points: 0.2/12, 0.2/3, 0.06, 0.03, 0.01
	km := r.KeyMoments(5)
	wantKM := []int{open[9] + 1, open[18] + 1, open[12] + 1, open[3] + 1, open[6] + 1}
	if len(km) != 5 || km[0] != wantKM[0] || km[1] != wantKM[1] || km[2] != wantKM[2] || km[3] != wantKM[3] || km[4] != wantKM[4] {
		t.Fatalf("key moments %v, want %v", km, wantKM)
	}
	// the win curve: even at the start, each seat's value after its own decisions, kept between
	p := r.Log()[open[9]].Player
	c := r.WinCurve(p)
	if c[0] != 50 || c[open[9]+1] != 20 || c[len(c)-1] != c[open[18]+1] {
		t.Fatalf("win curve of seat %d: start %d, after the blunder %d, end %d", p, c[0], c[open[9]+1], c[len(c)-1])
	}
}
