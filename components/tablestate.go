package components

import (
	"borabora/engine"
	"borabora/gameapp"
)

// tableState is what the table of a game is drawn from (view.go): the game, who holds the
// device, the turn's selections, the board in front, the panel over it and, in play, the
// saves, the settings and the guide's suggestion. The controller holds the one of the game
// in play (it embeds it); the review builds one for each step it shows (reviewTable), with
// step set: then nothing on the table chooses anything and only the hands the review may
// show are drawn. Drawing reads a tableState and changes nothing.
type tableState struct {
	s        *gameapp.Session
	hot      gameapp.HotSeat // who holds the device (pass-device screen, visible hands)
	selDie   int             // die chosen for placement, -1 for the default
	selBuild int             // building value chosen, 0 for the default
	godOpen  int             // the God whose ways of paying show beside its card, + 1 (0: none)
	hutFrom  int             // an expansion's hut: 0 the default (a person space), 1 a person space, 2 the 12th space
	menuOpen bool            // a phone shows the table menu's buttons
	panel    panel           // what lies over the table (screens.go)
	giveUp   string          // the give-up of a task asked about (its data-choice key) while panel is panelGiveUp
	err      string
	focusOpp int // seat shown large by the player's choice, -1 for the deciding seat

	sv       *saveState       // saving: autosave, saved games, save codes; nil until mounted
	settings gameapp.Settings // device settings (computer speed, the Hint button)

	sug    suggestion // the suggestion a card shows (guide.go)
	hintAt uint64     // the session's revision when the Hint was asked (its card shows until it changes)
	// the suggestion whose card was closed ("Got it") at the session's revision ringRev: its
	// place keeps its ring until the player decides (the revision changes)
	ring    engine.Choice
	ringRev uint64

	step *gameapp.Review // the review whose step this table is (review.go), nil in play
	// tryOn: the review's Try another move at this step: its table offers the decision's
	// choices as in play, and a choice is tried instead of made (reviewState.tryChoice)
	tryOn bool
}

// ringOn reports whether a suggestion's place keeps its ring after its card closed.
func (c *tableState) ringOn() bool { return c.ringRev != 0 && c.s != nil && c.ringRev == c.s.Rev() }

// needsPass reports whether the pass-device screen covers the table.
func (c *tableState) needsPass() bool { return c.hot.NeedsPass(c.s) }

// handVisible reports whether seat p's cards may be on screen now.
func (c *tableState) handVisible(p int) bool {
	if c.step != nil {
		return c.step.HandShown(p)
	}
	return c.hot.HandVisible(c.s, p)
}
