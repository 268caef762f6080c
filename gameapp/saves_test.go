package gameapp

import (
	"errors"
	"strings"
	"testing"
)

func sampleSave(id string) SaveFile {
	return SaveFile{ID: id, Setup: Setup{Names: []string{"Ana", "Ben"}, Seed: 5}, Code: "BB1.x",
		Summary: Summary{Names: []string{"Ana", "Ben"}, Round: 2}}
}

func TestSavesWriteListNewestFirstAndLoad(t *testing.T) {
	s := NewSaves(NewMemKV())
	if _, err := s.Write(sampleSave("a"), 100); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Write(sampleSave("b"), 200); err != nil {
		t.Fatal(err)
	}
	f := sampleSave("a")
	f.Summary.Round = 3
	if _, err := s.Write(f, 300); err != nil {
		t.Fatal(err)
	}
	list, bad, err := s.List()
	if err != nil || len(bad) != 0 {
		t.Fatal(err, bad)
	}
	if len(list) != 2 || list[0].ID != "a" || list[1].ID != "b" {
		t.Fatalf("order %v", list)
	}
	if list[0].Created != 100 || list[0].Updated != 300 || list[0].Seq != 2 || list[0].Summary.Round != 3 {
		t.Errorf("a: %+v", list[0])
	}
	if s.Last() != "a" {
		t.Errorf("last %q", s.Last())
	}
	if err := s.Delete("b"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Load("b"); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleted save loads: %v", err)
	}
}

func TestSavesStaleTabNeverOverwrites(t *testing.T) {
	kv := NewMemKV()
	tab1, tab2 := NewSaves(kv), NewSaves(kv)
	if _, err := tab1.Write(sampleSave("g"), 1); err != nil {
		t.Fatal(err)
	}
	if _, err := tab2.Load("g"); err != nil {
		t.Fatal(err)
	}
	// both tabs have the game at seq 1; tab1 moves on
	f := sampleSave("g")
	f.Code = "BB1.tab1"
	if _, err := tab1.Write(f, 2); err != nil {
		t.Fatal(err)
	}
	// tab2 is stale now: its write is refused and the stored game is tab1's
	f.Code = "BB1.tab2"
	if _, err := tab2.Write(f, 3); !errors.Is(err, ErrConflict) {
		t.Fatalf("stale tab wrote: %v", err)
	}
	got, _ := tab1.Load("g")
	if got.Code != "BB1.tab1" {
		t.Errorf("stored %q", got.Code)
	}
	// after reloading, tab2 may write again
	if _, err := tab2.Load("g"); err != nil {
		t.Fatal(err)
	}
	if _, err := tab2.Write(f, 4); err != nil {
		t.Errorf("after reload: %v", err)
	}
	// a new game id from a tab that never saw it is not a conflict
	if _, err := tab1.Write(sampleSave("h"), 5); err != nil {
		t.Error(err)
	}
	// a tab that read a game someone else deleted does not resurrect it
	tab2.Load("h")
	tab1.Delete("h")
	if _, err := tab2.Write(sampleSave("h"), 6); !errors.Is(err, ErrConflict) {
		t.Errorf("deleted elsewhere: %v", err)
	}
}

func TestSavesDamagedAndNewerEntriesAreKeptUntouched(t *testing.T) {
	kv := NewMemKV()
	s := NewSaves(kv)
	kv.M[keySave+"x"] = "{not json"
	kv.M[keySave+"y"] = `{"format":99,"id":"y","code":"BB9.z"}`
	kv.M[keySave+"z"] = `{"format":1,"id":"other","code":"BB1.z"}`
	s.Write(sampleSave("ok"), 10)
	list, bad, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || len(bad) != 3 {
		t.Fatalf("list %d bad %d", len(list), len(bad))
	}
	if !errors.Is(bad[0].Reason, ErrDamaged) || !errors.Is(bad[1].Reason, ErrNewerFormat) || !errors.Is(bad[2].Reason, ErrDamaged) {
		t.Errorf("reasons %v", bad)
	}
	if bad[0].Raw != "{not json" {
		t.Errorf("raw text not kept for export")
	}
	for _, id := range []string{"x", "y"} {
		if _, err := s.Write(sampleSave(id), 20); err == nil {
			t.Errorf("overwrote unreadable entry %s", id)
		}
	}
	if kv.M[keySave+"x"] != "{not json" || !strings.Contains(kv.M[keySave+"y"], `"format":99`) {
		t.Errorf("unreadable entries changed")
	}
	if err := s.DeleteKey(keySave + "x"); err != nil || kv.M[keySave+"x"] != "" {
		t.Errorf("damaged entry not deletable on request")
	}
}

func TestSavesStorageFaults(t *testing.T) {
	kv := NewMemKV()
	kv.Fail = errors.New("SecurityError: storage disabled")
	s := NewSaves(kv)
	if _, _, err := s.List(); !errors.Is(err, ErrStorageUnavailable) {
		t.Errorf("list: %v", err)
	}
	if _, err := s.Write(sampleSave("a"), 1); !errors.Is(err, ErrStorageUnavailable) {
		t.Errorf("write: %v", err)
	}
	if s.Last() != "" {
		t.Errorf("last")
	}
	// quota: the write fails, nothing half-written, the old save intact
	kv = NewMemKV()
	s = NewSaves(kv)
	s.Write(sampleSave("a"), 1)
	before := kv.M[keySave+"a"]
	kv.Quota = len(before) + 10
	f := sampleSave("a")
	f.Code = strings.Repeat("x", 500)
	if _, err := s.Write(f, 2); !errors.Is(err, ErrStorageUnavailable) {
		t.Errorf("quota: %v", err)
	}
	if kv.M[keySave+"a"] != before {
		t.Errorf("failed write changed the save")
	}
	// and the store still writes once there is room
	kv.Quota = 0
	if _, err := s.Write(f, 3); err != nil {
		t.Errorf("after quota: %v", err)
	}
	if NewSaves(nil).Available() {
		t.Errorf("nil storage available")
	}
}
