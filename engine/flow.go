package engine

import (
	"errors"
	"fmt"
)

// PromptKind says what the deciding player decides now.
type PromptKind uint8

const (
	PromptNone          PromptKind = iota // the game is over
	PromptStartHut                        // choose the start region
	PromptPlaceMaterial                   // choose a ceremony space for material X
	PromptPlaceDie                        // place a die (or play a Blue/White God first)
	PromptExpand                          // expand along path kind X with strength N
	PromptRedGod                          // score the fish of region X with a Red God, or pass
	PromptTakePerson                      // take a person of gender X from position <= N
	PromptHelper                          // spend N helper points
	PromptTemple                          // place a priest on a space <= N
	PromptFireCard                        // fire bonus: a God card or an offering
	PromptFireStatus                      // fire bonus: a status step or a shell
	PromptBuild                           // build a building of value <= N
	PromptPhaseB                          // activate a man or woman type, play a Green God, or pass
	PromptDrawCard                        // draw a God card (N left)
	PromptGainMaterial                    // take a material of choice (N left)
	PromptJewelry                         // buy a jewelry tile or pass
	PromptTask                            // complete a task (or surrender one)
	PromptNewTask                         // take a new task from the display
	PromptFinalTasks                      // complete remaining tasks at the end, or stop
)

// Prompt is the one decision the game waits on.
type Prompt struct {
	Kind   PromptKind
	Player int // seat that decides
	N      int // strength, budget or count left
	X      int // material, gender, path kind or region, by Kind
}

// Prompt returns the decision the game waits on now.
func (g *Game) Prompt() Prompt { return g.prompt }

// Legal returns every choice open now; it is empty only when the game is over.
func (g *Game) Legal() []Choice { return append([]Choice(nil), g.legal...) }

// LegalCount is len(Legal()) without a copy.
func (g *Game) LegalCount() int { return len(g.legal) }

// LegalAt is Legal()[i] without a copy.
func (g *Game) LegalAt(i int) Choice { return g.legal[i] }

// IsLegal reports whether c is open now.
func (g *Game) IsLegal(c Choice) bool {
	for _, l := range g.legal {
		if l == c {
			return true
		}
	}
	return false
}

// ErrIllegal is wrapped by Apply's error for a choice that is not open now.
var ErrIllegal = errors.New("engine: choice not legal now")

// Apply validates and applies a choice, then runs every automatic step up to the next
// decision. An illegal choice returns an error and changes nothing.
func (g *Game) Apply(c Choice) error {
	if !g.IsLegal(c) {
		return fmt.Errorf("%w: %v", ErrIllegal, c)
	}
	p := int8(g.prompt.Player)
	g.events = g.events[:0]
	g.revealed = false
	if p != g.lastBy {
		g.floor = len(g.choices)
	}
	g.do(c)
	g.choices = append(g.choices, c)
	g.lastBy = p
	g.normalize()
	if g.revealed {
		g.floor = len(g.choices)
	}
	return nil
}

func (g *Game) push(f frame) {
	if g.NFrames >= maxFrames {
		panic("engine: frame stack overflow")
	}
	g.Frames[g.NFrames] = f
	g.NFrames++
}

func (g *Game) top() *frame { return &g.Frames[g.NFrames-1] }

func (g *Game) pop() { g.NFrames-- }

// normalize runs automatic steps until a decision with at least one legal choice is
// waiting (or the game is over), and fills g.prompt and g.legal.
func (g *Game) normalize() {
	for {
		g.legal = g.legal[:0]
		if g.NFrames > 0 {
			f := g.top()
			if g.frameStep(f) {
				continue
			}
			if len(g.legal) == 0 {
				g.pop()
				continue
			}
			return
		}
		if g.stageStep() {
			continue
		}
		return
	}
}

func (g *Game) add(k Kind, a, b, c int) {
	g.legal = append(g.legal, Choice{k, uint8(a), uint8(b), uint8(c)})
}

