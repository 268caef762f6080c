// Package components holds the go-app user interface: one file per board area.
package components

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"

	gameapp "borabora/app"
	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Hooks for the persistence work (autosave, save codes, saved games). Both may stay nil.
var (
	// ContinueSlot renders the "continue / saved games" part of the start screen. It may call
	// r.Resume(session) to put a restored game on the table.
	ContinueSlot func(r *Root) app.UI
	// NewPersister returns the persistence hook for a session that goes on the table.
	NewPersister func(ctx app.Context, s *gameapp.Session) gameapp.Persister
)

// Root is the single route's component: it owns the session and shows one screen at a time.
type Root struct {
	app.Compo
	mounted     bool
	updateReady bool

	s    *gameapp.Session
	form startForm

	selDie   int // die chosen for placement, -1 for the default
	selBuild int // building value chosen, 0 for the default
	ackSeat  int // seat that took the device (its hand may show), -1 none
	panel    string
	// returnFocus is the id of the button that opened the rules help, focused again when it
	// closes
	returnFocus string
	err         string
	focusOpp    int // seat shown large by the player's choice, -1 for the deciding seat

	sv *saveState // saving: autosave, saved games, save codes (saves.go); nil until mounted

	bots     gameapp.BotDriver // computer players' decisions (bots.go)
	ctx      app.Context       // the root's own context (from OnMount): see kickBots
	settings gameapp.Settings  // device settings (computer speed)

	tv *tview // the table as last drawn, for the parts drawn as their own components (memo.go)
}

type startForm struct {
	n         int
	names     [4]string
	colours   [4]int
	kinds     [4]gameapp.SeatKind
	seed      string
	openHands bool
}

// NewRoot returns the root component.
func NewRoot() app.Composer { return newRoot() }

func newRoot() *Root {
	r := &Root{selDie: -1, ackSeat: -1, focusOpp: -1}
	r.form = startForm{n: 2, colours: [4]int{0, 1, 2, 3}}
	for i := range r.form.names {
		r.form.names[i] = T("setup.defaultname", i+1)
	}
	return r
}

// NewRootWithSession returns a root already showing a game (tests, restored saves).
func NewRootWithSession(s *gameapp.Session) *Root {
	r := newRoot()
	r.s = s
	return r
}

// Session returns the game on the table (nil on the start screen).
func (r *Root) Session() *gameapp.Session { return r.s }

// Resume puts a session on the table (used by the saved-games slot).
func (r *Root) Resume(ctx app.Context, s *gameapp.Session) {
	r.s = s
	r.resetTurnUI()
	r.ackSeat = -1
	r.panel = ""
	if NewPersister != nil {
		s.SetPersister(NewPersister(ctx, s))
	}
	r.attachSaves(s)
	r.restartBots(ctx)
}

// OnMount runs in the browser only.
func (r *Root) OnMount(ctx app.Context) {
	r.mounted = true
	r.ctx = ctx
	r.mountSaves(ctx)
}

// OnAppUpdate shows the update banner; the app never reloads by itself.
func (r *Root) OnAppUpdate(ctx app.Context) { r.updateReady = true }

var _ app.AppUpdater = (*Root)(nil)
var _ app.Mounter = (*Root)(nil)

// Render draws the current screen.
func (r *Root) Render() app.UI {
	m := "false"
	if r.mounted {
		m = "true"
	}
	var screen, overlay app.UI
	switch {
	case r.s == nil:
		screen = r.renderStart()
	case r.s.Game().Over():
		screen = r.renderScoreSheet()
	default:
		// The pass-device screen covers the table instead of replacing it: the table stays
		// mounted (no hand is shown while a pass is pending), so handing over the device and
		// coming back only changes what differs.
		pass := r.needsPass()
		screen = r.renderTable(pass)
		if pass {
			overlay = r.renderPass()
		}
	}
	return app.Div().ID("root").Attr("data-mounted", m).Body(
		app.If(r.updateReady, func() app.UI {
			return app.Div().Class("update-banner").Role("status").Body(
				app.Span().Text(T("update.ready")),
				app.Button().Class("btn").Text(T("update.reload")).OnClick(r.onReload),
				app.Button().Class("btn ghost").Text(T("update.later")).OnClick(r.onDismissUpdate),
			)
		}),
		r.saveBanner(),
		screen,
		app.If(overlay != nil, func() app.UI { return overlay }),
		app.If(r.panel == "rules", func() app.UI { return r.renderRules() }),
		r.saveDialog(),
	)
}

