package engine

// Tasks (rulebook: "Phase C", "Game end", "The task tiles"): in Phase C each player in turn
// order completes one of their tasks whose requirements they meet (6 VP), or completes one
// with a Yellow God replacing one missing item (4 VP, gods.go). Under rules 2, when no task can
// be completed without a Yellow God, the player may instead surrender a task (0 VP), so that
// no God is ever forced; rules 1 allowed surrendering only when no task could be completed at
// all. Then each player in turn order takes a new task from the display while they have an
// empty task slot. After round 6 each player may complete any of their remaining tasks
// (gameend.go).
//
// Task tiles: 7 crane (starting) tiles, ids 0..6, and 53 parrot tiles, ids 7..59. Each task is
// data: one or two requirements, each a quantity and the minimum count. One evaluator reads
// them all.

// ReqKind is what a task requirement counts.
type ReqKind uint8

const (
	ReqMen            ReqKind = iota + 1 // man tiles on the board
	ReqWomen                             // woman tiles on the board
	ReqPriests                           // own priests in the temple
	ReqJewels                            // jewelry tiles owned
	ReqFirst                             // holding turn-order tile #1 (count 1)
	ReqRegions                           // regions with an own hut
	ReqIslands                           // islands with an own hut
	ReqCardsSame                         // God cards of one colour (the best colour)
	ReqCardsColour                       // God cards of colour Param
	ReqCardsDifferent                    // different God card colours in hand
	ReqManTypes                          // different man types
	ReqWomanTypes                        // different woman types
	ReqJewelTypes                        // different jewelry types
	ReqBuildings                         // buildings built
	ReqJewelOfType                       // jewelry tiles of type Param
	ReqGodTiles                          // unused God tiles
	ReqOfferings                         // offerings
	ReqShells                            // shells
	ReqMaterial                          // materials of type Param (ceremony spaces + beside)
	ReqMaterials                         // materials of any type (same places)
	ReqTerrain                           // regions of terrain Param with an own hut
	ReqFishType                          // regions next to fish of type Param with an own hut
	ReqHuts12                            // huts on the 12th space
	ReqShiftedMen                        // man tiles shifted down
	ReqShiftedWomen                      // woman tiles shifted down
	ReqShiftedPersons                    // person tiles shifted down
	ReqPersonType                        // person tiles (either gender) of type Param
)

// Req is one requirement of a task.
type Req struct {
	Kind  ReqKind
	Param int8
	Count int8
}

// Task is a task tile: one or two requirements (the second has Kind 0 when absent).
type Task struct {
	Reqs  [2]Req
	Crane bool
}

// TaskID is a task tile: crane tiles 0..6, parrot tiles 7..59.
type TaskID int8

// Task is the tile's requirements.
func (t TaskID) Task() Task { return Tasks[t] }

// NumTasks is the number of task tiles; NumCranes of them are crane (starting) tiles.
const (
	NumTasks  = 60
	NumCranes = 7
)

// Tasks is the complete list of task tiles (shared/game-data.md §5.2, T01..T60 in order).
var Tasks = func() (t [NumTasks]Task) {
	i := 0
	add := func(crane bool, a, b Req) {
		t[i] = Task{Reqs: [2]Req{a, b}, Crane: crane}
		i++
	}
	r := func(k ReqKind, param, count int) Req { return Req{k, int8(param), int8(count)} }
	none := Req{}
	// crane
	add(true, r(ReqMen, 0, 1), r(ReqWomen, 0, 1))
	add(true, r(ReqWomen, 0, 1), r(ReqPriests, 0, 1))
	add(true, r(ReqMen, 0, 1), r(ReqPriests, 0, 1))
	add(true, r(ReqPriests, 0, 3), none)
	add(true, r(ReqWomen, 0, 1), r(ReqJewels, 0, 1))
	add(true, r(ReqMen, 0, 1), r(ReqFirst, 0, 1))
	add(true, r(ReqRegions, 0, 3), none)
	// parrot
	add(false, r(ReqRegions, 0, 9), none)
	add(false, r(ReqIslands, 0, NumIslands), none)
	add(false, r(ReqCardsSame, 0, 3), none)
	for c := 0; c < int(NumGods); c++ {
		add(false, r(ReqCardsColour, c, 2), none)
	}
	add(false, r(ReqCardsDifferent, 0, 4), none)
	add(false, r(ReqManTypes, 0, 3), none)
	add(false, r(ReqWomanTypes, 0, 3), none)
	add(false, r(ReqJewelTypes, 0, 3), none)
	add(false, r(ReqMen, 0, 4), none)
	add(false, r(ReqWomen, 0, 4), none)
	add(false, r(ReqJewels, 0, 4), none)
	add(false, r(ReqBuildings, 0, 4), none)
	for j := 0; j < NumJewelTypes; j++ {
		add(false, r(ReqJewelOfType, j, 2), none)
	}
	add(false, r(ReqGodTiles, 0, 2), none)
	add(false, r(ReqOfferings, 0, 4), none)
	add(false, r(ReqShells, 0, 5), none)
	for m := 0; m < int(NumMaterials); m++ {
		add(false, r(ReqMaterial, m, 3), none)
	}
	add(false, r(ReqMaterials, 0, 5), none)
	for tr := 0; tr < int(NumTerrains); tr++ {
		add(false, r(ReqTerrain, tr, 3), none)
	}
	for f := 0; f < NumFishTypes; f++ {
		add(false, r(ReqFishType, f, 3), none)
	}
	add(false, r(ReqHuts12, 0, 4), none)
	add(false, r(ReqShiftedMen, 0, 3), none)
	add(false, r(ReqShiftedWomen, 0, 3), none)
	add(false, r(ReqShiftedPersons, 0, 5), none)
	for p := 0; p < int(NumPersonTypes); p++ {
		add(false, r(ReqPersonType, p, 2), none)
	}
	if i != NumTasks {
		panic("task table size")
	}
	return
}()

