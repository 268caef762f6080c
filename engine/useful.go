package engine

// A payment that buys nothing is never offered (rules 2): a God is offered only when, after
// paying for it that way, the player has something to use it on, and a doubled Phase B action
// only when doubling does more than the plain action. Rules 1 offered Blue for any blocked
// die, White for any die below 6, Green whenever the player had a person, and doubling
// whenever the doubled action could do anything.

// usefulGodOptions adds every way p can pay for god after which hasUse reports a use.
func (g *Game) usefulGodOptions(p int, god God, hasUse func(p int) bool) {
	g.payOptions(p, god, func(pay uint8, colour int) {
		if g.afterPaying(p, god, pay, colour, hasUse) {
			g.add(KPlayGod, int(god), int(pay), colour)
		}
	})
}

// afterPaying reports what f says of the game as if p had paid for god that way (the God's
// effect pending), and leaves the game as it was.
func (g *Game) afterPaying(p int, god God, pay uint8, colour int, f func(p int) bool) bool {
	pl := &g.P[p]
	saved, discard := *pl, g.Discard
	switch pay {
	case PayCard:
		pl.Hand[god]--
		g.Discard[god]++
		pl.Offerings--
	case PayPair:
		pl.Hand[colour] -= 2
		g.Discard[colour] += 2
		pl.Offerings--
	case PayTile:
		pl.GodTiles--
	}
	switch god {
	case Blue:
		pl.PendingBlue = true
	case White:
		pl.PendingWhite = true
	case Green:
		pl.GreenPending = true
	}
	ok := f(p)
	*pl, g.Discard = saved, discard
	return ok
}

// canPayFor reports whether p can pay for god in any way.
func (g *Game) canPayFor(p int, god God) bool {
	ok := false
	g.payOptions(p, god, func(uint8, int) { ok = true })
	return ok
}

// blueHasUse reports whether p, with a Blue God pending, can put a die on an action that the
// lower-than rule closes to it, and that action does something at the die's strength (6 with
// a White God pending or still payable).
func (g *Game) blueHasUse(p int) bool {
	pl := &g.P[p]
	tileOf, _ := ActionTiles(int(g.NP))
	whiteLater := !pl.PendingWhite && g.canPayFor(p, White)
	for d := 0; d < DicePerPlayer; d++ {
		if pl.DiceAt[d] >= 0 {
			continue
		}
		face := int(pl.Dice[d])
		for a := Action(0); a < ActFish; a++ {
			if face < g.lowestOnTile(tileOf[a]) {
				continue // open without a Blue God
			}
			s := face
			if pl.PendingWhite {
				s = 6
			}
			if g.actionDoable(p, a, s) || whiteLater && g.actionDoable(p, a, 6) {
				return true
			}
		}
	}
	return false
}

// whiteHasUse reports whether p, with a White God pending, can put a die below 6 on an action
// (by the lower-than rule, or with a Blue God pending or still payable) where strength 6 does
// more than the die's face.
func (g *Game) whiteHasUse(p int) bool {
	pl := &g.P[p]
	tileOf, _ := ActionTiles(int(g.NP))
	blueLater := !pl.PendingBlue && g.canPayFor(p, Blue)
	for d := 0; d < DicePerPlayer; d++ {
		face := int(pl.Dice[d])
		if pl.DiceAt[d] >= 0 || face >= 6 {
			continue
		}
		for a := Action(0); a < ActFish; a++ {
			if face >= g.lowestOnTile(tileOf[a]) && !pl.PendingBlue && !blueLater {
				continue
			}
			if g.actionGains(p, a, face, 6) {
				return true
			}
		}
	}
	return false
}

// actionGains reports whether action a offers p more at strength hi than at strength lo.
func (g *Game) actionGains(p int, a Action, lo, hi int) bool {
	switch a {
	case ActHelper:
		return hi > lo
	case ActTemple:
		return g.P[p].PriestsSupply > 0 && min(hi, TempleSpaces) > lo
	case ActBuild:
		return g.buildGains(p, lo, hi)
	case ActMan:
		return g.takeGains(p, Man, lo, hi)
	case ActWoman:
		return g.takeGains(p, Woman, lo, hi)
	case ActLand:
		return g.expandOptions(p, Land, hi, false) > g.expandOptions(p, Land, lo, false)
	case ActWater:
		return g.expandOptions(p, Water, hi, false) > g.expandOptions(p, Water, lo, false)
	}
	return false
}

// buildGains reports whether p can build a building of a value in (lo, hi].
func (g *Game) buildGains(p, lo, hi int) bool {
	pl := &g.P[p]
	for v := lo + 1; v <= hi && v <= NumBuildings; v++ {
		if pl.BuiltPair[v] < 0 {
			return g.buildOptions(p, NumBuildings, false) > 0 // any pair of materials will do
		}
	}
	return false
}

// takeGains reports whether p can take a person of gender from a display position that
// strength hi reaches and lo does not.
func (g *Game) takeGains(p, gender, lo, hi int) bool {
	if g.freeSpaces(p) == 0 {
		return false
	}
	disp := g.display(gender)
	for i := max(lo, 0); i < hi && i < DisplaySize; i++ {
		if disp[i] >= 0 {
			return true
		}
	}
	return false
}

// cardsLeft is how many God cards can still be drawn: the card row, the deck and the discard
// pile.
func (g *Game) cardsLeft() int {
	n := int(g.NDeck)
	for _, c := range g.Market {
		if c >= 0 {
			n++
		}
	}
	for _, c := range g.Discard {
		n += int(c)
	}
	return n
}

// doubledGains reports whether n tiles of type t doubled by a Green God do more for p than
// the plain action.
func (g *Game) doubledGains(p int, t PersonType, n int) bool {
	pl := &g.P[p]
	lo, hi := PersonStrength(t, n), PersonStrength(t, 2*n)
	switch t {
	case PLand:
		return g.expandOptions(p, Land, hi, false) > g.expandOptions(p, Land, lo, false)
	case PWater:
		return g.expandOptions(p, Water, hi, false) > g.expandOptions(p, Water, lo, false)
	case PWoman:
		return g.takeGains(p, Woman, lo, hi)
	case PMan:
		return g.takeGains(p, Man, lo, hi)
	case PBuild:
		return g.buildGains(p, lo, hi)
	case PMoveHut:
		return int(pl.HutsRegular) > lo && !pl.Person12
	case PGodCard:
		return g.cardsLeft() > lo
	}
	return hi > lo // materials, VP, offerings, status, shells: more of them
}

// doubledOpen reports whether p may activate n tiles of type t doubled by the pending Green
// God.
func (g *Game) doubledOpen(p int, t PersonType, n int) bool {
	if g.rules >= rules2 {
		return g.doubledGains(p, t, n)
	}
	return g.personDoable(p, t, PersonStrength(t, 2*n))
}

// greenHasUse reports whether p, with a Green God pending, has a doubled action that does more
// than the plain one, or a second, different type of a gender already used that can do
// something.
func (g *Game) greenHasUse(p int) bool {
	use := false
	g.personTypes(p, func(gender int, t PersonType, n int, used, typeUsed bool) bool {
		use = !used && g.doubledGains(p, t, n) || used && !typeUsed && g.personDoable(p, t, PersonStrength(t, n))
		return !use
	})
	return use
}
