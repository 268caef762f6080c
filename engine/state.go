package engine

import "math/rand/v2"

// player is one seat's board and supplies. All fields are plain values so that a Game
// copies with an assignment.
type player struct {
	HutsRegular int8 // huts on person spaces 1-11
	Huts12      int8 // huts on the 12th space
	Person12    bool // a person tile sits on the 12th space

	Persons  [PersonSpaces]PersonTile // on the board, first NPersons valid
	NPersons int8
	Shifted  [PersonSpaces]bool // parallel to Persons: shifted down (tattooed / shells taken)

	Ceremony  [NumCeremony]CeremonySpace
	BuiltPair [NumBuildings + 1]int8 // by building value 1..6: ceremony pair index, -1 unbuilt
	Beside    [NumMaterials]int8     // materials kept beside the board

	Offerings int16
	Shells    int16
	Hand      [NumGods]int8 // God cards in hand by colour (secret)
	GodTiles  int8

	PriestsSupply int8

	Status        int8  // steps on the status track
	StatusArrival int32 // higher = on top of a stack

	Jewels  [Rounds]JewelTile
	NJewels int8

	Tasks      [3]TaskID // open tasks, NoTask for an empty slot
	Done       [9]TaskID // completed tasks
	NDone      int8
	ScoredFish uint16 // regions whose fish this player scored with a Red God

	// per-turn flags
	PendingBlue, PendingWhite bool
	// per Phase B flags
	UsedMan, UsedWoman bool
	UsedTypes          uint32 // bit gender*12+type
	GreenUsed          bool
	GreenPending       bool
	// Dice
	Dice     [DicePerPlayer]int8 // faces 1..6
	DiceAt   [DicePerPlayer]int8 // action tile index, or -1 when not placed
	DieWhite [DicePerPlayer]bool
}

// frame is a decision still to come: the next step of a compound action under way (Kind),
// for seat P, with its strength or count N and its subject X (see PromptKind).
type frame struct {
	Kind PromptKind
	P    int8
	N    int8
	X    int8
}

const maxFrames = 16

// pcg is a copyable PCG generator state.
type pcg struct{ rand.PCG }

func newPCG(seed, stream uint64) pcg { return pcg{*rand.NewPCG(seed, stream)} }

// intn returns a value in [0, n) (n > 0).
func (p *pcg) intn(n int) int {
	hi, _ := mul64(p.Uint64(), uint64(n))
	return int(hi)
}

func mul64(x, y uint64) (hi, lo uint64) {
	const mask32 = 1<<32 - 1
	x0 := x & mask32
	x1 := x >> 32
	y0 := y & mask32
	y1 := y >> 32
	w0 := x0 * y0
	t := x1*y0 + w0>>32
	w1 := t & mask32
	w2 := t >> 32
	w1 += x0 * y1
	hi = x1*y1 + w2 + w1>>32
	lo = x * y
	return
}

// shuffle8 shuffles a slice of int8 in place (Fisher-Yates).
func (p *pcg) shuffle8(s []int8) {
	for i := len(s) - 1; i > 0; i-- {
		j := p.intn(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}

// board is everything but the players; plain values only. The golden fingerprints print
// board and player with %+v: the types of their fields have no String method.
type board struct {
	NP    int8
	Round int8
	Stage Stage
	Idx   int8 // position within the stage (whose turn, which placement)
	Order [4]int8

	Fish        [NumRegions]int8  // fish tile per region
	RegionSpace [NumRegions]int8  // player on the building space, -1 none
	RegionHuts  [NumRegions]uint8 // bitmask of players with a hut in the region

	Temple         [TempleSpaces + 1]int8 // index 1..6: owner or -1
	TempleGodTiles int8
	GodTilesBox    int8 // used or removed God tiles, and the unused ones of a small game

	Men, Women  [DisplaySize]int8 // tile id or -1
	MenPile     [personsPerSex]int8
	NMenPile    int8
	WomenPile   [personsPerSex]int8
	NWomenPile  int8
	PersonsBox  int8 // person tiles returned to the box
	TaskDisplay [6]int8
	ParrotPile  [53]int8
	NParrot     int8
	TasksBox    int8            // tasks removed from play (unused cranes, unchosen, surrendered)
	Jewelry     [Rounds][4]int8 // by column (round) and row; -1 when gone
	JewelsBox   int8

	Deck    [NumGodCards]int8 // colours; top is Deck[NDeck-1]
	NDeck   int8
	Market  [MarketSize]int8 // colour or -1
	Discard [NumGods]int8

	Frames  [maxFrames]frame
	NFrames int8

	ArrivalSeq int32

	RngDice, RngDeck, RngSetup pcg
}
