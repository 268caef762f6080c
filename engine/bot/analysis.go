package bot

import (
	"math"
	"slices"
	"sort"

	"borabora/engine"
)

// The evaluator: one decision's candidates judged for the deciding seat, for the Hint, the
// guided game and the review of a game. It is the Hard level's search (with Options.Master,
// Master's) with every candidate played in every world (no halving), so that each gets an
// estimate of the same quality: the seat's expected final margin over the best opponent and
// its chance to win. Like every bot, it reads only the deciding seat's view (hidden things
// are re-dealt), and its results depend only on that view and the options, natively and in
// WebAssembly.

// Options are an analysis' settings.
type Options struct {
	// Worlds is how many re-dealt worlds each candidate is played in (the budget; the work is
	// Worlds × candidates rollouts). 0 means DefaultWorlds.
	Worlds int
	// Width is how many candidates are judged: the best Width at first sight (a greedy look
	// with the evaluation); 0 means DefaultAnalysisWidth, a negative Width every legal choice.
	Width int
	// Include are choices judged whatever their rank at first sight (the choice a player
	// made, say); those that are not legal are left out.
	Include []engine.Choice
	// Seed changes the worlds drawn; the same seed gives the same analysis.
	Seed uint64
	// Halving spends the same work (Worlds × candidates rollouts) by successive halving, as
	// the searching levels do: every candidate in the first worlds, then only the better half,
	// and so on. It finds the best candidate more surely; the others' outcomes rest on fewer
	// worlds (Outcome.Samples).
	Halving bool
	// Work, when more than Worlds × candidates, is the analysis' rollouts in all: each
	// candidate is then played in Work / candidates worlds (rounded up), so that a decision of
	// few choices gets the work of one of many.
	Work int
	// Master judges with Master's search: a tree below each candidate (master.go), so that
	// a candidate is judged by what good play makes of it rather than the greedy rollouts.
	// The rollouts' ends are judged by fitted.go, not by the evaluation Master plays with
	// (learned.go): graded by that one, ending Phase B past a 10-point build was at times
	// only an inaccuracy (TestPlantedBlundersAreMistakes), and the win model is fitted to
	// fitted.go's margins.
	Master bool
}

// Default analysis settings: about the work of one Hard decision.
const (
	DefaultWorlds        = 32
	DefaultAnalysisWidth = 6
)

// The Hint's and the guide's analysis (gameapp.Session.Advise, with Halving): the HintWidth
// best candidates at first sight, HintWorlds worlds' work for each.
const (
	HintWidth  = 16
	HintWorlds = 24
)

// ReviewWork is the rollouts of one decision graded by the review's coach (coach.Options,
// with Master's search): more than any level that plays spends on a decision (Master,
// MasterBudget), so that the coach can judge the strongest players.
const ReviewWork = 5 * MasterBudget / 4

// Outcome is what the evaluator expects of one candidate, for the deciding seat.
type Outcome struct {
	Choice engine.Choice
	// Win is the chance to win the game (0 to 1), Margin the expected final points minus the
	// best opponent's, both averaged over the worlds the candidate was played in (Samples).
	Win, Margin float64
	Samples     int
	// First is the evaluation's margin at first sight (after the seat's compound action,
	// before any look ahead).
	First float64
}

// NewAnalysis prepares the analysis of the decision g waits on (nil when the game is over).
// Step it like a Search (Step, Done, Progress); Outcomes gives the result.
func NewAnalysis(g *engine.Game, o Options) *Search {
	if g.Over() {
		return nil
	}
	width := o.Width
	if width == 0 {
		width = DefaultAnalysisWidth
	}
	lv := Hard
	if o.Master {
		lv = Master
	}
	b := New(lv, o.Seed)
	b.lw = fittedWeights
	// a grade judges a decision by what good replies make of it: the analysis' tree holds
	// every seat's decisions, each seat playing for its own margin (Master plays with a tree
	// of its own decisions only)
	b.OwnTree = false
	s := b.prepare(g, width, o.Include, !o.Halving)
	worlds := o.Worlds
	if worlds <= 0 {
		worlds = DefaultWorlds
	}
	if n := len(s.cands); o.Work > worlds*n {
		worlds = (o.Work + n - 1) / n
	}
	s.budget = worlds * len(s.cands)
	if len(s.cands) == 1 {
		// nothing to compare: one world gives its outcome
		s.budget = 1
	}
	s.halve()
	return s
}

