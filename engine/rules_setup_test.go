package engine

import (
	"slices"
	"testing"
)

func TestNewGameRejectsPlayerCounts(t *testing.T) {
	for _, n := range []int{0, 1, 5, 6} {
		if _, err := NewGame(Config{Players: make([]PlayerConfig, n)}); err == nil {
			t.Errorf("%d players accepted", n)
		}
	}
	for _, n := range []int{2, 3, 4} {
		if _, err := NewGame(Config{Players: make([]PlayerConfig, n)}); err != nil {
			t.Errorf("%d players rejected: %v", n, err)
		}
	}
}

func TestSetupDisplaysTasksJewelryGods(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g := newGame(t, n, 7)
		for i := 0; i < DisplaySize; i++ {
			if g.board.Men[i] < 0 || PersonTile(g.board.Men[i]).Gender() != Man || g.board.Women[i] < 0 || PersonTile(g.board.Women[i]).Gender() != Woman {
				t.Fatalf("%dp: displays not filled with 6 men and 6 women", n)
			}
		}
		shown := 0
		for _, tk := range g.board.TaskDisplay {
			if tk >= 0 {
				shown++
				if Tasks[tk].Crane {
					t.Fatalf("crane task on the display")
				}
			}
		}
		if shown != n+2 {
			t.Errorf("%dp: %d tasks on display, want %d", n, shown, n+2)
		}
		for p := 0; p < n; p++ {
			pl := &g.seats[p]
			if !Tasks[pl.Tasks[0]].Crane || Tasks[pl.Tasks[1]].Crane || Tasks[pl.Tasks[2]].Crane {
				t.Errorf("%dp seat %d: want 1 crane and 2 parrot tasks, got %v", n, p, pl.Tasks)
			}
			if pl.Offerings != 2 || pl.GodTiles != 1 || g.HandCount(p) != 2 || pl.PriestsSupply != 4 {
				t.Errorf("%dp seat %d: offerings %d God tiles %d cards %d priests %d", n, p, pl.Offerings, pl.GodTiles, g.HandCount(p), pl.PriestsSupply)
			}
			if pl.HutsRegular != 10 || pl.Huts12 != 2 || g.freeSpaces(p) != 1 {
				t.Errorf("%dp seat %d: huts %d+%d free %d", n, p, pl.HutsRegular, pl.Huts12, g.freeSpaces(p))
			}
		}
		if g.board.TempleGodTiles != 6 {
			t.Errorf("temple God tiles %d", g.board.TempleGodTiles)
		}
		for _, c := range g.board.Market {
			if c < 0 {
				t.Errorf("market not full")
			}
		}
		seen := map[int8]bool{}
		for c := range g.board.Jewelry {
			for r := range g.board.Jewelry[c] {
				seen[g.board.Jewelry[c][r]] = true
			}
		}
		if len(seen) != NumJewels {
			t.Errorf("jewelry grid holds %d distinct tiles", len(seen))
		}
		if err := g.CheckInvariants(); err != nil {
			t.Error(err)
		}
	}
}

func TestSetupFishHasFourOnes(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		g := newGame(t, 4, seed)
		if n := len(regionWithFish(g, 1)); n != 4 {
			t.Fatalf("seed %d: %d one-fish regions", seed, n)
		}
	}
}

func TestSetupTurnOrderStartVPAndStatusStack(t *testing.T) {
	g := newGame(t, 4, 11)
	for i := 0; i < 4; i++ {
		p := int(g.board.Order[i])
		if g.Score(p) != i {
			t.Errorf("turn position %d (seat %d) starts with %d VP, want %d", i, p, g.Score(p), i)
		}
		if i > 0 && !g.ahead(int(g.board.Order[i-1]), p) {
			t.Errorf("status stack: #%d not above #%d", i, i+1)
		}
	}
	// different seeds give different orders sometimes
	orders := map[[4]int8]bool{}
	for s := uint64(0); s < 20; s++ {
		orders[newGame(t, 4, s).board.Order] = true
	}
	if len(orders) < 5 {
		t.Errorf("turn order hardly random: %d distinct orders in 20 seeds", len(orders))
	}
}

