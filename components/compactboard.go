package components

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// compactBoard is a smaller, read-only board of a seat not in focus; its button brings it
// large.
type compactBoard struct {
	app.Compo
	Act  actions
	View boardView
}

func (b *compactBoard) Render() app.UI {
	v := &b.View
	st := &v.State
	return app.Article().Class("cboard").Style("--pc", pal(v.Look.Colour).fill).Aria("label", T("board.of", v.Look.Name)).Body(
		app.Div().Class("chead").Body(
			boardHead(v),
			app.Button().Type("button").Class("btn small ghost").Attr("data-seat", strconv.Itoa(v.Seat)).
				Text(T("board.look")).OnClick(b.Act.onFocusSeat),
		),
		app.Div().Class("cbody").Body(
			ceremonyView(b.Act, v, true),
			app.Div().Class("cstats").Body(
				supplies(b.Act, v),
				app.Div().Class("cline").Body(
					app.Span().Class("stat").Text(plural("hand.count", v.Hand.Count)),
					app.Span().Class("stat").Text(T("persons.count", st.NPersons)),
					app.Span().Class("stat").Text(T("huts.left", st.HutsRegular+st.Huts12)),
				),
				tasksOf(b.Act, v, true),
			),
		),
	)
}
