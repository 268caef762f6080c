package components

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// logDrawer is the action log, newest first, in a drawer beside the table.
type logDrawer struct {
	Steps []logStep
}

// logStep is one decision in the log: its round and what happened, in words.
type logStep struct {
	Round  int
	Events []logEvent
}

type logEvent struct {
	_    noCompare
	Kind int // engine.EventKind, for the line's class
	Text string
}

func (v *logDrawer) draw(act actions) app.UI {
	return app.Aside().ID("log").Class("drawer").Aria("label", T("menu.log")).Body(
		drawerHead(act, T("log.title")),
		app.Ol().Class("loglist").Body(logLines(v.Steps)...),
	)
}

// logLines draws log steps (also on the score sheet).
func logLines(steps []logStep) []app.UI {
	var out []app.UI
	for _, st := range steps {
		var lines []app.UI
		for _, ev := range st.Events {
			lines = append(lines, app.Li().Class("ev", "ev-"+strconv.Itoa(ev.Kind)).Text(ev.Text))
		}
		out = append(out, app.Li().Class("step").Body(
			app.Span().Class("rnd").Text(T("log.round", st.Round)),
			app.Ul().Body(lines...),
		))
	}
	return out
}
