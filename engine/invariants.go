package engine

import "fmt"

// CheckInvariants verifies that every component adds up to its total and that no count is
// negative. Tests run it after every step; it returns the first problem found.
func (g *Game) CheckInvariants() error {
	for p := 0; p < int(g.NP); p++ {
		if err := g.checkSeat(p); err != nil {
			return err
		}
	}
	for _, check := range []func() error{g.checkTotals, g.checkDeck, g.checkRegions} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

// componentTotals counts every person tile, task, jewel, God card and God tile wherever it is.
type componentTotals struct{ persons, tasks, jewels, cards, godTiles int }

func (g *Game) countComponents() (t componentTotals) {
	t.persons = int(g.NMenPile) + int(g.NWomenPile) + int(g.PersonsBox)
	t.tasks = int(g.NParrot) + int(g.TasksBox)
	t.jewels = int(g.JewelsBox)
	t.cards = int(g.NDeck)
	t.godTiles = int(g.TempleGodTiles) + int(g.GodTilesBox)
	for i := 0; i < DisplaySize; i++ {
		t.persons += b2i(g.Men[i] >= 0) + b2i(g.Women[i] >= 0)
	}
	for _, x := range g.TaskDisplay {
		t.tasks += b2i(x >= 0)
	}
	for c := range g.Jewelry {
		for r := range g.Jewelry[c] {
			t.jewels += b2i(g.Jewelry[c][r] >= 0)
		}
	}
	for _, c := range g.Market {
		t.cards += b2i(c >= 0)
	}
	for _, n := range g.Discard {
		t.cards += int(n)
	}
	for p := 0; p < int(g.NP); p++ {
		pl := &g.P[p]
		t.persons += int(pl.NPersons)
		for _, x := range pl.Tasks {
			t.tasks += b2i(x >= 0)
		}
		t.tasks += int(pl.NDone)
		t.jewels += int(pl.NJewels)
		for _, n := range pl.Hand {
			t.cards += int(n)
		}
		t.godTiles += int(pl.GodTiles)
	}
	return t
}

func (g *Game) checkTotals() error {
	t := g.countComponents()
	switch {
	case t.persons != NumPersonTiles:
		return fmt.Errorf("%d person tiles", t.persons)
	case t.tasks != NumTasks:
		return fmt.Errorf("%d task tiles", t.tasks)
	case t.jewels != NumJewels:
		return fmt.Errorf("%d jewelry tiles", t.jewels)
	case t.cards != NumGodCards:
		return fmt.Errorf("%d God cards", t.cards)
	case t.godTiles != NumGodTiles:
		return fmt.Errorf("%d God tiles", t.godTiles)
	}
	for _, n := range g.Discard {
		if n < 0 {
			return fmt.Errorf("negative discard pile")
		}
	}
	return nil
}

// checkSeat checks seat p's pieces: huts, priests, person spaces, supplies and buildings.
func (g *Game) checkSeat(p int) error {
	pl := &g.P[p]
	switch huts := int(pl.HutsRegular) + int(pl.Huts12) + g.regionCount(p); {
	case huts != HutsPerPlayer:
		return fmt.Errorf("player %d has %d huts", p, huts)
	case pl.HutsRegular < 0 || pl.Huts12 < 0:
		return fmt.Errorf("player %d negative huts", p)
	case int(pl.PriestsSupply)+g.priestsInTemple(p) != PriestsPerPlayer:
		return fmt.Errorf("player %d has %d priests", p, int(pl.PriestsSupply)+g.priestsInTemple(p))
	case g.freeSpaces(p) < 0 || g.regularFree(p) < 0:
		return fmt.Errorf("player %d person spaces overfull", p)
	case pl.Person12 && pl.Huts12 > 0:
		return fmt.Errorf("player %d has a person and huts on the 12th space", p)
	case pl.Offerings < 0 || pl.Shells < 0 || pl.GodTiles < 0:
		return fmt.Errorf("player %d negative supply", p)
	}
	for _, n := range pl.Hand {
		if n < 0 {
			return fmt.Errorf("player %d negative hand", p)
		}
	}
	return g.checkBuildings(p)
}

// checkBuildings checks that each of seat p's buildings covers its two ceremony spaces and
// nothing else is marked built.
func (g *Game) checkBuildings(p int) error {
	pl := &g.P[p]
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
		cb += b2i(c == cerBuilding)
	}
	if cb != 2*built {
		return fmt.Errorf("player %d has %d building spaces for %d buildings", p, cb, built)
	}
	return nil
}

// checkDeck checks the rules 2 deck: never an empty draw pile beside a discard pile, never an
// empty card row slot beside a draw pile.
func (g *Game) checkDeck() error {
	if g.rules < rules2 {
		return nil
	}
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
	return nil
}

// checkRegions checks that a hut on a building space is also counted in its region.
func (g *Game) checkRegions() error {
	for r := 0; r < NumRegions; r++ {
		if o := g.RegionSpace[r]; o >= 0 && g.RegionHuts[r]&(1<<o) == 0 {
			return fmt.Errorf("region %d building space holds a hut not in the region", r)
		}
	}
	return nil
}
