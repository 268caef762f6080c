package bot

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strings"
	"sync"

	"borabora/engine"
)

// Tuning the Hard level's evaluation weights by self-play (cmd/tune runs it).
//
// The method is SPSA (simultaneous perturbation stochastic approximation): every iteration
// draws a random ±1 direction over all weights, plays Medium-style greedy bots with the weights
// moved a little one way (two seats) against the same bots with the weights moved the other way
// (the other two seats) on a few fresh deals, every deal twice with the seats swapped, and
// steps the weights along the direction in proportion to the first side's advantage (a win
// counts 2, then 2/3, 1/3, 0 by rank). Each weight moves in steps of half its hand-set size (at
// least 0.05). The deals of an iteration are seeds SeedBase+Deals*k ... SeedBase+Deals*(k+1)-1,
// so a stage uses Iters*Deals consecutive seeds; held-out checks use other seeds. Results depend
// only on the settings, not on the number of workers.

// TuneStage is one SPSA run.
type TuneStage struct {
	Iters    int     // iterations
	Deals    int     // deals per iteration, each played twice
	SeedBase uint64  // first deal's seed
	Slopes   bool    // also tune how each weight changes from the first round to the last
	FromHand bool    // start from the hand-set weights instead of the current ones
	A, C     float64 // SPSA step size and perturbation size (in units of a weight's scale)
	Workers  int     // games played at once
}

// tuned is a set of weights for the Hard level: a level per feature and its change over the
// game (from -slope/2 in round 1 to +slope/2 after round 6's Phase C).
type tuned struct {
	Base, Slope [numTuned]float64
}

func (t *tuned) weights() weights {
	var w weights
	for b := range w {
		tb := float64(b)/float64(numBuckets-1) - 0.5
		for i := 0; i < numFeatures; i++ {
			if i < numTuned {
				w[b][i] = t.Base[i] + t.Slope[i]*tb
			} else {
				w[b][i] = 1
			}
		}
	}
	return w
}

// scale is the size of a unit step of feature i's weight.
func scale(i int) float64 { return max(0.1, math.Abs(handWeights[0][i])) * 0.5 }

// move returns t moved by x (levels, then slopes when len(x) is 2*numTuned), in scale units.
func (t tuned) move(x []float64) tuned {
	for i := 0; i < numTuned; i++ {
		t.Base[i] += scale(i) * x[i]
		if len(x) > numTuned {
			t.Slope[i] += scale(i) * x[numTuned+i]
		}
	}
	return t
}

// Tune runs one SPSA stage from the Hard level's current weights (or the hand-set ones) and
// returns weights.go's
// source with the result. It logs progress to log.
func Tune(st TuneStage, log io.Writer) string {
	cur := currentTuned
	if st.FromHand {
		cur = tuned{}
		copy(cur.Base[:], handWeights[0][:numTuned])
	}
	n := numTuned
	if st.Slopes {
		n *= 2
	}
	x := make([]float64, n)
	r := rand.New(rand.NewPCG(st.SeedBase, 0x5b5a))
	const stab = 50.0
	for k := 0; k < st.Iters; k++ {
		ak := st.A / math.Pow(float64(k)+1+stab, 0.602)
		ck := st.C / math.Pow(float64(k)+1, 0.101)
		delta := make([]float64, n)
		xp, xm := make([]float64, n), make([]float64, n)
		for i := range delta {
			delta[i] = float64(2*r.IntN(2) - 1)
			xp[i] = x[i] + ck*delta[i]
			xm[i] = x[i] - ck*delta[i]
		}
		tp, tm := cur.move(xp), cur.move(xm)
		wp, wm := tp.weights(), tm.weights()
		d := duel(st.SeedBase+uint64(k*st.Deals), st.Deals, &wp, &wm, st.Workers)
		for i := range x {
			x[i] += ak * d / (2 * ck * delta[i])
			x[i] = max(-4, min(4, x[i]))
		}
		if log != nil && (k+1)%50 == 0 {
			fmt.Fprintf(log, "iteration %d: %s\n", k+1, fmtFloats(x))
		}
	}
	return tunedSource(cur.move(x))
}

