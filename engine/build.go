package engine

// Build action (rulebook: "Build action", the Build person): build one of your unbuilt
// buildings of value no higher than the strength on two orthogonally adjacent ceremony spaces
// that each hold a material. It scores the round's building points (BuildVP) and gives a Fire
// Bonus (firebonus.go). Without two adjacent materials the action cannot be chosen.

// pairReady reports whether both spaces of ceremony pair i hold a material on seat p's board.
func (g *Game) pairReady(p, i int) bool {
	pl, pr := &g.seats[p], CeremonyPairs[i]
	return pl.Ceremony[pr[0]] == cerMaterial && pl.Ceremony[pr[1]] == cerMaterial
}

// anyPairReady reports whether seat p has two adjacent materials.
func (g *Game) anyPairReady(p int) bool {
	for i := range CeremonyPairs {
		if g.pairReady(p, i) {
			return true
		}
	}
	return false
}

// buildWhy says whether seat p can build anything at strength s.
func (g *Game) buildWhy(p, s int) Reason {
	if !g.anyPairReady(p) {
		return NothingToBuild
	}
	for v := 1; v <= s && v <= NumBuildings; v++ {
		if g.seats[p].BuiltPair[v] < 0 {
			return Open
		}
	}
	return NoBuildingInReach
}

// buildGains reports whether seat p can build a building of a value in (lo, hi].
func (g *Game) buildGains(p, lo, hi int) bool {
	for v := lo + 1; v <= hi && v <= NumBuildings; v++ {
		if g.seats[p].BuiltPair[v] < 0 {
			return g.anyPairReady(p)
		}
	}
	return false
}

// buildingWhy says why seat p cannot build building v on ceremony pair i at strength s.
func (g *Game) buildingWhy(p, s, v, i int) Reason {
	switch {
	case g.seats[p].BuiltPair[v] >= 0:
		return BuildingBuilt
	case v > s:
		return BuildingTooHigh
	case !g.pairReady(p, i):
		return PairNotMaterials
	}
	return Open
}

func (g *Game) offerBuild(pr Prompt) {
	for v := 1; v <= NumBuildings; v++ {
		for i := range CeremonyPairs {
			g.offer(Choice{Kind: KBuild, A: uint8(v), B: uint8(i)}, g.buildingWhy(pr.Player, pr.N, v, i))
		}
	}
}

func (g *Game) applyBuild(pr Prompt, c Choice) {
	g.pop()
	g.build(pr.Player, int(c.A), int(c.B))
}

// build puts building v of seat p on ceremony pair i.
func (g *Game) build(p, v, i int) {
	pl := &g.seats[p]
	pr := CeremonyPairs[i]
	pl.Ceremony[pr[0]] = cerBuilding
	pl.Ceremony[pr[1]] = cerBuilding
	pl.BuiltPair[v] = int8(i)
	g.emit(Event{Kind: EvBuild, Player: int8(p), X: int8(v), Y: int8(i)})
	g.addVP(p, SrcBuild, BuildVP[g.board.Round])
	g.fireBonus(p)
}
