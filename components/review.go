package components

import (
	"slices"
	"strconv"
	"strings"

	"borabora/engine"
	"borabora/engine/bot"
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
// event. The buttons beside it say where they go in data-to ("prev", "next", "prevround",
// "nextround"), the menu's buttons what they do in data-act. What only shows (the header's
// words, the buttons, the decision's words, the dialog's body) is drawn as strings of HTML,
// which cost app.wasm far less than go-app's elements; their clicks reach onReviewClick
// through their container. A raw string that does not change is not drawn again, so the
// buttons keep the focus. The page's Content-Security-Policy refuses style attributes in
// markup: a position is written as data-left, data-top or data-width, which web/table.js sets.

// reviewState is the review screen: its own state, its handlers (the methods below, reached
// through the controller's onReviewClick, which only routes) and its view (view). It draws
// the table of each step from a tableState of its own (reviewTable), never from the table's
// controller, and changes nothing of the game in play.
type reviewState struct {
	r     *gameapp.Review
	step  int
	focus int // the seat whose board is brought large, -1 for the deciding seat
	// the die and the building chosen on the table of Try another move (-1, 0 for none)
	selDie, selBuild int
	godOpen          int // Try another move: the God whose ways of paying show, + 1
	hutFrom          int // and where an expansion's hut comes from (tableState.hutFrom)
	// Learn from your mistakes: the steps of this device's people's mistakes and blunders,
	// each tried again in turn (Try another move at it); drillAt is the one on screen
	drill   []int
	drillAt int
	graph   bool   // the score graph is open
	play    bool   // the "Play from here" dialog is open
	err     string // why a game could not start from here
	g       graphView
	gLang   string // the language g was worded in ("" until made)
	// the coach (coach.go): its panel is open, and was opened by its button (which starts the
	// grading); the game's key ("" for a game that goes on); Try another move
	coach, ask bool
	cKey       string
	try        *tryState
}

// reviewView is the review screen: its pieces that only show as HTML, the slider's values,
// the graph, the dialog and the table of the step.
type reviewView struct {
	Head      string // the close button and the title
	Where     string // the round, the stage and the seats' scores
	Menu      string // the graph's and Play from here's buttons
	Left      string // the buttons before the slider
	Right     string // the buttons after it, and the step's number
	Track     string // the slider's track at the step
	Lines     string // what the decision did and set off, the final scoring, a judge's words
	Live      bool   // the game goes on: the review ends at its last decision, and hides hands
	Step, N   int
	Marks     string // the steps where a stage begins, for Page Up and Page Down
	CoachKey  string // the game's key for web/coach.js (data-coach; "" without a coach)
	ValueText string // the slider's value in words
	Graph     bool
	G         graphView
	Play      string // the Play from here dialog's body ("" when closed)
	Coach     string // Try another move's panel and the coach's, in the header ("" when both are closed)
	Table     tableView
}

// openReview puts r on screen at step (its last decision when step is out of its range).
func (c *controller) openReview(r *gameapp.Review, step int) {
	if step < 0 || step > r.N() {
		step = r.N()
	}
	c.rv = &reviewState{r: r, step: step, focus: -1, selDie: -1}
	c.rv.openCoach()
	if c.sv != nil {
		c.sv.dialog, c.sv.importErr = noDialog, ""
	}
}

// offerReview opens the review of a code from a link; a bad code says what is wrong with it.
func (c *controller) offerReview(code string, step int) {
	r, err := c.sv.lib.ReviewCode(code)
	if err != nil {
		c.sv.dialog, c.sv.importErr = dialogImport, T("import.badlink", codeProblem(err))
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
		if r, err = c.sv.lib.ReviewCode(fieldValue("import-code")); err != nil {
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

// onReviewClick is every control of the review: data-to moves to a step (a number, or "prev",
// "next", "prevround", "nextround"), data-act does what the menu's and the dialog's buttons
// say: "close", "graph" (open or close the score graph), "play" (the Play from here dialog),
// "playgo" (start the copy), "playno".
func (c *controller) onReviewClick(ctx app.Context, e app.Event) {
	rv := c.rv
	if rv == nil {
		return
	}
	if i, ok := hit(e, "data-try"); ok && rv.try != nil {
		rv.tryMove(i)
		return
	}
	if to, ok := hit(e, "data-to"); ok {
		if !rv.goTo(to) {
			ctx.PreventUpdate()
		}
		return
	}
	what, ok := hit(e, "data-act")
	if !ok {
		ctx.PreventUpdate() // a click beside the buttons
		return
	}
	c.reviewDo(ctx, what)
}

// reviewDo does what a button of the review says (reviewState.act) and what that asks of the
// page: close the review, or put the copy of its game on the table.
func (c *controller) reviewDo(ctx app.Context, act string) {
	switch c.rv.act(act) {
	case reviewClosed:
		c.rv = nil
	case reviewPlays:
		c.playFromHere(ctx)
	}
}

// goTo moves the review to step to; false when it stays where it is.
func (rv *reviewState) goTo(to string) bool {
	n, last := rv.step, rv.r.N()
	switch to {
	case "prev":
		n--
	case "next":
		n++
	case "prevround", "nextround":
		starts := rv.r.Starts(true)
		if to == "prevround" {
			n = 0
			for _, k := range starts {
				if k < rv.step {
					n = k
				}
			}
		} else {
			n = last
			for i := len(starts) - 1; i >= 0; i-- {
				if starts[i] > rv.step {
					n = starts[i]
				}
			}
		}
	default:
		k, err := strconv.Atoi(to)
		if err != nil {
			return false
		}
		n = k
	}
	n = max(0, min(n, last))
	if n == rv.step {
		return false
	}
	rv.step, rv.try = n, nil
	return true
}

// reviewOutcome is what a review's button asks of the page around it.
type reviewOutcome uint8

const (
	reviewStays  reviewOutcome = iota // the review changed (or not) and stays
	reviewClosed                      // back to where the review was opened from
	reviewPlays                       // start the copy of the game at the step (Play from here)
)

// act does what a button of the review's menu or dialogs says (data-act).
func (rv *reviewState) act(act string) reviewOutcome {
	switch act {
	case "close":
		return reviewClosed
	case "graph":
		rv.graph = !rv.graph
	case "play":
		rv.play, rv.err = rv.r.Over() && rv.step < rv.r.N(), ""
	case "playno":
		rv.play = false
	case "playgo":
		return reviewPlays
	// the coach (coach.go): "coach" opens or closes its panel (opening it starts the grading,
	// web/table.js), "try" opens Try another move at the step shown, "tryno" closes it (the
	// verdicts come as "bbcoach" events: coachLinesCame)
	case "coach":
		rv.coach = !rv.coach
		rv.ask = rv.coach
	case "try":
		if _, _, ok := rv.r.Verdict(rv.step); ok {
			rv.try = &tryState{n: rv.step}
			rv.step--
		}
	case "tryno":
		if t := rv.try; t != nil {
			rv.try, rv.step = nil, t.n
		}
		rv.drill = nil
	case "drill": // Learn from your mistakes: the first of them
		if rv.drill = rv.mistakes(); len(rv.drill) > 0 {
			rv.drillAt = -1
			rv.drillNext()
		}
	case "drillnext":
		rv.drillNext()
	case "tryagain": // back to the table before the decision, to try another
		if t := rv.try; t != nil {
			t.res, t.grade, t.after = "", 0, nil
		}
	case "tryplay": // play on from the table after the move tried
		if t := rv.try; t != nil && t.after != nil && rv.r.Over() {
			return reviewPlays
		}
	}
	return reviewStays
}

// focusSeat brings seat p's board large in the step's table, or back.
func (rv *reviewState) focusSeat(p int) {
	if rv.focus == p {
		rv.focus = -1
	} else {
		rv.focus = p
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
	if err == nil && rv.try != nil && rv.try.after != nil {
		// from the move tried in Try another move, not the one played
		err = s.Apply(rv.try.tried)
	}
	if err != nil {
		rv.err = err.Error()
		return
	}
	c.rv, c.screen = nil, noScreen
	c.resume(ctx, s)
}

// button is a button as HTML: id, class, data attribute (name="value"), its name for screen
// readers and the pointer ("" when its text says it) and its text.
func button(id, cls, data, label, text string) string {
	if label != "" {
		label = ` aria-label="` + esc(label) + `" title="` + esc(label) + `"`
	}
	return `<button type="button" id="` + id + `" class="btn ` + cls + `" ` + data + label + `>` + esc(text) + `</button>`
}

// view is the review screen at its step.
func (rv *reviewState) view() reviewView {
	r, n := rv.r, rv.step
	// the coach's words of the decision that led to step n, and Try another move, on the
	// table before it (At reuses one game: these come first)
	vd, made, graded := r.Verdict(n)
	var best, try string
	if graded && vd.Best != made && r.HandShown(r.Log()[n-1].Player) {
		best = choiceDetail(r.At(n-1).Game(), vd.Best)
	}
	var bestWhy string
	if t := rv.try; t != nil {
		// the best move and the move played are marked on the table (data-best, data-played);
		// the best's reasons say why
		tv, tmade, tgraded := r.Verdict(t.n)
		seat := r.Log()[t.n-1].Player
		bk := ""
		if tgraded && r.HandShown(seat) {
			bk = tv.Best.Key()
			if t.why == "" {
				t.why = bestWhyText(r.At(t.n-1), tv.Best)
			}
			bestWhy = t.why
		}
		try = tryBody(r.At(t.n-1), r.Log()[t.n-1], bk, tmade.Key())
	}
	s := r.At(n)
	g := s.Game()
	// the table of the step, drawn as the table is in play from a table state of its own that
	// knows it is a review's: nothing to choose, only the hands the review may show; in Try
	// another move, the decision's choices to try on the table, then the table after the move
	// tried
	sub := &tableState{s: s, step: r, focusOpp: rv.focus, selDie: -1}
	if t := rv.try; t != nil {
		if t.after != nil {
			s = t.after
			g = s.Game()
			sub.s = s
		} else {
			sub.tryOn, sub.selDie, sub.selBuild, sub.godOpen, sub.hutFrom = true, rv.selDie, rv.selBuild, rv.godOpen, rv.hutFrom
		}
	}
	v := reviewView{Live: !r.Over(), Step: n, N: r.N(), Graph: rv.graph, Table: sub.tableView(g, false), CoachKey: rv.cKey}
	seats := sub.looks()
	var marks, lines []string
	for _, k := range r.Starts(false) {
		marks = append(marks, strconv.Itoa(k))
	}
	v.Marks = strings.Join(marks, ",")
	who := -1
	switch {
	case rv.try != nil:
		// Try another move: the decision to take again, in the words the table says it in play
		// (what happened at the step before is the previous step's to tell)
		tg := r.At(rv.try.n - 1).Game()
		who = tg.Prompt().Player
		lines = []string{promptText(tg, tg.Legal(), nameOf(s, who))}
		if bestWhy != "" {
			lines = append(lines, bestWhy)
		}
	case n == 0:
		lines = []string{T("review.setup")}
	default:
		e := r.Log()[n-1]
		who = e.Player
		for i, st := range r.Told(n) {
			t := recapStepText(s, st)
			if i == 0 && t == "" {
				t = choiceText(s, e)
			}
			if t != "" {
				lines = append(lines, t)
			}
		}
		for _, t := range r.Setup().Takeovers {
			if t.At == n {
				lines = append(lines, takeoverText(s, t))
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
	v.ValueText = T("review.valuetext", n, r.N(), lines[0])
	if graded && rv.try == nil {
		v.ValueText = T("text.sentences", verdictText(vd, best, false)+".", v.ValueText)
		lines = append(lines, verdictText(vd, best, true))
	}
	if t := rv.try; t != nil {
		graded, vd.Grade = t.res != "", t.grade
		if graded {
			lines = append(lines, t.res)
		}
	}
	var b strings.Builder
	for i, l := range lines {
		if graded && i == len(lines)-1 {
			b.WriteString(`<li class="rv-grade g` + strconv.Itoa(vd.Grade) + `">`)
		} else {
			b.WriteString("<li>")
		}
		if i == 0 && who >= 0 {
			b.WriteString(markerSVG(seats[who].Colour, who, 14) + " ")
		}
		b.WriteString(esc(l) + "</li>")
	}
	v.Lines = `<ul class="rv-lines">` + b.String() + `</ul>`

	// the header: the chips of the seats in turn order, the one who decided marked
	b.Reset()
	for i, ch := range v.Table.Top.Chips {
		cls := "chip"
		if ch.Seat == who {
			cls += " active"
		}
		b.WriteString(`<li class="` + cls + `" title="` + esc(ch.Breakdown) + `"><span class="ord">` + strconv.Itoa(i+1) + `</span>` +
			markerSVG(ch.Look.Colour, ch.Seat, 14) + `<span class="nm">` + esc(ch.Look.Name) + `</span><span class="vp">` +
			esc(T("vp.short", ch.Score)) + `<span class="vpu">` + esc(T("vp.unit")) + `</span></span></li>`)
	}
	v.Where = `<div class="rv-where"><div class="round"><span class="rnd">` + esc(T("round.of", max(g.Round(), 1), engine.Rounds)) +
		`</span><span class="stage">` + esc(stageName(g.Stage())) + `</span></div><ol class="order" aria-label="` + esc(T("order.label")) +
		`">` + b.String() + `</ol></div>`
	v.Head = `<div class="rv-head">` + button("review-close", "ghost", `data-act="close"`, "", T("review.close")) +
		`<h1 class="brand" title="` + esc(T("review.of", joinList(isolateAll(s.Setup().Names)))) + `">` + esc(T("review.title")) + `</h1></div>`
	menu := button("review-graph", "ghost", `data-act="graph" aria-controls="graph" aria-expanded="`+strconv.FormatBool(rv.graph)+`"`, "", T("review.graph"))
	if r.Over() && n < r.N() && rv.try == nil {
		menu += button("review-play", "ghost", `data-act="play"`, "", T("review.play"))
	}
	if graded && rv.try == nil {
		menu += button("review-try", "ghost", `data-act="try"`, "", T("coach.try"))
	}
	if rv.try == nil && r.Over() && len(rv.mistakes()) > 0 {
		menu += button("review-drill", "ghost", `data-act="drill"`, "", T("coach.drill"))
	}
	if rv.drill != nil && rv.try != nil {
		next := T("coach.drillnext", rv.drillAt+1, len(rv.drill))
		if rv.drillAt == len(rv.drill)-1 {
			next = T("coach.drilldone")
		}
		menu += button("review-drillnext", "ghost", `data-act="drillnext"`, "", next)
	}
	if t := rv.try; t != nil && t.after != nil {
		menu += button("review-tryagain", "ghost", `data-act="tryagain"`, "", T("coach.tryagain"))
		if r.Over() {
			menu += button("review-tryplay", "ghost", `data-act="tryplay"`, "", T("coach.tryplay"))
		}
	}
	if rv.cKey != "" {
		menu += button("review-coach", "ghost",
			`data-act="coach" aria-expanded="`+strconv.FormatBool(rv.coach)+`"`, "", T("review.coach"))
	}
	v.Menu = `<nav class="menu">` + menu + `</nav>`
	v.Left = `<span class="tl-side">` + button("rv-prev-round", "tl-btn", `data-to="prevround"`, T("review.prevround"), "«") +
		button("rv-prev", "tl-btn", `data-to="prev"`, T("review.prev"), "◀") + `</span>`
	v.Right = `<span class="tl-side">` + button("rv-next", "tl-btn", `data-to="next"`, T("review.next"), "▶") +
		button("rv-next-round", "tl-btn", `data-to="nextround"`, T("review.nextround"), "»") +
		`<span id="rv-count" class="rv-count">` + esc(T("review.count", n, r.N())) + `</span></span>`
	at := pct(100 * float64(n) / float64(max(r.N(), 1)))
	b.Reset()
	// the coach's marks at the inaccuracies, mistakes and blunders, then the rounds' ticks
	b.WriteString(`<span class="tl-gms" aria-hidden="true">`)
	for k, st := range r.Steps() {
		if bot.Grade(st.Note.Grade).Bad() {
			b.WriteString(`<span class="tl-gm g` + strconv.Itoa(st.Note.Grade) + `" data-left="` + pct(100*float64(k)/float64(max(r.N(), 1))) + `"></span>`)
		}
	}
	b.WriteString(`</span>`)
	for _, k := range r.Starts(true) {
		b.WriteString(`<span class="tl-tick" data-left="` + pct(100*float64(k)/float64(max(r.N(), 1))) + `"></span>`)
	}
	v.Track = `<div class="tl-track">` + b.String() + `<div class="tl-fill" data-width="` + at + `"></div><div class="tl-thumb" data-left="` +
		at + `"></div></div>`

	if rv.graph {
		if rv.gLang != Language() {
			rv.g, rv.gLang = graphOf(r, g.NumPlayers(), seats), Language()
		}
		v.G = rv.g
	}
	if rv.coach && rv.cKey != "" {
		if rv.gLang != Language() {
			rv.g, rv.gLang = graphOf(r, g.NumPlayers(), seats), Language()
		}
		// web/table.js draws the panel in #coachp: the words, the game (its key, the decisions
		// to grade, whether to start, its engine code, the rolls to weigh), the score graph's seats and rounds, and
		// the coach's figures (coach.FiguresOf)
		try += `<div id="coachp" data-at="` + rv.cKey + " " + strconv.Itoa(r.CoachTotal()) + " " +
			strconv.FormatBool(rv.ask) + " " + r.CoachCode() + " " + strconv.Itoa(r.CoachRolls()) + `" data-g="` + esc(rv.g.Data) +
			`" data-f="` + esc(figuresJSON(r.Figures(), r.Luck(), reviewPeople(r.Setup()))) + `"></div>`
	}
	if try != "" {
		v.Coach = `<section id="coach" class="coach" aria-label="` + esc(T("review.coach")) + `" data-w="` + esc(coachWords()) + `">` + try + `</section>`
	}
	if rv.play {
		v.Play = playBody(s, seats, n, rv.err)
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

func (v *reviewView) draw(act actions) app.UI {
	return app.Div().ID("review").Class("screen table review", "np"+strconv.Itoa(v.Table.NP)).Attr("data-coach", v.CoachKey).Body(
		app.Header().Class("topbar").OnClick(act.onReviewClick).Body(app.Raw(v.Head), app.Raw(v.Where), app.Raw(v.Menu),
			app.If(v.Coach != "", func() app.UI { return app.Raw(v.Coach) })),
		app.Section().Class("rvbar").Aria("label", T("review.timeline")).Body(
			app.Div().Class("tl").OnClick(act.onReviewClick).Body(
				app.Raw(v.Left),
				app.Div().ID("timeline").Class("tl-slider").Role("slider").TabIndex(0).
					Aria("label", T("review.slider")).Aria("valuemin", 0).Aria("valuemax", v.N).Aria("valuenow", v.Step).
					Aria("valuetext", v.ValueText).Attr("data-marks", v.Marks).On("step", act.onReviewClick).Body(app.Raw(v.Track)),
				app.Raw(v.Right),
			),
			app.Div().ID("rv-step").Class("rv-step").Aria("live", "polite").TabIndex(0).Body(app.Raw(v.Lines)),
			app.If(v.Live, func() app.UI { return app.P().ID("rv-live").Class("rv-live muted").Text(T("review.live")) }),
		),
		app.If(v.Graph, func() app.UI { return graphUI(act, &v.G, v.Step) }),
		gridUI(act, &v.Table),
		app.If(v.Play != "", func() app.UI {
			return app.Div().Class("overlay").Body(
				app.Div().ID("play-dialog").Class("panel small save-dialog").Role("dialog").Aria("modal", "true").
					Aria("labelledby", "play-title").OnClick(act.onReviewClick).Body(app.Raw(v.Play)))
		}),
	)
}

// playBody is the Play from here dialog: who plays each seat of the copy that starts at step n.
func playBody(s *gameapp.Session, seats seatLooks, n int, err string) string {
	var b strings.Builder
	b.WriteString(`<div><h2 id="play-title">` + esc(T("review.play")) + `</h2><p>` + esc(T("play.body", n)) + `</p><div class="seats">`)
	for p := range s.Setup().Names {
		id := "play-kind-" + strconv.Itoa(p)
		b.WriteString(`<div class="seat-row">` + markerSVG(seats[p].Colour, p, 22) + `<label for="` + id + `" class="seat-name">` +
			esc(seats[p].Name) + `</label><select id="` + id + `" class="kind-select">`)
		for _, k := range gameapp.SeatKinds {
			if k == gameapp.Remote {
				continue // a copy is played on this device
			}
			sel := ""
			if k == s.SeatKind(p) {
				sel = " selected"
			}
			b.WriteString(`<option value="` + k.String() + `"` + sel + `>` + esc(seatKindLabel(k)) + `</option>`)
		}
		b.WriteString(`</select></div>`)
	}
	b.WriteString(`</div>`)
	if err != "" {
		b.WriteString(`<p class="error" role="alert">` + esc(err) + `</p>`)
	}
	return b.String() + `<div class="row">` + button("play-go", "primary", `data-act="playgo"`, "", T("play.start")) +
		button("play-cancel", "ghost", `data-act="playno" data-dismiss="1"`, "", T("import.cancel")) + `</div></div>`
}

// reviewPeople are the seats whose key moments the coach shows first: the people of this
// device (the review is theirs), else every person of the game; none in a game of computers.
func reviewPeople(st gameapp.Setup) []int {
	var here, people []int
	for p := range st.Names {
		switch k := st.Seat(p); {
		case k == gameapp.Person:
			here = append(here, p)
			people = append(people, p)
		case !k.IsBot():
			people = append(people, p)
		}
	}
	if len(here) > 0 {
		return here
	}
	return people
}

// mistakes are the steps (of the decision that led to each) of this device's people's graded
// mistakes and blunders, in the order of the game.
func (rv *reviewState) mistakes() []int {
	people := reviewPeople(rv.r.Setup())
	var out []int
	for n := 1; n <= rv.r.N(); n++ {
		v, _, ok := rv.r.Verdict(n)
		if ok && bot.Grade(v.Grade).Bad() && v.Grade >= int(bot.GradeMistake) && slices.Contains(people, rv.r.Log()[n-1].Player) {
			out = append(out, n)
		}
	}
	return out
}

// drillNext goes to the next mistake of the drill, to try it again; after the last the drill
// ends where it stands.
func (rv *reviewState) drillNext() {
	rv.drillAt++
	if rv.drillAt >= len(rv.drill) {
		if t := rv.try; t != nil {
			rv.step = t.n
		}
		rv.try, rv.drill = nil, nil
		return
	}
	n := rv.drill[rv.drillAt]
	rv.try, rv.step = &tryState{n: n}, n-1
	rv.selDie, rv.selBuild, rv.godOpen, rv.hutFrom = -1, 0, 0, 0
}
