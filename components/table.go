package components

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// tableView is the game on the table: the header, the prompt bar, the islands and action
// tiles, the temple, tracks and displays, the player boards, and the panels that open over
// them. Each area is a part of its own (part.go), so a decision draws again only the areas it
// changed.
type tableView struct {
	Moves   int // decisions so far (data-moves, for tests and tools)
	NP      int
	Covered bool // the pass-device screen lies over the table: inert, hidden from screen readers

	Top      topView
	Prompt   promptView
	Map      mapView
	Tiles    tilesView
	Temple   templeView
	Status   statusView
	Displays displaysView
	Tasks    taskDisplayView
	Jewelry  jewelryView
	Cards    cardRowView
	Board    boardView   // the seat in focus, large
	Card     guideCard   // the guide's or the Hint's card (guide.go)
	Others   []boardView // every seat in turn order, compact; the seat in focus Tucked

	Panel   panel          // the open panel
	GiveUp  giveUpDialog   // when asking before a task is given up
	Log     []logSection   // when the log is open
	Scores  scoreTableView // when the scores are open
	Players playersView    // when the players dialog is open
	Confirm string         // when asking to leave the game: what happens to it
	Since   sinceDrawer    // when "since your turn" is open
}

func (v *tableView) draw(act actions) app.UI {
	tbl := app.Div().Class("screen table", fmt.Sprintf("np%d", v.NP)).Attr("data-moves", v.Moves)
	if v.Covered {
		tbl = tbl.Attr("inert", "inert").Aria("hidden", "true")
	}
	return tbl.Body(
		&part{Lang: Language(), Act: act, View: &v.Top},
		&part{Lang: Language(), Act: act, View: &v.Prompt},
		// "since your turn" opens under the bar, in the page's flow: it pushes the table down
		// and lies over none of its places
		app.If(v.Panel == panelSince, func() app.UI { return &part{Lang: Language(), Act: act, View: &v.Since} }),
		gridUI(act, v),
		app.If(v.Panel == panelLog, func() app.UI { return &part{Lang: Language(), Act: act, View: &logDrawer{Sections: v.Log}} }),
		app.If(v.Panel == panelScores, func() app.UI { return &part{Lang: Language(), Act: act, View: &scoresDrawer{Table: v.Scores}} }),
		app.If(v.Panel == panelConfirmNew, func() app.UI { return &part{Lang: Language(), Act: act, View: &confirmNewDialog{Body: v.Confirm}} }),
		app.If(v.Panel == panelGiveUp && !v.Covered, func() app.UI { return &part{Lang: Language(), Act: act, View: &v.GiveUp} }),
		// under the pass-device screen the Players dialog is drawn above it (Root), not here
		app.If(v.Panel == panelSeats && !v.Covered, func() app.UI { return &part{Lang: Language(), Act: act, View: &v.Players} }),
	)
}

// gridUI is the table's three columns: the islands and action tiles, the temple, tracks and
// displays, the player boards (also drawn by a review, review.go). Each column scrolls on its
// own on a laptop: it is a tab stop, so that the keyboard can scroll it when it holds nothing
// else to focus.
func gridUI(act actions, v *tableView) app.UI {
	others := make([]app.UI, len(v.Others))
	for i := range v.Others {
		others[i] = &part{Lang: Language(), Act: act, View: (*compactView)(&v.Others[i])}
	}
	return app.Main().Class("tablegrid").Body(
		app.Section().Class("col col-a").Aria("label", T("area.island")).TabIndex(0).Body(
			app.H2().Class("sr-only").Text(T("area.island")),
			&part{Lang: Language(), Act: act, View: &v.Map},
			cardUI(act, &v.Card, "map"),
			&part{Lang: Language(), Act: act, View: &v.Tiles},
			cardUI(act, &v.Card, "tiles"),
		),
		app.Section().Class("col col-b").Aria("label", T("area.supply")).TabIndex(0).Body(
			&part{Lang: Language(), Act: act, View: &v.Temple},
			cardUI(act, &v.Card, "temple"),
			&part{Lang: Language(), Act: act, View: &v.Status},
			cardUI(act, &v.Card, "status"),
			&part{Lang: Language(), Act: act, View: &v.Displays},
			cardUI(act, &v.Card, "displays"),
			&part{Lang: Language(), Act: act, View: &v.Tasks},
			cardUI(act, &v.Card, "tasks"),
			&part{Lang: Language(), Act: act, View: &v.Jewelry},
			cardUI(act, &v.Card, "jewelry"),
			&part{Lang: Language(), Act: act, View: &v.Cards},
			cardUI(act, &v.Card, "cards"),
		),
		app.Section().Class("col col-c").Aria("label", T("area.players")).TabIndex(0).Body(
			&part{Lang: Language(), Act: act, View: &v.Board},
			cardUI(act, &v.Card, "board"),
			app.Div().Class("others").Body(others...),
		),
	)
}
