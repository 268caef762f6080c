package components

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// compactView is a seat's board drawn smaller and read-only, for a seat not in focus; its
// button brings it large.
type compactView boardView

func (c *compactView) draw(act actions) app.UI {
	v := (*boardView)(c)
	st := &v.State
	return app.Article().Class("cboard").Style("--pc", pal(v.Look.Colour).fill).Aria("label", T(youKey("board.of", v.Look.You), v.Look.Name)).Hidden(v.Tucked).Body(
		app.Div().Class("chead").Body(
			boardHead(v),
			app.Button().Type("button").Class("btn small ghost").Attr("data-seat", strconv.Itoa(v.Seat)).
				Text(T("board.look")).OnClick(act.onFocusSeat),
		),
		app.Div().Class("cbody").Body(
			ceremonyView(act, v, true),
			app.Div().Class("cstats").Body(
				supplies(act, v),
				app.Div().Class("cline").Body(
					app.Span().Class("stat").Text(plural("hand.count", v.Hand.Count)),
					app.Span().Class("stat").Text(plural("persons.count", st.NPersons)),
					app.Span().Class("stat").Text(plural("huts.left", st.HutsRegular+st.Huts12)),
				),
				tasksOf(act, v, true),
			),
		),
	)
}
