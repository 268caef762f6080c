package bot

import (
	"sort"

	"borabora/engine"
)

// ReasonKind is what a reason for a decision is about. The bot gives kinds and numbers only;
// the app words them.
type ReasonKind uint8

const (
	// ReasonPoints: victory points scored at once. Source says what scored them, VP how many.
	ReasonPoints ReasonKind = iota + 1
	// ReasonTaskCompleted: an open task is completed now and scores. Task is the task, VP
	// the points it scores.
	ReasonTaskCompleted
	// ReasonTaskMet: the decision meets every requirement of an open task, which can then be
	// completed at a round's end. Task is the task.
	ReasonTaskMet
	// ReasonTaskCloser: the decision brings an open task closer. Task is the task, N how many
	// things it still lacks afterwards.
	ReasonTaskCloser
	// ReasonTemple: priests in the temple, which score at the end of every round to come. N is
	// the number of own priests in the temple afterwards.
	ReasonTemple
	// ReasonTempleMajority: the most priests in the temple, for the God tile at the round's end.
	ReasonTempleMajority
	// ReasonStatus: status steps, which score in this round's Phase C and set the next turn
	// order (including the first place in it).
	ReasonStatus
	// ReasonGods: God cards, and offerings to play them with.
	ReasonGods
	// ReasonGodTiles: God tiles (a free God, or 2 points each at the end).
	ReasonGodTiles
	// ReasonShells: shells to buy jewelry with.
	ReasonShells
	// ReasonJewelry: jewelry tiles (their points at the end, and the bonus for six).
	ReasonJewelry
	// ReasonMaterials: building materials on the ceremony spaces, for buildings to come and the
	// bonus for a full ceremony area.
	ReasonMaterials
	// ReasonBuildings: buildings built (toward the bonus for all six).
	ReasonBuildings
	// ReasonPersons: men and women on the board, for their Phase B actions and the bonus for a
	// full board.
	ReasonPersons
	// ReasonSpaces: free person spaces for the men and women to come.
	ReasonSpaces
	// ReasonRegions: regions with an own hut (for tasks and the bonus for all twelve).
	ReasonRegions
	// ReasonFish: fish tiles next to own huts on building spaces, scored at the end.
	ReasonFish
	// ReasonHoldsBack: the decision costs the strongest opponent expected points. N is that
	// opponent's seat, VP what the opponent loses.
	ReasonHoldsBack
	// ReasonLookAhead: the searching levels' look-ahead (the rest of the round played out in many
	// possible deals) found this choice better than the one that looked best at first sight,
	// by VP points of margin on average.
	ReasonLookAhead
)

// Reason is one reason for a decision. VP is the estimated change in the deciding seat's final
// score (for ReasonHoldsBack, the opponent's loss); the other fields are set by Kind (see the
// kinds).
type Reason struct {
	Kind   ReasonKind
	VP     float64
	Source engine.Source // ReasonPoints
	Task   engine.TaskID // ReasonTaskCompleted, ReasonTaskMet, ReasonTaskCloser
	N      int           // ReasonTaskCloser, ReasonTemple, ReasonHoldsBack
}

// MaxReasons is the most reasons a decision gives.
const MaxReasons = 3

// featureReason files every feature of the evaluation under a reason (tasks are handled one
// by one, pending steps are not a reason).
var featureReason = [numFeatures]ReasonKind{
	fPriestNow: ReasonTemple, fPriestLater: ReasonTemple, fPriestHigh: ReasonTemple, fTempleLead: ReasonTempleMajority,
	fStatusVP: ReasonStatus, fStatusSteps: ReasonStatus, fFirst: ReasonStatus,
	fFishHut: ReasonFish, fGodTiles: ReasonGodTiles,
	fCardPairs: ReasonGods, fLoneCards: ReasonGods, fLoneOfferings: ReasonGods, fGreen: ReasonGods,
	fShells: ReasonShells, fMaterial: ReasonMaterials, fBeside: ReasonMaterials,
	fCeremonyPart: ReasonMaterials, fBonusCeremony: ReasonMaterials,
	fBuiltPart: ReasonBuildings, fBonusBuildings: ReasonBuildings,
	fPersons: ReasonPersons, fPersonValue: ReasonPersons, fPersonAction: ReasonPersons,
	fBonusPersons: ReasonPersons, fActNoBuild: ReasonPersons, fBuildAhead: ReasonBuildings,
	fFreeSpaces: ReasonSpaces,
	fRegions:    ReasonRegions, fBonusRegions: ReasonRegions,
	fJewels: ReasonJewelry, fBonusJewels: ReasonJewelry,
}

// Explain gives the reasons for choice c in g, for the seat g waits on, as this bot sees it
// (from that seat's view only): the biggest gains of the position after c, with the seat's
// compound action finished as the bot would, over the position now. At most MaxReasons
// reasons, biggest first, each worth more than a tenth of a point; none when c is not legal.
func (b *Bot) Explain(g *engine.Game, c engine.Choice) []Reason {
	if g.Over() || !g.IsLegal(c) {
		return nil
	}
	seat := g.Prompt().Player
	d := g.Determinize(seat, b.decisionSeed(g))
	return b.explain(d, seat, c, nil)
}

// ChooseExplained is Choose, with the reasons for the choice.
func (b *Bot) ChooseExplained(g *engine.Game) (engine.Choice, []Reason) {
	if b.Level.Searches() {
		s := b.NewSearch(g)
		for !s.Step(64) {
		}
		return s.Result(), s.Reasons()
	}
	c := b.Choose(g)
	return c, b.Explain(g, c)
}

