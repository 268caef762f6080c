package components

import (
	"errors"
	"strings"

	"borabora/engine"
	"borabora/gameapp"
)

// Where the game's values turn into words: what a choice does, why a place is closed, what the
// deciding player decides, what happened (the log), and what is wrong with a code, a save or
// the start form. Every word comes from the catalog (T); the names of the pieces are in
// names.go.

// reasonKey is the catalog key of an engine Reason's words.
func reasonKey(r engine.Reason) string { return "why." + r.String() }

// reasonText says in words why candidate c of game g's decision is closed: the catalog's
// words for the engine's Reason, with the numbers they ask for (the lowest die on an action,
// the decision's strength, a display position), read from the game, never worked out here.
// It is the one place where a reason becomes words ("" for an open candidate).
func reasonText(g *engine.Game, c engine.Candidate) string {
	pr := g.Prompt()
	switch c.Why {
	case engine.Open:
		return ""
	case engine.DieNotLower:
		return T(reasonKey(c.Why), g.LowestOnAction(engine.Action(c.Choice.B)))
	case engine.PathTooLong, engine.SpaceOutOfReach, engine.BuildingTooHigh:
		return T(reasonKey(c.Why), pr.N)
	case engine.PositionOutOfReach:
		return T(reasonKey(c.Why), int(c.Choice.B)+1, pr.N)
	}
	return T(reasonKey(c.Why))
}

// choiceDetail is choiceLabel in full, for a place's accessible name and tooltip and where
// there is room: an expansion also says the path it goes along, so that a player who cannot
// see the map hears it too. A button of the prompt bar shows choiceLabel and says this.
func choiceDetail(g *engine.Game, c engine.Choice) string {
	if c.Kind != engine.KExpand {
		return choiceLabel(g, c)
	}
	from, path, ok := g.ExpandPath(g.Prompt().Player, int(c.A))
	if !ok {
		return choiceLabel(g, c)
	}
	key := "ch.expand"
	if c.B == 1 {
		key = "ch.expand12"
	}
	if path.Kind == engine.Water {
		key += ".water"
	} else {
		key += ".land"
	}
	return T(key, regionName(int(c.A)), regionName(from), path.Value)
}

// choiceLabel says in words what choice c of game g's current decision does.
func choiceLabel(g *engine.Game, c engine.Choice) string {
	a, b, cc := int(c.A), int(c.B), int(c.C)
	p := g.Prompt().Player
	helper := g.Prompt().Kind == engine.PromptHelper
	withCost := func(s string) string {
		if helper {
			return T("ch.helpercost", s)
		}
		return s
	}
	switch c.Kind {
	case engine.KStartHut:
		return T("ch.starthut", regionName(a))
	case engine.KPlaceMaterial:
		return T("ch.placemat", a/engine.CeremonyCols+1, a%engine.CeremonyCols+1)
	case engine.KPlaceDie:
		if p >= 0 {
			return T("ch.placedie", int(g.Seat(p).Dice[a]), actionName(engine.Action(b)))
		}
	case engine.KPlayGod:
		return T("ch.god", godName(a), payName(a, c.B, cc))
	case engine.KExpand:
		if b == 1 {
			return T("ch.expand12", regionName(a))
		}
		return T("ch.expand", regionName(a))
	case engine.KPass:
		switch g.Prompt().Kind {
		case engine.PromptRedGod:
			return T("ch.pass.red")
		case engine.PromptHelper:
			return T("ch.pass.helper")
		case engine.PromptPhaseB:
			return T("ch.pass.phaseb")
		case engine.PromptJewelry:
			return T("ch.pass.jewelry")
		case engine.PromptFinalTasks:
			return T("ch.pass.final")
		}
		return T("ch.pass")
	case engine.KTakePerson:
		if id := displayAt(g, a, b); id >= 0 {
			return T("ch.person", personLabel(id), b+1)
		}
	case engine.KTattoo:
		return T("ch.tattoo", personTypeName(engine.PersonTile(a).Type()), engine.PersonTile(a).Value())
	case engine.KShell:
		return T("ch.shell", personTypeName(engine.PersonTile(a).Type()), engine.PersonTile(a).Value())
	case engine.KHelperVP:
		return T("ch.helpervp")
	case engine.KGainOffering:
		return T("ch.helperoffering")
	case engine.KDrawCard:
		if a >= engine.MarketSize {
			return withCost(T("ch.drawdeck"))
		}
		return withCost(T("ch.drawmarket", godName(g.CardRow()[a])))
	case engine.KGainMaterial:
		if a >= engine.BesideBase {
			return withCost(T("ch.matbeside", materialName(engine.Material(a-engine.BesideBase))))
		}
		return withCost(T("ch.matspace", materialName(engine.CeremonyLayout[a]), a/engine.CeremonyCols+1, a%engine.CeremonyCols+1))
	case engine.KMoveHut:
		return T("ch.movehut")
	case engine.KTemple:
		return T("ch.temple", a)
	case engine.KFireOffering:
		return T("ch.fireoffering")
	case engine.KFireStatus:
		return T("ch.firestatus")
	case engine.KFireShell:
		return T("ch.fireshell")
	case engine.KBuild:
		return T("ch.build", a)
	case engine.KActivate:
		if p >= 0 {
			m := engine.Activation(cc)
			n := g.PersonCount(p, a, engine.PersonType(b))
			str := g.ActivationStrength(p, a, engine.PersonType(b), m)
			key := "ch.activate"
			switch m {
			case engine.ActivateDoubled:
				key = "ch.activate.doubled"
			case engine.ActivateSecond:
				key = "ch.activate.extra"
			}
			return T(key, genderName(a), personTypeName(engine.PersonType(b)), n, str)
		}
	case engine.KBuyJewel:
		if r := g.Round(); r >= 1 && r <= engine.Rounds && a >= 0 && a < 4 {
			if j := g.JewelryColumn(r)[a]; j >= 0 {
				return T("ch.jewel", jewelName(int(j)))
			}
		}
	case engine.KCompleteTask:
		if p >= 0 {
			t := int(g.Seat(p).Tasks[a])
			if c.B == engine.PayNone {
				return T("ch.task", taskText(t))
			}
			return T("ch.taskyellow", taskText(t), payName(int(engine.Yellow), c.B, cc))
		}
	case engine.KSurrenderTask:
		if p >= 0 {
			return T("ch.surrender", taskText(int(g.Seat(p).Tasks[a])))
		}
	case engine.KTakeTask:
		return T("ch.taketask", taskText(int(g.TaskDisplay()[a])))
	}
	return c.String()
}

