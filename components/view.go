package components

import (
	"fmt"
	"sort"
	"strconv"

	"borabora/engine"
	"borabora/gameapp"
)

// The view: what the table shows, as plain values, built from the session and the
// controller's state before each drawing. This file (with words.go for the words) is where the
// components' side reads the game; the components draw only the values they are given, so
// go-app can tell by comparing them which parts of the page changed.

// turn is the decision on the table as the view sorts it: its open choices by the place on
// the table where each sits, the choices only the prompt bar offers, and the die and building
// chosen.
type turn struct {
	g     *engine.Game
	pr    engine.Prompt
	legal []engine.Choice
	// places holds, by place on the table, the first open choice sitting there, else the
	// first closed candidate (whose reason the place shows); open counts the open places
	places map[string]engine.Candidate
	open   int
	bar    []engine.Choice
	// gods are the open ways of playing each God (engine.KPlayGod): their places are the
	// cards of the deciding seat's hand (godPlays)
	gods [engine.NumGods][]engine.Choice
	// hut is where an expansion's hut comes from (Expand: engine.KExpand's B, 0 a person
	// space, 1 the 12th space): the regions offer the expansions with that hut, and the bar's
	// picker (huts) chooses it when both are open; hasHut says which each region offers
	hut    int
	huts   []int
	hasHut map[int]*[2]bool
	die    int // die chosen for placement (-1 when not placing)
	build  int // building value chosen (0 when not building)
	builds []int
	bot    bool // a computer player decides: nothing on the table can be clicked
	// covered: the pass-device screen lies over the table. Nothing that depends on the
	// deciding player's hidden cards is in the view (no choices, no reasons about them, a
	// neutral prompt), so the page holds nothing about that hand before its owner takes the
	// device.
	covered bool
	// away: the game waits on a person of another device; the table is covered as for the
	// pass-device screen, but stays in reach (link.go)
	away bool

	breakdowns [4]string // each seat's points by source in words, once worked out
}

// breakdown is seat p's points by source, in words (worked out once per view).
func (t *turn) breakdown(p int) string {
	if t.breakdowns[p] == "" {
		t.breakdowns[p] = breakdownText(t.g, p)
	}
	return t.breakdowns[p]
}

// loc says where a choice sits on the table ("" for choices only the prompt bar offers, "-"
// for a die or building other than the one chosen).
func (t *turn) loc(c engine.Choice) string {
	a, b := int(c.A), int(c.B)
	switch c.Kind {
	case engine.KStartHut:
		return "region." + strconv.Itoa(a)
	case engine.KExpand:
		// the expansion with the hut chosen, or the one the region offers when it offers one
		if h := t.hasHut[a]; int(c.B) == t.hut || h == nil || !h[t.hut] {
			return "region." + strconv.Itoa(a)
		}
		return "-"
	case engine.KPlaceMaterial:
		return "cer." + strconv.Itoa(a)
	case engine.KPlaceDie:
		if a == t.die {
			return "action." + strconv.Itoa(b)
		}
		return "-"
	case engine.KTakePerson:
		return fmt.Sprintf("disp.%d.%d", a, b)
	case engine.KTattoo, engine.KShell:
		return "person." + strconv.Itoa(a)
	case engine.KDrawCard:
		return "card." + strconv.Itoa(a)
	case engine.KGainMaterial:
		if a >= engine.BesideBase {
			return "beside." + strconv.Itoa(a-engine.BesideBase)
		}
		return "cer." + strconv.Itoa(a)
	case engine.KTemple:
		return "temple." + strconv.Itoa(a)
	case engine.KBuild:
		if a == t.build {
			return "pair." + strconv.Itoa(b)
		}
		return "-"
	case engine.KBuyJewel:
		return "jewel." + strconv.Itoa(a)
	case engine.KCompleteTask, engine.KSurrenderTask:
		return "task." + strconv.Itoa(a)
	case engine.KTakeTask:
		return "tdisp." + strconv.Itoa(a)
	}
	return ""
}

