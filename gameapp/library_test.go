package gameapp

import (
	"errors"
	"maps"
	"testing"
)

func testClock() func() int64 {
	clock := int64(1_700_000_000_000)
	return func() int64 { clock += 1000; return clock }
}

// TestLibraryResumesTheLastGameUnderItsOwnSave: a page opened again finds the last game, puts
// it back under the same save, and writes nothing until the game changes.
func TestLibraryResumesTheLastGameUnderItsOwnSave(t *testing.T) {
	kv := NewMemKV()
	l := OpenLibrary(kv, nil, testClock())
	if s, err := l.ResumeLast(); s != nil || err != nil {
		t.Fatalf("an empty library resumed %v, %v", s, err)
	}
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 3})
	l.Attach(s)
	playSome(t, s, 25, 1)
	id := l.Saver(s).ID()

	again := OpenLibrary(kv, nil, testClock())
	before := maps.Clone(kv.M)
	s2, err := again.ResumeLast()
	if err != nil || s2 == nil {
		t.Fatalf("resume: %v, %v", s2, err)
	}
	if len(s2.Choices()) != 25 || s2.Game().Prompt() != s.Game().Prompt() {
		t.Fatalf("resumed %d choices at %v, played 25 at %v", len(s2.Choices()), s2.Game().Prompt(), s.Game().Prompt())
	}
	again.Attach(s2)
	if got := again.Saver(s2).ID(); got != id {
		t.Fatalf("the resumed game is saved under %q, its save is %q", got, id)
	}
	if !maps.Equal(before, kv.M) || !again.Saved(s2) {
		t.Fatal("resuming wrote to storage, or the game does not count as saved")
	}
	if again.Saver(s) != nil {
		t.Fatal("a saver for a session the library does not save")
	}
}

// TestLibraryOpenTellsAReplayFailureFromAStoreFailure: a save whose code cannot be replayed is
// reported as such (and left as it is); a missing one is the store's error.
func TestLibraryOpenTellsAReplayFailureFromAStoreFailure(t *testing.T) {
	kv := NewMemKV()
	l := OpenLibrary(kv, nil, testClock())
	f := sampleSave("bad")
	f.Code = "BB1.notagame"
	if _, err := l.store.Write(f, 5); err != nil {
		t.Fatal(err)
	}
	before := maps.Clone(kv.M)
	var rf *ReplayFailed
	if s, err := l.Open("bad"); s != nil || !errors.As(err, &rf) {
		t.Fatalf("a save that does not replay: %v, %v", s, err)
	}
	if s, err := l.ResumeLast(); s != nil || !errors.As(err, &rf) {
		t.Fatalf("the last save does not replay: %v, %v", s, err)
	}
	if s, err := l.Open("gone"); s != nil || !errors.Is(err, ErrNotFound) || errors.As(err, &rf) {
		t.Fatalf("a missing save: %v, %v", s, err)
	}
	if !maps.Equal(before, kv.M) {
		t.Fatal("opening changed storage")
	}
}

// TestLibraryImportsGetASaveOfTheirOwn: a decoded code goes under a new save even right after
// a saved game was opened, and never overwrites one; a game waiting for "Load this game?" is
// taken once.
func TestLibraryImportsGetASaveOfTheirOwn(t *testing.T) {
	kv := NewMemKV()
	l := OpenLibrary(kv, nil, testClock())
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 3})
	l.Attach(s)
	playSome(t, s, 10, 2)
	id := l.Saver(s).ID()
	stored := kv.M[KeyOf(id)]

	if _, err := l.Open(id); err != nil { // opened, then a code pasted instead
		t.Fatal(err)
	}
	other, _ := NewSession(Setup{Names: []string{"Xia", "Yan", "Zed"}, Seed: 42})
	playSome(t, other, 12, 9)
	link := ShareLink("https://example.org/bb/", CodeOf(other.Setup(), other.Choices()))
	imp, err := l.Decode("  " + link + "\n")
	if err != nil || len(imp.Choices()) != 12 {
		t.Fatalf("decode a pasted link: %v", err)
	}
	l.Hold(imp)
	if l.Pending() != imp {
		t.Fatal("the decoded game is not waiting")
	}
	got := l.TakePending()
	if got != imp || l.Pending() != nil || l.TakePending() != nil {
		t.Fatal("the waiting game is not taken exactly once")
	}
	l.Attach(got)
	if l.Saver(got).ID() == id || kv.M[KeyOf(id)] != stored {
		t.Fatal("the imported game took over the other game's save")
	}
	if _, err := l.Decode("hello"); err == nil {
		t.Fatal("a bad code decoded")
	}
	l.Hold(imp)
	l.DropPending()
	if l.Pending() != nil {
		t.Fatal("a dropped game still waits")
	}
}

