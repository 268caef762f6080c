package bot

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"borabora/engine"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// analyse runs an analysis of g to its end in steps of k rollouts.
func analyse(g *engine.Game, o Options, k int) *Search {
	a := NewAnalysis(g, o)
	for !a.Step(k) {
	}
	return a
}

// The analysis is the same whatever the slices it is run in, and the same again: its
// outcomes, their order and their reasons.
func TestAnalysisSameWhateverTheSlices(t *testing.T) {
	o := Options{Worlds: 6, Width: 4, Seed: 9}
	for _, g := range positions(t, 4, 21, 37) {
		want := analyse(g, o, 1000)
		for _, k := range []int{1, 5} {
			got := analyse(g, o, k)
			if !reflect.DeepEqual(got.Outcomes(), want.Outcomes()) {
				t.Fatalf("steps of %d: %+v, in one go %+v", k, got.Outcomes(), want.Outcomes())
			}
			for _, oc := range want.Outcomes() {
				if !reflect.DeepEqual(got.Why(oc.Choice), want.Why(oc.Choice)) {
					t.Fatalf("%v: reasons differ", oc.Choice)
				}
			}
		}
	}
}

// Every candidate is judged in every world; the outcomes are sorted by margin, with chances to
// win between 0 and 1; the progress counts up to the work announced.
func TestAnalysisJudgesEveryCandidateAlike(t *testing.T) {
	checked := 0
	for _, g := range positions(t, 3, 22, 23) {
		a := NewAnalysis(g, Options{Worlds: 5, Width: -1})
		done, total := a.Progress()
		if done != 0 || total != 5*g.LegalCount() && g.LegalCount() > 1 {
			t.Fatalf("progress %d/%d for %d choices", done, total, g.LegalCount())
		}
		last := -1
		for !a.Step(3) {
			d, _ := a.Progress()
			if d <= last {
				t.Fatalf("progress went from %d to %d", last, d)
			}
			last = d
		}
		os := a.Outcomes()
		if len(os) != g.LegalCount() {
			t.Fatalf("%d outcomes for %d legal choices", len(os), g.LegalCount())
		}
		for i, o := range os {
			if o.Samples != 5 || o.Win < 0 || o.Win > 1 || i > 0 && o.Margin > os[i-1].Margin || !g.IsLegal(o.Choice) {
				t.Fatalf("outcomes %+v", os)
			}
		}
		if a.Grade(os[0].Choice) != GradeBest {
			t.Fatalf("the best outcome is graded %v", a.Grade(os[0].Choice))
		}
		checked++
	}
	if checked < 5 {
		t.Fatalf("only %d positions", checked)
	}
}

// A choice named in Include is judged whatever its rank at first sight; one that is not legal
// is left out.
func TestAnalysisJudgesTheChoiceNamed(t *testing.T) {
	for _, g := range positions(t, 4, 23, 11) {
		if g.LegalCount() < 4 {
			continue
		}
		a := NewAnalysis(g, Options{Worlds: 2, Width: 1})
		first := a.Outcomes()
		last := g.LegalAt(g.LegalCount() - 1)
		if len(first) != 1 || first[0].Choice == last {
			continue
		}
		bad := engine.Choice{Kind: engine.KTakeTask, A: 99}
		b := analyse(g, Options{Worlds: 2, Width: 1, Include: []engine.Choice{last, bad}}, 50)
		os := b.Outcomes()
		if len(os) != 2 || b.Grade(last) == 0 || b.Grade(bad) != 0 {
			t.Fatalf("with %v included: %+v", last, os)
		}
		if !reflect.DeepEqual(b.Why(bad), Why{}) {
			t.Fatal("reasons for a choice that is not legal")
		}
		return
	}
	t.Fatal("no position with a choice outside the first")
}

func TestGradeThresholds(t *testing.T) {
	for _, c := range []struct {
		win, points float64
		want        Grade
	}{
		{0, 0, GradeBest}, {-0.1, -3, GradeBest}, {0.004, 0.4, GradeBest},
		{0.005, 0, GradeGood}, {0, 0.5, GradeGood}, {0.019, 1.9, GradeGood},
		{0.02, 0, GradeInaccuracy}, {0, 2, GradeInaccuracy}, {0.049, 4.9, GradeInaccuracy},
		{0.05, 0, GradeMistake}, {0, 5, GradeMistake}, {0.099, 9.9, GradeMistake},
		{0.1, 0, GradeBlunder}, {0, 10, GradeBlunder}, {0.6, 40, GradeBlunder},
	} {
		if g := GradeOf(c.win, c.points); g != c.want {
			t.Errorf("GradeOf(%v, %v) = %v, want %v", c.win, c.points, g, c.want)
		}
	}
}

