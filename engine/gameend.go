package engine

// Game end (rulebook: "Game end", "Final scoring"): after the sixth round each player, in turn
// order, may complete any of their remaining tasks (with Yellow Gods too) and stops when they
// like. Then each player scores 2 VP per unused God tile, the fish beside each region whose
// building space holds their hut, the value of their jewelry, and 6 VP for each of: nine
// tasks completed, six jewelry tiles, all twelve ceremony spaces filled, all six buildings
// built, a hut in all twelve regions, a person on all twelve person spaces. Most VP wins; ties
// go to the player earlier in turn order.

func (g *Game) offerFinalTasks(pr Prompt) {
	g.offerCompletions(pr.Player)
	g.offerPass()
}

func (g *Game) applyFinalTasks(pr Prompt, c Choice) {
	if c.Kind == KPass {
		g.board.Idx++
		return
	}
	g.completeTask(pr.Player, c) // the turn goes on: another task may follow
}

// endBonuses are the end-of-game bonuses: each scores EndBonusVP when it holds for a seat.
var endBonuses = [...]struct {
	src  Source
	test func(g *Game, p int) bool
}{
	{SrcBonusTasks, func(g *Game, p int) bool { return g.seats[p].NDone >= 9 }},
	{SrcBonusJewelry, func(g *Game, p int) bool { return g.seats[p].NJewels >= 6 }},
	{SrcBonusCeremony, func(g *Game, p int) bool { return g.seats[p].ceremonyFull() }},
	{SrcBonusBuildings, func(g *Game, p int) bool { return g.seats[p].buildingsBuilt() == NumBuildings }},
	{SrcBonusRegions, func(g *Game, p int) bool { return g.regionCount(p) == NumRegions }},
	{SrcBonusPersons, func(g *Game, p int) bool { return g.seats[p].NPersons == PersonSpaces }},
}

// endScoring scores the end of the game and ends it.
func (g *Game) endScoring() {
	for p := 0; p < int(g.board.NP); p++ {
		pl := &g.seats[p]
		g.addVP(p, SrcGodTiles, GodTileEndVP*int(pl.GodTiles))
		fish := 0
		for r := 0; r < NumRegions; r++ {
			if int(g.board.RegionSpace[r]) == p {
				fish += FishTile(g.board.Fish[r]).Value()
			}
		}
		g.addVP(p, SrcFishEnd, fish)
		jv := 0
		for i := 0; i < int(pl.NJewels); i++ {
			jv += JewelTile(pl.Jewels[i]).Value()
		}
		g.addVP(p, SrcJewelry, jv)
		for _, b := range endBonuses {
			if b.test(g, p) {
				g.addVP(p, b.src, EndBonusVP)
			}
		}
	}
	g.board.Stage, g.board.Idx = StageOver, 0
	g.emit(Event{Kind: EvGameOver, Player: int8(g.Winner())})
}

func (pl *player) ceremonyFull() bool {
	for _, c := range pl.Ceremony {
		if c == cerEmpty {
			return false
		}
	}
	return true
}
