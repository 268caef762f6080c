package engine

import (
	"math/rand/v2"
	"testing"
)

// playRandom plays a whole game under the current rules choosing uniformly among legal
// choices, calling check after every step.
func playRandom(t testing.TB, players int, seed uint64, check func(g *Game) error) *Game {
	return playRandomRules(t, RulesVersion, players, seed, check)
}

// playRandomRules is playRandom under the given rules version.
func playRandomRules(t testing.TB, rules, players int, seed uint64, check func(g *Game) error) *Game {
	cfg := Config{Seed: seed, Rules: rules}
	for i := 0; i < players; i++ {
		cfg.Players = append(cfg.Players, PlayerConfig{Name: string(rune('A' + i))})
	}
	g, err := NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 99))
	for steps := 0; !g.Over(); steps++ {
		if steps > 5000 {
			t.Fatalf("seed %d: game did not end", seed)
		}
		n := g.LegalCount()
		if n == 0 {
			t.Fatalf("seed %d: no legal choice but game not over (prompt %+v)", seed, g.Prompt())
		}
		c := g.LegalAt(r.IntN(n))
		if err := g.Apply(c); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if check != nil {
			if err := check(g); err != nil {
				t.Fatalf("seed %d step %d after %v: %v", seed, steps, c, err)
			}
		}
	}
	return g
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 2100
	if testing.Short() {
		games = 300
	}
	for i := 0; i < games; i++ {
		players := 2 + i%3
		var evVP [4]int
		g0, _ := NewGame(Config{Players: make([]PlayerConfig, players), Seed: uint64(i)})
		for _, e := range g0.Events() {
			if e.Kind == EvVP {
				evVP[e.Player] += int(e.N)
			}
		}
		playRandom(t, players, uint64(i), func(g *Game) error {
			if err := g.CheckInvariants(); err != nil {
				return err
			}
			for _, e := range g.Events() {
				if e.Kind == EvVP {
					evVP[e.Player] += int(e.N)
				}
			}
			for p, s := range g.Scores() {
				b := g.Breakdown(p)
				sum := 0
				for _, v := range b {
					sum += v
				}
				if sum != s {
					return errorf("breakdown %d != score %d", sum, s)
				}
				if evVP[p] != s {
					return errorf("player %d: events add to %d VP, score is %d", p, evVP[p], s)
				}
			}
			return nil
		})
	}
}

func BenchmarkRandomGame4P(b *testing.B) {
	b.ReportAllocs()
	decisions := 0
	for i := 0; i < b.N; i++ {
		g := playRandom(b, 4, uint64(i), nil)
		decisions += len(g.choices)
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
}
