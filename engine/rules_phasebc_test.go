package engine

import "testing"

// toPhaseB makes it seat p's turn in phase B.
func toPhaseB(g *Game, p int) {
	g.startPhaseB()
	g.NFrames = 0
	for i := 0; i < int(g.NP); i++ {
		if int(g.Order[i]) == p {
			g.Idx = int8(i)
		}
	}
	g.normalize()
}

// Rulebook: Don adds his two male pathfinders (one tattooed) to expand along one land path of
// value 4 or less, not along two paths of 2; a female pathfinder may expand again on her own.
func TestPathfindersExampleDon(t *testing.T) {
	g := started(t, 4, 3)
	d := int(g.Order[0])
	for q := 0; q < 4; q++ {
		clearHuts(g, q)
	}
	giveHut(g, d, CMountain, true)
	givePerson(g, d, personID(Man, PLand, 0), true)
	givePerson(g, d, personID(Man, PLand, 1), false)
	givePerson(g, d, personID(Woman, PLand, 0), false)
	toPhaseB(g, d)
	if g.Prompt().Kind != PromptPhaseB || g.Prompt().Player != d {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	mustApply(t, g, ch(KActivate, Man, int(PLand), int(ActNormal)))
	if g.Prompt().Kind != PromptExpand || g.Prompt().N != 4 {
		t.Fatalf("two pathfinders: prompt %+v", g.Prompt())
	}
	if !hasChoice(g, ch(KExpand, CPlains, 0)) { // the 4 land path
		t.Errorf("4 land path not open")
	}
	mustApply(t, g, ch(KExpand, CPlains, 0))
	if g.Prompt().Kind == PromptRedGod {
		mustApply(t, g, ch(KPass))
	}
	// one action only: back to the phase B menu, the men are used
	if g.Prompt().Kind != PromptPhaseB {
		t.Fatalf("after the expansion: %+v", g.Prompt())
	}
	if hasChoice(g, ch(KActivate, Man, int(PLand), int(ActNormal))) {
		t.Errorf("men usable twice")
	}
	if !hasChoice(g, ch(KActivate, Woman, int(PLand), int(ActNormal))) {
		t.Errorf("the woman pathfinder cannot expand on her own")
	}
	mustApply(t, g, ch(KActivate, Woman, int(PLand), int(ActNormal)))
	if g.Prompt().N != 2 {
		t.Errorf("one pathfinder strength %d", g.Prompt().N)
	}
	if g.P[d].Persons[0] != int8(personID(Man, PLand, 0)) || !g.P[d].Shifted[0] || g.P[d].Shifted[1] {
		t.Errorf("using persons changed them")
	}
}

func TestPersonStrengths(t *testing.T) {
	cases := []struct {
		t    PersonType
		n    int
		want int
	}{
		{PLand, 1, 2}, {PLand, 2, 4}, {PLand, 3, 6}, {PWater, 3, 6},
		{PWoman, 1, 3}, {PWoman, 2, 6}, {PWoman, 3, 6}, {PMan, 2, 6}, {PBuild, 1, 3}, {PBuild, 3, 6},
		{PMaterial, 3, 3}, {PMoveHut, 2, 2}, {PVP, 1, 2}, {PVP, 3, 6}, {PGodCard, 2, 2},
		{POffering, 3, 3}, {PStatus, 1, 1}, {PShell, 2, 2},
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
		p := int(g.Order[0])
		for q := 0; q < 4; q++ {
			clearHuts(g, q)
		}
		giveHut(g, p, CMountain, true) // land 2 to the central beach
		giveHut(g, p, CPlains, true)   // water 2 to the north mountain
		pl := &g.P[p]
		pl.Ceremony[0], pl.Ceremony[1] = cerMaterial, cerMaterial
		givePerson(g, p, personID(Woman, typ, 0), false)
		toPhaseB(g, p)
		before := *pl
		vp := g.Score(p)
		mustApply(t, g, ch(KActivate, Woman, int(typ), int(ActNormal)))
		pr := g.Prompt()
		switch typ {
		case PLand, PWater:
			if pr.Kind != PromptExpand || pr.N != 2 {
				t.Errorf("%v: %+v", typ, pr)
			}
		case PWoman, PMan:
			if pr.Kind != PromptTakePerson || pr.N != 3 {
				t.Errorf("%v: %+v", typ, pr)
			}
		case PBuild:
			if pr.Kind != PromptBuild || pr.N != 3 {
				t.Errorf("%v: %+v", typ, pr)
			}
		case PMaterial:
			if pr.Kind != PromptGainMaterial || pr.N != 1 {
				t.Errorf("%v: %+v", typ, pr)
			}
		case PGodCard:
			if pr.Kind != PromptDrawCard || pr.N != 1 {
				t.Errorf("%v: %+v", typ, pr)
			}
		case PMoveHut:
			if pl.Huts12 != before.Huts12+1 {
				t.Errorf("move hut: %d", pl.Huts12)
			}
		case PVP:
			if g.Score(p) != vp+2 || g.Breakdown(p)[SrcPersons] != 2 {
				t.Errorf("VP woman scored %d", g.Score(p)-vp)
			}
		case POffering:
			if pl.Offerings != before.Offerings+1 {
				t.Errorf("offering")
			}
		case PStatus:
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
		case PShell:
			if pl.Shells != before.Shells+1 {
				t.Errorf("shell")
			}
		}
	}
}

func TestPhaseBNeverMenWithWomenAndOneTypeEach(t *testing.T) {
	g := started(t, 4, 3)
	p := int(g.Order[0])
	givePerson(g, p, personID(Man, PVP, 0), false)
	givePerson(g, p, personID(Woman, PVP, 0), false)
	givePerson(g, p, personID(Woman, PShell, 0), false)
	toPhaseB(g, p)
	vp := g.Score(p)
	mustApply(t, g, ch(KActivate, Man, int(PVP), int(ActNormal)))
	if g.Score(p) != vp+2 {
		t.Errorf("a man and a woman of one type combined: +%d", g.Score(p)-vp)
	}
	mustApply(t, g, ch(KActivate, Woman, int(PShell), int(ActNormal)))
	if hasChoice(g, ch(KActivate, Woman, int(PVP), int(ActNormal))) {
		t.Errorf("a second woman type without a Green God")
	}
	// nothing left but pass (and a Green God if held): passing ends the turn
	if g.Prompt().Kind == PromptPhaseB {
		mustApply(t, g, ch(KPass))
	}
	if g.Prompt().Player == p && g.Stage == StagePhaseB {
		t.Errorf("still seat %d's phase B turn", p)
	}
}

// Rulebook: Cleo's two VP women score 4; a Green God doubles it to 8.
func TestGreenGodDoublesExampleCleo(t *testing.T) {
	g := started(t, 4, 3)
	p := int(g.Order[0])
	givePerson(g, p, personID(Woman, PVP, 0), false)
	givePerson(g, p, personID(Woman, PVP, 1), false)
	emptyHand(g, p)
	giveCards(g, p, Green, 1)
	g.P[p].GodTiles = 0
	toPhaseB(g, p)
	mustApply(t, g, ch(KPlayGod, int(Green), int(PayCard), int(Green)))
	vp := g.Score(p)
	mustApply(t, g, ch(KActivate, Woman, int(PVP), int(ActDoubled)))
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
	p := int(g.Order[0])
	pl := &g.P[p]
	pl.Ceremony = [NumCeremony]int8{}
	for s := 0; s < 8; s++ {
		pl.Ceremony[s] = cerMaterial
	}
	givePerson(g, p, personID(Man, PBuild, 0), false)
	pl.GodTiles = 1
	toPhaseB(g, p)
	mustApply(t, g, ch(KPlayGod, int(Green), int(PayTile), 0))
	mustApply(t, g, ch(KActivate, Man, int(PBuild), int(ActDoubled)))
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
	d := int(g.Order[0])
	for q := 0; q < 4; q++ {
		clearHuts(g, q)
	}
	giveHut(g, d, CMountain, true)
	pl := &g.P[d]
	emptyHand(g, d)
	pl.GodTiles = 0
	givePerson(g, d, personID(Woman, PLand, 0), false)
	givePerson(g, d, personID(Woman, PLand, 1), false)
	givePerson(g, d, personID(Man, PGodCard, 0), false)
	givePerson(g, d, personID(Woman, PMan, 0), false)
	// make a Green card sit in the market
	slot := -1
	for i, c := range g.Market {
		if c == int8(Green) {
			slot = i
		}
	}
	if slot < 0 {
		giveCards(g, d, Green, 0)
		for i := 0; i < int(g.NDeck); i++ {
			if g.Deck[i] == int8(Green) {
				g.Deck[i], g.Market[0] = g.Market[0], g.Deck[i]
				break
			}
		}
		slot = 0
	}
	toPhaseB(g, d)
	mustApply(t, g, ch(KActivate, Woman, int(PLand), int(ActNormal)))
	mustApply(t, g, ch(KExpand, CPlains, 0)) // the 4 land path
	mustApply(t, g, ch(KActivate, Man, int(PGodCard), int(ActNormal)))
	mustApply(t, g, ch(KDrawCard, slot))
	if pl.Hand[Green] != 1 {
		t.Fatalf("no Green card drawn")
	}
	if !hasChoice(g, ch(KPlayGod, int(Green), int(PayCard), int(Green))) {
		t.Fatalf("Green God not playable: %v", g.Legal())
	}
	mustApply(t, g, ch(KPlayGod, int(Green), int(PayCard), int(Green)))
	if hasChoice(g, ch(KActivate, Woman, int(PLand), int(ActExtra))) {
		t.Errorf("the same type twice")
	}
	mustApply(t, g, ch(KActivate, Woman, int(PMan), int(ActExtra)))
	if g.Prompt().Kind != PromptTakePerson || g.Prompt().X != Man || g.Prompt().N != 3 {
		t.Errorf("second type: %+v", g.Prompt())
	}
}

func TestPhaseBIsOptional(t *testing.T) {
	g := started(t, 4, 3)
	p := int(g.Order[0])
	givePerson(g, p, personID(Man, PVP, 0), false)
	toPhaseB(g, p)
	vp := g.Score(p)
	mustApply(t, g, ch(KPass))
	if g.Score(p) != vp {
		t.Errorf("passing scored")
	}
}

// toPhaseC ends phase B for everyone and runs phase C's automatic steps.
func toPhaseC(g *Game) {
	g.Stage, g.Idx, g.NFrames = StagePhaseB, g.NP, 0
	g.normalize()
}

func TestStatusScoringAndNewTurnOrder(t *testing.T) {
	g := started(t, 4, 3)
	o := g.Order
	// seat o[3] goes furthest; o[1] and o[2] tie on 3, o[1] arriving later (on top)
	g.status(int(o[3]), 7)
	g.status(int(o[2]), 3)
	g.status(int(o[1]), 3)
	vp := g.Scores()
	toPhaseC(g)
	want := [4]int8{o[3], o[1], o[2], o[0]}
	if g.Order != want {
		t.Errorf("new order %v, want %v", g.Order, want)
	}
	if got := g.Scores()[o[3]] - vp[o[3]] - g.Breakdown(int(o[3]))[SrcTemple]; got != StatusVP(7) {
		t.Errorf("status 7 scored %d", got)
	}
	for p := 0; p < 4; p++ {
		if g.P[p].Status != 0 {
			t.Errorf("status marker not back to 0")
		}
	}
	// the stack keeps the new order for the next round
	for i := 1; i < 4; i++ {
		if !g.ahead(int(g.Order[i-1]), int(g.Order[i])) {
			t.Errorf("reset stack out of order")
		}
	}
}

func TestTempleScoringByRoundAndGodTileMajorityLeftmostTieBreak(t *testing.T) {
	for _, round := range []int{1, 3, 5} {
		g := newGame(t, 4, 3)
		pastStartHuts(t, g)
		g.Round = int8(round)
		a, b := int(g.Order[0]), int(g.Order[1])
		// a: spaces 5 and 1; b: spaces 4 and 2 -> tie, a is further left (5)
		g.Temple[5], g.Temple[1] = int8(a), int8(a)
		g.Temple[4], g.Temple[2] = int8(b), int8(b)
		g.P[a].PriestsSupply, g.P[b].PriestsSupply = 2, 2
		tiles := g.P[a].GodTiles
		toPhaseC(g)
		if got := g.Breakdown(a)[SrcTemple]; got != 2*PriestVP[round] {
			t.Errorf("round %d: temple scored %d", round, got)
		}
		if g.P[a].GodTiles != tiles+1 || g.TempleGodTiles != 5 {
			t.Errorf("round %d: God tile not to the left-most tied player", round)
		}
		if g.Temple[5] != int8(a) {
			t.Errorf("priests left the temple")
		}
	}
	g := started(t, 4, 3)
	box := g.GodTilesBox
	toPhaseC(g)
	if g.TempleGodTiles != 5 || g.GodTilesBox != box+1 {
		t.Errorf("empty temple: God tile not removed from the game")
	}
}

func TestJewelryOnePerRoundFromTheRoundsColumn(t *testing.T) {
	g := started(t, 4, 3)
	g.Round = 2
	for p := 0; p < 4; p++ {
		g.P[p].Shells = 0
	}
	first := int(g.Order[0])
	g.P[first].Shells = 20
	toPhaseC(g)
	first = int(g.Order[0])
	if g.Prompt().Kind != PromptJewelry || g.Prompt().Player != first {
		t.Fatalf("the only player with shells (seat %d, first in turn order) not asked: prompt %+v", first, g.Prompt())
	}
	p := g.Prompt().Player
	j := g.Jewelry[1][0]
	shells := g.P[p].Shells
	mustApply(t, g, ch(KBuyJewel, 0))
	if g.P[p].NJewels != 1 || g.P[p].Jewels[0] != j || g.P[p].Shells != shells-int16(JewelValue(int(j))) {
		t.Errorf("purchase: %d jewels, shells %d", g.P[p].NJewels, g.P[p].Shells)
	}
	if g.Prompt().Kind == PromptJewelry && g.Prompt().Player == p {
		t.Errorf("a second purchase in one round")
	}
	// the others have no shells: skipped; leftovers discarded
	if g.Prompt().Kind == PromptJewelry {
		t.Errorf("a player without shells asked to buy")
	}
	for r := 0; r < 4; r++ {
		if g.Jewelry[1][r] >= 0 {
			t.Errorf("leftover jewelry not discarded")
		}
	}
}

func TestTaskCompletionSixFourOrSurrender(t *testing.T) {
	g := started(t, 4, 3)
	for p := 0; p < 4; p++ {
		g.P[p].Shells = 0
	}
	toPhaseC(g)
	for g.Prompt().Kind == PromptJewelry {
		mustApply(t, g, ch(KPass))
	}
	p := g.Prompt().Player
	if g.Prompt().Kind != PromptTask || p != int(g.Order[0]) {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	pl := &g.P[p]
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
	pl := &g.P[p]
	// strip everything a task could count
	for q := 0; q < 4; q++ {
		clearHuts(g, q)
	}
	emptyHand(g, p)
	g.GodTilesBox += pl.GodTiles
	pl.GodTiles, pl.Offerings, pl.Shells = 0, 0, 0
	pl.Ceremony, pl.Beside = [NumCeremony]int8{}, [NumMaterials]int8{}
	for s := range g.Temple {
		if int(g.Temple[s]) == p {
			g.Temple[s] = -1
			pl.PriestsSupply++
		}
	}
	g.Order[0], g.Order[1] = g.Order[1], g.Order[0] // not first in turn order
	g.Idx = 1
	g.normalize()
	if g.Prompt().Player != p || g.Prompt().Kind != PromptTask {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	return g, p
}

func TestSurrenderWhenNoTaskCanBeCompleted(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		g, p := taskTurnWithNothing(t, rules)
		pl := &g.P[p]
		for _, c := range g.Legal() {
			if c.Kind != KSurrenderTask {
				t.Fatalf("with nothing, legal %v", g.Legal())
			}
		}
		if g.LegalCount() != 3 {
			t.Fatalf("%d surrender options", g.LegalCount())
		}
		tk := pl.Tasks[2]
		box := g.TasksBox
		vp := g.Score(p)
		mustApply(t, g, ch(KSurrenderTask, 2))
		if pl.Tasks[2] != -1 || g.TasksBox != box+1 || g.Score(p) != vp || pl.NDone != 0 {
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
		pl := &g.P[p]
		putTask(g, p, 1, taskOfKind(ReqShells))
		pl.Shells = 4
		pl.GodTiles = 1
		g.GodTilesBox--
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
	g.P[p].Shells = 5
	g.normalize()
	if !hasChoice(g, ch(KCompleteTask, 1, int(PayNone))) || hasChoice(g, ch(KSurrenderTask, 0)) {
		t.Errorf("5 shells: legal %v", g.Legal())
	}
}

func TestNewTaskFromDisplayThenNextRoundRefills(t *testing.T) {
	g := started(t, 3, 3)
	toPhaseC(g)
	for g.Stage == StageJewelry || g.Stage == StageTasks {
		mustApply(t, g, g.LegalAt(0))
	}
	for i := 0; i < 3; i++ {
		p := g.Prompt().Player
		if g.Prompt().Kind != PromptNewTask || p != int(g.Order[i]) {
			t.Fatalf("new task %d: %+v", i, g.Prompt())
		}
		c := g.LegalAt(0)
		tk := g.TaskDisplay[c.A]
		mustApply(t, g, c)
		found := false
		for _, x := range g.P[p].Tasks {
			found = found || x == tk
		}
		if !found {
			t.Errorf("task not on the player's board")
		}
	}
	if g.Round != 2 || g.Stage != StagePhaseA {
		t.Fatalf("round %d stage %v", g.Round, g.Stage)
	}
	shown := 0
	for _, tk := range g.TaskDisplay {
		if tk >= 0 {
			shown++
		}
	}
	if shown != 5 {
		t.Errorf("task display %d after refill", shown)
	}
	for i := 0; i < DisplaySize; i++ {
		if g.Men[i] < 0 || g.Women[i] < 0 {
			t.Errorf("persons not refilled")
		}
	}
	for p := 0; p < 3; p++ {
		for d := 0; d < 3; d++ {
			if g.P[p].DiceAt[d] != -1 {
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
	p := int(g.Order[1])
	for q := 0; q < 4; q++ {
		clearHuts(g, q)
	}
	pl := &g.P[p]
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
	giveHut(g, p, CMountain, true)
	giveHut(g, p, NMountain, false)
	if g.TaskMet(p, mt, false) || !g.TaskMet(p, mt, true) {
		t.Errorf("2 of 3 mountains: met %v, with Yellow %v", g.TaskMet(p, mt, false), g.TaskMet(p, mt, true))
	}
	giveHut(g, p, SMountain, false)
	if !g.TaskMet(p, mt, false) {
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
	if g.TaskMet(p, two, false) {
		t.Errorf("God tiles counted as cards")
	}
	giveCards(g, p, Red, 1)
	if !g.TaskMet(p, two, false) {
		t.Errorf("2 red cards not met")
	}
	diff := find(ReqCardsDifferent, 0)
	giveCards(g, p, Blue, 1)
	giveCards(g, p, Green, 1)
	if g.TaskMet(p, diff, false) || !g.TaskMet(p, diff, true) {
		t.Errorf("3 different colours")
	}
	// materials beside the board count
	wood := find(ReqMaterial, int(Wood))
	pl.Ceremony = [NumCeremony]int8{}
	pl.Beside[Wood] = 2
	pl.Ceremony[2] = cerMaterial // a wood space
	if CeremonyLayout[2] != Wood || !g.TaskMet(p, wood, false) {
		t.Errorf("2 beside + 1 on a space is not 3 wood")
	}
	// two-requirement crane task: Yellow removes one of them
	manWoman := 0
	if Tasks[manWoman].Reqs[0].Kind != ReqMen || Tasks[manWoman].Reqs[1].Kind != ReqWomen {
		t.Fatalf("task 0 is not man+woman")
	}
	givePerson(g, p, personID(Woman, PVP, 0), false)
	if g.TaskMet(p, manWoman, false) || !g.TaskMet(p, manWoman, true) {
		t.Errorf("woman only: man+woman task")
	}
	// turn order #1
	first := 5
	givePerson(g, p, personID(Man, PVP, 0), false)
	if g.TaskMet(p, first, false) {
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
	pt := find(ReqPersonType, int(PVP))
	if !g.TaskMet(p, pt, false) {
		t.Errorf("a VP man and a VP woman are not two VP persons")
	}
}

func TestFinalScoringAndEndBonuses(t *testing.T) {
	g := started(t, 2, 3)
	p := int(g.Order[0])
	q := 1 - p
	clearHuts(g, p)
	clearHuts(g, q)
	pl := &g.P[p]
	// huts in all 12 regions, on the building space in 11 of them
	for r := 0; r < NumRegions; r++ {
		pl.HutsRegular, pl.Huts12 = 12-int8(r), 0
		giveHut(g, p, r, r != 0)
	}
	pl.HutsRegular = 0
	giveHut(g, q, 0, true)
	g.P[q].HutsRegular = 11
	// 12 persons
	for i := 0; i < 12; i++ {
		id := personID(i%2, PersonType(i/2), 0)
		pl.Persons[i] = int8(id)
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
		pl.Jewels[i] = int8(i * 4)
		jv += JewelValue(i * 4)
	}
	pl.NDone = 9
	fish := 0
	for r := 1; r < NumRegions; r++ {
		fish += FishValue(int(g.Fish[r]))
	}
	g.Stage, g.Idx, g.NFrames = StageFinalTasks, 2, 0
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
	if g.Breakdown(q)[SrcFishEnd] != FishValue(int(g.Fish[0])) {
		t.Errorf("fish under the other player's hut")
	}
	if g.LegalCount() != 0 || g.Prompt().Kind != PromptNone {
		t.Errorf("legal choices after the end")
	}
}

func TestFinalTasksOneYellowPerTile(t *testing.T) {
	g := started(t, 2, 3)
	p := int(g.Order[0])
	pl := &g.P[p]
	emptyHand(g, p)
	pl.GodTiles = 0
	giveCards(g, p, Yellow, 3)
	pl.Offerings = 3
	pl.Shells = 4
	putTask(g, p, 0, taskOfKind(ReqShells))
	putTask(g, p, 1, taskOfKind(ReqOfferings))
	g.Stage, g.Idx, g.NFrames = StageFinalTasks, 0, 0
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
