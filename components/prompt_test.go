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

// TestPlaceDiePromptNamesOnlyPlayableGods plays random games: at every die placement with no
// God played yet, the question offers a Blue or a White God exactly when the engine offers to
// play it now.
func TestPlaceDiePromptNamesOnlyPlayableGods(t *testing.T) {
	seen := map[[2]bool]int{}
	for seed := uint64(1); seed <= 12; seed++ {
		np := 2 + int(seed%3)
		g, err := engine.NewGame(engine.Config{Players: make([]engine.PlayerConfig, np), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 17))
		for !g.Over() {
			pr := g.Prompt()
			legal := g.Legal()
			if p := g.Seat(pr.Player); pr.Kind == engine.PromptPlaceDie && !p.BluePending && !p.WhitePending {
				blue, white := false, false
				for _, c := range legal {
					blue = blue || c.Kind == engine.KPlayGod && engine.God(c.A) == engine.Blue
					white = white || c.Kind == engine.KPlayGod && engine.God(c.A) == engine.White
				}
				seen[[2]bool{blue, white}]++
				text := promptText(g, legal, "Ana")
				if strings.Contains(text, "Blue") != blue || strings.Contains(text, "White") != white {
					t.Fatalf("seed %d: Blue God open %v, White God open %v, but the question says %q", seed, blue, white, text)
				}
				if !strings.HasPrefix(text, "Ana: place a die on an action") {
					t.Fatalf("seed %d: the question says %q", seed, text)
				}
			}
			if err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen[[2]bool{false, false}] == 0 || seen[[2]bool{true, true}] == 0 || seen[[2]bool{true, false}]+seen[[2]bool{false, true}] == 0 {
		t.Fatalf("die placements seen (Blue open, White open): %v", seen)
	}
	t.Logf("die placements seen (Blue open, White open): %v", seen)
}
