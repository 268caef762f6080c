package gameapp

import (
	"errors"

	"borabora/engine"
)

// Play by link: one game across several devices with no server (docs/links.md).
//
// Each device keeps the game as a save of its own, with its own seat kinds: a person here
// (Person), a computer (the same level on every device), or a person on another device
// (Remote). A link is the whole game: the save code with the table part of the device that
// sent it (tablecode.go: p its people, r the others, the computers' levels). A device knows a
// link's game by its setup (the seed, the players' names, the rules version): among its
// saves played by links (a Remote seat), the one whose choices share the longest beginning with
// the link's. Whichever device holds the game when a computer's turn comes plays it, so a link
// brings the decisions of the other devices' people and of the computers that followed them.
//
// With h the choices this device holds and k those of the link, c the length of their common
// beginning:
//
//	c = len(h) = len(k)          LinkSame: nothing new
//	c = len(k) < len(h)          LinkOlder: an earlier state; nothing changes
//	c < len(h), k[c] by a seat of this device   LinkRewrite: refused
//	c < len(h), k[c:] holds a decision of a seat of this device   LinkYours: refused
//	c = len(h) < len(k), k[c:] holds a decision of a seat of this device   LinkLost: this
//	                             device lost decisions it made (a killed browser); taken only
//	                             once the player confirms (TakeLost)
//	c = len(h) < len(k)          LinkAdded: the save goes on with k
//	c < len(h), c < len(k)       LinkFork: two continuations; the link's is kept as a new
//	                             save (Setup.Branch = c+1) beside this device's, unchanged
//
// A seat's decisions come only from the device bound to it (sign.go): a link whose new
// decisions of a bound seat lie outside its key's signatures is refused (ErrUnsigned), as is
// one that binds a seat to another key without a takeover (ErrSeatKey).

// LinkKind is what a link does to the games of this device.
type LinkKind int

const (
	LinkPlain   LinkKind = iota // a game of one device (no seat on another): imported as before
	LinkNew                     // a game by links this device does not hold: which seats are its own?
	LinkSame                    // the game as this device holds it
	LinkOlder                   // an earlier state of the game this device holds: nothing changes
	LinkAdded                   // other devices' decisions: the save goes on with them
	LinkFork                    // another continuation: kept as a new save beside this device's
	LinkRewrite                 // refused: it changes a decision of this device's seat
	LinkYours                   // refused: it decides for a seat of this device
	// LinkLost: the link goes on from this device's game with decisions of this device's seat
	// that this device does not hold: it made them, sent them, then lost them (a browser
	// killed before it stored them). Nothing changes until the player confirms (TakeLost).
	LinkLost
)

// LinkResult is what Receive did.
type LinkResult struct {
	Kind LinkKind
	// Game is the game to put on the table (nil for a refusal or LinkPlain): the updated save
	// (LinkAdded), the save as it is (LinkSame, LinkOlder), the link's continuation (LinkFork)
	// or the link's game as its sender sees it (LinkNew: Join makes it this device's).
	Game *Session
	// Mine is the save of this device the link was compared with ("" for LinkNew and
	// LinkPlain); Branch the new save of a fork's other continuation.
	Mine, Branch string
	// At is the first decision (0-based) the link has that this device's game has not, or that
	// differs; Seat is the seat that makes it (-1 when none), Name its name. Added counts the
	// new decisions, Behind how many decisions an older link lacks.
	At, Seat, Added, Behind int
	Name                    string
	// Takeovers are the seats the link says a device took over that this device did not know
	// of (a seat of this device among them is now another device's here).
	Takeovers []Takeover
}

// adoptTakeovers returns mine (this device's setup of a game) with the takeovers the link's
// setup records and mine does not: a seat of this device that another device took over is
// that device's from now on. It also returns the new takeovers.
func adoptTakeovers(mine, link Setup) (Setup, []Takeover) {
	var fresh []Takeover
	for _, t := range link.Takeovers {
		known := false
		for _, m := range mine.Takeovers {
			known = known || m == t
		}
		if !known && t.Seat >= 0 && t.Seat < len(mine.Names) {
			fresh = append(fresh, t)
		}
	}
	if len(fresh) == 0 {
		return mine, nil
	}
	seats := normSeats(mine.Seats, len(mine.Names))
	if seats == nil {
		seats = make([]SeatKind, len(mine.Names))
	}
	for _, t := range fresh {
		if mine.Seat(t.Seat) == Person {
			seats[t.Seat] = Remote
		}
	}
	mine.Seats = normSeats(seats, len(mine.Names))
	mine.Takeovers = append(append([]Takeover(nil), mine.Takeovers...), fresh...)
	return mine, fresh
}