// quantity returns what requirement q counts for player p now.
func (g *Game) quantity(p int, q Req) int {
	if q.Kind == 0 || int(q.Kind) >= len(quantities) {
		return 0
	}
	return quantities[q.Kind](g, p, int(q.Param))
}

// quantities counts, for each requirement kind, what a player has now (param: the
// requirement's Param).
var quantities = [...]func(g *Game, p, param int) int{
	ReqMen:            func(g *Game, p, _ int) int { return g.personsOf(p, Man, false) },
	ReqWomen:          func(g *Game, p, _ int) int { return g.personsOf(p, Woman, false) },
	ReqPriests:        func(g *Game, p, _ int) int { return g.priestsInTemple(p) },
	ReqJewels:         func(g *Game, p, _ int) int { return int(g.seats[p].NJewels) },
	ReqFirst:          func(g *Game, p, _ int) int { return b2i(int(g.board.Order[0]) == p) },
	ReqRegions:        func(g *Game, p, _ int) int { return g.regionCount(p) },
	ReqIslands:        func(g *Game, p, _ int) int { return g.islandCount(p) },
	ReqCardsSame:      func(g *Game, p, _ int) int { return g.seats[p].cardsSame() },
	ReqCardsColour:    func(g *Game, p, c int) int { return int(g.seats[p].Hand[c]) },
	ReqCardsDifferent: func(g *Game, p, _ int) int { return g.seats[p].cardColours() },
	ReqManTypes:       func(g *Game, p, _ int) int { return g.personTypeCount(p, Man) },
	ReqWomanTypes:     func(g *Game, p, _ int) int { return g.personTypeCount(p, Woman) },
	ReqJewelTypes:     func(g *Game, p, _ int) int { return g.seats[p].jewelTypes() },
	ReqBuildings:      func(g *Game, p, _ int) int { return g.seats[p].buildingsBuilt() },
	ReqJewelOfType:    func(g *Game, p, t int) int { return g.seats[p].jewelsOfType(t) },
	ReqGodTiles:       func(g *Game, p, _ int) int { return int(g.seats[p].GodTiles) },
	ReqOfferings:      func(g *Game, p, _ int) int { return int(g.seats[p].Offerings) },
	ReqShells:         func(g *Game, p, _ int) int { return int(g.seats[p].Shells) },
	ReqMaterial:       func(g *Game, p, m int) int { return g.seats[p].materialCount(Material(m)) },
	ReqMaterials:      func(g *Game, p, _ int) int { return g.seats[p].materialsCount() },
	ReqTerrain:        func(g *Game, p, t int) int { return g.regionsOfTerrain(p, Terrain(t)) },
	ReqFishType:       func(g *Game, p, f int) int { return g.regionsOfFish(p, f) },
	ReqHuts12:         func(g *Game, p, _ int) int { return int(g.seats[p].Huts12) },
	ReqShiftedMen:     func(g *Game, p, _ int) int { return g.personsOf(p, Man, true) },
	ReqShiftedWomen:   func(g *Game, p, _ int) int { return g.personsOf(p, Woman, true) },
	ReqShiftedPersons: func(g *Game, p, _ int) int { return g.personsOf(p, Man, true) + g.personsOf(p, Woman, true) },
	ReqPersonType: func(g *Game, p, t int) int {
		return g.personCount(p, Man, PersonType(t)) + g.personCount(p, Woman, PersonType(t))
	},
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// personsOf counts seat p's tiles of gender (only the shifted ones, with shifted).
func (g *Game) personsOf(p, gender int, shifted bool) int {
	pl := &g.seats[p]
	n := 0
	for i := 0; i < int(pl.NPersons); i++ {
		if PersonTile(pl.Persons[i]).Gender() == gender && (pl.Shifted[i] || !shifted) {
			n++
		}
	}
	return n
}

// personTypeCount is how many different types of gender seat p has.
func (g *Game) personTypeCount(p, gender int) int {
	pl := &g.seats[p]
	var seen uint16
	n := 0
	for i := 0; i < int(pl.NPersons); i++ {
		id := int(pl.Persons[i])
		if PersonTile(id).Gender() == gender && seen&(1<<PersonTile(id).Type()) == 0 {
			seen |= 1 << PersonTile(id).Type()
			n++
		}
	}
	return n
}

func (pl *player) jewelTypes() int {
	var seen uint8
	n := 0
	for i := 0; i < int(pl.NJewels); i++ {
		if t := JewelTile(pl.Jewels[i]).Type(); seen&(1<<t) == 0 {
			seen |= 1 << t
			n++
		}
	}
	return n
}

func (pl *player) jewelsOfType(t int) int {
	n := 0
	for i := 0; i < int(pl.NJewels); i++ {
		if JewelTile(pl.Jewels[i]).Type() == t {
			n++
		}
	}
	return n
}

func (pl *player) cardsSame() int {
	best := int8(0)
	for _, c := range pl.Hand {
		best = max(best, c)
	}
	return int(best)
}

func (pl *player) cardColours() int {
	n := 0
	for _, c := range pl.Hand {
		if c > 0 {
			n++
		}
	}
	return n
}

// regionCount is how many regions hold a hut of seat p.
func (g *Game) regionCount(p int) int {
	n := 0
	for _, m := range g.board.RegionHuts {
		if m&(1<<p) != 0 {
			n++
		}
	}
	return n
}

// regionsOfTerrain counts the regions of terrain t holding a hut of seat p.
func (g *Game) regionsOfTerrain(p int, t Terrain) int {
	n := 0
	for r := 0; r < NumRegions; r++ {
		if g.board.RegionHuts[r]&(1<<p) != 0 && Regions[r].Terrain == t {
			n++
		}
	}
	return n
}

// regionsOfFish counts the regions beside a fish of type f holding a hut of seat p.
func (g *Game) regionsOfFish(p, f int) int {
	n := 0
	for r := 0; r < NumRegions; r++ {
		if g.board.RegionHuts[r]&(1<<p) != 0 && FishTile(g.board.Fish[r]).Type() == f {
			n++
		}
	}
	return n
}

// islandCount is how many islands hold a hut of seat p.
func (g *Game) islandCount(p int) int {
	var seen [NumIslands]bool
	n := 0
	for r := 0; r < NumRegions; r++ {
		if g.board.RegionHuts[r]&(1<<p) != 0 && !seen[Regions[r].Island] {
			seen[Regions[r].Island] = true
			n++
		}
	}
	return n
}

// TaskMet reports whether player p meets task t now; with yellow, one requirement may be
// one short (the Yellow God's help).
func (g *Game) TaskMet(p int, t TaskID, yellow bool) bool {
	task := &Tasks[t]
	short := 0
	for _, q := range task.Reqs {
		if q.Kind == 0 {
			continue
		}
		have := g.quantity(p, q)
		switch {
		case have >= int(q.Count):
		case have == int(q.Count)-1:
			short++
		default:
			return false
		}
	}
	if yellow {
		return short == 1
	}
	return short == 0
}

func (pl *player) materialCount(m Material) int {
	n := int(pl.Beside[m])
	for s := 0; s < NumCeremony; s++ {
		if pl.Ceremony[s] == cerMaterial && CeremonyLayout[s] == m {
			n++
		}
	}
	return n
}

func (pl *player) materialsCount() int {
	n := 0
	for m := Material(0); m < NumMaterials; m++ {
		n += pl.materialCount(m)
	}
	return n
}

func (pl *player) buildingsBuilt() int {
	n := 0
	for v := 1; v <= NumBuildings; v++ {
		if pl.BuiltPair[v] >= 0 {
			n++
		}
	}
	return n
}

// completionWhy says why seat p cannot complete the task in slot s, which it meets or not
// (met), paying for a Yellow God with w (nil: without a Yellow God).
func (g *Game) completionWhy(p, s int, met bool, w *payment) Reason {
	t := TaskID(g.seats[p].Tasks[s])
	switch {
	case t < 0:
		return NoTaskThere
	case w == nil && !met:
		return TaskNotMet
	case w == nil:
		return Open
	case met:
		return TaskMetWithoutGod
	}
	if why := g.payWhy(p, Yellow, *w); why != Open {
		return why
	}
	if !g.yellowMeets(p, t, *w) {
		return TaskNotOneShort
	}
	return Open
}

// offerCompletions offers, for each task slot, completing it without a Yellow God and with
// each way to pay for one.
func (g *Game) offerCompletions(p int) {
	for s, t := range g.seats[p].Tasks {
		met := t >= 0 && g.TaskMet(p, TaskID(t), false)
		g.offer(Choice{Kind: KCompleteTask, A: uint8(s), B: PayNone}, g.completionWhy(p, s, met, nil))
		for i := range payments[Yellow] {
			w := &payments[Yellow][i]
			g.offer(Choice{Kind: KCompleteTask, A: uint8(s), B: w.pay, C: w.colour}, g.completionWhy(p, s, met, w))
		}
	}
}

// surrenderWhy says why no task may be surrendered now: under rules 2 while a task can be
// completed without a Yellow God, under rules 1 while any can be completed. The completions
// are offered first, so the open ones are in g.legal by now (also when the candidates are
// collected again, g.legal being then the decision's whole list).
func (g *Game) surrenderWhy() Reason {
	for _, c := range g.legal {
		if c.Kind == KCompleteTask && (c.B == PayNone || g.rules < rules2) {
			return TaskCompletable
		}
	}
	return Open
}

func (g *Game) offerTask(pr Prompt) {
	p := pr.Player
	g.offerCompletions(p)
	why := g.surrenderWhy()
	for s, t := range g.seats[p].Tasks {
		w := why
		if t < 0 {
			w = NoTaskThere
		}
		g.offer(Choice{Kind: KSurrenderTask, A: uint8(s)}, w)
	}
}

func (g *Game) applyTask(pr Prompt, c Choice) {
	g.board.Idx++
	if c.Kind == KCompleteTask {
		g.completeTask(pr.Player, c)
		return
	}
	pl := &g.seats[pr.Player]
	t := pl.Tasks[c.A]
	pl.Tasks[c.A] = -1
	g.board.TasksBox++
	g.emit(Event{Kind: EvTaskSurrendered, Player: int8(pr.Player), X: int8(t)})
}

// completeTask completes the task of a KCompleteTask choice, paying for its Yellow God.
func (g *Game) completeTask(p int, c Choice) {
	pl := &g.seats[p]
	t := pl.Tasks[c.A]
	vp := TaskVP
	if c.B != PayNone {
		g.payGod(p, Yellow, c.B, int(c.C))
		vp = TaskVPYellow
	}
	pl.Tasks[c.A] = -1
	pl.Done[pl.NDone] = t
	pl.NDone++
	g.emit(Event{Kind: EvTaskDone, Player: int8(p), X: int8(t), N: int16(vp)})
	g.addVP(p, SrcTasks, vp)
}

func (pl *player) emptyTaskSlot() int {
	for s, t := range pl.Tasks {
		if t < 0 {
			return s
		}
	}
	return -1
}

// newTaskWhy says why seat p cannot take the task at display position i.
func (g *Game) newTaskWhy(p, i int) Reason {
	switch {
	case g.board.TaskDisplay[i] < 0:
		return NoTaskThere
	case g.seats[p].emptyTaskSlot() < 0:
		return TaskSlotsFull
	}
	return Open
}

func (g *Game) offerNewTask(pr Prompt) {
	for i := range g.board.TaskDisplay {
		g.offer(Choice{Kind: KTakeTask, A: uint8(i)}, g.newTaskWhy(pr.Player, i))
	}
}

func (g *Game) applyNewTask(pr Prompt, c Choice) {
	g.board.Idx++
	pl := &g.seats[pr.Player]
	t := g.board.TaskDisplay[c.A]
	g.board.TaskDisplay[c.A] = -1
	pl.Tasks[pl.emptyTaskSlot()] = TaskID(t)
	g.emit(Event{Kind: EvTaskTaken, Player: int8(pr.Player), X: t})
}
