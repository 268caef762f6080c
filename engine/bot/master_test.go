package bot

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"testing"

	"borabora/engine"
)

// Master's tree grows as it should: a node opens at most one child a visit (one in each
// world: the best k of that world's choices, k growing with the visits, so that a player's
// hidden cards may make another choice the best in another world), a node's visits are at
// least its children's, and with Master's budget the tree reaches 4 decisions deep.
func TestMasterTreeWidensWithVisits(t *testing.T) {
	deepest, widest := 0, 0
	for _, g := range positions(t, 4, 41, 23) {
		b := New(Master, 3)
		s := b.NewSearch(g)
		if s.Done() {
			continue
		}
		for !s.Step(50) {
		}
		var walk func(n int32, depth int)
		walk = func(n int32, depth int) {
			nd := s.nodes[n]
			kids, sum := 0, int32(0)
			for k := nd.child; k >= 0; k = s.nodes[k].sibling {
				kids++
				sum += s.nodes[k].visits
				walk(k, depth+1)
			}
			if kids > int(nd.visits) {
				t.Fatalf("a node of %d visits opened %d choices", nd.visits, kids)
			}
			if sum > nd.visits {
				t.Fatalf("a node of %d visits has children of %d visits", nd.visits, sum)
			}
			deepest, widest = max(deepest, depth), max(widest, kids)
		}
		for ci, r := range s.roots {
			if int(s.nodes[r].visits) != s.cnt[ci] {
				t.Fatalf("candidate %d: tree root of %d visits, %d rollouts", ci, s.nodes[r].visits, s.cnt[ci])
			}
			walk(r, 0)
		}
	}
	if deepest < 4 || widest < 4 {
		t.Fatalf("the trees reached depth %d and opened at most %d choices of a node", deepest, widest)
	}
}

// Master's tree (OwnTree) holds the seat's own decisions only, and still grows past the
// first of them; the tree of variant mastert (Master before OwnTree) and the analysis' tree,
// which a grade in a review is judged by, hold the other seats' decisions too.
func TestMasterOwnTreeHoldsOwnDecisions(t *testing.T) {
	own, others, analysed := 0, 0, 0
	for _, g := range positions(t, 4, 41, 23) {
		full, _ := Variant("mastert", 3)
		for _, b := range []*Bot{New(Master, 3), full} {
			ownTree := b != full
			s := b.NewSearch(g)
			if s.Done() {
				continue
			}
			for !s.Step(50) {
			}
			for i, nd := range s.nodes {
				if isRoot(s, int32(i)) {
					continue
				}
				switch {
				case int(nd.mover) == s.seat && ownTree:
					own++
				case int(nd.mover) != s.seat && ownTree:
					t.Fatalf("a node of seat %d in seat %d's own tree", nd.mover, s.seat)
				case int(nd.mover) != s.seat:
					others++
				}
			}
		}
		a := analyse(g, Options{Worlds: 8, Width: 3, Seed: 5, Master: true}, 40)
		for i, nd := range a.nodes {
			if !isRoot(a, int32(i)) && int(nd.mover) != a.seat {
				analysed++
			}
		}
	}
	if own == 0 || others == 0 || analysed == 0 {
		t.Fatalf("Master's tree: %d nodes of the seat; mastert's: %d nodes of the other seats; the analysis': %d",
			own, others, analysed)
	}
}

func isRoot(s *Search, n int32) bool {
	for _, r := range s.roots {
		if r == n {
			return true
		}
	}
	return false
}

// With WinReward (variant masterv) the tree and the candidates hold the seats' chances to win,
// in hundredths, at the rollouts' ends: every node's mean lies in [0, 100], and the rollouts
// that end within the round are judged by the curve, not by win or loss alone (some means
// strictly between 0 and 100 at nodes of few visits, where the margin tree's means lie
// outside [0, 100]).
func TestMasterWinRewardHoldsWinChances(t *testing.T) {
	inside, outside := 0, 0
	for i, g := range positions(t, 4, 43, 31) {
		if i >= 6 {
			break
		}
		for _, win := range []bool{true, false} {
			b := New(Master, 3)
			b.Budget, b.WinReward = 120, win
			s := b.NewSearch(g)
			if s.Done() {
				continue
			}
			for !s.Step(40) {
			}
			for _, nd := range s.nodes {
				if nd.visits == 0 {
					continue
				}
				m := nd.sum / float64(nd.visits)
				switch {
				case win && (m < 0 || m > 100):
					t.Fatalf("a win-reward node's mean is %v", m)
				case win && m > 0 && m < 100:
					inside++
				case !win && (m < 0 || m > 100):
					outside++
				}
			}
			for ci := range s.cands {
				if m := s.mean(ci); win && (m < 0 || m > 100) {
					t.Fatalf("a win-reward candidate's mean is %v", m)
				}
			}
		}
	}
	if inside == 0 || outside == 0 {
		t.Fatalf("%d win-reward means strictly inside (0, 100), %d margin means outside [0, 100]", inside, outside)
	}
}

