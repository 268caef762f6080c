package components

import (
	"strconv"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// cardRowView is the face-up God cards, the draw pile and the discard pile.
type cardRowView struct {
	Cards   [engine.MarketSize]int8 // the God of each face-up card, -1 for an empty slot
	Deck    int                     // cards in the draw pile
	Discard int                     // cards on the discard pile
	Spots   spots                   // by slot, the draw pile last
}

func (v *cardRowView) draw(act actions) app.UI {
	var cards []app.UI
	for i, c := range v.Cards {
		if c < 0 {
			cards = append(cards, app.Span().Class("card empty"))
			continue
		}
		sp := v.Spots.at(i)
		sp.Info = T("info.god." + engine.GodNames[c])
		cards = append(cards, spotUI(act, sp, "card."+strconv.Itoa(i), "card god-"+engine.GodNames[c], T("card.market", godName(int(c))),
			godCardIcon(int(c), 34)))
	}
	deck := spotUI(act, v.Spots.at(engine.DeckSource), "card."+strconv.Itoa(engine.DeckSource), "card deck", T("card.deck", v.Deck),
		icon("card-back", 34), app.Span().Class("n").Text(strconv.Itoa(v.Deck)))
	return app.Div().Class("market box").Body(
		app.H2().Text(T("area.market")),
		app.Div().Class("mrow").Body(append(cards, deck,
			app.Span().Class("discard").Title(T("card.discard.title")).Text(T("card.discard", v.Discard)))...),
	)
}
