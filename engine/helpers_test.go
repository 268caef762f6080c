package engine

import (
	"errors"
	"testing"
)

// newGame makes a game under the current rules with n players named A, B, C, D.
func newGame(t testing.TB, n int, seed uint64) *Game {
	t.Helper()
	return newGameRules(t, RulesVersion, n, seed)
}

// newGameRules is newGame under the given rules version.
func newGameRules(t testing.TB, rules, n int, seed uint64) *Game {
	t.Helper()
	cfg := Config{Seed: seed, Rules: rules}
	for i := 0; i < n; i++ {
		cfg.Players = append(cfg.Players, PlayerConfig{Name: string(rune('A' + i))})
	}
	g, err := NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// pastStartHuts places every start hut with the first legal choice (materials likewise).
func pastStartHuts(t testing.TB, g *Game) {
	t.Helper()
	for g.board.Stage == StageStartHuts {
		mustApply(t, g, g.LegalAt(0))
	}
}

func mustApply(t testing.TB, g *Game, c Choice) {
	t.Helper()
	if err := g.Apply(c); err != nil {
		t.Fatalf("apply %v: %v (prompt %+v, legal %v)", c, err, g.Prompt(), g.Legal())
	}
}

func mustReject(t testing.TB, g *Game, c Choice) {
	t.Helper()
	before := g.Clone()
	err := g.Apply(c)
	if !errors.Is(err, ErrIllegal) {
		t.Fatalf("apply %v: want ErrIllegal, got %v", c, err)
	}
	if before.seats != g.seats || before.board != g.board || len(before.choices) != len(g.choices) {
		t.Fatalf("rejected choice %v changed the game", c)
	}
}

func hasChoice(g *Game, c Choice) bool { return g.IsLegal(c) }

func ch(k Kind, abc ...int) Choice {
	c := Choice{Kind: k}
	if len(abc) > 0 {
		c.A = uint8(abc[0])
	}
	if len(abc) > 1 {
		c.B = uint8(abc[1])
	}
	if len(abc) > 2 {
		c.C = uint8(abc[2])
	}
	return c
}

// turnTo makes it seat p's die placement in phase A with the given dice, clearing frames.
func turnTo(g *Game, p int, dice ...int) {
	g.board.Stage = StagePhaseA
	g.board.NFrames = 0
	for i := 0; i < int(g.board.NP); i++ {
		if int(g.board.Order[i]) == p {
			g.board.Idx = int8(i)
		}
	}
	for d := range dice {
		g.seats[p].Dice[d] = int8(dice[d])
		g.seats[p].DiceAt[d] = -1
	}
	g.normalize()
}

// giveHut puts seat p's hut into region r (on the building space when onSpace).
func giveHut(g *Game, p, r int, onSpace bool) {
	g.seats[p].HutsRegular--
	g.board.RegionHuts[r] |= 1 << p
	if onSpace {
		g.board.RegionSpace[r] = int8(p)
	}
}

// clearHuts removes every hut of seat p from the map back to its person spaces.
func clearHuts(g *Game, p int) {
	for r := 0; r < NumRegions; r++ {
		if g.board.RegionHuts[r]&(1<<p) != 0 {
			g.board.RegionHuts[r] &^= 1 << p
			g.seats[p].HutsRegular++
		}
		if int(g.board.RegionSpace[r]) == p {
			g.board.RegionSpace[r] = -1
		}
	}
}

// givePerson puts person tile id on seat p's board (taken out of wherever the test says).
func givePerson(g *Game, p, id int, shifted bool) {
	pl := &g.seats[p]
	// take the tile from the piles or displays to keep the totals right
	take := func(s []int8, n *int8) bool {
		for i := 0; i < int(*n); i++ {
			if int(s[i]) == id {
				s[i] = s[*n-1]
				*n--
				return true
			}
		}
		return false
	}
	found := take(g.board.MenPile[:], &g.board.NMenPile) || take(g.board.WomenPile[:], &g.board.NWomenPile)
	if !found {
		for i := range g.board.Men {
			if int(g.board.Men[i]) == id {
				g.board.Men[i] = -1
				found = true
			}
			if int(g.board.Women[i]) == id {
				g.board.Women[i] = -1
				found = true
			}
		}
	}
	if !found {
		panic("person tile not available")
	}
	if g.regularFree(p) == 0 && pl.HutsRegular > 0 {
		pl.HutsRegular--
		pl.Huts12++
	}
	pl.Persons[pl.NPersons] = PersonTile(id)
	pl.Shifted[pl.NPersons] = shifted
	pl.NPersons++
}

// personID returns the id of copy (0..2) of type t of a gender.
func personID(gender int, t PersonType, copyIdx int) int {
	return gender*personsPerSex + int(t)*3 + copyIdx
}

// giveCards moves cards of a colour from the deck into seat p's hand.
func giveCards(g *Game, p int, c God, n int) {
	for ; n > 0; n-- {
		for i := 0; i < int(g.board.NDeck); i++ {
			if g.board.Deck[i] == int8(c) {
				g.board.Deck[i] = g.board.Deck[g.board.NDeck-1]
				g.board.NDeck--
				g.seats[p].Hand[c]++
				break
			}
		}
	}
}

func regionWithFish(g *Game, value int) []int {
	var rs []int
	for r := 0; r < NumRegions; r++ {
		if FishTile(g.board.Fish[r]).Value() == value {
			rs = append(rs, r)
		}
	}
	return rs
}

// placeFish puts a fish tile of the given value next to region r (swapping tiles).
func placeFish(g *Game, r, value int) {
	for o := 0; o < NumRegions; o++ {
		if FishTile(g.board.Fish[o]).Value() == value {
			g.board.Fish[o], g.board.Fish[r] = g.board.Fish[r], g.board.Fish[o]
			return
		}
	}
}

// putTask puts task id into seat p's task slot, swapping it with wherever that task was
// (pile, display or another slot), so every total stays right.
func putTask(g *Game, p, slot, id int) {
	cur := int8(g.seats[p].Tasks[slot])
	swap := func(x *int8) bool {
		if int(*x) == id {
			*x = cur
			return true
		}
		return false
	}
	done := false
	for i := 0; i < int(g.board.NParrot) && !done; i++ {
		done = swap(&g.board.ParrotPile[i])
	}
	for i := range g.board.TaskDisplay {
		if !done {
			done = swap(&g.board.TaskDisplay[i])
		}
	}
	for q := 0; q < int(g.board.NP) && !done; q++ {
		for s := range g.seats[q].Tasks {
			if !done && int(g.seats[q].Tasks[s]) == id {
				g.seats[q].Tasks[s], done = TaskID(cur), true
			}
		}
	}
	if !done {
		panic("task not found")
	}
	g.seats[p].Tasks[slot] = TaskID(id)
}

func taskOfKind(k ReqKind) int {
	for i, tk := range Tasks {
		if tk.Reqs[0].Kind == k && tk.Reqs[1].Kind == 0 {
			return i
		}
	}
	panic("no such task")
}

// emptyHand discards seat p's God cards.
func emptyHand(g *Game, p int) {
	for c := range g.seats[p].Hand {
		g.board.Discard[c] += g.seats[p].Hand[c]
		g.seats[p].Hand[c] = 0
	}
}

// emptyMap returns an n-player game past the start huts with no hut left on the map, and the
// seat deciding now.
func emptyMap(t testing.TB, n int, seed uint64) (*Game, int) {
	t.Helper()
	g := started(t, n, seed)
	for q := 0; q < n; q++ {
		clearHuts(g, q)
	}
	return g, g.Prompt().Player
}

// started returns an n-player game under the current rules past the start huts: round 1,
// phase A.
func started(t testing.TB, n int, seed uint64) *Game {
	t.Helper()
	return startedRules(t, RulesVersion, n, seed)
}

// startedRules is started under the given rules version.
func startedRules(t testing.TB, rules, n int, seed uint64) *Game {
	t.Helper()
	g := newGameRules(t, rules, n, seed)
	pastStartHuts(t, g)
	return g
}
