package gameapp

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"borabora/engine"
)

func TestResumeSaveKeepsTableOptionsAndPosition(t *testing.T) {
	kv := NewMemKV()
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben", "Cy"}, Colours: []int{4, 2, 0}, Seed: 9, OpenHands: true})
	a := NewAutoSaver(NewSaves(kv), "g", func() int64 { return 5 })
	a.Attach(s)
	playSome(t, s, 25, 3)
	f, err := NewSaves(kv).Load("g")
	if err != nil {
		t.Fatal(err)
	}
	r, err := ResumeSave(f)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Setup(); !got.OpenHands || got.Colours[0] != 4 || got.Colours[1] != 2 || got.Colours[2] != 0 || got.Names[2] != "Cy" {
		t.Errorf("setup %+v", got)
	}
	if r.Game().Prompt() != s.Game().Prompt() || len(r.Log()) != len(s.Log()) {
		t.Errorf("resumed at another position")
	}
	// a save whose colours make no sense falls back to the defaults instead of failing
	f.Setup.Colours = []int{1, 1}
	if r, err := ResumeSave(f); err != nil || r.Colour(1) != 1 || r.Colour(2) != 2 {
		t.Errorf("bad colours: %v", err)
	}
	f.Code = f.Code[:len(f.Code)-3]
	if r, err := ResumeSave(f); err == nil || r != nil {
		t.Errorf("cut code resumed")
	}
}

// Two tabs on one game: the tab that opens the game second does not write until it plays, the
// first tab's move makes the second stale, and the second's move is refused.
func TestSecondTabOpeningAGameDoesNotStealIt(t *testing.T) {
	kv := NewMemKV()
	now := func() int64 { return 7 }
	tabA := NewSaves(kv)
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 11})
	a := NewAutoSaver(tabA, "g", now)
	a.Attach(s)
	playSome(t, s, 3, 1)

	tabB := NewSaves(kv)
	f, err := tabB.Load("g")
	if err != nil {
		t.Fatal(err)
	}
	sb, err := ResumeSave(f)
	if err != nil {
		t.Fatal(err)
	}
	b := NewAutoSaver(tabB, "g", now)
	b.AttachLoaded(sb, f)
	if g, _ := NewSaves(kv).Load("g"); g.Seq != f.Seq {
		t.Fatalf("opening the game in tab B wrote it (seq %d -> %d)", f.Seq, g.Seq)
	}
	if b.CheckStale() {
		t.Fatal("fresh tab B is stale")
	}

	playSome(t, s, 1, 2) // tab A plays on
	if !a.Status().OK {
		t.Fatalf("tab A refused: %+v", a.Status())
	}
	if !b.CheckStale() || !b.Status().Conflict || !errors.Is(b.Status().Err, ErrConflict) {
		t.Fatalf("tab B did not notice: %+v", b.Status())
	}
	want, _ := NewSaves(kv).Load("g")
	playSome(t, sb, 2, 9) // tab B plays anyway: the game goes on there, nothing is written
	if got, _ := NewSaves(kv).Load("g"); got.Code != want.Code || got.Seq != want.Seq {
		t.Errorf("tab B overwrote tab A's game")
	}
	if len(sb.Choices()) != 5 {
		t.Errorf("tab B's game stopped")
	}
}

func TestStaleWhenDeletedOrDamagedElsewhere(t *testing.T) {
	kv := NewMemKV()
	tab := NewSaves(kv)
	if stale, err := tab.Stale("g"); stale || err != nil {
		t.Errorf("never-seen save stale: %v %v", stale, err)
	}
	tab.Write(sampleSave("g"), 1)
	if stale, _ := tab.Stale("g"); stale {
		t.Error("own write stale")
	}
	kv.M[KeyOf("g")] = "{oops"
	if stale, _ := tab.Stale("g"); !stale {
		t.Error("damaged by another tab: not stale")
	}
	delete(kv.M, KeyOf("g"))
	if stale, _ := tab.Stale("g"); !stale {
		t.Error("deleted by another tab: not stale")
	}
	if !IsSaveKey(KeyOf("x")) || IsSaveKey("other") {
		t.Error("IsSaveKey")
	}
}

