// Package gameapp is the application layer: a game session over the rules engine, with undo,
// an action log and a hook for persistence. It has no go-app import.
package gameapp

import (
	"errors"
	"fmt"
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
}

// Config returns the engine configuration for this setup.
func (s Setup) Config() engine.Config {
	cfg := engine.Config{Seed: s.Seed}
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
// not replay returns an error and no session.
func Restore(s Setup, choices []engine.Choice) (*Session, error) {
	s.Names = append([]string(nil), s.Names...)
	s.Colours = append([]int(nil), s.Colours...)
	for len(s.Colours) < len(s.Names) {
		s.Colours = append(s.Colours, len(s.Colours))
	}
	g, err := engine.NewGame(s.Config())
	if err != nil {
		return nil, err
	}
	ss := &Session{setup: s, g: g, initial: g.Events()}
	for i, c := range choices {
		if err := ss.apply(c); err != nil {
			return nil, fmt.Errorf("choice %d of %d (%v): %w", i+1, len(choices), c, err)
		}
	}
	ss.rev = 1
	return ss, nil
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
	if err := s.apply(c); err != nil {
		return err
	}
	s.rev++
	s.save()
	return nil
}

func (s *Session) apply(c engine.Choice) error {
	pr := s.g.Prompt()
	round := int(s.g.Round)
	if err := s.g.Apply(c); err != nil {
		return err
	}
	s.log = append(s.log, LogEntry{Player: pr.Player, Round: round, Choice: c, Events: s.g.Events()})
	return nil
}

// CanUndo reports whether the last choice can be taken back: it came after the last die roll,
// card draw, refill or other player's decision.
func (s *Session) CanUndo() bool {
	return len(s.g.Choices()) > s.g.UndoFloor()
}

// UndoPreview returns the log entry that Undo would take back.
func (s *Session) UndoPreview() (LogEntry, bool) {
	if !s.CanUndo() || len(s.log) == 0 {
		return LogEntry{}, false
	}
	return s.log[len(s.log)-1], true
}

// Undo takes back the last choice by replaying the game without it.
func (s *Session) Undo() error {
	if !s.CanUndo() {
		return ErrNoUndo
	}
	ch := s.g.Choices()
	n, err := Restore(s.setup, ch[:len(ch)-1])
	if err != nil {
		return err
	}
	s.g, s.log, s.initial = n.g, n.log, n.initial
	s.rev++
	s.save()
	return nil
}

func (s *Session) save() {
	if s.persist != nil {
		s.persist.Saved(s.Setup(), s.g.Choices())
	}
}