// turnOf sorts game g's decision (g is the session's game, or in tests a game with the same
// public state); covered sorts it as it lies under the pass-device screen.
func (c *tableState) turnOf(g *engine.Game, covered bool) *turn {
	t := &turn{g: g, pr: g.Prompt(), places: map[string]engine.Candidate{}, die: -1}
	if c.step == nil && t.pr.Player >= 0 && c.s.SeatKind(t.pr.Player) == gameapp.Remote {
		t.away, covered = true, true
	}
	if covered {
		t.covered = true
		return t
	}
	if c.step != nil && !c.tryOn { // a step of a review: nothing to choose, nothing closed
		return t
	}
	cands := g.Candidates()
	for _, k := range cands {
		if k.Why == engine.Open {
			t.legal = append(t.legal, k.Choice)
		}
	}
	if _, bot := c.s.BotTurn(); bot && c.step == nil {
		t.bot = true
		return t
	}
	// a card's suggested die or building is the one chosen until the person chooses another,
	// so that its place is on the table
	sel, selB := c.selDie, c.selBuild
	sug, _, ok := c.suggested()
	if !ok && c.ringOn() {
		sug, ok = c.ring, true // the card closed: the suggested die or building stays chosen
	}
	if ok && !covered {
		if sel < 0 && sug.Kind == engine.KPlaceDie {
			sel = int(sug.A)
		}
		if selB == 0 && sug.Kind == engine.KBuild {
			selB = int(sug.A)
		}
	}
	if t.pr.Kind == engine.PromptPlaceDie {
		first := -1
		for _, ch := range t.legal {
			if ch.Kind == engine.KPlaceDie {
				if int(ch.A) == sel {
					t.die = sel
				}
				if first < 0 {
					first = int(ch.A)
				}
			}
		}
		if t.die < 0 {
			t.die = first
		}
	}
	if t.pr.Kind == engine.PromptExpand {
		// where the hut comes from: the one chosen, else a person space's when open
		t.hasHut = map[int]*[2]bool{}
		var open [2]bool
		for _, ch := range t.legal {
			if ch.Kind == engine.KExpand && ch.B < 2 {
				if t.hasHut[int(ch.A)] == nil {
					t.hasHut[int(ch.A)] = &[2]bool{}
				}
				t.hasHut[int(ch.A)][ch.B] = true
				open[ch.B] = true
			}
		}
		t.hut = 0
		if c.hutFrom == 2 && open[1] || !open[0] {
			t.hut = 1
		}
		if open[0] && open[1] {
			t.huts = []int{0, 1}
		}
	}
	if t.pr.Kind == engine.PromptBuild {
		seen := map[int]bool{}
		for _, ch := range t.legal {
			if ch.Kind == engine.KBuild && !seen[int(ch.A)] {
				seen[int(ch.A)] = true
				t.builds = append(t.builds, int(ch.A))
				if int(ch.A) == selB {
					t.build = selB
				}
			}
		}
		if t.build == 0 && len(t.builds) > 0 {
			t.build = t.builds[0]
		}
	}
	for _, ch := range t.legal {
		if ch.Kind == engine.KPlayGod && int(ch.A) < len(t.gods) {
			t.gods[ch.A] = append(t.gods[ch.A], ch)
			continue
		}
		l := t.loc(ch)
		switch {
		case l == "-":
		case l == "":
			t.bar = append(t.bar, ch)
		default:
			if _, ok := t.places[l]; ok {
				t.bar = append(t.bar, ch) // a second choice at one place: offered in the bar too
			} else {
				t.places[l] = engine.Candidate{Choice: ch}
				t.open++
			}
		}
	}
	// every place with no open choice says why it is closed: the reason of the first closed
	// candidate sitting there
	for _, k := range cands {
		if k.Why == engine.Open {
			continue
		}
		l := t.loc(k.Choice)
		if l == "" || l == "-" {
			continue
		}
		if _, ok := t.places[l]; !ok {
			t.places[l] = k
		}
	}
	// Phase B: each person tile on the board is the place of its type's plain use, open (a tap
	// there uses it, as its button in the bar does) or closed with the engine's reason, so that
	// a person that cannot act stays in view and says why
	if t.pr.Kind == engine.PromptPhaseB && t.pr.Player >= 0 {
		pl := g.Seat(t.pr.Player)
		for _, k := range cands {
			if k.Choice.Kind != engine.KActivate || engine.Activation(k.Choice.C) != engine.ActivatePlain || k.Why == engine.NoPersonOfType {
				continue
			}
			for i := 0; i < int(pl.NPersons); i++ {
				id := pl.Persons[i]
				if id < 0 || id.Gender() != int(k.Choice.A) || id.Type() != engine.PersonType(k.Choice.B) {
					continue
				}
				if l := "person." + strconv.Itoa(int(id)); t.places[l].Choice.Kind == 0 {
					t.places[l] = k
					if k.Why == engine.Open {
						t.open++
					}
				}
			}
		}
	}
	return t
}

