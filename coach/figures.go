package coach

import (
	"math"
	"sort"

	"borabora/engine/bot"
)

// Figures are what the review's coach shows of a game's verdicts, worked out here once: each
// seat's accuracy and counts, the key moments and each seat's chance to win along the game.
// The page only draws them (docs/bots.md, "Grades").
type Figures struct {
	Seats []SeatFigures
	// Moments are the key moments: the five inaccuracies, mistakes or blunders that gave up
	// the most chance to win, then the most points (the earlier first on a tie).
	Moments []Verdict
	// BySeat are each seat's key moments, chosen the same way among its own decisions: what
	// the review shows a player of their game (MomentsOf).
	BySeat [][]Verdict
	// Win is each seat's chance to win in percent at each step 0 to N: even at the start,
	// then after each of its graded decisions the chance the coach found for the choice made,
	// kept until its next one.
	Win [][]int
}

// SeatFigures are one seat's figures.
type SeatFigures struct {
	Graded int // its decisions graded
	// Accuracy in percent: 100 × the mean over its graded decisions of max(0, 1 − loss/10),
	// the loss being the points or 100 × the chance to win given up, whichever is more; -1
	// when none is graded.
	Accuracy int
	Counts   [bot.GradeClose + 1]int // by grade
	// Lost is the points its choices gave up against the best, summed over its graded
	// decisions: what the luck meter sets beside its dice.
	Lost float64
}

// MomentCount is how many key moments the review lists.
const MomentCount = 5

// FiguresOf works out the figures of verdicts vs (any order, at most one a step) of a game of
// seats seats and n decisions.
func FiguresOf(vs []Verdict, seats, n int) Figures {
	f := Figures{Seats: make([]SeatFigures, seats), Win: make([][]int, seats)}
	byStep := make(map[int]Verdict, len(vs))
	sum := make([]float64, seats)
	var bad []Verdict
	for _, v := range vs {
		if v.Seat < 0 || v.Seat >= seats || v.Step < 0 || v.Step >= n {
			continue
		}
		byStep[v.Step] = v
	}
	order := make([]int, 0, len(byStep))
	for st := range byStep {
		order = append(order, st)
	}
	sort.Ints(order) // sums in the order of the game, the same every time
	for _, st := range order {
		v := byStep[st]
		w, pts := v.Lost()
		s := &f.Seats[v.Seat]
		s.Graded++
		s.Counts[v.Grade]++
		s.Lost += pts
		sum[v.Seat] += math.Max(0, 1-math.Max(pts, 100*w)/10)
		if v.Grade.Bad() {
			bad = append(bad, v)
		}
	}
	for p := range f.Seats {
		f.Seats[p].Accuracy = -1
		if g := f.Seats[p].Graded; g > 0 {
			f.Seats[p].Accuracy = int(math.Round(100 * sum[p] / float64(g)))
		}
	}
	f.Moments = keyMoments(bad)
	f.BySeat = make([][]Verdict, seats)
	for p := range f.BySeat {
		var own []Verdict
		for _, v := range bad {
			if v.Seat == p {
				own = append(own, v)
			}
		}
		f.BySeat[p] = keyMoments(own)
	}
	for p := range f.Win {
		x := 100 / max(seats, 1)
		vals := make([]int, n+1)
		for i := 0; i <= n; i++ {
			if v, ok := byStep[i-1]; ok && v.Seat == p {
				x = int(math.Max(0, math.Min(100, math.Round(100*v.WinMade))))
			}
			vals[i] = x
		}
		f.Win[p] = vals
	}
	return f
}

// keyMoments are the MomentCount verdicts of bad that gave up the most chance to win, then the
// most points, the earlier first on a tie.
func keyMoments(bad []Verdict) []Verdict {
	bad = append([]Verdict(nil), bad...)
	sort.Slice(bad, func(i, j int) bool {
		wi, pi := bad[i].Lost()
		wj, pj := bad[j].Lost()
		if wi != wj {
			return wi > wj
		}
		if pi != pj {
			return pi > pj
		}
		return bad[i].Step < bad[j].Step
	})
	return bad[:min(MomentCount, len(bad))]
}

// MomentsOf are the key moments of the seats given (of several, the biggest of their own
// key moments together).
func (f Figures) MomentsOf(seats []int) []Verdict {
	var all []Verdict
	for _, p := range seats {
		if p >= 0 && p < len(f.BySeat) {
			all = append(all, f.BySeat[p]...)
		}
	}
	return keyMoments(all)
}
