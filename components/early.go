package components

import (
	"borabora/gameapp"
	"borabora/internal/jsonlite"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The first second. While app.wasm loads, the page shows the start screen that the site
// generator drew; web/early.js keeps what the player types, chooses and presses there, and
// says on the page that the game is starting. The app takes that account as it draws the page
// for the first time (newRoot): the form's values go into the form, so that the first drawing
// already shows them; the language and computer speed chosen are stored with the settings as
// the saves open, as their menus store them (mountSaves: a ?lang= in the address still sets
// this visit's language, as it does over a stored choice); the game asked for is started once
// the page speaks its language (runEarly), through the same code as a click after the start.

// earlyCall calls web/early.js (callEarly; a seam for tests).
var earlyCall = callEarly

// earlyState is web/early.js's account, as JSON.
type earlyState struct {
	// Hold: stay on the start screen rather than reopen the last game, because this tab
	// showed the start screen when it was left (a reload after New game) or a game was asked
	// for before the start.
	Hold bool
	// Intent is the game asked for before the start: start, learn or continue; Arg the saved
	// game's id (continue). (A dialog asked for, Rules or Load a game code, early.js opens by
	// pressing the app's own button once the app has mounted.)
	Intent, Arg string
	// Settings are the language and computer speed chosen in the start screen's menus
	// (gameapp.Settings' JSON: only what was changed; JSON null when neither was), nil when the
	// account has none.
	Settings *jsonlite.Value
	// Form is the start screen's form as the player left it (a field that is null keeps the
	// form's value), Colours its seats' colours.
	Form    *gameapp.NewGameForm
	Colours [4]int
}

// takeEarly reads web/early.js's account (early.js hands it over once) and puts the form's
// values into the form.
func (c *controller) takeEarly() {
	cols := c.form.Colours
	e := earlyState{Form: &c.form, Colours: cols}
	if decodeEarly(earlyCall("take"), &e) != nil {
		return
	}
	c.early = e
	if c.form.N < 2 || c.form.N > 4 {
		c.form.N = 2
	}
	c.form.Colours = cols // given below, so that they stay all different
	for i, col := range e.Colours {
		c.form.SetColour(i, col) // one after the other, they give the seats these colours when all differ
	}
}

// runEarly starts the game asked for before the start, once, as its button's click does (a
// name that cannot be used gets its message, a save that cannot be opened says so). It waits
// while a language's catalog is on its way (the catalog's arrival calls it again), so that a
// game started now has its default names in the page's language.
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
	}
	earlyCall("done")
}

var earlyFields = []string{"Hold", "Intent", "Arg", "Settings", "Form", "Colours"}

// decodeEarly reads early.js's account into *e as json.Unmarshal read it into an earlyState
// (whose Settings were a json.RawMessage): keys in any case, a form decoded into the one
// e.Form points to (null: no form), Settings kept as parsed, to be read into the settings
// when the saves open. app.wasm links no encoding/json (docs/performance.md);
// TestDecodeEarlyAsEncodingJSON holds this to it.
func decodeEarly(text string, e *earlyState) error {
	v, err := jsonlite.Parse(text)
	if err != nil {
		return err
	}
	d := &jsonlite.Decoder{}
	d.Object(v, earlyFields, func(k int, v jsonlite.Value) {
		switch k {
		case 0:
			d.Bool(v, &e.Hold)
		case 1:
			d.String(v, &e.Intent)
		case 2:
			d.String(v, &e.Arg)
		case 3:
			st := v
			e.Settings = &st
		case 4:
			switch v.Kind {
			case jsonlite.Null:
				e.Form = nil
			case jsonlite.Object:
				if e.Form == nil {
					e.Form = new(gameapp.NewGameForm)
				}
				gameapp.DecodeForm(d, v, e.Form)
			default:
				if e.Form == nil {
					e.Form = new(gameapp.NewGameForm)
				}
				d.Wrong()
			}
		case 5:
			jsonlite.Fixed(d, v, e.Colours[:], d.Int)
		}
	})
	return d.Err
}
