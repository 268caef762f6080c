package engine

import "fmt"

// CheckInvariants verifies that every component adds up to its total and that no count is
// negative. Tests run it after every step; it returns the first problem found.
func (g *Game) CheckInvariants() error {
	np := int(g.NP)
	persons := int(g.NMenPile) + int(g.NWomenPile) + int(g.PersonsBox)
	tasks := int(g.NParrot) + int(g.TasksBox)
	jewels := int(g.JewelsBox)
	cards := int(g.NDeck)
	godTiles := int(g.TempleGodTiles) + int(g.GodTilesBox)
	for i := 0; i < DisplaySize; i++ {
		if g.Men[i] >= 0 {
			persons++
		}
		if g.Women[i] >= 0 {
			persons++
		}
	}
	for _, t := range g.TaskDisplay {
		if t >= 0 {
			tasks++
		}
	}
	for c := range g.Jewelry {
		for r := range g.Jewelry[c] {
			if g.Jewelry[c][r] >= 0 {
				jewels++
			}
		}
	}
	for _, c := range g.Market {
		if c >= 0 {
			cards++
		}
	}
	for _, n := range g.Discard {
		if n < 0 {
			return fmt.Errorf("negative discard pile")
		}
		cards += int(n)
	}
	for p := 0; p < np; p++ {
		pl := &g.P[p]
		if huts := int(pl.HutsRegular) + int(pl.Huts12) + g.regionCount(p); huts != HutsPerPlayer {
			return fmt.Errorf("player %d has %d huts", p, huts)
		}
		if pl.HutsRegular < 0 || pl.Huts12 < 0 {
			return fmt.Errorf("player %d negative huts", p)
		}
		if pr := int(pl.PriestsSupply) + g.priestsInTemple(p); pr != PriestsPerPlayer {
			return fmt.Errorf("player %d has %d priests", p, pr)
		}
		if g.freeSpaces(p) < 0 || g.regularFree(p) < 0 {
			return fmt.Errorf("player %d person spaces overfull", p)
		}
		if pl.Person12 && pl.Huts12 > 0 {
			return fmt.Errorf("player %d has a person and huts on the 12th space", p)
		}
		persons += int(pl.NPersons)
		for _, t := range pl.Tasks {
			if t >= 0 {
				tasks++
			}
		}
		tasks += int(pl.NDone)
		jewels += int(pl.NJewels)
		for _, n := range pl.Hand {
			if n < 0 {
				return fmt.Errorf("player %d negative hand", p)
			}
			cards += int(n)
		}
		godTiles += int(pl.GodTiles)
		if pl.Offerings < 0 || pl.Shells < 0 || pl.GodTiles < 0 {
			return fmt.Errorf("player %d negative supply", p)
		}
		built := 0
		for v := 1; v <= NumBuildings; v++ {
			if pr := pl.BuiltPair[v]; pr >= 0 {
				built++
				for _, s := range CeremonyPairs[pr] {
					if pl.Ceremony[s] != cerBuilding {
						return fmt.Errorf("player %d building %d not on its spaces", p, v)
					}
				}
			}
		}
		cb := 0
		for _, c := range pl.Ceremony {
			if c == cerBuilding {
				cb++
			}
		}
		if cb != 2*built {
			return fmt.Errorf("player %d has %d building spaces for %d buildings", p, cb, built)
		}
		if pl.RegionOK(g, p) != nil {
			return pl.RegionOK(g, p)
		}
	}
	if persons != NumPersonTiles {
		return fmt.Errorf("%d person tiles", persons)
	}
	if tasks != NumTasks-NumCranes+np+int(NumCranes-np) {
		return fmt.Errorf("%d task tiles", tasks)
	}
	if jewels != NumJewels {
		return fmt.Errorf("%d jewelry tiles", jewels)
	}
	if cards != NumGodCards {
		return fmt.Errorf("%d God cards", cards)
	}
	if godTiles != NumGodTiles {
		return fmt.Errorf("%d God tiles", godTiles)
	}
	if g.rules >= rules2 {
		discard := 0
		for _, n := range g.Discard {
			discard += int(n)
		}
		if g.NDeck == 0 && discard > 0 {
			return fmt.Errorf("empty draw pile beside a discard pile of %d", discard)
		}
		for i, c := range g.Market {
			if c < 0 && g.NDeck > 0 {
				return fmt.Errorf("card row slot %d empty beside a draw pile of %d", i, g.NDeck)
			}
		}
	}
	for r := 0; r < NumRegions; r++ {
		if o := g.RegionSpace[r]; o >= 0 && g.RegionHuts[r]&(1<<o) == 0 {
			return fmt.Errorf("region %d building space holds a hut not in the region", r)
		}
	}
	return nil
}

// RegionOK checks that p's hut on a building space is recorded in the region.
func (pl *Player) RegionOK(g *Game, p int) error {
	for r := 0; r < NumRegions; r++ {
		if int(g.RegionSpace[r]) == p && g.RegionHuts[r]&(1<<p) == 0 {
			return fmt.Errorf("player %d on building space %d without a hut there", p, r)
		}
	}
	return nil
}