// Errors of Join.
var (
	ErrNoJoin   = errors.New("no game waits for its seats to be chosen")
	ErrNoSeatOf = errors.New("choose at least one seat that is not the sender's")
)

// sameGame reports whether two setups are one game: the same seed, rules and names.
func sameGame(a, b Setup) bool {
	if a.Seed != b.Seed || a.Rules != b.Rules || len(a.Names) != len(b.Names) {
		return false
	}
	for i := range a.Names {
		if a.Names[i] != b.Names[i] {
			return false
		}
	}
	return true
}

// CompareLink classifies a link's game against the choices this device holds of the same game,
// whose seat kinds are mine (see the table above): the kind, and the decision At with its
// Seat where the link goes further or differs.
func CompareLink(mine Setup, have []engine.Choice, link *Session) (kind LinkKind, at, seat int) {
	k := link.Choices()
	c := 0
	for c < len(have) && c < len(k) && have[c] == k[c] {
		c++
	}
	switch {
	case c == len(k) && c == len(have):
		return LinkSame, c, -1
	case c == len(k):
		return LinkOlder, c, -1
	}
	by := func(i int) int { return link.log[i].Player }
	if c < len(have) && mine.Seat(by(c)) == Person {
		return LinkRewrite, c, by(c)
	}
	for i := c; i < len(k); i++ {
		if mine.Seat(by(i)) == Person {
			if c == len(have) {
				return LinkLost, i, by(i)
			}
			return LinkYours, i, by(i)
		}
	}
	if c == len(have) {
		return LinkAdded, c, by(c)
	}
	return LinkFork, c, by(c)
}

// Receive takes a pasted code or an opened link. A code of a game of one device is LinkPlain
// (Decode imports it as before); an error is Import's. Receive changes no save except the one
// a link adds decisions to (LinkAdded) and a fork's new save (LinkFork). After LinkSame,
// LinkOlder and LinkAdded, as after Open, the next session put on the table (Game) continues
// that save (Attach); a fork's continuation is opened by Open(Branch).
func (l *Library) Receive(code string) (LinkResult, error) {
	l.lost = ""
	r, err := l.receive(code, false)
	if err == nil && r.Kind == LinkLost {
		l.lost = code // for TakeLost
	}
	return r, err
}

// TakeLost takes the link that Receive last found to bring decisions this device lost
// (LinkLost), once the player has confirmed: the save goes on with the link's decisions as
// with LinkAdded. The link is compared again with the saves as they are now, so a save that
// changed since takes nothing it should not (ErrNoLost, or what the link now is).
func (l *Library) TakeLost() (LinkResult, error) {
	code := l.lost
	l.lost = ""
	if code == "" {
		return LinkResult{}, ErrNoLost
	}
	return l.receive(code, true)
}

// ErrNoLost: TakeLost without a link that brings lost decisions.
var ErrNoLost = errors.New("no link waits to bring back lost decisions")

