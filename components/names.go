package components

import (
	"fmt"
	"strings"

	"borabora/engine"
	"borabora/gameapp"
)

// isolate prepares a player's name for the page: wrapped in Unicode's first-strong isolate
// (FSI … PDI), so that a right-to-left name, or one with direction controls such as U+202E,
// never changes the direction of the text around it (the rest of a prompt or log line). Inside,
// a stray closing isolate is dropped and isolates the name opens are closed; line and paragraph
// breaks, which would end every isolate, become spaces. Every name shown is passed through it.
func isolate(name string) string {
	var b strings.Builder
	b.Grow(len(name) + 6)
	b.WriteRune('\u2068')
	open := 0
	for _, r := range name {
		switch r {
		case '\u2066', '\u2067', '\u2068':
			open++
		case '\u2069':
			if open == 0 {
				continue
			}
			open--
		case '\n', '\r', '\u0085', '\u001c', '\u001d', '\u001e', '\u2028', '\u2029':
			r = ' '
		}
		b.WriteRune(r)
	}
	for ; open > 0; open-- {
		b.WriteRune('\u2069')
	}
	b.WriteRune('\u2069')
	return b.String()
}

// nameOf is seat p's name ready for the page (isolated); the learner of a guided game is
// "You" in the page's language.
func nameOf(s *gameapp.Session, p int) string {
	if you(s, p) {
		return isolate(T("guide.you"))
	}
	return isolate(s.Name(p))
}

// you reports whether seat p is the learner of a guided game, to whom the table speaks: a
// message about them takes its second-person form (said), never their name in a sentence
// written for a third person ("You start", not "You starts").
func you(s *gameapp.Session, p int) bool { return s != nil && s.Learner(p) }

// youKey is message key in its second-person form, key + ".you", when it speaks of the learner
// (y). Every language has both forms; a second-person form leaves the name out.
func youKey(key string, y bool) string {
	if y {
		return key + ".you"
	}
	return key
}

// said is message key about a seat with args, in its second-person form when the seat is the
// learner (y).
func said(y bool, key string, args ...any) string { return loc.T(youKey(key, y), args...) }

// lookOf is seat p's name, colour and whether the table speaks to them.
func lookOf(s *gameapp.Session, p int) seatLook {
	return seatLook{Name: nameOf(s, p), Colour: s.Colour(p), You: you(s, p)}
}

// isolateAll isolates each name of a list.
func isolateAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = isolate(n)
	}
	return out
}

func regionName(r int) string {
	if r < 0 || r >= engine.NumRegions {
		return "?"
	}
	return T("region." + engine.Regions[r].Name)
}

func terrainName(t engine.Terrain) string { return T(fmt.Sprintf("terrain.%d", t)) }

func materialName(m engine.Material) string {
	if m >= engine.NumMaterials {
		return "?"
	}
	return T("mat." + engine.MaterialNames[m])
}

func resourceName(r engine.Resource) string {
	if r == engine.ResOffering {
		return T("res.offering")
	}
	return materialName(engine.Material(r))
}

func godName(g int) string {
	if g < 0 || g >= int(engine.NumGods) {
		return "?"
	}
	return T("god." + engine.GodNames[g])
}

func personTypeName(t engine.PersonType) string {
	if t >= engine.NumPersonTypes {
		return "?"
	}
	return T("person." + engine.PersonTypeNames[t])
}

func genderName(gd int) string {
	if gd == engine.Woman {
		return T("gender.woman")
	}
	return T("gender.man")
}

func actionName(a engine.Action) string {
	if a >= engine.NumActions {
		return "?"
	}
	return T("action." + engine.ActionNames[a])
}

// tileActions lists the actions on action tile t for np players.
func tileActions(np, t int) []engine.Action {
	tileOf, _ := engine.ActionTiles(np)
	var out []engine.Action
	for a := engine.Action(0); a < engine.NumActions; a++ {
		if tileOf[a] == t {
			out = append(out, a)
		}
	}
	return out
}

func jewelName(id int) string {
	return T("jewel.named", T("jewel."+engine.JewelTypeNames[engine.JewelTile(id).Type()]), engine.JewelTile(id).Value())
}

