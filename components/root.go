// Package components holds the go-app user interface: a thin root that switches screens, one
// component per screen, dialog and board area, each in its own file and drawn from plain
// values (view.go builds them from the game); the controller (controller.go, handlers_*.go)
// holds the page's state and changes it when the components report an event.
package components

import (
	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Root is the single route's component: it draws the screen the controller's state calls
// for (the start screen, the table, the score sheet) and what lies above it (banners, the
// pass-device screen, the rules, a save dialog).
type Root struct {
	app.Compo
	c *controller
}

// NewRoot returns the root component.
func NewRoot() app.Composer { return newRoot() }

// newRoot is the page's root; in the browser it takes what the player did on the start screen
// before the app started (early.go), so that the first drawing shows it.
func newRoot() *Root {
	r := &Root{c: newController()}
	r.c.takeEarly()
	return r
}

// NewRootWithSession returns a root already showing a game (tests, restored saves).
func NewRootWithSession(s *gameapp.Session) *Root {
	r := newRoot()
	r.c.s = s
	return r
}

// Session returns the game on the table (nil on the start screen).
func (r *Root) Session() *gameapp.Session { return r.c.s }

// OnMount runs in the browser only.
// The app counts as mounted (data-mounted, which web/early.js waits for before it hands the
// page over) once the saves are open, and they open once web/journal.js has read the journal,
// which puts back what a killed browser lost (gameapp.FoldJournal): almost always before
// app.wasm has started.
func (r *Root) OnMount(ctx app.Context) {
	r.c.ctx = ctx
	open := func(ctx app.Context) {
		r.c.mounted = true
		r.c.mountSaves(ctx)
		r.c.runEarly(ctx)
	}
	now := true
	readJournal(func() {
		if now {
			open(ctx)
			return
		}
		ctx.Dispatch(open)
	})
	now = false
	r.c.mountRehearsal(ctx)
}

// OnAppUpdate shows the update banner; the app never reloads by itself.
func (r *Root) OnAppUpdate(ctx app.Context) { r.c.updateReady = true }

var _ app.AppUpdater = (*Root)(nil)
var _ app.Mounter = (*Root)(nil)

// Render draws the current screen.
func (r *Root) Render() app.UI {
	c := r.c
	m := "false"
	if c.mounted {
		m = "true"
	}
	var screen, overlay app.UI
	switch {
	case c.rv != nil:
		v := c.rv.view()
		screen = &part{Lang: Language(), Act: c, View: &v}
	case c.screen != noScreen && c.sv != nil:
		v := c.historyView()
		screen = &part{Lang: Language(), Act: c, View: &v}
	case c.s == nil:
		v := c.startView()
		screen = &part{Lang: Language(), Act: c, View: &v}
	case c.s.Game().Over() && c.boardFor != c.s:
		v := c.sheetView()
		screen = &part{Lang: Language(), Act: c, View: &v}
	case c.s.Game().Over():
		// the final board, with the way back to the score sheet
		v := c.tableView(c.s.Game(), false)
		screen = app.Div().Class("final-board").Body(
			app.Button().ID("open-sheet").Class("btn primary sheet-toggle").Text(T("score.open")).OnClick(c.onFinalBoard),
			&part{Lang: Language(), Act: c, View: &v},
		)
	default:
		// The pass-device screen covers the table instead of replacing it: the table stays
		// mounted (no hand is shown while a pass is pending), so handing over the device and
		// coming back only changes what differs.
		pass := c.needsPass()
		v := c.tableView(c.s.Game(), pass)
		screen = &part{Lang: Language(), Act: c, View: &v}
		if pass {
			pv := c.passView()
			overlay = &part{Lang: Language(), Act: c, View: &pv}
			if c.panel == panelSeats {
				// handing the deciding seat to a person brings the pass-device screen while
				// the Players dialog is open: the dialog stays above it, usable
				overlay = app.Div().Body(overlay, &part{Lang: Language(), Act: c, View: &v.Players})
			}
		}
	}
	var banner app.UI = app.Text("")
	if b, ok := c.bannerView(); ok {
		banner = &part{Lang: Language(), Act: c, View: &b}
	}
	return app.Div().ID("root").Attr("data-mounted", m).Body(
		app.If(c.updateReady, func() app.UI { return &part{Lang: Language(), Act: c, View: &updateBanner{}} }),
		banner,
		screen,
		app.If(overlay != nil, func() app.UI { return overlay }),
		app.If(c.panel == panelRules, func() app.UI { return &part{Lang: Language(), Act: c, View: &rulesDialog{}} }),
		r.saveDialog(),
	)
}

// saveDialog is the open save dialog, if any.
func (r *Root) saveDialog() app.UI {
	c := r.c
	if c.sv == nil {
		return app.Text("")
	}
	st := c.sv
	switch st.dialog {
	case dialogExport:
		code := c.exportCode()
		return &part{Lang: Language(), Act: c, View: &codeView{Code: code, Link: gameapp.ShareLink(pageBase(), code),
			Unprotected: st.lib.Protection() != gameapp.ProtectYes}}
	case dialogRaw:
		return &part{Lang: Language(), Act: c, View: &codeView{Raw: true, Code: st.exportRaw}}
	case dialogImport:
		return &part{Lang: Language(), Act: c, View: &importDialog{Err: st.importErr}}
	case dialogConfirmLoad:
		pending := st.lib.Pending()
		if pending == nil {
			return app.Text("")
		}
		g := pending.Game()
		what := T("load.what", joinList(isolateAll(pending.Setup().Names)), max(g.Round(), 1), engine.Rounds, stageName(g.Stage()))
		keep := T("load.keep")
		if !st.lib.Saved(c.s) {
			keep = T("load.unsaved")
		}
		return &part{Lang: Language(), Act: c, View: &loadDialog{What: what, Keep: keep}}
	case dialogSend:
		if c.s != nil {
			return &part{Lang: Language(), Act: c, View: &linkDialog{ID: "send-dialog", Body: c.sendBody()}}
		}
	case dialogTakeover:
		if c.s != nil {
			return &part{Lang: Language(), Act: c, View: &linkDialog{ID: "takeover-dialog", Body: c.takeOverBody()}}
		}
	case dialogJoin:
		if st.lib.Pending() != nil {
			return &part{Lang: Language(), Act: c, View: &linkDialog{ID: "join-dialog", Body: c.joinBody()}}
		}
	case dialogSaid:
		return &part{Lang: Language(), Act: c, View: &linkDialog{ID: "said-dialog", Body: c.saidBody()}}
	case dialogDelete:
		what := ""
		if f, ok := st.lib.Find(st.delKey); ok {
			what = T("label.detail", joinList(isolateAll(f.Summary.Names)), summaryLine(f.Summary))
		}
		return &part{Lang: Language(), Act: c, View: &deleteDialog{What: what}}
	}
	return app.Text("")
}
