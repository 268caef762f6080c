package components

import (
	"strconv"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// scoreTableView is the points of each seat by source, with the totals (the live scores drawer
// and the final score sheet).
type scoreTableView struct {
	Seats  []scoreSeat
	Rows   []scoreRow
	Totals []int
}

type scoreSeat struct {
	_    noCompare
	Seat int
	Look seatLook
	Kind gameapp.SeatKind
}

type scoreRow struct {
	Source string
	Points []int // by column
}

func (v *scoreTableView) draw(act actions) app.UI {
	head := []app.UI{app.Th().Scope("col").Text(T("score.source"))}
	for _, c := range v.Seats {
		head = append(head, app.Th().Scope("col").Body(app.Raw(markerSVG(c.Look.Colour, c.Seat, 12)), app.Text(" "+c.Look.Name), botTag(c.Kind)))
	}
	var rows []app.UI
	for _, r := range v.Rows {
		src := breakable(r.Source)
		th := app.Th().Scope("row").Text(src)
		if src != r.Source {
			th = th.Aria("label", r.Source) // read as it is written, without the soft hyphens
		}
		cells := []app.UI{th}
		for _, n := range r.Points {
			cells = append(cells, app.Td().Text(strconv.Itoa(n)))
		}
		rows = append(rows, app.Tr().Body(cells...))
	}
	total := []app.UI{app.Th().Scope("row").Text(T("score.total"))}
	for _, n := range v.Totals {
		total = append(total, app.Td().Class("total").Text(strconv.Itoa(n)))
	}
	rows = append(rows, app.Tr().Class("totalrow").Body(total...))
	return app.Table().Class("scores").Body(
		app.THead().Body(app.Tr().Body(head...)),
		app.TBody().Body(rows...),
	)
}
