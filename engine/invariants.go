package engine

import "fmt"

// CheckInvariants verifies that every component adds up to its total and that no count is
// negative. Tests run it after every step; it returns the first problem found.
func (g *Game) CheckInvariants() error {
	for p := 0; p < int(g.board.NP); p++ {
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
	t.persons = int(g.board.NMenPile) + int(g.board.NWomenPile) + int(g.board.PersonsBox)
	t.tasks = int(g.board.NParrot) + int(g.board.TasksBox)
	t.jewels = int(g.board.JewelsBox)
	t.cards = int(g.board.NDeck)
	t.godTiles = int(g.board.TempleGodTiles) + int(g.board.GodTilesBox)
	for i := 0; i < DisplaySize; i++ {
		t.persons += b2i(g.board.Men[i] >= 0) + b2i(g.board.Women[i] >= 0)
	}
	for _, x := range g.board.TaskDisplay {
		t.tasks += b2i(x >= 0)
	}
	for c := range g.board.Jewelry {
		for r := range g.board.Jewelry[c] {
			t.jewels += b2i(g.board.Jewelry[c][r] >= 0)
		}
	}
	for _, c := range g.board.Market {
		t.cards += b2i(c >= 0)
	}
	for _, n := range g.board.Discard {
		t.cards += int(n)
	}
	for p := 0; p < int(g.board.NP); p++ {
		pl := &g.seats[p]
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
	for _, n := range g.board.Discard {
		if n < 0 {
			return fmt.Errorf("negative discard pile")
		}
	}
	return nil
}

// checkSeat checks seat p's pieces: huts, priests, person spaces, supplies and buildings.
func (g *Game) checkSeat(p int) error {
	pl := &g.seats[p]
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
	pl := &g.seats[p]
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
	for _, n := range g.board.Discard {
		discard += int(n)
	}
	if g.board.NDeck == 0 && discard > 0 {
		return fmt.Errorf("empty draw pile beside a discard pile of %d", discard)
	}
	for i, c := range g.board.Market {
		if c < 0 && g.board.NDeck > 0 {
			return fmt.Errorf("card row slot %d empty beside a draw pile of %d", i, g.board.NDeck)
		}
	}
	return nil
}

// checkRegions checks that a hut on a building space is also counted in its region.
func (g *Game) checkRegions() error {
	for r := 0; r < NumRegions; r++ {
		if o := g.board.RegionSpace[r]; o >= 0 && g.board.RegionHuts[r]&(1<<o) == 0 {
			return fmt.Errorf("region %d building space holds a hut not in the region", r)
		}
	}
	return nil
}
