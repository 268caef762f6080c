package engine

// Helper action (rulebook: "Helper action"): the strength is a number of points to trade.
// For one point each: shift an unshifted man down (tattoo: status steps), shift an unshifted
// woman down (shells), or score 1 VP. For two points each: an offering, a God card (card row or
// deck), a building material of your choice, or moving a hut from a person space to the 12th
// space (not while a person holds it). Points may be left unspent (pass).

// HelperCost is how many Helper points a trade of kind k costs (0 for a kind that is no trade).
func HelperCost(k Kind) int {
	switch k {
	case KTattoo, KShell, KHelperVP:
		return 1
	case KGainOffering, KDrawCard, KGainMaterial, KMoveHut:
		return 2
	}
	return 0
}

func (g *Game) offerHelper(pr Prompt) {
	p, n := pr.Player, pr.N
	if n <= 0 {
		return
	}
	pl := &g.seats[p]
	for i := 0; i < int(pl.NPersons); i++ {
		id := int(pl.Persons[i])
		k := KTattoo
		if PersonTile(id).Gender() == Woman {
			k = KShell
		}
		why := Open
		if pl.Shifted[i] {
			why = PersonShifted
		}
		g.offer(Choice{Kind: k, A: uint8(id)}, why)
	}
	budget := Open
	if n < HelperCost(KGainOffering) {
		budget = NeedsTwoPoints
	}
	g.offerButton(KHelperVP, Open)
	g.offerButton(KGainOffering, budget)
	g.offerCards(budget)
	g.offerMaterials(p, budget)
	why := g.moveHutWhy(p)
	if why == Open {
		why = budget
	}
	g.offerButton(KMoveHut, why)
	g.offerPass()
}

func (g *Game) applyHelper(pr Prompt, c Choice) {
	p := pr.Player
	if c.Kind == KPass {
		g.pop()
		return
	}
	g.top().N -= int8(HelperCost(c.Kind))
	switch c.Kind {
	case KTattoo:
		g.shift(p, int(c.A))
		g.status(p, PersonTile(c.A).Value())
	case KShell:
		g.shift(p, int(c.A))
		g.gainShells(p, PersonTile(c.A).Value())
	case KHelperVP:
		g.addVP(p, SrcHelper, 1)
	case KGainOffering:
		g.gainOfferings(p, 1)
	case KDrawCard:
		g.drawCard(p, int(c.A))
	case KGainMaterial:
		g.gainMaterial(p, int(c.A))
	case KMoveHut:
		g.moveHuts(p, 1)
	}
}

// shift shifts person tile id down on seat p's board.
func (g *Game) shift(p, id int) {
	pl := &g.seats[p]
	for i := 0; i < int(pl.NPersons); i++ {
		if int(pl.Persons[i]) == id {
			pl.Shifted[i] = true
		}
	}
	g.emit(Event{Kind: EvShift, Player: int8(p), X: int8(id)})
}
