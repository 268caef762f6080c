package engine

// Rounds (rulebook: "Game rules", "New round"): six rounds of phases A, B and C. Each round
// begins with every player rolling their three dice; after Phase C the leftover men, women and
// tasks of the displays go to the box and the displays are filled anew.

// Stage is the part of the round the game is in.
type Stage uint8

const (
	StageStartHuts  Stage = iota // setup: start huts in reverse turn order
	StagePhaseA                  // dice placement and actions
	StagePhaseB                  // man and woman actions
	StageJewelry                 // phase C step 3
	StageTasks                   // phase C step 4: complete one task
	StageNewTask                 // phase C step 4: take a new task
	StageFinalTasks              // after round 6: the three remaining tasks
	StageOver
)

// startRound begins Phase A: every player rolls all three dice.
func (g *Game) startRound() {
	g.board.Stage, g.board.Idx = StagePhaseA, 0
	g.emit(Event{Kind: EvPhase, Player: -1, X: int8(StagePhaseA), N: int16(g.board.Round)})
	for p := 0; p < int(g.board.NP); p++ {
		pl := &g.seats[p]
		for d := 0; d < DicePerPlayer; d++ {
			pl.Dice[d] = int8(g.board.RngDice.intn(6) + 1)
			pl.DiceAt[d] = -1
			pl.DieWhite[d] = false
			g.emit(Event{Kind: EvRoll, Player: int8(p), X: int8(d), N: int16(pl.Dice[d])})
		}
	}
	g.revealed = true
}

// startPhaseB begins Phase B: every man and woman action is unused again.
func (g *Game) startPhaseB() {
	g.board.Stage, g.board.Idx = StagePhaseB, 0
	g.emit(Event{Kind: EvPhase, Player: -1, X: int8(StagePhaseB), N: int16(g.board.Round)})
	for p := 0; p < int(g.board.NP); p++ {
		pl := &g.seats[p]
		pl.UsedMan, pl.UsedWoman, pl.GreenUsed, pl.GreenPending = false, false, false, false
		pl.UsedTypes = 0
		pl.PendingBlue, pl.PendingWhite = false, false
	}
}

// endTasks follows the task completions of Phase C: each player may take a new task.
func (g *Game) endTasks() { g.board.Stage, g.board.Idx = StageNewTask, 0 }

// endRound ends the round after the new tasks: the next round, or the final tasks after the
// sixth.
func (g *Game) endRound() {
	if g.board.Round < Rounds {
		g.cleanupRound()
		g.startRound()
		return
	}
	g.board.Stage, g.board.Idx = StageFinalTasks, 0
	g.emit(Event{Kind: EvPhase, Player: -1, X: int8(StageFinalTasks), N: int16(g.board.Round)})
}

// cleanupRound boxes the tasks and persons left on the displays and fills them for the next
// round.
func (g *Game) cleanupRound() {
	for i, t := range g.board.TaskDisplay {
		if t >= 0 {
			g.board.TaskDisplay[i] = -1
			g.board.TasksBox++
		}
	}
	for i := 0; i < DisplaySize; i++ {
		if g.board.Men[i] >= 0 {
			g.board.PersonsBox++
		}
		if g.board.Women[i] >= 0 {
			g.board.PersonsBox++
		}
	}
	g.board.Round++
	g.refillPersons()
	g.refillTasks()
}

// refillPersons fills both person displays from their piles.
func (g *Game) refillPersons() {
	for i := 0; i < DisplaySize; i++ {
		g.board.Men[i], g.board.Women[i] = -1, -1
		if g.board.NMenPile > 0 {
			g.board.NMenPile--
			g.board.Men[i] = g.board.MenPile[g.board.NMenPile]
		}
		if g.board.NWomenPile > 0 {
			g.board.NWomenPile--
			g.board.Women[i] = g.board.WomenPile[g.board.NWomenPile]
		}
	}
	g.revealed = true
}

// refillTasks lays out players+2 parrot tasks.
func (g *Game) refillTasks() {
	for i := 0; i < int(g.board.NP)+2; i++ {
		if g.board.NParrot > 0 {
			g.board.TaskDisplay[i] = g.popParrot()
		}
	}
	g.revealed = true
}

func (g *Game) popParrot() int8 {
	g.board.NParrot--
	return g.board.ParrotPile[g.board.NParrot]
}
