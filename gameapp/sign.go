package gameapp

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"borabora/engine"
)

// Signed links (docs/links.md, "Keys and signatures"). Each device has an Ed25519 key pair of
// its own, kept with its saves. The first link a device sends of a game binds each of its
// people's seats to its public key (Binding, from decision 0, or from the decision of the
// takeover that gave it the seat), and every link it sends carries its signature of the
// game's whole beginning up to that moment: the engine code of the first N decisions
// (Signature). A link carries the bindings and, for each bound key, the latest signature it
// knows, so any device can check every person's decision against the key bound to its seat:
// decision i of seat S must lie inside a signature of the key bound to S at i.
//
// The signing and the checking themselves are the browser's (Web Crypto, web/link.js) or,
// outside it, Go's (tests): this file says what is signed and what must be, and takes the
// answers of the checks (SigCheck) as given.

// Binding is a seat's public key from decision At on: its device signs the seat's decisions.
type Binding struct {
	Seat int    `json:"seat"`
	At   int    `json:"at"`
	Key  string `json:"key"` // 32 bytes, base64url without padding (43 characters)
}

// Signature is the signature by Key of the game's first N decisions (SignedMessage).
type Signature struct {
	Key string `json:"key"`
	N   int    `json:"n"`
	Sig string `json:"sig"` // 64 bytes, base64url without padding (86 characters)
}

// SigCheck is one signature to check: Key's signature Sig of Msg.
type SigCheck struct{ Key, Msg, Sig string }

// LinkBudget is the most characters a link of a game by links should have, so that its QR code
// (version 23 at level L, which holds 1,091 bytes in 109 modules a side, web/link.js) is one a
// phone reads from a screen: a whole 4-player game with every person on a device of their own,
// every key and signature in it, stays below it (TestSignedLinksFitTheQRBudget; docs/links.md).
const LinkBudget = 1091

const (
	keyLen = 43 // base64url characters of an Ed25519 public key
	sigLen = 86 // … of an Ed25519 signature
)

// Errors of a link whose signatures do not hold: each is refused and changes nothing.
var (
	// ErrUnsigned: a decision of a person's seat lies outside every signature of the key
	// bound to that seat (UnsignedError says which).
	ErrUnsigned = errors.New("a decision is not signed by the device that holds its seat")
	// ErrSeatKey: the link binds a seat to another key than the one already bound to it,
	// without a takeover.
	ErrSeatKey = errors.New("a seat is bound to another device than the one that joined it")
	// ErrBadSignature: a signature the link carries does not match the game it carries.
	ErrBadSignature = errors.New("a signature of the link does not match its game")
)

// UnsignedError is ErrUnsigned for decision At (0-based) of seat Seat.
type UnsignedError struct {
	At, Seat int
	Name     string // the seat's name
}

func (e *UnsignedError) Error() string {
	return fmt.Sprintf("decision %d of seat %d is not signed by the device that holds the seat", e.At+1, e.Seat)
}
func (e *UnsignedError) Unwrap() error { return ErrUnsigned }

// SeatKeyError is ErrSeatKey for seat Seat.
type SeatKeyError struct {
	Seat int
	Name string
}

func (e *SeatKeyError) Error() string {
	return fmt.Sprintf("seat %d is bound to another device than the one that joined it", e.Seat)
}
func (e *SeatKeyError) Unwrap() error { return ErrSeatKey }

// SignedMessage is what a signature of the game's first n decisions signs: the engine code of
// those decisions (the seed, the names, the rules and the choices), after a fixed prefix.
func SignedMessage(st Setup, choices []engine.Choice, n int) string {
	return "Bora Bora link 1\n" + CodeOf(st, choices[:n])
}

// KeyAt returns the binding of seat p at decision i: the one with the latest At not after i
// (ok false when the seat has none then).
func (s Setup) KeyAt(p, i int) (Binding, bool) {
	var best Binding
	ok := false
	for _, b := range s.Bound {
		if b.Seat == p && b.At <= i && (!ok || b.At >= best.At) {
			best, ok = b, true
		}
	}
	return best, ok
}

// Bind binds each seat of this device's people that has no binding yet to key: from the
// decision of the latest takeover of the seat, or from the start. A seat already bound to
// another key there is left alone (this device cannot sign for it). It reports whether a
// seat of this device is bound to key.
func (s *Session) Bind(key string) bool {
	if key == "" {
		return false
	}
	mine := false
	changed := false
	for p := range s.setup.Names {
		if s.setup.Seat(p) != Person {
			continue
		}
		at := 0
		for _, t := range s.setup.Takeovers {
			if t.Seat == p && t.At > at {
				at = t.At
			}
		}
		found := false
		for _, b := range s.setup.Bound {
			if b.Seat == p && b.At == at {
				found = true
				mine = mine || b.Key == key
			}
		}
		if !found {
			s.setup.Bound = append(s.setup.Bound, Binding{Seat: p, At: at, Key: key})
			mine, changed = true, true
		}
	}
	if changed {
		s.rev++
		s.save()
	}
	return mine
}

