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

// startPhaseB begins Phase B: every man and woman action is unused again.
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

// endTasks follows the task completions of Phase C: each player may take a new task.
func (g *Game) endTasks() { g.Stage, g.Idx = StageNewTask, 0 }

// endRound ends the round after the new tasks: the next round, or the final tasks after the
// sixth.
func (g *Game) endRound() {
	if g.Round < Rounds {
		g.cleanupRound()
		g.startRound()
		return
	}
	g.Stage, g.Idx = StageFinalTasks, 0
	g.emit(Event{Kind: EvPhase, Player: -1, X: int8(StageFinalTasks), N: int16(g.Round)})
}

// cleanupRound boxes the tasks and persons left on the displays and fills them for the next
// round.
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

// refillPersons fills both person displays from their piles.
func (g *Game) refillPersons() {
	for i := 0; i < DisplaySize; i++ {
		g.Men[i], g.Women[i] = -1, -1
		if g.NMenPile > 0 {
			g.NMenPile--
			g.Men[i] = g.MenPile[g.NMenPile]
		}
		if g.NWomenPile > 0 {
			g.NWomenPile--
			g.Women[i] = g.WomenPile[g.NWomenPile]
		}
	}
	g.revealed = true
}

// refillTasks lays out players+2 parrot tasks.
func (g *Game) refillTasks() {
	for i := 0; i < int(g.NP)+2; i++ {
		if g.NParrot > 0 {
			g.TaskDisplay[i] = g.popParrot()
		}
	}
	g.revealed = true
}

func (g *Game) popParrot() int8 {
	g.NParrot--
	return g.ParrotPile[g.NParrot]
}
