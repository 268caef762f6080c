package components

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// taskDisplay is the open task tiles that players may take.
type taskDisplay struct {
	app.Compo
	Act  actions
	View taskDisplayView
}

// taskDisplayView is what the task display shows: a task id per position, -1 when empty.
type taskDisplayView struct {
	Tasks []int
	Spots spots
}

func (d *taskDisplay) Render() app.UI {
	v := &d.View
	var cells []app.UI
	for i, t := range v.Tasks {
		if t < 0 {
			cells = append(cells, app.Div().Class("task empty").Text(T("task.empty")))
			continue
		}
		cells = append(cells, spotUI(d.Act, v.Spots.at(i), "tdisp."+strconv.Itoa(i), "task", T("task.label", taskText(t)),
			app.Span().Class("ttext").Text(taskText(t))))
	}
	return app.Div().Class("taskdisp box").Body(
		app.H3().Text(T("area.tasks")),
		app.Div().Class("trow").Body(cells...),
	)
}
