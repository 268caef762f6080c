package components

import (
	"errors"
	"strings"

	gameapp "borabora/app"
	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func init() {
	if ContinueSlot == nil {
		ContinueSlot = func(r *Root) app.UI { return r.savedGamesView() }
	}
}

// ---- start screen: saved games ----

func summaryLine(sm gameapp.Summary) string {
	if sm.Over {
		var sc []string
		for i, n := range sm.Names {
			if i < len(sm.Scores) {
				sc = append(sc, T("saves.score", isolate(n), sm.Scores[i]))
			}
		}
		return T("saves.finished") + " · " + strings.Join(sc, " · ")
	}
	return T("saves.round", max(sm.Round, 1), engine.Rounds) + " · " + stageName(engine.Stage(sm.Stage)) +
		" · " + plural("saves.moves", sm.Moves)
}

func (r *Root) protectionNote() app.UI {
	switch r.sv.persist {
	case persistYes:
		return app.P().ID("save-protection").Class("protect ok").Attr("data-persisted", "yes").Text(T("saves.protected"))
	case persistNo:
		return app.P().ID("save-protection").Class("protect").Attr("data-persisted", "no").Body(
			app.Span().Text(T("saves.unprotected")+" "),
			app.Button().ID("protect-saves").Class("btn small").Text(T("saves.protect")).OnClick(r.onProtect),
		)
	}
	return app.P().ID("save-protection").Class("protect").Attr("data-persisted", "unknown").Text(T("saves.unprotected"))
}

func (r *Root) savedGamesView() app.UI {
	head := app.H2().Text(T("saves.title"))
	if r.sv == nil { // pre-rendered page, before the app starts
		return app.Div().Body(head, app.P().Class("muted").Text(T("setup.nosaves")))
	}
	st := r.sv
	importBtn := app.Button().ID("open-import").Class("btn").Text(T("saves.loadcode")).OnClick(r.onOpenImport)
	loadErr := app.If(st.loadErr != "", func() app.UI {
		return app.P().ID("saves-error").Class("error").Role("alert").Text(st.loadErr)
	})
	if st.kvErr != nil {
		return app.Div().Body(head, app.P().ID("saves-unavailable").Class("notice warn").Text(T("saves.unavailable")), loadErr, importBtn)
	}
	list, bad, err := st.store.List()
	if err != nil {
		return app.Div().Body(head, app.P().ID("saves-unavailable").Class("notice warn").Text(T("saves.unavailable")), loadErr, importBtn)
	}
	var items []app.UI
	for _, f := range list {
		who := joinList(isolateAll(f.Summary.Names))
		cont := T("saves.continue")
		if f.Summary.Over {
			cont = T("saves.view")
		}
		items = append(items, app.Li().Class("save-item").Attr("data-save", f.ID).Body(
			app.Div().Class("save-main").Body(
				app.Strong().Class("save-who").Text(who),
				app.Span().Class("save-where").Text(summaryLine(f.Summary)),
				app.Span().Class("save-when muted").Text(T("saves.updated", localDate(f.Updated))),
			),
			app.Div().Class("save-acts").Body(
				app.Button().Class("btn primary small save-continue").Attr("data-save", f.ID).
					Aria("label", T("saves.continueof", who)).Text(cont).OnClick(r.onContinue),
				app.Button().Class("btn small save-export").Attr("data-save", f.ID).
					Aria("label", T("saves.exportof", who)).Text(T("saves.export")).OnClick(r.onOpenExport),
				app.Button().Class("btn small ghost save-delete").Attr("data-key", gameapp.KeyOf(f.ID)).
					Aria("label", T("saves.deleteof", who)).Text(T("saves.delete")).OnClick(r.onAskDelete),
			),
		))
	}
	for _, d := range bad {
		why := T("saves.baddamaged")
		if errors.Is(d.Reason, gameapp.ErrNewerFormat) {
			why = T("saves.badnewer")
		}
		items = append(items, app.Li().Class("save-item bad").Attr("data-key", d.Key).Body(
			app.Div().Class("save-main").Body(
				app.Strong().Text(T("saves.bad")),
				app.Span().Class("save-why").Text(why),
			),
			app.Div().Class("save-acts").Body(
				app.Button().Class("btn small save-raw").Attr("data-key", d.Key).Text(T("saves.exportraw")).OnClick(r.onExportRaw),
				app.Button().Class("btn small ghost save-delete").Attr("data-key", d.Key).Text(T("saves.delete")).OnClick(r.onAskDelete),
			),
		))
	}
	var body app.UI
	if len(items) == 0 {
		body = app.P().ID("saves-empty").Class("muted").Text(T("saves.none"))
	} else {
		body = app.Ul().ID("saves-list").Class("saves-list").Body(items...)
	}
	return app.Div().Body(head, loadErr, body, importBtn, r.protectionNote())
}

// ---- table: status, menu buttons, banner ----

// saveMenu is the save status and the export and import buttons of the table menu.
func (r *Root) saveMenu() app.UI {
	if r.sv == nil {
		return app.Text("")
	}
	state, label, title := "ok", T("save.ok"), T("save.okunprotected")
	if r.sv.persist == persistYes {
		title = T("save.okprotected")
	}
	if a := r.saver(); a == nil || !a.Status().OK {
		state, label, title = "off", T("save.off"), ""
		if a != nil && a.Status().Conflict {
			state, label = "conflict", T("save.conflict")
		}
		if a != nil && a.Status().Cleared {
			state, label = "cleared", T("save.cleared")
		}
	}
	return app.Span().Class("save-menu").Body(
		app.Span().ID("save-status").Class("save-status", state).Attr("data-state", state).Title(title).Text(label),
		app.Button().ID("open-export").Class("btn ghost").Text(T("menu.export")).OnClick(r.onOpenExport),
		app.Button().ID("open-import").Class("btn ghost").Text(T("menu.import")).OnClick(r.onOpenImport),
	)
}

// saveBanner tells the player plainly when the game on the table is not being saved.
func (r *Root) saveBanner() app.UI {
	if r.sv == nil || r.s == nil {
		return app.Text("")
	}
	st := r.sv
	export := app.Button().Class("btn small").ID("banner-export").Text(T("banner.export")).OnClick(r.onOpenExport)
	a := r.saver()
	switch {
	case st.kvErr != nil:
		return banner("off", T("banner.off"), export)
	case a != nil && a.Status().Cleared:
		return banner("cleared", T("banner.cleared"),
			app.Button().ID("resave").Class("btn small primary").Text(T("banner.resave")).OnClick(r.onResave),
			export)
	case a != nil && a.Status().Conflict:
		return banner("conflict", T("banner.conflict"),
			app.Button().ID("take-latest").Class("btn small primary").Text(T("banner.takelatest")).OnClick(r.onTakeLatest),
			app.Button().ID("keep-separate").Class("btn small").Text(T("banner.keep")).OnClick(r.onKeepSeparate),
			export)
	case a != nil && a.Status().Err != nil:
		msg := T("banner.failed", storeProblem(a.Status().Err))
		kind := "failed"
		if gameapp.StorageFull(a.Status().Err) {
			msg, kind = T("banner.full"), "full"
		}
		return banner(kind, msg,
			app.Button().ID("retry-save").Class("btn small").Text(T("banner.retry")).OnClick(r.onRetrySave),
			export)
	case st.notice != "":
		return app.Div().ID("save-notice").Class("save-banner info").Role("status").Body(
			app.Span().Text(st.notice),
			app.Button().Class("btn small ghost").Text(T("banner.dismiss")).OnClick(r.onDismissNotice),
		)
	}
	return app.Text("")
}

func banner(kind, msg string, acts ...app.UI) app.UI {
	return app.Div().ID("save-banner").Class("save-banner", kind).Attr("data-kind", kind).Role("alert").Body(
		app.P().Class("save-banner-text").Text(msg),
		app.Div().Class("save-banner-acts").Body(acts...),
	)
}

func (r *Root) onDismissNotice(ctx app.Context, e app.Event) {
	if r.sv != nil {
		r.sv.notice = ""
	}
}

// confirmNewBody says what happens to the game on the table when a new one starts.
func (r *Root) confirmNewBody() string {
	if a := r.saver(); a != nil && a.Status().OK {
		return T("confirm.body") + " " + T("confirm.saved")
	}
	if r.sv == nil {
		return T("confirm.body")
	}
	return T("confirm.body") + " " + T("confirm.unsaved")
}

// ---- dialogs ----

func dialog(id, title string, body ...app.UI) app.UI {
	return app.Div().Class("overlay").Body(
		app.Div().ID(id).Class("panel small save-dialog").Role("dialog").Aria("modal", "true").
			Aria("labelledby", id+"-title").Body(
			append([]app.UI{app.H2().ID(id + "-title").Text(title)}, body...)...,
		),
	)
}

func (r *Root) copiedNote(what string) app.UI {
	switch r.sv.copied {
	case what:
		return app.Span().Class("copied").Role("status").Text(T("export.copied"))
	case "select":
		return app.Span().Class("copied").Role("status").Text(T("export.select"))
	}
	return app.Span().Class("copied").Role("status")
}

// saveDialog renders the open save dialog, if any.
func (r *Root) saveDialog() app.UI {
	if r.sv == nil {
		return app.Text("")
	}
	st := r.sv
	closeBtn := app.Button().ID("close-dialog").Class("btn ghost").Text(T("dialog.close")).OnClick(r.onCloseDialog)
	switch st.dialog {
	case "export":
		code := r.exportCode()
		link := gameapp.ShareLink(pageBase(), code)
		return dialog("export-dialog", T("export.title"),
			app.P().Text(T("export.body")),
			app.Label().For("export-code").Class("field-label").Text(T("export.code")),
			app.Textarea().ID("export-code").Class("code-field").ReadOnly(true).Rows(4).
				Spellcheck(false).Text(code).OnClick(r.onSelectAll),
			app.Div().Class("row left").Body(
				app.Button().ID("copy-code").Class("btn primary").Attr("data-copy", "code").Text(T("export.copy")).OnClick(r.onCopy),
				r.copiedNote("code"),
			),
			app.Label().For("share-link").Class("field-label").Text(T("export.link")),
			app.P().Class("muted").Text(T("export.linkbody")),
			app.Input().ID("share-link").Class("code-field").Type("text").ReadOnly(true).Value(link).OnClick(r.onSelectAll),
			app.Div().Class("row left").Body(
				app.Button().ID("copy-link").Class("btn").Attr("data-copy", "link").Text(T("export.copylink")).OnClick(r.onCopy),
				r.copiedNote("link"),
			),
			app.If(st.persist != persistYes, func() app.UI { return app.P().Class("muted").Text(T("saves.unprotected")) }),
			app.Div().Class("row").Body(closeBtn),
		)
	case "raw":
		return dialog("raw-dialog", T("export.raw"),
			app.P().Text(T("export.rawbody")),
			app.Textarea().ID("export-code").Class("code-field").ReadOnly(true).Rows(6).
				Spellcheck(false).Text(st.exportRaw).OnClick(r.onSelectAll),
			app.Div().Class("row left").Body(
				app.Button().ID("copy-code").Class("btn primary").Attr("data-copy", "code").Text(T("export.copy")).OnClick(r.onCopy),
				r.copiedNote("code"),
			),
			app.Div().Class("row").Body(closeBtn),
		)
	case "import":
		return dialog("import-dialog", T("import.title"),
			app.Label().For("import-code").Class("field-label").Text(T("import.label", engine.CodePrefix)),
			app.Textarea().ID("import-code").Class("code-field").Rows(4).Spellcheck(false).
				Attr("autocomplete", "off").Attr("autocapitalize", "off").AutoFocus(true),
			app.If(st.importErr != "", func() app.UI {
				return app.P().ID("import-error").Class("error").Role("alert").Text(st.importErr)
			}),
			app.Div().Class("row").Body(
				app.Button().ID("import-load").Class("btn primary").Text(T("import.load")).OnClick(r.onImportLoad),
				app.Button().ID("cancel-import").Class("btn ghost").Text(T("import.cancel")).OnClick(r.onCloseDialog),
			),
		)
	case "confirm-load":
		if st.pending == nil {
			return app.Text("")
		}
		g := st.pending.Game()
		what := T("load.what", joinList(isolateAll(st.pending.Setup().Names)), max(int(g.Round()), 1), engine.Rounds, stageName(g.Stage()))
		keep := T("load.keep")
		if a := r.saver(); a == nil || !a.Status().OK {
			keep = T("load.unsaved")
		}
		return dialog("load-dialog", T("load.title"),
			app.P().ID("load-what").Class("load-what").Text(what),
			app.P().Text(keep),
			app.Div().Class("row").Body(
				app.Button().ID("confirm-load").Class("btn primary").Text(T("load.yes")).OnClick(r.onConfirmLoad),
				app.Button().ID("cancel-load").Class("btn ghost").Text(T("import.cancel")).OnClick(r.onCloseDialog),
			),
		)
	case "delete":
		what := ""
		for _, f := range r.listOrNil() {
			if gameapp.KeyOf(f.ID) == st.delKey {
				what = joinList(isolateAll(f.Summary.Names)) + " — " + summaryLine(f.Summary)
			}
		}
		return dialog("delete-dialog", T("delete.title"),
			app.If(what != "", func() app.UI { return app.P().Class("load-what").Text(what) }),
			app.P().Text(T("delete.body")),
			app.Div().Class("row").Body(
				app.Button().ID("confirm-delete").Class("btn danger").Text(T("delete.yes")).OnClick(r.onConfirmDelete),
				app.Button().ID("cancel-delete").Class("btn ghost").Text(T("delete.no")).OnClick(r.onCloseDialog),
			),
		)
	}
	return app.Text("")
}

func (r *Root) listOrNil() []gameapp.SaveFile {
	l, _, _ := r.sv.store.List()
	return l
}
