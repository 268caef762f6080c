package components

import (
	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// statusView is where each seat stands on the status track, in turn order.
type statusView struct {
	Rows []statusRow
}

type statusRow struct {
	_      noCompare
	Seat   int
	Look   seatLook
	Status int // steps on the track
}

func (v *statusView) draw(act actions) app.UI {
	var rows []app.UI
	for _, r := range v.Rows {
		rows = append(rows, app.Li().Aria("description", T("label.detail", T(youKey("status.title", r.Look.You), r.Look.Name, r.Status, engine.StatusVP(r.Status)), statusInfo(r.Status))).Body(
			app.Raw(markerSVG(r.Look.Colour, r.Seat, 12)),
			app.Span().Class("sv").Text(T("status.steps", r.Status, engine.StatusVP(r.Status))),
		))
	}
	return app.Div().Class("status box").Body(
		app.H2().Text(T("area.status")),
		app.Ul().Class("srow").Body(rows...),
	)
}
