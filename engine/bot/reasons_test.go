package bot

import (
	"slices"
	"testing"

	"borabora/engine"
)

// firstPosition returns the first position of Medium games where pick finds a choice.
func firstPosition(t *testing.T, pick func(g *engine.Game) (engine.Choice, bool)) (*engine.Game, engine.Choice) {
	t.Helper()
	for seed := uint64(1); seed < 6; seed++ {
		for _, g := range positions(t, 4, seed, 1) {
			if c, ok := pick(g); ok {
				return g, c
			}
		}
	}
	t.Fatal("no such position in five games")
	return nil, engine.Choice{}
}

func findReason(rs []Reason, k ReasonKind) (Reason, bool) {
	i := slices.IndexFunc(rs, func(r Reason) bool { return r.Kind == k })
	if i < 0 {
		return Reason{}, false
	}
	return rs[i], true
}

func TestReasonsNameTheCompletedTask(t *testing.T) {
	g, c := firstPosition(t, func(g *engine.Game) (engine.Choice, bool) {
		if g.Prompt().Kind != engine.PromptTask {
			return engine.Choice{}, false
		}
		for _, c := range g.Legal() {
			if c.Kind == engine.KCompleteTask && c.B == engine.PayNone {
				return c, true
			}
		}
		return engine.Choice{}, false
	})
	task := g.Seat(g.Prompt().Player).Tasks[c.A]
	rs := New(Medium, 1).Explain(g, c)
	r, ok := findReason(rs, ReasonTaskCompleted)
	if !ok || r.Task != task || r.VP != 6 {
		t.Fatalf("completing task %d (%v): reasons %+v", task, c, rs)
	}
}

func TestReasonsNameThePriests(t *testing.T) {
	g, c := firstPosition(t, func(g *engine.Game) (engine.Choice, bool) {
		if g.Prompt().Kind != engine.PromptTemple {
			return engine.Choice{}, false
		}
		return g.LegalAt(0), true
	})
	seat := g.Prompt().Player
	b := New(Hard, 1)
	d := g.Determinize(seat, b.decisionSeed(g))
	r, ok := findReason(b.allReasons(d, seat, c, false), ReasonTemple)
	if !ok || r.VP <= 0 || r.N != priestsOf(g, seat)+1 {
		t.Fatalf("placing a priest (%d in the temple before): %+v", priestsOf(g, seat), r)
	}
}

// Reasons are at most MaxReasons, biggest first, each worth something, and the same for the
// same bot; a choice that is not legal has none.
func TestReasonsAreFewSortedAndReproducible(t *testing.T) {
	some := 0
	for _, g := range positions(t, 3, 8, 5) {
		for _, b := range []*Bot{New(Medium, 3), fastHard(3)} {
			c, rs := b.ChooseExplained(g)
			if c != b.Choose(g) {
				t.Fatalf("%v: ChooseExplained chose %v, Choose %v", b.Level, c, b.Choose(g))
			}
			if len(rs) > MaxReasons {
				t.Fatalf("%d reasons", len(rs))
			}
			for i, r := range rs {
				if r.VP <= 0.1 || r.Kind == 0 || i > 0 && r.VP > rs[i-1].VP {
					t.Fatalf("reasons %+v", rs)
				}
			}
			if len(rs) > 0 {
				some++
			}
			if _, again := b.ChooseExplained(g); !slices.Equal(rs, again) {
				t.Fatalf("reasons %+v, then %+v", rs, again)
			}
		}
	}
	if some == 0 {
		t.Fatal("no decision gave a reason")
	}
	g := positions(t, 3, 8, 5)[0]
	if rs := New(Medium, 3).Explain(g, engine.Choice{Kind: engine.KTakeTask, A: 99}); rs != nil {
		t.Fatalf("reasons for an illegal choice: %+v", rs)
	}
}
