package engine

import "testing"

// Rulebook example: a 5 and a 3 are on an action tile; only a 1 or a 2 may join them.
func TestDiePlacementMustBeLowerThanLowestOnTile(t *testing.T) {
	g := started(t, 4, 1)
	a, b := int(g.board.Order[0]), int(g.board.Order[1])
	g.seats[b].Dice[0], g.seats[b].DiceAt[0] = 5, int8(ActionHelper)
	g.seats[b].Dice[1], g.seats[b].DiceAt[1] = 3, int8(ActionHelper)
	for face := 1; face <= 6; face++ {
		turnTo(g, a, face, 6, 6)
		got := g.CanPlace(a, 0, ActionHelper)
		if want := face < 3; (got == Open) != want {
			t.Errorf("die %d on a tile with 5 and 3: %v", face, got)
		}
		if face >= 3 && got != DieNotLower {
			t.Errorf("die %d: reason %v, want DieNotLower", face, got)
		}
		if hasChoice(g, ch(KPlaceDie, 0, int(ActionHelper))) != (face < 3) {
			t.Errorf("die %d: Legal disagrees with CanPlace", face)
		}
	}
}

func TestFishingSpaceTakesAnyDieForTwoVP(t *testing.T) {
	g := started(t, 2, 1)
	p := g.Prompt().Player
	other := 1 - p
	g.seats[other].Dice[0], g.seats[other].DiceAt[0] = 1, int8(5) // a 1 already on the fishing space (2p: tile 5)
	turnTo(g, p, 6, 6, 6)
	before := g.Breakdown(p)[SrcFishing]
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionFishing)))
	if got := g.Breakdown(p)[SrcFishing] - before; got != 2 {
		t.Errorf("fishing scored %d", got)
	}
}

func TestPhaseAPlacementInTurnOrderThreeDiceEach(t *testing.T) {
	g := started(t, 3, 5)
	for i := 0; i < 9; i++ {
		if g.board.Stage != StagePhaseA {
			t.Fatalf("left phase A after %d placements", i)
		}
		want := int(g.board.Order[i%3])
		if g.Prompt().Player != want || g.Prompt().Kind != PromptPlaceDie {
			t.Fatalf("placement %d: prompt %+v, want seat %d", i, g.Prompt(), want)
		}
		mustApply(t, g, ch(KPlaceDie, i/3, int(ActionFishing)))
	}
	if g.board.Stage == StagePhaseA {
		t.Fatalf("still in phase A after 9 placements")
	}
}

func TestDiceRolledAtOnceEachRound(t *testing.T) {
	g := started(t, 2, 9)
	for p := 0; p < 2; p++ {
		for d := 0; d < 3; d++ {
			if f := g.seats[p].Dice[d]; f < 1 || f > 6 || g.seats[p].DiceAt[d] != -1 {
				t.Fatalf("seat %d die %d: face %d at %d", p, d, f, g.seats[p].DiceAt[d])
			}
		}
	}
	if g.UndoFloor() != len(g.choices) {
		t.Errorf("the roll is not an undo barrier")
	}
}

// Rulebook expansion example from the central island's mountain.
func TestExpansionExampleFromCentralMountain(t *testing.T) {
	g := started(t, 4, 1)
	p := g.Prompt().Player
	for q := 0; q < 4; q++ {
		clearHuts(g, q)
	}
	giveHut(g, p, int(CMountain), true)
	reach := func(k PathKind, s int) map[int]bool {
		g.legal = g.legal[:0]
		g.offerExpand(Prompt{Kind: PromptExpand, Player: p, N: s, X: int(k)})
		m := map[int]bool{}
		for _, c := range g.legal {
			m[int(c.A)] = true
		}
		return m
	}
	for s := 1; s <= 6; s++ {
		w := reach(Water, s)
		if w[int(SPlains)] != (s >= 5) || w[int(EBeach)] != (s >= 4) {
			t.Errorf("water %d: %v", s, w)
		}
		l := reach(Land, s)
		if l[int(CPlains)] != (s >= 4) || l[int(CBeach)] != (s >= 2) {
			t.Errorf("land %d: %v", s, l)
		}
		if w[int(CForest)] || w[int(EForest)] || l[int(CForest)] || l[int(EForest)] {
			t.Errorf("diagonal forest reachable with %d", s)
		}
	}
}

