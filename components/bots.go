package components

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Computer players at the table. When the game waits on a seat that a computer plays, the
// controller starts a job (gameapp.BotDriver) that thinks in a goroutine on a copy of the
// game. The page is single-threaded in WebAssembly, so the Hard and Expert levels' search
// runs in short slices with a sleep between them, which lets the browser draw and answer
// clicks. The choice comes back through ctx.Dispatch and is applied through the session,
// after a short pause so that people can follow what happens. Every change to the table
// cancels a running job.

// searchSlice is how long the Hard or Expert search runs before it lets the page breathe.
const searchSlice = 12 * time.Millisecond

// kickBots starts the computer player's decision when the game waits on one (browser only).
// It works with the root's own context: go-app drops a Dispatch whose source element is no
// longer mounted, and the element that handled the last click (a choice button, the start
// button) is often gone by the time the computer has decided.
func (c *controller) kickBots(_ app.Context) {
	if !c.mounted || c.s == nil {
		return
	}
	ctx := c.ctx
	j, ok := c.bots.Start(c.s, 0)
	if !ok {
		return
	}
	pause := c.settings.BotPause()
	ctx.Async(func() {
		ch, ok := c.bots.Think(j, searchSlice, func() { time.Sleep(time.Millisecond) })
		if !ok {
			return
		}
		var slept time.Duration
		if rest := pause - time.Since(j.Start); rest > 0 {
			time.Sleep(rest)
			slept = rest
		}
		ctx.Dispatch(func(ctx app.Context) {
			applied, err := c.bots.Finish(c.s, j, ch)
			if err != nil {
				c.err = err.Error()
			}
			if applied {
				ms := float64(time.Since(j.Start)-slept) / float64(time.Millisecond)
				recordBotDecision(j.Seat, j.Kind.String(), j.Game.LegalCount(), ms)
				c.afterBotMove()
			}
			c.kickBots(ctx)
		})
	})
}

// restartBots cancels any running decision and starts over from the table as it is now.
func (c *controller) restartBots(ctx app.Context) {
	c.bots.Cancel()
	c.kickBots(ctx)
}
