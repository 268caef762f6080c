package components

import (
	"fmt"
	"strings"

	gameapp "borabora/app"
	"borabora/engine"
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

// nameOf is seat p's name ready for the page (isolated).
func nameOf(s *gameapp.Session, p int) string { return isolate(s.Name(p)) }

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
	return T("persontile.woman", personTypeName(engine.PersonTile(id).Type()), engine.PersonTile(id).Value())
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
	return fmt.Sprintf("%d %s", n, resourceName(engine.Resource(x)))
}

// eventText renders an engine event as a log line ("" for events the log leaves out).
func eventText(s *gameapp.Session, e engine.Event) string {
	who := nameOf(s, int(e.Player))
	switch e.Kind {
	case engine.EvVP:
		return T("ev.vp", who, int(e.N), sourceName(e.Source))
	case engine.EvRoll:
		return ""
	case engine.EvStartHut:
		return T("ev.starthut", who, regionName(int(e.X)))
	case engine.EvDiePlaced:
		return T("ev.die", who, int(e.N), actionName(engine.Action(e.Y)))
	case engine.EvGodPlayed:
		return T("ev.god", who, godName(int(e.X)))
	case engine.EvExpand:
		if e.Y >= 0 {
			return T("ev.expandpush", who, regionName(int(e.X)), nameOf(s, int(e.Y)))
		}
		return T("ev.expand", who, regionName(int(e.X)))
	case engine.EvGain:
		return T("ev.gain", who, resText(e.X, int(e.N)))
	case engine.EvSpend:
		return T("ev.spend", who, resText(e.X, int(e.N)))
	case engine.EvMaterialPlaced:
		if e.Y < 0 {
			return T("ev.matbeside", who, materialName(engine.Material(e.X)))
		}
		return T("ev.matplaced", who, materialName(engine.Material(e.X)))
	case engine.EvTakePerson:
		return T("ev.person", who, personLabel(int(e.X)))
	case engine.EvShift:
		return T("ev.shift", who, personLabel(int(e.X)))
	case engine.EvStatus:
		return plural("ev.status", int(e.N), who)
	case engine.EvMoveHut:
		return T("ev.movehut", who)
	case engine.EvPriest:
		return T("ev.priest", who, int(e.X))
	case engine.EvPriestPushed:
		if e.Y == 0 {
			return T("ev.priestback", who)
		}
		return T("ev.priestpushed", who, int(e.X), int(e.Y))
	case engine.EvBuild:
		return T("ev.build", who, int(e.X))
	case engine.EvActivate:
		return T("ev.activate", who, genderName(int(e.Y)), personTypeName(engine.PersonType(e.X)), int(e.N))
	case engine.EvTurnOrder:
		return T("ev.order", who, int(e.N)+1)
	case engine.EvGodTile:
		if e.Player < 0 {
			return T("ev.godtilenone")
		}
		return T("ev.godtile", who)
	case engine.EvJewel:
		return T("ev.jewel", who, jewelName(int(e.X)))
	case engine.EvTaskDone:
		return T("ev.taskdone", who, taskText(int(e.X)), int(e.N))
	case engine.EvTaskSurrendered:
		return T("ev.tasksurrender", who, taskText(int(e.X)))
	case engine.EvTaskTaken:
		return T("ev.tasktaken", who, taskText(int(e.X)))
	case engine.EvPhase:
		return T("ev.phase", stageName(engine.Stage(e.X)), int(e.N))
	case engine.EvGameOver:
		return T("ev.over", who)
	}
	return ""
}