func (r *Root) onReload(ctx app.Context, e app.Event)        { ctx.Reload() }
func (r *Root) onDismissUpdate(ctx app.Context, e app.Event) { r.updateReady = false }

func (r *Root) togglePanel(name string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if r.panel == name {
			r.panel = ""
		} else {
			r.panel = name
		}
	}
}

// The rules help opens from the start screen, the table, the pass-device screen and the score
// sheet, always above what is on screen; closing it gives the focus back to the button that
// opened it, so a player on the pass-device screen is back where they were.
func (r *Root) openRules(from string) {
	if r.panel == "rules" {
		r.closePanel()
		return
	}
	r.panel, r.returnFocus = "rules", from
	focusSoon("close-rules")
}

func (r *Root) onRules(ctx app.Context, e app.Event)      { r.openRules("open-rules") }
func (r *Root) onPassRules(ctx app.Context, e app.Event)  { r.openRules("pass-rules") }
func (r *Root) onFinalRules(ctx app.Context, e app.Event) { r.openRules("final-rules") }
func (r *Root) onLog(ctx app.Context, e app.Event)        { r.togglePanel("log")(ctx, e) }
func (r *Root) onScores(ctx app.Context, e app.Event)     { r.togglePanel("scores")(ctx, e) }
func (r *Root) onClosePanel(ctx app.Context, e app.Event) { r.closePanel() }

func (r *Root) closePanel() {
	if r.panel == "rules" && r.returnFocus != "" {
		focusSoon(r.returnFocus)
	}
	r.panel, r.returnFocus = "", ""
}

// onDialogKey closes the open panel or dialog on Escape.
func (r *Root) onDialogKey(ctx app.Context, e app.Event) {
	if e.Get("key").String() == "Escape" {
		r.closePanel()
	}
}

// dialogOpen reports whether a dialog lies over the screen (the rules, a save dialog), so that
// the screen under it, the pass-device screen included, is inert.
func (r *Root) dialogOpen() bool {
	return r.panel == "rules" || (r.sv != nil && r.sv.dialog != "")
}

// ---- hot-seat hiding ----

// usesCards reports whether a decision of this kind may use the hidden God cards.
func usesCards(k engine.PromptKind) bool {
	switch k {
	case engine.PromptPlaceDie, engine.PromptRedGod, engine.PromptPhaseB, engine.PromptTask, engine.PromptFinalTasks:
		return true
	}
	return false
}

// needsPass reports whether the pass-device screen covers the table: a person is about to make
// a decision that may use their secret cards, and the device is not known to be theirs. Computer
// players never need it; with a single person at the table nobody else looks, so it never shows.
func (r *Root) needsPass() bool {
	if r.s == nil || r.s.Setup().OpenHands || r.s.Game().Over() || r.s.People() <= 1 {
		return false
	}
	pr := r.s.Game().Prompt()
	return pr.Player >= 0 && !r.s.IsBot(pr.Player) && pr.Player != r.ackSeat && usesCards(pr.Kind)
}

// handVisible reports whether seat p's cards may be on screen now. A computer player's cards
// never show (unless hands are open). The only person at a table of computers sees their own
// cards all the time; with no person at all (computers among themselves) every hand shows.
func (r *Root) handVisible(p int) bool {
	if r.s.Setup().OpenHands || r.s.Game().Over() {
		return true
	}
	switch r.s.People() {
	case 0:
		return true
	case 1:
		return !r.s.IsBot(p)
	}
	return !r.s.IsBot(p) && p == r.ackSeat && p == r.s.Game().Prompt().Player
}

