package gameapp

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"borabora/engine"
)

// SaveStatus is what the table shows about saving.
type SaveStatus struct {
	OK       bool   // the last decision is stored
	Err      error  // why the last save failed (storage unavailable or full, conflict)
	Conflict bool   // another tab changed this game: this tab stopped saving it
	Cleared  bool   // the site's storage was cleared: saving stopped until the player says so
	Seq      uint64 // stored sequence number
}

// AutoSaver stores a session after every decision. It implements Persister.
//
// With a scheduler (SaveLater), a decision only marks the game as changed and asks the
// scheduler to call Flush a little later, so the write (encoding the code, reading the stored
// entry back, JSON, local storage) stays off the decision's own path and several quick
// decisions are stored by one write. Whoever reads the save flushes it first (Library does).
type AutoSaver struct {
	saves  *Saves
	id     string
	now    func() int64
	sess   *Session
	status SaveStatus
	stored string // the code last stored (or loaded): an unchanged game is not written again
	seats  string // the seat kinds last stored (or loaded), likewise
	floor  int    // the undo floor last stored (or loaded), likewise

	later func(flush func()) // nil: every decision is written at once
	dirty bool               // a change waits for Flush
	mark  uint64             // the storage's write count after the last write (Durability)

	hist  *History // where a game that ends here is kept (nil: nowhere)
	live  bool     // the game was not over when it came to this saver
	ended int64    // when it ended here (unix ms), or when its save says it did
	kept  bool     // the history holds it
}

// NewAutoSaver saves under id (use NewID for a new game) with now() as the clock in unix ms.
func NewAutoSaver(saves *Saves, id string, now func() int64) *AutoSaver {
	return &AutoSaver{saves: saves, id: id, now: now}
}

// ID is the save's id.
func (a *AutoSaver) ID() string { return a.id }

// Attach starts saving s (and saves it at once).
func (a *AutoSaver) Attach(s *Session) {
	a.sess, a.live = s, !s.Game().Over()
	s.SetPersister(a)
}

// KeepIn makes the saver keep the game in h once it ends on this device.
func (a *AutoSaver) KeepIn(h *History) { a.hist = h }

// keep records the game in the history once it has ended on this device (a game that was
// over when it came here, an imported one, is not a game played here). A failed record is
// tried again at the next write; the save's Ended lets the library keep it later too.
func (a *AutoSaver) keep() {
	if a.sess == nil || a.kept || !a.sess.Game().Over() || (!a.live && a.ended == 0) {
		return
	}
	if a.ended == 0 {
		a.ended = a.now()
	}
	if a.hist != nil {
		a.kept = a.hist.Add(FinishedOf(a.id, a.sess, a.ended)) == nil
	}
}

// Status returns how the last save went.
func (a *AutoSaver) Status() SaveStatus { return a.status }

// SaveLater makes the saver write after a change only when Flush is called: later is called
// once for each run of changes (the first change after a write) and must make sure Flush runs
// soon. nil writes every change at once (the default).
func (a *AutoSaver) SaveLater(later func(flush func())) { a.later = later }

// Pending reports whether a change waits for Flush.
func (a *AutoSaver) Pending() bool { return a.dirty }

// Durable reports whether the game as it is now is stored where a killed browser keeps it:
// the last write succeeded, no change waits for Flush, and the storage's journal has committed
// that write (journal.go). Where the storage has no journal, a write to local storage is all
// there is, and counts.
func (a *AutoSaver) Durable() bool {
	if !a.status.OK || a.dirty {
		return false
	}
	d := durabilityOf(a.saves.kv)
	return d == nil || d.Kept() >= a.mark
}

// Journaled reports whether the storage commits the saves to a journal (false where the
// browser has none, or its journal failed: then local storage alone keeps them).
func (a *AutoSaver) Journaled() bool {
	d := durabilityOf(a.saves.kv)
	return d != nil && d.Journaled()
}

// markWrites notes the storage's write count: the saver's game is durable once the storage has
// kept every write up to it.
func (a *AutoSaver) markWrites() {
	if d := durabilityOf(a.saves.kv); d != nil {
		a.mark = d.Writes()
	}
}

// Flush writes the change that waits, if any (Status says how it went).
func (a *AutoSaver) Flush() {
	if !a.dirty {
		return
	}
	a.dirty = false
	if a.sess != nil {
		a.write(a.sess.Setup(), a.sess.Choices())
	}
}

// Saved writes the game, or with SaveLater marks it for the next Flush; failures are kept in
// Status, never returned: the game goes on in memory whatever the storage does.
func (a *AutoSaver) Saved(setup Setup, choices []engine.Choice) {
	if a.later != nil && a.sess != nil {
		if !a.dirty {
			a.dirty = true
			a.later(a.Flush)
		}
		return
	}
	a.write(setup, choices)
}

func (a *AutoSaver) write(setup Setup, choices []engine.Choice) {
	a.keep()
	if a.status.Conflict || a.status.Cleared {
		return
	}
	f := SaveFile{ID: a.id, Setup: setup, Code: CodeOf(setup, choices), Ended: a.ended}
	if a.sess != nil {
		f.UndoFloor = a.sess.UndoSticky()
	}
	if f.Code == a.stored && seatsKey(setup) == a.seats && f.UndoFloor == a.floor && a.status.OK {
		return // nothing new: rewriting would only tell other tabs this game changed
	}
	if a.sess != nil {
		f.Summary = SummaryOf(a.sess)
	}
	w, err := a.saves.Write(f, a.now())
	if err != nil {
		a.status = SaveStatus{Err: err, Conflict: errors.Is(err, ErrConflict), Cleared: errors.Is(err, ErrStorageCleared)}
		return
	}
	a.status = SaveStatus{OK: true, Seq: w.Seq}
	a.stored, a.seats, a.floor = f.Code, seatsKey(setup), f.UndoFloor
	a.markWrites()
}

