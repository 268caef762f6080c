package components

import (
	"fmt"
	"strconv"

	gameapp "borabora/app"
	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// tview is what one render of the table needs: the game, the legal choices sorted by where
// they sit on the table, and the turn's UI selections.
type tview struct {
	r       *Root
	s       *gameapp.Session
	g       *engine.Game
	pr      engine.Prompt
	legal   []engine.Choice
	primary map[string]engine.Choice
	bar     []engine.Choice
	die     int // die chosen for placement (-1 when not placing)
	build   int // building value chosen (0 when not building)
	builds  []int
	bot     bool // a computer player decides: nothing on the table can be clicked
	// covered: the pass-device screen lies over the table. Nothing that depends on the
	// deciding player's hidden cards is drawn (no choices, no reasons, a neutral prompt),
	// so the page holds nothing about that hand before its owner takes the device.
	covered bool
}

// loc says where a choice sits on the table ("" for choices that only the prompt bar offers).
func (v *tview) loc(c engine.Choice) string {
	a, b := int(c.A), int(c.B)
	switch c.Kind {
	case engine.KStartHut, engine.KExpand:
		return "region." + strconv.Itoa(a)
	case engine.KPlaceMaterial:
		return "cer." + strconv.Itoa(a)
	case engine.KPlaceDie:
		if a == v.die {
			return "action." + strconv.Itoa(b)
		}
		return "-"
	case engine.KTakePerson:
		return fmt.Sprintf("disp.%d.%d", a, b)
	case engine.KTattoo, engine.KShell:
		return "person." + strconv.Itoa(a)
	case engine.KDrawCard:
		return "card." + strconv.Itoa(a)
	case engine.KGainMaterial:
		if a >= engine.BesideBase {
			return "beside." + strconv.Itoa(a-engine.BesideBase)
		}
		return "cer." + strconv.Itoa(a)
	case engine.KTemple:
		return "temple." + strconv.Itoa(a)
	case engine.KBuild:
		if a == v.build {
			return "pair." + strconv.Itoa(b)
		}
		return "-"
	case engine.KBuyJewel:
		return "jewel." + strconv.Itoa(a)
	case engine.KCompleteTask, engine.KSurrenderTask:
		return "task." + strconv.Itoa(a)
	case engine.KTakeTask:
		return "tdisp." + strconv.Itoa(a)
	}
	return ""
}

func (r *Root) view() *tview { return r.viewOf(r.s.Game(), r.needsPass()) }

// viewOf is the view of game g (the session's game, or in tests a game with the same public
// state); covered draws it as it lies under the pass-device screen.
func (r *Root) viewOf(g *engine.Game, covered bool) *tview {
	v := &tview{r: r, s: r.s, g: g, pr: g.Prompt(), primary: map[string]engine.Choice{}, die: -1}
	if covered {
		v.covered = true
		return v
	}
	v.legal = g.Legal()
	if _, bot := r.s.BotTurn(); bot {
		v.bot = true
		return v
	}
	if v.pr.Kind == engine.PromptPlaceDie {
		first := -1
		for _, c := range v.legal {
			if c.Kind == engine.KPlaceDie {
				if int(c.A) == r.selDie {
					v.die = r.selDie
				}
				if first < 0 {
					first = int(c.A)
				}
			}
		}
		if v.die < 0 {
			v.die = first
		}
	}
	if v.pr.Kind == engine.PromptBuild {
		seen := map[int]bool{}
		for _, c := range v.legal {
			if c.Kind == engine.KBuild && !seen[int(c.A)] {
				seen[int(c.A)] = true
				v.builds = append(v.builds, int(c.A))
				if int(c.A) == r.selBuild {
					v.build = r.selBuild
				}
			}
		}
		if v.build == 0 && len(v.builds) > 0 {
			v.build = v.builds[0]
		}
	}
	for _, c := range v.legal {
		l := v.loc(c)
		switch {
		case l == "-":
		case l == "":
			v.bar = append(v.bar, c)
		default:
			if _, ok := v.primary[l]; ok {
				v.bar = append(v.bar, c) // a second choice at one place: offered in the bar too
			} else {
				v.primary[l] = c
				if c.Kind == engine.KTattoo || c.Kind == engine.KShell {
					v.bar = append(v.bar, c)
				}
			}
		}
	}
	// an Expand region whose first choice takes a hut from a person space also offers the 12th
	// space in the bar; say so by listing the first one there as well
	for _, c := range v.bar {
		if c.Kind == engine.KExpand && c.B == 1 {
			if p, ok := v.primary[v.loc(c)]; ok && p.B == 0 {
				v.bar = append([]engine.Choice{p}, v.bar...)
			}
		}
	}
	return v
}

// spot renders a place on the table: a live button when a legal choice sits there, a focusable
// but disabled button with the reason when reason is set, else plain content.
func (v *tview) spot(loc, cls, label, reason string, body ...app.UI) app.UI {
	if c, ok := v.primary[loc]; ok {
		return app.Button().Type("button").Class(cls, "hot").Attr("data-choice", choiceKey(c)).
			Aria("label", label+" — "+choiceLabel(v.g, c)).Title(choiceLabel(v.g, c)).
			OnClick(v.r.onChoice).Body(body...)
	}
	if reason != "" {
		id := "why-" + sanitizeID(loc)
		return app.Button().Type("button").Class(cls, "off").Aria("disabled", "true").
			Aria("label", label).Aria("describedby", id).Title(reason).Body(
			append(body, app.Span().ID(id).Class("why").Text(reason))...)
	}
	return app.Div().Class(cls).Aria("label", label).Title(label).Body(body...)
}

func sanitizeID(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c == '.' {
			b[i] = '-'
		}
	}
	return string(b)
}

