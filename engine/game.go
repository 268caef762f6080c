package engine

import (
	"errors"
	"fmt"
)

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
	board
	P  [4]Player
	vp [4][NumSources]int16

	cfg     Config
	rules   int8 // the rules version played (cfg.Rules resolved)
	choices []Choice
	floor   int // choices before this index can no longer be taken back
	lastBy  int8
	events  []Event

	legal    []Choice
	prompt   Prompt
	revealed bool // set while applying when random or hidden information came out
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

// NewGame sets up a game: fish, displays, tasks, jewelry, God tiles and cards, offerings,
// random turn order with start VP and the status stack. The first decision is the start hut
// of the last player in turn order.
func NewGame(cfg Config) (*Game, error) {
	n := len(cfg.Players)
	if n < 2 || n > 4 {
		return nil, ErrPlayers
	}
	rules := cfg.Rules
	if rules == 0 {
		rules = RulesVersion
	}
	if rules < MinRulesVersion || rules > RulesVersion {
		return nil, fmt.Errorf("%w: %d (this engine plays %d to %d)", ErrRules, rules, MinRulesVersion, RulesVersion)
	}
	g := &Game{rules: int8(rules)}
	g.cfg = Config{Players: append([]PlayerConfig(nil), cfg.Players...), Seed: cfg.Seed, Rules: rules}
	g.NP = int8(n)
	g.Round = 1
	g.lastBy = -1
	g.RngSetup = newPCG(cfg.Seed, streamSetup)
	g.RngDice = newPCG(cfg.Seed, streamDice)
	g.RngDeck = newPCG(cfg.Seed, streamDeck)
	rs := &g.RngSetup

	for r := range g.RegionSpace {
		g.RegionSpace[r] = -1
	}
	for s := range g.Temple {
		g.Temple[s] = -1
	}
	// 1. fish tiles
	for i := range g.Fish {
		g.Fish[i] = int8(i)
	}
	rs.shuffle8(g.Fish[:])
	// 2. men and women
	for i := 0; i < personsPerSex; i++ {
		g.MenPile[i] = int8(i)
		g.WomenPile[i] = int8(personsPerSex + i)
	}
	g.NMenPile, g.NWomenPile = personsPerSex, personsPerSex
	rs.shuffle8(g.MenPile[:])
	rs.shuffle8(g.WomenPile[:])
	g.refillPersons()
	// 3. tasks
	var cranes [NumCranes]int8
	for i := range cranes {
		cranes[i] = int8(i)
	}
	rs.shuffle8(cranes[:])
	for i := range g.ParrotPile {
		g.ParrotPile[i] = int8(NumCranes + i)
	}
	g.NParrot = int8(len(g.ParrotPile))
	rs.shuffle8(g.ParrotPile[:])
	for p := 0; p < n; p++ {
		pl := &g.P[p]
		pl.Tasks[0] = cranes[p]
		pl.Tasks[1] = g.popParrot()
		pl.Tasks[2] = g.popParrot()
	}
	g.TasksBox = int8(NumCranes - n)
	for i := range g.TaskDisplay {
		g.TaskDisplay[i] = -1
	}
	g.refillTasks()
	// 4. jewelry
	var jw [NumJewels]int8
	for i := range jw {
		jw[i] = int8(i)
	}
	rs.shuffle8(jw[:])
	for c := 0; c < Rounds; c++ {
		for r := 0; r < 4; r++ {
			g.Jewelry[c][r] = jw[c*4+r]
		}
	}
	// 5. God tiles: identical, so only counts matter.
	g.TempleGodTiles = TempleGodTiles
	g.GodTilesBox = int8(NumGodTiles - TempleGodTiles - n)
	// 6. God cards
	for i := 0; i < NumGodCards; i++ {
		g.Deck[i] = int8(i / GodCardsPerColor)
	}
	g.NDeck = int8(NumGodCards)
	g.RngDeck.shuffle8(g.Deck[:])
	for i := range g.Market {
		g.Market[i] = g.popDeck()
	}
	// 7. players
	for p := 0; p < n; p++ {
		pl := &g.P[p]
		pl.HutsRegular = HutsPerPlayer - 2
		pl.Huts12 = 2
		for v := range pl.BuiltPair {
			pl.BuiltPair[v] = -1
		}
		pl.Offerings = StartOfferings
		pl.GodTiles = 1
		pl.PriestsSupply = PriestsPerPlayer
		for d := range pl.DiceAt {
			pl.DiceAt[d] = -1
		}
		for c := 0; c < StartHand; c++ {
			pl.Hand[g.popDeck()]++
		}
	}
	// turn order: a random permutation of the seats
	var order [4]int8
	for i := 0; i < n; i++ {
		order[i] = int8(i)
	}
	rs.shuffle8(order[:n])
	g.Order = order
	for i := 0; i < n; i++ {
		p := int(order[i])
		g.addVP(p, SrcStart, i)
		// status stack: #1 on top
		g.P[p].StatusArrival = int32(n - i)
	}
	g.ArrivalSeq = int32(n)
	g.Stage = StageStartHuts
	g.Idx = 0
	g.normalize()
	return g, nil
}

