// Command guideseed looks for the deal of the guided first game: it plays the guided game's
// table (gameapp.GuideSetup) for each seed with the person following the suggestions, and
// prints the seeds whose person meets the most kinds of decision soonest. Each seed is played
// to the end of round 2 first; the best are then played to the end.
//
//	go run ./tools/guideseed -from 1 -n 200
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"sort"
	"sync"

	"borabora/engine"
	"borabora/gameapp"
)

func main() {
	from := flag.Uint64("from", 1, "first seed")
	n := flag.Int("n", 100, "seeds to try")
	flag.Parse()
	type result struct {
		seed         uint64
		kinds, early int // kinds met in the game; kinds met by round 2
		met          [engine.NumPromptKinds]int
	}
	count := func(r *result) {
		r.kinds, r.early = 0, 0
		for _, m := range r.met {
			if m > 0 {
				r.kinds++
				if m <= 2 {
					r.early++
				}
			}
		}
	}
	play := func(seed uint64, rounds int) result {
		st := gameapp.GuideSetup("you", "a", "b")
		st.Seed = seed
		met, err := gameapp.MeetingsUntil(st, rounds)
		if err != nil {
			fmt.Fprintln(os.Stderr, seed, err)
			os.Exit(1)
		}
		r := result{seed: seed, met: met}
		count(&r)
		return r
	}
	rs := make([]result, *n)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				rs[i] = play(*from+uint64(i), 2)
			}
		}()
	}
	for i := range rs {
		next <- i
	}
	close(next)
	wg.Wait()
	sort.SliceStable(rs, func(i, j int) bool { return rs[i].early > rs[j].early })
	for i := range rs[:min(10, len(rs))] {
		rs[i] = play(rs[i].seed, engine.Rounds)
	}
	rs = rs[:min(10, len(rs))]
	sort.SliceStable(rs, func(i, j int) bool {
		if rs[i].early != rs[j].early {
			return rs[i].early > rs[j].early
		}
		return rs[i].kinds > rs[j].kinds
	})
	for _, r := range rs[:min(10, len(rs))] {
		fmt.Printf("seed %d: %d kinds by round 2, %d in the game, first round of each kind %v\n", r.seed, r.early, r.kinds, r.met)
	}
}