func (v *tview) barButton(c engine.Choice) app.UI {
	cls := "btn choice"
	if c.Kind == engine.KPass {
		cls += " pass"
	}
	return app.Button().Type("button").Class(cls).Attr("data-choice", choiceKey(c)).
		Text(choiceLabel(v.g, c)).OnClick(v.r.onChoice)
}

func (v *tview) seatName(p int) string { return nameOf(v.s, p) }

func (v *tview) col(p int) int { return v.s.Colour(p) }

// renderTable draws the table; covered means the pass-device screen lies over it, so the table
// is inert (no focus, no clicks) and hidden from screen readers.
func (r *Root) renderTable(covered bool) app.UI {
	return r.renderTableView(r.viewOf(r.s.Game(), covered))
}

// renderTableView draws the table of view v.
func (r *Root) renderTableView(v *tview) app.UI {
	covered := v.covered
	r.tv = v
	focus := v.pr.Player
	if v.s.People() == 1 && v.s.IsBot(focus) {
		// one person against computers: their own board stays in front while computers play
		for p := 0; p < v.g.NumPlayers(); p++ {
			if !v.s.IsBot(p) {
				focus = p
			}
		}
	}
	if r.focusOpp >= 0 && r.focusOpp < v.g.NumPlayers() {
		focus = r.focusOpp
	}
	var others []app.UI
	for i := 0; i < v.g.NumPlayers(); i++ {
		p := v.g.SeatAt(i)
		if p != focus {
			others = append(others, &boardPart{R: r, Seat: p, Key: v.compactKey(p)})
		}
	}
	tbl := app.Div().Class("screen table", fmt.Sprintf("np%d", v.g.NumPlayers())).Attr("data-moves", len(v.s.Log()))
	if covered {
		tbl = tbl.Attr("inert", "inert").Aria("hidden", "true")
	}
	return tbl.Body(
		v.header(),
		v.promptBar(),
		app.Main().Class("tablegrid").Body(
			app.Section().Class("col col-a").Aria("label", T("area.island")).Body(
				v.part("map"),
				v.part("actions"),
			),
			app.Section().Class("col col-b").Aria("label", T("area.supply")).Body(
				v.part("temple"),
				v.part("status"),
				v.part("displays"),
				v.part("tasks"),
				v.part("jewelry"),
				v.part("market"),
			),
			app.Section().Class("col col-c").Aria("label", T("area.players")).Body(
				v.playerBoard(focus),
				app.Div().Class("others").Body(others...),
			),
		),
		app.If(r.panel == "log", func() app.UI { return v.logPanel() }),
		app.If(r.panel == "scores", func() app.UI { return v.scorePanel() }),
		app.If(r.panel == "confirm-new", func() app.UI { return r.confirmNew() }),
		app.If(r.panel == "seats", func() app.UI { return v.seatsPanel() }),
	)
}

func (r *Root) confirmNew() app.UI {
	return app.Div().Class("overlay").Role("dialog").Aria("modal", "true").Aria("label", T("confirm.title")).Body(
		app.Div().Class("panel small").Body(
			app.H2().Text(T("confirm.title")),
			app.P().Text(r.confirmNewBody()),
			app.Div().Class("row").Body(
				app.Button().ID("confirm-new").Class("btn primary").Text(T("confirm.yes")).OnClick(r.onNewGame),
				app.Button().Class("btn ghost").Text(T("confirm.no")).OnClick(r.onClosePanel),
			),
		),
	)
}

