package components

import (
	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// controller is the state of the page around the game and every change to it: the session on
// the table, who holds the device, the turn's selections, the open panel, the start form, the
// saves (saveState). Its methods ending in an event handler's signature are what the
// components may ask for (the actions interface, actions.go); they run on go-app's UI
// goroutine, after which Root draws the page again from the view (view.go). Nothing here
// draws.
type controller struct {
	tableState // the game in play and how its table is drawn (tablestate.go)

	mounted     bool
	updateReady bool

	form gameapp.NewGameForm

	// boardFor is the finished game whose score sheet is closed to look at the final board
	boardFor *gameapp.Session

	bots     gameapp.BotDriver // computer players' decisions (bots.go)
	ctx      app.Context       // the root's own context (from OnMount): see kickBots
	wantLang string            // the language last asked for, while its catalog is on its way

	early earlyState // what the player did before the app started (early.go)

	rv     *reviewState // the review on screen (review.go), nil when none
	screen screen       // the history or the statistics (history.go) over the start screen
}

func newController() *controller {
	return &controller{
		tableState: tableState{selDie: -1, focusOpp: -1, hot: gameapp.NewHotSeat()},
		form:       gameapp.NewForm(defaultName),
	}
}

// defaultName is the name a seat gets when its field is left empty.
func defaultName(seat int) string { return T("setup.defaultname", seat+1) }

// resume puts a session on the table: a new game, a saved one, an imported one.
func (c *controller) resume(ctx app.Context, s *gameapp.Session) {
	c.s = s
	c.hintAt = 0
	c.resetTurnUI()
	c.hot.Hide()
	c.panel = noPanel
	if c.sv != nil {
		c.sv.lib.Attach(s)
		c.sv.loadErr, c.sv.notice = "", ""
	}
	c.restartBots(ctx)
}

// dialogOpen reports whether a dialog lies over the screen (the rules, a save dialog), so that
// the screen under it, the pass-device screen included, is inert.
func (c *controller) dialogOpen() bool {
	return c.panel == panelRules || c.panel == panelSeats || (c.sv != nil && c.sv.dialog != noDialog)
}

// afterChange follows a decision of the person before: a new turn drops the turn's
// selections, a die placed keeps the building choice, and the device is handed on when
// another person decides next.
func (c *controller) afterChange(before int) {
	pr := c.s.Game().Prompt()
	if pr.Player != before || pr.Kind != engine.PromptPlaceDie {
		c.resetTurnUI()
	} else {
		c.selDie, c.godOpen, c.hutFrom = -1, 0, 0
	}
	c.hot.Decided(c.s, before)
	c.focusOpp = -1
	c.offerSend()
}

// afterBotMove is afterChange for a computer's decision: the person holding the device keeps
// it (no pass screen between a person and a computer), and the board they look at stays.
func (c *controller) afterBotMove() {
	c.resetTurnUI()
	c.hot.BotDecided(c.s)
	c.offerSend()
}

func (c *controller) resetTurnUI() {
	c.selDie, c.selBuild, c.godOpen, c.hutFrom = -1, 0, 0, 0
}

// openRules opens the rules help above whatever is on screen, or closes it (web/keys.js moves
// the focus into the dialog and back, as for every modal dialog).
func (c *controller) openRules() {
	if c.panel == panelRules {
		c.closePanel()
		return
	}
	c.panel = panelRules
}

func (c *controller) togglePanel(name panel) {
	if c.panel == name {
		c.panel = noPanel
	} else {
		c.panel = name
	}
}

func (c *controller) closePanel() { c.panel, c.giveUp = noPanel, "" }
