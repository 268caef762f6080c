package engine

// Hidden information: the God cards in other players' hands, the order of the God deck and
// of the face-down piles (men, women, parrot tasks), and the dice not rolled yet. A player
// sees only their own hand; everything else on the table is public.

// HandCount is how many God cards seat p holds (public).
func (g *Game) HandCount(p int) int {
	n := 0
	for _, c := range g.seats[p].Hand {
		n += int(c)
	}
	return n
}

// Hand is seat p's cards by colour. Only p may see it.
func (g *Game) Hand(p int) [NumGods]int {
	var h [NumGods]int
	for c, n := range g.seats[p].Hand {
		h[c] = int(n)
	}
	return h
}

// Determinize returns a copy of the game as seat viewer may know it: every hidden thing
// (other hands, the deck order, the order of the face-down piles, future dice) is dealt
// anew from seed, and the record and seed are dropped. Two games that look the same to
// viewer give the same result for the same seed. Computer players decide from this copy.
func (g *Game) Determinize(viewer int, seed uint64) *Game {
	d := g.Redeal(viewer, seed)
	d.choices = nil
	d.floor = 0
	return d
}

// Redeal is Determinize keeping the record of choices: a copy that looks the same to seat
// viewer, with every hidden thing dealt anew from seed. The game's seed is dropped, so the
// copy cannot be replayed to the real deal. Tests use it to check that a player's decisions
// depend only on what that player sees.
func (g *Game) Redeal(viewer int, seed uint64) *Game {
	d := g.Clone()
	d.cfg.Seed = 0
	d.board.RngDice = newPCG(seed, streamDice)
	d.board.RngDeck = newPCG(seed, streamDeck)
	d.board.RngSetup = newPCG(seed, streamSetup)
	// unknown cards: the deck plus other players' hands
	var unknown [NumGods]int
	for i := 0; i < int(d.board.NDeck); i++ {
		unknown[d.board.Deck[i]]++
	}
	for p := 0; p < int(d.board.NP); p++ {
		if p == viewer {
			continue
		}
		for c, n := range d.seats[p].Hand {
			unknown[c] += int(n)
		}
	}
	var pool [NumGodCards]int8
	n := 0
	for c := 0; c < int(NumGods); c++ {
		for k := 0; k < unknown[c]; k++ {
			pool[n] = int8(c)
			n++
		}
	}
	d.board.RngDeck.shuffle8(pool[:n])
	k := 0
	for p := 0; p < int(d.board.NP); p++ {
		if p == viewer {
			continue
		}
		cnt := g.HandCount(p)
		d.seats[p].Hand = [NumGods]int8{}
		for i := 0; i < cnt; i++ {
			d.seats[p].Hand[pool[k]]++
			k++
		}
	}
	copy(d.board.Deck[:], pool[k:n])
	d.board.NDeck = int8(n - k)
	// face-down piles: sort then shuffle, so their hidden order does not matter
	sortShuffle := func(s []int8) {
		for i := 1; i < len(s); i++ {
			for j := i; j > 0 && s[j] < s[j-1]; j-- {
				s[j], s[j-1] = s[j-1], s[j]
			}
		}
		d.board.RngSetup.shuffle8(s)
	}
	sortShuffle(d.board.MenPile[:d.board.NMenPile])
	sortShuffle(d.board.WomenPile[:d.board.NWomenPile])
	sortShuffle(d.board.ParrotPile[:d.board.NParrot])
	return d
}
