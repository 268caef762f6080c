package engine

// Save codes.
//
// A Record (configuration, rules version, every choice) travels as a short text code:
//
//	code    = "BB1." base64url(bin)            RFC 4648 §5 alphabet, no padding
//	bin     = version rules deflate crc
//	version = uvarint, the format version: 1 (CodeFormat). It is the first thing read;
//	          every future format keeps it first.
//	rules   = uvarint, the rules version the game plays (>= 1; Config.Rules, Game.Rules)
//	deflate = raw DEFLATE (RFC 1951) of body; body is at most 64 KiB. The encoder writes
//	          stored blocks (a body under 64 KiB: one final block, 01, LEN and NLEN
//	          little-endian, body); codes of earlier builds may hold compress/flate's best
//	          compression instead, and the decoder reads any DEFLATE stream.
//	crc     = CRC-32 (IEEE, hash/crc32) of every preceding byte of bin, 4 bytes little-endian
//
//	body    = players name*players seed count choices
//	players = uvarint, 2..4
//	name    = uvarint length (0..80; codes made before names of 80 bytes were allowed hold at
//	          most 24) then that many bytes of valid UTF-8
//	seed    = uvarint (the 64-bit Config.Seed)
//	count   = uvarint, number of choices (<= MaxRecordChoices)
//	choices = a binary range-coder stream holding count choices; it runs to the end of body
//	          and must be consumed exactly.
//
// The range coder is LZMA's (Igor Pavlov's "rc"), with 12-bit probabilities, except that the
// encoder's first output byte (always 0) is not stored: the decoder starts with
// range = 0xFFFFFFFF and code = the first 4 bytes big-endian, and, to decode a bit with
// probability p0 (of a 0) in 1..4095: bound = (range>>12)*p0; if code < bound the bit is 0
// and range = bound, else the bit is 1, code -= bound and range -= bound; then while
// range < 1<<24: range <<= 8, code = code<<8 | next byte. The encoder flushes with 5 shifts.
//
// Probabilities are adaptive counts (Krichevsky–Trofimov): every binary context holds counts
// n0, n1 starting at 0 and p0 = ((2*n0+1)<<12) / (2*(n0+n1)+2), clamped to 1..4095. After a
// bit the count of its value is incremented; when n0+n1 reaches 1024 both are halved
// (n >>= 1).
//
// Each choice is coded as:
//
//  1. its symbol, 5 bits most significant first through a binary tree (node starts at 1,
//     node = node*2+bit), the tree's contexts chosen by the previous choice's symbol (0 for the
//     first choice). The symbol is the Kind when the choice is canonical (see below), else 0.
//  2. canonical: for each of A, B, C in order whose width (Kind.Info().Args[i].Width) is not
//     0, its value through a binary tree of that many bits, contexts per (Kind, argument).
//     Arguments of width 0 are 0 and not coded. An argument of kind ArgTaskPay (KCompleteTask's
//     B) is coded as (B+1) mod 256, so PayNone becomes 0.
//  3. symbol 0 (escape): Kind, A, B, C as 8 bits each, most significant first, every bit with
//     p0 = 2048 (not adaptive).
//
// A choice is canonical when 1 <= Kind < 32, Kind has a descriptor (kindInfo), and each
// (mapped) argument is below 1<<width. The widths are part of the format: never change one; a
// new Kind may get new ones (old codes never used its symbol).

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"strings"
	"unicode/utf8"
)

// Record is a whole game as data: enough to replay it exactly.
type Record struct {
	Config       Config
	RulesVersion int
	Choices      []Choice
}

// Record returns the game's record so far, under the rules version the game plays.
func (g *Game) Record() Record {
	return Record{Config: g.Config(), RulesVersion: g.Rules(), Choices: g.Choices()}
}

// Equal reports whether two records hold the same players' names, seed, rules version and
// choices (a nil and an empty list are equal).
func (r Record) Equal(o Record) bool {
	if r.RulesVersion != o.RulesVersion || r.Config.Seed != o.Config.Seed ||
		len(r.Config.Players) != len(o.Config.Players) || len(r.Choices) != len(o.Choices) {
		return false
	}
	for i, p := range r.Config.Players {
		if p != o.Config.Players[i] {
			return false
		}
	}
	for i, c := range r.Choices {
		if c != o.Choices[i] {
			return false
		}
	}
	return true
}

