package gameapp

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"borabora/engine"
	"borabora/engine/bot"
)

func TestSeatKindsJSONCompatibleWithOldSaves(t *testing.T) {
	// a save written before computer players existed: no Seats field
	old := `{"Names":["Ana","Bo","Cy"],"Colours":[2,0,1],"Seed":77,"OpenHands":false}`
	var s Setup
	if err := json.Unmarshal([]byte(old), &s); err != nil {
		t.Fatal(err)
	}
	for p := 0; p < 3; p++ {
		if s.Seat(p) != Person {
			t.Fatalf("seat %d of an old save is %v, want person", p, s.Seat(p))
		}
	}
	if s.People() != 3 {
		t.Fatalf("people %d", s.People())
	}
	// a setup without computer players is stored exactly as before
	ss, err := Restore(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(ss.Setup())
	if strings.Contains(string(b), "Seats") {
		t.Fatalf("all-people setup stores seats: %s", b)
	}
	// with computer players the kinds are stored by name and read back
	s.Seats = []SeatKind{Person, BotHard, BotEasy}
	b, _ = json.Marshal(s)
	if !strings.Contains(string(b), `"Seats":["person","hard","easy"]`) {
		t.Fatalf("stored as %s", b)
	}
	var back Setup
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Seat(1) != BotHard || back.Seat(2) != BotEasy || back.Seat(0) != Person || back.People() != 1 {
		t.Fatalf("read back %+v", back.Seats)
	}
	// a kind from a later version reads as a person; short lists pad with people
	var fut Setup
	if err := json.Unmarshal([]byte(`{"Names":["A","B","C"],"Seed":1,"Seats":["grandmaster","medium"]}`), &fut); err != nil {
		t.Fatalf("unknown kind breaks the save: %v", err)
	}
	if fut.Seat(0) != Person || fut.Seat(1) != BotMedium || fut.Seat(2) != Person {
		t.Fatalf("future save: %v", fut.Seats)
	}
}

func TestSavedGameKeepsSeatKinds(t *testing.T) {
	kv := NewMemKV()
	st := NewSaves(kv)
	s, err := NewSession(Setup{Names: []string{"Ana", "Bot", "Cy"}, Seed: 9, Seats: []SeatKind{Person, BotMedium}})
	if err != nil {
		t.Fatal(err)
	}
	a := NewAutoSaver(st, "g1", func() int64 { return 1 })
	a.Attach(s)
	if err := s.SetSeatKind(2, BotHard); err != nil {
		t.Fatal(err)
	}
	r := reloadSave(t, kv, "g1")
	want := []SeatKind{Person, BotMedium, BotHard}
	for p, k := range want {
		if r.SeatKind(p) != k {
			t.Fatalf("seat %d resumed as %v, want %v", p, r.SeatKind(p), k)
		}
	}
	// and back to a person
	if err := s.SetSeatKind(1, Person); err != nil {
		t.Fatal(err)
	}
	r = reloadSave(t, kv, "g1")
	if r.IsBot(1) || !r.IsBot(2) {
		t.Fatalf("after handing seat 1 back: %v", r.Setup().Seats)
	}
	if err := s.SetSeatKind(5, BotEasy); err == nil {
		t.Fatal("seat 5 of 3 accepted")
	}
}

func TestBotSeedDependsOnGameAndSeat(t *testing.T) {
	if BotSeed(1, 0) == BotSeed(1, 1) || BotSeed(1, 0) == BotSeed(2, 0) {
		t.Fatal("bot seeds collide")
	}
	// pinned: saved games re-derive their computer players' seeds, so that after a reload
	// they answer a position as before
	if got := BotSeed(5, 2); got != 0xe1eb9bb664460c41 {
		t.Fatalf("BotSeed(5, 2) = %#x: the derivation changed", got)
	}
}

func TestBotTurnAndReproducibleBots(t *testing.T) {
	setup := Setup{Names: []string{"Ana", "B", "C"}, Seed: 3, Seats: []SeatKind{Person, BotEasy, BotMedium}}
	s, err := NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	var botChoices int
	for i := 0; i < 200 && !s.Game().Over(); i++ {
		p, bt := s.BotTurn()
		if bt != s.IsBot(s.Game().Prompt().Player) || (bt && p != s.Game().Prompt().Player) {
			t.Fatal("BotTurn disagrees with the prompt")
		}
		var c engine.Choice
		if bt {
			c = s.NewBot(p, 0).Choose(s.Game())
			// a resumed game's bot (fresh from the setup) decides the same
			r, err := Restore(s.Setup(), s.Choices())
			if err != nil {
				t.Fatal(err)
			}
			if c2 := r.NewBot(p, 0).Choose(r.Game()); c2 != c {
				t.Fatalf("decision %d: resumed bot chose %v, first %v", i, c2, c)
			}
			botChoices++
		} else {
			c = s.Game().LegalAt(0)
		}
		if err := s.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if botChoices == 0 {
		t.Fatal("no computer decisions")
	}
}

// playUntil applies choices (person: first legal; bots: their own choice) until stop says so.
func playUntil(t *testing.T, s *Session, max int, stop func() bool) {
	t.Helper()
	for i := 0; i < max && !s.Game().Over(); i++ {
		if stop() {
			return
		}
		var c engine.Choice
		if p, bt := s.BotTurn(); bt {
			c = s.NewBot(p, 0).Choose(s.Game())
		} else {
			c = s.Game().LegalAt(s.Game().LegalCount() - 1)
		}
		if err := s.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if !stop() {
		t.Fatal("condition never met")
	}
}

func TestUndoSkipsOverBotDecisions(t *testing.T) {
	s, err := NewSession(Setup{Names: []string{"Ana", "B", "C"}, Seed: 11, Seats: []SeatKind{Person, BotMedium, BotEasy}})
	if err != nil {
		t.Fatal(err)
	}
	// find a moment when the person's last decision was followed by computer decisions, with
	// nothing revealed since, and the person decides again
	found := false
	for tries := 0; tries < 300 && !found; tries++ {
		playUntil(t, s, 2000, func() bool { _, bt := s.BotTurn(); return !bt })
		e, nb, ok := s.UndoPreviewBots()
		if !ok || nb == 0 {
			if err := s.Apply(s.Game().LegalAt(0)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		found = true
		if e.Player != 0 {
			t.Fatalf("undo would take back seat %d's decision", e.Player)
		}
		n := len(s.Choices())
		want := append([]engine.Choice(nil), s.Choices()[:n-1-nb]...)
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
		if len(s.Choices()) != len(want) {
			t.Fatalf("undo went from %d to %d choices, want %d", n, len(s.Choices()), len(want))
		}
		if s.Game().Prompt().Player != 0 {
			t.Fatalf("after undo seat %d decides, want the person", s.Game().Prompt().Player)
		}
		if len(s.Log()) != len(s.Choices()) {
			t.Fatal("log out of step")
		}
	}
	if !found {
		t.Fatal("never found a person's decision followed by computer decisions")
	}
}

func TestUndoStopsAtRevealsAndOtherPeople(t *testing.T) {
	// one person and computer players: repeated undos walk back through the person's
	// decisions but never past a reveal
	s, _ := NewSession(Setup{Names: []string{"Ana", "B"}, Seed: 5, Seats: []SeatKind{Person, BotMedium}})
	playUntil(t, s, 3000, func() bool { return len(s.Choices()) > 80 && !func() bool { _, b := s.BotTurn(); return b }() })
	for s.CanUndo() {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	for i, e := range s.Log() {
		if e.Revealed && i == len(s.Log())-1 {
			goto ok
		}
	}
	if len(s.Log()) != 0 {
		// stopped without a reveal right before: only a computer decision (never a person's
		// decision) may lie between the reveal and the end
		last := -1
		for i, e := range s.Log() {
			if e.Revealed {
				last = i
			}
		}
		for _, e := range s.Log()[last+1:] {
			if !s.IsBot(e.Player) {
				t.Fatalf("undo stopped with a person's decision after the last reveal (%d of %d)", last, len(s.Log()))
			}
		}
	}
ok:
	if err := s.Undo(); !errors.Is(err, ErrNoUndo) {
		t.Fatalf("undo below the floor: %v", err)
	}

	// two people: after taking back the second person's decisions, the first person's stay
	h, _ := NewSession(Setup{Names: []string{"Ana", "Bo"}, Seed: 42})
	var cut int
	for i := 0; i < 400; i++ {
		before := h.Game().Prompt().Player
		if err := h.Apply(h.Game().LegalAt(0)); err != nil {
			t.Fatal(err)
		}
		// just after the other person's first decision, with nothing revealed by it
		if i > 10 && h.Log()[len(h.Log())-1].Player != h.Log()[len(h.Log())-2].Player && !h.Log()[len(h.Log())-1].Revealed &&
			!h.Log()[len(h.Log())-2].Revealed && before == h.Log()[len(h.Log())-1].Player {
			cut = len(h.Choices()) - 1
			break
		}
	}
	if cut == 0 {
		t.Fatal("no change of player found")
	}
	for h.CanUndo() {
		if err := h.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if len(h.Choices()) != cut {
		t.Fatalf("undo walked back to %d, want %d (the other person's decisions stay)", len(h.Choices()), cut)
	}
}

func TestBotDriverGenerationAndCancel(t *testing.T) {
	s, _ := NewSession(Setup{Names: []string{"Ana", "B"}, Seed: 8, Seats: []SeatKind{Person, BotHard}})
	var d BotDriver
	// nothing to do on the person's turn
	playUntil(t, s, 50, func() bool { _, bt := s.BotTurn(); return !bt })
	if _, ok := d.Start(s, 0); ok {
		t.Fatal("job on a person's turn")
	}
	playUntil(t, s, 500, func() bool {
		_, bt := s.BotTurn()
		return bt && s.Game().LegalCount() > 2
	})
	j, ok := d.Start(s, 24)
	if !ok || j.Seat != 1 || j.Kind != BotHard {
		t.Fatalf("no job: %+v", j)
	}
	if _, again := d.Start(s, 24); again {
		t.Fatal("two jobs at once")
	}
	// cancelled mid-search: Think stops at its next pause and reports false
	pauses := 0
	_, done := d.Think(j, 0, func() {
		pauses++
		if pauses == 2 {
			d.Cancel()
		}
	})
	if done || pauses != 2 {
		t.Fatalf("cancelled search: done %v after %d pauses", done, pauses)
	}
	n := len(s.Choices())
	if applied, _ := d.Finish(s, j, j.Game.LegalAt(0)); applied || len(s.Choices()) != n {
		t.Fatal("a cancelled job's choice was applied")
	}
	// a fresh job runs to the end and applies its choice; the split into slices does not
	// change the choice
	j2, ok := d.Start(s, 24)
	if !ok || j2.Gen == j.Gen {
		t.Fatal("no new generation")
	}
	c, done := d.Think(j2, 0, func() {})
	if !done {
		t.Fatal("search did not finish")
	}
	if c2, _ := d.Think(j2, time.Hour, nil); c2 != c {
		t.Fatalf("choice depends on slicing: %v vs %v", c, c2)
	}
	// the session changed meanwhile (seat handed to a person): the result is dropped
	rev := j2.Rev
	if err := s.SetSeatKind(1, Person); err != nil {
		t.Fatal(err)
	}
	if s.Rev() == rev {
		t.Fatal("seat change did not move the revision")
	}
	if applied, _ := d.Finish(s, j2, c); applied {
		t.Fatal("applied a choice for a seat that is no longer a computer's")
	}
	if d.Busy() {
		t.Fatal("still busy after finishing")
	}
	if err := s.SetSeatKind(1, BotHard); err != nil {
		t.Fatal(err)
	}
	j3, _ := d.Start(s, 24)
	c3, _ := d.Think(j3, time.Millisecond, func() {})
	if c3 != c {
		t.Fatalf("same position, different choice: %v vs %v", c3, c)
	}
	if applied, err := d.Finish(s, j3, c3); !applied || err != nil || len(s.Choices()) != n+1 {
		t.Fatalf("not applied: %v %v", applied, err)
	}
}

// The expert level is stored by name in saves and as 'x' in exported codes, and plays as the
// engine's Expert level.
func TestExpertSeats(t *testing.T) {
	setup := Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 4, Seats: []SeatKind{Person, BotExpert, BotHard}}
	back := storedSetup(t, setup, `"Seats":["person","expert","hard"]`)
	if back.Seat(1) != BotExpert || !back.Seat(1).IsBot() || back.Seat(1).Level() != bot.Expert || back.People() != 1 {
		t.Fatalf("read back %+v", back.Seats)
	}
	s2 := codeRoundTrip(t, setup, "~pxh012.")
	if s2.SeatKind(1) != BotExpert || s2.NewBot(1, 0).Level != bot.Expert {
		t.Fatalf("imported seat 1: %v", s2.SeatKind(1))
	}
	if err := s2.SetSeatKind(2, BotExpert); err != nil || s2.SeatKind(2) != BotExpert {
		t.Fatalf("hand seat 2 to the expert: %v", err)
	}
}

// The master level is stored by name in saves and as 'a' in exported codes, plays as the
// engine's Master level, and comes after the expert in the setup's menu while every older kind
// keeps its number (Remote stays 5).
func TestMasterSeats(t *testing.T) {
	if Remote != 5 || BotMaster != 6 || SeatKinds[5] != BotMaster || SeatKinds[6] != Remote {
		t.Fatalf("kinds: Remote %d, BotMaster %d, menu %v", Remote, BotMaster, SeatKinds)
	}
	setup := Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 4, Seats: []SeatKind{BotMaster, Person, Remote}}
	back := storedSetup(t, setup, `"Seats":["master","person","remote"]`)
	if back.Seat(0) != BotMaster || !back.Seat(0).IsBot() || back.Seat(0).Level() != bot.Master || back.Seat(2) != Remote || back.Seat(2).IsBot() {
		t.Fatalf("read back %+v", back.Seats)
	}
	setup.Seats = []SeatKind{BotMaster, Person, BotHard}
	s2 := codeRoundTrip(t, setup, "~aph012.")
	if s2.SeatKind(0) != BotMaster || s2.NewBot(0, 0).Level != bot.Master {
		t.Fatalf("imported seat 0: %v", s2.SeatKind(0))
	}
}

// storedSetup stores setup as a save does (JSON), checks that the text holds want, and reads
// it back.
func storedSetup(t *testing.T, setup Setup, want string) Setup {
	t.Helper()
	b, _ := json.Marshal(setup)
	if !strings.Contains(string(b), want) {
		t.Fatalf("stored as %s", b)
	}
	var back Setup
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	return back
}

// codeRoundTrip starts a game of setup, exports its code, checks that the code's table part
// holds part, and imports it.
func codeRoundTrip(t *testing.T, setup Setup, part string) *Session {
	t.Helper()
	s, err := NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	code := ExportCode(s.Setup(), s.Choices())
	if !strings.Contains(code, part) {
		t.Fatalf("table part: %q", code)
	}
	s2, err := Import(code)
	if err != nil {
		t.Fatal(err)
	}
	return s2
}
