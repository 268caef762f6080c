package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// deleteDialog asks before a saved game (or an unreadable entry) is deleted.
type deleteDialog struct {
	_    noCompare
	What string // the saved game, in words ("" for an unreadable entry)
}

func (v *deleteDialog) draw(act actions) app.UI {
	return saveDialogUI("delete-dialog", T("delete.title"),
		app.If(v.What != "", func() app.UI { return app.P().Class("load-what").Text(v.What) }),
		app.P().Text(T("delete.body")),
		app.Div().Class("row").Body(
			app.Button().ID("confirm-delete").Class("btn danger").Text(T("delete.yes")).OnClick(act.onConfirmDelete),
			app.Button().ID("cancel-delete").Class("btn ghost").Attr("data-dismiss", "1").Text(T("delete.no")).OnClick(act.onCloseDialog),
		),
	)
}
