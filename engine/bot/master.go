package bot

import (
	"math"

	"borabora/engine"
)

// Master's search: Expert's search with an information-set tree below each candidate.
//
// Expert plays each candidate in re-dealt worlds and follows it with the greedy rollout policy
// to the end of the round: more rollouts only make it surer of what that policy makes of a
// candidate. Master grows a tree below each candidate instead, one node a rollout, over every
// decision that follows within the round, the seat's own and the other seats': a node's
// children are the choices legal in the world at hand, ranked by the rollout policy's own
// look (the same greedy step, so that a node visited a few times plays exactly as a rollout
// would); the node opens its best k of them, k growing with the square root of its visits
// (progressive widening), and picks among those by the mean margin of the seat that moves
// there plus an exploration bonus (PUCT's form, so that no logarithm is needed: math.Log may
// round differently natively and in WebAssembly). Each node keeps the mean margin, by the
// fitted evaluation at the rollout's end, of the seat that moves into it (each seat plays for
// its own margin). So with more time the continuations that follow a candidate become better
// replies and better follow-ups instead of the greedy policy's, and a candidate is judged by
// what good play makes of it.
//
// The root is Expert's (16 candidates at first sight, successive halving, every candidate
// played in the same worlds with the same random stream, God cards judged in the rollouts by
// the step they enable), and the analysis (NewAnalysis) can use the same tree to judge every
// candidate alike. First sight, the ranking and the rollouts weigh a position with the
// SPSA-tuned weights, as Hard does: with Expert's (expertWeights, variant masterx) the tree's
// players flooded the temple, and a single priest placed in round 1 looked 25 to 30 points
// better than any other move.

// tnode is one node of a candidate's tree: the choice that leads to it, the seat that made it
// and that seat's margins at the rollouts' ends through it.
type tnode struct {
	move    engine.Choice
	mover   int8
	child   int32 // first child, -1 for none
	sibling int32 // next child of the same parent, -1 for none
	visits  int32
	sum     float64
}

// Master's settings: Expert's candidates and about its time per decision.
const (
	MasterBudget = 480
	MasterWidth  = 16
	// MasterExplore is the exploration bonus' scale in points of margin; MasterWiden the
	// visits that open a node's second choice (k = 1 + sqrt(visits / MasterWiden)).
	MasterExplore = 4.0
	MasterWiden   = 4.0
)

// treeStart readies the candidates' trees.
func (s *Search) treeStart() {
	s.nodes = s.nodes[:0]
	s.roots = s.roots[:0]
	for range s.cands {
		s.roots = append(s.roots, int32(len(s.nodes)))
		s.nodes = append(s.nodes, tnode{mover: int8(s.seat), child: -1, sibling: -1})
	}
}

// descend walks candidate ci's tree in g (the candidate applied), adding one node, and
// leaves g where the rollout takes over. s.path holds the nodes walked.
func (s *Search) descend(ci int, g *engine.Game) {
	b := s.b
	cur := s.roots[ci]
	s.path = append(s.path[:0], cur)
	rs := spotOf(s.root)
	for steps := 0; steps < b.Horizon && !g.Over() && !roundOver(g, rs.round); steps++ {
		n := g.LegalCount()
		if n == 1 {
			b.apply(g, g.LegalAt(0))
			continue
		}
		p := g.Prompt().Player
		if b.OwnTree && p != s.seat {
			// the other seats play as the rollout policy ranks first, without nodes
			b.apply(g, g.LegalAt(s.rank(g, p, 1, false)[0]))
			continue
		}
		vis := s.nodes[cur].visits
		k := min(n, 1+int(math.Sqrt(float64(vis)/s.widen)))
		order := s.rank(g, p, k, p == s.seat && inSequence(g, s.seat, rs))
		best, bestV := int32(-1), math.Inf(-1)
		bonus := s.explore * math.Sqrt(float64(vis))
		for _, i := range order {
			c := g.LegalAt(i)
			ch := s.childOf(cur, c, p)
			if ch < 0 {
				// expand: the first choice of the ranking not opened yet
				ch = int32(len(s.nodes))
				s.nodes = append(s.nodes, tnode{move: c, mover: int8(p), child: -1, sibling: s.nodes[cur].child})
				s.nodes[cur].child = ch
				b.apply(g, c)
				s.path = append(s.path, ch)
				return
			}
			nd := &s.nodes[ch]
			v := nd.sum/float64(nd.visits) + bonus/float64(1+nd.visits)
			if v > bestV {
				best, bestV = ch, v
			}
		}
		b.apply(g, s.nodes[best].move)
		cur = best
		s.path = append(s.path, cur)
	}
}

// backup credits every node walked with its mover's margin at the rollout's end (vals: each
// seat's value there by the evaluation of the rollouts' ends; with WinReward, the mover's
// chance to win) and returns the deciding seat's margin, which the candidate is judged by.
func (s *Search) backup(g *engine.Game) float64 {
	var vals [4]float64
	np := g.NumPlayers()
	for q := 0; q < np; q++ {
		vals[q] = value(g, q, &s.b.lw)
	}
	var rew, margins [4]float64
	for p := 0; p < np; p++ {
		best := -1e9
		for q := 0; q < np; q++ {
			if q != p {
				best = max(best, vals[q])
			}
		}
		margins[p] = vals[p] - best
		rew[p] = margins[p]
		if s.b.WinReward {
			rew[p] = 100 * winChance(g, p, rew[p])
		}
	}
	for _, n := range s.path {
		nd := &s.nodes[n]
		nd.visits++
		nd.sum += rew[nd.mover]
	}
	return margins[s.seat]
}

// childOf is the child of node n reached by seat p's choice c, or -1. The seat is part of the
// key: in another world another seat may be the one deciding after the same choices.
func (s *Search) childOf(n int32, c engine.Choice, p int) int32 {
	for k := s.nodes[n].child; k >= 0; k = s.nodes[k].sibling {
		if s.nodes[k].move == c && int(s.nodes[k].mover) == p {
			return k
		}
	}
	return -1
}

// rank returns the indexes of g's k best legal choices for the mover p, best first, by the
// rollout policy's look (policyValues, as fastPick); the deciding seat's own compound action by its margin, as Expert finishes
// it (complete). Ties keep the legal order, so that the first is fastPick's (complete's)
// choice.
func (s *Search) rank(g *engine.Game, p, k int, seq bool) []int {
	b := s.b
	n := g.LegalCount()
	if seq {
		s.vals = s.vals[:0]
		for i := 0; i < n; i++ {
			t := b.buf(0, g)
			b.apply(t, g.LegalAt(i))
			s.vals = append(s.vals, margin(t, p, &b.w))
		}
	} else {
		s.vals = b.policyValues(g, p, s.vals[:0])
	}
	// the k best by selection (k is small), ties to the lower index
	s.order = s.order[:0]
	for len(s.order) < k {
		best := -1
		for i := 0; i < n; i++ {
			if s.taken(i) {
				continue
			}
			if best < 0 || s.vals[i] > s.vals[best] {
				best = i
			}
		}
		s.order = append(s.order, best)
	}
	return s.order
}

func (s *Search) taken(i int) bool {
	for _, j := range s.order {
		if j == i {
			return true
		}
	}
	return false
}
