package components

import (
	"strings"
	"testing"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestPassScreenOffersUndoToTheMoverOnly: when a person's decision hands the game to another
// person, the pass-device screen offers the mover "Undo my last move" (and the table's Undo is
// off); taking it back returns the game and the device to the mover; once the next person takes
// the device, nothing of the previous person can be taken back.
func TestPassScreenOffersUndoToTheMoverOnly(t *testing.T) {
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 12})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRootWithSession(s)
	offers, undone := 0, 0
	for step := 0; step < 2000 && !s.Game().Over() && offers < 8; step++ {
		if r.c.needsPass() {
			h := plain(app.HTMLString(r))
			if q, ok := s.Handover(); ok {
				offers++
				if !strings.Contains(h, `id="undo-mine"`) || !strings.Contains(h, s.Name(q)+", clicked the wrong thing?") {
					t.Fatalf("step %d: the pass screen does not offer %s to undo", step, s.Name(q))
				}
				if s.CanUndo() {
					t.Fatalf("step %d: the next person's Undo reaches %s's move", step, s.Name(q))
				}
				if offers%2 == 1 {
					n := len(s.Choices())
					r.c.onUndoMine(app.Context{}, app.Event{})
					if len(s.Choices()) >= n || s.Game().Prompt().Player != q || r.c.needsPass() || !r.c.handVisible(q) {
						t.Fatalf("step %d: undo my last move: %d -> %d moves, seat %d decides, pass screen %v", step, n, len(s.Choices()), s.Game().Prompt().Player, r.c.needsPass())
					}
					undone++
					continue
				}
			} else if strings.Contains(h, `id="undo-mine"`) {
				t.Fatalf("step %d: undo offered with no move to take back", step)
			}
			r.c.onTakeDevice(app.Context{}, app.Event{})
			if h := app.HTMLString(r); strings.Contains(h, `id="undo-mine"`) || s.CanUndo() {
				t.Fatalf("step %d: a move of the previous person can be taken back after the next took the device", step)
			}
		}
		l := s.Game().Legal()
		r.c.choose(app.Context{}, l[len(l)-1])
	}
	if offers < 8 || undone < 4 {
		t.Fatalf("%d offers, %d undone", offers, undone)
	}
}

// TestBarOffersUndoWhenNoPassScreen: with open hands no pass-device screen comes between two
// people, so the prompt bar offers the previous person "Undo my last move" until the next
// person decides; the table's Undo never takes back the previous person's move.
func TestBarOffersUndoWhenNoPassScreen(t *testing.T) {
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 31, OpenHands: true})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRootWithSession(s)
	offers := 0
	for step := 0; step < 1500 && !s.Game().Over() && offers < 6; step++ {
		h := plain(app.HTMLString(r))
		q, ok := s.Handover()
		if ok != strings.Contains(h, `class="undo-mine bar-undo"`) {
			t.Fatalf("step %d: handover %v, offer in the bar %v", step, ok, !ok)
		}
		if ok {
			offers++
			if !strings.Contains(h, s.Name(q)+", clicked the wrong thing?") || s.CanUndo() {
				t.Fatalf("step %d: the bar's offer is not %s's, or the table's Undo reaches it", step, s.Name(q))
			}
			if offers%2 == 0 {
				n := len(s.Choices())
				r.c.onUndoMine(app.Context{}, app.Event{})
				if len(s.Choices()) >= n || s.Game().Prompt().Player != q {
					t.Fatalf("step %d: the bar's undo did not take back %s's move", step, s.Name(q))
				}
				continue
			}
		}
		l := s.Game().Legal()
		r.c.choose(app.Context{}, l[len(l)-1])
	}
	if offers < 6 {
		t.Fatalf("only %d offers", offers)
	}
}