func displayAt(g *engine.Game, gender, pos int) int {
	if pos < 0 || pos >= engine.DisplaySize {
		return -1
	}
	if gender == engine.Woman {
		return int(g.Display(engine.Woman)[pos])
	}
	return int(g.Display(engine.Man)[pos])
}

// promptText says in words what the deciding player (who) decides now; legal is the
// decision's open choices.
func promptText(g *engine.Game, legal []engine.Choice, who string) string {
	pr := g.Prompt()
	pl := func() engine.SeatView { return g.Seat(pr.Player) }
	switch pr.Kind {
	case engine.PromptNone:
		return T("prompt.over")
	case engine.PromptStartHut:
		return T("prompt.starthut", who)
	case engine.PromptPlaceMaterial:
		return T("prompt.placemat", who, materialName(engine.Material(pr.X)))
	case engine.PromptPlaceDie:
		p := pl()
		switch {
		case p.BluePending && p.WhitePending:
			return T("prompt.placedie.bluewhite", who)
		case p.BluePending:
			return T("prompt.placedie.blue", who)
		case p.WhitePending:
			return T("prompt.placedie.white", who)
		}
		// the Gods are offered only when one of them can be played now
		blue, white := false, false
		for _, c := range legal {
			if c.Kind == engine.KPlayGod {
				blue = blue || engine.God(c.A) == engine.Blue
				white = white || engine.God(c.A) == engine.White
			}
		}
		switch {
		case blue && white:
			return T("prompt.placedie", who)
		case blue:
			return T("prompt.placedie.orblue", who)
		case white:
			return T("prompt.placedie.orwhite", who)
		}
		return T("prompt.placedie.only", who)
	case engine.PromptExpand:
		if engine.PathKind(pr.X) == engine.Water {
			return T("prompt.expand.water", who, pr.N)
		}
		return T("prompt.expand.land", who, pr.N)
	case engine.PromptRedGod:
		return T("prompt.redgod", who, g.FishAt(engine.Region(pr.X)).Value(), regionName(pr.X))
	case engine.PromptTakePerson:
		if n := min(pr.N, engine.DisplaySize); n > 1 {
			return T("prompt.person", who, genderName(pr.X), n)
		}
		return T("prompt.person1", who, genderName(pr.X))
	case engine.PromptHelper:
		return plural("prompt.helper", pr.N, who)
	case engine.PromptTemple:
		if n := min(pr.N, engine.TempleSpaces); n > 1 {
			return T("prompt.temple", who, n)
		}
		return T("prompt.temple1", who)
	case engine.PromptFireCard:
		return T("prompt.firecard", who)
	case engine.PromptFireStatus:
		return T("prompt.firestatus", who)
	case engine.PromptBuild:
		return T("prompt.build", who, min(pr.N, engine.NumBuildings))
	case engine.PromptPhaseB:
		return T("prompt.phaseb", who)
	case engine.PromptDrawCard:
		return plural("prompt.draw", pr.N, who)
	case engine.PromptGainMaterial:
		return plural("prompt.gainmat", pr.N, who)
	case engine.PromptJewelry:
		return T("prompt.jewelry", who, plural("res.shells", int(pl().Shells)))
	case engine.PromptTask:
		for _, c := range legal {
			if c.Kind == engine.KCompleteTask {
				return T("prompt.task", who)
			}
		}
		return T("prompt.surrender", who)
	case engine.PromptNewTask:
		return T("prompt.newtask", who)
	case engine.PromptFinalTasks:
		return T("prompt.finaltasks", who)
	}
	return ""
}

