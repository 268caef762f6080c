package components

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// rulesDialog is the rules help in our own words, with the rulings this edition plays by. It
// opens over any screen; Escape or its close button closes it.
type rulesDialog struct{ _ noCompare }

var rulesSections = []string{"goal", "round", "dice", "actions", "gods", "phaseb", "phasec", "end", "rulings", "designed", "app", "links", "coach", "keys"}

func (v *rulesDialog) draw(act actions) app.UI {
	var secs []app.UI
	for _, k := range rulesSections {
		var ps []app.UI
		for i := 1; ; i++ {
			key := "rules." + k + "." + strconv.Itoa(i)
			if !hasMessage(key) {
				break
			}
			ps = append(ps, app.P().Text(T(key)))
		}
		secs = append(secs, app.Section().Body(app.H3().ID("rules-"+k).Text(T("rules."+k)), app.Div().Body(ps...)))
	}
	return app.Div().Class("overlay").Role("dialog").Aria("modal", "true").Aria("labelledby", "rules-title").Body(
		app.Div().ID("rules").Class("panel rules").Body(
			app.Div().Class("drawer-head").Body(
				app.H2().ID("rules-title").Text(T("rules.title")),
				app.Button().ID("close-rules").Class("btn ghost").Attr("data-dismiss", "1").Aria("label", T("panel.close")).Text("✕").OnClick(act.onClosePanel),
			),
			app.Div().Class("rules-body").Body(secs...),
		),
	)
}
