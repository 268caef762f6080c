package bot

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strings"

	"borabora/engine"
)

// Learning the evaluation at the end of Master's rollouts from searching play (cmd/tune
// -learn runs it; docs/bots.md, "Master's own evaluation").
//
// fittedWeights were fitted to games of greedy players, who seldom contest the temple: there a
// priest high in the temple keeps its points, and the fit weighs it at more than it scores.
// Master's tree finds what its evaluation likes, so with more time it chased the temple. Here
// the positions come from games of searching players (Master and Expert seats, fewer rollouts
// than they play with, so that many games fit in the time), where the temple is contested, and
// the same least-squares fit (fitValueSamples) learns what each thing is worth there.

// LearnSamples is a set of positions of searching play, each seat's features and points,
// grouped by game.
type LearnSamples struct {
	per [][]valueSample
	np  []int // players of each game (each position notes every seat, in turn)
	// seed and moves of each game (files of the first two forms have none), from which
	// Refeature finds its positions again
	seed  []uint64
	moves [][]engine.Choice
	// Learned: the games' Master seats judged by learned.go; otherwise by fitted.go, as in
	// the games learned.go was fitted to.
	Learned bool
}

// Games is the number of games the set holds; Positions the number of seat-positions.
func (s *LearnSamples) Games() int { return len(s.per) }

// Positions is the number of seat-positions the set holds.
func (s *LearnSamples) Positions() int {
	n := 0
	for _, g := range s.per {
		n += len(g)
	}
	return n
}

// learnPlayers is the number of players of learning game i: mostly four, as Master is
// measured, but three and two too, as the app plays.
func learnPlayers(i int) int { return [...]int{4, 3, 4, 2}[i%4] }

// PlaySearchSamples plays games from..to-1 (game i: seed seedBase+i, learnPlayers(i)) between
// searching players given budget rollouts a decision (seat s of game seed is Master when s+seed
// is even, judging by learned.go if learned and by fitted.go otherwise; Expert otherwise; one
// choice in 40 uniformly random, so that the positions vary) and returns every seat's features
// and points at every third decision. The result depends only on the arguments, not on the
// number of workers.
func PlaySearchSamples(seedBase uint64, from, to, workers, budget int, learned bool) *LearnSamples {
	games := to - from
	s := &LearnSamples{per: make([][]valueSample, games), np: make([]int, games),
		seed: make([]uint64, games), moves: make([][]engine.Choice, games), Learned: learned}
	parallel(games, workers, func(i int) {
		s.np[i] = learnPlayers(from + i)
		s.seed[i] = seedBase + uint64(from+i)
		s.per[i], s.moves[i] = searchSamples(s.seed[i], s.np[i], budget, learned)
	})
	return s
}

// searchSamples plays one game of PlaySearchSamples.
func searchSamples(seed uint64, np, budget int, learned bool) ([]valueSample, []engine.Choice) {
	g, err := engine.NewGame(engine.Config{Players: make([]engine.PlayerConfig, np), Seed: seed})
	if err != nil {
		panic(err)
	}
	bots := make([]*Bot, np)
	for s := range bots {
		lv := Expert
		if (uint64(s)+seed)%2 == 0 {
			lv = Master
		}
		bots[s] = New(lv, seed*16+uint64(s))
		bots[s].Budget = budget
		if lv == Master && !learned {
			bots[s].lw = fittedWeights
		}
	}
	return sampleGame(g, bots, rand.New(rand.NewPCG(seed, 0x6c6561726e)), 40)
}

// Merge appends the games of o to s; both must come from games of the same players.
func (s *LearnSamples) Merge(o *LearnSamples) {
	if len(s.per) > 0 && s.Learned != o.Learned {
		panic("bot: merging samples of games whose Master seats judged differently")
	}
	if len(s.per) > 0 && s.Replayable() != o.Replayable() {
		panic("bot: merging samples with their games' choices and samples without")
	}
	s.Learned = o.Learned
	s.per = append(s.per, o.per...)
	s.np = append(s.np, o.np...)
	s.seed = append(s.seed, o.seed...)
	s.moves = append(s.moves, o.moves...)
}

