package gameapp

import (
	"crypto/ed25519"
	"encoding/base64"
	"errors"
	"slices"
	"strings"
	"testing"

	"borabora/engine"
)

// The browser signs with Web Crypto (web/sign.js); these tests sign with Go's Ed25519, the same
// algorithm (an Ed25519 signature is the same whoever computes it).

var b64 = base64.RawURLEncoding

// keyOf gives device d a key pair of its own (made from seed, so the test is the same each
// run), stored as the page stores it.
func (d *device) keyOf(seed byte) {
	k := ed25519.NewKeyFromSeed(append(make([]byte, 31), seed))
	d.lib.SetDeviceKey(b64.EncodeToString(k.Public().(ed25519.PublicKey)), b64.EncodeToString(k.Seed()))
}

// signed is the link the device sends now, signed with its key as the send dialog does.
func (d *device) signed() string { return d.signedAt("https://example.test/") }

// signedAt is signed for the site at base.
func (d *device) signedAt(base string) string {
	d.t.Helper()
	pub, priv, ok := d.lib.DeviceKey()
	if !ok {
		d.t.Fatal("the device has no key")
	}
	sg := PrepareLink(d.s, pub)
	if sg.Msg == "" {
		d.t.Fatal("the device signs nothing")
	}
	return ShareLink(base, sg.Code(sign(priv, sg.Msg)))
}

func sign(priv, msg string) string {
	seed, _ := b64.DecodeString(priv)
	return b64.EncodeToString(ed25519.Sign(ed25519.NewKeyFromSeed(seed), []byte(msg)))
}

// check checks a link's signatures as the page does before it takes the link.
func (d *device) check(link string) {
	checks := SigChecks(link)
	ok := make([]bool, len(checks))
	for i, c := range checks {
		k, _ := b64.DecodeString(c.Key)
		s, _ := b64.DecodeString(c.Sig)
		ok[i] = len(k) == ed25519.PublicKeySize && ed25519.Verify(k, []byte(c.Msg), s)
	}
	d.lib.Checked(checks, ok)
}

// take checks and receives a signed link.
func (d *device) take(link string, here ...int) LinkResult {
	d.t.Helper()
	d.check(link)
	return d.receive(link, here...)
}

// refuses checks that a link is refused with want, and that nothing of the device changed.
func (d *device) refuses(link string, want error) error {
	d.t.Helper()
	d.check(link)
	before := d.snapshot()
	n := len(d.s.Choices())
	_, err := d.lib.Receive(link)
	if !errors.Is(err, want) {
		d.t.Fatalf("got %v, want %v", err, want)
	}
	if !mapsEqual(before, d.snapshot()) || len(d.s.Choices()) != n {
		d.t.Fatal("a refused link changed the device")
	}
	return err
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// signedDevices is twoDevices with keys: A's first link binds Ana's seat, B joins Ben's.
func signedDevices(t *testing.T, seed uint64) (a, b *device) {
	a, b = newDevice(t, seed), newDevice(t, seed+1)
	a.keyOf(1)
	b.keyOf(2)
	s, err := NewSession(Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: seed, Seats: []SeatKind{Person, Remote, BotEasy}})
	if err != nil {
		t.Fatal(err)
	}
	a.put(s)
	a.play()
	if r := b.take(a.signed(), 1); r.Kind != LinkNew {
		t.Fatalf("B's first link: %v, want LinkNew", r.Kind)
	}
	return a, b
}

// TestSignedGameAcrossTwoDevices plays a whole game by signed links: each device binds its
// seat to its key with its first link, every link carries both signatures, and both devices
// end with the same game, each seat bound to its own device's key.
func TestSignedGameAcrossTwoDevices(t *testing.T) {
	a, b := signedDevices(t, 91)
	from, to := b, a
	longest := 0
	for sends := 0; !a.s.Game().Over() || !b.s.Game().Over(); sends++ {
		from.play()
		l := from.signed()
		longest = max(longest, len(l))
		if r := to.take(l); r.Kind != LinkAdded {
			t.Fatalf("send %d: %v", sends, r.Kind)
		}
		from, to = to, from
		if sends > 400 {
			t.Fatal("the game does not end")
		}
	}
	if !choicesEqual(a.s.Choices(), b.s.Choices()) {
		t.Fatal("the devices hold different games")
	}
	pa, _, _ := a.lib.DeviceKey()
	pb, _, _ := b.lib.DeviceKey()
	for _, d := range []*device{a, b} {
		st := d.saves()[0].Setup
		k0, ok0 := st.KeyAt(0, 0)
		k1, ok1 := st.KeyAt(1, 0)
		if !ok0 || !ok1 || k0.Key != pa || k1.Key != pb {
			t.Fatalf("bindings %+v, want Ana's seat to A's key and Ben's to B's", st.Bound)
		}
	}
	t.Logf("longest link %d characters", longest)
}

