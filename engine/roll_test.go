package engine

import "testing"

// SetRoll changes a seat's dice only where they were just rolled, and the game goes on from
// there with them.
func TestSetRollOnlyAtTheRolls(t *testing.T) {
	g, err := NewGame(Config{Players: make([]PlayerConfig, 3), Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	for !g.RollStart() {
		if err := g.Apply(g.LegalAt(0)); err != nil {
			t.Fatal(err)
		}
	}
	h := g.Clone()
	if h.SetRoll(1, [DicePerPlayer]int{0, 3, 3}) || h.SetRoll(1, [DicePerPlayer]int{1, 7, 3}) || h.SetRoll(3, [DicePerPlayer]int{1, 1, 1}) {
		t.Fatal("SetRoll took a face or a seat out of range")
	}
	if h.Seat(1).Dice != g.Seat(1).Dice {
		t.Fatal("a refused SetRoll changed the dice")
	}
	if !h.SetRoll(1, [DicePerPlayer]int{6, 2, 4}) || h.Seat(1).Dice != [DicePerPlayer]int8{6, 2, 4} {
		t.Fatalf("SetRoll: dice %v", h.Seat(1).Dice)
	}
	if h.Seat(0).Dice != g.Seat(0).Dice || h.Seat(2).Dice != g.Seat(2).Dice || len(h.Choices()) != 0 {
		t.Fatal("SetRoll changed another seat's dice or kept the record")
	}
	for !h.Over() && h.Prompt().Player != 1 {
		if err := h.Apply(h.LegalAt(0)); err != nil {
			t.Fatal(err)
		}
	}
	faces := map[int]bool{}
	for i := 0; i < h.LegalCount(); i++ {
		if c := h.LegalAt(i); c.Kind == KPlaceDie {
			faces[int(h.Seat(1).Dice[c.A])] = true
		}
	}
	if len(faces) == 0 {
		t.Fatal("seat 1 places no die after SetRoll")
	}
	if err := g.Apply(g.LegalAt(0)); err != nil {
		t.Fatal(err)
	}
	if g.RollStart() || g.SetRoll(1, [DicePerPlayer]int{1, 1, 1}) {
		t.Fatal("SetRoll took dice after a die was placed")
	}
}
