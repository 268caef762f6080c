package gameapp

import (
	"testing"
)

// waiting is a SaveLater scheduler that keeps the flushes it was asked for.
type waiting struct{ flushes []func() }

func (w *waiting) later(flush func()) { w.flushes = append(w.flushes, flush) }

func (w *waiting) run() {
	fs := w.flushes
	w.flushes = nil
	for _, f := range fs {
		f()
	}
}

// storedMoves is the number of decisions in the stored save of s (-1 when there is none).
func storedMoves(t *testing.T, kv *MemKV, l *Library, s *Session) int {
	t.Helper()
	f, _, err := NewSaves(kv).read(keySave + l.Saver(s).ID())
	if err != nil {
		return -1
	}
	return f.Summary.Moves
}

// TestSavesWaitForTheFlush: with SaveLater, decisions are stored when the scheduler flushes,
// a run of them by one write, and never later than anything that reads or replaces the saves.
func TestSavesWaitForTheFlush(t *testing.T) {
	kv := NewMemKV()
	l := OpenLibrary(kv, nil, testClock())
	w := &waiting{}
	l.SaveLater(w.later)
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 5})
	l.Attach(s)
	if got := storedMoves(t, kv, l, s); got != 0 || l.Saver(s).Pending() {
		t.Fatalf("a new game is not stored at once (%d moves stored)", got)
	}
	w.flushes = nil // the one the new game asked for found nothing left to write
	playSome(t, s, 6, 1)
	if got := storedMoves(t, kv, l, s); got != 0 {
		t.Fatalf("decisions stored before the flush (%d moves)", got)
	}
	if len(w.flushes) != 1 || !l.Saver(s).Pending() {
		t.Fatalf("%d flushes asked for 6 decisions, want 1 (pending %v)", len(w.flushes), l.Saver(s).Pending())
	}
	w.run()
	if got := storedMoves(t, kv, l, s); got != 6 {
		t.Fatalf("%d moves stored after the flush, want 6", got)
	}
	f, _ := NewSaves(kv).Load(l.Saver(s).ID())
	if f.Seq != 2 || f.Code != CodeOf(s.Setup(), s.Choices()) {
		t.Fatalf("seq %d (want 2: the new game, then one write for 6 decisions), code stored %v", f.Seq, f.Code == CodeOf(s.Setup(), s.Choices()))
	}

	// every reader flushes first
	readers := []struct {
		name string
		read func()
	}{
		{"List", func() { l.List() }},
		{"Saved", func() { l.Saved(s) }},
		{"ExportCode of the save", func() { l.ExportCode(l.Saver(s).ID(), nil) }},
		{"Find", func() { l.Find(KeyOf(l.Saver(s).ID())) }},
		{"Flush", l.Flush},
	}
	moves := 6
	for _, r := range readers {
		playSome(t, s, 1, uint64(moves))
		moves++
		if got := storedMoves(t, kv, l, s); got != moves-1 {
			t.Fatalf("%s: %d moves stored before it, want %d (still waiting)", r.name, got, moves-1)
		}
		r.read()
		if got := storedMoves(t, kv, l, s); got != moves {
			t.Fatalf("%s: %d moves stored, want %d", r.name, got, moves)
		}
	}
	if len(w.flushes) != len(readers) {
		t.Fatalf("%d flushes asked for, want one per run of decisions (%d)", len(w.flushes), len(readers))
	}
	w.run() // flushes asked for earlier find nothing left to write
	if f2, _ := NewSaves(kv).Load(l.Saver(s).ID()); f2.Seq != f.Seq+uint64(len(readers)) {
		t.Fatalf("seq %d, want %d", f2.Seq, f.Seq+uint64(len(readers)))
	}

	// a new game on the table: the game that leaves keeps its last decision
	playSome(t, s, 1, 99)
	moves++
	s2, _ := NewSession(Setup{Names: []string{"Cleo", "Don"}, Seed: 6})
	old := l.Saver(s).ID()
	l.Attach(s2)
	if f3, _ := NewSaves(kv).Load(old); f3.Summary.Moves != moves {
		t.Fatalf("the game that left the table has %d moves stored, want %d", f3.Summary.Moves, moves)
	}
	if l.Saver(s2).Pending() || storedMoves(t, kv, l, s2) != 0 {
		t.Fatal("the new game is not stored at once")
	}
	if list, _, _ := l.List(); len(list) != 2 {
		t.Fatalf("%d saves, want 2", len(list))
	}
}

// TestWaitingSaveMeetsAnotherTab: a decision of this tab that waits when another tab stores the
// same game becomes a conflict; the other tab's save is kept.
func TestWaitingSaveMeetsAnotherTab(t *testing.T) {
	kv := NewMemKV()
	a := OpenLibrary(kv, nil, testClock())
	a.SaveLater((&waiting{}).later) // this tab's flushes never come by themselves
	sa, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 3})
	a.Attach(sa)
	playSome(t, sa, 4, 1)
	a.Flush()
	b := OpenLibrary(kv, nil, testClock())
	sb, err := b.ResumeLast()
	if err != nil || sb == nil {
		t.Fatal(err)
	}
	b.Attach(sb)
	playSome(t, sb, 2, 2) // written at once: b has no scheduler
	id := b.Saver(sb).ID()
	want, _ := NewSaves(kv).Load(id)
	playSome(t, sa, 1, 3) // waits in a
	a.OtherTabWrote(sa, KeyOf(id))
	if !a.Saver(sa).Status().Conflict || a.Saved(sa) {
		t.Fatal("no conflict after the other tab wrote the game")
	}
	if got, _ := NewSaves(kv).Load(id); got.Code != want.Code || got.Seq != want.Seq {
		t.Fatal("the waiting decision was stored over the other tab's game")
	}
	a.KeepSeparate(sa)
	if a.Saver(sa).ID() == id || a.Saver(sa).Pending() || storedMoves(t, kv, a, sa) != len(sa.Choices()) {
		t.Fatal("keeping the game did not store it at once under a new id")
	}
}
