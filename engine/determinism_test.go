package engine

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

// fingerprint hashes every state field, the scores and the choices of a game.
func fingerprint(g *Game) string {
	h := fnv.New64a()
	fmt.Fprintf(h, "%+v|%+v|%v|%v", goldenBoard(g), g.seats, g.vp, goldenChoices(g.choices))
	return fmt.Sprintf("%016x", h.Sum64())
}

// frameNumbers are the numbers the golden fingerprints give the frame kinds (the prompt each
// frame asks, numbered as frames were before they were named by their prompt).
var frameNumbers = [numPromptKinds]PromptKind{
	PromptPlaceMaterial: 1, PromptExpand: 2, PromptRedGod: 3, PromptTakePerson: 4, PromptHelper: 5,
	PromptTemple: 6, PromptFireCard: 7, PromptFireStatus: 8, PromptBuild: 9, PromptDrawCard: 10,
	PromptGainMaterial: 11,
}

// goldenChoices prints choices as the golden fingerprints do: "Name(A,B,C)".
func goldenChoices(cs []Choice) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = fmt.Sprintf("%s(%d,%d,%d)", c.Kind, c.A, c.B, c.C)
	}
	return out
}

// goldenBoard is the board as the golden fingerprints print it.
func goldenBoard(g *Game) board {
	b := g.board
	for i := range b.Frames {
		b.Frames[i].Kind = frameNumbers[b.Frames[i].Kind]
	}
	return b
}

func TestSameSeedAndChoicesGiveIdenticalGames(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		n := 2 + int(seed%3)
		a := playRandom(t, n, seed, nil)
		b := newGame(t, n, seed)
		for _, c := range a.Choices() {
			mustApply(t, b, c)
		}
		if fingerprint(a) != fingerprint(b) {
			t.Fatalf("seed %d: replay differs", seed)
		}
		if a.board != b.board || a.seats != b.seats || a.vp != b.vp {
			t.Fatalf("seed %d: state differs", seed)
		}
	}
}

func TestDifferentSeedsGiveDifferentGames(t *testing.T) {
	a, b := newGame(t, 4, 1), newGame(t, 4, 2)
	if a.board.Fish == b.board.Fish && a.board.Men == b.board.Men && a.board.Deck == b.board.Deck {
		t.Fatalf("seeds 1 and 2 set up the same table")
	}
}

func TestCloneIsIndependent(t *testing.T) {
	g := started(t, 3, 5)
	c := g.Clone()
	fp := fingerprint(g)
	for i := 0; i < 20 && !c.Over(); i++ {
		mustApply(t, c, c.LegalAt(0))
	}
	if fingerprint(g) != fp {
		t.Fatalf("playing a clone changed the original")
	}
}

// fingerprintFile holds the golden fingerprints of a rules version. Those of an earlier rules
// version never change: old records must replay as they were played.
func fingerprintFile(rules int) string {
	if rules == rules1 {
		return filepath.Join("testdata", "fingerprints.txt")
	}
	return filepath.Join("testdata", fmt.Sprintf("fingerprints_rules%d.txt", rules))
}

// TestGoldenFingerprints pins the exact outcome of seeded random games under every rules
// version. It runs natively and under GOOS=js GOARCH=wasm (make test), so both platforms must
// agree bit for bit. After a deliberate rules change (with a new RulesVersion), create the new
// version's file with: go test ./engine -run TestGoldenFingerprints -update (which writes only
// the current version's file).
func TestGoldenFingerprints(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		t.Run(fmt.Sprintf("rules%d", rules), func(t *testing.T) {
			checkFingerprints(t, rules)
		})
	}
}

func checkFingerprints(t *testing.T, rules int) {
	path := fingerprintFile(rules)
	var lines []string
	for seed := uint64(100); seed < 112; seed++ {
		n := 2 + int(seed%3)
		g := playRandomRules(t, rules, n, seed, nil)
		lines = append(lines, fmt.Sprintf("%d %d %s %v", seed, n, fingerprint(g), g.Scores()))
	}
	got := strings.Join(lines, "\n") + "\n"
	if *update && rules == RulesVersion {
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create)", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	i := 0
	for sc.Scan() {
		if i >= len(lines) || sc.Text() != lines[i] {
			t.Errorf("game %d: got %q, want %q", i, lines[min(i, len(lines)-1)], sc.Text())
		}
		i++
	}
	if i != len(lines) {
		t.Errorf("%d golden lines, %d games", i, len(lines))
	}
}

// FuzzApply feeds arbitrary choices, mixed with legal ones so that games go deep. Nothing may
// panic, illegal choices must change nothing, and the invariants must hold.
func FuzzApply(f *testing.F) {
	f.Add([]byte{2, 0, 0, 0, 0, 0}, uint64(1))
	f.Add([]byte{4, 200, 3, 0, 1, 7, 0, 0, 5, 255, 255, 255, 255}, uint64(9))
	f.Add([]byte{3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, uint64(77))
	f.Fuzz(func(t *testing.T, data []byte, seed uint64) {
		if len(data) == 0 {
			return
		}
		n := 2 + int(data[0]%3)
		g, err := NewGame(Config{Players: make([]PlayerConfig, n), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		data = data[1:]
		if len(data) > 4096 { // a game is over long before; longer inputs only slow the fuzzer
			data = data[:4096]
		}
		for len(data) > 0 && !g.Over() {
			b := data[0]
			data = data[1:]
			if b < 160 {
				mustApply(t, g, g.LegalAt(int(b)%g.LegalCount()))
				continue
			}
			var c Choice
			if len(data) >= 4 {
				c = Choice{Kind(data[0]), data[1], data[2], data[3]}
				data = data[4:]
			}
			board, players, n := g.board, g.seats, len(g.choices)
			if err := g.Apply(c); err != nil {
				if g.board != board || g.seats != players || len(g.choices) != n {
					t.Fatalf("illegal %v changed the game", c)
				}
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
		}
	})
}
