// Package gameapp is the application layer: a game session over the rules engine, with undo,
// an action log and a hook for persistence. It has no go-app import.
package gameapp

import (
	"errors"
	"math/rand/v2"

	"borabora/engine"
)

// Setup is everything chosen on the start screen. The engine only needs names and the seed;
// colours and the open-hands option belong to the table.
type Setup struct {
	Names     []string
	Colours   []int  // index into the table palette, one per seat
	Seed      uint64 // 0 lets NewSession pick one
	OpenHands bool   // show every God card hand at all times (no pass-device screens)
	// Seats says who plays each seat (a person or a computer player). Missing or short (saves
	// from before computer players): the other seats are people.
	Seats []SeatKind `json:",omitempty"`
	// Rules is the engine rules version the game plays; 0 (a new game) is the engine's
	// current one. A session always holds the version its game plays, and codes carry it,
	// so a game begun under earlier rules goes on under them.
	Rules int `json:",omitempty"`
	// Guide is the state of a guided first game (guide.go); Hints the uses of the Hint. Both
	// are kept in saves only (codes and links leave them out); older saves have neither.
	Guide Guide  `json:",omitzero"`
	Hints []Hint `json:",omitempty"`
	// From is the decision at which this game was copied from another game's review to be
	// played on ("Play from here"); 0 for a game played from the start. Saves keep it, codes
	// do not; the statistics count whole games only.
	From int `json:",omitempty"`
	// Branch is the decision (1-based) from which this game is the other continuation that a
	// link brought (link.go): the link and the game this device held went on differently from
	// there, and both are kept. 0 for every other game. Saves keep it, codes do not.
	Branch int `json:",omitempty"`
	// Takeovers are the seats this or another device took over from a person playing on
	// another device (link.go, Session.TakeOver): each at the decision where it happened. Saves
	// and links keep them, so that every device shows them.
	Takeovers []Takeover `json:",omitempty"`
	// Bound are the keys of the seats of a game by links (sign.go): a seat's decisions are
	// signed by the device whose key is bound to it. Signed are the latest signature of each
	// bound key this device knows. Saves and links keep both; games of one device have none.
	Bound  []Binding   `json:",omitempty"`
	Signed []Signature `json:",omitempty"`
	// Handed are the changes of who plays a seat made during the game (the Players dialog): the
	// seat, the decisions made before, and who plays it from then on. The history counts a game
	// for the person who played a seat before a computer finished it. Saves keep them.
	Handed []Handed `json:",omitempty"`
}

// Handed is a change of who plays seat Seat after At decisions: From before, Kind from then on.
type Handed struct {
	Seat int      `json:"seat"`
	At   int      `json:"at"`
	From SeatKind `json:"from"`
	Kind SeatKind `json:"kind"`
}

// Takeover is a seat a device took over from a person on another device: Seat, taken by the
// device of the person at seat By, after At decisions.
type Takeover struct {
	Seat int `json:"seat"`
	By   int `json:"by"`
	At   int `json:"at"`
}

// Config returns the engine configuration for this setup.
func (s Setup) Config() engine.Config {
	cfg := engine.Config{Seed: s.Seed, Rules: s.Rules}
	for _, n := range s.Names {
		cfg.Players = append(cfg.Players, engine.PlayerConfig{Name: n})
	}
	return cfg
}

// LogEntry is one applied choice with what it caused.
type LogEntry struct {
	Player int           // the seat that decided
	Round  int           // the round when it was decided
	Choice engine.Choice // what was decided
	Events []engine.Event
	// Revealed: a die roll, a hidden card or a refill came out while this choice was applied,
	// so no choice up to this one can be taken back.
	Revealed bool
}

// Persister is told about every change so that it can save the game. Saved receives the setup
// and the full list of choices; it must not keep the slice. Another part of the app implements
// it (autosave to local storage, save codes); tests may use a fake.
type Persister interface {
	Saved(setup Setup, choices []engine.Choice)
}

// Session owns one game: its setup, the engine state and the record of choices.
type Session struct {
	setup   Setup
	g       *engine.Game
	rev     uint64
	log     []LogEntry
	initial []engine.Event
	persist Persister
	sticky  int // undo floor reached by earlier undos: undo never walks back past it
	toldAt  int // 1 + the decision at which the guide told a topic (guide.go); 0: none
}

// Errors returned by a Session.
var (
	ErrNoUndo = errors.New("nothing to take back")
	ErrOver   = errors.New("the game is over")
)

// NewSession starts a new game.
func NewSession(s Setup) (*Session, error) {
	for s.Seed == 0 {
		s.Seed = rand.Uint64()
	}
	return Restore(s, nil)
}