// frameStep resolves an automatic frame (returning true) or fills prompt and legal.
func (g *Game) frameStep(f *frame) bool {
	p := int(f.P)
	pl := &g.P[p]
	g.prompt = Prompt{Player: p, N: int(f.N), X: int(f.X)}
	switch f.Kind {
	case fPlaceMat:
		m := Material(f.X)
		free, last := 0, -1
		for s := 0; s < NumCeremony; s++ {
			if CeremonyLayout[s] == m && pl.Ceremony[s] == cerEmpty {
				free++
				last = s
			}
		}
		if free <= 1 {
			g.pop()
			g.placeMaterial(p, m, last)
			return true
		}
		g.prompt.Kind = PromptPlaceMaterial
		for s := 0; s < NumCeremony; s++ {
			if CeremonyLayout[s] == m && pl.Ceremony[s] == cerEmpty {
				g.add(KPlaceMaterial, s, 0, 0)
			}
		}
	case fExpand:
		g.prompt.Kind = PromptExpand
		g.expandOptions(p, PathKind(f.X), int(f.N), true)
	case fFish:
		g.prompt.Kind = PromptRedGod
		g.godOptions(p, Red)
		if len(g.legal) > 0 {
			g.add(KPass, 0, 0, 0)
		}
	case fTakePerson:
		g.prompt.Kind = PromptTakePerson
		if g.freeSpaces(p) > 0 {
			disp := g.display(int(f.X))
			for i := 0; i < DisplaySize && i < int(f.N); i++ {
				if disp[i] >= 0 {
					g.add(KTakePerson, int(f.X), i, 0)
				}
			}
		}
	case fHelper:
		if f.N <= 0 {
			g.pop()
			return true
		}
		g.prompt.Kind = PromptHelper
		g.helperOptions(p, int(f.N))
	case fTemple:
		g.prompt.Kind = PromptTemple
		if pl.PriestsSupply > 0 {
			for v := 1; v <= int(f.N) && v <= TempleSpaces; v++ {
				g.add(KTemple, v, 0, 0)
			}
		}
	case fFire1:
		g.prompt.Kind = PromptFireCard
		g.drawOptions()
		g.add(KFireOffering, 0, 0, 0)
	case fFire2:
		g.prompt.Kind = PromptFireStatus
		g.add(KFireStatus, 0, 0, 0)
		g.add(KFireShell, 0, 0, 0)
	case fBuild:
		g.prompt.Kind = PromptBuild
		g.buildOptions(p, int(f.N), true)
	case fDraw:
		if f.N <= 0 {
			g.pop()
			return true
		}
		g.prompt.Kind = PromptDrawCard
		g.drawOptions()
	case fGainMat:
		if f.N <= 0 {
			g.pop()
			return true
		}
		g.prompt.Kind = PromptGainMaterial
		g.materialOptions(p)
	}
	return false
}

