package components

import (
	"math/rand/v2"
	"strings"
	"testing"

	"borabora/engine"
)

// TestPhaseBPromptOffersGreenOnlyWhenOpen plays random games that play a Green God whenever
// one is open: at every Phase B decision the engine offers no second Green God once one is
// played, and the question never offers a Green God the engine does not offer (the question
// names none: an open Green God is a button of the prompt bar).
func TestPhaseBPromptOffersGreenOnlyWhenOpen(t *testing.T) {
	played, offered, plain := 0, 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		np := 2 + int(seed%3)
		g, err := engine.NewGame(engine.Config{Players: make([]engine.PlayerConfig, np), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 11))
		for !g.Over() {
			pr := g.Prompt()
			legal := g.Legal()
			if pr.Kind == engine.PromptPhaseB {
				text := promptText(g, legal, "Ana")
				pending := g.Seat(pr.Player).GreenPending
				switch {
				case pending:
					played++
					if greenOpen(legal) {
						t.Fatalf("seed %d: the engine offers a second Green God in one Phase B", seed)
					}
					if strings.Contains(text, "Green God") {
						t.Fatalf("seed %d: with a Green God played the question offers another: %q", seed, text)
					}
				case greenOpen(legal):
					offered++
				default:
					plain++
					if strings.Contains(text, "Green God") {
						t.Fatalf("seed %d: no Green God is open (used: %v) but the question offers one: %q", seed, g.Seat(pr.Player).GreenUsed, text)
					}
				}
			}
			c := legal[rng.IntN(len(legal))]
			for _, l := range legal {
				if l.Kind == engine.KPlayGod && engine.God(l.A) == engine.Green {
					c = l
				}
			}
			if err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	if played == 0 || offered == 0 || plain == 0 {
		t.Fatalf("Phase B decisions seen: %d with a Green God played, %d with one offered, %d with none", played, offered, plain)
	}
	t.Logf("Phase B decisions: %d with a Green God played, %d with one offered, %d with none", played, offered, plain)
}

// greenOpen reports whether legal offers to play a Green God.
func greenOpen(legal []engine.Choice) bool {
	for _, c := range legal {
		if c.Kind == engine.KPlayGod && engine.God(c.A) == engine.Green {
			return true
		}
	}
	return false
}