// Config returns the game's configuration (Rules is the version played, never 0).
func (g *Game) Config() Config {
	c := g.cfg
	c.Players = append([]PlayerConfig(nil), g.cfg.Players...)
	return c
}

// Rules is the rules version this game plays.
func (g *Game) Rules() int { return int(g.rules) }

// NumPlayers is the number of seats.
func (g *Game) NumPlayers() int { return int(g.NP) }

// Clone returns an independent copy.
func (g *Game) Clone() *Game {
	c := *g
	c.cfg.Players = append([]PlayerConfig(nil), g.cfg.Players...)
	c.choices = append([]Choice(nil), g.choices...)
	c.events = append([]Event(nil), g.events...)
	c.legal = append([]Choice(nil), g.legal...)
	return &c
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.Stage == StageOver }

// Scores returns the victory points by seat now.
func (g *Game) Scores() []int {
	s := make([]int, g.NP)
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
	r := make([]int, 0, g.NP)
	for i := 0; i < int(g.NP); i++ {
		r = append(r, int(g.Order[i]))
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
	for i := 0; i < int(g.NP); i++ {
		if int(g.Order[i]) == p {
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

func (g *Game) popParrot() int8 {
	g.NParrot--
	return g.ParrotPile[g.NParrot]
}

// popDeck draws the top God card. It returns -1 when no card is left anywhere. Under rules 2
// the discard pile becomes the new draw pile the moment the last card is drawn; rules 1
// shuffled it at the next draw, so that cards discarded in between went into it too.
func (g *Game) popDeck() int8 {
	if g.NDeck == 0 {
		g.reshuffle()
		if g.NDeck == 0 {
			return -1
		}
	}
	g.NDeck--
	g.revealed = true
	c := g.Deck[g.NDeck]
	if g.NDeck == 0 && g.rules >= rules2 {
		g.reshuffle()
	}
	return c
}

// discarded is called after God cards went onto the discard pile. Under rules 2, when the draw
// pile is empty they become the new draw pile at once, and the card row slots left empty for
// want of cards are refilled from it.
func (g *Game) discarded() {
	if g.rules < rules2 || g.NDeck > 0 {
		return
	}
	g.reshuffle()
	for i := range g.Market {
		if g.Market[i] < 0 {
			g.Market[i] = g.popDeck()
		}
	}
}

func (g *Game) reshuffle() {
	n := 0
	for c := 0; c < int(NumGods); c++ {
		for k := 0; k < int(g.Discard[c]); k++ {
			g.Deck[n] = int8(c)
			n++
		}
		g.Discard[c] = 0
	}
	g.NDeck = int8(n)
	g.RngDeck.shuffle8(g.Deck[:n])
}

func (g *Game) refillPersons() {
	for i := 0; i < DisplaySize; i++ {
		g.Men[i], g.Women[i] = -1, -1
		if g.NMenPile > 0 {
			g.NMenPile--
			g.Men[i] = g.MenPile[g.NMenPile]
		}
		if g.NWomenPile > 0 {
			g.NWomenPile--
			g.Women[i] = g.WomenPile[g.NWomenPile]
		}
	}
	g.revealed = true
}

func (g *Game) refillTasks() {
	for i := 0; i < int(g.NP)+2; i++ {
		if g.NParrot > 0 {
			g.TaskDisplay[i] = g.popParrot()
		}
	}
	g.revealed = true
}
