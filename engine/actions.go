package engine

// ---- resources ----

func (g *Game) gainRegionResource(p, r int) {
	switch res := Regions[r].Resource; res {
	case ResOffering:
		g.gainOfferings(p, 1)
	default:
		m := Material(res) // ResSand..ResWood share values with Sand..Wood
		g.emit(Event{Kind: EvGain, Player: int8(p), X: int8(res), N: 1})
		g.push(frame{Kind: fPlaceMat, P: int8(p), X: int8(m)})
	}
}

// placeMaterial puts a material on ceremony space s, or beside the board when s < 0.
func (g *Game) placeMaterial(p int, m Material, s int) {
	pl := &g.P[p]
	if s < 0 {
		pl.Beside[m]++
	} else {
		pl.Ceremony[s] = cerMaterial
	}
	g.emit(Event{Kind: EvMaterialPlaced, Player: int8(p), X: int8(m), Y: int8(s)})
}

func (g *Game) gainOfferings(p, n int) {
	g.P[p].Offerings += int16(n)
	g.emit(Event{Kind: EvGain, Player: int8(p), X: int8(ResOffering), N: int16(n)})
}

func (g *Game) gainShells(p, n int) {
	g.P[p].Shells += int16(n)
	g.emit(Event{Kind: EvGain, Player: int8(p), X: ResShell, N: int16(n)})
}

// status moves p's marker n steps; a marker arriving on a space goes on top of its stack.
func (g *Game) status(p, n int) {
	pl := &g.P[p]
	pl.Status += int8(n)
	g.ArrivalSeq++
	pl.StatusArrival = g.ArrivalSeq
	g.emit(Event{Kind: EvStatus, Player: int8(p), N: int16(n)})
}

func (g *Game) moveHuts(p, n int) {
	pl := &g.P[p]
	for ; n > 0 && pl.HutsRegular > 0 && !pl.Person12; n-- {
		pl.HutsRegular--
		pl.Huts12++
		g.emit(Event{Kind: EvMoveHut, Player: int8(p)})
	}
}

// ---- God cards ----

// cardAvailable reports whether a card can come from source src (market slot or deck).
func (g *Game) cardAvailable(src int) bool {
	if src < MarketSize {
		return g.Market[src] >= 0
	}
	if g.NDeck > 0 {
		return true
	}
	for _, n := range g.Discard {
		if n > 0 {
			return true
		}
	}
	return false
}

func (g *Game) anyCardAvailable() bool {
	for s := 0; s <= DeckSource; s++ {
		if g.cardAvailable(s) {
			return true
		}
	}
	return false
}

func (g *Game) drawOptions() {
	for s := 0; s <= DeckSource; s++ {
		if g.cardAvailable(s) {
			g.add(KDrawCard, s, 0, 0)
		}
	}
}

func (g *Game) drawCard(p, src int) {
	var c int8
	if src < MarketSize {
		c = g.Market[src]
		g.Market[src] = g.popDeck()
	} else {
		c = g.popDeck()
	}
	if c < 0 {
		return
	}
	g.P[p].Hand[c]++
	g.emit(Event{Kind: EvGain, Player: int8(p), X: ResGodCard, Y: int8(src), N: 1})
}

// canPay reports whether p can pay for a God with the given method.
func (g *Game) canPay(p int, god God, pay uint8, pairColour int) bool {
	pl := &g.P[p]
	switch pay {
	case PayCard:
		return pl.Hand[god] >= 1 && pl.Offerings >= 1
	case PayPair:
		return pairColour >= 0 && pairColour < int(NumGods) && pl.Hand[pairColour] >= 2 && pl.Offerings >= 1
	case PayTile:
		return pl.GodTiles >= 1
	}
	return false
}

// payOptions calls f for every way p can pay for god.
func (g *Game) payOptions(p int, god God, f func(pay uint8, colour int)) {
	if g.canPay(p, god, PayCard, 0) {
		f(PayCard, int(god))
	}
	for c := 0; c < int(NumGods); c++ {
		if g.canPay(p, god, PayPair, c) {
			f(PayPair, c)
		}
	}
	if g.canPay(p, god, PayTile, 0) {
		f(PayTile, 0)
	}
}

