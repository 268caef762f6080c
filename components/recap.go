package components

import (
	"strconv"
	"strings"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// "Since your turn": what the other seats did since a person's last decision, a sentence per
// decision with the points it scored, and what Phase C and a new round did by themselves
// (gameapp.Session.Since builds it from the engine's events).

// sinceLines words seat p's recap: decisions of the others, Phase C's scoring, new dice.
func sinceLines(s *gameapp.Session, p int) []string {
	var out []string
	for _, st := range s.Since(p).Steps {
		if t := recapStepText(s, st); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// othersSince counts the decisions of other seats in seat p's recap.
func othersSince(s *gameapp.Session, p int) int {
	n := 0
	for _, st := range s.Since(p).Steps {
		if st.Player >= 0 && st.Player != p {
			n++
		}
	}
	return n
}

func recapStepText(s *gameapp.Session, st gameapp.RecapStep) string {
	if st.Player < 0 {
		return stageRecap(s, st)
	}
	t := ""
	if st.What.Kind != 0 {
		t = eventText(s, st.What)
	}
	if t == "" {
		if st.Choice.Kind != engine.KPass {
			return ""
		}
		t = said(you(s, st.Player), "undo.passed", nameOf(s, st.Player))
	}
	if st.VP != 0 && st.What.Kind != engine.EvVP {
		t = T("recap.vp", t, st.VP)
	}
	return t
}

// stageRecap says what a stage did by itself: Phase C's points by source and seat, the new
// turn order, the God tile; a new round's dice ("" for a stage that did nothing by itself).
func stageRecap(s *gameapp.Session, st gameapp.RecapStep) string {
	// lists by kind: status points, turn order, temple points, each seat's dice
	var lists [3 + 4][]string
	god := ""
	for _, ev := range st.Auto {
		p, k := int(ev.Player), -1
		item := nameOf(s, p)
		switch ev.Kind {
		case engine.EvVP:
			k, item = 2, T("recap.gain", item, int(ev.N))
			if ev.Source == engine.SrcStatus {
				k = 0
			} else if ev.Source != engine.SrcTemple {
				k = -1
			}
		case engine.EvTurnOrder:
			k = 1
		case engine.EvGodTile:
			god = eventText(s, ev)
		case engine.EvRoll:
			k, item = 3+p, strconv.Itoa(int(ev.N))
		}
		if k >= 0 && k < len(lists) {
			lists[k] = append(lists[k], item)
		}
	}
	var dice []string
	for p, faces := range lists[3:] {
		if len(faces) > 0 {
			dice = append(dice, said(you(s, p), "recap.diceof", nameOf(s, p), joinList(faces)))
		}
	}
	if len(dice) > 0 {
		return T("recap.dice", st.Round, strings.Join(dice, T("list.semi")))
	}
	out := ""
	for k, key := range []string{"recap.status", "recap.order", "recap.temple"} {
		if len(lists[k]) > 0 {
			out += " " + T(key, joinList(lists[k]))
		}
	}
	if god != "" {
		out += " " + god
	}
	if out == "" {
		return ""
	}
	return T("recap.stage", stageName(st.Stage), st.Round) + out
}

// sinceDrawer is a person's recap in a drawer beside the table.
type sinceDrawer struct {
	Who   string
	You   bool // the learner of a guided game (said)
	Lines []string
}

func (v *sinceDrawer) draw(act actions) app.UI {
	title := said(v.You, "since.title", v.Who)
	return app.Aside().ID("since").Class("sincebox").Aria("label", title).Body(
		drawerHead(act, title),
		sinceList(v.Lines),
	)
}

// sinceList draws recap lines (also on the pass-device screen).
func sinceList(lines []string) app.UI {
	if len(lines) == 0 {
		return app.P().Class("muted").Text(T("since.none"))
	}
	var li []app.UI
	for _, l := range lines {
		li = append(li, app.Li().Text(l))
	}
	return app.Ol().Class("sincelist").Body(li...)
}
