package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// updateBanner says that a new version is ready; the app never reloads by itself.
type updateBanner struct {
	app.Compo
	Act actions
}

func (b *updateBanner) Render() app.UI {
	return app.Div().Class("update-banner").Role("status").Body(
		app.Span().Text(T("update.ready")),
		app.Button().Class("btn").Text(T("update.reload")).OnClick(b.Act.onReload),
		app.Button().Class("btn ghost").Text(T("update.later")).OnClick(b.Act.onDismissUpdate),
	)
}
