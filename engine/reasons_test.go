package engine

import "testing"

// wantWhy checks the reason of candidate c of the current decision.
func wantWhy(t *testing.T, g *Game, c Choice, want Reason) {
	t.Helper()
	if got := g.WhyClosed(c); got != want {
		t.Errorf("%v: %v, want %v", c, got, want)
	}
}

// The rulebook's expansion example from the central mountain, with the reason of each region.
func TestExpandReasons(t *testing.T) {
	g, p := emptyMap(t, 4, 1)
	giveHut(g, p, int(CMountain), true)
	turnTo(g, p, 4, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionWaterPath)))
	if g.Prompt().Kind != PromptExpand || g.Prompt().N != 4 {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	wantWhy(t, g, ch(KExpand, int(EBeach), 0), Open)           // water 4
	wantWhy(t, g, ch(KExpand, int(SPlains), 0), PathTooLong)   // water 5
	wantWhy(t, g, ch(KExpand, int(EForest), 0), NotAdjacent)   // only diagonal
	wantWhy(t, g, ch(KExpand, int(CMountain), 0), OwnHutThere) // one hut per region
	wantWhy(t, g, ch(KExpand, int(CPlains), 0), NotAdjacent)   // a land path, not water
	g.seats[p].Huts12 = 0
	g.normalize()
	wantWhy(t, g, ch(KExpand, int(EBeach), 1), NoHutOn12th)
	wantWhy(t, g, ch(KExpand, int(EBeach), 0), Open)
	wantWhy(t, g, ch(KExpand, int(EBeach), 2), NotThisDecision)
}

func TestDieAndGodReasons(t *testing.T) {
	g := started(t, 4, 1)
	a, b := int(g.board.Order[0]), int(g.board.Order[1])
	g.seats[b].Dice[0], g.seats[b].DiceAt[0] = 3, int8(ActionHelper)
	turnTo(g, a, 3, 6, 2)
	g.seats[a].DiceAt[2] = int8(ActionBuild)
	g.normalize()
	wantWhy(t, g, ch(KPlaceDie, 0, int(ActionHelper)), DieNotLower)
	wantWhy(t, g, ch(KPlaceDie, 2, int(ActionHelper)), DiePlaced)
	wantWhy(t, g, ch(KPlaceDie, 0, int(ActionFishing)), Open)
	wantWhy(t, g, ch(KPlaceMaterial, 0), NotThisDecision)
	pl := &g.seats[a]
	emptyHand(g, a)
	pl.Offerings, pl.GodTiles = 0, 0
	giveCards(g, a, Blue, 1)
	g.normalize()
	wantWhy(t, g, ch(KPlayGod, int(Blue), int(PayCard), int(Blue)), NoOffering)
	wantWhy(t, g, ch(KPlayGod, int(Blue), int(PayPair), int(Blue)), NoPairOfGod)
	wantWhy(t, g, ch(KPlayGod, int(White), int(PayCard), int(White)), NoCardOfGod)
	wantWhy(t, g, ch(KPlayGod, int(Blue), int(PayTile), 0), NoGodTile)
	pl.GodTiles = 1
	g.normalize()
	mustApply(t, g, ch(KPlayGod, int(Blue), int(PayTile), 0))
	wantWhy(t, g, ch(KPlayGod, int(Blue), int(PayTile), 0), GodPending)
	wantWhy(t, g, ch(KPlaceDie, 0, int(ActionHelper)), Open) // the Blue God lifts the lower-than rule
}

