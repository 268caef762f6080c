package main

import (
	"bytes"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"borabora/engine"
)

// The results depend only on the flags: one worker or two, the output is the same.
func TestResultsDoNotDependOnWorkers(t *testing.T) {
	out := func(workers string) string {
		var o, e bytes.Buffer
		args := []string{"-games", "6", "-seats", "medium,easy,mcts:8", "-quiet", "-workers", workers}
		if rc := run(args, &o, &e); rc != 0 {
			t.Fatalf("rc %d: %s", rc, e.String())
		}
		return o.String()
	}
	one, two := out("1"), out("2")
	if one != two {
		t.Fatalf("1 worker:\n%s\n2 workers:\n%s", one, two)
	}
	if !strings.Contains(one, `"games":6`) || !strings.Contains(one, "mcts:8") {
		t.Fatalf("unexpected output:\n%s", one)
	}
}

func TestBadSeats(t *testing.T) {
	for _, seats := range []string{"hard", "mcts:0,easy", "mcts:x,easy", "grand,easy", "easy,easy,easy,easy,easy"} {
		var o, e bytes.Buffer
		if rc := run([]string{"-games", "1", "-seats", seats}, &o, &e); rc != 2 {
			t.Errorf("seats %q: rc %d, want 2", seats, rc)
		}
	}
}

