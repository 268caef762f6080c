package gameapp

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// fin is a finished game for the statistics: names with their scores, the winner, the seats.
func fin(id string, winner int, names []string, scores []int, seats ...SeatKind) Finished {
	return Finished{ID: id, Ended: 1, Names: names, Scores: scores, Winner: winner, Seats: seats, Code: "BB1.x"}
}

// TestStatsOverFinishedGames: games, wins, win rate, average and best score per name, head to
// head against people by name and computers by level, ties, and the games left out.
func TestStatsOverFinishedGames(t *testing.T) {
	P, E, H := Person, BotEasy, BotHard
	games := []Finished{
		fin("1", 0, []string{"Ana", "Ben"}, []int{80, 70}),
		fin("2", 1, []string{"Ana", "Ben"}, []int{60, 90}),
		// a tie on points: Ben won on turn order, head to head it is a tie
		fin("3", 1, []string{"Ana", "Ben", "Hal"}, []int{75, 75, 40}, P, P, H),
		fin("4", 1, []string{"Ana", "Hal", "Eve"}, []int{50, 95, 30}, P, H, E),
		// a game played on from a review is not a whole game
		func() Finished { f := fin("5", 0, []string{"Ana", "Ben"}, []int{200, 1}); f.From = 40; return f }(),
		// computers among themselves: nobody's statistics
		fin("6", 0, []string{"Hal", "Eve"}, []int{90, 50}, H, E),
		// two seats of one name: each counts, never against itself
		fin("7", 0, []string{"Cy", "Cy"}, []int{66, 44}),
	}
	st := StatsOf(games)
	var names []string
	for _, p := range st {
		names = append(names, p.Name)
	}
	if fmt.Sprint(names) != "[Ana Ben Cy]" {
		t.Fatalf("players %v, want Ana (4 games), Ben (3), Cy (2)", names)
	}
	ana, ben, cy := st[0], st[1], st[2]
	if ana.Games != 4 || ana.Wins != 1 || ana.Best != 80 || ana.Total != 265 {
		t.Errorf("Ana: %+v", ana)
	}
	if math.Abs(ana.Average()-66.25) > 1e-9 || ana.WinRate() != 0.25 {
		t.Errorf("Ana: average %v, win rate %v", ana.Average(), ana.WinRate())
	}
	if ben.Games != 3 || ben.Wins != 2 || ben.Best != 90 || math.Abs(ben.Average()-235.0/3) > 1e-9 {
		t.Errorf("Ben: %+v", ben)
	}
	if cy.Games != 2 || cy.Wins != 1 || cy.Best != 66 || len(cy.Versus) != 0 {
		t.Errorf("Cy: %+v", cy)
	}
	want := []Versus{
		{Name: "Ben", Games: 3, Won: 1, Lost: 1, Tied: 1},
		{Level: BotEasy, Games: 1, Won: 1},
		{Level: BotHard, Games: 2, Won: 1, Lost: 1},
	}
	if fmt.Sprint(ana.Versus) != fmt.Sprint(want) {
		t.Errorf("Ana head to head %+v, want %+v", ana.Versus, want)
	}
	if v := ben.Versus; len(v) != 2 || v[0] != (Versus{Name: "Ana", Games: 3, Won: 1, Lost: 1, Tied: 1}) || v[1] != (Versus{Level: BotHard, Games: 1, Won: 1}) {
		t.Errorf("Ben head to head %+v", v)
	}
	if (PlayerStats{}).Average() != 0 || (PlayerStats{}).WinRate() != 0 {
		t.Error("no games: not zero")
	}
	_ = E
}

// finishedAt is a valid finished game ended at ended.
func finishedAt(id string, ended int64) Finished {
	f := fin(id, 0, []string{"Ana", "Ben"}, []int{10, 5})
	f.Ended = ended
	return f
}

