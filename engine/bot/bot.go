// Package bot holds the computer players. A bot decides for the seat the game waits on, from
// that seat's view only: the first thing it does is to re-deal every hidden thing with
// engine.Game.Determinize, so two games that look the same to the seat give the same choice
// for the same bot seed.
//
//   - Easy: greedy on a crude evaluation (points now plus a little for goods), with noise.
//   - Medium: greedy on a full evaluation of the position (estimated final points minus the
//     opponents'); each choice is judged after finishing the seat's current compound action
//     greedily (helper points, fire bonus, expansion, Phase B...).
//   - Hard: determinized Monte Carlo over the best candidates of a greedy look with its own
//     evaluation weights (tuned by self-play, see tune.go): each candidate is played into many
//     re-dealt worlds, followed by fast rollouts to the end of the round, and judged by an
//     evaluation fitted to self-play (fit.go); successive halving spends the rollout budget on
//     the best candidates.
//   - Expert: Hard's search with twice the rollouts over more candidates, whose rollouts
//     judge a God card by the step it enables (a die a Blue or White God lets them place),
//     and whose first sight and rollouts weigh the temple as the fitted evaluation does
//     (expertWeights).
//   - Master: Expert's root with an information-set tree below each candidate (master.go):
//     its own decisions that follow within the round searched rather than played greedily,
//     the other seats played there as the rollout policy ranks first (OwnTree); the tuned
//     weights of Hard in first sight and rollouts.
//
// The evaluator (NewAnalysis, analysis.go) is the same search judging every candidate of a
// decision alike (Hard's, or with Options.Master Master's with a tree of every seat's
// decisions), for the Hint, the guided game and reviews.
package bot

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"borabora/engine"
)

// Level is a computer player's strength.
type Level int

const (
	Easy Level = iota
	Medium
	Hard
	Expert
	Master
)

var levelNames = [...]string{"easy", "medium", "hard", "expert", "master"}

func (l Level) String() string {
	if l >= 0 && int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// ParseLevel reads "easy", "medium", "hard", "expert" or "master".
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("bot: unknown level %q", s)
}

// Default search settings of the Hard level.
const (
	DefaultBudget  = 240 // rollouts per decision
	DefaultWidth   = 12  // candidates kept from the greedy ranking
	DefaultHorizon = 60  // rollout decisions at most (rollouts also stop at the round's end)
)

// Search settings of the Expert level: Hard's search with twice the rollouts, over more
// candidates.
const (
	ExpertBudget = 480
	ExpertWidth  = 16
)

// Searches reports whether the level searches (Hard, Expert and Master); those levels can run
// a decision in steps (NewSearch).
func (l Level) Searches() bool { return l == Hard || l == Expert || l == Master }

// Bot is one computer player. It keeps scratch buffers, so one Bot must not decide for two
// games at once; make one Bot per goroutine.
type Bot struct {
	Level Level
	Seed  uint64
	// Hard and Expert only: rollouts per decision, candidates searched, rollout length in
	// decisions; ToEnd plays rollouts to the end of the game instead of the round.
	Budget, Width, Horizon int
	ToEnd                  bool
	// Rounds: the rollouts play this many rounds past the decision's round before they are
	// judged (0: to the round's end; Master's variants masterd*).
	Rounds int
	// Cut (variants masters*): the rollouts play at most this many decisions after the tree
	// before they are judged (0: up to the horizon).
	Cut int
	// GodAhead: in the rollouts, a God card is judged by the step it enables (fastPick).
	GodAhead bool
	// Tree (Master): a tree below each candidate (master.go); Explore is its exploration
	// bonus in points of margin, Widen the visits that open a node's second choice.
	Tree           bool
	Explore, Widen float64
	// WinReward (Master's variants masterv*): the tree and the candidates are judged by the
	// seat's chance to win at the rollout's end (winChance) instead of its margin; Explore is
	// then in hundredths of that chance.
	WinReward bool
	// OwnTree (Master): the tree branches on the seat's own decisions only; the other seats
	// play there as the rollout policy ranks first. Without it (the analysis, and Master's
	// variants other than masterm*) every seat's decisions branch, each seat playing for its
	// own margin.
	OwnTree bool

	w       weights // the evaluation of first sight, the rollouts and finishing a compound action
	lw      weights // the evaluation of a rollout's end and of the reasons
	scratch [3]*engine.Game
	pv      []float64 // fastPick's scratch
	steps   int       // choices applied while thinking (the measure of its work; benchmarks report it)
}

// apply applies a choice the bot is trying out and counts it.
func (b *Bot) apply(g *engine.Game, c engine.Choice) {
	if err := g.Apply(c); err != nil {
		panic(err)
	}
	b.steps++
}

