package bot

import "borabora/engine"

// Small readers of the engine's state used by the search and the reasons (the evaluation,
// eval.go, reads the rest).

// spot is where in the game a decision is: the stage, round and position within the stage.
type spot struct {
	stage engine.Stage
	round int
	idx   int
}

func spotOf(g *engine.Game) spot { return spot{g.Stage(), g.Round(), g.StageTurn()} }

// inSequence reports whether the seat is still inside the decision sequence that started at
// sp: a compound action is unresolved, or the same turn goes on (Phase B, a God played before
// placing a die).
func inSequence(g *engine.Game, seat int, sp spot) bool {
	if g.Over() || g.Prompt().Player != seat {
		return false
	}
	return g.PendingCount() > 0 || spotOf(g) == sp
}

// stepsOnly is a spot no game is at: complete with it finishes only a compound action's steps.
var stepsOnly = spot{round: -1}

// roundOver reports whether the game has reached the Phase A of a round after round.
func roundOver(g *engine.Game, round int) bool {
	return g.Round() > round && g.Stage() == engine.StagePhaseA
}

// completedTasks lists the tasks seat p completed between before and after.
func completedTasks(before, after *engine.Game, p int) []engine.TaskID {
	var out []engine.TaskID
	a, bf := after.Seat(p), before.Seat(p)
	for i := int(bf.NDone); i < int(a.NDone); i++ {
		out = append(out, a.Done[i])
	}
	return out
}

// taskShort is how many things seat p lacks for task t.
func taskShort(g *engine.Game, p int, t engine.TaskID) int {
	short := 0
	for _, q := range t.Task().Reqs {
		if q.Kind == 0 {
			continue
		}
		if have := g.TaskQuantity(p, q); have < int(q.Count) {
			short += int(q.Count) - have
		}
	}
	return short
}

// openTasks lists seat p's open tasks.
func openTasks(g *engine.Game, p int) []engine.TaskID {
	var out []engine.TaskID
	for _, t := range g.Seat(p).Tasks {
		if t >= 0 {
			out = append(out, t)
		}
	}
	return out
}

// hasTask reports whether task t is one of seat p's open tasks.
func hasTask(g *engine.Game, p int, t engine.TaskID) bool {
	for _, x := range g.Seat(p).Tasks {
		if x == t {
			return true
		}
	}
	return false
}

// priestsOf counts seat p's priests in the temple.
func priestsOf(g *engine.Game, p int) int {
	n := 0
	for s := 1; s <= engine.TempleSpaces; s++ {
		if g.TempleSpace(s) == p {
			n++
		}
	}
	return n
}
