package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// confirmNewDialog asks before leaving a game under way for the start screen.
type confirmNewDialog struct {
	app.Compo
	Act  actions
	Body string // what happens to the game on the table
}

func (d *confirmNewDialog) Render() app.UI {
	return app.Div().Class("overlay").Role("dialog").Aria("modal", "true").Aria("label", T("confirm.title")).Body(
		app.Div().Class("panel small").Body(
			app.H2().Text(T("confirm.title")),
			app.P().Text(d.Body),
			app.Div().Class("row").Body(
				app.Button().ID("confirm-new").Class("btn primary").Text(T("confirm.yes")).OnClick(d.Act.onNewGame),
				app.Button().Class("btn ghost").Text(T("confirm.no")).OnClick(d.Act.onClosePanel),
			),
		),
	)
}
