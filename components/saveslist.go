package components

import (
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// savesView is the start screen's list of saved games, newest first, with Continue, Code and
// Delete, the entries that cannot be read, Load code, and whether the browser protects the
// saves.
type savesView struct {
	Mounted     bool // false in the pre-rendered page, before the app has started
	Unavailable bool // local storage cannot be used
	LoadErr     string
	Items       []saveItem
	Bad         []badSave
	Protection  gameapp.Protection
}

// saveItem is a saved game.
type saveItem struct {
	_       noCompare
	ID, Key string
	Who     string // the players, in words
	Where   string // how far the game is
	When    string // last played
	Over    bool
	// Turn says whose turn a game by links is ("Your turn", "Waiting for Ben"); Yours when
	// this device plays it.
	Turn  string
	Yours bool
}

// badSave is an entry that cannot be read.
type badSave struct {
	_     noCompare
	Key   string
	Newer bool // written by a newer version of the app
}

func (v *savesView) draw(act actions) app.UI {
	head := app.H2().Text(T("saves.title"))
	if !v.Mounted {
		return app.Div().Body(head, app.P().Class("muted").Text(T("setup.nosaves")))
	}
	importBtn := app.Button().ID("open-import").Class("btn").Text(T("saves.loadcode")).OnClick(act.onOpenImport)
	loadErr := app.If(v.LoadErr != "", func() app.UI {
		return app.P().ID("saves-error").Class("error").Role("alert").Text(v.LoadErr)
	})
	if v.Unavailable {
		return app.Div().Body(head, app.P().ID("saves-unavailable").Class("notice warn").Text(T("saves.unavailable")), loadErr, importBtn)
	}
	var items []app.UI
	for _, f := range v.Items {
		cont := T("saves.continue")
		if f.Over {
			cont = T("saves.view")
		}
		items = append(items, app.Li().Class("save-item").Attr("data-save", f.ID).Body(
			app.Div().Class("save-main").Body(
				app.Strong().Class("save-who").Text(f.Who),
				app.If(f.Turn != "", func() app.UI {
					cls := "save-turn"
					if f.Yours {
						cls += " yours"
					}
					return app.Span().Class(cls).Text(f.Turn)
				}),
				app.Span().Class("save-where").Text(f.Where),
				app.Span().Class("save-when muted").Text(T("saves.updated", f.When)),
			),
			app.Div().Class("save-acts").Body(
				app.Button().Class("btn primary small save-continue").Attr("data-save", f.ID).
					Aria("label", T("saves.continueof", f.Who)).Text(cont).OnClick(act.onContinue),
				app.Button().Class("btn small save-review").Attr("data-save", f.ID).Attr("data-review", "save").
					Aria("label", T("saves.reviewof", f.Who)).Text(T("saves.review")).OnClick(act.onReview),
				app.Button().Class("btn small save-export").Attr("data-save", f.ID).
					Aria("label", T("saves.exportof", f.Who)).Text(T("saves.export")).OnClick(act.onOpenExport),
				app.Button().Class("btn small ghost save-delete").Attr("data-key", f.Key).
					Aria("label", T("saves.deleteof", f.Who)).Text(T("saves.delete")).OnClick(act.onAskDelete),
			),
		))
	}
	for _, d := range v.Bad {
		why := T("saves.baddamaged")
		if d.Newer {
			why = T("saves.badnewer")
		}
		items = append(items, app.Li().Class("save-item bad").Attr("data-key", d.Key).Body(
			app.Div().Class("save-main").Body(
				app.Strong().Text(T("saves.bad")),
				app.Span().Class("save-why").Text(why),
			),
			app.Div().Class("save-acts").Body(
				app.Button().Class("btn small save-raw").Attr("data-key", d.Key).Text(T("saves.exportraw")).OnClick(act.onExportRaw),
				app.Button().Class("btn small ghost save-delete").Attr("data-key", d.Key).Text(T("saves.delete")).OnClick(act.onAskDelete),
			),
		))
	}
	var body app.UI
	if len(items) == 0 {
		body = app.P().ID("saves-empty").Class("muted").Text(T("saves.none"))
	} else {
		body = app.Ul().ID("saves-list").Class("saves-list").Body(items...)
	}
	return app.Div().Body(head, loadErr, body, importBtn,
		app.Button().ID("open-history").Class("btn").Attr("data-screen", "history").Text(T("hist.title")).OnClick(act.onScreen),
		protectionNote(act, v.Protection))
}

func protectionNote(act actions, p gameapp.Protection) app.UI {
	switch p {
	case gameapp.ProtectYes:
		return app.P().ID("save-protection").Class("protect ok").Attr("data-persisted", "yes").Text(T("saves.protected"))
	case gameapp.ProtectNo:
		return app.P().ID("save-protection").Class("protect").Attr("data-persisted", "no").Body(
			app.Span().Text(T("saves.unprotected")+" "),
			app.Button().ID("protect-saves").Class("btn small").Text(T("saves.protect")).OnClick(act.onProtect),
		)
	}
	return app.P().ID("save-protection").Class("protect").Attr("data-persisted", "unknown").Text(T("saves.unprotected"))
}