// promptHint adds where to click, for the kinds of decision taken on the table.
func promptHint(k engine.PromptKind) string {
	switch k {
	case engine.PromptStartHut, engine.PromptExpand:
		return T("hint.region")
	case engine.PromptPlaceMaterial, engine.PromptGainMaterial:
		return T("hint.ceremony")
	case engine.PromptPlaceDie:
		return T("hint.die")
	case engine.PromptTakePerson:
		return T("hint.person")
	case engine.PromptTemple:
		return T("hint.temple")
	case engine.PromptBuild:
		return T("hint.build")
	case engine.PromptDrawCard, engine.PromptFireCard:
		return T("hint.card")
	case engine.PromptHelper:
		return T("hint.helper")
	case engine.PromptJewelry:
		return T("hint.jewel")
	case engine.PromptTask, engine.PromptFinalTasks:
		return T("hint.task")
	case engine.PromptNewTask:
		return T("hint.newtask")
	}
	return ""
}

// eventText renders an engine event as a log line ("" for events the log leaves out).
func eventText(s *gameapp.Session, e engine.Event) string {
	who := nameOf(s, int(e.Player))
	y := you(s, int(e.Player))
	switch e.Kind {
	case engine.EvVP:
		return said(y, "ev.vp", who, int(e.N), sourceName(e.Source))
	case engine.EvRoll:
		return ""
	case engine.EvStartHut:
		return said(y, "ev.starthut", who, regionName(int(e.X)))
	case engine.EvDiePlaced:
		return said(y, "ev.die", who, int(e.N), actionName(engine.Action(e.Y)))
	case engine.EvGodPlayed:
		return said(y, "ev.god", who, godName(int(e.X)))
	case engine.EvExpand:
		if e.Y >= 0 {
			if !y && you(s, int(e.Y)) {
				return T("ev.expandpush.yourhut", who, regionName(int(e.X)), nameOf(s, int(e.Y)))
			}
			return said(y, "ev.expandpush", who, regionName(int(e.X)), nameOf(s, int(e.Y)))
		}
		return said(y, "ev.expand", who, regionName(int(e.X)))
	case engine.EvGain:
		return said(y, "ev.gain", who, resText(e.X, int(e.N)))
	case engine.EvSpend:
		return said(y, "ev.spend", who, resText(e.X, int(e.N)))
	case engine.EvMaterialPlaced:
		if e.Y < 0 {
			return said(y, "ev.matbeside", who, materialName(engine.Material(e.X)))
		}
		return said(y, "ev.matplaced", who, materialName(engine.Material(e.X)))
	case engine.EvTakePerson:
		return said(y, "ev.person", who, personLabel(int(e.X)))
	case engine.EvShift:
		return said(y, "ev.shift", who, personLabel(int(e.X)))
	case engine.EvStatus:
		return plural(youKey("ev.status", y), int(e.N), who) // "You move"
	case engine.EvMoveHut:
		return said(y, "ev.movehut", who)
	case engine.EvPriest:
		return said(y, "ev.priest", who, int(e.X))
	case engine.EvPriestPushed:
		if e.Y == 0 {
			return said(y, "ev.priestback", who)
		}
		return said(y, "ev.priestpushed", who, int(e.X), int(e.Y))
	case engine.EvBuild:
		return said(y, "ev.build", who, int(e.X))
	case engine.EvActivate:
		return said(y, "ev.activate", who, genderName(int(e.Y)), personTypeName(engine.PersonType(e.X)), int(e.N))
	case engine.EvTurnOrder:
		return said(y, "ev.order", who, int(e.N)+1)
	case engine.EvGodTile:
		if e.Player < 0 {
			return T("ev.godtilenone")
		}
		return said(y, "ev.godtile", who)
	case engine.EvJewel:
		return said(y, "ev.jewel", who, jewelName(int(e.X)))
	case engine.EvTaskDone:
		return said(y, "ev.taskdone", who, taskText(int(e.X)), int(e.N))
	case engine.EvTaskSurrendered:
		return said(y, "ev.tasksurrender", who, taskText(int(e.X)))
	case engine.EvTaskTaken:
		return said(y, "ev.tasktaken", who, taskText(int(e.X)))
	case engine.EvPhase:
		return T("ev.phase", stageName(engine.Stage(e.X)), int(e.N))
	case engine.EvGameOver:
		return said(y, "ev.over", who)
	}
	return ""
}

