package gameapp

import (
	"errors"
	"fmt"
	"strings"

	"borabora/engine/bot"
)

// SeatKind says who plays a seat: a person at the device, a computer player of some strength,
// or a person who plays on another device (the game travels between the devices by links,
// link.go). Each device keeps its own kinds: a seat of this device is Remote on the others.
type SeatKind int

const (
	Person SeatKind = iota
	BotEasy
	BotMedium
	BotHard
	BotExpert
	Remote
	BotMaster // after Remote: kinds came in this order, and each keeps its number
)

// SeatKinds lists every kind, in the order the setup screen offers them.
var SeatKinds = []SeatKind{Person, BotEasy, BotMedium, BotHard, BotExpert, BotMaster, Remote}

var seatKindNames = [...]string{"person", "easy", "medium", "hard", "expert", "remote", "master"}

func (k SeatKind) String() string {
	if k >= 0 && int(k) < len(seatKindNames) {
		return seatKindNames[k]
	}
	return fmt.Sprintf("seatkind(%d)", int(k))
}

// IsBot reports whether a computer plays the seat.
func (k SeatKind) IsBot() bool { return k >= BotEasy && k <= BotExpert || k == BotMaster }

// valid reports whether k is a kind this version knows other than Person.
func (k SeatKind) valid() bool { return k > Person && int(k) < len(seatKindNames) }

// Level is the computer player's strength (meaningful only when IsBot).
func (k SeatKind) Level() bot.Level {
	switch k {
	case BotEasy:
		return bot.Easy
	case BotMedium:
		return bot.Medium
	case BotExpert:
		return bot.Expert
	case BotMaster:
		return bot.Master
	}
	return bot.Hard
}

// ParseSeatKind reads "person", "easy", "medium", "hard", "expert", "master" or "remote".
func ParseSeatKind(s string) (SeatKind, error) {
	for i, n := range seatKindNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return SeatKind(i), nil
		}
	}
	return Person, fmt.Errorf("unknown seat kind %q", s)
}

// MarshalText stores a kind by name, so saves stay readable and robust to reordering.
func (k SeatKind) MarshalText() ([]byte, error) {
	if k < 0 || int(k) >= len(seatKindNames) {
		k = Person
	}
	return []byte(seatKindNames[k]), nil
}

// UnmarshalText reads a kind by name. A name this version does not know (a later version's
// new kind) reads as a person, so such a save still opens and every seat can still be played.
func (k *SeatKind) UnmarshalText(b []byte) error {
	v, err := ParseSeatKind(string(b))
	if err != nil {
		v = Person
	}
	*k = v
	return nil
}

// Seat returns the kind of seat p; seats missing from Seats (saves made before computer
// players existed) are people.
func (s Setup) Seat(p int) SeatKind {
	if p >= 0 && p < len(s.Seats) && s.Seats[p].valid() {
		return s.Seats[p]
	}
	return Person
}

// People counts the seats played by people at this device (not computers, not people on
// another device).
func (s Setup) People() int {
	n := 0
	for p := range s.Names {
		if s.Seat(p) == Person {
			n++
		}
	}
	return n
}

// Linked reports whether the game travels by links: some seat plays on another device, or a
// seat was taken over from another device (whose device still holds the game).
func (s Setup) Linked() bool {
	for p := range s.Names {
		if s.Seat(p) == Remote {
			return true
		}
	}
	return len(s.Takeovers) > 0
}

// Open reports whether every hand shows: the open-hands option, which a game played by links
// never has (a device never shows another device's cards).
func (s Setup) Open() bool { return s.OpenHands && !s.Linked() }

// normSeats returns Seats cut or padded to n seats; nil when every seat is a person, so that
// a setup without computer players is stored exactly as before.
func normSeats(seats []SeatKind, n int) []SeatKind {
	out := make([]SeatKind, n)
	any := false
	for p := 0; p < n; p++ {
		if p < len(seats) && seats[p].valid() {
			out[p] = seats[p]
			any = true
		}
	}
	if !any {
		return nil
	}
	return out
}

