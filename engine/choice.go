package engine

import "fmt"

// Kind is what a Choice does. The numbers are part of the save format: never renumber,
// only append.
type Kind uint8

const (
	KStartHut      Kind = iota + 1 // A=region
	KPlaceMaterial                 // A=ceremony space for a gained material of fixed type
	KPlaceDie                      // A=die 0..2, B=Action
	KPlayGod                       // A=God, B=Pay, C=colour of the pair when B==PayPair
	KExpand                        // A=region, B=hut source (0 a person space, 1 the 12th space)
	KPass                          // decline: no Red God, end Helper, end Phase B, no jewelry, stop final tasks
	KTakePerson                    // A=gender, B=display position 0..5
	KTattoo                        // A=person tile id (Helper: shift a man)
	KShell                         // A=person tile id (Helper: shift a woman)
	KHelperVP                      // Helper: 1 VP
	KGainOffering                  // Helper: 1 offering
	KDrawCard                      // A=0..4 market slot, 5 the deck (Helper, Fire Bonus, Phase B)
	KGainMaterial                  // A=ceremony space 0..11, or 12+material to put it beside the board
	KMoveHut                       // Helper: move a hut to the 12th space
	KTemple                        // A=temple space 1..6
	KFireOffering                  // Fire Bonus: offering (instead of a card)
	KFireStatus                    // Fire Bonus: one status step
	KFireShell                     // Fire Bonus: one shell
	KBuild                         // A=building value 1..6, B=ceremony pair index
	KActivate                      // A=gender, B=PersonType, C=ActNormal/ActDoubled/ActExtra
	KBuyJewel                      // A=row of the round's column
	KCompleteTask                  // A=task slot 0..2, B=Pay (PayNone for no Yellow God), C=pair colour
	KSurrenderTask                 // A=task slot
	KTakeTask                      // A=task display slot
	numKinds
)

// Choice is one decision. It is small and comparable; its fields have stable meanings (see
// Kind), so a list of choices is a faithful record of a game.
type Choice struct {
	Kind    Kind
	A, B, C uint8
}

// Pay is how a God is paid for.
const (
	PayCard uint8 = iota // one card of that colour and one offering
	PayPair              // two cards of one colour (C) and one offering: acts as any God
	PayTile              // a God tile, no offering
	PayNone = 255        // CompleteTask without a Yellow God
)

// Activation modes in Phase B.
const (
	ActNormal  uint8 = iota // the gender's one activation this phase
	ActDoubled              // with the pending Green God: double the effect (uses the gender's activation)
	ActExtra                // with the pending Green God: a second, different type
)

// Card sources.
const DeckSource = MarketSize // KDrawCard A==5: the top of the deck

// BesideBase: KGainMaterial A >= BesideBase puts material A-BesideBase beside the board.
const BesideBase = NumCeremony

func (c Choice) String() string {
	names := [...]string{"?", "StartHut", "PlaceMaterial", "PlaceDie", "PlayGod", "Expand", "Pass",
		"TakePerson", "Tattoo", "Shell", "HelperVP", "GainOffering", "DrawCard", "GainMaterial",
		"MoveHut", "Temple", "FireOffering", "FireStatus", "FireShell", "Build", "Activate",
		"BuyJewel", "CompleteTask", "SurrenderTask", "TakeTask"}
	n := "?"
	if int(c.Kind) < len(names) {
		n = names[c.Kind]
	}
	return fmt.Sprintf("%s(%d,%d,%d)", n, c.A, c.B, c.C)
}
