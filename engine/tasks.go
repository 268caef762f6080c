package engine

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
	pl := &g.P[p]
	switch q.Kind {
	case ReqMen, ReqWomen:
		want := Man
		if q.Kind == ReqWomen {
			want = Woman
		}
		n := 0
		for i := 0; i < int(pl.NPersons); i++ {
			if PersonGender(int(pl.Persons[i])) == want {
				n++
			}
		}
		return n
	case ReqPriests:
		return g.priestsInTemple(p)
	case ReqJewels:
		return int(pl.NJewels)
	case ReqFirst:
		if int(g.Order[0]) == p {
			return 1
		}
		return 0
	case ReqRegions:
		return g.regionCount(p)
	case ReqIslands:
		var seen [NumIslands]bool
		n := 0
		for r := 0; r < NumRegions; r++ {
			if g.RegionHuts[r]&(1<<p) != 0 && !seen[Regions[r].Island] {
				seen[Regions[r].Island] = true
				n++
			}
		}
		return n
	case ReqCardsSame:
		best := 0
		for _, c := range pl.Hand {
			best = max(best, int(c))
		}
		return best
	case ReqCardsColour:
		return int(pl.Hand[q.Param])
	case ReqCardsDifferent:
		n := 0
		for _, c := range pl.Hand {
			if c > 0 {
				n++
			}
		}
		return n
	case ReqManTypes, ReqWomanTypes:
		want := Man
		if q.Kind == ReqWomanTypes {
			want = Woman
		}
		var seen uint16
		n := 0
		for i := 0; i < int(pl.NPersons); i++ {
			id := int(pl.Persons[i])
			if PersonGender(id) == want && seen&(1<<PersonKind(id)) == 0 {
				seen |= 1 << PersonKind(id)
				n++
			}
		}
		return n
	case ReqJewelTypes:
		var seen uint8
		n := 0
		for i := 0; i < int(pl.NJewels); i++ {
			t := JewelType(int(pl.Jewels[i]))
			if seen&(1<<t) == 0 {
				seen |= 1 << t
				n++
			}
		}
		return n
	case ReqBuildings:
		return pl.buildingsBuilt()
	case ReqJewelOfType:
		n := 0
		for i := 0; i < int(pl.NJewels); i++ {
			if JewelType(int(pl.Jewels[i])) == int(q.Param) {
				n++
			}
		}
		return n
	case ReqGodTiles:
		return int(pl.GodTiles)
	case ReqOfferings:
		return int(pl.Offerings)
	case ReqShells:
		return int(pl.Shells)
	case ReqMaterial:
		return pl.materialCount(Material(q.Param))
	case ReqMaterials:
		n := 0
		for m := Material(0); m < NumMaterials; m++ {
			n += pl.materialCount(m)
		}
		return n
	case ReqTerrain, ReqFishType:
		n := 0
		for r := 0; r < NumRegions; r++ {
			if g.RegionHuts[r]&(1<<p) == 0 {
				continue
			}
			if q.Kind == ReqTerrain && Regions[r].Terrain == Terrain(q.Param) ||
				q.Kind == ReqFishType && FishType(int(g.Fish[r])) == int(q.Param) {
				n++
			}
		}
		return n
	case ReqHuts12:
		return int(pl.Huts12)
	case ReqShiftedMen, ReqShiftedWomen, ReqShiftedPersons:
		n := 0
		for i := 0; i < int(pl.NPersons); i++ {
			if !pl.Shifted[i] {
				continue
			}
			gd := PersonGender(int(pl.Persons[i]))
			if q.Kind == ReqShiftedPersons || q.Kind == ReqShiftedMen && gd == Man || q.Kind == ReqShiftedWomen && gd == Woman {
				n++
			}
		}
		return n
	case ReqPersonType:
		n := 0
		for i := 0; i < int(pl.NPersons); i++ {
			if PersonKind(int(pl.Persons[i])) == PersonType(q.Param) {
				n++
			}
		}
		return n
	}
	return 0
}

// TaskMet reports whether player p meets task t now; with yellow, one requirement may be
// one short (the Yellow God's help).
func (g *Game) TaskMet(p, t int, yellow bool) bool {
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

func (pl *Player) materialCount(m Material) int {
	n := int(pl.Beside[m])
	for s := 0; s < NumCeremony; s++ {
		if pl.Ceremony[s] == cerMaterial && CeremonyLayout[s] == m {
			n++
		}
	}
	return n
}

func (pl *Player) buildingsBuilt() int {
	n := 0
	for v := 1; v <= NumBuildings; v++ {
		if pl.BuiltPair[v] >= 0 {
			n++
		}
	}
	return n
}