func TestStartHutsInReverseTurnOrderOnEmptyOneFishRegions(t *testing.T) {
	g := newGame(t, 4, 3)
	ones := regionWithFish(g, 1)
	for i := 0; i < 4; i++ {
		pr := g.Prompt()
		if pr.Kind != PromptStartHut && pr.Kind != PromptPlaceMaterial {
			t.Fatalf("prompt %v", pr.Kind)
		}
		if pr.Player != int(g.board.Order[3-i]) {
			t.Fatalf("start hut %d by seat %d, want %d (reverse order)", i, pr.Player, g.board.Order[3-i])
		}
		if n := g.LegalCount(); n != 4-i {
			t.Fatalf("start hut %d: %d legal regions, want %d", i, n, 4-i)
		}
		for _, l := range g.Legal() {
			if l.Kind != KStartHut || !slices.Contains(ones, int(l.A)) || g.board.RegionSpace[l.A] >= 0 {
				t.Fatalf("start hut %d: %v is not a free region next to a 1-fish (%v)", i, l, ones)
			}
		}
		c := g.LegalAt(0)
		r := int(c.A)
		p := pr.Player
		off := g.seats[p].Offerings
		mustApply(t, g, c)
		if Regions[r].Resource == ResOffering {
			if g.seats[p].Offerings != off+1 {
				t.Errorf("plains start gave no offering")
			}
		} else {
			if g.Prompt().Kind != PromptPlaceMaterial || g.Prompt().Player != p {
				t.Fatalf("material start: want a placement prompt, got %+v", g.Prompt())
			}
			s := int(g.LegalAt(0).A)
			mustApply(t, g, g.LegalAt(0))
			if g.seats[p].Ceremony[s] != cerMaterial || CeremonyLayout[s] != Material(Regions[r].Resource) {
				t.Errorf("material not on a matching ceremony space")
			}
		}
		if g.Score(p) != g.TurnPosition(p) {
			t.Errorf("start hut scored fish")
		}
	}
	if g.board.Stage != StagePhaseA || g.Prompt().Kind != PromptPlaceDie {
		t.Fatalf("after start huts: stage %v prompt %v", g.board.Stage, g.Prompt().Kind)
	}
}

func TestActionTilesByPlayerCount(t *testing.T) {
	for n, want := range map[int]int{2: 5, 3: 6, 4: 7} {
		tileOf, tiles := ActionTiles(n)
		if tiles != want {
			t.Errorf("%dp: %d tiles", n, tiles)
		}
		if n == 2 && (tileOf[ActionTakeMan] != tileOf[ActionTakeWoman] || tileOf[ActionLandPath] != tileOf[ActionWaterPath]) {
			t.Errorf("2p tiles not combined")
		}
		if n == 3 && (tileOf[ActionTakeMan] == tileOf[ActionTakeWoman] || tileOf[ActionLandPath] != tileOf[ActionWaterPath]) {
			t.Errorf("3p: only land/water combined")
		}
		if n == 4 && (tileOf[ActionTakeMan] == tileOf[ActionTakeWoman] || tileOf[ActionLandPath] == tileOf[ActionWaterPath]) {
			t.Errorf("4p: no tile combined")
		}
	}
}

func TestDataTables(t *testing.T) {
	// 12 regions: 3 per terrain, 4 on the central island, 2 per islet
	var terr [NumTerrains]int
	var isl [NumIslands]int
	for _, r := range Regions {
		terr[r.Terrain]++
		isl[r.Island]++
	}
	if terr != [NumTerrains]int{3, 3, 3, 3} || isl != [NumIslands]int{4, 2, 2, 2, 2} {
		t.Errorf("regions: terrains %v islands %v", terr, isl)
	}
	// paths: land within an island, water between islands, only orthogonal neighbours
	for _, p := range Paths {
		a, b := Regions[p.A], Regions[p.B]
		if (p.Kind == Land) != (a.Island == b.Island) {
			t.Errorf("path %v: kind does not match islands", p)
		}
		if d := abs(a.Row-b.Row) + abs(a.Col-b.Col); d != 1 {
			t.Errorf("path %v joins non-orthogonal regions", p)
		}
	}
	// fish: four 1s, values 1..6, 4 types of 3
	total := 0
	for id := 0; id < NumFish; id++ {
		total += FishTile(id).Value()
	}
	if total != 36 {
		t.Errorf("fish total %d", total)
	}
	// jewelry values cover 1..9
	vals := map[int]bool{}
	for id := 0; id < NumJewels; id++ {
		vals[JewelTile(id).Value()] = true
	}
	for v := 1; v <= 9; v++ {
		if !vals[v] {
			t.Errorf("no jewelry worth %d", v)
		}
	}
	// ceremony: 4 spaces of each material, adjacent spaces differ
	var mats [NumMaterials]int
	for _, m := range CeremonyLayout {
		mats[m]++
	}
	if mats != [NumMaterials]int{4, 4, 4} {
		t.Errorf("ceremony materials %v", mats)
	}
	for _, pr := range CeremonyPairs {
		if CeremonyLayout[pr[0]] == CeremonyLayout[pr[1]] {
			t.Errorf("pair %v holds one material", pr)
		}
	}
	// tasks: 7 cranes + 53 parrots
	cranes := 0
	for _, tk := range Tasks {
		if tk.Crane {
			cranes++
		}
	}
	if cranes != 7 {
		t.Errorf("%d crane tasks", cranes)
	}
	// status track: position 5 is the first space labelled 4 (tattoo example)
	if StatusVP(4) != 3 || StatusVP(5) != 4 || StatusVP(100) != 15 || StatusVP(0) != 0 {
		t.Errorf("status labels")
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
