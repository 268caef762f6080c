package components

import (
	"strconv"
	"time"

	gameapp "borabora/app"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Computer players at the table. When the game waits on a seat that a computer plays, the
// root starts a job (gameapp.BotDriver) that thinks in a goroutine on a copy of the game. The
// page is single-threaded in WebAssembly, so the Hard and Expert levels' search runs in short slices with
// a sleep between them, which lets the browser draw and answer clicks. The choice comes back
// through ctx.Dispatch and is applied through the session, after a short pause so that people
// can follow what happens. Every change to the table cancels a running job.

// searchSlice is how long the Hard or Expert search runs before it lets the page breathe.
const searchSlice = 12 * time.Millisecond

// kickBots starts the computer player's decision when the game waits on one (browser only).
// It works with the root's own context: go-app drops a Dispatch whose source element is no
// longer mounted, and the element that handled the last click (a choice button, the start
// button) is often gone by the time the computer has decided.
func (r *Root) kickBots(_ app.Context) {
	if !r.mounted || r.s == nil {
		return
	}
	ctx := r.ctx
	j, ok := r.bots.Start(r.s, 0)
	if !ok {
		return
	}
	pause := r.settings.BotPause()
	ctx.Async(func() {
		c, ok := r.bots.Think(j, searchSlice, func() { time.Sleep(time.Millisecond) })
		if !ok {
			return
		}
		var slept time.Duration
		if rest := pause - time.Since(j.Start); rest > 0 {
			time.Sleep(rest)
			slept = rest
		}
		ctx.Dispatch(func(ctx app.Context) {
			applied, err := r.bots.Finish(r.s, j, c)
			if err != nil {
				r.err = err.Error()
			}
			if applied {
				ms := float64(time.Since(j.Start)-slept) / float64(time.Millisecond)
				recordBotDecision(j.Seat, j.Kind.String(), j.Game.LegalCount(), ms)
				r.afterBotMove()
			}
			r.kickBots(ctx)
		})
	})
}

// restartBots cancels any running decision and starts over from the table as it is now.
func (r *Root) restartBots(ctx app.Context) {
	r.bots.Cancel()
	r.kickBots(ctx)
}

// afterBotMove is afterChange for a computer's decision: the person holding the device keeps
// it (no pass screen between a person and a computer), and the board they look at stays.
func (r *Root) afterBotMove() {
	pr := r.s.Game().Prompt()
	r.resetTurnUI()
	if pr.Player >= 0 && !r.s.IsBot(pr.Player) && pr.Player != r.ackSeat {
		r.ackSeat = -1
	}
}

// botTag marks a computer player's seat with its level ("CPU·H"); nothing for a person.
func botTag(s *gameapp.Session, p int) app.UI {
	k := s.SeatKind(p)
	if !k.IsBot() {
		return app.Text("")
	}
	return app.Span().Class("cpu").Title(T("bot.title", T("bot.level."+k.String()))).Text(T("bot.tag." + k.String()))
}

// seatKindLabel names a seat kind for menus ("Person", "Computer — hard").
func seatKindLabel(k gameapp.SeatKind) string { return T("seat.kind." + k.String()) }

// seatKindOptions renders the options of a seat-kind select.
func seatKindOptions(cur gameapp.SeatKind) []app.UI {
	var opts []app.UI
	for _, k := range gameapp.SeatKinds {
		opts = append(opts, option(k.String(), seatKindLabel(k), k == cur))
	}
	return opts
}

// speedSelect renders the computer-speed setting.
func (r *Root) speedSelect(id string) app.UI {
	cur := r.settings.Speed()
	var opts []app.UI
	for _, s := range []string{gameapp.SpeedSlow, gameapp.SpeedNormal, gameapp.SpeedInstant} {
		opts = append(opts, option(s, T("speed."+s), s == cur))
	}
	return app.Div().Class("speed-row").Body(
		app.Label().For(id).Text(T("speed.label")),
		app.Select().ID(id).Class("speed-select").OnChange(r.onSpeed).Body(opts...),
	)
}

func (r *Root) onSpeed(ctx app.Context, e app.Event) {
	v := ctx.JSSrc().Get("value").String()
	switch v {
	case gameapp.SpeedSlow, gameapp.SpeedNormal, gameapp.SpeedInstant:
	default:
		return
	}
	r.settings.BotSpeed = v
	if r.sv != nil {
		_ = r.sv.store.SaveSettings(r.settings) // a setting that cannot be stored still holds for this visit
	}
	// a decision already under way keeps its pause; the next one uses the new speed
}

// onSeatKindForm sets a seat's kind on the start screen.
func (r *Root) onSeatKindForm(ctx app.Context, e app.Event) {
	i, err := strconv.Atoi(ctx.JSSrc().Call("getAttribute", "data-seat").String())
	if err != nil || i < 0 || i > 3 {
		return
	}
	k, err := gameapp.ParseSeatKind(ctx.JSSrc().Get("value").String())
	if err != nil {
		return
	}
	r.form.kinds[i] = k
}

// onSeatKindTable hands a seat of the game on the table to a computer player or a person.
func (r *Root) onSeatKindTable(ctx app.Context, e app.Event) {
	if r.s == nil {
		return
	}
	i, err := strconv.Atoi(ctx.JSSrc().Call("getAttribute", "data-seat").String())
	if err != nil {
		return
	}
	k, err := gameapp.ParseSeatKind(ctx.JSSrc().Get("value").String())
	if err != nil {
		return
	}
	r.setSeatKind(ctx, i, k)
}

func (r *Root) setSeatKind(ctx app.Context, i int, k gameapp.SeatKind) {
	if err := r.s.SetSeatKind(i, k); err != nil {
		r.err = err.Error()
		return
	}
	if !k.IsBot() && r.ackSeat != i && r.s.People() <= 1 {
		r.ackSeat = -1
	}
	r.restartBots(ctx)
}

func (r *Root) onSeats(ctx app.Context, e app.Event) { r.togglePanel("seats")(ctx, e) }

// seatsPanel is the table's "Players" dialog: who plays each seat, and the computer speed.
func (v *tview) seatsPanel() app.UI {
	r := v.r
	var rows []app.UI
	for i := 0; i < v.g.NumPlayers(); i++ {
		p := v.g.SeatAt(i)
		id := "seat-kind-" + strconv.Itoa(p)
		rows = append(rows, app.Div().Class("seat-row").Body(
			app.Raw(markerSVG(v.col(p), p, 22)),
			app.Label().For(id).Class("seat-name").Text(v.seatName(p)),
			app.Select().ID(id).Class("kind-select").Attr("data-seat", strconv.Itoa(p)).
				OnChange(r.onSeatKindTable).Body(seatKindOptions(v.s.SeatKind(p))...),
		))
	}
	return app.Div().Class("overlay").Role("dialog").Aria("modal", "true").Aria("labelledby", "seats-title").Body(
		app.Div().ID("seats-panel").Class("panel small seats-panel").Body(
			app.H2().ID("seats-title").Text(T("seats.title")),
			app.P().Class("muted").Text(T("seats.body")),
			app.Div().Class("seats").Body(rows...),
			r.speedSelect("speed-table"),
			app.Div().Class("row").Body(
				app.Button().ID("seats-done").Class("btn primary").Text(T("seats.done")).OnClick(r.onClosePanel),
			),
		),
	)
}

// thinking is the prompt bar's question while a computer player decides.
func (v *tview) thinking(p int) app.UI {
	return app.P().ID("prompt-text").Class("q thinking").Attr("data-bot-seat", strconv.Itoa(p)).Body(
		app.Span().Class("spinner").Aria("hidden", "true"),
		app.Span().Class("tt").Text(T("bot.thinking", v.seatName(p), T("bot.level."+v.s.SeatKind(p).String()))),
		app.Span().Class("dots").Aria("hidden", "true").Body(
			app.Span().Text("."), app.Span().Text("."), app.Span().Text("."),
		),
	)
}
