// Command tournament plays computer players against each other and prints win rates.
//
//	go run ./cmd/tournament -games 400 -seats hard,medium,medium,medium
//	go run ./cmd/tournament -games 100 -seats hard,mcts:2000,mcts:2000,mcts:2000
//
// A seat is a level of engine/bot (easy, medium, hard) or mcts:N, a generic information-set
// Monte Carlo tree search player with N iterations per decision that knows nothing of the game
// (see mcts.go); it is a yardstick here and not offered in the app.
//
// Seats rotate: game i gives seat s the player seats[(s+i) mod players], and each run of
// `players` consecutive games shares one game seed, so every player plays every position of
// the same deal. Games run on every core by default; the results (standard output) depend only
// on the flags, never on the number of workers or on timing. Timings go to standard error. The
// last line of the output is one JSON object with the win rates.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"borabora/engine"
	"borabora/engine/bot"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// seatKind is who plays a seat: a bot level or variant, or the generic search with mcts
// iterations.
type seatKind struct {
	name    string
	level   bot.Level
	variant bool // name is a bot.Variant
	mcts    int  // > 0: generic ISMCTS with this many iterations per decision
}

func parseSeat(s string) (seatKind, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if n, ok := strings.CutPrefix(s, "mcts:"); ok {
		k, err := strconv.Atoi(n)
		if err != nil || k < 1 {
			return seatKind{}, fmt.Errorf("tournament: bad iteration count in %q", s)
		}
		return seatKind{name: fmt.Sprintf("mcts:%d", k), mcts: k}, nil
	}
	l, err := bot.ParseLevel(s)
	if err != nil {
		b, ok := bot.Variant(s, 0)
		if !ok {
			return seatKind{}, err
		}
		return seatKind{name: s, level: b.Level, variant: true}, nil
	}
	return seatKind{name: l.String(), level: l}, nil
}

// chooser is anything that decides for the seat a game waits on.
type chooser interface {
	Choose(g *engine.Game) engine.Choice
}

// options are the search settings passed to the Hard level (not to its variants).
type options struct {
	budget, width, horizon int
}

func (k seatKind) player(seed uint64, o options) chooser {
	if k.mcts > 0 {
		return newMCTS(k.mcts, seed)
	}
	if k.variant {
		b, _ := bot.Variant(k.name, seed)
		return b
	}
	b := bot.New(k.level, seed)
	if k.level == bot.Hard {
		b.Budget, b.Width, b.Horizon = o.budget, o.width, o.horizon
	}
	return b
}

