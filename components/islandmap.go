package components

import (
	"strconv"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// mapView is the islands: the drawing, and a place over each region for the choices that
// sit there (start huts, expansions).
type mapView struct {
	Art   mapArt // the drawing: fish, huts, colours
	Seats seatLooks
	Spots spots // by region
}

func (v *mapView) draw(act actions) app.UI {
	var spots []app.UI
	for r := 0; r < engine.NumRegions; r++ {
		ri := engine.Regions[r]
		fish := v.Art.Fish[r]
		args := []any{regionName(r), resourceName(ri.Resource), fish.Value(), fishTypeName(fish.Type())}
		label := T("region.label", args...)
		if o := int(v.Art.Space[r]); o >= 0 {
			label = said(v.Seats[o].You, "region.label.owned", append(args, v.Seats[o].Name)...)
		}
		sp := v.Spots.at(r)
		sp.Info = regionInfo(r)
		var huts []string
		for o := range v.Seats {
			if v.Art.Huts[r]&(1<<o) != 0 {
				huts = append(huts, v.Seats[o].Name)
			}
		}
		if huts != nil {
			sp.Info = T("text.sentences", T("info.huts", joinList(huts)), sp.Info)
		}
		el := spotUI(act, sp, "region."+strconv.Itoa(r), "region", label)
		spots = append(spots, app.Div().Class("regwrap").
			Style("left", pct(float64(ri.Col)*25+1)).Style("top", pct(float64(ri.Row)*25+1)).Body(el))
	}
	return app.Div().Class("map").Role("group").Aria("label", T("area.map")).Body(
		app.Raw(mapBaseSVG()),
		app.Raw(mapSVG(v.Art)),
		app.Div().Class("regions").Body(spots...),
	)
}
