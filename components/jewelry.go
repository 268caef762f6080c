package components

import (
	"strconv"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// jewelryView is the jewelry tiles, a column per round; only the current round's column can
// be bought from.
type jewelryView struct {
	Jewels  [engine.Rounds][4]engine.JewelTile // by round and row, engine.NoJewel when bought
	Current int                                // the current round's column
	Spots   spots                              // the current column's tiles, by row
}

func (v *jewelryView) draw(act actions) app.UI {
	var cols []app.UI
	for c := 0; c < engine.Rounds; c++ {
		var cells []app.UI
		cells = append(cells, app.Span().Class("jhead").Text(strconv.Itoa(c+1)))
		for r := 0; r < 4; r++ {
			id := int(v.Jewels[c][r])
			if id < 0 {
				cells = append(cells, app.Span().Class("jewel gone").Text(""))
				continue
			}
			body := jewelTile(id)
			cls := "jewel jt-" + strconv.Itoa(engine.JewelTile(id).Type())
			if c == v.Current {
				sp := v.Spots.at(r)
				sp.Info = jewelInfo(id)
				cells = append(cells, spotUI(act, sp, "jewel."+strconv.Itoa(r), cls, jewelName(id), body...))
			} else {
				cells = append(cells, described(app.Span().Class(cls).Role("img").Aria("label", jewelName(id)), T("label.detail", jewelName(id), jewelInfo(id))).Body(body...))
			}
		}
		cls := "jcol"
		if c == v.Current {
			cls += " current"
		}
		cols = append(cols, app.Div().Class(cls).Body(cells...))
	}
	return app.Div().Class("jewelry box").Body(
		app.H2().Text(T("area.jewelry")),
		app.Div().Class("jgrid").Body(cols...),
	)
}
