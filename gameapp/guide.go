package gameapp

import (
	"borabora/engine"
	"borabora/engine/bot"
)

// The guided first game and the Hint. A guided game is an ordinary game whose setup carries a
// Guide: the table explains each kind of decision (engine.PromptKind) once, the first time the
// person meets it, with what a computer player would choose and why. A Hint is the same
// suggestion asked for in any game; every use is kept with the game (Setup.Hints) so that the
// log can show it to everyone at the table. Neither changes the game: the suggestion is the
// evaluator's (bot.NewAnalysis), worked out on a copy from the deciding seat's view only.

// Guide is the state of a guided game, saved with it (an absent field in older saves reads as
// no guide).
type Guide struct {
	On   bool   `json:"on,omitempty"`   // the guide is running; false once left
	Seen uint32 `json:"seen,omitempty"` // bit k: prompt kind k has been explained
	// You: seat 1 is the learner, whom the table addresses as "you" (also once the guide is
	// left). Saves of guided games made before this field have the guide on or a kind seen.
	You bool `json:"you,omitempty"`
}

// Hint is one use of the Hint: before the decision At of the record, by seat Seat.
type Hint struct {
	At   int `json:"at"`
	Seat int `json:"seat"`
}

// The evaluator's settings for a Hint or a guide's card (bot.Options): the HintWidth best
// candidates at first sight, HintWorlds re-dealt worlds' work for each, spent by successive
// halving; about the work of one Hard decision (docs/bots.md).
const (
	HintWidth  = bot.HintWidth
	HintWorlds = bot.HintWorlds
)

// GuideSeed is the deal of the guided first game (docs/guide.md says why this one).
const GuideSeed = 164

// GuideSetup is the guided first game: the learner, named you, in seat 1 against a medium and
// an easy computer player named first and second.
func GuideSetup(you, first, second string) Setup {
	return Setup{Names: []string{you, first, second}, Seed: GuideSeed,
		Seats: []SeatKind{Person, BotMedium, BotEasy}, Guide: Guide{On: true, You: true}}
}

// Learner reports whether seat p is the learner of a guided game: the table speaks to them in
// the second person ("You start", "Since your last turn") and names them "You".
func (s *Session) Learner(p int) bool {
	g := s.setup.Guide
	return p == 0 && (g.You || g.On || g.Seen != 0)
}

// Guided reports whether the guide is running.
func (s *Session) Guided() bool { return s.setup.Guide.On }

// GuideDue returns the kind of the decision the game waits on when the guide has not explained
// that kind yet (a person decides, the game goes on).
func (s *Session) GuideDue() (engine.PromptKind, bool) {
	pr := s.g.Prompt()
	if !s.setup.Guide.On || s.g.Over() || pr.Player < 0 || s.IsBot(pr.Player) {
		return 0, false
	}
	return pr.Kind, s.setup.Guide.Seen&(1<<pr.Kind) == 0
}

// GuideDone notes that the card of the decision the game waits on was read (the card was
// closed): its kind and topics are explained, and also the topics also, whose terms the card
// used and so explained first. It saves the game.
func (s *Session) GuideDone(also ...Topic) {
	told := s.guideTold()
	if s.GuideTell(also...) || told {
		s.save()
	}
}

// GuideTell notes that the card on screen explained topics ts too (their terms were used on
// it), as the decision made or the card closed tells its own; it reports whether one was new.
// The next save keeps it.
func (s *Session) GuideTell(ts ...Topic) bool {
	told := false
	for _, t := range ts {
		if t < NumTopics && !s.GuideSeen(t) {
			s.setup.Guide.Seen |= 1 << (topicBit + t)
			told = true
		}
	}
	return told
}

// GuideSeen reports whether the guide has explained topic t.
func (s *Session) GuideSeen(t Topic) bool { return s.setup.Guide.Seen&(1<<(topicBit+t)) != 0 }

// Topic is something the guide explains the first time it matters to the learner (seat 1),
// besides the kinds of decision. Told topics are kept in Guide.Seen, from bit topicBit on (the
// prompt kinds take the bits below), so saves need no new field and older saves have told none.
type Topic uint8

const (
	// Topic12th: the 12th space, once the learner moves a hut there (the Helper, a Phase B
	// tile) or it holds their person or is their only free person space.
	Topic12th Topic = iota
	// TopicPushed: pushed huts, once a settlement pushed any seat's hut aside.
	TopicPushed
	// TopicSpaces: the person spaces, once the learner has a man or a woman or a hut of theirs
	// has left the board for a second region (the start hut's own card covers the first).
	TopicSpaces
	NumTopics
)

const topicBit = 24

// GuideTopic returns the topic the guide explains at the decision the game waits on: the first
// (in the order of the Topic constants) not told yet whose moment has come, one per decision
// (once a card closed on a topic, the next waits for the learner's next decision). ok is false
// when there is none, or the learner does not decide, or the guide is off.
func (s *Session) GuideTopic() (Topic, bool) {
	pr := s.g.Prompt()
	if !s.setup.Guide.On || s.g.Over() || pr.Player != 0 || s.IsBot(0) || s.toldAt == len(s.log)+1 {
		return 0, false
	}
	for t := range NumTopics {
		if s.setup.Guide.Seen&(1<<(topicBit+t)) == 0 && s.topicCame(t) {
			return t, true
		}
	}
	return 0, false
}