func TestExpandPushesHutOffBuildingSpaceButItStaysInRegion(t *testing.T) {
	g, p := emptyMap(t, 2, 4)
	q := 1 - p
	giveHut(g, p, int(CBeach), true)
	giveHut(g, q, int(CMountain), true)
	turnTo(g, p, 2, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionLandPath)))
	if g.Prompt().Kind != PromptExpand {
		t.Fatalf("prompt %v", g.Prompt().Kind)
	}
	mustApply(t, g, ch(KExpand, int(CMountain), 0))
	if int(g.board.RegionSpace[int(CMountain)]) != p {
		t.Errorf("new hut not on the building space")
	}
	if g.board.RegionHuts[int(CMountain)]&(1<<q) == 0 {
		t.Errorf("pushed hut left the region")
	}
	if g.quantity(q, Req{Kind: ReqRegions}) != 1 {
		t.Errorf("pushed hut no longer counts for region tasks")
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

func TestOneHutPerPlayerPerRegion(t *testing.T) {
	g, p := emptyMap(t, 2, 4)
	giveHut(g, p, int(CBeach), true)
	giveHut(g, p, int(CMountain), false) // pushed aside there earlier
	turnTo(g, p, 6, 6, 6)
	g.legal = g.legal[:0]
	g.offerExpand(Prompt{Kind: PromptExpand, Player: p, N: 6, X: int(Land)})
	for _, c := range g.legal {
		if int(c.A) == int(CMountain) {
			t.Fatalf("could settle a region that already holds own hut")
		}
	}
}

func TestExpandGivesRegionResourceAndFreesPersonSpace(t *testing.T) {
	g, p := emptyMap(t, 2, 4)
	giveHut(g, p, int(CMountain), true)
	free := g.freeSpaces(p)
	off := g.seats[p].Offerings
	turnTo(g, p, 4, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionLandPath)))
	mustApply(t, g, ch(KExpand, int(CPlains), 0)) // plains: offering
	if g.seats[p].Offerings != off+1 {
		t.Errorf("no offering from the plains")
	}
	if g.freeSpaces(p) != free+1 {
		t.Errorf("free spaces %d, want %d", g.freeSpaces(p), free+1)
	}
	// the 12th space: taking its hut frees nothing while huts remain there
	turnTo(g, p, 6, 1, 1)
	free = g.freeSpaces(p)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionLandPath)))
	mustApply(t, g, ch(KExpand, int(CBeach), 1))
	if g.seats[p].Huts12 != 1 || g.freeSpaces(p) != free {
		t.Errorf("hut from the 12th space: huts12 %d free %d (was %d)", g.seats[p].Huts12, g.freeSpaces(p), free)
	}
	if g.Prompt().Kind == PromptPlaceMaterial {
		mustApply(t, g, g.LegalAt(0))
	}
	if g.seats[p].materialCount(Sand) < 1 {
		t.Errorf("no sand from the beach")
	}
}

func TestRedGodScoresFishOnlyWhenExpandingOncePerRegion(t *testing.T) {
	g, p := emptyMap(t, 2, 4)
	giveHut(g, p, int(CMountain), true)
	placeFish(g, int(CPlains), 5)
	emptyHand(g, p)
	giveCards(g, p, Red, 1)
	g.seats[p].Offerings = 1
	g.seats[p].GodTiles = 0
	turnTo(g, p, 4, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionLandPath)))
	mustApply(t, g, ch(KExpand, int(CPlains), 0))
	if g.Prompt().Kind != PromptRedGod {
		t.Fatalf("no Red God offer after expanding: %+v", g.Prompt())
	}
	before := g.Breakdown(p)[SrcExpandFish]
	discard := g.board.Discard[Red]
	mustApply(t, g, ch(KPlayGod, int(Red), int(PayCard), int(Red)))
	if got := g.Breakdown(p)[SrcExpandFish] - before; got != 5 {
		t.Errorf("Red God scored %d, want 5", got)
	}
	if g.seats[p].Hand[Red] != 0 || g.seats[p].Offerings != 1 { // plains gave one offering, the God cost one
		t.Errorf("payment: hand %v offerings %d", g.seats[p].Hand, g.seats[p].Offerings)
	}
	if g.board.Discard[Red] != discard+1 {
		t.Errorf("played card not on the discard pile")
	}
	// without cards or tiles there is no offer at all, and the fish cannot be scored later
	if g.Prompt().Kind == PromptRedGod {
		t.Errorf("second Red God offer for the same region")
	}
}

