package gameapp

// Library keeps the games of one browser: the saved-games store, the autosaver of the game on
// the table, the save that the next game put on the table continues, a decoded code that waits
// for the player's "Load this game?", and whether the browser protects the saves from
// eviction. It draws nothing and words nothing: the user interface asks it, shows what it
// says and turns its errors into words.
type Library struct {
	store *Saves
	hist  *History // the finished games (history.go)
	kvErr error    // local storage could not be opened: nothing is saved at all
	now   func() int64

	auto     *AutoSaver // saver of the game on the table
	autoSess *Session   // the session auto saves (to tell a stale saver from the current)

	// the save the next session put on the table continues (set by Open, ResumeLast and
	// TakeLatest; used by Attach)
	nextID   string
	nextFile *SaveFile

	pending *Session          // a decoded game waiting for "Load this game?"
	lost    string            // a link that brings decisions this device lost, waiting for TakeLost
	good    map[SigCheck]bool // the signatures checked good (Checked)
	memKey  string            // this device's key pair when storage keeps none (SetDeviceKey)
	protect Protection

	later func(flush func()) // the savers' scheduler (SaveLater); nil writes at once
}

// SaveLater makes the autosavers write a decision a little later instead of at once (see
// AutoSaver.SaveLater): later(flush) must make sure flush runs soon. Every method of the
// library that reads or replaces the saves, and Flush, write a change that waits first.
func (l *Library) SaveLater(later func(flush func())) {
	l.later = later
	if l.auto != nil {
		l.auto.SaveLater(later)
	}
}

// Flush writes the change of the game on the table that waits, if any (before the page is
// closed or hidden, and before anything reads the saves).
func (l *Library) Flush() {
	if l.auto != nil {
		l.auto.Flush()
	}
}

// ReplayFailed is the error of a saved game that the store read but whose game cannot be
// replayed (a damaged or unknown code), as opposed to a save the store could not read.
type ReplayFailed struct{ Err error }

func (e *ReplayFailed) Error() string { return "the saved game cannot be replayed: " + e.Err.Error() }
func (e *ReplayFailed) Unwrap() error { return e.Err }

// Protection is whether the browser keeps the saves when it runs short of space
// (navigator.storage.persist).
type Protection int

const (
	ProtectUnknown     Protection = iota // not asked yet
	ProtectYes                           // the saves are protected
	ProtectNo                            // they may be evicted; asking again may help
	ProtectUnsupported                   // the browser cannot say
)

// OpenLibrary opens the library over kv with now as the clock (unix ms). A nil kv or an error
// means local storage cannot be used: games go on in memory and nothing is saved.
func OpenLibrary(kv KV, err error, now func() int64) *Library {
	l := &Library{now: now}
	if err != nil || kv == nil {
		if err == nil {
			err = ErrStorageUnavailable
		}
		l.kvErr = err
		kv = nil
	}
	l.store, l.hist = NewSaves(kv), NewHistory(kv)
	return l
}

// Unavailable is why local storage cannot be used (nil when it can).
func (l *Library) Unavailable() error { return l.kvErr }

// List lists the saved games, newest first, and the entries that cannot be read.
func (l *Library) List() ([]SaveFile, []Damaged, error) {
	l.Flush()
	return l.store.List()
}

// History reads the finished games. A saved game that ended on this device but is missing
// from the history (its record could not be written when it ended: a full storage) is kept
// now, unless it is older than every game of a full history (then it was dropped).
func (l *Library) History() (HistoryList, error) {
	l.Flush()
	h, err := l.hist.List()
	if err != nil {
		return h, err
	}
	saves, _, _ := l.store.List()
	added := false
	for _, f := range saves {
		if f.Ended == 0 || (len(h.Games) >= HistoryLimit && f.Ended < h.Games[len(h.Games)-1].Ended) {
			continue
		}
		if has, err := l.hist.Has(f.ID); err != nil || has {
			continue
		}
		if s, err := ResumeSave(f); err == nil && s.Game().Over() && l.hist.Add(FinishedOf(f.ID, s, f.Ended)) == nil {
			added = true
		}
	}
	if added {
		return l.hist.List()
	}
	return h, nil
}