// Resave stores the game again as a new save under the same id, after the storage was cleared
// (the player asked for it).
func (a *AutoSaver) Resave() {
	if a.sess == nil {
		return
	}
	a.saves.Forget(a.id)
	a.status, a.stored, a.dirty = SaveStatus{}, "", false
	a.write(a.sess.Setup(), a.sess.Choices())
}

// seatsKey tells seat kinds apart (a seat handed to a computer player is a change to save),
// and so the guide's state and the uses of the Hint.
func seatsKey(s Setup) string {
	k := fmt.Sprint(s.Guide, len(s.Hints))
	for p := range s.Names {
		k += s.Seat(p).String() + ","
	}
	// a game by links changes with its takeovers, bindings and signatures too (sign.go)
	k += fmt.Sprint(len(s.Takeovers), len(s.Bound))
	for _, g := range s.Signed {
		k += fmt.Sprint(",", len(g.Key), g.Key[:min(len(g.Key), 4)], g.N)
	}
	return k
}

// AttachLoaded starts saving s, a session restored from f (just read by Load from the same
// store). Nothing is written until the game changes, so opening a game in a second tab does not
// make the first tab's copy stale.
func (a *AutoSaver) AttachLoaded(s *Session, f SaveFile) {
	a.sess, a.live, a.ended = s, !s.Game().Over(), f.Ended
	a.stored, a.seats, a.floor = f.Code, seatsKey(f.Setup), s.UndoSticky()
	a.status = SaveStatus{OK: true, Seq: f.Seq}
	a.markWrites() // what was just written for it (a link's decisions) must be kept first
	s.SetPersister(a)
}

// CodeOf is the save code of a setup and its choices, under the setup's rules version (a
// setup with none is a new game: the engine's current rules).
func CodeOf(setup Setup, choices []engine.Choice) string {
	rules := setup.Rules
	if rules == 0 {
		rules = engine.RulesVersion
	}
	return engine.EncodeRecord(engine.Record{Config: setup.Config(), RulesVersion: rules, Choices: choices})
}

// SummaryOf describes a session for the saves list.
func SummaryOf(s *Session) Summary {
	g := s.Game()
	m := Summary{
		Names:  append([]string(nil), s.Setup().Names...),
		Round:  int(g.Round()),
		Stage:  int(g.Stage()),
		Over:   g.Over(),
		Scores: g.Scores(),
		Moves:  len(g.Choices()),
	}
	if p := g.Prompt().Player; !g.Over() && p >= 0 {
		m.Waits = p + 1
	}
	return m
}

// NewID returns a fresh save id.
func NewID(now int64) string {
	return fmt.Sprintf("%x-%04x", now, rand.Uint32()&0xffff)
}

// Import turns a pasted save code into a session, or a clear error. Names and seed come from
// the code, and the seats' players, colours and open hands from its table part (tablecode.go)
// when it has one. Nothing else is touched.
func Import(code string) (*Session, error) {
	setup, choices, err := decodeCode(code)
	if err != nil {
		return nil, err
	}
	s, err := Restore(setup, choices)
	if err != nil {
		return nil, err
	}
	// a code says nothing of earlier undos: an imported game takes nothing back from before
	// the import
	s.KeepUndoSticky(len(choices))
	return s, nil
}

// decodeCode reads an exported code: the setup (names, seed, rules version, and the table's
// settings when the code has them) and the choices, which its caller replays (Restore: a
// choice that does not replay is a *engine.ReplayError), so that a code is decoded once and
// replayed once.
func decodeCode(code string) (Setup, []engine.Choice, error) {
	code = strings.TrimSpace(code)
	game := code
	if i := strings.Index(code, tableSep); i >= 0 {
		game = code[:i]
	}
	r, err := engine.DecodeRecord(game)
	if err != nil {
		return Setup{}, nil, err
	}
	if r.RulesVersion < engine.MinRulesVersion || r.RulesVersion > engine.RulesVersion {
		return Setup{}, nil, fmt.Errorf("%w: the code's rules %d, this app plays %d to %d", engine.ErrReplayRules,
			r.RulesVersion, engine.MinRulesVersion, engine.RulesVersion)
	}
	setup := Setup{Seed: r.Config.Seed, Rules: r.RulesVersion}
	for _, p := range r.Config.Players {
		setup.Names = append(setup.Names, p.Name)
	}
	if _, err := splitTable(code, &setup); err != nil {
		return Setup{}, nil, err
	}
	return setup, r.Choices, nil
}

// shareKey starts the fragment of a share link.
const shareKey = "game="

// ShareLink returns base (the app's URL without a fragment) with the code in the fragment, so
// that opening it in any browser imports the game with no server.
func ShareLink(base, code string) string {
	if i := strings.IndexByte(base, '#'); i >= 0 {
		base = base[:i]
	}
	return base + "#" + shareKey + code
}

// CodeFromFragment extracts a save code from a URL fragment (with or without '#').
func CodeFromFragment(frag string) (string, bool) {
	frag = strings.TrimPrefix(frag, "#")
	if !strings.HasPrefix(frag, shareKey) {
		return "", false
	}
	return strings.TrimPrefix(frag, shareKey), true
}
