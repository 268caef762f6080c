package gameapp

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"borabora/engine"
)

func playSome(t *testing.T, s *Session, n int, seed uint64) {
	r := rand.New(rand.NewPCG(seed, 1))
	for i := 0; i < n && !s.Game().Over(); i++ {
		l := s.Game().Legal()
		if err := s.Apply(l[r.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
}

func TestAutosaveAfterEveryDecisionAndResume(t *testing.T) {
	kv := NewMemKV()
	saves := NewSaves(kv)
	clock := int64(1000)
	now := func() int64 { clock++; return clock }
	s, err := NewSession(Setup{Names: []string{"Ana", "Ben", "Cleo"}, Seed: 77})
	if err != nil {
		t.Fatal(err)
	}
	a := NewAutoSaver(saves, "g1", now)
	a.Attach(s)
	for i := 0; i < 40; i++ {
		playSome(t, s, 1, uint64(i))
		if !a.Status().OK {
			t.Fatalf("save %d failed: %v", i, a.Status().Err)
		}
		f, err := NewSaves(kv).Load("g1")
		if err != nil {
			t.Fatal(err)
		}
		r, err := engine.DecodeRecord(f.Code)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Choices) != len(s.Choices()) {
			t.Fatalf("stored %d choices, played %d", len(r.Choices), len(s.Choices()))
		}
	}
	// a fresh page load resumes exactly
	f, _ := NewSaves(kv).Load("g1")
	s2, err := Import(f.Code)
	if err != nil {
		t.Fatal(err)
	}
	if s2.Game().Prompt() != s.Game().Prompt() || s2.Game().Scores()[0] != s.Game().Scores()[0] {
		t.Errorf("resumed game differs")
	}
	if f.Summary.Moves != 40 || len(f.Summary.Names) != 3 {
		t.Errorf("summary %+v", f.Summary)
	}
	// undo is saved too
	if s.CanUndo() {
		s.Undo()
		f, _ = NewSaves(kv).Load("g1")
		r, _ := engine.DecodeRecord(f.Code)
		if len(r.Choices) != 39 {
			t.Errorf("undo not saved: %d choices", len(r.Choices))
		}
	}
}

func TestAutosaveFaultsKeepTheGameGoing(t *testing.T) {
	kv := NewMemKV()
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 3})
	a := NewAutoSaver(NewSaves(kv), "g", func() int64 { return 1 })
	a.Attach(s)
	kv.Fail = errors.New("QuotaExceededError")
	playSome(t, s, 5, 1)
	if a.Status().OK || !errors.Is(a.Status().Err, ErrStorageUnavailable) {
		t.Errorf("status %+v", a.Status())
	}
	if len(s.Choices()) != 5 {
		t.Errorf("game stopped")
	}
	kv.Fail = nil
	playSome(t, s, 1, 2)
	if !a.Status().OK {
		t.Errorf("no recovery: %+v", a.Status())
	}
	// a second tab takes over the game: this tab stops saving it and says so
	other := NewSaves(kv)
	f, _ := other.Load("g")
	f.Code = "BB1.other"
	other.Write(f, 9)
	playSome(t, s, 1, 3)
	if !a.Status().Conflict {
		t.Fatalf("conflict not detected: %+v", a.Status())
	}
	playSome(t, s, 1, 4)
	if g, _ := other.Load("g"); g.Code != "BB1.other" {
		t.Errorf("stale tab overwrote the other tab's game")
	}
}

func TestImportBadCodesLeaveNothingHalfLoaded(t *testing.T) {
	for _, code := range []string{"", "hello", "BB1.", "BB1.AAAA", strings.Repeat("x", 100000)} {
		s, err := Import(code)
		if err == nil || s != nil {
			t.Errorf("%.20q imported", code)
		}
	}
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 3})
	playSome(t, s, 30, 5)
	code := CodeOf(s.Setup(), s.Choices())
	s2, err := Import(code)
	if err != nil || len(s2.Choices()) != 30 {
		t.Fatalf("good code: %v", err)
	}
	if s2.CanUndo() {
		t.Errorf("an imported game can take back decisions made before the import")
	}
	playSome(t, s2, 1, 6)
	last := s2.Log()[len(s2.Log())-1].Player
	if s2.Game().UndoFloor() < len(s2.Choices()) && !s2.CanUndoFor(last) {
		t.Errorf("a decision made after the import cannot be taken back")
	}
}

func TestShareLinkRoundTrip(t *testing.T) {
	link := ShareLink("https://example.org/bb/#old", "BB1.abc-_")
	if link != "https://example.org/bb/#game=BB1.abc-_" {
		t.Errorf("link %q", link)
	}
	frag := link[strings.IndexByte(link, '#'):]
	if c, ok := CodeFromFragment(frag); !ok || c != "BB1.abc-_" {
		t.Errorf("fragment %q -> %q %v", frag, c, ok)
	}
	if _, ok := CodeFromFragment("#other"); ok {
		t.Errorf("foreign fragment accepted")
	}
}

func TestExportCodeCarriesTheTable(t *testing.T) {
	setup := Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 8, Colours: []int{2, 0, 1},
		Seats: []SeatKind{Person, BotHard, BotEasy}, OpenHands: true}
	s, err := NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	playSome(t, s, 25, 3)
	code := ExportCode(s.Setup(), s.Choices())
	if !strings.Contains(code, "~phe201o.") {
		t.Fatalf("table part missing: %q", code[max(0, len(code)-12):])
	}
	s2, err := Import("  " + code + "\n")
	if err != nil {
		t.Fatal(err)
	}
	got := s2.Setup()
	if got.Seat(1) != BotHard || got.Seat(2) != BotEasy || got.Seat(0) != Person || !got.OpenHands ||
		got.Colours[0] != 2 || got.Colours[1] != 0 || got.Colours[2] != 1 || len(s2.Choices()) != 25 {
		t.Errorf("imported setup %+v", got)
	}
	// a table of people in the default colours exports a plain code
	plain, _ := NewSession(Setup{Names: []string{"A", "B"}, Seed: 1})
	if c := ExportCode(plain.Setup(), nil); strings.Contains(c, "~") {
		t.Errorf("default table adds a part: %q", c)
	}
	// the stored code stays a plain engine code: resuming never sees the table part
	if strings.Contains(CodeOf(s.Setup(), s.Choices()), "~") {
		t.Errorf("stored code carries the table part")
	}
	// a damaged table part is refused with a clear error and nothing half-loaded
	base := CodeOf(s.Setup(), s.Choices())
	for _, bad := range []string{"~phq201", "~phe2", "~phe200", "~phe2a1", "~"} {
		s3, err := Import(base + bad)
		if err == nil || s3 != nil || !errors.Is(err, engine.ErrCodeCorrupt) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
