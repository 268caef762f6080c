package components

import (
	"errors"
	"strings"
	"time"

	gameapp "borabora/app"
	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// "Never lose a game": autosave to local storage after every decision, resume on reload, the
// saved-games list, export and import of save codes and share links, and plain notices when
// storage fails. The state lives in Root.sv; every handler is a Root method, so the whole
// root re-renders after it.

// Seams for tests: the browser's storage, the address bar's fragment and the clock.
var (
	openStorage = openBrowserStorage
	readHash    = locationHash
	nowMillis   = func() int64 { return time.Now().UnixMilli() }
)

// Persistent-storage answer from navigator.storage.
const (
	persistUnknown = iota
	persistYes
	persistNo
	persistUnsupported
)

type saveState struct {
	store *gameapp.Saves
	kvErr error // local storage could not be opened: nothing is saved at all

	auto     *gameapp.AutoSaver // saver of the game on the table
	autoSess *gameapp.Session   // the session auto saves (to tell a stale saver from the current)

	// the next session put on the table is attached to this save (set just before Resume)
	nextID   string
	nextFile *gameapp.SaveFile

	persist int

	dialog    string // "", "export", "import", "confirm-load", "delete", "raw"
	exportFor string // id of the saved game being exported ("" for the game on the table)
	exportRaw string // raw text of a damaged entry (dialog "raw")
	delKey    string // storage key of the entry to delete (dialog "delete")
	copied    string // "code", "link" or "select" after a Copy click
	importErr string
	pending   *gameapp.Session // game waiting for "Load this game?"
	loadErr   string           // a saved game that could not be opened
	notice    string           // a one-line note on the start screen or table
}

// initSaves opens the store over kv (nil kv with err: storage unavailable).
func (r *Root) initSaves(kv gameapp.KV, err error) *saveState {
	st := &saveState{}
	if err != nil || kv == nil {
		if err == nil {
			err = gameapp.ErrStorageUnavailable
		}
		st.kvErr = err
		st.store = gameapp.NewSaves(nil)
	} else {
		st.store = gameapp.NewSaves(kv)
	}
	r.sv = st
	return st
}

// mountSaves runs once in the browser: open storage, resume the last game, read a share link,
// ask for persistent storage and listen to other tabs.
func (r *Root) mountSaves(ctx app.Context) {
	if r.sv != nil {
		return
	}
	st := r.initSaves(openStorage())
	r.settings = st.store.Settings()
	if r.s == nil {
		r.resumeLast(ctx)
	}
	if code, ok := gameapp.CodeFromFragment(readHash()); ok {
		clearHash() // a reload must not import again, whatever the player answers
		r.offerImport(ctx, code, true)
	}
	checkPersisted(func(p, ok bool) {
		ctx.Dispatch(func(ctx app.Context) { r.gotPersisted(ctx, p, ok) })
	})
	listenStorage(func(key string) {
		ctx.Dispatch(func(ctx app.Context) { r.onOtherTabWrote(key) })
	})
	// a share link opened in this tab while the app runs changes only the fragment: the page
	// does not load again, so take it here just as at startup
	listenHash(func(hash string) {
		ctx.Dispatch(func(ctx app.Context) { r.onHashChange(ctx, hash) })
	})
}

// onHashChange handles a share link opened in a tab where the app already runs: like one
// opened fresh, it asks before replacing the game on the table, then imports.
func (r *Root) onHashChange(ctx app.Context, hash string) {
	code, ok := gameapp.CodeFromFragment(hash)
	if !ok || r.sv == nil {
		return
	}
	clearHash() // a reload must not import again, whatever the player answers
	r.offerImport(ctx, code, true)
}

func (r *Root) gotPersisted(ctx app.Context, p, ok bool) {
	switch {
	case !ok:
		r.sv.persist = persistUnsupported
	case p:
		r.sv.persist = persistYes
	default:
		r.sv.persist = persistNo
		// ask once by ourselves; the button asks again after a click (some browsers only
		// grant it after a gesture)
		askPersist(func(p, ok bool) {
			ctx.Dispatch(func(ctx app.Context) { r.gotPersist(p, ok) })
		})
	}
}

func (r *Root) gotPersist(p, ok bool) {
	switch {
	case p:
		r.sv.persist = persistYes
	case ok || r.sv.persist == persistNo:
		r.sv.persist = persistNo
	default:
		r.sv.persist = persistUnsupported
	}
}

func (r *Root) onProtect(ctx app.Context, e app.Event) {
	askPersist(func(p, ok bool) {
		ctx.Dispatch(func(ctx app.Context) { r.gotPersist(p, ok) })
	})
}

// resumeLast puts the last played game back on the table. A save that cannot be read stays
// as it is and is explained in the saved-games list.
func (r *Root) resumeLast(ctx app.Context) {
	id := r.sv.store.Last()
	if id == "" {
		return
	}
	f, err := r.sv.store.Load(id)
	if err != nil {
		return // missing, damaged or newer: the list shows it
	}
	s, err := gameapp.ResumeSave(f)
	if err != nil {
		r.sv.loadErr = T("saves.cannotopen", codeProblem(err))
		return
	}
	r.resumeFile(ctx, s, f)
}

func (r *Root) resumeFile(ctx app.Context, s *gameapp.Session, f gameapp.SaveFile) {
	r.sv.nextID, r.sv.nextFile = f.ID, &f
	r.Resume(ctx, s)
}

// attachSaves is called by Resume for every session put on the table: it starts autosaving it
// under the save chosen just before (a loaded save), or under a new id.
func (r *Root) attachSaves(s *gameapp.Session) {
	st := r.sv
	if st == nil {
		return // not mounted (pre-rendering, tests without storage)
	}
	id, f := st.nextID, st.nextFile
	st.nextID, st.nextFile = "", nil
	if id == "" {
		id = gameapp.NewID(nowMillis())
	}
	a := gameapp.NewAutoSaver(st.store, id, nowMillis)
	st.auto, st.autoSess = a, s
	st.loadErr, st.notice = "", ""
	if f != nil {
		a.AttachLoaded(s, *f)
	} else {
		a.Attach(s)
	}
}

// saver returns the saver of the game on the table, or nil.
func (r *Root) saver() *gameapp.AutoSaver {
	if r.sv == nil || r.s == nil || r.sv.autoSess != r.s {
		return nil
	}
	return r.sv.auto
}

// onOtherTabWrote handles the window "storage" event: another tab changed local storage.
func (r *Root) onOtherTabWrote(key string) {
	if a := r.saver(); a != nil && (key == "" || key == gameapp.KeyOf(a.ID())) {
		a.CheckStale()
	}
}

// ---- import ----

// offerImport decodes a pasted or linked code. A bad code only sets a message. A good one is
// loaded at once when the table is empty, else the player is asked first.
func (r *Root) offerImport(ctx app.Context, code string, fromLink bool) {
	st := r.sv
	code = strings.TrimSpace(code)
	if i := strings.IndexByte(code, '#'); i >= 0 { // a pasted share link
		if c, ok := gameapp.CodeFromFragment(code[i:]); ok {
			code = c
		}
	}
	s, err := gameapp.Import(code)
	if err != nil {
		st.dialog = "import"
		st.importErr = codeProblem(err)
		if fromLink {
			st.importErr = T("import.badlink", st.importErr)
		}
		return
	}
	st.importErr = ""
	if r.s == nil {
		r.loadImported(ctx, s)
		return
	}
	st.pending = s
	st.dialog = "confirm-load"
}

// loadImported puts an imported game on the table under a new save id: it never overwrites an
// existing save.
func (r *Root) loadImported(ctx app.Context, s *gameapp.Session) {
	r.sv.pending = nil
	r.sv.dialog = ""
	r.sv.nextID, r.sv.nextFile = "", nil
	r.Resume(ctx, s)
	r.sv.notice = T("import.done")
}

func (r *Root) onOpenImport(ctx app.Context, e app.Event) {
	if r.sv == nil {
		return
	}
	r.sv.dialog, r.sv.importErr, r.sv.copied = "import", "", ""
}

func (r *Root) onImportLoad(ctx app.Context, e app.Event) {
	if r.sv == nil {
		return
	}
	r.offerImport(ctx, fieldValue("import-code"), false)
}

func (r *Root) onConfirmLoad(ctx app.Context, e app.Event) {
	if r.sv == nil || r.sv.pending == nil {
		return
	}
	r.loadImported(ctx, r.sv.pending)
}

func (r *Root) onCloseDialog(ctx app.Context, e app.Event) {
	if r.sv == nil {
		return
	}
	r.sv.dialog, r.sv.pending, r.sv.importErr, r.sv.copied = "", nil, "", ""
	r.sv.exportFor, r.sv.exportRaw, r.sv.delKey = "", "", ""
}

// ---- export ----

func (r *Root) onOpenExport(ctx app.Context, e app.Event) {
	if r.sv == nil {
		return
	}
	r.sv.dialog, r.sv.exportFor, r.sv.copied = "export", attr(ctx, "data-save"), ""
}

// exportCode is the code the export dialog shows.
func (r *Root) exportCode() string {
	st := r.sv
	if st.exportFor != "" {
		if f, err := st.store.Load(st.exportFor); err == nil {
			return gameapp.ExportCodeOf(f)
		}
		return ""
	}
	if r.s == nil {
		return ""
	}
	return gameapp.ExportCode(r.s.Setup(), r.s.Choices())
}

func (r *Root) onCopy(ctx app.Context, e app.Event) {
	what := attr(ctx, "data-copy") // "code" or "link"
	field, text := "export-code", ""
	switch {
	case r.sv.dialog == "raw":
		text = r.sv.exportRaw
	case what == "link":
		field, text = "share-link", gameapp.ShareLink(pageBase(), r.exportCode())
	default:
		text = r.exportCode()
	}
	copyText(text, field, func(ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			if ok {
				r.sv.copied = what
			} else {
				r.sv.copied = "select"
			}
		})
	})
}

