package engine

// Accessors for computer players (engine/bot). They only expose what the rules already make
// public, or copy state; nothing here changes how a game plays.

// TaskQuantity returns what requirement q counts for seat p now (the number a task compares
// with q.Count).
func (g *Game) TaskQuantity(p int, q Req) int { return g.quantity(p, q) }

// FreeSpaces returns how many of seat p's 12 person spaces can take a person tile now.
func (g *Game) FreeSpaces(p int) int { return g.freeSpaces(p) }

// CopyFrom makes g an independent copy of src, reusing g's buffers so that a search can copy
// a position many times without allocating. g must not share buffers with src (use a Game
// made by Clone or a previous CopyFrom).
func (g *Game) CopyFrom(src *Game) {
	if g == src {
		return
	}
	legal, events, choices, players := g.legal[:0], g.events[:0], g.choices[:0], g.cfg.Players[:0]
	*g = *src
	g.legal = append(legal, src.legal...)
	g.events = append(events, src.events...)
	g.choices = append(choices, src.choices...)
	g.cfg.Players = append(players, src.cfg.Players...)
}