// Restore replays a recorded game: the setup plus the choices made so far. Any choice that does
// not replay returns an *engine.ReplayError and no session.
func Restore(s Setup, choices []engine.Choice) (*Session, error) {
	replays++
	s = normSetup(s, len(choices))
	g, err := engine.NewGame(s.Config())
	if err != nil {
		return nil, err
	}
	s.Rules = g.Rules()
	ss := &Session{setup: s, g: g, initial: g.Events()}
	for i, c := range choices {
		if err := ss.apply(c); err != nil {
			return nil, &engine.ReplayError{Index: i, Choice: c, Err: err}
		}
	}
	ss.rev = 1
	return ss, nil
}

// replays counts the games Restore replayed (tests hold how often an opening replays a game).
var replays int

// normSetup is s as a session holds it for a game of n decisions: its own copies of the slices,
// a colour for every seat, the Hints of those decisions, the seat kinds cut to the seats.
func normSetup(s Setup, n int) Setup {
	s.Names = append([]string(nil), s.Names...)
	s.Colours = append([]int(nil), s.Colours...)
	s.Hints = keepHints(append([]Hint(nil), s.Hints...), n)
	s.Takeovers = append([]Takeover(nil), s.Takeovers...)
	s.Bound = append([]Binding(nil), s.Bound...)
	s.Signed = append([]Signature(nil), s.Signed...)
	s.Handed = append([]Handed(nil), s.Handed...)
	s.Seats = normSeats(s.Seats, len(s.Names))
	for len(s.Colours) < len(s.Names) {
		s.Colours = append(s.Colours, len(s.Colours))
	}
	return s
}

// reseat gives s, a session just restored, the setup st of the same game (the same seed,
// names and rules: this device's seats, colours and notes for a game a link brought), without
// replaying it: what the engine did does not depend on who plays the seats.
func (s *Session) reseat(st Setup) {
	st = normSetup(st, len(s.log))
	st.Rules = s.g.Rules()
	s.setup = st
	s.rev++
}

// SetPersister installs the persistence hook (nil for none). It is told at once.
func (s *Session) SetPersister(p Persister) {
	s.persist = p
	s.save()
}

// Setup returns the start-screen choices (copies of the slices).
func (s *Session) Setup() Setup {
	c := s.setup
	c.Names = append([]string(nil), s.setup.Names...)
	c.Colours = append([]int(nil), s.setup.Colours...)
	c.Seats = append([]SeatKind(nil), s.setup.Seats...)
	c.Hints = append([]Hint(nil), s.setup.Hints...)
	c.Takeovers = append([]Takeover(nil), s.setup.Takeovers...)
	c.Bound = append([]Binding(nil), s.setup.Bound...)
	c.Signed = append([]Signature(nil), s.setup.Signed...)
	c.Handed = append([]Handed(nil), s.setup.Handed...)
	return c
}

// Game is the engine game. Callers read it; they change it only through Apply and Undo.
func (s *Session) Game() *engine.Game { return s.g }

// Rev changes after every successful Apply or Undo; components use it to know when to redraw.
func (s *Session) Rev() uint64 { return s.rev }

// Name returns seat p's name.
func (s *Session) Name(p int) string {
	if p >= 0 && p < len(s.setup.Names) {
		return s.setup.Names[p]
	}
	return "?"
}

// Colour returns seat p's palette index.
func (s *Session) Colour(p int) int {
	if p >= 0 && p < len(s.setup.Colours) {
		return s.setup.Colours[p]
	}
	return p
}

// Log returns the action log, oldest first. The slice is shared: do not modify it.
func (s *Session) Log() []LogEntry { return s.log }

// SetupEvents are the events of the game's setup (before any choice).
func (s *Session) SetupEvents() []engine.Event { return s.initial }

// Choices returns every choice applied so far.
func (s *Session) Choices() []engine.Choice { return s.g.Choices() }

// Apply applies a legal choice through the engine. An illegal choice returns an error wrapping
// engine.ErrIllegal and changes nothing.
func (s *Session) Apply(c engine.Choice) error {
	if s.g.Over() {
		return ErrOver
	}
	seen := s.setup.Guide.Seen
	s.guideTold() // the person has read the card: the guide explains its kind and topics no more
	if err := s.apply(c); err != nil {
		s.setup.Guide.Seen = seen
		return err
	}
	s.rev++
	s.save()
	return nil
}

func (s *Session) apply(c engine.Choice) error {
	pr := s.g.Prompt()
	round := int(s.g.Round())
	if err := s.g.Apply(c); err != nil {
		return err
	}
	// The engine moves its undo floor past a choice that revealed something (and to the start
	// of a choice by another seat); only the first makes the floor reach the record's end.
	revealed := s.g.UndoFloor() == len(s.g.Choices())
	s.log = append(s.log, LogEntry{Player: pr.Player, Round: round, Choice: c, Events: s.g.Events(), Revealed: revealed})
	return nil
}

