package gameapp

import (
	"errors"
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"

	"borabora/engine"
)

// An exported code may end with the table's settings after a '~' (a character base64url never
// uses): one letter per seat for who plays it as the device that made the code sees it (p a
// person at that device, r a person at another device, e/m/h/x an easy, medium, hard or expert
// computer), one digit per seat for its colour, "o" when hands are open, then each seat a
// device took over from a person of another device ("t", the seat's digit, the digit of the
// seat whose device took it, and the number of decisions made before it: "t1047"). Since the
// takeovers, the part ends with '.' and a check of four base64url characters over the game's
// code and the part, so that a part changed by hand (a seat "r" made "p", to see its cards) is
// refused (ErrTableEdited). A part without the check is one an earlier build wrote and is read
// as before. The game itself is the engine code before it; a code without the part is a table
// of people in the default colours. The part is left out when the table is all default, so
// plain codes stay plain. A game by links signed by its devices (sign.go) has a second '~'
// after the check, then the seats' keys and their devices' signatures (authPart).

// ErrTableEdited: a code's table part does not match its check: it was changed by hand.
var ErrTableEdited = errors.New("the table part of this code was changed after it was made")

const tableSep = "~"

// PaletteSize is how many player colours the table has (components/art.go draws them); a
// colour is an index below it.
const PaletteSize = 6

var seatLetters = map[SeatKind]byte{Person: 'p', BotEasy: 'e', BotMedium: 'm', BotHard: 'h', BotExpert: 'x', BotMaster: 'a', Remote: 'r'}

// tableCheck is the check of a table part body written after the engine code: four base64url
// characters of the CRC-32 of both (the engine code has its own check).
func tableCheck(code, body string) string {
	const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	h := crc32.ChecksumIEEE([]byte(code + tableSep + body))
	return string([]byte{b64[h>>18&63], b64[h>>12&63], b64[h>>6&63], b64[h&63]})
}

// withTable returns code (an engine code) with setup's table part, checked ("" part when every
// setting is the default).
func withTable(code string, s Setup) string {
	auth := authPart(s)
	body := tableBody(s, auth != "")
	if body == "" {
		return code
	}
	code += tableSep + body + "." + tableCheck(code, body)
	if auth != "" {
		code += tableSep + auth
	}
	return code
}

// tableBody returns the settings part for setup without its check ("" when every setting is
// the default, unless force).
func tableBody(s Setup, force bool) string {
	n := len(s.Names)
	def := !s.OpenHands && len(s.Takeovers) == 0
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
	for _, t := range s.Takeovers {
		if t.Seat < 0 || t.Seat >= n || t.By < 0 || t.By >= n || t.At < 0 {
			continue // not expressible (a damaged save): left out
		}
		b.WriteString("t" + strconv.Itoa(t.Seat) + strconv.Itoa(t.By) + strconv.Itoa(t.At))
	}
	if def && !force {
		return ""
	}
	return b.String()
}

// ExportCode is the code a player copies or shares: the game's save code plus, when they differ
// from the defaults, the table's settings.
func ExportCode(setup Setup, choices []engine.Choice) string {
	return withTable(CodeOf(setup, choices), setup)
}

// ExportCodeOf is ExportCode for a stored game.
func ExportCodeOf(f SaveFile) string {
	if strings.Contains(f.Code, tableSep) {
		return f.Code
	}
	return withTable(f.Code, f.Setup)
}

// splitTable separates an exported code into the engine code and the table settings, applied
// to setup (which already holds the names). A damaged settings part is an error.
func splitTable(code string, setup *Setup) (string, error) {
	i := strings.Index(code, tableSep)
	if i < 0 {
		return code, nil
	}
	code, part := code[:i], code[i+len(tableSep):]
	auth := ""
	if j := strings.Index(part, tableSep); j >= 0 {
		part, auth = part[:j], part[j+len(tableSep):]
		if !strings.Contains(part, ".") {
			return "", ErrTableEdited // signatures come only after a checked part
		}
	}
	if j := strings.LastIndexByte(part, '.'); j >= 0 {
		if part[j+1:] != tableCheck(code, part[:j]) {
			return "", ErrTableEdited
		}
		part = part[:j]
	}
	n := len(setup.Names)
	var takeovers []Takeover
	if j := strings.IndexByte(part, 't'); j >= 0 && j >= 2*n {
		var err error
		if takeovers, err = parseTakeovers(part[j:], n); err != nil {
			return "", err
		}
		part = part[:j]
	}
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
	setup.Takeovers = takeovers
	if auth != "" {
		if err := parseAuth(auth, setup); err != nil {
			return "", err
		}
	}
	return code, nil
}

// parseTakeovers reads the takeovers of a table part: "t", the seat, the seat whose device
// took it, the decisions before it; one after the other.
func parseTakeovers(s string, n int) ([]Takeover, error) {
	bad := fmt.Errorf("%w: a damaged takeover in the table settings", engine.ErrCodeCorrupt)
	var out []Takeover
	for _, f := range strings.Split(s, "t")[1:] {
		if len(f) < 3 || f[0] < '0' || int(f[0]-'0') >= n || f[1] < '0' || int(f[1]-'0') >= n {
			return nil, bad
		}
		at, err := strconv.Atoi(f[2:])
		if err != nil || at < 0 || strconv.Itoa(at) != f[2:] {
			return nil, bad
		}
		out = append(out, Takeover{Seat: int(f[0] - '0'), By: int(f[1] - '0'), At: at})
	}
	if len(out) == 0 {
		return nil, bad
	}
	return out, nil
}