// Drop sets the named features (as featureNames names them) to 0 in every position, so that
// a fit leaves them out.
func (s *LearnSamples) Drop(names []string) error {
	var idx []int
	for _, n := range names {
		n = strings.TrimSpace(n)
		k := -1
		for i, fn := range featureNames {
			if fn == n {
				k = i
			}
		}
		if k < 0 {
			return fmt.Errorf("bot: no feature %q", n)
		}
		idx = append(idx, k)
	}
	for _, ss := range s.per {
		for j := range ss {
			for _, k := range idx {
				ss[j].f[k] = 0
			}
		}
	}
	return nil
}

// Replayable reports whether the set holds its games' seeds and choices (files of the first two
// forms do not).
func (s *LearnSamples) Replayable() bool { return len(s.per) == 0 || len(s.moves) == len(s.per) }

// Refeature computes every position's features and score again with today's features, by
// playing each game's choices again from its seed: a set kept in a file serves a change of the
// features without the searching games being played again.
func (s *LearnSamples) Refeature(workers int) error {
	if !s.Replayable() {
		return errors.New("bot: these samples do not hold their games' choices")
	}
	errs := make([]error, len(s.per))
	parallel(len(s.per), workers, func(i int) {
		ss, err := replaySamples(s.seed[i], s.np[i], s.moves[i])
		if err == nil && len(ss) != len(s.per[i]) {
			err = fmt.Errorf("bot: the game of seed %d gave %d positions again, not %d", s.seed[i], len(ss), len(s.per[i]))
		}
		if err == nil {
			for k := range ss {
				if ss[k].final != s.per[i][k].final {
					err = fmt.Errorf("bot: the game of seed %d ended otherwise when played again", s.seed[i])
					break
				}
			}
		}
		if err != nil {
			errs[i] = err
			return
		}
		s.per[i] = ss
	})
	return errors.Join(errs...)
}

// Split returns the games whose index modulo k is not r (to fit on) and those whose index is
// (to judge the fit on).
func (s *LearnSamples) Split(k, r int) (fit, held *LearnSamples) {
	fit, held = &LearnSamples{Learned: s.Learned}, &LearnSamples{Learned: s.Learned}
	replay := s.Replayable()
	for i, g := range s.per {
		to := fit
		if i%k == r {
			to = held
		}
		to.per, to.np = append(to.per, g), append(to.np, s.np[i])
		if replay {
			to.seed, to.moves = append(to.seed, s.seed[i]), append(to.moves, s.moves[i])
		}
	}
	return fit, held
}

// Fit fits weights to the set from the rollouts' current evaluation (fittedWeights), with
// fitValueSamples' pulls toward it (lambda) and toward the neighbouring parts (smooth).
func (s *LearnSamples) Fit(lambda, smooth float64) (weights, []string) {
	return fitValueSamples(s.per, &fittedWeights, lambda, smooth)
}

// Error is the root mean square of each seat's points still to come minus what w predicts,
// centred within each position (a margin depends only on the differences between the seats),
// over the positions whose part of the game is in parts (all parts if parts is nil).
func (s *LearnSamples) Error(w *weights, parts []int) float64 {
	var sum float64
	n := 0
	for gi, ss := range s.per {
		np := s.np[gi]
		for i := 0; i+np <= len(ss); {
			b := ss[i].bucket
			if parts != nil && !hasInt(parts, b) {
				i += np
				continue
			}
			var d [4]float64
			mean := 0.0
			for p := 0; p < np; p++ {
				x := &ss[i+p]
				pred := 0.0
				for k := 0; k < numFeatures; k++ {
					pred += w[b][k] * x.f[k]
				}
				d[p] = (x.final - x.score) - pred
				mean += d[p]
			}
			mean /= float64(np)
			for p := 0; p < np; p++ {
				sum += (d[p] - mean) * (d[p] - mean)
				n++
			}
			i += np
		}
	}
	if n == 0 {
		return 0
	}
	return math.Sqrt(sum / float64(n))
}

func hasInt(xs []int, v int) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

