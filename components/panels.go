package components

import (
	"strconv"

	gameapp "borabora/app"
	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// ---- action log ----

func logLines(s *gameapp.Session, max int) []app.UI {
	log := s.Log()
	var out []app.UI
	for i := len(log) - 1; i >= 0 && len(out) < max; i-- {
		e := log[i]
		var lines []app.UI
		for _, ev := range e.Events {
			if t := eventText(s, ev); t != "" {
				lines = append(lines, app.Li().Class("ev", "ev-"+strconv.Itoa(int(ev.Kind))).Text(t))
			}
		}
		if len(lines) == 0 {
			continue
		}
		out = append(out, app.Li().Class("step").Body(
			app.Span().Class("rnd").Text(T("log.round", e.Round)),
			app.Ul().Body(lines...),
		))
	}
	return out
}

func (v *tview) logPanel() app.UI {
	return app.Aside().ID("log").Class("drawer").Aria("label", T("menu.log")).Body(
		app.Div().Class("drawer-head").Body(
			app.H2().Text(T("log.title")),
			app.Button().Class("btn ghost").Aria("label", T("panel.close")).Text("✕").OnClick(v.r.onClosePanel),
		),
		app.Ol().Class("loglist").Body(logLines(v.s, 200)...),
	)
}

// ---- score breakdown ----

func scoreTable(s *gameapp.Session, g *engine.Game, seats []int, final bool) app.UI {
	head := []app.UI{app.Th().Scope("col").Text(T("score.source"))}
	for _, p := range seats {
		head = append(head, app.Th().Scope("col").Body(app.Raw(markerSVG(s.Colour(p), p, 12)), app.Text(" "+nameOf(s, p)), botTag(s, p)))
	}
	var rows []app.UI
	for src := engine.Source(0); src < engine.NumSources; src++ {
		any := false
		for _, p := range seats {
			if g.Breakdown(p)[src] != 0 {
				any = true
			}
		}
		if !any && !final {
			continue
		}
		cells := []app.UI{app.Th().Scope("row").Text(sourceName(src))}
		for _, p := range seats {
			cells = append(cells, app.Td().Text(strconv.Itoa(g.Breakdown(p)[src])))
		}
		rows = append(rows, app.Tr().Body(cells...))
	}
	total := []app.UI{app.Th().Scope("row").Text(T("score.total"))}
	for _, p := range seats {
		total = append(total, app.Td().Class("total").Text(strconv.Itoa(g.Score(p))))
	}
	rows = append(rows, app.Tr().Class("totalrow").Body(total...))
	return app.Table().Class("scores").Body(
		app.THead().Body(app.Tr().Body(head...)),
		app.TBody().Body(rows...),
	)
}

func (v *tview) scorePanel() app.UI {
	var seats []int
	for i := 0; i < v.g.NumPlayers(); i++ {
		seats = append(seats, v.g.SeatAt(i))
	}
	return app.Aside().ID("scores").Class("drawer").Aria("label", T("menu.scores")).Body(
		app.Div().Class("drawer-head").Body(
			app.H2().Text(T("score.live")),
			app.Button().Class("btn ghost").Aria("label", T("panel.close")).Text("✕").OnClick(v.r.onClosePanel),
		),
		scoreTable(v.s, v.g, seats, false),
	)
}

// ---- final score sheet ----

func (r *Root) renderScoreSheet() app.UI {
	s := r.s
	g := s.Game()
	rank := g.Ranking()
	w := rank[0]
	tie := len(rank) > 1 && g.Score(rank[0]) == g.Score(rank[1])
	var places []app.UI
	for i, p := range rank {
		places = append(places, app.Li().Class("place").Body(
			app.Span().Class("pos").Text(T("score.place", i+1)),
			app.Raw(markerSVG(s.Colour(p), p, 18)),
			app.Span().Class("nm").Title(nameOf(s, p)).Text(nameOf(s, p)),
			botTag(s, p),
			app.Span().Class("vp").Text(T("vp.long", g.Score(p))),
		))
	}
	return app.Div().ID("score-sheet").Class("screen final").Body(
		app.Div().Class("final-card").Body(
			app.Raw(logoSVG),
			app.H1().Text(T("score.title")),
			app.P().ID("winner").Class("winner").Attr("data-winner", strconv.Itoa(w)).Text(T("score.winner", nameOf(s, w), g.Score(w))),
			app.If(tie, func() app.UI { return app.P().Class("tie").Text(T("score.tiebreak")) }),
			app.Ol().Class("ranking").Body(places...),
			scoreTable(s, g, rank, true),
			app.Div().Class("row").Body(
				app.Button().ID("final-new").Class("btn primary").Text(T("menu.new")).OnClick(r.onNewGame),
				app.If(r.sv != nil, func() app.UI {
					return app.Button().ID("open-export").Class("btn").Text(T("menu.export")).OnClick(r.onOpenExport)
				}),
				app.Button().ID("final-rules").Class("btn ghost").Text(T("menu.rules")).OnClick(r.onFinalRules),
			),
			app.Details().Class("finallog").Body(
				app.Summary().Text(T("log.title")),
				app.Ol().Class("loglist").Body(logLines(s, 60)...),
			),
		),
	)
}

// ---- rules help ----

func (r *Root) renderRules() app.UI {
	var secs []app.UI
	for _, k := range rulesSections {
		var ps []app.UI
		for i := 1; ; i++ {
			key := "rules." + k + "." + strconv.Itoa(i)
			if _, ok := catalogEN[key]; !ok {
				break
			}
			ps = append(ps, app.P().Text(T(key)))
		}
		secs = append(secs, app.Section().Body(app.H3().Text(T("rules."+k)), app.Div().Body(ps...)))
	}
	return app.Div().Class("overlay").Role("dialog").Aria("modal", "true").Aria("labelledby", "rules-title").OnKeyDown(r.onDialogKey).Body(
		app.Div().ID("rules").Class("panel rules").Body(
			app.Div().Class("drawer-head").Body(
				app.H2().ID("rules-title").Text(T("rules.title")),
				app.Button().ID("close-rules").Class("btn ghost").Aria("label", T("panel.close")).Text("✕").OnClick(r.onClosePanel),
			),
			app.Div().Class("rules-body").Body(secs...),
		),
	)
}

var rulesSections = []string{"goal", "round", "dice", "actions", "gods", "phaseb", "phasec", "end", "rulings", "designed", "app"}
