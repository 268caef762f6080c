package gameapp

import (
	"strconv"
	"strings"

	"borabora/coach"
	"borabora/engine"
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
// decision led to, and the luck of the rolls it weighed (coach.EncodeLuck's lines). lines are the workers' lines as they send and keep them (coach.Encode, one
// a line): the page reads them from web/coach.js, kept ones and those its "bbcoach" events
// bring, and hands them here as they are. Lines that do not read or do not fit this game
// (another seat, a decision that is not graded) are left out, as is everything for a game that
// goes on. It returns how many decisions have a verdict.
func (r *Review) Judged(lines string) int {
	for _, line := range strings.Split(lines, "\n") {
		if l, ok := coach.DecodeLuck(line); ok {
			if r.over && l.Seat < len(r.setup.Names) {
				r.lucks = append(r.lucks, l)
			}
			continue
		}
		vs, err := coach.Decode(line)
		if err != nil || len(vs) != 1 || !r.over {
			continue
		}
		v := vs[0]
		if v.Step >= 0 && v.Step < len(r.log) && r.steps[v.Step].Open && r.log[v.Step].Player == v.Seat {
			r.steps[v.Step+1].Note = Note(v)
			if r.verdicts == nil {
				r.verdicts = map[int]coach.Verdict{}
			}
			r.verdicts[v.Step] = v
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

// Figures are what the coach's panel shows of the verdicts taken: each seat's accuracy and
// counts, the key moments and each seat's chance to win along the game (coach.FiguresOf).
func (r *Review) Figures() coach.Figures {
	vs := make([]coach.Verdict, 0, len(r.verdicts))
	for _, v := range r.verdicts {
		vs = append(vs, v)
	}
	return coach.FiguresOf(vs, len(r.setup.Names), len(r.choices))
}

// CoachRolls is how many rolls the coach weighs for the luck meter: each seat's in each round.
func (r *Review) CoachRolls() int { return len(r.setup.Names) * engine.Rounds }

// Luck is the luck meter of the rolls weighed so far (coach.LuckTableOf).
func (r *Review) Luck() coach.LuckTable { return coach.LuckTableOf(r.lucks, len(r.setup.Names)) }

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
