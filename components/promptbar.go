package components

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// How the prompt bar speaks.
const (
	askDecide  = iota // a person decides
	askCovered        // the pass-device screen lies over the table: only whose turn it is
	askBot            // a computer player is thinking
	askAway           // a person of another device decides (link.go)
)

// promptView says what the deciding player decides now, offers the choices that have no place
// on the table (God payments, passing, Helper trades), the die and building pickers, and the
// last thing that happened.
type promptView struct {
	Seat   int // the deciding seat, -1 when none
	Colour int
	Mode   int    // askDecide, askCovered, askBot or askAway
	Away   string // askAway: the send button's words
	Text   string // the question (whose turn, or who is thinking)
	Hint   string // where to click
	Last   string // the last decision, in words ("" before the first)
	// Announce is said by the polite live region: another player's or a computer's decision
	// and the start of a phase, in the log's words
	Announce string
	Undo     undoOffer
	Dice     []dieChoice
	Builds   []buildChoice
	Huts     []hutChoice // Expand with both: where the hut comes from
	Round    int         // the round (what buildings score)
	Since    int         // decisions of the others since the deciding person's last turn
	HintBtn  bool        // the Hint button (a table option)
	Carded   bool        // a guide's or Hint's card explains the decision (it describes the question)
	Kind     int         // the decision's engine.PromptKind (data-kind, for tests and tools)
	Bar      []barChoice
	Gods     bool // a God may be played: the bar's short way to the cards (their places)
	Err      string
}

// dieChoice is a die of the deciding player that is not placed yet.
type dieChoice struct {
	_           noCompare
	Index, Face int
	White       bool // a White God is waiting: the die will act as a 6
	Usable      bool // some action takes it
	Selected    bool
}

// hutChoice is where an expansion's hut may come from (0 a person space, 1 the 12th space).
type hutChoice struct {
	_        noCompare
	From     int
	Selected bool
}

// buildChoice is a building the deciding player may build.
type buildChoice struct {
	_        noCompare
	Value    int
	Selected bool
}

// barChoice is a choice offered as a button of the bar.
type barChoice struct {
	_          noCompare
	Key, Label string
	Detail     string // the label in full where the button shows it short ("" when not)
	Icon       string // the picture before the label ("" for none)
	Pass       bool
}

// pickGroup is one of the bar's pickers (the dice, the huts' sources, the buildings): a named
// group of its buttons after its label.
func pickGroup(cls, label string, btns []app.UI) app.UI {
	return app.Div().Class(cls).Role("group").Aria("label", label).Body(
		append([]app.UI{app.Span().Class("lbl").Text(label)}, btns...)...)
}

