package coach

import (
	"testing"

	"borabora/engine"
	"borabora/engine/bot"
)

// The coach judges players as strong as Hard: in a game of Hard against two Medium players,
// Hard's accuracy over its graded decisions is below 100%, where the evaluator that searched
// as Hard does (the coach's edition 3) gave it more. Master's search, with more rollouts than
// any level that plays, finds better moves than some of Hard's.
func TestCoachJudgesHardBelowPerfect(t *testing.T) {
	g, err := engine.NewGame(engine.Config{Seed: 33, Players: []engine.PlayerConfig{{Name: "H"}, {Name: "M1"}, {Name: "M2"}}})
	if err != nil {
		t.Fatal(err)
	}
	bots := []*bot.Bot{bot.New(bot.Hard, 1), bot.New(bot.Medium, 2), bot.New(bot.Medium, 3)}
	var master, hard []Verdict
	for !g.Over() && len(master) < 40 {
		c := bots[g.Prompt().Player].Choose(g)
		if g.Prompt().Player == 0 && Graded(g) {
			seed := Seed(33, len(g.Choices()))
			v, ok := Judge(g, c, seed, 64, nil)
			h, ok2 := judgeWith(g, c, bot.Options{Include: []engine.Choice{c}, Seed: seed}, 64, nil)
			if !ok || !ok2 {
				t.Fatal("no verdict")
			}
			master, hard = append(master, v), append(hard, h)
		}
		if err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	n := len(g.Choices()) + 1
	am, ah := FiguresOf(master, 3, n).Seats[0], FiguresOf(hard, 3, n).Seats[0]
	t.Logf("Hard's accuracy over %d decisions: %d%% by the coach (Master), %d%% by Hard's search; by Master %v", am.Graded, am.Accuracy, ah.Accuracy, am.Counts)
	if am.Graded < 40 || am.Accuracy >= 100 {
		t.Fatalf("Hard graded %d decisions at %d%% accuracy", am.Graded, am.Accuracy)
	}
}