func (g *Game) godOptions(p int, god God) {
	g.payOptions(p, god, func(pay uint8, colour int) {
		g.add(KPlayGod, int(god), int(pay), colour)
	})
}

func (g *Game) payGod(p int, god God, pay uint8, colour int) {
	pl := &g.P[p]
	switch pay {
	case PayCard:
		pl.Hand[god]--
		g.Discard[god]++
		pl.Offerings--
		g.emit(Event{Kind: EvSpend, Player: int8(p), X: ResGodCard, N: 1})
		g.emit(Event{Kind: EvSpend, Player: int8(p), X: int8(ResOffering), N: 1})
	case PayPair:
		pl.Hand[colour] -= 2
		g.Discard[colour] += 2
		pl.Offerings--
		g.emit(Event{Kind: EvSpend, Player: int8(p), X: ResGodCard, N: 2})
		g.emit(Event{Kind: EvSpend, Player: int8(p), X: int8(ResOffering), N: 1})
	case PayTile:
		pl.GodTiles--
		g.GodTilesBox++
		g.emit(Event{Kind: EvSpend, Player: int8(p), X: ResGodTile, N: 1})
	}
	g.discarded()
	g.emit(Event{Kind: EvGodPlayed, Player: int8(p), X: int8(god), Y: int8(pay)})
}

// ---- board queries ----

func (g *Game) regionCount(p int) int {
	n := 0
	for _, m := range g.RegionHuts {
		if m&(1<<p) != 0 {
			n++
		}
	}
	return n
}

func (g *Game) priestsInTemple(p int) int {
	n := 0
	for s := 1; s <= TempleSpaces; s++ {
		if int(g.Temple[s]) == p {
			n++
		}
	}
	return n
}

func (g *Game) display(gender int) *[DisplaySize]int8 {
	if gender == Woman {
		return &g.Women
	}
	return &g.Men
}

// FreeSpaces returns how many of p's 12 person spaces are free.
func (g *Game) freeSpaces(p int) int {
	pl := &g.P[p]
	onRegular := int(pl.NPersons)
	if pl.Person12 {
		onRegular--
	}
	free := PersonSpaces - 1 - int(pl.HutsRegular) - onRegular
	if pl.Huts12 == 0 && !pl.Person12 {
		free++
	}
	return free
}

func (g *Game) regularFree(p int) int {
	pl := &g.P[p]
	onRegular := int(pl.NPersons)
	if pl.Person12 {
		onRegular--
	}
	return PersonSpaces - 1 - int(pl.HutsRegular) - onRegular
}

// ---- expansion ----

// expandOptions lists (or, with list false, counts) the regions p can settle along a path of
// kind k of value <= s, times the hut sources.
func (g *Game) expandOptions(p int, k PathKind, s int, list bool) int {
	pl := &g.P[p]
	if pl.HutsRegular+pl.Huts12 == 0 {
		return 0
	}
	bit := uint8(1) << p
	var seen uint16
	n := 0
	for i := range Paths {
		pa := &Paths[i]
		if pa.Kind != k || pa.Value > s {
			continue
		}
		for _, e := range [2][2]int{{pa.A, pa.B}, {pa.B, pa.A}} {
			from, to := e[0], e[1]
			if g.RegionHuts[from]&bit == 0 || g.RegionHuts[to]&bit != 0 || seen&(1<<to) != 0 {
				continue
			}
			seen |= 1 << to
			n++
			if list {
				if pl.HutsRegular > 0 {
					g.add(KExpand, to, 0, 0)
				}
				if pl.Huts12 > 0 {
					g.add(KExpand, to, 1, 0)
				}
			}
		}
	}
	return n
}

