package engine

// Phase A: dice placement (rulebook: "Phase A", "The individual action tiles", "Fishing").
// In turn order each player puts one die on an action and carries the action out at once. A die
// must be lower than every die already on that action tile (regardless of colour), except on
// the fishing space, which takes any die for 2 VP, and with a Blue God. The die's face is the
// action's strength (6 with a White God), and an action that could do nothing at that
// strength cannot be chosen. Before placing, a player may play a Blue or a White God (gods.go).

// lowestOnTile is the lowest die face on action tile t (7 when empty).
func (g *Game) lowestOnTile(t int) int {
	low := 7
	for p := 0; p < int(g.board.NP); p++ {
		pl := &g.seats[p]
		for d := 0; d < DicePerPlayer; d++ {
			if int(pl.DiceAt[d]) == t && int(pl.Dice[d]) < low {
				low = int(pl.Dice[d])
			}
		}
	}
	return low
}

// tileLows is the lowest die face on each action's tile (7 when empty; 0 for the fishing
// space, which takes any die).
type tileLows [NumActions]int

func (g *Game) tileLows() (low tileLows) {
	var byTile [NumActions]int
	for t := range byTile {
		byTile[t] = 7
	}
	for p := 0; p < int(g.board.NP); p++ {
		pl := &g.seats[p]
		for d, t := range pl.DiceAt {
			if t >= 0 && int(pl.Dice[d]) < byTile[t] {
				byTile[t] = int(pl.Dice[d])
			}
		}
	}
	tileOf, _ := ActionTiles(int(g.board.NP))
	for a := range low {
		low[a] = byTile[tileOf[a]]
	}
	low[ActionFishing] = 7
	return
}

// blocks reports whether the lower-than rule keeps a die of this face off action a (ignoring
// a Blue God).
func (low *tileLows) blocks(a Action, face int) bool { return face >= low[a] }

// dieStrength is the strength die d of seat p gives an action now.
func (g *Game) dieStrength(p, d int) int {
	if g.seats[p].PendingWhite {
		return 6
	}
	return int(g.seats[p].Dice[d])
}

// CanPlace says why seat p may not put die d on action a now (Open when it may).
func (g *Game) CanPlace(p, d int, a Action) Reason {
	low := g.tileLows()
	return g.dieWhy(p, d, a, &low)
}

func (g *Game) dieWhy(p, d int, a Action, low *tileLows) Reason {
	pl := &g.seats[p]
	switch {
	case d < 0 || d >= DicePerPlayer || a >= NumActions:
		return NotThisDecision
	case pl.DiceAt[d] >= 0:
		return DiePlaced
	case !pl.PendingBlue && low.blocks(a, int(pl.Dice[d])):
		return DieNotLower
	}
	return g.effectWhy(p, actionEffect[a], g.dieStrength(p, d))
}

func (g *Game) offerPlaceDie(pr Prompt) {
	p := pr.Player
	low := g.tileLows()
	for d := 0; d < DicePerPlayer; d++ {
		for a := Action(0); a < NumActions; a++ {
			g.offer(Choice{Kind: KPlaceDie, A: uint8(d), B: uint8(a)}, g.dieWhy(p, d, a, &low))
		}
	}
	g.offerBlueGod(p, &low)
	g.offerWhiteGod(p)
}

func (g *Game) applyPlaceDie(pr Prompt, c Choice) {
	if c.Kind == KPlayGod {
		g.playGod(pr.Player, c) // the turn goes on: the die is still to place
		return
	}
	g.board.Idx++
	g.placeDie(pr.Player, int(c.A), Action(c.B))
}

// placeDie puts die d of seat p on action a and starts the action.
func (g *Game) placeDie(p, d int, a Action) {
	pl := &g.seats[p]
	tileOf, _ := ActionTiles(int(g.board.NP))
	pl.DiceAt[d] = int8(tileOf[a])
	s := g.dieStrength(p, d)
	if pl.PendingWhite {
		pl.DieWhite[d] = true
	}
	pl.PendingBlue, pl.PendingWhite = false, false
	g.emit(Event{Kind: EvDiePlaced, Player: int8(p), X: int8(d), Y: int8(a), N: int16(pl.Dice[d])})
	g.startEffect(p, actionEffect[a], s)
}

// RollStart reports whether g is at the start of a round's Phase A: every player has rolled
// and no die is placed yet (nor a God played for one). The coach's luck meter weighs the
// rolls there.
func (g *Game) RollStart() bool {
	if g.board.Stage != StagePhaseA || g.board.Idx != 0 || g.board.NFrames != 0 {
		return false
	}
	for p := 0; p < int(g.board.NP); p++ {
		pl := &g.seats[p]
		if pl.PendingBlue || pl.PendingWhite {
			return false
		}
		for d := 0; d < DicePerPlayer; d++ {
			if pl.DiceAt[d] >= 0 {
				return false
			}
		}
	}
	return true
}

// SetRoll gives seat p the dice faces (each 1 to 6) as if it had rolled them, in a game at
// the start of a round's Phase A (RollStart), and reports whether it did; anywhere else it
// changes nothing. It is for analysis copies (the coach's luck meter weighs a roll against
// every other roll): the game's record is dropped, as Determinize drops it, since the game
// no longer follows its seed.
func (g *Game) SetRoll(p int, faces [DicePerPlayer]int) bool {
	if p < 0 || p >= int(g.board.NP) || !g.RollStart() {
		return false
	}
	for _, f := range faces {
		if f < 1 || f > 6 {
			return false
		}
	}
	for d, f := range faces {
		g.seats[p].Dice[d] = int8(f)
	}
	g.choices, g.floor = nil, 0
	g.cfg.Seed = 0
	g.events = g.events[:0]
	g.normalize()
	return true
}