// onTakeDevice: the person the game waits on says it is them. From now on the previous
// person's decisions can no longer be taken back (Session.Seal).
func (r *Root) onTakeDevice(ctx app.Context, e app.Event) {
	r.s.Seal()
	r.ackSeat = r.s.Game().Prompt().Player
}

// onUndoMine takes back the last decision of the person who just handed the game on (offered on
// the pass-device screen, or in the prompt bar when no pass-device screen shows), until the
// next person takes the device or decides.
func (r *Root) onUndoMine(ctx app.Context, e app.Event) {
	if r.s == nil {
		return
	}
	q, ok := r.s.Handover()
	if !ok {
		return
	}
	r.undoFor(ctx, q)
}

func (r *Root) onHideCards(ctx app.Context, e app.Event) { r.ackSeat = -1 }

func (r *Root) renderPass() app.UI {
	p := r.s.Game().Prompt().Player
	pass := app.Div().Class("screen pass overlay").Role("dialog").Aria("modal", "true").Aria("labelledby", "pass-title")
	if r.dialogOpen() {
		pass = pass.Attr("inert", "inert").Aria("hidden", "true")
	}
	return pass.Body(
		app.Div().Class("pass-card").Body(
			app.Raw(markerSVG(r.s.Colour(p), p, 48)),
			app.H2().ID("pass-title").Text(T("pass.title", nameOf(r.s, p))),
			app.P().Text(T("pass.body", nameOf(r.s, p))),
			app.Button().ID("take-device").Class("btn big primary").Attr("data-pass", strconv.Itoa(p)).
				Text(T("pass.show", nameOf(r.s, p))).OnClick(r.onTakeDevice),
			r.undoMine("pass-undo"),
			app.Button().ID("pass-rules").Class("btn ghost").Text(T("menu.rules")).OnClick(r.onPassRules),
		),
	)
}

// undoMine offers the person who just handed the game on to take back their last decision
// (and the computer players' answers to it); empty when there is none to take back.
func (r *Root) undoMine(cls string) app.UI {
	q, ok := r.s.Handover()
	if !ok {
		return app.Text("")
	}
	e, nb, _ := r.s.UndoPreviewFor(q)
	what := T("undo.what", nameOf(r.s, q), choiceText(r.s, e))
	if nb > 0 {
		what += " " + plural("undo.andbots", nb)
	}
	return app.Div().Class("undo-mine", cls).Body(
		app.Span().Class("undo-who").Text(T("undo.mine.who", nameOf(r.s, q))),
		app.Button().ID("undo-mine").Class("btn small").Title(what).
			Aria("label", T("undo.mine.label", nameOf(r.s, q), what)).
			Text(T("undo.mine")).OnClick(r.onUndoMine),
		app.Span().Class("undo-what muted").Aria("hidden", "true").Text(what),
	)
}

// ---- choices ----

func choiceKey(c engine.Choice) string {
	return strconv.Itoa(int(c.Kind)) + "." + strconv.Itoa(int(c.A)) + "." + strconv.Itoa(int(c.B)) + "." + strconv.Itoa(int(c.C))
}

func parseChoice(s string) (engine.Choice, bool) {
	f := strings.Split(s, ".")
	if len(f) != 4 {
		return engine.Choice{}, false
	}
	var v [4]uint8
	for i, x := range f {
		n, err := strconv.Atoi(x)
		if err != nil || n < 0 || n > 255 {
			return engine.Choice{}, false
		}
		v[i] = uint8(n)
	}
	return engine.Choice{Kind: engine.Kind(v[0]), A: v[1], B: v[2], C: v[3]}, true
}

// onChoice handles a click on any element carrying data-choice: it reads the attribute at
// click time (no captured values), finds the choice among the legal ones and applies it.
func (r *Root) onChoice(ctx app.Context, e app.Event) {
	v := ctx.JSSrc().Call("getAttribute", "data-choice")
	if v.IsNull() || v.IsUndefined() {
		return
	}
	c, ok := parseChoice(v.String())
	if !ok {
		return
	}
	r.choose(ctx, c)
}