// TestHistoryKeepsTheLastGamesAndCountsTheDropped: beyond HistoryLimit the oldest games go,
// counted in the note; a game is kept once; entries that cannot be read are left as they are.
func TestHistoryKeepsTheLastGamesAndCountsTheDropped(t *testing.T) {
	kv := NewMemKV()
	h := NewHistory(kv)
	kv.M[keyHist+"zz-damaged"] = "{not json"
	kv.M[keyHist+"zz-newer"] = "2\n1\n0\n0\nBB1.x\nperson 1 \"A\"\nperson 2 \"B\""
	for i := 0; i < HistoryLimit+5; i++ {
		// added out of order: the oldest by end time go, not the first added
		end := int64(1000 + (i*37)%(HistoryLimit+5))
		if err := h.Add(finishedAt(fmt.Sprintf("g%03d", i), end)); err != nil {
			t.Fatal(err)
		}
	}
	l, err := h.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Games) != HistoryLimit || l.Dropped != 5 || l.Unreadable != 2 {
		t.Fatalf("%d games, %d dropped, %d unreadable; want %d, 5, 2", len(l.Games), l.Dropped, l.Unreadable, HistoryLimit)
	}
	if l.Games[0].Ended != 1000+HistoryLimit+4 || l.Games[HistoryLimit-1].Ended != 1005 {
		t.Fatalf("kept from %d to %d, want the newest (%d) to 1005", l.Games[0].Ended, l.Games[HistoryLimit-1].Ended, 1000+HistoryLimit+4)
	}
	if kv.M[keyHist+"zz-damaged"] != "{not json" || kv.M[keyHist+"zz-newer"] == "" {
		t.Fatal("an unreadable entry was changed or dropped")
	}
	before := maps.Clone(kv.M)
	if err := h.Add(finishedAt(l.Games[3].ID, 99999)); err != nil || !maps.Equal(before, kv.M) {
		t.Fatalf("a game kept already was written again (%v)", err)
	}
	if err := h.Add(finishedAt("next", 5000)); err != nil {
		t.Fatal(err)
	}
	if l, _ = h.List(); len(l.Games) != HistoryLimit || l.Dropped != 6 || l.Games[0].ID != "next" {
		t.Fatalf("after one more: %d games, %d dropped, newest %q", len(l.Games), l.Dropped, l.Games[0].ID)
	}
}

// TestHistoryEntryReadsBackAsWritten: any names (quotes, line breaks, other scripts), seats,
// scores, winner and start read back as written; a seat kind of a later version reads as a
// person, an entry cut short or of a later format does not read.
func TestHistoryEntryReadsBackAsWritten(t *testing.T) {
	f := Finished{ID: "abc", Ended: 1_700_000_123_456, Names: []string{"Ana \"A\"", "line\nbreak", "Zoë 李", "x"},
		Seats: []SeatKind{Person, BotExpert, Person, BotEasy}, Scores: []int{0, -3, 120, 7}, Winner: 2, Code: "BB1.q~pxpe0123", From: 12}
	g, ok := parseFinished("abc", f.text())
	if !ok || fmt.Sprint(g) != fmt.Sprint(f) {
		t.Fatalf("read back %+v, %v; wrote %+v", g, ok, f)
	}
	later := strings.Replace(f.text(), "expert", "wizard", 1)
	if g, ok := parseFinished("abc", later); !ok || g.Seat(1) != Person {
		t.Fatalf("a later kind: %v, %v", g.Seat(1), ok)
	}
	text := f.text()
	for _, bad := range []string{"", text[:20], "2" + text[1:], strings.Replace(text, "\"x\"", "x", 1), strings.Replace(text, "\n2\n", "\nz\n", 1)} {
		if _, ok := parseFinished("abc", bad); ok {
			t.Errorf("%q read", bad)
		}
	}
}

