package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// deleteDialog asks before a saved game (or an unreadable entry) is deleted.
type deleteDialog struct {
	app.Compo
	Act  actions
	What string // the saved game, in words ("" for an unreadable entry)
}

func (d *deleteDialog) Render() app.UI {
	return saveDialogUI("delete-dialog", T("delete.title"),
		app.If(d.What != "", func() app.UI { return app.P().Class("load-what").Text(d.What) }),
		app.P().Text(T("delete.body")),
		app.Div().Class("row").Body(
			app.Button().ID("confirm-delete").Class("btn danger").Text(T("delete.yes")).OnClick(d.Act.onConfirmDelete),
			app.Button().ID("cancel-delete").Class("btn ghost").Text(T("delete.no")).OnClick(d.Act.onCloseDialog),
		),
	)
}
