package gameapp

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"borabora/engine"
)

// device is one browser's library in a game played by links.
type device struct {
	t   testing.TB
	lib *Library
	kv  *MemKV
	s   *Session // the game on its table
	rng *rand.Rand
}

func newDevice(t testing.TB, seed uint64) *device {
	kv := NewMemKV()
	clock := int64(1_700_000_000_000)
	return &device{t: t, kv: kv, rng: rand.New(rand.NewPCG(seed, 5)),
		lib: OpenLibrary(kv, nil, func() int64 { clock += 1000; return clock })}
}

// put puts s on the device's table, as the page does (Library.Attach).
func (d *device) put(s *Session) {
	d.s = s
	d.lib.Attach(s)
}

// play plays the device's turn: its people's and the computers' decisions (random legal
// choices), until the game waits on a seat of another device or is over.
func (d *device) play() {
	d.t.Helper()
	for !d.s.Game().Over() && d.s.SeatKind(d.s.Game().Prompt().Player) != Remote {
		d.move()
	}
}

// move makes one random legal decision, whoever's it is.
func (d *device) move() {
	d.t.Helper()
	l := d.s.Game().Legal()
	if err := d.s.Apply(l[d.rng.IntN(len(l))]); err != nil {
		d.t.Fatal(err)
	}
}

// link is the link the device sends now.
func (d *device) link() string {
	return ShareLink("https://example.test/", ExportCode(d.s.Setup(), d.s.Choices()))
}

// receive opens a link and, as the page does, puts the game on the table when the link
// brings it there (a new game joins with the seats here).
func (d *device) receive(link string, here ...int) LinkResult {
	d.t.Helper()
	r, err := d.lib.Receive(link)
	if err != nil {
		d.t.Fatal(err)
	}
	switch r.Kind {
	case LinkNew:
		mine := make([]bool, len(r.Game.Setup().Names))
		for _, p := range here {
			mine[p] = true
		}
		s, err := d.lib.Join(mine)
		if err != nil {
			d.t.Fatal(err)
		}
		d.put(s)
	case LinkSame, LinkOlder, LinkAdded:
		d.put(r.Game)
	}
	return r
}

func (d *device) snapshot() map[string]string { d.lib.Flush(); return maps.Clone(d.kv.M) }

func (d *device) saves() []SaveFile {
	d.t.Helper()
	l, _, err := d.lib.List()
	if err != nil {
		d.t.Fatal(err)
	}
	return l
}

// twoDevices starts a game of Ana (device A), Ben (device B) and an easy computer on A, plays
// A's first turn and has B join by A's link.
func twoDevices(t *testing.T, seed uint64) (a, b *device) {
	a, b = newDevice(t, seed), newDevice(t, seed+1)
	s, err := NewSession(Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: seed, Seats: []SeatKind{Person, Remote, BotEasy}})
	if err != nil {
		t.Fatal(err)
	}
	a.put(s)
	a.play()
	if r := b.receive(a.link(), 1); r.Kind != LinkNew {
		t.Fatalf("B's first link: %v, want LinkNew", r.Kind)
	}
	if got := b.s.Setup().Seats; len(got) != 3 || got[0] != Remote || got[1] != Person || got[2] != BotEasy {
		t.Fatalf("B's seats %v, want remote, person, easy", got)
	}
	return a, b
}

// TestLinkGameAcrossTwoDevices plays a whole game by links: each link brings the other
// device's decisions (and its computer's) and is taken; both devices end with one save each,
// the same game, and each has it in its history.
func TestLinkGameAcrossTwoDevices(t *testing.T) {
	a, b := twoDevices(t, 31)
	links := 1
	for from, to := b, a; !from.s.Game().Over() || !to.s.Game().Over(); from, to = to, from {
		before := len(to.s.Choices())
		from.play()
		r := to.receive(from.link())
		links++
		if r.Kind != LinkAdded || r.Added != len(from.s.Choices())-before || r.At != before {
			t.Fatalf("link %d: %+v, want LinkAdded of %d decisions from %d", links, r, len(from.s.Choices())-before, before)
		}
		if links > 400 {
			t.Fatal("the game does not end")
		}
	}
	for _, d := range []*device{a, b} {
		saves := d.saves()
		if len(saves) != 1 || !saves[0].Summary.Over {
			t.Fatalf("%d saves (want 1, over)", len(saves))
		}
		h, err := d.lib.History()
		if err != nil || len(h.Games) != 1 {
			t.Fatalf("history: %v, %d games", err, len(h.Games))
		}
	}
	if !a.s.Game().Record().Equal(b.s.Game().Record()) {
		t.Fatal("the two devices ended with different games")
	}
	t.Logf("%d links, %d decisions, the last link %d characters", links, len(a.s.Choices()), len(a.link()))
}

