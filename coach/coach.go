// Package coach grades the decisions of a recorded game with the evaluator (bot.NewAnalysis):
// for each decision that had more than one legal choice, the choice made against the best
// candidate found, from the deciding seat's view only. It is what the review's coach shows,
// worked out in Web Workers (cmd/coachwasm) or natively, with the same result bit for bit.
//
// It depends on the engine and its computer players only, never on the user interface.
package coach

import (
	"errors"
	"strconv"
	"strings"

	"borabora/engine"
	"borabora/engine/bot"
)

// Verdict is the grade of one decision: the choice that led from step Step to step Step+1 of
// the record (its index in the record's choices).
type Verdict struct {
	Step  int
	Seat  int
	Grade bot.Grade
	// Made is the choice made, Best the best candidate found (Made when it is the best).
	Made, Best engine.Choice
	// The chance to win (0 to 1) and the expected final margin over the best opponent, for
	// the deciding seat, after the choice made and after the best candidate.
	WinMade, WinBest       float64
	MarginMade, MarginBest float64
}

// Lost is what the choice made gave up against the best candidate: chance to win (0 to 1) and
// expected points, never below zero.
func (v Verdict) Lost() (win, points float64) {
	return max(0, v.WinBest-v.WinMade), max(0, v.MarginBest-v.MarginMade)
}

// Edition names the evaluator whose verdicts the review keeps: it changes whenever a change
// of the evaluation or of the review's settings changes verdicts, so that verdicts an earlier
// build kept are graded again rather than shown beside grades the new one gives ("Try
// another move"). Edition 1: the first coach; 2: priests judged by their height in the temple;
// 3: close calls (an inaccuracy within the analysis' noise); 4: Master's search, with more
// rollouts than any level that plays spends on a decision.
const Edition = 4

// Options are the review's analysis settings for every decision: Master's search (a tree
// below each candidate) over the bot.DefaultAnalysisWidth best candidates at first sight and
// the choice made, bot.ReviewWork rollouts in all, at least bot.DefaultWorlds worlds each.
// TestPlantedBlundersAreMistakes (engine/bot) grades its planted blunders with them.
func Options(made engine.Choice, seed uint64) bot.Options {
	return bot.Options{Include: []engine.Choice{made}, Seed: seed, Master: true, Work: bot.ReviewWork}
}

// Seed is the analysis seed of decision step of a game dealt with seed deal: each decision
// has its own, so that any worker grades any decision alike.
func Seed(deal uint64, step int) uint64 {
	x := deal ^ (uint64(step)+1)*0x9e3779b97f4a7c15
	x ^= x >> 31
	x *= 0xbf58476d1ce4e5b9
	return x ^ x>>29
}

// Graded reports whether the decision g waits on is graded: the game goes on and it has
// more than one legal choice.
func Graded(g *engine.Game) bool { return !g.Over() && g.LegalCount() > 1 }

// Steps gives the decisions of record r worth grading, in order.
func Steps(r engine.Record) ([]int, error) {
	var out []int
	err := walk(r, func(i int, g *engine.Game) bool {
		if Graded(g) {
			out = append(out, i)
		}
		return true
	})
	return out, err
}

// walk replays r, calling f with each decision's index and the game before it, until f
// returns false. It steps with the engine's cursor, as the review does.
func walk(r engine.Record, f func(int, *engine.Game) bool) error {
	c, err := engine.CursorOf(r)
	if err != nil {
		return err
	}
	for i := range c.Len() {
		g, err := c.At(i)
		if err != nil {
			return err
		}
		if !f(i, g) {
			return nil
		}
	}
	_, err = c.At(c.Len()) // the last decision applies too
	return err
}

// Judge grades the choice made in the decision g waits on (g is not changed). work is how
// many rollouts one call of the analysis' Step plays (the worker reports progress between
// them); stop, when it returns true, ends the analysis early and ok is false.
func Judge(g *engine.Game, made engine.Choice, seed uint64, work int, stop func() bool) (v Verdict, ok bool) {
	return judgeWith(g, made, Options(made, seed), work, stop)
}

