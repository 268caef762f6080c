package gameapp

import (
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// memJournal is a journal whose writes wait until the test commits them, as IndexedDB's
// transactions wait for the disk. It holds what it has committed in M.
type memJournal struct {
	M       map[string]string
	waiting []func()
	fail    bool // every write fails
}

func newMemJournal() *memJournal { return &memJournal{M: map[string]string{}} }

func (j *memJournal) Put(k, v string, done func(bool)) {
	j.waiting = append(j.waiting, func() {
		if j.fail {
			done(false)
			return
		}
		j.M[k] = v
		done(true)
	})
}

func (j *memJournal) Del(k string, done func(bool)) {
	j.waiting = append(j.waiting, func() {
		if j.fail {
			done(false)
			return
		}
		delete(j.M, k)
		done(true)
	})
}

// commit completes the first n waiting writes in order (all of them with n < 0).
func (j *memJournal) commit(n int) {
	if n < 0 || n > len(j.waiting) {
		n = len(j.waiting)
	}
	w := j.waiting[:n]
	j.waiting = j.waiting[n:]
	for _, f := range w {
		f()
	}
}

func (j *memJournal) entries() [][2]string {
	var e [][2]string
	for _, k := range slices.Sorted(maps.Keys(j.M)) {
		e = append(e, [2]string{k, j.M[k]})
	}
	return e
}

// TestJournaledKVCountsWhatIsKept: every write goes to local storage at once and to the
// journal; Kept counts the writes the journal committed without a gap, whatever order its
// answers come in; a write local storage refuses is not journaled; a journal that fails is
// given up and the writes count as kept by local storage alone, as before the journal.
func TestJournaledKVCountsWhatIsKept(t *testing.T) {
	kv, j := NewMemKV(), newMemJournal()
	k := Journaled(kv, j)
	kept := 0
	k.OnKept = func() { kept++ }
	_ = k.Set("borabora/v1/a", "1")
	_ = k.Set("borabora/v1/b", "2")
	_ = k.Del("borabora/v1/a")
	if kv.M["borabora/v1/b"] != "2" || len(kv.M) != 1 {
		t.Fatalf("local storage %v", kv.M)
	}
	if k.Writes() != 3 || k.Kept() != 0 || len(j.M) != 0 {
		t.Fatalf("writes %d kept %d journal %v before any commit", k.Writes(), k.Kept(), j.M)
	}
	// the second answer before the first: nothing is kept until the first has come
	second := j.waiting[1]
	j.waiting = append(j.waiting[:1], j.waiting[2:]...)
	second()
	if k.Kept() != 0 || kept != 0 {
		t.Fatalf("kept %d after an answer out of order", k.Kept())
	}
	j.commit(1)
	if k.Kept() != 2 || kept != 1 {
		t.Fatalf("kept %d (OnKept %d) after the first answer, want 2 (1)", k.Kept(), kept)
	}
	j.commit(-1)
	if k.Kept() != 3 || !maps.Equal(j.M, kv.M) {
		t.Fatalf("kept %d, journal %v, local storage %v", k.Kept(), j.M, kv.M)
	}

	kv.Quota = 10
	if err := k.Set("borabora/v1/big", strings.Repeat("x", 20)); err == nil {
		t.Fatal("a write over the quota went through")
	}
	if k.Writes() != 3 || len(j.waiting) != 0 {
		t.Fatal("a write local storage refused was journaled")
	}
	kv.Quota = 0

	j.fail = true
	_ = k.Set("borabora/v1/c", "3")
	_ = k.Set("borabora/v1/d", "4")
	if !k.Journaled() || k.Kept() != 3 {
		t.Fatal("a write counted as kept before its journal answered")
	}
	j.commit(1)
	if k.Journaled() || k.Kept() != 5 {
		t.Fatalf("after a failed journal write: journaled %v, kept %d of %d", k.Journaled(), k.Kept(), k.Writes())
	}
	j.commit(-1)
	_ = k.Set("borabora/v1/e", "5")
	if k.Kept() != 6 || len(j.waiting) != 0 {
		t.Fatal("a journal that failed is still written")
	}
}

func saveText(t *testing.T, id string, seq uint64, updated int64, moves int) string {
	t.Helper()
	f := SaveFile{Format: SaveFormat, ID: id, Seq: seq, Updated: updated, Code: "BB1.x", Summary: Summary{Moves: moves}}
	return string(marshalSave(&f))
}

// TestFoldJournalPutsBackWhatLocalStorageLost holds the folding rules one by one.
func TestFoldJournalPutsBackWhatLocalStorageLost(t *testing.T) {
	kv := NewMemKV()
	kv.M = map[string]string{
		keySave + "old":      saveText(t, "old", 3, 100, 10), // the journal has seq 5
		keySave + "newer":    saveText(t, "newer", 7, 100, 20),
		keySave + "damaged":  "{not json",
		keyLast:              "old",
		keySettings:          `{"lang":"pl"}`,
		"someone-else/thing": "theirs",
	}
	j := [][2]string{
		{keySave + "old", saveText(t, "old", 5, 200, 12)},
		{keySave + "newer", saveText(t, "newer", 6, 90, 19)},
		{keySave + "damaged", saveText(t, "damaged", 9, 300, 3)},
		{keySave + "lost", saveText(t, "lost", 1, 400, 1)},
		{keySave + "unreadable", "{"},
		{keyLast, "lost"},
		{keySettings, `{"lang":"it"}`},
		{keyHist + "old", "1\n..."},
		{"someone-else/thing", "ours?"},
		{KeyPrefix + "probe", "1"},
	}
	restored := FoldJournal(kv, j)
	slices.Sort(restored)
	want := []string{keyHist + "old", keyLast, keySave + "lost", keySave + "old"}
	if !slices.Equal(restored, want) {
		t.Fatalf("restored %v, want %v", restored, want)
	}
	var f SaveFile
	if unmarshalSave(kv.M[keySave+"old"], &f) != nil || f.Seq != 5 || f.Summary.Moves != 12 {
		t.Errorf("the save local storage held older is %+v, want the journal's (seq 5)", f)
	}
	if unmarshalSave(kv.M[keySave+"newer"], &f) != nil || f.Seq != 7 {
		t.Errorf("the save local storage held newer became %+v", f)
	}
	if kv.M[keySave+"damaged"] != "{not json" {
		t.Error("a damaged entry was overwritten")
	}
	if _, ok := kv.M[keySave+"unreadable"]; ok {
		t.Error("an unreadable journal entry was put back")
	}
	if kv.M[keyLast] != "lost" {
		t.Errorf("the last game is %q, want the one written last (lost, updated 400)", kv.M[keyLast])
	}
	if kv.M[keySettings] != `{"lang":"pl"}` || kv.M["someone-else/thing"] != "theirs" {
		t.Error("settings local storage holds, or another site's entry, were overwritten")
	}
	if _, ok := kv.M[KeyPrefix+"probe"]; ok {
		t.Error("the probe was put back")
	}

	// the note of the last game keeps local storage's when that game was written later
	kv2 := NewMemKV()
	kv2.M[keySave+"a"] = saveText(t, "a", 2, 500, 5)
	kv2.M[keyLast] = "a"
	FoldJournal(kv2, [][2]string{{keySave + "b", saveText(t, "b", 1, 400, 1)}, {keyLast, "b"}})
	if kv2.M[keyLast] != "a" {
		t.Errorf("last %q, want a (written after b)", kv2.M[keyLast])
	}
	// under a sub-path deploy's keys too
	kv3 := NewMemKV()
	ns := "borabora@/sub/v1/"
	FoldJournal(kv3, [][2]string{{ns + "save/x", saveText(t, "x", 1, 1, 1)}, {ns + "last", "x"}})
	if kv3.M[ns+"last"] != "x" || kv3.M[ns+"save/x"] == "" {
		t.Errorf("a sub-path deploy's entries were not put back: %v", kv3.M)
	}
}

// TestDurableOnlyOnceTheJournalKeepsIt: the table's game counts as durable only once its last
// write is committed to the journal; a game a link extended (written before the saver took it)
// only once that write is; without a journal, once local storage has it, as before.
func TestDurableOnlyOnceTheJournalKeepsIt(t *testing.T) {
	kv, j := NewMemKV(), newMemJournal()
	l := OpenLibrary(Journaled(kv, j), nil, testClock())
	w := &waiting{}
	l.SaveLater(w.later)
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 5})
	l.Attach(s)
	a := l.Saver(s)
	if !a.Status().OK || a.Durable() {
		t.Fatalf("a new game: written %v, durable %v before the journal committed", a.Status().OK, a.Durable())
	}
	j.commit(-1)
	if !a.Durable() {
		t.Fatal("a new game is not durable once the journal committed it")
	}
	w.flushes = nil
	playSome(t, s, 3, 1)
	if a.Durable() || !a.Pending() {
		t.Fatal("decisions waiting for their write count as durable")
	}
	w.run()
	if a.Durable() {
		t.Fatal("a write the journal has not committed counts as durable")
	}
	j.commit(1) // the save, not yet the note of the last game
	if a.Durable() {
		t.Fatal("durable before every write of the save was committed")
	}
	j.commit(-1)
	if !a.Durable() || !a.Journaled() {
		t.Fatal("not durable after the journal committed everything")
	}

	// a save reopened after writes of others (a link's) waits for them
	id := a.ID()
	f, _ := l.store.Load(id)
	f.Summary.Moves++
	if _, err := l.store.Write(f, 1); err != nil {
		t.Fatal(err)
	}
	s2, err := l.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	l.Attach(s2)
	if l.Saver(s2).Durable() {
		t.Fatal("a game reopened over an uncommitted write counts as durable")
	}
	w.run() // the reopened game asks for a write, which finds nothing new
	if l.Saver(s2).Durable() {
		t.Fatal("a game reopened over an uncommitted write counts as durable")
	}
	j.commit(-1)
	if !l.Saver(s2).Durable() {
		t.Fatal("not durable after the commit")
	}

	// no journal: written is durable
	l2 := OpenLibrary(NewMemKV(), nil, testClock())
	s3, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 5})
	l2.Attach(s3)
	if a3 := l2.Saver(s3); !a3.Durable() || a3.Journaled() {
		t.Fatal("without a journal a written game is not durable, or claims a journal")
	}
}

