package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is what a Choice does. The numbers are part of the save format: never renumber,
// only append.
type Kind uint8

const (
	KStartHut      Kind = iota + 1 // A=region
	KPlaceMaterial                 // A=ceremony space for a gained material of fixed type
	KPlaceDie                      // A=die 0..2, B=Action
	KPlayGod                       // A=God, B=Pay, C=colour of the cards paid
	KExpand                        // A=region, B=hut source (0 a person space, 1 the 12th space)
	KPass                          // decline: no Red God, end Helper, end Phase B, no jewelry, stop final tasks
	KTakePerson                    // A=gender, B=display position 0..5
	KTattoo                        // A=person tile id (Helper: shift a man)
	KShell                         // A=person tile id (Helper: shift a woman)
	KHelperVP                      // Helper: 1 VP
	KGainOffering                  // Helper: 1 offering
	KDrawCard                      // A=0..4 card row slot, 5 the deck (Helper, Fire Bonus, Phase B)
	KGainMaterial                  // A=ceremony space 0..11, or 12+material to put it beside the board
	KMoveHut                       // Helper: move a hut to the 12th space
	KTemple                        // A=temple space 1..6
	KFireOffering                  // Fire Bonus: offering (instead of a card)
	KFireStatus                    // Fire Bonus: one status step
	KFireShell                     // Fire Bonus: one shell
	KBuild                         // A=building value 1..6, B=ceremony pair index
	KActivate                      // A=gender, B=PersonType, C=Activation
	KBuyJewel                      // A=row of the round's column
	KCompleteTask                  // A=task slot 0..2, B=Pay (PayNone for no Yellow God), C=colour of the cards paid
	KSurrenderTask                 // A=task slot
	KTakeTask                      // A=task display slot
	numKinds
)

// Choice is one decision. It is small and comparable; its fields have stable meanings (see
// Kind and KindInfo), so a list of choices is a faithful record of a game.
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

// Activation is how a Phase B action uses a person type.
type Activation uint8

const (
	ActivatePlain   Activation = iota // the gender's one activation this phase
	ActivateDoubled                   // with the pending Green God: double the effect (uses the gender's activation)
	ActivateSecond                    // with the pending Green God: a second, different type
)

// Card sources.
const DeckSource = MarketSize // KDrawCard A==5: the top of the deck

// BesideBase: KGainMaterial A >= BesideBase puts material A-BesideBase beside the board.
const BesideBase = NumCeremony

// ArgKind is what a choice argument means.
type ArgKind uint8

const (
	ArgNone            ArgKind = iota // not used, always 0
	ArgRegion                         // a region, 0..11
	ArgCeremonySpace                  // a ceremony space, 0..11
	ArgDie                            // one of the seat's dice, 0..2
	ArgAction                         // an Action
	ArgGod                            // a God
	ArgPay                            // PayCard, PayPair or PayTile
	ArgColour                         // the God colour of the cards paid
	ArgHutSource                      // 0: a hut from person spaces 1-11, 1: from the 12th space
	ArgGender                         // Man or Woman
	ArgDisplayPosition                // a position of the men's or women's display, 0..5
	ArgPersonTile                     // a person tile id, 0..71
	ArgCardSource                     // a card row slot 0..4, or DeckSource
	ArgMaterialPlace                  // a ceremony space 0..11, or BesideBase+material
	ArgTempleSpace                    // a temple space, 1..6
	ArgBuilding                       // a building's value, 1..6
	ArgCeremonyPair                   // an index into CeremonyPairs
	ArgPersonType                     // a PersonType
	ArgActivation                     // an Activation
	ArgJewelRow                       // a row of this round's jewelry column, 0..3
	ArgTaskSlot                       // one of the seat's task slots, 0..2
	ArgTaskPay                        // ArgPay, or PayNone for no Yellow God (coded +1 in a save code)
	ArgTaskDisplay                    // a position of the task display, 0..5
	numArgKinds
)

var argNames = [numArgKinds]string{"", "region", "space", "die", "action", "god", "pay", "colour",
	"hut", "gender", "position", "tile", "source", "place", "temple", "building", "pair", "type",
	"mode", "row", "slot", "pay", "display"}

// String is the argument kind's stable identifier.
func (a ArgKind) String() string {
	if a < numArgKinds {
		return argNames[a]
	}
	return "?"
}

// Arg describes one argument of a choice kind.
type Arg struct {
	Kind  ArgKind
	Width uint8 // bits in a save code; part of the format, never changed
}

// KindInfo describes a choice kind: its stable name, its arguments and where on the table its
// choices sit. It feeds Choice.String, the save-code coder and the UI's labels.
type KindInfo struct {
	Name string
	Args [3]Arg // A, B, C
	Area Area   // where its choices sit (see Choice.Target for the kinds that depend on A)
	At   int8   // which argument is the index within Area (-1: the Kind itself)
}

func arg(k ArgKind, width uint8) Arg { return Arg{Kind: k, Width: width} }

