package gameapp

import (
	"errors"
	"slices"
	"testing"

	"borabora/engine"
)

type fakeStore struct {
	n       int
	choices []engine.Choice
}

func (f *fakeStore) Saved(_ Setup, c []engine.Choice) {
	f.n++
	f.choices = append([]engine.Choice(nil), c...)
}

func newTwo(t *testing.T) *Session {
	t.Helper()
	s, err := NewSession(Setup{Names: []string{"Ana", "Bo"}, Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestApplyAndLog(t *testing.T) {
	s := newTwo(t)
	st := &fakeStore{}
	s.SetPersister(st)
	r0 := s.Rev()
	c := s.Game().LegalAt(0)
	p := s.Game().Prompt().Player
	if err := s.Apply(c); err != nil {
		t.Fatal(err)
	}
	if s.Rev() == r0 {
		t.Fatal("rev did not change")
	}
	if len(s.Log()) != 1 || s.Log()[0].Choice != c || s.Log()[0].Player != p {
		t.Fatalf("log: %+v", s.Log())
	}
	if len(s.Log()[0].Events) == 0 {
		t.Fatal("no events logged")
	}
	if st.n != 2 || len(st.choices) != 1 {
		t.Fatalf("persister: %d calls, %v", st.n, st.choices)
	}
}

func TestIllegalRejected(t *testing.T) {
	s := newTwo(t)
	r0 := s.Rev()
	err := s.Apply(engine.Choice{Kind: engine.KBuild, A: 6, B: 3})
	if !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("want ErrIllegal, got %v", err)
	}
	if s.Rev() != r0 || len(s.Choices()) != 0 {
		t.Fatal("state changed")
	}
}

func TestUndoToFloor(t *testing.T) {
	s := newTwo(t)
	// play until a decision with a nonzero undo span, then undo to the floor
	for i := 0; i < 400 && !s.Game().Over(); i++ {
		before := append([]engine.Choice(nil), s.Choices()...)
		if err := s.Apply(s.Game().LegalAt(s.Game().LegalCount() - 1)); err != nil {
			t.Fatal(err)
		}
		if !s.CanUndo() {
			continue
		}
		floor := s.Game().UndoFloor()
		e, ok := s.UndoPreview()
		if !ok || e.Choice != s.Choices()[len(s.Choices())-1] {
			t.Fatal("preview does not match the last choice")
		}
		for s.CanUndo() {
			if err := s.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		if len(s.Choices()) != floor {
			t.Fatalf("undo stopped at %d, floor %d", len(s.Choices()), floor)
		}
		if len(s.Log()) != len(s.Choices()) {
			t.Fatal("log out of step with choices")
		}
		if err := s.Undo(); !errors.Is(err, ErrNoUndo) {
			t.Fatalf("undo below the floor: %v", err)
		}
		if !slices.Equal(s.Choices(), before[:floor]) {
			t.Fatalf("undo to the floor left %v, want the first %d of %v", s.Choices(), floor, before)
		}
		// replay forward again to check determinism of the rest
		r, err := Restore(s.Setup(), s.Choices())
		if err != nil {
			t.Fatal(err)
		}
		if r.Game().Prompt() != s.Game().Prompt() {
			t.Fatal("restore differs")
		}
		return
	}
	t.Fatal("never found an undoable choice")
}

func TestRestoreBadRecord(t *testing.T) {
	_, err := Restore(Setup{Names: []string{"A", "B"}, Seed: 1}, []engine.Choice{{Kind: engine.KBuild, A: 1}})
	if err == nil {
		t.Fatal("bad record accepted")
	}
	if _, err := NewSession(Setup{Names: []string{"solo"}}); err == nil {
		t.Fatal("one player accepted")
	}
}
