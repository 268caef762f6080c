package bot

import (
	"math"

	"borabora/engine"
)

// winChance is seat p's chance to win from g, where m is the seat's margin over the best
// opponent (margin). At the game's end it is 1 for the winner and 0 for the others; before,
// a logistic curve in m whose steepness and offset depend on the number of players and the
// part of the game (winModel, fitted on self-play games by FitWinModel): the same margin
// weighs more the less is left to play.
func winChance(g *engine.Game, p int, m float64) float64 {
	if g.Over() {
		if g.Winner() == p {
			return 1
		}
		return 0
	}
	np := min(max(g.NumPlayers(), 2), 4)
	c := winModel[np-2][bucket(g)]
	return 1 / (1 + exp(-(c[0] + c[1]*m)))
}

// exp is e**x from additions, multiplications and divisions only, which IEEE 754 rounds alike
// on every machine: math.Exp runs an assembly version on amd64 (with or without fused
// multiply-adds, by processor) and a Go one in WebAssembly, whose results can differ in the
// last bit, and the evaluator's outcomes must not. x is reduced to r = x - k*ln2 with |r| at
// most ln2/2 and e**r summed as its Taylor series to the 14th power (relative error below
// 1e-16 there), then scaled by 2**k, built from its bits.
func exp(x float64) float64 {
	switch {
	case x != x:
		return x
	case x > 700:
		return math.Inf(1)
	case x < -700:
		return 0
	}
	const (
		ln2Hi = 6.93147180369123816490e-01 // ln 2's first 32 bits: k*ln2Hi is exact
		ln2Lo = 1.90821492927058770002e-10
		log2e = 1.44269504088896338700e+00
	)
	k := math.Floor(x*log2e + 0.5)
	r := (x - k*ln2Hi) - k*ln2Lo
	sum, term := 1.0, 1.0
	for i := 1; i <= 14; i++ {
		term = term * r / float64(i)
		sum += term
	}
	return sum * math.Float64frombits(uint64(int64(k)+1023)<<52)
}
