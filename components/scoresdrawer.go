package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// scoresDrawer is the live score by source, in a drawer beside the table.
type scoresDrawer struct {
	app.Compo
	Act   actions
	Table scoreTableView
}

func (d *scoresDrawer) Render() app.UI {
	return app.Aside().ID("scores").Class("drawer").Aria("label", T("menu.scores")).Body(
		drawerHead(d.Act, T("score.live")),
		&scoreTable{View: d.Table},
	)
}