func TestTakeTempleAndBuildReasons(t *testing.T) {
	g := started(t, 4, 2)
	p := g.Prompt().Player
	turnTo(g, p, 3, 2, 3)
	g.board.Men[1] = -1
	g.board.PersonsBox++
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionTakeMan)))
	wantWhy(t, g, ch(KTakePerson, Man, 0), Open)
	wantWhy(t, g, ch(KTakePerson, Man, 1), PositionEmpty)
	wantWhy(t, g, ch(KTakePerson, Man, 3), PositionOutOfReach)
	mustApply(t, g, ch(KTakePerson, Man, 0))

	turnTo(g, p, 2, 2, 3)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionTemple)))
	wantWhy(t, g, ch(KTemple, 2), Open)
	wantWhy(t, g, ch(KTemple, 3), SpaceOutOfReach)
	mustApply(t, g, ch(KTemple, 2))
	for g.Prompt().Kind == PromptFireCard || g.Prompt().Kind == PromptFireStatus {
		mustApply(t, g, g.LegalAt(0))
	}

	pl := &g.seats[p]
	pl.Ceremony = [NumCeremony]CeremonySpace{cerMaterial, cerMaterial}
	pl.BuiltPair[1] = -1
	turnTo(g, p, 3, 2, 3)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionBuild)))
	wantWhy(t, g, ch(KBuild, 2, 0), Open)
	wantWhy(t, g, ch(KBuild, 4, 0), BuildingTooHigh)
	wantWhy(t, g, ch(KBuild, 2, 1), PairNotMaterials)
	mustApply(t, g, ch(KBuild, 2, 0))
	if got := g.CanPlace(p, 1, ActionBuild); got != NothingToBuild {
		t.Errorf("build with no materials left: %v", got)
	}
}

func TestHelperReasons(t *testing.T) {
	g := started(t, 2, 3)
	p := g.Prompt().Player
	man := personID(Man, PersonVP, 0)
	givePerson(g, p, man, true)
	turnTo(g, p, 1, 1, 1)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionHelper)))
	wantWhy(t, g, ch(KTattoo, man), PersonShifted)
	wantWhy(t, g, ch(KHelperVP), Open)
	wantWhy(t, g, ch(KGainOffering), NeedsTwoPoints)
	wantWhy(t, g, ch(KDrawCard, DeckSource), NeedsTwoPoints)
	wantWhy(t, g, ch(KPass), Open)
}

func TestPhaseBReasons(t *testing.T) {
	g := started(t, 4, 3)
	d := int(g.board.Order[0])
	givePerson(g, d, personID(Man, PersonVP, 0), false)
	givePerson(g, d, personID(Man, PersonShells, 0), false)
	toPhaseB(g, d)
	wantWhy(t, g, ch(KActivate, Man, int(PersonVP), int(ActivatePlain)), Open)
	wantWhy(t, g, ch(KActivate, Woman, int(PersonVP), int(ActivatePlain)), NoPersonOfType)
	wantWhy(t, g, ch(KActivate, Man, int(PersonVP), int(ActivateDoubled)), NoGreenGod)
	mustApply(t, g, ch(KActivate, Man, int(PersonVP), int(ActivatePlain)))
	wantWhy(t, g, ch(KActivate, Man, int(PersonShells), int(ActivatePlain)), GenderUsed)
	wantWhy(t, g, ch(KActivate, Man, int(PersonShells), int(ActivateSecond)), NoGreenGod)
}

func TestPhaseCReasons(t *testing.T) {
	g, p := taskTurnWithNothing(t, RulesVersion)
	wantWhy(t, g, ch(KCompleteTask, 0, int(PayNone)), TaskNotMet)
	putTask(g, p, 1, taskOfKind(ReqShells))
	g.seats[p].Shells = 5
	g.normalize()
	wantWhy(t, g, ch(KCompleteTask, 1, int(PayNone)), Open)
	wantWhy(t, g, ch(KCompleteTask, 1, int(PayTile)), TaskMetWithoutGod)
	wantWhy(t, g, ch(KSurrenderTask, 0), TaskCompletable)

	g2 := started(t, 4, 3)
	col := g2.JewelryColumn(1)
	cheap := 0
	for r, j := range col {
		if j.Value() < col[cheap].Value() {
			cheap = r
		}
	}
	for q := 0; q < 4; q++ {
		g2.seats[q].Shells = 20
	}
	g2.seats[g2.board.Order[0]].Shells = int16(col[cheap].Value())
	toPhaseC(g2)
	first := int(g2.board.Order[0])
	if g2.Prompt().Kind != PromptJewelry || g2.Prompt().Player != first {
		t.Fatalf("prompt %+v", g2.Prompt())
	}
	for r, j := range col {
		want := Open
		if j.Value() > col[cheap].Value() {
			want = NotEnoughShells
		}
		wantWhy(t, g2, ch(KBuyJewel, r), want)
	}
	mustApply(t, g2, ch(KBuyJewel, cheap))
	if g2.Prompt().Kind != PromptJewelry || g2.Prompt().Player == first {
		t.Fatalf("prompt %+v", g2.Prompt())
	}
	wantWhy(t, g2, ch(KBuyJewel, cheap), JewelGone)
}
