package components

import (
	"borabora/i18n"
	"html"
	"strconv"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Small pieces of drawing that several components share. Each is a plain function of values.

// seatLook is how a seat shows at the table: its name (isolated, see isolate) and colour.
type seatLook struct {
	_      noCompare
	Name   string
	Colour int
	You    bool // the learner of a guided game: messages about them speak to them (said)
}

// seatLooks is every seat's look, by seat.
type seatLooks [4]seatLook

// spot is a place on the table where a choice of the decision on the table may sit.
type spot struct {
	_      noCompare
	Choice string // data-choice key of the open choice sitting here, "" when none
	Label  string // what that choice does, in words (choiceLabel)
	Why    string // why the place is closed for the decision on the table, in words ("" when it is not)
	// Info explains the piece itself, for its tooltip; when empty the piece's name is shown.
	Info string
	// Tag is a word shown on the place for what its choice does when the piece alone would
	// mislead ("Give up" on a task that can only be given up)
	Tag string
}

// noCompare makes a struct that go-app compares by reflection (reflect.DeepEqual) not comparable
// with ==, which spares app.wasm the equality function Go would make for it.
type noCompare [0]func()

// spots is the places of an area by index; nil when no choice or reason touches the area
// (the view leaves it out, which keeps the view small to copy and compare).
type spots []spot

// at is place i (the zero spot when the area has none).
func (s spots) at(i int) spot {
	if i >= 0 && i < len(s) {
		return s[i]
	}
	return spot{}
}

// placesOf lists n places by index from place(i); nil when none holds a choice or a reason.
func placesOf(n int, place func(i int) spot) spots {
	var s spots
	for i := 0; i < n; i++ {
		if sp := place(i); sp.Choice != "" || sp.Why != "" || sp.Info != "" {
			if s == nil {
				s = make(spots, n)
			}
			s[i] = sp
		}
	}
	return s
}

// spotUI draws a place on the table named label: a live button when an open choice sits
// there, a focusable but disabled button with the reason when it is closed, else plain
// content. loc names the place in element ids ("region.3"). The piece's explanation (Info)
// is its accessible description, which web/table.js also shows as its tooltip; a closed
// place says why first.
func spotUI(act actions, sp spot, loc, cls, label string, body ...app.UI) app.UI {
	if sp.Choice != "" {
		name := T("label.detail", label, sp.Label)
		if sp.Tag != "" {
			// what the place does comes first in its name, as on its face
			body = append(body, app.Span().Class("ptag").Text(sp.Tag))
			cls += " tagged"
			name = sp.Label
		}
		b := app.Button().Type("button").Class(cls, "hot").Attr("data-choice", sp.Choice).
			Aria("label", name).Title(sp.Label)
		if sp.Info != "" {
			b = b.Aria("description", sp.Info)
		}
		return b.OnClick(act.onChoice).Body(body...)
	}
	if why := sp.Why; why != "" {
		id := "why-" + sanitizeID(loc)
		body = append(body, app.Span().ID(id).Class("why").Text(why))
		ids := id
		if sp.Info != "" {
			ids += " info-" + sanitizeID(loc)
			body = append(body, app.Span().ID("info-"+sanitizeID(loc)).Class("why").Text(sp.Info))
		}
		return app.Button().Type("button").Class(cls, "off").Aria("disabled", "true").
			Aria("label", label).Aria("describedby", ids).Body(body...)
	}
	d := app.Div().Class(cls).Role("group").Aria("label", label)
	if sp.Info != "" {
		return d.Aria("description", sp.Info).Body(body...)
	}
	return d.Title(label).Body(body...)
}

func sanitizeID(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c == '.' {
			b[i] = '-'
		}
	}
	return string(b)
}

// esc escapes text for a drawing made as one string of HTML (raw): a piece that only shows (a
// list, a table, the score graph) costs app.wasm far less code drawn so than built element by
// element; its clicks are handled by its container (hit).
func esc(s string) string { return html.EscapeString(s) }

func pct(f float64) string { return strconv.FormatFloat(f, 'f', 2, 64) + "%" }

// option is an <option> of a select. Selected is written only when true: go-app writes
// Selected(false) into the pre-rendered page as selected="false", which a browser reads as
// selected, so before the app has started the form would show the last option of every list.
func option(value, text string, selected bool) app.UI {
	o := app.Option().Value(value).Text(text)
	if selected {
		o = o.Selected(true)
	}
	return o
}

// checkbox is a checkbox input, with Checked written only when true (see option).
func checkbox(id string, checked bool) app.HTMLInput {
	c := app.Input().Type("checkbox").ID(id)
	if checked {
		c = c.Checked(true)
	}
	return c
}

func stat(cls, label string, n int, icon app.UI) app.UI {
	return app.Span().Class("stat", cls).Role("img").Title(label).Aria("label", T("label.count", label, n)).Body(
		icon, app.Span().Class("n").Text(strconv.Itoa(n)))
}