// Review opens the review of saved game id. Unlike Open it leaves the saves as they are: the
// next game put on the table does not continue this save, and a change another tab made to it
// is still seen as one by the game on the table.
func (l *Library) Review(id string) (*Review, error) {
	l.Flush()
	f, _, err := l.store.read(keySave + id)
	if err != nil {
		return nil, err
	}
	s, err := ResumeSave(f)
	if err != nil {
		return nil, &ReplayFailed{Err: err}
	}
	return ReviewOf(s)
}

// ReviewFinished opens the review of the history's game played under save id.
func (l *Library) ReviewFinished(id string) (*Review, error) {
	h, err := l.hist.List()
	if err != nil {
		return nil, err
	}
	for _, f := range h.Games {
		if f.ID == id {
			r, err := ReviewCode(f.Code)
			if err != nil {
				return nil, &ReplayFailed{Err: err}
			}
			return r, nil
		}
	}
	return nil, ErrNotFound
}

// Settings are the device settings stored with the saves.
func (l *Library) Settings() Settings { return l.store.Settings() }

// SaveSettings stores the device settings.
func (l *Library) SaveSettings(s Settings) error { return l.store.SaveSettings(s) }

// ResumeLast returns the last played game, ready to go on the table: nil when there is none,
// or when its save cannot be read (the saved-games list says why). A *ReplayFailed error says
// the save is there but its game cannot be replayed; nothing is changed in storage.
func (l *Library) ResumeLast() (*Session, error) {
	l.Flush()
	id := l.store.Last()
	if id == "" {
		return nil, nil
	}
	f, err := l.store.Load(id)
	if err != nil {
		return nil, nil // missing, damaged or newer: the list shows it
	}
	return l.resume(f)
}

// Open returns saved game id, ready to go on the table; Attach then continues its save. The
// error is the store's (the save cannot be read) or a *ReplayFailed; a save that cannot be
// opened is left as it is.
func (l *Library) Open(id string) (*Session, error) {
	l.Flush()
	f, err := l.store.Load(id)
	if err != nil {
		return nil, err
	}
	return l.resume(f)
}

func (l *Library) resume(f SaveFile) (*Session, error) {
	s, err := ResumeSave(f)
	if err != nil {
		return nil, &ReplayFailed{Err: err}
	}
	l.nextID, l.nextFile = f.ID, &f
	return s, nil
}

// Attach starts saving s, the session put on the table: under the save it was opened from
// (Open, ResumeLast, TakeLatest just before), else under a new id.
func (l *Library) Attach(s *Session) {
	l.Flush() // the game that leaves the table keeps its last decision
	id, f := l.nextID, l.nextFile
	l.nextID, l.nextFile = "", nil
	if id == "" {
		id = NewID(l.now())
	}
	a := NewAutoSaver(l.store, id, l.now)
	a.SaveLater(l.later)
	a.KeepIn(l.hist)
	l.auto, l.autoSess = a, s
	if f != nil {
		a.AttachLoaded(s, *f)
	} else {
		a.Attach(s)
		a.Flush() // a game new to the saves (a new game, an import) is stored at once
	}
}

// Saver returns the saver of s when the library saves s, else nil.
func (l *Library) Saver(s *Session) *AutoSaver {
	if s == nil || l.autoSess != s {
		return nil
	}
	return l.auto
}

// OtherTabWrote handles a change another tab made to local storage (key as the saves store
// names it, "" when the storage was cleared): when it touches s's save, s stops being saved
// here until the player decides (SaveStatus.Conflict or Cleared).
func (l *Library) OtherTabWrote(s *Session, key string) {
	if a := l.Saver(s); a != nil && (key == "" || key == KeyOf(a.ID())) {
		a.Flush() // a write of ours that waits meets the other tab's change (a conflict) now
		a.CheckStale()
	}
}

