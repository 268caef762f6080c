package coach

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"borabora/engine"
	"borabora/engine/bot"
)

// BenchmarkGradeNoise measures the analysis' own noise, as a grade of the coach would need to
// know it ("a close call"): 60 decisions of random 3-player games, each graded with the
// coach's seed and with four other seeds (other worlds dealt from the seat's view, other
// rollouts); the noise of a decision is how far the points and the chance to win that the
// choice made gave up against the best move under another seed lie from the coach's own.
// It reports the median and the 90th and 95th percentiles over all decisions and seeds, and
// how often another seed gives another grade.
//
//	go test ./coach -run XXX -bench GradeNoise -benchtime 1x
func BenchmarkGradeNoise(b *testing.B) {
	var dPts, dWin []float64
	regraded, n := 0, 0
	for game := 0; game < 6; game++ {
		g, err := engine.NewGame(engine.Config{Seed: uint64(700 + game), Players: []engine.PlayerConfig{{Name: "A"}, {Name: "B"}, {Name: "C"}}})
		if err != nil {
			b.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(game), 5))
		graded := 0
		for !g.Over() && graded < 10 {
			l := g.Legal()
			c := l[rng.IntN(len(l))]
			if Graded(g) && rng.IntN(8) == 0 {
				graded++
				base, ok := Judge(g, c, Seed(uint64(700+game), len(g.Choices())), 64, nil)
				if !ok {
					b.Fatal("no verdict")
				}
				w0, p0 := base.Lost()
				for k := uint64(1); k <= 4; k++ {
					v, ok := Judge(g, c, Seed(uint64(700+game), len(g.Choices()))^(k*0x51ed27), 64, nil)
					if !ok {
						b.Fatal("no verdict")
					}
					w, p := v.Lost()
					dPts = append(dPts, math.Abs(p-p0))
					dWin = append(dWin, math.Abs(w-w0))
					n++
					if v.Grade != base.Grade {
						regraded++
					}
				}
			}
			if err := g.Apply(c); err != nil {
				b.Fatal(err)
			}
		}
	}
	slices.Sort(dPts)
	slices.Sort(dWin)
	q := func(xs []float64, f float64) float64 { return xs[int(f*float64(len(xs)-1))] }
	b.ReportMetric(q(dPts, 0.5), "pts-median")
	b.ReportMetric(q(dPts, 0.9), "pts-p90")
	b.ReportMetric(q(dPts, 0.95), "pts-p95")
	b.ReportMetric(100*q(dWin, 0.5), "win%-median")
	b.ReportMetric(100*q(dWin, 0.9), "win%-p90")
	b.ReportMetric(100*q(dWin, 0.95), "win%-p95")
	b.ReportMetric(100*float64(regraded)/float64(n), "regraded%")
	_ = bot.GradeBest
}