func (l *Library) receive(code string, takeLost bool) (LinkResult, error) {
	code = fragmentCode(code)
	// the link's code is decoded once and its game replayed once; this device's saves of the
	// same game are compared by their decisions, not replayed, and the session put on the
	// table is the link's own, given this device's seats (reseat), except an older link's,
	// which opens this device's save
	setup, choices, err := decodeCode(code)
	if err != nil {
		return LinkResult{}, err
	}
	link, err := Restore(setup, choices)
	if err != nil {
		return LinkResult{}, err
	}
	saves, _, _ := l.List()
	var f SaveFile
	var rec engine.Record
	best := -1
	for _, sf := range saves {
		if !sf.Setup.Linked() || !sameGame(sf.Setup, link.setup) {
			continue
		}
		r, err := engine.DecodeRecord(sf.Code)
		if err != nil {
			continue
		}
		c := 0
		for h := r.Choices; c < len(h) && c < len(choices) && h[c] == choices[c]; c++ {
		}
		if c > best { // the newest save first: a tie keeps it
			f, rec, best = sf, r, c
		}
	}
	if best < 0 {
		bound, sigs, err := l.mergeAuth(Setup{}, nil, link, link.setup.Takeovers)
		if err != nil {
			return LinkResult{}, err
		}
		link.setup.Bound, link.setup.Signed = bound, sigs
		if !setup.Linked() {
			// a game of one device (or a device that holds no game of it by links): imported
			// as a new game, with nothing from before the import to take back
			link.KeepUndoSticky(len(choices))
			l.nextID, l.nextFile = "", nil
			return LinkResult{Kind: LinkPlain, Game: link}, nil
		}
		l.Hold(link)
		return LinkResult{Kind: LinkNew, Game: link, Seat: -1}, nil
	}
	// A code of a game this device plays by links is that game's link, whatever its table
	// part says (a seat of another device written as one of the sender's, or no part at all):
	// this device's seats decide, so no copy of the game shows another device's cards here.
	mineSetup := setupOf(f, rec)
	have := rec.Choices
	adopted, fresh := adoptTakeovers(mineSetup, link.setup)
	bound, sigs, err := l.mergeAuth(mineSetup, have, link, adopted.Takeovers)
	if err != nil {
		return LinkResult{}, err
	}
	adopted.Bound, adopted.Signed = bound, sigs
	kind, at, seat := CompareLink(adopted, have, link)
	r := LinkResult{Kind: kind, Mine: f.ID, At: at, Seat: seat, Added: len(choices) - at, Name: link.Name(seat), Takeovers: fresh}
	if kind == LinkLost {
		r.Added = len(choices) - len(have)
		if takeLost {
			kind, r.Kind = LinkAdded, LinkAdded
			r.At = len(have)
		}
	}
	switch kind {
	case LinkSame, LinkOlder:
		r.Added, r.Behind = 0, len(have)-at
		s := link // the same decisions: the link's game is this device's
		if kind == LinkOlder {
			if s, err = ResumeSave(f); err != nil {
				return LinkResult{}, &ReplayFailed{Err: err}
			}
		}
		s.reseat(adopted) // this device's seats (mineSetup when no seat changed hands)
		s.KeepUndoSticky(f.UndoFloor)
		r.Game = s
		if len(fresh) > 0 {
			// no decision is new, but a seat changed hands: the save keeps it
			s.KeepUndoSticky(len(have))
			nf := f
			nf.Setup, nf.UndoFloor = s.Setup(), len(have)
			if _, err := l.store.Load(f.ID); err != nil {
				return LinkResult{}, err
			}
			l.detach(f.ID)
			if f, err = l.store.Write(nf, l.now()); err != nil {
				return LinkResult{}, err
			}
		}
		l.nextID, l.nextFile = f.ID, &f
	case LinkAdded, LinkFork:
		st := adopted
		id := f.ID
		if kind == LinkFork {
			st.Branch, id = at+1, NewID(l.now())
		}
		s := link
		s.reseat(st)
		s.KeepUndoSticky(len(choices)) // nothing from before the link can be taken back
		nf := SaveFile{ID: id, Setup: s.Setup(), Code: CodeOf(st, choices), Summary: SummaryOf(s), UndoFloor: len(choices)}
		if kind == LinkAdded {
			if _, err := l.store.Load(id); err != nil {
				return LinkResult{}, err
			}
			l.detach(id)
			if s.Game().Over() && f.Ended == 0 {
				nf.Ended = l.now() // ended here: the history keeps it
				_ = l.hist.Add(FinishedOf(id, s, nf.Ended))
			}
		}
		w, err := l.store.Write(nf, l.now())
		if err != nil {
			return LinkResult{}, err
		}
		r.Game = s
		if kind == LinkFork {
			r.Branch = id // the player chooses which continuation goes on the table (Open)
		} else {
			l.nextID, l.nextFile = id, &w
		}
	}
	return r, nil
}

// detach stops the saver of the game on the table when it saves id: the copy on the table is
// replaced by what a link brought, and writes no more.
func (l *Library) detach(id string) {
	if l.auto != nil && l.auto.ID() == id {
		l.autoSess.SetPersister(nil)
		l.auto, l.autoSess = nil, nil
	}
}

// Join makes the game a link brought (LinkNew) this device's, with here[p] true for each seat
// played by a person at this device: only seats that the sender said are on other devices. The
// sender's people play on another device; the computers stay. It returns the game to put on
// the table, which Attach stores as a new save.
func (l *Library) Join(here []bool) (*Session, error) {
	link := l.pending
	if link == nil {
		return nil, ErrNoJoin
	}
	st := link.Setup()
	seats := make([]SeatKind, len(st.Names))
	mine := 0
	n := len(link.Choices())
	for p := range seats {
		switch k := st.Seat(p); {
		case k.IsBot():
			seats[p] = k
		case k == Remote && p < len(here) && here[p]:
			seats[p] = Person
			mine++
			if _, bound := st.KeyAt(p, n); bound {
				// the seat's device joined it already: this device (the same person after
				// their storage was cleared, or another) takes it only as a takeover every
				// device sees
				st.Takeovers = append(st.Takeovers, Takeover{Seat: p, By: p, At: n})
			}
		default:
			seats[p] = Remote
		}
	}
	if mine == 0 {
		return nil, ErrNoSeatOf
	}
	st.Seats = seats
	s := link // replayed once, when the link came: this device's seats are all that change
	s.reseat(st)
	s.KeepUndoSticky(len(link.Choices()))
	l.pending, l.nextID, l.nextFile = nil, "", nil
	return s, nil
}