// TestHistoryThroughStorageFaults: a full storage fails the write and changes nothing; a
// disabled one fails every call; a damaged note reads as nothing dropped.
func TestHistoryThroughStorageFaults(t *testing.T) {
	kv := NewMemKV()
	h := NewHistory(kv)
	if err := h.Add(finishedAt("a", 1)); err != nil {
		t.Fatal(err)
	}
	kv.Quota = len(kv.M[keyHist+"a"]) + 10
	before := maps.Clone(kv.M)
	if err := h.Add(finishedAt("b", 2)); err == nil || !StorageFull(err) {
		t.Fatalf("a full storage: %v", err)
	}
	if !maps.Equal(before, kv.M) {
		t.Fatal("a failed write changed the history")
	}
	kv.Quota = 0
	kv.M[keyHistNote] = "garbage"
	kv.M[keyHist+"x"] = strings.Replace(finishedAt("x", 1).text(), "\n0\n", "\n9\n", 1) // no seat 9
	if l, err := h.List(); err != nil || len(l.Games) != 1 || l.Dropped != 0 || l.Unreadable != 1 {
		t.Fatalf("%+v, %v", l, err)
	}
	kv.Fail = fmt.Errorf("SecurityError")
	if _, err := h.List(); err == nil {
		t.Fatal("a disabled storage listed")
	}
	if err := NewHistory(nil).Add(finishedAt("c", 3)); err == nil {
		t.Fatal("no storage: added")
	}
}

// playToEnd plays s to its end with seeded random choices.
func playToEnd(t *testing.T, s *Session, seed uint64) {
	t.Helper()
	playSome(t, s, 100000, seed)
	if !s.Game().Over() {
		t.Fatal("the game did not end")
	}
}

// TestLibraryKeepsTheGamesThatEndHere: a game that ends on the table is kept with its players,
// scores, winner and code; a game that came over already (an import) is not; one whose record
// could not be written (a full storage) is kept from its save later; an earlier build's save
// without an end time loads and is not kept.
func TestLibraryKeepsTheGamesThatEndHere(t *testing.T) {
	kv := NewMemKV()
	l := OpenLibrary(kv, nil, testClock())
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 9, Seats: []SeatKind{Person, BotHard, Person}})
	l.Attach(s)
	playToEnd(t, s, 4)
	h, err := l.History()
	if err != nil || len(h.Games) != 1 {
		t.Fatalf("%+v, %v", h, err)
	}
	f := h.Games[0]
	if f.ID != l.Saver(s).ID() || fmt.Sprint(f.Names, f.Scores) != fmt.Sprint(s.Setup().Names, s.Game().Scores()) ||
		f.Winner != s.Game().Winner() || f.Seat(1) != BotHard || f.Seat(2) != Person || f.Ended == 0 {
		t.Fatalf("kept %+v", f)
	}
	r, err := Import(f.Code)
	if err != nil || fmt.Sprint(r.Game().Scores()) != fmt.Sprint(f.Scores) || r.SeatKind(1) != BotHard {
		t.Fatalf("the kept code replays to %v (%v)", r, err)
	}

	// an imported finished game is not a game played here
	imp, _ := l.Decode(f.Code)
	l.Attach(imp)
	if h, _ := l.History(); len(h.Games) != 1 {
		t.Fatalf("an import was kept: %d games", len(h.Games))
	}

	// the record of a game's end cannot be written: its save keeps the end, the history takes
	// it from there
	s2, _ := NewSession(Setup{Names: []string{"Dee", "Eli"}, Seed: 5})
	l.Attach(s2)
	playSome(t, s2, 30, 1)
	id2 := l.Saver(s2).ID()
	l.hist = NewHistory(&MemKV{M: kv.M, Fail: fmt.Errorf("QuotaExceededError")})
	l.Saver(s2).KeepIn(l.hist)
	playToEnd(t, s2, 2)
	if _, ok := kv.M[keyHist+id2]; ok {
		t.Fatal("kept through a failing storage")
	}
	var sf SaveFile
	if err := json.Unmarshal([]byte(kv.M[keySave+id2]), &sf); err != nil || sf.Ended == 0 {
		t.Fatalf("the save does not say when the game ended: %v", err)
	}
	l2 := OpenLibrary(kv, nil, testClock())
	if h, _ := l2.History(); len(h.Games) != 2 || h.Games[0].ID != id2 || h.Games[0].Ended != sf.Ended {
		t.Fatalf("the save's game was not kept later: %+v", h)
	}

	// an earlier build's finished save (no end time) still opens, and is not kept
	sf.Ended, sf.ID = 0, "old"
	b, _ := json.Marshal(sf)
	kv.M[keySave+"old"] = string(b)
	if g, err := l2.Open("old"); err != nil || !g.Game().Over() {
		t.Fatalf("an earlier save: %v", err)
	}
	if h, _ := l2.History(); len(h.Games) != 2 {
		t.Fatalf("an earlier build's save was kept: %d games", len(h.Games))
	}
}

