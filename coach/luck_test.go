package coach

import (
	"strings"
	"testing"

	"borabora/engine"
)

// The luck of every roll of a game: one a seat and a round, each line reading back bit for
// bit, the same natively and in WebAssembly (make test-wasm runs this under Node).
func TestLuckGolden(t *testing.T) {
	r := mediumGame(t, 3, 8)
	ls, err := LuckOfRecord(r)
	if err != nil {
		t.Fatal(err)
	}
	if len(ls) != 3*engine.Rounds {
		t.Fatalf("%d rolls weighed, want %d", len(ls), 3*engine.Rounds)
	}
	var b strings.Builder
	for i, l := range ls {
		if l.Round != i/3+1 || l.Seat != i%3 {
			t.Fatalf("roll %d is round %d seat %d", i, l.Round, l.Seat)
		}
		line := EncodeLuck(l)
		back, ok := DecodeLuck(line)
		if !ok || back != l {
			t.Fatalf("%q reads back as %+v (%v)", line, back, ok)
		}
		b.WriteString(line + "\n")
	}
	checkGolden(t, "testdata/luck_golden.txt", b.String())
}

func TestLuckLinesRefuseWhatDoesNotRead(t *testing.T) {
	for _, line := range []string{"", "L1.0", "L0.0 1", "L7.0 1", "L1.4 1", "1.0 2", "L1.0 NaN", "L1.0 +Inf", "L1.0 2 3", "L1,0 2", "M1.0 2"} {
		if l, ok := DecodeLuck(line); ok {
			t.Errorf("%q read as %+v", line, l)
		}
	}
	if l, ok := DecodeLuck("L6.3 -2.5"); !ok || l != (RollLuck{Round: 6, Seat: 3, Points: -2.5}) {
		t.Errorf("L6.3 -2.5 read as %+v, %v", l, ok)
	}
}

// The luck meter: each round's figure in tenths, the game's once every round is known (the
// sum of the exact figures, rounded once).
func TestLuckTableByHand(t *testing.T) {
	var ls []RollLuck
	for r := 1; r <= engine.Rounds; r++ {
		ls = append(ls, RollLuck{Round: r, Seat: 0, Points: 0.04 * float64(r)})
	}
	ls = append(ls, RollLuck{Round: 2, Seat: 1, Points: -3.25}, RollLuck{Round: 2, Seat: 1, Points: 9}, RollLuck{Round: 9, Seat: 1, Points: 1})
	tb := LuckTableOf(ls, 2)
	if tb.Tenths[0] != [engine.Rounds + 1]int{0, 1, 1, 2, 2, 2, 8} || !tb.Known[0][engine.Rounds] {
		t.Errorf("seat 0: %v %v", tb.Tenths[0], tb.Known[0])
	}
	if tb.Tenths[1][1] != -33 || !tb.Known[1][1] || tb.Known[1][0] || tb.Known[1][engine.Rounds] {
		t.Errorf("seat 1: %v %v", tb.Tenths[1], tb.Known[1])
	}
}