// Limits of the code format.
const (
	CodePrefix       = "BB1."
	CodeFormat       = 1        // format version written by EncodeRecord
	MaxCodeLen       = 64 << 10 // longest code DecodeRecord looks at
	MaxBodyLen       = 64 << 10 // largest inflated body
	MaxNameBytes     = 80       // longest player name, in bytes of UTF-8 (24 in earlier builds)
	MaxRecordChoices = 10000    // most choices in one record
	crcLen           = 4
	minBinLen        = 1 + 1 + 1 + crcLen // version, rules, at least one deflate byte, crc
)

// Errors of DecodeRecord. Each returned error wraps exactly one of them, with detail.
var (
	ErrCodeEmpty    = errors.New("engine: save code is empty")
	ErrCodeTooLarge = errors.New("engine: save code is too large")
	ErrCodePrefix   = errors.New("engine: not a save code (wrong prefix)")
	ErrCodeCorrupt  = errors.New("engine: save code is damaged")
	ErrCodeChecksum = errors.New("engine: save code checksum does not match (mistyped or cut short?)")
	ErrCodeVersion  = errors.New("engine: save code format is not supported (made by another version?)")
	ErrCodeRules    = errors.New("engine: save code was made with newer rules")
	ErrCodePlayers  = errors.New("engine: save code has a player count outside 2..4")
	ErrCodeName     = errors.New("engine: save code has an invalid player name")
	ErrCodeChoices  = errors.New("engine: save code has too many choices")
)

// ErrReplayRules is returned by Replay for a record of rules this engine does not play.
var ErrReplayRules = errors.New("engine: record was made with other rules")

// ReplayError is Replay's error for a choice that is not legal where it stands.
type ReplayError struct {
	Index  int    // position of the first illegal choice in Record.Choices
	Choice Choice // that choice
	Err    error  // why (wraps ErrIllegal)
}

