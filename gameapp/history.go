package gameapp

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// The history: every game finished on this device, kept apart from the saved games (deleting
// a save keeps its game in the history), one storage entry per game so that a damaged entry
// or a full storage costs no other game. It keeps the last HistoryLimit games; the oldest
// beyond them are dropped and counted in a note the history screen shows. Its keys lie under
// KeyPrefix like the saves, so a deploy under a sub-path takes them over from earlier builds
// (namespace.go) and an update loses none.
//
// An entry is a few lines of text (no JSON: app.wasm carries no JSON coder for it), under the
// key KeyPrefix+"hist/"+<save id>:
//
//	1                  the format (an entry of a later one is left as it is, unreadable here)
//	<ended>            unix milliseconds
//	<winner>           the seat
//	<from>             Finished.From
//	<code>             the exported code
//	<kind> <score> <name as a Go quoted string>     one line per seat
//
// The note (KeyPrefix+"histnote") is the number of games dropped.

const (
	keyHist     = KeyPrefix + "hist/"
	keyHistNote = KeyPrefix + "histnote"
	// HistoryLimit is how many finished games the history keeps at least.
	HistoryLimit = 200
)

// Finished is one finished game of the history.
type Finished struct {
	ID    string     // the save the game was played under
	Ended int64      // unix milliseconds
	Names []string   //
	Seats []SeatKind // who played each seat (missing: people)
	// Rounds are, for a seat a computer finished, the rounds a person played it before handing
	// it over (Setup.Handed): the game counts for that person. Missing or 0: none.
	Rounds []int
	Scores []int
	// Winner is the seat that won, a tie broken by turn order as the score sheet says.
	Winner int
	// Code is the game's exported code (ExportCode: the seats and colours with it): its review
	// replays it.
	Code string
	// From is the decision a game played on from another game's review began at (Setup.From);
	// the statistics count whole games only.
	From int
}

// text is f as the history stores it.
func (f Finished) text() string {
	b := []byte("1\n")
	for _, n := range []int64{f.Ended, int64(f.Winner), int64(f.From)} {
		b = append(strconv.AppendInt(b, n, 10), '\n')
	}
	b = append(b, f.Code...)
	for p, name := range f.Names {
		b = append(b, '\n')
		b = append(b, f.Seat(p).String()...)
		if r := f.PersonRounds(p); r > 0 {
			b = strconv.AppendInt(append(b, '+'), int64(r), 10) // an earlier build reads a person
		}
		b = append(b, ' ')
		b = append(strconv.AppendInt(b, int64(f.Scores[p]), 10), ' ')
		b = strconv.AppendQuote(b, name)
	}
	return string(b)
}

// parseFinished reads the entry of save id; ok is false for one this version cannot read.
func parseFinished(id, text string) (f Finished, ok bool) {
	l := strings.Split(text, "\n")
	if len(l) < 7 || l[0] != "1" || l[4] == "" {
		return f, false
	}
	var n [3]int64
	for i := range n {
		v, err := strconv.ParseInt(l[1+i], 10, 64)
		if err != nil {
			return f, false
		}
		n[i] = v
	}
	f = Finished{ID: id, Ended: n[0], Winner: int(n[1]), From: int(n[2]), Code: l[4]}
	for _, line := range l[5:] {
		kind, rest, _ := strings.Cut(line, " ")
		score, quoted, _ := strings.Cut(rest, " ")
		kind, handed, _ := strings.Cut(kind, "+")
		var k SeatKind
		_ = k.UnmarshalText([]byte(kind)) // a kind of a later version is a person
		rounds, _ := strconv.Atoi(handed)
		f.Rounds = append(f.Rounds, max(rounds, 0))
		v, err := strconv.Atoi(score)
		name, err2 := strconv.Unquote(quoted)
		if err != nil || err2 != nil {
			return f, false
		}
		f.Names, f.Scores, f.Seats = append(f.Names, name), append(f.Scores, v), append(f.Seats, k)
	}
	f.Seats = normSeats(f.Seats, len(f.Names))
	if !slices.ContainsFunc(f.Rounds, func(r int) bool { return r > 0 }) {
		f.Rounds = nil // no seat handed over: as an earlier build read it
	}
	return f, len(f.Names) <= 4 && f.Winner >= 0 && f.Winner < len(f.Names) && f.From >= 0
}

// Seat is who played seat p (at the end).
func (f Finished) Seat(p int) SeatKind { return Setup{Seats: f.Seats}.Seat(p) }

// PersonRounds is how many rounds a person played seat p before a computer finished it (0
// when none, or when a person played it to the end).
func (f Finished) PersonRounds(p int) int {
	if p < len(f.Rounds) && f.Seat(p).IsBot() {
		return f.Rounds[p]
	}
	return 0
}

// Person reports whether a person played seat p: to the end, or for some rounds before a
// computer finished it. The statistics count the game for them.
func (f Finished) Person(p int) bool { return !f.Seat(p).IsBot() || f.PersonRounds(p) > 0 }

// FinishedOf is the history's record of s, a finished game saved under id, ended at ended
// (unix ms).
func FinishedOf(id string, s *Session, ended int64) Finished {
	setup := s.Setup()
	g := s.Game()
	f := Finished{ID: id, Ended: ended, Names: setup.Names, Seats: normSeats(setup.Seats, len(setup.Names)),
		Scores: g.Scores(), Winner: g.Winner(), Code: ExportCode(setup, s.Choices()), From: setup.From}
	// the rounds a person played each seat a computer finished: those in which the seat made a
	// decision while a person held it
	if len(setup.Handed) > 0 {
		f.Rounds = make([]int, len(setup.Names))
		for p := range f.Rounds {
			if !setup.Seat(p).IsBot() {
				continue
			}
			seen := map[int]bool{}
			for i, e := range s.Log() {
				if e.Player == p && !setup.KindAt(p, i).IsBot() {
					seen[e.Round] = true
				}
			}
			f.Rounds[p] = len(seen)
		}
		if !slices.ContainsFunc(f.Rounds, func(r int) bool { return r > 0 }) {
			f.Rounds = nil
		}
	}
	return f
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
		if !ok {
			continue
		}
		if f, good := parseFinished(strings.TrimPrefix(k, keyHist), raw); good {
			l.Games = append(l.Games, f)
		} else {
			l.Unreadable++
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
		if n, err := strconv.Atoi(raw); err == nil {
			l.Dropped = max(n, 0)
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
	if err := h.kv.Set(keyHist+f.ID, f.text()); err != nil {
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
	return h.kv.Set(keyHistNote, strconv.Itoa(l.Dropped+n))
}
