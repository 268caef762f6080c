package components

import (
	"strconv"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// playersView is the table's "Players" dialog: who plays each seat, and the computer speed.
type playersView struct {
	Seats []playerSeat
	Speed string
	Hint  bool // the Hint button's option
}

type playerSeat struct {
	_    noCompare
	Seat int
	Look seatLook
	Kind gameapp.SeatKind
	// Away: the seat is played on another device while the game goes on: it is not a choice
	// here, only a takeover (gameapp.Session.TakeOver), which every device will be told of.
	Away bool
}

func (v *playersView) draw(act actions) app.UI {
	var rows []app.UI
	for _, s := range v.Seats {
		id := "seat-kind-" + strconv.Itoa(s.Seat)
		if s.Away {
			rows = append(rows, app.Div().Class("seat-row").Body(
				app.Raw(markerSVG(s.Look.Colour, s.Seat, 22)),
				app.Span().Class("seat-name").Text(s.Look.Name),
				app.Span().ID(id).Class("kind-away").Text(seatKindLabel(gameapp.Remote)),
				app.Button().ID("take-over-"+strconv.Itoa(s.Seat)).Class("btn small").Attr("data-act", "take-over-ask").
					Attr("data-seat", strconv.Itoa(s.Seat)).Aria("label", T("takeover.button.label", s.Look.Name)).
					OnClick(act.onLinkClick).Text(T("takeover.button")),
			))
			continue
		}
		rows = append(rows, app.Div().Class("seat-row").Body(
			app.Raw(markerSVG(s.Look.Colour, s.Seat, 22)),
			app.Label().For(id).Class("seat-name").Text(s.Look.Name),
			app.Select().ID(id).Class("kind-select").Attr("data-seat", strconv.Itoa(s.Seat)).
				OnChange(act.onSeatKindTable).Body(seatKindOptions(s.Kind)...),
		))
	}
	return app.Div().Class("overlay").Role("dialog").Aria("modal", "true").Aria("labelledby", "seats-title").Body(
		app.Div().ID("seats-panel").Class("panel small seats-panel").Body(
			app.H2().ID("seats-title").Text(T("seats.title")),
			app.P().Class("muted").Text(T("seats.body")),
			app.Div().Class("seats").Body(rows...),
			speedSelect(act, "speed-table", v.Speed),
			// kept on this device by web/table.js, which plays the motion
			app.Div().Class("opt").Body(
				app.Input().Type("checkbox").ID("motion-opt"),
				app.Label().For("motion-opt").Text(T("motion.label")),
			),
			app.Div().Class("opt").Body(
				checkbox("hint-opt", v.Hint).Attr("data-guide", "hintopt").OnChange(act.onGuide),
				app.Label().For("hint-opt").Text(T("hint.option")),
			),
			app.Div().Class("row").Body(
				app.Button().ID("seats-done").Class("btn primary").Attr("data-dismiss", "1").Text(T("seats.done")).OnClick(act.onClosePanel),
			),
		),
	)
}
