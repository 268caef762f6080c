//go:build linux

package bot

import (
	"runtime"
	"syscall"
	"testing"
	"time"

	"borabora/engine"
)

// threadCPU is the CPU time the calling thread has used.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_THREAD, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkDecisionCPU reports, for each level (and hard1, Hard before the fitted evaluation;
// masterf, Master judging by fitted.go; masterd, Master whose rollouts play on a round;
// masters, whose rollouts are cut short; analysis, the Hint's), the CPU time of one decision
// over positions of three 4-player games, as measured by the thread's own CPU clock: unlike
// the time on the wall it does not grow when other programs share the machine's cores, so two
// levels can be compared on a busy machine. go test ./engine/bot -run XXX -bench DecisionCPU
func BenchmarkDecisionCPU(b *testing.B) {
	var pos []*engine.Game
	for seed := uint64(1); seed <= 3; seed++ {
		pos = append(pos, positions(b, 4, seed, 7)...)
	}
	hard1, _ := Variant("hard1", 1)
	expert2, _ := Variant("expert2", 1) // Expert before GodAhead
	expert3, _ := Variant("expert3", 1) // Expert before expertWeights
	masterf, _ := Variant("masterf", 1) // Master judging by fitted.go
	masterd, _ := Variant("masterd", 1) // Master whose rollouts play on a round
	masters, _ := Variant("masters", 1) // Master whose rollouts are cut short
	for _, c := range []struct {
		name string
		do   func(g *engine.Game)
	}{
		{"medium", func(g *engine.Game) { New(Medium, 1).Choose(g) }},
		{"hard1", func(g *engine.Game) { hard1.Choose(g) }},
		{"hard", func(g *engine.Game) { New(Hard, 1).Choose(g) }},
		{"expert", func(g *engine.Game) { New(Expert, 1).Choose(g) }},
		{"master", func(g *engine.Game) { New(Master, 1).Choose(g) }},
		{"masterf", func(g *engine.Game) { masterf.Choose(g) }},
		{"masterd", func(g *engine.Game) { masterd.Choose(g) }},
		{"masters", func(g *engine.Game) { masters.Choose(g) }},
		{"expert2", func(g *engine.Game) { expert2.Choose(g) }},
		{"expert3", func(g *engine.Game) { expert3.Choose(g) }},
		{"analysis", func(g *engine.Game) {
			a := NewAnalysis(g, Options{Worlds: HintWorlds, Width: HintWidth, Halving: true})
			for !a.Step(64) {
			}
		}},
	} {
		b.Run(c.name, func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var cpu time.Duration
			for i := 0; i < b.N; i++ {
				t0 := threadCPU()
				c.do(pos[i%len(pos)])
				cpu += threadCPU() - t0
			}
			b.ReportMetric(float64(cpu)/float64(b.N)/1e6, "ms-cpu/decision")
		})
	}
}
