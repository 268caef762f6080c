package gameapp

import (
	"testing"

	"borabora/engine"
)

// recapPlay applies the first legal choice (the last one every third decision, so the game
// moves) until stop says so or the game ends.
func recapPlay(t *testing.T, s *Session, stop func(i int) bool) {
	t.Helper()
	for i := 0; !s.Game().Over() && !stop(i); i++ {
		legal := s.Game().Legal()
		c := legal[0]
		if i%3 == 2 {
			c = legal[len(legal)-1]
		}
		if err := s.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
}

func TestSinceOnlyStagesAfterOwnDecision(t *testing.T) {
	s := newTwo(t)
	recapPlay(t, s, func(i int) bool { return i == 7 })
	last := s.Log()[len(s.Log())-1]
	if r := s.Since(last.Player); len(r.Steps) != len(stepsOf(last))-1 {
		t.Errorf("seat %d made the last decision, yet its recap has %d steps: %+v", last.Player, len(r.Steps), r.Steps)
	}
}

// TestSinceTellsEachOtherDecisionWithItsPoints plays into round 2 and checks the recap of the
// seat about to decide against the log: one step per decision of the other seat since its
// own last one, with the points that decision scored, and Phase C's scoring and the new
// round's dice as stages.
func TestSinceTellsEachOtherDecisionWithItsPoints(t *testing.T) {
	s := newTwo(t)
	recapPlay(t, s, func(int) bool { return s.Game().Round() >= 2 && s.Game().Stage() == engine.StagePhaseA })
	// go on to a decision of the seat that did not decide last
	p := s.Game().Prompt().Player
	r := s.Since(p)
	log := s.Log()
	start := len(log)
	for start > 0 && log[start-1].Player != p {
		start--
	}
	var decisions, vp int
	for _, e := range log[start:] {
		decisions++
		for _, ev := range e.Events {
			if ev.Kind == engine.EvPhase {
				break
			}
			if ev.Kind == engine.EvVP && int(ev.Player) == e.Player {
				vp += int(ev.N)
			}
		}
	}
	var got, gotVP int
	stages := map[engine.Stage]RecapStep{}
	for _, st := range r.Steps {
		if st.Player == p {
			t.Errorf("the recap of seat %d tells its own decision: %+v", p, st)
		}
		if st.Player < 0 {
			stages[st.Stage] = st
			continue
		}
		got++
		gotVP += st.VP
		if st.What.Kind == 0 && st.Choice.Kind != engine.KPass {
			t.Errorf("a step says nothing of what it did: %+v", st)
		}
	}
	if got != decisions || gotVP != vp {
		t.Errorf("recap: %d decisions with %d VP, the log has %d with %d VP", got, gotVP, decisions, vp)
	}
	if decisions == 0 {
		t.Fatal("the test reached no decision of another seat")
	}
}

// TestSinceTellsPhaseCAndTheNewDice: at the first jewelry decision, the recap of the seat
// deciding tells Phase C's status and temple scoring and the new turn order; at the first
// die of round 2 the recap tells the dice rolled.
func TestSinceTellsPhaseCAndTheNewDice(t *testing.T) {
	s := newTwo(t)
	stageStep := func(st engine.Stage) (RecapStep, bool) {
		for _, x := range s.Since(s.Game().Prompt().Player).Steps {
			if x.Player < 0 && x.Stage == st {
				return x, true
			}
		}
		return RecapStep{}, false
	}
	recapPlay(t, s, func(int) bool { return s.Game().Stage() == engine.StageJewelry })
	phaseC, ok := stageStep(engine.StageJewelry)
	if !ok {
		t.Fatal("no recap tells Phase C")
	}
	recapPlay(t, s, func(int) bool { return s.Game().Round() >= 2 && s.Game().Stage() == engine.StagePhaseA })
	roll, ok := stageStep(engine.StagePhaseA)
	if !ok {
		t.Fatal("no recap tells round 2")
	}
	var status, order, rolls int
	for _, ev := range phaseC.Auto {
		if ev.Kind == engine.EvVP && ev.Source == engine.SrcStatus {
			status++
		}
		if ev.Kind == engine.EvTurnOrder {
			order++
		}
	}
	for _, ev := range roll.Auto {
		if ev.Kind == engine.EvRoll {
			rolls++
		}
	}
	if status == 0 || order != 2 {
		t.Errorf("Phase C tells %d status scores and %d turn order places (want some, and 2): %+v", status, order, phaseC.Auto)
	}
	if rolls != 2*engine.DicePerPlayer {
		t.Errorf("the new round tells %d dice rolled, want %d", rolls, 2*engine.DicePerPlayer)
	}
}
