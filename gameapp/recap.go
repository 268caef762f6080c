package gameapp

import "borabora/engine"

// Recap is what happened at the table since a seat's last decision, built from the engine's
// events: each decision of the other seats, the automatic scoring of Phase C, and the dice
// rolled for a new round. The page words it (a sentence per step).
type Recap struct {
	Seat  int
	Steps []RecapStep
}

// RecapStep is one decision of another seat, or one stage that began meanwhile with what
// happened in it by itself (Phase C's scoring, a new round's dice).
type RecapStep struct {
	// Player is the seat that decided; -1 for a stage that began (Stage).
	Player int
	// What is the event that says what the decision did: its first points when it did
	// nothing else (a Helper's point); Kind 0 when it left none, such as a pass (Choice then
	// says it).
	What   engine.Event
	Choice engine.Choice
	// VP is what the decision gained the seat that made it, in victory points.
	VP int
	// Stage and Round say which stage began (Player -1); Auto is what happened in it by
	// itself: status and temple points, the new turn order, the God tile, the dice rolled.
	Stage engine.Stage
	Round int
	Auto  []engine.Event
}

// recapMax bounds a recap: the most recent steps are kept.
const recapMax = 60

// Since is what happened since seat p's last decision (since the game began when p has not
// decided yet), oldest first: the stages that decision began, then every decision since.
func (s *Session) Since(p int) Recap {
	r := Recap{Seat: p}
	start := 0
	for i := len(s.log) - 1; i >= 0; i-- {
		if s.log[i].Player == p {
			start = i + 1
			// the stages p's own decision began (Phase C's scoring, a new round) are news
			r.Steps = append(r.Steps, stepsOf(s.log[i])[1:]...)
			break
		}
	}
	for _, e := range s.log[start:] {
		r.Steps = append(r.Steps, stepsOf(e)...)
	}
	if len(r.Steps) > recapMax {
		r.Steps = r.Steps[len(r.Steps)-recapMax:]
	}
	return r
}

// stepsOf splits one logged decision into its step and the stages it began.
func stepsOf(e LogEntry) []RecapStep {
	steps := []RecapStep{{Player: e.Player, Choice: e.Choice}}
	cur := &steps[0]
	var points engine.Event // the decision's first points, what it did when it did nothing else
	for _, ev := range e.Events {
		switch {
		case ev.Kind == engine.EvPhase:
			steps = append(steps, RecapStep{Player: -1, Stage: engine.Stage(ev.X), Round: int(ev.N)})
			cur = &steps[len(steps)-1]
		case cur.Player < 0:
			if autoEvent(ev) {
				cur.Auto = append(cur.Auto, ev)
			}
		case ev.Kind == engine.EvVP && int(ev.Player) == e.Player:
			cur.VP += int(ev.N)
			if points.Kind == 0 {
				points = ev
			}
		case cur.What.Kind == 0 && mainEvent(ev):
			cur.What = ev
		}
	}
	if steps[0].What.Kind == 0 {
		steps[0].What = points
	}
	return steps
}

// mainEvent reports whether ev can say what a decision did (points and payments come with
// the decision; they are not what it did).
func mainEvent(ev engine.Event) bool {
	switch ev.Kind {
	case engine.EvVP, engine.EvSpend, engine.EvRoll, engine.EvPhase:
		return false
	}
	return true
}

// autoEvent reports whether ev is worth telling among what a stage did by itself.
func autoEvent(ev engine.Event) bool {
	switch ev.Kind {
	case engine.EvVP, engine.EvTurnOrder, engine.EvGodTile, engine.EvRoll, engine.EvTaskDone, engine.EvGameOver:
		return true
	}
	return false
}
