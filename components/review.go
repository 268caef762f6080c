package components

import (
	"strconv"
	"strings"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The review of a recorded game (gameapp.Review): the table of any step drawn as in play but
// read-only (nothing on it chooses anything), a timeline to move through the decisions, what
// each decision did in the log's words, the score graph (graph.go) and "Play from here". The
// review holds its own copy of the game: the game on the table, the saves and the history are
// never touched, and the hands shown are only those the review may show (Review.HandShown).
//
// The timeline is one slider (#timeline, role "slider"): web/keys.js moves it with the arrow
// keys, Home, End, Page Up and Page Down (a stage: data-marks lists where each begins) and by
// dragging with a mouse, a pen or a finger; it sets data-to and sends the slider a "step"
// event, which onStep reads. The buttons beside it carry their step in data-to.

// reviewState is the review on screen.
type reviewState struct {
	r     *gameapp.Review
	step  int
	graph bool   // the score graph is open
	play  bool   // the "Play from here" dialog is open
	err   string // why a game could not start from here
	g     graphView
	gLang string // the language g was worded in ("" until made)
}

// reviewView is the review screen.
type reviewView struct {
	Title     string
	Live      bool // the game goes on: the review ends at its last decision, and hides hands
	Step, N   int
	Marks     string // the steps where a stage begins, for Page Up and Page Down
	Ticks     string // the rounds' marks on the timeline (HTML)
	PrevRound int
	NextRound int
	Round     int
	Stage     string
	ValueText string // the slider's value in words
	Who       int    // the seat that made the step's decision, -1 for the set-up
	// Lines is what the decision did (after the marker of who made it) and what it set off,
	// then the final scoring, and what a later judge says of the decision (HTML)
	Lines   string
	Graph   bool
	G       graphView
	CanPlay bool
	Play    playView
	Table   tableView
}

// playView is the "Play from here" dialog: who plays each seat of the copy.
type playView struct {
	_     noCompare
	Open  bool
	Step  int
	Seats []playerSeat
	Err   string
}

// openReview puts r on screen at step (its last decision when step is out of its range).
func (c *controller) openReview(r *gameapp.Review, step int) {
	if step < 0 || step > r.N() {
		step = r.N()
	}
	c.rv = &reviewState{r: r, step: step}
	c.focusOpp = -1
	if c.sv != nil {
		c.sv.dialog, c.sv.importErr = "", ""
	}
}

// offerReview opens the review of a code from a link; a bad code says what is wrong with it.
func (c *controller) offerReview(code string, step int) {
	r, err := gameapp.ReviewCode(code)
	if err != nil {
		c.sv.dialog, c.sv.importErr = "import", T("import.badlink", codeProblem(err))
		return
	}
	c.openReview(r, step)
}

// onReview opens a review: of the game on the table ("table"), of a saved game ("save", with
// data-save), of a game of the history ("hist", with data-save), or of the code in the Load
// code dialog ("code").
func (c *controller) onReview(ctx app.Context, e app.Event) {
	var r *gameapp.Review
	var err error
	what, _ := hit(e, "data-review")
	id, _ := hit(e, "data-save")
	switch what {
	case "table":
		if c.s == nil {
			return
		}
		r, err = gameapp.ReviewOf(c.s)
	case "save":
		r, err = c.sv.lib.Review(id)
	case "hist":
		r, err = c.sv.lib.ReviewFinished(id)
	case "code":
		if r, err = gameapp.ReviewCode(fieldValue("import-code")); err != nil {
			c.sv.importErr = codeProblem(err)
			return
		}
	default:
		ctx.PreventUpdate() // a click beside the buttons of a list
		return
	}
	if err != nil {
		c.sv.loadErr = T("saves.cannotopen", openProblem(err))
		return
	}
	c.openReview(r, -1)
}

// onStep moves the review to the step in data-to.
func (c *controller) onStep(ctx app.Context, e app.Event) {
	to, _ := hit(e, "data-to")
	n, err := strconv.Atoi(to)
	if err != nil || c.rv == nil {
		ctx.PreventUpdate()
		return
	}
	n = max(0, min(n, c.rv.r.N()))
	if n == c.rv.step {
		ctx.PreventUpdate()
		return
	}
	c.rv.step = n
}

// onReviewMenu: the review's buttons by data-act: "close", "graph" (open or close the score
// graph), "play" (the "Play from here" dialog), "playgo" (start the copy), "playno".
func (c *controller) onReviewMenu(ctx app.Context, e app.Event) {
	c.reviewAct(ctx, attr(ctx, "data-act"))
}

func (c *controller) reviewAct(ctx app.Context, act string) {
	rv := c.rv
	if rv == nil {
		return
	}
	switch act {
	case "close":
		c.rv, c.focusOpp = nil, -1
	case "graph":
		rv.graph = !rv.graph
	case "play":
		rv.play, rv.err = rv.r.Over() && rv.step < rv.r.N(), ""
	case "playno":
		rv.play = false
	case "playgo":
		c.playFromHere(ctx)
	}
}

// playFromHere starts the copy of the review's game at its step, each seat played as its
// menu in the dialog says (as in the game when the menu cannot be read), and puts it on the
// table under a new save.
func (c *controller) playFromHere(ctx app.Context) {
	rv := c.rv
	setup := rv.r.Setup()
	seats := make([]gameapp.SeatKind, len(setup.Names))
	for p := range seats {
		seats[p] = setup.Seat(p)
		if k, err := gameapp.ParseSeatKind(fieldValue("play-kind-" + strconv.Itoa(p))); err == nil {
			seats[p] = k
		}
	}
	s, err := rv.r.PlayFrom(rv.step, seats)
	if err != nil {
		rv.err = err.Error()
		return
	}
	c.rv, c.screen, c.focusOpp = nil, "", -1
	c.resume(ctx, s)
}

// reviewView is the review screen at its step.
func (c *controller) reviewView() reviewView {
	rv := c.rv
	r, n := rv.r, rv.step
	s := r.At(n)
	g := s.Game()
	// the table of the step, built as the table is in play by a controller that knows it is a
	// review's: nothing to choose, only the hands the review may show
	sub := &controller{s: s, review: r, focusOpp: c.focusOpp, selDie: -1}
	v := reviewView{
		Title: T("review.of", joinList(isolateAll(s.Setup().Names))), Live: !r.Over(),
		Step: n, N: r.N(), Who: -1, Round: max(g.Round(), 1), Stage: stageName(g.Stage()),
		Graph: rv.graph, CanPlay: r.Over() && n < r.N(),
		Table: sub.tableView(g, false),
	}
	seats := sub.looks()
	var marks, lines []string
	var ticks strings.Builder
	for _, k := range r.Starts(false) {
		marks = append(marks, strconv.Itoa(k))
	}
	v.Marks = strings.Join(marks, ",")
	v.NextRound = r.N()
	for _, k := range r.Starts(true) {
		if k < n {
			v.PrevRound = k
		}
		if k > n && v.NextRound == r.N() {
			v.NextRound = k
		}
		ticks.WriteString(`<span class="tl-tick" style="left:` + pct(100*float64(k)/float64(max(r.N(), 1))) + `"></span>`)
	}
	v.Ticks = `<div class="tl-ticks">` + ticks.String() + `</div>`
	if n == 0 {
		lines = []string{T("review.setup")}
	} else {
		e := r.Log()[n-1]
		v.Who = e.Player
		for i, st := range r.Told(n) {
			t := recapStepText(s, st)
			if i == 0 && t == "" {
				t = choiceText(s, e)
			}
			if t != "" {
				lines = append(lines, t)
			}
		}
		if fin := r.Final(); fin != nil && n == r.N() {
			for i, grp := range fin {
				var items []string
				for _, p := range turnOrder(g) {
					if grp[p] != 0 {
						items = append(items, T("recap.gain", nameOf(s, p), grp[p]))
					}
				}
				if len(items) > 0 {
					lines = append(lines, T("review.final", finalName(i), joinList(items)))
				}
			}
			w := g.Winner()
			lines = append(lines, T("score.winner", nameOf(s, w), g.Score(w)))
		}
	}
	for i := range v.Table.Top.Chips {
		ch := &v.Table.Top.Chips[i]
		ch.Active = ch.Seat == v.Who
	}
	v.ValueText = T("review.valuetext", n, r.N(), lines[0])
	if grade := r.Steps()[n].Note.Grade; grade != 0 {
		lines = append(lines, T("review.grade", grade))
	}
	var b strings.Builder
	for i, l := range lines {
		b.WriteString("<li>")
		if i == 0 && v.Who >= 0 {
			b.WriteString(markerSVG(seats[v.Who].Colour, v.Who, 14) + " ")
		}
		b.WriteString(esc(l) + "</li>")
	}
	v.Lines = `<ul class="rv-lines">` + b.String() + `</ul>`
	if rv.graph {
		if rv.gLang != Language() {
			rv.g, rv.gLang = graphOf(r, g.NumPlayers(), seats), Language()
		}
		v.G = rv.g
		v.G.At = pct(100 * float64(n) / float64(max(v.G.W, 1)))
	}
	if rv.play {
		v.Play = playView{Open: true, Step: n, Err: rv.err}
		for p := range s.Setup().Names {
			v.Play.Seats = append(v.Play.Seats, playerSeat{Seat: p, Look: seats[p], Kind: s.SeatKind(p)})
		}
	}
	return v
}

// finalName names step i of the final scoring (gameapp.FinalGroups).
func finalName(i int) string {
	if i == len(gameapp.FinalGroups)-1 {
		return T("review.bonuses")
	}
	return sourceName(gameapp.FinalGroups[i])
}

// reviewButton is a button of the timeline that goes to step to (aria-disabled when it is the
// step shown, so that it keeps the focus).
func reviewButton(act actions, id, text, label string, to, now int) app.UI {
	b := app.Button().ID(id).Class("btn tl-btn").Attr("data-to", strconv.Itoa(to)).Title(label).Aria("label", label).
		Text(text).OnClick(act.onStep)
	if to == now {
		b = b.Aria("disabled", "true")
	}
	return b
}

// menuButton is a button of the review's menu (data-act).
func menuButton(act actions, id, what, text string) app.HTMLButton {
	return app.Button().ID(id).Class("btn ghost").Attr("data-act", what).Text(text).OnClick(act.onReviewMenu)
}

func (v *reviewView) draw(act actions) app.UI {
	at := pct(100 * float64(v.Step) / float64(max(v.N, 1)))
	var play app.UI = app.Text("")
	if v.CanPlay {
		play = menuButton(act, "review-play", "play", T("review.play"))
	}
	return app.Div().ID("review").Class("screen table review", "np"+strconv.Itoa(v.Table.NP)).Body(
		app.Header().Class("topbar").Body(
			menuButton(act, "review-close", "close", T("review.close")),
			app.H1().Class("brand").Title(v.Title).Text(T("review.title")),
			roundUI(v.Round, engine.Rounds, v.Stage),
			chipsUI(v.Table.Top.Chips),
			app.Nav().Class("menu").Body(
				menuButton(act, "review-graph", "graph", T("review.graph")).Aria("expanded", v.Graph).Aria("controls", "graph"),
				play,
			),
		),
		app.Div().Class("rvbar").Body(
			app.Div().Class("tl").Role("group").Aria("label", T("review.timeline")).Body(
				reviewButton(act, "rv-prev-round", "«", T("review.prevround"), v.PrevRound, v.Step),
				reviewButton(act, "rv-prev", "◀", T("review.prev"), max(v.Step-1, 0), v.Step),
				app.Div().ID("timeline").Class("tl-slider").Role("slider").TabIndex(0).
					Aria("label", T("review.slider")).Aria("valuemin", 0).Aria("valuemax", v.N).Aria("valuenow", v.Step).
					Aria("valuetext", v.ValueText).Attr("data-marks", v.Marks).On("step", act.onStep).Body(
					app.Div().Class("tl-track").Body(
						app.Raw(v.Ticks),
						app.Div().Class("tl-fill").Style("width", at),
						app.Div().Class("tl-thumb").Style("left", at)),
				),
				reviewButton(act, "rv-next", "▶", T("review.next"), min(v.Step+1, v.N), v.Step),
				reviewButton(act, "rv-next-round", "»", T("review.nextround"), v.NextRound, v.Step),
				app.Span().ID("rv-count").Class("rv-count").Text(T("review.count", v.Step, v.N)),
			),
			app.Div().ID("rv-step").Class("rv-step").Aria("live", "polite").Body(app.Raw(v.Lines)),
			app.If(v.Live, func() app.UI { return app.P().ID("rv-live").Class("rv-live muted").Text(T("review.live")) }),
		),
		app.If(v.Graph, func() app.UI { return graphUI(act, &v.G) }),
		gridUI(act, &v.Table),
		app.If(v.Play.Open, func() app.UI { return playUI(act, &v.Play) }),
	)
}

// playUI is the "Play from here" dialog: its body is one string of HTML, its buttons handled
// by the dialog.
func playUI(act actions, v *playView) app.UI {
	var b strings.Builder
	b.WriteString(`<div><p>` + esc(T("play.body", v.Step)) + `</p><div class="seats">`)
	for _, s := range v.Seats {
		id := "play-kind-" + strconv.Itoa(s.Seat)
		b.WriteString(`<div class="seat-row">` + markerSVG(s.Look.Colour, s.Seat, 22) + `<label for="` + id + `" class="seat-name">` +
			esc(s.Look.Name) + `</label><select id="` + id + `" class="kind-select">`)
		for _, k := range gameapp.SeatKinds {
			sel := ""
			if k == s.Kind {
				sel = " selected"
			}
			b.WriteString(`<option value="` + k.String() + `"` + sel + `>` + esc(seatKindLabel(k)) + `</option>`)
		}
		b.WriteString(`</select></div>`)
	}
	b.WriteString(`</div>`)
	if v.Err != "" {
		b.WriteString(`<p class="error" role="alert">` + esc(v.Err) + `</p>`)
	}
	b.WriteString(`<div class="row"><button type="button" id="play-go" class="btn primary" data-act="playgo">` + esc(T("play.start")) +
		`</button><button type="button" id="play-cancel" class="btn ghost" data-act="playno" data-dismiss="1">` + esc(T("import.cancel")) +
		`</button></div></div>`)
	return app.Div().Class("overlay").Body(
		app.Div().ID("play-dialog").Class("panel small save-dialog").Role("dialog").Aria("modal", "true").
			Aria("labelledby", "play-title").OnClick(act.onReviewMenu).Body(
			app.H2().ID("play-title").Text(T("review.play")),
			app.Raw(b.String()),
		),
	)
}