// LinkSigning is the link of a game waiting for this device's signature.
type LinkSigning struct {
	setup   Setup
	choices []engine.Choice
	Key     string // this device's public key ("" when it has none)
	Msg     string // what to sign ("" when no seat of the game is bound to Key)
}

// PrepareLink binds this device's people's seats to key (Bind) and returns the link of the
// game as it is, waiting for key's signature of Msg.
func PrepareLink(s *Session, key string) LinkSigning {
	l := LinkSigning{setup: s.Setup(), choices: s.Choices(), Key: key}
	if s.setup.Linked() && s.Bind(key) {
		l.setup = s.Setup()
		l.Msg = SignedMessage(l.setup, l.choices, len(l.choices))
	}
	return l
}

// Code returns the exported code of the link with sig, key's signature of Msg (ignored when
// Msg is ""): the table part with the bindings and, per bound key, the latest signature.
func (l LinkSigning) Code(sig string) string {
	st := l.setup
	if l.Msg != "" && len(sig) == sigLen {
		st.Signed = withSignature(st.Signed, Signature{Key: l.Key, N: len(l.choices), Sig: sig})
	}
	return ExportCode(st, l.choices)
}

// withSignature returns sigs with sig in place of a shorter one of the same key.
func withSignature(sigs []Signature, sig Signature) []Signature {
	out := make([]Signature, 0, len(sigs)+1)
	placed := false
	for _, g := range sigs {
		if g.Key != sig.Key {
			out = append(out, g)
			continue
		}
		if !placed {
			if g.N > sig.N {
				sig = g
			}
			out = append(out, sig)
			placed = true
		}
	}
	if !placed {
		out = append(out, sig)
	}
	return out
}

// SigChecks lists the signatures a code carries, each with the message it must sign: what a
// device checks (in the browser, asynchronously) before it takes the code (Library.Checked,
// Receive). A code that cannot be read has none.
func SigChecks(code string) []SigCheck {
	setup, choices, err := decodeCode(fragmentCode(code))
	if err != nil {
		return nil
	}
	var out []SigCheck
	for _, g := range setup.Signed {
		if g.N >= 0 && g.N <= len(choices) {
			out = append(out, SigCheck{Key: g.Key, Msg: SignedMessage(setup, choices, g.N), Sig: g.Sig})
		}
	}
	return out
}

// fragmentCode returns the code of a link (its "#game=" fragment) or code itself, trimmed.
func fragmentCode(code string) string {
	code = strings.TrimSpace(code)
	if i := strings.IndexByte(code, '#'); i >= 0 {
		if c, ok := CodeFromFragment(code[i:]); ok {
			return c
		}
	}
	return code
}

// Checked records the answers of checks made outside (ok[i] for checks[i]): Receive takes a
// signature only once it is recorded as good.
func (l *Library) Checked(checks []SigCheck, ok []bool) {
	if l.good == nil {
		l.good = map[SigCheck]bool{}
	}
	for i, c := range checks {
		if i < len(ok) && ok[i] {
			l.good[c] = true
		}
	}
}

// mergeAuth returns the bindings and signatures of a link's game checked against those this
// device holds of the same game (mine, whose decisions are have; a zero Setup when it holds
// none), and refuses a link whose signatures do not hold: a binding that contradicts one
// known (ErrSeatKey), a signature that is not good (ErrBadSignature), a decision this device
// does not hold whose seat is bound and lies outside its key's signatures (ErrUnsigned).
// takes are the takeovers known of the game.
func (l *Library) mergeAuth(mine Setup, have []engine.Choice, link *Session, takes []Takeover) ([]Binding, []Signature, error) {
	lk := link.setup
	choices := link.Choices()
	// the bindings: those known here and the link's; a seat's binding after its first one
	// must come with a takeover at that decision
	var bound []Binding
	for _, b := range append(append([]Binding(nil), mine.Bound...), lk.Bound...) {
		dup := false
		for _, k := range bound {
			if k.Seat == b.Seat && k.At == b.At {
				if k.Key != b.Key {
					return nil, nil, &SeatKeyError{Seat: b.Seat, Name: lk.Names[b.Seat]}
				}
				dup = true
			}
		}
		if dup || b.Seat < 0 || b.Seat >= len(lk.Names) {
			continue
		}
		bound = append(bound, b)
	}
	sort.SliceStable(bound, func(i, j int) bool {
		if bound[i].Seat != bound[j].Seat {
			return bound[i].Seat < bound[j].Seat
		}
		return bound[i].At < bound[j].At
	})
	for i, b := range bound {
		if i == 0 || bound[i-1].Seat != b.Seat {
			continue // the seat's first binding: whoever joined it
		}
		taken := false
		for _, t := range takes {
			taken = taken || (t.Seat == b.Seat && t.At == b.At)
		}
		if !taken {
			return nil, nil, &SeatKeyError{Seat: b.Seat, Name: lk.Names[b.Seat]}
		}
	}
	keyOK := func(k string) bool {
		for _, b := range bound {
			if b.Key == k {
				return true
			}
		}
		return false
	}
	// the signatures: the link's must be good; this device's hold for the link's decisions as
	// far as the two agree
	common := 0
	for common < len(have) && common < len(choices) && have[common] == choices[common] {
		common++
	}
	var sigs []Signature
	for _, g := range lk.Signed {
		c := SigCheck{Key: g.Key, Sig: g.Sig}
		if g.N >= 0 && g.N <= len(choices) {
			c.Msg = SignedMessage(lk, choices, g.N)
		}
		if c.Msg == "" || !keyOK(g.Key) || !l.good[c] {
			return nil, nil, ErrBadSignature
		}
		sigs = withSignature(sigs, g)
	}
	for _, g := range mine.Signed {
		if g.N <= common && keyOK(g.Key) {
			sigs = withSignature(sigs, g)
		}
	}
	signed := map[string]int{}
	for _, g := range sigs {
		signed[g.Key] = g.N
	}
	// the decisions this device does not hold yet: those it holds were made here or checked
	// when they came
	st := Setup{Bound: bound}
	for i := common; i < len(choices); i++ {
		p := link.log[i].Player
		if b, ok := st.KeyAt(p, i); ok && signed[b.Key] <= i {
			return nil, nil, &UnsignedError{At: i, Seat: p, Name: lk.Names[p]}
		}
	}
	return bound, sigs, nil
}

