package components

import (
	"fmt"
	"sort"
	"strings"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// boardPart is another player's compact board drawn as its own component. go-app compares a
// child component's exported fields and redraws it only when one changed, so Key, a digest
// of everything the board shows, lets an untouched board skip both drawing and comparing
// its elements. The root sets r.tv before its children draw.
type boardPart struct {
	app.Compo
	R    *Root // the same pointer every time: cheap to compare
	Seat int
	Key  string
}

func (b *boardPart) Render() app.UI {
	if b.R == nil || b.R.tv == nil {
		return app.Article().Class("cboard")
	}
	return b.R.tv.compactBoard(b.Seat)
}

// compactKey covers every input of compactBoard(p): the seat's own state and score, its turn
// position, whether it decides now (and then the choices open), and what the task marks read
// from the rest of the table (regions, temple, turn order).
func (v *tview) compactKey(p int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%p|%d|%s|%d|%v|%v|%v|%v|%v|%v|%v|%v", v.s, p, v.seatName(p), v.col(p), v.s.SeatKind(p),
		v.g.Seat(p), v.g.Breakdown(p), v.g.TurnOrder(), mapOf(v.g), templeOf(v.g), v.covered, v.r.handVisible(p))
	if v.r.handVisible(p) {
		fmt.Fprintf(&b, "|%v", v.g.Hand(p))
	}
	if p == v.pr.Player {
		fmt.Fprintf(&b, "|%v|%v|%d|%d|%v", v.pr, v.legal, v.die, v.build, v.r.handVisible(p))
	}
	return b.String()
}

// part is an area of the table drawn as its own component, redrawn only when its Key changes
// (see boardPart). Name picks the area.
type part struct {
	app.Compo
	R    *Root
	Name string
	Key  string
}

func (p *part) Render() app.UI {
	if p.R == nil || p.R.tv == nil {
		return app.Div()
	}
	v := p.R.tv
	switch p.Name {
	case "map":
		return v.mapView()
	case "displays":
		return v.displaysView()
	case "tasks":
		return v.tasksView()
	case "jewelry":
		return v.jewelryView()
	case "market":
		return v.marketView()
	case "temple":
		return v.templeView()
	case "status":
		return v.statusView()
	case "actions":
		return v.actionsView()
	}
	return app.Div()
}

// hotKey lists the choices that sit at places starting with prefix, with their labels.
func (v *tview) hotKey(prefix string) string {
	var locs []string
	for l := range v.primary {
		if strings.HasPrefix(l, prefix) {
			locs = append(locs, l)
		}
	}
	sort.Strings(locs)
	var b strings.Builder
	for _, l := range locs {
		c := v.primary[l]
		fmt.Fprintf(&b, "%s=%s:%s;", l, choiceKey(c), choiceLabel(v.g, c))
	}
	return b.String()
}

// partKey covers every input of the area: the table state it shows, the prompt when its
// reasons depend on it, and the choices sitting in it.
func (v *tview) partKey(name string) string {
	g, pr := v.g, v.pr
	var b strings.Builder
	fmt.Fprintf(&b, "%p|%s|", v.s, name)
	switch name {
	case "map":
		fmt.Fprintf(&b, "%v|", mapOf(g))
		for p := 0; p < g.NumPlayers(); p++ {
			fmt.Fprintf(&b, "%s/%d,", v.seatName(p), v.col(p))
		}
		if pr.Kind == engine.PromptStartHut || pr.Kind == engine.PromptExpand {
			fmt.Fprintf(&b, "|%v", pr)
		}
		b.WriteString(v.hotKey("region."))
	case "displays":
		fmt.Fprintf(&b, "%v|%v|", g.Display(engine.Man), g.Display(engine.Woman))
		if pr.Kind == engine.PromptTakePerson {
			fmt.Fprintf(&b, "%v", pr)
		}
		b.WriteString(v.hotKey("disp."))
	case "tasks":
		fmt.Fprintf(&b, "%v|%d|%v|", g.TaskDisplay(), g.NumPlayers(), pr.Kind == engine.PromptNewTask)
		b.WriteString(v.hotKey("tdisp."))
	case "jewelry":
		fmt.Fprintf(&b, "%v|%d|", jewelryOf(g), g.Round())
		if pr.Kind == engine.PromptJewelry {
			pl := g.Seat(pr.Player)
			fmt.Fprintf(&b, "%v|%d|%d|", pr, pl.NJewels, pl.Shells)
		}
		b.WriteString(v.hotKey("jewel."))
	case "market":
		fmt.Fprintf(&b, "%v|%d|%v|%d|", g.CardRow(), g.DeckCount(), g.Discards(), pr.Kind)
		b.WriteString(v.hotKey("card."))
	case "temple":
		fmt.Fprintf(&b, "%v|%d|", templeOf(g), g.TempleGodTiles())
		for p := 0; p < g.NumPlayers(); p++ {
			fmt.Fprintf(&b, "%s/%d,", v.seatName(p), v.col(p))
		}
		if pr.Kind == engine.PromptTemple {
			fmt.Fprintf(&b, "%v|%d|", pr, g.Seat(pr.Player).Priests)
		}
		b.WriteString(v.hotKey("temple."))
	case "status":
		fmt.Fprintf(&b, "%v|", g.TurnOrder())
		for p := 0; p < g.NumPlayers(); p++ {
			fmt.Fprintf(&b, "%s/%d/%d,", v.seatName(p), v.col(p), g.Seat(p).Status)
		}
	case "actions":
		// every die on the table; while a die is being placed, the reasons read the deciding
		// seat's whole state and the displays and regions it could reach
		for p := 0; p < g.NumPlayers(); p++ {
			fmt.Fprintf(&b, "%s/%d/%v/%v/%v,", v.seatName(p), v.col(p), g.Seat(p).Dice, g.Seat(p).DiceAt, g.Seat(p).WhiteDice)
		}
		if pr.Kind == engine.PromptPlaceDie {
			fmt.Fprintf(&b, "|%v|%d|%v|%v|%v|%v", pr, v.die, g.Seat(pr.Player), mapOf(g), g.Display(engine.Man), g.Display(engine.Woman))
		}
		b.WriteString(v.hotKey("action."))
	}
	return b.String()
}

func (v *tview) part(name string) app.UI { return &part{R: v.r, Name: name, Key: v.partKey(name)} }

// mapState is what the map shows: each region's fish, the seat on its building space (-1 for
// none) and which seats have a hut there.
type mapState struct {
	fish  [engine.NumRegions]engine.FishTile
	space [engine.NumRegions]int
	huts  [engine.NumRegions][4]bool
}

func mapOf(g *engine.Game) (m mapState) {
	for r := engine.Region(0); r < engine.NumRegions; r++ {
		m.fish[r], m.space[r] = g.FishAt(r), g.HutOnSpace(r)
		for p := 0; p < g.NumPlayers(); p++ {
			m.huts[r][p] = g.HasHut(r, p)
		}
	}
	return m
}

// templeOf is the seat on each temple space (-1 for none).
func templeOf(g *engine.Game) (t [engine.TempleSpaces + 1]int) {
	for v := 1; v <= engine.TempleSpaces; v++ {
		t[v] = g.TempleSpace(v)
	}
	return t
}

// jewelryOf is every column of jewelry tiles.
func jewelryOf(g *engine.Game) (j [engine.Rounds][4]engine.JewelTile) {
	for c := range j {
		j[c] = g.JewelryColumn(c + 1)
	}
	return j
}
