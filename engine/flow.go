package engine

import (
	"errors"
	"fmt"
)

// The flow between decisions. The game always waits on one decision (a Prompt). A decision
// comes either from the stage of the round (one per turn: a start hut, a die, a Phase B turn,
// a jewel, a task...) or from a compound action still under way (an expansion's Red God offer,
// the Helper's points, the Fire Bonus...), kept on a stack of frames: the top frame is asked
// first. Each prompt kind has one entry in decisions, each stage one in stages; normalize runs
// the automatic steps between them.

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
	numPromptKinds
)

// NumPromptKinds is the number of prompt kinds (PromptNone included).
const NumPromptKinds = int(numPromptKinds)

// Prompt is the one decision the game waits on, or one still to come (Pending).
type Prompt struct {
	Kind   PromptKind
	Player int // seat that decides
	N      int // strength, budget or count left
	X      int // material, gender, path kind or region, by Kind
}

// decision is one kind of prompt. offer lists every candidate with its reason, the open ones
// in the order Legal gives them; apply carries out an open choice (and pops its frame or ends
// the turn); auto, when set, may settle the decision without asking (reporting true).
type decision struct {
	offer func(g *Game, pr Prompt)
	apply func(g *Game, pr Prompt, c Choice)
	auto  func(g *Game, f *frame) bool
}

var decisions = [numPromptKinds]decision{
	PromptStartHut:      {offer: (*Game).offerStartHut, apply: (*Game).applyStartHut},
	PromptPlaceMaterial: {offer: (*Game).offerPlaceMaterial, apply: (*Game).applyPlaceMaterial, auto: (*Game).placeOnlySpace},
	PromptPlaceDie:      {offer: (*Game).offerPlaceDie, apply: (*Game).applyPlaceDie},
	PromptExpand:        {offer: (*Game).offerExpand, apply: (*Game).applyExpand},
	PromptRedGod:        {offer: (*Game).offerRedGod, apply: (*Game).applyRedGod},
	PromptTakePerson:    {offer: (*Game).offerTakePerson, apply: (*Game).applyTakePerson},
	PromptHelper:        {offer: (*Game).offerHelper, apply: (*Game).applyHelper},
	PromptTemple:        {offer: (*Game).offerTemple, apply: (*Game).applyTemple},
	PromptFireCard:      {offer: (*Game).offerFireCard, apply: (*Game).applyFireCard},
	PromptFireStatus:    {offer: (*Game).offerFireStatus, apply: (*Game).applyFireStatus},
	PromptBuild:         {offer: (*Game).offerBuild, apply: (*Game).applyBuild},
	PromptPhaseB:        {offer: (*Game).offerPhaseB, apply: (*Game).applyPhaseB},
	PromptDrawCard:      {offer: (*Game).offerDrawCard, apply: (*Game).applyDrawCard},
	PromptGainMaterial:  {offer: (*Game).offerGainMaterial, apply: (*Game).applyGainMaterial},
	PromptJewelry:       {offer: (*Game).offerJewelry, apply: (*Game).applyJewelry},
	PromptTask:          {offer: (*Game).offerTask, apply: (*Game).applyTask},
	PromptNewTask:       {offer: (*Game).offerNewTask, apply: (*Game).applyNewTask},
	PromptFinalTasks:    {offer: (*Game).offerFinalTasks, apply: (*Game).applyFinalTasks},
}

// stage is a part of the round made of one decision per turn; end runs the automatic steps
// after the last turn and moves on to the next stage.
type stage struct {
	prompt PromptKind
	turns  func(g *Game) int
	seat   func(g *Game, turn int) int
	end    func(g *Game)
}

var stages = [StageOver]stage{
	StageStartHuts:  {PromptStartHut, (*Game).eachSeat, (*Game).reverseOrder, (*Game).startRound},
	StagePhaseA:     {PromptPlaceDie, (*Game).eachDie, (*Game).diceOrder, (*Game).startPhaseB},
	StagePhaseB:     {PromptPhaseB, (*Game).eachSeat, (*Game).turnOrder, (*Game).phaseC},
	StageJewelry:    {PromptJewelry, (*Game).eachSeat, (*Game).turnOrder, (*Game).endJewelry},
	StageTasks:      {PromptTask, (*Game).eachSeat, (*Game).turnOrder, (*Game).endTasks},
	StageNewTask:    {PromptNewTask, (*Game).eachSeat, (*Game).turnOrder, (*Game).endRound},
	StageFinalTasks: {PromptFinalTasks, (*Game).eachSeat, (*Game).turnOrder, (*Game).endScoring},
}

