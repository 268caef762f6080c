// Command tune tunes the Hard level's evaluation weights by self-play (see engine/bot/tune.go
// for the method) and rewrites engine/bot/weights.go with the result.
//
//	go run ./cmd/tune -from-hand -iters 600 -deals 8 -seed 10000000
//	go run ./cmd/tune -check      # the current weights against the hand-set ones
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"

	"borabora/engine/bot"
)

func main() {
	st := bot.TuneStage{}
	flag.IntVar(&st.Iters, "iters", 600, "SPSA iterations")
	flag.IntVar(&st.Deals, "deals", 8, "deals per iteration (each played twice)")
	flag.Uint64Var(&st.SeedBase, "seed", 10_000_000, "first deal's seed")
	flag.BoolVar(&st.Slopes, "slopes", false, "also tune how each weight changes over the game")
	flag.BoolVar(&st.FromHand, "from-hand", false, "start from the hand-set weights, not engine/bot/weights.go")
	flag.Float64Var(&st.A, "a", 0.6, "SPSA step size")
	flag.Float64Var(&st.C, "c", 0.4, "SPSA perturbation size")
	flag.IntVar(&st.Workers, "workers", runtime.NumCPU(), "games played at once (does not change the result)")
	out := flag.String("out", "engine/bot/weights.go", "file to write")
	check := flag.Bool("check", false, "only play the current weights against the hand-set ones")
	checkSeed := flag.Uint64("check-seed", 5000, "check: first deal's seed")
	checkDeals := flag.Int("check-deals", 100, "check: deals (each played 4 times, seats rotated)")
	flag.Parse()
	if *check {
		fmt.Printf("tuned greedy bot against three hand-set ones: %.1f%% wins (deals %d..%d, chance 25%%)\n",
			100*bot.TuneCheck(*checkSeed, *checkDeals, st.Workers), *checkSeed, *checkSeed+uint64(*checkDeals)-1)
		return
	}
	src := bot.Tune(st, os.Stderr)
	if err := os.WriteFile(*out, []byte(src), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
