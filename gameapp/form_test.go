package gameapp

import (
	"errors"
	"strings"
	"testing"
)

func seatName(i int) string { return "Seat " + string(rune('1'+i)) }

// TestNewGameForm: defaults, colours kept distinct, names kept whole or refused with why,
// the game number parsed or refused.
func TestNewGameForm(t *testing.T) {
	f := NewForm(seatName)
	if f.N != 2 || f.Names[3] != "Seat 4" || f.Colours != [4]int{0, 1, 2, 3} || f.Kinds[1] != Person {
		t.Fatalf("defaults %+v", f)
	}
	f.SetColour(0, 2)
	if f.Colours != [4]int{2, 1, 0, 3} {
		t.Fatalf("colours after a swap %v", f.Colours)
	}
	f.SetColour(1, PaletteSize) // outside the palette: ignored
	if f.Colours != [4]int{2, 1, 0, 3} {
		t.Fatalf("colours after a bad one %v", f.Colours)
	}

	f.N, f.Names[0], f.Names[1], f.Kinds[1] = 2, "  Ana  ", "", BotHard
	s, err := f.Setup(seatName)
	if err != nil || s.Names[0] != "Ana" || s.Names[1] != "Seat 2" || s.Seat(1) != BotHard || s.Colours[0] != 2 {
		t.Fatalf("setup %+v, %v", s, err)
	}
	if s.Seed < 1 || s.Seed > 999_999_999 {
		t.Fatalf("random game number %d", s.Seed)
	}
	f.Seed = " 42 "
	if s, err := f.Setup(seatName); err != nil || s.Seed != 42 {
		t.Fatalf("game number: %d, %v", s.Seed, err)
	}
	for _, bad := range []string{"0", "-3", "4x"} {
		f.Seed = bad
		if _, err := f.Setup(seatName); !errors.Is(err, ErrBadSeed) {
			t.Errorf("game number %q: %v", bad, err)
		}
	}
	f.Seed = ""

	var ne *NameError
	for _, c := range []struct {
		name  string
		err   error
		chars int
	}{
		{strings.Repeat("Ｗ", MaxNameChars), nil, 0},
		{strings.Repeat("Ｗ", MaxNameChars+1), ErrNameTooLong, MaxNameChars + 1},
		{"   ", ErrNameInvisible, 0},
		{"\u200b\u200b", ErrNameInvisible, 0},
		{strings.Repeat("👨\u200d👩\u200d👧", 8), ErrNameTooLong, 8},
	} {
		f.Names[1] = c.name
		err := f.NameProblem(1)
		if c.err == nil {
			if err != nil {
				t.Errorf("%q refused: %v", c.name, err)
			}
			continue
		}
		if !errors.As(err, &ne) || ne.Seat != 1 || !errors.Is(err, c.err) || ne.Chars != c.chars {
			t.Errorf("%q: %v (%+v)", c.name, err, ne)
		}
		if _, serr := f.Setup(seatName); !errors.Is(serr, c.err) {
			t.Errorf("%q started a game: %v", c.name, serr)
		}
	}
}