// judgeWith is Judge with the analysis' settings o.
func judgeWith(g *engine.Game, made engine.Choice, o bot.Options, work int, stop func() bool) (v Verdict, ok bool) {
	v = Verdict{Step: len(g.Choices()), Seat: g.Prompt().Player, Made: made, Best: made}
	a := bot.NewAnalysis(g, o)
	if a == nil {
		return v, false
	}
	for !a.Step(max(work, 1)) {
		if stop != nil && stop() {
			return v, false
		}
	}
	os := a.Outcomes()
	best := os[0]
	for _, o := range os {
		if o.Margin > best.Margin {
			best = o
		}
		if o.Choice == made {
			v.WinMade, v.MarginMade = o.Win, o.Margin
		}
	}
	v.Best, v.WinBest, v.MarginBest = best.Choice, best.Win, best.Margin
	// the best chance to win may belong to another candidate than the best margin
	for _, o := range os {
		v.WinBest = max(v.WinBest, o.Win)
	}
	v.Grade = a.Grade(made)
	return closeCall(v), true
}

// closeCall is v graded a close call when it is an inaccuracy within the analysis' own noise.
func closeCall(v Verdict) Verdict {
	if w, pts := v.Lost(); v.Grade == bot.GradeInaccuracy && pts <= NoisePoints && w <= NoiseWin {
		v.Grade = bot.GradeClose
	}
	return v
}

// The analysis' own noise: how far one grading of a decision lies from another with other
// worlds and rollouts, at the 95th percentile (BenchmarkGradeNoise, docs/bots.md): in points
// and in chance to win given up. A decision graded an inaccuracy that gave up no more than
// both is a close call (bot.GradeClose). A mistake or a blunder gives up more than either.
const (
	NoisePoints = 2.4
	NoiseWin    = 0.03
)

// JudgeRecord grades the decisions steps of record r (in any order; each is graded alike
// whatever the others), calling each with its verdict as it is found. stop ends it early.
func JudgeRecord(r engine.Record, steps []int, work int, stop func() bool, each func(Verdict)) error {
	want := make(map[int]bool, len(steps))
	for _, s := range steps {
		want[s] = true
	}
	cs := r.Choices
	return walk(r, func(i int, g *engine.Game) bool {
		if !want[i] || !Graded(g) {
			return true
		}
		v, ok := Judge(g, cs[i], Seed(r.Config.Seed, i), work, stop)
		if !ok {
			return false
		}
		each(v)
		return true
	})
}

// The text of verdicts, one a line: "step seat grade madeKind.A.B.C bestKind.A.B.C winMade
// winBest marginMade marginBest", the numbers written so that they read back bit for bit. It
// is what a worker sends the page and what the page keeps with the game.

// Encode writes v as one line (no newline).
func Encode(v Verdict) string {
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	return strconv.Itoa(v.Step) + " " + strconv.Itoa(v.Seat) + " " + strconv.Itoa(int(v.Grade)) + " " +
		v.Made.Key() + " " + v.Best.Key() + " " + f(v.WinMade) + " " + f(v.WinBest) + " " +
		f(v.MarginMade) + " " + f(v.MarginBest)
}

// ErrBadVerdict is a verdict's text that does not read.
var ErrBadVerdict = errors.New("coach: bad verdict")

// Decode reads lines written by Encode (empty lines are skipped).
func Decode(text string) ([]Verdict, error) {
	var out []Verdict
	for _, line := range strings.Split(text, "\n") {
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		v, err := decodeLine(line)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

func decodeLine(line string) (Verdict, error) {
	fs := strings.Fields(line)
	if len(fs) != 9 {
		return Verdict{}, ErrBadVerdict
	}
	var v Verdict
	var ints [3]int
	for i := range ints {
		n, err := strconv.Atoi(fs[i])
		if err != nil || n < 0 {
			return Verdict{}, ErrBadVerdict
		}
		ints[i] = n
	}
	v.Step, v.Seat, v.Grade = ints[0], ints[1], bot.Grade(ints[2])
	if v.Seat > 3 || v.Grade < bot.GradeBest || v.Grade > bot.GradeClose {
		return Verdict{}, ErrBadVerdict
	}
	var ok1, ok2 bool
	v.Made, ok1 = engine.ParseKey(fs[3])
	v.Best, ok2 = engine.ParseKey(fs[4])
	if !ok1 || !ok2 {
		return Verdict{}, ErrBadVerdict
	}
	for i, p := range []*float64{&v.WinMade, &v.WinBest, &v.MarginMade, &v.MarginBest} {
		x, err := strconv.ParseFloat(fs[5+i], 64)
		if err != nil || x != x {
			return Verdict{}, ErrBadVerdict
		}
		*p = x
	}
	return v, nil
}