// TestLinkOlderAndSameChangeNothing: a link this device has already gone past, or the game as
// it holds it, changes no save.
func TestLinkOlderAndSameChangeNothing(t *testing.T) {
	a, b := twoDevices(t, 32)
	old := a.link()
	b.play()
	a.receive(b.link())
	a.play()
	before := a.snapshot()
	if r := a.receive(old); r.Kind != LinkOlder || r.Game == nil || len(r.Game.Choices()) != len(a.s.Choices()) {
		t.Fatalf("an older link: %+v", r)
	}
	if r := a.receive(a.link()); r.Kind != LinkSame {
		t.Fatalf("the game as held: %v", r.Kind)
	}
	if after := a.snapshot(); !maps.Equal(before, after) {
		t.Fatal("an older link changed the saves")
	}
}

// rewound replays d's game up to n decisions with d's seats, as a device that went another way
// from there would hold it.
func rewound(t *testing.T, d *device, n int) *Session {
	t.Helper()
	s, err := Restore(d.s.Setup(), d.s.Choices()[:n])
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// other applies a legal choice other than ch, if there is one.
func other(t *testing.T, s *Session, ch engine.Choice) bool {
	t.Helper()
	for _, c := range s.Game().Legal() {
		if c != ch {
			if err := s.Apply(c); err != nil {
				t.Fatal(err)
			}
			return true
		}
	}
	return false
}

// TestLinkRewriteIsRefused: a link that changes a decision B made is refused, and B's save
// stays as it was.
func TestLinkRewriteIsRefused(t *testing.T) {
	a, b := twoDevices(t, 33)
	b.play()
	a.receive(b.link())
	a.play()
	b.receive(a.link())
	// the last decision of Ben that has another choice, changed in a copy of A's game
	var forged *Session
	at := -1
	for i := len(b.s.Log()) - 1; i >= 0 && forged == nil; i-- {
		if b.s.Log()[i].Player != 1 {
			continue
		}
		s := rewound(t, b, i)
		if other(t, s, b.s.Choices()[i]) {
			forged, at = s, i
		}
	}
	if forged == nil {
		t.Skip("no decision of Ben had another choice")
	}
	for forged.Game().Prompt().Player != 1 && !forged.Game().Over() {
		l := forged.Game().Legal()
		_ = forged.Apply(l[0])
	}
	before := b.snapshot()
	r, err := b.lib.Receive(ShareLink("x", ExportCode(a.s.Setup(), forged.Choices())))
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != LinkRewrite || r.At != at || r.Seat != 1 || r.Game != nil {
		t.Fatalf("a rewrite of Ben's decision %d: %+v", at, r)
	}
	if !maps.Equal(before, b.snapshot()) {
		t.Fatal("a refused link changed the saves")
	}
}

// TestLinkDecidingForTheReceiverIsRefused: a link in which A has decided for Ben (B's seat)
// changes nothing. Going on from B's game, it is what a link brings when B lost decisions it
// made (LinkLost): B's player is asked, and until they confirm nothing changes. Going on from
// another line than B's (a fork), it is refused.
func TestLinkDecidingForTheReceiverIsRefused(t *testing.T) {
	a, b := twoDevices(t, 34)
	b.play()
	a.receive(b.link())
	a.play()
	n := len(a.s.Choices())
	a.move() // Ben's decision, made on Ana's device
	before := b.snapshot()
	r, err := b.lib.Receive(a.link())
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != LinkLost || r.At != n || r.Seat != 1 || r.Game != nil {
		t.Fatalf("a link deciding for Ben at %d: %+v", n, r)
	}
	if !maps.Equal(before, b.snapshot()) {
		t.Fatal("a link waiting for the player's answer changed the saves")
	}

	// the same decision for Ben on a line that left B's game earlier: refused
	b.move() // Ben goes on on his own device, so A's link is another continuation
	before = b.snapshot()
	r, err = b.lib.Receive(a.link())
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != LinkRewrite && r.Kind != LinkYours {
		t.Fatalf("a fork deciding for Ben: %+v, want a refusal", r)
	}
	if !maps.Equal(before, b.snapshot()) {
		t.Fatal("a refused link changed the saves")
	}
	if _, err := b.lib.TakeLost(); err != ErrNoLost {
		t.Fatalf("TakeLost after a refusal: %v, want ErrNoLost", err)
	}
}

// TestLinkBringsBackDecisionsTheDeviceLost: B plays Ben's turn and sends it, then loses the
// decisions of that turn (its browser was killed before it stored them: its save is as before
// the turn). A goes on from B's link and sends the game back: the link goes on from B's save
// with Ben's own decisions (LinkLost). Nothing changes until B's player confirms; TakeLost
// then takes the link's game into the same save, and the game goes on by links to the end.
func TestLinkBringsBackDecisionsTheDeviceLost(t *testing.T) {
	a, b := twoDevices(t, 36)
	lost := b.snapshot() // B's save before Ben's turn
	turn := len(b.s.Choices())
	b.play()
	a.receive(b.link())
	a.play()
	// B's browser is killed: its storage is as before Ben's turn, and the page starts again
	b.kv.M = lost
	b.lib = OpenLibrary(b.kv, nil, testClock())
	s, err := b.lib.ResumeLast()
	if err != nil || s == nil || len(s.Choices()) != turn {
		t.Fatalf("B resumed %v with %d decisions, want %d: %v", s != nil, len(s.Choices()), turn, err)
	}
	b.put(s)
	before := b.snapshot()
	r, err := b.lib.Receive(a.link())
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != LinkLost || r.At != turn || r.Seat != 1 || r.Name != "Ben" || r.Added != len(a.s.Choices())-turn {
		t.Fatalf("a link bringing Ben's lost turn back: %+v (turn at %d)", r, turn)
	}
	if !maps.Equal(before, b.snapshot()) {
		t.Fatal("the link changed the saves before the player confirmed")
	}
	r, err = b.lib.TakeLost()
	if err != nil || r.Kind != LinkAdded || r.Game == nil || r.Added != len(a.s.Choices())-turn {
		t.Fatalf("TakeLost: %+v, %v", r, err)
	}
	b.put(r.Game)
	if len(b.saves()) != 1 || r.Mine != b.lib.Saver(b.s).ID() {
		t.Fatal("the lost decisions went to another save than the game's")
	}
	if _, err := b.lib.TakeLost(); err != ErrNoLost {
		t.Fatalf("TakeLost twice: %v", err)
	}
	// the game goes on by links to the end, the same on both devices
	for from, to := b, a; !from.s.Game().Over() || !to.s.Game().Over(); from, to = to, from {
		from.play()
		if r := to.receive(from.link()); r.Kind != LinkAdded && r.Kind != LinkSame {
			t.Fatalf("a link after the recovery: %+v", r)
		}
	}
	if a.s.Game().Scores()[0] != b.s.Game().Scores()[0] || len(a.s.Choices()) != len(b.s.Choices()) {
		t.Fatal("the devices ended with different games")
	}
}

// TestLinkForkKeepsBoth: A's device goes another way from a decision B already has (a copy
// of the game played on from before its last link); B keeps its game as it was and the link's
// as a new save marked as the other continuation; a later link of either line goes to its own
// save.
func TestLinkForkKeepsBoth(t *testing.T) {
	a, b := twoDevices(t, 35)
	b.play()
	a.receive(b.link())
	a.play()
	sent := a.link()
	b.receive(sent)
	mine := append([]engine.Choice(nil), b.s.Choices()...)
	// the first decision of Ana in that link that has another choice
	var fork *Session
	at := -1
	for i := len(a.s.Log()) - 1; i >= 0; i-- {
		if e := a.s.Log()[i]; e.Player == 0 && i >= len(a.s.Choices())-20 {
			s := rewound(t, a, i)
			if other(t, s, a.s.Choices()[i]) {
				fork, at = s, i
			}
		}
	}
	if fork == nil {
		t.Skip("no decision of Ana had another choice")
	}
	a.put(fork) // a copy of the game saved on A, played on another way
	a.play()
	r, err := b.lib.Receive(a.link())
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != LinkFork || r.At != at || r.Seat != 0 || r.Branch == "" || r.Mine == "" {
		t.Fatalf("another continuation from %d: %+v", at, r)
	}
	saves := b.saves()
	if len(saves) != 2 {
		t.Fatalf("%d saves after a fork, want 2", len(saves))
	}
	for _, f := range saves {
		s, err := ResumeSave(f)
		if err != nil {
			t.Fatal(err)
		}
		switch f.ID {
		case r.Mine:
			if !choicesEqual(s.Choices(), mine) || f.Setup.Branch != 0 {
				t.Fatal("the fork changed B's own game")
			}
		case r.Branch:
			if !choicesEqual(s.Choices(), a.s.Choices()) || f.Setup.Branch != at+1 || s.SeatKind(1) != Person || s.SeatKind(0) != Remote {
				t.Fatalf("the branch: Branch %d, seats %v", f.Setup.Branch, f.Setup.Seats)
			}
		default:
			t.Fatalf("a save %s that is neither", f.ID)
		}
	}
	// the branch goes on by links as any game
	s, err := b.lib.Open(r.Branch)
	if err != nil {
		t.Fatal(err)
	}
	b.put(s)
	b.play()
	a.receive(b.link())
	a.play()
	if r2 := b.receive(a.link()); r2.Kind != LinkAdded || r2.Mine != r.Branch {
		t.Fatalf("a link of the branch: %+v", r2)
	}
	if len(b.saves()) != 2 {
		t.Fatal("a link of the branch made another save")
	}
}

func choicesEqual(a, b []engine.Choice) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestLinkOfAnotherGameIsItsOwn: a link of another game (another seed, other names) is a game of
// its own, whatever this device holds; a code of a game of one device is imported as before.
func TestLinkOfAnotherGameIsItsOwn(t *testing.T) {
	a, b := twoDevices(t, 36)
	c := newDevice(t, 99)
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 37, Seats: []SeatKind{Person, Remote, BotEasy}})
	c.put(s)
	c.play()
	if r := b.receive(c.link(), 1); r.Kind != LinkNew {
		t.Fatalf("another seed: %v", r.Kind)
	}
	s, _ = NewSession(Setup{Names: []string{"Ana", "Bea", "Cy"}, Seed: 36, Seats: []SeatKind{Person, Remote, BotEasy}})
	c.put(s)
	c.play()
	if r := b.receive(c.link(), 1); r.Kind != LinkNew {
		t.Fatalf("other names: %v", r.Kind)
	}
	if n := len(b.saves()); n != 3 {
		t.Fatalf("%d saves, want 3 games", n)
	}
	plain := ShareLink("x", ExportCode(Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 41}, nil))
	if r, err := b.lib.Receive(plain); err != nil || r.Kind != LinkPlain {
		t.Fatalf("a code of one device: %v, %v", r.Kind, err)
	}
	// the code of a game this device plays by links, its table part cut off (every seat a
	// person at one device, so every hand would show): it is that game's link, and this
	// device's seats decide
	before := b.snapshot()
	cut := ShareLink("x", ExportCode(Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 36}, a.s.Choices()))
	if r, err := b.lib.Receive(cut); err != nil || r.Kind != LinkSame || r.Game.SeatKind(0) != Remote {
		t.Fatalf("this device's game by links without its table part: %v, %v", r.Kind, err)
	}
	if !maps.Equal(before, b.snapshot()) {
		t.Fatal("the code without its table part changed the saves")
	}
	if _, err := b.lib.Receive("BB1.nonsense"); err == nil {
		t.Fatal("a damaged link was taken")
	}
}