func (g *Game) expand(p, r, src int) {
	pl := &g.P[p]
	if src == 1 {
		pl.Huts12--
	} else {
		pl.HutsRegular--
	}
	pushed := g.RegionSpace[r]
	g.RegionSpace[r] = int8(p)
	g.RegionHuts[r] |= 1 << p
	g.emit(Event{Kind: EvExpand, Player: int8(p), X: int8(r), Y: pushed})
	// the Red God offer comes after the resource
	if pl.ScoredFish&(1<<r) == 0 {
		g.push(frame{Kind: fFish, P: int8(p), X: int8(r)})
	}
	g.gainRegionResource(p, r)
}

// ---- persons ----

func (g *Game) takePerson(p, gender, pos int) {
	pl := &g.P[p]
	disp := g.display(gender)
	id := disp[pos]
	disp[pos] = -1
	if g.regularFree(p) == 0 {
		pl.Person12 = true
	}
	pl.Persons[pl.NPersons] = id
	pl.Shifted[pl.NPersons] = false
	pl.NPersons++
	g.emit(Event{Kind: EvTakePerson, Player: int8(p), X: id, Y: int8(pos)})
}

func (g *Game) canTakePerson(p, gender, s int) bool {
	if g.freeSpaces(p) == 0 {
		return false
	}
	disp := g.display(gender)
	for i := 0; i < DisplaySize && i < s; i++ {
		if disp[i] >= 0 {
			return true
		}
	}
	return false
}

// ---- helper ----

func (g *Game) materialOptions(p int) {
	pl := &g.P[p]
	for m := Material(0); m < NumMaterials; m++ {
		any := false
		for s := 0; s < NumCeremony; s++ {
			if CeremonyLayout[s] == m && pl.Ceremony[s] == cerEmpty {
				g.add(KGainMaterial, s, 0, 0)
				any = true
			}
		}
		if !any {
			g.add(KGainMaterial, BesideBase+int(m), 0, 0)
		}
	}
}

func (g *Game) helperOptions(p, n int) {
	pl := &g.P[p]
	for i := 0; i < int(pl.NPersons); i++ {
		if pl.Shifted[i] {
			continue
		}
		id := int(pl.Persons[i])
		if PersonGender(id) == Man {
			g.add(KTattoo, id, 0, 0)
		} else {
			g.add(KShell, id, 0, 0)
		}
	}
	g.add(KHelperVP, 0, 0, 0)
	if n >= 2 {
		g.add(KGainOffering, 0, 0, 0)
		g.drawOptions()
		g.materialOptions(p)
		if pl.HutsRegular > 0 && !pl.Person12 {
			g.add(KMoveHut, 0, 0, 0)
		}
	}
	g.add(KPass, 0, 0, 0)
}

// ---- temple ----

func (g *Game) placePriest(p, v int) {
	g.P[p].PriestsSupply--
	g.emit(Event{Kind: EvPriest, Player: int8(p), X: int8(v)})
	carry := int8(p)
	for s := v; s >= 1; s-- {
		occ := g.Temple[s]
		g.Temple[s] = carry
		if occ < 0 {
			return
		}
		g.emit(Event{Kind: EvPriestPushed, Player: occ, X: int8(s), Y: int8(s - 1)})
		carry = occ
	}
	g.P[carry].PriestsSupply++
}

// ---- build ----

func (g *Game) buildOptions(p, s int, list bool) int {
	pl := &g.P[p]
	n := 0
	for v := 1; v <= s && v <= NumBuildings; v++ {
		if pl.BuiltPair[v] >= 0 {
			continue
		}
		for i, pr := range CeremonyPairs {
			if pl.Ceremony[pr[0]] == cerMaterial && pl.Ceremony[pr[1]] == cerMaterial {
				n++
				if !list {
					return n
				}
				g.add(KBuild, v, i, 0)
			}
		}
	}
	return n
}

func (g *Game) build(p, v, pair int) {
	pl := &g.P[p]
	pr := CeremonyPairs[pair]
	pl.Ceremony[pr[0]] = cerBuilding
	pl.Ceremony[pr[1]] = cerBuilding
	pl.BuiltPair[v] = int8(pair)
	g.emit(Event{Kind: EvBuild, Player: int8(p), X: int8(v), Y: int8(pair)})
	g.addVP(p, SrcBuild, BuildVP[g.Round])
	g.push(frame{Kind: fFire2, P: int8(p)})
	g.push(frame{Kind: fFire1, P: int8(p)})
}