// topicCame reports whether topic t matters to the learner now, from the state (and, for a
// hut moved to the 12th space, the record's events).
func (s *Session) topicCame(t Topic) bool {
	g := s.g
	v := g.Seat(0)
	switch t {
	case Topic12th:
		if v.PersonOn12th || v.FreeSpaces == 1 && v.HutsOn12th == 0 {
			return true
		}
		for _, e := range s.log {
			for _, ev := range e.Events {
				if ev.Kind == engine.EvMoveHut && ev.Player == 0 {
					return true
				}
			}
		}
	case TopicPushed:
		for r := range engine.Region(engine.NumRegions) {
			for p := range g.NumPlayers() {
				if g.HasHut(r, p) && g.HutOnSpace(r) != p {
					return true
				}
			}
		}
	case TopicSpaces:
		return v.NPersons > 0 || g.RegionCount(0) > 1
	}
	return false
}

// GuideCard reports whether the guide's card is due: a kind of decision or a topic not
// explained yet.
func (s *Session) GuideCard() bool {
	_, due := s.GuideDue()
	_, topic := s.GuideTopic()
	return due || topic
}

// guideTold notes that the card due now was read: its kind and topic are explained.
func (s *Session) guideTold() bool {
	k, due := s.GuideDue()
	t, topic := s.GuideTopic()
	if due {
		s.setup.Guide.Seen |= 1 << k
	}
	if topic {
		s.setup.Guide.Seen |= 1 << (topicBit + t)
		s.toldAt = len(s.log) + 1 // the next topic waits for the next decision
	}
	return due || topic
}

// LeaveGuide ends the guide; the game goes on as an ordinary game.
func (s *Session) LeaveGuide() {
	if s.setup.Guide.On {
		s.setup.Guide.On = false
		s.save()
	}
}

// Suggest is the evaluator's advice (bot.NewAnalysis) for the decision the game waits on, for
// the seat that decides: the candidate with the best expected margin over the best opponent,
// with what it scores now, sets up and costs. It changes nothing and reads only that seat's
// view; ok is false when the game is over. The same game gives the same advice.
func (s *Session) Suggest() (engine.Choice, bot.Why, bool) {
	a, ok := s.Advise()
	if !ok {
		return engine.Choice{}, bot.Why{}, false
	}
	for !a.Step(64) {
	}
	best := a.Outcomes()[0]
	return best.Choice, a.Why(best.Choice), true
}

// Advise prepares the analysis behind Suggest, to be run in steps (the browser yields between
// them); its first outcome, once done, is the advice. ok is false when the game is over.
func (s *Session) Advise() (*bot.Search, bool) {
	p := s.g.Prompt().Player
	if s.g.Over() || p < 0 {
		return nil, false
	}
	// the guided game's lessons were laid out along Hard's search's advice (its deal meets
	// every kind of decision early): it keeps that advice; a Hint searches as Master does
	return bot.NewAnalysis(s.g, bot.Options{Worlds: HintWorlds, Width: HintWidth, Halving: true,
		Master: !s.setup.Guide.On, Seed: BotSeed(s.setup.Seed, p)}), true
}

// AskHint notes that the seat deciding now asked for a hint (once per decision) and saves the
// game.
func (s *Session) AskHint() {
	h := Hint{At: len(s.g.Choices()), Seat: s.g.Prompt().Player}
	if n := len(s.setup.Hints); s.g.Over() || h.Seat < 0 || n > 0 && s.setup.Hints[n-1] == h {
		return
	}
	s.setup.Hints = append(s.setup.Hints, h)
	s.rev++
	s.save()
}

// Hints returns the uses of the Hint, oldest first. The slice is shared: do not modify it.
func (s *Session) Hints() []Hint { return s.setup.Hints }

// keepHints drops the hints asked after the first n decisions (taken back by an undo).
func keepHints(hs []Hint, n int) []Hint {
	for len(hs) > 0 && hs[len(hs)-1].At > n {
		hs = hs[:len(hs)-1]
	}
	return hs
}

// Meetings plays the game of setup with every person following the suggestion (Suggest) and
// returns, for each prompt kind, the round in which a person first had to decide it (0: never
// in the whole game). It chooses the guided game's seed (tools/guideseed) and checks it.
func Meetings(setup Setup) ([engine.NumPromptKinds]int, error) {
	return MeetingsUntil(setup, engine.Rounds)
}

// MeetingsUntil is Meetings played only until the end of round rounds (0: never, or later).
func MeetingsUntil(setup Setup, rounds int) ([engine.NumPromptKinds]int, error) {
	var met [engine.NumPromptKinds]int
	s, err := NewSession(setup)
	if err != nil {
		return met, err
	}
	bots := map[int]*bot.Bot{}
	for !s.g.Over() && s.g.Round() <= rounds {
		pr := s.g.Prompt()
		var c engine.Choice
		if s.IsBot(pr.Player) {
			if bots[pr.Player] == nil {
				bots[pr.Player] = s.NewBot(pr.Player, 0)
			}
			c = bots[pr.Player].Choose(s.g)
		} else {
			if int(pr.Kind) < len(met) && met[pr.Kind] == 0 {
				met[pr.Kind] = int(s.g.Round())
			}
			c, _, _ = s.Suggest()
		}
		if err := s.Apply(c); err != nil {
			return met, err
		}
	}
	return met, nil
}