// goldenMaster is a fingerprint of Master's decisions and of Master's analyses of a few
// positions: each choice, the tree's size, and every outcome's bits.
func goldenMaster(t *testing.T) string {
	h := fnv.New64a()
	for i, g := range positions(t, 3, 57, 29) {
		if i >= 4 {
			break
		}
		b := New(Master, 9)
		b.Budget, b.Width = 120, 6
		s := b.NewSearch(g)
		for !s.Step(32) {
		}
		fmt.Fprintf(h, "%v %d|", s.Result(), len(s.nodes))
		a := analyse(g, Options{Worlds: 6, Width: 3, Seed: 5, Master: true}, 40)
		for _, o := range a.Outcomes() {
			fmt.Fprintf(h, "%v %d %x %x|", o.Choice, o.Samples, math.Float64bits(o.Win), math.Float64bits(o.Margin))
		}
	}
	return fmt.Sprintf("%016x", h.Sum64())
}

// Master decides and analyses the same, bit for bit, natively and in WebAssembly (make
// test-wasm runs this test under Node): go test -run TestMasterGolden -update rewrites it.
func TestMasterGolden(t *testing.T) {
	checkFingerprint(t, "testdata/master_golden.txt", goldenMaster(t))
}

// The rollouts of a variant with Rounds (masterd*) play on to the end of the next round: from
// every position, with the variant's horizon, they stop at the Phase A of the round after next
// (or at the game's end), never cut short by the horizon, and with the same horizon Master's
// stop at the next round's Phase A.
func TestRolloutsPlayOnTheirRounds(t *testing.T) {
	d, _ := Variant("masterd", 1)
	m := New(Master, 1)
	m.Horizon = d.Horizon
	n := 0
	for _, g := range positions(t, 4, 45, 9) {
		r := g.Round()
		for _, c := range []struct {
			b    *Bot
			last int
		}{{m, r}, {d, r + 1}} {
			w := g.Determinize(g.Prompt().Player, 7)
			c.b.playout(w, rand.New(rand.NewPCG(1, 2)), r+c.b.Rounds)
			switch {
			case w.Over():
				if c.last < engine.Rounds {
					n++ // a game may end early only at its last round
				}
			case w.Stage() != engine.StagePhaseA || w.Round() != c.last+1:
				t.Fatalf("from round %d a rollout of %d rounds more stopped in round %d, stage %v",
					r, c.b.Rounds, w.Round(), w.Stage())
			}
		}
	}
	if n > 0 {
		t.Fatalf("%d rollouts ended the game before its last round", n)
	}
}

// The rollouts of a variant with Cut (masters*) are judged after at most Cut decisions, and
// after fewer only at the round's end.
func TestRolloutsCutShort(t *testing.T) {
	s, _ := Variant("masters", 1)
	full := 0
	for _, g := range positions(t, 4, 47, 7) {
		w := g.Determinize(g.Prompt().Player, 7)
		before := len(w.Choices())
		s.playout(w, rand.New(rand.NewPCG(1, 2)), g.Round())
		played := len(w.Choices()) - before
		switch {
		case played > s.Cut:
			t.Fatalf("a rollout cut at %d decisions played %d", s.Cut, played)
		case played == s.Cut:
			full++
		case !w.Over() && !roundOver(w, g.Round()):
			t.Fatalf("a rollout stopped after %d of its %d decisions in round %d, stage %v", played, s.Cut, w.Round(), w.Stage())
		}
	}
	if full == 0 {
		t.Fatalf("no rollout played its %d decisions", s.Cut)
	}
}
