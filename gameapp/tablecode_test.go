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
		// written again with its check (an earlier build's part, as this one, has none)
		if got := ExportCode(imp.Setup(), imp.Choices()); got != withTable(game, imp.Setup()) || !strings.HasPrefix(got, code+".") {
			t.Fatalf("exported again as %s, want %s with its check", got, code)
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

// TestTablePartChangedByHandIsRefused: a code's table part carries a check over the game's code
// and the part: a seat of another device made one of this device's (to see its cards), a
// colour, the open hands or a takeover changed or dropped, each is refused as changed by hand,
// and so is a part moved onto another game's code. A part without the check (an earlier
// build's) is read as before.
func TestTablePartChangedByHandIsRefused(t *testing.T) {
	st := Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 9, Seats: []SeatKind{Person, Remote, BotEasy},
		Takeovers: []Takeover{{Seat: 1, By: 0, At: 12}}}
	s, err := NewSession(st)
	if err != nil {
		t.Fatal(err)
	}
	code := ExportCode(s.Setup(), s.Choices())
	game, part, _ := strings.Cut(code, tableSep)
	if part != "pre012t1012."+tableCheck(game, "pre012t1012") {
		t.Fatalf("table part %q", part)
	}
	back, err := Import(code)
	if err != nil || back.SeatKind(1) != Remote || len(back.Setup().Takeovers) != 1 || back.Setup().Takeovers[0] != st.Takeovers[0] {
		t.Fatalf("read back: %v, %+v", err, back.Setup())
	}
	check := part[strings.IndexByte(part, '.'):]
	for _, edited := range []string{"ppe012t1012", "pre021t1012", "pre012t1013", "pre012", "pre012t1012o", "ppp012t1012"} {
		if _, err := Import(game + tableSep + edited + check); !errors.Is(err, ErrTableEdited) {
			t.Errorf("%s: %v, want ErrTableEdited", edited, err)
		}
	}
	other, _ := NewSession(Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 10})
	if _, err := Import(CodeOf(other.Setup(), nil) + tableSep + part); !errors.Is(err, ErrTableEdited) {
		t.Errorf("a part moved onto another game: %v", err)
	}
	// an earlier build's part, without the check
	old, err := Import(game + tableSep + "pre012")
	if err != nil || old.SeatKind(1) != Remote || old.SeatKind(2) != BotEasy {
		t.Fatalf("an earlier build's table part: %v", err)
	}
	for _, bad := range []string{"pre012t", "pre012t9012", "pre012t10", "pre012t10x", "pre012t1001"} {
		if _, err := Import(game + tableSep + bad); !errors.Is(err, engine.ErrCodeCorrupt) {
			t.Errorf("damaged takeover %q: %v", bad, err)
		}
	}
}
