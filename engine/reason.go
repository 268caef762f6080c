package engine

// Reason says why a candidate choice is closed, or that it is open. It is a small comparable
// value and an error: Apply's error for a closed choice wraps it, so errors.Is(err, reason)
// holds. String gives a stable identifier ("die-not-lower") that the UI turns into words; the
// numbers are not stable, the identifiers are.
type Reason uint8

// Open is the zero Reason: the choice may be taken now.
const Open Reason = 0

// Why a candidate is closed, grouped by the rule that closes it.
const (
	// any decision
	NotThisDecision Reason = iota + 1 // the choice is not one of this decision's (another kind, or off the table)
	GameOver                          // the game has ended

	// start huts (setup)
	FishNotOne  // a start hut goes only on a region beside a 1-fish
	RegionTaken // another start hut is on the region's building space

	// ceremony spaces and materials
	WrongMaterial        // the ceremony space takes another material
	SpaceFilled          // the ceremony space already holds a material or a building
	MaterialHasFreeSpace // the material goes beside the board only when no matching space is free

	// dice placement
	DiePlaced   // the die is already on an action tile
	DieNotLower // the die is not lower than the lowest die on the tile (Blue God aside)

	// expansion
	OwnHutThere     // one hut per player per region
	NotAdjacent     // no own hut joined to the region by a path of this kind
	PathTooLong     // the paths there are longer than the strength
	NoHutOnSpaces   // no hut left on person spaces 1 to 11
	NoHutOn12th     // no hut on the 12th space
	NoHutLeft       // every hut is on the map
	NoRegionInReach // no region can be settled at this strength

	// persons
	NoFreePersonSpace  // no free person space on the board
	PositionEmpty      // no tile at that display position
	PositionOutOfReach // the display position is beyond the strength
	NoPersonInReach    // no tile within the strength's positions

	// helper
	PersonShifted  // the tile is already shifted down
	NeedsTwoPoints // the trade costs two helper points
	NoHutToMove    // no hut left on person spaces 1 to 11 to move
	PersonOn12th   // a person tile holds the 12th space

	// God cards
	CardSlotEmpty // that card row slot is empty
	NoCardLeft    // no card left in the card row, the deck or the discard pile

	// temple
	NoPriestLeft    // every priest is in the temple
	SpaceOutOfReach // the temple space is beyond the strength

	// build
	NothingToBuild    // no two adjacent ceremony spaces hold a material each
	NoBuildingInReach // every building up to the strength is built
	BuildingBuilt     // that building is built already
	BuildingTooHigh   // the building's value is beyond the strength
	PairNotMaterials  // the two ceremony spaces do not both hold a material

	// Gods
	NoCardOfGod  // no card of that God in hand
	NoPairOfGod  // not two cards of that colour in hand
	NoOffering   // no offering to pay with
	NoGodTile    // no God tile
	GodPending   // that God is already played and waiting for its use
	GodUsed      // that God was used already this phase
	GodHasNoUse  // after paying, the God would have nothing to act on
	NoPersonTile // no person tile on the board for a God to act on

	// Phase B
	NoPersonOfType       // no tile of that type and gender on the board
	GenderUsed           // that gender's action is used this phase
	GenderNotUsed        // a second type needs the gender's action used first
	TypeUsed             // that type was used already this phase
	NoGreenGod           // doubling or a second type needs a Green God played first
	DoublingGainsNothing // the doubled action would do no more than the plain one

	// jewelry
	JewelGone       // the tile was bought already
	JewelryFull     // six jewelry tiles already
	NotEnoughShells // the shells do not pay for it

	// tasks
	NoTaskThere       // the task slot or display position is empty
	TaskNotMet        // the task's requirements are not met
	TaskMetWithoutGod // the task is met without a Yellow God
	TaskNotOneShort   // a Yellow God replaces one missing item only
	TaskCompletable   // a task can be completed, so none may be surrendered
	TaskSlotsFull     // no empty task slot

	numReasons
)

var reasonNames = [numReasons]string{
	Open: "open", NotThisDecision: "not-this-decision", GameOver: "game-over",
	FishNotOne: "fish-not-one", RegionTaken: "region-taken",
	WrongMaterial: "wrong-material", SpaceFilled: "space-filled", MaterialHasFreeSpace: "material-has-free-space",
	DiePlaced: "die-placed", DieNotLower: "die-not-lower",
	OwnHutThere: "own-hut-there", NotAdjacent: "not-adjacent", PathTooLong: "path-too-long",
	NoHutOnSpaces: "no-hut-on-spaces", NoHutOn12th: "no-hut-on-12th", NoHutLeft: "no-hut-left",
	NoRegionInReach:   "no-region-in-reach",
	NoFreePersonSpace: "no-free-person-space", PositionEmpty: "position-empty",
	PositionOutOfReach: "position-out-of-reach", NoPersonInReach: "no-person-in-reach",
	PersonShifted: "person-shifted", NeedsTwoPoints: "needs-two-points", NoHutToMove: "no-hut-to-move",
	PersonOn12th:  "person-on-12th",
	CardSlotEmpty: "card-slot-empty", NoCardLeft: "no-card-left",
	NoPriestLeft: "no-priest-left", SpaceOutOfReach: "space-out-of-reach",
	NothingToBuild: "nothing-to-build", NoBuildingInReach: "no-building-in-reach", BuildingBuilt: "building-built", BuildingTooHigh: "building-too-high",
	PairNotMaterials: "pair-not-materials",
	NoCardOfGod:      "no-card-of-god", NoPairOfGod: "no-pair-of-god", NoOffering: "no-offering", NoGodTile: "no-god-tile",
	GodPending: "god-pending", GodUsed: "god-used", GodHasNoUse: "god-has-no-use", NoPersonTile: "no-person-tile",
	NoPersonOfType: "no-person-of-type", GenderUsed: "gender-used", GenderNotUsed: "gender-not-used",
	TypeUsed: "type-used", NoGreenGod: "no-green-god", DoublingGainsNothing: "doubling-gains-nothing",
	JewelGone: "jewel-gone", JewelryFull: "jewelry-full", NotEnoughShells: "not-enough-shells",
	NoTaskThere: "no-task-there", TaskNotMet: "task-not-met", TaskMetWithoutGod: "task-met-without-god",
	TaskNotOneShort: "task-not-one-short", TaskCompletable: "task-completable", TaskSlotsFull: "task-slots-full",
}

// String is the reason's stable identifier.
func (r Reason) String() string {
	if r < numReasons {
		return reasonNames[r]
	}
	return "unknown-reason"
}

// Error makes a Reason an error; it reads as its identifier.
func (r Reason) Error() string { return r.String() }

// Reasons lists every Reason, Open first.
func Reasons() []Reason {
	rs := make([]Reason, numReasons)
	for i := range rs {
		rs[i] = Reason(i)
	}
	return rs
}

// WhyClosed is the reason choice c is closed now (Open when it is legal). A choice that is no
// candidate of the current decision gives NotThisDecision (GameOver once the game is over).
func (g *Game) WhyClosed(c Choice) Reason {
	if g.prompt.Kind == PromptNone {
		return GameOver
	}
	for _, k := range g.candidates() {
		if k.Choice == c {
			return k.Why
		}
	}
	return NotThisDecision
}
