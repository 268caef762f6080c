package components

import (
	"strconv"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// statusView is where each seat stands on the status track, in turn order.
type statusView struct {
	Rows []statusRow
}

type statusRow struct {
	_      noCompare
	Seat   int
	Look   seatLook
	Status int // steps on the track
}

// statusTrackEnd is the last step drawn: from there on every step scores the most points.
const statusTrackEnd = 28

func (v *statusView) draw(act actions) app.UI {
	var rows []app.UI
	for _, r := range v.Rows {
		rows = append(rows, app.Li().Aria("description", T("label.detail", said(r.Look.You, "status.title", r.Look.Name, r.Status, engine.StatusVP(r.Status)), statusInfo(r.Status))).Body(
			app.Raw(markerSVG(r.Look.Colour, r.Seat, 12)),
			app.Span().Class("sv").Text(T("status.steps", r.Status, engine.StatusVP(r.Status))),
		))
	}
	return app.Div().Class("status box").Body(
		app.H2().Text(T("area.status")),
		v.track(),
		app.Ul().Class("srow").Body(rows...),
	)
}

// track draws the status track for the eye (the list under it says the same in words): its
// steps, grouped as they score (the first three alone, then two by two), each group with its
// points, and each seat's marker on its step.
func (v *statusView) track() app.UI {
	var groups []app.UI
	for step := 0; step <= statusTrackEnd; {
		n := 1
		if step > 2 && step < statusTrackEnd {
			n = 2
		}
		var cells []app.UI
		for s := step; s < step+n; s++ {
			var marks []app.UI
			for _, r := range v.Rows {
				if min(r.Status, statusTrackEnd) == s {
					marks = append(marks, app.Raw(markerSVG(r.Look.Colour, r.Seat, 10)))
				}
			}
			cells = append(cells, app.Span().Class("scell").Body(marks...))
		}
		groups = append(groups, app.Span().Class("sgrp").Body(
			app.Span().Class("scells").Body(cells...),
			app.Span().Class("svp").Text(strconv.Itoa(engine.StatusVP(step))),
		))
		step += n
	}
	return app.Div().Class("strack").Aria("hidden", "true").Body(groups...)
}
