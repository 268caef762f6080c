package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// playerBoard is the large board of the seat in focus (the deciding player by default): its
// person spaces, ceremony site, buildings, supplies, God cards and tasks, with the places of
// the deciding player's choices.
type playerBoard struct {
	app.Compo
	Act  actions
	View boardView
}

func (b *playerBoard) Render() app.UI {
	v := &b.View
	cls := "pboard"
	if v.Deciding {
		cls += " current"
	}
	return app.Article().Class(cls).Style("--pc", pal(v.Look.Colour).fill).Aria("label", T("board.of", v.Look.Name)).Body(
		boardHead(v),
		personRow(b.Act, v, false),
		app.Div().Class("bmid").Body(
			ceremonyView(b.Act, v, false),
			app.Div().Class("bside").Body(
				buildingsLeft(v),
				supplies(b.Act, v),
				handUI(b.Act, v),
			),
		),
		tasksOf(b.Act, v, false),
	)
}
