package bot

import (
	"math"
	"testing"

	"borabora/engine"
)

// rollStarts plays a game with Medium bots and gives the game at each round's rolls.
func rollStarts(t *testing.T, players int, seed uint64) []*engine.Game {
	t.Helper()
	g := newGame(t, players, seed)
	var out []*engine.Game
	b := New(Medium, seed)
	for !g.Over() {
		if g.RollStart() {
			out = append(out, g.Clone())
		}
		if err := g.Apply(b.Choose(g)); err != nil {
			t.Fatal(err)
		}
	}
	if len(out) != engine.Rounds {
		t.Fatalf("%d roll starts, want one a round", len(out))
	}
	return out
}

// Luck is measured against the average roll: weighed by their chances, the lucks of every roll
// a seat could have made in a position sum to nothing.
func TestLuckOfEveryRollAveragesToNothing(t *testing.T) {
	g := rollStarts(t, 3, 4)[2]
	for p := 0; p < 2; p++ {
		var sum, spread float64
		for i, r := range rolls {
			h := g.Clone()
			if !h.SetRoll(p, r) {
				t.Fatal("SetRoll refused at a round's rolls")
			}
			l, ok := Luck(h, p, 7)
			if !ok {
				t.Fatal("no luck at a round's rolls")
			}
			sum += l * float64(rollWeights[i]) / 216
			spread = max(spread, math.Abs(l))
		}
		if math.Abs(sum) > 1e-9 {
			t.Errorf("seat %d: the lucks of every roll average to %g", p, sum)
		}
		if spread < 1 {
			t.Errorf("seat %d: every roll is worth the same (%g at most from the average)", p, spread)
		}
	}
}

// A roll's luck depends on the seat's view only, and the same seed gives the same figure.
func TestLuckDependsOnlyOnTheSeatsView(t *testing.T) {
	checked := 0
	for _, g := range rollStarts(t, 4, 11) {
		for p := 0; p < 4; p++ {
			h := g.Redeal(p, 321)
			a, ok1 := Luck(g, p, 5)
			b, ok2 := Luck(h, p, 5)
			c, _ := Luck(g, p, 5)
			if !ok1 || !ok2 || a != b || a != c {
				t.Fatalf("round %d seat %d: luck %v (%v), another deal of the hidden cards %v (%v), again %v", g.Round(), p, a, ok1, b, ok2, c)
			}
			for q := 0; q < 4; q++ {
				if q != p && g.Hand(q) != h.Hand(q) {
					checked++
				}
			}
		}
	}
	if checked < 5 {
		t.Fatalf("only %d hands dealt differently", checked)
	}
}

// Luck is weighed only where the dice were just rolled.
func TestLuckOnlyAtTheRolls(t *testing.T) {
	g := rollStarts(t, 2, 3)[1]
	if err := g.Apply(g.LegalAt(0)); err != nil {
		t.Fatal(err)
	}
	if _, ok := Luck(g, 0, 1); ok {
		t.Fatal("luck weighed after a decision of Phase A")
	}
}

// BenchmarkLuckNoise: how far one weighing of a roll lies from another with other worlds, at
// LuckWorlds worlds, over every roll of three 3-player games of Medium players; and the size
// of the figure itself (docs/bots.md, "The luck of the dice").
// go test ./engine/bot -run XXX -bench LuckNoise -benchtime 1x
func BenchmarkLuckNoise(b *testing.B) {
	for range b.N {
		var sq, size float64
		n := 0
		for seed := uint64(1); seed <= 3; seed++ {
			g, _ := engine.NewGame(engine.Config{Players: make([]engine.PlayerConfig, 3), Seed: seed})
			m := New(Medium, 1)
			for !g.Over() {
				if g.RollStart() {
					for p := 0; p < 3; p++ {
						x, _ := Luck(g, p, 9)
						y, _ := Luck(g, p, 10)
						sq += (x - y) * (x - y)
						size += math.Abs(x)
						n++
					}
				}
				if err := g.Apply(m.Choose(g)); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(math.Sqrt(sq/float64(n)/2), "sd-points")
		b.ReportMetric(size/float64(n), "mean-abs-points")
		b.ReportMetric(float64(n), "rolls")
	}
}