var kindInfo = [numKinds]KindInfo{
	KStartHut:      {"StartHut", [3]Arg{arg(ArgRegion, 4)}, AreaRegion, 0},
	KPlaceMaterial: {"PlaceMaterial", [3]Arg{arg(ArgCeremonySpace, 4)}, AreaCeremony, 0},
	KPlaceDie:      {"PlaceDie", [3]Arg{arg(ArgDie, 2), arg(ArgAction, 3)}, AreaAction, 1},
	KPlayGod:       {"PlayGod", [3]Arg{arg(ArgGod, 3), arg(ArgPay, 2), arg(ArgColour, 3)}, AreaGod, 0},
	KExpand:        {"Expand", [3]Arg{arg(ArgRegion, 4), arg(ArgHutSource, 1)}, AreaRegion, 0},
	KPass:          {"Pass", [3]Arg{}, AreaButton, -1},
	KTakePerson:    {"TakePerson", [3]Arg{arg(ArgGender, 1), arg(ArgDisplayPosition, 3)}, AreaMenDisplay, 1},
	KTattoo:        {"Tattoo", [3]Arg{arg(ArgPersonTile, 7)}, AreaPerson, 0},
	KShell:         {"Shell", [3]Arg{arg(ArgPersonTile, 7)}, AreaPerson, 0},
	KHelperVP:      {"HelperVP", [3]Arg{}, AreaButton, -1},
	KGainOffering:  {"GainOffering", [3]Arg{}, AreaButton, -1},
	KDrawCard:      {"DrawCard", [3]Arg{arg(ArgCardSource, 3)}, AreaCardRow, 0},
	KGainMaterial:  {"GainMaterial", [3]Arg{arg(ArgMaterialPlace, 4)}, AreaCeremony, 0},
	KMoveHut:       {"MoveHut", [3]Arg{}, AreaButton, -1},
	KTemple:        {"Temple", [3]Arg{arg(ArgTempleSpace, 3)}, AreaTemple, 0},
	KFireOffering:  {"FireOffering", [3]Arg{}, AreaButton, -1},
	KFireStatus:    {"FireStatus", [3]Arg{}, AreaButton, -1},
	KFireShell:     {"FireShell", [3]Arg{}, AreaButton, -1},
	KBuild:         {"Build", [3]Arg{arg(ArgBuilding, 3), arg(ArgCeremonyPair, 5)}, AreaCeremonyPair, 1},
	KActivate:      {"Activate", [3]Arg{arg(ArgGender, 1), arg(ArgPersonType, 4), arg(ArgActivation, 2)}, AreaPersonType, 1},
	KBuyJewel:      {"BuyJewel", [3]Arg{arg(ArgJewelRow, 2)}, AreaJewelry, 0},
	KCompleteTask:  {"CompleteTask", [3]Arg{arg(ArgTaskSlot, 2), arg(ArgTaskPay, 2), arg(ArgColour, 3)}, AreaTask, 0},
	KSurrenderTask: {"SurrenderTask", [3]Arg{arg(ArgTaskSlot, 2)}, AreaTask, 0},
	KTakeTask:      {"TakeTask", [3]Arg{arg(ArgTaskDisplay, 3)}, AreaTaskDisplay, 0},
}

// Info describes the kind (the zero KindInfo for a number that is no kind).
func (k Kind) Info() KindInfo {
	if k < numKinds {
		return kindInfo[k]
	}
	return KindInfo{}
}

// Kinds lists every choice kind.
func Kinds() []Kind {
	ks := make([]Kind, 0, numKinds-1)
	for k := KStartHut; k < numKinds; k++ {
		ks = append(ks, k)
	}
	return ks
}

// String is the kind's stable name ("?" for a number that is no kind).
func (k Kind) String() string {
	if n := k.Info().Name; n != "" {
		return n
	}
	return "?"
}

// Args returns A, B and C.
func (c Choice) Args() [3]uint8 { return [3]uint8{c.A, c.B, c.C} }

// Key writes c as "kind.a.b.c" in decimal: how the page names a choice (data-choice) and how
// the coach's verdicts write one. ParseKey reads it back.
func (c Choice) Key() string {
	return strconv.Itoa(int(c.Kind)) + "." + strconv.Itoa(int(c.A)) + "." + strconv.Itoa(int(c.B)) + "." + strconv.Itoa(int(c.C))
}

// ParseKey reads a choice written by Choice.Key; ok is false for anything else.
func ParseKey(s string) (c Choice, ok bool) {
	f := strings.Split(s, ".")
	if len(f) != 4 {
		return Choice{}, false
	}
	var v [4]uint8
	for i, x := range f {
		n, err := strconv.Atoi(x)
		if err != nil || n < 0 || n > 255 {
			return Choice{}, false
		}
		v[i] = uint8(n)
	}
	return Choice{Kind: Kind(v[0]), A: v[1], B: v[2], C: v[3]}, true
}

// String names the kind and its arguments, e.g. "PlaceDie(die=0 action=3)".
func (c Choice) String() string {
	info := c.Kind.Info()
	if info.Name == "" {
		return fmt.Sprintf("?(%d,%d,%d,%d)", c.Kind, c.A, c.B, c.C)
	}
	var b strings.Builder
	b.WriteString(info.Name)
	b.WriteByte('(')
	for i, v := range c.Args() {
		a := info.Args[i]
		if a.Kind == ArgNone {
			if v != 0 {
				fmt.Fprintf(&b, " ?=%d", v)
			}
			continue
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s=%d", a.Kind, v)
	}
	b.WriteByte(')')
	return b.String()
}
