package engine

// The table as the other packages read it. Game has no exported fields: everything public on
// the table is read here, through accessors that copy, and through SeatView, a copy of what
// everyone sees of one seat. Nothing read here can change the game. God cards in hand are
// secret: HandCount is public, Hand(p) is for seat p only (hidden.go).

// Round is the round being played, 1..6.
func (g *Game) Round() int { return int(g.board.Round) }

// Stage is the part of the round being played.
func (g *Game) Stage() Stage { return g.board.Stage }

// StageTurn is how many turns of the current stage are over (in Phase A, dice placed).
func (g *Game) StageTurn() int { return int(g.board.Idx) }

// SeatAt is the seat at position i (0 = first) of the turn order.
func (g *Game) SeatAt(i int) int { return int(g.board.Order[i]) }

// TurnOrder is the seats in turn order.
func (g *Game) TurnOrder() []int {
	o := make([]int, g.board.NP)
	for i := range o {
		o[i] = int(g.board.Order[i])
	}
	return o
}

// FishAt is the fish tile beside region r.
func (g *Game) FishAt(r Region) FishTile { return FishTile(g.board.Fish[r]) }

// HutOnSpace is the seat whose hut is on region r's building space, or -1.
func (g *Game) HutOnSpace(r Region) int { return int(g.board.RegionSpace[r]) }

// HasHut reports whether seat p has a hut in region r (on its building space or beside it).
func (g *Game) HasHut(r Region, p int) bool { return g.board.RegionHuts[r]&(1<<p) != 0 }

// FishScored reports whether seat p scored region r's fish with a Red God.
func (g *Game) FishScored(r Region, p int) bool { return g.seats[p].ScoredFish&(1<<r) != 0 }

// TempleSpace is the seat whose priest is on temple space v (1..6), or -1.
func (g *Game) TempleSpace(v int) int { return int(g.board.Temple[v]) }

// TempleGodTiles is how many God tiles are left on the temple.
func (g *Game) TempleGodTiles() int { return int(g.board.TempleGodTiles) }

// Display is the men's (Man) or women's (Woman) display by position; -1 marks an empty one.
func (g *Game) Display(gender int) [DisplaySize]PersonTile {
	var d [DisplaySize]PersonTile
	for i, id := range g.display(gender) {
		d[i] = PersonTile(id)
	}
	return d
}

// PileCount is how many person tiles of gender are left face down.
func (g *Game) PileCount(gender int) int {
	if gender == Woman {
		return int(g.board.NWomenPile)
	}
	return int(g.board.NMenPile)
}

// TaskDisplay is the task display by position; NoTask marks an empty one.
func (g *Game) TaskDisplay() [DisplaySize]TaskID {
	var d [DisplaySize]TaskID
	for i, t := range g.board.TaskDisplay {
		d[i] = TaskID(t)
	}
	return d
}

// TaskPileCount is how many parrot tasks are left face down.
func (g *Game) TaskPileCount() int { return int(g.board.NParrot) }

// JewelryColumn is round's column of jewelry tiles by row; NoJewel marks a tile gone.
func (g *Game) JewelryColumn(round int) [4]JewelTile {
	var c [4]JewelTile
	for r, j := range g.board.Jewelry[round-1] {
		c[r] = JewelTile(j)
	}
	return c
}

// CardRow is the God of each face-up card; -1 marks an empty slot.
func (g *Game) CardRow() [MarketSize]int {
	var r [MarketSize]int
	for i, c := range g.board.Market {
		r[i] = int(c)
	}
	return r
}

// DeckCount is how many God cards are in the deck.
func (g *Game) DeckCount() int { return int(g.board.NDeck) }

// Discards is how many cards of each God are on the discard pile.
func (g *Game) Discards() [NumGods]int {
	var d [NumGods]int
	for c, n := range g.board.Discard {
		d[c] = int(n)
	}
	return d
}

// PendingCount is how many decisions of compound actions under way are waiting (an
// expansion's Red God offer, the rest of a Fire Bonus, a Helper's remaining points...), the
// current decision included when it is one of them.
func (g *Game) PendingCount() int { return int(g.board.NFrames) }

// PendingAt is the i-th waiting decision of PendingCount, the one asked first first: Kind,
// Player, N and X as in a Prompt.
func (g *Game) PendingAt(i int) Prompt {
	f := g.board.Frames[int(g.board.NFrames)-1-i]
	return Prompt{Kind: f.Kind, Player: int(f.P), N: int(f.N), X: int(f.X)}
}

// NoTask, NoJewel and NoPerson mark an empty slot.
const (
	NoTask   TaskID     = -1
	NoJewel  JewelTile  = -1
	NoPerson PersonTile = -1
)

// CeremonySpace is what a ceremony space holds.
type CeremonySpace uint8

const (
	SpaceEmpty    CeremonySpace = cerEmpty
	SpaceMaterial CeremonySpace = cerMaterial
	SpaceBuilding CeremonySpace = cerBuilding
)

