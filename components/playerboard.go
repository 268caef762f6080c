package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// draw draws the large board of the seat in focus (the deciding player by default): its
// person spaces, ceremony site, buildings, supplies, God cards and tasks, with the places of
// the deciding player's choices. The other seats' boards are compactView.
func (v *boardView) draw(act actions) app.UI {
	cls := "pboard"
	if v.Deciding {
		cls += " current"
	}
	return app.Article().Class(cls).Style("--pc", pal(v.Look.Colour).fill).Aria("label", said(v.Look.You, "board.of", v.Look.Name)).Body(
		boardHead(v),
		personRow(act, v, false),
		app.Div().Class("bmid").Body(
			ceremonyView(act, v, false),
			app.Div().Class("bside").Body(
				buildingsLeft(v),
				supplies(act, v),
				handUI(act, v),
			),
		),
		tasksOf(act, v, false),
	)
}
