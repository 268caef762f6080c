package components

import (
	"fmt"
	"strconv"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// displaysView is the men's and the women's display: the person tiles to take, by position.
type displaysView struct {
	Tiles [2][engine.DisplaySize]engine.PersonTile // engine.NoPerson for an empty position
	Spots spots                                    // by gender*engine.DisplaySize + position
}

func (v *displaysView) draw(act actions) app.UI {
	row := func(gender int) app.UI {
		var cells []app.UI
		for i := 0; i < engine.DisplaySize; i++ {
			id := int(v.Tiles[gender][i])
			label := T("display.pos", genderName(gender), i+1)
			if id >= 0 {
				label = T("display.postile", label, personLabel(id))
			}
			sp := v.Spots.at(gender*engine.DisplaySize + i)
			sp.Info = displayInfo(i, id)
			cells = append(cells, spotUI(act, sp, fmt.Sprintf("disp.%d.%d", gender, i), "dpos", label,
				app.Span().Class("dnum").Text(strconv.Itoa(i+1)), personTile(id, false)))
		}
		name := T("display.men")
		if gender == engine.Woman {
			name = T("display.women")
		}
		return app.Div().Class("drow").Body(append([]app.UI{app.Span().Class("dlabel").Text(name)}, cells...)...)
	}
	return app.Div().Class("displays box").Body(
		app.H2().Text(T("area.persons")),
		row(engine.Man), row(engine.Woman),
	)
}
