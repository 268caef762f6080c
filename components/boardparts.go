package components

import (
	"strconv"
	"strings"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The parts of a player board, drawn by both the large board (playerboard.go) and the compact
// ones (compactboard.go). compact draws a part read-only and smaller.

// boardView is what a player board shows of one seat.
type boardView struct {
	Seat      int
	Look      seatLook
	Deciding  bool // the seat decides now
	Score     int
	Breakdown string // the score by source, in words
	OrderPos  int    // place in the turn order, 0 first
	Round     int    // the round (what buildings score)
	Bonus     string // how far the seat is towards each end bonus
	State     seatState
	Hand      handView
	Tasks     [3]taskMark
	Tucked    bool // a compact board of the seat in focus: kept on the page, hidden

	// The places of the deciding seat's choices, on its own board only.
	Persons   spots // by place on the board
	Cer       spots // by ceremony space
	Pairs     spots // by engine.CeremonyPairs index, while building
	Building  int   // the building chosen, shown on the build places
	Beside    spots // by material
	TaskSpots spots // by task slot
}

// seatState is what everyone sees of a seat's board: a copy (the God cards in hand aside).
type seatState struct {
	_                   noCompare
	HutsRegular, Huts12 int
	Person12            bool
	Persons             [engine.PersonSpaces]engine.PersonTile // the first NPersons on the board
	Shifted             [engine.PersonSpaces]bool
	NPersons            int
	Ceremony            [engine.NumCeremony]engine.CeremonySpace
	BuiltPair           [engine.NumBuildings + 1]int8
	Beside              [engine.NumMaterials]int8
	Offerings, Shells   int
	GodTiles, Priests   int
	Jewels              [engine.Rounds]engine.JewelTile
	NJewels             int
	Done                [9]engine.TaskID
	NDone               int
}

// handView is a seat's God cards as the page may show them.
type handView struct {
	Count   int
	Visible bool                 // the cards may be seen
	Cards   [engine.NumGods]int8 // by God, only when Visible
	CanShow bool                 // the deciding person may take the device to see them
	CanHide bool                 // the holder may put them away
	// Gods the deciding seat may play now (its large board only): the first card of each
	// such God in the hand is its place, or a card of its own after the hand's when the seat
	// holds none of that God (a pair of another colour or a God tile pays)
	Gods []godPlay
}

// godPlay is a God the deciding seat may play, and its ways of paying.
type godPlay struct {
	_    noCompare
	God  int
	Keys []string // each way's choice key
	Ways []string // each way in words ("Blue card + offering")
	Open bool     // the ways show beside the card (more than one)
}

// taskMark is an open task of a seat and whether it is met.
type taskMark struct {
	_    noCompare
	Task int    // task id, -1 for an empty slot
	Mark string // "met", "unmet", or "unknown" when it depends on cards nobody else may see
	// Progress is each requirement with how far the seat is ("3 men: 2/3"); "" when unknown
	Progress string
}

func boardHead(v *boardView) app.UI {
	cls := "bhead"
	if v.Deciding {
		cls += " deciding"
	}
	return app.Div().Class(cls).Body(
		app.Raw(markerSVG(v.Look.Colour, v.Seat, 18)),
		app.H2().Class("bname").Title(v.Look.Name).Text(v.Look.Name),
		described(app.Span().Class("bvp").Title(v.Breakdown), v.Bonus).Text(T("vp.long", v.Score)),
		app.Span().Class("bord").Text(T("order.pos", v.OrderPos+1)),
		app.If(v.Deciding, func() app.UI { return app.Span().Class("tag").Text(T("board.deciding")) }),
	)
}

// personRow shows the 11 person spaces and the 12th: persons, free spaces and huts.
func personRow(act actions, v *boardView, compact bool) app.UI {
	st := &v.State
	var cells []app.UI
	onRegular := st.NPersons
	if st.Person12 {
		onRegular--
	}
	for i := 0; i < onRegular; i++ {
		cells = append(cells, personCell(act, v, i, compact))
	}
	free := engine.PersonSpaces - 1 - st.HutsRegular - onRegular
	for i := 0; i < free; i++ {
		cells = append(cells, app.Span().Class("pspace free").Title(T("space.free")))
	}
	for i := 0; i < st.HutsRegular; i++ {
		cells = append(cells, described(app.Span().Class("pspace hutsp").Role("img").Aria("label", T("space.hut")), T("info.hut.supply", plural("huts.left", st.HutsRegular+st.Huts12))).Body(app.Raw(hutSVG(v.Look.Colour, v.Seat, 18))))
	}
	// the 12th space
	var twelfth []app.UI
	if st.Person12 && st.NPersons > 0 {
		twelfth = append(twelfth, personCell(act, v, st.NPersons-1, compact))
	} else {
		for i := 0; i < st.Huts12; i++ {
			twelfth = append(twelfth, app.Raw(hutSVG(v.Look.Colour, v.Seat, 16)))
		}
		if st.Huts12 == 0 {
			twelfth = append(twelfth, app.Span().Class("p12n").Text("12"))
		}
	}
	return app.Div().Class("persons").Role("group").Aria("label", T("area.personspaces")).Body(
		app.Div().Class("prow").Body(cells...),
		app.Div().Class("p12").Aria("description", T("label.detail", T("space.twelfth", st.Huts12), T("info.twelfth"))).Body(twelfth...),
	)
}

func personCell(act actions, v *boardView, i int, compact bool) app.UI {
	id := int(v.State.Persons[i])
	tile := personTile(id, v.State.Shifted[i])
	if compact || !v.Deciding {
		return app.Span().Class("pspace").Body(tile)
	}
	return spotUI(act, v.Persons.at(i), "person."+strconv.Itoa(id), "pspace", personLabel(id), tile)
}

// ceremonyView draws the 3x4 ceremony site with materials, buildings and build places.
func ceremonyView(act actions, v *boardView, compact bool) app.UI {
	st := &v.State
	var cells []app.UI
	for s := 0; s < engine.NumCeremony; s++ {
		m := engine.CeremonyLayout[s]
		r, c := s/engine.CeremonyCols, s%engine.CeremonyCols
		cs := st.Ceremony[s]
		cls := "cer mat-" + engine.MaterialNames[m]
		var body []app.UI
		label := T("cer.space", materialName(m), r+1, c+1)
		switch {
		case cs == engine.SpaceMaterial:
			cls += " filled"
			body = append(body, materialIcon(m, 20))
			label = T("label.detail", label, T("cer.filled"))
		case cs == engine.SpaceBuilding:
			cls += " built"
		default:
			body = append(body, app.Span().Class("ghost-mat").Body(materialIcon(m, 16)))
		}
		var el app.UI
		if compact {
			el = app.Span().Class(cls).Title(label).Body(body...)
		} else {
			el = spotUI(act, v.Cer.at(s), "cer."+strconv.Itoa(s), cls, label, body...)
		}
		cells = append(cells, app.Div().Class("cwrap").Style("left", pct(float64(c)*25)).Style("top", pct(float64(r)*100/3)).Body(el))
	}
	// buildings over their pair
	for b := 1; b <= engine.NumBuildings; b++ {
		pr := int(st.BuiltPair[b])
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
			Style("width", pct(w)).Style("height", pct(h)).Body(app.Span().Body(icon("building", 18), app.Span().Class("n").Text(strconv.Itoa(b)))))
	}
	// build places between two materials
	if !compact {
		for i, sp := range v.Pairs {
			if sp.Choice == "" {
				continue
			}
			pair := engine.CeremonyPairs[i]
			r0, c0 := pair[0]/engine.CeremonyCols, pair[0]%engine.CeremonyCols
			x, y := float64(c0)*25+12.5, float64(r0)*100/3+100.0/6
			if pair[1]-pair[0] == 1 {
				x += 12.5
			} else {
				y += 100.0 / 6
			}
			cells = append(cells, app.Div().Class("pairwrap").Style("left", pct(x)).Style("top", pct(y)).Body(
				spotUI(act, sp, "pair."+strconv.Itoa(i), "pairbtn", T("building.here", v.Building), app.Span().Text(strconv.Itoa(v.Building)))))
		}
	}
	cls := "ceremony"
	if compact {
		cls += " mini"
	}
	return app.Div().Class(cls).Role("group").Aria("label", T("area.ceremony")).Body(cells...)
}

