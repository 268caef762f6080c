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

// CoachKey is the name the coach keeps the verdicts of this game under: a hash of its engine
// code (FNV-1a, 64 bits, in hexadecimal).
func (r *Review) CoachKey() string {
	h := uint64(14695981039346656037)
	code := r.CoachCode()
	for i := 0; i < len(code); i++ {
		h = (h ^ uint64(code[i])) * 1099511628211
	}
	b := []byte("g0000000000000000")
	for i := 16; i > 0; i, h = i-1, h>>4 {
		b[i] = "0123456789abcdef"[h&15]
	}
	return string(b)
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
		v, ok := readVerdict(line)
		if ok && r.over && v.Step < len(r.log) && r.steps[v.Step].Open && r.log[v.Step].Player == v.Seat {
			r.steps[v.Step+1].Note = v
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

// readVerdict reads one line of coach.Encode as coach.Decode does, but its numbers only to
// about 15 digits: enough to show them, and app.wasm carries no strconv.ParseFloat.
func readVerdict(line string) (v coach.Verdict, ok bool) {
	fs := strings.Split(strings.TrimSpace(line), " ")
	if len(fs) != 9 {
		return v, false
	}
	var n [3]int
	for i := range n {
		k, err := strconv.Atoi(fs[i])
		if err != nil || k < 0 {
			return v, false
		}
		n[i] = k
	}
	v.Step, v.Seat, v.Grade = n[0], n[1], bot.Grade(n[2])
	ok = v.Seat < 4 && v.Grade >= bot.GradeBest && v.Grade <= bot.GradeBlunder
	for i, c := range []*engine.Choice{&v.Made, &v.Best} {
		ps := strings.Split(fs[3+i], ".")
		var b [4]int
		for j := range b {
			k, err := strconv.Atoi(ps[min(j, len(ps)-1)])
			ok = ok && err == nil && k >= 0 && k < 256 && len(ps) == 4
			b[j] = k
		}
		*c = engine.Choice{Kind: engine.Kind(b[0]), A: uint8(b[1]), B: uint8(b[2]), C: uint8(b[3])}
	}
	for i, x := range []*float64{&v.WinMade, &v.WinBest, &v.MarginMade, &v.MarginBest} {
		var good bool
		*x, good = readFloat(fs[5+i])
		ok = ok && good
	}
	return v, ok
}

// readFloat reads a number as strconv.FormatFloat(x, 'g', -1, 64) writes it.
func readFloat(s string) (float64, bool) {
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	mant, exp, hasExp := strings.Cut(s, "e")
	var m float64
	digits, e := 0, 0
	for i := 0; i < len(mant); i++ {
		switch c := mant[i]; {
		case c >= '0' && c <= '9':
			m = m*10 + float64(c-'0')
			digits++
		case c == '.' && e == 0:
			e = len(mant) - i - 1
		default:
			return 0, false
		}
	}
	if hasExp {
		k, err := strconv.Atoi(exp)
		if err != nil || k < -400 || k > 400 {
			return 0, false
		}
		e -= k
	}
	for ; e > 0; e-- {
		m /= 10
	}
	for ; e < 0; e++ {
		m *= 10
	}
	if neg {
		m = -m
	}
	return m, digits > 0
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
