package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// confirmNewDialog asks before leaving a game under way for the start screen.
type confirmNewDialog struct {
	_    noCompare
	Body string // what happens to the game on the table
}

func (v *confirmNewDialog) draw(act actions) app.UI {
	return app.Div().Class("overlay").Role("dialog").Aria("modal", "true").Aria("label", T("confirm.title")).Body(
		app.Div().Class("panel small").Body(
			app.H2().Text(T("confirm.title")),
			app.P().Text(v.Body),
			app.Div().Class("row").Body(
				app.Button().ID("confirm-new").Class("btn primary").Text(T("confirm.yes")).OnClick(act.onNewGame),
				app.Button().ID("cancel-new").Class("btn ghost").Attr("data-dismiss", "1").Text(T("confirm.no")).OnClick(act.onClosePanel),
			),
		),
	)
}