// duel plays deals seeds base..base+deals-1, each twice: seats 0 and 2 with wa and 1 and 3
// with wb, then swapped. It returns wa's mean advantage per game.
func duel(base uint64, deals int, wa, wb *weights, workers int) float64 {
	res := make([]float64, 2*deals)
	parallel(2*deals, workers, func(i int) {
		seed := base + uint64(i/2)
		isA := func(s int) bool { return (s+i)%2 == 0 }
		ws := make([]*weights, 4)
		for s := range ws {
			ws[s] = wb
			if isA(s) {
				ws[s] = wa
			}
		}
		g := greedyGame(seed, ws)
		d := 0.0
		for rank, p := range g.Ranking() {
			v := float64(3-rank) / 3
			if rank == 0 {
				v = 2
			}
			if isA(p) {
				d += v
			} else {
				d -= v
			}
		}
		res[i] = d
	})
	sum := 0.0
	for _, d := range res {
		sum += d
	}
	return sum / float64(len(res))
}

// greedyGame plays a 4-player game of Medium-style bots with the given weights by seat.
func greedyGame(seed uint64, ws []*weights) *engine.Game {
	g, err := engine.NewGame(engine.Config{Players: make([]engine.PlayerConfig, len(ws)), Seed: seed})
	if err != nil {
		panic(err)
	}
	bots := make([]*Bot, len(ws))
	for s := range bots {
		bots[s] = New(Medium, seed*16+uint64(s))
		bots[s].w = *ws[s]
	}
	for !g.Over() {
		c := bots[g.Prompt().Player].Choose(g)
		if err := g.Apply(c); err != nil {
			panic(err)
		}
	}
	return g
}

// parallel runs f(0..n-1) on workers goroutines.
func parallel(n, workers int, f func(i int)) {
	jobs := make(chan int)
	var wg sync.WaitGroup
	for k := 0; k < max(1, workers); k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				f(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
}

func fmtFloats(x []float64) string {
	var sb strings.Builder
	for i, v := range x {
		if i > 0 {
			sb.WriteByte(' ')
		}
		fmt.Fprintf(&sb, "%.2f", v)
	}
	return sb.String()
}

// tunedSource is weights.go for t.
func tunedSource(t tuned) string {
	list := func(a [numTuned]float64) string {
		var sb strings.Builder
		width := 0
		for _, n := range featureNames {
			width = max(width, len(n)+1)
		}
		for i, v := range a {
			fmt.Fprintf(&sb, "\t\t%-*s %.4f,\n", width, featureNames[i]+":", v)
		}
		return sb.String()
	}
	src := "// Code generated by cmd/tune; DO NOT EDIT.\n\npackage bot\n\n" +
		"// currentTuned are the Hard level's evaluation weights (see tune.go for the method).\n" +
		"var currentTuned = tuned{\n\tBase: [numTuned]float64{\n" + list(t.Base) + "\t},\n" +
		"\tSlope: [numTuned]float64{\n" + list(t.Slope) + "\t},\n}\n"
	return src
}

// featureNames are the tuned features' names in this package, for tunedSource.
var featureNames = [numTuned]string{"fPriestNow", "fPriestLater", "fTempleLead", "fStatusVP",
	"fStatusSteps", "fFirst", "fFishHut", "fGodTiles", "fCardPairs", "fLoneCards",
	"fLoneOfferings", "fGreen", "fShells", "fTaskMet", "fTaskShort1", "fTaskShort2",
	"fTaskShort3", "fTaskShort4", "fMaterial", "fBeside", "fCeremonyPart", "fBuiltPart",
	"fPersons", "fPersonValue", "fPersonAction", "fFreeSpaces", "fRegions", "fFrames",
	"fActNoBuild", "fBuildAhead", "fPriestHigh"}
