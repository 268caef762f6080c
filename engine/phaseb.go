package engine

// Phase B (rulebook: "Phase B", "The individual woman (and man) actions"): in turn order each
// player may use one man type and one woman type, in either order. All the tiles of one type
// and gender act together as one action of their summed strength (PersonStrength); men and
// women never combine. Using tiles changes nothing on them. A Green God (gods.go), once per
// player per Phase B, doubles one action, or lets a gender already used act again with another
// type. Phase B is optional: the player may pass at any time.

// personCount returns how many tiles of gender and type seat p has.
func (g *Game) personCount(p, gender int, t PersonType) int {
	pl := &g.seats[p]
	n := 0
	for i := 0; i < int(pl.NPersons); i++ {
		id := int(pl.Persons[i])
		if PersonTile(id).Gender() == gender && PersonTile(id).Type() == t {
			n++
		}
	}
	return n
}

// personCounts is how many tiles of each gender and type a seat has.
type personCounts [2][NumPersonTypes]int

func (g *Game) personCounts(p int) (n personCounts) {
	pl := &g.seats[p]
	for i := 0; i < int(pl.NPersons); i++ {
		id := int(pl.Persons[i])
		n[PersonTile(id).Gender()][PersonTile(id).Type()]++
	}
	return
}

// genderUsed reports whether seat p used its gender action this Phase B.
func (g *Game) genderUsed(p, gender int) bool {
	if gender == Woman {
		return g.seats[p].UsedWoman
	}
	return g.seats[p].UsedMan
}

// typeUsed reports whether seat p used type t of gender this Phase B.
func (g *Game) typeUsed(p, gender int, t PersonType) bool {
	return g.seats[p].UsedTypes&(1<<(gender*int(NumPersonTypes)+int(t))) != 0
}

// activateWhy says why seat p, with n tiles of type t of gender, may not activate them in
// mode m now.
func (g *Game) activateWhy(p, gender int, t PersonType, n int, m Activation) Reason {
	pl := &g.seats[p]
	if n == 0 {
		return NoPersonOfType
	}
	used := g.genderUsed(p, gender)
	switch {
	case m > ActivateSecond:
		return NotThisDecision
	case m != ActivatePlain && !pl.GreenPending:
		return NoGreenGod
	case m != ActivateSecond && used:
		return GenderUsed
	case m == ActivateSecond && !used:
		return GenderNotUsed
	case m == ActivateSecond && g.typeUsed(p, gender, t):
		return TypeUsed
	case m == ActivateDoubled:
		return g.doubledWhy(p, t, n)
	}
	return g.effectWhy(p, personEffect[t], PersonStrength(t, n))
}

// doubledWhy says whether n tiles of type t, doubled by the pending Green God, may act:
// under rules 2 only when doubling does more than the plain action; under rules 1 whenever
// the doubled action can do anything.
func (g *Game) doubledWhy(p int, t PersonType, n int) Reason {
	e := personEffect[t]
	if g.rules < rules2 {
		return g.effectWhy(p, e, PersonStrength(t, 2*n))
	}
	if !g.effectGains(p, e, PersonStrength(t, n), PersonStrength(t, 2*n)) {
		return DoublingGainsNothing
	}
	return Open
}

var activations = [...]Activation{ActivatePlain, ActivateDoubled, ActivateSecond}

func (g *Game) offerPhaseB(pr Prompt) {
	p := pr.Player
	count := g.personCounts(p)
	for gender := 0; gender < 2; gender++ {
		for t := PersonType(0); t < NumPersonTypes; t++ {
			for _, m := range activations {
				c := Choice{Kind: KActivate, A: uint8(gender), B: uint8(t), C: uint8(m)}
				g.offer(c, g.activateWhy(p, gender, t, count[gender][t], m))
			}
		}
	}
	g.offerGreenGod(p)
	g.offerPass()
}

func (g *Game) applyPhaseB(pr Prompt, c Choice) {
	switch c.Kind {
	case KPass:
		g.board.Idx++
	case KPlayGod:
		g.playGod(pr.Player, c)
	case KActivate:
		g.activate(pr.Player, int(c.A), PersonType(c.B), Activation(c.C))
	}
}

// activate uses type t of gender of seat p in mode m.
func (g *Game) activate(p, gender int, t PersonType, m Activation) {
	pl := &g.seats[p]
	n := g.personCount(p, gender, t)
	if m == ActivateDoubled {
		n *= 2
	}
	if m != ActivateSecond {
		if gender == Woman {
			pl.UsedWoman = true
		} else {
			pl.UsedMan = true
		}
	}
	if m != ActivatePlain {
		pl.GreenPending = false
		pl.GreenUsed = true
	}
	pl.UsedTypes |= 1 << (gender*int(NumPersonTypes) + int(t))
	s := PersonStrength(t, n)
	g.emit(Event{Kind: EvActivate, Player: int8(p), X: int8(t), Y: int8(gender), N: int16(s)})
	g.startEffect(p, personEffect[t], s)
}
