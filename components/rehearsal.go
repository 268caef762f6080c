package components

import (
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A rehearsal plays the first decisions of a throwaway game on a table drawn away from the
// page, while the page waits on its start screen. The browser compiles a WebAssembly function
// the first time it is called and runs it unoptimised for a while, so on a first visit the
// first decisions of a game are slow (docs/performance.md); a rehearsal calls the table's code
// (the engine, the views, go-app's drawing, the page's DOM calls) before the player's game
// needs it. The throwaway game is drawn by an engine of its own (app.NewDetachedEngine) into an
// element that is never in the page, with a controller of its own that has no saves and no
// computer players: nothing of it can be seen, heard by a screen reader, saved or clicked.
// mountRehearsal schedules its steps, one browser task each, in the page's idle moments.
type rehearsal struct {
	e    app.TestEngine
	c    *controller
	n    int // steps taken
	done bool
}

// rehearsalSteps is how many steps a rehearsal takes at most: the first draw of the table, and
// about the setup and the first round's die placements of a 3-player game after it.
const rehearsalSteps = 48

// rehearsalSeed is the throwaway game's seed: every rehearsal plays the same decisions.
const rehearsalSeed = 1077

// rehearsalView draws the throwaway game as the root draws a game on the table, the
// pass-device screen included, in a part like every piece of the page (a component type of its
// own would cost app.wasm its method wrappers, part.go). N changes at every step, so that
// go-app draws it again; it comes first, so that go-app's comparison stops there.
type rehearsalView struct {
	N int
	C *controller
}

func (v rehearsalView) draw(actions) app.UI {
	if v.C == nil {
		return app.Text("")
	}
	return (&Root{c: v.C}).Render()
}

// newRehearsal sets up a rehearsal of a 3-player game between people, hands hidden.
func newRehearsal() (*rehearsal, error) {
	names := []string{defaultName(0), defaultName(1), defaultName(2)}
	s, err := gameapp.NewSession(gameapp.Setup{Names: names, Seed: rehearsalSeed})
	if err != nil {
		return nil, err
	}
	c := newController()
	c.s = s
	return &rehearsal{e: app.NewDetachedEngine(), c: c}, nil
}

// step draws the throwaway table as it stands, then makes its next decision (or takes the
// device when the pass-device screen covers the table). It reports whether there are steps
// left; after the last one the table has been taken down. A panic ends the rehearsal.
func (r *rehearsal) step() (more bool) {
	if r.done {
		return false
	}
	defer func() {
		if recover() != nil {
			r.done = true
			more = false
		}
	}()
	r.n++
	if err := r.e.Load(&part{View: rehearsalView{N: r.n, C: r.c}}); err != nil {
		r.done = true
		return false
	}
	r.e.ConsumeAll()
	g := r.c.s.Game()
	if r.n >= rehearsalSteps || g.Over() || g.LegalCount() == 0 {
		r.stop()
		return false
	}
	if r.c.needsPass() {
		r.c.hot.Take(r.c.s)
		return true
	}
	before := len(r.c.s.Log())
	r.c.choose(app.Context{}, g.LegalAt((r.n*7919)%g.LegalCount()))
	// a give-up asks first: the next step draws the question, then decides again
	if len(r.c.s.Log()) == before && r.c.panel != panelGiveUp {
		r.stop()
		return false
	}
	return true
}

// stop takes the throwaway table down (go-app lets go of its event handlers) and ends the
// rehearsal.
func (r *rehearsal) stop() {
	if r.done {
		return
	}
	r.done = true
	defer func() { recover() }()
	if r.e.Load(&part{View: rehearsalView{N: -1}}) == nil {
		r.e.ConsumeAll()
	}
}

// mountRehearsal arranges a rehearsal for the page's first interaction (a pointer moved, a
// touch, a click, a key), when the start screen is on. Not before: a page that is only loaded (a search
// engine's visit, a speed test) spends nothing on it, and a player who is there goes on to a
// game within seconds. Each step runs on go-app's goroutine, in a browser task of its own at an
// idle moment, and redraws nothing of the page; the rehearsal stops when a game is on the table
// (its own decisions warm the code from then on). Outside the browser it never starts.
func (c *controller) mountRehearsal(ctx app.Context) {
	onFirstInteraction(func() {
		ctx.Dispatch(func(ctx app.Context) {
			ctx.PreventUpdate()
			if c.s != nil || c.early.Intent != "" {
				return // a game is on the table, or one asked for before the start is on its way
			}
			r, err := newRehearsal()
			if err != nil {
				return
			}
			markPerformance("rehearsal-start")
			var next func()
			next = func() {
				whenIdle(func() {
					ctx.Dispatch(func(ctx app.Context) {
						ctx.PreventUpdate()
						switch {
						case c.s != nil:
							r.stop()
							markPerformance("rehearsal-stopped")
						case r.step():
							next()
						default:
							markPerformance("rehearsal-done")
						}
					})
				})
			}
			next()
		})
	})
}
