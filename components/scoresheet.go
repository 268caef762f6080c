package components

import (
	"strconv"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// sheetView is the last screen: the winner, the ranking, the points by source and the log.
type sheetView struct {
	Winner     int    // seat
	WinnerText string // who won, with how many points
	Tie        bool   // the winner won on the tie-break
	Places     []sheetPlace
	Table      scoreTableView
	CanExport  bool
	Linked     bool // played by links: the end can be sent to the other devices
	Log        []logSection
}

// sheetPlace is a seat's place in the ranking.
type sheetPlace struct {
	_     noCompare
	Seat  int
	Look  seatLook
	Kind  gameapp.SeatKind
	Score int
}

func (v *sheetView) draw(act actions) app.UI {
	var places []app.UI
	for i, p := range v.Places {
		places = append(places, app.Li().Class("place").Body(
			app.Span().Class("pos").Text(T("score.place", i+1)),
			app.Raw(markerSVG(p.Look.Colour, p.Seat, 18)),
			app.Span().Class("nm").Title(p.Look.Name).Text(p.Look.Name),
			botTag(p.Kind),
			app.Span().Class("vp").Text(T("vp.long", p.Score)),
		))
	}
	return app.Div().ID("score-sheet").Class("screen final").Body(
		app.Main().Class("final-card").Body(
			app.Raw(logoSVG),
			app.H1().Text(T("score.title")),
			app.P().ID("winner").Class("winner").Attr("data-winner", strconv.Itoa(v.Winner)).Text(v.WinnerText),
			app.If(v.Tie, func() app.UI { return app.P().Class("tie").Text(T("score.tiebreak")) }),
			app.Ol().Class("ranking").Body(places...),
			&part{Lang: Language(), View: &v.Table},
			app.Div().Class("row").Body(
				app.Button().ID("final-new").Class("btn primary").Text(T("menu.new")).OnClick(act.onNewGame),
				app.Button().ID("final-review").Class("btn").Attr("data-review", "table").Text(T("review.open")).OnClick(act.onReview),
				app.If(v.CanExport, func() app.UI {
					return app.Button().ID("open-export").Class("btn").Text(T("menu.export")).OnClick(act.onOpenExport)
				}),
				app.If(v.Linked, func() app.UI {
					return app.Button().ID("send-open").Class("btn").Text(T("send.end")).OnClick(act.onOpenSend)
				}),
				app.Button().ID("close-sheet").Class("btn").Text(T("score.board")).OnClick(act.onFinalBoard),
				app.Button().ID("final-rules").Class("btn ghost").Text(T("menu.rules")).OnClick(act.onRules),
			),
			app.Details().Class("finallog").Body(
				app.Summary().Text(T("log.title")),
				app.Ol().Class("loglist").Body(logLines(v.Log)...),
			),
		),
	)
}
