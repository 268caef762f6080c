package main

import (
	"math"
	"math/rand/v2"

	"borabora/engine"
)

// mctsPlayer is a yardstick that knows nothing of Bora Bora beyond the engine's interface:
// single-observer information-set Monte Carlo tree search. Each iteration re-deals every hidden
// thing from the deciding seat's view (Game.Determinize), walks the tree with UCT over the
// choices legal in that world (availability counts, so choices that are legal only in some
// worlds are judged fairly), adds one node, plays uniformly random choices to the end of the
// game and credits every node with the final rank of the seat that chose it (1 for first place,
// 0 for last). It returns the root choice tried most often. Decisions depend only on the seat's
// view and the seed; the budget is a count of iterations.
type mctsPlayer struct {
	iters int
	seed  uint64
	nodes []mnode
	world *engine.Game
	pcg   rand.PCG
	rng   *rand.Rand
	found []int32 // scratch: child per legal choice
}

// mnode is one tree node: the choice that leads to it from its parent, and the rank reward of
// the seat that made that choice.
type mnode struct {
	move    engine.Choice
	mover   int8
	parent  int32
	child   int32 // first child, -1 for none
	sibling int32 // next child of the same parent, -1 for none
	visits  int32
	avail   int32
	reward  float64
}

// uctC is the exploration constant for rewards in [0, 1].
const uctC = 0.7

func newMCTS(iters int, seed uint64) *mctsPlayer {
	m := &mctsPlayer{iters: max(1, iters), seed: seed}
	m.rng = rand.New(&m.pcg)
	return m
}

// Choose returns the choice for the seat g waits on; g is not changed.
func (m *mctsPlayer) Choose(g *engine.Game) engine.Choice {
	if g.LegalCount() == 1 {
		return g.LegalAt(0)
	}
	seat := g.Prompt().Player
	// public facts only: how many choices the game has seen, and who decides
	dseed := mix(m.seed ^ mix(uint64(len(g.Choices()))<<3|uint64(seat)))
	m.nodes = append(m.nodes[:0], mnode{mover: -1, parent: -1, child: -1, sibling: -1})
	for it := 0; it < m.iters; it++ {
		iseed := mix(dseed + uint64(it)*0x9e3779b97f4a7c15)
		m.world = g.Determinize(seat, iseed)
		m.pcg.Seed(iseed, 0x6d637473)
		m.iterate(m.world)
	}
	best := int32(-1)
	for c := m.nodes[0].child; c >= 0; c = m.nodes[c].sibling {
		if best < 0 || m.nodes[c].visits > m.nodes[best].visits {
			best = c
		}
	}
	return m.nodes[best].move
}

// iterate runs one selection, expansion, random playout and backup in world w.
func (m *mctsPlayer) iterate(w *engine.Game) {
	n := int32(0)
	for !w.Over() {
		legal := w.LegalCount()
		m.found = m.found[:0]
		untried := 0
		for i := 0; i < legal; i++ {
			c := m.childFor(n, w.LegalAt(i))
			m.found = append(m.found, c)
			if c < 0 {
				untried++
			}
		}
		if untried > 0 {
			k := m.rng.IntN(untried)
			for i, c := range m.found {
				if c >= 0 {
					continue
				}
				if k == 0 {
					n = m.add(n, w.LegalAt(i), int8(w.Prompt().Player))
					m.apply(w, w.LegalAt(i))
					break
				}
				k--
			}
			break
		}
		best, bestV := int32(-1), math.Inf(-1)
		for _, c := range m.found {
			nd := &m.nodes[c]
			nd.avail++
			v := nd.reward/float64(nd.visits) + uctC*math.Sqrt(math.Log(float64(nd.avail))/float64(nd.visits))
			if v > bestV {
				best, bestV = c, v
			}
		}
		n = best
		m.apply(w, m.nodes[n].move)
	}
	for !w.Over() {
		m.apply(w, w.LegalAt(m.rng.IntN(w.LegalCount())))
	}
	np := w.NumPlayers()
	var reward [4]float64
	for rank, p := range w.Ranking() {
		reward[p] = float64(np-1-rank) / float64(np-1)
	}
	for ; n >= 0; n = m.nodes[n].parent {
		nd := &m.nodes[n]
		nd.visits++
		if nd.mover >= 0 {
			nd.reward += reward[nd.mover]
		}
	}
}

// childFor is the child of n reached by move c, or -1.
func (m *mctsPlayer) childFor(n int32, c engine.Choice) int32 {
	for k := m.nodes[n].child; k >= 0; k = m.nodes[k].sibling {
		if m.nodes[k].move == c {
			return k
		}
	}
	return -1
}

// add makes a new child of parent for move c by seat mover.
func (m *mctsPlayer) add(parent int32, c engine.Choice, mover int8) int32 {
	k := int32(len(m.nodes))
	m.nodes = append(m.nodes, mnode{move: c, mover: mover, parent: parent, child: -1,
		sibling: m.nodes[parent].child, avail: 1})
	m.nodes[parent].child = k
	return k
}

func (m *mctsPlayer) apply(w *engine.Game, c engine.Choice) {
	if err := w.Apply(c); err != nil {
		panic(err)
	}
}

// mix is splitmix64's finaliser.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
