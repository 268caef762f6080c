package bot

import "borabora/engine"

// The luck of the dice, after the backgammon programs' idea: what a seat's roll at the start
// of a round was worth against an average roll. A roll's worth is the seat's expected margin
// at the round's end (the fitted evaluation, as a rollout's end is judged) when everyone plays
// the round out with the rollouts' greedy policy, in LuckWorlds worlds re-dealt from the
// seat's view, the other seats keeping the dice they rolled. Every one of the 56 rolls of three
// dice is played in the same worlds, so that what differs between two rolls is the dice alone.
// Luck is the worth of the roll made less the average worth, each roll weighed by its chance
// (1, 3 or 6 in 216).

// LuckWorlds is how many worlds each roll is played in.
const LuckWorlds = 4

// Roll is three dice faces, lowest first.
type Roll [engine.DicePerPlayer]int

// rolls are the 56 rolls of three dice, lowest face first, and their weights in 216.
var rolls, rollWeights = func() ([]Roll, []int) {
	var rs []Roll
	var ws []int
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			for c := b; c <= 6; c++ {
				w := 6
				switch {
				case a == b && b == c:
					w = 1
				case a == b || b == c:
					w = 3
				}
				rs = append(rs, Roll{a, b, c})
				ws = append(ws, w)
			}
		}
	}
	return rs, ws
}()

// RollOf is seat p's roll in g, lowest face first.
func RollOf(g *engine.Game, p int) Roll {
	d := g.Seat(p).Dice
	r := Roll{int(d[0]), int(d[1]), int(d[2])}
	for i := 1; i < len(r); i++ {
		for j := i; j > 0 && r[j] < r[j-1]; j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
	return r
}

// Luck is what seat p's roll in g was worth against an average roll, in points of margin
// (positive: a better roll than average). g is at the start of a round's Phase A
// (engine.Game.RollStart); ok is false elsewhere. It reads only p's view, and the same game
// and seed give the same result, natively and in WebAssembly.
func Luck(g *engine.Game, p int, seed uint64) (luck float64, ok bool) {
	if g.Over() || !g.RollStart() || p < 0 || p >= g.NumPlayers() {
		return 0, false
	}
	made := RollOf(g, p)
	b := New(Hard, seed)
	round := g.Round()
	var mine, mean float64
	var s *engine.Game
	for w := 0; w < LuckWorlds; w++ {
		world := g.Determinize(p, mix(seed^mix(uint64(w)+0x1c4)))
		for i, r := range rolls {
			if s == nil {
				s = world.Clone()
			} else {
				s.CopyFrom(world)
			}
			if !s.SetRoll(p, r) {
				return 0, false
			}
			b.greedyRound(s, round)
			m := margin(s, p, &b.lw)
			mean += m * float64(rollWeights[i]) / 216
			if r == made {
				mine += m
			}
		}
	}
	return (mine - mean) / float64(LuckWorlds), true
}

// greedyRound plays the rollouts' greedy policy (fastPick) for everyone until the round's
// end or the game's.
func (b *Bot) greedyRound(g *engine.Game, round int) {
	for steps := 0; steps < 4*b.Horizon && !g.Over() && !roundOver(g, round); steps++ {
		i := 0
		if g.LegalCount() > 1 {
			i = b.fastPick(g)
		}
		b.apply(g, g.LegalAt(i))
	}
}
