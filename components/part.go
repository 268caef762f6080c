package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// part is a piece of the page drawn as its own go-app component: a screen, a dialog or an
// area of the table. Its View is the plain values the piece shows, which draw themselves
// (each kind of piece in its own file: mapView in islandmap.go, tableView in table.go, ...).
// go-app compares a child component's fields with those of its last drawing
// (reflect.DeepEqual, which also tells the kinds of View apart) and draws it again only when
// they changed, so a decision draws again only the pieces it changed.
//
// One Go type serves every piece: go-app's Composer interface gives each component type
// about ten method wrappers, which for thirty types cost app.wasm more than its size budget
// leaves room for.
type part struct {
	app.Compo
	Lang string  // the page's language: a change draws every part again in the new one
	Act  actions // the controller, the same pointer every time
	View view
}

// view is what a part shows: plain values (no pointer into the game) that draw themselves;
// act is what the drawing's event handlers call.
type view interface {
	draw(act actions) app.UI
}

func (p *part) Render() app.UI {
	if p.View == nil {
		return app.Text("")
	}
	return p.View.draw(p.Act)
}
