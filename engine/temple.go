package engine

// Temple action (rulebook: "Temple action"): put a priest from your supply on a temple space
// no higher than the strength. A priest already there moves one space on (to the next lower
// value), pushing any priest there in turn; a priest pushed off space 1 returns to its owner's
// supply. Every new priest gives a Fire Bonus (firebonus.go). Priests score in Phase C
// (phasec.go).

// templeWhy says whether seat p has a priest to place.
func (g *Game) templeWhy(p int) Reason {
	if g.seats[p].PriestsSupply == 0 {
		return NoPriestLeft
	}
	return Open
}

// templeGains reports whether strength hi reaches a temple space that lo does not.
func (g *Game) templeGains(p, lo, hi int) bool {
	return g.seats[p].PriestsSupply > 0 && min(hi, TempleSpaces) > lo
}

// templeSpaceWhy says why seat p cannot place a priest on space v at strength s.
func (g *Game) templeSpaceWhy(p, s, v int) Reason {
	if why := g.templeWhy(p); why != Open {
		return why
	}
	if v > s {
		return SpaceOutOfReach
	}
	return Open
}

func (g *Game) offerTemple(pr Prompt) {
	for v := 1; v <= TempleSpaces; v++ {
		g.offer(Choice{Kind: KTemple, A: uint8(v)}, g.templeSpaceWhy(pr.Player, pr.N, v))
	}
}

func (g *Game) applyTemple(pr Prompt, c Choice) {
	g.pop()
	g.placePriest(pr.Player, int(c.A))
	g.fireBonus(pr.Player)
}

// placePriest puts a priest of seat p on space v, pushing the priests in its way.
func (g *Game) placePriest(p, v int) {
	g.seats[p].PriestsSupply--
	g.emit(Event{Kind: EvPriest, Player: int8(p), X: int8(v)})
	carry := int8(p)
	for s := v; s >= 1; s-- {
		occ := g.board.Temple[s]
		g.board.Temple[s] = carry
		if occ < 0 {
			return
		}
		g.emit(Event{Kind: EvPriestPushed, Player: occ, X: int8(s), Y: int8(s - 1)})
		carry = occ
	}
	g.seats[carry].PriestsSupply++
}

// priestsInTemple is how many of seat p's priests are in the temple.
func (g *Game) priestsInTemple(p int) int {
	n := 0
	for s := 1; s <= TempleSpaces; s++ {
		if int(g.board.Temple[s]) == p {
			n++
		}
	}
	return n
}