// TestJoinTakesOnlySeatsOfOtherDevices: the seats chosen as this device's must be seats the
// sender said are on other devices, at least one.
func TestJoinTakesOnlySeatsOfOtherDevices(t *testing.T) {
	a := newDevice(t, 40)
	s, _ := NewSession(Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 40, Seats: []SeatKind{Person, Remote, Remote}})
	a.put(s)
	a.play()
	b := newDevice(t, 41)
	if _, err := b.lib.Join([]bool{false, true, false}); !errors.Is(err, ErrNoJoin) {
		t.Fatalf("a join with no link: %v", err)
	}
	if r, _ := b.lib.Receive(a.link()); r.Kind != LinkNew {
		t.Fatal(r.Kind)
	}
	for _, here := range [][]bool{{true, false, false}, {false, false, false}, nil} {
		if _, err := b.lib.Join(here); !errors.Is(err, ErrNoSeatOf) {
			t.Fatalf("join %v: %v, want ErrNoSeatOf", here, err)
		}
	}
	s, err := b.lib.Join([]bool{true, true, true})
	if err != nil {
		t.Fatal(err)
	}
	if k := s.Setup().Seats; k[0] != Remote || k[1] != Person || k[2] != Person {
		t.Fatalf("seats %v: Ana is the sender's, Ben and Cy here", k)
	}
}