func TestRedGodOfferCanBeDeclined(t *testing.T) {
	g, p := emptyMap(t, 2, 4)
	giveHut(g, p, int(CMountain), true)
	g.seats[p].GodTiles = 1
	turnTo(g, p, 4, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionLandPath)))
	mustApply(t, g, ch(KExpand, int(CPlains), 0))
	if !hasChoice(g, ch(KPlayGod, int(Red), int(PayTile), 0)) || !hasChoice(g, ch(KPass)) {
		t.Fatalf("want tile payment and pass, got %v", g.Legal())
	}
	mustApply(t, g, ch(KPass))
	if g.Breakdown(p)[SrcExpandFish] != 0 || g.seats[p].GodTiles != 1 {
		t.Errorf("declining changed something")
	}
}

func TestActionThatCannotDoAnythingCannotBeChosen(t *testing.T) {
	g := started(t, 4, 2)
	p := g.Prompt().Player
	turnTo(g, p, 3, 3, 3)
	pl := &g.seats[p]
	// Build: no two adjacent materials
	pl.Ceremony = [NumCeremony]CeremonySpace{}
	if g.CanPlace(p, 0, ActionBuild) != NothingToBuild {
		t.Errorf("build without materials allowed")
	}
	// Temple: no priest left
	pl.PriestsSupply = 0
	if g.CanPlace(p, 0, ActionTemple) != NoPriestLeft {
		t.Errorf("temple without priests allowed")
	}
	// Man/Woman: no free person space
	pl.HutsRegular, pl.Huts12 = 11, 1
	clearHuts(g, p)
	pl.HutsRegular, pl.Huts12 = 11, 1
	if g.CanPlace(p, 0, ActionTakeMan) != NoFreePersonSpace || g.CanPlace(p, 0, ActionTakeWoman) != NoFreePersonSpace {
		t.Errorf("taking a person without a free space allowed")
	}
	// Expand: no hut on the map to expand from
	if g.CanPlace(p, 0, ActionLandPath) != NoRegionInReach {
		t.Errorf("expanding with no hut on the map allowed")
	}
	// the fishing space always takes a die
	if g.CanPlace(p, 0, ActionFishing) != Open {
		t.Errorf("fishing refused")
	}
}

func TestTakePersonFromPositionUpToDieValue(t *testing.T) {
	g := started(t, 4, 2)
	p := g.Prompt().Player
	turnTo(g, p, 4, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionTakeWoman)))
	if g.Prompt().Kind != PromptTakePerson || g.Prompt().X != Woman {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	for pos := 0; pos < 6; pos++ {
		if hasChoice(g, ch(KTakePerson, Woman, pos)) != (pos < 4) {
			t.Errorf("position %d with a 4", pos+1)
		}
	}
	id := g.board.Women[3]
	vp := g.Breakdown(p)
	pl := &g.seats[p]
	status, shells := pl.Status, pl.Shells
	mustApply(t, g, ch(KTakePerson, Woman, 3))
	if pl.NPersons != 1 || int8(pl.Persons[0]) != id || pl.Shifted[0] || g.board.Women[3] != -1 {
		t.Errorf("woman not on the board unshifted")
	}
	if g.Breakdown(p) != vp || pl.Status != status || pl.Shells != shells {
		t.Errorf("taking a person did something more: VP %v -> %v, status %d -> %d, shells %d -> %d",
			vp, g.Breakdown(p), status, pl.Status, shells, pl.Shells)
	}
}