// choiceLabel says in words what a choice does.
func choiceLabel(g *engine.Game, c engine.Choice) string {
	a, b, cc := int(c.A), int(c.B), int(c.C)
	p := g.Prompt().Player
	switch c.Kind {
	case engine.KStartHut:
		return T("ch.starthut", regionName(a))
	case engine.KPlaceMaterial:
		return T("ch.placemat", a/engine.CeremonyCols+1, a%engine.CeremonyCols+1)
	case engine.KPlaceDie:
		if p >= 0 {
			return T("ch.placedie", int(g.Seat(p).Dice[a]), actionName(engine.Action(b)))
		}
	case engine.KPlayGod:
		return T("ch.god", godName(a), payName(a, c.B, cc))
	case engine.KExpand:
		if b == 1 {
			return T("ch.expand12", regionName(a))
		}
		return T("ch.expand", regionName(a))
	case engine.KPass:
		switch g.Prompt().Kind {
		case engine.PromptRedGod:
			return T("ch.pass.red")
		case engine.PromptHelper:
			return T("ch.pass.helper")
		case engine.PromptPhaseB:
			return T("ch.pass.phaseb")
		case engine.PromptJewelry:
			return T("ch.pass.jewelry")
		case engine.PromptFinalTasks:
			return T("ch.pass.final")
		}
		return T("ch.pass")
	case engine.KTakePerson:
		if id := displayAt(g, a, b); id >= 0 {
			return T("ch.person", personLabel(id), b+1)
		}
	case engine.KTattoo:
		return T("ch.tattoo", personTypeName(engine.PersonTile(a).Type()), engine.PersonTile(a).Value())
	case engine.KShell:
		return T("ch.shell", personTypeName(engine.PersonTile(a).Type()), engine.PersonTile(a).Value())
	case engine.KHelperVP:
		return T("ch.helpervp")
	case engine.KGainOffering:
		return T("ch.helperoffering")
	case engine.KDrawCard:
		cost := ""
		if g.Prompt().Kind == engine.PromptHelper {
			cost = T("ch.cost2")
		}
		if a >= engine.MarketSize {
			return T("ch.drawdeck") + cost
		}
		return T("ch.drawmarket", godName(int(g.CardRow()[a]))) + cost
	case engine.KGainMaterial:
		cost := ""
		if g.Prompt().Kind == engine.PromptHelper {
			cost = T("ch.cost2")
		}
		if a >= engine.BesideBase {
			return T("ch.matbeside", materialName(engine.Material(a-engine.BesideBase))) + cost
		}
		return T("ch.matspace", materialName(engine.CeremonyLayout[a]), a/engine.CeremonyCols+1, a%engine.CeremonyCols+1) + cost
	case engine.KMoveHut:
		return T("ch.movehut")
	case engine.KTemple:
		return T("ch.temple", a)
	case engine.KFireOffering:
		return T("ch.fireoffering")
	case engine.KFireStatus:
		return T("ch.firestatus")
	case engine.KFireShell:
		return T("ch.fireshell")
	case engine.KBuild:
		return T("ch.build", a)
	case engine.KActivate:
		if p >= 0 {
			n := personCount(g, p, a, engine.PersonType(b))
			mult := n
			if engine.Activation(cc) == engine.ActivateDoubled {
				mult = 2 * n
			}
			str := engine.PersonStrength(engine.PersonType(b), mult)
			key := "ch.activate"
			switch engine.Activation(cc) {
			case engine.ActivateDoubled:
				key = "ch.activate.doubled"
			case engine.ActivateSecond:
				key = "ch.activate.extra"
			}
			return T(key, genderName(a), personTypeName(engine.PersonType(b)), n, str)
		}
	case engine.KBuyJewel:
		col := int(g.Round()) - 1
		if col >= 0 && col < engine.Rounds {
			if j := g.JewelryColumn(col + 1)[a]; j >= 0 {
				return T("ch.jewel", jewelName(int(j)))
			}
		}
	case engine.KCompleteTask:
		if p >= 0 {
			t := int(g.Seat(p).Tasks[a])
			if c.B == engine.PayNone {
				return T("ch.task", taskText(t))
			}
			return T("ch.taskyellow", taskText(t), payName(int(engine.Yellow), c.B, cc))
		}
	case engine.KSurrenderTask:
		if p >= 0 {
			return T("ch.surrender", taskText(int(g.Seat(p).Tasks[a])))
		}
	case engine.KTakeTask:
		return T("ch.taketask", taskText(int(g.TaskDisplay()[a])))
	}
	return c.String()
}

func displayAt(g *engine.Game, gender, pos int) int {
	if pos < 0 || pos >= engine.DisplaySize {
		return -1
	}
	if gender == engine.Woman {
		return int(g.Display(engine.Woman)[pos])
	}
	return int(g.Display(engine.Man)[pos])
}

func personCount(g *engine.Game, p, gender int, t engine.PersonType) int {
	pl := g.Seat(p)
	n := 0
	for i := 0; i < int(pl.NPersons); i++ {
		id := int(pl.Persons[i])
		if engine.PersonTile(id).Gender() == gender && engine.PersonTile(id).Type() == t {
			n++
		}
	}
	return n
}
