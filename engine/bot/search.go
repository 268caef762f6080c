package bot

import (
	"math/rand/v2"
	"sort"

	"borabora/engine"
)

// Search is a searching level's decision, or an analysis of a decision (NewAnalysis), run in
// steps so that a caller (the browser) can yield between them. Its result depends only on the
// game's view for the deciding seat and the bot's seed (an analysis: its options), never on
// how the work was split into steps. A Search uses its Bot's scratch buffers: do not use that
// Bot for anything else until the Search is done.
//
//	s := b.NewSearch(g)
//	for !s.Step(16) { /* yield to the browser */ }
//	c := s.Result()
//
// Every candidate is played in the same re-dealt worlds (world k is the seat's view with every
// hidden thing dealt anew from the k-th seed), each world followed by the same random stream,
// so that candidates are compared on equal terms. Each play finishes the seat's compound
// action greedily, then plays fast rollouts to the end of the round (Expert and ToEnd: of the
// game), and is judged at its end: the seat's final points minus the best opponent's (the
// evaluation's estimate before the game's end) and the chance to win (winChance).
type Search struct {
	b     *Bot
	seat  int
	root  *engine.Game // the seat's view, hidden things re-dealt
	seed  uint64
	cands []engine.Choice
	prior []float64 // first sight: Medium-style scores (the evaluation after the seat's sequence)
	sum   []float64 // margins, summed
	win   []float64 // win chances, summed
	cnt   []int
	alive []int // candidate indexes still searched

	uniform         bool // an analysis: every candidate in every world, no halving
	budget, used    int
	iter, pos       int
	phaseLen, phase int
	world, work     *engine.Game
	rng             *rand.Rand
	pcg             *rand.PCG
	done            bool
	result          engine.Choice

	// Master: a tree below each candidate (master.go)
	tree           bool
	explore, widen float64
	nodes          []tnode
	roots, path    []int32
	vals           []float64
	order          []int
}

// NewSearch prepares a Hard or Expert decision for the seat g waits on. It reads only that
// seat's view. The search spends the bot's Budget of rollouts on its Width best candidates at
// first sight, halving the candidates still searched as it goes (successive halving).
func (b *Bot) NewSearch(g *engine.Game) *Search {
	s := b.prepare(g, max(1, b.Width), nil, false)
	if len(s.cands) == 1 || b.Budget <= 0 {
		s.done, s.result = true, s.cands[0]
		return s
	}
	s.budget = b.Budget
	s.halve()
	return s
}

// prepare starts a search of the decision g waits on, from the deciding seat's view: its
// candidates (pick) and counters.
func (b *Bot) prepare(g *engine.Game, width int, include []engine.Choice, uniform bool) *Search {
	seat := g.Prompt().Player
	seed := b.decisionSeed(g)
	s := &Search{b: b, seat: seat, root: g.Determinize(seat, seed), seed: seed, uniform: uniform,
		tree: b.Tree, explore: b.Explore, widen: max(b.Widen, 1)}
	s.pick(width, include)
	s.start()
	return s
}

// halve sets the length of each phase of successive halving: the budget in equal parts, one
// per halving of the candidates.
func (s *Search) halve() {
	phases := 0
	for k := len(s.cands); k > 1; k = (k + 1) / 2 {
		phases++
	}
	s.phaseLen = max(1, s.budget/max(1, phases))
}

// pick keeps the width best choices of the greedy ranking (all when width <= 0), then the
// legal ones of include not kept yet.
func (s *Search) pick(width int, include []engine.Choice) {
	d, b := s.root, s.b
	sc := b.scoreChoices(d, s.seat, b.marginFn())
	order := make([]int, len(sc))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return sc[order[i]] > sc[order[j]] })
	if width > 0 && len(order) > width {
		for _, c := range include {
			for k := width; k < len(order); k++ {
				if d.LegalAt(order[k]) == c {
					order[width], order[k] = order[k], order[width]
					width++
					break
				}
			}
		}
		order = order[:width]
	}
	for _, i := range order {
		s.cands = append(s.cands, d.LegalAt(i))
		s.prior = append(s.prior, sc[i])
	}
}

// start readies the counters once the candidates are known.
func (s *Search) start() {
	n := len(s.cands)
	s.sum = make([]float64, n)
	s.win = make([]float64, n)
	s.cnt = make([]int, n)
	for i := range s.cands {
		s.alive = append(s.alive, i)
	}
	s.pcg = rand.NewPCG(0, 0)
	s.rng = rand.New(s.pcg)
	if s.tree {
		s.treeStart()
	}
}

// Done reports whether the search has finished.
func (s *Search) Done() bool { return s.done }

// Result is the chosen move; valid once Step has returned true.
func (s *Search) Result() engine.Choice { return s.result }

// Progress is the rollouts played and the rollouts the search plays in all.
func (s *Search) Progress() (done, total int) {
	if s.budget == 0 {
		return 1, 1
	}
	if s.done {
		return s.budget, s.budget
	}
	return s.used, s.budget
}