// Reasons gives the reasons for the search's result (see Bot.Explain), with
// ReasonLookAhead when the search overruled the first-sight favourite. Valid once done.
func (s *Search) Reasons() []Reason {
	if !s.done {
		return nil
	}
	var extra *Reason
	if s.cnt != nil && s.cands[0] != s.result {
		ri := -1
		for i, c := range s.cands {
			if c == s.result {
				ri = i
			}
		}
		if ri > 0 && s.cnt[0] > 0 && s.cnt[ri] > 0 {
			if gain := s.mean(ri) - s.mean(0); gain > 0 {
				extra = &Reason{Kind: ReasonLookAhead, VP: gain}
			}
		}
	}
	return s.b.explain(s.root, s.seat, s.result, extra)
}

// explain gives the biggest reasons of allReasons.
func (b *Bot) explain(d *engine.Game, seat int, c engine.Choice, extra *Reason) []Reason {
	rs := b.allReasons(d, seat, c, false)
	if extra != nil {
		rs = append(rs, *extra)
	}
	sort.SliceStable(rs, func(i, j int) bool { return rs[i].VP > rs[j].VP })
	var out []Reason
	for _, r := range rs {
		if r.VP > 0.1 && len(out) < MaxReasons {
			out = append(out, r)
		}
	}
	return out
}

// allReasons compares d after c (and the seat's finished compound action) with d: every gain
// and loss, unsorted. With own, only what c itself brings: the steps of its compound action
// are finished, not the rest of the turn (a Phase B's further actions, its end and the
// scoring that follows), and when c ends a part of the game for everyone (a Phase C, a round)
// only the points and tasks count, the evaluation being another one on either side.
func (b *Bot) allReasons(d *engine.Game, seat int, c engine.Choice, own bool) []Reason {
	after := d.Clone()
	if err := after.Apply(c); err != nil {
		return nil
	}
	sp := spotOf(d)
	if own {
		sp = stepsOnly
	}
	b.complete(after, seat, sp, b.marginFn())
	var rs []Reason

	// points scored at once, by source; tasks completed by name
	pb, pa := d.Breakdown(seat), after.Breakdown(seat)
	completed := completedTasks(d, after, seat)
	for s := range pa {
		n := pa[s] - pb[s]
		if n == 0 {
			continue
		}
		if engine.Source(s) == engine.SrcTasks && len(completed) > 0 {
			for _, t := range completed {
				rs = append(rs, Reason{Kind: ReasonTaskCompleted, VP: float64(n) / float64(len(completed)), Task: t})
			}
			continue
		}
		rs = append(rs, Reason{Kind: ReasonPoints, VP: float64(n), Source: engine.Source(s)})
	}

	if own && !after.Over() && bucket(after) != bucket(d) {
		return append(rs, taskReasons(b, d, after, seat)...)
	}

	// the evaluation's features, filed by reason
	var fb, fa [numFeatures]float64
	var wb, wa *[numFeatures]float64
	if !d.Over() {
		features(d, seat, &fb, true)
		wb = &b.lw[bucket(d)]
	}
	if !after.Over() {
		features(after, seat, &fa, true)
		wa = &b.lw[bucket(after)]
	}
	var byKind [ReasonLookAhead + 1]float64
	for i := 0; i < numFeatures; i++ {
		k := featureReason[i]
		if k == 0 {
			continue
		}
		x := 0.0
		if wa != nil {
			x += wa[i] * fa[i]
		}
		if wb != nil {
			x -= wb[i] * fb[i]
		}
		byKind[k] += x
	}
	for k, x := range byKind {
		if x != 0 {
			r := Reason{Kind: ReasonKind(k), VP: x}
			if r.Kind == ReasonTemple {
				r.N = priestsOf(after, seat)
			}
			rs = append(rs, r)
		}
	}

	// open tasks, one by one
	rs = append(rs, taskReasons(b, d, after, seat)...)

	// the strongest opponent's loss (not across a Phase C, where values jump)
	if q := strongestOpponent(d, seat, &b.lw); q >= 0 && !after.Over() && bucket(after) == bucket(d) {
		if loss := value(d, q, &b.lw) - value(after, q, &b.lw); loss > 0 {
			rs = append(rs, Reason{Kind: ReasonHoldsBack, VP: loss, N: q})
		}
	}
	return rs
}

// taskReasons gives a reason for every open task that the decision brought closer or met.
func taskReasons(b *Bot, before, after *engine.Game, p int) []Reason {
	if after.Over() {
		return nil
	}
	var out []Reason
	wa := &b.lw[bucket(after)]
	cl := phaseCLeft(after)
	for _, t := range openTasks(after, p) {
		if !hasTask(before, p, t) {
			continue
		}
		sb, sa := taskShort(before, p, t), taskShort(after, p, t)
		if sa >= sb {
			continue
		}
		worth := func(short int) float64 {
			if short == 0 {
				return wa[fTaskMet]
			}
			return wa[fTaskShort1+min(short, 4)-1] * float64(min(cl+1, 4)) / 4
		}
		r := Reason{Kind: ReasonTaskCloser, Task: t, N: sa, VP: worth(sa) - worth(sb)}
		if sa == 0 {
			r.Kind = ReasonTaskMet
		}
		out = append(out, r)
	}
	return out
}

// strongestOpponent is the opponent with the highest value (-1 when the game is over).
func strongestOpponent(g *engine.Game, p int, w *weights) int {
	if g.Over() {
		return -1
	}
	best, bestV := -1, 0.0
	for q := 0; q < g.NumPlayers(); q++ {
		if q == p {
			continue
		}
		if v := value(g, q, w); best < 0 || v > bestV {
			best, bestV = q, v
		}
	}
	return best
}
