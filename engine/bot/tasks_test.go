package bot

import (
	"flag"
	"testing"

	"borabora/engine"
)

var taskGames = flag.Int("taskgames", 40, "games per rules version in TestNoTaskTurnForcesAYellowGod")

// taskTurns counts, over games of medium computer players, the Phase C task decisions
// (not the final ones) where no task can be completed without a Yellow God but one can with
// it, and among them those where only Yellow God completions are open, and those where the
// player surrendered.
type taskTurns struct{ turns, yellowNeeded, yellowOnly, surrendered int }

func countTaskTurns(t *testing.T, rules, games int) taskTurns {
	var n taskTurns
	for i := 0; i < games; i++ {
		np := 2 + i%3
		seed := uint64(5000 + i)
		g, err := engine.NewGame(engine.Config{Players: make([]engine.PlayerConfig, np), Seed: seed, Rules: rules})
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]*Bot, np)
		for p := range bots {
			bots[p] = New(Medium, seed*8+uint64(p))
		}
		for steps := 0; !g.Over(); steps++ {
			if steps > 5000 {
				t.Fatalf("seed %d: game did not end", seed)
			}
			c := bots[g.Prompt().Player].Choose(g)
			if g.Prompt().Kind == engine.PromptTask {
				n.turns++
				plain, yellow, other := 0, 0, 0
				for _, l := range g.Legal() {
					switch {
					case l.Kind == engine.KCompleteTask && l.B == engine.PayNone:
						plain++
					case l.Kind == engine.KCompleteTask:
						yellow++
					default:
						other++
					}
				}
				if plain == 0 && yellow > 0 {
					n.yellowNeeded++
					if other == 0 {
						n.yellowOnly++
					}
					if c.Kind == engine.KSurrenderTask {
						n.surrendered++
					}
				}
			}
			if err := g.Apply(c); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	return n
}

// TestNoTaskTurnForcesAYellowGod plays medium computer players under rules 1 and the current
// rules: under rules 1 some task turns open only Yellow God completions (the rule these old
// records were played by); under the current rules none does. For the figures over more
// games: go test ./engine/bot -run TestNoTaskTurnForcesAYellowGod -v -taskgames 300
func TestNoTaskTurnForcesAYellowGod(t *testing.T) {
	games := *taskGames
	if testing.Short() {
		games = min(games, 12)
	}
	old := countTaskTurns(t, 1, games)
	now := countTaskTurns(t, engine.RulesVersion, games)
	t.Logf("%d games per rules version (2-4 medium players, seeds 5000-%d)", games, 5000+games-1)
	for _, r := range []struct {
		rules int
		n     taskTurns
	}{{1, old}, {engine.RulesVersion, now}} {
		t.Logf("rules %d: %d task turns; no task without a Yellow God but one with it: %d; only Yellow completions open: %d (%.1f%% of task turns); surrendered in such turns: %d",
			r.rules, r.n.turns, r.n.yellowNeeded, r.n.yellowOnly, 100*float64(r.n.yellowOnly)/float64(max(r.n.turns, 1)), r.n.surrendered)
	}
	if now.yellowOnly != 0 {
		t.Errorf("rules %d: %d task turns offered only Yellow God completions", engine.RulesVersion, now.yellowOnly)
	}
	if old.yellowOnly == 0 || old.surrendered != 0 {
		t.Errorf("rules 1 no longer plays as recorded: %d Yellow-only turns, %d surrenders among them", old.yellowOnly, old.surrendered)
	}
}