// TestHistoryMovesWithTheSaves: a deploy under a sub-path takes the history over from the
// plain keys of earlier builds, as it does the saves.
func TestHistoryMovesWithTheSaves(t *testing.T) {
	kv := NewMemKV()
	if err := NewHistory(kv).Add(finishedAt("a", 1)); err != nil {
		t.Fatal(err)
	}
	l, err := NewHistory(Namespaced(kv, "/sub")).List()
	if err != nil || len(l.Games) != 1 || l.Games[0].ID != "a" {
		t.Fatalf("%+v, %v", l, err)
	}
}

// TestHandedOverGameCountsForThePerson: a person who plays a seat for four rounds and then
// hands it to a computer in the Players dialog keeps the game: the history says how many
// rounds they played (and reads it back), and the statistics count the game for them, the
// seat a person's for their opponents too.
func TestHandedOverGameCountsForThePerson(t *testing.T) {
	s, err := NewSession(Setup{Names: []string{"Walker", "Cy"}, Seed: 9, Seats: []SeatKind{Person, BotEasy}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(9, 1))
	for s.Game().Round() < 5 {
		l := s.Game().Legal()
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	at := len(s.Choices())
	if err := s.SetSeatKind(0, BotHard); err != nil {
		t.Fatal(err)
	}
	if h := s.Setup().Handed; len(h) != 1 || h[0] != (Handed{Seat: 0, At: at, From: Person, Kind: BotHard}) {
		t.Fatalf("hand-overs %+v", h)
	}
	if k := s.Setup().KindAt(0, at-1); k != Person {
		t.Fatalf("seat 0 before the hand-over: %v", k)
	}
	for !s.Game().Over() {
		l := s.Game().Legal()
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	f := FinishedOf("g1", s, 1)
	if f.PersonRounds(0) != 4 || !f.Person(0) || f.Person(1) {
		t.Fatalf("Walker played %d rounds (person %v), Cy person %v", f.PersonRounds(0), f.Person(0), f.Person(1))
	}
	back, ok := parseFinished("g1", f.text())
	if !ok || back.PersonRounds(0) != f.PersonRounds(0) || back.Seat(0) != BotHard {
		t.Fatalf("read back %+v", back)
	}
	st := StatsOf([]Finished{back})
	if len(st) != 1 || st[0].Name != "Walker" || st[0].Games != 1 || len(st[0].Versus) != 1 || st[0].Versus[0].Level != BotEasy {
		t.Fatalf("statistics %+v", st)
	}
	// a save keeps the hand-over
	kv := NewMemKV()
	l := OpenLibrary(kv, nil, func() int64 { return 1 })
	l.Attach(s)
	l.Flush()
	saves, _, _ := l.List()
	if len(saves) != 1 || len(saves[0].Setup.Handed) != 1 {
		t.Fatalf("the save lost the hand-over: %+v", saves)
	}
}
