package components

import (
	"strconv"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// startView is the first screen: the new-game form and the saved games.
type startView struct {
	Form     gameapp.NewGameForm
	Problems [4]string // what is wrong with each seat's name, in words ("" when nothing)
	Chars    [4]int    // characters of each seat's name
	Err      string
	Speed    string
	Saves    savesView
}

func (v *startView) draw(act actions) app.UI {
	f := &v.Form
	var seats []app.UI
	// The page the site generator draws (preRendering) has every seat, those beyond the
	// players hidden: web/early.js shows them when the player count changes before the start.
	n := f.N
	if preRendering && !v.Saves.Mounted {
		n = len(f.Names)
	}
	for i := 0; i < n; i++ {
		var opts []app.UI
		for c := range palette {
			opts = append(opts, option(strconv.Itoa(c), T("colour."+palette[c].key), f.Colours[i] == c))
		}
		si := strconv.Itoa(i)
		problem := v.Problems[i]
		name := app.Input().ID("name-"+si).Class("name-input").Type("text").
			Attr("data-seat", si).Attr("autocomplete", "off").Value(f.Names[i]).
			Aria("label", T("setup.nameof", i+1)).Aria("describedby", "name-hint name-count-"+si).
			OnInput(act.onName).OnChange(act.onName)
		countCls := "name-count"
		if problem != "" {
			name = name.Aria("invalid", "true")
			countCls += " bad"
		}
		row := app.Div().Class("seat-row")
		if preRendering && i >= f.N {
			row = row.Attr("hidden", "hidden") // (never hidden="false": in HTML that hides too)
		}
		seats = append(seats, row.Body(
			app.Raw(markerSVG(f.Colours[i], i, 28)),
			app.Label().For("name-"+si).Class("sr-only").Text(T("setup.nameof", i+1)),
			app.Div().Class("name-field").Body(
				name,
				app.Span().ID("name-count-"+si).Class(countCls).Title(T("setup.name.count", v.Chars[i], gameapp.MaxNameChars)).
					Text(T("setup.name.counter", v.Chars[i], gameapp.MaxNameChars)),
			),
			app.Select().Class("colour-select").Attr("data-seat", si).
				Aria("label", T("setup.colourof", i+1)).OnChange(act.onColour).Body(opts...),
			app.Select().ID("kind-"+si).Class("kind-select").Attr("data-seat", si).
				Aria("label", T("setup.kindof", i+1)).OnChange(act.onSeatKindForm).Body(seatKindOptions(f.Kinds[i])...),
		))
		if problem != "" {
			seats = append(seats, app.P().ID("name-problem-"+si).Class("error name-problem").Role("alert").Text(problem))
		}
	}
	var counts []app.UI
	for n := 2; n <= 4; n++ {
		cls := "btn seg"
		if f.N == n {
			cls += " on"
		}
		counts = append(counts, app.Button().Class(cls).Attr("data-n", strconv.Itoa(n)).
			Aria("pressed", f.N == n).Text(plural("setup.players", n)).OnClick(act.onPlayers))
	}
	return app.Div().Class("screen start").Body(
		app.Header().Class("start-head").Body(
			app.Raw(logoSVG),
			app.H1().Text(T("app.title")),
			app.P().Class("tagline").Text(T("app.tagline")),
			langSelect(act, "lang-start", ""),
		),
		app.Main().Class("start-grid").Body(
			app.Section().Class("learn").Aria("labelledby", "learn").Body(
				app.Button().ID("learn").Class("btn big").Attr("data-guide", "learn").Text(T("learn.button")).OnClick(act.onGuide),
				app.P().Class("muted").Text(T("learn.body")),
			),
			app.Section().Class("new-game").Aria("label", T("setup.new")).Body(
				app.H2().Text(T("setup.new")),
				app.Div().Class("seg-row").Role("group").Aria("label", T("setup.count")).Body(counts...),
				app.P().ID("name-hint").Class("muted name-hint").Text(T("setup.name.hint", gameapp.MaxNameChars)),
				app.Div().Class("seats").Body(seats...),
				app.Details().Class("more").Body(
					app.Summary().Text(T("setup.options")),
					app.Label().Class("opt").Body(
						checkbox("open-hands", f.OpenHands).OnChange(act.onOpenHands),
						app.Span().Text(T("setup.openhands")),
					),
					speedSelect(act, "speed-start", v.Speed),
					app.Label().Class("opt").For("seed").Text(T("setup.seed")),
					app.Input().ID("seed").Type("text").Attr("inputmode", "numeric").Class("seed-input").
						Placeholder(T("setup.seedhint")).Value(f.Seed).OnChange(act.onSeed),
				),
				app.If(v.Err != "", func() app.UI { return app.P().Class("error").Role("alert").Text(v.Err) }),
				app.Button().ID("start-game").Class("btn big primary").Text(T("setup.start")).OnClick(act.onStart),
			),
			app.Div().ID("saved-games").Class("saved-slot").Body(&part{Lang: Language(), Act: act, View: &v.Saves}),
		),
		app.Footer().Class("start-foot").Body(
			app.Button().Class("btn ghost").ID("open-rules").Text(T("menu.rules")).OnClick(act.onRules),
			app.Span().Class("muted").Text(T("app.fanmade")),
		),
	)
}
