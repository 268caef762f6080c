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

// Features of the evaluation. value is the score plus a weighted sum of these features; each
// feature is in victory points or a count.
const (
	fPriestNow      = iota // priests in the temple × this coming Phase C's points per priest
	fPriestLater           // priests × the later Phase Cs' points per priest
	fTempleLead            // 1 when leading the temple with God tiles left to award
	fStatusVP              // points of the status track this round (until Phase C)
	fStatusSteps           // steps on the status track (until Phase C)
	fFirst                 // 1 when first in turn order with rounds to come
	fFishHut               // fish under own huts on building spaces (end scoring)
	fGodTiles              // God tiles
	fCardPairs             // God cards with an offering to pay for each (halved after round 6)
	fLoneCards             // God cards without an offering
	fLoneOfferings         // offerings without a God card
	fGreen                 // a Green God pending in Phase B
	fShells                // shells that can still buy jewelry
	fTaskMet               // open tasks met now
	fTaskShort1            // open tasks short by 1 thing, × time left (1 with 3+ scorings to come)
	fTaskShort2            // ... by 2
	fTaskShort3            // ... by 3
	fTaskShort4            // ... by 4 or more
	fMaterial              // points of the next build × materials on ceremony spaces usable
	fBeside                // materials beside the board
	fCeremonyPart          // 6 × (ceremony spaces filled / 12)³ while not all are filled
	fBuiltPart             // 6 × (buildings built / 6)² while not all are built
	fPersons               // person tiles
	fPersonValue           // shown values of person tiles not shifted down (with rounds to come)
	fPersonAction          // best man action + best woman action, × Phase Bs to come
	fFreeSpaces            // free person spaces, up to two per Phase B to come
	fRegions               // regions with an own hut
	fFrames                // rough worth of the seat's unresolved compound-action steps
	fActNoBuild            // best man and woman action but Build, × their Phase Bs to come
	fBuildAhead            // buildings the Build persons can still put on ready pairs, × a build's worth
	fPriestHigh            // each own priest's Phase C points to come × its height ((space-1)/5)
	fJewels                // points of jewelry tiles owned (this and the features below weigh 1)
	fBonusJewels           // end bonuses earned for good: 6 jewelry tiles,
	fBonusCeremony         // all ceremony spaces filled,
	fBonusBuildings        // all buildings built,
	fBonusPersons          // all person spaces filled,
	fBonusRegions          // huts in all regions
	numFeatures
)

// numTuned is the number of features with tuned weights (those before fJewels).
const numTuned = fJewels

// numBuckets is how many parts of the game have their own weights: before and after each
// round's Phase C.
const numBuckets = 2 * engine.Rounds

// weights of the evaluation: one weight per feature and part of the game.
type weights [numBuckets][numFeatures]float64

// bucket is the part of the game g is in: 2*(round-1), +1 once the round's Phase C began.
func bucket(g *engine.Game) int {
	r := max(1, min(g.Round(), engine.Rounds))
	b := 2 * (r - 1)
	if g.Stage() > engine.StagePhaseB {
		b++
	}
	return min(b, numBuckets-1)
}

// handWeights are the hand-set weights, the same in every part of the game (Medium and Easy
// play with them).
var handWeights = func() (w weights) {
	one := [numFeatures]float64{
		fPriestNow:     1,
		fPriestLater:   0.6,
		fTempleLead:    2.5 * 0.8,
		fStatusVP:      1,
		fStatusSteps:   0.1,
		fFirst:         0.7,
		fFishHut:       0.8,
		fGodTiles:      2.5,
		fCardPairs:     2.2,
		fLoneCards:     0.5,
		fLoneOfferings: 0.9,
		fGreen:         2,
		fShells:        0.7,
		fTaskMet:       5.5,
		fTaskShort1:    3.3,
		fTaskShort2:    1.8,
		fTaskShort3:    0.9,
		fTaskShort4:    0.3,
		fMaterial:      0.25,
		fBeside:        0.3,
		fCeremonyPart:  0.6,
		fBuiltPart:     0.6,
		fPersons:       0.6,
		fPersonValue:   0.35,
		fPersonAction:  0.75,
		fFreeSpaces:    0.4,
		fRegions:       0.8,
		fFrames:        1,
	}
	for i := numTuned; i < numFeatures; i++ {
		one[i] = 1
	}
	for b := range w {
		w[b] = one
	}
	return w
}()

