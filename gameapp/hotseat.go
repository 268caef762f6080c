package gameapp

import "borabora/engine"

// HotSeat says who holds the device at a table of people taking turns on it: the seat that
// said "it is me" on the pass-device screen. It decides when that screen covers the table and
// whose God cards may be on screen. Computer players never take the device; while they play,
// it stays with the person who held it.
type HotSeat struct {
	// Holder is the seat that took the device, -1 when nobody has since the last handover.
	Holder int
	// Last is the last person to decide on this device (-1 for none): when the game waits on
	// that person again, with only computers between, the device has not changed hands.
	Last int
}

// NewHotSeat is a table where nobody has taken the device yet.
func NewHotSeat() HotSeat { return HotSeat{Holder: -1, Last: -1} }

// UsesCards reports whether a decision of this kind may use the hidden God cards.
func UsesCards(k engine.PromptKind) bool {
	switch k {
	case engine.PromptPlaceDie, engine.PromptRedGod, engine.PromptPhaseB, engine.PromptTask, engine.PromptFinalTasks:
		return true
	}
	return false
}

// NeedsPass reports whether the pass-device screen covers the table: a person is about to
// make a decision that may use their secret cards, and the device is not known to be theirs.
// Computer players never need it; with a single person at the table nobody else looks, so it
// never shows; nor with open hands.
func (h HotSeat) NeedsPass(s *Session) bool {
	if s == nil || s.Setup().Open() || s.Game().Over() || s.People() <= 1 {
		return false
	}
	pr := s.Game().Prompt()
	return pr.Player >= 0 && s.Here(pr.Player) && pr.Player != h.Holder && UsesCards(pr.Kind)
}

// HandVisible reports whether seat p's cards may be on screen now. A computer player's cards
// never show (unless hands are open), nor, until the game is over, those of a person on
// another device. The only person at a table of computers sees their own cards all the time;
// with no person at all (computers among themselves) every hand shows, unless the game is
// played by links.
func (h HotSeat) HandVisible(s *Session, p int) bool {
	return handShown(s.Setup(), s.Game().Over(), p, func() bool {
		return p == h.Holder && p == s.Game().Prompt().Player
	})
}

// handShown is HandVisible for a setup, with held saying whether p holds the device and
// decides (asked only at a table of several people at this device).
func handShown(st Setup, over bool, p int, held func() bool) bool {
	if st.Open() || over {
		return true
	}
	switch k := st.Seat(p); {
	case k == Remote:
		return false
	case st.People() == 0:
		return !st.Linked()
	case st.People() == 1:
		return k == Person
	}
	return st.Seat(p) == Person && held()
}

// Take: the person the game waits on says it is them. From now on the previous person's
// decisions can no longer be taken back (Session.Seal).
func (h *HotSeat) Take(s *Session) {
	s.Seal()
	h.Holder = s.Game().Prompt().Player
}

// Hide puts the holder's cards away: the table shows no hand until someone takes the device.
func (h *HotSeat) Hide() { h.Holder, h.Last = -1, -1 }

// Decided follows person by's decision: when the same person decides next, the device is
// theirs (no pass screen between two decisions of one person); when another person does, it
// has to be handed over (it stays with its holder while computers play).
func (h *HotSeat) Decided(s *Session, by int) {
	h.Last = by
	h.follow(s)
}

// BotDecided follows a computer player's decision: the person holding the device keeps it,
// and the person who decided last takes it up again, unless another person decides next.
func (h *HotSeat) BotDecided(s *Session) { h.follow(s) }

func (h *HotSeat) follow(s *Session) {
	pr := s.Game().Prompt()
	switch {
	case pr.Player < 0 || !s.Here(pr.Player) || pr.Player == h.Holder:
	case pr.Player == h.Last:
		h.Holder = pr.Player // the same person goes on: the device has not changed hands
	default:
		h.Holder = -1
	}
}

// Undone follows person p's undo: p asked for it, so the device stays with p when the game
// waits on p again.
func (h *HotSeat) Undone(s *Session, p int) {
	h.Decided(s, p)
	if s.Game().Prompt().Player == p {
		h.Holder = p
	}
}

// SeatHanded follows seat i handed to kind k: a seat taken back by a person, with at most one
// person at the table, starts with no holder.
func (h *HotSeat) SeatHanded(s *Session, i int, k SeatKind) {
	if !k.IsBot() && h.Holder != i && s.People() <= 1 {
		h.Holder = -1
	}
}
