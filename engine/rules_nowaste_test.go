package engine

import (
	"slices"
	"testing"
)

// Rules 2: nothing is offered that can only spend without effect (docs/rulings.md). Each test
// shows the case under rules 1 too, where the old offer stays for old records.

// blockTile puts a die of seat q showing face on action a (4 players: one tile per action).
func blockTile(g *Game, q int, a Action, face int) {
	for d := 0; d < DicePerPlayer; d++ {
		if g.seats[q].DiceAt[d] < 0 {
			g.seats[q].Dice[d], g.seats[q].DiceAt[d] = int8(face), int8(a)
			return
		}
	}
	panic("no die left")
}

// godsOnly gives seat p exactly these God cards, offerings and God tiles.
func godsOnly(g *Game, p int, offerings, tiles int, cards ...God) {
	emptyHand(g, p)
	for _, c := range cards {
		giveCards(g, p, c, 1)
	}
	g.seats[p].Offerings = int16(offerings)
	g.seats[p].GodTiles = int8(tiles)
}

func godOffered(g *Game, god God) bool {
	for _, c := range g.legal {
		if c.Kind == KPlayGod && God(c.A) == god {
			return true
		}
	}
	return false
}

// A Blue God opens a blocked action; when that action would do nothing, it buys nothing.
func TestBlueGodOnlyForABlockedActionThatDoesSomething(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		g := startedRules(t, rules, 4, 8)
		a, b := int(g.board.Order[0]), int(g.board.Order[1])
		blockTile(g, b, ActionTemple, 1) // the only tile a 4 cannot go on
		turnTo(g, a, 4, 4, 4)
		g.seats[a].PriestsSupply = 0 // no priest: the temple does nothing for a
		godsOnly(g, a, 1, 0, Blue)
		g.normalize()
		if godOffered(g, Blue) != (rules < 2) {
			t.Errorf("rules %d: Blue God offered %v for a temple without priests: %v", rules, godOffered(g, Blue), g.Legal())
		}
		if rules >= 2 {
			mustReject(t, g, ch(KPlayGod, int(Blue), int(PayCard), int(Blue)))
		}
		g.seats[a].PriestsSupply = 1
		g.normalize()
		if !hasChoice(g, ch(KPlayGod, int(Blue), int(PayCard), int(Blue))) {
			t.Errorf("rules %d: Blue God not offered for the temple with a priest", rules)
		}
	}
}

// A Blue God that opens an action only a White God makes useful is offered only when the
// player can still pay for the White God after paying for the Blue one.
func TestBlueGodThatNeedsAWhiteGodOnlyWhenBothArePayable(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		g := startedRules(t, rules, 4, 8)
		a, b := int(g.board.Order[0]), int(g.board.Order[1])
		blockTile(g, b, ActionBuild, 1)
		turnTo(g, a, 2, 2, 2)
		pl := &g.seats[a]
		pl.Ceremony = [NumCeremony]CeremonySpace{}
		pl.Ceremony[CeremonyPairs[0][0]], pl.Ceremony[CeremonyPairs[0][1]] = cerMaterial, cerMaterial
		pl.BuiltPair[1], pl.BuiltPair[2] = 5, 6 // only buildings above a 2 are left
		godsOnly(g, a, 1, 0, Blue, White)       // one offering: Blue or White, not both
		g.normalize()
		if godOffered(g, Blue) != (rules < 2) {
			t.Errorf("rules %d: Blue God offered %v with no offering left for the White God: %v", rules, godOffered(g, Blue), g.Legal())
		}
		pl.Offerings = 2
		g.normalize()
		if !hasChoice(g, ch(KPlayGod, int(Blue), int(PayCard), int(Blue))) {
			t.Fatalf("rules %d: Blue God not offered with both payable: %v", rules, g.Legal())
		}
		mustApply(t, g, ch(KPlayGod, int(Blue), int(PayCard), int(Blue)))
		mustApply(t, g, ch(KPlayGod, int(White), int(PayCard), int(White)))
		mustApply(t, g, ch(KPlaceDie, 0, int(ActionBuild)))
		if g.Prompt().Kind != PromptBuild || !hasChoice(g, ch(KBuild, 6, 0)) {
			t.Errorf("rules %d: Blue and White do not build: %+v %v", rules, g.Prompt(), g.Legal())
		}
	}
}