// tunedWeights are the Hard level's weights (weights.go, made by cmd/tune).
var tunedWeights = currentTuned.weights()

// expertWeights are the Expert level's weights of first sight and rollouts: the tuned ones,
// but the temple's features (priests this round and later, their height, the temple lead)
// weighed as the fitted evaluation weighs them. The tuned weights leave the height out and
// give later rounds' priest points 0.20, so in Expert's rollouts nobody contested the temple
// and Expert left it to opponents who did (docs/bots.md, "The temple in Expert's first sight
// and rollouts").
var expertWeights = templeFitted(tunedWeights)

// templeFitted is w with the fitted weights of the temple's features.
func templeFitted(w weights) weights {
	for k := range w {
		for _, f := range []int{fPriestNow, fPriestLater, fTempleLead, fPriestHigh} {
			w[k][f] = fittedWeights[k][f]
		}
	}
	return w
}

// value estimates seat p's final score.
func value(g *engine.Game, p int, w *weights) float64 {
	if g.Over() {
		return float64(g.Score(p))
	}
	var f [numFeatures]float64
	ws := &w[bucket(g)]
	v := features(g, p, &f, ws[fActNoBuild] != 0 || ws[fBuildAhead] != 0)
	for i, x := range f {
		v += ws[i] * x
	}
	return v
}

