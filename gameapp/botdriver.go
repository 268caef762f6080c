package gameapp

import (
	"sync/atomic"
	"time"

	"borabora/engine"
	"borabora/engine/bot"
)

// BotDriver keeps the computer players' turns in step with the session on the table. The
// table starts a job when the game waits on a computer player; the job thinks on a copy of the
// game (in a goroutine, yielding to the page now and then) and hands its choice back, which is
// applied only if nothing changed meanwhile. Every change the table makes (a new game, a game
// loaded, an undo, a seat handed over) cancels the job by moving the generation on.
//
// Start, Finish, Cancel and Busy run on the UI goroutine; Cancelled may be called from the
// job's goroutine.
type BotDriver struct {
	gen  atomic.Uint64
	busy bool
}

// BotJob is one computer decision in progress.
type BotJob struct {
	Gen   uint64
	Seat  int
	Kind  SeatKind
	Rev   uint64       // the session's revision when the job started
	Game  *engine.Game // a copy of the game to think on (the job's own)
	Bot   *bot.Bot
	Start time.Time
}

// Start returns a job when the session waits on a computer player and no job runs yet.
// budget > 0 overrides the searching levels' rollouts per decision.
func (d *BotDriver) Start(s *Session, budget int) (BotJob, bool) {
	if d.busy || s == nil {
		return BotJob{}, false
	}
	p, ok := s.BotTurn()
	if !ok {
		return BotJob{}, false
	}
	d.busy = true
	return BotJob{Gen: d.gen.Load(), Seat: p, Kind: s.SeatKind(p), Rev: s.Rev(),
		Game: s.Game().Clone(), Bot: s.NewBot(p, budget), Start: time.Now()}, true
}

// Busy reports whether a job is running.
func (d *BotDriver) Busy() bool { return d.busy }

// Cancel drops the running job, if any: its result will not be applied, and its goroutine stops
// at its next yield.
func (d *BotDriver) Cancel() {
	d.gen.Add(1)
	d.busy = false
}

// Cancelled reports whether job j was cancelled (safe from any goroutine).
func (d *BotDriver) Cancelled(j BotJob) bool { return d.gen.Load() != j.Gen }

// Finish hands a job's choice back. It is applied to s only if the job was not cancelled and
// the session did not change since the job started; it reports whether it was applied.
func (d *BotDriver) Finish(s *Session, j BotJob, c engine.Choice) (bool, error) {
	if d.Cancelled(j) {
		return false, nil
	}
	d.busy = false
	if s == nil || s.Rev() != j.Rev {
		return false, nil
	}
	if p, ok := s.BotTurn(); !ok || p != j.Seat {
		return false, nil
	}
	if err := s.Apply(c); err != nil {
		return false, err
	}
	return true, nil
}

// Think runs job j's decision. The Hard and Expert levels' search runs in slices of about slice each, with
// pause() between them (so a browser can draw and answer clicks); it stops early and reports
// false as soon as the job is cancelled. The choice does not depend on slice or on timing.
func (d *BotDriver) Think(j BotJob, slice time.Duration, pause func()) (engine.Choice, bool) {
	if d.Cancelled(j) {
		return engine.Choice{}, false
	}
	if !j.Bot.Level.Searches() {
		return j.Bot.Choose(j.Game), !d.Cancelled(j)
	}
	s := j.Bot.NewSearch(j.Game)
	for !s.Done() {
		if pause != nil {
			pause()
		}
		if d.Cancelled(j) {
			return engine.Choice{}, false
		}
		t0 := time.Now()
		for !s.Step(1) && time.Since(t0) < slice {
		}
	}
	return s.Result(), !d.Cancelled(j)
}