// New returns a bot of the given level; the seed makes its decisions reproducible.
func New(level Level, seed uint64) *Bot {
	b := &Bot{Level: level, Seed: seed, Budget: DefaultBudget, Width: DefaultWidth,
		Horizon: DefaultHorizon, w: handWeights}
	if level.Searches() {
		b.w = tunedWeights
		b.lw = fittedWeights
	} else {
		b.lw = b.w
	}
	if level == Expert || level == Master {
		b.Budget, b.Width, b.GodAhead = ExpertBudget, ExpertWidth, true
		b.w = expertWeights
	}
	if level == Master {
		// the tuned weights: Expert's, which weigh the temple as the fitted evaluation does,
		// made the tree's players flood the temple (variant masterx; docs/bots.md, "Master")
		b.w = tunedWeights
		// the rollouts' ends and the tree judged by the evaluation learned from searching
		// play: fitted.go, learned from greedy play, weighs a priest high in the temple at more
		// than it scores, and the tree chased it (variant masterf; docs/bots.md, "Master's
		// own evaluation")
		b.lw = learnedWeights
		b.Budget, b.Width = MasterBudget, MasterWidth
		b.Tree, b.Explore, b.Widen = true, MasterExplore, MasterWiden
		// a tree of its own decisions only: in a tree of every seat's, more time goes into
		// better replies for the other seats, which the players at the table do not make;
		// here all of it goes into its own plan, and its wins rise with its time (variant
		// mastert, the tree of every seat's decisions, did not; docs/bots.md, "The
		// own-decision tree")
		b.OwnTree = true
	}
	return b
}

// Choose returns the choice for the seat the game waits on (g.Prompt().Player). g is not
// changed. It panics if the game is over.
func (b *Bot) Choose(g *engine.Game) engine.Choice {
	if b.Level.Searches() {
		s := b.NewSearch(g)
		for !s.Step(64) {
		}
		return s.Result()
	}
	seat := g.Prompt().Player
	d := g.Determinize(seat, b.decisionSeed(g))
	if d.LegalCount() == 1 {
		return d.LegalAt(0)
	}
	if b.Level == Easy {
		return b.easy(d, seat)
	}
	return b.medium(d, seat)
}

// ChooseWithYield is Choose for the searching levels run in batches of k rollouts, calling
// yield between batches (so that a browser can update the page). The result does not depend
// on k.
func (b *Bot) ChooseWithYield(g *engine.Game, k int, yield func()) engine.Choice {
	if !b.Level.Searches() {
		return b.Choose(g)
	}
	s := b.NewSearch(g)
	for !s.Step(k) {
		if yield != nil {
			yield()
		}
	}
	return s.Result()
}

// decisionSeed mixes the bot's seed with public facts about the decision.
func (b *Bot) decisionSeed(g *engine.Game) uint64 {
	pr := g.Prompt()
	h := b.Seed
	sp := spotOf(g)
	for _, x := range []uint64{uint64(len(g.Choices())), uint64(sp.round), uint64(sp.stage), uint64(sp.idx),
		uint64(pr.Kind), uint64(pr.Player), uint64(pr.N), uint64(pr.X)} {
		h = mix(h ^ x)
	}
	return h
}

// mix is splitmix64's finaliser.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// buf returns scratch game i as a copy of g.
func (b *Bot) buf(i int, g *engine.Game) *engine.Game {
	if b.scratch[i] == nil {
		b.scratch[i] = g.Clone()
		return b.scratch[i]
	}
	b.scratch[i].CopyFrom(g)
	return b.scratch[i]
}

// evalFn scores a position for a seat.
type evalFn func(g *engine.Game, p int) float64

func (b *Bot) marginFn() evalFn {
	return func(g *engine.Game, p int) float64 { return margin(g, p, &b.w) }
}

// complete finishes the seat's current decision sequence (begun at sp) greedily with eval, in
// place. With stepsOnly for sp, only the unresolved steps of its compound action (not the rest
// of its turn).
func (b *Bot) complete(g *engine.Game, seat int, sp spot, eval evalFn) {
	for steps := 0; steps < 40 && inSequence(g, seat, sp); steps++ {
		best, bestV := 0, -1e18
		if g.LegalCount() > 1 {
			for i := 0; i < g.LegalCount(); i++ {
				s := b.buf(2, g)
				b.apply(s, g.LegalAt(i))
				if v := eval(s, seat); v > bestV {
					best, bestV = i, v
				}
			}
		}
		b.apply(g, g.LegalAt(best))
	}
}

// scoreChoices judges every legal choice of d by eval after finishing the seat's sequence.
func (b *Bot) scoreChoices(d *engine.Game, seat int, eval evalFn) []float64 {
	n := d.LegalCount()
	out := make([]float64, n)
	for i := 0; i < n; i++ {
		s := b.buf(1, d)
		b.apply(s, d.LegalAt(i))
		b.complete(s, seat, spotOf(d), eval)
		out[i] = eval(s, seat)
	}
	return out
}

func argmax(v []float64) int {
	best := 0
	for i := range v {
		if v[i] > v[best] {
			best = i
		}
	}
	return best
}

func (b *Bot) medium(d *engine.Game, seat int) engine.Choice {
	return d.LegalAt(argmax(b.scoreChoices(d, seat, b.marginFn())))
}

// easy picks greedily on easyValue with noise: sensible, never blind to free points, but
// short-sighted and a little erratic.
func (b *Bot) easy(d *engine.Game, seat int) engine.Choice {
	r := rand.New(rand.NewPCG(b.decisionSeed(d), 0xea5e))
	sc := b.scoreChoices(d, seat, easyValue)
	for i := range sc {
		sc[i] += r.NormFloat64() * 1.5
	}
	return d.LegalAt(argmax(sc))
}