// TestKilledBrowserLosesNothingShownAsSaved plays games with the browser killed at random
// moments: local storage loses every write since the last time it reached the disk (here:
// whatever was in it at a random earlier moment), the journal loses what it had not
// committed. After the restart (FoldJournal, then the library resumes the last game) the game
// holds at least every decision the table showed as saved, and the saves list holds every
// game that was ever shown as saved.
func TestKilledBrowserLosesNothingShownAsSaved(t *testing.T) {
	for trial := 0; trial < 60; trial++ {
		r := rand.New(rand.NewPCG(uint64(trial), 9))
		kv, j := NewMemKV(), newMemJournal()
		disk := map[string]string{} // what local storage has on disk
		l := OpenLibrary(Journaled(kv, j), nil, testClock())
		w := &waiting{}
		l.SaveLater(w.later)
		savedMoves := map[string]int{} // per save id: the moves last shown as saved
		var last string
		games := 1 + r.IntN(2)
		for g := 0; g < games; g++ {
			s, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: uint64(trial*10 + g)})
			l.Attach(s)
			a := l.Saver(s)
			last = a.ID()
			for step := 0; step < 20+r.IntN(30); step++ {
				switch r.IntN(5) {
				case 0:
					w.run()
				case 1:
					j.commit(r.IntN(3))
				case 2:
					if r.IntN(4) == 0 {
						disk = maps.Clone(kv.M) // local storage reached the disk
					}
				default:
					playSome(t, s, 1, r.Uint64())
				}
				if a.Durable() {
					savedMoves[a.ID()] = len(s.Choices())
				}
			}
		}
		// killed: local storage is what reached its disk, the journal what it committed
		after := NewMemKV()
		after.M = maps.Clone(disk)
		FoldJournal(after, j.entries())
		l2 := OpenLibrary(after, nil, testClock())
		list, _, _ := l2.List()
		for id, n := range savedMoves {
			found := false
			for _, f := range list {
				if f.ID == id {
					found = true
					if f.Summary.Moves < n {
						t.Fatalf("trial %d: game %s has %d moves after the kill, %d were shown as saved", trial, id, f.Summary.Moves, n)
					}
				}
			}
			if !found {
				t.Fatalf("trial %d: game %s, shown as saved with %d moves, is gone", trial, id, n)
			}
		}
		if _, ok := savedMoves[last]; ok {
			s, err := l2.ResumeLast()
			if err != nil || s == nil {
				t.Fatalf("trial %d: the last game does not resume: %v", trial, err)
			}
			if l2.nextID != last {
				t.Fatalf("trial %d: resumed %s, the game played last is %s", trial, l2.nextID, last)
			}
			if len(s.Choices()) < savedMoves[last] {
				t.Fatalf("trial %d: resumed with %d moves, %d were shown as saved", trial, len(s.Choices()), savedMoves[last])
			}
		}
	}
}
