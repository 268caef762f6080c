// Command guideseed looks for the deal of the guided first game: it plays the guided game's
// table (gameapp.GuideSetup) for each seed with the person following the suggestions, and
// prints the seeds whose person meets the most kinds of decision soonest.
//
//	go run ./tools/guideseed -from 1 -n 200
package main

import (
	"flag"
	"fmt"
	"os"
	"sort"

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
	var rs []result
	for seed := *from; seed < *from+uint64(*n); seed++ {
		st := gameapp.GuideSetup("you", "a", "b")
		st.Seed = seed
		met, err := gameapp.Meetings(st)
		if err != nil {
			fmt.Fprintln(os.Stderr, seed, err)
			os.Exit(1)
		}
		r := result{seed: seed, met: met}
		for _, m := range met {
			if m > 0 {
				r.kinds++
				if m <= 2 {
					r.early++
				}
			}
		}
		rs = append(rs, r)
	}
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
