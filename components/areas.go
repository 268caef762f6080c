package components

import (
	"fmt"
	"sort"
	"strconv"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func pct(f float64) string { return strconv.FormatFloat(f, 'f', 2, 64) + "%" }

// ---- island map ----

func (v *tview) mapView() app.UI {
	var spots []app.UI
	for r := 0; r < engine.NumRegions; r++ {
		ri := engine.Regions[r]
		reason := ""
		switch v.pr.Kind {
		case engine.PromptStartHut:
			reason = T("why.starthut")
		case engine.PromptExpand:
			reason = T("why.expand", v.pr.N)
		}
		owner := ""
		if o := v.g.HutOnSpace(engine.Region(r)); o >= 0 {
			owner = T("region.owner", v.seatName(o))
		}
		label := T("region.label", regionName(r), resourceName(ri.Resource), v.g.FishAt(engine.Region(r)).Value(),
			fishTypeName(v.g.FishAt(engine.Region(r)).Type())) + owner
		el := v.spot("region."+strconv.Itoa(r), "region", label, reason)
		spots = append(spots, app.Div().Class("regwrap").
			Style("left", pct(float64(ri.Col)*25+1)).Style("top", pct(float64(ri.Row)*25+1)).Body(el))
	}
	return app.Div().Class("map").Aria("label", T("area.map")).Body(
		app.Raw(mapSVG(v.g, v.col)),
		app.Div().Class("regions").Body(spots...),
	)
}

// ---- action tiles and dice ----

type placed struct {
	p, d, face int
	white      bool
}

func (v *tview) diceOnTile(t int) []placed {
	var out []placed
	for p := 0; p < v.g.NumPlayers(); p++ {
		pl := v.g.Seat(p)
		for d := 0; d < engine.DicePerPlayer; d++ {
			if int(pl.DiceAt[d]) == t {
				out = append(out, placed{p, d, int(pl.Dice[d]), pl.WhiteDice[d]})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].face < out[j].face })
	return out
}

func blockedText(b engine.Reason, low int) string {
	switch b {
	case engine.Open:
		return ""
	case engine.DieNotLower:
		return T("why.notlower", low)
	case engine.DiePlaced:
		return T("why.dieused")
	}
	return T("why.nothing")
}

func (v *tview) actionsView() app.UI {
	np := v.g.NumPlayers()
	_, tiles := engine.ActionTiles(np)
	var out []app.UI
	for t := 0; t <= tiles; t++ {
		acts := tileActions(np, t)
		dice := v.diceOnTile(t)
		low := 7
		if len(dice) > 0 {
			low = dice[0].face
		}
		var btns []app.UI
		for _, a := range acts {
			reason := ""
			if v.pr.Kind == engine.PromptPlaceDie && v.die >= 0 {
				reason = blockedText(v.g.CanPlace(v.pr.Player, v.die, a), low)
			}
			btns = append(btns, v.spot("action."+strconv.Itoa(int(a)), "act act-"+engine.ActionNames[a], actionName(a), reason,
				app.Span().Class("act-name").Text(actionName(a))))
		}
		var ds []app.UI
		for _, d := range dice {
			ds = append(ds, app.Span().Class("pdie").Title(T("die.of", v.seatName(d.p), d.face)).
				Body(app.Raw(dieSVG(v.col(d.p), d.p, d.face, d.white, 20))))
		}
		cls := "tile"
		if t == tiles {
			cls += " fishing"
		}
		if len(acts) > 1 {
			cls += " combined"
		}
		out = append(out, app.Div().Class(cls).Body(
			app.Div().Class("tile-acts").Body(btns...),
			app.Div().Class("tile-dice").Aria("label", T("tile.dice")).Body(ds...),
		))
	}
	return app.Div().Class("actions").Aria("label", T("area.actions")).Body(out...)
}

// ---- temple ----

func (v *tview) templeView() app.UI {
	var sp []app.UI
	for s := engine.TempleSpaces; s >= 1; s-- {
		reason := ""
		if v.pr.Kind == engine.PromptTemple {
			if v.g.Seat(v.pr.Player).Priests == 0 {
				reason = T("why.nopriest")
			} else {
				reason = T("why.temple", s)
			}
		}
		var body []app.UI
		body = append(body, app.Span().Class("tv").Text(strconv.Itoa(s)))
		label := T("temple.space", s)
		if o := int(v.g.TempleSpace(s)); o >= 0 {
			body = append(body, app.Raw(priestSVG(v.col(o), o, 20)))
			label += " — " + T("temple.priestof", v.seatName(o))
		}
		sp = append(sp, v.spot("temple."+strconv.Itoa(s), "tspace", label, reason, body...))
	}
	return app.Div().Class("temple box").Body(
		app.H3().Text(T("area.temple")),
		app.Div().Class("trow").Body(sp...),
		app.Div().Class("tiles-left").Title(T("temple.godtiles.title")).Text(T("temple.godtiles", int(v.g.TempleGodTiles()))),
	)
}

// ---- status track ----

func (v *tview) statusView() app.UI {
	g := v.g
	var rows []app.UI
	for i := 0; i < g.NumPlayers(); i++ {
		p := g.SeatAt(i)
		st := int(g.Seat(p).Status)
		rows = append(rows, app.Li().Title(T("status.title", v.seatName(p), st, engine.StatusVP(st))).Body(
			app.Raw(markerSVG(v.col(p), p, 12)),
			app.Span().Class("sv").Text(T("status.steps", st, engine.StatusVP(st))),
		))
	}
	return app.Div().Class("status box").Body(
		app.H3().Text(T("area.status")),
		app.Ul().Class("srow").Body(rows...),
	)
}

// ---- men and women displays ----

func personTile(id int, shifted bool, extra string) app.UI {
	if id < 0 {
		return app.Span().Class("ptile empty").Text("·")
	}
	gd := "man"
	if engine.PersonTile(id).Gender() == engine.Woman {
		gd = "woman"
	}
	cls := "ptile " + gd + " pt-" + engine.PersonTypeNames[engine.PersonTile(id).Type()]
	if shifted {
		cls += " shifted"
	}
	val := ""
	for i := 0; i < engine.PersonTile(id).Value(); i++ {
		if gd == "man" {
			val += "▲"
		} else {
			val += "◆"
		}
	}
	if shifted {
		val = "—"
	}
	return app.Span().Class(cls, extra).Title(personLabel(id)).Body(
		app.Span().Class("pv").Text(val),
		app.Span().Class("pn").Text(T("pshort."+engine.PersonTypeNames[engine.PersonTile(id).Type()])),
	)
}

func (v *tview) displaysView() app.UI {
	row := func(gender int) app.UI {
		var cells []app.UI
		for i := 0; i < engine.DisplaySize; i++ {
			id := displayAt(v.g, gender, i)
			reason := ""
			if v.pr.Kind == engine.PromptTakePerson && v.pr.X == gender && id >= 0 {
				if v.pr.N <= i {
					reason = T("why.beyond", i+1, v.pr.N)
				} else {
					reason = T("why.nospace")
				}
			}
			label := T("display.pos", genderName(gender), i+1)
			if id >= 0 {
				label += ": " + personLabel(id)
			}
			cells = append(cells, v.spot(fmt.Sprintf("disp.%d.%d", gender, i), "dpos", label, reason,
				app.Span().Class("dnum").Text(strconv.Itoa(i+1)), personTile(id, false, "")))
		}
		name := T("display.men")
		if gender == engine.Woman {
			name = T("display.women")
		}
		return app.Div().Class("drow").Body(append([]app.UI{app.Span().Class("dlabel").Text(name)}, cells...)...)
	}
	return app.Div().Class("displays box").Body(
		app.H3().Text(T("area.persons")),
		row(engine.Man), row(engine.Woman),
	)
}

// ---- task display ----

func (v *tview) tasksView() app.UI {
	var cells []app.UI
	for i := 0; i < v.g.NumPlayers()+2; i++ {
		t := int(v.g.TaskDisplay()[i])
		if t < 0 {
			cells = append(cells, app.Div().Class("task empty").Text(T("task.empty")))
			continue
		}
		reason := ""
		if v.pr.Kind == engine.PromptNewTask {
			reason = T("why.notaskslot")
		}
		cells = append(cells, v.spot("tdisp."+strconv.Itoa(i), "task", T("task.label", taskText(t)), reason,
			app.Span().Class("ttext").Text(taskText(t))))
	}
	return app.Div().Class("taskdisp box").Body(
		app.H3().Text(T("area.tasks")),
		app.Div().Class("trow").Body(cells...),
	)
}

// ---- jewelry ----

func (v *tview) jewelryView() app.UI {
	g := v.g
	cur := int(g.Round()) - 1
	var cols []app.UI
	for c := 0; c < engine.Rounds; c++ {
		var cells []app.UI
		cells = append(cells, app.Span().Class("jhead").Text(strconv.Itoa(c+1)))
		for r := 0; r < 4; r++ {
			j := int(g.JewelryColumn(c + 1)[r])
			if j < 0 {
				cells = append(cells, app.Span().Class("jewel gone").Text(""))
				continue
			}
			body := []app.UI{app.Span().Class("jt").Text(T("jshort." + engine.JewelTypeNames[engine.JewelTile(j).Type()])),
				app.Span().Class("jv").Text(strconv.Itoa(engine.JewelTile(j).Value()))}
			if c == cur {
				reason := ""
				if v.pr.Kind == engine.PromptJewelry {
					pl := g.Seat(v.pr.Player)
					if int(pl.NJewels) >= engine.Rounds {
						reason = T("why.jewelsfull")
					} else {
						reason = T("why.shells", engine.JewelTile(j).Value(), int(pl.Shells))
					}
				}
				cells = append(cells, v.spot("jewel."+strconv.Itoa(r), "jewel jt-"+strconv.Itoa(engine.JewelTile(j).Type()), jewelName(j), reason, body...))
			} else {
				cells = append(cells, app.Span().Class("jewel", "jt-"+strconv.Itoa(engine.JewelTile(j).Type())).Title(jewelName(j)).Body(body...))
			}
		}
		cls := "jcol"
		if c == cur {
			cls += " current"
		}
		cols = append(cols, app.Div().Class(cls).Body(cells...))
	}
	return app.Div().Class("jewelry box").Body(
		app.H3().Text(T("area.jewelry")),
		app.Div().Class("jgrid").Body(cols...),
	)
}

// ---- God card market ----

func (v *tview) marketView() app.UI {
	g := v.g
	var cards []app.UI
	for i := 0; i < engine.MarketSize; i++ {
		c := int(g.CardRow()[i])
		if c < 0 {
			cards = append(cards, app.Span().Class("card empty").Text(""))
			continue
		}
		cards = append(cards, v.spot("card."+strconv.Itoa(i), "card god-"+engine.GodNames[c], T("card.market", godName(c)), "",
			app.Raw(godCardSVG(c, 30)), app.Span().Class("cn").Text(godName(c))))
	}
	deck := v.spot("card."+strconv.Itoa(engine.DeckSource), "card deck", T("card.deck", int(g.DeckCount())), "",
		app.Span().Class("deckback").Text(strconv.Itoa(int(g.DeckCount()))), app.Span().Class("cn").Text(T("card.deckshort")))
	disc := 0
	for _, n := range g.Discards() {
		disc += int(n)
	}
	return app.Div().Class("market box").Body(
		app.H3().Text(T("area.market")),
		app.Div().Class("mrow").Body(append(cards, deck,
			app.Span().Class("discard").Title(T("card.discard.title")).Text(T("card.discard", disc)))...),
	)
}
