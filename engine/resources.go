package engine

// Goods (rulebook: "Helper action", the persons of Phase B, "Expand"): building materials go
// on a free ceremony space of their kind on the player board, or beside it when none is free;
// offerings and shells come from an unlimited supply; status steps move the marker along the
// status track, on top of any marker already there; a hut moves from a person space to the
// 12th space unless a person tile holds the 12th space.

// Ceremony space contents.
const (
	cerEmpty    = 0
	cerMaterial = 1
	cerBuilding = 2
)

// placeOnlySpace settles a material placement with one free matching space or none (then the
// material goes beside the board); it reports false when the player has a choice.
func (g *Game) placeOnlySpace(f *frame) bool {
	p, m := int(f.P), Material(f.X)
	pl := &g.seats[p]
	free, last := 0, -1
	for s := 0; s < NumCeremony; s++ {
		if CeremonyLayout[s] == m && pl.Ceremony[s] == cerEmpty {
			free++
			last = s
		}
	}
	if free > 1 {
		return false
	}
	g.pop()
	g.placeMaterial(p, m, last)
	return true
}

// ceremonyWhy says why material m cannot go on seat p's ceremony space s.
func (g *Game) ceremonyWhy(p int, m Material, s int) Reason {
	switch {
	case CeremonyLayout[s] != m:
		return WrongMaterial
	case g.seats[p].Ceremony[s] != cerEmpty:
		return SpaceFilled
	}
	return Open
}

func (g *Game) offerPlaceMaterial(pr Prompt) {
	for s := 0; s < NumCeremony; s++ {
		g.offer(Choice{Kind: KPlaceMaterial, A: uint8(s)}, g.ceremonyWhy(pr.Player, Material(pr.X), s))
	}
}

func (g *Game) applyPlaceMaterial(pr Prompt, c Choice) {
	g.pop()
	g.placeMaterial(pr.Player, CeremonyLayout[c.A], int(c.A))
}

// offerMaterials offers every material of choice: each ceremony space of its kind, or beside
// the board when none is free; closed, when not Open, closes the open ones.
func (g *Game) offerMaterials(p int, closed Reason) {
	for m := Material(0); m < NumMaterials; m++ {
		anyFree := false
		for s := 0; s < NumCeremony; s++ {
			if CeremonyLayout[s] != m {
				continue
			}
			why := g.ceremonyWhy(p, m, s)
			if why == Open {
				anyFree, why = true, closed
			}
			g.offer(Choice{Kind: KGainMaterial, A: uint8(s)}, why)
		}
		beside := closed
		if anyFree {
			beside = MaterialHasFreeSpace
		}
		g.offer(Choice{Kind: KGainMaterial, A: uint8(BesideBase + int(m))}, beside)
	}
}

func (g *Game) offerGainMaterial(pr Prompt) {
	if pr.N > 0 {
		g.offerMaterials(pr.Player, Open)
	}
}

func (g *Game) applyGainMaterial(pr Prompt, c Choice) {
	g.top().N--
	g.gainMaterial(pr.Player, int(c.A))
}

// gainMaterial puts a material of choice where KGainMaterial's argument says.
func (g *Game) gainMaterial(p, place int) {
	if place >= BesideBase {
		g.placeMaterial(p, Material(place-BesideBase), -1)
	} else {
		g.placeMaterial(p, CeremonyLayout[place], place)
	}
}

// placeMaterial puts a material on ceremony space s, or beside the board when s < 0.
func (g *Game) placeMaterial(p int, m Material, s int) {
	pl := &g.seats[p]
	if s < 0 {
		pl.Beside[m]++
	} else {
		pl.Ceremony[s] = cerMaterial
	}
	g.emit(Event{Kind: EvMaterialPlaced, Player: int8(p), X: int8(m), Y: int8(s)})
}

func (g *Game) gainOfferings(p, n int) {
	g.seats[p].Offerings += int16(n)
	g.emit(Event{Kind: EvGain, Player: int8(p), X: int8(ResOffering), N: int16(n)})
}

func (g *Game) gainShells(p, n int) {
	g.seats[p].Shells += int16(n)
	g.emit(Event{Kind: EvGain, Player: int8(p), X: ResShell, N: int16(n)})
}

// status moves p's marker n steps; a marker arriving on a space goes on top of its stack.
func (g *Game) status(p, n int) {
	pl := &g.seats[p]
	pl.Status += int8(n)
	g.board.ArrivalSeq++
	pl.StatusArrival = g.board.ArrivalSeq
	g.emit(Event{Kind: EvStatus, Player: int8(p), N: int16(n)})
}

// moveHutWhy says whether seat p can move a hut to the 12th space.
func (g *Game) moveHutWhy(p int) Reason {
	pl := &g.seats[p]
	switch {
	case pl.HutsRegular == 0:
		return NoHutToMove
	case pl.Person12:
		return PersonOn12th
	}
	return Open
}

// moveHutGains reports whether seat p can move more than lo huts.
func (g *Game) moveHutGains(p, lo int) bool {
	pl := &g.seats[p]
	return int(pl.HutsRegular) > lo && !pl.Person12
}

// moveHuts moves up to n of seat p's huts from person spaces to the 12th space.
func (g *Game) moveHuts(p, n int) {
	pl := &g.seats[p]
	for ; n > 0 && pl.HutsRegular > 0 && !pl.Person12; n-- {
		pl.HutsRegular--
		pl.Huts12++
		g.emit(Event{Kind: EvMoveHut, Player: int8(p)})
	}
}