// choose applies c when it is legal now.
func (r *Root) choose(ctx app.Context, c engine.Choice) {
	if r.s == nil || !r.s.Game().IsLegal(c) {
		return
	}
	if _, bot := r.s.BotTurn(); bot {
		return // a computer player decides this one
	}
	before := r.s.Game().Prompt().Player
	if err := r.s.Apply(c); err != nil {
		r.err = err.Error()
		return
	}
	r.err = ""
	r.afterChange(before)
	r.kickBots(ctx)
}

func (r *Root) afterChange(before int) {
	pr := r.s.Game().Prompt()
	if pr.Player != before || pr.Kind != engine.PromptPlaceDie {
		r.resetTurnUI()
	} else {
		r.selDie = -1
	}
	if pr.Player != r.ackSeat && (pr.Player < 0 || !r.s.IsBot(pr.Player)) {
		r.ackSeat = -1 // another person decides next (the device stays with its holder while computers play)
	}
	r.focusOpp = -1
}

func (r *Root) resetTurnUI() {
	r.selDie, r.selBuild = -1, 0
}

// onUndo is the table's Undo: it takes back decisions of the person it acts for only
// (Session.Undoer), never another person's.
func (r *Root) onUndo(ctx app.Context, e app.Event) {
	if r.s == nil {
		return
	}
	r.undoFor(ctx, r.s.Undoer())
}

// undoFor takes back person p's last decision; the device stays with p, who asked for it.
func (r *Root) undoFor(ctx app.Context, p int) {
	before := r.s.Game().Prompt().Player
	r.bots.Cancel()
	if err := r.s.UndoFor(p); err == nil {
		r.afterChange(before)
		if r.s.Game().Prompt().Player == p {
			r.ackSeat = p
		}
	}
	r.kickBots(ctx)
}

func (r *Root) onSelectDie(ctx app.Context, e app.Event) {
	v := ctx.JSSrc().Call("getAttribute", "data-die")
	if n, err := strconv.Atoi(v.String()); err == nil {
		r.selDie = n
	}
}

func (r *Root) onSelectBuild(ctx app.Context, e app.Event) {
	v := ctx.JSSrc().Call("getAttribute", "data-building")
	if n, err := strconv.Atoi(v.String()); err == nil {
		r.selBuild = n
	}
}

func (r *Root) onFocusSeat(ctx app.Context, e app.Event) {
	v := ctx.JSSrc().Call("getAttribute", "data-seat")
	if n, err := strconv.Atoi(v.String()); err == nil {
		if r.focusOpp == n {
			r.focusOpp = -1
		} else {
			r.focusOpp = n
		}
	}
}

func (r *Root) onNewGame(ctx app.Context, e app.Event) {
	if r.s != nil && !r.s.Game().Over() && r.panel != "confirm-new" {
		r.panel = "confirm-new"
		return
	}
	r.bots.Cancel()
	r.s = nil
	r.panel = ""
	r.ackSeat = -1
}

// ---- start screen ----

// option is an <option> of a select. Selected is written only when true: go-app writes
// Selected(false) into the pre-rendered page as selected="false", which a browser reads as
// selected, so before the app has started the form would show the last option of every list.
func option(value, text string, selected bool) app.UI {
	o := app.Option().Value(value).Text(text)
	if selected {
		o = o.Selected(true)
	}
	return o
}

// checkbox is a checkbox input, with Checked written only when true (see option).
func checkbox(id string, checked bool) app.HTMLInput {
	c := app.Input().Type("checkbox").ID(id)
	if checked {
		c = c.Checked(true)
	}
	return c
}

func (r *Root) onPlayers(ctx app.Context, e app.Event) {
	v := ctx.JSSrc().Call("getAttribute", "data-n")
	if n, err := strconv.Atoi(v.String()); err == nil && n >= 2 && n <= 4 {
		r.form.n = n
	}
}

