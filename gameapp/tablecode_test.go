package gameapp

import (
	"errors"
	"strings"
	"testing"

	"borabora/engine"
)

// TestTableCodeRefusesColoursOutsideThePalette: a colour number the table has no colour for is
// a damaged part of a code, refused like any other; every colour of the palette is read.
func TestTableCodeRefusesColoursOutsideThePalette(t *testing.T) {
	s, err := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	game := CodeOf(s.Setup(), s.Choices())
	for c := 0; c < PaletteSize; c++ {
		other := (c + 1) % PaletteSize
		code := game + tableSep + "pe" + string(rune('0'+c)) + string(rune('0'+other))
		imp, err := Import(code)
		if err != nil {
			t.Fatalf("colour %d refused: %v", c, err)
		}
		if imp.Colour(0) != c || imp.Colour(1) != other || !imp.IsBot(1) {
			t.Fatalf("%s read as colours %d, %d", code, imp.Colour(0), imp.Colour(1))
		}
		if got := ExportCode(imp.Setup(), imp.Choices()); got != code {
			t.Fatalf("exported again as %s, want %s", got, code)
		}
	}
	for d := PaletteSize; d <= 9; d++ {
		code := game + tableSep + "pp0" + string(rune('0'+d))
		if _, err := Import(code); !errors.Is(err, engine.ErrCodeCorrupt) || !strings.Contains(err.Error(), "colour") {
			t.Errorf("colour %d: %v", d, err)
		}
	}
	// a stored save with a colour outside the palette falls back to the default colours
	f := SaveFile{Code: game, Setup: Setup{Colours: []int{0, PaletteSize}}}
	r, err := ResumeSave(f)
	if err != nil || r.Colour(1) != 1 {
		t.Errorf("save with colour %d: %v, colour %d", PaletteSize, err, r.Colour(1))
	}
}