// TestRemoteSeatsShowNothing: a seat on another device never needs the pass-device screen, its
// hand never shows until the game is over (open hands or not, in play and in a review), and
// nobody here can take back its decisions.
func TestRemoteSeatsShowNothing(t *testing.T) {
	for _, open := range []bool{false, true} {
		s, _ := NewSession(Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: 50, OpenHands: open, Seats: []SeatKind{Person, Remote, BotEasy}})
		h := NewHotSeat()
		rng := rand.New(rand.NewPCG(50, 1))
		remoteTurns := 0
		for !s.Game().Over() {
			p := s.Game().Prompt().Player
			if h.NeedsPass(s) {
				t.Fatal("a pass-device screen with one person here")
			}
			if h.HandVisible(s, 1) || h.HandVisible(s, 2) || !h.HandVisible(s, 0) {
				t.Fatalf("open %v: hands shown: Ana %v, Ben %v, Cy %v", open, h.HandVisible(s, 0), h.HandVisible(s, 1), h.HandVisible(s, 2))
			}
			if p == 1 {
				remoteTurns++
				if s.Undoer() == 1 || s.CanUndoFor(1) {
					t.Fatal("Ben's decisions can be taken back here")
				}
				if r, _ := ReviewOf(s); r.HandShown(1) {
					t.Fatal("a review shows Ben's hand")
				}
			}
			l := s.Game().Legal()
			if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
			if p == 0 {
				h.Decided(s, 0)
			} else {
				h.BotDecided(s)
			}
		}
		if !h.HandVisible(s, 1) {
			t.Fatal("Ben's hand hidden once the game is over")
		}
		if remoteTurns < 20 {
			t.Fatalf("only %d of Ben's turns", remoteTurns)
		}
	}
	// a device that holds only computers and seats of others shows no hand
	s, _ := NewSession(Setup{Names: []string{"Ana", "Cy"}, Seed: 51, Seats: []SeatKind{Remote, BotEasy}})
	if h := NewHotSeat(); h.HandVisible(s, 0) || h.HandVisible(s, 1) {
		t.Fatal("a hand shows on a device with no person of its own")
	}
}

