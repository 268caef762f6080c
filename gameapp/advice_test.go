package gameapp

import (
	"testing"

	"borabora/engine"
	"borabora/engine/bot"
)

// guidePassCode is a position of the guided game as it was dealt before (seed 140) where the
// Medium computer player's suggestion, which the guide gave before the evaluator, was to
// finish Phase B while the learner's Build man could put up a building for 10 points: the
// learner followed every suggestion but placed die 1 on action 5 for their first die (a save
// code of that game).
const guidePassCode = "BB1.AQIBLwDQ_wMDWW91AUEBQowBHgsIegOcVhAFXfCa8ZDlWg_MlBT3HlMK1GtUem6doG8hClEAA6XSAg"

// The guide's known bad advice: on that position the suggestion now builds, and says that it
// scores the building's 10 points now.
func TestGuideAdvisesTheTenPointBuild(t *testing.T) {
	r, err := engine.DecodeRecord(guidePassCode)
	if err != nil {
		t.Fatal(err)
	}
	st := GuideSetup("You", "A", "B")
	st.Seed = r.Config.Seed // 140, the guided game's deal when the advice was given
	s, err := Restore(st, r.Choices)
	if err != nil {
		t.Fatal(err)
	}
	g := s.Game()
	if g.Prompt().Kind != engine.PromptPhaseB || !g.IsLegal(engine.Choice{Kind: engine.KPass}) {
		t.Fatalf("the code no longer leads to the Phase B decision: %+v", g.Prompt())
	}
	old, _ := bot.New(bot.Medium, BotSeed(st.Seed, g.Prompt().Player)).ChooseExplained(g)
	if old.Kind != engine.KPass {
		t.Logf("the Medium player no longer finishes Phase B here (%v)", old)
	}
	c, why, ok := s.Suggest()
	if !ok || c.Kind != engine.KActivate || engine.PersonType(c.B) != engine.PersonBuild {
		t.Fatalf("suggestion %v, want the Build man", c)
	}
	found := false
	for _, r := range why.Now {
		found = found || r.Kind == bot.ReasonPoints && r.Source == engine.SrcBuild && r.VP == 10
	}
	if !found {
		t.Fatalf("the reasons do not say the 10 points of the building: %+v", why)
	}
}

// advicePositions are decisions of games of Medium computer players (2 to 4 seats), every
// `every` decision with more than one choice, as sessions.
func advicePositions(t *testing.T, seeds []uint64, every int) []*Session {
	var out []*Session
	for i, seed := range seeds {
		np := 2 + i%3
		st := Setup{Names: make([]string, np), Seed: seed, Seats: make([]SeatKind, np)}
		for p := range st.Seats {
			st.Seats[p] = BotMedium
		}
		s, err := NewSession(st)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; !s.Game().Over(); k++ {
			if k%every == 0 && s.Game().LegalCount() > 1 {
				r, err := Restore(s.Setup(), s.Choices())
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, r)
			}
			if err := s.Apply(s.NewBot(s.Game().Prompt().Player, 0).Choose(s.Game())); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// A suggestion never gives up 3 or more expected points against the best candidate: over many
// decisions, a second analysis with three times the worlds, other worlds and every legal
// choice judges the suggestion within 3 points of margin of the best it finds.
func TestAdviceNeverGivesUpThreePoints(t *testing.T) {
	seeds := []uint64{61, 62, 63, 64, 65, 66}
	every := 17
	if testing.Short() {
		seeds, every = seeds[:3], 29
	}
	ps := advicePositions(t, seeds, every)
	worst := 0.0
	for _, s := range ps {
		c, _, ok := s.Suggest()
		if !ok {
			t.Fatal("no suggestion")
		}
		ref := bot.NewAnalysis(s.Game(), bot.Options{Worlds: 3 * HintWorlds, Width: -1, Seed: 0xc0ac4})
		for !ref.Step(256) {
		}
		gaps, best := ref.Gaps()
		gap, ok := gaps[c]
		if !ok {
			t.Fatalf("the suggestion %v is not among the legal choices", c)
		}
		worst = max(worst, gap)
		if gap >= 3 {
			t.Errorf("round %d, %+v: the suggestion %v gives up %.1f points against %v",
				s.Game().Round(), s.Game().Prompt(), c, gap, best)
		}
	}
	t.Logf("%d decisions, the worst suggestion %.2f points below the best found", len(ps), worst)
	if len(ps) < 20 {
		t.Fatalf("only %d decisions", len(ps))
	}
}