// learnMagic starts a file of LearnSamples; a byte follows (1: Learned), then the feature
// count. Each game then holds its seed and choices before its positions, so that a file
// written for another set of features is read by playing its games again (Refeature). Files
// of the earlier forms hold no choices, and one written for another set of features is
// refused: learnMagic2 has the judge byte; learnMagic1 has none (its Master seats judged by
// fitted.go).
const (
	learnMagic  = "BBLS3"
	learnMagic2 = "BBLS2"
	learnMagic1 = "BBLS1"
)

// WriteTo writes the set in a compact binary form (little-endian): the latest form when the
// set holds its games' choices, the second form otherwise.
func (s *LearnSamples) WriteTo(w io.Writer) (int64, error) {
	cw := &countWriter{w: w}
	replay := s.Replayable()
	magic := learnMagic
	if !replay {
		magic = learnMagic2
	}
	if _, err := io.WriteString(cw, magic); err != nil {
		return cw.n, err
	}
	put := func(v any) error { return binary.Write(cw, binary.LittleEndian, v) }
	judge := uint8(0)
	if s.Learned {
		judge = 1
	}
	if err := put(judge); err != nil {
		return cw.n, err
	}
	if err := put(uint32(numFeatures)); err != nil {
		return cw.n, err
	}
	if err := put(uint32(len(s.per))); err != nil {
		return cw.n, err
	}
	for gi, ss := range s.per {
		if err := put([2]uint32{uint32(s.np[gi]), uint32(len(ss))}); err != nil {
			return cw.n, err
		}
		if replay {
			mv := make([]byte, 0, 4*len(s.moves[gi]))
			for _, c := range s.moves[gi] {
				mv = append(mv, uint8(c.Kind), c.A, c.B, c.C)
			}
			if err := put(s.seed[gi]); err != nil {
				return cw.n, err
			}
			if err := put(uint32(len(s.moves[gi]))); err != nil {
				return cw.n, err
			}
			if err := put(mv); err != nil {
				return cw.n, err
			}
		}
		for k := range ss {
			x := &ss[k]
			if err := put(uint8(x.bucket)); err != nil {
				return cw.n, err
			}
			if err := put(x.f[:]); err != nil {
				return cw.n, err
			}
			if err := put([2]float64{x.score, x.final}); err != nil {
				return cw.n, err
			}
		}
	}
	return cw.n, nil
}

