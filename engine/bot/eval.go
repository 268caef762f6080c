package bot

import "borabora/engine"

// The evaluation estimates the victory points a seat will have at the end of the game: the
// points scored so far plus the expected worth of everything on its board. All weights are
// hand-set; they are in victory points.

// phaseCLeft is how many Phase C scorings (status, temple) are still to come, this round's
// included when it has not happened yet.
func phaseCLeft(g *engine.Game) int {
	if g.Stage() <= engine.StagePhaseB {
		return engine.Rounds - int(g.Round()) + 1
	}
	if g.Stage() == engine.StageOver {
		return 0
	}
	return engine.Rounds - int(g.Round())
}

// firstScoringRound is the round of the next Phase C.
func firstScoringRound(g *engine.Game) int {
	if g.Stage() <= engine.StagePhaseB {
		return int(g.Round())
	}
	return int(g.Round()) + 1
}

// phaseBLeft is how many Phase B turns are still to come (approximately: this round's counts
// until Phase B is over).
func phaseBLeft(g *engine.Game) int { return phaseCLeft(g) }

// jewelBuysLeft is how many jewelry purchases are still possible.
func jewelBuysLeft(g *engine.Game) int {
	if g.Stage() == engine.StageOver || g.Stage() == engine.StageFinalTasks {
		return 0
	}
	if g.Stage() <= engine.StageJewelry {
		return engine.Rounds - int(g.Round()) + 1
	}
	return engine.Rounds - int(g.Round())
}

// buildValue is what one more building is worth: the points of the next round a build can
// happen in, plus the Fire Bonus.
func buildValue(g *engine.Game) float64 {
	r := int(g.Round())
	if g.Stage() > engine.StagePhaseB {
		r++
	}
	if r > engine.Rounds {
		return 0
	}
	return float64(engine.BuildVP[r]) + 2.5
}

// weights of the evaluation; the zero value is not used, see defaultWeights.
type weights struct {
	priestLater   float64 // share of a priest's points in later rounds (it may be pushed out)
	fishUnderHut  float64 // share of a fish tile under an own hut on a building space
	godPair       float64 // a God card with an offering to pay for it
	loneCard      float64
	loneOffering  float64
	shell         float64
	material      float64 // share of a building's worth per material on the ceremony spaces
	personAction  float64 // share of the best Phase B action per remaining round
	person        float64 // a person tile (tasks, bonus)
	freeSpace     float64
	region        float64
	taskMet       float64
	taskShort     [4]float64 // open task short by 1, 2, 3, 4+ things
	godTile       float64
	firstInOrder  float64
	greenPending  float64
	statusPerStep float64 // status steps beyond their current points (turn order, tasks)
}

var defaultWeights = weights{
	priestLater:   0.6,
	fishUnderHut:  0.8,
	godPair:       2.2,
	loneCard:      0.5,
	loneOffering:  0.9,
	shell:         0.7,
	material:      0.25,
	personAction:  0.75,
	person:        0.6,
	freeSpace:     0.4,
	region:        0.8,
	taskMet:       5.5,
	taskShort:     [4]float64{3.3, 1.8, 0.9, 0.3},
	godTile:       2.5,
	firstInOrder:  0.7,
	greenPending:  2,
	statusPerStep: 0.1,
}