// Outcomes gives every candidate judged so far, best first: by expected margin (with Halving,
// the candidates kept longest first, so that the first is the one the search chose). Valid at
// any time; final once done.
func (s *Search) Outcomes() []Outcome {
	out := make([]Outcome, 0, len(s.cands))
	for i, c := range s.cands {
		o := Outcome{Choice: c, First: s.prior[i]}
		if s.cnt != nil && s.cnt[i] > 0 {
			n := float64(s.cnt[i])
			o.Margin, o.Win, o.Samples = s.sum[i]/n, s.win[i]/n, s.cnt[i]
		} else {
			o.Margin = s.prior[i]
			o.Win = winChance(s.root, s.seat, s.prior[i])
		}
		out = append(out, o)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !s.uniform && out[i].Samples != out[j].Samples {
			return out[i].Samples > out[j].Samples
		}
		return out[i].Margin > out[j].Margin
	})
	return out
}

// Gaps gives how many points of expected margin each candidate judged so far falls below the
// best (the first outcome), and that best: how far a choice is from the best an analysis of
// every legal choice finds (cmd/tune -regret, the advice's tests).
func (s *Search) Gaps() (map[engine.Choice]float64, engine.Choice) {
	os := s.Outcomes()
	gap := make(map[engine.Choice]float64, len(os))
	for _, o := range os {
		gap[o.Choice] = os[0].Margin - o.Margin
	}
	return gap, os[0].Choice
}

// Seat is the seat the decision is for.
func (s *Search) Seat() int { return s.seat }

// Why is what one candidate does, as the evaluator sees it from the deciding seat's view, in
// typed values for the app to word: what it scores now, what it sets up and what it costs.
type Why struct {
	// Now: points scored at once (ReasonPoints) and tasks completed (ReasonTaskCompleted).
	Now []Reason
	// SetsUp: the biggest gains of the evaluation (tasks met or brought closer, priests,
	// persons, materials...) and what it holds back the strongest opponent, biggest first.
	SetsUp []Reason
	// Costs: the biggest losses of the evaluation (materials built on, cards played, a lead
	// given up...), VP negative, biggest loss first.
	Costs []Reason
}

// Why gives what candidate c does (the steps of its compound action finished as the bot
// would), at most MaxReasons of each kind, each worth more than a tenth of a point. Now holds
// exactly the points the step itself scores (the score change of applying c alone, by source
// of the step's own kind, StepSource, and the tasks it completes); points its compound action
// scores in later steps, and the round's scoring it leads to, are what it sets up.
func (s *Search) Why(c engine.Choice) Why {
	var w Why
	if !s.root.IsLegal(c) {
		return w
	}
	one := s.root.Clone()
	if err := one.Apply(c); err != nil {
		return w
	}
	pb := s.root.Breakdown(s.seat)
	done := completedTasks(s.root, one, s.seat)
	// what the step scores, by source, in every one of a few worlds dealt from the seat's
	// view: a step whose points hang on a hidden card (the game ends at once only if no other
	// player holds a Yellow God for a last task) claims only what it scores in all of them
	var now [engine.NumSources]float64
	for k := range whyWorlds {
		after := one
		if k > 0 {
			after = s.root.Determinize(s.seat, s.seed+uint64(k))
			if after.Apply(c) != nil {
				continue
			}
		}
		p1 := after.Breakdown(s.seat)
		for src := range p1 {
			if !StepSource(engine.Source(src)) {
				continue // the round's or the game's scoring, which the step leads to
			}
			n := float64(max(p1[src]-pb[src], 0))
			if k == 0 || n < now[src] {
				now[src] = n
			}
		}
	}
	for src, n := range now {
		if n <= 0 {
			continue
		}
		if engine.Source(src) == engine.SrcTasks && len(done) > 0 {
			for _, t := range done {
				w.Now = append(w.Now, Reason{Kind: ReasonTaskCompleted, VP: n / float64(len(done)), Task: t})
			}
			continue
		}
		w.Now = append(w.Now, Reason{Kind: ReasonPoints, VP: n, Source: engine.Source(src)})
	}
	sort.SliceStable(w.Now, func(i, j int) bool { return w.Now[i].VP > w.Now[j].VP })
	if len(w.Now) > MaxReasons {
		w.Now = w.Now[:MaxReasons]
	}
	rs := s.b.allReasons(s.root, s.seat, c, true)
	// biggest change first, gain or loss
	sort.SliceStable(rs, func(i, j int) bool { return math.Abs(rs[i].VP) > math.Abs(rs[j].VP) })
	for _, r := range rs {
		var to *[]Reason
		switch {
		case r.Kind == ReasonPoints && r.VP > 0:
			// what the compound action scores after this step
			r.VP -= now[r.Source]
			if r.VP > 0.1 {
				to = &w.SetsUp
			}
		case r.Kind == ReasonTaskCompleted && r.VP > 0:
			if !slices.Contains(done, r.Task) {
				to = &w.SetsUp // completed by a later step of the action
			}
		case r.VP > 0.1:
			to = &w.SetsUp
		case r.VP < -0.1 && r.Kind != ReasonPoints:
			to = &w.Costs
		}
		if to != nil && len(*to) < MaxReasons {
			*to = append(*to, r)
		}
	}
	return w
}