// Decode turns a pasted code, or a pasted or opened share link, into a game (Import's errors
// otherwise). A decoded game always gets a save of its own: it never overwrites one.
func (l *Library) Decode(code string) (*Session, error) {
	code = fragmentCode(code) // a pasted share link: its code
	s, err := Import(code)
	if err != nil {
		return nil, err
	}
	l.nextID, l.nextFile = "", nil
	return s, nil
}

// Hold keeps a decoded game until the player says whether to load it.
func (l *Library) Hold(s *Session) { l.pending = s }

// Pending is the game waiting for "Load this game?", or nil.
func (l *Library) Pending() *Session { return l.pending }

// TakePending returns the waiting game (nil when none), to go on the table under a new save.
func (l *Library) TakePending() *Session {
	s := l.pending
	l.pending = nil
	l.nextID, l.nextFile = "", nil
	return s
}

// DropPending forgets the waiting game.
func (l *Library) DropPending() { l.pending = nil }

// ExportCode is the code of saved game id, or of s when id is "" (empty when there is none).
func (l *Library) ExportCode(id string, s *Session) string {
	l.Flush()
	if id != "" {
		if f, err := l.store.Load(id); err == nil {
			return ExportCodeOf(f)
		}
		return ""
	}
	if s == nil {
		return ""
	}
	return ExportCode(s.Setup(), s.Choices())
}

// Delete removes the entry under storage key (a saved game or an unreadable entry).
func (l *Library) Delete(key string) error {
	l.Flush()
	return l.store.DeleteKey(key)
}

// Raw is the stored text of an entry that cannot be read, for the player to keep.
func (l *Library) Raw(key string) (string, bool) {
	_, bad, _ := l.List()
	for _, d := range bad {
		if d.Key == key {
			return d.Raw, true
		}
	}
	return "", false
}

// Find is the saved game stored under key, if it is one.
func (l *Library) Find(key string) (SaveFile, bool) {
	list, _, _ := l.List()
	for _, f := range list {
		if KeyOf(f.ID) == key {
			return f, true
		}
	}
	return SaveFile{}, false
}

// TakeLatest reads s's save again as another tab stored it, to replace s on the table (errors
// as Open's).
func (l *Library) TakeLatest(s *Session) (*Session, error) {
	a := l.Saver(s)
	if a == nil {
		return nil, ErrNotFound
	}
	return l.Open(a.ID())
}

// KeepSeparate goes on saving s as a new save, next to the one another tab changed.
func (l *Library) KeepSeparate(s *Session) {
	l.nextID, l.nextFile = "", nil
	l.Attach(s) // stored at once, as a new save
}

// Resave stores s again after the browser cleared the site's storage (the player asked).
func (l *Library) Resave(s *Session) {
	if a := l.Saver(s); a != nil && a.Status().Cleared {
		a.Resave() // at once: the player asked
	}
}

// RetrySave tries to store s again after a failed save (not after a conflict: that waits for
// the player's choice).
func (l *Library) RetrySave(s *Session) {
	if a := l.Saver(s); a != nil && !a.Status().Conflict {
		a.Attach(s)
		a.Flush() // at once: the player asked
	}
}

// Saved reports whether s's last decision is stored.
func (l *Library) Saved(s *Session) bool {
	a := l.Saver(s)
	if a != nil {
		a.Flush()
	}
	return a != nil && a.Status().OK
}

// Protection is what the browser said about protecting the saves.
func (l *Library) Protection() Protection { return l.protect }

// ProtectionChecked records navigator.storage.persisted()'s answer; askNow says to ask for
// protection once by ourselves (some browsers grant it only after a gesture, so the player
// may ask again).
func (l *Library) ProtectionChecked(persisted, supported bool) (askNow bool) {
	switch {
	case !supported:
		l.protect = ProtectUnsupported
	case persisted:
		l.protect = ProtectYes
	default:
		l.protect = ProtectNo
		return true
	}
	return false
}

// ProtectionAsked records navigator.storage.persist()'s answer.
func (l *Library) ProtectionAsked(persisted, supported bool) {
	switch {
	case persisted:
		l.protect = ProtectYes
	case supported || l.protect == ProtectNo:
		l.protect = ProtectNo
	default:
		l.protect = ProtectUnsupported
	}
}