// TestLibraryWithoutStorage: with local storage unavailable the game goes on in memory and
// nothing counts as saved.
func TestLibraryWithoutStorage(t *testing.T) {
	l := OpenLibrary(nil, errors.New("SecurityError"), testClock())
	if l.Unavailable() == nil {
		t.Fatal("no storage, yet available")
	}
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 3})
	l.Attach(s)
	playSome(t, s, 5, 1)
	if len(s.Choices()) != 5 || l.Saved(s) {
		t.Fatalf("%d choices, saved %v", len(s.Choices()), l.Saved(s))
	}
	if got := l.ExportCode("", s); got != ExportCode(s.Setup(), s.Choices()) {
		t.Fatal("no code for the game in memory")
	}
}

// TestLibraryConflictKeepSeparateAndTakeLatest: when another tab writes the game, the library
// stops saving it; keeping it separate saves it under a new id, taking the latest reads the
// other tab's copy.
func TestLibraryConflictKeepSeparateAndTakeLatest(t *testing.T) {
	kv := NewMemKV()
	a := OpenLibrary(kv, nil, testClock())
	sa, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 3})
	a.Attach(sa)
	playSome(t, sa, 4, 1)
	b := OpenLibrary(kv, nil, testClock())
	sb, err := b.ResumeLast()
	if err != nil {
		t.Fatal(err)
	}
	b.Attach(sb)
	id := b.Saver(sb).ID()
	playSome(t, sa, 1, 2)
	b.OtherTabWrote(sb, "some/other/key")
	if !b.Saved(sb) {
		t.Fatal("a write to another key made the game stale")
	}
	b.OtherTabWrote(sb, KeyOf(id))
	if !b.Saver(sb).Status().Conflict || b.Saved(sb) {
		t.Fatal("no conflict after the other tab wrote the game")
	}
	latest, err := b.TakeLatest(sb)
	if err != nil || len(latest.Choices()) != len(sa.Choices()) {
		t.Fatalf("take latest: %v", err)
	}
	b.Attach(latest)
	if b.Saver(latest).ID() != id {
		t.Fatal("the latest copy is not saved under its own save")
	}
	playSome(t, sa, 1, 3)
	b.OtherTabWrote(latest, KeyOf(id))
	b.KeepSeparate(latest)
	if b.Saver(latest).ID() == id || !b.Saved(latest) {
		t.Fatal("keeping a copy did not save it under a new id")
	}
	list, _, _ := b.List()
	if len(list) != 2 {
		t.Fatalf("%d saves after keeping a copy", len(list))
	}
}

// TestLibraryDeleteRawAndFind: entries are found, read raw and deleted by their storage key.
func TestLibraryDeleteRawAndFind(t *testing.T) {
	kv := NewMemKV()
	l := OpenLibrary(kv, nil, testClock())
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 3})
	l.Attach(s)
	playSome(t, s, 2, 1)
	key := KeyOf(l.Saver(s).ID())
	kv.M[KeyPrefix+"save/broken"] = `{"format":1,"id":"bro`
	if f, ok := l.Find(key); !ok || f.ID != l.Saver(s).ID() {
		t.Fatal("the saved game is not found by its key")
	}
	if raw, ok := l.Raw(KeyPrefix + "save/broken"); !ok || raw != `{"format":1,"id":"bro` {
		t.Fatalf("raw text %q", raw)
	}
	if _, ok := l.Raw(key); ok {
		t.Fatal("a readable save counts as unreadable")
	}
	if err := l.Delete(KeyPrefix + "save/broken"); err != nil {
		t.Fatal(err)
	}
	if _, ok := kv.M[KeyPrefix+"save/broken"]; ok || kv.M[key] == "" {
		t.Fatal("delete removed the wrong entry")
	}
}

// TestProtectionAnswers: what navigator.storage says, and when to ask by ourselves.
func TestProtectionAnswers(t *testing.T) {
	l := OpenLibrary(NewMemKV(), nil, testClock())
	if l.Protection() != ProtectUnknown {
		t.Fatal("known before asking")
	}
	if l.ProtectionChecked(true, true) || l.Protection() != ProtectYes {
		t.Fatal("persisted")
	}
	if l.ProtectionChecked(false, false) || l.Protection() != ProtectUnsupported {
		t.Fatal("unsupported")
	}
	if !l.ProtectionChecked(false, true) || l.Protection() != ProtectNo {
		t.Fatal("not persisted: ask once")
	}
	l.ProtectionAsked(false, false) // refused without an answer: still not protected
	if l.Protection() != ProtectNo {
		t.Fatal("a failed ask lost the answer")
	}
	l.ProtectionAsked(true, true)
	if l.Protection() != ProtectYes {
		t.Fatal("granted")
	}
}