func buildingsLeft(v *boardView) app.UI {
	var bs []app.UI
	for b := 1; b <= engine.NumBuildings; b++ {
		cls := "bchip"
		t := T("building.unbuilt", b)
		if v.State.BuiltPair[b] >= 0 {
			cls += " done"
			t = T("building.built", b)
		}
		bs = append(bs, described(app.Span().Class(cls), T("label.detail", t, buildingInfo(b, v.Round))).Text(strconv.Itoa(b)))
	}
	return app.Div().Class("buildings").Body(append([]app.UI{app.Span().Class("lbl").Text(T("building.title"))}, bs...)...)
}

var taskMarkSigns = map[string]string{"met": "✓", "unmet": "✗", "unknown": "?"}
var taskMarkWords = map[string]string{"met": "task.met", "unmet": "task.unmet", "unknown": "task.secret"}

func tasksOf(act actions, v *boardView, compact bool) app.UI {
	var ts []app.UI
	for s, tm := range v.Tasks {
		if tm.Task < 0 {
			ts = append(ts, app.Div().Class("task empty").Text(T("task.emptyslot")))
			continue
		}
		mtitle := T(taskMarkWords[tm.Mark])
		size := 16
		if compact {
			size = 13
		}
		body := []app.UI{
			app.Span().Class("mark", tm.Mark).Role("img").Title(mtitle).Aria("label", mtitle).Text(taskMarkSigns[tm.Mark]),
			taskPicture(tm.Task, size),
		}
		if compact {
			ts = append(ts, app.Div().Class("task", tm.Mark).Role("group").Aria("label", T("task.label", taskText(tm.Task))).Title(taskText(tm.Task)).Body(body...))
		} else {
			sp := v.TaskSpots.at(s)
			sp.Info = tm.Progress
			if sp.Tag != "" {
				// a task that can only be given up says so first, in its tooltip too
				sp.Info = T("text.sentences", sp.Label, T("giveup.body"))
			}
			ts = append(ts, spotUI(act, sp, "task."+strconv.Itoa(s), "task "+tm.Mark, T("task.label", taskText(tm.Task)), body...))
		}
	}
	done := ""
	for i := 0; i < v.State.NDone; i++ {
		if i > 0 {
			done += T("list.semi")
		}
		done += taskText(int(v.State.Done[i]))
	}
	return app.Div().Class("ptasks").Body(
		app.Div().Class("trow").Body(ts...),
		app.Span().Class("done").Title(done).Text(plural("task.done", v.State.NDone)),
	)
}