func (g *Game) eachSeat() int                { return int(g.board.NP) }
func (g *Game) eachDie() int                 { return DicePerPlayer * int(g.board.NP) }
func (g *Game) turnOrder(turn int) int       { return int(g.board.Order[turn]) }
func (g *Game) reverseOrder(turn int) int    { return int(g.board.Order[int(g.board.NP)-1-turn]) }
func (g *Game) diceOrder(turn int) int       { return int(g.board.Order[turn%int(g.board.NP)]) }
func (g *Game) offerPass()                   { g.offer(Choice{Kind: KPass}, Open) }
func (g *Game) offerButton(k Kind, r Reason) { g.offer(Choice{Kind: k}, r) }

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

// ErrIllegal is wrapped by Apply's error for a choice that is not open now, together with the
// Reason it is closed.
var ErrIllegal = errors.New("engine: choice not legal now")

// ClosedError is Apply's error for a choice that is not open now. It wraps ErrIllegal and the
// Reason: errors.Is(err, ErrIllegal) and errors.Is(err, reason) both hold.
type ClosedError struct {
	Choice Choice
	Why    Reason
}

func (e *ClosedError) Error() string { return fmt.Sprintf("%v: %v: %v", ErrIllegal, e.Why, e.Choice) }

// Unwrap returns ErrIllegal and the Reason.
func (e *ClosedError) Unwrap() []error { return []error{ErrIllegal, e.Why} }

// Apply validates and applies a choice, then runs every automatic step up to the next
// decision. A choice that is not open returns a *ClosedError, which wraps ErrIllegal and the
// Reason why, and changes nothing.
func (g *Game) Apply(c Choice) error {
	if !g.IsLegal(c) {
		return &ClosedError{Choice: c, Why: g.WhyClosed(c)}
	}
	p := int8(g.prompt.Player)
	g.events = g.events[:0]
	g.revealed = false
	if p != g.lastBy {
		g.floor = len(g.choices)
	}
	decisions[g.prompt.Kind].apply(g, g.prompt, c)
	g.choices = append(g.choices, c)
	g.lastBy = p
	g.normalize()
	if g.revealed {
		g.floor = len(g.choices)
	}
	return nil
}

// offer adds a candidate of the decision being prepared: to the legal choices when it is
// open, or, while Candidates are collected, to them.
func (g *Game) offer(c Choice, why Reason) {
	if g.collecting {
		g.cands = append(g.cands, Candidate{Choice: c, Why: why})
	} else if why == Open {
		g.legal = append(g.legal, c)
	}
}

// candidates lists every candidate of the current decision, collecting them again from the
// decision's offer the first time they are asked for (normalize keeps only the open ones).
func (g *Game) candidates() []Candidate {
	if !g.candsReady {
		g.cands = g.cands[:0]
		if g.prompt.Kind != PromptNone {
			g.collecting = true
			decisions[g.prompt.Kind].offer(g, g.prompt)
			g.collecting = false
		}
		g.candsReady = true
	}
	return g.cands
}

// nothingToDecide reports whether the decision prepared offers nothing open but passing.
func (g *Game) nothingToDecide() bool {
	for _, c := range g.legal {
		if c.Kind != KPass {
			return false
		}
	}
	return true
}

func (g *Game) push(f frame) {
	if g.board.NFrames >= maxFrames {
		panic("engine: frame stack overflow")
	}
	g.board.Frames[g.board.NFrames] = f
	g.board.NFrames++
}

func (g *Game) top() *frame { return &g.board.Frames[g.board.NFrames-1] }

func (g *Game) pop() { g.board.NFrames-- }

// normalize runs automatic steps until a decision with at least one open choice other than
// passing is waiting (or the game is over), and fills g.prompt and g.legal.
func (g *Game) normalize() {
	g.candsReady = false
	for {
		g.legal = g.legal[:0]
		var next bool
		if g.board.NFrames > 0 {
			next = g.frameStep()
		} else {
			next = g.stageStep()
		}
		if !next {
			return
		}
	}
}

// frameStep asks the top frame's decision, or settles it (reporting true): automatically, or
// by dropping it when it offers nothing.
func (g *Game) frameStep() bool {
	f := g.top()
	g.prompt = Prompt{Kind: f.Kind, Player: int(f.P), N: int(f.N), X: int(f.X)}
	d := &decisions[f.Kind]
	if d.auto != nil && d.auto(g, f) {
		return true
	}
	d.offer(g, g.prompt)
	if g.nothingToDecide() {
		g.pop()
		return true
	}
	return false
}

// stageStep asks the current turn's decision, or runs the stage's end after its last turn,
// or skips a turn with nothing to decide (reporting true).
func (g *Game) stageStep() bool {
	if g.board.Stage == StageOver {
		g.prompt = Prompt{Kind: PromptNone, Player: -1}
		return false
	}
	st := &stages[g.board.Stage]
	if int(g.board.Idx) >= st.turns(g) {
		st.end(g)
		return true
	}
	g.prompt = Prompt{Kind: st.prompt, Player: st.seat(g, int(g.board.Idx))}
	decisions[st.prompt].offer(g, g.prompt)
	if g.nothingToDecide() {
		g.board.Idx++
		return true
	}
	return false
}