// A White God is offered only when some die below 6 can go on an action where 6 does more
// than its face.
func TestWhiteGodOnlyWhenSixDoesMore(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		// every action tile holds a 1: a 5 can only go fishing, where its value does not count
		g := startedRules(t, rules, 4, 8)
		a := int(g.board.Order[0])
		others := []int{int(g.board.Order[1]), int(g.board.Order[2]), int(g.board.Order[3])}
		for i, act := range []Action{ActionHelper, ActionTemple, ActionBuild, ActionTakeMan, ActionTakeWoman, ActionLandPath, ActionWaterPath} {
			blockTile(g, others[i%3], act, 1)
		}
		turnTo(g, a, 5, 5, 5)
		godsOnly(g, a, 2, 0, White)
		g.normalize()
		if godOffered(g, White) != (rules < 2) {
			t.Errorf("rules %d: White God offered %v with only the fishing space open: %v", rules, godOffered(g, White), g.Legal())
		}
		if rules >= 2 {
			mustReject(t, g, ch(KPlayGod, int(White), int(PayCard), int(White)))
		}
		// with a Blue God payable after it, the White God has a use (a 6 on the Helper)
		godsOnly(g, a, 2, 0, White, Blue)
		g.normalize()
		if !godOffered(g, White) {
			t.Errorf("rules %d: White God not offered with a Blue God to follow", rules)
		}

		// only Build is open to a 5, and no building above 5 is left: 6 builds nothing more
		g = startedRules(t, rules, 4, 8)
		a = int(g.board.Order[0])
		others = []int{int(g.board.Order[1]), int(g.board.Order[2]), int(g.board.Order[3])}
		for i, act := range []Action{ActionHelper, ActionTemple, ActionTakeMan, ActionTakeWoman, ActionLandPath, ActionWaterPath} {
			blockTile(g, others[i%3], act, 1)
		}
		turnTo(g, a, 5, 5, 5)
		pl := &g.seats[a]
		pl.Ceremony = [NumCeremony]CeremonySpace{}
		pl.Ceremony[CeremonyPairs[0][0]], pl.Ceremony[CeremonyPairs[0][1]] = cerMaterial, cerMaterial
		pl.BuiltPair[6] = 5
		godsOnly(g, a, 2, 0, White)
		g.normalize()
		if !hasChoice(g, ch(KPlaceDie, 0, int(ActionBuild))) {
			t.Fatalf("rules %d: a 5 cannot build: %v", rules, g.Legal())
		}
		if godOffered(g, White) != (rules < 2) {
			t.Errorf("rules %d: White God offered %v when a 6 builds nothing a 5 cannot: %v", rules, godOffered(g, White), g.Legal())
		}
		pl.BuiltPair[6] = -1
		g.normalize()
		if !godOffered(g, White) {
			t.Errorf("rules %d: White God not offered for the 6 building", rules)
		}
	}
}

// A Green God is not offered once both genders have been used and no second type can act.
func TestGreenGodNotOfferedAfterBothGendersWithNothingLeft(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		g := startedRules(t, rules, 4, 3)
		p := int(g.board.Order[0])
		givePerson(g, p, personID(Man, PersonVP, 0), false)
		givePerson(g, p, personID(Woman, PersonShells, 0), false)
		godsOnly(g, p, 1, 1, Green)
		toPhaseB(g, p)
		mustApply(t, g, ch(KActivate, Man, int(PersonVP), int(ActivatePlain)))
		if !godOffered(g, Green) {
			t.Fatalf("rules %d: Green God not offered to double the woman: %v", rules, g.Legal())
		}
		mustApply(t, g, ch(KActivate, Woman, int(PersonShells), int(ActivatePlain)))
		stillHere := g.board.Stage == StagePhaseB && g.Prompt().Player == p
		if stillHere != (rules < 2) || godOffered(g, Green) != (rules < 2) {
			t.Errorf("rules %d: after both genders: still deciding %v, Green God offered %v (%v)", rules, stillHere, godOffered(g, Green), g.Legal())
		}
	}
	// with a second man type that can act, the Green God is offered as an extra action
	g := started(t, 4, 3)
	p := int(g.board.Order[0])
	givePerson(g, p, personID(Man, PersonVP, 0), false)
	givePerson(g, p, personID(Man, PersonOfferings, 0), false)
	givePerson(g, p, personID(Woman, PersonShells, 0), false)
	godsOnly(g, p, 1, 0, Green)
	toPhaseB(g, p)
	mustApply(t, g, ch(KActivate, Man, int(PersonVP), int(ActivatePlain)))
	mustApply(t, g, ch(KActivate, Woman, int(PersonShells), int(ActivatePlain)))
	mustApply(t, g, ch(KPlayGod, int(Green), int(PayCard), int(Green)))
	mustApply(t, g, ch(KActivate, Man, int(PersonOfferings), int(ActivateSecond)))
}

