package engine

import "testing"

// toPhaseB makes it seat p's turn in phase B.
func toPhaseB(g *Game, p int) {
	g.startPhaseB()
	g.board.NFrames = 0
	for i := 0; i < int(g.board.NP); i++ {
		if int(g.board.Order[i]) == p {
			g.board.Idx = int8(i)
		}
	}
	g.normalize()
}

// Rulebook: Don adds his two male pathfinders (one tattooed) to expand along one land path of
// value 4 or less, not along two paths of 2; a female pathfinder may expand again on her own.
func TestPathfindersExampleDon(t *testing.T) {
	g := started(t, 4, 3)
	d := int(g.board.Order[0])
	for q := 0; q < 4; q++ {
		clearHuts(g, q)
	}
	giveHut(g, d, int(CMountain), true)
	givePerson(g, d, personID(Man, PersonLandPath, 0), true)
	givePerson(g, d, personID(Man, PersonLandPath, 1), false)
	givePerson(g, d, personID(Woman, PersonLandPath, 0), false)
	toPhaseB(g, d)
	if g.Prompt().Kind != PromptPhaseB || g.Prompt().Player != d {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	mustApply(t, g, ch(KActivate, Man, int(PersonLandPath), int(ActivatePlain)))
	if g.Prompt().Kind != PromptExpand || g.Prompt().N != 4 {
		t.Fatalf("two pathfinders: prompt %+v", g.Prompt())
	}
	if !hasChoice(g, ch(KExpand, int(CPlains), 0)) { // the 4 land path
		t.Errorf("4 land path not open")
	}
	mustApply(t, g, ch(KExpand, int(CPlains), 0))
	if g.Prompt().Kind == PromptRedGod {
		mustApply(t, g, ch(KPass))
	}
	// one action only: back to the phase B menu, the men are used
	if g.Prompt().Kind != PromptPhaseB {
		t.Fatalf("after the expansion: %+v", g.Prompt())
	}
	if hasChoice(g, ch(KActivate, Man, int(PersonLandPath), int(ActivatePlain))) {
		t.Errorf("men usable twice")
	}
	if !hasChoice(g, ch(KActivate, Woman, int(PersonLandPath), int(ActivatePlain))) {
		t.Errorf("the woman pathfinder cannot expand on her own")
	}
	mustApply(t, g, ch(KActivate, Woman, int(PersonLandPath), int(ActivatePlain)))
	if g.Prompt().N != 2 {
		t.Errorf("one pathfinder strength %d", g.Prompt().N)
	}
	if g.seats[d].Persons[0] != PersonTile(personID(Man, PersonLandPath, 0)) || !g.seats[d].Shifted[0] || g.seats[d].Shifted[1] {
		t.Errorf("using persons changed them")
	}
}

func TestPersonStrengths(t *testing.T) {
	cases := []struct {
		t    PersonType
		n    int
		want int
	}{
		{PersonLandPath, 1, 2}, {PersonLandPath, 2, 4}, {PersonLandPath, 3, 6}, {PersonWaterPath, 3, 6},
		{PersonTakeWoman, 1, 3}, {PersonTakeWoman, 2, 6}, {PersonTakeWoman, 3, 6}, {PersonTakeMan, 2, 6}, {PersonBuild, 1, 3}, {PersonBuild, 3, 6},
		{PersonMaterials, 3, 3}, {PersonMoveHuts, 2, 2}, {PersonVP, 1, 2}, {PersonVP, 3, 6}, {PersonGodCards, 2, 2},
		{PersonOfferings, 3, 3}, {PersonStatus, 1, 1}, {PersonShells, 2, 2},
	}
	for _, c := range cases {
		if got := PersonStrength(c.t, c.n); got != c.want {
			t.Errorf("%s x%d = %d, want %d", PersonTypeNames[c.t], c.n, got, c.want)
		}
	}
}

func TestPhaseBEveryPersonAction(t *testing.T) {
	for typ := PersonType(0); typ < NumPersonTypes; typ++ {
		g := newGame(t, 4, 3)
		pastStartHuts(t, g)
		p := int(g.board.Order[0])
		for q := 0; q < 4; q++ {
			clearHuts(g, q)
		}
		giveHut(g, p, int(CMountain), true) // land 2 to the central beach
		giveHut(g, p, int(CPlains), true)   // water 2 to the north mountain
		pl := &g.seats[p]
		pl.Ceremony[0], pl.Ceremony[1] = cerMaterial, cerMaterial
		givePerson(g, p, personID(Woman, typ, 0), false)
		toPhaseB(g, p)
		before := *pl
		vp := g.Score(p)
		mustApply(t, g, ch(KActivate, Woman, int(typ), int(ActivatePlain)))
		pr := g.Prompt()
		switch typ {
		case PersonLandPath, PersonWaterPath:
			if pr.Kind != PromptExpand || pr.N != 2 {
				t.Errorf("%v: %+v", typ, pr)
			}
		case PersonTakeWoman, PersonTakeMan:
			if pr.Kind != PromptTakePerson || pr.N != 3 {
				t.Errorf("%v: %+v", typ, pr)
			}
		case PersonBuild:
			if pr.Kind != PromptBuild || pr.N != 3 {
				t.Errorf("%v: %+v", typ, pr)
			}
		case PersonMaterials:
			if pr.Kind != PromptGainMaterial || pr.N != 1 {
				t.Errorf("%v: %+v", typ, pr)
			}
		case PersonGodCards:
			if pr.Kind != PromptDrawCard || pr.N != 1 {
				t.Errorf("%v: %+v", typ, pr)
			}
		case PersonMoveHuts:
			if pl.Huts12 != before.Huts12+1 {
				t.Errorf("move hut: %d", pl.Huts12)
			}
		case PersonVP:
			if g.Score(p) != vp+2 || g.Breakdown(p)[SrcPersons] != 2 {
				t.Errorf("VP woman scored %d", g.Score(p)-vp)
			}
		case PersonOfferings:
			if pl.Offerings != before.Offerings+1 {
				t.Errorf("offering")
			}
		case PersonStatus:
			// the phase may have ended (nothing else to do), and phase C resets the track:
			// read the step from the events
			steps := 0
			for _, e := range g.Events() {
				if e.Kind == EvStatus && int(e.Player) == p {
					steps += int(e.N)
				}
			}
			if steps != 1 {
				t.Errorf("status: %d steps", steps)
			}
		case PersonShells:
			if pl.Shells != before.Shells+1 {
				t.Errorf("shell")
			}
		}
	}
}

func TestPhaseBNeverMenWithWomenAndOneTypeEach(t *testing.T) {
	g := started(t, 4, 3)
	p := int(g.board.Order[0])
	givePerson(g, p, personID(Man, PersonVP, 0), false)
	givePerson(g, p, personID(Woman, PersonVP, 0), false)
	givePerson(g, p, personID(Woman, PersonShells, 0), false)
	toPhaseB(g, p)
	vp := g.Score(p)
	mustApply(t, g, ch(KActivate, Man, int(PersonVP), int(ActivatePlain)))
	if g.Score(p) != vp+2 {
		t.Errorf("a man and a woman of one type combined: +%d", g.Score(p)-vp)
	}
	mustApply(t, g, ch(KActivate, Woman, int(PersonShells), int(ActivatePlain)))
	if hasChoice(g, ch(KActivate, Woman, int(PersonVP), int(ActivatePlain))) {
		t.Errorf("a second woman type without a Green God")
	}
	// nothing left but pass (and a Green God if held): passing ends the turn
	if g.Prompt().Kind == PromptPhaseB {
		mustApply(t, g, ch(KPass))
	}
	if g.Prompt().Player == p && g.board.Stage == StagePhaseB {
		t.Errorf("still seat %d's phase B turn", p)
	}
}

// Rulebook: Cleo's two VP women score 4; a Green God doubles it to 8.
func TestGreenGodDoublesExampleCleo(t *testing.T) {
	g := started(t, 4, 3)
	p := int(g.board.Order[0])
	givePerson(g, p, personID(Woman, PersonVP, 0), false)
	givePerson(g, p, personID(Woman, PersonVP, 1), false)
	emptyHand(g, p)
	giveCards(g, p, Green, 1)
	g.seats[p].GodTiles = 0
	toPhaseB(g, p)
	mustApply(t, g, ch(KPlayGod, int(Green), int(PayCard), int(Green)))
	vp := g.Score(p)
	mustApply(t, g, ch(KActivate, Woman, int(PersonVP), int(ActivateDoubled)))
	if g.Score(p) != vp+8 {
		t.Errorf("doubled VP women scored %d, want 8", g.Score(p)-vp)
	}
	if hasChoice(g, ch(KPlayGod, int(Green), int(PayTile), 0)) {
		t.Errorf("a second Green God in one phase B")
	}
}

// Rulebook: Ben can build at most a 3; with a Green God a 4, 5 or 6 (not a second building).
func TestGreenGodDoublesBuilderExampleBen(t *testing.T) {
	g := started(t, 4, 3)
	p := int(g.board.Order[0])
	pl := &g.seats[p]
	pl.Ceremony = [NumCeremony]CeremonySpace{}
	for s := 0; s < 8; s++ {
		pl.Ceremony[s] = cerMaterial
	}
	givePerson(g, p, personID(Man, PersonBuild, 0), false)
	pl.GodTiles = 1
	toPhaseB(g, p)
	mustApply(t, g, ch(KPlayGod, int(Green), int(PayTile), 0))
	mustApply(t, g, ch(KActivate, Man, int(PersonBuild), int(ActivateDoubled)))
	if g.Prompt().Kind != PromptBuild || g.Prompt().N != 6 {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	mustApply(t, g, ch(KBuild, 6, 0))
	mustApply(t, g, ch(KFireOffering))
	mustApply(t, g, ch(KFireStatus))
	if g.Prompt().Kind == PromptBuild {
		t.Errorf("a second building")
	}
	if pl.buildingsBuilt() != 1 {
		t.Errorf("%d buildings", pl.buildingsBuilt())
	}
}

// Rulebook: Don uses his two pathfinder women, then a man takes one God card: a Green God,
// which he plays at once to activate another woman type that takes a man tile.
func TestGreenGodSecondTypeExampleDon(t *testing.T) {
	g := started(t, 4, 3)
	d := int(g.board.Order[0])
	for q := 0; q < 4; q++ {
		clearHuts(g, q)
	}
	giveHut(g, d, int(CMountain), true)
	pl := &g.seats[d]
	emptyHand(g, d)
	pl.GodTiles = 0
	givePerson(g, d, personID(Woman, PersonLandPath, 0), false)
	givePerson(g, d, personID(Woman, PersonLandPath, 1), false)
	givePerson(g, d, personID(Man, PersonGodCards, 0), false)
	givePerson(g, d, personID(Woman, PersonTakeMan, 0), false)
	// make a Green card sit in the market
	slot := -1
	for i, c := range g.board.Market {
		if c == int8(Green) {
			slot = i
		}
	}
	if slot < 0 {
		giveCards(g, d, Green, 0)
		for i := 0; i < int(g.board.NDeck); i++ {
			if g.board.Deck[i] == int8(Green) {
				g.board.Deck[i], g.board.Market[0] = g.board.Market[0], g.board.Deck[i]
				break
			}
		}
		slot = 0
	}
	toPhaseB(g, d)
	mustApply(t, g, ch(KActivate, Woman, int(PersonLandPath), int(ActivatePlain)))
	mustApply(t, g, ch(KExpand, int(CPlains), 0)) // the 4 land path
	mustApply(t, g, ch(KActivate, Man, int(PersonGodCards), int(ActivatePlain)))
	mustApply(t, g, ch(KDrawCard, slot))
	if pl.Hand[Green] != 1 {
		t.Fatalf("no Green card drawn")
	}
	if !hasChoice(g, ch(KPlayGod, int(Green), int(PayCard), int(Green))) {
		t.Fatalf("Green God not playable: %v", g.Legal())
	}
	mustApply(t, g, ch(KPlayGod, int(Green), int(PayCard), int(Green)))
	if hasChoice(g, ch(KActivate, Woman, int(PersonLandPath), int(ActivateSecond))) {
		t.Errorf("the same type twice")
	}
	mustApply(t, g, ch(KActivate, Woman, int(PersonTakeMan), int(ActivateSecond)))
	if g.Prompt().Kind != PromptTakePerson || g.Prompt().X != Man || g.Prompt().N != 3 {
		t.Errorf("second type: %+v", g.Prompt())
	}
}

func TestPhaseBIsOptional(t *testing.T) {
	g := started(t, 4, 3)
	p := int(g.board.Order[0])
	givePerson(g, p, personID(Man, PersonVP, 0), false)
	toPhaseB(g, p)
	vp := g.Score(p)
	mustApply(t, g, ch(KPass))
	if g.Score(p) != vp {
		t.Errorf("passing scored")
	}
}

// toPhaseC ends phase B for everyone and runs phase C's automatic steps.
func toPhaseC(g *Game) {
	g.board.Stage, g.board.Idx, g.board.NFrames = StagePhaseB, g.board.NP, 0
	g.normalize()
}

func TestStatusScoringAndNewTurnOrder(t *testing.T) {
	g := started(t, 4, 3)
	o := g.board.Order
	// seat o[3] goes furthest; o[1] and o[2] tie on 3, o[1] arriving later (on top)
	g.status(int(o[3]), 7)
	g.status(int(o[2]), 3)
	g.status(int(o[1]), 3)
	vp := g.Scores()
	toPhaseC(g)
	want := [4]int8{o[3], o[1], o[2], o[0]}
	if g.board.Order != want {
		t.Errorf("new order %v, want %v", g.board.Order, want)
	}
	if got := g.Scores()[o[3]] - vp[o[3]] - g.Breakdown(int(o[3]))[SrcTemple]; got != StatusVP(7) {
		t.Errorf("status 7 scored %d", got)
	}
	for p := 0; p < 4; p++ {
		if g.seats[p].Status != 0 {
			t.Errorf("status marker not back to 0")
		}
	}
	// the stack keeps the new order for the next round
	for i := 1; i < 4; i++ {
		if !g.ahead(int(g.board.Order[i-1]), int(g.board.Order[i])) {
			t.Errorf("reset stack out of order")
		}
	}
}

func TestTempleScoringByRoundAndGodTileMajorityLeftmostTieBreak(t *testing.T) {
	for _, round := range []int{1, 3, 5} {
		g := newGame(t, 4, 3)
		pastStartHuts(t, g)
		g.board.Round = int8(round)
		a, b := int(g.board.Order[0]), int(g.board.Order[1])
		// a: spaces 5 and 1; b: spaces 4 and 2 -> tie, a is further left (5)
		g.board.Temple[5], g.board.Temple[1] = int8(a), int8(a)
		g.board.Temple[4], g.board.Temple[2] = int8(b), int8(b)
		g.seats[a].PriestsSupply, g.seats[b].PriestsSupply = 2, 2
		tiles := g.seats[a].GodTiles
		toPhaseC(g)
		if got := g.Breakdown(a)[SrcTemple]; got != 2*PriestVP[round] {
			t.Errorf("round %d: temple scored %d", round, got)
		}
		if g.seats[a].GodTiles != tiles+1 || g.board.TempleGodTiles != 5 {
			t.Errorf("round %d: God tile not to the left-most tied player", round)
		}
		if g.board.Temple[5] != int8(a) {
			t.Errorf("priests left the temple")
		}
	}
	g := started(t, 4, 3)
	box := g.board.GodTilesBox
	toPhaseC(g)
	if g.board.TempleGodTiles != 5 || g.board.GodTilesBox != box+1 {
		t.Errorf("empty temple: God tile not removed from the game")
	}
}

func TestJewelryOnePerRoundFromTheRoundsColumn(t *testing.T) {
	g := started(t, 4, 3)
	g.board.Round = 2
	for p := 0; p < 4; p++ {
		g.seats[p].Shells = 0
	}
	first := int(g.board.Order[0])
	g.seats[first].Shells = 20
	toPhaseC(g)
	first = int(g.board.Order[0])
	if g.Prompt().Kind != PromptJewelry || g.Prompt().Player != first {
		t.Fatalf("the only player with shells (seat %d, first in turn order) not asked: prompt %+v", first, g.Prompt())
	}
	p := g.Prompt().Player
	j := g.board.Jewelry[1][0]
	shells := g.seats[p].Shells
	mustApply(t, g, ch(KBuyJewel, 0))
	if g.seats[p].NJewels != 1 || int8(g.seats[p].Jewels[0]) != j || g.seats[p].Shells != shells-int16(JewelTile(j).Value()) {
		t.Errorf("purchase: %d jewels, shells %d", g.seats[p].NJewels, g.seats[p].Shells)
	}
	if g.Prompt().Kind == PromptJewelry && g.Prompt().Player == p {
		t.Errorf("a second purchase in one round")
	}
	// the others have no shells: skipped; leftovers discarded
	if g.Prompt().Kind == PromptJewelry {
		t.Errorf("a player without shells asked to buy")
	}
	for r := 0; r < 4; r++ {
		if g.board.Jewelry[1][r] >= 0 {
			t.Errorf("leftover jewelry not discarded")
		}
	}
}

func TestTaskCompletionSixFourOrSurrender(t *testing.T) {
	g := started(t, 4, 3)
	for p := 0; p < 4; p++ {
		g.seats[p].Shells = 0
	}
	toPhaseC(g)
	for g.Prompt().Kind == PromptJewelry {
		mustApply(t, g, ch(KPass))
	}
	p := g.Prompt().Player
	if g.Prompt().Kind != PromptTask || p != int(g.board.Order[0]) {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	pl := &g.seats[p]
	putTask(g, p, 1, taskOfKind(ReqShells))
	pl.Shells = 5
	g.normalize()
	if !hasChoice(g, ch(KCompleteTask, 1, int(PayNone))) {
		t.Fatalf("5 shells do not complete the shell task: %v", g.Legal())
	}
	if hasChoice(g, ch(KSurrenderTask, 0)) {
		t.Errorf("surrender offered while a task can be completed")
	}
	pl.Shells = 4
	emptyHand(g, p)
	pl.GodTiles = 1
	g.normalize()
	if hasChoice(g, ch(KCompleteTask, 1, int(PayNone))) {
		t.Fatalf("4 shells complete a 5-shell task")
	}
	if !hasChoice(g, ch(KCompleteTask, 1, int(PayTile))) {
		t.Fatalf("a Yellow God (tile) cannot cover one missing shell: %v", g.Legal())
	}
	mustApply(t, g, ch(KCompleteTask, 1, int(PayTile)))
	if g.Breakdown(p)[SrcTasks] != 4 || pl.NDone != 1 || pl.Tasks[1] != -1 {
		t.Errorf("yellow task: %d VP, %d done", g.Breakdown(p)[SrcTasks], pl.NDone)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// taskTurnWithNothing returns a game at the Phase C task decision of a seat (not first in
// turn order) that has nothing any task could count, and that seat.
func taskTurnWithNothing(t *testing.T, rules int) (*Game, int) {
	t.Helper()
	g := startedRules(t, rules, 4, 3)
	toPhaseC(g)
	for g.Prompt().Kind == PromptJewelry {
		mustApply(t, g, ch(KPass))
	}
	p := g.Prompt().Player
	pl := &g.seats[p]
	// strip everything a task could count
	for q := 0; q < 4; q++ {
		clearHuts(g, q)
	}
	emptyHand(g, p)
	g.board.GodTilesBox += pl.GodTiles
	pl.GodTiles, pl.Offerings, pl.Shells = 0, 0, 0
	pl.Ceremony, pl.Beside = [NumCeremony]CeremonySpace{}, [NumMaterials]int8{}
	for s := range g.board.Temple {
		if int(g.board.Temple[s]) == p {
			g.board.Temple[s] = -1
			pl.PriestsSupply++
		}
	}
	g.board.Order[0], g.board.Order[1] = g.board.Order[1], g.board.Order[0] // not first in turn order
	g.board.Idx = 1
	g.normalize()
	if g.Prompt().Player != p || g.Prompt().Kind != PromptTask {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	return g, p
}

func TestSurrenderWhenNoTaskCanBeCompleted(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		g, p := taskTurnWithNothing(t, rules)
		pl := &g.seats[p]
		for _, c := range g.Legal() {
			if c.Kind != KSurrenderTask {
				t.Fatalf("with nothing, legal %v", g.Legal())
			}
		}
		if g.LegalCount() != 3 {
			t.Fatalf("%d surrender options", g.LegalCount())
		}
		tk := pl.Tasks[2]
		box := g.board.TasksBox
		vp := g.Score(p)
		mustApply(t, g, ch(KSurrenderTask, 2))
		if pl.Tasks[2] != -1 || g.board.TasksBox != box+1 || g.Score(p) != vp || pl.NDone != 0 {
			t.Errorf("surrender of task %d", tk)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
}

// A God is never forced: when no task can be completed without a Yellow God, the player may
// complete one with it or surrender one. Rules 1 (kept for old records) offered surrender only
// when no task could be completed even with a Yellow God.
func TestSurrenderOfferedWhenOnlyAYellowGodCompletes(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		g, p := taskTurnWithNothing(t, rules)
		pl := &g.seats[p]
		putTask(g, p, 1, taskOfKind(ReqShells))
		pl.Shells = 4
		pl.GodTiles = 1
		g.board.GodTilesBox--
		g.normalize()
		if !hasChoice(g, ch(KCompleteTask, 1, int(PayTile))) || hasChoice(g, ch(KCompleteTask, 1, int(PayNone))) {
			t.Fatalf("rules %d: 4 shells and a God tile: legal %v", rules, g.Legal())
		}
		for s := 0; s < 3; s++ {
			if hasChoice(g, ch(KSurrenderTask, s)) != (rules >= 2) {
				t.Errorf("rules %d: surrender of slot %d offered: %v", rules, s, hasChoice(g, ch(KSurrenderTask, s)))
			}
		}
		if rules < 2 {
			mustReject(t, g, ch(KSurrenderTask, 1))
			continue
		}
		vp := g.Score(p)
		mustApply(t, g, ch(KSurrenderTask, 1))
		if pl.GodTiles != 1 || pl.Shells != 4 || g.Score(p) != vp || pl.Tasks[1] != -1 || pl.NDone != 0 {
			t.Errorf("surrender cost something: tiles %d shells %d VP %d", pl.GodTiles, pl.Shells, g.Score(p)-vp)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
	// with a task that needs no God, surrender stays closed
	g, p := taskTurnWithNothing(t, RulesVersion)
	putTask(g, p, 1, taskOfKind(ReqShells))
	g.seats[p].Shells = 5
	g.normalize()
	if !hasChoice(g, ch(KCompleteTask, 1, int(PayNone))) || hasChoice(g, ch(KSurrenderTask, 0)) {
		t.Errorf("5 shells: legal %v", g.Legal())
	}
}

func TestNewTaskFromDisplayThenNextRoundRefills(t *testing.T) {
	g := started(t, 3, 3)
	toPhaseC(g)
	for g.board.Stage == StageJewelry || g.board.Stage == StageTasks {
		mustApply(t, g, g.LegalAt(0))
	}
	for i := 0; i < 3; i++ {
		p := g.Prompt().Player
		if g.Prompt().Kind != PromptNewTask || p != int(g.board.Order[i]) {
			t.Fatalf("new task %d: %+v", i, g.Prompt())
		}
		c := g.LegalAt(0)
		tk := g.board.TaskDisplay[c.A]
		mustApply(t, g, c)
		found := false
		for _, x := range g.seats[p].Tasks {
			found = found || int8(x) == tk
		}
		if !found {
			t.Errorf("task not on the player's board")
		}
	}
	if g.board.Round != 2 || g.board.Stage != StagePhaseA {
		t.Fatalf("round %d stage %v", g.board.Round, g.board.Stage)
	}
	shown := 0
	for _, tk := range g.board.TaskDisplay {
		if tk >= 0 {
			shown++
		}
	}
	if shown != 5 {
		t.Errorf("task display %d after refill", shown)
	}
	for i := 0; i < DisplaySize; i++ {
		if g.board.Men[i] < 0 || g.board.Women[i] < 0 {
			t.Errorf("persons not refilled")
		}
	}
	for p := 0; p < 3; p++ {
		for d := 0; d < 3; d++ {
			if g.seats[p].DiceAt[d] != -1 {
				t.Errorf("dice not taken back")
			}
		}
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

func TestTaskRequirementsEvaluator(t *testing.T) {
	g := started(t, 4, 3)
	p := int(g.board.Order[1])
	for q := 0; q < 4; q++ {
		clearHuts(g, q)
	}
	pl := &g.seats[p]
	emptyHand(g, p)
	find := func(k ReqKind, param int) int {
		for i, tk := range Tasks {
			if tk.Reqs[0].Kind == k && int(tk.Reqs[0].Param) == param && tk.Reqs[1].Kind == 0 {
				return i
			}
		}
		t.Fatalf("no task %v/%d", k, param)
		return -1
	}
	// huts: all three mountains (one pushed aside still counts)
	mt := find(ReqTerrain, int(Mountain))
	giveHut(g, p, int(CMountain), true)
	giveHut(g, p, int(NMountain), false)
	if g.TaskMet(p, TaskID(mt), false) || !g.TaskMet(p, TaskID(mt), true) {
		t.Errorf("2 of 3 mountains: met %v, with Yellow %v", g.TaskMet(p, TaskID(mt), false), g.TaskMet(p, TaskID(mt), true))
	}
	giveHut(g, p, int(SMountain), false)
	if !g.TaskMet(p, TaskID(mt), false) {
		t.Errorf("3 mountains not met")
	}
	// islands
	isl := find(ReqIslands, 0)
	if got := g.quantity(p, Tasks[isl].Reqs[0]); got != 3 {
		t.Errorf("islands %d", got)
	}
	// God cards: tiles and pairs never stand in
	two := find(ReqCardsColour, int(Red))
	pl.GodTiles = 3
	giveCards(g, p, Red, 1)
	if g.TaskMet(p, TaskID(two), false) {
		t.Errorf("God tiles counted as cards")
	}
	giveCards(g, p, Red, 1)
	if !g.TaskMet(p, TaskID(two), false) {
		t.Errorf("2 red cards not met")
	}
	diff := find(ReqCardsDifferent, 0)
	giveCards(g, p, Blue, 1)
	giveCards(g, p, Green, 1)
	if g.TaskMet(p, TaskID(diff), false) || !g.TaskMet(p, TaskID(diff), true) {
		t.Errorf("3 different colours")
	}
	// materials beside the board count
	wood := find(ReqMaterial, int(Wood))
	pl.Ceremony = [NumCeremony]CeremonySpace{}
	pl.Beside[Wood] = 2
	pl.Ceremony[2] = cerMaterial // a wood space
	if CeremonyLayout[2] != Wood || !g.TaskMet(p, TaskID(wood), false) {
		t.Errorf("2 beside + 1 on a space is not 3 wood")
	}
	// two-requirement crane task: Yellow removes one of them
	manWoman := 0
	if Tasks[manWoman].Reqs[0].Kind != ReqMen || Tasks[manWoman].Reqs[1].Kind != ReqWomen {
		t.Fatalf("task 0 is not man+woman")
	}
	givePerson(g, p, personID(Woman, PersonVP, 0), false)
	if g.TaskMet(p, TaskID(manWoman), false) || !g.TaskMet(p, TaskID(manWoman), true) {
		t.Errorf("woman only: man+woman task")
	}
	// turn order #1
	first := 5
	givePerson(g, p, personID(Man, PersonVP, 0), false)
	if g.TaskMet(p, TaskID(first), false) {
		t.Errorf("#1 task met by the second player")
	}
	// shifted persons
	sh := find(ReqShiftedPersons, 0)
	for i := 0; i < int(pl.NPersons); i++ {
		pl.Shifted[i] = true
	}
	if got := g.quantity(p, Tasks[sh].Reqs[0]); got != 2 {
		t.Errorf("shifted %d", got)
	}
	// person type counts men and women together
	pt := find(ReqPersonType, int(PersonVP))
	if !g.TaskMet(p, TaskID(pt), false) {
		t.Errorf("a VP man and a VP woman are not two VP persons")
	}
}

func TestFinalScoringAndEndBonuses(t *testing.T) {
	g := started(t, 2, 3)
	p := int(g.board.Order[0])
	q := 1 - p
	clearHuts(g, p)
	clearHuts(g, q)
	pl := &g.seats[p]
	// huts in all 12 regions, on the building space in 11 of them
	for r := 0; r < NumRegions; r++ {
		pl.HutsRegular, pl.Huts12 = 12-int8(r), 0
		giveHut(g, p, r, r != 0)
	}
	pl.HutsRegular = 0
	giveHut(g, q, 0, true)
	g.seats[q].HutsRegular = 11
	// 12 persons
	for i := 0; i < 12; i++ {
		id := personID(i%2, PersonType(i/2), 0)
		pl.Persons[i] = PersonTile(id)
	}
	pl.NPersons = 12
	// ceremony full with 6 buildings
	for b := 1; b <= 6; b++ {
		pr := []int{0, 2, 4, 6, 8, 10}[b-1] // horizontal pairs (0,1),(2,3),(4,5),(6,7),(8,9),(10,11)
		pl.BuiltPair[b] = int8(pr)
	}
	for s := range pl.Ceremony {
		pl.Ceremony[s] = cerBuilding
	}
	pl.GodTiles = 2
	pl.NJewels = 6
	jv := 0
	for i := 0; i < 6; i++ {
		pl.Jewels[i] = JewelTile(i * 4)
		jv += JewelTile(i * 4).Value()
	}
	pl.NDone = 9
	fish := 0
	for r := 1; r < NumRegions; r++ {
		fish += FishTile(g.board.Fish[r]).Value()
	}
	g.board.Stage, g.board.Idx, g.board.NFrames = StageFinalTasks, 2, 0
	g.normalize()
	if !g.Over() {
		t.Fatalf("not over")
	}
	b := g.Breakdown(p)
	if b[SrcGodTiles] != 4 || b[SrcFishEnd] != fish || b[SrcJewelry] != jv {
		t.Errorf("God tiles %d fish %d (want %d) jewelry %d (want %d)", b[SrcGodTiles], b[SrcFishEnd], fish, b[SrcJewelry], jv)
	}
	for _, s := range []Source{SrcBonusTasks, SrcBonusJewelry, SrcBonusCeremony, SrcBonusBuildings, SrcBonusRegions, SrcBonusPersons} {
		if b[s] != 6 {
			t.Errorf("bonus %s = %d", SourceNames[s], b[s])
		}
	}
	if g.Breakdown(q)[SrcFishEnd] != FishTile(g.board.Fish[0]).Value() {
		t.Errorf("fish under the other player's hut")
	}
	if g.LegalCount() != 0 || g.Prompt().Kind != PromptNone {
		t.Errorf("legal choices after the end")
	}
}

func TestFinalTasksOneYellowPerTile(t *testing.T) {
	g := started(t, 2, 3)
	p := int(g.board.Order[0])
	pl := &g.seats[p]
	emptyHand(g, p)
	pl.GodTiles = 0
	giveCards(g, p, Yellow, 3)
	pl.Offerings = 3
	pl.Shells = 4
	putTask(g, p, 0, taskOfKind(ReqShells))
	putTask(g, p, 1, taskOfKind(ReqOfferings))
	g.board.Stage, g.board.Idx, g.board.NFrames = StageFinalTasks, 0, 0
	g.normalize()
	if g.Prompt().Kind != PromptFinalTasks || g.Prompt().Player != p {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	if hasChoice(g, ch(KCompleteTask, 0, int(PayNone))) {
		t.Errorf("4 shells complete 5")
	}
	mustApply(t, g, ch(KCompleteTask, 0, int(PayCard), int(Yellow)))
	// offerings: 2 left after paying, task needs 4: one Yellow covers only one missing
	if hasChoice(g, ch(KCompleteTask, 1, int(PayCard), int(Yellow))) {
		t.Errorf("one Yellow God covered two missing offerings")
	}
	if g.Breakdown(p)[SrcTasks] != 4 {
		t.Errorf("yellow task scored %d", g.Breakdown(p)[SrcTasks])
	}
}