// stageStep advances the round's automatic steps (returning true) or fills prompt and legal.
func (g *Game) stageStep() bool {
	np := int(g.NP)
	idx := int(g.Idx)
	g.prompt = Prompt{}
	switch g.Stage {
	case StageStartHuts:
		if idx >= np {
			g.startRound()
			return true
		}
		p := int(g.Order[np-1-idx])
		g.prompt = Prompt{Kind: PromptStartHut, Player: p}
		for r := 0; r < NumRegions; r++ {
			if FishValue(int(g.Fish[r])) == 1 && g.RegionSpace[r] < 0 {
				g.add(KStartHut, r, 0, 0)
			}
		}
	case StagePhaseA:
		if idx >= DicePerPlayer*np {
			g.startPhaseB()
			return true
		}
		p := int(g.Order[idx%np])
		g.prompt = Prompt{Kind: PromptPlaceDie, Player: p}
		g.placeDieOptions(p)
	case StagePhaseB:
		if idx >= np {
			g.phaseC()
			return true
		}
		p := int(g.Order[idx])
		g.prompt = Prompt{Kind: PromptPhaseB, Player: p}
		g.phaseBOptions(p)
		if len(g.legal) == 1 { // only Pass
			g.legal = g.legal[:0]
			g.Idx++
			return true
		}
	case StageJewelry:
		if idx >= np {
			col := int(g.Round) - 1
			for r := 0; r < 4; r++ {
				if g.Jewelry[col][r] >= 0 {
					g.Jewelry[col][r] = -1
					g.JewelsBox++
				}
			}
			g.Stage, g.Idx = StageTasks, 0
			g.emit(Event{Kind: EvPhase, Player: -1, X: int8(StageTasks), N: int16(g.Round)})
			return true
		}
		p := int(g.Order[idx])
		g.prompt = Prompt{Kind: PromptJewelry, Player: p}
		pl := &g.P[p]
		col := int(g.Round) - 1
		if pl.NJewels < Rounds {
			for r := 0; r < 4; r++ {
				if j := g.Jewelry[col][r]; j >= 0 && JewelValue(int(j)) <= int(pl.Shells) {
					g.add(KBuyJewel, r, 0, 0)
				}
			}
		}
		if len(g.legal) == 0 {
			g.Idx++
			return true
		}
		g.add(KPass, 0, 0, 0)
	case StageTasks:
		if idx >= np {
			g.Stage, g.Idx = StageNewTask, 0
			return true
		}
		p := int(g.Order[idx])
		g.prompt = Prompt{Kind: PromptTask, Player: p}
		g.taskOptions(p)
		if g.surrenderOpen() {
			for s, t := range g.P[p].Tasks {
				if t >= 0 {
					g.add(KSurrenderTask, s, 0, 0)
				}
			}
		}
		if len(g.legal) == 0 {
			g.Idx++
			return true
		}
	case StageNewTask:
		if idx >= np {
			if g.Round < Rounds {
				g.cleanupRound()
				g.startRound()
			} else {
				g.Stage, g.Idx = StageFinalTasks, 0
				g.emit(Event{Kind: EvPhase, Player: -1, X: int8(StageFinalTasks), N: int16(g.Round)})
			}
			return true
		}
		p := int(g.Order[idx])
		g.prompt = Prompt{Kind: PromptNewTask, Player: p}
		if g.P[p].emptyTaskSlot() >= 0 {
			for i, t := range g.TaskDisplay {
				if t >= 0 {
					g.add(KTakeTask, i, 0, 0)
				}
			}
		}
		if len(g.legal) == 0 {
			g.Idx++
			return true
		}
	case StageFinalTasks:
		if idx >= np {
			g.endScoring()
			return true
		}
		p := int(g.Order[idx])
		g.prompt = Prompt{Kind: PromptFinalTasks, Player: p}
		g.taskOptions(p)
		if len(g.legal) == 0 {
			g.Idx++
			return true
		}
		g.add(KPass, 0, 0, 0)
	case StageOver:
		g.prompt = Prompt{Kind: PromptNone, Player: -1}
	}
	return false
}

