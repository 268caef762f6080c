package components

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// tableScreen is the game on the table: the header, the prompt bar, the islands and action
// tiles, the temple, tracks and displays, the player boards, and the panels that open over
// them. Each area is a component of its own: go-app compares a child component's fields and
// draws it again only when one changed, so a decision redraws only the areas it changed.
type tableScreen struct {
	app.Compo
	Act  actions
	View tableView
}

// tableView is everything the table shows.
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
	Others   []boardView // every seat in turn order, compact; Seat -1 at the seat in focus

	Panel   string         // the open panel: "log", "scores", "seats", "confirm-new" or ""
	Log     []logStep      // when the log is open
	Scores  scoreTableView // when the scores are open
	Players playersView    // when the players dialog is open
	Confirm string         // when asking to leave the game: what happens to it
}

func (t *tableScreen) Render() app.UI {
	v := &t.View
	act := t.Act
	var others []app.UI
	for _, b := range v.Others {
		if b.Seat < 0 {
			// the seat in focus keeps its place in the row, empty, so that the other boards
			// stay where they were and are not drawn again when the focus moves
			others = append(others, app.Text(""))
			continue
		}
		others = append(others, &compactBoard{Act: act, View: b})
	}
	tbl := app.Div().Class("screen table", fmt.Sprintf("np%d", v.NP)).Attr("data-moves", v.Moves)
	if v.Covered {
		tbl = tbl.Attr("inert", "inert").Aria("hidden", "true")
	}
	return tbl.Body(
		&topBar{Act: act, View: v.Top},
		&promptBar{Act: act, View: v.Prompt},
		app.Main().Class("tablegrid").Body(
			app.Section().Class("col col-a").Aria("label", T("area.island")).Body(
				&islandMap{Act: act, View: v.Map},
				&actionTiles{Act: act, View: v.Tiles},
			),
			app.Section().Class("col col-b").Aria("label", T("area.supply")).Body(
				&templeArea{Act: act, View: v.Temple},
				&statusTrack{View: v.Status},
				&personDisplays{Act: act, View: v.Displays},
				&taskDisplay{Act: act, View: v.Tasks},
				&jewelryArea{Act: act, View: v.Jewelry},
				&cardRow{Act: act, View: v.Cards},
			),
			app.Section().Class("col col-c").Aria("label", T("area.players")).Body(
				&playerBoard{Act: act, View: v.Board},
				app.Div().Class("others").Body(others...),
			),
		),
		app.If(v.Panel == "log", func() app.UI { return &logDrawer{Act: act, Steps: v.Log} }),
		app.If(v.Panel == "scores", func() app.UI { return &scoresDrawer{Act: act, Table: v.Scores} }),
		app.If(v.Panel == "confirm-new", func() app.UI { return &confirmNewDialog{Act: act, Body: v.Confirm} }),
		app.If(v.Panel == "seats", func() app.UI { return &playersDialog{Act: act, View: v.Players} }),
	)
}