// spot is the place loc: the open choice sitting there, else why the engine says it is
// closed (nothing when no candidate of the decision sits there).
func (t *turn) spot(loc string) spot {
	c, ok := t.places[loc]
	switch {
	case !ok:
		return spot{}
	case c.Why == engine.Open && c.Choice.Kind == engine.KSurrenderTask:
		return spot{Choice: c.Choice.Key(), Label: choiceDetail(t.g, c.Choice), Tag: T("giveup.tag")}
	case c.Why == engine.Open:
		return spot{Choice: c.Choice.Key(), Label: choiceDetail(t.g, c.Choice)}
	}
	return spot{Why: reasonText(t.g, c)}
}

// looks is every seat's name and colour.
func (c *tableState) looks() seatLooks {
	var l seatLooks
	for p := 0; p < c.s.Game().NumPlayers() && p < len(l); p++ {
		l[p] = lookOf(c.s, p)
	}
	return l
}

// tableView is the table for game g (see turnOf).
func (c *tableState) tableView(g *engine.Game, covered bool) tableView {
	t := c.turnOf(g, covered)
	s := c.s
	seats := c.looks()
	v := tableView{Moves: len(s.Log()), NP: g.NumPlayers(), Covered: covered, Panel: c.panel}
	if c.step == nil {
		v.Top = c.topView(t, seats)
		v.Prompt = c.promptView(t, seats)
		v.Card = c.cardOf(t)
		v.Prompt.Carded = v.Card.Shown
	} else {
		v.Top.Chips = chipsOf(t, s, seats)
	}
	v.Map = mapViewOf(t, seats)
	v.Tiles = tilesViewOf(t, seats)
	v.Temple = templeViewOf(t, seats)
	v.Status = statusViewOf(g, seats)
	v.Displays = displaysViewOf(t)
	v.Tasks = taskDisplayViewOf(t)
	v.Jewelry = jewelryViewOf(t)
	v.Cards = cardRowViewOf(t)

	focus := t.pr.Player
	if n := len(s.Log()); c.step != nil && n > 0 {
		focus = s.Log()[n-1].Player // a review: the seat that made the step's decision
	} else if s.People() == 1 && focus >= 0 && !s.Here(focus) {
		// one person here: their own board stays in front while computers play, or another
		// device's person
		for p := 0; p < g.NumPlayers(); p++ {
			if s.Here(p) {
				focus = p
			}
		}
	}
	if c.focusOpp >= 0 && c.focusOpp < g.NumPlayers() {
		focus = c.focusOpp
	}
	if focus < 0 {
		focus = g.SeatAt(0)
	}
	v.Board = c.boardViewOf(t, seats, focus, true)
	for i := 0; i < g.NumPlayers(); i++ {
		p := g.SeatAt(i)
		o := c.boardViewOf(t, seats, p, false)
		// the seat in focus keeps its compact board, hidden: when the focus moves on, the
		// boards are shown and hidden instead of being built again
		o.Tucked = p == focus
		v.Others = append(v.Others, o)
	}

	switch c.panel {
	case panelLog:
		v.Log = logSections(s, 200)
	case panelScores:
		v.Scores = scoreTableOf(s, g, turnOrder(g), false)
	case panelSeats:
		v.Players = c.playersView(g, seats)
	case panelConfirmNew:
		v.Confirm = c.confirmNewBody()
	case panelGiveUp:
		if ch, ok := engine.ParseKey(c.giveUp); ok && ch.Kind == engine.KSurrenderTask && g.IsLegal(ch) && t.pr.Player >= 0 {
			v.GiveUp = giveUpDialog{Key: c.giveUp, Task: taskText(int(g.Seat(t.pr.Player).Tasks[ch.A]))}
		} else {
			v.Panel = noPanel
		}
	case panelSince:
		if p := t.pr.Player; p >= 0 {
			v.Since = sinceDrawer{Who: nameOf(s, p), You: you(s, p), Lines: sinceLines(s, p)}
		}
	}
	return v
}