// A Green God is not offered when the only person left can do nothing, even doubled.
func TestGreenGodNotOfferedWhenTheOnlyPersonCanDoNothing(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		g := startedRules(t, rules, 4, 3)
		p := int(g.board.Order[0])
		pl := &g.seats[p]
		pl.Ceremony = [NumCeremony]CeremonySpace{} // a builder with no materials
		givePerson(g, p, personID(Man, PersonBuild, 0), false)
		godsOnly(g, p, 1, 1, Green)
		toPhaseB(g, p)
		deciding := g.board.Stage == StagePhaseB && g.Prompt().Player == p
		if deciding != (rules < 2) || godOffered(g, Green) != (rules < 2) {
			t.Errorf("rules %d: builder with no materials: deciding %v, legal %v", rules, deciding, g.Legal())
		}
		if rules < 2 {
			mustApply(t, g, ch(KPlayGod, int(Green), int(PayTile), 0))
			if g.board.Stage == StagePhaseB && g.Prompt().Player == p {
				t.Errorf("rules 1: the Green God paid for nothing, yet the builder can still act: %v", g.Legal())
			}
		}
	}
}

// Doubling is offered only when the doubled action does more than the plain one (and so the
// Green God is offered only then, when nothing else could use it).
func TestDoubledActionOnlyWhenItDoesMore(t *testing.T) {
	cases := []struct {
		name   string
		typ    PersonType
		setup  func(g *Game, p int, more bool)
		useful bool
	}{
		{"builder: buildings 4-6 built", PersonBuild, func(g *Game, p int, more bool) {
			pl := &g.seats[p]
			pl.Ceremony = [NumCeremony]CeremonySpace{}
			pl.Ceremony[CeremonyPairs[0][0]], pl.Ceremony[CeremonyPairs[0][1]] = cerMaterial, cerMaterial
			pl.BuiltPair[4], pl.BuiltPair[5], pl.BuiltPair[6] = 5, 6, 7
			if more {
				pl.BuiltPair[5] = -1
			}
		}, false},
		{"hut mover: one hut on the person spaces", PersonMoveHuts, func(g *Game, p int, more bool) {
			pl := &g.seats[p]
			for pl.HutsRegular > 1 {
				pl.HutsRegular--
				pl.Huts12++
			}
			if more {
				pl.HutsRegular++
				pl.Huts12--
			}
		}, false},
		{"card taker: one card left", PersonGodCards, func(g *Game, p int, more bool) {
			// every card but one in other hands
			q := (p + 1) % 4
			for i := range g.board.Market {
				if g.board.Market[i] >= 0 {
					g.seats[q].Hand[g.board.Market[i]]++
					g.board.Market[i] = -1
				}
			}
			for c := range g.board.Discard {
				g.seats[q].Hand[c] += g.board.Discard[c]
				g.board.Discard[c] = 0
			}
			keep := 1
			if more {
				keep = 2
			}
			for g.board.NDeck > int8(keep) {
				g.board.NDeck--
				g.seats[q].Hand[g.board.Deck[g.board.NDeck]]++
			}
		}, false},
		{"VP person", PersonVP, func(*Game, int, bool) {}, true},
	}
	for _, c := range cases {
		for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
			for _, more := range []bool{false, true} {
				g := startedRules(t, rules, 4, 3)
				p := int(g.board.Order[0])
				givePerson(g, p, personID(Man, c.typ, 0), false)
				godsOnly(g, p, 0, 1)
				c.setup(g, p, more)
				toPhaseB(g, p)
				want := c.useful || more || rules < 2
				if !hasChoice(g, ch(KActivate, Man, int(c.typ), int(ActivatePlain))) {
					t.Fatalf("%s (rules %d): plain action closed: %v", c.name, rules, g.Legal())
				}
				if godOffered(g, Green) != want {
					t.Errorf("%s (rules %d, more %v): Green God offered %v", c.name, rules, more, godOffered(g, Green))
				}
				g.seats[p].GreenPending = true // as if paid: is doubling offered?
				g.normalize()
				if hasChoice(g, ch(KActivate, Man, int(c.typ), int(ActivateDoubled))) != want {
					t.Errorf("%s (rules %d, more %v): doubling offered %v", c.name, rules, more, !want)
				}
			}
		}
	}
}

