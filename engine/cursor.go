package engine

// Cursor is a recorded game at any step n (after its first n decisions), for what looks at a
// game step by step: the review's table (gameapp.Review), the coach's grading (coach, and the
// coach's worker). It keeps a copy of the game every CursorEvery decisions, so that a jump
// back replays at most CursorEvery decisions from the copy before it, and a step forward
// replays one.
type Cursor struct {
	choices []Choice
	marks   []*Game // the game after k*CursorEvery decisions, as far as the cursor went
	cur     *Game   // the game after at decisions
	at      int
	applied int // decisions applied while moving (Applied)
}

// CursorEvery is how many decisions lie between two kept copies of a cursor's game.
const CursorEvery = 16

// NewCursor returns the cursor of the record whose game before any decision is start and
// whose decisions are choices. It keeps its own copy of start.
func NewCursor(start *Game, choices []Choice) *Cursor {
	g := start.Clone()
	return &Cursor{choices: append([]Choice(nil), choices...), marks: []*Game{g.Clone()}, cur: g}
}

// CursorOf replays record r's setup and returns the cursor of its decisions.
func CursorOf(r Record) (*Cursor, error) {
	cs := r.Choices
	r.Choices = nil
	g, err := Replay(r)
	if err != nil {
		return nil, err
	}
	return NewCursor(g, cs), nil
}

// Applied is how many decisions the cursor applied while moving, since it was made (tests: a
// step never replays from the start).
func (c *Cursor) Applied() int { return c.applied }

// Len is the number of decisions of the record.
func (c *Cursor) Len() int { return len(c.choices) }

// Passed tells the cursor that its owner, replaying the record itself (the review logs each
// decision's events as it goes), holds g after n decisions: the cursor keeps a copy when n is
// one it keeps, so that it never replays that part again. g is not kept.
func (c *Cursor) Passed(n int, g *Game) {
	if n%CursorEvery == 0 && n/CursorEvery == len(c.marks) {
		c.marks = append(c.marks, g.Clone())
	}
}

// At returns the game after n decisions (n is clamped to 0..Len()). The game is the cursor's:
// the caller reads it (or clones it) and does not change it; it is valid until the next call
// of At. An error is the record's: a decision that does not apply (the game stays at the
// decision before it).
func (c *Cursor) At(n int) (*Game, error) {
	n = max(0, min(n, len(c.choices)))
	if n < c.at || n-c.at > CursorEvery {
		k := min(n/CursorEvery, len(c.marks)-1)
		if k*CursorEvery > c.at || n < c.at {
			c.cur, c.at = c.marks[k].Clone(), k*CursorEvery
		}
	}
	for c.at < n {
		ch := c.choices[c.at]
		if c.cur.Over() {
			return c.cur, &ReplayError{Index: c.at, Choice: ch, Err: ErrIllegal}
		}
		if err := c.cur.Apply(ch); err != nil {
			return c.cur, &ReplayError{Index: c.at, Choice: ch, Err: err}
		}
		c.at++
		c.applied++
		c.Passed(c.at, c.cur)
	}
	return c.cur, nil
}