func (r *Root) onSelectAll(ctx app.Context, e app.Event) {
	ctx.JSSrc().Call("select")
}

// ---- saved games ----

func (r *Root) onContinue(ctx app.Context, e app.Event) { r.continueSave(ctx, attr(ctx, "data-save")) }

// continueSave puts saved game id on the table; a save that cannot be opened is explained and
// left as it is.
func (r *Root) continueSave(ctx app.Context, id string) {
	f, err := r.sv.store.Load(id)
	if err != nil {
		r.sv.loadErr = T("saves.cannotopen", storeProblem(err))
		return
	}
	s, err := gameapp.ResumeSave(f)
	if err != nil {
		r.sv.loadErr = T("saves.cannotopen", codeProblem(err))
		return
	}
	r.resumeFile(ctx, s, f)
}

func (r *Root) onAskDelete(ctx app.Context, e app.Event) {
	r.sv.dialog, r.sv.delKey = "delete", attr(ctx, "data-key")
}

func (r *Root) onConfirmDelete(ctx app.Context, e app.Event) { r.deleteConfirmed() }

func (r *Root) deleteConfirmed() {
	st := r.sv
	if err := st.store.DeleteKey(st.delKey); err != nil {
		st.loadErr = T("saves.cannotdelete", storeProblem(err))
	}
	st.dialog, st.delKey = "", ""
}