func (r *Root) onName(ctx app.Context, e app.Event) {
	i, err := strconv.Atoi(ctx.JSSrc().Call("getAttribute", "data-seat").String())
	if err != nil || i < 0 || i > 3 {
		return
	}
	// kept as typed: a name is never cut; nameProblem says what is wrong with it
	r.form.names[i] = ctx.JSSrc().Get("value").String()
}

// nameProblem says in words why seat i's name cannot be used ("" when it can). An empty field
// is fine (the seat's default name takes its place); a name with nothing visible in it, or one
// longer than a save code carries, is refused rather than cut.
func (f startForm) nameProblem(i int) string {
	raw := f.names[i]
	if raw == "" {
		return ""
	}
	err := gameapp.CheckName(gameapp.CleanName(raw))
	switch {
	case gameapp.CleanName(raw) == "" || errors.Is(err, gameapp.ErrNameInvisible):
		return T("setup.name.invisible", i+1, T("setup.defaultname", i+1))
	case errors.Is(err, gameapp.ErrNameTooLong):
		if n := gameapp.NameChars(gameapp.CleanName(raw)); n > gameapp.MaxNameChars {
			return T("setup.name.toolong", i+1, n, gameapp.MaxNameChars)
		}
		return T("setup.name.toobig", i+1)
	}
	return ""
}

func (r *Root) onColour(ctx app.Context, e app.Event) {
	i, err := strconv.Atoi(ctx.JSSrc().Call("getAttribute", "data-seat").String())
	if err != nil || i < 0 || i > 3 {
		return
	}
	c, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if err != nil || c < 0 || c >= len(palette) {
		return
	}
	// swap with a seat that had this colour, so colours stay distinct
	for j := 0; j < 4; j++ {
		if j != i && r.form.colours[j] == c {
			r.form.colours[j] = r.form.colours[i]
		}
	}
	r.form.colours[i] = c
}

func (r *Root) onSeed(ctx app.Context, e app.Event) {
	r.form.seed = strings.TrimSpace(ctx.JSSrc().Get("value").String())
}

func (r *Root) onOpenHands(ctx app.Context, e app.Event) {
	r.form.openHands = ctx.JSSrc().Get("checked").Bool()
}

// setupFromForm turns the start form into a session setup.
func (f startForm) setup() (gameapp.Setup, string) {
	s := gameapp.Setup{OpenHands: f.openHands}
	for i := 0; i < f.n; i++ {
		if msg := f.nameProblem(i); msg != "" {
			return s, msg
		}
		name := gameapp.CleanName(f.names[i])
		if name == "" {
			name = T("setup.defaultname", i+1)
		}
		s.Names = append(s.Names, name)
		s.Colours = append(s.Colours, f.colours[i])
		s.Seats = append(s.Seats, f.kinds[i])
	}
	if f.seed != "" {
		n, err := strconv.ParseUint(f.seed, 10, 64)
		if err != nil || n == 0 {
			return s, T("setup.badseed")
		}
		s.Seed = n
	} else {
		s.Seed = rand.Uint64()%999_999_999 + 1
	}
	return s, ""
}

func (r *Root) onStart(ctx app.Context, e app.Event) {
	setup, msg := r.form.setup()
	if msg != "" {
		r.err = msg
		return
	}
	s, err := gameapp.NewSession(setup)
	if err != nil {
		r.err = err.Error()
		return
	}
	r.err = ""
	r.Resume(ctx, s)
}

