package engine

// The Gods (rulebook: "The Gods"). A God is paid with one card of its colour and one offering,
// with two cards of any one colour and one offering, or with a God tile (no offering); cards
// paid go onto the discard pile. Playing a God is always optional.
//
//   - Blue (Phase A, before placing a die): the die ignores the lower-than rule.
//   - White (Phase A, before placing a die): the action acts with strength 6.
//   - Red (right after an expansion): score the new region's fish, once per player per region.
//   - Green (Phase B, once per player): double one action, or use a second, different type of
//     a gender already used.
//   - Yellow (Phase C, completing a task): one requirement may be one short.
//
// A payment that buys nothing is never offered (rules 2): a God is offered only when, after
// paying for it that way, the player has something to use it on. Rules 1 offered Blue for any
// blocked die, White for any die below 6 and Green whenever the player had a person.

// payment is one way to pay for a God: the Pay and the colour of the cards paid (the God's
// own for PayCard, 0 for PayTile).
type payment struct {
	pay    uint8
	colour uint8
}

// payments lists the ways to pay for each God, in Legal's order: one card, a pair of each
// colour, a God tile.
var payments = func() (ps [NumGods][2 + NumGods]payment) {
	for god := range ps {
		ps[god][0] = payment{PayCard, uint8(god)}
		for c := 0; c < int(NumGods); c++ {
			ps[god][1+c] = payment{PayPair, uint8(c)}
		}
		ps[god][1+NumGods] = payment{PayTile, 0}
	}
	return
}()

// payWhy says why seat p cannot pay for god that way.
func (g *Game) payWhy(p int, god God, w payment) Reason {
	pl := &g.seats[p]
	switch w.pay {
	case PayCard:
		if pl.Hand[god] < 1 {
			return NoCardOfGod
		}
	case PayPair:
		if w.colour >= uint8(NumGods) || pl.Hand[w.colour] < 2 {
			return NoPairOfGod
		}
	case PayTile:
		if pl.GodTiles < 1 {
			return NoGodTile
		}
		return Open
	default:
		return NotThisDecision
	}
	if pl.Offerings < 1 {
		return NoOffering
	}
	return Open
}

// canPayFor reports whether seat p can pay for god in any way.
func (g *Game) canPayFor(p int, god God) bool {
	for _, w := range payments[god] {
		if g.payWhy(p, god, w) == Open {
			return true
		}
	}
	return false
}

// offerGod offers every way to pay for god. closed, when not Open, closes them all; hasUse,
// when set, closes the ways after which the God would have no use.
func (g *Game) offerGod(p int, god God, closed Reason, hasUse func(g *Game, p int) bool) {
	for _, w := range payments[god] {
		why := closed
		if why == Open {
			why = g.payWhy(p, god, w)
		}
		if why == Open && hasUse != nil && !g.afterPaying(p, god, w, hasUse) {
			why = GodHasNoUse
		}
		g.offer(Choice{Kind: KPlayGod, A: uint8(god), B: w.pay, C: w.colour}, why)
	}
}

// payGod takes seat p's payment for god.
func (g *Game) payGod(p int, god God, pay uint8, colour int) {
	pl := &g.seats[p]
	switch pay {
	case PayCard:
		pl.Hand[god]--
		g.board.Discard[god]++
		pl.Offerings--
		g.emit(Event{Kind: EvSpend, Player: int8(p), X: ResGodCard, N: 1})
		g.emit(Event{Kind: EvSpend, Player: int8(p), X: int8(ResOffering), N: 1})
	case PayPair:
		pl.Hand[colour] -= 2
		g.board.Discard[colour] += 2
		pl.Offerings--
		g.emit(Event{Kind: EvSpend, Player: int8(p), X: ResGodCard, N: 2})
		g.emit(Event{Kind: EvSpend, Player: int8(p), X: int8(ResOffering), N: 1})
	case PayTile:
		pl.GodTiles--
		g.board.GodTilesBox++
		g.emit(Event{Kind: EvSpend, Player: int8(p), X: ResGodTile, N: 1})
	}
	g.discarded()
	g.emit(Event{Kind: EvGodPlayed, Player: int8(p), X: int8(god), Y: int8(pay)})
}

// playGod pays for the God of a KPlayGod choice and puts it to work.
func (g *Game) playGod(p int, c Choice) {
	pl := &g.seats[p]
	g.payGod(p, God(c.A), c.B, int(c.C))
	switch God(c.A) {
	case Blue:
		pl.PendingBlue = true
	case White:
		pl.PendingWhite = true
	case Red:
		r := int(g.top().X)
		g.pop()
		pl.ScoredFish |= 1 << r
		g.addVP(p, SrcExpandFish, FishTile(g.board.Fish[r]).Value())
	case Green:
		pl.GreenPending = true
	}
}

// afterPaying reports what f says of the game as if p had paid for god that way (the God's
// effect pending), and leaves the game as it was.
func (g *Game) afterPaying(p int, god God, w payment, f func(g *Game, p int) bool) bool {
	pl := &g.seats[p]
	saved, discard := *pl, g.board.Discard
	switch w.pay {
	case PayCard:
		pl.Hand[god]--
		g.board.Discard[god]++
		pl.Offerings--
	case PayPair:
		pl.Hand[w.colour] -= 2
		g.board.Discard[w.colour] += 2
		pl.Offerings--
	case PayTile:
		pl.GodTiles--
	}
	switch god {
	case Blue:
		pl.PendingBlue = true
	case White:
		pl.PendingWhite = true
	case Green:
		pl.GreenPending = true
	}
	ok := f(g, p)
	*pl, g.board.Discard = saved, discard
	return ok
}

