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
	g.board.NP = int8(n)
	g.board.Round = 1
	g.lastBy = -1
	g.board.RngSetup = newPCG(cfg.Seed, streamSetup)
	g.board.RngDice = newPCG(cfg.Seed, streamDice)
	g.board.RngDeck = newPCG(cfg.Seed, streamDeck)
	for r := range g.board.RegionSpace {
		g.board.RegionSpace[r] = -1
	}
	for s := range g.board.Temple {
		g.board.Temple[s] = -1
	}
	// the order of these steps fixes what each seed deals: never reorder
	g.setupFish()
	g.setupPersons()
	g.setupTasks()
	g.setupJewelry()
	g.setupGods()
	g.setupPlayers()
	g.setupTurnOrder()
	g.board.Stage = StageStartHuts
	g.board.Idx = 0
	g.normalize()
	return g, nil
}

// setupFish puts a random fish tile beside each region.
func (g *Game) setupFish() {
	for i := range g.board.Fish {
		g.board.Fish[i] = int8(i)
	}
	g.board.RngSetup.shuffle8(g.board.Fish[:])
}

// setupPersons shuffles the men and the women into two face-down piles and fills the displays.
func (g *Game) setupPersons() {
	for i := 0; i < personsPerSex; i++ {
		g.board.MenPile[i] = int8(i)
		g.board.WomenPile[i] = int8(personsPerSex + i)
	}
	g.board.NMenPile, g.board.NWomenPile = personsPerSex, personsPerSex
	g.board.RngSetup.shuffle8(g.board.MenPile[:])
	g.board.RngSetup.shuffle8(g.board.WomenPile[:])
	g.refillPersons()
}

// setupTasks deals each player a random crane task and two parrot tasks, boxes the unused
// cranes and fills the task display.
func (g *Game) setupTasks() {
	rs := &g.board.RngSetup
	var cranes [NumCranes]int8
	for i := range cranes {
		cranes[i] = int8(i)
	}
	rs.shuffle8(cranes[:])
	for i := range g.board.ParrotPile {
		g.board.ParrotPile[i] = int8(NumCranes + i)
	}
	g.board.NParrot = int8(len(g.board.ParrotPile))
	rs.shuffle8(g.board.ParrotPile[:])
	for p := 0; p < int(g.board.NP); p++ {
		pl := &g.seats[p]
		pl.Tasks[0] = TaskID(cranes[p])
		pl.Tasks[1] = TaskID(g.popParrot())
		pl.Tasks[2] = TaskID(g.popParrot())
	}
	g.board.TasksBox = int8(NumCranes) - g.board.NP
	for i := range g.board.TaskDisplay {
		g.board.TaskDisplay[i] = -1
	}
	g.refillTasks()
}

// setupJewelry lays out the 24 jewelry tiles at random, one column per round.
func (g *Game) setupJewelry() {
	var jw [NumJewels]int8
	for i := range jw {
		jw[i] = int8(i)
	}
	g.board.RngSetup.shuffle8(jw[:])
	for c := 0; c < Rounds; c++ {
		for r := 0; r < 4; r++ {
			g.board.Jewelry[c][r] = jw[c*4+r]
		}
	}
}

// setupGods puts the God tiles on the temple (one each to the players, below) and shuffles
// the God cards into the deck, turning five face up as the card row.
func (g *Game) setupGods() {
	g.board.TempleGodTiles = TempleGodTiles
	g.board.GodTilesBox = int8(NumGodTiles-TempleGodTiles) - g.board.NP
	for i := 0; i < NumGodCards; i++ {
		g.board.Deck[i] = int8(i / GodCardsPerColor)
	}
	g.board.NDeck = int8(NumGodCards)
	g.board.RngDeck.shuffle8(g.board.Deck[:])
	for i := range g.board.Market {
		g.board.Market[i] = g.popDeck()
	}
}

// setupPlayers gives each player huts, offerings, a God tile, priests and a hand of cards.
func (g *Game) setupPlayers() {
	for p := 0; p < int(g.board.NP); p++ {
		pl := &g.seats[p]
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
	n := int(g.board.NP)
	var order [4]int8
	for i := 0; i < n; i++ {
		order[i] = int8(i)
	}
	g.board.RngSetup.shuffle8(order[:n])
	g.board.Order = order
	for i := 0; i < n; i++ {
		p := int(order[i])
		g.addVP(p, SrcStart, i)
		g.seats[p].StatusArrival = int32(n - i)
	}
	g.board.ArrivalSeq = int32(n)
}

// startHutWhy says why seat p may not put its start hut on region r (Open when it may).
func (g *Game) startHutWhy(r int) Reason {
	switch {
	case FishTile(g.board.Fish[r]).Value() != 1:
		return FishNotOne
	case g.board.RegionSpace[r] >= 0:
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
	g.board.Idx++
	g.seats[p].HutsRegular--
	g.board.RegionSpace[r] = int8(p)
	g.board.RegionHuts[r] |= 1 << p
	g.emit(Event{Kind: EvStartHut, Player: int8(p), X: int8(r)})
	g.gainRegionResource(p, r)
}