// plantedBlunder is a line of testdata/blunders.txt.
type plantedBlunder struct {
	code   string
	choice engine.Choice
	what   string
}

func readBlunders(t *testing.T) []plantedBlunder {
	f, err := os.Open("testdata/blunders.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []plantedBlunder
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.SplitN(line, " ", 4)
		k, err1 := strconv.Atoi(fs[1])
		a, err2 := strconv.Atoi(fs[2])
		if len(fs) < 4 || err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		out = append(out, plantedBlunder{fs[0], engine.Choice{Kind: engine.Kind(k), A: uint8(a)}, fs[3]})
	}
	return out
}

// gameOf replays a save code.
func gameOf(t *testing.T, code string) *engine.Game {
	t.Helper()
	r, err := engine.DecodeRecord(code)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.Replay(r)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Planted blunders: positions where a seat ends Phase B past a 10-point build, or stops the
// final tasks past a task it can complete. The evaluator, asked as the review's coach asks it
// (coach.Options: Master's search, ReviewWork rollouts, the choice made included), grades each a mistake or worse, and
// finds a better candidate.
func TestPlantedBlundersAreMistakes(t *testing.T) {
	bs := readBlunders(t)
	if len(bs) < 8 {
		t.Fatalf("only %d planted blunders", len(bs))
	}
	for _, b := range bs {
		g := gameOf(t, b.code)
		if !g.IsLegal(b.choice) {
			t.Fatalf("%s: %v is not legal here", b.what, b.choice)
		}
		a := analyse(g, Options{Include: []engine.Choice{b.choice}, Master: true, Work: ReviewWork}, 64)
		best := a.Outcomes()[0]
		var mine Outcome
		for _, o := range a.Outcomes() {
			if o.Choice == b.choice {
				mine = o
			}
		}
		gr := a.Grade(b.choice)
		t.Logf("%s: %v graded %v (gives up %.1f points and %.1f%% to win against %v)", b.what, b.choice, gr,
			best.Margin-mine.Margin, 100*(best.Win-mine.Win), best.Choice)
		if gr < GradeMistake {
			t.Errorf("%s: %v graded %v", b.what, b.choice, gr)
		}
	}
}

// goldenAnalyses is a fingerprint of the analyses of a few positions: every outcome's choice,
// samples, and the bits of its win chance and margin.
func goldenAnalyses(t *testing.T) string {
	h := fnv.New64a()
	for i, g := range positions(t, 4, 31, 41) {
		if i >= 4 {
			break
		}
		a := analyse(g, Options{Worlds: 4, Width: 3, Seed: 5}, 100)
		for _, o := range a.Outcomes() {
			fmt.Fprintf(h, "%v %d %x %x|", o.Choice, o.Samples, math.Float64bits(o.Win), math.Float64bits(o.Margin))
		}
		fmt.Fprintf(h, "%+v;", a.Why(a.Outcomes()[0].Choice))
	}
	return fmt.Sprintf("%016x", h.Sum64())
}

// The analysis gives the same outcomes, bit for bit, natively and in WebAssembly (make
// test-wasm runs this test under Node): a fingerprint of a few analyses against the one in
// testdata, written by go test -run TestAnalysisGolden -update.
func TestAnalysisGolden(t *testing.T) {
	checkFingerprint(t, "testdata/analysis_golden.txt", goldenAnalyses(t))
}

// checkFingerprint compares got with the fingerprint in the golden file at path (written
// anew with -update).
func checkFingerprint(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(string(want)) != got {
		t.Fatalf("fingerprint %s, %s has %s", got, path, strings.TrimSpace(string(want)))
	}
}

// exp agrees with math.Exp to a few units of the last place over the win model's range.
func TestExpIsCloseToMathExp(t *testing.T) {
	for x := -60.0; x <= 60; x += 0.0137 {
		got, want := exp(x), math.Exp(x)
		if d := math.Abs(got-want) / want; d > 1e-15 {
			t.Fatalf("exp(%v) = %v, math.Exp %v (relative %v)", x, got, want, d)
		}
	}
	if exp(-800) != 0 || !math.IsInf(exp(800), 1) || exp(0) != 1 {
		t.Fatal("exp's ends")
	}
}