func (r *Root) renderStart() app.UI {
	f := r.form
	var seats []app.UI
	for i := 0; i < f.n; i++ {
		var opts []app.UI
		for c := range palette {
			opts = append(opts, option(strconv.Itoa(c), T("colour."+palette[c].key), f.colours[i] == c))
		}
		si := strconv.Itoa(i)
		problem := f.nameProblem(i)
		count := gameapp.NameChars(gameapp.CleanName(f.names[i]))
		name := app.Input().ID("name-"+si).Class("name-input").Type("text").
			Attr("data-seat", si).Attr("autocomplete", "off").Value(f.names[i]).
			Aria("label", T("setup.nameof", i+1)).Aria("describedby", "name-hint name-count-"+si).
			OnInput(r.onName).OnChange(r.onName)
		countCls := "name-count"
		if problem != "" {
			name = name.Aria("invalid", "true")
			countCls += " bad"
		}
		seats = append(seats, app.Div().Class("seat-row").Body(
			app.Raw(markerSVG(f.colours[i], i, 28)),
			app.Label().For("name-"+si).Class("sr-only").Text(T("setup.nameof", i+1)),
			app.Div().Class("name-field").Body(
				name,
				app.Span().ID("name-count-"+si).Class(countCls).Title(T("setup.name.count", count, gameapp.MaxNameChars)).
					Text(strconv.Itoa(count)+"/"+strconv.Itoa(gameapp.MaxNameChars)),
			),
			app.Select().Class("colour-select").Attr("data-seat", strconv.Itoa(i)).
				Aria("label", T("setup.colourof", i+1)).OnChange(r.onColour).Body(opts...),
			app.Select().ID("kind-"+strconv.Itoa(i)).Class("kind-select").Attr("data-seat", strconv.Itoa(i)).
				Aria("label", T("setup.kindof", i+1)).OnChange(r.onSeatKindForm).Body(seatKindOptions(f.kinds[i])...),
		))
		if problem != "" {
			seats = append(seats, app.P().ID("name-problem-"+si).Class("error name-problem").Role("alert").Text(problem))
		}
	}
	var counts []app.UI
	for n := 2; n <= 4; n++ {
		cls := "btn seg"
		if f.n == n {
			cls += " on"
		}
		counts = append(counts, app.Button().Class(cls).Attr("data-n", strconv.Itoa(n)).
			Aria("pressed", f.n == n).Text(plural("setup.players", n)).OnClick(r.onPlayers))
	}
	var cont app.UI = app.Div().ID("saved-games").Class("saved-slot").Body(
		app.H2().Text(T("setup.continue")),
		app.P().Class("muted").Text(T("setup.nosaves")),
	)
	if ContinueSlot != nil {
		cont = app.Div().ID("saved-games").Class("saved-slot").Body(ContinueSlot(r))
	}
	return app.Div().Class("screen start").Body(
		app.Header().Class("start-head").Body(
			app.Raw(logoSVG),
			app.H1().Text(T("app.title")),
			app.P().Class("tagline").Text(T("app.tagline")),
		),
		app.Div().Class("start-grid").Body(
			app.Section().Class("new-game").Aria("label", T("setup.new")).Body(
				app.H2().Text(T("setup.new")),
				app.Div().Class("seg-row").Role("group").Aria("label", T("setup.count")).Body(counts...),
				app.P().ID("name-hint").Class("muted name-hint").Text(T("setup.name.hint", gameapp.MaxNameChars)),
				app.Div().Class("seats").Body(seats...),
				app.Details().Class("more").Body(
					app.Summary().Text(T("setup.options")),
					app.Label().Class("opt").Body(
						checkbox("open-hands", f.openHands).OnChange(r.onOpenHands),
						app.Span().Text(T("setup.openhands")),
					),
					r.speedSelect("speed-start"),
					app.Label().Class("opt").For("seed").Text(T("setup.seed")),
					app.Input().ID("seed").Type("text").Attr("inputmode", "numeric").Class("seed-input").
						Placeholder(T("setup.seedhint")).Value(f.seed).OnChange(r.onSeed),
				),
				app.If(r.err != "", func() app.UI { return app.P().Class("error").Role("alert").Text(r.err) }),
				app.Button().ID("start-game").Class("btn big primary").Text(T("setup.start")).OnClick(r.onStart),
			),
			cont,
		),
		app.Footer().Class("start-foot").Body(
			app.Button().Class("btn ghost").ID("open-rules").Text(T("menu.rules")).OnClick(r.onRules),
			app.Span().Class("muted").Text(T("app.fanmade")),
		),
	)
}
