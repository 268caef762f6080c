package components

import (
	"strconv"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// topView is the table's header: the round and its stage, the seats in turn order with their
// scores, and the table menu.
type topView struct {
	Round, Rounds int
	Stage         string
	Chips         []orderChip // in turn order
	CanUndo       bool
	UndoTitle     string
	UndoLabel     string
	Panel         panel // the open panel, for the buttons' expanded state
	Save          saveMenuView
	MenuOpen      bool // a phone shows the menu's buttons (else only the save status)
}

// orderChip is a seat in the turn order.
type orderChip struct {
	_         noCompare
	Seat      int
	Look      seatLook
	Kind      gameapp.SeatKind
	Active    bool // the seat decides now
	Score     int
	Breakdown string // the score by source, in words
}

// saveMenuView is the save status and the export and import buttons (Shown once the app runs
// with its saves).
type saveMenuView struct {
	_     noCompare
	Shown bool
	State string // "ok", "saving", "off", "conflict" or "cleared"
	Label string
	Title string
	Moves int // with "ok": the decisions the save holds (data-moves, which tests read)
}

func (v *topView) draw(act actions) app.UI {
	var chips []app.UI
	for i, c := range v.Chips {
		cls := "chip"
		if c.Active {
			cls += " active"
		}
		if c.Kind.IsBot() {
			cls += " bot"
		}
		chips = append(chips, app.Li().Class(cls).Title(c.Breakdown).Body(
			app.Span().Class("ord").Text(strconv.Itoa(i+1)),
			app.Raw(markerSVG(c.Look.Colour, c.Seat, 14)),
			app.Span().Class("nm").Title(c.Look.Name).Text(c.Look.Name),
			botTag(c.Kind),
			app.Span().Class("vp").Body(app.Text(T("vp.short", c.Score)), app.Span().Class("vpu").Text(T("vp.unit"))),
		))
	}
	return app.Header().Class("topbar").Body(
		app.H1().Class("brand").Text(T("app.title")),
		app.Div().Class("round").Body(
			app.Span().Class("rnd").Text(T("round.of", v.Round, v.Rounds)),
			app.Span().Class("stage").Text(v.Stage),
		),
		app.Ol().Class("order").Aria("label", T("order.label")).Body(chips...),
		// a phone keeps the header short: the menu's buttons behind one button (the save status
		// stays in view); a laptop shows them all and not this button
		app.Button().Type("button").ID("menu-toggle").Class("btn ghost menu-toggle").Aria("expanded", v.MenuOpen).
			Aria("controls", "table-menu").Text(T("menu.more")).OnClick(act.onMenu),
		app.Nav().ID("table-menu").Class("menu", menuClass(v.MenuOpen)).Body(
			app.Button().ID("undo").Class("btn ghost").Disabled(!v.CanUndo).Title(v.UndoTitle).
				Aria("label", v.UndoLabel).
				Text(T("menu.undo")).OnClick(act.onUndo),
			app.Button().ID("open-scores").Class("btn ghost").Aria("expanded", v.Panel == panelScores).Text(T("menu.scores")).OnClick(act.onScores),
			app.Button().ID("open-log").Class("btn ghost").Aria("expanded", v.Panel == panelLog).Text(T("menu.log")).OnClick(act.onLog),
			app.Button().ID("open-rules").Class("btn ghost").Text(T("menu.rules")).OnClick(act.onRules),
			app.Button().ID("open-seats").Class("btn ghost").Aria("expanded", v.Panel == panelSeats).Text(T("menu.seats")).OnClick(act.onSeats),
			app.Button().ID("new-game").Class("btn ghost").Text(T("menu.new")).OnClick(act.onNewGame),
			saveMenuUI(act, v.Save),
			langSelect(act, "lang-table", "sr-only"),
		),
	)
}

// moves is data-moves: the decisions a saved game holds ("" when it is not saved, which
// leaves the attribute out).
func (v saveMenuView) moves() string {
	if v.State != "ok" {
		return ""
	}
	return strconv.Itoa(v.Moves)
}

// other is the label of the other of "Saved" and "Saving…" (data-other), "" in any other state.
func (v saveMenuView) other() string {
	switch v.State {
	case "ok":
		return T("save.saving")
	case "saving":
		return T("save.ok")
	}
	return ""
}

// saveMenuUI is the save status and the export and import buttons of the table menu.
func saveMenuUI(act actions, v saveMenuView) app.UI {
	if !v.Shown {
		return app.Text("")
	}
	return app.Span().Class("save-menu").Body(
		// "Saved" and "Saving…" take the width of the longer (the other in data-other, drawn
		// hidden by the stylesheet), so that the menu does not move at each decision
		app.Span().ID("save-status").Class("save-status", v.State).Attr("data-state", v.State).
			Attr("data-moves", v.moves()).Attr("data-other", v.other()).Title(v.Title).Body(app.Span().Class("st-lbl").Text(v.Label)),
		app.Button().ID("open-export").Class("btn ghost").Text(T("menu.export")).OnClick(act.onOpenExport),
		app.Button().ID("open-import").Class("btn ghost").Text(T("menu.import")).OnClick(act.onOpenImport),
	)
}

func menuClass(open bool) string {
	if open {
		return "open"
	}
	return ""
}