type result struct {
	kinds  []int // index into the distinct seat kinds, by seat
	scores []int
	winner int
	src    [][engine.NumSources]int
	ns     []int64 // time spent deciding, by seat (decisions with more than one choice)
	n      []int   // decisions with more than one choice, by seat
	maxNs  []int64
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tournament", flag.ContinueOnError)
	fs.SetOutput(stderr)
	games := fs.Int("games", 100, "number of games")
	seatsFlag := fs.String("seats", "hard,medium,medium,medium", "players by seat (2-4 of easy, medium, hard, mcts:N)")
	seed := fs.Uint64("seed", 1, "base seed")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once (does not change the results)")
	budget := fs.Int("budget", bot.DefaultBudget, "hard: rollouts per decision")
	width := fs.Int("width", bot.DefaultWidth, "hard: candidates searched")
	horizon := fs.Int("horizon", bot.DefaultHorizon, "hard: rollout length in decisions")
	quiet := fs.Bool("quiet", false, "no progress on stderr")
	logPath := fs.String("log", "", "file that keeps every finished game (one JSON line each); a run with the same\n"+
		"settings and log plays only the games missing from it, so a long run can stop and go on")
	reportOnly := fs.Bool("report", false, "with -log: play nothing, report the deals the log holds in full")
	from := fs.Int("from", 0, "play only games from this one on (with -log, to share one run between machines;\n"+
		"the report then covers the deals the log holds in full)")
	compareFlag := fs.String("compare", "", "A.log,B.log: compare the first players of two logs played on the same deals,\n"+
		"game by game (with -games N, on the first N games); plays nothing")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *compareFlag != "" {
		paths := strings.Split(*compareFlag, ",")
		if len(paths) != 2 {
			fmt.Fprintln(stderr, "tournament: -compare needs two logs, A.log,B.log")
			return 2
		}
		n := 0
		fs.Visit(func(f *flag.Flag) {
			if f.Name == "games" {
				n = *games
			}
		})
		if err := compare(stdout, paths[0], paths[1], n); err != nil {
			fmt.Fprintln(stderr, "tournament:", err)
			return 1
		}
		return 0
	}
	var seats []seatKind
	for _, s := range strings.Split(*seatsFlag, ",") {
		k, err := parseSeat(s)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
		seats = append(seats, k)
	}
	np := len(seats)
	if np < 2 || np > 4 || *games < 1 {
		fmt.Fprintln(stderr, "tournament: need 2-4 seats and at least one game")
		return 2
	}
	if *from < 0 || *from >= *games {
		fmt.Fprintln(stderr, "tournament: -from must be at least 0 and below -games")
		return 2
	}
	var kinds []seatKind // distinct, in order of first appearance
	kindOf := make([]int, np)
	for s, k := range seats {
		i := slices.IndexFunc(kinds, func(x seatKind) bool { return x.name == k.name })
		if i < 0 {
			i = len(kinds)
			kinds = append(kinds, k)
		}
		kindOf[s] = i
	}
	o := options{*budget, *width, *horizon}

	results := make([]result, *games)
	have := make([]bool, *games)
	var logw io.Writer
	if *logPath != "" {
		f, err := os.OpenFile(*logPath, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		defer f.Close()
		if err := readLog(f, config(seats, *seed, o), seats, kindOf, results, have); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		logw = f
	}
	if *reportOnly {
		if *logPath == "" {
			fmt.Fprintln(stderr, "tournament: -report needs -log")
			return 2
		}
		rs := wholeDeals(results, have, np)
		if len(rs) == 0 {
			fmt.Fprintln(stderr, "tournament: no whole deal in the log")
			return 1
		}
		report(stdout, rs, seats, kinds, len(rs), *seed, o)
		timings(stderr, rs, kinds, "time per decision when these games were played")
		return 0
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	finished := 0
	start := time.Now()
	nw := max(1, *workers)
	for w := 0; w < nw; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				r := play(i, seats, kindOf, *seed, o)
				mu.Lock()
				results[i], have[i] = r, true
				if logw != nil {
					writeLog(logw, config(seats, *seed, o), i, seats, r)
				}
				finished++
				if !*quiet && (finished%20 == 0 || finished == *games) {
					fmt.Fprintf(stderr, "%d/%d games, %s\n", finished, *games, time.Since(start).Round(time.Second))
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < *games; i++ {
		if !have[i] && i >= *from {
			jobs <- i
		} else {
			finished++
		}
	}
	close(jobs)
	wg.Wait()
	rs := results
	if *from > 0 {
		for i := *from; i < *games; i++ {
			have[i] = true
		}
		if rs = wholeDeals(results, have, np); len(rs) == 0 {
			fmt.Fprintln(stderr, "tournament: no whole deal played or logged")
			return 1
		}
	}
	report(stdout, rs, seats, kinds, len(rs), *seed, o)
	timings(stderr, rs, kinds, fmt.Sprintf("%s with %d workers", time.Since(start).Round(time.Second), nw))
	return 0
}

// wholeDeals keeps the results of the deals whose games all are there (have), so that every
// player sat in every seat of each.
func wholeDeals(results []result, have []bool, np int) []result {
	var rs []result
	for d := 0; d*np < len(results); d++ {
		full := d*np+np <= len(results)
		for i := d * np; full && i < d*np+np; i++ {
			full = have[i]
		}
		if full {
			rs = append(rs, results[d*np:d*np+np]...)
		}
	}
	return rs
}

// play plays game i.
func play(i int, seats []seatKind, kindOf []int, seed uint64, o options) result {
	np := len(seats)
	gameSeed := seed*1_000_003 + uint64(i/np)
	r := result{kinds: make([]int, np), ns: make([]int64, np), n: make([]int, np), maxNs: make([]int64, np)}
	players := make([]chooser, np)
	for s := 0; s < np; s++ {
		j := (s + i) % np
		r.kinds[s] = kindOf[j]
		players[s] = seats[j].player(gameSeed*16+uint64(s)+uint64(i%np)*4+0x5eed, o)
	}
	g, err := engine.NewGame(engine.Config{Players: make([]engine.PlayerConfig, np), Seed: gameSeed})
	if err != nil {
		panic(err)
	}
	for !g.Over() {
		p := g.Prompt().Player
		t0 := time.Now()
		c := players[p].Choose(g)
		if g.LegalCount() > 1 {
			d := time.Since(t0).Nanoseconds()
			r.ns[p] += d
			r.n[p]++
			r.maxNs[p] = max(r.maxNs[p], d)
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

type kindStats struct {
	seatGames, wins int
	scoreSum        int
	winScoreSum     int
	src             [engine.NumSources]int
}

// report prints the results; it depends only on rs and the flags.
func report(w io.Writer, rs []result, seats, kinds []seatKind, games int, seed uint64, o options) {
	np := len(seats)
	stats := make([]kindStats, len(kinds))
	winSum := 0
	for _, r := range rs {
		winSum += r.scores[r.winner]
		for s := 0; s < np; s++ {
			st := &stats[r.kinds[s]]
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
	for i, k := range seats {
		names[i] = k.name
	}
	fmt.Fprintf(w, "%d games, %d players, seats rotated over %s, base seed %d\n",
		games, np, strings.Join(names, ","), seed)
	if slices.ContainsFunc(kinds, func(k seatKind) bool { return k.mcts == 0 && k.level == bot.Hard }) {
		fmt.Fprintf(w, "hard: budget %d rollouts, width %d, horizon %d\n", o.budget, o.width, o.horizon)
	}
	fmt.Fprintf(w, "average winning score %.1f\n", float64(winSum)/float64(games))
	fmt.Fprintf(w, "%-10s %6s %6s %8s %17s %8s %9s\n", "player", "seats", "wins", "win%", "95% CI", "avg", "avg win")
	rates := map[string]float64{}
	cis := map[string][2]float64{}
	winScores := map[string]float64{}
	for i, k := range kinds {
		st := stats[i]
		lo, hi := wilson(st.wins, st.seatGames)
		rate := float64(st.wins) / float64(st.seatGames)
		aw := 0.0
		if st.wins > 0 {
			aw = float64(st.winScoreSum) / float64(st.wins)
		}
		fmt.Fprintf(w, "%-10s %6d %6d %7.1f%% [%5.1f%%, %5.1f%%] %8.1f %9.1f\n", k.name, st.seatGames, st.wins,
			100*rate, 100*lo, 100*hi, float64(st.scoreSum)/float64(st.seatGames), aw)
		rates[k.name] = math.Round(rate*10000) / 10000
		cis[k.name] = [2]float64{math.Round(lo*10000) / 10000, math.Round(hi*10000) / 10000}
		winScores[k.name], _ = strconv.ParseFloat(fmt.Sprintf("%.1f", aw), 64)
	}
	fmt.Fprintf(w, "average points by source:\n%-16s", "source")
	for _, k := range kinds {
		fmt.Fprintf(w, " %10s", k.name)
	}
	fmt.Fprintln(w)
	for s := 0; s < int(engine.NumSources); s++ {
		fmt.Fprintf(w, "%-16s", engine.SourceNames[s])
		for i := range kinds {
			fmt.Fprintf(w, " %10.2f", float64(stats[i].src[s])/float64(stats[i].seatGames))
		}
		fmt.Fprintln(w)
	}
	out, _ := json.Marshal(map[string]any{
		"games": games, "players": np, "seats": strings.Join(names, ","), "seed": seed,
		"winrate": rates, "ci95": cis, "avg_winning_score": winScores,
	})
	fmt.Fprintln(w, string(out))
}

// timings prints head, then the time per decision of every player (decisions with more than
// one choice).
func timings(w io.Writer, rs []result, kinds []seatKind, head string) {
	fmt.Fprintln(w, head)
	for i, k := range kinds {
		var ns, maxNs int64
		n := 0
		for _, r := range rs {
			for s, ki := range r.kinds {
				if ki == i {
					ns += r.ns[s]
					n += r.n[s]
					maxNs = max(maxNs, r.maxNs[s])
				}
			}
		}
		if n > 0 {
			fmt.Fprintf(w, "%-10s %8.2f ms per decision, max %.0f ms (%d decisions)\n", k.name,
				float64(ns)/float64(n)/1e6, float64(maxNs)/1e6, n)
		}
	}
}

// config names the settings a game's result depends on (besides its number).
func config(seats []seatKind, seed uint64, o options) string {
	names := make([]string, len(seats))
	for i, k := range seats {
		names[i] = k.name
	}
	return fmt.Sprintf("seats=%s seed=%d budget=%d width=%d horizon=%d", strings.Join(names, ","), seed,
		o.budget, o.width, o.horizon)
}

// logLine is one finished game in a -log file.
type logLine struct {
	Config string                   `json:"config"`
	Game   int                      `json:"game"`
	Scores []int                    `json:"scores"`
	Winner int                      `json:"winner"`
	Src    [][engine.NumSources]int `json:"src"`
	Ns     []int64                  `json:"ns"`
	N      []int                    `json:"n"`
	MaxNs  []int64                  `json:"max_ns"`
}

func writeLog(w io.Writer, cfg string, i int, seats []seatKind, r result) {
	b, _ := json.Marshal(logLine{Config: cfg, Game: i, Scores: r.scores, Winner: r.winner, Src: r.src,
		Ns: r.ns, N: r.n, MaxNs: r.maxNs})
	w.Write(append(b, '\n'))
}

// readLog fills results and have with the games of the log played with settings cfg.
func readLog(r io.Reader, cfg string, seats []seatKind, kindOf []int, results []result, have []bool) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	np := len(seats)
	for sc.Scan() {
		var l logLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			return fmt.Errorf("tournament: log: %v", err)
		}
		if l.Config != cfg || l.Game < 0 || l.Game >= len(results) || len(l.Scores) != np ||
			len(l.Src) != np || len(l.Ns) != np || len(l.N) != np || len(l.MaxNs) != np {
			continue
		}
		kinds := make([]int, np)
		for s := range kinds {
			kinds[s] = kindOf[(s+l.Game)%np]
		}
		results[l.Game] = result{kinds: kinds, scores: l.Scores, winner: l.Winner, src: l.Src,
			ns: l.Ns, n: l.N, maxNs: l.MaxNs}
		have[l.Game] = true
	}
	return sc.Err()
}