// SeatView is what everyone at the table sees of one seat: a copy, so changing it changes
// nothing in the game. The seat's God cards are secret: only their number is here. Counts
// keep the small integer types the game keeps them in, so that a copy is cheap.
type SeatView struct {
	Seat         int
	HutsOnSpaces int8 // huts on person spaces 1-11
	HutsOn12th   int8 // huts on the 12th space
	PersonOn12th bool // a person tile holds the 12th space
	FreeSpaces   int8 // person spaces a tile may go on

	Persons  [PersonSpaces]PersonTile // in the order taken; the first NPersons are on the board
	Shifted  [PersonSpaces]bool       // parallel to Persons: shifted down (tattooed, shells taken)
	NPersons int8

	Ceremony     [NumCeremony]CeremonySpace
	BuildingPair [NumBuildings + 1]int8 // by building value 1..6: its CeremonyPairs index, -1 unbuilt
	Beside       [NumMaterials]int8     // materials beside the board

	Offerings, Shells int16
	GodTiles          int8
	Cards             int8 // God cards in hand
	Priests           int8 // priests in the supply
	Status            int8 // steps on the status track

	Jewels  [Rounds]JewelTile // the first NJewels are owned
	NJewels int8
	Tasks   [3]TaskID // open tasks; NoTask marks an empty slot
	Done    [9]TaskID // completed tasks; the first NDone count
	NDone   int8

	Dice      [DicePerPlayer]int8 // faces
	DiceAt    [DicePerPlayer]int8 // action tile index (ActionTiles), -1 while not placed
	WhiteDice [DicePerPlayer]bool // placed with a White God (strength 6)

	BluePending, WhitePending bool // played this turn, for the next die
	GreenPending, GreenUsed   bool // this Phase B
	ManUsed, WomanUsed        bool // this Phase B's man and woman actions
}

// Seat is what everyone sees of seat p.
func (g *Game) Seat(p int) SeatView {
	pl := &g.seats[p]
	return SeatView{Seat: p, HutsOnSpaces: pl.HutsRegular, HutsOn12th: pl.Huts12, PersonOn12th: pl.Person12,
		FreeSpaces: int8(g.freeSpaces(p)), Persons: pl.Persons, Shifted: pl.Shifted, NPersons: pl.NPersons,
		Ceremony: pl.Ceremony, BuildingPair: pl.BuiltPair, Beside: pl.Beside,
		Offerings: pl.Offerings, Shells: pl.Shells, GodTiles: pl.GodTiles, Cards: int8(g.HandCount(p)),
		Priests: pl.PriestsSupply, Status: pl.Status, Jewels: pl.Jewels, NJewels: pl.NJewels,
		Tasks: pl.Tasks, Done: pl.Done, NDone: pl.NDone, Dice: pl.Dice, DiceAt: pl.DiceAt, WhiteDice: pl.DieWhite,
		BluePending: pl.PendingBlue, WhitePending: pl.PendingWhite, GreenPending: pl.GreenPending,
		GreenUsed: pl.GreenUsed, ManUsed: pl.UsedMan, WomanUsed: pl.UsedWoman}
}

// PersonCount is how many tiles of type t and gender seat p has (they act together in Phase B).
func (g *Game) PersonCount(p, gender int, t PersonType) int { return g.personCount(p, gender, t) }

// ActivationStrength is the strength seat p's tiles of type t and gender act with in Phase B
// in mode m (doubled with a Green God).
func (g *Game) ActivationStrength(p, gender int, t PersonType, m Activation) int {
	n := g.personCount(p, gender, t)
	if m == ActivateDoubled {
		n *= 2
	}
	return PersonStrength(t, n)
}

// DieStrength is the strength seat p's die d gives an action now: its face, or 6 with a White
// God played.
func (g *Game) DieStrength(p, d int) int { return g.dieStrength(p, d) }

// LowestOnAction is the lowest die on action a's tile (7 when none; a die must be lower to go
// there, except on the fishing space and with a Blue God).
func (g *Game) LowestOnAction(a Action) int {
	tileOf, _ := ActionTiles(int(g.board.NP))
	return g.lowestOnTile(tileOf[a])
}

// PriestsInTemple is how many of seat p's priests are in the temple.
func (g *Game) PriestsInTemple(p int) int { return g.priestsInTemple(p) }

// RegionCount is how many regions hold a hut of seat p.
func (g *Game) RegionCount(p int) int { return g.regionCount(p) }

// TaskQuantity returns what requirement q counts for seat p now (the number a task compares
// with q.Count).
func (g *Game) TaskQuantity(p int, q Req) int { return g.quantity(p, q) }

// FreeSpaces returns how many of seat p's 12 person spaces can take a person tile now.
func (g *Game) FreeSpaces(p int) int { return g.freeSpaces(p) }