// ---- phase A ----

// lowestOnTile is the lowest die face on action tile t (7 when empty).
func (g *Game) lowestOnTile(t int) int {
	low := 7
	for p := 0; p < int(g.NP); p++ {
		pl := &g.P[p]
		for d := 0; d < DicePerPlayer; d++ {
			if int(pl.DiceAt[d]) == t && int(pl.Dice[d]) < low {
				low = int(pl.Dice[d])
			}
		}
	}
	return low
}

// actionDoable reports whether action a can do anything for p at strength s.
func (g *Game) actionDoable(p int, a Action, s int) bool {
	switch a {
	case ActHelper, ActFish:
		return true
	case ActTemple:
		return g.P[p].PriestsSupply > 0
	case ActBuild:
		return g.buildOptions(p, s, false) > 0
	case ActMan:
		return g.canTakePerson(p, Man, s)
	case ActWoman:
		return g.canTakePerson(p, Woman, s)
	case ActLand:
		return g.expandOptions(p, Land, s, false) > 0
	case ActWater:
		return g.expandOptions(p, Water, s, false) > 0
	}
	return false
}

// PlacementBlocked explains why p cannot put die d on action a now (0 when it can).
type PlacementBlocked uint8

const (
	PlaceOK          PlacementBlocked = iota
	PlaceNotLower                     // the die is not lower than the lowest die on the tile
	PlaceNothingToDo                  // the action could do nothing
	PlaceDieUsed                      // the die is already placed
	PlaceNoTile                       // no such action with this player count
)

// CanPlace tells whether p may put die d on action a now, and why not.
func (g *Game) CanPlace(p, d int, a Action) PlacementBlocked {
	pl := &g.P[p]
	if d < 0 || d >= DicePerPlayer || pl.DiceAt[d] >= 0 {
		return PlaceDieUsed
	}
	if a >= NumActions {
		return PlaceNoTile
	}
	tileOf, _ := ActionTiles(int(g.NP))
	face := int(pl.Dice[d])
	if a != ActFish && !pl.PendingBlue && face >= g.lowestOnTile(tileOf[a]) {
		return PlaceNotLower
	}
	s := face
	if pl.PendingWhite {
		s = 6
	}
	if !g.actionDoable(p, a, s) {
		return PlaceNothingToDo
	}
	return PlaceOK
}

func (g *Game) placeDieOptions(p int) {
	pl := &g.P[p]
	tileOf, _ := ActionTiles(int(g.NP))
	blueUseful, whiteUseful := false, false // rules 1
	for d := 0; d < DicePerPlayer; d++ {
		if pl.DiceAt[d] >= 0 {
			continue
		}
		if pl.Dice[d] < 6 {
			whiteUseful = true
		}
		for a := Action(0); a < NumActions; a++ {
			if g.CanPlace(p, d, a) == PlaceOK {
				g.add(KPlaceDie, d, int(a), 0)
			}
			if a != ActFish && int(pl.Dice[d]) >= g.lowestOnTile(tileOf[a]) {
				blueUseful = true
			}
		}
	}
	if g.rules >= rules2 {
		if !pl.PendingBlue {
			g.usefulGodOptions(p, Blue, g.blueHasUse)
		}
		if !pl.PendingWhite {
			g.usefulGodOptions(p, White, g.whiteHasUse)
		}
		return
	}
	if !pl.PendingBlue && blueUseful {
		g.godOptions(p, Blue)
	}
	if !pl.PendingWhite && whiteUseful {
		g.godOptions(p, White)
	}
}

