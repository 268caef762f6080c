package components

import (
	"strconv"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// promptText says in words what the deciding player decides now.
func promptText(v *tview) string {
	pr := v.pr
	who := v.seatName(pr.Player)
	pl := func() engine.SeatView { return v.g.Seat(pr.Player) }
	switch pr.Kind {
	case engine.PromptNone:
		return T("prompt.over")
	case engine.PromptStartHut:
		return T("prompt.starthut", who)
	case engine.PromptPlaceMaterial:
		return T("prompt.placemat", who, materialName(engine.Material(pr.X)))
	case engine.PromptPlaceDie:
		p := pl()
		switch {
		case p.BluePending && p.WhitePending:
			return T("prompt.placedie.bluewhite", who)
		case p.BluePending:
			return T("prompt.placedie.blue", who)
		case p.WhitePending:
			return T("prompt.placedie.white", who)
		}
		return T("prompt.placedie", who)
	case engine.PromptExpand:
		if engine.PathKind(pr.X) == engine.Water {
			return T("prompt.expand.water", who, pr.N)
		}
		return T("prompt.expand.land", who, pr.N)
	case engine.PromptRedGod:
		return T("prompt.redgod", who, v.g.FishAt(engine.Region(pr.X)).Value(), regionName(pr.X))
	case engine.PromptTakePerson:
		return T("prompt.person", who, genderName(pr.X), min(pr.N, engine.DisplaySize))
	case engine.PromptHelper:
		return plural("prompt.helper", pr.N, who)
	case engine.PromptTemple:
		return T("prompt.temple", who, min(pr.N, engine.TempleSpaces))
	case engine.PromptFireCard:
		return T("prompt.firecard", who)
	case engine.PromptFireStatus:
		return T("prompt.firestatus", who)
	case engine.PromptBuild:
		return T("prompt.build", who, min(pr.N, engine.NumBuildings))
	case engine.PromptPhaseB:
		return T("prompt.phaseb", who)
	case engine.PromptDrawCard:
		return plural("prompt.draw", pr.N, who)
	case engine.PromptGainMaterial:
		return plural("prompt.gainmat", pr.N, who)
	case engine.PromptJewelry:
		return T("prompt.jewelry", who, int(pl().Shells))
	case engine.PromptTask:
		for _, c := range v.legal {
			if c.Kind == engine.KCompleteTask {
				return T("prompt.task", who)
			}
		}
		return T("prompt.surrender", who)
	case engine.PromptNewTask:
		return T("prompt.newtask", who)
	case engine.PromptFinalTasks:
		return T("prompt.finaltasks", who)
	}
	return ""
}

// promptHint adds where to click, for the kinds that are chosen on the table.
func promptHint(v *tview) string {
	switch v.pr.Kind {
	case engine.PromptStartHut, engine.PromptExpand:
		return T("hint.region")
	case engine.PromptPlaceMaterial, engine.PromptGainMaterial:
		return T("hint.ceremony")
	case engine.PromptPlaceDie:
		return T("hint.die")
	case engine.PromptTakePerson:
		return T("hint.person")
	case engine.PromptTemple:
		return T("hint.temple")
	case engine.PromptBuild:
		return T("hint.build")
	case engine.PromptDrawCard, engine.PromptFireCard:
		return T("hint.card")
	case engine.PromptHelper:
		return T("hint.helper")
	case engine.PromptJewelry:
		return T("hint.jewel")
	case engine.PromptTask, engine.PromptFinalTasks:
		return T("hint.task")
	case engine.PromptNewTask:
		return T("hint.newtask")
	}
	return ""
}

func (v *tview) promptBar() app.UI {
	p := v.pr.Player
	var tools []app.UI
	if v.pr.Kind == engine.PromptPlaceDie && p >= 0 && !v.bot && !v.covered {
		pl := v.g.Seat(p)
		var dice []app.UI
		for d := 0; d < engine.DicePerPlayer; d++ {
			if pl.DiceAt[d] >= 0 {
				continue
			}
			usable := false
			for _, c := range v.legal {
				if c.Kind == engine.KPlaceDie && int(c.A) == d {
					usable = true
				}
			}
			cls := "diebtn"
			if d == v.die {
				cls += " sel"
			}
			label := T("die.label", int(pl.Dice[d]))
			b := app.Button().Type("button").Class(cls).Attr("data-die", strconv.Itoa(d)).
				Aria("pressed", d == v.die).Aria("label", label).Title(label).
				Body(app.Raw(dieSVG(v.col(p), p, int(pl.Dice[d]), pl.WhitePending, 30)))
			if usable {
				b = b.OnClick(v.r.onSelectDie)
			} else {
				b = b.Class("off").Aria("disabled", "true").Title(T("die.nouse"))
			}
			dice = append(dice, b)
		}
		tools = append(tools, app.Div().Class("dicepick").Role("group").Aria("label", T("die.pick")).Body(
			append([]app.UI{app.Span().Class("lbl").Text(T("die.pick"))}, dice...)...))
	}
	if v.pr.Kind == engine.PromptBuild && len(v.builds) > 0 && !v.bot {
		var bs []app.UI
		for _, b := range v.builds {
			cls := "bldbtn"
			if b == v.build {
				cls += " sel"
			}
			bs = append(bs, app.Button().Type("button").Class(cls).Attr("data-building", strconv.Itoa(b)).
				Aria("pressed", b == v.build).Text(T("building.n", b)).OnClick(v.r.onSelectBuild))
		}
		tools = append(tools, app.Div().Class("bldpick").Role("group").Aria("label", T("building.pick")).Body(
			append([]app.UI{app.Span().Class("lbl").Text(T("building.pick"))}, bs...)...))
	}
	var buttons []app.UI
	for _, c := range v.bar {
		buttons = append(buttons, v.barButton(c))
	}
	var last app.UI = app.Text("")
	if n := len(v.s.Log()); n > 0 {
		last = app.Div().Class("lastact").Text(T("last.action", choiceText(v.s, v.s.Log()[n-1])))
	}
	var ask app.UI
	switch {
	case v.covered:
		// what the deciding player may do depends on their cards: say only whose turn it is
		ask = app.Div().Class("ask").Body(
			app.P().ID("prompt-text").Class("q").Text(T("prompt.covered", v.seatName(p))),
			last,
		)
	case v.bot:
		ask = app.Div().Class("ask").Body(v.thinking(p), last)
	default:
		ask = app.Div().Class("ask").Body(
			app.P().ID("prompt-text").Class("q").Text(promptText(v)),
			app.P().Class("hint").Text(promptHint(v)),
			last,
			v.r.undoMine("bar-undo"), // no pass-device screen came between the two people
		)
	}
	cls := "promptbar"
	if v.bot {
		cls += " botturn"
	}
	return app.Section().Class(cls).Aria("live", "polite").Aria("busy", v.bot).Aria("label", T("area.prompt")).Body(
		app.Div().Class("who").Body(
			app.If(p >= 0, func() app.UI { return app.Raw(markerSVG(v.col(p), p, 22)) }),
		),
		ask,
		app.Div().Class("tools").Body(tools...),
		app.Div().Class("choices").Body(buttons...),
		app.If(v.r.err != "", func() app.UI { return app.P().Class("error").Role("alert").Text(v.r.err) }),
	)
}