// TestOfferedGodsHaveAUse plays random games under the current rules and, at every decision,
// checks through the legal choices alone that each offered Blue and Green God has a use once
// paid, that a White God leaves a die somewhere to go, and that each offered doubling does
// something the plain action does not.
func TestOfferedGodsHaveAUse(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 100
	}
	blockedPlacement := func(g *Game) bool {
		tileOf, _ := ActionTiles(int(g.board.NP))
		pl := &g.seats[g.Prompt().Player]
		for _, c := range g.legal {
			if c.Kind == KPlaceDie && Action(c.B) != ActionFishing && int(pl.Dice[c.A]) >= g.lowestOnTile(tileOf[c.B]) {
				return true
			}
		}
		return false
	}
	var seen [NumGods]int
	doubled := 0
	for i := 0; i < games; i++ {
		playRandom(t, 2+i%3, uint64(i), func(g *Game) error {
			for _, c := range g.Legal() {
				switch {
				case c.Kind == KPlayGod:
					seen[c.A]++
					h := g.Clone()
					if err := h.Apply(c); err != nil {
						return err
					}
					switch God(c.A) {
					case Blue:
						ok := blockedPlacement(h)
						for _, w := range h.Legal() {
							if !ok && w.Kind == KPlayGod && God(w.A) == White {
								k := h.Clone()
								if err := k.Apply(w); err != nil {
									return err
								}
								ok = blockedPlacement(k)
							}
						}
						if !ok {
							return errorf("%v offered with no blocked action to open: %v", c, h.Legal())
						}
					case White:
						if h.Prompt().Kind != PromptPlaceDie || h.LegalCount() == 0 {
							return errorf("%v offered with no die to place", c)
						}
					case Green:
						ok := false
						for _, a := range h.Legal() {
							ok = ok || a.Kind == KActivate && Activation(a.C) != ActivatePlain
						}
						if !ok {
							return errorf("%v offered with nothing to double or add: %v", c, h.Legal())
						}
					}
				case c.Kind == KActivate && Activation(c.C) == ActivateDoubled:
					doubled++
					a, b := g.Clone(), g.Clone()
					if err := a.Apply(c); err != nil {
						return err
					}
					plain := c
					plain.C = uint8(ActivatePlain)
					if b.Apply(plain) != nil {
						continue // the plain action can do nothing: doubling does more
					}
					// the doubled strength itself (the prompt's N) does not count: only what it opens
					p := g.Prompt().Player
					if a.Prompt().Kind == b.Prompt().Kind && slices.Equal(a.Legal(), b.Legal()) && a.Score(p) == b.Score(p) &&
						a.seats[p] == b.seats[p] {
						return errorf("%v does no more than %v", c, plain)
					}
				}
			}
			return nil
		})
	}
	t.Logf("God offers seen (blue, white, red, green, yellow): %v; doublings: %d", seen, doubled)
	if seen[Blue] == 0 || seen[White] == 0 || seen[Green] == 0 || doubled == 0 {
		t.Errorf("random games met too few offers to check: %v, %d doublings", seen, doubled)
	}
}
