// Package components holds the go-app user interface: one file per board area.
package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Root is the single route's component: it owns the session and shows one screen at a time.
type Root struct {
	app.Compo
	mounted bool
}

// NewRoot returns the root component.
func NewRoot() app.Composer { return &Root{} }

// OnMount runs in the browser only.
func (r *Root) OnMount(ctx app.Context) { r.mounted = true }

// Render draws the current screen.
func (r *Root) Render() app.UI {
	m := "false"
	if r.mounted {
		m = "true"
	}
	return app.Div().ID("root").Attr("data-mounted", m).Body(
		app.H1().Text("Bora Bora"),
	)
}