func newGame(t *testing.T, players int, seed uint64) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(engine.Config{Players: make([]engine.PlayerConfig, players), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The generic search plays whole games with legal choices only, and the same seed gives the
// same game.
func TestMCTSPlaysLegalReproducibleGames(t *testing.T) {
	play := func() []engine.Choice {
		g := newGame(t, 3, 42)
		ps := []*mctsPlayer{newMCTS(6, 1), newMCTS(6, 2), newMCTS(6, 3)}
		for steps := 0; !g.Over(); steps++ {
			if steps > 5000 {
				t.Fatal("game did not end")
			}
			c := ps[g.Prompt().Player].Choose(g)
			if !g.IsLegal(c) {
				t.Fatalf("illegal %v at %+v", c, g.Prompt())
			}
			if err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
		return g.Choices()
	}
	a, b := play(), play()
	if len(a) != len(b) {
		t.Fatalf("%d choices, then %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("choice %d: %v, then %v", i, a[i], b[i])
		}
	}
}

// The generic search decides from the seat's view only: two games that look the same to the
// deciding seat but hold different hidden cards, piles and dice give the same choice.
func TestMCTSDependsOnlyOnTheSeatsView(t *testing.T) {
	g := newGame(t, 4, 7)
	r := newMCTS(4, 9)
	checked := 0
	for step := 0; !g.Over() && checked < 12; step++ {
		seat := g.Prompt().Player
		if step%23 == 0 && g.LegalCount() > 1 {
			d1, d2 := g.Determinize(seat, 1), g.Determinize(seat, 2)
			if d1.Hand(seat) != d2.Hand(seat) {
				t.Fatal("determinized games differ in the seat's own hand")
			}
			hidden := false
			for q := 0; q < g.NumPlayers(); q++ {
				if q != seat && d1.Hand(q) != d2.Hand(q) {
					hidden = true
				}
			}
			if hidden {
				checked++
				if c1, c2 := newMCTS(40, 5).Choose(d1), newMCTS(40, 5).Choose(d2); c1 != c2 {
					t.Fatalf("prompt %+v: %v with one hidden deal, %v with another", g.Prompt(), c1, c2)
				}
			}
		}
		if err := g.Apply(r.Choose(g)); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 5 {
		t.Fatalf("only %d positions with hidden cards checked", checked)
	}
}

// A run with a log that already holds some of its games plays only the others and reports the
// same as a run from nothing; -report reports the whole deals of a log.
func TestLogResumes(t *testing.T) {
	dir := t.TempDir()
	tour := func(args ...string) string {
		var o, e bytes.Buffer
		args = append([]string{"-seats", "medium,easy", "-quiet", "-workers", "2"}, args...)
		if rc := run(args, &o, &e); rc != 0 {
			t.Fatalf("%v: rc %d: %s", args, rc, e.String())
		}
		return o.String()
	}
	whole := tour("-games", "6")
	log := dir + "/games.jsonl"
	tour("-games", "3", "-log", log)
	if got := tour("-games", "6", "-log", log); got != whole {
		t.Fatalf("resumed run:\n%s\nrun from nothing:\n%s", got, whole)
	}
	part := dir + "/part.jsonl"
	tour("-games", "3", "-log", part)
	if got, want := tour("-games", "6", "-log", part, "-report"), tour("-games", "2"); got != want {
		t.Fatalf("report of a log with 3 games (one whole deal of two):\n%s\nwant:\n%s", got, want)
	}
	// the report also gives the time per decision the logged games took
	var o, e bytes.Buffer
	if rc := run([]string{"-seats", "medium,easy", "-games", "6", "-log", part, "-report"}, &o, &e); rc != 0 {
		t.Fatalf("rc %d: %s", rc, e.String())
	}
	for _, k := range []string{"medium", "easy"} {
		if !strings.Contains(e.String(), k+" ") || !strings.Contains(e.String(), "ms per decision") {
			t.Fatalf("no time per decision of %s in:\n%s", k, e.String())
		}
	}
}

// A run shared between two machines: games from -from on here, the first ones logged
// elsewhere; together they report exactly what one run reports.
func TestFromSharesARun(t *testing.T) {
	dir := t.TempDir()
	base := []string{"-games", "8", "-seats", "medium,easy,easy,easy", "-quiet"}
	var whole, e bytes.Buffer
	if rc := run(base, &whole, &e); rc != 0 {
		t.Fatalf("rc %d: %s", rc, e.String())
	}
	first, second := dir+"/first.log", dir+"/second.log"
	var o bytes.Buffer
	if rc := run(append([]string{"-log", second, "-from", "4"}, base...), &o, &e); rc != 0 {
		t.Fatalf("rc %d: %s", rc, e.String())
	}
	if !strings.Contains(o.String(), `"games":4`) {
		t.Fatalf("the second half alone should report its 4 games:\n%s", o.String())
	}
	// the first half, then the second half's lines appended: the whole run
	if rc := run(append([]string{"-games", "4", "-log", first}, base[2:]...), &o, &e); rc != 0 {
		t.Fatalf("rc %d: %s", rc, e.String())
	}
	b1, _ := os.ReadFile(first)
	b2, _ := os.ReadFile(second)
	all := dir + "/all.log"
	if err := os.WriteFile(all, append(b1, b2...), 0o644); err != nil {
		t.Fatal(err)
	}
	var rep bytes.Buffer
	if rc := run(append([]string{"-log", all, "-report"}, base...), &rep, &e); rc != 0 {
		t.Fatalf("rc %d: %s", rc, e.String())
	}
	if rep.String() != whole.String() {
		t.Fatalf("one run:\n%s\ntwo halves:\n%s", whole.String(), rep.String())
	}
	for _, from := range []string{"-1", "8"} {
		if rc := run(append([]string{"-from", from}, base...), &o, &e); rc != 2 {
			t.Errorf("-from %s: rc %d, want 2", from, rc)
		}
	}
}

// -compare pairs the first players of two logs game by game: against itself a log differs by
// nothing; against another it counts each one's wins as its own report does, and the games
// won by one of them only make up the difference of their wins. Logs of other deals, or one
// log holding two settings, are refused.
func TestCompareLogs(t *testing.T) {
	dir := t.TempDir()
	logOf := func(name, seats, games string) string {
		p := dir + "/" + name
		var o, e bytes.Buffer
		if rc := run([]string{"-games", games, "-seats", seats, "-quiet", "-log", p}, &o, &e); rc != 0 {
			t.Fatalf("rc %d: %s", rc, e.String())
		}
		return p
	}
	a := logOf("a.log", "medium,easy,easy", "9")
	b := logOf("b.log", "easy,easy,easy", "12")
	cmp := func(args ...string) (string, int) {
		var o, e bytes.Buffer
		rc := run(append([]string{"-compare"}, args...), &o, &e)
		return o.String() + e.String(), rc
	}
	fields := func(out, label string) []string {
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, label+" ") {
				return strings.Fields(strings.TrimPrefix(l, label))
			}
		}
		t.Fatalf("no %q line in:\n%s", label, out)
		return nil
	}
	self, rc := cmp(a + "," + a)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, self)
	}
	if f := fields(self, "won by one of them only"); f[0] != "0" || f[1] != "0" {
		t.Errorf("a log against itself: %v", f)
	}
	if f := fields(self, "margin over the others' mean"); f[len(f)-3] != "+0.0" {
		t.Errorf("a log against itself: paired margin %v", f)
	}
	out, rc := cmp(a + "," + b)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, out)
	}
	if !strings.Contains(out, "9 games both logs hold") {
		t.Errorf("the 9 games of a (3 whole deals) should be compared:\n%s", out)
	}
	wins := fields(out, "wins")
	only := fields(out, "won by one of them only")
	// the first player's wins, read from each log's own report on the same 9 games
	reportWins := func(log, seats string) string {
		var o, e bytes.Buffer
		if rc := run([]string{"-games", "9", "-seats", seats, "-log", log, "-report"}, &o, &e); rc != 0 {
			t.Fatalf("rc %d: %s", rc, e.String())
		}
		return fields(o.String(), strings.Split(seats, ",")[0])[1]
	}
	if got, want := wins[0], reportWins(a, "medium,easy,easy"); got != want {
		t.Errorf("A's wins %s, its report says %s", got, want)
	}
	// b's first player is one of three alike, so its own report counts every seat: count its
	// first seat's wins from its lines instead
	lb, err := readGames(b)
	if err != nil {
		t.Fatal(err)
	}
	firstWins := 0
	for i := 0; i < 9; i++ {
		if l := lb.games[i]; l.Winner == (3-i%3)%3 {
			firstWins++
		}
	}
	if got := wins[4]; got != strconv.Itoa(firstWins) {
		t.Errorf("B's wins %s, its log says %d", got, firstWins)
	}
	wa, _ := strconv.Atoi(wins[0])
	oa, _ := strconv.Atoi(only[0])
	ob, _ := strconv.Atoi(only[1])
	if wa-firstWins != oa-ob {
		t.Errorf("wins %d and %d, but won by one only %d and %d", wa, firstWins, oa, ob)
	}
	if out, rc := cmp(a+","+b, "-games", "6"); rc != 0 || !strings.Contains(out, "6 games both") {
		t.Errorf("-games 6: rc %d:\n%s", rc, out)
	}
	// a game played while the run was paused (a decision of 70 s) is left out of the times
	paused := dir + "/paused.log"
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(string(mustRead(t, a))), "\n") {
		var ll logLine
		if err := json.Unmarshal([]byte(l), &ll); err != nil {
			t.Fatal(err)
		}
		if ll.Game == 0 {
			ll.Ns[0] += 70e9
			ll.MaxNs[0] = 70e9
		}
		b, _ := json.Marshal(ll)
		lines = append(lines, string(b))
	}
	if err := os.WriteFile(paused, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, rc = cmp(paused + "," + b)
	if rc != 0 || !strings.Contains(out, "leave out 1 and 0 games") {
		t.Errorf("a paused game: rc %d:\n%s", rc, out)
	}
	if f := fields(out, "time per decision vs others"); len(f) < 1 || !strings.HasSuffix(f[0], "x") {
		t.Errorf("time line %v", f)
	} else if r, err := strconv.ParseFloat(strings.TrimSuffix(f[0], "x"), 64); err != nil || r > 100 {
		t.Errorf("A's time ratio %q with a paused game left out", f[0])
	}
	two := logOf("two.log", "medium,easy", "4")
	if out, rc := cmp(a + "," + two); rc != 1 || !strings.Contains(out, "same deals") {
		t.Errorf("logs of 3 and 2 players: rc %d: %s", rc, out)
	}
	ab, _ := os.ReadFile(a)
	bb, _ := os.ReadFile(b)
	mixed := dir + "/mixed.log"
	if err := os.WriteFile(mixed, append(ab, bb...), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, rc := cmp(mixed + "," + a); rc != 1 || !strings.Contains(out, "second configuration") {
		t.Errorf("a log of two settings: rc %d: %s", rc, out)
	}
	if out, rc := cmp(a); rc != 2 {
		t.Errorf("one log: rc %d: %s", rc, out)
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