// Rulebook: Anna uses two of five Helper points to tattoo two men with 5 status symbols in
// all (status 0 -> the first space below the 4), one point for a woman with 3 shells, and the
// last two for an offering.
func TestHelperExampleAnnaTattooShellsOffering(t *testing.T) {
	g := started(t, 4, 2)
	p := g.Prompt().Player
	m2, m3 := personID(Man, PersonVP, 1), personID(Man, PersonShells, 2)
	w3 := personID(Woman, PersonStatus, 2)
	givePerson(g, p, m2, false)
	givePerson(g, p, m3, false)
	givePerson(g, p, w3, false)
	turnTo(g, p, 5, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionHelper)))
	if g.Prompt().Kind != PromptHelper || g.Prompt().N != 5 {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	mustApply(t, g, ch(KTattoo, m2))
	mustApply(t, g, ch(KTattoo, m3))
	if st := g.seats[p].Status; st != 5 || StatusVP(int(st)) != 4 {
		t.Errorf("status %d (VP %d), want 5 (the first space labelled 4)", st, StatusVP(int(st)))
	}
	if hasChoice(g, ch(KTattoo, m2)) {
		t.Errorf("a tattooed man can be tattooed again")
	}
	shells := g.seats[p].Shells
	mustApply(t, g, ch(KShell, w3))
	if g.seats[p].Shells != shells+3 {
		t.Errorf("shells %d, want +3", g.seats[p].Shells-shells)
	}
	off := g.seats[p].Offerings
	mustApply(t, g, ch(KGainOffering))
	if g.seats[p].Offerings != off+1 {
		t.Errorf("no offering")
	}
	if g.Prompt().Kind == PromptHelper {
		t.Errorf("helper budget not used up: %+v", g.Prompt())
	}
}

// Rulebook: Ben's 6 on the Helper: one wood (2), tattoo a man (1), shells from a woman (1) and
// 2 VP; or a God card, an offering and a material; or shift 6 tiles.
func TestHelperExamplesBen(t *testing.T) {
	setup := func() (*Game, int) {
		g := newGame(t, 4, 8)
		pastStartHuts(t, g)
		p := g.Prompt().Player
		for i := 0; i < 3; i++ {
			givePerson(g, p, personID(Man, PersonVP, i), false)
			givePerson(g, p, personID(Woman, PersonVP, i), false)
		}
		turnTo(g, p, 6, 1, 1)
		mustApply(t, g, ch(KPlaceDie, 0, int(ActionHelper)))
		return g, p
	}
	g, p := setup()
	wood := -1
	for s := 0; s < NumCeremony; s++ {
		if CeremonyLayout[s] == Wood && g.seats[p].Ceremony[s] == cerEmpty {
			wood = s
			break
		}
	}
	vp := g.Score(p)
	mustApply(t, g, ch(KGainMaterial, wood))
	mustApply(t, g, ch(KTattoo, personID(Man, PersonVP, 0)))
	mustApply(t, g, ch(KShell, personID(Woman, PersonVP, 0)))
	if hasChoice(g, ch(KGainOffering)) == false {
		t.Errorf("2 points left but no offering option")
	}
	mustApply(t, g, ch(KHelperVP))
	if hasChoice(g, ch(KGainOffering)) {
		t.Errorf("offering offered with 1 point left")
	}
	mustApply(t, g, ch(KHelperVP))
	if g.Score(p) != vp+2 || g.seats[p].Ceremony[wood] != cerMaterial {
		t.Errorf("first way: VP +%d, wood %d", g.Score(p)-vp, g.seats[p].Ceremony[wood])
	}
	if g.Prompt().Kind == PromptHelper {
		t.Errorf("helper still open after 6 points")
	}

	g, p = setup()
	cards := g.HandCount(p)
	mustApply(t, g, ch(KDrawCard, DeckSource))
	mustApply(t, g, ch(KGainOffering))
	mustApply(t, g, g.legalOfKind(KGainMaterial))
	if g.HandCount(p) != cards+1 || g.Prompt().Kind == PromptHelper {
		t.Errorf("second way: cards %d prompt %v", g.HandCount(p)-cards, g.Prompt().Kind)
	}

	g, p = setup()
	for i := 0; i < 3; i++ {
		mustApply(t, g, ch(KTattoo, personID(Man, PersonVP, i)))
		mustApply(t, g, ch(KShell, personID(Woman, PersonVP, i)))
	}
	shifted := 0
	for i := 0; i < int(g.seats[p].NPersons); i++ {
		if g.seats[p].Shifted[i] {
			shifted++
		}
	}
	if shifted != 6 {
		t.Errorf("third way: %d shifted", shifted)
	}
}