// announceText is what the page's polite live region says after the last decision, in the
// log's words: that decision when a computer player or another person made it (seat p
// decides now), and the start of a phase it led to; "" when there is nothing to say.
func announceText(s *gameapp.Session, p int) string {
	n := len(s.Log())
	if n == 0 {
		return ""
	}
	e := s.Log()[n-1]
	text := ""
	if s.SeatKind(e.Player).IsBot() || (p >= 0 && p != e.Player && !s.SeatKind(p).IsBot()) {
		text = choiceText(s, e)
	}
	for _, ev := range e.Events {
		if ev.Kind != engine.EvPhase {
			continue
		}
		if t := eventText(s, ev); text == "" {
			text = t
		} else {
			text = T("text.sentences", text, t)
		}
	}
	return liveText(text, n)
}

// liveText is text as the live region says it after the n-th decision: a screen reader reads
// a live region out when its text changes, so every other decision's text ends in a no-break
// space, which is not read but makes two decisions that read alike (a computer taking 1 VP
// twice with its Helper) two changes.
func liveText(text string, n int) string {
	if text == "" || n%2 == 0 {
		return text
	}
	return text + "\u00a0"
}

// choiceText describes a logged decision by its first meaningful event.
func choiceText(s *gameapp.Session, e gameapp.LogEntry) string {
	for _, ev := range e.Events {
		if ev.Kind == engine.EvVP || ev.Kind == engine.EvSpend {
			continue
		}
		if t := eventText(s, ev); t != "" {
			return t
		}
	}
	if e.Choice.Kind == engine.KPass {
		return said(you(s, e.Player), "undo.passed", nameOf(s, e.Player))
	}
	for _, ev := range e.Events { // only points or payments (a Helper taking points)
		if t := eventText(s, ev); t != "" {
			return t
		}
	}
	return T("undo.lastchoice")
}

// withBots adds to text how many computer moves come back with it.
func withBots(text string, bots int) string {
	if bots > 0 {
		return T("text.sentences", text, plural("undo.andbots", bots))
	}
	return text
}

// undoLabel names the table's Undo with what it would take back (screen readers, and the
// tests); undoTitle is its tooltip.
func undoLabel(s *gameapp.Session) string {
	if e, nb, ok := s.UndoPreviewBots(); ok {
		return withBots(T("undo.titled", choiceText(s, e)), nb)
	}
	return T("label.detail", T("menu.undo"), T("undo.none"))
}

func undoTitle(s *gameapp.Session) string {
	if e, nb, ok := s.UndoPreviewBots(); ok {
		return withBots(T("undo.what", nameOf(s, e.Player), choiceText(s, e)), nb)
	}
	return T("undo.none")
}

// undoMineOffer is "Undo my last move" for the person who just handed the game on (none when
// there is nothing of theirs to take back).
func undoMineOffer(s *gameapp.Session) undoOffer {
	q, ok := s.Handover()
	if !ok {
		return undoOffer{}
	}
	e, nb, _ := s.UndoPreviewFor(q)
	return undoOffer{Who: nameOf(s, q), You: you(s, q), What: withBots(T("undo.what", nameOf(s, q), choiceText(s, e)), nb)}
}