// BotSeed is the seed of the computer player at seat p: it derives from the game's seed and the
// seat only, so a game resumed from a save (or replayed after an undo) plays on the same way.
func BotSeed(gameSeed uint64, p int) uint64 {
	x := gameSeed ^ (uint64(p)+1)*0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// SeatKind returns who plays seat p.
func (s *Session) SeatKind(p int) SeatKind { return s.setup.Seat(p) }

// IsBot reports whether a computer plays seat p.
func (s *Session) IsBot(p int) bool { return s.setup.Seat(p).IsBot() }

// BotTurn reports whether the game waits on a computer player now (and which seat).
func (s *Session) BotTurn() (int, bool) {
	if s.g.Over() {
		return -1, false
	}
	p := s.g.Prompt().Player
	return p, p >= 0 && s.IsBot(p)
}

// People counts the seats played by people.
func (s *Session) People() int { return s.setup.People() }

// SetSeatKind hands seat p to a computer player or back to a person, and saves the game. The
// game itself does not change; Rev does, so the table redraws.
func (s *Session) SetSeatKind(p int, k SeatKind) error {
	if p < 0 || p >= len(s.setup.Names) {
		return fmt.Errorf("no seat %d", p)
	}
	if k < Person || k > Remote {
		return fmt.Errorf("unknown seat kind %d", int(k))
	}
	if s.setup.Seat(p) == k {
		return nil
	}
	if s.setup.Seat(p) == Remote && !s.g.Over() {
		return ErrRemoteSeat // a seat of another device is only taken over (TakeOver), never silently
	}
	seats := normSeats(s.setup.Seats, len(s.setup.Names))
	if seats == nil {
		seats = make([]SeatKind, len(s.setup.Names))
	}
	old := seats[p]
	seats[p] = k
	s.setup.Seats = normSeats(seats, len(s.setup.Names))
	if n := len(s.log); n > 0 && !s.g.Over() {
		s.setup.Handed = append(s.setup.Handed, Handed{Seat: p, At: n, From: old, Kind: k})
	}
	s.rev++
	s.save()
	return nil
}

// KindAt is who played seat p at decision i (0-based): by the hand-overs made during the game
// (Setup.Handed), else its kind now.
func (s Setup) KindAt(p, i int) SeatKind {
	k, first := s.Seat(p), true
	for _, h := range s.Handed {
		if h.Seat != p {
			continue
		}
		if first {
			k, first = h.From, false
		}
		if h.At <= i {
			k = h.Kind
		}
	}
	return k
}

// Errors of TakeOver.
var (
	ErrNotRemote  = errors.New("this seat is not played on another device")
	ErrNoTaker    = errors.New("no person plays on this device")
	ErrRemoteSeat = errors.New("a seat played on another device can only be taken over")
)

// TakeOver takes seat p, played by a person on another device, to this device, where the
// person at seat by plays: it becomes a person here, and its cards show here from now on. It
// is part of the game: recorded at the decision where it happens (Setup.Takeovers), kept in
// the save and carried by every link, so that every device shows it. A seat of another
// device can be handed to no one else on this device (SetSeatKind refuses it): taking it
// over is the only way, so that seeing its cards is never silent.
func (s *Session) TakeOver(p, by int) error {
	if p < 0 || p >= len(s.setup.Names) || s.setup.Seat(p) != Remote {
		return ErrNotRemote
	}
	if by < 0 || by >= len(s.setup.Names) || s.setup.Seat(by) != Person {
		return ErrNoTaker
	}
	seats := normSeats(s.setup.Seats, len(s.setup.Names))
	seats[p] = Person
	s.setup.Seats = normSeats(seats, len(s.setup.Names))
	s.setup.Takeovers = append(s.setup.Takeovers, Takeover{Seat: p, By: by, At: len(s.log)})
	s.rev++
	s.save()
	return nil
}

// Taker is the seat whose device takes over a seat now: the first person of this device (-1
// when it has none).
func (s *Session) Taker() int {
	for p := range s.setup.Names {
		if s.setup.Seat(p) == Person {
			return p
		}
	}
	return -1
}

// NewBot returns the computer player for seat p with its seat's level and seed (budget > 0
// overrides the searching levels' rollouts per decision).
func (s *Session) NewBot(p int, budget int) *bot.Bot {
	b := bot.New(s.setup.Seat(p).Level(), BotSeed(s.setup.Seed, p))
	if budget > 0 {
		b.Budget = budget
	}
	return b
}

// lastPersonDecision returns the index in the record of the last choice made by a person (at
// this device or another), or -1.
func (s *Session) lastPersonDecision() int {
	for i := len(s.log) - 1; i >= 0; i-- {
		if !s.IsBot(s.log[i].Player) {
			return i
		}
	}
	return -1
}

// Here reports whether seat p is played by a person at this device.
func (s *Session) Here(p int) bool { return s.setup.Seat(p) == Person }

// undoFloor is the number of leading choices that can no longer be taken back, with the
// computer players' decisions seen through: a die roll, a hidden card or a refill that came
// out, or a decision by a different person, fixes everything before it. A computer player's
// decision is not such a barrier (it is taken back together with the person's decision it
// answered). The floor never goes down while the session lives (see Undo).
func (s *Session) undoFloor() int {
	f, last := 0, -1
	for i, e := range s.log {
		if !s.IsBot(e.Player) {
			if last >= 0 && e.Player != last {
				f = max(f, i)
			}
			last = e.Player
		}
		if e.Revealed {
			f = i + 1
		}
	}
	return max(f, s.sticky)
}

// ReadText is UnmarshalText for the saves' JSON reader (jsonlite).
func (k *SeatKind) ReadText(b []byte) error { return k.UnmarshalText(b) }
