package components

import (
	"strconv"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The pieces of the table as pictures. Every picture is a symbol of the sheet web/pieces.svg,
// which the site puts once into the page (site.PiecesSheet); a piece here is a small <svg>
// that uses it. The words stay: each piece's name is its accessible name and its tooltip.

// iconSVG is symbol id at size px; colour, when not "", is the colour the symbol's seat parts
// take (currentColor). No user text ever goes into it.
func iconSVG(id string, size int, colour string) string {
	n := strconv.Itoa(size)
	c := ""
	if colour != "" {
		c = ` color="` + colour + `"`
	}
	return `<svg class="ic" width="` + n + `" height="` + n + `"` + c + ` aria-hidden="true" focusable="false"><use href="#` + id + `"/></svg>`
}

// icon draws symbol id at size px.
func icon(id string, size int) app.UI { return app.Raw(iconSVG(id, size, "")) }

// picN is a picture with a number beside it (how many), named in words.
func picN(id string, size, n int, name string) app.UI {
	return app.Span().Class("picn").Role("img").Aria("label", name).Title(name).Body(
		icon(id, size), app.Span().Class("n").Text(strconv.Itoa(n)))
}

// godCardIcon is God god's card.
func godCardIcon(god, size int) app.UI {
	if god < 0 || god >= int(engine.NumGods) {
		return icon("card-back", size)
	}
	return icon("card-"+engine.GodNames[god], size)
}

// materialIcon is material m.
func materialIcon(m engine.Material, size int) app.UI {
	if m >= engine.NumMaterials {
		return icon("pa-material", size)
	}
	return icon("mat-"+engine.MaterialNames[m], size)
}

// reqIcons are the pictures of task requirement q, after its number: "3 × [man]".
func reqIcons(q engine.Req) []string {
	switch q.Kind {
	case engine.ReqMen:
		return []string{"fig-man"}
	case engine.ReqWomen:
		return []string{"fig-woman"}
	case engine.ReqPriests:
		return []string{"priest"}
	case engine.ReqJewels:
		return []string{"jewel"}
	case engine.ReqFirst:
		return []string{"first"}
	case engine.ReqRegions:
		return []string{"region"}
	case engine.ReqIslands:
		return []string{"island"}
	case engine.ReqCardsSame:
		return []string{"same", "pa-godcard"}
	case engine.ReqCardsColour:
		if p := int(q.Param); p >= 0 && p < int(engine.NumGods) {
			return []string{"card-" + engine.GodNames[p]}
		}
	case engine.ReqCardsDifferent:
		return []string{"types-diff", "pa-godcard"}
	case engine.ReqManTypes:
		return []string{"types-diff", "fig-man"}
	case engine.ReqWomanTypes:
		return []string{"types-diff", "fig-woman"}
	case engine.ReqJewelTypes:
		return []string{"types-diff", "jewel"}
	case engine.ReqBuildings:
		return []string{"building"}
	case engine.ReqJewelOfType:
		if p := int(q.Param); p >= 0 && p < engine.NumJewelTypes {
			return []string{"j-" + engine.JewelTypeNames[p]}
		}
	case engine.ReqGodTiles:
		return []string{"godtile"}
	case engine.ReqOfferings:
		return []string{"offering"}
	case engine.ReqShells:
		return []string{"shell"}
	case engine.ReqMaterial:
		if p := int(q.Param); p >= 0 && p < int(engine.NumMaterials) {
			return []string{"mat-" + engine.MaterialNames[p]}
		}
	case engine.ReqMaterials:
		return []string{"pa-material"}
	case engine.ReqTerrain:
		if p := int(q.Param); p >= 0 && p < int(engine.NumTerrains) {
			return []string{"ter-" + strconv.Itoa(p)}
		}
	case engine.ReqFishType:
		if p := int(q.Param); p >= 0 && p < engine.NumFishTypes {
			return []string{"fish-" + strconv.Itoa(p)}
		}
	case engine.ReqHuts12:
		return []string{"twelfth"}
	case engine.ReqShiftedMen:
		return []string{"shifted", "fig-man"}
	case engine.ReqShiftedWomen:
		return []string{"shifted", "fig-woman"}
	case engine.ReqShiftedPersons:
		return []string{"shifted", "persons"}
	case engine.ReqPersonType:
		if p := int(q.Param); p >= 0 && p < int(engine.NumPersonTypes) {
			return []string{"pa-" + engine.PersonTypeNames[p]}
		}
	}
	return []string{"die"}
}

// taskPicture draws task t's requirements as pictures with their numbers ("3 × [man]"), for the
// eye only: the task's words are the name of the place that holds it.
func taskPicture(t int, size int) app.UI {
	if t < 0 || t >= engine.NumTasks {
		return app.Text("")
	}
	var reqs []app.UI
	for _, q := range engine.Tasks[t].Reqs {
		if q.Kind == 0 {
			continue
		}
		var body []app.UI
		if q.Kind != engine.ReqFirst {
			// the number is drawn by the stylesheet (data-n), for the eye only: the place's name
			// says the requirement in words, and a visible text the name lacks would mislead
			// speech input
			body = append(body, app.Span().Class("rn").Attr("data-n", strconv.Itoa(int(q.Count))))
		}
		for _, id := range reqIcons(q) {
			if q.Kind == engine.ReqPersonType {
				body = append(body, app.Span().Class("mt").Body(icon(id, size-2)))
				continue
			}
			body = append(body, icon(id, size))
		}
		reqs = append(reqs, app.Span().Class("req").Body(body...))
	}
	return app.Span().Class("tpic").Aria("hidden", "true").Body(reqs...)
}

// choiceIcon is the picture of a choice the prompt bar offers as a button ("" for none): the
// God played, the person type used in Phase B, what a Helper point or the Fire Bonus gives.
func choiceIcon(c engine.Choice) string {
	switch c.Kind {
	case engine.KPlayGod:
		if int(c.A) < int(engine.NumGods) {
			return "card-" + engine.GodNames[c.A]
		}
	case engine.KActivate:
		if int(c.B) < int(engine.NumPersonTypes) {
			return "pa-" + engine.PersonTypeNames[c.B]
		}
	case engine.KTattoo, engine.KFireStatus:
		return "status"
	case engine.KShell, engine.KFireShell:
		return "shell"
	case engine.KHelperVP:
		return "vp"
	case engine.KGainOffering, engine.KFireOffering:
		return "offering"
	case engine.KMoveHut:
		return "pa-movehut"
	case engine.KExpand:
		if c.B == 1 {
			return "twelfth"
		}
		return "hut"
	case engine.KDrawCard:
		return "card-back"
	case engine.KCompleteTask:
		return "card-yellow"
	}
	return ""
}