// personTile draws person tile id (an empty place when id < 0): the tile in its gender's colour
// with a figure of that gender, the picture of its Phase B action, and its status symbols (a
// man) or shells (a woman); a shifted tile is drawn shifted down, its symbols covered. Its name
// and what it does are its accessible name and description.
func personTile(id int, shifted bool) app.UI {
	if id < 0 {
		return app.Span().Class("ptile empty")
	}
	pt := engine.PersonTile(id)
	gd, pip := "man", "status"
	if pt.Gender() == engine.Woman {
		gd, pip = "woman", "shell"
	}
	cls := "ptile " + gd + " pt-" + engine.PersonTypeNames[pt.Type()]
	var pips []app.UI
	if shifted {
		cls += " shifted"
	} else {
		for i := 0; i < pt.Value(); i++ {
			pips = append(pips, icon(pip, 9))
		}
	}
	label := personLabel(id)
	return described(app.Span().Class(cls).Role("img").Aria("label", label), T("label.detail", label, personInfo(id))).Body(
		app.Span().Class("pfig").Body(icon("fig-"+gd, 12)),
		app.Span().Class("pact").Body(icon("pa-"+engine.PersonTypeNames[pt.Type()], 22)),
		app.Span().Class("pv").Body(pips...),
	)
}

// jewelTile draws the face of jewelry tile j: its picture and its value (its price in shells
// and its points at the end). The value is drawn by the stylesheet (data-t), for the eye only:
// the tile's name says both in words ("Necklace (5)"), and a visible text the name seems to
// lack would mislead speech input.
func jewelTile(j int) []app.UI {
	return []app.UI{icon("j-"+engine.JewelTypeNames[engine.JewelTile(j).Type()], 18),
		app.Span().Class("jv").Attr("data-t", strconv.Itoa(engine.JewelTile(j).Value()))}
}

// botTag marks a computer player's seat with its level ("CPU·H"); nothing for a person.
func botTag(k gameapp.SeatKind) app.UI {
	if !k.IsBot() {
		return app.Text("")
	}
	return app.Span().Class("cpu").Title(T("bot.title", T("bot.level."+k.String()))).Text(T("bot.tag." + k.String()))
}

// seatKindLabel names a seat kind for menus ("Person", "Computer — hard").
func seatKindLabel(k gameapp.SeatKind) string { return T("seat.kind." + k.String()) }

// seatKindOptions draws the options of a seat-kind select.
func seatKindOptions(cur gameapp.SeatKind) []app.UI {
	var opts []app.UI
	for _, k := range gameapp.SeatKinds {
		opts = append(opts, option(k.String(), seatKindLabel(k), k == cur))
	}
	return opts
}

// speedSelect draws the computer-speed setting, cur selected.
func speedSelect(act actions, id, cur string) app.UI {
	var opts []app.UI
	for _, s := range []string{gameapp.SpeedSlow, gameapp.SpeedNormal, gameapp.SpeedInstant} {
		opts = append(opts, option(s, T("speed."+s), s == cur))
	}
	return app.Div().Class("speed-row").Body(
		app.Label().For(id).Text(T("speed.label")),
		app.Select().ID(id).Class("speed-select").OnChange(act.onSpeed).Body(opts...),
	)
}

// langSelect is a language menu: each language in its own name (and marked as written in
// it, for screen readers), the page's language chosen; labelCls places the label ("sr-only"
// in the crowded table menu, where only screen readers read it).
func langSelect(act actions, id, labelCls string) app.UI {
	cur := Language()
	var opts []app.UI
	for _, l := range i18n.Languages() {
		o := app.Option().Value(l).Attr("lang", l).Text(i18n.Name(l))
		if l == cur {
			o = o.Selected(true) // see option
		}
		opts = append(opts, o)
	}
	return app.Div().Class("lang-row").Body(
		app.Label().For(id).Class("lang-label", labelCls).Text(T("lang.label")),
		app.Select().ID(id).Class("lang-select").OnChange(act.onLanguage).Body(opts...),
	)
}

// undoOffer is "Undo my last move" for the person who just handed the game on.
type undoOffer struct {
	_    noCompare
	Who  string // that person's name; "" when there is nothing to take back
	What string // what would be taken back, in words
	You  bool   // that person is the learner of a guided game (said)
}

// undoMineUI draws the offer (cls places it: on the pass screen or in the prompt bar);
// nothing when there is none.
func undoMineUI(act actions, u undoOffer, cls string) app.UI {
	if u.Who == "" {
		return app.Text("")
	}
	return app.Div().Class("undo-mine", cls).Body(
		app.Span().Class("undo-who").Text(said(u.You, "undo.mine.who", u.Who)),
		app.Button().ID("undo-mine").Class("btn small").Title(u.What).
			Aria("label", said(u.You, "undo.mine.label", u.Who, u.What)).
			Text(T("undo.mine")).OnClick(act.onUndoMine),
		app.Span().Class("undo-what muted").Aria("hidden", "true").Text(u.What),
	)
}

// saveDialogUI is the frame of the dialogs about saves: a modal dialog with id and a title.
func saveDialogUI(id, title string, body ...app.UI) app.UI {
	return app.Div().Class("overlay").Body(
		app.Div().ID(id).Class("panel small save-dialog").Role("dialog").Aria("modal", "true").
			Aria("labelledby", id+"-title").Body(
			append([]app.UI{app.H2().ID(id + "-title").Text(title)}, body...)...,
		),
	)
}

// drawerHead is the heading of a side drawer with its close button.
func drawerHead(act actions, title string) app.UI {
	return app.Div().Class("drawer-head").Body(
		app.H2().Text(title),
		app.Button().Class("btn ghost").Attr("data-dismiss", "1").Aria("label", T("panel.close")).Text("✕").OnClick(act.onClosePanel),
	)
}