func supplies(act actions, v *boardView) app.UI {
	st := &v.State
	var beside []app.UI
	for m := engine.Material(0); m < engine.NumMaterials; m++ {
		loc := "beside." + strconv.Itoa(int(m))
		if n := int(st.Beside[m]); n > 0 {
			beside = append(beside, spotUI(act, v.Beside.at(int(m)), loc, "beside", T("beside.label", n, materialName(m)),
				materialIcon(m, 16), app.Span().Class("n").Text(strconv.Itoa(n))))
		} else if sp := v.Beside.at(int(m)); sp.Choice != "" {
			beside = append(beside, spotUI(act, sp, loc, "beside", T("beside.put", materialName(m)),
				materialIcon(m, 16), app.Span().Class("n").Text("+")))
		}
	}
	var jw []app.UI
	for i := 0; i < st.NJewels; i++ {
		j := int(st.Jewels[i])
		jw = append(jw, app.Span().Class("jewel small", "jt-"+strconv.Itoa(engine.JewelTile(j).Type())).Role("img").Aria("label", jewelName(j)).Title(jewelName(j)).Body(jewelTile(j)...))
	}
	return app.Div().Class("supplies").Body(
		stat("offr", T("stat.offerings"), st.Offerings, icon("offering", 18)),
		stat("shl", T("stat.shells"), st.Shells, icon("shell", 18)),
		stat("gt", T("stat.godtiles"), st.GodTiles, icon("godtile", 18)),
		app.Span().Class("stat").Role("img").Title(T("stat.priests")).Aria("label", T("label.count", T("stat.priests"), st.Priests)).Body(
			app.Raw(priestSVG(v.Look.Colour, v.Seat, 14)), app.Span().Class("n").Text(strconv.Itoa(st.Priests))),
		app.If(len(beside) > 0, func() app.UI {
			return app.Span().Class("besides").Body(append([]app.UI{app.Span().Class("lbl").Text(T("beside.title"))}, beside...)...)
		}),
		app.If(len(jw) > 0, func() app.UI { return app.Span().Class("myjewels").Body(jw...) }),
	)
}

