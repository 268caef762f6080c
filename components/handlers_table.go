package components

import (
	"borabora/i18n"
	"strconv"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The table's event handlers. A handler reads what it needs from the clicked element's
// attributes at click time (never from values captured while drawing: go-app keeps the first
// closure it saw), changes the controller's state or the session, and leaves the drawing to
// Root.

// attr reads an attribute of the element that handled the event ("" when it has none).
func attr(ctx app.Context, name string) string {
	v := ctx.JSSrc().Call("getAttribute", name)
	if v.IsNull() || v.IsUndefined() {
		return ""
	}
	return v.String()
}

// hit reads attribute name of the element the event happened on, or of its nearest ancestor
// that has it: a list drawn as one string (raw HTML) has its clicks handled by its container.
// ok is false when there is none.
func hit(e app.Event, name string) (string, bool) {
	el := e.Get("target").Call("closest", "["+name+"]")
	if el.IsNull() || el.IsUndefined() {
		return "", false
	}
	return el.Call("getAttribute", name).String(), true
}

// intAttr reads a number attribute of the element that handled the event.
func intAttr(ctx app.Context, name string) (int, bool) {
	n, err := strconv.Atoi(attr(ctx, name))
	return n, err == nil
}

// onChoice handles a click on any element carrying data-choice: it finds the choice among the
// legal ones and applies it.
func (c *controller) onChoice(ctx app.Context, e app.Event) {
	ch, ok := engine.ParseKey(attr(ctx, "data-choice"))
	if !ok {
		return
	}
	if c.rv != nil { // the review's table: a move tried at its step (Try another move)
		c.rv.tryChoice(ch)
		return
	}
	c.choose(ctx, ch)
}

// choose applies ch when it is legal now and a person decides it.
func (c *controller) choose(ctx app.Context, ch engine.Choice) {
	if c.s == nil || !c.s.Game().IsLegal(ch) {
		return
	}
	if _, bot := c.s.BotTurn(); bot {
		return // a computer player decides this one
	}
	if _, away := c.away(); away {
		return // a person on another device decides this one
	}
	// giving up a task scores nothing: asked once (the dialog's button is the same choice)
	if ch.Kind == engine.KSurrenderTask && !(c.panel == panelGiveUp && c.giveUp == ch.Key()) {
		c.panel, c.giveUp = panelGiveUp, ch.Key()
		return
	}
	if c.panel == panelGiveUp {
		c.closePanel()
	}
	before := c.s.Game().Prompt().Player
	// deciding ends the guide's card as closing it does: the terms it explained are told
	also := c.cardAlso()
	if err := c.s.Apply(ch); err != nil {
		c.err = err.Error()
		return
	}
	c.err = ""
	c.s.GuideTell(also...)
	c.afterChange(before)
	c.kickBots(ctx)
}

func (c *controller) onSelectDie(ctx app.Context, e app.Event) {
	if n, ok := intAttr(ctx, "data-die"); ok && c.rv != nil {
		c.rv.selDie = n
	} else if ok {
		c.selDie = n
	}
}

// onGodWays opens the ways of paying for the God of the card clicked beside it, or closes
// them (a second click, or data-god -1).
func (c *controller) onGodWays(ctx app.Context, e app.Event) {
	n, ok := intAttr(ctx, "data-god")
	if !ok {
		return
	}
	open := &c.godOpen
	if c.rv != nil {
		open = &c.rv.godOpen
	}
	if n < 0 || *open == n+1 {
		*open = 0
	} else {
		*open = n + 1
	}
}

// onMenu shows or hides the table menu's buttons on a phone.
func (c *controller) onMenu(ctx app.Context, e app.Event) { c.menuOpen = !c.menuOpen }

// onSelectHut chooses where an expansion's hut comes from (data-hut: 0 a person space, 1 the
// 12th space).
func (c *controller) onSelectHut(ctx app.Context, e app.Event) {
	if n, ok := intAttr(ctx, "data-hut"); ok && n >= 0 && n <= 1 {
		if c.rv != nil {
			c.rv.hutFrom = n + 1
		} else {
			c.hutFrom = n + 1
		}
	}
}

func (c *controller) onSelectBuild(ctx app.Context, e app.Event) {
	if n, ok := intAttr(ctx, "data-building"); ok && c.rv != nil {
		c.rv.selBuild = n
	} else if ok {
		c.selBuild = n
	}
}

// onFocusSeat brings another player's board large, or back.
func (c *controller) onFocusSeat(ctx app.Context, e app.Event) {
	if n, ok := intAttr(ctx, "data-seat"); ok && c.rv != nil {
		c.rv.focusSeat(n) // a board of the review's step
	} else if ok {
		if c.focusOpp == n {
			c.focusOpp = -1
		} else {
			c.focusOpp = n
		}
	}
}

// onTakeDevice: the person the game waits on says it is them.
func (c *controller) onTakeDevice(ctx app.Context, e app.Event) { c.hot.Take(c.s) }

func (c *controller) onHideCards(ctx app.Context, e app.Event) { c.hot.Hide() }

// onUndo is the table's Undo: it takes back decisions of the person it acts for only
// (Session.Undoer), never another person's.
func (c *controller) onUndo(ctx app.Context, e app.Event) {
	if c.s == nil {
		return
	}
	c.undoFor(ctx, c.s.Undoer())
}

// onUndoMine takes back the last decision of the person who just handed the game on (offered
// on the pass-device screen, or in the prompt bar when no pass-device screen shows), until
// the next person takes the device or decides.
func (c *controller) onUndoMine(ctx app.Context, e app.Event) {
	if c.s == nil {
		return
	}
	if q, ok := c.s.Handover(); ok {
		c.undoFor(ctx, q)
	}
}

// undoFor takes back person p's last decision; the device stays with p, who asked for it.
func (c *controller) undoFor(ctx app.Context, p int) {
	before := c.s.Game().Prompt().Player
	c.bots.Cancel()
	if err := c.s.UndoFor(p); err == nil {
		c.afterChange(before)
		c.hot.Undone(c.s, p)
	}
	c.kickBots(ctx)
}

// onRules opens the rules help.
func (c *controller) onRules(ctx app.Context, e app.Event) { c.openRules() }

func (c *controller) onLog(ctx app.Context, e app.Event)   { c.togglePanel(panelLog) }
func (c *controller) onSince(ctx app.Context, e app.Event) { c.togglePanel(panelSince) }

// onFinalBoard closes the score sheet of a finished game to show its final board, and opens
// it again.
func (c *controller) onFinalBoard(ctx app.Context, e app.Event) {
	if c.boardFor == c.s {
		c.boardFor = nil
	} else {
		c.boardFor = c.s
	}
}
func (c *controller) onScores(ctx app.Context, e app.Event)     { c.togglePanel(panelScores) }
func (c *controller) onSeats(ctx app.Context, e app.Event)      { c.togglePanel(panelSeats) }
func (c *controller) onClosePanel(ctx app.Context, e app.Event) { c.closePanel() }

// onNewGame leaves the game for the start screen, after asking when one is under way.
func (c *controller) onNewGame(ctx app.Context, e app.Event) {
	if c.s != nil && !c.s.Game().Over() && c.panel != panelConfirmNew {
		c.panel = panelConfirmNew
		return
	}
	c.bots.Cancel()
	c.s = nil
	c.panel = noPanel
	c.hot.Hide()
}

// onSeatKindTable hands a seat of the game on the table to a computer player or a person.
func (c *controller) onSeatKindTable(ctx app.Context, e app.Event) {
	if c.s == nil {
		return
	}
	i, ok := intAttr(ctx, "data-seat")
	if !ok {
		return
	}
	k, err := gameapp.ParseSeatKind(ctx.JSSrc().Get("value").String())
	if err != nil {
		return
	}
	c.setSeatKind(ctx, i, k)
}

func (c *controller) setSeatKind(ctx app.Context, i int, k gameapp.SeatKind) {
	if err := c.s.SetSeatKind(i, k); err != nil {
		c.err = err.Error()
		return
	}
	c.hot.SeatHanded(c.s, i, k)
	if c.sv != nil {
		c.sv.lib.Flush() // a change of players is written at once, not after the next idle moment
	}
	c.restartBots(ctx)
}

// onSpeed sets the computer players' speed for this device.
func (c *controller) onSpeed(ctx app.Context, e app.Event) {
	v := ctx.JSSrc().Get("value").String()
	switch v {
	case gameapp.SpeedSlow, gameapp.SpeedNormal, gameapp.SpeedInstant:
	default:
		return
	}
	c.settings.BotSpeed = v
	if c.sv != nil {
		_ = c.sv.lib.SaveSettings(c.settings) // a setting that cannot be stored still holds for this visit
	}
	// a decision already under way keeps its pause; the next one uses the new speed
}

// onLanguage switches every text to the chosen language and remembers the choice on this
// device; the game, its saves and codes do not change.
func (c *controller) onLanguage(ctx app.Context, e app.Event) {
	v := ctx.JSSrc().Get("value").String()
	if !i18n.Supported(v) {
		return
	}
	c.useLanguage(ctx, v)
	c.settings.Lang = v
	if c.sv != nil {
		_ = c.sv.lib.SaveSettings(c.settings) // a setting that cannot be stored still holds for this visit
	}
}

// useLanguage makes the page speak lang: the texts, <html lang>, and every part drawn again.
// app.wasm carries only the English catalog: another language's catalog is fetched from the site
// first (the service worker keeps them all for offline play), and the page keeps its language
// until it has come; when it cannot come, a notice says so. The last language asked for wins.
func (c *controller) useLanguage(ctx app.Context, lang string) {
	c.wantLang = lang
	if i18n.Loaded(lang) {
		var before [len(c.form.Names)]string
		for i := range before {
			before[i] = defaultName(i)
		}
		if SetLanguage(lang) {
			setDocumentLang(ctx)
			// a name field still holding its default name takes the new language's
			for i := range before {
				if c.form.Names[i] == before[i] {
					c.form.Names[i] = defaultName(i)
				}
			}
		}
		return
	}
	if !i18n.Supported(lang) {
		return
	}
	fetchText(i18n.CatalogPath(lang), func(text string, ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			if ok && i18n.Register(lang, text) == nil {
				if c.wantLang == lang {
					c.useLanguage(ctx, lang)
				}
			} else if c.wantLang == lang && c.sv != nil {
				c.sv.notice = T("lang.unavailable")
				c.wantLang = Language() // nothing on its way any more
			}
			c.runEarly(ctx) // a button pressed before the start waited for the language
		})
	})
}

func (c *controller) onReload(ctx app.Context, e app.Event)        { ctx.Reload() }
func (c *controller) onDismissUpdate(ctx app.Context, e app.Event) { c.updateReady = false }
