package engine

import "errors"

// RulesVersion names the rules and data a new game plays. The engine also plays every earlier
// version (from MinRulesVersion on), so that records made under them replay as they were
// played; Config.Rules chooses.
const RulesVersion = rules2

// MinRulesVersion is the oldest rules version the engine still plays.
const MinRulesVersion = rules1

// Rules versions. Each version keeps every change of the ones before it.
const (
	rules1 = 1 // the first release
	// rules2: a task may be surrendered whenever none can be completed without a Yellow God;
	// a God or a doubled Phase B action is offered only when it has an effect; the discard
	// pile becomes the draw pile the moment the draw pile runs out, and an empty card row slot
	// is refilled as soon as a card is there (docs/rulings.md).
	rules2 = 2
)

// PlayerConfig describes one seat.
type PlayerConfig struct {
	Name string
}

// Config is everything NewGame needs.
type Config struct {
	Players []PlayerConfig
	Seed    uint64
	// Rules is the rules version to play, MinRulesVersion..RulesVersion; 0 means RulesVersion.
	Rules int
}

// Game is a whole game of Bora Bora. Use NewGame; the zero value is not usable.
type Game struct {
	board board
	seats [4]player
	vp    [4][NumSources]int16

	cfg     Config
	rules   int8 // the rules version played (cfg.Rules resolved)
	choices []Choice
	floor   int // choices before this index can no longer be taken back
	lastBy  int8
	events  []Event

	legal      []Choice    // the open candidates, in order
	cands      []Candidate // every candidate of the current decision, once candsReady
	candsReady bool
	collecting bool // offer collects cands (see candidates)
	prompt     Prompt
	revealed   bool // set while applying when random or hidden information came out
}

// Random streams: one per purpose, so that a draw in one place never shifts another.
const (
	streamSetup = 0x5e7
	streamDice  = 0xd1ce
	streamDeck  = 0xdec6
)

// ErrPlayers is returned for a player count outside 2..4.
var ErrPlayers = errors.New("engine: a game needs 2 to 4 players")

// ErrRules is returned for a rules version this engine does not play.
var ErrRules = errors.New("engine: rules version not supported")

// Config returns the game's configuration (Rules is the version played, never 0).
func (g *Game) Config() Config {
	c := g.cfg
	c.Players = append([]PlayerConfig(nil), g.cfg.Players...)
	return c
}

// Rules is the rules version this game plays.
func (g *Game) Rules() int { return int(g.rules) }

// NumPlayers is the number of seats.
func (g *Game) NumPlayers() int { return int(g.board.NP) }

// Clone returns an independent copy.
func (g *Game) Clone() *Game {
	c := *g
	c.cfg.Players = append([]PlayerConfig(nil), g.cfg.Players...)
	c.choices = append([]Choice(nil), g.choices...)
	c.events = append([]Event(nil), g.events...)
	c.legal = append([]Choice(nil), g.legal...)
	c.cands, c.candsReady = nil, false
	return &c
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.board.Stage == StageOver }

// Scores returns the victory points by seat now.
func (g *Game) Scores() []int {
	s := make([]int, g.board.NP)
	for p := range s {
		s[p] = g.Score(p)
	}
	return s
}

// Score returns seat p's victory points now.
func (g *Game) Score(p int) int {
	t := 0
	for _, v := range g.vp[p] {
		t += int(v)
	}
	return t
}

// Breakdown returns seat p's victory points by source.
func (g *Game) Breakdown(p int) [NumSources]int {
	var b [NumSources]int
	for s, v := range g.vp[p] {
		b[s] = int(v)
	}
	return b
}

// Events returns what the last Apply did (and, before any Apply, the setup).
func (g *Game) Events() []Event { return append([]Event(nil), g.events...) }

// Choices returns every choice applied so far.
func (g *Game) Choices() []Choice { return append([]Choice(nil), g.choices...) }

// UndoFloor is the number of leading choices that can no longer be taken back: a die roll,
// a card drawn from the deck, a display refill or another player's decision came after them.
// Undo may remove choices from UndoFloor() to the end, replaying the rest.
func (g *Game) UndoFloor() int { return g.floor }

// Winner returns the seat that wins (or leads): most VP, ties broken by turn order.
func (g *Game) Winner() int { return g.Ranking()[0] }

// Ranking returns the seats from first place to last (ties broken by turn order).
func (g *Game) Ranking() []int {
	r := make([]int, 0, g.board.NP)
	for i := 0; i < int(g.board.NP); i++ {
		r = append(r, int(g.board.Order[i]))
	}
	// stable insertion sort by score, descending: equal scores keep turn order
	for i := 1; i < len(r); i++ {
		for j := i; j > 0 && g.Score(r[j]) > g.Score(r[j-1]); j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
	return r
}

// TurnPosition returns where seat p stands in the turn order (0 = first).
func (g *Game) TurnPosition(p int) int {
	for i := 0; i < int(g.board.NP); i++ {
		if int(g.board.Order[i]) == p {
			return i
		}
	}
	return -1
}

func (g *Game) addVP(p int, src Source, n int) {
	if n == 0 {
		return
	}
	g.vp[p][src] += int16(n)
	g.emit(Event{Kind: EvVP, Player: int8(p), Source: src, N: int16(n)})
}

func (g *Game) emit(e Event) { g.events = append(g.events, e) }

// CopyFrom makes g an independent copy of src, reusing g's buffers so that a search can copy
// a position many times without allocating. g must not share buffers with src (use a Game
// made by Clone or a previous CopyFrom).
func (g *Game) CopyFrom(src *Game) {
	if g == src {
		return
	}
	legal, cands, events, choices, players := g.legal[:0], g.cands[:0], g.events[:0], g.choices[:0], g.cfg.Players[:0]
	*g = *src
	g.legal = append(legal, src.legal...)
	g.cands, g.candsReady = cands, false
	g.events = append(events, src.events...)
	g.choices = append(choices, src.choices...)
	g.cfg.Players = append(players, src.cfg.Players...)
}