func turnOrder(g *engine.Game) []int { return g.TurnOrder() }

func (c *tableState) topView(t *turn, seats seatLooks) topView {
	g, s := t.g, c.s
	v := topView{
		Round: g.Round(), Rounds: engine.Rounds, Stage: stageName(g.Stage()),
		CanUndo: s.CanUndo(), UndoTitle: undoTitle(s), UndoLabel: undoLabel(s),
		Panel: c.panel, Save: c.saveMenuView(), MenuOpen: c.menuOpen,
	}
	v.Chips = chipsOf(t, s, seats)
	return v
}

// chipsOf is every seat in turn order with its score.
func chipsOf(t *turn, s *gameapp.Session, seats seatLooks) []orderChip {
	var chips []orderChip
	for _, p := range turnOrder(t.g) {
		chips = append(chips, orderChip{Seat: p, Look: seats[p], Kind: s.SeatKind(p), Active: p == t.pr.Player,
			Score: t.g.Score(p), Breakdown: t.breakdown(p)})
	}
	return chips
}

func (c *tableState) saveMenuView() saveMenuView {
	if c.sv == nil {
		return saveMenuView{}
	}
	v := saveMenuView{Shown: true, State: "ok", Label: T("save.ok"), Title: T("save.okunprotected")}
	if c.sv.lib.Protection() == gameapp.ProtectYes {
		v.Title = T("save.okprotected")
	}
	a := c.saver()
	c.sv.shown = c.saveShown()
	if a != nil && a.Status().OK && !a.Journaled() && savesWait {
		v.Title = T("save.oklocal") // the browser gives no journal: a killed browser may lose the last moves
	}
	if a != nil && a.Status().OK && !a.Durable() {
		// "Saved" only once the decision is where a killed browser keeps it (gameapp/journal.go)
		v.State, v.Label, v.Title = "saving", T("save.saving"), T("save.savingtitle")
	}
	if c.s != nil {
		v.Moves = len(c.s.Log()) // one entry per decision
	}
	if a == nil || !a.Status().OK {
		v.State, v.Label, v.Title = "off", T("save.off"), ""
		if a != nil && a.Status().Conflict {
			v.State, v.Label = "conflict", T("save.conflict")
		}
		if a != nil && a.Status().Cleared {
			v.State, v.Label = "cleared", T("save.cleared")
		}
	}
	return v
}

