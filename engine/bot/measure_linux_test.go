//go:build linux

package bot

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"borabora/engine"
)

// BenchmarkExpertTimeByChoices reports where Expert's CPU time goes, by the number of choices
// of a decision (2, 3, 4-8, 9 or more): each group's share of the decisions and of the time,
// over the decisions with more than one choice of two 4-player Medium games (every 7th
// position). go test ./engine/bot -run XXX -bench ExpertTimeByChoices -benchtime 1x
func BenchmarkExpertTimeByChoices(b *testing.B) {
	var pos []*engine.Game
	for seed := uint64(1); seed <= 2; seed++ {
		for _, g := range positions(b, 4, seed, 7) {
			if !g.Over() && g.LegalCount() > 1 {
				pos = append(pos, g)
			}
		}
	}
	group := func(n int) int {
		switch {
		case n == 2:
			return 0
		case n == 3:
			return 1
		case n <= 8:
			return 2
		}
		return 3
	}
	names := [4]string{"2", "3", "4-8", "9+"}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var cpu [4]time.Duration
	var cnt [4]int
	for i := 0; i < b.N; i++ {
		bt := New(Expert, 1)
		for _, g := range pos {
			t0 := threadCPU()
			bt.Choose(g)
			k := group(g.LegalCount())
			cpu[k] += threadCPU() - t0
			cnt[k]++
		}
	}
	var total time.Duration
	n := 0
	for k := range cpu {
		total += cpu[k]
		n += cnt[k]
	}
	for k := range cpu {
		b.ReportMetric(100*float64(cnt[k])/float64(n), "%decisions-"+names[k])
		b.ReportMetric(100*float64(cpu[k])/float64(total), "%time-"+names[k])
	}
	b.ReportMetric(float64(total)/float64(n)/1e6, "ms-cpu/decision")
}

// BenchmarkRolloutsCut reports the share of Expert's rollouts that its horizon (Horizon
// decisions) cuts before the round's end, overall and in rounds 4-6: four of its rollouts
// (playout) from every position of three 4-player Medium games, the hidden things re-dealt.
// go test ./engine/bot -run XXX -bench RolloutsCut -benchtime 1x
func BenchmarkRolloutsCut(b *testing.B) {
	var pos []*engine.Game
	for seed := uint64(1); seed <= 3; seed++ {
		pos = append(pos, positions(b, 4, seed, 1)...)
	}
	bt := New(Expert, 1)
	var cut, total, lateCut, late int
	for i := 0; i < b.N; i++ {
		for _, g := range pos {
			if g.Over() {
				continue
			}
			round := g.Round()
			for k := uint64(0); k < 4; k++ {
				w := g.Determinize(g.Prompt().Player, k+7)
				bt.playout(w, rand.New(rand.NewPCG(k, 3)), round)
				c := !w.Over() && !roundOver(w, round) // stopped by the horizon
				total++
				if c {
					cut++
				}
				if round >= 4 {
					late++
					if c {
						lateCut++
					}
				}
			}
		}
	}
	b.ReportMetric(100*float64(cut)/float64(total), "%cut")
	b.ReportMetric(100*float64(lateCut)/float64(max(late, 1)), "%cut-rounds4-6")
}
