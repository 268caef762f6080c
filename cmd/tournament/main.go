// Command tournament plays computer players against each other and prints win rates.
//
//	go run ./cmd/tournament -games 400 -seats hard,medium,medium,medium
//
// Seats rotate: game i gives seat s the level seats[(s+i) mod players], and each run of
// `players` consecutive games shares one game seed, so every level plays every position of
// the same deal. Results depend only on the flags, not on scheduling. The last line of the
// output is one JSON object with the win rates.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"borabora/engine"
	"borabora/engine/bot"
)

type result struct {
	levels []bot.Level
	scores []int
	winner int
	src    [][engine.NumSources]int
	hardNs int64 // time spent in hard decisions
	hardN  int
}

func main() {
	games := flag.Int("games", 100, "number of games")
	seatsFlag := flag.String("seats", "hard,medium,medium,medium", "levels by seat (2-4 of easy, medium, hard)")
	seed := flag.Uint64("seed", 1, "base seed")
	workers := flag.Int("workers", min(2, runtime.NumCPU()), "games played at once")
	budget := flag.Int("budget", bot.DefaultBudget, "hard: rollouts per decision")
	width := flag.Int("width", bot.DefaultWidth, "hard: candidates searched")
	horizon := flag.Int("horizon", bot.DefaultHorizon, "hard: rollout length in decisions")
	quiet := flag.Bool("quiet", false, "no progress on stderr")
	flag.Parse()

	var seats []bot.Level
	for _, s := range strings.Split(*seatsFlag, ",") {
		l, err := bot.ParseLevel(s)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		seats = append(seats, l)
	}
	np := len(seats)
	if np < 2 || np > 4 || *games < 1 {
		fmt.Fprintln(os.Stderr, "tournament: need 2-4 seats and at least one game")
		os.Exit(2)
	}

	results := make([]result, *games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	finished := 0
	start := time.Now()
	for w := 0; w < max(1, *workers); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] = play(i, seats, *seed, *budget, *width, *horizon)
				mu.Lock()
				finished++
				if !*quiet && (finished%20 == 0 || finished == *games) {
					fmt.Fprintf(os.Stderr, "%d/%d games, %s\n", finished, *games, time.Since(start).Round(time.Second))
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < *games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	report(results, seats, *games, *seed, *budget, *width, *horizon, max(1, *workers), time.Since(start))
}

// play plays game i.
func play(i int, seats []bot.Level, seed uint64, budget, width, horizon int) result {
	np := len(seats)
	gameSeed := seed*1_000_003 + uint64(i/np)
	r := result{levels: make([]bot.Level, np)}
	bots := make([]*bot.Bot, np)
	for s := 0; s < np; s++ {
		r.levels[s] = seats[(s+i)%np]
		bots[s] = bot.New(r.levels[s], gameSeed*16+uint64(s)+uint64(i%np)*4+0x5eed)
		bots[s].Budget, bots[s].Width, bots[s].Horizon = budget, width, horizon
	}
	g, err := engine.NewGame(engine.Config{Players: make([]engine.PlayerConfig, np), Seed: gameSeed})
	if err != nil {
		panic(err)
	}
	for !g.Over() {
		p := g.Prompt().Player
		t0 := time.Now()
		c := bots[p].Choose(g)
		if r.levels[p] == bot.Hard && g.LegalCount() > 1 {
			r.hardNs += time.Since(t0).Nanoseconds()
			r.hardN++
		}
		if err := g.Apply(c); err != nil {
			panic(fmt.Sprintf("game %d: %v", i, err))
		}
	}
	r.scores = g.Scores()
	r.winner = g.Winner()
	for p := 0; p < np; p++ {
		r.src = append(r.src, g.Breakdown(p))
	}
	return r
}

// wilson is the 95% Wilson score interval for k successes in n trials.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p := float64(k) / float64(n)
	nn := float64(n)
	den := 1 + z*z/nn
	c := (p + z*z/(2*nn)) / den
	h := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / den
	return max(0, c-h), min(1, c+h)
}

type levelStats struct {
	seatGames, wins int
	scoreSum        int
	winScoreSum     int
	src             [engine.NumSources]int
}

func report(rs []result, seats []bot.Level, games int, seed uint64, budget, width, horizon, workers int, took time.Duration) {
	np := len(seats)
	stats := map[bot.Level]*levelStats{}
	var levels []bot.Level
	for _, l := range seats {
		if stats[l] == nil {
			stats[l] = &levelStats{}
			levels = append(levels, l)
		}
	}
	winSum := 0
	var hardNs int64
	hardN := 0
	for _, r := range rs {
		winSum += r.scores[r.winner]
		hardNs += r.hardNs
		hardN += r.hardN
		for s := 0; s < np; s++ {
			st := stats[r.levels[s]]
			st.seatGames++
			st.scoreSum += r.scores[s]
			for k := range st.src {
				st.src[k] += r.src[s][k]
			}
			if s == r.winner {
				st.wins++
				st.winScoreSum += r.scores[s]
			}
		}
	}
	names := make([]string, len(seats))
	for i, l := range seats {
		names[i] = l.String()
	}
	fmt.Printf("%d games, %d players, seats rotated over %s, base seed %d, %s (%d workers)\n",
		games, np, strings.Join(names, ","), seed, took.Round(time.Second), workers)
	if hardN > 0 {
		fmt.Printf("hard: budget %d rollouts, width %d, horizon %d; %.1f ms per searched decision (%d decisions)\n",
			budget, width, horizon, float64(hardNs)/float64(hardN)/1e6, hardN)
	}
	fmt.Printf("average winning score %.1f\n", float64(winSum)/float64(games))
	fmt.Printf("%-7s %6s %6s %8s %17s %8s %9s\n", "level", "seats", "wins", "win%", "95% CI", "avg", "avg win")
	js := map[string]any{}
	rates := map[string]float64{}
	cis := map[string][2]float64{}
	for _, l := range levels {
		st := stats[l]
		lo, hi := wilson(st.wins, st.seatGames)
		rate := float64(st.wins) / float64(st.seatGames)
		aw := 0.0
		if st.wins > 0 {
			aw = float64(st.winScoreSum) / float64(st.wins)
		}
		fmt.Printf("%-7s %6d %6d %7.1f%% [%5.1f%%, %5.1f%%] %8.1f %9.1f\n", l, st.seatGames, st.wins,
			100*rate, 100*lo, 100*hi, float64(st.scoreSum)/float64(st.seatGames), aw)
		rates[l.String()] = math.Round(rate*10000) / 10000
		cis[l.String()] = [2]float64{math.Round(lo*10000) / 10000, math.Round(hi*10000) / 10000}
	}
	fmt.Printf("average points by source and level:\n%-16s", "source")
	for _, l := range levels {
		fmt.Printf(" %8s", l)
	}
	fmt.Println()
	for k := 0; k < int(engine.NumSources); k++ {
		fmt.Printf("%-16s", engine.SourceNames[k])
		for _, l := range levels {
			st := stats[l]
			fmt.Printf(" %8.2f", float64(st.src[k])/float64(st.seatGames))
		}
		fmt.Println()
	}
	js["games"] = games
	js["players"] = np
	js["seats"] = strings.Join(names, ",")
	js["winrate"] = rates
	js["ci95"] = cis
	out, _ := json.Marshal(js)
	fmt.Println(string(out))
}