func (v *promptView) draw(act actions) app.UI {
	p := v.Seat
	var tools []app.UI
	if len(v.Dice) > 0 {
		var dice []app.UI
		for _, d := range v.Dice {
			cls := "diebtn"
			if d.Selected {
				cls += " sel"
			}
			label := T("die.label", d.Face)
			btn := app.Button().Type("button").Class(cls).Attr("data-die", strconv.Itoa(d.Index)).
				Aria("pressed", d.Selected).Aria("label", label).Title(label).
				Body(app.Raw(dieSVG(v.Colour, p, d.Face, d.White, 30)))
			if d.Usable {
				btn = btn.OnClick(act.onSelectDie)
			} else {
				btn = btn.Class("off").Aria("disabled", "true").Title(T("die.nouse"))
			}
			dice = append(dice, btn)
		}
		tools = append(tools, pickGroup("dicepick", T("die.pick"), dice))
	}
	if len(v.Huts) > 0 {
		var hs []app.UI
		for _, h := range v.Huts {
			cls := "bldbtn hutbtn"
			if h.Selected {
				cls += " sel"
			}
			label := T("hut.from." + strconv.Itoa(h.From))
			hs = append(hs, app.Button().Type("button").Class(cls).Attr("data-hut", strconv.Itoa(h.From)).
				Aria("pressed", h.Selected).OnClick(act.onSelectHut).Text(label))
		}
		tools = append(tools, pickGroup("bldpick hutpick", T("hut.pick"), hs))
	}
	if len(v.Builds) > 0 {
		var bs []app.UI
		for _, bc := range v.Builds {
			cls := "bldbtn"
			if bc.Selected {
				cls += " sel"
			}
			bs = append(bs, app.Button().Type("button").Class(cls).Attr("data-building", strconv.Itoa(bc.Value)).
				Aria("pressed", bc.Selected).Aria("description", buildingInfo(bc.Value, v.Round)).Text(T("building.n", bc.Value)).OnClick(act.onSelectBuild))
		}
		tools = append(tools, pickGroup("bldpick", T("building.pick"), bs))
	}
	var buttons []app.UI
	for _, c := range v.Bar {
		cls := "btn choice"
		if c.Pass {
			cls += " pass"
		}
		b := app.Button().Type("button").Class(cls).Attr("data-choice", c.Key)
		if c.Detail != "" {
			b = b.Aria("label", c.Detail).Title(c.Detail)
		}
		if c.Icon != "" {
			b = b.Body(icon(c.Icon, 20), app.Span().Text(c.Label))
		} else {
			b = b.Text(c.Label)
		}
		buttons = append(buttons, b.OnClick(act.onChoice))
	}
	// meta: the last move, "since your turn" and "undo my last move": under the choices on a
	// laptop, at the end of the row of choices on a phone, never in the question's room
	var meta []app.UI
	if v.Last != "" {
		meta = append(meta, app.P().Class("lastact").Text(T("last.action", v.Last)))
	}
	var ask app.UI
	switch v.Mode {
	case askCovered, askAway:
		// what the deciding player may do depends on their cards: say only whose turn it is
		ask = app.Div().Class("ask").Body(
			app.P().ID("prompt-text").TabIndex(0).Class("q").Text(v.Text),
		)
		if v.Away != "" {
			buttons = append(buttons, app.Button().Type("button").ID("send-open").Class("btn choice").Text(v.Away).OnClick(act.onOpenSend))
		}
	case askBot:
		ask = app.Div().Class("ask").Body(
			app.P().ID("prompt-text").TabIndex(0).Class("q thinking").Attr("data-bot-seat", strconv.Itoa(p)).Body(
				app.Span().Class("spinner").Aria("hidden", "true"),
				app.Span().Class("tt").Text(v.Text),
				app.Span().Class("dots").Aria("hidden", "true").Body(
					app.Span().Text("."), app.Span().Text("."), app.Span().Text("."),
				),
			),
		)
	default:
		q := app.P().ID("prompt-text").TabIndex(0).Class("q").Attr("data-kind", v.Kind).Text(v.Text)
		if v.Carded {
			q = q.Aria("describedby", "guide-text")
		}
		ask = app.Div().Class("ask").Body(
			q,
			app.P().Class("hint").Text(v.Hint),
			// how the keys work, said once (web/keys.js shows it the first time they are used)
			app.P().Class("hint keys-tip").Text(T("keys.tip")),
		)
		if v.Since > 0 {
			meta = append(meta, app.Button().Type("button").ID("since-open").Class("btn small since-btn").
				Text(T("since.button", v.Since)).OnClick(act.onSince))
		}
		if v.Undo.Who != "" {
			meta = append(meta, undoMineUI(act, v.Undo, "bar-undo")) // no pass-device screen came between the two people
		}
		if v.Gods {
			// the Gods are played from the hand; this takes the focus there (web/table.js)
			buttons = append(buttons, app.Button().Type("button").ID("gods-jump").Class("btn choice").
				Attr("data-jump", ".godplay").Text(T("god.jump")))
		}
		if v.HintBtn {
			buttons = append(buttons, app.Button().Type("button").ID("hint-btn").Class("btn choice hint-btn").
				Attr("data-guide", "hint").Text(T("hint.button")).OnClick(act.onGuide))
		}
	}
	cls := "promptbar"
	bot := v.Mode == askBot
	if bot {
		cls += " botturn"
	}
	return app.Section().Class(cls).Aria("label", T("area.prompt")).Body(
		app.P().ID("announce").Class("sr-only").Role("status").Text(v.Announce),
		app.Div().Class("who").Body(
			app.If(p >= 0, func() app.UI { return app.Raw(markerSVG(v.Colour, p, 22)) }),
		),
		ask,
		// the row: what to choose with (dice, buildings), the choices, then the meta line; a
		// row that scrolls sideways on a phone, the bar's right part and its second line on a
		// laptop
		app.Div().Class("barrow").Body(
			app.Div().Class("tools").Body(tools...),
			app.Div().Class("choices").Body(buttons...),
			app.If(len(meta) > 0, func() app.UI { return app.Div().Class("meta").Body(meta...) }),
		),
		app.If(v.Err != "", func() app.UI { return app.P().Class("error").Role("alert").Text(v.Err) }),
	)
}