func (g *Game) placeDie(p, d int, a Action) {
	pl := &g.P[p]
	tileOf, _ := ActionTiles(int(g.NP))
	pl.DiceAt[d] = int8(tileOf[a])
	face := int(pl.Dice[d])
	s := face
	if pl.PendingWhite {
		s = 6
		pl.DieWhite[d] = true
	}
	pl.PendingBlue, pl.PendingWhite = false, false
	g.emit(Event{Kind: EvDiePlaced, Player: int8(p), X: int8(d), Y: int8(a), N: int16(face)})
	fp := int8(p)
	switch a {
	case ActFish:
		g.addVP(p, SrcFishing, FishingVP)
	case ActHelper:
		g.push(frame{Kind: fHelper, P: fp, N: int8(s)})
	case ActTemple:
		g.push(frame{Kind: fTemple, P: fp, N: int8(s)})
	case ActBuild:
		g.push(frame{Kind: fBuild, P: fp, N: int8(s)})
	case ActMan:
		g.push(frame{Kind: fTakePerson, P: fp, N: int8(s), X: Man})
	case ActWoman:
		g.push(frame{Kind: fTakePerson, P: fp, N: int8(s), X: Woman})
	case ActLand:
		g.push(frame{Kind: fExpand, P: fp, N: int8(s), X: int8(Land)})
	case ActWater:
		g.push(frame{Kind: fExpand, P: fp, N: int8(s), X: int8(Water)})
	}
}

// ---- phase B ----

// personCount returns how many tiles of gender and type p has.
func (g *Game) personCount(p, gender int, t PersonType) int {
	pl := &g.P[p]
	n := 0
	for i := 0; i < int(pl.NPersons); i++ {
		id := int(pl.Persons[i])
		if PersonGender(id) == gender && PersonKind(id) == t {
			n++
		}
	}
	return n
}

// personDoable reports whether type t at strength s can do anything for p.
func (g *Game) personDoable(p int, t PersonType, s int) bool {
	pl := &g.P[p]
	switch t {
	case PLand:
		return g.expandOptions(p, Land, s, false) > 0
	case PWater:
		return g.expandOptions(p, Water, s, false) > 0
	case PWoman:
		return g.canTakePerson(p, Woman, s)
	case PMan:
		return g.canTakePerson(p, Man, s)
	case PBuild:
		return g.buildOptions(p, s, false) > 0
	case PMoveHut:
		return pl.HutsRegular > 0 && !pl.Person12
	case PGodCard:
		return g.anyCardAvailable()
	}
	return true
}

// personTypes calls f for every person type of each gender that p has on the board, with the
// number of tiles, whether that gender's activation is used and whether that type was used, until
// f returns false.
func (g *Game) personTypes(p int, f func(gender int, t PersonType, n int, used, typeUsed bool) bool) {
	pl := &g.P[p]
	for gender := 0; gender < 2; gender++ {
		used := pl.UsedMan
		if gender == Woman {
			used = pl.UsedWoman
		}
		for t := PersonType(0); t < NumPersonTypes; t++ {
			n := g.personCount(p, gender, t)
			if n == 0 {
				continue
			}
			typeUsed := pl.UsedTypes&(1<<(gender*int(NumPersonTypes)+int(t))) != 0
			if !f(gender, t, n, used, typeUsed) {
				return
			}
		}
	}
}

func (g *Game) phaseBOptions(p int) {
	pl := &g.P[p]
	hasPersons := pl.NPersons > 0
	g.personTypes(p, func(gender int, t PersonType, n int, used, typeUsed bool) bool {
		if !used && g.personDoable(p, t, PersonStrength(t, n)) {
			g.add(KActivate, gender, int(t), int(ActNormal))
		}
		if !pl.GreenPending {
			return true
		}
		if !used && g.doubledOpen(p, t, n) {
			g.add(KActivate, gender, int(t), int(ActDoubled))
		}
		if used && !typeUsed && g.personDoable(p, t, PersonStrength(t, n)) {
			g.add(KActivate, gender, int(t), int(ActExtra))
		}
		return true
	})
	if hasPersons && !pl.GreenUsed && !pl.GreenPending {
		if g.rules >= rules2 {
			g.usefulGodOptions(p, Green, g.greenHasUse)
		} else {
			g.godOptions(p, Green)
		}
	}
	g.add(KPass, 0, 0, 0)
}

