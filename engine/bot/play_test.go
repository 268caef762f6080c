package bot

import (
	"testing"

	"borabora/engine"
)

// playGame plays a whole game with one bot per seat, checking that every choice is legal.
func playGame(t testing.TB, bots []*Bot, seed uint64) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(engine.Config{Players: make([]engine.PlayerConfig, len(bots)), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; !g.Over(); steps++ {
		if steps > 5000 {
			t.Fatalf("seed %d: game did not end", seed)
		}
		c := bots[g.Prompt().Player].Choose(g)
		if !g.IsLegal(c) {
			t.Fatalf("seed %d: bot %v chose illegal %v at %+v", seed, bots[g.Prompt().Player].Level, c, g.Prompt())
		}
		if err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	return g
}
