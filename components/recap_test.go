package components

import (
	"strings"
	"testing"

	"borabora/engine"
	"borabora/gameapp"
)

// TestSinceLinesTellOthersPhaseCAndDice plays a 2-seat game into round 2 and reads the words
// of each recap on the way: a sentence per decision of the other seat, Phase C with status,
// turn order and temple, and the new round's dice.
func TestSinceLinesTellOthersPhaseCAndDice(t *testing.T) {
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Bo"}, Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	var sawPhaseC, sawDice, sawOther bool
	for i := 0; s.Game().Round() < 3 && !s.Game().Over(); i++ {
		p := s.Game().Prompt().Player
		lines := sinceLines(s, p)
		if n := othersSince(s, p); n > 0 && len(lines) < n {
			t.Fatalf("seat %d: %d decisions of the other seat, %d lines: %q", p, n, len(lines), lines)
		}
		other := nameOf(s, 1-p)
		for _, l := range lines {
			if strings.Contains(l, "⟦") || strings.Contains(l, "%!") {
				t.Fatalf("badly worded recap line %q", l)
			}
			sawOther = sawOther || strings.HasPrefix(l, other)
			if strings.HasPrefix(l, stageName(engine.StageJewelry)) && strings.Contains(l, "Status:") && strings.Contains(l, "Turn order now:") {
				sawPhaseC = true
			}
			if strings.Contains(l, "new dice:") && strings.Contains(l, nameOf(s, 0)) && strings.Contains(l, nameOf(s, 1)) {
				sawDice = true
			}
		}
		legal := s.Game().Legal()
		c := legal[0]
		if i%3 == 2 {
			c = legal[len(legal)-1]
		}
		if err := s.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if !sawOther || !sawPhaseC || !sawDice {
		t.Errorf("recaps told the other seat's decisions: %v, Phase C: %v, new dice: %v", sawOther, sawPhaseC, sawDice)
	}
}
