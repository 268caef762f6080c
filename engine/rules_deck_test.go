package engine

import "testing"

// deckDown moves God cards from the draw pile into seat q's hand until n are left.
func deckDown(g *Game, q, n int) {
	for int(g.board.NDeck) > n {
		g.board.NDeck--
		g.seats[q].Hand[g.board.Deck[g.board.NDeck]]++
	}
}

// onlyWhite leaves seat p one White card (taken from seat q's hand, p's own cards going
// there) and one offering, and no God tile: nothing moves to or from the piles.
func onlyWhite(t *testing.T, g *Game, p, q int) {
	t.Helper()
	for c := range g.seats[p].Hand {
		g.seats[q].Hand[c] += g.seats[p].Hand[c]
		g.seats[p].Hand[c] = 0
	}
	if g.seats[q].Hand[White] == 0 {
		t.Fatalf("no White card to hand over")
	}
	g.seats[q].Hand[White]--
	g.seats[p].Hand[White] = 1
	g.seats[p].Offerings = 1
	g.board.GodTilesBox += g.seats[p].GodTiles
	g.seats[p].GodTiles = 0
	g.normalize()
}

// discardCount is the number of cards on the discard pile.
func discardCount(g *Game) int {
	n := 0
	for _, c := range g.board.Discard {
		n += int(c)
	}
	return n
}

// The discard pile becomes the new draw pile the moment the draw pile runs out (rules 2), not
// at the next draw (rules 1), so cards discarded afterwards wait for the next reshuffle.
func TestDiscardPileBecomesTheDrawPileTheMomentTheDeckRunsOut(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		g := startedRules(t, rules, 4, 8)
		p := g.Prompt().Player
		q := int(g.board.Order[1])
		deckDown(g, q, 1)
		g.seats[q].Hand[Red] -= 3
		g.board.Discard[Red] += 3
		turnTo(g, p, 2, 1, 1)
		mustApply(t, g, ch(KPlaceDie, 0, int(ActionHelper)))
		mustApply(t, g, ch(KDrawCard, DeckSource)) // the last card
		if rules >= 2 && (g.board.NDeck != 3 || discardCount(g) != 0) {
			t.Errorf("rules %d: after the last card: draw pile %d, discard pile %d", rules, g.board.NDeck, discardCount(g))
		}
		if rules < 2 && (g.board.NDeck != 0 || discardCount(g) != 3) {
			t.Errorf("rules %d: after the last card: draw pile %d, discard pile %d", rules, g.board.NDeck, discardCount(g))
		}
		// a card discarded now stays on the discard pile under rules 2 (rules 1: it joins the
		// pile shuffled at the next draw)
		turnTo(g, p, 1, 1, 1)
		onlyWhite(t, g, p, q)
		mustApply(t, g, ch(KPlayGod, int(White), int(PayCard), int(White)))
		if g.board.Discard[White] != 1 {
			t.Errorf("rules %d: discard pile %v", rules, g.board.Discard)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Errorf("rules %d: %v", rules, err)
		}
	}
}

// A card row slot left empty because the draw and discard piles were both empty is refilled
// as soon as a card is discarded (rules 2); rules 1 left it empty until a card was drawn.
func TestEmptyCardRowSlotRefilledWhenCardsComeBack(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		g := startedRules(t, rules, 4, 8)
		p := g.Prompt().Player
		q := int(g.board.Order[1])
		deckDown(g, q, 0)
		for c := range g.board.Discard {
			g.seats[q].Hand[c] += g.board.Discard[c]
			g.board.Discard[c] = 0
		}
		turnTo(g, p, 2, 1, 1)
		mustApply(t, g, ch(KPlaceDie, 0, int(ActionHelper)))
		mustApply(t, g, ch(KDrawCard, 0)) // a card from the row: nothing to refill it with
		if g.board.Market[0] >= 0 {
			t.Fatalf("rules %d: card row slot refilled from nowhere", rules)
		}
		turnTo(g, p, 1, 1, 1)
		onlyWhite(t, g, p, q)
		mustApply(t, g, ch(KPlayGod, int(White), int(PayCard), int(White)))
		if rules >= 2 && (g.board.Market[0] != int8(White) || g.board.NDeck != 0 || discardCount(g) != 0) {
			t.Errorf("rules %d: after a discard: row %v, draw pile %d, discard %v", rules, g.board.Market, g.board.NDeck, g.board.Discard)
		}
		if rules < 2 && (g.board.Market[0] != -1 || g.board.Discard[White] != 1) {
			t.Errorf("rules %d: after a discard: row %v, discard %v", rules, g.board.Market, g.board.Discard)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Errorf("rules %d: %v", rules, err)
		}
	}
}
