package components

import (
	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// importDialog takes a pasted save code or share link.
type importDialog struct {
	_   noCompare
	Err string // what is wrong with the last code tried
}

func (v *importDialog) draw(act actions) app.UI {
	return saveDialogUI("import-dialog", T("import.title"),
		app.Label().For("import-code").Class("field-label").Text(T("import.label", engine.CodePrefix)),
		app.Textarea().ID("import-code").Class("code-field").Rows(4).Spellcheck(false).
			Attr("autocomplete", "off").Attr("autocapitalize", "off").AutoFocus(true),
		app.If(v.Err != "", func() app.UI {
			return app.P().ID("import-error").Class("error").Role("alert").Text(v.Err)
		}),
		app.Div().Class("row").Body(
			app.Button().ID("import-load").Class("btn primary").Text(T("import.load")).OnClick(act.onImportLoad),
			app.Button().ID("import-review").Class("btn").Attr("data-review", "code").Text(T("review.open")).OnClick(act.onReview),
			app.Button().ID("cancel-import").Class("btn ghost").Attr("data-dismiss", "1").Text(T("import.cancel")).OnClick(act.onCloseDialog),
		),
	)
}