// TestRemoteSeatInCodes: a code marks the seats of other devices (r) and reads them back.
func TestRemoteSeatInCodes(t *testing.T) {
	st := Setup{Names: []string{"Ana", "Ben"}, Seed: 7, Seats: []SeatKind{Person, Remote}}
	s, _ := NewSession(st)
	code := ExportCode(s.Setup(), nil)
	if want := "~pr01."; !strings.Contains(code, want) {
		t.Fatalf("code %q does not end in %q", code, want)
	}
	back, err := Import(code)
	if err != nil || back.SeatKind(1) != Remote || !back.Setup().Linked() {
		t.Fatalf("read back: %v, %v", err, back.Setup().Seats)
	}
	b := marshalSave(&SaveFile{Setup: s.Setup()})
	var f SaveFile
	if err := unmarshalSave(string(b), &f); err != nil || f.Setup.Seat(1) != Remote {
		t.Fatalf("saved: %s", b)
	}
}

// TestTakeOverIsRecordedAndShownByLinks: Ana has left; Ben's device takes over her seat. It
// cannot do so silently (SetSeatKind refuses a seat of another device), the takeover is
// recorded at the decision where it happened, Ana's cards show on Ben's device from then on,
// and the link carries it: Ana's device, receiving it, knows that Ben took over her seat after
// that decision, no longer holds the seat, and takes Ben's decisions for it.
func TestTakeOverIsRecordedAndShownByLinks(t *testing.T) {
	a, b := twoDevices(t, 37)
	b.play()
	a.receive(b.link())
	a.play()
	b.receive(a.link())
	b.play() // the game waits on Ana, who does not come back
	if p := b.s.Game().Prompt().Player; p != 0 {
		t.Fatalf("the game waits on seat %d, want Ana's", p)
	}
	if err := b.s.SetSeatKind(0, Person); !errors.Is(err, ErrRemoteSeat) {
		t.Fatalf("handing Ana's seat to a person of Ben's device: %v, want ErrRemoteSeat", err)
	}
	if err := b.s.SetSeatKind(0, BotHard); !errors.Is(err, ErrRemoteSeat) {
		t.Fatalf("handing Ana's seat to a computer on Ben's device: %v", err)
	}
	h := NewHotSeat()
	h.Take(b.s)
	if h.HandVisible(b.s, 0) {
		t.Fatal("Ana's cards show on Ben's device before any takeover")
	}
	at := len(b.s.Choices())
	if err := b.s.TakeOver(0, b.s.Taker()); err != nil {
		t.Fatal(err)
	}
	if got := b.s.Setup().Takeovers; len(got) != 1 || got[0] != (Takeover{Seat: 0, By: 1, At: at}) {
		t.Fatalf("takeovers %+v, want Ana's seat by Ben after %d decisions", got, at)
	}
	if err := b.s.TakeOver(0, 1); !errors.Is(err, ErrNotRemote) {
		t.Fatalf("taking over a seat of this device: %v", err)
	}
	if b.s.SeatKind(0) != Person {
		t.Fatal("Ana's seat is not Ben's device's after the takeover")
	}
	// saved with the game, and in the link
	if f := b.saves()[0]; len(f.Setup.Takeovers) != 1 || f.Summary.Waits != b.s.Game().Prompt().Player+1 {
		t.Fatalf("the save has no takeover, or says it waits on another seat: %+v, %+v", f.Setup, f.Summary)
	}
	if s, err := ResumeSave(b.saves()[0]); err != nil || len(s.Setup().Takeovers) != 1 || s.SeatKind(0) != Person {
		t.Fatalf("the game opened again from its save lost the takeover: %v", err)
	}
	b.move() // Ana's decision, made on Ben's device
	b.move()
	before := len(a.s.Choices())
	r := a.receive(b.link())
	if (r.Kind != LinkAdded && r.Kind != LinkSame) || len(r.Takeovers) != 1 || r.Takeovers[0].Seat != 0 || r.Takeovers[0].At != at {
		t.Fatalf("Ana's device received %+v (had %d decisions)", r, before)
	}
	if a.s.SeatKind(0) != Remote || len(a.s.Setup().Takeovers) != 1 {
		t.Fatalf("on Ana's device seat 0 is %v, takeovers %+v", a.s.SeatKind(0), a.s.Setup().Takeovers)
	}
	if f := a.saves()[0]; f.Setup.Seat(0) != Remote || len(f.Setup.Takeovers) != 1 {
		t.Fatalf("Ana's device's save: %+v", f.Setup)
	}
	// a takeover with no decision since: the link changes no decision, only the seat
	c, d := twoDevices(t, 38)
	if err := d.s.TakeOver(0, 1); err != nil {
		t.Fatal(err)
	}
	r = c.receive(d.link())
	if r.Kind != LinkSame || len(r.Takeovers) != 1 || c.s.SeatKind(0) != Remote {
		t.Fatalf("a takeover alone: %+v, Ana's seat %v", r, c.s.SeatKind(0))
	}
	if f := c.saves()[0]; f.Setup.Seat(0) != Remote {
		t.Fatal("a takeover alone was not saved")
	}
}