// handUI shows a seat's God cards when they may be seen, else only how many.
func handUI(act actions, v *boardView) app.UI {
	h := &v.Hand
	if !h.Visible {
		var btn app.UI = app.Text("")
		if h.CanShow {
			btn = app.Button().Type("button").ID("show-cards").Class("btn small").Text(T("hand.show")).OnClick(act.onTakeDevice)
		}
		return app.Div().Class("hand hidden").Body(
			app.Span().Class("lbl").Text(plural("hand.count", h.Count)),
			app.Span().Class("cardbacks").Aria("hidden", "true").Body(cardBacks(h.Count)...),
			btn,
		)
	}
	plays := map[int]godPlay{}
	for _, gp := range h.Gods {
		plays[gp.God] = gp
	}
	var cards []app.UI
	for c := 0; c < int(engine.NumGods); c++ {
		for k := 0; k < int(h.Cards[c]); k++ {
			if gp, ok := plays[c]; ok && k == 0 {
				cards = append(cards, godPlayUI(act, gp, true))
				delete(plays, c)
				continue
			}
			cards = append(cards, described(app.Span().Class("hcard").Role("img").Aria("label", T("card.market", godName(c))), godInfo(c, h.Cards, v.State.Offerings, v.State.GodTiles)).Body(godCardIcon(c, 30)))
		}
	}
	for _, gp := range h.Gods {
		if _, ok := plays[gp.God]; ok {
			cards = append(cards, godPlayUI(act, gp, false))
		}
	}
	if len(cards) == 0 {
		cards = append(cards, app.Span().Class("muted").Text(T("hand.empty")))
	}
	var hide app.UI = app.Text("")
	if h.CanHide {
		hide = app.Button().Type("button").Class("btn small ghost").Text(T("hand.hide")).OnClick(act.onHideCards)
	}
	return app.Div().Class("hand shown").Role("group").Aria("label", said(v.Look.You, "hand.label", v.Look.Name)).Body(
		append(append([]app.UI{app.Span().Class("lbl").Text(T("hand.title"))}, cards...), hide)...)
}

// godPlayUI is the place of a God the deciding seat may play: its card in the hand (held), or
// a card of its own after the hand (paid with a pair or a God tile). With one way of paying a
// click plays it; with more, a click shows the ways beside the card (#god-ways), each a
// choice, and the way back.
func godPlayUI(act actions, gp godPlay, held bool) app.UI {
	cls := "hcard hot godplay"
	if !held {
		cls += " unheld"
	}
	label := T("god.play", godName(gp.God))
	if len(gp.Keys) == 1 {
		name := T("ch.god", godName(gp.God), gp.Ways[0])
		return app.Button().Type("button").Class(cls).Attr("data-choice", gp.Keys[0]).Aria("label", name).Title(name).
			OnClick(act.onChoice).Body(godCardIcon(gp.God, 30))
	}
	btn := app.Button().Type("button").Class(cls).Attr("data-god", strconv.Itoa(gp.God)).Attr("data-ways", strings.Join(gp.Keys, " ")).
		Aria("label", label).Title(T("god.ways", godName(gp.God))).Aria("haspopup", "true").Aria("expanded", gp.Open).
		OnClick(act.onGodWays).Body(godCardIcon(gp.God, 30))
	if !gp.Open {
		return btn
	}
	ways := []app.UI{app.P().Class("lbl").Text(T("god.ways", godName(gp.God)))}
	for i, k := range gp.Keys {
		ways = append(ways, app.Button().Type("button").Class("btn choice").Attr("data-choice", k).
			Aria("label", T("ch.god", godName(gp.God), gp.Ways[i])).OnClick(act.onChoice).Text(gp.Ways[i]))
	}
	ways = append(ways, app.Button().Type("button").ID("god-ways-close").Class("btn ghost small").Attr("data-god", "-1").
		OnClick(act.onGodWays).Text(T("god.waysback")))
	return app.Span().Class("godwrap").Body(btn,
		app.Div().ID("god-ways").Class("godways").Role("group").Aria("label", T("god.ways", godName(gp.God))).Body(ways...))
}

// cardBacks draws n God cards face down (at most 12: a hand is never that large).
func cardBacks(n int) []app.UI {
	var out []app.UI
	for i := 0; i < n && i < 12; i++ {
		out = append(out, icon("card-back", 18))
	}
	return out
}
