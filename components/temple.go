package components

import (
	"strconv"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// templeView is the temple: its spaces with the priests on them, and the God tiles left.
type templeView struct {
	Priest   [engine.TempleSpaces + 1]int8 // seat whose priest is on space s (1..6), -1 none
	GodTiles int
	Round    int
	Seats    seatLooks
	Spots    spots // by space (1..6)
}

func (v *templeView) draw(act actions) app.UI {
	var sp []app.UI
	for s := engine.TempleSpaces; s >= 1; s-- {
		var body []app.UI
		body = append(body, app.Span().Class("tv").Text(strconv.Itoa(s)))
		label := T("temple.space", s)
		if o := int(v.Priest[s]); o >= 0 {
			body = append(body, app.Raw(priestSVG(v.Seats[o].Colour, o, 20)))
			label = T("label.detail", label, said(v.Seats[o].You, "temple.priestof", v.Seats[o].Name))
		}
		place := v.Spots.at(s)
		place.Info = templeInfo(s, v.Round)
		sp = append(sp, spotUI(act, place, "temple."+strconv.Itoa(s), "tspace", label, body...))
	}
	return app.Div().Class("temple box").Body(
		app.H2().Text(T("area.temple")),
		app.Div().Class("trow").Body(sp...),
		described(app.Span().Class("tiles-left"), godTileText(v.Priest, v.Seats)).Body(icon("godtile", 16), app.Span().Text(T("temple.godtiles", v.GodTiles))),
	)
}
