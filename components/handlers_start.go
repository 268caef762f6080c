package components

import (
	"strconv"
	"strings"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The start screen's event handlers: they fill in the new-game form (gameapp.NewGameForm) and
// start the game.

// seatAttr reads the data-seat attribute of the element that handled the event (a seat of
// the form, 0 to 3).
func seatAttr(ctx app.Context) (int, bool) {
	i, ok := intAttr(ctx, "data-seat")
	return i, ok && i >= 0 && i < 4
}

func (c *controller) onPlayers(ctx app.Context, e app.Event) {
	if n, ok := intAttr(ctx, "data-n"); ok && n >= 2 && n <= 4 {
		c.form.N = n
	}
}

func (c *controller) onName(ctx app.Context, e app.Event) {
	if i, ok := seatAttr(ctx); ok {
		// kept as typed: a name is never cut; the form says what is wrong with it
		c.form.Names[i] = ctx.JSSrc().Get("value").String()
	}
}

func (c *controller) onColour(ctx app.Context, e app.Event) {
	i, ok := seatAttr(ctx)
	if !ok {
		return
	}
	if col, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
		c.form.SetColour(i, col)
	}
}

// onSeatKindForm sets a seat's kind on the start screen.
func (c *controller) onSeatKindForm(ctx app.Context, e app.Event) {
	i, ok := seatAttr(ctx)
	if !ok {
		return
	}
	if k, err := gameapp.ParseSeatKind(ctx.JSSrc().Get("value").String()); err == nil {
		c.form.Kinds[i] = k
	}
}

func (c *controller) onSeed(ctx app.Context, e app.Event) {
	c.form.Seed = strings.TrimSpace(ctx.JSSrc().Get("value").String())
}

func (c *controller) onOpenHands(ctx app.Context, e app.Event) {
	c.form.OpenHands = ctx.JSSrc().Get("checked").Bool()
}

// onStart starts the game of the form, or says what is wrong with it.
func (c *controller) onStart(ctx app.Context, e app.Event) {
	setup, err := c.form.Setup(defaultName)
	if err != nil {
		c.err = formProblem(err)
		return
	}
	s, err := gameapp.NewSession(setup)
	if err != nil {
		c.err = err.Error()
		return
	}
	c.err = ""
	c.resume(ctx, s)
	c.offerSend() // a game by links that begins with another device's seat
}