func (r *Root) onExportRaw(ctx app.Context, e app.Event) {
	key := attr(ctx, "data-key")
	_, bad, _ := r.sv.store.List()
	for _, d := range bad {
		if d.Key == key {
			r.sv.dialog, r.sv.exportRaw, r.sv.copied = "raw", d.Raw, ""
		}
	}
}

// ---- conflicts and faults ----

// onTakeLatest replaces this tab's copy by the one another tab stored.
func (r *Root) onTakeLatest(ctx app.Context, e app.Event) {
	a := r.saver()
	if a == nil {
		return
	}
	f, err := r.sv.store.Load(a.ID())
	if err != nil {
		r.sv.notice = T("saves.cannotopen", storeProblem(err))
		return
	}
	s, err := gameapp.ResumeSave(f)
	if err != nil {
		r.sv.notice = T("saves.cannotopen", codeProblem(err))
		return
	}
	r.resumeFile(ctx, s, f)
}

// onKeepSeparate keeps this tab's game as a new save next to the other tab's.
func (r *Root) onKeepSeparate(ctx app.Context, e app.Event) {
	if r.s == nil || r.sv == nil {
		return
	}
	r.sv.nextID, r.sv.nextFile = "", nil
	r.attachSaves(r.s)
}

// onResave stores the game on the table again after the browser cleared the site's storage.
func (r *Root) onResave(ctx app.Context, e app.Event) {
	if a := r.saver(); a != nil && a.Status().Cleared {
		a.Resave()
	}
}

func (r *Root) onRetrySave(ctx app.Context, e app.Event) {
	if a := r.saver(); a != nil && !a.Status().Conflict {
		a.Attach(r.s)
	}
}

// ---- messages ----

func attr(ctx app.Context, name string) string {
	v := ctx.JSSrc().Call("getAttribute", name)
	if v.IsNull() || v.IsUndefined() {
		return ""
	}
	return v.String()
}

// codeProblem says in plain words what is wrong with a save code.
func codeProblem(err error) string {
	var re *engine.ReplayError
	switch {
	case err == nil:
		return ""
	case errors.Is(err, engine.ErrCodeEmpty):
		return T("code.empty")
	case errors.Is(err, engine.ErrCodeTooLarge):
		return T("code.toolarge")
	case errors.Is(err, engine.ErrCodePrefix):
		return T("code.prefix", engine.CodePrefix)
	case errors.Is(err, engine.ErrCodeChecksum):
		return T("code.checksum")
	case errors.Is(err, engine.ErrCodeVersion):
		return T("code.version")
	case errors.Is(err, engine.ErrCodeRules), errors.Is(err, engine.ErrReplayRules):
		return T("code.rules")
	case errors.Is(err, engine.ErrCodePlayers), errors.Is(err, engine.ErrCodeName), errors.Is(err, engine.ErrCodeChoices):
		return T("code.content")
	case errors.As(err, &re):
		return T("code.replay", re.Index+1)
	case errors.Is(err, engine.ErrCodeCorrupt):
		return T("code.corrupt")
	}
	return T("code.unknown")
}

// storeProblem says in plain words why the saves store failed.
func storeProblem(err error) string {
	switch {
	case errors.Is(err, gameapp.ErrStorageCleared):
		return T("store.cleared")
	case errors.Is(err, gameapp.ErrConflict):
		return T("store.conflict")
	case errors.Is(err, gameapp.ErrNewerFormat):
		return T("store.newer")
	case errors.Is(err, gameapp.ErrDamaged):
		return T("store.damaged")
	case errors.Is(err, gameapp.ErrNotFound):
		return T("store.gone")
	case gameapp.StorageFull(err):
		return T("store.full")
	case errors.Is(err, gameapp.ErrStorageUnavailable):
		return T("store.off")
	}
	return T("store.failed")
}