// value estimates seat p's final score.
func value(g *engine.Game, p int, w *weights) float64 {
	if g.Over() {
		return float64(g.Score(p))
	}
	pl := g.Seat(p)
	v := float64(g.Score(p))
	cl := phaseCLeft(g)

	// temple: this round's scoring in full, later ones discounted
	priests := 0
	for s := 1; s <= engine.TempleSpaces; s++ {
		if int(g.TempleSpace(s)) == p {
			priests++
		}
	}
	if priests > 0 && cl > 0 {
		first := firstScoringRound(g)
		for r := first; r <= engine.Rounds; r++ {
			f := w.priestLater
			if r == first {
				f = 1
			}
			v += f * float64(priests*engine.PriestVP[r])
		}
		if g.TempleGodTiles() > 0 && templeLeader(g) == p {
			v += w.godTile * 0.8
		}
	}

	// status: scored in this round's Phase C, and it sets the turn order
	if g.Stage() <= engine.StagePhaseB {
		v += float64(engine.StatusVP(int(pl.Status))) + w.statusPerStep*float64(pl.Status)
	}
	if g.SeatAt(0) == p && cl > 0 {
		v += w.firstInOrder
	}

	// fish under own huts on building spaces, jewelry, God tiles (end scoring)
	for r := 0; r < engine.NumRegions; r++ {
		if g.HutOnSpace(engine.Region(r)) == p {
			v += w.fishUnderHut * float64(g.FishAt(engine.Region(r)).Value())
		}
	}
	for i := 0; i < int(pl.NJewels); i++ {
		v += float64(engine.JewelTile(pl.Jewels[i]).Value())
	}
	if pl.NJewels >= engine.Rounds {
		v += engine.EndBonusVP
	}
	v += float64(pl.GodTiles) * w.godTile

	// God cards and offerings: worth most as pairs
	cards := int(pl.Cards)
	off := int(pl.Offerings)
	pairs := min(cards, off)
	gv := 1.0
	if cl == 0 {
		gv = 0.5 // only Yellow Gods for the final tasks are left
	}
	v += gv * (float64(pairs)*w.godPair + float64(cards-pairs)*w.loneCard + float64(off-pairs)*w.loneOffering)
	if pl.GreenPending {
		v += w.greenPending
	}

	// shells buy jewelry
	if jb := jewelBuysLeft(g); jb > 0 {
		v += w.shell * float64(min(int(pl.Shells), 9*jb))
	}

	// open tasks
	for _, t := range pl.Tasks {
		if t < 0 {
			continue
		}
		short := 0
		for _, q := range engine.Tasks[t].Reqs {
			if q.Kind == 0 {
				continue
			}
			if have := g.TaskQuantity(p, q); have < int(q.Count) {
				short += int(q.Count) - have
			}
		}
		switch {
		case short == 0:
			v += w.taskMet
		default:
			v += w.taskShort[min(short, 4)-1] * float64(min(cl+1, 4)) / 4
		}
	}

	// ceremony spaces and buildings
	mats, filled, built := 0, 0, 0
	for s := 0; s < engine.NumCeremony; s++ {
		switch pl.Ceremony[s] {
		case 1:
			mats++
			filled++
		case 0:
		default:
			filled++
		}
	}
	for b := 1; b <= engine.NumBuildings; b++ {
		if pl.BuildingPair[b] >= 0 {
			built++
		}
	}
	bv := buildValue(g)
	if built < engine.NumBuildings && bv > 0 {
		usable := min(mats, 2*(engine.NumBuildings-built))
		v += w.material * bv * float64(usable)
	}
	for m := 0; m < int(engine.NumMaterials); m++ {
		v += 0.3 * float64(pl.Beside[m])
	}
	if filled == engine.NumCeremony {
		v += engine.EndBonusVP
	} else {
		f := float64(filled) / engine.NumCeremony
		v += engine.EndBonusVP * f * f * f * 0.6
	}
	if built == engine.NumBuildings {
		v += engine.EndBonusVP
	} else {
		f := float64(built) / engine.NumBuildings
		v += engine.EndBonusVP * f * f * 0.6
	}

	// persons: the best man and woman action for each remaining Phase B
	bl := phaseBLeft(g)
	free := g.FreeSpaces(p)
	if pl.NPersons > 0 {
		var count [2][engine.NumPersonTypes]int
		for i := 0; i < int(pl.NPersons); i++ {
			id := int(pl.Persons[i])
			count[engine.PersonTile(id).Gender()][engine.PersonTile(id).Type()]++
			v += w.person
			if !pl.Shifted[i] && cl > 0 {
				v += 0.35 * float64(engine.PersonTile(id).Value())
			}
		}
		if bl > 0 {
			for gender := 0; gender < 2; gender++ {
				best := 0.0
				for t := engine.PersonType(0); t < engine.NumPersonTypes; t++ {
					if n := count[gender][t]; n > 0 {
						best = max(best, actionValue(g, p, t, n, free, mats, built, bv))
					}
				}
				v += w.personAction * best * float64(bl)
			}
		}
	}
	if int(pl.NPersons) == engine.PersonSpaces {
		v += engine.EndBonusVP
	}
	if bl > 0 {
		v += w.freeSpace * float64(min(free, 2*bl))
	}

	// regions
	regions := 0
	for r := 0; r < engine.NumRegions; r++ {
		if g.HasHut(engine.Region(r), p) {
			regions++
		}
	}
	v += w.region * float64(regions)
	if regions == engine.NumRegions {
		v += engine.EndBonusVP
	}

	// pending steps of a compound action not resolved yet, the earliest first
	for i := g.PendingCount() - 1; i >= 0; i-- {
		f := g.PendingAt(i)
		if f.Player != p {
			continue
		}
		v += frameValue(g, f.Kind, f.N, bv)
	}
	return v
}

