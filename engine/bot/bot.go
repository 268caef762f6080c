// Package bot holds the computer players. A bot decides for the seat the game waits on, from
// that seat's view only: the first thing it does is to re-deal every hidden thing with
// engine.Game.Determinize, so two games that look the same to the seat give the same choice
// for the same bot seed.
//
//   - Easy: greedy on a crude evaluation (points now plus a little for goods), with noise.
//   - Medium: greedy on a full evaluation of the position (estimated final points minus the
//     opponents'); each choice is judged after finishing the seat's current compound action
//     greedily (helper points, fire bonus, expansion, Phase B...).
//   - Hard: determinized Monte Carlo over Medium's best candidates: each candidate is played
//     into many re-dealt worlds, followed by fast rollouts to the end of the round, and judged
//     by the evaluation; successive halving spends the rollout budget on the best candidates.
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
)

var levelNames = [...]string{"easy", "medium", "hard"}

func (l Level) String() string {
	if l >= 0 && int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// ParseLevel reads "easy", "medium" or "hard".
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
	DefaultWidth   = 6   // candidates kept from Medium's ranking
	DefaultHorizon = 60  // rollout decisions at most (rollouts also stop at the round's end)
)

// Bot is one computer player. It keeps scratch buffers, so one Bot must not decide for two
// games at once; make one Bot per goroutine.
type Bot struct {
	Level Level
	Seed  uint64
	// Hard only: rollouts per decision, candidates searched, rollout length in decisions.
	Budget, Width, Horizon int

	w       weights
	scratch [3]*engine.Game
}

// New returns a bot of the given level; the seed makes its decisions reproducible.
func New(level Level, seed uint64) *Bot {
	return &Bot{Level: level, Seed: seed, Budget: DefaultBudget, Width: DefaultWidth,
		Horizon: DefaultHorizon, w: defaultWeights}
}

// Choose returns the choice for the seat the game waits on (g.Prompt().Player). g is not
// changed. It panics if the game is over.
func (b *Bot) Choose(g *engine.Game) engine.Choice {
	if b.Level == Hard {
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

// ChooseWithYield is Choose for the Hard level run in batches of k rollouts, calling yield
// between batches (so that a browser can update the page). The result does not depend on k.
func (b *Bot) ChooseWithYield(g *engine.Game, k int, yield func()) engine.Choice {
	if b.Level != Hard {
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
	for _, x := range []uint64{uint64(len(g.Choices())), uint64(g.Round()), uint64(g.Stage()), uint64(g.StageTurn()),
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

// inSequence reports whether the seat is still inside the decision sequence that started at
// (stage, round, idx): a compound action is unresolved, or the same turn goes on (Phase B,
// a God played before placing a die).
func inSequence(g *engine.Game, seat int, stage engine.Stage, round, idx int) bool {
	if g.Over() {
		return false
	}
	if g.Prompt().Player != seat {
		return false
	}
	return g.PendingCount() > 0 || g.Stage() == stage && g.Round() == round && g.StageTurn() == idx
}

// complete finishes the seat's current decision sequence greedily with eval, in place.
func (b *Bot) complete(g *engine.Game, seat int, stage engine.Stage, round, idx int, eval evalFn) {
	for steps := 0; steps < 40 && inSequence(g, seat, stage, round, idx); steps++ {
		best, bestV := 0, -1e18
		if g.LegalCount() > 1 {
			for i := 0; i < g.LegalCount(); i++ {
				s := b.buf(2, g)
				if err := s.Apply(g.LegalAt(i)); err != nil {
					panic(err)
				}
				if v := eval(s, seat); v > bestV {
					best, bestV = i, v
				}
			}
		}
		if err := g.Apply(g.LegalAt(best)); err != nil {
			panic(err)
		}
	}
}

// scoreChoices judges every legal choice of d by eval after finishing the seat's sequence.
func (b *Bot) scoreChoices(d *engine.Game, seat int, eval evalFn) []float64 {
	n := d.LegalCount()
	out := make([]float64, n)
	for i := 0; i < n; i++ {
		s := b.buf(1, d)
		if err := s.Apply(d.LegalAt(i)); err != nil {
			panic(err)
		}
		b.complete(s, seat, d.Stage(), d.Round(), d.StageTurn(), eval)
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

// easyValue is a crude estimate: points now, goods at a flat rate, no look at opponents.
func easyValue(g *engine.Game, p int) float64 {
	pl := g.Seat(p)
	v := float64(g.Score(p))
	if g.Over() {
		return v
	}
	cards := int(pl.Cards)
	v += 0.8*float64(cards) + 0.8*float64(pl.Offerings) + 0.4*float64(pl.Shells) + 2*float64(pl.GodTiles)
	for s := 1; s <= engine.TempleSpaces; s++ {
		if int(g.TempleSpace(s)) == p {
			v += 2
		}
	}
	if g.Stage() <= engine.StagePhaseB {
		v += float64(engine.StatusVP(int(pl.Status)))
	}
	v += 1.5 * float64(pl.NPersons)
	for s := 0; s < engine.NumCeremony; s++ {
		if pl.Ceremony[s] == 1 {
			v += 1.5
		}
	}
	for i := 0; i < int(pl.NJewels); i++ {
		v += float64(engine.JewelTile(pl.Jewels[i]).Value())
	}
	for r := 0; r < engine.NumRegions; r++ {
		if g.HasHut(engine.Region(r), p) {
			v += 1
		}
		if g.HutOnSpace(engine.Region(r)) == p {
			v += 0.5 * float64(g.FishAt(engine.Region(r)).Value())
		}
	}
	for _, t := range pl.Tasks {
		if t >= 0 && g.TaskMet(p, t, false) {
			v += 3
		}
	}
	for i := 0; i < g.PendingCount(); i++ {
		if g.PendingAt(i).Player == p {
			v += 1.5
		}
	}
	return v
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
