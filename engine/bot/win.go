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
	return 1 / (1 + math.Exp(-(c[0] + c[1]*m)))
}
