package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// loadDialog asks before an imported game replaces the one on the table.
type loadDialog struct {
	_    noCompare
	What string // the imported game, in words
	Keep string // what happens to the game on the table
}

func (v *loadDialog) draw(act actions) app.UI {
	return saveDialogUI("load-dialog", T("load.title"),
		app.P().ID("load-what").Class("load-what").Text(v.What),
		app.P().Text(v.Keep),
		app.Div().Class("row").Body(
			app.Button().ID("confirm-load").Class("btn primary").Text(T("load.yes")).OnClick(act.onConfirmLoad),
			app.Button().ID("cancel-load").Class("btn ghost").Attr("data-dismiss", "1").Text(T("import.cancel")).OnClick(act.onCloseDialog),
		),
	)
}
