package engine

// Phase C (rulebook: "Phase C"): in order, the status track, the temple, the jewelry and the
// tasks (tasks.go).
//
//   - Status track: each player scores the points above their marker; the new turn order
//     follows the markers (further along first; on one space, the marker on top first), and
//     every marker goes back to the start, stacked in the new order.
//   - Temple: every priest scores the round's priest points (PriestVP); the player with most
//     priests there (ties: the one whose priest is further left) takes a God tile, while any
//     are left.
//   - Jewelry: in turn order each player may buy one tile of the round's column for its value
//     in shells (at most six in all); the tiles left go to the box.

// phaseC scores the status track and the temple, then the jewelry purchases begin.
func (g *Game) phaseC() {
	g.emit(Event{Kind: EvPhase, Player: -1, X: int8(StageJewelry), N: int16(g.board.Round)})
	for p := 0; p < int(g.board.NP); p++ {
		g.seats[p].GreenPending = false
	}
	g.scoreStatus()
	g.scoreTemple()
	g.board.Stage, g.board.Idx = StageJewelry, 0
}

// scoreStatus scores the status track and sets the new turn order.
func (g *Game) scoreStatus() {
	np := int(g.board.NP)
	for p := 0; p < np; p++ {
		g.addVP(p, SrcStatus, StatusVP(int(g.seats[p].Status)))
	}
	var order [4]int8
	for i := 0; i < np; i++ {
		order[i] = int8(i)
	}
	for i := 1; i < np; i++ {
		for j := i; j > 0 && g.ahead(int(order[j]), int(order[j-1])); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	g.board.Order = order
	for i := 0; i < np; i++ {
		pl := &g.seats[order[i]]
		pl.Status = 0
		pl.StatusArrival = g.board.ArrivalSeq + int32(np-i)
		g.emit(Event{Kind: EvTurnOrder, Player: order[i], N: int16(i)})
	}
	g.board.ArrivalSeq += int32(np)
}

// ahead reports whether a's status marker is ahead of b's (further, or on top of the same space).
func (g *Game) ahead(a, b int) bool {
	pa, pb := &g.seats[a], &g.seats[b]
	if pa.Status != pb.Status {
		return pa.Status > pb.Status
	}
	return pa.StatusArrival > pb.StatusArrival
}

// scoreTemple scores the priests and gives the temple's God tile.
func (g *Game) scoreTemple() {
	var count [4]int
	for s := TempleSpaces; s >= 1; s-- {
		if o := g.board.Temple[s]; o >= 0 {
			count[o]++
		}
	}
	for p := 0; p < int(g.board.NP); p++ {
		g.addVP(p, SrcTemple, count[p]*PriestVP[g.board.Round])
	}
	best := -1
	for s := TempleSpaces; s >= 1; s-- { // left to right: the first found wins ties
		o := int(g.board.Temple[s])
		if o >= 0 && (best < 0 || count[o] > count[best]) {
			best = o
		}
	}
	if g.board.TempleGodTiles > 0 {
		g.board.TempleGodTiles--
		if best >= 0 {
			g.seats[best].GodTiles++
		} else {
			g.board.GodTilesBox++
		}
		g.emit(Event{Kind: EvGodTile, Player: int8(best)})
	}
}

// jewelWhy says why seat p cannot buy the jewel in row r of this round's column.
func (g *Game) jewelWhy(p, r int) Reason {
	pl := &g.seats[p]
	j := g.board.Jewelry[g.board.Round-1][r]
	switch {
	case j < 0:
		return JewelGone
	case pl.NJewels >= Rounds:
		return JewelryFull
	case JewelTile(j).Value() > int(pl.Shells):
		return NotEnoughShells
	}
	return Open
}

func (g *Game) offerJewelry(pr Prompt) {
	for r := 0; r < 4; r++ {
		g.offer(Choice{Kind: KBuyJewel, A: uint8(r)}, g.jewelWhy(pr.Player, r))
	}
	g.offerPass()
}

func (g *Game) applyJewelry(pr Prompt, c Choice) {
	g.board.Idx++
	if c.Kind == KPass {
		return
	}
	p, pl := pr.Player, &g.seats[pr.Player]
	col := int(g.board.Round) - 1
	j := g.board.Jewelry[col][c.A]
	g.board.Jewelry[col][c.A] = -1
	pl.Shells -= int16(JewelTile(j).Value())
	g.emit(Event{Kind: EvSpend, Player: int8(p), X: ResShell, N: int16(JewelTile(j).Value())})
	pl.Jewels[pl.NJewels] = JewelTile(j)
	pl.NJewels++
	g.emit(Event{Kind: EvJewel, Player: int8(p), X: j})
}

// endJewelry boxes the round's unsold jewelry; the task completions begin.
func (g *Game) endJewelry() {
	col := int(g.board.Round) - 1
	for r := 0; r < 4; r++ {
		if g.board.Jewelry[col][r] >= 0 {
			g.board.Jewelry[col][r] = -1
			g.board.JewelsBox++
		}
	}
	g.board.Stage, g.board.Idx = StageTasks, 0
	g.emit(Event{Kind: EvPhase, Player: -1, X: int8(StageTasks), N: int16(g.board.Round)})
}
