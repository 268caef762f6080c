package gameapp

import (
	"errors"
	"fmt"
	"strings"

	"borabora/engine"
)

// ResumeSave restores a stored game: the code gives the players, the seed and the choices; the
// stored setup adds what the code does not carry (colours, open hands). A save whose code does
// not decode or replay returns an error and no session; the save itself is left as it is.
func ResumeSave(f SaveFile) (*Session, error) {
	r, err := engine.DecodeRecord(f.Code)
	if err != nil {
		return nil, err
	}
	if _, err := engine.Replay(r); err != nil {
		return nil, err
	}
	s, err := Restore(setupOf(f, r), r.Choices)
	if err != nil {
		return nil, err
	}
	s.KeepUndoSticky(f.UndoFloor)
	return s, nil
}

// setupOf is the setup of saved game f, whose code is the record r: the names, seed and rules
// from the code, the rest from the save (colours only when they are one per seat, all
// different).
func setupOf(f SaveFile, r engine.Record) Setup {
	setup := Setup{Seed: r.Config.Seed, Rules: r.RulesVersion, OpenHands: f.Setup.OpenHands, Seats: f.Setup.Seats,
		Guide: f.Setup.Guide, Hints: f.Setup.Hints, From: f.Setup.From, Branch: f.Setup.Branch, Takeovers: f.Setup.Takeovers,
		Bound: f.Setup.Bound, Signed: f.Setup.Signed, Handed: f.Setup.Handed}
	for _, p := range r.Config.Players {
		setup.Names = append(setup.Names, p.Name)
	}
	if len(f.Setup.Colours) == len(setup.Names) && distinct(f.Setup.Colours) {
		setup.Colours = append([]int(nil), f.Setup.Colours...)
	}
	return setup
}

func distinct(xs []int) bool {
	seen := map[int]bool{}
	for _, x := range xs {
		if x < 0 || x >= PaletteSize || seen[x] {
			return false
		}
		seen[x] = true
	}
	return true
}

// Stale reports whether the stored save id was written or deleted by someone else (another
// tab) since this store last read or wrote it. A save this store never touched is not stale.
func (s *Saves) Stale(id string) (bool, error) {
	if s.kv == nil {
		return false, ErrStorageUnavailable
	}
	known, seen := s.known[id]
	if !seen {
		return false, nil
	}
	cur, _, err := s.read(keySave + id)
	switch {
	case errors.Is(err, ErrNotFound):
		if s.Cleared() {
			return true, ErrStorageCleared
		}
		return true, nil
	case err != nil:
		return true, err // replaced by something this tab cannot read: hands off
	}
	return cur.Seq != known, nil
}

// KeyOf is the storage key of save id (the key a window "storage" event names).
func KeyOf(id string) string { return keySave + id }

// IsSaveKey reports whether a storage key belongs to the saves store (nil-safe for the
// "storage" event's null key, passed as "").
func IsSaveKey(key string) bool { return strings.HasPrefix(key, KeyPrefix) }

// CheckStale looks at the stored copy of this game: when another tab has written it since this
// tab did, this tab stops saving it (Status().Conflict) and reports true.
func (a *AutoSaver) CheckStale() bool {
	if a.status.Conflict || a.status.Cleared {
		return true
	}
	stale, err := a.saves.Stale(a.id)
	if stale && errors.Is(err, ErrStorageCleared) {
		a.status = SaveStatus{Err: err, Cleared: true}
		return true
	}
	if stale {
		if err == nil {
			err = ErrConflict
		} else {
			err = fmt.Errorf("%w: %v", ErrConflict, err)
		}
		a.status = SaveStatus{Err: err, Conflict: true}
	}
	return stale
}

// Saves returns the store this saver writes to.
func (a *AutoSaver) Saves() *Saves { return a.saves }

// StorageFull reports whether err says the browser's storage is full (a quota error).
func StorageFull(err error) bool {
	if err == nil {
		return false
	}
	s := strings.ToLower(err.Error())
	return strings.Contains(s, "quota") || strings.Contains(s, "too large")
}
