package engine

import "fmt"

// Game setup (rulebook: "Game setup"): fish tiles, men and women, tasks, jewelry, God tiles
// and cards, the players' pieces, a random turn order with its start points and the status
// stack; then each player, in reverse turn order, puts a start hut on a region beside a
// 1-fish and takes that region's material or offering.

// NewGame sets up a game. The first decision is the start hut of the last player in turn
// order.
func NewGame(cfg Config) (*Game, error) {
	n := len(cfg.Players)
	if n < 2 || n > 4 {
		return nil, ErrPlayers
	}
	rules := cfg.Rules
	if rules == 0 {
		rules = RulesVersion
	}
	if rules < MinRulesVersion || rules > RulesVersion {
		return nil, fmt.Errorf("%w: %d (this engine plays %d to %d)", ErrRules, rules, MinRulesVersion, RulesVersion)
	}
	g := &Game{rules: int8(rules)}
	g.cfg = Config{Players: append([]PlayerConfig(nil), cfg.Players...), Seed: cfg.Seed, Rules: rules}
	g.NP = int8(n)
	g.Round = 1
	g.lastBy = -1
	g.RngSetup = newPCG(cfg.Seed, streamSetup)
	g.RngDice = newPCG(cfg.Seed, streamDice)
	g.RngDeck = newPCG(cfg.Seed, streamDeck)
	for r := range g.RegionSpace {
		g.RegionSpace[r] = -1
	}
	for s := range g.Temple {
		g.Temple[s] = -1
	}
	// the order of these steps fixes what each seed deals: never reorder
	g.setupFish()
	g.setupPersons()
	g.setupTasks()
	g.setupJewelry()
	g.setupGods()
	g.setupPlayers()
	g.setupTurnOrder()
	g.Stage = StageStartHuts
	g.Idx = 0
	g.normalize()
	return g, nil
}

// setupFish puts a random fish tile beside each region.
func (g *Game) setupFish() {
	for i := range g.Fish {
		g.Fish[i] = int8(i)
	}
	g.RngSetup.shuffle8(g.Fish[:])
}

// setupPersons shuffles the men and the women into two face-down piles and fills the displays.
func (g *Game) setupPersons() {
	for i := 0; i < personsPerSex; i++ {
		g.MenPile[i] = int8(i)
		g.WomenPile[i] = int8(personsPerSex + i)
	}
	g.NMenPile, g.NWomenPile = personsPerSex, personsPerSex
	g.RngSetup.shuffle8(g.MenPile[:])
	g.RngSetup.shuffle8(g.WomenPile[:])
	g.refillPersons()
}

// setupTasks deals each player a random crane task and two parrot tasks, boxes the unused
// cranes and fills the task display.
func (g *Game) setupTasks() {
	rs := &g.RngSetup
	var cranes [NumCranes]int8
	for i := range cranes {
		cranes[i] = int8(i)
	}
	rs.shuffle8(cranes[:])
	for i := range g.ParrotPile {
		g.ParrotPile[i] = int8(NumCranes + i)
	}
	g.NParrot = int8(len(g.ParrotPile))
	rs.shuffle8(g.ParrotPile[:])
	for p := 0; p < int(g.NP); p++ {
		pl := &g.P[p]
		pl.Tasks[0] = cranes[p]
		pl.Tasks[1] = g.popParrot()
		pl.Tasks[2] = g.popParrot()
	}
	g.TasksBox = int8(NumCranes) - g.NP
	for i := range g.TaskDisplay {
		g.TaskDisplay[i] = -1
	}
	g.refillTasks()
}

// setupJewelry lays out the 24 jewelry tiles at random, one column per round.
func (g *Game) setupJewelry() {
	var jw [NumJewels]int8
	for i := range jw {
		jw[i] = int8(i)
	}
	g.RngSetup.shuffle8(jw[:])
	for c := 0; c < Rounds; c++ {
		for r := 0; r < 4; r++ {
			g.Jewelry[c][r] = jw[c*4+r]
		}
	}
}

// setupGods puts the God tiles on the temple (one each to the players, below) and shuffles
// the God cards into the deck, turning five face up as the card row.
func (g *Game) setupGods() {
	g.TempleGodTiles = TempleGodTiles
	g.GodTilesBox = int8(NumGodTiles-TempleGodTiles) - g.NP
	for i := 0; i < NumGodCards; i++ {
		g.Deck[i] = int8(i / GodCardsPerColor)
	}
	g.NDeck = int8(NumGodCards)
	g.RngDeck.shuffle8(g.Deck[:])
	for i := range g.Market {
		g.Market[i] = g.popDeck()
	}
}

// setupPlayers gives each player huts, offerings, a God tile, priests and a hand of cards.
func (g *Game) setupPlayers() {
	for p := 0; p < int(g.NP); p++ {
		pl := &g.P[p]
		pl.HutsRegular = HutsPerPlayer - 2
		pl.Huts12 = 2
		for v := range pl.BuiltPair {
			pl.BuiltPair[v] = -1
		}
		pl.Offerings = StartOfferings
		pl.GodTiles = 1
		pl.PriestsSupply = PriestsPerPlayer
		for d := range pl.DiceAt {
			pl.DiceAt[d] = -1
		}
		for c := 0; c < StartHand; c++ {
			pl.Hand[g.popDeck()]++
		}
	}
}

// setupTurnOrder draws a random turn order; the k-th player scores k VP and the status markers
// stack with the first player's on top.
func (g *Game) setupTurnOrder() {
	n := int(g.NP)
	var order [4]int8
	for i := 0; i < n; i++ {
		order[i] = int8(i)
	}
	g.RngSetup.shuffle8(order[:n])
	g.Order = order
	for i := 0; i < n; i++ {
		p := int(order[i])
		g.addVP(p, SrcStart, i)
		g.P[p].StatusArrival = int32(n - i)
	}
	g.ArrivalSeq = int32(n)
}

// startHutWhy says why seat p may not put its start hut on region r (Open when it may).
func (g *Game) startHutWhy(r int) Reason {
	switch {
	case FishValue(int(g.Fish[r])) != 1:
		return FishNotOne
	case g.RegionSpace[r] >= 0:
		return RegionTaken
	}
	return Open
}

func (g *Game) offerStartHut(Prompt) {
	for r := 0; r < NumRegions; r++ {
		g.offer(Choice{Kind: KStartHut, A: uint8(r)}, g.startHutWhy(r))
	}
}

func (g *Game) applyStartHut(pr Prompt, c Choice) {
	p, r := pr.Player, int(c.A)
	g.Idx++
	g.P[p].HutsRegular--
	g.RegionSpace[r] = int8(p)
	g.RegionHuts[r] |= 1 << p
	g.emit(Event{Kind: EvStartHut, Player: int8(p), X: int8(r)})
	g.gainRegionResource(p, r)
}
