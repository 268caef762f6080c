package gameapp

import (
	"math/rand/v2"
	"testing"
)

// TestUndoIsPersonal plays games of people (and people with a computer player) at random and
// checks at every decision that the table's Undo only ever takes back a decision of the person
// it acts for, that the previous person's last decision is offered to that person alone until
// the next person takes the device (Seal), and that a sealed decision stays sealed after a
// reload.
func TestUndoIsPersonal(t *testing.T) {
	handovers, undoneByOwner, sealed := 0, 0, 0
	for _, seats := range [][]SeatKind{{Person, Person}, {Person, Person, Person}, {Person, BotEasy, Person}} {
		for seed := uint64(1); seed <= 6; seed++ {
			names := []string{"Ana", "Ben", "Cy"}[:len(seats)]
			s, err := NewSession(Setup{Names: names, Seed: seed, Seats: seats})
			if err != nil {
				t.Fatal(err)
			}
			kv := NewMemKV()
			NewAutoSaver(NewSaves(kv), "g", func() int64 { return 1 }).Attach(s)
			rng := rand.New(rand.NewPCG(seed, uint64(len(seats))))
			for step := 0; step < 400 && !s.Game().Over(); step++ {
				u := s.Undoer()
				if p := s.Game().Prompt().Player; !s.IsBot(p) && u != p {
					t.Fatalf("Undo acts for %d while person %d decides", u, p)
				}
				if e, _, ok := s.UndoPreviewBots(); ok && e.Player != u {
					t.Fatalf("step %d: Undo for %d would take back %d's decision", step, u, e.Player)
				}
				if q, ok := s.Handover(); ok {
					handovers++
					if q == s.Game().Prompt().Player || s.CanUndo() {
						t.Fatalf("step %d: the next person's Undo reaches %d's decision", step, q)
					}
					switch rng.IntN(3) {
					case 0: // the person who moved takes it back
						e, nb, _ := s.UndoPreviewFor(q)
						n := len(s.Choices())
						if err := s.UndoFor(q); err != nil {
							t.Fatal(err)
						}
						if len(s.Choices()) != n-1-nb || s.Game().Prompt().Player != q || e.Player != q {
							t.Fatalf("step %d: undo for %d went from %d to %d choices (%d computer moves), %d decides",
								step, q, n, len(s.Choices()), nb, s.Game().Prompt().Player)
						}
						undoneByOwner++
					case 1: // the next person takes the device: nobody can take it back now
						if !s.Seal() {
							t.Fatal("Seal did nothing at a handover")
						}
						sealed++
						if _, ok := s.Handover(); ok || s.CanUndoFor(q) || s.UndoFor(q) == nil {
							t.Fatalf("step %d: %d's decision can be taken back after the next person took the device", step, q)
						}
						if s2 := reloadSave(t, kv, "g"); s2.CanUndoFor(q) || s2.CanUndo() {
							t.Fatalf("step %d: after a reload %d's sealed decision can be taken back", step, q)
						}
					}
				} else if n := s.UndoSticky(); s.Seal() || s.UndoSticky() != n {
					t.Fatalf("step %d: Seal changed the floor without a handover", step)
				}
				var c = s.Game().LegalAt(rng.IntN(s.Game().LegalCount()))
				if p, bot := s.BotTurn(); bot {
					c = s.NewBot(p, 8).Choose(s.Game())
				}
				if err := s.Apply(c); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if handovers < 50 || undoneByOwner < 10 || sealed < 10 {
		t.Fatalf("only %d handovers, %d undone by their owner, %d sealed", handovers, undoneByOwner, sealed)
	}
}

// reloadSave opens save id of kv as a reload does (a fresh store, the stored game resumed).
func reloadSave(t *testing.T, kv KV, id string) *Session {
	t.Helper()
	f, err := NewSaves(kv).Load(id)
	if err != nil {
		t.Fatal(err)
	}
	s, err := ResumeSave(f)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