// TestReviewOfAGameByLinksShowsOnlyThisDevicesCards: the review of a game this device plays by
// links, opened from a code whose table part was cut off or rewritten without its check
// (every seat a person here: each hand would show to "the only person"), is the review of this
// device's game: while the game goes on, no hand of another device's seat shows.
func TestReviewOfAGameByLinksShowsOnlyThisDevicesCards(t *testing.T) {
	a, b := twoDevices(t, 39)
	b.play()
	a.receive(b.link())
	game := CodeOf(a.s.Setup(), a.s.Choices())
	for _, code := range []string{game, game + "~pee012", game + "~ppp012"} {
		r, err := b.lib.ReviewCode(ShareLink("x", code))
		if err != nil {
			t.Fatal(err)
		}
		if r.HandShown(0) {
			t.Fatalf("%s: the review on Ben's device shows Ana's cards while the game goes on", code[len(game):])
		}
		// the same code on a device that holds no game of it is a game of one device
		if plain, _ := ReviewCode(code); code == game+"~pee012" && !plain.HandShown(0) {
			t.Fatal("the only person's cards do not show in the review of a game of one device")
		}
	}
	if _, err := b.lib.ReviewCode(ExportCode(a.s.Setup(), a.s.Choices())[:len(game)] + "~ppe012.AAAA"); !errors.Is(err, ErrTableEdited) {
		t.Fatalf("a review of a code changed by hand: %v", err)
	}
}

