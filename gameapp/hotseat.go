package gameapp

import "borabora/engine"

// HotSeat says who holds the device at a table of people taking turns on it: the seat that
// said "it is me" on the pass-device screen. It decides when that screen covers the table and
// whose God cards may be on screen. Computer players never take the device; while they play,
// it stays with the person who held it.
type HotSeat struct {
	// Holder is the seat that took the device, -1 when nobody has since the last handover.
	Holder int
}

// NewHotSeat is a table where nobody has taken the device yet.
func NewHotSeat() HotSeat { return HotSeat{Holder: -1} }

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
	if s == nil || s.Setup().OpenHands || s.Game().Over() || s.People() <= 1 {
		return false
	}
	pr := s.Game().Prompt()
	return pr.Player >= 0 && !s.IsBot(pr.Player) && pr.Player != h.Holder && UsesCards(pr.Kind)
}

// HandVisible reports whether seat p's cards may be on screen now. A computer player's cards
// never show (unless hands are open). The only person at a table of computers sees their own
// cards all the time; with no person at all (computers among themselves) every hand shows.
func (h HotSeat) HandVisible(s *Session, p int) bool {
	if s.Setup().OpenHands || s.Game().Over() {
		return true
	}
	switch s.People() {
	case 0:
		return true
	case 1:
		return !s.IsBot(p)
	}
	return !s.IsBot(p) && p == h.Holder && p == s.Game().Prompt().Player
}

// Take: the person the game waits on says it is them. From now on the previous person's
// decisions can no longer be taken back (Session.Seal).
func (h *HotSeat) Take(s *Session) {
	s.Seal()
	h.Holder = s.Game().Prompt().Player
}

// Hide puts the holder's cards away: the table shows no hand until someone takes the device.
func (h *HotSeat) Hide() { h.Holder = -1 }

// Decided follows a person's decision: when another person decides next, the device has to
// be handed over (it stays with its holder while computers play).
func (h *HotSeat) Decided(s *Session) {
	pr := s.Game().Prompt()
	if pr.Player != h.Holder && (pr.Player < 0 || !s.IsBot(pr.Player)) {
		h.Holder = -1
	}
}

// BotDecided follows a computer player's decision: the person holding the device keeps it
// unless another person decides next.
func (h *HotSeat) BotDecided(s *Session) {
	pr := s.Game().Prompt()
	if pr.Player >= 0 && !s.IsBot(pr.Player) && pr.Player != h.Holder {
		h.Holder = -1
	}
}

// Undone follows person p's undo: p asked for it, so the device stays with p when the game
// waits on p again.
func (h *HotSeat) Undone(s *Session, p int) {
	h.Decided(s)
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
