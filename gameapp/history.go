package gameapp

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// The history: every game finished on this device, kept apart from the saved games (deleting
// a save keeps its game in the history), one storage entry per game so that a damaged entry
// or a full storage costs no other game. It keeps the last HistoryLimit games; the oldest
// beyond them are dropped and counted in a note the history screen shows. Its keys lie under
// KeyPrefix like the saves, so a deploy under a sub-path takes them over from earlier builds
// (namespace.go) and an update loses none.

const (
	keyHist     = KeyPrefix + "hist/"
	keyHistNote = KeyPrefix + "histnote"
	// HistoryLimit is how many finished games the history keeps at least.
	HistoryLimit = 200
	// HistoryFormat is the format of a history entry; an entry of a later format is left as it
	// is and counted as unreadable.
	HistoryFormat = 1
)

// Finished is one finished game of the history.
type Finished struct {
	Format int        `json:"format"`
	ID     string     `json:"id"`    // the save the game was played under
	Ended  int64      `json:"ended"` // unix milliseconds
	Names  []string   `json:"names"`
	Seats  []SeatKind `json:"seats,omitempty"` // who played each seat (missing: people)
	Scores []int      `json:"scores"`
	// Winner is the seat that won, a tie broken by turn order as the score sheet says.
	Winner int `json:"winner"`
	// Code is the game's exported code (ExportCode: the seats and colours with it): its review
	// replays it.
	Code string `json:"code"`
	// From is the decision a game played on from another game's review began at (Setup.From);
	// the statistics count whole games only.
	From int `json:"from,omitempty"`
}

// Seat is who played seat p.
func (f Finished) Seat(p int) SeatKind { return Setup{Seats: f.Seats}.Seat(p) }

// FinishedOf is the history's record of s, a finished game saved under id, ended at ended
// (unix ms).
func FinishedOf(id string, s *Session, ended int64) Finished {
	setup := s.Setup()
	g := s.Game()
	return Finished{ID: id, Ended: ended, Names: setup.Names, Seats: normSeats(setup.Seats, len(setup.Names)),
		Scores: g.Scores(), Winner: g.Winner(), Code: ExportCode(setup, s.Choices()), From: setup.From}
}

// History keeps the finished games in a KV (nil: every call fails with ErrStorageUnavailable).
type History struct{ kv KV }

// NewHistory returns the history over kv.
func NewHistory(kv KV) *History { return &History{kv: kv} }

// HistoryList is what the history holds: the games, the most recently ended first, the
// entries that cannot be read (damaged, or of a later format: left as they are) and how many
// of the oldest games were dropped to keep the last HistoryLimit.
type HistoryList struct {
	Games      []Finished
	Unreadable int
	Dropped    int
}

type historyNote struct {
	Dropped int `json:"dropped"`
}

func (h *History) fail(err error) error { return fmt.Errorf("%w: %v", ErrStorageUnavailable, err) }

// List reads the history.
func (h *History) List() (HistoryList, error) {
	var l HistoryList
	if h.kv == nil {
		return l, ErrStorageUnavailable
	}
	keys, err := h.kv.Keys()
	if err != nil {
		return l, h.fail(err)
	}
	for _, k := range keys {
		if !strings.HasPrefix(k, keyHist) {
			continue
		}
		raw, ok, err := h.kv.Get(k)
		if err != nil {
			return l, h.fail(err)
		}
		var f Finished
		switch {
		case !ok:
		case json.Unmarshal([]byte(raw), &f) != nil || f.Format < 1 || f.Format > HistoryFormat || keyHist+f.ID != k ||
			f.Code == "" || len(f.Names) < 2 || len(f.Scores) != len(f.Names) || f.Winner < 0 || f.Winner >= len(f.Names):
			l.Unreadable++
		default:
			l.Games = append(l.Games, f)
		}
	}
	sort.SliceStable(l.Games, func(i, j int) bool {
		a, b := l.Games[i], l.Games[j]
		if a.Ended != b.Ended {
			return a.Ended > b.Ended
		}
		return a.ID > b.ID
	})
	if raw, ok, err := h.kv.Get(keyHistNote); err == nil && ok {
		var n historyNote
		if json.Unmarshal([]byte(raw), &n) == nil {
			l.Dropped = max(n.Dropped, 0)
		}
	}
	return l, nil
}

// Has reports whether the history keeps the game played under save id (or holds an entry
// under its key that this version cannot read).
func (h *History) Has(id string) (bool, error) {
	if h.kv == nil {
		return false, ErrStorageUnavailable
	}
	_, ok, err := h.kv.Get(keyHist + id)
	if err != nil {
		return false, h.fail(err)
	}
	return ok, nil
}

// Add keeps f, once: a game the history holds already is not written again, nor is an entry
// under its key that cannot be read. Then the oldest games beyond HistoryLimit are dropped and
// counted in the note. A failed write (a full storage) changes nothing.
func (h *History) Add(f Finished) error {
	if has, err := h.Has(f.ID); err != nil || has {
		return err
	}
	f.Format = HistoryFormat
	b, err := json.Marshal(f)
	if err != nil {
		return err
	}
	if err := h.kv.Set(keyHist+f.ID, string(b)); err != nil {
		return h.fail(err)
	}
	return h.prune()
}

// prune drops the oldest games beyond HistoryLimit and counts them in the note.
func (h *History) prune() error {
	l, err := h.List()
	if err != nil || len(l.Games) <= HistoryLimit {
		return err
	}
	n := 0
	for _, f := range l.Games[HistoryLimit:] {
		if h.kv.Del(keyHist+f.ID) == nil {
			n++
		}
	}
	b, _ := json.Marshal(historyNote{Dropped: l.Dropped + n})
	return h.kv.Set(keyHistNote, string(b))
}