func TestHelperMoveHutToTwelfthSpaceAndUnusedPointsLost(t *testing.T) {
	g := started(t, 4, 8)
	p := g.Prompt().Player
	turnTo(g, p, 3, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionHelper)))
	reg, h12, free := g.seats[p].HutsRegular, g.seats[p].Huts12, g.freeSpaces(p)
	mustApply(t, g, ch(KMoveHut))
	if g.seats[p].HutsRegular != reg-1 || g.seats[p].Huts12 != h12+1 || g.freeSpaces(p) != free+1 {
		t.Errorf("move hut: %d/%d free %d", g.seats[p].HutsRegular, g.seats[p].Huts12, g.freeSpaces(p))
	}
	mustApply(t, g, ch(KPass)) // the last point is given up
	if g.Prompt().Kind == PromptHelper {
		t.Errorf("helper still open after pass")
	}
}

func TestHelperGodCardFromMarketIsReplacedAtOnce(t *testing.T) {
	g := started(t, 4, 8)
	p := g.Prompt().Player
	turnTo(g, p, 2, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionHelper)))
	c := g.board.Market[2]
	deck := g.board.NDeck
	mustApply(t, g, ch(KDrawCard, 2))
	if g.seats[p].Hand[c] < 1 || g.board.Market[2] < 0 || g.board.NDeck != deck-1 {
		t.Errorf("market card not taken and replaced")
	}
	if g.UndoFloor() != len(g.choices) {
		t.Errorf("refilling the market is not an undo barrier")
	}
}

func TestTemplePushesPriestsRightAndOffTheEnd(t *testing.T) {
	g := started(t, 4, 8)
	a, b, c := int(g.board.Order[0]), int(g.board.Order[1]), int(g.board.Order[2])
	g.board.Temple[3], g.board.Temple[2], g.board.Temple[1] = int8(b), int8(c), int8(b)
	g.seats[b].PriestsSupply, g.seats[c].PriestsSupply = 2, 3
	turnTo(g, a, 3, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionTemple)))
	for v := 1; v <= 6; v++ {
		if hasChoice(g, ch(KTemple, v)) != (v <= 3) {
			t.Errorf("temple space %d with a 3", v)
		}
	}
	mustApply(t, g, ch(KTemple, 3))
	if g.board.Temple[3] != int8(a) || g.board.Temple[2] != int8(b) || g.board.Temple[1] != int8(c) {
		t.Errorf("temple after push: %v", g.board.Temple)
	}
	if g.seats[b].PriestsSupply != 3 {
		t.Errorf("priest pushed off the end not returned: supply %d", g.seats[b].PriestsSupply)
	}
	if g.Prompt().Kind != PromptFireCard {
		t.Errorf("no Fire Bonus after a priest: %v", g.Prompt().Kind)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// Rulebook: Cleo places a priest and takes a God card and a shell; never two offerings or an
// offering and a card.
func TestFireBonusExampleCleo(t *testing.T) {
	g := started(t, 4, 8)
	p := g.Prompt().Player
	turnTo(g, p, 1, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionTemple)))
	mustApply(t, g, ch(KTemple, 1))
	if !hasChoice(g, ch(KFireOffering)) || !hasChoice(g, ch(KDrawCard, DeckSource)) || hasChoice(g, ch(KFireShell)) {
		t.Fatalf("first part: %v", g.Legal())
	}
	cards, shells, off := g.HandCount(p), g.seats[p].Shells, g.seats[p].Offerings
	mustApply(t, g, ch(KDrawCard, DeckSource))
	if g.Prompt().Kind != PromptFireStatus || hasChoice(g, ch(KFireOffering)) || hasChoice(g, ch(KDrawCard, DeckSource)) {
		t.Fatalf("second part: %+v %v", g.Prompt(), g.Legal())
	}
	mustApply(t, g, ch(KFireShell))
	if g.HandCount(p) != cards+1 || g.seats[p].Shells != shells+1 || g.seats[p].Offerings != off {
		t.Errorf("fire bonus gave cards +%d shells +%d offerings +%d", g.HandCount(p)-cards, g.seats[p].Shells-shells, g.seats[p].Offerings-off)
	}
}