func (c *tableState) promptView(t *turn, seats seatLooks) promptView {
	g, s, p := t.g, c.s, t.pr.Player
	v := promptView{Seat: p, Err: c.err, Round: g.Round()}
	if p >= 0 {
		v.Colour = seats[p].Colour
	}
	if n := len(s.Log()); n > 0 {
		v.Last = choiceText(s, s.Log()[n-1])
		v.Announce = announceText(s, p)
	}
	switch {
	case t.away:
		v.Mode, v.Text = askAway, T("remote.waiting", nameOf(s, p))
		v.Away = T("send.title", nameOf(s, p))
	case t.covered:
		v.Mode, v.Text = askCovered, said(you(s, p), "prompt.covered", nameOf(s, p))
	case t.bot:
		v.Mode, v.Text = askBot, said(you(s, p), "bot.thinking", nameOf(s, p), T("bot.level."+s.SeatKind(p).String()))
	default:
		who := nameOf(s, p)
		if you(s, p) {
			who = T("guide.yourturn") // "Your turn: …" where another is named ("Ana: …")
		}
		v.Mode, v.Text, v.Hint = askDecide, promptText(g, t.legal, who), promptHint(t.pr.Kind)
		if p >= 0 && !g.Over() {
			v.Since = othersSince(s, p)
		}
		v.Undo = undoMineOffer(s)
		v.HintBtn = c.settings.Hint && !g.Over()
		v.Kind = int(t.pr.Kind)
	}
	if t.pr.Kind == engine.PromptPlaceDie && p >= 0 && !t.bot && !t.covered {
		pl := g.Seat(p)
		for d := 0; d < engine.DicePerPlayer; d++ {
			if pl.DiceAt[d] >= 0 {
				continue
			}
			usable := false
			for _, ch := range t.legal {
				if ch.Kind == engine.KPlaceDie && int(ch.A) == d {
					usable = true
				}
			}
			v.Dice = append(v.Dice, dieChoice{Index: d, Face: int(pl.Dice[d]), White: pl.WhitePending, Usable: usable, Selected: d == t.die})
		}
	}
	for _, h := range t.huts {
		v.Huts = append(v.Huts, hutChoice{From: h, Selected: h == t.hut})
	}
	if t.pr.Kind == engine.PromptBuild && !t.bot {
		for _, b := range t.builds {
			v.Builds = append(v.Builds, buildChoice{Value: b, Selected: b == t.build})
		}
	}
	for _, ways := range t.gods {
		v.Gods = v.Gods || (len(ways) > 0 && v.Mode == askDecide && !t.bot)
	}
	for _, ch := range t.bar {
		bc := barChoice{Key: ch.Key(), Label: choiceLabel(g, ch), Icon: choiceIcon(ch), Pass: ch.Kind == engine.KPass}
		if d := choiceDetail(g, ch); d != bc.Label {
			bc.Detail = d
		}
		v.Bar = append(v.Bar, bc)
	}
	return v
}

func mapViewOf(t *turn, seats seatLooks) mapView {
	g := t.g
	v := mapView{Art: mapArt{NP: g.NumPlayers()}, Seats: seats}
	for p := 0; p < v.Art.NP; p++ {
		v.Art.Cols[p] = seats[p].Colour
	}
	for r := engine.Region(0); r < engine.NumRegions; r++ {
		v.Art.Fish[r], v.Art.Space[r] = g.FishAt(r), int8(g.HutOnSpace(r))
		for p := 0; p < v.Art.NP; p++ {
			if g.HasHut(r, p) {
				v.Art.Huts[r] |= 1 << p
			}
		}
	}
	v.Spots = placesOf(engine.NumRegions, func(i int) spot { return t.spot("region." + strconv.Itoa(i)) })
	return v
}

func tilesViewOf(t *turn, seats seatLooks) tilesView {
	g := t.g
	np := g.NumPlayers()
	_, tiles := engine.ActionTiles(np)
	v := tilesView{NP: np, Round: g.Round(), Dice: make([][]placedDie, tiles+1), Seats: seats}
	for p := 0; p < np; p++ {
		pl := g.Seat(p)
		for d := 0; d < engine.DicePerPlayer; d++ {
			if at := int(pl.DiceAt[d]); at >= 0 && at <= tiles {
				v.Dice[at] = append(v.Dice[at], placedDie{Seat: p, Face: int(pl.Dice[d]), White: pl.WhiteDice[d]})
			}
		}
	}
	for _, ds := range v.Dice {
		sort.SliceStable(ds, func(i, j int) bool { return ds[i].Face < ds[j].Face })
	}
	v.Spots = placesOf(int(engine.NumActions), func(i int) spot { return t.spot("action." + strconv.Itoa(i)) })
	return v
}

func templeViewOf(t *turn, seats seatLooks) templeView {
	g := t.g
	v := templeView{GodTiles: g.TempleGodTiles(), Round: g.Round(), Seats: seats}
	for s := 1; s <= engine.TempleSpaces; s++ {
		v.Priest[s] = int8(g.TempleSpace(s))
	}
	v.Spots = placesOf(engine.TempleSpaces+1, func(s int) spot {
		if s == 0 {
			return spot{}
		}
		return t.spot("temple." + strconv.Itoa(s))
	})
	return v
}

func statusViewOf(g *engine.Game, seats seatLooks) statusView {
	var v statusView
	for _, p := range turnOrder(g) {
		v.Rows = append(v.Rows, statusRow{Seat: p, Look: seats[p], Status: int(g.Seat(p).Status)})
	}
	return v
}

