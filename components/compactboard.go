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
	return app.Article().Class("cboard").Style("--pc", pal(v.Look.Colour).fill).Aria("label", said(v.Look.You, "board.of", v.Look.Name)).Hidden(v.Tucked).Body(
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
					picN("card-back", 16, v.Hand.Count, plural("hand.count", v.Hand.Count)),
					picN("persons", 16, st.NPersons, plural("persons.count", st.NPersons)),
					app.Span().Class("picn").Role("img").Aria("label", plural("huts.left", st.HutsRegular+st.Huts12)).Title(plural("huts.left", st.HutsRegular+st.Huts12)).Body(
						app.Raw(hutSVG(v.Look.Colour, v.Seat, 16)), app.Span().Class("n").Text(strconv.Itoa(st.HutsRegular+st.Huts12))),
				),
				tasksOf(act, v, true),
			),
		),
	)
}