func TestUnchangedGameIsNotRewritten(t *testing.T) {
	kv := NewMemKV()
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 2})
	a := NewAutoSaver(NewSaves(kv), "g", func() int64 { return 1 })
	a.Attach(s)
	playSome(t, s, 2, 1)
	f, _ := NewSaves(kv).Load("g")
	s.SetPersister(a) // told again with the same game
	if g, _ := NewSaves(kv).Load("g"); g.Seq != f.Seq {
		t.Errorf("unchanged game rewritten: %d -> %d", f.Seq, g.Seq)
	}
	if !StorageFull(errors.New("QuotaExceededError: the quota has been exceeded")) || StorageFull(errors.New("SecurityError")) {
		t.Error("StorageFull")
	}
}

// TestUndoFloorSurvivesAReload: after undoing a person's whole run of decisions, a reload must
// not let undo go on into the previous person's decisions.
func TestUndoFloorSurvivesAReload(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 60; seed++ {
		s, err := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 4))
		stop := 5 + r.IntN(150)
		for i := 0; i < stop && !s.Game().Over(); i++ {
			if err := s.Apply(s.Game().LegalAt(r.IntN(s.Game().LegalCount()))); err != nil {
				t.Fatal(err)
			}
		}
		undone := 0
		for s.CanUndo() {
			if err := s.Undo(); err != nil {
				t.Fatal(err)
			}
			undone++
		}
		if undone == 0 {
			continue
		}
		kv := NewMemKV()
		NewAutoSaver(NewSaves(kv), "g", func() int64 { return 1 }).Attach(s)
		s2 := reloadSave(t, kv, "g")
		checked++
		if s2.CanUndo() {
			t.Fatalf("seed %d: after a reload undo reaches past the floor of earlier undos", seed)
		}
	}
	if checked < 10 {
		t.Fatalf("only %d games reached an undo", checked)
	}
}

// A game begun under rules 1 (a save or code from an earlier build) goes on under rules 1:
// resumed, imported, autosaved and exported, it keeps its rules version; a new game plays the
// engine's current rules.
func TestGameKeepsItsRulesVersion(t *testing.T) {
	fresh, err := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if fresh.Game().Rules() != engine.RulesVersion || fresh.Setup().Rules != engine.RulesVersion {
		t.Fatalf("new game: rules %d, setup %d", fresh.Game().Rules(), fresh.Setup().Rules)
	}
	g, err := engine.NewGame(engine.Config{Players: []engine.PlayerConfig{{Name: "Ana"}, {Name: "Ben"}}, Seed: 3, Rules: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 40; i++ {
		if err := g.Apply(g.LegalAt(i % g.LegalCount())); err != nil {
			t.Fatal(err)
		}
	}
	code := engine.EncodeRecord(g.Record())
	rulesOf := func(code string) int {
		t.Helper()
		r, err := engine.DecodeRecord(code)
		if err != nil {
			t.Fatal(err)
		}
		return r.RulesVersion
	}
	// a save written by an earlier build: its setup has no rules version
	kv := NewMemKV()
	f := SaveFile{ID: "old", Setup: Setup{Names: []string{"Ana", "Ben"}, Seed: 3}, Code: code}
	resumed, err := ResumeSave(f)
	if err != nil {
		t.Fatal(err)
	}
	imported, err := Import(code)
	if err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]*Session{"resumed": resumed, "imported": imported} {
		if s.Game().Rules() != 1 || s.Setup().Rules != 1 {
			t.Errorf("%s: rules %d, setup %d", name, s.Game().Rules(), s.Setup().Rules)
		}
		if !slices.Equal(s.Game().Scores(), g.Scores()) || s.Game().Prompt() != g.Prompt() {
			t.Errorf("%s: another position", name)
		}
		a := NewAutoSaver(NewSaves(kv), name, func() int64 { return 9 })
		a.Attach(s)
		playSome(t, s, 5, 2)
		saved, err := NewSaves(kv).Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := rulesOf(saved.Code); got != 1 {
			t.Errorf("%s: autosaved under rules %d", name, got)
		}
		if got := rulesOf(ExportCode(s.Setup(), s.Choices())); got != 1 {
			t.Errorf("%s: exported under rules %d", name, got)
		}
	}
	if got := rulesOf(CodeOf(fresh.Setup(), fresh.Choices())); got != engine.RulesVersion {
		t.Errorf("new game coded under rules %d", got)
	}
}