// features fills f for seat p and returns its score. The game must not be over. Without ahead,
// fActNoBuild and fBuildAhead are left 0 (for weights that do not use them).
func features(g *engine.Game, p int, f *[numFeatures]float64, ahead bool) float64 {
	pl := g.Seat(p)
	v := float64(g.Score(p))
	cl := phaseCLeft(g)

	// temple: this round's scoring in full, later ones discounted
	priests := priestsOf(g, p)
	if priests > 0 && cl > 0 {
		first := firstScoringRound(g)
		f[fPriestNow] = float64(priests * engine.PriestVP[first])
		for r := first + 1; r <= engine.Rounds; r++ {
			f[fPriestLater] += float64(priests * engine.PriestVP[r])
		}
		if g.TempleGodTiles() > 0 && templeLeader(g) == p {
			f[fTempleLead] = 1
		}
		// a priest high in the temple is pushed out later than one near its end
		pts := f[fPriestNow] + f[fPriestLater]
		for sp := 2; sp <= engine.TempleSpaces; sp++ {
			if int(g.TempleSpace(sp)) == p {
				f[fPriestHigh] += pts / float64(priests) * float64(sp-1) / float64(engine.TempleSpaces-1)
			}
		}
	}

	// status: scored in this round's Phase C, and it sets the turn order
	if g.Stage() <= engine.StagePhaseB {
		f[fStatusVP] = float64(engine.StatusVP(int(pl.Status)))
		f[fStatusSteps] = float64(pl.Status)
	}
	if g.SeatAt(0) == p && cl > 0 {
		f[fFirst] = 1
	}

	// fish under own huts on building spaces, jewelry, God tiles (end scoring)
	for r := 0; r < engine.NumRegions; r++ {
		if g.HutOnSpace(engine.Region(r)) == p {
			f[fFishHut] += float64(g.FishAt(engine.Region(r)).Value())
		}
	}
	for i := 0; i < int(pl.NJewels); i++ {
		f[fJewels] += float64(pl.Jewels[i].Value())
	}
	if pl.NJewels >= engine.Rounds {
		f[fBonusJewels] = engine.EndBonusVP
	}
	f[fGodTiles] = float64(pl.GodTiles)

	// God cards and offerings: worth most as pairs
	cards := int(pl.Cards)
	off := int(pl.Offerings)
	pairs := min(cards, off)
	gv := 1.0
	if cl == 0 {
		gv = 0.5 // only Yellow Gods for the final tasks are left
	}
	f[fCardPairs] = gv * float64(pairs)
	f[fLoneCards] = gv * float64(cards-pairs)
	f[fLoneOfferings] = gv * float64(off-pairs)
	if pl.GreenPending {
		f[fGreen] = 1
	}

	// shells buy jewelry
	if jb := jewelBuysLeft(g); jb > 0 {
		f[fShells] = float64(min(int(pl.Shells), 9*jb))
	}

	// open tasks
	for _, t := range pl.Tasks {
		if t < 0 {
			continue
		}
		if short := taskShort(g, p, t); short == 0 {
			f[fTaskMet]++
		} else {
			f[fTaskShort1+min(short, 4)-1] += float64(min(cl+1, 4)) / 4
		}
	}

	// ceremony spaces and buildings
	mats, filled, built := 0, 0, 0
	for s := 0; s < engine.NumCeremony; s++ {
		switch pl.Ceremony[s] {
		case engine.SpaceMaterial:
			mats++
			filled++
		case engine.SpaceEmpty:
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
		f[fMaterial] = bv * float64(usable)
	}
	for m := 0; m < int(engine.NumMaterials); m++ {
		f[fBeside] += float64(pl.Beside[m])
	}
	if filled == engine.NumCeremony {
		f[fBonusCeremony] = engine.EndBonusVP
	} else {
		x := float64(filled) / engine.NumCeremony
		f[fCeremonyPart] = engine.EndBonusVP * x * x * x
	}
	if built == engine.NumBuildings {
		f[fBonusBuildings] = engine.EndBonusVP
	} else {
		x := float64(built) / engine.NumBuildings
		f[fBuiltPart] = engine.EndBonusVP * x * x
	}

	// persons: the best man and woman action for each remaining Phase B
	bl := phaseBLeft(g)
	free := int(pl.FreeSpaces)
	if pl.NPersons > 0 {
		var count [2][engine.NumPersonTypes]int
		for i := 0; i < int(pl.NPersons); i++ {
			id := pl.Persons[i]
			count[id.Gender()][id.Type()]++
			f[fPersons]++
			if !pl.Shifted[i] && cl > 0 {
				f[fPersonValue] += float64(id.Value())
			}
		}
		if bl > 0 {
			for gender := 0; gender < 2; gender++ {
				best := 0.0
				for t := engine.PersonType(0); t < engine.NumPersonTypes; t++ {
					if n := count[gender][t]; n > 0 {
						best = max(best, actionValue(&pl, t, n, free, mats, built, bv))
					}
				}
				f[fPersonAction] += best * float64(bl)
			}
		}
	}
	if ahead {
		personsAhead(g, &pl, f, mats, built, bv)
	}
	if int(pl.NPersons) == engine.PersonSpaces {
		f[fBonusPersons] = engine.EndBonusVP
	}
	if bl > 0 {
		f[fFreeSpaces] = float64(min(free, 2*bl))
	}

	// regions
	regions := 0
	for r := 0; r < engine.NumRegions; r++ {
		if g.HasHut(engine.Region(r), p) {
			regions++
		}
	}
	f[fRegions] = float64(regions)
	if regions == engine.NumRegions {
		f[fBonusRegions] = engine.EndBonusVP
	}

	// pending steps of a compound action not resolved yet, the earliest first
	for i := g.PendingCount() - 1; i >= 0; i-- {
		fr := g.PendingAt(i)
		if fr.Player != p {
			continue
		}
		f[fFrames] += frameValue(g, fr.Kind, fr.N, bv)
	}
	return v
}

// personsAhead fills fActNoBuild and fBuildAhead: what the seat's persons can still do, each
// gender counted only for the Phase Bs in which it can still act (not this round's once its
// action is used), and the Build persons only for the buildings they can still put on pairs
// of materials ready now.
func personsAhead(g *engine.Game, pl *engine.SeatView, f *[numFeatures]float64, mats, built int, bv float64) {
	bl := phaseBLeft(g)
	if pl.NPersons == 0 || bl == 0 {
		return
	}
	var count [2][engine.NumPersonTypes]int
	for i := 0; i < int(pl.NPersons); i++ {
		id := pl.Persons[i]
		count[id.Gender()][id.Type()]++
	}
	free := int(pl.FreeSpaces)
	builds, reach := 0, 0
	for gender := 0; gender < 2; gender++ {
		left := bl
		if g.Stage() == engine.StagePhaseB && (gender == 0 && pl.ManUsed || gender == 1 && pl.WomanUsed) {
			left--
		}
		best := 0.0
		for t := engine.PersonType(0); t < engine.NumPersonTypes; t++ {
			n := count[gender][t]
			if n == 0 {
				continue
			}
			if t == engine.PersonBuild {
				builds += left
				reach = max(reach, engine.PersonStrength(t, n))
				continue
			}
			best = max(best, actionValue(pl, t, n, free, mats, built, bv))
		}
		f[fActNoBuild] += best * float64(left)
	}
	if builds == 0 || bv == 0 {
		return
	}
	open := 0
	for v := 1; v <= min(reach, engine.NumBuildings); v++ {
		if pl.BuildingPair[v] < 0 {
			open++
		}
	}
	f[fBuildAhead] = bv * float64(min(builds, open, readyPairs(pl)))
}

// readyPairs is how many buildings the seat's materials on the ceremony spaces can hold at
// once: disjoint pairs of neighbouring materials (a greedy count, exact on the common cases).
func readyPairs(pl *engine.SeatView) int {
	var used [engine.NumCeremony]bool
	n := 0
	for _, pr := range engine.CeremonyPairs {
		a, b := pr[0], pr[1]
		if !used[a] && !used[b] && pl.Ceremony[a] == engine.SpaceMaterial && pl.Ceremony[b] == engine.SpaceMaterial {
			used[a], used[b] = true, true
			n++
		}
	}
	return n
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
func actionValue(pl *engine.SeatView, t engine.PersonType, n, free, mats, built int, bv float64) float64 {
	s := float64(engine.PersonStrength(t, n))
	switch t {
	case engine.PersonLandPath, engine.PersonWaterPath:
		if int(pl.HutsOnSpaces+pl.HutsOn12th) == 0 {
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
		if pl.HutsOnSpaces == 0 {
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

// easyValue is a crude estimate: points now, goods at a flat rate, no look at opponents.
func easyValue(g *engine.Game, p int) float64 {
	pl := g.Seat(p)
	v := float64(g.Score(p))
	if g.Over() {
		return v
	}
	cards := int(pl.Cards)
	v += 0.8*float64(cards) + 0.8*float64(pl.Offerings) + 0.4*float64(pl.Shells) + 2*float64(pl.GodTiles)
	for s := 1; s <= engine.TempleSpaces; s++ {
		if g.TempleSpace(s) == p {
			v += 2
		}
	}
	if g.Stage() <= engine.StagePhaseB {
		v += float64(engine.StatusVP(int(pl.Status)))
	}
	v += 1.5 * float64(pl.NPersons)
	for s := 0; s < engine.NumCeremony; s++ {
		if pl.Ceremony[s] == engine.SpaceMaterial {
			v += 1.5
		}
	}
	for i := 0; i < int(pl.NJewels); i++ {
		v += float64(pl.Jewels[i].Value())
	}
	for r := 0; r < engine.NumRegions; r++ {
		if g.HasHut(engine.Region(r), p) {
			v += 1
		}
		if g.HutOnSpace(engine.Region(r)) == p {
			v += 0.5 * float64(g.FishAt(engine.Region(r)).Value())
		}
	}
	for _, t := range pl.Tasks {
		if t >= 0 && g.TaskMet(p, t, false) {
			v += 3
		}
	}
	for i := 0; i < g.PendingCount(); i++ {
		if g.PendingAt(i).Player == p {
			v += 1.5
		}
	}
	return v
}