// Undo is personal: it takes back decisions of one person only, the last decision of that
// person together with every computer player's decision made after it. The table's Undo acts
// for the person it belongs to now (Undoer): the person who decides, or, while computer players
// decide, the person who decided last. Once the game waits on another person, the previous
// person's last decision can be taken back only by that person's own offer (Handover), until
// the next person takes the device (Seal) or decides; after that nobody can take it back.

// Undoer is the person the table's Undo acts for: the person the game waits on, or, while a
// computer player decides, the person who decided last (-1: none, or the game is over).
func (s *Session) Undoer() int {
	if s.g.Over() {
		return -1
	}
	if p := s.g.Prompt().Player; p >= 0 && s.Here(p) {
		return p
	}
	if l := s.lastPersonDecision(); l >= 0 && s.Here(s.log[l].Player) {
		return s.log[l].Player
	}
	return -1
}

// undoTargetFor is the record length UndoFor(p) would go back to: the last decision of a
// person, when it is p's, taken back with every computer player's decision made after it; -1
// when p can take nothing back.
func (s *Session) undoTargetFor(p int) int {
	l := s.lastPersonDecision()
	if p < 0 || !s.Here(p) || l < 0 || s.log[l].Player != p || l < s.undoFloor() {
		return -1
	}
	return l
}

// CanUndo reports whether the table's Undo can take back a decision of the person it acts for
// (Undoer): their last decision, when no die roll, hidden card or refill came out since and no
// other person decided since (computer players' decisions do not count: they are taken back
// with it).
func (s *Session) CanUndo() bool { return s.CanUndoFor(s.Undoer()) }

// CanUndoFor reports whether person p can take back their last decision now.
func (s *Session) CanUndoFor(p int) bool { return s.undoTargetFor(p) >= 0 }

// UndoPreview returns the log entry that Undo would take back (the person's decision).
func (s *Session) UndoPreview() (LogEntry, bool) {
	e, _, ok := s.UndoPreviewBots()
	return e, ok
}

// UndoPreviewBots is UndoPreview plus the number of computer decisions taken back with it.
func (s *Session) UndoPreviewBots() (LogEntry, int, bool) { return s.UndoPreviewFor(s.Undoer()) }

// UndoPreviewFor is what UndoFor(p) would take back: p's decision and the number of computer
// decisions after it.
func (s *Session) UndoPreviewFor(p int) (LogEntry, int, bool) {
	t := s.undoTargetFor(p)
	if t < 0 {
		return LogEntry{}, 0, false
	}
	return s.log[t], len(s.log) - 1 - t, true
}

// Handover reports the person whose last decision handed the game to another person, while
// that decision can still be taken back by its maker (UndoFor): the game waits on a person
// other than the one who decided last.
func (s *Session) Handover() (int, bool) {
	if s.g.Over() {
		return -1, false
	}
	p := s.g.Prompt().Player
	l := s.lastPersonDecision()
	if p < 0 || s.IsBot(p) || l < 0 || s.log[l].Player == p {
		return -1, false
	}
	q := s.log[l].Player
	return q, s.Here(q) && s.CanUndoFor(q)
}

// Seal fixes every decision made so far when the game has passed to another person: that
// person took the device, so the previous person's decisions can no longer be taken back. It
// changes nothing while the person the game waits on decided last. It reports whether it
// sealed anything (the game is then saved with the new floor).
func (s *Session) Seal() bool {
	if _, ok := s.Handover(); !ok {
		return false
	}
	s.sticky = len(s.g.Choices())
	s.rev++
	s.save()
	return true
}

// Undo takes back the last decision of the person the table's Undo acts for (Undoer).
func (s *Session) Undo() error { return s.UndoFor(s.Undoer()) }

// UndoFor takes back person p's last decision (and the computer players' decisions after it)
// by replaying the game without them. Repeated undos go further back through that person's
// decisions, never past the floor of the first undo: once a person's run of decisions is taken
// back, the decisions of the person before them stay.
func (s *Session) UndoFor(p int) error {
	t := s.undoTargetFor(p)
	if t < 0 {
		return ErrNoUndo
	}
	floor := s.undoFloor()
	ch := s.g.Choices()
	n, err := Restore(s.setup, ch[:t])
	if err != nil {
		return err
	}
	s.g, s.log, s.initial = n.g, n.log, n.initial
	s.setup.Hints = keepHints(s.setup.Hints, t)
	s.sticky = max(s.sticky, floor)
	s.rev++
	s.save()
	return nil
}

// UndoSticky is the floor that earlier undos reached: undo never goes back past it.
func (s *Session) UndoSticky() int { return s.sticky }

// KeepUndoSticky restores that floor for a session resumed from a save (clamped to the record).
func (s *Session) KeepUndoSticky(n int) {
	s.sticky = max(0, min(n, len(s.g.Choices())))
}

func (s *Session) save() {
	if s.persist != nil {
		s.persist.Saved(s.Setup(), s.g.Choices())
	}
}
