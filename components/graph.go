package components

import (
	"strconv"
	"strings"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The score graph of a review: each seat's points across the game as a line in its colour and
// dash, with its marker shape at the points (the start of each round, the last tasks, the last
// decision, then the final scoring step by step), the rounds marked. The lines are one SVG of
// our own with no words in it, the same at every step (only the cursor moves); the points are
// buttons laid over it, each named with where it is and every seat's points there, which take
// the timeline to their step. A click elsewhere on the plot goes to the step under it
// (web/keys.js, from data-n and data-w).
//
// A later graph of each seat's chance to win can be drawn the same way from the review's
// step notes (gameapp.StepNote): values per step, points, a scale.

// graphView is the score graph, drawn once per review and language as strings of HTML and SVG
// (esc) around the cursor, which alone moves with the step.
type graphView struct {
	_                        noCompare
	Legend, YS, SVG, Pts, XS string
	N, W                     int    // the last step, and the x units (the steps, then the final scoring)
	At                       string // the cursor's left (%)
}

// graphDash is each seat's line pattern, so that the lines differ by more than colour.
var graphDash = [4]string{"", "6 3", "2 3", "9 3 2 3"}

// graphOf draws the graph of review r; s is a step of it (for the names), seats the looks.
func graphOf(r *gameapp.Review, np int, seats seatLooks) graphView {
	steps, n := r.Steps(), r.N()
	fin := r.Final()
	gap := max(n/24, 1)
	v := graphView{N: n, W: n + len(fin)*gap}
	// each seat's points at each x (the final scoring's steps after the last decision)
	vals := make([][]int, np)
	top := 0
	for p := range vals {
		vals[p] = make([]int, n+1, n+1+len(fin))
		for k := range vals[p] {
			vals[p][k] = steps[k].Scores[p]
		}
		for _, grp := range fin {
			vals[p][n] -= grp[p] // the last decision's points before the final scoring
		}
		for i, grp := range fin {
			vals[p] = append(vals[p], vals[p][n+i]+grp[p])
		}
		top = max(top, vals[p][len(vals[p])-1], vals[p][n])
	}
	top = (top/20 + 1) * 20
	xOf := func(i int) int { // x of the i-th value
		if i <= n {
			return i
		}
		return n + (i-n)*gap
	}
	y := func(pts int) string { return strconv.FormatFloat(100-float64(pts)*100/float64(top), 'f', 1, 64) }
	left := func(x int) string { return `style="left:` + pct(100*float64(x)/float64(v.W)) + `"` }
	w := strconv.Itoa(v.W)
	var b, ys, xs, lg, pts strings.Builder
	b.WriteString(`<svg class="gsvg" viewBox="0 0 ` + w + ` 100" preserveAspectRatio="none" aria-hidden="true">`)
	if fin != nil {
		b.WriteString(`<rect class="gfin" x="` + strconv.Itoa(n) + `" y="0" width="` + strconv.Itoa(v.W-n) + `" height="100"/>`)
	}
	for t := 0; t <= top; t += top / 4 {
		b.WriteString(`<path class="ggrid" d="M0 ` + y(t) + `H` + w + `"/>`)
		ys.WriteString(`<span class="gy" style="top:` + y(t) + `%">` + strconv.Itoa(t) + `</span>`)
	}
	starts := r.Starts(true)
	for i, k := range starts {
		b.WriteString(`<path class="gmark" d="M` + strconv.Itoa(k) + ` 0V100"/>`)
		xs.WriteString(`<span class="gx" ` + left(k) + `>` + esc(T("log.round", i+1)) + `</span>`)
	}
	for p := 0; p < np; p++ {
		var d strings.Builder
		d.WriteString("M0 " + y(vals[p][0]))
		for i := 1; i < len(vals[p]); i++ {
			if vals[p][i] != vals[p][i-1] {
				d.WriteString("H" + strconv.Itoa(xOf(i)) + "V" + y(vals[p][i]))
			}
		}
		d.WriteString("H" + strconv.Itoa(xOf(len(vals[p])-1)))
		line := `" stroke="` + pal(seats[p].Colour).fill + `" stroke-dasharray="` + graphDash[p] + `"/>`
		b.WriteString(`<path class="gline" d="` + d.String() + line)
		lg.WriteString(`<li>` + markerSVG(seats[p].Colour, p, 14) + `<svg width="28" height="8" aria-hidden="true"><path d="M0 4H28" stroke-width="3` +
			line + `</svg><span class="nm">` + esc(seats[p].Name) + `</span></li>`)
	}
	b.WriteString(`</svg>`)

	// the points: each round, the last tasks, the last decision, the final scoring
	point := func(i int, where string) {
		var marks string
		var scores []string
		for p := 0; p < np; p++ {
			marks += `<span class="gm" style="top:` + y(vals[p][i]) + `%">` + markerSVG(seats[p].Colour, p, 12) + `</span>`
			scores = append(scores, T("saves.score", seats[p].Name, vals[p][i]))
		}
		label := esc(T("graph.point", where, joinList(scores)))
		pts.WriteString(`<button type="button" class="gpt" ` + left(xOf(i)) + ` data-to="` + strconv.Itoa(min(i, n)) +
			`" aria-label="` + label + `" title="` + label + `">` + marks + `</button>`)
	}
	for i, k := range starts {
		point(k, T("round.of", i+1, engine.Rounds))
	}
	for _, k := range r.Starts(false) {
		if steps[k].Stage == engine.StageFinalTasks {
			point(k, stageName(engine.StageFinalTasks))
		}
	}
	if fin == nil {
		point(n, T("graph.now"))
	} else {
		point(n, T("graph.last"))
		for i := range fin {
			point(n+1+i, T("label.detail", T("graph.final"), finalName(i)))
		}
	}
	v.SVG, v.Legend = b.String(), `<ul class="glegend">`+lg.String()+`</ul>`
	v.YS, v.XS = `<div class="gys" aria-hidden="true">`+ys.String()+`</div>`, `<div class="gxs" aria-hidden="true">`+xs.String()+`</div>`
	v.Pts = `<div class="gpts">` + pts.String() + `</div>`
	return v
}

// graphUI draws the graph.
func graphUI(act actions, v *graphView) app.UI {
	return app.Section().ID("graph").Class("graph").Aria("label", T("review.graph")).Body(
		app.Raw(v.Legend),
		app.Div().Class("gbox").Body(
			app.Raw(v.YS),
			app.Div().Class("gplot").Attr("data-n", v.N).Attr("data-w", v.W).OnClick(act.onStep).Body(
				app.Raw(v.SVG),
				app.Div().Class("gcur").Style("left", v.At),
				app.Raw(v.Pts),
			),
			app.Raw(v.XS),
		),
	)
}
