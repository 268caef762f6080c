package coach

import (
	"math"
	"strconv"
	"strings"

	"borabora/engine"
	"borabora/engine/bot"
)

// The luck meter: what each seat's roll at the start of each round was worth against an
// average roll (bot.Luck), from that seat's view, beside what its choices gave up. A roll is
// weighed in the game as it stood when the dice were rolled; the workers weigh it as they
// grade the decisions, with the text below.

// RollLuck is the luck of seat Seat's roll in round Round (1 to 6), in points of margin.
type RollLuck struct {
	Round, Seat int
	Points      float64
}

// Job is the name of the work of weighing seat's roll in round: "L" round "." seat.
func (l RollLuck) Job() string { return LuckJob(l.Round, l.Seat) }

// LuckJob names the weighing of seat's roll in round.
func LuckJob(round, seat int) string { return "L" + strconv.Itoa(round) + "." + strconv.Itoa(seat) }

// ParseLuckJob reads a LuckJob name.
func ParseLuckJob(s string) (round, seat int, ok bool) {
	r, p, found := strings.Cut(strings.TrimPrefix(s, "L"), ".")
	if !found || !strings.HasPrefix(s, "L") {
		return 0, 0, false
	}
	round, e1 := strconv.Atoi(r)
	seat, e2 := strconv.Atoi(p)
	if e1 != nil || e2 != nil || round < 1 || round > engine.Rounds || seat < 0 || seat > 3 {
		return 0, 0, false
	}
	return round, seat, true
}

// LuckSeed is the seed of the weighing of seat's roll in round of a game dealt with deal.
func LuckSeed(deal uint64, round, seat int) uint64 { return Seed(deal^0x1ac4, 1000+8*round+seat) }

// RollStarts gives, for each round the record reaches, the index of the decision the game
// waits on just after its rolls (the game before it is where they are weighed).
func RollStarts(r engine.Record) ([]int, error) {
	var out []int
	err := walk(r, func(i int, g *engine.Game) bool {
		if g.RollStart() && g.Round() == len(out)+1 {
			out = append(out, i)
		}
		return true
	})
	return out, err
}

// WeighRoll is the luck of seat's roll in the game g (at the start of a round's Phase A) of a
// game dealt with deal; ok is false anywhere else.
func WeighRoll(g *engine.Game, seat int, deal uint64) (RollLuck, bool) {
	l := RollLuck{Round: g.Round(), Seat: seat}
	p, ok := bot.Luck(g, seat, LuckSeed(deal, l.Round, seat))
	l.Points = p
	return l, ok
}

// LuckOfRecord weighs every roll of record r, round by round and seat by seat.
func LuckOfRecord(r engine.Record) ([]RollLuck, error) {
	var out []RollLuck
	rounds := 0
	err := walk(r, func(i int, g *engine.Game) bool {
		if g.RollStart() && g.Round() == rounds+1 {
			rounds++
			for p := 0; p < g.NumPlayers(); p++ {
				if l, ok := WeighRoll(g, p, r.Config.Seed); ok {
					out = append(out, l)
				}
			}
		}
		return true
	})
	return out, err
}

// EncodeLuck writes l as one line: its job's name and the points, which read back bit for bit.
func EncodeLuck(l RollLuck) string {
	return l.Job() + " " + strconv.FormatFloat(l.Points, 'g', -1, 64)
}

// DecodeLuck reads one line written by EncodeLuck.
func DecodeLuck(line string) (RollLuck, bool) {
	fs := strings.Fields(line)
	if len(fs) != 2 {
		return RollLuck{}, false
	}
	round, seat, ok := ParseLuckJob(fs[0])
	x, err := strconv.ParseFloat(fs[1], 64)
	if !ok || err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
		return RollLuck{}, false
	}
	return RollLuck{Round: round, Seat: seat, Points: x}, true
}

// LuckTable is the luck meter of a game of seats seats: for each seat, its luck in each
// round in tenths of a point (rounded), then its luck over the game; Known[p][i] says whether
// that figure is known yet (the game's once every round's is).
type LuckTable struct {
	Tenths [][engine.Rounds + 1]int
	Known  [][engine.Rounds + 1]bool
}

// LuckTableOf works out the luck meter from the rolls weighed so far (any order; a roll
// weighed twice counts once).
func LuckTableOf(ls []RollLuck, seats int) LuckTable {
	t := LuckTable{Tenths: make([][engine.Rounds + 1]int, seats), Known: make([][engine.Rounds + 1]bool, seats)}
	sum := make([]float64, seats)
	for _, l := range ls {
		if l.Seat < 0 || l.Seat >= seats || l.Round < 1 || l.Round > engine.Rounds || t.Known[l.Seat][l.Round-1] {
			continue
		}
		t.Known[l.Seat][l.Round-1] = true
		t.Tenths[l.Seat][l.Round-1] = int(math.Round(10 * l.Points))
		sum[l.Seat] += l.Points
	}
	for p := range t.Tenths {
		all := true
		for r := 0; r < engine.Rounds; r++ {
			all = all && t.Known[p][r]
		}
		if all {
			t.Known[p][engine.Rounds] = true
			t.Tenths[p][engine.Rounds] = int(math.Round(10 * sum[p]))
		}
	}
	return t
}
