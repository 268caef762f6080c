package components

import (
	"borabora/i18n"
	"time"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// "Never lose a game": the page's side of autosave, resume on reload, the saved-games list,
// save codes and share links, and plain notices when storage fails. What is kept and read is
// gameapp.Library's work; these handlers open the dialogs, ask the library and word what it
// says.

// Seams for tests: the browser's storage, the address bar's fragment and the clock.
var (
	openStorage = openBrowserStorage
	readHash    = locationHash
	nowMillis   = func() int64 { return time.Now().UnixMilli() }
)

// saveState is the saves' part of the page: the library and the dialogs and notes about it.
type saveState struct {
	lib *gameapp.Library

	dialog    dialog // the dialog open over the screen (screens.go)
	exportFor string // id of the saved game being exported ("" for the game on the table)
	exportRaw string // raw text of a damaged entry (dialogRaw)
	delKey    string // storage key of the entry to delete (dialogDelete)
	importErr string
	loadErr   string // a saved game that could not be opened
	notice    string // a one-line note on the start screen or table

	qr   bool               // the send dialog shows the link's QR code (link.go)
	said gameapp.LinkResult // what a link did, for dialogSaid

	shown    saveShown // what the page shows of the game's save, as last drawn
	takeSeat int       // the seat of another device dialogTakeover asks to take over

	// the signed link the send dialog shows (signLink): of game linkOf after linkAt decisions
	ctx    app.Context // the page's, for the answers of the browser's signatures
	link   string
	linkOf *gameapp.Session
	linkAt int
	// the game whose link is being signed, after signingAt decisions (nil when none)
	signing   *gameapp.Session
	signingAt int
}

// mountSaves runs once in the browser: open storage, resume the last game (unless the tab was
// on the start screen or a game was asked for before the start, web/early.js), read a share link,
// ask for persistent storage and listen to other tabs.
func (c *controller) mountSaves(ctx app.Context) {
	if c.sv != nil {
		return
	}
	kv, err := openStorage()
	c.sv = &saveState{lib: gameapp.OpenLibrary(kv, err, nowMillis), ctx: ctx}
	c.settings = c.sv.lib.Settings()
	if st := c.early.Settings; st != nil {
		// chosen in the start screen's menus before the start: kept as the menus keep them
		_ = gameapp.DecodeSettings(*st, &c.settings)
		_ = c.sv.lib.SaveSettings(c.settings)
	}
	c.useLanguage(ctx, i18n.Negotiate(urlLang(), c.settings.Lang, browserLanguages()))
	if c.s == nil && !c.early.Hold {
		s, err := c.sv.lib.ResumeLast()
		switch {
		case err != nil:
			c.sv.loadErr = T("saves.cannotopen", openProblem(err))
		case s != nil:
			c.resume(ctx, s)
		}
	}
	if code, step, ok := gameapp.ReviewFromFragment(readHash()); ok {
		clearHash()
		c.offerReview(code, step)
	} else if code, ok := gameapp.CodeFromFragment(readHash()); ok {
		clearHash() // a reload must not import again, whatever the player answers
		c.offerImport(ctx, code, true)
	}
	checkPersisted(func(p, ok bool) {
		ctx.Dispatch(func(ctx app.Context) { c.gotPersisted(ctx, p, ok) })
	})
	listenStorage(func(key string) {
		ctx.Dispatch(func(ctx app.Context) { c.onOtherTabWrote(key) })
	})
	// the coach's workers send their verdicts as events: the review's grades take them
	listenCoach(func(key, lines string) {
		ctx.Dispatch(func(ctx app.Context) {
			if !c.coachLinesCame(key, lines) {
				ctx.PreventUpdate()
			}
		})
	})
	// a share link opened in this tab while the app runs changes only the fragment: the page
	// does not load again, so take it here just as at startup
	listenHash(func(hash string) {
		ctx.Dispatch(func(ctx app.Context) { c.onHashChange(ctx, hash) })
	})
	if savesWait {
		// a decision is stored once the page is idle after its frame, not inside its click,
		// and decisions made before that are stored by one write; the page stores what waits
		// before it is closed, reloaded or hidden, and the library before anything reads the
		// saves. (A Go timer would not do: the click that comes next runs the expired timers
		// first, in its own browser task.)
		c.sv.lib.SaveLater(func(flush func()) {
			saveSoon(func() {
				ctx.Dispatch(func(ctx app.Context) { c.flushSaves(ctx, flush) })
			})
		})
		// the bar says "Saved" once the journal has committed the game's last write
		onJournalKept(func() {
			ctx.Dispatch(func(ctx app.Context) {
				if c.saveShown() == c.sv.shown {
					ctx.PreventUpdate()
				}
			})
		})
		listenHide(func() {
			ctx.Dispatch(func(ctx app.Context) { c.flushSaves(ctx, c.sv.lib.Flush) })
		})
	}
}

// flushSaves runs flush (a write of the game that waits) and draws the page again only when
// what the page says about saving changed (a full storage, another tab's change, saved).
func (c *controller) flushSaves(ctx app.Context, flush func()) {
	flush()
	if c.saveShown() == c.sv.shown {
		ctx.PreventUpdate()
	}
}

// saveShown is what the page shows of the game's save.
func (c *tableState) saveShown() saveShown {
	a := c.saver()
	if a == nil {
		return saveShown{}
	}
	st := a.Status()
	w := saveShown{On: true, OK: st.OK, Durable: a.Durable(), Conflict: st.Conflict, Cleared: st.Cleared}
	if st.Err != nil {
		w.Err = st.Err.Error()
	}
	return w
}

type saveShown struct {
	On, OK, Durable, Conflict, Cleared bool
	Err                                string
}

// onHashChange handles a share link opened in a tab where the app already runs: like one
// opened fresh, it asks before replacing the game on the table, then imports.
func (c *controller) onHashChange(ctx app.Context, hash string) {
	if code, step, ok := gameapp.ReviewFromFragment(hash); ok && c.sv != nil {
		clearHash()
		c.offerReview(code, step)
		return
	}
	code, ok := gameapp.CodeFromFragment(hash)
	if !ok || c.sv == nil {
		return
	}
	clearHash() // a reload must not import again, whatever the player answers
	c.offerImport(ctx, code, true)
}

func (c *controller) gotPersisted(ctx app.Context, p, ok bool) {
	if c.sv.lib.ProtectionChecked(p, ok) {
		// ask once by ourselves; the button asks again after a click (some browsers only
		// grant it after a gesture)
		c.onProtect(ctx, app.Event{})
	}
}

func (c *controller) onProtect(ctx app.Context, e app.Event) {
	askPersist(func(p, ok bool) {
		ctx.Dispatch(func(ctx app.Context) { c.sv.lib.ProtectionAsked(p, ok) })
	})
}

// saver returns the saver of the game on the table, or nil.
func (c *tableState) saver() *gameapp.AutoSaver {
	if c.sv == nil {
		return nil
	}
	return c.sv.lib.Saver(c.s)
}

// onOtherTabWrote handles the window "storage" event: another tab changed local storage.
func (c *controller) onOtherTabWrote(key string) {
	if c.sv != nil {
		c.sv.lib.OtherTabWrote(c.s, key)
	}
}

// ---- import ----

// offerImport decodes a pasted or linked code. A bad code only sets a message. A good one is
// loaded at once when the table is empty, else the player is asked first. A code that carries
// signatures (a game played by links) is taken once the browser has checked them.
func (c *controller) offerImport(ctx app.Context, code string, fromLink bool) {
	if checks := gameapp.SigChecks(code); len(checks) > 0 {
		st := c.sv
		verifySigs(checks, func(ok []bool) {
			uiLater(st.ctx, func() {
				st.lib.Checked(checks, ok)
				c.takeCode(ctx, code, fromLink)
			})
		})
		return
	}
	c.takeCode(ctx, code, fromLink)
}

// takeCode is offerImport once the code's signatures are checked.
func (c *controller) takeCode(ctx app.Context, code string, fromLink bool) {
	st := c.sv
	r, err := st.lib.Receive(code)
	if err == nil && r.Kind != gameapp.LinkPlain {
		c.received(ctx, r) // a game played by links (link.go)
		return
	}
	s := r.Game // a game of one device, decoded and replayed once by Receive
	if err != nil {
		st.dialog = dialogImport
		st.importErr = codeProblem(err)
		if fromLink {
			st.importErr = T("import.badlink", st.importErr)
		}
		return
	}
	st.importErr = ""
	if c.s == nil {
		c.loadImported(ctx, s)
		return
	}
	st.lib.Hold(s)
	st.dialog = dialogConfirmLoad
}

// loadImported puts an imported game on the table under a new save id: it never overwrites an
// existing save.
func (c *controller) loadImported(ctx app.Context, s *gameapp.Session) {
	c.sv.dialog = noDialog
	c.resume(ctx, s)
	c.sv.notice = T("import.done")
}

func (c *controller) onOpenImport(ctx app.Context, e app.Event) {
	if c.sv == nil {
		return
	}
	c.sv.dialog, c.sv.importErr = dialogImport, ""
}

func (c *controller) onImportLoad(ctx app.Context, e app.Event) {
	if c.sv == nil {
		return
	}
	c.offerImport(ctx, fieldValue("import-code"), false)
}

func (c *controller) onConfirmLoad(ctx app.Context, e app.Event) {
	if c.sv == nil {
		return
	}
	if s := c.sv.lib.TakePending(); s != nil {
		c.loadImported(ctx, s)
	}
}

func (c *controller) onCloseDialog(ctx app.Context, e app.Event) {
	if c.sv == nil {
		return
	}
	c.sv.lib.DropPending()
	c.sv.dialog, c.sv.importErr = noDialog, ""
	c.sv.exportFor, c.sv.exportRaw, c.sv.delKey = "", "", ""
}

// ---- export ----

func (c *controller) onOpenExport(ctx app.Context, e app.Event) {
	if c.sv == nil {
		return
	}
	c.sv.dialog, c.sv.exportFor = dialogExport, attr(ctx, "data-save")
}

// exportCode is the code the export dialog shows.
// The code of the game on the table, when it is played by links, is its signed link's (as the
// send dialog's), so that it is taken on another device: empty for the moment it is signed.
func (c *controller) exportCode() string {
	if s := c.s; c.sv.exportFor == "" && s != nil && s.Setup().Linked() {
		if c.sv.linkOf != s || c.sv.linkAt != len(s.Choices()) {
			c.signLink()
		}
		if c.sv.linkOf != s || c.sv.linkAt != len(s.Choices()) {
			return ""
		}
		return c.sv.link
	}
	return c.sv.lib.ExportCode(c.sv.exportFor, c.s)
}

// ---- saved games ----

func (c *controller) onContinue(ctx app.Context, e app.Event) {
	c.continueSave(ctx, attr(ctx, "data-save"))
}

// continueSave puts saved game id on the table; a save that cannot be opened is explained and
// left as it is.
func (c *controller) continueSave(ctx app.Context, id string) {
	s, err := c.sv.lib.Open(id)
	if err != nil {
		c.sv.loadErr = T("saves.cannotopen", openProblem(err))
		return
	}
	c.resume(ctx, s)
}

func (c *controller) onAskDelete(ctx app.Context, e app.Event) {
	c.sv.dialog, c.sv.delKey = dialogDelete, attr(ctx, "data-key")
}

func (c *controller) onConfirmDelete(ctx app.Context, e app.Event) { c.deleteConfirmed() }

func (c *controller) deleteConfirmed() {
	st := c.sv
	if err := st.lib.Delete(st.delKey); err != nil {
		st.loadErr = T("saves.cannotdelete", storeProblem(err))
	}
	st.dialog, st.delKey = noDialog, ""
}

func (c *controller) onExportRaw(ctx app.Context, e app.Event) {
	if raw, ok := c.sv.lib.Raw(attr(ctx, "data-key")); ok {
		c.sv.dialog, c.sv.exportRaw = dialogRaw, raw
	}
}

// ---- conflicts and faults ----

// onTakeLatest replaces this tab's copy by the one another tab stored.
func (c *controller) onTakeLatest(ctx app.Context, e app.Event) {
	if c.saver() == nil {
		return
	}
	s, err := c.sv.lib.TakeLatest(c.s)
	if err != nil {
		c.sv.notice = T("saves.cannotopen", openProblem(err))
		return
	}
	c.resume(ctx, s)
}

// onKeepSeparate keeps this tab's game as a new save next to the other tab's.
func (c *controller) onKeepSeparate(ctx app.Context, e app.Event) {
	if c.s == nil || c.sv == nil {
		return
	}
	c.sv.lib.KeepSeparate(c.s)
	c.sv.loadErr, c.sv.notice = "", ""
}

// onResave stores the game on the table again after the browser cleared the site's storage.
func (c *controller) onResave(ctx app.Context, e app.Event) {
	if c.sv != nil {
		c.sv.lib.Resave(c.s)
	}
}

func (c *controller) onRetrySave(ctx app.Context, e app.Event) {
	if c.sv != nil {
		c.sv.lib.RetrySave(c.s)
	}
}

func (c *controller) onDismissNotice(ctx app.Context, e app.Event) {
	if c.sv != nil {
		c.sv.notice = ""
	}
}