func (g *Game) activate(p, gender int, t PersonType, mode uint8) {
	pl := &g.P[p]
	n := g.personCount(p, gender, t)
	if mode == ActDoubled {
		n *= 2
	}
	if mode != ActExtra {
		if gender == Woman {
			pl.UsedWoman = true
		} else {
			pl.UsedMan = true
		}
	}
	if mode != ActNormal {
		pl.GreenPending = false
		pl.GreenUsed = true
	}
	pl.UsedTypes |= 1 << (gender*int(NumPersonTypes) + int(t))
	s := PersonStrength(t, n)
	g.emit(Event{Kind: EvActivate, Player: int8(p), X: int8(t), Y: int8(gender), N: int16(s)})
	fp := int8(p)
	switch t {
	case PLand:
		g.push(frame{Kind: fExpand, P: fp, N: int8(s), X: int8(Land)})
	case PWater:
		g.push(frame{Kind: fExpand, P: fp, N: int8(s), X: int8(Water)})
	case PWoman:
		g.push(frame{Kind: fTakePerson, P: fp, N: int8(s), X: Woman})
	case PMan:
		g.push(frame{Kind: fTakePerson, P: fp, N: int8(s), X: Man})
	case PBuild:
		g.push(frame{Kind: fBuild, P: fp, N: int8(s)})
	case PMaterial:
		g.push(frame{Kind: fGainMat, P: fp, N: int8(s)})
	case PMoveHut:
		g.moveHuts(p, s)
	case PVP:
		g.addVP(p, SrcPersons, s)
	case PGodCard:
		g.push(frame{Kind: fDraw, P: fp, N: int8(s)})
	case POffering:
		g.gainOfferings(p, s)
	case PStatus:
		g.status(p, s)
	case PShell:
		g.gainShells(p, s)
	}
}

// ---- phase C and round flow ----

func (g *Game) startRound() {
	g.Stage, g.Idx = StagePhaseA, 0
	g.emit(Event{Kind: EvPhase, Player: -1, X: int8(StagePhaseA), N: int16(g.Round)})
	for p := 0; p < int(g.NP); p++ {
		pl := &g.P[p]
		for d := 0; d < DicePerPlayer; d++ {
			pl.Dice[d] = int8(g.RngDice.intn(6) + 1)
			pl.DiceAt[d] = -1
			pl.DieWhite[d] = false
			g.emit(Event{Kind: EvRoll, Player: int8(p), X: int8(d), N: int16(pl.Dice[d])})
		}
	}
	g.revealed = true
}

func (g *Game) startPhaseB() {
	g.Stage, g.Idx = StagePhaseB, 0
	g.emit(Event{Kind: EvPhase, Player: -1, X: int8(StagePhaseB), N: int16(g.Round)})
	for p := 0; p < int(g.NP); p++ {
		pl := &g.P[p]
		pl.UsedMan, pl.UsedWoman, pl.GreenUsed, pl.GreenPending = false, false, false, false
		pl.UsedTypes = 0
		pl.PendingBlue, pl.PendingWhite = false, false
	}
}