// ---- Blue and White: Phase A ----

func (g *Game) offerBlueGod(p int, low *tileLows) {
	pl := &g.seats[p]
	switch {
	case pl.PendingBlue:
		g.offerGod(p, Blue, GodPending, nil)
	case g.rules >= rules2:
		g.offerGod(p, Blue, Open, (*Game).blueHasUse)
	case !g.anyDieBlocked(p, low):
		g.offerGod(p, Blue, GodHasNoUse, nil)
	default:
		g.offerGod(p, Blue, Open, nil)
	}
}

func (g *Game) offerWhiteGod(p int) {
	pl := &g.seats[p]
	switch {
	case pl.PendingWhite:
		g.offerGod(p, White, GodPending, nil)
	case g.rules >= rules2:
		g.offerGod(p, White, Open, (*Game).whiteHasUse)
	case !g.anyDieBelow6(p):
		g.offerGod(p, White, GodHasNoUse, nil)
	default:
		g.offerGod(p, White, Open, nil)
	}
}

// anyDieBlocked reports whether the lower-than rule keeps one of seat p's dice off an action
// (the rules 1 test for a Blue God).
func (g *Game) anyDieBlocked(p int, low *tileLows) bool {
	pl := &g.seats[p]
	for d := 0; d < DicePerPlayer; d++ {
		if pl.DiceAt[d] >= 0 {
			continue
		}
		for a := Action(0); a < NumActions; a++ {
			if low.blocks(a, int(pl.Dice[d])) {
				return true
			}
		}
	}
	return false
}

// anyDieBelow6 reports whether seat p has an unplaced die below 6 (the rules 1 test for a
// White God).
func (g *Game) anyDieBelow6(p int) bool {
	pl := &g.seats[p]
	for d := 0; d < DicePerPlayer; d++ {
		if pl.DiceAt[d] < 0 && pl.Dice[d] < 6 {
			return true
		}
	}
	return false
}

// blueHasUse reports whether p, with a Blue God pending, can put a die on an action that the
// lower-than rule closes to it, and that action does something at the die's strength (6 with
// a White God pending or still payable).
func (g *Game) blueHasUse(p int) bool {
	pl := &g.seats[p]
	whiteLater := !pl.PendingWhite && g.canPayFor(p, White)
	low := g.tileLows()
	for d := 0; d < DicePerPlayer; d++ {
		if pl.DiceAt[d] >= 0 {
			continue
		}
		for a := Action(0); a < ActionFishing; a++ {
			if !low.blocks(a, int(pl.Dice[d])) {
				continue // open without a Blue God
			}
			e := actionEffect[a]
			if g.effectWhy(p, e, g.dieStrength(p, d)) == Open || whiteLater && g.effectWhy(p, e, 6) == Open {
				return true
			}
		}
	}
	return false
}

// whiteHasUse reports whether p, with a White God pending, can put a die below 6 on an action
// (by the lower-than rule, or with a Blue God pending or still payable) where strength 6 does
// more than the die's face.
func (g *Game) whiteHasUse(p int) bool {
	pl := &g.seats[p]
	blueLater := !pl.PendingBlue && g.canPayFor(p, Blue)
	low := g.tileLows()
	for d := 0; d < DicePerPlayer; d++ {
		face := int(pl.Dice[d])
		if pl.DiceAt[d] >= 0 || face >= 6 {
			continue
		}
		for a := Action(0); a < ActionFishing; a++ {
			if low.blocks(a, face) && !pl.PendingBlue && !blueLater {
				continue
			}
			if g.effectGains(p, actionEffect[a], face, 6) {
				return true
			}
		}
	}
	return false
}

// ---- Red: after an expansion ----

// offerRedGod offers to score the fish of the region just settled (prompt X).
func (g *Game) offerRedGod(pr Prompt) {
	g.offerGod(pr.Player, Red, Open, nil)
	g.offerPass()
}

func (g *Game) applyRedGod(pr Prompt, c Choice) {
	if c.Kind == KPass {
		g.pop()
		return
	}
	g.playGod(pr.Player, c)
}

// ---- Green: Phase B ----

func (g *Game) offerGreenGod(p int) {
	pl := &g.seats[p]
	switch {
	case pl.NPersons == 0:
		g.offerGod(p, Green, NoPersonTile, nil)
	case pl.GreenUsed:
		g.offerGod(p, Green, GodUsed, nil)
	case pl.GreenPending:
		g.offerGod(p, Green, GodPending, nil)
	case g.rules >= rules2:
		g.offerGod(p, Green, Open, (*Game).greenHasUse)
	default:
		g.offerGod(p, Green, Open, nil)
	}
}

// greenHasUse reports whether p, with a Green God pending, has a doubled action that does more
// than the plain one, or a second, different type of a gender already used that can do
// something.
func (g *Game) greenHasUse(p int) bool {
	count := g.personCounts(p)
	for gender := 0; gender < 2; gender++ {
		for t := PersonType(0); t < NumPersonTypes; t++ {
			n := count[gender][t]
			if n > 0 && (g.activateWhy(p, gender, t, n, ActivateDoubled) == Open ||
				g.activateWhy(p, gender, t, n, ActivateSecond) == Open) {
				return true
			}
		}
	}
	return false
}

// ---- Yellow: Phase C ----

// yellowMeets reports whether task t is met with a Yellow God's help, counting what p has
// after paying for it that way (cards and offerings paid are gone).
func (g *Game) yellowMeets(p int, t TaskID, w payment) bool {
	return g.afterPaying(p, Yellow, w, func(g *Game, p int) bool { return g.TaskMet(p, t, true) })
}