func (v *tview) header() app.UI {
	g := v.g
	var chips []app.UI
	for i := 0; i < g.NumPlayers(); i++ {
		p := g.SeatAt(i)
		cls := "chip"
		if p == v.pr.Player {
			cls += " active"
		}
		tag := botTag(v.s, p)
		if v.s.IsBot(p) {
			cls += " bot"
		}
		chips = append(chips, app.Li().Class(cls).Title(breakdownText(g, p)).Body(
			app.Span().Class("ord").Text(strconv.Itoa(i+1)),
			app.Raw(markerSVG(v.col(p), p, 14)),
			app.Span().Class("nm").Title(v.seatName(p)).Text(v.seatName(p)),
			tag,
			app.Span().Class("vp").Text(T("vp.short", g.Score(p))),
		))
	}
	return app.Header().Class("topbar").Body(
		app.Div().Class("brand").Text(T("app.title")),
		app.Div().Class("round").Body(
			app.Span().Class("rnd").Text(T("round.of", int(g.Round()), engine.Rounds)),
			app.Span().Class("stage").Text(stageName(g.Stage())),
		),
		app.Ol().Class("order").Aria("label", T("order.label")).Body(chips...),
		app.Nav().Class("menu").Body(
			app.Button().ID("undo").Class("btn ghost").Disabled(!v.s.CanUndo()).Title(undoTitle(v)).
				Aria("label", undoLabel(v)).
				Text(T("menu.undo")).OnClick(v.r.onUndo),
			app.Button().ID("open-scores").Class("btn ghost").Aria("expanded", v.r.panel == "scores").Text(T("menu.scores")).OnClick(v.r.onScores),
			app.Button().ID("open-log").Class("btn ghost").Aria("expanded", v.r.panel == "log").Text(T("menu.log")).OnClick(v.r.onLog),
			app.Button().ID("open-rules").Class("btn ghost").Text(T("menu.rules")).OnClick(v.r.onRules),
			app.Button().ID("open-seats").Class("btn ghost").Aria("expanded", v.r.panel == "seats").Text(T("menu.seats")).OnClick(v.r.onSeats),
			app.Button().ID("new-game").Class("btn ghost").Text(T("menu.new")).OnClick(v.r.onNewGame),
			v.r.saveMenu(),
		),
	)
}

// undoLabel names the button with what it would take back (screen readers, and the tests).
func undoLabel(v *tview) string {
	if e, nb, ok := v.s.UndoPreviewBots(); ok {
		if nb > 0 {
			return T("undo.titled", choiceText(v.s, e)) + " " + plural("undo.andbots", nb)
		}
		return T("undo.titled", choiceText(v.s, e))
	}
	return T("menu.undo") + " — " + T("undo.none")
}

func undoTitle(v *tview) string {
	if e, nb, ok := v.s.UndoPreviewBots(); ok {
		if nb > 0 {
			return T("undo.what", nameOf(v.s, e.Player), choiceText(v.s, e)) + " " + plural("undo.andbots", nb)
		}
		return T("undo.what", nameOf(v.s, e.Player), choiceText(v.s, e))
	}
	return T("undo.none")
}

// choiceText describes a logged choice by its first meaningful event.
func choiceText(s *gameapp.Session, e gameapp.LogEntry) string {
	for _, ev := range e.Events {
		if ev.Kind == engine.EvVP || ev.Kind == engine.EvSpend {
			continue
		}
		if t := eventText(s, ev); t != "" {
			return t
		}
	}
	if e.Choice.Kind == engine.KPass {
		return T("undo.passed", nameOf(s, e.Player))
	}
	for _, ev := range e.Events { // only points or payments (a Helper taking points)
		if t := eventText(s, ev); t != "" {
			return t
		}
	}
	return T("undo.lastchoice")
}

func breakdownText(g *engine.Game, p int) string {
	b := g.Breakdown(p)
	out := ""
	for s, n := range b {
		if n != 0 {
			if out != "" {
				out += ", "
			}
			out += fmt.Sprintf("%s %d", sourceName(engine.Source(s)), n)
		}
	}
	if out == "" {
		return T("vp.none")
	}
	return out
}