// frameValue is a rough worth of an unresolved step.
func frameValue(g *engine.Game, kind engine.PromptKind, n int, bv float64) float64 {
	switch kind {
	case engine.PromptPlaceMaterial:
		return 0.25 * bv
	case engine.PromptExpand:
		return 3
	case engine.PromptRedGod:
		return 0
	case engine.PromptTakePerson:
		return 2.5
	case engine.PromptHelper:
		return 0.6 * float64(n)
	case engine.PromptTemple:
		return 3
	case engine.PromptFireCard:
		return 1.5
	case engine.PromptFireStatus:
		return 0.8
	case engine.PromptBuild:
		return bv * 0.8
	case engine.PromptDrawCard:
		return float64(n)
	case engine.PromptGainMaterial:
		return float64(n)
	}
	return 0
}

// actionValue is the rough worth of one Phase B activation of n tiles of type t.
func actionValue(g *engine.Game, p int, t engine.PersonType, n, free, mats, built int, bv float64) float64 {
	s := float64(engine.PersonStrength(t, n))
	switch t {
	case engine.PersonLandPath, engine.PersonWaterPath:
		if int(g.Seat(p).HutsOnSpaces+g.Seat(p).HutsOn12th) == 0 {
			return 0
		}
		return 1.5 + 0.6*s
	case engine.PersonTakeWoman, engine.PersonTakeMan:
		if free == 0 {
			return 0.2
		}
		return 1.5 + 0.3*s
	case engine.PersonBuild:
		if built == engine.NumBuildings {
			return 0
		}
		if mats < 2 {
			return 0.8
		}
		return bv * (0.4 + 0.1*s)
	case engine.PersonMaterials:
		return 1.1 * s
	case engine.PersonMoveHuts:
		if g.Seat(p).HutsOnSpaces == 0 {
			return 0
		}
		return 0.6 * s
	case engine.PersonVP:
		return s
	case engine.PersonGodCards:
		return 1.0 * s
	case engine.PersonOfferings:
		return 1.1 * s
	case engine.PersonStatus:
		return 0.7 * s
	case engine.PersonShells:
		return 0.7 * s
	}
	return 0
}

// templeLeader is the seat that would take the God tile now (-1 for none).
func templeLeader(g *engine.Game) int {
	var count [4]int
	for s := 1; s <= engine.TempleSpaces; s++ {
		if o := g.TempleSpace(s); o >= 0 {
			count[o]++
		}
	}
	best := -1
	for s := engine.TempleSpaces; s >= 1; s-- {
		o := int(g.TempleSpace(s))
		if o >= 0 && (best < 0 || count[o] > count[best]) {
			best = o
		}
	}
	return best
}

// margin is seat p's value minus the best opponent's value.
func margin(g *engine.Game, p int, w *weights) float64 {
	mine := value(g, p, w)
	best := -1e9
	for q := 0; q < g.NumPlayers(); q++ {
		if q != p {
			best = max(best, value(g, q, w))
		}
	}
	return mine - best
}
