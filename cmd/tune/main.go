// Command tune tunes the Hard level's evaluation weights by self-play (see engine/bot/tune.go
// for the method) and rewrites engine/bot/weights.go with the result.
//
//	go run ./cmd/tune -from-hand -iters 600 -deals 8 -seed 10000000
//	go run ./cmd/tune -check      # the current weights against the hand-set ones
//	go run ./cmd/tune -winmodel   # fit the evaluator's win model (engine/bot/winmodel.go)
//	go run ./cmd/tune -fit        # fit the rollout ends' evaluation (engine/bot/fitted.go)
//	go run ./cmd/tune -learn      # learn Master's from searching play (engine/bot/learned.go)
//	go run ./cmd/tune -regret hard1,hard,hard:240:6   # choices against a wide analysis
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

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
	winModel := flag.Bool("winmodel", false, "fit the evaluator's win model instead (writes engine/bot/winmodel.go)")
	winGames := flag.Int("win-games", 900, "winmodel: self-play games (2, 3 and 4 players in turn)")
	winSeed := flag.Uint64("win-seed", 40_000_000, "winmodel: first game's seed")
	fit := flag.Bool("fit", false, "fit the evaluation to self-play instead (writes engine/bot/fitted.go)")
	fitGames := flag.Int("fit-games", 1500, "fit: self-play games (2, 3 and 4 players in turn)")
	fitSeed := flag.Uint64("fit-seed", 50_000_000, "fit: first game's seed")
	lambda := flag.Float64("lambda", 0.02, "fit: pull toward the prior weights")
	smooth := flag.Float64("smooth", 0.05, "fit: pull toward the neighbouring parts' weights")
	checkWeights := flag.String("check-weights", "tuned", "check: the weights to check (tuned, fitted, prior, hand)")
	regret := flag.String("regret", "", "measure instead how far these players' choices fall below a wide analysis\n(comma-separated levels or variants, each with optional :budget:width)")
	regretGames := flag.Int("regret-games", 6, "regret: games whose decisions are judged")
	regretSeed := flag.Uint64("regret-seed", 80, "regret: first game's seed")
	foresight := flag.Int("foresight", 0, "measure instead how often each evaluation names the eventual winner, over this many games")
	learn := flag.Bool("learn", false, "learn Master's evaluation from searching play instead (writes engine/bot/learned.go)")
	learnGames := flag.Int("learn-games", 400, "learn: games of searching players (4, 3, 4, 2 players in turn)")
	learnSeed := flag.Uint64("learn-seed", 70_000_000, "learn: first game's seed")
	learnBudget := flag.Int("learn-budget", 120, "learn: rollouts a decision of the searching players")
	samples := flag.String("samples", "out/dev/learn-samples.bin", "learn: file that keeps the games played and their choices (continued, not played again)")
	drop := flag.String("learn-drop", "", "learn: features (comma-separated names, as in learned.go) left out of the fit, to measure what they add")
	learnOut := flag.String("learn-out", "engine/bot/learned.go", "learn: where the fit is written")
	replay := flag.Bool("learn-replay", false, "learn: play the file's games' choices again for today's features before fitting\n(done anyway when the file was written for another set of features)")
	learnJudge := flag.String("learn-judge", "fitted", "learn: what the games' Master seats judge by: fitted (fitted.go, as for learned.go) or learned (learned.go)")
	flag.Parse()
	if *learn {
		if *learnJudge != "fitted" && *learnJudge != "learned" {
			fmt.Fprintln(os.Stderr, "-learn-judge: fitted or learned")
			os.Exit(2)
		}
		if err := learnEval(*samples, *learnSeed, *learnGames, *learnBudget, *learnJudge == "learned", *replay, *drop, *learnOut, st.Workers, *lambda, *smooth); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	if *foresight > 0 {
		hits, total := bot.Foresight(90_000_000, *foresight, st.Workers)
		fmt.Println("part  positions  tuned  fitted  hand   (share of positions whose highest value is the winner's)")
		for b := range total {
			if total[b] > 0 {
				n := float64(total[b])
				fmt.Printf("%4d %10d  %5.3f  %6.3f  %5.3f\n", b, total[b], float64(hits[0][b])/n, float64(hits[1][b])/n, float64(hits[2][b])/n)
			}
		}
		return
	}
	if *regret != "" {
		names := strings.Split(*regret, ",")
		rs, n, err := bot.Regret(names, *regretSeed, *regretGames, st.Workers)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		for i, name := range names {
			fmt.Printf("%-16s %.3f points below the best, on average over %d decisions\n", name, rs[i], n)
		}
		return
	}
	if *fit {
		src, lines := bot.FitAndWrite(*fitSeed, *fitGames, st.Workers, *lambda, *smooth)
		for _, l := range lines {
			fmt.Fprintln(os.Stderr, l)
		}
		if err := os.WriteFile("engine/bot/fitted.go", []byte(src), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	if *winModel {
		src := bot.FitWinModel(*winSeed, *winGames, st.Workers, func(s string) { fmt.Fprintln(os.Stderr, s) })
		if err := os.WriteFile("engine/bot/winmodel.go", []byte(src), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	if *check {
		rate, m := bot.CheckWeights(*checkWeights, *checkSeed, *checkDeals, st.Workers)
		fmt.Printf("greedy bot with the %s weights against three hand-set ones: %.1f%% wins, mean margin %+.2f (deals %d..%d, chance 25%%)\n",
			*checkWeights, 100*rate, m, *checkSeed, *checkSeed+uint64(*checkDeals)-1)
		return
	}
	src := bot.Tune(st, os.Stderr)
	if err := os.WriteFile(*out, []byte(src), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// learnEval plays searching games until the samples file holds games of them (continuing
// what it holds; saved every few games), then fits Master's evaluation to them and writes
// engine/bot/learned.go.
func learnEval(path string, seed uint64, games, budget int, learned, replay bool, drop, out string, workers int, lambda, smooth float64) error {
	s := &bot.LearnSamples{Learned: learned}
	if f, err := os.Open(path); err == nil {
		s, err = bot.ReadLearnSamples(bufio.NewReader(f), workers)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if s.Learned != learned {
			return fmt.Errorf("%s holds games whose Master seats judged otherwise: name another -samples file", path)
		}
		if !s.Replayable() && s.Games() < games {
			return fmt.Errorf("%s holds no choices of its games (an earlier form): it cannot be continued; name another -samples file", path)
		}
		if replay {
			if err := s.Refeature(workers); err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
		}
	}
	start := time.Now()
	for s.Games() < games {
		from := s.Games()
		to := min(games, from+max(10, 2*workers))
		s.Merge(bot.PlaySearchSamples(seed, from, to, workers, budget, learned))
		if err := writeSamples(path, s); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "%d of %d games (%s)\n", s.Games(), games, time.Since(start).Round(time.Second))
	}
	judge := "fitted"
	if learned {
		judge = "learned"
	}
	note := fmt.Sprintf("go run ./cmd/tune -learn -learn-games %d -learn-seed %d -learn-budget %d -learn-judge %s -lambda %g -smooth %g", games, seed, budget, judge, lambda, smooth)
	if drop != "" {
		if err := s.Drop(strings.Split(drop, ",")); err != nil {
			return err
		}
		note += " -learn-drop " + drop
	}
	src, lines := s.Learn(lambda, smooth, note)
	for _, l := range lines {
		fmt.Fprintln(os.Stderr, l)
	}
	return os.WriteFile(out, []byte(src), 0o644)
}

// writeSamples writes s to path through a temporary file, so that a run stopped midway
// leaves the last whole file.
func writeSamples(path string, s *bot.LearnSamples) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if _, err := s.WriteTo(w); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
