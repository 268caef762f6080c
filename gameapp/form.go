package gameapp

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
)

// NewGameForm is the start screen's form for a new game, as the player typed and chose it.
type NewGameForm struct {
	N         int         // players, 2 to 4
	Names     [4]string   // as typed: a name is never cut (NameProblem says what is wrong)
	Colours   [4]int      // palette index per seat, all different
	Kinds     [4]SeatKind // who plays each seat
	Seed      string      // game number as typed; empty for a random one
	OpenHands bool
}

// NameError says why a seat's name cannot be used: Err is ErrNameInvisible or ErrNameTooLong,
// Chars the characters the name has.
type NameError struct {
	Seat  int
	Err   error
	Chars int
}

func (e *NameError) Error() string {
	return "the name of seat " + strconv.Itoa(e.Seat+1) + ": " + e.Err.Error()
}
func (e *NameError) Unwrap() error { return e.Err }

// ErrBadSeed: the game number is not a whole number above 0.
var ErrBadSeed = errors.New("the game number must be a whole number above 0")

// NewForm is the form as the start screen first shows it: two players, each seat its own
// colour, people only, names from defaultName.
func NewForm(defaultName func(seat int) string) NewGameForm {
	f := NewGameForm{N: 2, Colours: [4]int{0, 1, 2, 3}}
	for i := range f.Names {
		f.Names[i] = defaultName(i)
	}
	return f
}

// NameProblem is why seat i's name cannot be used (a *NameError), nil when it can. An empty
// field is fine (the seat's default name takes its place); a name with nothing visible in it,
// or one longer than a save code carries, is refused rather than cut.
func (f NewGameForm) NameProblem(i int) error {
	raw := f.Names[i]
	if raw == "" {
		return nil
	}
	name := CleanName(raw)
	err := CheckName(name)
	switch {
	case name == "" || errors.Is(err, ErrNameInvisible):
		return &NameError{Seat: i, Err: ErrNameInvisible}
	case errors.Is(err, ErrNameTooLong):
		return &NameError{Seat: i, Err: ErrNameTooLong, Chars: NameChars(name)}
	}
	return nil
}

// SetColour gives seat i colour c, swapped with the seat that had it, so colours stay distinct.
func (f *NewGameForm) SetColour(i, c int) {
	if i < 0 || i >= len(f.Colours) || c < 0 || c >= PaletteSize {
		return
	}
	for j := range f.Colours {
		if j != i && f.Colours[j] == c {
			f.Colours[j] = f.Colours[i]
		}
	}
	f.Colours[i] = c
}

// Setup turns the form into a game's setup: an empty name becomes defaultName(seat), an empty
// game number a random one. The error is the first seat's *NameError, or ErrBadSeed.
func (f NewGameForm) Setup(defaultName func(seat int) string) (Setup, error) {
	s := Setup{OpenHands: f.OpenHands}
	for i := 0; i < f.N; i++ {
		if err := f.NameProblem(i); err != nil {
			return s, err
		}
		name := CleanName(f.Names[i])
		if name == "" {
			name = defaultName(i)
		}
		s.Names = append(s.Names, name)
		s.Colours = append(s.Colours, f.Colours[i])
		s.Seats = append(s.Seats, f.Kinds[i])
	}
	seed := strings.TrimSpace(f.Seed)
	if seed == "" {
		s.Seed = rand.Uint64()%999_999_999 + 1
		return s, nil
	}
	n, err := strconv.ParseUint(seed, 10, 64)
	if err != nil || n == 0 {
		return s, ErrBadSeed
	}
	s.Seed = n
	return s, nil
}