func TestBuildOnTwoAdjacentMaterialsScoresByRoundAndFireBonus(t *testing.T) {
	for _, tc := range []struct{ round, vp int }{{1, 10}, {2, 10}, {3, 7}, {4, 7}, {5, 4}, {6, 4}} {
		g := newGame(t, 4, 8)
		pastStartHuts(t, g)
		p := g.Prompt().Player
		g.board.Round = int8(tc.round)
		pl := &g.seats[p]
		pl.Ceremony = [NumCeremony]CeremonySpace{}
		pl.Ceremony[0], pl.Ceremony[1] = cerMaterial, cerMaterial // a horizontal pair
		pl.Ceremony[3] = cerMaterial                              // alone
		turnTo(g, p, 4, 1, 1)
		mustApply(t, g, ch(KPlaceDie, 0, int(ActionBuild)))
		for v := 1; v <= 6; v++ {
			if hasChoice(g, ch(KBuild, v, 0)) != (v <= 4) {
				t.Errorf("building %d with a 4", v)
			}
		}
		for i := 1; i < NumCeremonyAdj; i++ {
			if hasChoice(g, ch(KBuild, 1, i)) {
				t.Errorf("pair %d (not both materials) offered", i)
			}
		}
		before := g.Breakdown(p)[SrcBuild]
		mustApply(t, g, ch(KBuild, 4, 0))
		if got := g.Breakdown(p)[SrcBuild] - before; got != tc.vp {
			t.Errorf("round %d: build scored %d, want %d", tc.round, got, tc.vp)
		}
		if pl.Ceremony[0] != cerBuilding || pl.Ceremony[1] != cerBuilding || pl.BuiltPair[4] != 0 {
			t.Errorf("building not placed")
		}
		if g.Prompt().Kind != PromptFireCard {
			t.Errorf("no Fire Bonus after building")
		}
	}
}

func TestBlueGodAllowsEqualOrHigherDiePerCard(t *testing.T) {
	g := started(t, 4, 8)
	a, b := int(g.board.Order[0]), int(g.board.Order[1])
	g.seats[b].Dice[0], g.seats[b].DiceAt[0] = 2, int8(ActionHelper)
	turnTo(g, a, 4, 5, 6)
	emptyHand(g, a)
	giveCards(g, a, Blue, 1)
	g.seats[a].Offerings = 1
	g.seats[a].GodTiles = 0
	g.normalize()
	if hasChoice(g, ch(KPlaceDie, 0, int(ActionHelper))) {
		t.Fatalf("4 allowed on a 2 without a God")
	}
	mustApply(t, g, ch(KPlayGod, int(Blue), int(PayCard), int(Blue)))
	if !hasChoice(g, ch(KPlaceDie, 0, int(ActionHelper))) {
		t.Fatalf("4 not allowed on a 2 with a Blue God")
	}
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionHelper)))
	if g.seats[a].PendingBlue {
		t.Errorf("Blue God still active after one die")
	}
}

func TestWhiteGodActsAsSixButFaceStays(t *testing.T) {
	g := started(t, 4, 8)
	a := int(g.board.Order[0])
	g.seats[a].GodTiles = 1
	turnTo(g, a, 2, 1, 1)
	mustApply(t, g, ch(KPlayGod, int(White), int(PayTile), 0))
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionHelper)))
	if g.Prompt().N != 6 {
		t.Errorf("helper budget %d, want 6", g.Prompt().N)
	}
	if g.seats[a].Dice[0] != 2 || g.lowestOnTile(int(ActionHelper)) != 2 {
		t.Errorf("die face changed")
	}
	if g.board.GodTilesBox != int8(NumGodTiles-TempleGodTiles-4+1) || g.seats[a].GodTiles != 0 {
		t.Errorf("used God tile not out of the game")
	}
}

// Rulebook: Anna plays a Blue God to put a 3 on the water tile above a 1, a White God to use
// it as a 6 along a 6 water path, and a Red God to score the 5 fish there.
func TestThreeGodsExampleAnna(t *testing.T) {
	g := started(t, 4, 8)
	a, b := int(g.board.Order[0]), int(g.board.Order[1])
	for q := 0; q < 4; q++ {
		clearHuts(g, q)
	}
	giveHut(g, a, int(CPlains), true)
	placeFish(g, int(EForest), 5)
	g.seats[b].Dice[0], g.seats[b].DiceAt[0] = 1, int8(ActionWaterPath)
	turnTo(g, a, 3, 1, 1)
	pl := &g.seats[a]
	emptyHand(g, a)
	giveCards(g, a, Blue, 1)
	giveCards(g, a, White, 1)
	giveCards(g, a, Red, 1)
	pl.Offerings = 3
	pl.GodTiles = 0
	g.normalize()
	mustApply(t, g, ch(KPlayGod, int(Blue), int(PayCard), int(Blue)))
	mustApply(t, g, ch(KPlayGod, int(White), int(PayCard), int(White)))
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionWaterPath)))
	if !hasChoice(g, ch(KExpand, int(EForest), 0)) { // the 6 water path
		t.Fatalf("6 water path not open: %v", g.Legal())
	}
	mustApply(t, g, ch(KExpand, int(EForest), 0))
	if g.Prompt().Kind == PromptPlaceMaterial {
		mustApply(t, g, g.LegalAt(0))
	}
	mustApply(t, g, ch(KPlayGod, int(Red), int(PayCard), int(Red)))
	if g.Breakdown(a)[SrcExpandFish] != 5 || pl.Offerings != 0 || g.HandCount(a) != 0 {
		t.Errorf("fish %d offerings %d cards %d", g.Breakdown(a)[SrcExpandFish], pl.Offerings, g.HandCount(a))
	}
}

