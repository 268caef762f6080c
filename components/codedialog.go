package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// codeView shows a game's save code and share link to copy, or the raw text of a save
// that cannot be read. It is drawn as a string of HTML (as the link dialogs, link.go: far less
// app.wasm than go-app's elements); web/link.js, which holds no game logic, copies a text to
// the clipboard (data-copy-link) and says so in the status next to the button (data-status,
// its words in data-done and data-fail, selecting the field data-field when the clipboard
// refuses), and selects a field's whole text when it is clicked (data-select-all). The close
// button reaches onLinkClick through the dialog.
type codeView struct {
	_           noCompare
	Raw         bool   // the raw text of an unreadable save, not a code
	Code        string // the code, or the raw text
	Link        string
	Unprotected bool // the browser may evict the saves
}

// copyButton is a button that copies text, its status after it.
func copyButton(id, cls, text, field, label string) string {
	st := id + "-status"
	return `<div class="row left"><button type="button" id="` + id + `" class="btn ` + cls + `" data-copy-link="` + esc(text) +
		`" data-status="` + st + `" data-field="` + field + `" data-done="` + esc(T("export.copied")) + `" data-fail="` + esc(T("export.select")) + `">` +
		esc(label) + `</button><span id="` + st + `" class="copied" role="status"></span></div>`
}

func (v *codeView) draw(act actions) app.UI {
	id, title := "export-dialog", T("export.title")
	var b string
	if v.Raw {
		id, title = "raw-dialog", T("export.raw")
		b = `<p>` + esc(T("export.rawbody")) + `</p><textarea id="export-code" class="code-field" readonly rows="6" spellcheck="false" data-select-all="1">` +
			esc(v.Code) + `</textarea>` + copyButton("copy-code", "primary", v.Code, "export-code", T("export.copy"))
	} else {
		b = `<p>` + esc(T("export.body")) + `</p><label for="export-code" class="field-label">` + esc(T("export.code")) + `</label>` +
			`<textarea id="export-code" class="code-field" readonly rows="4" spellcheck="false" data-select-all="1">` + esc(v.Code) + `</textarea>` +
			copyButton("copy-code", "primary", v.Code, "export-code", T("export.copy")) +
			`<label for="share-link" class="field-label">` + esc(T("export.link")) + `</label><p class="muted">` + esc(T("export.linkbody")) + `</p>` +
			`<input id="share-link" class="code-field" type="text" readonly value="` + esc(v.Link) + `" data-select-all="1">` +
			copyButton("copy-link", "", v.Link, "share-link", T("export.copylink"))
		if v.Unprotected {
			b += `<p class="muted">` + esc(T("saves.unprotected")) + `</p>`
		}
	}
	b = `<h2 id="` + id + `-title">` + esc(title) + `</h2>` + b +
		`<div class="row">` + button("close-dialog", "ghost", `data-act="close" data-dismiss="1"`, "", T("dialog.close")) + `</div>`
	return app.Div().Class("overlay").Body(
		app.Div().ID(id).Class("panel small save-dialog").Role("dialog").Aria("modal", "true").
			Aria("labelledby", id+"-title").OnClick(act.onLinkClick).Body(app.Raw(`<div>` + b + `</div>`)))
}
