package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// codeView shows a game's save code and share link to copy, or the raw text of a save
// that cannot be read.
type codeView struct {
	_           noCompare
	Raw         bool   // the raw text of an unreadable save, not a code
	Code        string // the code, or the raw text
	Link        string
	Copied      string // "code" or "link" after a Copy click, "select" when the clipboard refused
	Unprotected bool   // the browser may evict the saves
}

func (v codeView) copiedNote(what string) app.UI {
	switch v.Copied {
	case what:
		return app.Span().Class("copied").Role("status").Text(T("export.copied"))
	case "select":
		return app.Span().Class("copied").Role("status").Text(T("export.select"))
	}
	return app.Span().Class("copied").Role("status")
}

func (v *codeView) draw(act actions) app.UI {
	closeBtn := app.Button().ID("close-dialog").Class("btn ghost").Attr("data-dismiss", "1").Text(T("dialog.close")).OnClick(act.onCloseDialog)
	if v.Raw {
		return saveDialogUI("raw-dialog", T("export.raw"),
			app.P().Text(T("export.rawbody")),
			app.Textarea().ID("export-code").Class("code-field").ReadOnly(true).Rows(6).
				Spellcheck(false).Text(v.Code).OnClick(act.onSelectAll),
			app.Div().Class("row left").Body(
				app.Button().ID("copy-code").Class("btn primary").Attr("data-copy", "code").Text(T("export.copy")).OnClick(act.onCopy),
				v.copiedNote("code"),
			),
			app.Div().Class("row").Body(closeBtn),
		)
	}
	return saveDialogUI("export-dialog", T("export.title"),
		app.P().Text(T("export.body")),
		app.Label().For("export-code").Class("field-label").Text(T("export.code")),
		app.Textarea().ID("export-code").Class("code-field").ReadOnly(true).Rows(4).
			Spellcheck(false).Text(v.Code).OnClick(act.onSelectAll),
		app.Div().Class("row left").Body(
			app.Button().ID("copy-code").Class("btn primary").Attr("data-copy", "code").Text(T("export.copy")).OnClick(act.onCopy),
			v.copiedNote("code"),
		),
		app.Label().For("share-link").Class("field-label").Text(T("export.link")),
		app.P().Class("muted").Text(T("export.linkbody")),
		app.Input().ID("share-link").Class("code-field").Type("text").ReadOnly(true).Value(v.Link).OnClick(act.onSelectAll),
		app.Div().Class("row left").Body(
			app.Button().ID("copy-link").Class("btn").Attr("data-copy", "link").Text(T("export.copylink")).OnClick(act.onCopy),
			v.copiedNote("link"),
		),
		app.If(v.Unprotected, func() app.UI { return app.P().Class("muted").Text(T("saves.unprotected")) }),
		app.Div().Class("row").Body(closeBtn),
	)
}