func (g *Game) phaseC() {
	np := int(g.NP)
	g.emit(Event{Kind: EvPhase, Player: -1, X: int8(StageJewelry), N: int16(g.Round)})
	for p := 0; p < np; p++ {
		g.P[p].GreenPending = false
	}
	// 1. status track
	for p := 0; p < np; p++ {
		g.addVP(p, SrcStatus, StatusVP(int(g.P[p].Status)))
	}
	var order [4]int8
	for i := 0; i < np; i++ {
		order[i] = int8(i)
	}
	// sort: further along first; on one space, the marker on top first
	for i := 1; i < np; i++ {
		for j := i; j > 0 && g.ahead(int(order[j]), int(order[j-1])); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	g.Order = order
	for i := 0; i < np; i++ {
		pl := &g.P[order[i]]
		pl.Status = 0
		pl.StatusArrival = g.ArrivalSeq + int32(np-i)
		g.emit(Event{Kind: EvTurnOrder, Player: order[i], N: int16(i)})
	}
	g.ArrivalSeq += int32(np)
	// 2. temple
	var count [4]int
	best := -1
	for s := TempleSpaces; s >= 1; s-- {
		if o := g.Temple[s]; o >= 0 {
			count[o]++
		}
	}
	for p := 0; p < np; p++ {
		g.addVP(p, SrcTemple, count[p]*PriestVP[g.Round])
	}
	for s := TempleSpaces; s >= 1; s-- { // left to right: the first found wins ties
		o := int(g.Temple[s])
		if o >= 0 && (best < 0 || count[o] > count[best]) {
			best = o
		}
	}
	if g.TempleGodTiles > 0 {
		g.TempleGodTiles--
		if best >= 0 {
			g.P[best].GodTiles++
		} else {
			g.GodTilesBox++
		}
		g.emit(Event{Kind: EvGodTile, Player: int8(best)})
	}
	g.Stage, g.Idx = StageJewelry, 0
}

// ahead reports whether a's status marker is ahead of b's (further, or on top of the same space).
func (g *Game) ahead(a, b int) bool {
	pa, pb := &g.P[a], &g.P[b]
	if pa.Status != pb.Status {
		return pa.Status > pb.Status
	}
	return pa.StatusArrival > pb.StatusArrival
}

func (g *Game) taskOptions(p int) {
	pl := &g.P[p]
	for s, t := range pl.Tasks {
		if t < 0 {
			continue
		}
		if g.TaskMet(p, int(t), false) {
			g.add(KCompleteTask, s, int(PayNone), 0)
			continue
		}
		g.payOptions(p, Yellow, func(pay uint8, colour int) {
			if g.yellowMeets(p, int(t), pay, colour) {
				g.add(KCompleteTask, s, int(pay), colour)
			}
		})
	}
}

// yellowMeets reports whether task t is met with a Yellow God's help, counting what p has
// after paying for it (cards and offerings paid are gone).
func (g *Game) yellowMeets(p, t int, pay uint8, colour int) bool {
	return g.afterPaying(p, Yellow, pay, colour, func(p int) bool { return g.TaskMet(p, t, true) })
}

func (g *Game) cleanupRound() {
	for i, t := range g.TaskDisplay {
		if t >= 0 {
			g.TaskDisplay[i] = -1
			g.TasksBox++
		}
	}
	for i := 0; i < DisplaySize; i++ {
		if g.Men[i] >= 0 {
			g.PersonsBox++
		}
		if g.Women[i] >= 0 {
			g.PersonsBox++
		}
	}
	g.Round++
	g.refillPersons()
	g.refillTasks()
}

func (g *Game) endScoring() {
	np := int(g.NP)
	for p := 0; p < np; p++ {
		pl := &g.P[p]
		g.addVP(p, SrcGodTiles, GodTileEndVP*int(pl.GodTiles))
		fish := 0
		for r := 0; r < NumRegions; r++ {
			if int(g.RegionSpace[r]) == p {
				fish += FishValue(int(g.Fish[r]))
			}
		}
		g.addVP(p, SrcFishEnd, fish)
		jv := 0
		for i := 0; i < int(pl.NJewels); i++ {
			jv += JewelValue(int(pl.Jewels[i]))
		}
		g.addVP(p, SrcJewelry, jv)
		if pl.NDone >= 9 {
			g.addVP(p, SrcBonusTasks, EndBonusVP)
		}
		if pl.NJewels >= 6 {
			g.addVP(p, SrcBonusJewelry, EndBonusVP)
		}
		full := true
		for _, c := range pl.Ceremony {
			if c == cerEmpty {
				full = false
			}
		}
		if full {
			g.addVP(p, SrcBonusCeremony, EndBonusVP)
		}
		if pl.buildingsBuilt() == NumBuildings {
			g.addVP(p, SrcBonusBuildings, EndBonusVP)
		}
		if g.regionCount(p) == NumRegions {
			g.addVP(p, SrcBonusRegions, EndBonusVP)
		}
		if pl.NPersons == PersonSpaces {
			g.addVP(p, SrcBonusPersons, EndBonusVP)
		}
	}
	g.Stage, g.Idx = StageOver, 0
	g.emit(Event{Kind: EvGameOver, Player: int8(g.Winner())})
}
