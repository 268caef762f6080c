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

// TestCardHungryGamesKeepInvariants plays games that draw and play God cards whenever they
// can, so that the draw pile runs out and the discard pile is shuffled into a new one, under
// every rules version; every invariant must hold after every step.
func TestCardHungryGamesKeepInvariants(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	hungry := func(c Choice) bool {
		switch c.Kind {
		case KDrawCard, KPlayGod, KTakePerson:
			return true
		case KPlaceDie:
			return Action(c.B) == ActionHelper
		case KActivate:
			return PersonType(c.B) == PersonGodCards
		}
		return false
	}
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		reshuffles := 0
		for i := 0; i < games; i++ {
			g := newGameRules(t, rules, 2+i%3, uint64(i))
			r := rand.New(rand.NewPCG(uint64(i), 3))
			var pick []Choice
			for steps := 0; !g.Over(); steps++ {
				if steps > 5000 {
					t.Fatalf("seed %d: game did not end", i)
				}
				pick = pick[:0]
				for _, c := range g.Legal() {
					if hungry(c) {
						pick = append(pick, c)
					}
				}
				if len(pick) == 0 || r.IntN(10) == 0 {
					pick = g.Legal()
				}
				deck := g.board.NDeck
				mustApply(t, g, pick[r.IntN(len(pick))])
				if g.board.NDeck > deck+1 {
					reshuffles++
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("rules %d seed %d step %d: %v", rules, i, steps, err)
				}
			}
		}
		if reshuffles == 0 {
			t.Errorf("rules %d: no game ran the draw pile out", rules)
		}
	}
}
