package components

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// taskDisplayView is the open task tiles that players may take.
type taskDisplayView struct {
	Tasks []int
	Spots spots
}

func (v *taskDisplayView) draw(act actions) app.UI {
	var cells []app.UI
	for i, t := range v.Tasks {
		if t < 0 {
			cells = append(cells, app.Div().Class("task empty").Role("group").Aria("label", T("task.emptyslot")))
			continue
		}
		cells = append(cells, spotUI(act, v.Spots.at(i), "tdisp."+strconv.Itoa(i), "task", T("task.label", taskText(t)),
			taskPicture(t, 18)))
	}
	return app.Div().Class("taskdisp box").Body(
		app.H2().Text(T("area.tasks")),
		app.Div().Class("trow").Body(cells...),
	)
}