// Step runs up to n rollouts and reports whether the search is finished.
func (s *Search) Step(n int) bool {
	for ; n > 0 && !s.done; n-- {
		s.rollout()
	}
	return s.done
}

// rollout plays candidate alive[pos] in world iter.
func (s *Search) rollout() {
	b := s.b
	if s.pos == 0 {
		s.world = s.root.Determinize(s.seat, mix(s.seed^mix(uint64(s.iter)+1)))
	}
	ci := s.alive[s.pos]
	if s.work == nil {
		s.work = s.world.Clone()
	} else {
		s.work.CopyFrom(s.world)
	}
	g := s.work
	b.apply(g, s.cands[ci])
	if s.tree {
		s.descend(ci, g)
	} else {
		b.complete(g, s.seat, spotOf(s.root), b.marginFn())
	}
	// the same random stream for every candidate in one world
	rs := mix(s.seed ^ mix(uint64(s.iter)+0x51)) // common random numbers
	s.pcg.Seed(rs, 0x7011)
	b.playout(g, s.rng, spotOf(s.root).round+b.Rounds)
	var m float64
	if s.tree {
		m = s.backup(g) // the tree's backup has the seat's margin already
	} else {
		m = margin(g, s.seat, &b.lw)
	}
	s.sum[ci] += m
	s.win[ci] += winChance(g, s.seat, m)
	s.cnt[ci]++
	s.used++
	s.pos++
	if s.pos < len(s.alive) {
		return
	}
	s.pos = 0
	s.iter++
	if s.used >= s.budget {
		s.finish()
		return
	}
	if !s.uniform && s.used >= s.phaseLen*(s.phase+1) && len(s.alive) > 2 {
		s.phase++
		s.sortAlive()
		s.alive = s.alive[:(len(s.alive)+1)/2]
	}
}

func (s *Search) mean(i int) float64 {
	if s.b.WinReward {
		return s.win[i] / float64(max(1, s.cnt[i]))
	}
	return s.sum[i] / float64(max(1, s.cnt[i]))
}

// sortAlive orders the alive candidates best first (Medium's order breaks ties).
func (s *Search) sortAlive() {
	sort.SliceStable(s.alive, func(i, j int) bool { return s.mean(s.alive[i]) > s.mean(s.alive[j]) })
}

func (s *Search) finish() {
	s.sortAlive()
	s.done = true
	s.result = s.cands[s.alive[0]]
}

// playout plays fast greedy moves for everyone until the end of the given round (a later
// round's Phase A; with ToEnd, the game's end), the game's end or the horizon (or Cut).
func (b *Bot) playout(g *engine.Game, r *rand.Rand, round int) {
	limit := b.Horizon
	if b.Cut > 0 {
		limit = min(limit, b.Cut)
	}
	for steps := 0; steps < limit && !g.Over(); steps++ {
		if !b.ToEnd && roundOver(g, round) {
			return
		}
		n := g.LegalCount()
		i := 0
		if n > 1 {
			if r.IntN(10) == 0 {
				i = r.IntN(n)
			} else {
				i = b.fastPick(g)
			}
		}
		b.apply(g, g.LegalAt(i))
	}
}

// fastPick is the rollout policy: one step greedy on the mover's own value (policyValues).
func (b *Bot) fastPick(g *engine.Game) int {
	b.pv = b.policyValues(g, g.Prompt().Player, b.pv[:0])
	best, bestV := 0, -1e18
	for i, v := range b.pv {
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// policyValues appends to out the rollout policy's value of each legal choice of g for the
// mover p: its own value after the step. With GodAhead, a God card is judged by the step it
// enables (a die placed as a Blue or White God allows, an activation a Green God doubles):
// what the best next step adds is looked up once per God and added to every way of paying
// for it.
func (b *Bot) policyValues(g *engine.Game, p int, out []float64) []float64 {
	var ahead [engine.NumGods]float64
	var known [engine.NumGods]bool
	for i := 0; i < g.LegalCount(); i++ {
		c := g.LegalAt(i)
		s := b.buf(0, g)
		b.apply(s, c)
		v := value(s, p, &b.w)
		if c.Kind == engine.KPlayGod && b.GodAhead && int(c.A) < len(ahead) {
			if !known[c.A] {
				known[c.A] = true
				ahead[c.A] = b.stepGain(s, p, v)
			}
			v += ahead[c.A]
		}
		out = append(out, v)
	}
	return out
}

// stepGain is how much the mover p's best next step adds to v, its value in s (0 when the
// next decision is not p's).
func (b *Bot) stepGain(s *engine.Game, p int, v float64) float64 {
	if s.Over() || s.Prompt().Player != p {
		return 0
	}
	bestV := -1e18
	for j := 0; j < s.LegalCount(); j++ {
		t := b.buf(1, s)
		b.apply(t, s.LegalAt(j))
		bestV = max(bestV, value(t, p, &b.w))
	}
	return bestV - v
}
