package components

import (
	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Explanations: what each piece of the table is and does, in a sentence or two, worked out
// while drawing from the values the piece already shows and the game's fixed data. A piece
// carries its explanation as its accessible description (spot.Info, or described below);
// web/table.js shows it as a tooltip on hover, on focus and on a long press.

// described gives el the accessible description text (none when text is empty).
func described(el app.HTMLSpan, text string) app.HTMLSpan {
	if text == "" {
		return el
	}
	return el.Aria("description", text)
}

// actionInfo explains action a, with the lowest die on its tile (7 when there is none) and
// the round (for the buildings' points).
func actionInfo(a engine.Action, low, round int) string {
	what := T("info.act." + engine.ActionNames[a])
	if a == engine.ActionBuild {
		what = T("info.act.build", buildVP(round))
	}
	switch {
	case a == engine.ActionFishing:
		return what
	case low > 6:
		return T("text.sentences", what, T("info.act.free"))
	}
	return T("text.sentences", what, T("info.act.low", low))
}

// buildVP is what a building scores in round r.
func buildVP(r int) int {
	if r < 1 || r >= len(engine.BuildVP) {
		return 0
	}
	return engine.BuildVP[r]
}

// priestVP is what a priest in the temple scores in round r's Phase C.
func priestVP(r int) int {
	if r < 1 || r >= len(engine.PriestVP) {
		return 0
	}
	return engine.PriestVP[r]
}

// personEffect says what a Phase B person of type t does with n tiles of its type.
func personEffect(t engine.PersonType) string {
	return T("info.ptype."+engine.PersonTypeNames[t], engine.PersonStrength(t, 1), engine.PersonStrength(t, 2), engine.PersonStrength(t, 3))
}

// fixed holds the explanations that depend only on the piece, worked out once per language:
// a table is drawn often and holds many of them.
var fixed struct {
	lang    string
	persons [engine.NumPersonTiles]string
	regions [engine.NumRegions]string
}

// fixedInfo returns the explanation of the i-th piece of list, worked out by make once.
func fixedInfo(list []string, i int, make func(int) string) string {
	if fixed.lang != Language() {
		fixed.persons, fixed.regions, fixed.lang = [engine.NumPersonTiles]string{}, [engine.NumRegions]string{}, Language()
	}
	if i < 0 || i >= len(list) {
		return make(i)
	}
	if list[i] == "" {
		list[i] = make(i)
	}
	return list[i]
}

// personInfo explains person tile id: its Phase B action by the number of tiles of its type,
// and what its left side is worth to the Helper.
func personInfo(id int) string { return fixedInfo(fixed.persons[:], id, personText) }

func personText(id int) string {
	side := T("info.person.status", engine.PersonTile(id).Value())
	if engine.PersonTile(id).Gender() == engine.Woman {
		side = T("info.person.shells", plural("res.shells", engine.PersonTile(id).Value()))
	}
	return T("text.sentences", personEffect(engine.PersonTile(id).Type()), side)
}

// displayInfo explains position pos (0-based) of a display holding person tile id (-1: none).
func displayInfo(pos, id int) string {
	s := T("info.display", pos+1)
	if id >= 0 {
		s = T("text.sentences", s, personInfo(id))
	}
	return s
}

// templeInfo explains temple space s in round r.
func templeInfo(s, r int) string {
	return T("info.temple", s, priestVP(r))
}

// godTileHolder is the seat that would take the temple's God tile now (the most priests, a
// tie to the priest furthest left, that is on the highest space), -1 with no priest.
func godTileHolder(priest [engine.TempleSpaces + 1]int8) int {
	var n [4]int
	best, bestN := -1, 0
	for s := engine.TempleSpaces; s >= 1; s-- {
		if o := int(priest[s]); o >= 0 && o < len(n) {
			n[o]++
		}
	}
	for s := engine.TempleSpaces; s >= 1; s-- { // the leftmost priest of the most first
		if o := int(priest[s]); o >= 0 && o < len(n) && n[o] > bestN {
			best, bestN = o, n[o]
		}
	}
	return best
}

// jewelInfo explains jewelry tile j.
func jewelInfo(j int) string {
	return T("info.jewel", plural("res.shells", engine.JewelTile(j).Value()), engine.JewelTile(j).Value())
}

// regionInfo lists region r's paths to its neighbours.
func regionInfo(r int) string { return fixedInfo(fixed.regions[:], r, regionText) }

func regionText(r int) string {
	var ps []string
	for _, p := range engine.Paths {
		o := -1
		switch r {
		case int(p.A):
			o = int(p.B)
		case int(p.B):
			o = int(p.A)
		}
		if o < 0 {
			continue
		}
		kind := "info.path.land"
		if p.Kind == engine.Water {
			kind = "info.path.water"
		}
		ps = append(ps, T(kind, regionName(o), p.Value))
	}
	return T("info.region", joinList(ps))
}

// statusInfo explains a status marker on position pos.
func statusInfo(pos int) string {
	return T("info.status", pos, engine.StatusVP(pos))
}

// godInfo explains God g and what paying it costs the player holding the cards (cards of
// each God in hand, offerings, God tiles).
func godInfo(g int, cards [engine.NumGods]int8, offerings, godTiles int) string {
	s := T("info.god." + engine.GodNames[g])
	pay := T("info.god.cannot", godName(g))
	pair := false
	for _, n := range cards {
		pair = pair || n >= 2
	}
	switch {
	case cards[g] >= 1 && offerings >= 1:
		pay = T("info.god.pay", godName(g))
	case pair && offerings >= 1:
		pay = T("info.god.paypair")
	case godTiles > 0:
		pay = T("info.god.paytile")
	}
	return T("text.sentences", s, pay)
}

// buildingInfo explains building b in round r.
func buildingInfo(b, r int) string {
	return T("info.building", b, buildVP(r))
}

// godTileText says who would take the temple's God tile now.
func godTileText(priest [engine.TempleSpaces + 1]int8, seats seatLooks) string {
	if o := godTileHolder(priest); o >= 0 {
		return T("text.sentences", T("temple.godtiles.title"), said(seats[o].You, "info.godtile.now", seats[o].Name))
	}
	return T("text.sentences", T("temple.godtiles.title"), T("info.godtile.none"))
}

// taskProgress says for each requirement of task t how far seat p is ("3 men: 2/3").
func taskProgress(g *engine.Game, p int, t engine.TaskID) string {
	var parts []string
	for _, q := range engine.Tasks[t].Reqs {
		if q.Kind != 0 {
			need := max(int(q.Count), 1)
			parts = append(parts, T("info.req", reqText(q), min(g.TaskQuantity(p, q), need), need))
		}
	}
	return T("info.task", joinList(parts))
}

// bonusProgress says how far seat p is towards each end bonus (6 VP each).
func bonusProgress(g *engine.Game, p int) string {
	sv := g.Seat(p)
	filled, built := 0, 0
	for _, c := range sv.Ceremony {
		if c != engine.SpaceEmpty {
			filled++
		}
	}
	for b := 1; b <= engine.NumBuildings; b++ {
		if sv.BuildingPair[b] >= 0 {
			built++
		}
	}
	return T("info.bonus", int(sv.NDone), int(sv.NJewels), filled, built, g.RegionCount(p), int(sv.NPersons))
}
