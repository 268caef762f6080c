package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"regexp"
	"slices"
	"strconv"
)

// A comparison reads two logs of tournaments played on the same deals (same base seed and
// number of players) that differ in the player of their first seat, for example a ladder's
// rungs "masterm2,expert,expert,expert" and "masterm,expert,expert,expert". Game i of both
// logs has the same deal and the same seat for the first player, so the two first players can
// be compared game by game: this pairing removes most of the luck of the deal, which makes a
// difference of a few points a game visible on a few hundred games.

// logGames is what a comparison needs of one log: its configuration and its games by number.
type logGames struct {
	config string
	first  string // the first seat's player
	seed   uint64
	np     int
	games  map[int]logLine
}

var configRE = regexp.MustCompile(`^seats=([^, ]+)[^ ]* seed=(\d+) `)

// readGames reads a -log file that holds the games of one configuration.
func readGames(path string) (*logGames, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	lg := &logGames{games: map[int]logLine{}}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for n := 1; sc.Scan(); n++ {
		var l logLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		if lg.config == "" {
			m := configRE.FindStringSubmatch(l.Config)
			if m == nil {
				return nil, fmt.Errorf("%s:%d: settings %q", path, n, l.Config)
			}
			lg.config, lg.first, lg.np = l.Config, m[1], len(l.Scores)
			lg.seed, _ = strconv.ParseUint(m[2], 10, 64)
		}
		if l.Config != lg.config {
			return nil, fmt.Errorf("%s:%d: a second configuration in one log (%q after %q)", path, n, l.Config, lg.config)
		}
		if l.Game < 0 || len(l.Scores) != lg.np || l.Winner < 0 || l.Winner >= lg.np || len(l.Ns) != lg.np || len(l.N) != lg.np {
			return nil, fmt.Errorf("%s:%d: a malformed game", path, n)
		}
		lg.games[l.Game] = l
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if lg.config == "" {
		return nil, fmt.Errorf("%s: no game", path)
	}
	return lg, nil
}

// firstSeat is where the first player of the seat list sat in game i.
func firstSeat(i, np int) int { return (np - i%np) % np }

// margins returns the first player's score less the others' mean, and less the best other.
func margins(l logLine, np int) (overMean, overBest float64) {
	s := firstSeat(l.Game, np)
	sum, best := 0, math.MinInt
	for p, v := range l.Scores {
		if p != s {
			sum += v
			best = max(best, v)
		}
	}
	return float64(l.Scores[s]) - float64(sum)/float64(np-1), float64(l.Scores[s] - best)
}

// meanSE is the mean of xs and its standard error.
func meanSE(xs []float64) (mean, se float64) {
	n := float64(len(xs))
	for _, x := range xs {
		mean += x
	}
	mean /= n
	if len(xs) < 2 {
		return mean, math.NaN()
	}
	ss := 0.0
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(ss/(n-1)) / math.Sqrt(n)
}

// pausedNs is a decision's time beyond any search's: a game with a decision that long was
// played while the run was stopped (a paused process counts its pause in the decision it was
// making), and timeRatio leaves it out.
const pausedNs = 60e9

// timeRatio is the first player's time per decision over the other seats' in the games, and
// how many games it left out as paused.
func timeRatio(ls []logLine, np int) (ratio float64, paused int) {
	var firstNs, otherNs float64
	firstN, otherN := 0, 0
	for _, l := range ls {
		if slices.ContainsFunc(l.MaxNs, func(ns int64) bool { return ns > pausedNs }) {
			paused++
			continue
		}
		s := firstSeat(l.Game, np)
		for p := range l.Ns {
			if p == s {
				firstNs, firstN = firstNs+float64(l.Ns[p]), firstN+l.N[p]
			} else {
				otherNs, otherN = otherNs+float64(l.Ns[p]), otherN+l.N[p]
			}
		}
	}
	if firstN == 0 || otherN == 0 || otherNs == 0 {
		return math.NaN(), paused
	}
	return (firstNs / float64(firstN)) / (otherNs / float64(otherN)), paused
}

// compare reports the first players of logs a and b against each other on the whole deals
// below games (all of them when games is 0) that both logs hold.
func compare(w io.Writer, aPath, bPath string, games int) error {
	a, err := readGames(aPath)
	if err != nil {
		return err
	}
	b, err := readGames(bPath)
	if err != nil {
		return err
	}
	if a.np != b.np || a.seed != b.seed {
		return fmt.Errorf("the logs were not played on the same deals: %q and %q", a.config, b.config)
	}
	np := a.np
	var la, lb []logLine
	last := maxGame(a, b)
	if games > 0 {
		last = min(last, games-1)
	}
	for d := 0; d*np+np-1 <= last; d++ {
		whole := true
		for i := d * np; i < d*np+np; i++ {
			_, inA := a.games[i]
			_, inB := b.games[i]
			whole = whole && inA && inB
		}
		if whole {
			for i := d * np; i < d*np+np; i++ {
				la, lb = append(la, a.games[i]), append(lb, b.games[i])
			}
		}
	}
	if len(la) == 0 {
		return fmt.Errorf("no whole deal is in both logs")
	}
	n := len(la)
	winsA, winsB, onlyA, onlyB := 0, 0, 0, 0
	var ma, mb, ba, bb, dm, db []float64
	for k := range la {
		s := firstSeat(la[k].Game, np)
		wa, wb := la[k].Winner == s, lb[k].Winner == s
		if wa {
			winsA++
		}
		if wb {
			winsB++
		}
		if wa && !wb {
			onlyA++
		}
		if wb && !wa {
			onlyB++
		}
		oa, xa := margins(la[k], np)
		ob, xb := margins(lb[k], np)
		ma, mb, ba, bb = append(ma, oa), append(mb, ob), append(ba, xa), append(bb, xb)
		dm, db = append(dm, oa-ob), append(db, xa-xb)
	}
	name := func(lg *logGames, tag string) string { return fmt.Sprintf("%s (%s)", lg.first, tag) }
	fmt.Fprintf(w, "%s against %s: the first seat of each log, %d games both logs hold in whole deals\n",
		name(a, "A"), name(b, "B"), n)
	fmt.Fprintf(w, "A: %s\nB: %s\n", a.config, b.config)
	row := func(label string, fa, fb string, diff string) {
		fmt.Fprintf(w, "%-28s %22s %22s %16s\n", label, fa, fb, diff)
	}
	row("", "A", "B", "A-B paired")
	wins := func(k int) string {
		lo, hi := wilson(k, n)
		return fmt.Sprintf("%d %.1f%% [%.1f, %.1f]", k, 100*float64(k)/float64(n), 100*lo, 100*hi)
	}
	row("wins", wins(winsA), wins(winsB), fmt.Sprintf("%+d", winsA-winsB))
	row("won by one of them only", strconv.Itoa(onlyA), strconv.Itoa(onlyB), "")
	pm := func(xs []float64) string {
		m, se := meanSE(xs)
		return fmt.Sprintf("%+.1f ± %.1f", m, se)
	}
	row("margin over the others' mean", pm(ma), pm(mb), pm(dm))
	row("margin over the best other", pm(ba), pm(bb), pm(db))
	ra, pa := timeRatio(la, np)
	rb, pb := timeRatio(lb, np)
	row("time per decision vs others", fmt.Sprintf("%.2fx", ra), fmt.Sprintf("%.2fx", rb), "")
	if pa+pb > 0 {
		fmt.Fprintf(w, "(the times leave out %d and %d games with a decision over %.0f s: played while the run was paused)\n",
			pa, pb, pausedNs/1e9)
	}
	return nil
}

func maxGame(ls ...*logGames) int {
	m := -1
	for _, l := range ls {
		for i := range l.games {
			m = max(m, i)
		}
	}
	return m
}