// breakdownText lists seat p's points by source ("Fishing 4, Temple 6").
func breakdownText(g *engine.Game, p int) string {
	b := g.Breakdown(p)
	var parts []string
	for s, n := range b {
		if n != 0 {
			parts = append(parts, T("score.part", sourceName(engine.Source(s)), n))
		}
	}
	if len(parts) == 0 {
		return T("vp.none")
	}
	return strings.Join(parts, T("list.sep"))
}

// summaryLine describes a saved game for the saves list.
func summaryLine(sm gameapp.Summary) string {
	if sm.Over {
		out := T("saves.finished")
		for i, n := range sm.Names {
			if i < len(sm.Scores) {
				out = T("saves.part", out, T("saves.score", isolate(n), sm.Scores[i]))
			}
		}
		return out
	}
	return T("saves.part", T("saves.part", T("saves.round", max(sm.Round, 1), engine.Rounds), stageName(engine.Stage(sm.Stage))),
		plural("saves.moves", sm.Moves))
}

// codeProblem says in plain words what is wrong with a save code.
func codeProblem(err error) string {
	var re *engine.ReplayError
	var us *gameapp.UnsignedError
	var sk *gameapp.SeatKeyError
	switch {
	case err == nil:
		return ""
	case errors.Is(err, engine.ErrCodeEmpty):
		return T("code.empty")
	case errors.Is(err, engine.ErrCodeTooLarge):
		return T("code.toolarge")
	case errors.Is(err, engine.ErrCodePrefix):
		return T("code.prefix", engine.CodePrefix)
	case errors.Is(err, engine.ErrCodeChecksum):
		return T("code.checksum")
	case errors.Is(err, engine.ErrCodeVersion):
		return T("code.version")
	case errors.Is(err, engine.ErrCodeRules), errors.Is(err, engine.ErrReplayRules):
		return T("code.rules")
	case errors.Is(err, engine.ErrCodePlayers), errors.Is(err, engine.ErrCodeName), errors.Is(err, engine.ErrCodeChoices):
		return T("code.content")
	case errors.As(err, &re):
		return T("code.replay", re.Index+1)
	case errors.Is(err, engine.ErrCodeCorrupt):
		return T("code.corrupt")
	case errors.Is(err, gameapp.ErrTableEdited):
		return T("code.tableedited")
	case errors.As(err, &us):
		return T("code.unsigned", us.At+1, isolate(us.Name), isolate(us.Name))
	case errors.As(err, &sk):
		return T("code.seatkey", isolate(sk.Name))
	case errors.Is(err, gameapp.ErrBadSignature):
		return T("code.badsig")
	}
	return T("code.unknown")
}

// storeProblem says in plain words why the saves store failed.
func storeProblem(err error) string {
	switch {
	case errors.Is(err, gameapp.ErrStorageCleared):
		return T("store.cleared")
	case errors.Is(err, gameapp.ErrConflict):
		return T("store.conflict")
	case errors.Is(err, gameapp.ErrNewerFormat):
		return T("store.newer")
	case errors.Is(err, gameapp.ErrDamaged):
		return T("store.damaged")
	case errors.Is(err, gameapp.ErrNotFound):
		return T("store.gone")
	case gameapp.StorageFull(err):
		return T("store.full")
	case errors.Is(err, gameapp.ErrStorageUnavailable):
		return T("store.off")
	}
	return T("store.failed")
}

// openProblem says why a saved game cannot be opened: the store could not read it, or its
// game cannot be replayed.
func openProblem(err error) string {
	var rf *gameapp.ReplayFailed
	if errors.As(err, &rf) {
		return codeProblem(rf.Err)
	}
	return storeProblem(err)
}

// nameProblem says in words why a name of the start form cannot be used ("" when it can).
func nameProblem(err error) string {
	var ne *gameapp.NameError
	if !errors.As(err, &ne) {
		return ""
	}
	i := ne.Seat
	switch {
	case errors.Is(ne.Err, gameapp.ErrNameInvisible):
		return T("setup.name.invisible", i+1, defaultName(i))
	case ne.Chars > gameapp.MaxNameChars:
		return T("setup.name.toolong", i+1, ne.Chars, gameapp.MaxNameChars)
	}
	return T("setup.name.toobig", i+1)
}

// formProblem says in words why the start form cannot start a game.
func formProblem(err error) string {
	if errors.Is(err, gameapp.ErrBadSeed) {
		return T("setup.badseed")
	}
	if msg := nameProblem(err); msg != "" {
		return msg
	}
	return err.Error()
}
