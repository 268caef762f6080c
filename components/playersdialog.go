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
			// drawn as a string of HTML (as the link dialogs: far less app.wasm); its button
			// reaches onLinkClick through the rows' container
			n := strconv.Itoa(s.Seat)
			rows = append(rows, app.Raw(`<div class="seat-row">`+markerSVG(s.Look.Colour, s.Seat, 22)+
				`<span class="seat-name">`+esc(s.Look.Name)+`</span><span id="`+id+`" class="kind-away">`+
				esc(seatKindLabel(gameapp.Remote))+`</span>`+
				button("take-over-"+n, "small", `data-act="take-over-ask" data-seat="`+n+`"`, T("takeover.button.label", s.Look.Name), T("takeover.button"))+`</div>`))
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
			app.Div().Class("seats").OnClick(act.onLinkClick).Body(rows...),
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