// do applies a legal choice.
func (g *Game) do(c Choice) {
	p := g.prompt.Player
	pl := &g.P[p]
	a, b := int(c.A), int(c.B)
	switch c.Kind {
	case KStartHut:
		g.Idx++
		pl.HutsRegular--
		g.RegionSpace[a] = int8(p)
		g.RegionHuts[a] |= 1 << p
		g.emit(Event{Kind: EvStartHut, Player: int8(p), X: int8(a)})
		g.gainRegionResource(p, a)
	case KPlaceMaterial:
		g.pop()
		g.placeMaterial(p, CeremonyLayout[a], a)
	case KPlaceDie:
		g.Idx++
		g.placeDie(p, a, Action(b))
	case KPlayGod:
		g.payGod(p, God(a), c.B, int(c.C))
		switch God(a) {
		case Blue:
			pl.PendingBlue = true
		case White:
			pl.PendingWhite = true
		case Red:
			r := int(g.top().X)
			g.pop()
			pl.ScoredFish |= 1 << r
			g.addVP(p, SrcExpandFish, FishValue(int(g.Fish[r])))
		case Green:
			pl.GreenPending = true
		}
	case KExpand:
		g.pop()
		g.expand(p, a, b)
	case KPass:
		switch g.prompt.Kind {
		case PromptRedGod, PromptHelper:
			g.pop()
		default: // Phase B, jewelry, final tasks
			g.Idx++
		}
	case KTakePerson:
		g.pop()
		g.takePerson(p, a, b)
	case KTattoo, KShell:
		g.top().N--
		for i := 0; i < int(pl.NPersons); i++ {
			if int(pl.Persons[i]) == a {
				pl.Shifted[i] = true
			}
		}
		g.emit(Event{Kind: EvShift, Player: int8(p), X: int8(a)})
		if c.Kind == KTattoo {
			g.status(p, PersonValue(a))
		} else {
			g.gainShells(p, PersonValue(a))
		}
	case KHelperVP:
		g.top().N--
		g.addVP(p, SrcHelper, 1)
	case KGainOffering:
		g.top().N -= 2
		g.gainOfferings(p, 1)
	case KDrawCard:
		switch g.prompt.Kind {
		case PromptHelper:
			g.top().N -= 2
		case PromptFireCard:
			g.pop()
		default:
			g.top().N--
		}
		g.drawCard(p, a)
	case KGainMaterial:
		if g.prompt.Kind == PromptHelper {
			g.top().N -= 2
		} else {
			g.top().N--
		}
		if a >= BesideBase {
			g.placeMaterial(p, Material(a-BesideBase), -1)
		} else {
			g.placeMaterial(p, CeremonyLayout[a], a)
		}
	case KMoveHut:
		g.top().N -= 2
		g.moveHuts(p, 1)
	case KTemple:
		g.pop()
		g.placePriest(p, a)
		g.push(frame{Kind: fFire2, P: int8(p)})
		g.push(frame{Kind: fFire1, P: int8(p)})
	case KFireOffering:
		g.pop()
		g.gainOfferings(p, 1)
	case KFireStatus:
		g.pop()
		g.status(p, 1)
	case KFireShell:
		g.pop()
		g.gainShells(p, 1)
	case KBuild:
		g.pop()
		g.build(p, a, b)
	case KActivate:
		g.activate(p, a, PersonType(b), c.C)
	case KBuyJewel:
		g.Idx++
		col := int(g.Round) - 1
		j := g.Jewelry[col][a]
		g.Jewelry[col][a] = -1
		pl.Shells -= int16(JewelValue(int(j)))
		g.emit(Event{Kind: EvSpend, Player: int8(p), X: ResShell, N: int16(JewelValue(int(j)))})
		pl.Jewels[pl.NJewels] = j
		pl.NJewels++
		g.emit(Event{Kind: EvJewel, Player: int8(p), X: j})
	case KCompleteTask:
		if g.Stage == StageTasks {
			g.Idx++
		}
		t := pl.Tasks[a]
		vp := TaskVP
		if c.B != PayNone {
			g.payGod(p, Yellow, c.B, int(c.C))
			vp = TaskVPYellow
		}
		pl.Tasks[a] = -1
		pl.Done[pl.NDone] = t
		pl.NDone++
		g.emit(Event{Kind: EvTaskDone, Player: int8(p), X: t, N: int16(vp)})
		g.addVP(p, SrcTasks, vp)
	case KSurrenderTask:
		g.Idx++
		t := pl.Tasks[a]
		pl.Tasks[a] = -1
		g.TasksBox++
		g.emit(Event{Kind: EvTaskSurrendered, Player: int8(p), X: t})
	case KTakeTask:
		g.Idx++
		t := g.TaskDisplay[a]
		g.TaskDisplay[a] = -1
		pl.Tasks[pl.emptyTaskSlot()] = t
		g.emit(Event{Kind: EvTaskTaken, Player: int8(p), X: t})
	}
}

// surrenderOpen reports, with the task options listed, whether surrendering a task is offered:
// when no task can be completed without a Yellow God (a God is never forced). Rules 1 offered
// it only when no task could be completed even with a Yellow God.
func (g *Game) surrenderOpen() bool {
	if g.rules < rules2 {
		return len(g.legal) == 0
	}
	for _, c := range g.legal {
		if c.Kind == KCompleteTask && c.B == PayNone {
			return false
		}
	}
	return true
}

func (pl *Player) emptyTaskSlot() int {
	for s, t := range pl.Tasks {
		if t < 0 {
			return s
		}
	}
	return -1
}
