package gameapp

import (
	"strconv"
	"strings"
	"testing"

	"borabora/coach"
	"borabora/engine"
	"borabora/engine/bot"
)

// numbers writes verdicts as the workers send them and Review.Judged reads them (coach.Encode).
func numbers(vs ...coach.Verdict) string {
	var out []string
	for _, v := range vs {
		out = append(out, coach.Encode(v))
	}
	return strings.Join(out, "\n")
}

// TestReviewTakesTheCoachsVerdicts: the verdicts the coach finds for a finished game (graded
// as the workers grade them, coach.JudgeRecord on the game's engine code) land on the steps
// their decisions led to; verdicts that do not fit the game are left out; a game that goes
// on takes none; Try another move grades as the coach does.
func TestReviewTakesTheCoachsVerdicts(t *testing.T) {
	s := finishedSession(t, Setup{Names: []string{"Ana", "Ben"}, Seed: 41}, 3)
	r := mustReview(t, s)
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
	var vs []coach.Verdict
	if err := coach.JudgeRecord(rec, steps[:6], 64, nil, func(v coach.Verdict) { vs = append(vs, v) }); err != nil {
		t.Fatal(err)
	}
	// another seat's verdict, one of a decision with a single choice, a grade out of range
	bad := []coach.Verdict{vs[0], vs[1], vs[2]}
	bad[0].Seat = 1 - bad[0].Seat
	bad[1].Grade = bot.GradeClose + 1
	bad[2].Step = -1
	for i := 0; i < r.N(); i++ {
		if !r.Steps()[i].Open && r.Log()[i].Player >= 0 {
			one := vs[0]
			one.Step, one.Seat = i, r.Log()[i].Player
			bad = append(bad, one)
			break
		}
	}
	if len(bad) != 4 {
		t.Fatal("no decision with a single choice")
	}
	for _, b := range bad {
		if n := r.Judged(numbers(b)); n != 0 {
			t.Fatalf("%+v taken", b)
		}
	}
	if n := r.Judged(numbers(vs...) + "\n1 2\nnot a verdict"); n != len(vs) {
		t.Fatalf("%d verdicts taken, want %d", n, len(vs))
	}
	for _, v := range vs {
		got, made, ok := r.Verdict(v.Step + 1)
		if want := Note(v); !ok || made != v.Made || got.Grade != want.Grade || got.Points != want.Points || got.Win != want.Win || got.Best != v.Best {
			t.Fatalf("step %d: note %+v, want %+v", v.Step+1, got, want)
		}
	}
	if k := r.CoachKey(); len(k) > 64 || k == "" || k == mustReview(t, finishedSession(t, Setup{Names: []string{"Ana", "Ben"}, Seed: 42}, 3)).CoachKey() {
		t.Fatalf("key %q", k)
	} else if want := "g" + strconv.Itoa(coach.Edition) + "-"; !strings.HasPrefix(k, want) || len(k) != len(want)+16 {
		t.Fatalf("key %q: want %q and 16 hexadecimal digits (the coach's edition keeps verdicts apart)", k, want)
	}

	// the same game while it went on: no verdict
	live, err := NewReview(s.Setup(), s.Choices()[:vs[len(vs)-1].Step+5])
	if err != nil {
		t.Fatal(err)
	}
	if n := live.Judged(numbers(vs...)); n != 0 {
		t.Fatalf("a game that goes on took %d verdicts", n)
	}

	// trying the choice made again is the verdict itself (the same seed and candidates);
	// another legal choice is graded against the best; stop ends the work
	v := vs[len(vs)-1]
	g := r.At(v.Step).Game().Clone()
	if got, ok := r.TryMove(v.Step+1, g, v.Made, nil); !ok || got != v {
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
