package gameapp

import (
	"strconv"
	"strings"

	"borabora/coach"
	"borabora/engine"
	"borabora/engine/bot"
)

// The coach of a review (package coach): the verdicts of a finished game's decisions, found
// in the page's Web Workers (web/coach.js) and handed to the review as text lines, and what
// the review's screen makes of them: each seat's accuracy, the key moments, each seat's
// chance to win through the game, and "Try another move". A review of a game that goes on
// takes no verdicts: it would name the cards of hands that were hidden in play.

// CoachCode is the engine code of the game (engine.EncodeRecord): what the workers grade.
func (r *Review) CoachCode() string { return CodeOf(r.setup, r.choices) }

// CoachKey is the name the coach keeps the verdicts of this game under: a hash of its engine
// code (FNV-1a, 64 bits, in hexadecimal).
func (r *Review) CoachKey() string {
	h := uint64(14695981039346656037)
	code := r.CoachCode()
	for i := 0; i < len(code); i++ {
		h = (h ^ uint64(code[i])) * 1099511628211
	}
	return "g" + strconv.FormatUint(h, 16)
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

// Judged takes verdict lines (coach.Encode) into the review, each as the note of the step
// its decision led to; lines that do not read, or that do not fit this game (another seat,
// a decision that is not graded), are left out, as is everything for a game that goes on.
// It returns how many of the review's decisions have a verdict.
func (r *Review) Judged(lines string) int {
	for _, line := range strings.Split(lines, "\n") {
		vs, _ := coach.Decode(line)
		for _, v := range vs {
			if r.over && v.Step < len(r.log) && r.steps[v.Step].Open && r.log[v.Step].Player == v.Seat {
				r.steps[v.Step+1].Note = v
			}
		}
	}
	n := 0
	for _, st := range r.steps {
		if st.Note.Grade != 0 {
			n++
		}
	}
	return n
}

// Verdict is the coach's verdict of the decision that led to step n; ok is false when there
// is none.
func (r *Review) Verdict(n int) (v coach.Verdict, ok bool) {
	if n < 1 || n >= len(r.steps) {
		return v, false
	}
	v = r.steps[n].Note
	return v, v.Grade != 0
}

// Loss is what a verdict gave up in one figure: the points, or 100 times the chance to win,
// whichever is more.
func Loss(v coach.Verdict) float64 {
	w, p := v.Lost()
	return max(p, 100*w)
}

// Accuracy is seat p's accuracy (docs/bots.md "Grades"): 100 times the mean over its graded
// decisions of max(0, 1 - Loss/10), with how many decisions it counts and how many of each
// grade (indexed by bot.Grade); n is 0 while none of the seat's decisions is graded.
func (r *Review) Accuracy(p int) (acc float64, n int, grades [bot.GradeBlunder + 1]int) {
	for _, st := range r.steps {
		if v := st.Note; v.Grade != 0 && v.Seat == p {
			acc += max(0, 1-Loss(v)/10)
			n++
			grades[v.Grade]++
		}
	}
	if n > 0 {
		acc = 100 * acc / float64(n)
	}
	return acc, n, grades
}

// KeyMoments are the k graded decisions that gave up the most, by chance to win then by
// points, biggest first, each as its step (the step the decision led to); decisions graded
// best or good are never key moments.
func (r *Review) KeyMoments(k int) []int {
	var out []int
	worse := func(a, b coach.Verdict) bool {
		wa, pa := a.Lost()
		wb, pb := b.Lost()
		return wa > wb || wa == wb && pa > pb
	}
	for n, st := range r.steps {
		if st.Note.Grade <= bot.GradeGood {
			continue
		}
		i := len(out)
		out = append(out, n)
		for ; i > 0 && worse(st.Note, r.steps[out[i-1]].Note); i-- {
			out[i] = out[i-1]
		}
		out[i] = n
		if len(out) > k {
			out = out[:k]
		}
	}
	return out
}

// WinCurve is seat p's chance to win in percent at each step 0..N: 100/players at the start,
// then after each of its graded decisions the chance the coach found for the choice made
// (Verdict.WinMade), kept until its next one.
func (r *Review) WinCurve(p int) []int {
	out := make([]int, len(r.steps))
	w := 100 / len(r.setup.Names)
	for n, st := range r.steps {
		if v := st.Note; v.Grade != 0 && v.Seat == p {
			w = int(100*v.WinMade + 0.5)
		}
		out[n] = max(0, min(100, w))
	}
	return out
}

// TryMove prepares the analysis of choice c instead of the one made in the decision that led
// to step n, with the coach's settings and seed (coach.Options, coach.Seed) and c among the
// candidates: run it in steps, then Search.Grade and Outcomes compare c with the best. It
// returns nil when that decision is not graded or c is not legal there. g is the game of step
// n-1 (Review.At(n-1).Game()).
func (r *Review) TryMove(n int, g *engine.Game, c engine.Choice) *bot.Search {
	if n < 1 || n >= len(r.steps) || !r.steps[n-1].Open || !r.over || len(g.Choices()) != n-1 || !g.IsLegal(c) {
		return nil
	}
	o := coach.Options(r.choices[n-1], coach.Seed(r.setup.Seed, n-1))
	o.Include = append(o.Include, c)
	return bot.NewAnalysis(g, o)
}
