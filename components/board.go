package components

import (
	"strconv"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func stat(cls, label string, n int, icon app.UI) app.UI {
	return app.Span().Class("stat", cls).Title(label).Aria("label", label+": "+strconv.Itoa(n)).Body(
		icon, app.Span().Class("n").Text(strconv.Itoa(n)))
}

func icoSpan(cls string) app.UI { return app.Span().Class("ico", cls).Aria("hidden", "true") }

// handView shows seat p's God cards when they may be seen, else only how many.
func (v *tview) handView(p int) app.UI {
	n := v.g.HandCount(p)
	if !v.r.handVisible(p) {
		var btn app.UI = app.Text("")
		if p == v.pr.Player && !v.s.Setup().OpenHands && !v.s.IsBot(p) && v.s.People() > 1 {
			btn = app.Button().Type("button").ID("show-cards").Class("btn small").Text(T("hand.show")).OnClick(v.r.onTakeDevice)
		}
		return app.Div().Class("hand hidden").Body(
			app.Span().Class("lbl").Text(plural("hand.count", n)),
			app.Span().Class("cardbacks").Aria("hidden", "true").Text(repeat("▮", n)),
			btn,
		)
	}
	h := v.g.Hand(p)
	var cards []app.UI
	for c := 0; c < int(engine.NumGods); c++ {
		for k := 0; k < h[c]; k++ {
			cards = append(cards, app.Span().Class("hcard").Title(godName(c)).Body(app.Raw(godCardSVG(c, 26)), app.Span().Class("cn").Text(godName(c))))
		}
	}
	if len(cards) == 0 {
		cards = append(cards, app.Span().Class("muted").Text(T("hand.empty")))
	}
	var hide app.UI = app.Text("")
	if !v.s.Setup().OpenHands && v.s.People() > 1 {
		hide = app.Button().Type("button").Class("btn small ghost").Text(T("hand.hide")).OnClick(v.r.onHideCards)
	}
	return app.Div().Class("hand shown").Aria("label", T("hand.label", v.seatName(p))).Body(
		append(append([]app.UI{app.Span().Class("lbl").Text(T("hand.title"))}, cards...), hide)...)
}

// cardTask reports whether task t counts God cards in hand, so that whether it is met tells
// something about a hidden hand.
func cardTask(t int) bool {
	if t < 0 || t >= engine.NumTasks {
		return false
	}
	for _, q := range engine.Tasks[t].Reqs {
		switch q.Kind {
		case engine.ReqCardsSame, engine.ReqCardsColour, engine.ReqCardsDifferent:
			return true
		}
	}
	return false
}

func repeat(s string, n int) string {
	out := ""
	for i := 0; i < n && i < 20; i++ {
		out += s
	}
	return out
}

// personRow shows the 11 person spaces and the 12th: persons, free spaces and huts.
func (v *tview) personRow(p int, compact bool) app.UI {
	pl := v.g.Seat(p)
	var cells []app.UI
	onRegular := int(pl.NPersons)
	if pl.PersonOn12th {
		onRegular--
	}
	for i := 0; i < onRegular; i++ {
		cells = append(cells, v.personCell(p, i, compact))
	}
	free := engine.PersonSpaces - 1 - int(pl.HutsOnSpaces) - onRegular
	for i := 0; i < free; i++ {
		cells = append(cells, app.Span().Class("pspace free").Title(T("space.free")))
	}
	for i := 0; i < int(pl.HutsOnSpaces); i++ {
		cells = append(cells, app.Span().Class("pspace hutsp").Title(T("space.hut")).Body(app.Raw(hutSVG(v.col(p), p, 18))))
	}
	// the 12th space
	var twelfth []app.UI
	if pl.PersonOn12th && pl.NPersons > 0 {
		twelfth = append(twelfth, v.personCell(p, int(pl.NPersons)-1, compact))
	} else {
		for i := 0; i < int(pl.HutsOn12th); i++ {
			twelfth = append(twelfth, app.Raw(hutSVG(v.col(p), p, 16)))
		}
		if pl.HutsOn12th == 0 {
			twelfth = append(twelfth, app.Span().Class("muted").Text("12"))
		}
	}
	return app.Div().Class("persons").Aria("label", T("area.personspaces")).Body(
		app.Div().Class("prow").Body(cells...),
		app.Div().Class("p12").Title(T("space.twelfth", int(pl.HutsOn12th))).Body(twelfth...),
	)
}

func (v *tview) personCell(p, i int, compact bool) app.UI {
	pl := v.g.Seat(p)
	id := int(pl.Persons[i])
	tile := personTile(id, pl.Shifted[i], "")
	if compact || p != v.pr.Player {
		return app.Span().Class("pspace").Body(tile)
	}
	return v.spot("person."+strconv.Itoa(id), "pspace", personLabel(id), "", tile)
}

// ceremonyView draws the 3x4 ceremony grid with materials, buildings and build spots.
func (v *tview) ceremonyView(p int, compact bool) app.UI {
	pl := v.g.Seat(p)
	var cells []app.UI
	building := map[int]int{}
	for b := 1; b <= engine.NumBuildings; b++ {
		if pr := int(pl.BuildingPair[b]); pr >= 0 {
			pair := engine.CeremonyPairs[pr]
			building[pair[0]], building[pair[1]] = b, b
		}
	}
	for s := 0; s < engine.NumCeremony; s++ {
		m := engine.CeremonyLayout[s]
		r, c := s/engine.CeremonyCols, s%engine.CeremonyCols
		st := pl.Ceremony[s]
		cls := "cer mat-" + engine.MaterialNames[m]
		var body []app.UI
		label := T("cer.space", materialName(m), r+1, c+1)
		switch {
		case st == 1:
			cls += " filled"
			body = append(body, app.Raw(materialSVG(m, 18)))
			label += " — " + T("cer.filled")
		case st >= 2:
			cls += " built"
		default:
			body = append(body, app.Span().Class("ghost-mat").Body(app.Raw(materialSVG(m, 14))))
		}
		var el app.UI
		if compact {
			el = app.Span().Class(cls).Title(label).Body(body...)
		} else {
			el = v.spot("cer."+strconv.Itoa(s), cls, label, "", body...)
		}
		cells = append(cells, app.Div().Class("cwrap").Style("left", pct(float64(c)*25)).Style("top", pct(float64(r)*100/3)).Body(el))
	}
	// buildings over their pair
	for b := 1; b <= engine.NumBuildings; b++ {
		pr := int(pl.BuildingPair[b])
		if pr < 0 {
			continue
		}
		pair := engine.CeremonyPairs[pr]
		r0, c0 := pair[0]/engine.CeremonyCols, pair[0]%engine.CeremonyCols
		w, h := 25.0, 100.0/3
		if pair[1]-pair[0] == 1 {
			w *= 2
		} else {
			h *= 2
		}
		cells = append(cells, app.Div().Class("bld").Title(T("building.built", b)).
			Style("left", pct(float64(c0)*25)).Style("top", pct(float64(r0)*100/3)).
			Style("width", pct(w)).Style("height", pct(h)).Body(app.Span().Text(strconv.Itoa(b))))
	}
	// build spots between two materials
	if !compact && v.pr.Kind == engine.PromptBuild && p == v.pr.Player {
		for i, pair := range engine.CeremonyPairs {
			if _, ok := v.primary["pair."+strconv.Itoa(i)]; !ok {
				continue
			}
			r0, c0 := pair[0]/engine.CeremonyCols, pair[0]%engine.CeremonyCols
			x, y := float64(c0)*25+12.5, float64(r0)*100/3+100.0/6
			if pair[1]-pair[0] == 1 {
				x += 12.5
			} else {
				y += 100.0 / 6
			}
			cells = append(cells, app.Div().Class("pairwrap").Style("left", pct(x)).Style("top", pct(y)).Body(
				v.spot("pair."+strconv.Itoa(i), "pairbtn", T("building.here", v.build), "", app.Span().Text(strconv.Itoa(v.build)))))
		}
	}
	cls := "ceremony"
	if compact {
		cls += " mini"
	}
	return app.Div().Class(cls).Aria("label", T("area.ceremony")).Body(cells...)
}

func (v *tview) buildingsLeft(p int) app.UI {
	pl := v.g.Seat(p)
	var bs []app.UI
	for b := 1; b <= engine.NumBuildings; b++ {
		cls := "bchip"
		t := T("building.unbuilt", b)
		if pl.BuildingPair[b] >= 0 {
			cls += " done"
			t = T("building.built", b)
		}
		bs = append(bs, app.Span().Class(cls).Title(t).Text(strconv.Itoa(b)))
	}
	return app.Div().Class("buildings").Body(append([]app.UI{app.Span().Class("lbl").Text(T("building.title"))}, bs...)...)
}

func (v *tview) tasksOf(p int, compact bool) app.UI {
	pl := v.g.Seat(p)
	var ts []app.UI
	for s, t := range pl.Tasks {
		if t < 0 {
			ts = append(ts, app.Div().Class("task empty").Text(T("task.emptyslot")))
			continue
		}
		mark, mcls, mtitle := "✗", "unmet", T("task.unmet")
		switch {
		case cardTask(int(t)) && !v.r.handVisible(p):
			// whether it is met depends on cards nobody else may see
			mark, mcls, mtitle = "?", "unknown", T("task.secret")
		case v.g.TaskMet(p, t, false):
			mark, mcls, mtitle = "✓", "met", T("task.met")
		}
		body := []app.UI{
			app.Span().Class("mark", mcls).Title(mtitle).Aria("label", mtitle).Text(mark),
			app.Span().Class("ttext").Text(taskText(int(t))),
		}
		if compact {
			ts = append(ts, app.Div().Class("task", mcls).Title(taskText(int(t))).Body(body...))
		} else {
			reason := ""
			if p == v.pr.Player && !v.covered && (v.pr.Kind == engine.PromptTask || v.pr.Kind == engine.PromptFinalTasks) {
				reason = T("why.tasknotmet")
			}
			ts = append(ts, v.spot("task."+strconv.Itoa(s), "task "+mcls, T("task.label", taskText(int(t))), reason, body...))
		}
	}
	done := ""
	for i := 0; i < int(pl.NDone); i++ {
		if i > 0 {
			done += "; "
		}
		done += taskText(int(pl.Done[i]))
	}
	return app.Div().Class("ptasks").Body(
		app.Div().Class("trow").Body(ts...),
		app.Span().Class("done").Title(done).Text(plural("task.done", int(pl.NDone))),
	)
}

func (v *tview) supplies(p int) app.UI {
	pl := v.g.Seat(p)
	var beside []app.UI
	for m := engine.Material(0); m < engine.NumMaterials; m++ {
		if n := int(pl.Beside[m]); n > 0 {
			beside = append(beside, v.spot("beside."+strconv.Itoa(int(m)), "beside", T("beside.label", n, materialName(m)), "",
				app.Raw(materialSVG(m, 16)), app.Span().Class("n").Text(strconv.Itoa(n))))
		} else if _, ok := v.primary["beside."+strconv.Itoa(int(m))]; ok && p == v.pr.Player {
			beside = append(beside, v.spot("beside."+strconv.Itoa(int(m)), "beside", T("beside.put", materialName(m)), "",
				app.Raw(materialSVG(m, 16)), app.Span().Class("n").Text("+")))
		}
	}
	var jw []app.UI
	for i := 0; i < int(pl.NJewels); i++ {
		j := int(pl.Jewels[i])
		jw = append(jw, app.Span().Class("jewel small", "jt-"+strconv.Itoa(engine.JewelTile(j).Type())).Title(jewelName(j)).Body(
			app.Span().Class("jt").Text(T("jshort."+engine.JewelTypeNames[engine.JewelTile(j).Type()])),
			app.Span().Class("jv").Text(strconv.Itoa(engine.JewelTile(j).Value()))))
	}
	return app.Div().Class("supplies").Body(
		stat("off", T("stat.offerings"), int(pl.Offerings), icoSpan("i-offering")),
		stat("shl", T("stat.shells"), int(pl.Shells), icoSpan("i-shell")),
		stat("gt", T("stat.godtiles"), int(pl.GodTiles), icoSpan("i-godtile")),
		app.Span().Class("stat").Title(T("stat.priests")).Aria("label", T("stat.priests")+": "+strconv.Itoa(int(pl.Priests))).Body(
			app.Raw(priestSVG(v.col(p), p, 14)), app.Span().Class("n").Text(strconv.Itoa(int(pl.Priests)))),
		app.If(len(beside) > 0, func() app.UI {
			return app.Span().Class("besides").Body(append([]app.UI{app.Span().Class("lbl").Text(T("beside.title"))}, beside...)...)
		}),
		app.If(len(jw) > 0, func() app.UI { return app.Span().Class("myjewels").Body(jw...) }),
	)
}

func (v *tview) boardHead(p int) app.UI {
	g := v.g
	cls := "bhead"
	if p == v.pr.Player {
		cls += " deciding"
	}
	return app.Div().Class(cls).Body(
		app.Raw(markerSVG(v.col(p), p, 18)),
		app.Span().Class("bname").Title(v.seatName(p)).Text(v.seatName(p)),
		app.Span().Class("bvp").Title(breakdownText(g, p)).Text(T("vp.long", g.Score(p))),
		app.Span().Class("bord").Text(T("order.pos", g.TurnPosition(p)+1)),
		app.If(p == v.pr.Player, func() app.UI { return app.Span().Class("tag").Text(T("board.deciding")) }),
	)
}

// playerBoard is the large board of the seat in focus (the deciding player by default).
func (v *tview) playerBoard(p int) app.UI {
	if p < 0 {
		p = v.g.SeatAt(0)
	}
	cls := "pboard"
	if p == v.pr.Player {
		cls += " current"
	}
	return app.Article().Class(cls).Style("--pc", pal(v.col(p)).fill).Aria("label", T("board.of", v.seatName(p))).Body(
		v.boardHead(p),
		v.personRow(p, false),
		app.Div().Class("bmid").Body(
			v.ceremonyView(p, false),
			app.Div().Class("bside").Body(
				v.buildingsLeft(p),
				v.supplies(p),
				v.handView(p),
			),
		),
		v.tasksOf(p, false),
	)
}

// compactBoard is a smaller, read-only board for the other seats; a click brings it large.
func (v *tview) compactBoard(p int) app.UI {
	pl := v.g.Seat(p)
	return app.Article().Class("cboard").Style("--pc", pal(v.col(p)).fill).Aria("label", T("board.of", v.seatName(p))).Body(
		app.Div().Class("chead").Body(
			v.boardHead(p),
			app.Button().Type("button").Class("btn small ghost").Attr("data-seat", strconv.Itoa(p)).
				Text(T("board.look")).OnClick(v.r.onFocusSeat),
		),
		app.Div().Class("cbody").Body(
			v.ceremonyView(p, true),
			app.Div().Class("cstats").Body(
				v.supplies(p),
				app.Div().Class("cline").Body(
					app.Span().Class("stat").Text(plural("hand.count", v.g.HandCount(p))),
					app.Span().Class("stat").Text(T("persons.count", int(pl.NPersons))),
					app.Span().Class("stat").Text(T("huts.left", int(pl.HutsOnSpaces)+int(pl.HutsOn12th))),
				),
				v.tasksOf(p, true),
			),
		),
	)
}