func (e *ReplayError) Error() string {
	return fmt.Sprintf("engine: replay: choice %d %v: %v", e.Index, e.Choice, e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// Replay plays a record from the start under its rules version (r.RulesVersion, which
// overrides r.Config.Rules), checking every choice. It returns the game, or nil and an error
// (a *ReplayError naming the first illegal choice).
func Replay(r Record) (*Game, error) {
	if r.RulesVersion < MinRulesVersion || r.RulesVersion > RulesVersion {
		return nil, fmt.Errorf("%w: record rules %d, engine plays %d to %d", ErrReplayRules, r.RulesVersion, MinRulesVersion, RulesVersion)
	}
	cfg := r.Config
	cfg.Rules = r.RulesVersion
	g, err := NewGame(cfg)
	if err != nil {
		return nil, err
	}
	for i, c := range r.Choices {
		if g.Over() {
			return nil, &ReplayError{Index: i, Choice: c, Err: fmt.Errorf("%w: the game is over", ErrIllegal)}
		}
		if err := g.Apply(c); err != nil {
			return nil, &ReplayError{Index: i, Choice: c, Err: err}
		}
	}
	return g, nil
}

// argWidth is the number of bits of A, B and C per Kind in the canonical coding, from the
// kinds' descriptors.
var argWidth = func() (w [32][3]uint8) {
	for k := range kindInfo {
		for i, a := range kindInfo[k].Args {
			w[k][i] = a.Width
		}
	}
	return
}()

// kindCoded marks the symbols with a descriptor (Kinds 1..numKinds-1).
func kindCoded(k Kind) bool { return k >= 1 && k < numKinds && int(k) < len(argWidth) }

// argOffset[k][i] is where the tree of Kind k's argument i starts in a model's arg counts.
var argOffset, argNodes = func() (off [32][3]int, n int) {
	for k := range argWidth {
		for i, w := range argWidth[k] {
			off[k][i] = n
			if w > 0 {
				n += 1 << w
			}
		}
	}
	return
}()

// argValues are the arguments as coded: ArgTaskPay shifted by one.
func argValues(c Choice) [3]uint8 {
	v := c.Args()
	for i, a := range c.Kind.Info().Args {
		if a.Kind == ArgTaskPay {
			v[i]++
		}
	}
	return v
}

func fromArgValues(k Kind, v [3]uint8) Choice {
	for i, a := range k.Info().Args {
		if a.Kind == ArgTaskPay {
			v[i]--
		}
	}
	return Choice{Kind: k, A: v[0], B: v[1], C: v[2]}
}

func canonical(c Choice) bool {
	if !kindCoded(c.Kind) {
		return false
	}
	v := argValues(c)
	for i, w := range argWidth[c.Kind] {
		if int(v[i]) >= 1<<w {
			return false
		}
	}
	return true
}

// counter is one adaptive binary context.
type counter [2]uint16

func (c *counter) p0() uint32 {
	p := (uint32(2*c[0]+1) << 12) / (2*(uint32(c[0])+uint32(c[1])) + 2)
	return min(max(p, 1), 4095)
}

func (c *counter) update(bit uint32) {
	c[bit]++
	if c[0]+c[1] >= 1024 {
		c[0] >>= 1
		c[1] >>= 1
	}
}

// model holds every context of the choice coding.
type model struct {
	kind [32][32]counter // [previous symbol][tree node]
	args []counter
}

func newModel() *model { return &model{args: make([]counter, argNodes)} }

// bitCoder is implemented by the range encoder and decoder: code (or decode) one bit.
type bitCoder interface {
	bit(c *counter, bit uint32) uint32
}

// tree codes the low w bits of v (ignored when decoding) most significant first through
// the binary tree of counters ctx[1:1<<w], or with p0 = 2048 for every bit when ctx is nil.
func tree(bc bitCoder, ctx []counter, w uint8, v uint32) uint32 {
	node := uint32(1)
	for i := int(w) - 1; i >= 0; i-- {
		var c *counter
		if ctx != nil {
			c = &ctx[node]
		}
		b := bc.bit(c, (v>>uint(i))&1)
		node = node<<1 | b
	}
	return node - 1<<w
}

// codeChoices codes n choices (from cs when encoding; decoded ones are returned).
func codeChoices(bc bitCoder, n int, cs []Choice) []Choice {
	m := newModel()
	prev := 0
	var out []Choice
	for i := 0; i < n; i++ {
		var c Choice
		if cs != nil {
			c = cs[i]
		}
		sym := uint32(0)
		if cs != nil && canonical(c) {
			sym = uint32(c.Kind)
		}
		sym = tree(bc, m.kind[prev][:], 5, sym)
		if sym == 0 {
			var raw [4]uint8
			in := [4]uint8{uint8(c.Kind), c.A, c.B, c.C}
			for j := range raw {
				raw[j] = uint8(tree(bc, nil, 8, uint32(in[j])))
			}
			c = Choice{Kind: Kind(raw[0]), A: raw[1], B: raw[2], C: raw[3]}
		} else {
			k := Kind(sym)
			v := argValues(c)
			var got [3]uint8
			for j, w := range argWidth[k] {
				if w > 0 {
					off := argOffset[k][j]
					got[j] = uint8(tree(bc, m.args[off:off+1<<w], w, uint32(v[j])))
				}
			}
			c = fromArgValues(k, got)
		}
		if cs == nil {
			out = append(out, c)
		}
		prev = int(sym)
	}
	return out
}

// rangeEncoder is LZMA's range encoder.
type rangeEncoder struct {
	low       uint64
	rng       uint32
	cache     byte
	cacheSize int
	out       []byte
}

func (e *rangeEncoder) bit(c *counter, bit uint32) uint32 {
	p0 := uint32(2048)
	if c != nil {
		p0 = c.p0()
		c.update(bit)
	}
	bound := (e.rng >> 12) * p0
	if bit == 0 {
		e.rng = bound
	} else {
		e.low += uint64(bound)
		e.rng -= bound
	}
	for e.rng < 1<<24 {
		e.rng <<= 8
		e.shiftLow()
	}
	return bit
}

func (e *rangeEncoder) shiftLow() {
	if uint32(e.low) < 0xFF000000 || e.low>>32 != 0 {
		carry := byte(e.low >> 32)
		temp := e.cache
		for {
			e.out = append(e.out, temp+carry)
			temp = 0xFF
			e.cacheSize--
			if e.cacheSize == 0 {
				break
			}
		}
		e.cache = byte(e.low >> 24)
	}
	e.cacheSize++
	e.low = (e.low & 0x00FFFFFF) << 8
}

func (e *rangeEncoder) finish() []byte {
	for i := 0; i < 5; i++ {
		e.shiftLow()
	}
	return e.out[1:] // the first byte is always 0
}

// rangeDecoder is LZMA's range decoder; reading past the end sets short.
type rangeDecoder struct {
	rng, code uint32
	in        []byte
	pos       int
	short     bool
}

func (d *rangeDecoder) next() uint32 {
	if d.pos >= len(d.in) {
		d.short = true
		return 0
	}
	d.pos++
	return uint32(d.in[d.pos-1])
}

func (d *rangeDecoder) bit(c *counter, _ uint32) uint32 {
	p0 := uint32(2048)
	if c != nil {
		p0 = c.p0()
	}
	bound := (d.rng >> 12) * p0
	var bit uint32
	if d.code < bound {
		d.rng = bound
	} else {
		d.code -= bound
		d.rng -= bound
		bit = 1
	}
	if c != nil {
		c.update(bit)
	}
	for d.rng < 1<<24 {
		d.rng <<= 8
		d.code = d.code<<8 | d.next()
	}
	return bit
}

// cleanName makes a name fit the format: valid UTF-8 of at most MaxNameBytes bytes.
func cleanName(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	for len(s) > MaxNameBytes {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}

// EncodeRecord returns the save code of r. Names are cut to MaxNameBytes bytes of valid
// UTF-8. A record DecodeRecord would refuse (player count outside 2..4, more than
// MaxRecordChoices choices, rules version < 1) gives a code it refuses.
func EncodeRecord(r Record) string {
	var body []byte
	body = binary.AppendUvarint(body, uint64(len(r.Config.Players)))
	for _, p := range r.Config.Players {
		n := cleanName(p.Name)
		body = binary.AppendUvarint(body, uint64(len(n)))
		body = append(body, n...)
	}
	body = binary.AppendUvarint(body, r.Config.Seed)
	body = binary.AppendUvarint(body, uint64(len(r.Choices)))
	e := &rangeEncoder{rng: 0xFFFFFFFF, cacheSize: 1}
	codeChoices(e, len(r.Choices), r.Choices)
	body = append(body, e.finish()...)

	bin := binary.AppendUvarint(nil, CodeFormat)
	bin = binary.AppendUvarint(bin, uint64(max(r.RulesVersion, 0)))
	bin = append(bin, deflate(body)...)
	bin = binary.LittleEndian.AppendUint32(bin, crc32.ChecksumIEEE(bin))
	return CodePrefix + base64.RawURLEncoding.EncodeToString(bin)
}

// DecodeRecord reads a save code. Surrounding white space is ignored. Any other string
// gives an error wrapping one of the ErrCode... errors; it never panics.
func DecodeRecord(code string) (Record, error) {
	if len(code) > MaxCodeLen {
		return Record{}, fmt.Errorf("%w: %d characters, at most %d", ErrCodeTooLarge, len(code), MaxCodeLen)
	}
	code = strings.TrimSpace(code)
	if code == "" {
		return Record{}, ErrCodeEmpty
	}
	text, ok := strings.CutPrefix(code, CodePrefix)
	if !ok {
		return Record{}, fmt.Errorf("%w: want %q", ErrCodePrefix, CodePrefix)
	}
	bin, err := base64.RawURLEncoding.DecodeString(text)
	if err != nil {
		return Record{}, fmt.Errorf("%w: %v", ErrCodeCorrupt, err)
	}
	if len(bin) < minBinLen {
		return Record{}, fmt.Errorf("%w: only %d bytes", ErrCodeCorrupt, len(bin))
	}
	format, n := binary.Uvarint(bin)
	if n <= 0 || format != CodeFormat {
		return Record{}, fmt.Errorf("%w: format %d, this version reads %d", ErrCodeVersion, format, CodeFormat)
	}
	payload := bin[:len(bin)-crcLen]
	if got, want := crc32.ChecksumIEEE(payload), binary.LittleEndian.Uint32(bin[len(bin)-crcLen:]); got != want {
		return Record{}, fmt.Errorf("%w: computed %08x, code says %08x", ErrCodeChecksum, got, want)
	}
	rules, m := binary.Uvarint(payload[n:])
	if m <= 0 || rules == 0 {
		return Record{}, fmt.Errorf("%w: bad rules version", ErrCodeCorrupt)
	}
	if rules > RulesVersion {
		return Record{}, fmt.Errorf("%w: code rules %d, engine rules %d", ErrCodeRules, rules, RulesVersion)
	}
	body, err := inflate(payload[n+m:])
	if err != nil {
		return Record{}, err
	}
	r, err := decodeBody(body)
	if err != nil {
		return Record{}, err
	}
	r.RulesVersion = int(rules)
	r.Config.Rules = int(rules)
	return r, nil
}

// deflate writes body as raw DEFLATE in stored blocks (01, LEN and NLEN little-endian, the
// bytes; the last block final). The choice stream is range-coded already, so compression
// would find nothing in it; earlier builds used compress/flate's best compression when it was
// shorter, and inflate reads those codes too.
func deflate(body []byte) []byte {
	out := make([]byte, 0, len(body)+5*(len(body)/0xFFFF+1))
	for {
		n := min(len(body), 0xFFFF)
		final := byte(0)
		if n == len(body) {
			final = 1
		}
		out = append(out, final, byte(n), byte(n>>8), ^byte(n), ^byte(n>>8))
		out = append(out, body[:n]...)
		body = body[n:]
		if final == 1 {
			return out
		}
	}
}

// inflate decodes the raw DEFLATE stream data, which must end with data's last byte and
// inflate to at most MaxBodyLen bytes.
func inflate(data []byte) ([]byte, error) {
	body, used, err := inflateRaw(data, MaxBodyLen)
	if errors.Is(err, errInflateLarge) {
		return nil, fmt.Errorf("%w: body over %d bytes", ErrCodeTooLarge, MaxBodyLen)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: deflate: %v", ErrCodeCorrupt, err)
	}
	if used != len(data) {
		return nil, fmt.Errorf("%w: %d stray bytes after the deflate stream", ErrCodeCorrupt, len(data)-used)
	}
	return body, nil
}

// decodeBody reads the inflated body (everything but the rules version).
func decodeBody(body []byte) (Record, error) {
	var r Record
	pos := 0
	uvarint := func(what string) (uint64, error) {
		v, n := binary.Uvarint(body[pos:])
		if n <= 0 {
			return 0, fmt.Errorf("%w: bad %s at byte %d", ErrCodeCorrupt, what, pos)
		}
		pos += n
		return v, nil
	}
	np, err := uvarint("player count")
	if err != nil {
		return r, err
	}
	if np < 2 || np > 4 {
		return r, fmt.Errorf("%w: %d", ErrCodePlayers, np)
	}
	r.Config.Players = make([]PlayerConfig, np)
	for i := range r.Config.Players {
		l, err := uvarint("name length")
		if err != nil {
			return r, err
		}
		if l > MaxNameBytes {
			return r, fmt.Errorf("%w: player %d's name has %d bytes, at most %d", ErrCodeName, i+1, l, MaxNameBytes)
		}
		if uint64(len(body)-pos) < l {
			return r, fmt.Errorf("%w: player %d's name is cut short", ErrCodeCorrupt, i+1)
		}
		name := string(body[pos : pos+int(l)])
		pos += int(l)
		if !utf8.ValidString(name) {
			return r, fmt.Errorf("%w: player %d's name is not UTF-8", ErrCodeName, i+1)
		}
		r.Config.Players[i].Name = name
	}
	if r.Config.Seed, err = uvarint("seed"); err != nil {
		return r, err
	}
	count, err := uvarint("choice count")
	if err != nil {
		return r, err
	}
	if count > MaxRecordChoices {
		return r, fmt.Errorf("%w: %d, at most %d", ErrCodeChoices, count, MaxRecordChoices)
	}
	rest := body[pos:]
	if len(rest) < 4 {
		return r, fmt.Errorf("%w: choice stream cut short", ErrCodeCorrupt)
	}
	d := &rangeDecoder{rng: 0xFFFFFFFF, code: binary.BigEndian.Uint32(rest), in: rest, pos: 4}
	r.Choices = codeChoices(d, int(count), nil)
	if d.short {
		return Record{}, fmt.Errorf("%w: choice stream cut short", ErrCodeCorrupt)
	}
	if d.pos != len(rest) {
		return Record{}, fmt.Errorf("%w: %d stray bytes after the choices", ErrCodeCorrupt, len(rest)-d.pos)
	}
	return r, nil
}
