package engine

// Dice actions (Phase A) and person types (Phase B) that do the same thing share one effect:
// the Build action and a builder person both build, at the die's or the persons' strength.
// For each effect this file says, by calling the rule's own file, whether it can do anything
// at a strength (and why not), whether a higher strength does more, and how it starts.

type effect uint8

const (
	effFishing effect = iota
	effHelper
	effTemple
	effBuild
	effTakeMan
	effTakeWoman
	effExpandLand
	effExpandWater
	effMaterials
	effMoveHuts
	effVP
	effCards
	effOfferings
	effStatus
	effShells
)

// actionEffect is what each die action does.
var actionEffect = [NumActions]effect{
	ActionHelper: effHelper, ActionTemple: effTemple, ActionBuild: effBuild, ActionTakeMan: effTakeMan,
	ActionTakeWoman: effTakeWoman, ActionLandPath: effExpandLand, ActionWaterPath: effExpandWater, ActionFishing: effFishing,
}

// personEffect is what each person type does in Phase B.
var personEffect = [NumPersonTypes]effect{
	PersonLandPath: effExpandLand, PersonWaterPath: effExpandWater, PersonTakeWoman: effTakeWoman, PersonTakeMan: effTakeMan,
	PersonBuild: effBuild, PersonMaterials: effMaterials, PersonMoveHuts: effMoveHuts, PersonVP: effVP,
	PersonGodCards: effCards, PersonOfferings: effOfferings, PersonStatus: effStatus, PersonShells: effShells,
}

// effectWhy says whether effect e can do anything for seat p at strength s: Open, or why not.
func (g *Game) effectWhy(p int, e effect, s int) Reason {
	switch e {
	case effTemple:
		return g.templeWhy(p)
	case effBuild:
		return g.buildWhy(p, s)
	case effTakeMan:
		return g.takeWhy(p, Man, s)
	case effTakeWoman:
		return g.takeWhy(p, Woman, s)
	case effExpandLand:
		return g.expandWhy(p, Land, s)
	case effExpandWater:
		return g.expandWhy(p, Water, s)
	case effMoveHuts:
		return g.moveHutWhy(p)
	case effCards:
		return g.cardsWhy()
	}
	return Open // fishing, helper points, materials, VP, offerings, status, shells
}

// effectGains reports whether effect e does more for seat p at strength hi than at lo.
func (g *Game) effectGains(p int, e effect, lo, hi int) bool {
	switch e {
	case effFishing:
		return false
	case effTemple:
		return g.templeGains(p, lo, hi)
	case effBuild:
		return g.buildGains(p, lo, hi)
	case effTakeMan:
		return g.takeGains(p, Man, lo, hi)
	case effTakeWoman:
		return g.takeGains(p, Woman, lo, hi)
	case effExpandLand:
		return g.expandGains(p, Land, lo, hi)
	case effExpandWater:
		return g.expandGains(p, Water, lo, hi)
	case effMoveHuts:
		return g.moveHutGains(p, lo)
	case effCards:
		return g.cardsLeft() > lo
	}
	return hi > lo // helper points, materials, VP, offerings, status, shells: more of them
}

// startEffect carries out effect e for seat p at strength s: at once, or by pushing the
// decision it needs.
func (g *Game) startEffect(p int, e effect, s int) {
	fp, fs := int8(p), int8(s)
	switch e {
	case effFishing:
		g.addVP(p, SrcFishing, FishingVP)
	case effHelper:
		g.push(frame{Kind: PromptHelper, P: fp, N: fs})
	case effTemple:
		g.push(frame{Kind: PromptTemple, P: fp, N: fs})
	case effBuild:
		g.push(frame{Kind: PromptBuild, P: fp, N: fs})
	case effTakeMan:
		g.push(frame{Kind: PromptTakePerson, P: fp, N: fs, X: Man})
	case effTakeWoman:
		g.push(frame{Kind: PromptTakePerson, P: fp, N: fs, X: Woman})
	case effExpandLand:
		g.push(frame{Kind: PromptExpand, P: fp, N: fs, X: int8(Land)})
	case effExpandWater:
		g.push(frame{Kind: PromptExpand, P: fp, N: fs, X: int8(Water)})
	case effMaterials:
		g.push(frame{Kind: PromptGainMaterial, P: fp, N: fs})
	case effMoveHuts:
		g.moveHuts(p, s)
	case effVP:
		g.addVP(p, SrcPersons, s)
	case effCards:
		g.push(frame{Kind: PromptDrawCard, P: fp, N: fs})
	case effOfferings:
		g.gainOfferings(p, s)
	case effStatus:
		g.status(p, s)
	case effShells:
		g.gainShells(p, s)
	}
}
