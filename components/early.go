package components

import (
	"encoding/json"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The first second. While app.wasm loads, the page shows the start screen that the site
// generator drew; web/early.js keeps what the player types, chooses and presses there, and
// says on the page that the game is starting. The app takes that account as it draws the page
// for the first time (newRoot): the form's values go into the form, so that the first drawing
// already shows them; the language and computer speed chosen are stored with the settings as
// the saves open, as their menus store them (mountSaves: a ?lang= in the address still sets
// this visit's language, as it does over a stored choice); the button pressed is carried out
// once the page speaks its language (runEarly), through the same code as a click after the
// start.

// earlyCall calls web/early.js (callEarly; a seam for tests).
var earlyCall = callEarly

// earlyState is web/early.js's account, as JSON.
type earlyState struct {
	// Hold: stay on the start screen rather than reopen the last game, because this tab
	// showed the start screen when it was left (a reload after New game) or a game was asked
	// for before the start.
	Hold bool
	// Intent is the button pressed before the start: start, learn, continue, rules or import;
	// Arg the saved game's id (continue).
	Intent, Arg string
	// Settings are the language and computer speed chosen in the start screen's menus
	// (gameapp.Settings' JSON: only what was changed), null when neither was.
	Settings json.RawMessage
	// Form is the start screen's form as the player left it; a field that is null keeps the
	// form's value.
	Form *gameapp.NewGameForm
}

// takeEarly reads web/early.js's account (early.js hands it over once) and puts the form's
// values into the form.
func (c *controller) takeEarly() {
	f := c.form
	e := earlyState{Form: &f}
	if json.Unmarshal([]byte(earlyCall("take")), &e) != nil {
		return
	}
	c.early = e
	if f.N >= 2 && f.N <= 4 {
		c.form.N = f.N
	}
	c.form.Names, c.form.Kinds, c.form.Seed, c.form.OpenHands = f.Names, f.Kinds, f.Seed, f.OpenHands
	for i, col := range f.Colours {
		c.form.SetColour(i, col) // one after the other, they give the seats these colours when all differ
	}
}

// runEarly carries out the button pressed before the start, once, as its click does (a name
// that cannot be used gets its message, a save that cannot be opened says so). It waits while
// a language's catalog is on its way (the catalog's arrival calls it again), so that a game
// started now has its default names in the page's language.
func (c *controller) runEarly(ctx app.Context) {
	in := c.early.Intent
	if in == "" || c.wantLang != Language() {
		return
	}
	c.early.Intent = ""
	switch in {
	case "start":
		c.onStart(ctx, app.Event{})
	case "learn":
		c.learn(ctx)
	case "continue":
		c.continueSave(ctx, c.early.Arg)
	case "rules":
		c.openRules()
	case "import":
		c.onOpenImport(ctx, app.Event{})
	}
	earlyCall("done")
}
