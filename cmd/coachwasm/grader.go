package main

import (
	"borabora/coach"
	"borabora/engine"
)

// grader grades decisions of one record, in any order, with coach.Judge as coach.JudgeRecord
// does (same game before the decision, same seed): the verdicts are coach.JudgeRecord's bit for
// bit (TestGraderIsJudgeRecord). It steps with the engine's cursor (as the review does), so
// that a worker handed decisions in increasing order replays the record once, and one handed
// an earlier decision replays from the cursor's nearest copy.
type grader struct {
	rec    engine.Record
	cursor *engine.Cursor // nil until the first grade
	starts []int          // each round's first decision after its rolls (coach.RollStarts), once asked
}

// newGrader reads the engine record code.
func newGrader(code string) (*grader, error) {
	r, err := engine.DecodeRecord(code)
	if err != nil {
		return nil, err
	}
	return &grader{rec: r}, nil
}

// steps are the decisions worth grading (coach.Steps).
func (gr *grader) steps() ([]int, error) { return coach.Steps(gr.rec) }

// rolls names the rolls worth weighing (coach.LuckJob): each seat's, in each round the record
// reaches.
func (gr *grader) rolls() ([]string, error) {
	if gr.starts == nil {
		st, err := coach.RollStarts(gr.rec)
		if err != nil {
			return nil, err
		}
		gr.starts = st
	}
	var out []string
	for i := range gr.starts {
		for p := range gr.rec.Config.Players {
			out = append(out, coach.LuckJob(i+1, p))
		}
	}
	return out, nil
}

// luck weighs the roll job names (coach.LuckJob) as coach.LuckOfRecord does, and reports
// whether it is one of this record's.
func (gr *grader) luck(job string) (coach.RollLuck, bool, error) {
	round, seat, ok := coach.ParseLuckJob(job)
	if _, err := gr.rolls(); err != nil {
		return coach.RollLuck{}, false, err
	}
	if !ok || round > len(gr.starts) || seat >= len(gr.rec.Config.Players) {
		return coach.RollLuck{}, false, nil
	}
	g, err := gr.before(gr.starts[round-1])
	if err != nil {
		return coach.RollLuck{}, false, err
	}
	l, ok := coach.WeighRoll(g, seat, gr.rec.Config.Seed)
	return l, ok, nil
}

// before returns the game before decision step (0 <= step < len(choices)).
func (gr *grader) before(step int) (*engine.Game, error) {
	if gr.cursor == nil {
		c, err := engine.CursorOf(gr.rec)
		if err != nil {
			return nil, err
		}
		gr.cursor = c
	}
	return gr.cursor.At(step)
}

// grade grades decision step (work rollouts between stop checks, as coach.Judge) and reports
// whether it is one: a step out of the record or with a single legal choice gives no verdict.
func (gr *grader) grade(step, work int, stop func() bool) (coach.Verdict, bool, error) {
	if step < 0 || step >= len(gr.rec.Choices) {
		return coach.Verdict{}, false, nil
	}
	g, err := gr.before(step)
	if err != nil {
		return coach.Verdict{}, false, err
	}
	if !coach.Graded(g) {
		return coach.Verdict{}, false, nil
	}
	v, ok := coach.Judge(g, gr.rec.Choices[step], coach.Seed(gr.rec.Config.Seed, step), work, stop)
	return v, ok, nil
}
