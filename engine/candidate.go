package engine

// Candidate is one choice the current decision could take, open or closed: Why is Open
// exactly for the choices in Legal(), and otherwise says why the choice is closed.
type Candidate struct {
	Choice Choice
	Why    Reason
}

// Candidates returns every choice the current decision could take, open or closed: every
// place on the table the decision is about (each action for each die, each region of an
// expansion, each display position, temple space, ceremony space, task, jewel, each way to pay
// for a God...), each with the reason it is closed or Open. The open ones come in Legal's
// order. It is empty once the game is over.
func (g *Game) Candidates() []Candidate { return append([]Candidate(nil), g.candidates()...) }

// Target is where the candidate sits on the table.
func (c Candidate) Target() Target { return c.Choice.Target() }

// Area is a part of the table a choice can sit on.
type Area uint8

const (
	AreaNone         Area = iota
	AreaRegion            // a region of the map; Index: region
	AreaCeremony          // a ceremony space of the deciding seat; Index: space 0..11
	AreaBeside            // beside the deciding seat's board; Index: Material
	AreaAction            // an action (on its action tile, or the fishing space); Index: Action
	AreaGod               // a God, played from the hand or with a God tile; Index: God
	AreaMenDisplay        // the men's display; Index: position 0..5
	AreaWomenDisplay      // the women's display; Index: position 0..5
	AreaPerson            // a person tile on the deciding seat's board; Index: person tile id
	AreaPersonType        // a person type of the deciding seat; Index: gender*NumPersonTypes + type
	AreaCardRow           // the God card row; Index: slot 0..4
	AreaDeck              // the God card deck; Index 0
	AreaTemple            // a temple space; Index: 1..6
	AreaCeremonyPair      // two adjacent ceremony spaces of the deciding seat; Index: CeremonyPairs index
	AreaJewelry           // this round's jewelry column; Index: row 0..3
	AreaTask              // a task slot of the deciding seat; Index: slot 0..2
	AreaTaskDisplay       // the task display; Index: position 0..5
	AreaButton            // no place on the table (pass, helper trades, Fire Bonus halves); Index: the Kind
	numAreas
)

var areaNames = [numAreas]string{"none", "region", "ceremony", "beside", "action", "god",
	"men-display", "women-display", "person", "person-type", "card-row", "deck", "temple",
	"ceremony-pair", "jewelry", "task", "task-display", "button"}

// String is the area's stable identifier.
func (a Area) String() string {
	if a < numAreas {
		return areaNames[a]
	}
	return "?"
}

// Target is where on the table a choice sits: an area and a place within it. Areas on a
// player board belong to the deciding seat.
type Target struct {
	Area  Area
	Index int
}

// Target is where the choice sits on the table (AreaNone for a number that is no kind).
func (c Choice) Target() Target {
	info := c.Kind.Info()
	args := c.Args()
	switch c.Kind {
	case KTakePerson:
		if c.A == Woman {
			return Target{AreaWomenDisplay, int(c.B)}
		}
		return Target{AreaMenDisplay, int(c.B)}
	case KDrawCard:
		if c.A >= DeckSource {
			return Target{AreaDeck, 0}
		}
	case KGainMaterial:
		if c.A >= BesideBase {
			return Target{AreaBeside, int(c.A) - BesideBase}
		}
	case KActivate:
		return Target{AreaPersonType, int(c.A)*int(NumPersonTypes) + int(c.B)}
	}
	if info.At < 0 {
		return Target{info.Area, int(c.Kind)}
	}
	return Target{info.Area, int(args[info.At])}
}
