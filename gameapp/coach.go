package gameapp

import (
	"strconv"
	"strings"

	"borabora/coach"
	"borabora/engine"
	"borabora/engine/bot"
)

// The coach of a review (package coach): the verdicts of a finished game's decisions, found
// in the page's Web Workers (web/coach.js) and handed to the review as text lines, which the
// review's steps show, and "Try another move". (The coach's panel, web/table.js, works out
// the accuracies, key moments and chances to win from the same lines.) A review of a game
// that goes on takes no verdicts: it would name the cards of hands that were hidden in play.

// CoachCode is the engine code of the game (engine.EncodeRecord): what the workers grade.
func (r *Review) CoachCode() string { return CodeOf(r.setup, r.choices) }

// CoachKey is the name the coach keeps the verdicts of this game under: "g", the coach's
// edition (coach.Edition, so that verdicts of an earlier evaluator are not taken for this
// one's), "-" and a hash of the game's engine code (FNV-1a, 64 bits, in hexadecimal).
func (r *Review) CoachKey() string {
	h := uint64(14695981039346656037)
	code := r.CoachCode()
	for i := 0; i < len(code); i++ {
		h = (h ^ uint64(code[i])) * 1099511628211
	}
	b := []byte("0000000000000000")
	for i := 15; i >= 0; i, h = i-1, h>>4 {
		b[i] = "0123456789abcdef"[h&15]
	}
	return "g" + strconv.Itoa(coach.Edition) + "-" + string(b)
}

// CoachTotal is how many decisions the coach grades (coach.Steps): those with more than one
// legal choice.
func (r *Review) CoachTotal() int {
	n := 0
	for _, st := range r.steps {
		if st.Open {
			n++
		}
	}
	return n
}

// Judged takes the coach's verdicts into the review, each as the note of the step its
// decision led to. web/table.js hands them over as numbers, nine a verdict, all separated by
// single spaces: the decision's index, the seat, the grade, the points and the percent chance
// to win given up (rounded), and the best candidate's Kind, A, B and C. Verdicts that do not
// read or do not fit this game (another seat, a decision that is not graded) are left out, as
// is everything for a game that goes on. It returns how many decisions have a verdict.
func (r *Review) Judged(nums string) int {
	fs := strings.Split(nums, " ")
	for i := 0; i+9 <= len(fs) && r.over; i += 9 {
		var n [9]int
		ok := true
		for j := range n {
			k, err := strconv.Atoi(fs[i+j])
			ok = ok && err == nil && k >= 0 && (j == 0 || k < 256)
			n[j] = k
		}
		if ok && n[0] < len(r.log) && r.steps[n[0]].Open && r.log[n[0]].Player == n[1] && n[2] >= int(bot.GradeBest) && n[2] <= int(bot.GradeBlunder) {
			r.steps[n[0]+1].Note = StepNote{Grade: n[2], Points: n[3], Win: n[4],
				Best: engine.Choice{Kind: engine.Kind(n[5]), A: uint8(n[6]), B: uint8(n[7]), C: uint8(n[8])}}
		}
	}
	k := 0
	for _, st := range r.steps {
		if st.Note.Grade != 0 {
			k++
		}
	}
	return k
}

// Note is the coach's note of a verdict.
func Note(v coach.Verdict) StepNote {
	w, p := v.Lost()
	return StepNote{Grade: int(v.Grade), Points: int(p + 0.5), Win: int(100*w + 0.5), Best: v.Best}
}

// Verdict is the coach's note of the decision that led to step n, and the choice made there;
// ok is false when there is none.
func (r *Review) Verdict(n int) (v StepNote, made engine.Choice, ok bool) {
	if n < 1 || n >= len(r.steps) || r.steps[n].Note.Grade == 0 {
		return v, made, false
	}
	return r.steps[n].Note, r.choices[n-1], true
}

// TryMove grades choice c instead of the one made in the decision that led to step n, as the
// coach grades every decision (coach.Judge, with that decision's seed): against the best
// candidate found there. g is the game of step n-1 (a copy of Review.At(n-1).Game(): it is
// not changed); stop is asked between slices of the work, and ends it (ok false) when it
// returns true. ok is also false when that decision is not graded or c is not legal there.
func (r *Review) TryMove(n int, g *engine.Game, c engine.Choice, stop func() bool) (v coach.Verdict, ok bool) {
	if n < 1 || n >= len(r.steps) || !r.steps[n-1].Open || !r.over || len(g.Choices()) != n-1 || !g.IsLegal(c) {
		return v, false
	}
	return coach.Judge(g, c, coach.Seed(r.setup.Seed, n-1), 8, stop)
}
