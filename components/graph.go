package components

import (
	"strconv"
	"strings"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The score graph of a review: each seat's points across the game as a line in its colour and
// dash, with its marker shape at the points (the start of each round, the last
// decision, then the final scoring step by step), the rounds marked. The view gives the values,
// the points with their names and the words; web/table.js draws them (SVG of our own, the
// points as buttons named with where they are and every seat's points there) and moves the
// cursor to the step shown. A point, or a click on the plot, sends the graph a "step" event
// with the step in data-to, which onReviewClick reads. (The coach's chance-to-win graph is
// another: web/table.js draws it from the verdict lines, components/coach.go.)

// graphView is the score graph as JSON, made once per review and language: value i of each
// seat stands at x = i for the steps 0..N, then N + (i-N)*Gap for the final scoring's steps;
// the plot is W wide and Top high; Seats (Name, Colour, Dash, Mark: its marker's SVG, Vals),
// Rounds (each round's mark at X with its label T) and Points (value I, the step X it goes to,
// its name T). It is written by hand: app.wasm carries no JSON coder for it.
type graphView struct {
	_    noCompare
	Data string
}

// jsonText is s as a JSON string.
func jsonText(s string) string {
	const hex = "0123456789abcdef"
	b := []byte{'"'}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c < 0x20:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		default:
			b = append(b, c)
		}
	}
	return string(append(b, '"'))
}

// graphDash is each seat's line pattern, so that the lines differ by more than colour.
var graphDash = [4]string{"", "6 3", "2 3", "9 3 2 3"}

// graphOf is the graph of review r, of np seats with looks seats.
func graphOf(r *gameapp.Review, np int, seats seatLooks) graphView {
	steps, n := r.Steps(), r.N()
	fin := r.Final()
	gap := max(n/8, 1) // room for a point per step of the final scoring, even on a phone
	top := 0
	vals := make([][]int, np)
	for p := range vals {
		v := make([]int, n+1, n+1+len(fin))
		for k := range v {
			v[k] = steps[k].Scores[p]
		}
		for _, grp := range fin {
			v[n] -= grp[p] // the last decision's points before the final scoring
		}
		for i, grp := range fin {
			v = append(v, v[n+i]+grp[p])
		}
		top = max(top, v[len(v)-1], v[n])
		vals[p] = v
	}
	var b strings.Builder
	num := strconv.Itoa
	b.WriteString(`{"N":` + num(n) + `,"W":` + num(max(n+len(fin)*gap+gap/2, 1)) + `,"Gap":` + num(gap) + `,"Top":` + num((top/20+1)*20) + `,"Seats":[`)
	for p, v := range vals {
		if p > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"Name":` + jsonText(seats[p].Name) + `,"Colour":"` + pal(seats[p].Colour).fill + `","Dash":"` + graphDash[p] +
			`","Mark":` + jsonText(markerSVG(seats[p].Colour, p, 12)) + `,"Vals":[`)
		for k, x := range v {
			if k > 0 {
				b.WriteByte(',')
			}
			b.WriteString(num(x))
		}
		b.WriteString(`]}`)
	}
	b.WriteString(`],"Rounds":[`)
	var pts []string
	point := func(i int, where string) {
		var scores []string
		for p := range vals {
			scores = append(scores, T("saves.score", seats[p].Name, vals[p][i]))
		}
		pts = append(pts, `{"I":`+num(i)+`,"X":`+num(min(i, n))+`,"T":`+jsonText(T("graph.point", where, joinList(scores)))+`}`)
	}
	for i, k := range r.Starts(true) {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"X":` + num(k) + `,"T":` + jsonText(T("graph.round", i+1)) + `}`)
		point(k, T("round.of", i+1, engine.Rounds))
	}
	if fin == nil {
		point(n, T("graph.now"))
	} else {
		point(n, T("graph.last"))
		for i := range fin {
			point(n+1+i, T("label.detail", T("graph.final"), finalName(i)))
		}
	}
	return graphView{Data: b.String() + `],"Points":[` + strings.Join(pts, ",") + `]}`}
}

// graphUI is the graph's place on the page, at step now (web/table.js draws in it).
func graphUI(act actions, v *graphView, now int) app.UI {
	return app.Section().ID("graph").Class("graph").Aria("label", T("review.graph")).Attr("data-graph", v.Data).
		Attr("data-now", now).On("step", act.onReviewClick)
}
