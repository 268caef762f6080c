package engine

// God cards (rulebook: "Helper action", "Fire Bonus", the God Card person, "The Gods"): a card
// is drawn from the five face-up cards of the card row, which is refilled at once from the
// deck, or from the top of the deck. Cards paid for Gods go onto the discard pile. Under rules
// 2 the discard pile becomes the new deck the moment the deck runs out, and card row slots left
// empty for want of cards are refilled as soon as cards are there again; rules 1 shuffled the
// discard pile at the next draw, so that cards discarded in between went into it too.

// cardWhy says why no card can be drawn from source src (card row slot or the deck).
func (g *Game) cardWhy(src int) Reason {
	if src < MarketSize {
		if g.board.Market[src] < 0 {
			return CardSlotEmpty
		}
		return Open
	}
	if g.board.NDeck > 0 {
		return Open
	}
	for _, n := range g.board.Discard {
		if n > 0 {
			return Open
		}
	}
	return NoCardLeft
}

// cardsWhy says whether any card can be drawn.
func (g *Game) cardsWhy() Reason {
	for s := 0; s <= DeckSource; s++ {
		if g.cardWhy(s) == Open {
			return Open
		}
	}
	return NoCardLeft
}

// cardsLeft is how many God cards can still be drawn: the card row, the deck and the discard
// pile.
func (g *Game) cardsLeft() int {
	n := int(g.board.NDeck)
	for _, c := range g.board.Market {
		if c >= 0 {
			n++
		}
	}
	for _, c := range g.board.Discard {
		n += int(c)
	}
	return n
}

// offerCards offers a card from each source; closed, when not Open, closes the open ones.
func (g *Game) offerCards(closed Reason) {
	for s := 0; s <= DeckSource; s++ {
		why := g.cardWhy(s)
		if why == Open {
			why = closed
		}
		g.offer(Choice{Kind: KDrawCard, A: uint8(s)}, why)
	}
}

func (g *Game) offerDrawCard(pr Prompt) {
	if pr.N > 0 {
		g.offerCards(Open)
	}
}

func (g *Game) applyDrawCard(pr Prompt, c Choice) {
	g.top().N--
	g.drawCard(pr.Player, int(c.A))
}

// drawCard gives seat p the card from source src, refilling the card row.
func (g *Game) drawCard(p, src int) {
	var c int8
	if src < MarketSize {
		c = g.board.Market[src]
		g.board.Market[src] = g.popDeck()
	} else {
		c = g.popDeck()
	}
	if c < 0 {
		return
	}
	g.seats[p].Hand[c]++
	g.emit(Event{Kind: EvGain, Player: int8(p), X: ResGodCard, Y: int8(src), N: 1})
}

// popDeck draws the top God card. It returns -1 when no card is left anywhere.
func (g *Game) popDeck() int8 {
	if g.board.NDeck == 0 {
		g.reshuffle()
		if g.board.NDeck == 0 {
			return -1
		}
	}
	g.board.NDeck--
	g.revealed = true
	c := g.board.Deck[g.board.NDeck]
	if g.board.NDeck == 0 && g.rules >= rules2 {
		g.reshuffle()
	}
	return c
}

// discarded is called after God cards went onto the discard pile. Under rules 2, when the draw
// pile is empty they become the new draw pile at once, and the card row slots left empty for
// want of cards are refilled from it.
func (g *Game) discarded() {
	if g.rules < rules2 || g.board.NDeck > 0 {
		return
	}
	g.reshuffle()
	for i := range g.board.Market {
		if g.board.Market[i] < 0 {
			g.board.Market[i] = g.popDeck()
		}
	}
}

// reshuffle makes the discard pile the new deck.
func (g *Game) reshuffle() {
	n := 0
	for c := 0; c < int(NumGods); c++ {
		for k := 0; k < int(g.board.Discard[c]); k++ {
			g.board.Deck[n] = int8(c)
			n++
		}
		g.board.Discard[c] = 0
	}
	g.board.NDeck = int8(n)
	g.board.RngDeck.shuffle8(g.board.Deck[:n])
}
