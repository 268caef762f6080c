package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// scoresDrawer is the live score by source, in a drawer beside the table.
type scoresDrawer struct {
	Table scoreTableView
}

func (v *scoresDrawer) draw(act actions) app.UI {
	return app.Aside().ID("scores").Class("drawer").Aria("label", T("menu.scores")).Body(
		drawerHead(act, T("score.live")),
		&part{Lang: Language(), View: &v.Table},
	)
}
