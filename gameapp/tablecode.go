package gameapp

import (
	"fmt"
	"strings"

	"borabora/engine"
)

// An exported code may end with the table's settings after a '~' (a character base64url never
// uses): one letter per seat for who plays it as the device that made the code sees it (p a
// person at that device, r a person at another device, e/m/h/x an easy, medium, hard or expert
// computer),
// one digit per seat for its colour, and "o" when hands are open. The game itself is the engine
// code before it; a code without the part is a table of people in the default colours. The part
// is left out when the table is all default, so plain codes stay plain.

const tableSep = "~"

// PaletteSize is how many player colours the table has (components/art.go draws them); a
// colour is an index below it.
const PaletteSize = 6

var seatLetters = map[SeatKind]byte{Person: 'p', BotEasy: 'e', BotMedium: 'm', BotHard: 'h', BotExpert: 'x', Remote: 'r'}

// tablePart returns the settings part for setup ("" when every setting is the default).
func tablePart(s Setup) string {
	n := len(s.Names)
	def := !s.OpenHands
	var b strings.Builder
	for p := 0; p < n; p++ {
		b.WriteByte(seatLetters[s.Seat(p)])
		if s.Seat(p) != Person {
			def = false
		}
	}
	for p := 0; p < n; p++ {
		c := p
		if p < len(s.Colours) {
			c = s.Colours[p]
		}
		if c != p {
			def = false
		}
		if c < 0 || c >= PaletteSize {
			return "" // not expressible: leave the defaults
		}
		b.WriteByte(byte('0' + c))
	}
	if s.OpenHands {
		b.WriteByte('o')
	}
	if def {
		return ""
	}
	return tableSep + b.String()
}

// ExportCode is the code a player copies or shares: the game's save code plus, when they differ
// from the defaults, the table's settings.
func ExportCode(setup Setup, choices []engine.Choice) string {
	return CodeOf(setup, choices) + tablePart(setup)
}

// ExportCodeOf is ExportCode for a stored game.
func ExportCodeOf(f SaveFile) string {
	if strings.Contains(f.Code, tableSep) {
		return f.Code
	}
	return f.Code + tablePart(f.Setup)
}

// splitTable separates an exported code into the engine code and the table settings, applied
// to setup (which already holds the names). A damaged settings part is an error.
func splitTable(code string, setup *Setup) (string, error) {
	i := strings.Index(code, tableSep)
	if i < 0 {
		return code, nil
	}
	code, part := code[:i], code[i+len(tableSep):]
	n := len(setup.Names)
	open := strings.HasSuffix(part, "o")
	part = strings.TrimSuffix(part, "o")
	if len(part) != 2*n {
		return "", fmt.Errorf("%w: the table settings after '~' do not fit %d players", engine.ErrCodeCorrupt, n)
	}
	seats := make([]SeatKind, n)
	colours := make([]int, n)
	for p := 0; p < n; p++ {
		found := false
		for k, l := range seatLetters {
			if part[p] == l {
				seats[p], found = k, true
			}
		}
		if !found {
			return "", fmt.Errorf("%w: unknown seat %q in the table settings", engine.ErrCodeCorrupt, part[p])
		}
		d := part[n+p]
		if d < '0' || int(d-'0') >= PaletteSize {
			return "", fmt.Errorf("%w: unknown colour %q in the table settings", engine.ErrCodeCorrupt, d)
		}
		colours[p] = int(d - '0')
	}
	if !distinct(colours) {
		return "", fmt.Errorf("%w: two seats share a colour in the table settings", engine.ErrCodeCorrupt)
	}
	setup.Seats = normSeats(seats, n)
	setup.Colours = colours
	setup.OpenHands = open
	return code, nil
}