func TestGodNeedsAnOfferingAndPairActsAsAnyGod(t *testing.T) {
	g := started(t, 4, 8)
	a := int(g.board.Order[0])
	turnTo(g, a, 2, 1, 1)
	pl := &g.seats[a]
	emptyHand(g, a)
	giveCards(g, a, White, 1)
	giveCards(g, a, Green, 2)
	pl.GodTiles = 0
	pl.Offerings = 0
	g.normalize()
	if hasChoice(g, ch(KPlayGod, int(White), int(PayCard), int(White))) {
		t.Errorf("a God played without an offering")
	}
	pl.Offerings = 1
	g.normalize()
	if !hasChoice(g, ch(KPlayGod, int(White), int(PayPair), int(Green))) {
		t.Errorf("two Green cards cannot act as White: %v", g.Legal())
	}
	mustApply(t, g, ch(KPlayGod, int(White), int(PayPair), int(Green)))
	if pl.Hand[Green] != 0 || pl.Hand[White] != 1 || pl.Offerings != 0 || g.board.Discard[Green] != 2 {
		t.Errorf("pair payment: hand %v offerings %d", pl.Hand, pl.Offerings)
	}
}

// Rules 1 (kept for old records): an empty draw pile beside a discard pile is shuffled at the
// next draw. Rules 2 shuffles it the moment the draw pile runs out (rules_deck_test.go).
func TestGodDeckReshufflesDiscardWhenEmpty(t *testing.T) {
	g := startedRules(t, 1, 4, 8)
	g.board.Discard[Yellow] += int8(g.board.NDeck)
	g.board.NDeck = 0
	p := g.Prompt().Player
	turnTo(g, p, 2, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionHelper)))
	if !hasChoice(g, ch(KDrawCard, DeckSource)) {
		t.Fatalf("cannot draw from an empty deck with a discard pile")
	}
	y := g.seats[p].Hand[Yellow]
	mustApply(t, g, ch(KDrawCard, DeckSource))
	if g.seats[p].Hand[Yellow] != y+1 || g.board.Discard[Yellow] != 0 {
		t.Errorf("reshuffled draw: hand %v discard %v deck %d", g.seats[p].Hand, g.board.Discard, g.board.NDeck)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// Rulebook: in a 2-player game Don puts a 3 on the combined Man/Woman tile and takes a woman;
// the next die there must be a 2 or a 1 but may take a man.
func TestCombinedManWomanTileExampleDon(t *testing.T) {
	g := started(t, 2, 8)
	d, o := int(g.board.Order[0]), int(g.board.Order[1])
	turnTo(g, d, 3, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionTakeWoman)))
	mustApply(t, g, g.legalOfKind(KTakePerson))
	if PersonTile(g.seats[d].Persons[0]).Gender() != Woman {
		t.Fatalf("took a man")
	}
	turnTo(g, o, 3, 2, 6)
	if hasChoice(g, ch(KPlaceDie, 0, int(ActionTakeMan))) || hasChoice(g, ch(KPlaceDie, 0, int(ActionTakeWoman))) {
		t.Errorf("a 3 allowed after a 3 on the combined tile")
	}
	if !hasChoice(g, ch(KPlaceDie, 1, int(ActionTakeMan))) {
		t.Errorf("a 2 cannot take a man on the combined tile")
	}
}

func (g *Game) legalOfKind(k Kind) Choice {
	for _, c := range g.legal {
		if c.Kind == k {
			return c
		}
	}
	return Choice{}
}