// BenchmarkLinksPerRound plays 20 games by links for 2, 3 and 4 players, each person on a
// device of their own, by random legal choices: a device plays its people's turns (and the
// computers', none here) until the game waits on another device, then sends the link there.
// It reports the median over the games of the links sent per round, and the longest link
// (base https://user.github.io/borabora/, 32 characters) with its table part, and the mean
// links per round by the part of the round the game waited in (A, B, C: Phase C's jewelry,
// tasks and new task; setup-end: the start huts and the final tasks). Run it with
// go test ./gameapp -run XXX -bench LinksPerRound -benchtime 1x (docs/links.md, "Figures").
func BenchmarkLinksPerRound(b *testing.B) {
	const base = "https://user.github.io/borabora/"
	for _, n := range []int{2, 3, 4} {
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			var perRound, finals []float64
			longest := 0
			byStage := map[string]int{} // links sent while the game waits in each part of a round
			for g := 0; g < 20; g++ {
				names := []string{"Ana", "Ben", "Cleo", "Dan"}[:n]
				devs := make([]*device, n)
				for p := range devs {
					devs[p] = newDevice(b, uint64(1000*n+10*g+p))
					devs[p].keyOf(byte(p + 1)) // every link signed, as the page sends it
				}
				seats := make([]SeatKind, n)
				for p := 1; p < n; p++ {
					seats[p] = Remote
				}
				s, err := NewSession(Setup{Names: names, Seed: uint64(500 + g), Seats: seats})
				if err != nil {
					b.Fatal(err)
				}
				devs[0].put(s)
				links, from := 0, devs[0]
				for !from.s.Game().Over() {
					from.play()
					if from.s.Game().Over() {
						finals = append(finals, float64(len(from.signedAt(base))))
						break
					}
					to := devs[from.s.Game().Prompt().Player]
					link := from.signedAt(base)
					links++
					switch st := from.s.Game().Stage(); st {
					case engine.StagePhaseA:
						byStage["A"]++
					case engine.StagePhaseB:
						byStage["B"]++
					case engine.StageJewelry, engine.StageTasks, engine.StageNewTask:
						byStage["C"]++
					default:
						byStage["setup-end"]++
					}
					longest = max(longest, len(link))
					if to.s == nil {
						to.take(link, slices.Index(devs, to))
					} else if r := to.take(link); r.Kind != LinkAdded {
						b.Fatalf("game %d, link %d: %+v", g, links, r)
					}
					from = to
				}
				perRound = append(perRound, float64(links)/float64(engine.Rounds))
			}
			slices.Sort(perRound)
			b.ReportMetric((perRound[9]+perRound[10])/2, "links/round")
			b.ReportMetric(float64(longest), "longest-link-chars")
			slices.Sort(finals)
			b.ReportMetric(finals[len(finals)-1], "longest-final-link-chars")
			b.ReportMetric((finals[9]+finals[10])/2, "median-final-link-chars")
			for k, v := range byStage { // the mean per round of the 20 games, by the part of the round
				b.ReportMetric(float64(v)/20/engine.Rounds, "links/round-"+k)
			}
		})
	}
}

