package engine

// Man and Woman actions (rulebook: "Woman action", "Man action", the Woman and Man persons):
// take one tile of that gender from a display position no higher than the strength and put it
// on a free person space of your board (one not covered by a hut or a tile). Without a free
// space the action cannot be chosen. The tile does nothing yet.

// freeSpaces is how many of seat p's 12 person spaces can take a person tile now.
func (g *Game) freeSpaces(p int) int {
	pl := &g.seats[p]
	free := g.regularFree(p)
	if pl.Huts12 == 0 && !pl.Person12 {
		free++
	}
	return free
}

// regularFree is how many of seat p's person spaces 1-11 are free.
func (g *Game) regularFree(p int) int {
	pl := &g.seats[p]
	onRegular := int(pl.NPersons)
	if pl.Person12 {
		onRegular--
	}
	return PersonSpaces - 1 - int(pl.HutsRegular) - onRegular
}

func (g *Game) display(gender int) *[DisplaySize]int8 {
	if gender == Woman {
		return &g.board.Women
	}
	return &g.board.Men
}

// takeWhy says whether seat p can take a person of gender at strength s.
func (g *Game) takeWhy(p, gender, s int) Reason {
	if g.freeSpaces(p) == 0 {
		return NoFreePersonSpace
	}
	disp := g.display(gender)
	for i := 0; i < DisplaySize && i < s; i++ {
		if disp[i] >= 0 {
			return Open
		}
	}
	return NoPersonInReach
}

// takeGains reports whether seat p can take a person of gender from a display position that
// strength hi reaches and lo does not.
func (g *Game) takeGains(p, gender, lo, hi int) bool {
	if g.freeSpaces(p) == 0 {
		return false
	}
	disp := g.display(gender)
	for i := max(lo, 0); i < hi && i < DisplaySize; i++ {
		if disp[i] >= 0 {
			return true
		}
	}
	return false
}

// positionWhy says why seat p cannot take the tile at display position i at strength s.
func (g *Game) positionWhy(p, gender, s, i int) Reason {
	switch {
	case g.display(gender)[i] < 0:
		return PositionEmpty
	case i >= s:
		return PositionOutOfReach
	case g.freeSpaces(p) == 0:
		return NoFreePersonSpace
	}
	return Open
}

func (g *Game) offerTakePerson(pr Prompt) {
	for i := 0; i < DisplaySize; i++ {
		g.offer(Choice{Kind: KTakePerson, A: uint8(pr.X), B: uint8(i)}, g.positionWhy(pr.Player, pr.X, pr.N, i))
	}
}

func (g *Game) applyTakePerson(pr Prompt, c Choice) {
	g.pop()
	g.takePerson(pr.Player, int(c.A), int(c.B))
}

// takePerson moves the tile at display position pos onto seat p's board: on a space 1-11
// while one is free, else on the 12th space.
func (g *Game) takePerson(p, gender, pos int) {
	pl := &g.seats[p]
	disp := g.display(gender)
	id := disp[pos]
	disp[pos] = -1
	if g.regularFree(p) == 0 {
		pl.Person12 = true
	}
	pl.Persons[pl.NPersons] = PersonTile(id)
	pl.Shifted[pl.NPersons] = false
	pl.NPersons++
	g.emit(Event{Kind: EvTakePerson, Player: int8(p), X: id, Y: int8(pos)})
}