// authPart writes the bindings and signatures of a table part: "k", the seat's digit, the
// decision and the key; "s", the index of the binding whose key signed (a base64url digit),
// the number of decisions and the signature; separated by '.'.
func authPart(s Setup) string {
	const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	var parts []string
	n := len(s.Names)
	var keys []string
	for _, b := range s.Bound {
		if b.Seat < 0 || b.Seat >= n || b.Seat > 9 || b.At < 0 || len(b.Key) != keyLen || len(keys) >= len(b64) {
			continue // not expressible: left out
		}
		parts = append(parts, "k"+strconv.Itoa(b.Seat)+strconv.Itoa(b.At)+b.Key)
		keys = append(keys, b.Key)
	}
	for _, g := range s.Signed {
		i := -1
		for j, k := range keys {
			if k == g.Key {
				i = j
				break
			}
		}
		if i < 0 || g.N < 0 || len(g.Sig) != sigLen {
			continue
		}
		parts = append(parts, "s"+string(b64[i])+strconv.Itoa(g.N)+g.Sig)
	}
	return strings.Join(parts, ".")
}

// parseAuth reads what authPart wrote into setup.
func parseAuth(part string, setup *Setup) error {
	const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	bad := fmt.Errorf("%w: damaged signatures after the second '~'", engine.ErrCodeCorrupt)
	n := len(setup.Names)
	num := func(s string) (int, bool) {
		v, err := strconv.Atoi(s)
		return v, err == nil && v >= 0 && strconv.Itoa(v) == s
	}
	var keys []string
	for _, f := range strings.Split(part, ".") {
		switch {
		case len(f) > 2+keyLen && f[0] == 'k':
			p := int(f[1] - '0')
			at, ok := num(f[2 : len(f)-keyLen])
			if f[1] < '0' || p >= n || !ok || !base64url(f[len(f)-keyLen:]) {
				return bad
			}
			setup.Bound = append(setup.Bound, Binding{Seat: p, At: at, Key: f[len(f)-keyLen:]})
			keys = append(keys, f[len(f)-keyLen:])
		case len(f) > 2+sigLen && f[0] == 's':
			i := strings.IndexByte(b64, f[1])
			at, ok := num(f[2 : len(f)-sigLen])
			if i < 0 || i >= len(keys) || !ok || !base64url(f[len(f)-sigLen:]) {
				return bad
			}
			setup.Signed = append(setup.Signed, Signature{Key: keys[i], N: at, Sig: f[len(f)-sigLen:]})
		default:
			return bad
		}
	}
	return nil
}

func base64url(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// keyDevice is where the device keeps its key pair: the public key and the private key's seed,
// base64url, joined by '.'.
const keyDevice = KeyPrefix + "device-key"

// DeviceKey returns this device's key pair as it was stored (SetDeviceKey): the public key and
// the private key's seed, base64url; ok is false when there is none (or it is damaged). A
// device without storage keeps one in memory for the visit.
func (l *Library) DeviceKey() (pub, priv string, ok bool) {
	v := l.memKey
	if kv := l.store.kv; kv != nil {
		if s, found, err := kv.Get(keyDevice); err == nil && found {
			v = s
		}
	}
	pub, priv, ok = strings.Cut(v, ".")
	if !ok || len(pub) != keyLen || len(priv) != keyLen || !base64url(pub) || !base64url(priv) {
		return "", "", false
	}
	return pub, priv, true
}

// SetDeviceKey stores this device's key pair, once: a key already stored stays (another tab
// made one first) and is returned.
func (l *Library) SetDeviceKey(pub, priv string) (string, string) {
	if p, q, ok := l.DeviceKey(); ok {
		return p, q
	}
	l.memKey = pub + "." + priv
	if kv := l.store.kv; kv != nil {
		_ = kv.Set(keyDevice, l.memKey)
	}
	return pub, priv
}
