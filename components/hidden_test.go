package components

import (
	"math/rand/v2"
	"strings"
	"testing"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestCoveredTableHoldsNothingOfTheHiddenHand plays hot-seat games and, at every pass-device
// screen, draws the covered table twice: for the real game and for the same game with every
// hand but one other seat's dealt anew (engine.Determinize), so the deciding player's hand
// differs while everything public stays. Both drawings must be identical: nothing on the page
// may depend on that hand before its owner takes the device. The game then goes on through the
// table (the device taken, a choice clicked).
func TestCoveredTableHoldsNothingOfTheHiddenHand(t *testing.T) {
	differentHands, godOffers := 0, 0
	for np := 2; np <= 4; np++ {
		s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Bo", "Cy", "Di"}[:np], Seed: uint64(900 + np)})
		if err != nil {
			t.Fatal(err)
		}
		r := NewRootWithSession(s)
		rng := rand.New(rand.NewPCG(uint64(np), 77))
		for step := 0; step < 1500 && !s.Game().Over(); step++ {
			g := s.Game()
			if r.c.needsPass() {
				p := g.Prompt().Player
				viewer := (p + 1) % np // anyone but the deciding player
				for k := uint64(0); k < 3; k++ {
					det := g.Determinize(viewer, uint64(step)*7+k)
					if det.Hand(p) != g.Hand(p) {
						differentHands++
					}
					rv, dv := r.c.tableView(g, true), r.c.tableView(det, true)
					real := canonical(app.HTMLString(&part{Lang: Language(), Act: r.c, View: &rv}))
					other := canonical(app.HTMLString(&part{Lang: Language(), Act: r.c, View: &dv}))
					if real != other {
						i := 0
						for i < len(real) && i < len(other) && real[i] == other[i] {
							i++
						}
						t.Fatalf("%d players, step %d: the covered table depends on %s's hidden hand:\n real: %.300s\nother: %.300s",
							np, step, s.Name(p), real[max(0, i-150):], other[max(0, i-150):])
					}
				}
				h := app.HTMLString(r)
				if strings.Contains(h, "data-choice=") {
					t.Fatalf("step %d: a choice is in the page under the pass-device screen", step)
				}
				for _, c := range g.Legal() {
					if c.Kind == engine.KPlayGod {
						godOffers++
						if strings.Contains(h, choiceLabel(g, c)) {
							t.Fatalf("step %d: %q is in the page under the pass-device screen", step, choiceLabel(g, c))
						}
					}
				}
				r.c.onTakeDevice(app.Context{}, app.Event{})
			}
			l := g.Legal()
			r.c.choose(app.Context{}, l[rng.IntN(len(l))])
		}
	}
	if differentHands < 20 || godOffers < 5 {
		t.Fatalf("the test saw only %d covered tables with another hand dealt and %d God offers", differentHands, godOffers)
	}
}

// TestCardTasksOfHiddenHandsShowNoMark: whether a task that counts God cards is met shows only
// to the player whose cards are visible.
func TestCardTasksOfHiddenHandsShowNoMark(t *testing.T) {
	var seen [2]int // marks checked with the hand hidden, with it visible
	for seed := uint64(1); seed < 40 && (seen[0] < 20 || seen[1] < 20); seed++ {
		cardTaskMarks(t, seed, &seen)
	}
	if seen[0] < 20 || seen[1] < 20 {
		t.Fatalf("only %v marks of tasks counting God cards came up (hand hidden, visible)", seen)
	}
}

func cardTaskMarks(t *testing.T, seed uint64, seen *[2]int) {
	t.Helper()
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Bo", "Cy"}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRootWithSession(s)
	rng := rand.New(rand.NewPCG(seed, 5))
	for step := 0; step < 3000 && !s.Game().Over(); step++ {
		g := s.Game()
		if r.c.needsPass() {
			r.c.onTakeDevice(app.Context{}, app.Event{})
		}
		tn := r.c.turnOf(g, r.c.needsPass())
		for p := 0; p < g.NumPlayers(); p++ {
			for _, tk := range g.Seat(p).Tasks {
				if tk < 0 || !cardTask(int(tk)) {
					continue
				}
				large := p == g.Prompt().Player
				bv := r.c.boardViewOf(tn, r.c.looks(), p, large)
				h := app.HTMLString(tasksOf(r.c, &bv, !large))
				secret := strings.Contains(h, `class="mark unknown"`)
				if secret == r.c.handVisible(p) {
					t.Fatalf("step %d: seat %d's card task, hand visible %v, secret mark %v", step, p, r.c.handVisible(p), secret)
				}
				if r.c.handVisible(p) {
					seen[1]++
				} else {
					seen[0]++
				}
			}
		}
		l := g.Legal()
		r.c.choose(app.Context{}, l[rng.IntN(len(l))])
	}
}
