package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// updateBanner says that a new version is ready; the app never reloads by itself.
type updateBanner struct{ _ noCompare }

func (v *updateBanner) draw(act actions) app.UI {
	return app.Div().Class("update-banner").Role("status").Body(
		app.Span().Text(T("update.ready")),
		app.Button().Class("btn").Text(T("update.reload")).OnClick(act.onReload),
		app.Button().Class("btn ghost").Text(T("update.later")).OnClick(act.onDismissUpdate),
	)
}