// TestLinkIsReplayedOncePerOpening: a link is decoded and its game replayed once however many
// saves of the game this device holds (their decisions are compared, not replayed); only an
// older link replays the save it puts on the table. A plain code is replayed once too.
func TestLinkIsReplayedOncePerOpening(t *testing.T) {
	a, b := twoDevices(t, 42)
	for i := 0; i < 3; i++ {
		b.play()
		a.receive(b.link())
		a.play()
		b.receive(a.link())
	}
	old := b.link()
	// two more saves of the game on B: copies kept beside it (as forks are)
	for i := 0; i < 2; i++ {
		f := b.saves()[0]
		f.ID = NewID(int64(i))
		if _, err := NewSaves(b.kv).Write(f, int64(i)); err != nil {
			t.Fatal(err)
		}
	}
	b.play()
	a.receive(b.link())
	a.play()
	for _, c := range []struct {
		link string
		kind LinkKind
		want int
	}{{a.link(), LinkAdded, 1}, {a.link(), LinkSame, 1}, {old, LinkOlder, 2}} {
		before := replays
		r := b.receive(c.link)
		if r.Kind != c.kind || replays-before != c.want {
			t.Fatalf("%v: replayed %d games, want %d (kind %v)", c.kind, replays-before, c.want, r.Kind)
		}
	}
	before := replays
	if r, err := b.lib.Receive(ShareLink("x", ExportCode(Setup{Names: []string{"X", "Y"}, Seed: 3}, nil))); err != nil || r.Kind != LinkPlain || r.Game == nil || replays-before != 1 {
		t.Fatalf("a plain code: %v, %v, %d replays", r.Kind, err, replays-before)
	}
}

// BenchmarkHandOverBounds measures how far playing ahead could lower the links per round, with
// no rule changed, over the same 20 games of random choices for each player count, every
// person on a device of their own: a link each time the decision passes to another seat's
// device ("today"), when a decision with a single legal choice is played by whichever device
// holds the game ("forced"), when also each player's task of Phase C (whose outcome does not
// depend on the other players') is made whenever their device holds the game ("tasks"), and
// the links of Phase A alone, where every placement sees the ones before (docs/links.md).
func BenchmarkHandOverBounds(b *testing.B) {
	for _, n := range []int{2, 3, 4} {
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			per := map[string][]float64{}
			for g := 0; g < 20; g++ {
				s, err := NewSession(Setup{Names: []string{"Ana", "Ben", "Cleo", "Dan"}[:n], Seed: uint64(500 + g)})
				if err != nil {
					b.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(uint64(g), 9))
				links := map[string]int{}
				holder := map[string]int{"today": 0, "forced": 0, "tasks": 0}
				for !s.Game().Over() {
					p := s.Game().Prompt().Player
					l := s.Game().Legal()
					st := s.Game().Stage()
					for _, k := range []string{"today", "forced", "tasks"} {
						free := (k != "today" && len(l) == 1) || (k == "tasks" && st == engine.StageTasks)
						if p != holder[k] && !free {
							links[k]++
							holder[k] = p
							if k == "today" && st == engine.StagePhaseA {
								links["phaseA"]++
							}
						}
					}
					if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
						b.Fatal(err)
					}
				}
				for k, v := range links {
					per[k] = append(per[k], float64(v)/engine.Rounds)
				}
			}
			for k, v := range per {
				slices.Sort(v)
				b.ReportMetric((v[9]+v[10])/2, "links/round-"+k)
			}
		})
	}
}
