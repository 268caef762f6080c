package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// bannerView tells the player plainly when the game on the table is not being saved, with
// what they can do about it; or shows a one-line note (a game imported).
type bannerView struct {
	_    noCompare
	Kind string // "off", "cleared", "conflict", "failed", "full"; "" for a note
	Text string
}

func (v *bannerView) draw(act actions) app.UI {
	if v.Kind == "" {
		return app.Div().ID("save-notice").Class("save-banner info").Role("status").Body(
			app.Span().Text(v.Text),
			app.Button().Class("btn small ghost").Text(T("banner.dismiss")).OnClick(act.onDismissNotice),
		)
	}
	var acts []app.UI
	switch v.Kind {
	case "cleared":
		acts = append(acts, app.Button().ID("resave").Class("btn small primary").Text(T("banner.resave")).OnClick(act.onResave))
	case "conflict":
		acts = append(acts,
			app.Button().ID("take-latest").Class("btn small primary").Text(T("banner.takelatest")).OnClick(act.onTakeLatest),
			app.Button().ID("keep-separate").Class("btn small").Text(T("banner.keep")).OnClick(act.onKeepSeparate))
	case "failed", "full":
		acts = append(acts, app.Button().ID("retry-save").Class("btn small").Text(T("banner.retry")).OnClick(act.onRetrySave))
	}
	acts = append(acts, app.Button().Class("btn small").ID("banner-export").Text(T("banner.export")).OnClick(act.onOpenExport))
	return app.Div().ID("save-banner").Class("save-banner", v.Kind).Attr("data-kind", v.Kind).Role("alert").Body(
		app.P().Class("save-banner-text").Text(v.Text),
		app.Div().Class("save-banner-acts").Body(acts...),
	)
}