// StepSource reports whether points of source src are scored by a player's own step (a die's
// action, a person, a building, a task completed...), as opposed to the scoring of the
// round's end (status track, temple, the start order) or of the game's end, which come after
// the last decision of the round whoever makes it.
func StepSource(src engine.Source) bool {
	switch src {
	case engine.SrcFishing, engine.SrcExpandFish, engine.SrcBuild, engine.SrcHelper, engine.SrcPersons, engine.SrcTasks:
		return true
	}
	return false
}

// whyWorlds is how many worlds dealt from the seat's view Why scores a step in.
const whyWorlds = 4

// Grade is how good a decision was against the best candidate the evaluator found.
type Grade uint8

const (
	GradeBest Grade = iota + 1
	GradeGood
	GradeInaccuracy
	GradeMistake
	GradeBlunder
	// GradeClose: a close call, what would be an inaccuracy but lies within the analysis' own
	// noise (the coach gives it: coach.Judge). After the others, so that the grades kept by
	// earlier builds read the same.
	GradeClose
)

// Bad reports whether g is an inaccuracy, a mistake or a blunder (not a close call).
func (g Grade) Bad() bool { return g >= GradeInaccuracy && g <= GradeBlunder }

var gradeNames = [...]string{"", "best", "good", "inaccuracy", "mistake", "blunder", "close"}

func (g Grade) String() string {
	if int(g) < len(gradeNames) {
		return gradeNames[g]
	}
	return "?"
}

// Grade thresholds: a decision is graded by what it gave up against the best candidate, in
// chance to win and in expected points (margin), whichever is worse (docs/bots.md says why
// both). Each grade's bounds are "less than".
var (
	gradeWin    = [...]float64{0.005, 0.02, 0.05, 0.10} // best, good, inaccuracy, mistake
	gradePoints = [...]float64{0.5, 2, 5, 10}
)

// GradeOf grades a decision that gave up win (chance to win, 0 to 1) and points (expected
// margin) against the best candidate. A decision at least as good as the best is the best.
func GradeOf(win, points float64) Grade {
	g := GradeBest
	for i := range gradeWin {
		if win >= gradeWin[i] || points >= gradePoints[i] {
			g = Grade(i + 2)
		}
	}
	return g
}

// Grade grades candidate c against the best outcome found (0 when c was not judged).
func (s *Search) Grade(c engine.Choice) Grade {
	os := s.Outcomes()
	bestWin, bestM := -1.0, -1e9
	for _, o := range os {
		bestWin = max(bestWin, o.Win)
		bestM = max(bestM, o.Margin)
	}
	for _, o := range os {
		if o.Choice == c {
			return GradeOf(bestWin-o.Win, bestM-o.Margin)
		}
	}
	return 0
}