// TestDecisionsOnlyFromTheSeatsDevice: a third device that opens a link can neither decide
// for a seat bound to another device (its decisions are not signed by that key), nor bind the
// seat to its own key, nor alter a signature; each link is refused and changes nothing. Codes
// of earlier builds, with no keys, are taken as before.
func TestDecisionsOnlyFromTheSeatsDevice(t *testing.T) {
	a, b := signedDevices(t, 92)
	b.play()
	a.take(b.signed()) // A knows Ben's key now
	a.play()
	link := a.signed()
	c := newDevice(t, 99)
	c.keyOf(3)
	// Ben's seat is bound: C takes it only as a takeover every device sees
	r := c.take(link, 1)
	if tk := c.s.Setup().Takeovers; r.Kind != LinkNew || len(tk) != 1 || tk[0] != (Takeover{Seat: 1, By: 1, At: len(c.s.Choices())}) {
		t.Fatalf("C joined Ben's bound seat with takeovers %+v", tk)
	}
	// C decides for Ben without the takeover: signed by C, not by Ben's key
	forged, _ := Restore(a.s.Setup(), a.s.Choices())
	forged.reseat(func() Setup { st := forged.Setup(); st.Seats = []SeatKind{Remote, Person, BotEasy}; return st }())
	for forged.Game().Prompt().Player == 1 {
		_ = forged.Apply(forged.Game().Legal()[0])
	}
	pc, qc, _ := c.lib.DeviceKey()
	sg := PrepareLink(forged, pc)
	if sg.Msg != "" {
		t.Fatal("C signs for a seat bound to another key")
	}
	forgedLink := ShareLink("x", sg.Code(""))
	err := a.refuses(forgedLink, ErrUnsigned)
	var ue *UnsignedError
	if !errors.As(err, &ue) || ue.Seat != 1 || ue.Name != "Ben" || ue.At != len(a.s.Choices()) {
		t.Fatalf("refused as %v", err)
	}
	// the same, with Ben's seat bound to C's key in the link: a seat bound elsewhere
	st := forged.Setup()
	for i := range st.Bound {
		if st.Bound[i].Seat == 1 {
			st.Bound[i].Key = pc
		}
	}
	rebound := LinkSigning{setup: st, choices: forged.Choices(), Key: pc, Msg: SignedMessage(st, forged.Choices(), len(forged.Choices()))}
	code := rebound.Code(sign(qc, rebound.Msg))
	a.refuses(code, ErrSeatKey)
	// a second binding of Ben's seat with no takeover at that decision
	st = forged.Setup()
	st.Bound = append(st.Bound, Binding{Seat: 1, At: len(a.s.Choices()), Key: pc})
	rebound = LinkSigning{setup: st, choices: forged.Choices(), Key: pc, Msg: SignedMessage(st, forged.Choices(), len(forged.Choices()))}
	a.refuses(rebound.Code(sign(qc, rebound.Msg)), ErrSeatKey)
	// a signature changed by a character
	i := strings.LastIndex(link, ".s") + 10
	flip := "A"
	if link[i] == 'A' {
		flip = "B"
	}
	bad := link[:i] + flip + link[i+1:]
	b.refuses(bad, ErrBadSignature)
	// a signature without its key's binding, or its number of decisions moved
	part := link[strings.LastIndex(link, "~")+1:]
	noKey := strings.Replace(link, part, strings.Join(func() (out []string) {
		for _, f := range strings.Split(part, ".") {
			if f[0] == 's' {
				out = append(out, f)
			}
		}
		return
	}(), "."), 1)
	if _, err := b.lib.Receive(noKey); err == nil {
		t.Fatal("signatures without their keys were taken")
	}
	// a link made before keys (an earlier build's) of another game is taken as before
	old, _ := twoDevices(t, 93)
	if r := c.receive(old.link(), 1); r.Kind != LinkNew {
		t.Fatalf("an earlier build's link: %v", r.Kind)
	}
}