// ReadLearnSamples reads a set written by WriteTo. A set written for another set of features
// is played again for today's (Refeature, with workers); without its games' choices it is
// refused.
func ReadLearnSamples(r io.Reader, workers int) (*LearnSamples, error) {
	magic := make([]byte, len(learnMagic))
	if _, err := io.ReadFull(r, magic); err != nil {
		return nil, errors.New("bot: not a file of learning samples")
	}
	form := 0
	switch string(magic) {
	case learnMagic1:
		form = 1
	case learnMagic2:
		form = 2
	case learnMagic:
		form = 3
	default:
		return nil, errors.New("bot: not a file of learning samples")
	}
	get := func(v any) error { return binary.Read(r, binary.LittleEndian, v) }
	var judge uint8
	if form >= 2 {
		if err := get(&judge); err != nil {
			return nil, err
		}
		if judge > 1 {
			return nil, errors.New("bot: not a file of learning samples")
		}
	}
	var nf, games uint32
	if err := get(&nf); err != nil {
		return nil, err
	}
	stale := nf != numFeatures
	if stale && form < 3 {
		return nil, fmt.Errorf("bot: the samples have %d features, the evaluation %d, and not their games' choices", nf, numFeatures)
	}
	if nf == 0 || nf > 1024 {
		return nil, fmt.Errorf("bot: %d features", nf)
	}
	if err := get(&games); err != nil {
		return nil, err
	}
	if games > 1<<20 {
		return nil, errors.New("bot: too many games")
	}
	s := &LearnSamples{per: make([][]valueSample, games), np: make([]int, games), Learned: judge == 1}
	if form == 3 {
		s.seed, s.moves = make([]uint64, games), make([][]engine.Choice, games)
	}
	f := make([]float64, nf)
	for i := range s.per {
		var hd [2]uint32
		if err := get(&hd); err != nil {
			return nil, err
		}
		np, n := int(hd[0]), hd[1]
		if np < 2 || np > 4 || n%uint32(np) != 0 || n > 1<<16 {
			return nil, errors.New("bot: a game of the samples is malformed")
		}
		s.np[i] = np
		if form == 3 {
			var nm uint32
			if err := get(&s.seed[i]); err != nil {
				return nil, err
			}
			if err := get(&nm); err != nil {
				return nil, err
			}
			if nm > 1<<16 {
				return nil, errors.New("bot: a game of the samples is malformed")
			}
			mv := make([]byte, 4*nm)
			if err := get(mv); err != nil {
				return nil, err
			}
			s.moves[i] = make([]engine.Choice, nm)
			for k := range s.moves[i] {
				s.moves[i][k] = engine.Choice{Kind: engine.Kind(mv[4*k]), A: mv[4*k+1], B: mv[4*k+2], C: mv[4*k+3]}
			}
		}
		ss := make([]valueSample, n)
		for k := range ss {
			var b uint8
			if err := get(&b); err != nil {
				return nil, err
			}
			if int(b) >= numBuckets {
				return nil, fmt.Errorf("bot: part of the game %d out of range", b)
			}
			ss[k].bucket = int(b)
			if err := get(f); err != nil {
				return nil, err
			}
			if !stale {
				copy(ss[k].f[:], f)
			}
			var sf [2]float64
			if err := get(&sf); err != nil {
				return nil, err
			}
			ss[k].score, ss[k].final = sf[0], sf[1]
		}
		s.per[i] = ss
	}
	if stale {
		if err := s.Refeature(workers); err != nil {
			return nil, err
		}
	}
	return s, nil
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// learnedSource is learned.go for w.
func learnedSource(w *weights, note string) string {
	return tableSource(w, "// Code generated by cmd/tune -learn; DO NOT EDIT.\n\npackage bot\n\n"+
		"// learnedTable are evaluation weights fitted to searching play (learn.go), by feature\n"+
		"// and part of the game. "+note+"\n", "learnedTable")
}

// learnedWeights are the evaluation learned from searching play (learnedTable).
var learnedWeights = fittedWeightsOf(&learnedTable)

// Learn fits the evaluation to the whole set (Fit) and returns learned.go's source, with
// report lines: how well the evaluations in use (fitted.go's fittedWeights, learned.go's
// learnedWeights) and a fit to four games in five judge the fifth (Error), at the rounds'
// starts, where Master's rollouts end, and over all parts of the game (learned.go, when it
// was fitted to these very games, is judged on games it was fitted to).
func (s *LearnSamples) Learn(lambda, smooth float64, note string) (string, []string) {
	starts := []int{2, 4, 6, 8, 10}
	var lines []string
	var eFit, eOld, eCur, aFit, aOld, aCur float64
	for r := 0; r < 5; r++ {
		fit, held := s.Split(5, r)
		w, _ := fit.Fit(lambda, smooth)
		eFit += held.Error(&w, starts) / 5
		eOld += held.Error(&fittedWeights, starts) / 5
		eCur += held.Error(&learnedWeights, starts) / 5
		aFit += held.Error(&w, nil) / 5
		aOld += held.Error(&fittedWeights, nil) / 5
		aCur += held.Error(&learnedWeights, nil) / 5
	}
	lines = append(lines,
		fmt.Sprintf("%d games, %d seat-positions", s.Games(), s.Positions()),
		fmt.Sprintf("held-out error at the rounds' starts: fitted.go %.2f, learned.go %.2f, new fit %.2f points", eOld, eCur, eFit),
		fmt.Sprintf("held-out error over the whole game:   fitted.go %.2f, learned.go %.2f, new fit %.2f points", aOld, aCur, aFit))
	w, parts := s.Fit(lambda, smooth)
	lines = append(lines, parts...)
	for i := 0; i < numTuned; i++ {
		var sb strings.Builder
		fmt.Fprintf(&sb, "%-16s", featureNames[i])
		for b := 0; b < numBuckets; b += 2 {
			fmt.Fprintf(&sb, " %6.2f>%-6.2f", fittedWeights[b][i], w[b][i])
		}
		lines = append(lines, sb.String())
	}
	return learnedSource(&w, note), lines
}
