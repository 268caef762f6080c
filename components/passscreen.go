package components

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// passView covers the table before a person's decision that may use their secret God
// cards, until that person says it is them; the person who just handed the game on may take
// back their last move from here.
type passView struct {
	_     noCompare
	Seat  int // the person the game waits on
	Look  seatLook
	Inert bool // a dialog lies over it
	Undo  undoOffer
	Since []string // what the others did since this person's last turn
}

func (v *passView) draw(act actions) app.UI {
	pass := app.Div().Class("screen pass overlay").Role("dialog").Aria("modal", "true").Aria("labelledby", "pass-title")
	if v.Inert {
		pass = pass.Attr("inert", "inert").Aria("hidden", "true")
	}
	return pass.Body(
		app.Div().Class("pass-card").Body(
			app.Raw(markerSVG(v.Look.Colour, v.Seat, 48)),
			app.H2().ID("pass-title").Text(said(v.Look.You, "pass.title", v.Look.Name)),
			app.P().Text(said(v.Look.You, "pass.body", v.Look.Name)),
			app.Button().ID("take-device").Class("btn big primary").Attr("data-pass", strconv.Itoa(v.Seat)).
				Text(said(v.Look.You, "pass.show", v.Look.Name)).OnClick(act.onTakeDevice),
			undoMineUI(act, v.Undo, "pass-undo"),
			app.If(len(v.Since) > 0, func() app.UI {
				return app.Section().Class("pass-since").Aria("labelledby", "pass-since-title").Body(
					app.H3().ID("pass-since-title").Text(said(v.Look.You, "since.title", v.Look.Name)),
					sinceList(v.Since),
				)
			}),
			app.Button().ID("pass-rules").Class("btn ghost").Text(T("menu.rules")).OnClick(act.onRules),
		),
	)
}
