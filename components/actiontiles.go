package components

import (
	"strconv"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// tilesView is the action tiles with the dice placed on them, and the fishing space. Each
// action is a place for the choice of putting the chosen die there.
type tilesView struct {
	NP    int
	Round int
	Dice  [][]placedDie // by tile (the fishing space last), lowest face first
	Seats seatLooks
	Spots spots // by action
}

// placedDie is a die on an action tile.
type placedDie struct {
	_          noCompare
	Seat, Face int
	White      bool // a White God made it act as a 6
}

func (v *tilesView) draw(act actions) app.UI {
	var out []app.UI
	for t, dice := range v.Dice {
		acts := tileActions(v.NP, t)
		low := 7
		if len(dice) > 0 {
			low = dice[0].Face
		}
		var btns []app.UI
		for _, ac := range acts {
			sp := v.Spots.at(int(ac))
			sp.Info = actionInfo(ac, low, v.Round)
			btns = append(btns, spotUI(act, sp, "action."+strconv.Itoa(int(ac)), "act act-"+engine.ActionNames[ac], actionName(ac),
				icon("act-"+engine.ActionNames[ac], 26)))
		}
		var ds []app.UI
		for _, d := range dice {
			ds = append(ds, app.Span().Class("pdie").Title(said(v.Seats[d.Seat].You, "die.of", v.Seats[d.Seat].Name, d.Face)).
				Body(app.Raw(dieSVG(v.Seats[d.Seat].Colour, d.Seat, d.Face, d.White, 20))))
		}
		cls := "tile"
		if t == len(v.Dice)-1 {
			cls += " fishing"
		}
		if len(acts) > 1 {
			cls += " combined"
		}
		out = append(out, app.Div().Class(cls).Body(
			app.Div().Class("tile-acts").Body(btns...),
			app.Div().Class("tile-dice").Role("group").Aria("label", T("tile.dice")).Body(ds...),
		))
	}
	return app.Div().Class("actions").Role("group").Aria("label", T("area.actions")).Body(out...)
}
