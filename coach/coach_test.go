package coach

import (
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"reflect"
	"strings"
	"testing"

	"borabora/engine"
	"borabora/engine/bot"
)

var update = flag.Bool("update", false, "write testdata/verdicts_golden.txt")

// mediumGame plays a whole game of Medium players and returns its record.
func mediumGame(t testing.TB, players int, seed uint64) engine.Record {
	t.Helper()
	cfg := engine.Config{Seed: seed}
	for i := 0; i < players; i++ {
		cfg.Players = append(cfg.Players, engine.PlayerConfig{Name: fmt.Sprintf("P%d", i+1)})
	}
	g, err := engine.NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]*bot.Bot, players)
	for i := range bots {
		bots[i] = bot.New(bot.Medium, seed+uint64(i))
	}
	for !g.Over() {
		if err := g.Apply(bots[g.Prompt().Player].Choose(g)); err != nil {
			t.Fatal(err)
		}
	}
	r, err := engine.DecodeRecord(engine.EncodeRecord(g.Record()))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestVerdictTextReadsBack(t *testing.T) {
	vs := []Verdict{
		{Step: 0, Seat: 0, Grade: bot.GradeBest, Made: engine.Choice{Kind: 3, A: 1}, Best: engine.Choice{Kind: 3, A: 1}, WinMade: 0.25, WinBest: 0.25, MarginMade: -3.125, MarginBest: -3.125},
		{Step: 311, Seat: 3, Grade: bot.GradeBlunder, Made: engine.Choice{Kind: 7, A: 255, B: 2, C: 9}, Best: engine.Choice{Kind: 1}, WinMade: 0.1 / 3, WinBest: 0.7, MarginMade: -12.000000001, MarginBest: 4.5e-7},
	}
	var lines []string
	for _, v := range vs {
		lines = append(lines, Encode(v))
	}
	got, err := Decode(strings.Join(lines, "\n") + "\n")
	if err != nil || !reflect.DeepEqual(got, vs) {
		t.Fatalf("read back %+v, %v; want %+v", got, err, vs)
	}
	for _, bad := range []string{"1 2 3", "1 0 9 1.0.0.0 1.0.0.0 0 0 0 0", "1 0 1 1.0.0 1.0.0.0 0 0 0 0",
		"1 0 1 1.0.0.0 1.0.0.0 NaN 0 0 0", "-1 0 1 1.0.0.0 1.0.0.0 0 0 0 0", "1 5 1 1.0.0.0 1.0.0.0 0 0 0 0",
		"1 0 1 1.0.0.0 1.0.0.300 0 0 0 0", "1 0 1 1.0.0.0 1.0.0.0 0 0 0 x"} {
		if _, err := Decode(bad); err == nil {
			t.Errorf("%q read as a verdict", bad)
		}
	}
}

// Every graded decision has more than one legal choice; the others are not graded.
func TestStepsAreTheRealDecisions(t *testing.T) {
	r := mediumGame(t, 2, 3)
	steps, err := Steps(r)
	if err != nil {
		t.Fatal(err)
	}
	if len(steps) == 0 || len(steps) >= len(r.Choices) {
		t.Fatalf("%d graded decisions of %d", len(steps), len(r.Choices))
	}
	in := map[int]bool{}
	for _, s := range steps {
		in[s] = true
	}
	err = walk(r, func(i int, g *engine.Game) bool {
		if in[i] != (g.LegalCount() > 1) {
			t.Errorf("decision %d: %d legal choices, graded %v", i, g.LegalCount(), in[i])
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
}

// A verdict does not depend on which other decisions are graded, nor on the order, nor on how
// the analysis' work is sliced: each worker may take any share.
func TestVerdictsDoNotDependOnTheShare(t *testing.T) {
	r := mediumGame(t, 3, 11)
	steps, _ := Steps(r)
	pick := []int{steps[4], steps[40], steps[len(steps)/2]}
	all := map[int]Verdict{}
	if err := JudgeRecord(r, pick, 64, nil, func(v Verdict) { all[v.Step] = v }); err != nil {
		t.Fatal(err)
	}
	for _, s := range pick {
		var one Verdict
		if err := JudgeRecord(r, []int{s}, 7, nil, func(v Verdict) { one = v }); err != nil {
			t.Fatal(err)
		}
		if one != all[s] {
			t.Errorf("decision %d: alone %+v, with others %+v", s, one, all[s])
		}
		if one.Grade == 0 || one.Seat < 0 || one.WinBest < one.WinMade || one.MarginBest < one.MarginMade {
			t.Errorf("decision %d: %+v", s, one)
		}
	}
	// a stop ends the work early and gives no verdict
	n := 0
	stops := 0
	err := JudgeRecord(r, pick, 8, func() bool { stops++; return stops > 3 }, func(Verdict) { n++ })
	if err != nil || n != 0 {
		t.Errorf("stopped: %d verdicts, %v", n, err)
	}
}

// goldenVerdicts grades a few decisions of two games and writes their text.
func goldenVerdicts(t *testing.T) string {
	var b strings.Builder
	for _, gm := range []struct {
		players int
		seed    uint64
	}{{4, 21}, {2, 5}} {
		r := mediumGame(t, gm.players, gm.seed)
		steps, _ := Steps(r)
		var pick []int
		for i := 0; i < len(steps); i += len(steps) / 5 {
			pick = append(pick, steps[i])
		}
		if err := JudgeRecord(r, pick, 50, nil, func(v Verdict) { b.WriteString(Encode(v) + "\n") }); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

// The verdicts are the same, bit for bit, natively and in WebAssembly (make test-wasm runs
// this test under Node; the browser test TestCoachWorkerGradesAsNatively runs the worker).
func TestVerdictsGolden(t *testing.T) {
	got := goldenVerdicts(t)
	h := fnv.New64a()
	h.Write([]byte(got))
	t.Logf("fingerprint %016x", h.Sum64())
	checkGolden(t, "testdata/verdicts_golden.txt", got)
}

// checkGolden compares got with the golden file at path (written anew with -update).
func checkGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Fatalf("%s differs:\n%s", path, got)
	}
}

// BenchmarkJudge: one decision graded with the review's settings (CPU per decision natively).
func BenchmarkJudge(b *testing.B) {
	r := mediumGame(b, 4, 21)
	steps, _ := Steps(r)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := steps[(i*37)%len(steps)]
		if err := JudgeRecord(r, []int{s}, 64, nil, func(Verdict) {}); err != nil {
			b.Fatal(err)
		}
	}
}
