package engine

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// TestCursorReachesEveryStep: a cursor's game at any step, reached in any order, is the game
// replayed to that step, and no move replays more than CursorEvery decisions; a record whose
// decision does not apply says which.
func TestCursorReachesEveryStep(t *testing.T) {
	for _, players := range []int{2, 4} {
		g := playRandom(t, players, uint64(40+players), nil)
		rec := g.Record()
		c, err := CursorOf(rec)
		if err != nil {
			t.Fatal(err)
		}
		n := c.Len()
		if n != len(rec.Choices) {
			t.Fatalf("a cursor of %d decisions, the record has %d", n, len(rec.Choices))
		}
		rng := rand.New(rand.NewPCG(uint64(players), 3))
		path := []int{n, 0, n - 1, 1, CursorEvery, CursorEvery - 1, 3 * CursorEvery, -4, n + 7}
		for range 40 {
			path = append(path, rng.IntN(n+1))
		}
		for _, k := range path {
			before := c.Applied()
			at, err := c.At(k)
			if err != nil {
				t.Fatal(err)
			}
			k = max(0, min(k, n))
			r := rec
			r.Choices = rec.Choices[:k]
			want, err := Replay(r)
			if err != nil {
				t.Fatal(err)
			}
			if fingerprint(at) != fingerprint(want) {
				t.Fatalf("%d players: the cursor's step %d is not the game after %d decisions", players, k, k)
			}
			if d := c.Applied() - before; d > CursorEvery && k != n && before != 0 {
				t.Fatalf("going to step %d applied %d decisions", k, d)
			}
		}
		// a step forward applies one decision
		c.At(n / 2)
		before := c.Applied()
		c.At(n/2 + 1)
		if c.Applied()-before != 1 {
			t.Fatalf("a step forward applied %d decisions", c.Applied()-before)
		}
	}
	// a damaged record: the cursor stops at the decision that does not apply
	g := playRandom(t, 2, 7, nil)
	rec := g.Record()
	rec.Choices = append([]Choice(nil), rec.Choices...)
	rec.Choices[30] = rec.Choices[0]
	c, err := CursorOf(rec)
	if err != nil {
		t.Fatal(err)
	}
	var re *ReplayError
	if _, err := c.At(50); !errors.As(err, &re) || re.Index != 30 {
		t.Fatalf("a damaged record: %v", err)
	}
}