func displaysViewOf(t *turn) displaysView {
	g := t.g
	v := displaysView{Tiles: [2][engine.DisplaySize]engine.PersonTile{g.Display(engine.Man), g.Display(engine.Woman)}}
	v.Spots = placesOf(2*engine.DisplaySize, func(k int) spot {
		gender, i := k/engine.DisplaySize, k%engine.DisplaySize
		if v.Tiles[gender][i] < 0 {
			return spot{} // an empty position: nothing to explain
		}
		return t.spot(fmt.Sprintf("disp.%d.%d", gender, i))
	})
	return v
}

func taskDisplayViewOf(t *turn) taskDisplayView {
	var v taskDisplayView
	display := t.g.TaskDisplay()
	for i := 0; i < t.g.NumPlayers()+2; i++ {
		v.Tasks = append(v.Tasks, int(display[i]))
	}
	v.Spots = placesOf(len(v.Tasks), func(i int) spot {
		if v.Tasks[i] < 0 {
			return spot{}
		}
		return t.spot("tdisp." + strconv.Itoa(i))
	})
	return v
}

func jewelryViewOf(t *turn) jewelryView {
	g := t.g
	v := jewelryView{Current: g.Round() - 1}
	for c := range v.Jewels {
		v.Jewels[c] = g.JewelryColumn(c + 1)
	}
	if v.Current < 0 || v.Current >= engine.Rounds {
		return v
	}
	column := v.Jewels[v.Current]
	v.Spots = placesOf(len(column), func(row int) spot {
		if column[row] < 0 {
			return spot{} // bought: nothing left to explain
		}
		return t.spot("jewel." + strconv.Itoa(row))
	})
	return v
}

func cardRowViewOf(t *turn) cardRowView {
	g := t.g
	v := cardRowView{Deck: g.DeckCount()}
	for i, god := range g.CardRow() {
		v.Cards[i] = int8(god)
	}
	for _, n := range g.Discards() {
		v.Discard += n
	}
	v.Spots = placesOf(engine.DeckSource+1, func(i int) spot { return t.spot("card." + strconv.Itoa(i)) })
	return v
}

// seatStateOf copies what everyone sees of seat p's board.
func seatStateOf(g *engine.Game, p int) seatState {
	pl := g.Seat(p)
	return seatState{
		HutsRegular: int(pl.HutsOnSpaces), Huts12: int(pl.HutsOn12th), Person12: pl.PersonOn12th,
		Persons: pl.Persons, Shifted: pl.Shifted, NPersons: int(pl.NPersons),
		Ceremony: pl.Ceremony, BuiltPair: pl.BuildingPair, Beside: pl.Beside,
		Offerings: int(pl.Offerings), Shells: int(pl.Shells), GodTiles: int(pl.GodTiles), Priests: int(pl.Priests),
		Jewels: pl.Jewels, NJewels: int(pl.NJewels), Done: pl.Done, NDone: int(pl.NDone),
	}
}

// cardTask reports whether task t counts God cards in hand, so that whether it is met tells
// something about a hidden hand.
func cardTask(t int) bool {
	if t < 0 || t >= engine.NumTasks {
		return false
	}
	for _, q := range engine.Tasks[t].Reqs {
		switch q.Kind {
		case engine.ReqCardsSame, engine.ReqCardsColour, engine.ReqCardsDifferent:
			return true
		}
	}
	return false
}

