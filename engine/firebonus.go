package engine

// Fire Bonus (rulebook: "The Fire Bonus"): after placing a priest or building, a player takes
// a God card or an offering, and then a status step or a shell.

// fireBonus starts seat p's Fire Bonus: the card-or-offering half is asked first.
func (g *Game) fireBonus(p int) {
	g.push(frame{Kind: PromptFireStatus, P: int8(p)})
	g.push(frame{Kind: PromptFireCard, P: int8(p)})
}

func (g *Game) offerFireCard(Prompt) {
	g.offerCards(Open)
	g.offerButton(KFireOffering, Open)
}

func (g *Game) applyFireCard(pr Prompt, c Choice) {
	g.pop()
	if c.Kind == KFireOffering {
		g.gainOfferings(pr.Player, 1)
		return
	}
	g.drawCard(pr.Player, int(c.A))
}

func (g *Game) offerFireStatus(Prompt) {
	g.offerButton(KFireStatus, Open)
	g.offerButton(KFireShell, Open)
}

func (g *Game) applyFireStatus(pr Prompt, c Choice) {
	g.pop()
	if c.Kind == KFireStatus {
		g.status(pr.Player, 1)
		return
	}
	g.gainShells(pr.Player, 1)
}
