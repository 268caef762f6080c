package components

import (
	"strconv"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// logDrawer is the action log, newest first, in a drawer beside the table.
type logDrawer struct {
	Sections []logSection
}

// logSection is the log of one phase of a round, under its heading: its lines newest first.
type logSection struct {
	_     noCompare
	Title string // "Round 2 · Phase A: dice and actions"
	Lines []logLine
}

// logLine is one thing that happened, in words, led by the seat it is about.
type logLine struct {
	_      noCompare
	Kind   int // engine.EventKind, for the line's class (0 for a use of the Hint)
	Seat   int // the seat it is about, -1 for none
	Colour int // that seat's colour
	Text   string
	Points int // the points it scored (EvVP), set apart at the end of the line
}

func (v *logDrawer) draw(act actions) app.UI {
	return app.Aside().ID("log").Class("drawer").Aria("label", T("menu.log")).Body(
		drawerHead(act, T("log.title")),
		app.Ol().Class("loglist").Body(logLines(v.Sections)...),
	)
}

// logLines draws log sections (also on the score sheet): each phase under its heading, each
// line led by its seat's marker (colour and shape), the points it scored set apart.
func logLines(secs []logSection) []app.UI {
	var out []app.UI
	for _, sec := range secs {
		var lines []app.UI
		for _, l := range sec.Lines {
			var mark app.UI = app.Span().Class("lmark")
			if l.Seat >= 0 {
				mark = app.Span().Class("lmark").Body(app.Raw(markerSVG(l.Colour, l.Seat, 12)))
			}
			var pts app.UI = app.Text("")
			if l.Points != 0 {
				// the line says the points in words; the figure is for the eye
				pts = app.Span().Class("lpts").Aria("hidden", "true").Text(T("log.points", l.Points))
			}
			lines = append(lines, app.Li().Class("ev", "ev-"+strconv.Itoa(l.Kind)).Body(
				mark, app.Span().Class("ltext").Text(l.Text), pts))
		}
		out = append(out, app.Li().Class("lsec").Body(
			app.H3().Class("lhead").Text(sec.Title),
			app.Ul().Body(lines...),
		))
	}
	return out
}

// logSections is the log of session s, newest first, for at most max decisions that left a
// line (and the uses of the Hint among them): a section per phase of a round, opened where the
// engine says the phase began.
func logSections(s *gameapp.Session, max int) []logSection {
	log := s.Log()
	// the oldest decision shown: the max-th last that left a line
	first, n := len(log), 0
	for i := len(log) - 1; i >= 0 && n < max; i-- {
		for _, ev := range log[i].Events {
			if ev.Kind != engine.EvPhase && eventText(s, ev) != "" {
				n++
				first = i
				break
			}
		}
	}
	heading := func(stage engine.Stage, round int) string { return T("log.head", round, stageName(stage)) }
	stage, round := engine.Stage(0), 1
	var secs []logSection
	cur := logSection{Title: heading(stage, round)}
	hints := s.Hints()
	takeovers := s.Setup().Takeovers
	addHints := func(at int) {
		for _, h := range hints {
			if h.At == at {
				cur.Lines = append(cur.Lines, logLine{Seat: h.Seat, Colour: s.Colour(h.Seat), Text: said(you(s, h.Seat), "hint.asked", nameOf(s, h.Seat))})
			}
		}
		for _, t := range takeovers {
			if t.At == at {
				cur.Lines = append(cur.Lines, logLine{Seat: t.By, Colour: s.Colour(t.By), Text: takeoverText(s, t)})
			}
		}
	}
	for i := 0; i <= len(log); i++ {
		if i >= first {
			addHints(i)
		}
		if i == len(log) {
			break
		}
		for _, ev := range log[i].Events {
			if ev.Kind == engine.EvPhase {
				stage, round = engine.Stage(ev.X), int(ev.N)
				if i >= first {
					if len(cur.Lines) > 0 {
						secs = append(secs, cur)
					}
					cur = logSection{Title: heading(stage, round)}
				}
				continue
			}
			if i < first {
				continue
			}
			t := eventText(s, ev)
			if t == "" {
				continue
			}
			l := logLine{Kind: int(ev.Kind), Seat: int(ev.Player), Text: t}
			if l.Seat >= 0 && l.Seat < s.Game().NumPlayers() {
				l.Colour = s.Colour(l.Seat)
			} else {
				l.Seat = -1
			}
			if ev.Kind == engine.EvVP {
				l.Points = int(ev.N)
			}
			cur.Lines = append(cur.Lines, l)
		}
	}
	if len(cur.Lines) > 0 {
		secs = append(secs, cur)
	}
	// newest first: the last section on top, and in each the last line first
	for i, j := 0, len(secs)-1; i < j; i, j = i+1, j-1 {
		secs[i], secs[j] = secs[j], secs[i]
	}
	for _, sec := range secs {
		for i, j := 0, len(sec.Lines)-1; i < j; i, j = i+1, j-1 {
			sec.Lines[i], sec.Lines[j] = sec.Lines[j], sec.Lines[i]
		}
	}
	return secs
}