func jewelTypeName(t int) string { return T("jewel." + engine.JewelTypeNames[t]) }

func fishTypeName(t int) string { return T(fmt.Sprintf("fish.type%d", t)) }

func sourceName(s engine.Source) string { return T("src." + engine.SourceNames[s]) }

func stageName(st engine.Stage) string { return T(fmt.Sprintf("stage.%d", st)) }

func payName(god int, pay uint8, colour int) string {
	switch pay {
	case engine.PayCard:
		return T("pay.card", godName(god))
	case engine.PayPair:
		return T("pay.pair", godName(colour))
	case engine.PayTile:
		return T("pay.tile")
	}
	return ""
}

// reqText describes one task requirement.
func reqText(q engine.Req) string {
	n := int(q.Count)
	switch q.Kind {
	case engine.ReqMen:
		return plural("req.men", n)
	case engine.ReqWomen:
		return plural("req.women", n)
	case engine.ReqPriests:
		return plural("req.priests", n)
	case engine.ReqJewels:
		return plural("req.jewels", n)
	case engine.ReqFirst:
		return T("req.first")
	case engine.ReqRegions:
		return plural("req.regions", n)
	case engine.ReqIslands:
		return plural("req.islands", n)
	case engine.ReqCardsSame:
		return T("req.cardssame", n)
	case engine.ReqCardsColour:
		return T("req.cardscolour", n, godName(int(q.Param)))
	case engine.ReqCardsDifferent:
		return T("req.cardsdiff", n)
	case engine.ReqManTypes:
		return T("req.mantypes", n)
	case engine.ReqWomanTypes:
		return T("req.womantypes", n)
	case engine.ReqJewelTypes:
		return T("req.jeweltypes", n)
	case engine.ReqBuildings:
		return plural("req.buildings", n)
	case engine.ReqJewelOfType:
		return T("req.jeweloftype", n, jewelTypeName(int(q.Param)))
	case engine.ReqGodTiles:
		return plural("req.godtiles", n)
	case engine.ReqOfferings:
		return plural("req.offerings", n)
	case engine.ReqShells:
		return plural("req.shells", n)
	case engine.ReqMaterial:
		return T("req.material", n, materialName(engine.Material(q.Param)))
	case engine.ReqMaterials:
		return T("req.materials", n)
	case engine.ReqTerrain:
		return T("req.terrain", n, terrainName(engine.Terrain(q.Param)))
	case engine.ReqFishType:
		return T("req.fishtype", n, fishTypeName(int(q.Param)))
	case engine.ReqHuts12:
		return plural("req.huts12", n)
	case engine.ReqShiftedMen:
		return T("req.shiftedmen", n)
	case engine.ReqShiftedWomen:
		return T("req.shiftedwomen", n)
	case engine.ReqShiftedPersons:
		return T("req.shiftedpersons", n)
	case engine.ReqPersonType:
		return T("req.persontype", n, personTypeName(engine.PersonType(q.Param)))
	}
	return "?"
}

// taskText describes a task tile's requirements.
func taskText(t int) string {
	if t < 0 || t >= engine.NumTasks {
		return ""
	}
	var parts []string
	for _, q := range engine.Tasks[t].Reqs {
		if q.Kind != 0 {
			parts = append(parts, reqText(q))
		}
	}
	return joinList(parts)
}

// personLabel names a person tile: "Man: Land (1 status)".
func personLabel(id int) string {
	gd := engine.PersonTile(id).Gender()
	if gd == engine.Man {
		return T("persontile.man", personTypeName(engine.PersonTile(id).Type()), engine.PersonTile(id).Value())
	}
	return T("persontile.woman", personTypeName(engine.PersonTile(id).Type()), plural("res.shells", engine.PersonTile(id).Value()))
}

func resText(x int8, n int) string {
	switch int(x) {
	case engine.ResGodCard:
		return plural("res.godcards", n)
	case engine.ResShell:
		return plural("res.shells", n)
	case engine.ResGodTile:
		return plural("res.godtiles", n)
	case int(engine.ResOffering):
		return plural("res.offerings", n)
	}
	return T("res.count", n, resourceName(engine.Resource(x)))
}