// boardViewOf is seat p's board; large for the board in focus, which holds the places of the
// deciding seat's choices when it is that seat's.
func (c *tableState) boardViewOf(t *turn, seats seatLooks, p int, large bool) boardView {
	g, s := t.g, c.s
	visible := c.handVisible(p)
	v := boardView{
		Seat: p, Look: seats[p], Deciding: p == t.pr.Player,
		Score: g.Score(p), Breakdown: t.breakdown(p), OrderPos: g.TurnPosition(p), Round: g.Round(),
		State: seatStateOf(g, p),
	}
	v.Hand.Count = g.HandCount(p)
	if large {
		hot := c.step == nil && !s.Setup().Open() && s.People() > 1
		if visible {
			v.Hand.Visible = true
			for god, n := range g.Hand(p) {
				v.Hand.Cards[god] = int8(n)
			}
			v.Hand.CanHide = hot
		} else {
			v.Hand.CanShow = hot && v.Deciding && s.Here(p)
		}
	}
	if large {
		v.Bonus = bonusProgress(g, p)
	}
	for slot, tk := range g.Seat(p).Tasks {
		m := taskMark{Task: int(tk), Mark: "unmet"}
		switch {
		case tk < 0:
		case cardTask(int(tk)) && !visible:
			m.Mark = "unknown" // whether it is met depends on cards nobody else may see
		case g.TaskMet(p, tk, false):
			m.Mark = "met"
		}
		if tk >= 0 && m.Mark != "unknown" && large {
			m.Progress = taskProgress(g, p, tk)
		}
		v.Tasks[slot] = m
	}
	if !large || !v.Deciding {
		return v
	}
	if v.Hand.Visible {
		v.Hand.Gods = c.godPlays(t)
	}
	if t.open > 0 {
		v.Persons = placesOf(v.State.NPersons, func(i int) spot {
			return t.spot("person." + strconv.Itoa(int(v.State.Persons[i])))
		})
		v.Cer = placesOf(engine.NumCeremony, func(i int) spot { return t.spot("cer." + strconv.Itoa(i)) })
		if t.pr.Kind == engine.PromptBuild {
			v.Building = t.build
			v.Pairs = placesOf(len(engine.CeremonyPairs), func(i int) spot { return t.spot("pair." + strconv.Itoa(i)) })
		}
		v.Beside = placesOf(int(engine.NumMaterials), func(m int) spot { return t.spot("beside." + strconv.Itoa(m)) })
	}
	v.TaskSpots = placesOf(len(v.Tasks), func(slot int) spot {
		if v.Tasks[slot].Task < 0 {
			return spot{}
		}
		return t.spot("task." + strconv.Itoa(slot))
	})
	return v
}

// scoreTableOf is the points of seats by source; final shows every source, else only those
// that scored.
func scoreTableOf(s *gameapp.Session, g *engine.Game, seats []int, final bool) scoreTableView {
	var v scoreTableView
	for _, p := range seats {
		v.Seats = append(v.Seats, scoreSeat{Seat: p, Look: lookOf(s, p), Kind: s.SeatKind(p)})
		v.Totals = append(v.Totals, g.Score(p))
	}
	for src := engine.Source(0); src < engine.NumSources; src++ {
		row := scoreRow{Source: sourceName(src)}
		scored := false
		for _, p := range seats {
			n := g.Breakdown(p)[src]
			scored = scored || n != 0
			row.Points = append(row.Points, n)
		}
		if scored || final {
			v.Rows = append(v.Rows, row)
		}
	}
	return v
}

func (c *tableState) playersView(g *engine.Game, seats seatLooks) playersView {
	v := playersView{Speed: c.settings.Speed(), Hint: c.settings.Hint}
	for p := 0; p < g.NumPlayers(); p++ { // seat order, as the players were named
		v.Seats = append(v.Seats, playerSeat{Seat: p, Look: seats[p], Kind: c.s.SeatKind(p),
			Away: c.s.SeatKind(p) == gameapp.Remote && !g.Over()})
	}
	return v
}

// confirmNewBody says what happens to the game on the table when a new one starts.
func (c *tableState) confirmNewBody() string {
	switch {
	case c.sv == nil:
		return T("confirm.body")
	case c.sv.lib.Saved(c.s):
		return T("text.sentences", T("confirm.body"), T("confirm.saved"))
	}
	return T("text.sentences", T("confirm.body"), T("confirm.unsaved"))
}

// godPlays are the Gods the deciding seat may play now, each with its ways of paying (in the
// engine's order); the one whose ways show beside its card is open.
func (c *tableState) godPlays(t *turn) []godPlay {
	var out []godPlay
	for god, ways := range t.gods {
		if len(ways) == 0 {
			continue
		}
		gp := godPlay{God: god, Open: c.godOpen == god+1 && len(ways) > 1}
		for _, ch := range ways {
			gp.Keys = append(gp.Keys, ch.Key())
			gp.Ways = append(gp.Ways, payName(god, ch.B, int(ch.C)))
		}
		out = append(out, gp)
	}
	return out
}
