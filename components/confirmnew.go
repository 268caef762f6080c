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

// giveUpDialog asks once before a task is given up: it scores nothing. Its first button is the
// give-up itself (the same choice as the place that was pressed).
type giveUpDialog struct {
	_    noCompare
	Key  string // the give-up's data-choice key
	Task string // the task, in words
}

func (v *giveUpDialog) draw(act actions) app.UI {
	return app.Div().Class("overlay").Role("dialog").Aria("modal", "true").Aria("labelledby", "give-up-title").Body(
		app.Div().ID("give-up").Class("panel small").Body(
			app.H2().ID("give-up-title").Text(T("giveup.title", v.Task)),
			app.P().Text(T("giveup.body")),
			app.Div().Class("row").Body(
				app.Button().ID("confirm-give-up").Class("btn danger").Attr("data-choice", v.Key).Text(T("giveup.yes")).OnClick(act.onChoice),
				app.Button().ID("cancel-give-up").Class("btn primary").Attr("data-dismiss", "1").AutoFocus(true).Text(T("giveup.no")).OnClick(act.onClosePanel),
			),
		),
	)
}