// TestTakeOverBindsTheTakersKey: a device that takes over a seat signs its decisions from the
// takeover on; the other devices take them, and refuse that seat's old device's decisions
// after it. A device that lost its key takes its own seat back only as a takeover, shown.
func TestTakeOverBindsTheTakersKey(t *testing.T) {
	a, b := signedDevices(t, 94)
	b.play()
	a.take(b.signed())
	a.play() // the game waits on Ben, who does not come back
	at := len(a.s.Choices())
	if err := a.s.TakeOver(1, 0); err != nil {
		t.Fatal(err)
	}
	a.move() // Ben's decision, made on A's device
	link := a.signed()
	pa, _, _ := a.lib.DeviceKey()
	if k, ok := a.s.Setup().KeyAt(1, at); !ok || k.Key != pa || k.At != at {
		t.Fatalf("Ben's seat after the takeover: %+v, want A's key from decision %d", k, at)
	}
	// B's device decides for Ben after the takeover, without knowing of it: refused by A
	late, _ := Restore(b.s.Setup(), a.s.Choices()[:at])
	late.reseat(b.s.Setup())
	for _, c := range late.Game().Legal() {
		if c != a.s.Choices()[at] { // another decision than A's for Ben
			_ = late.Apply(c)
			break
		}
	}
	pb, qb, _ := b.lib.DeviceKey()
	sg := PrepareLink(late, pb)
	a.refuses(ShareLink("x", sg.Code(sign(qb, sg.Msg))), ErrUnsigned)
	r := b.take(link)
	if r.Kind != LinkAdded || len(r.Takeovers) != 1 || b.s.SeatKind(1) != Remote {
		t.Fatalf("B received the takeover as %+v", r)
	}

	// in another game, B's device lost its storage while the game waited on Ben: a new
	// device (a new key) takes Ben's seat back, as a takeover every device sees
	a, b = signedDevices(t, 97)
	b.play()
	a.take(b.signed())
	a.play()
	fresh := newDevice(t, 95)
	fresh.keyOf(4)
	if r := fresh.take(a.signed(), 1); r.Kind != LinkNew {
		t.Fatalf("the cleared device: %v", r.Kind)
	}
	back := fresh.s.Setup().Takeovers
	if len(back) != 1 || back[0] != (Takeover{Seat: 1, By: 1, At: len(fresh.s.Choices())}) {
		t.Fatalf("takeovers %+v, want Ben's seat taken back by itself", back)
	}
	fresh.play()
	r = a.take(fresh.signed())
	if r.Kind != LinkAdded || len(r.Takeovers) != 1 || r.Takeovers[0] != back[0] || a.s.SeatKind(1) != Remote {
		t.Fatalf("A received the seat taken back as %+v, seat %v", r, a.s.SeatKind(1))
	}
	// B's old device, were it found again, decides for Ben no more
	old, _ := Restore(b.s.Setup(), fresh.s.Choices()[:back[0].At])
	old.reseat(b.s.Setup())
	for _, c := range old.Game().Legal() {
		if c != fresh.s.Choices()[back[0].At] { // another decision than the new device's
			_ = old.Apply(c)
			break
		}
	}
	pb, qb, _ = b.lib.DeviceKey()
	sg = PrepareLink(old, pb)
	a.refuses(ShareLink("x", sg.Code(sign(qb, sg.Msg))), ErrUnsigned)
}

// TestSignedLinkPartsRoundTrip: the bindings and signatures are written in the table part
// after its check and read back the same, and kept by saves.
func TestSignedLinkPartsRoundTrip(t *testing.T) {
	a, b := signedDevices(t, 96)
	b.play()
	l := b.signed()
	code := l[strings.Index(l, "#game=")+len("#game="):]
	if strings.Count(code, tableSep) != 2 {
		t.Fatalf("a signed code has %d parts after '~': %s", strings.Count(code, tableSep), code)
	}
	st, _, err := decodeCode(code)
	if err != nil || len(st.Bound) != 2 || len(st.Signed) != 2 {
		t.Fatalf("decoded %+v, %v", st, err)
	}
	if got := ExportCode(st, func() []engine.Choice { _, c, _ := decodeCode(code); return c }()); got != code {
		t.Fatalf("written again:\n%s\nwant\n%s", got, code)
	}
	a.take(l)
	f := a.saves()[0]
	if len(f.Setup.Bound) != 2 || len(f.Setup.Signed) != 2 {
		t.Fatalf("A's save keeps %+v %+v", f.Setup.Bound, f.Setup.Signed)
	}
	s, err := ResumeSave(f)
	if err != nil || len(s.Setup().Bound) != 2 {
		t.Fatalf("the save opened again: %v", err)
	}
	// the check of the table part covers what it did; text after a second '~' on a part
	// without its check is refused
	bare := code[:strings.Index(code, tableSep)] + tableSep + "pr01" + tableSep + "k0" + strings.Repeat("A", 44)
	if _, _, err := decodeCode(bare); err == nil {
		t.Fatal("signatures after an unchecked part were read")
	}
}

// TestSignedLinksFitTheQRBudget: the final link of a whole 4-player game by links, every person
// on a device of their own and every link signed, stays within LinkBudget characters (a QR code
// of version 23 at level L, which a phone reads from a screen), over games of random choices.
func TestSignedLinksFitTheQRBudget(t *testing.T) {
	const base = "https://user.github.io/borabora/"
	longest := 0
	for g := range 6 {
		devs := make([]*device, 4)
		for p := range devs {
			devs[p] = newDevice(t, uint64(7000+10*g+p))
			devs[p].keyOf(byte(p + 1))
		}
		s, err := NewSession(Setup{Names: []string{"Ana", "Ben", "Cleo", "Dan"}, Seed: uint64(900 + g), Seats: []SeatKind{Person, Remote, Remote, Remote}})
		if err != nil {
			t.Fatal(err)
		}
		devs[0].put(s)
		from := devs[0]
		for {
			from.play()
			l := from.signedAt(base)
			longest = max(longest, len(l))
			if from.s.Game().Over() {
				break
			}
			to := devs[from.s.Game().Prompt().Player]
			if to.s == nil {
				to.take(l, slices.Index(devs, to))
			} else {
				to.take(l)
			}
			from = to
		}
	}
	if longest > LinkBudget {
		t.Fatalf("a signed link of %d characters, over the budget of %d", longest, LinkBudget)
	}
	t.Logf("longest signed link %d characters (budget %d)", longest, LinkBudget)
}
