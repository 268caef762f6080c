package components

import (
	"strconv"

	"borabora/engine"
	"borabora/engine/bot"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The guided first game and the Hint (gameapp/guide.go). The guide's card explains a kind of
// decision the first time the person meets it; the Hint's card, asked for with the prompt
// bar's Hint button, gives the same suggestion in any game. Either card sits in the page's
// flow just after the area where the decision is made (never over the table, and never
// pushing that area away from the pointer when it comes), says what the computer players'
// evaluator suggests and why (what it scores now, sets up and costs), and names the suggested
// place in data-suggest: web/table.js marks that place. The card is in the reading order, and the question of the
// prompt bar is described by it.

// guideCard is the card on the table (Shown false: none).
type guideCard struct {
	_       noCompare
	Shown   bool
	Hint    bool   // the Hint's card, not the guide's
	Text    string // what this kind of decision is, and the topic (the guide's card)
	Topic   string // the topic's number (gameapp.Topic), "" for none
	Suggest string // the suggested choice and why
	Key     string // the suggested choice's data-choice key
	// Also are the topics the card explains because its words use their terms (topicsUsed);
	// closing the card tells them
	Also []gameapp.Topic
	// Ring is the key of a suggestion whose card was closed: its place keeps its ring until
	// the player decides (drawn as a hidden #guide-ring with data-suggest; Shown is false)
	Ring string
	At   string // the area the card goes before (cardSlot)
}

// suggestion is the session's suggestion for one decision, worked out once.
type suggestion struct {
	s   *gameapp.Session
	rev uint64
	c   engine.Choice
	why bot.Why
	ok  bool
}

// suggested is the suggestion for the decision on the table, when a card shows it.
func (c *tableState) suggested() (engine.Choice, bot.Why, bool) {
	s := c.s
	if c.step != nil {
		return engine.Choice{}, bot.Why{}, false // a review's table suggests nothing
	}
	due := s.GuideCard()
	if !due && c.hintAt != s.Rev() || c.needsPass() {
		return engine.Choice{}, bot.Why{}, false
	}
	if c.sug.s != s || c.sug.rev != s.Rev() {
		ch, why, ok := s.Suggest()
		c.sug = suggestion{s: s, rev: s.Rev(), c: ch, why: why, ok: ok}
	}
	return c.sug.c, c.sug.why, c.sug.ok
}

// cardOf is the card for decision t (t is sorted with the suggested die or building chosen,
// so that the suggested place is on the table).
func (c *tableState) cardOf(t *turn) guideCard {
	ch, why, ok := c.suggested()
	if !ok && c.ringOn() && !t.bot && !t.covered {
		return guideCard{Ring: c.ring.Key(), At: "map"}
	}
	if !ok || t.bot || t.covered {
		return guideCard{}
	}
	k, due := c.s.GuideDue()
	tp, topic := c.s.GuideTopic()
	v := guideCard{Shown: true, Hint: !due && !topic, Key: ch.Key(), At: cardSlot(k)}
	if ch.Kind == engine.KPlayGod {
		v.At = "board" // a God is played from the hand, on the deciding player's board
	}
	// a term the card uses (the 12th space, person spaces) is explained on it first, the
	// first time: its topic's words come before the rest
	if !v.Hint {
		for _, u := range topicsUsed(t.g, k, due, ch, why) {
			if !c.s.GuideSeen(u) && (!topic || u != tp) {
				v.Also = append(v.Also, u)
				v.Text = joinLines(v.Text, T("guide.topic."+strconv.Itoa(int(u))))
			}
		}
	}
	if topic {
		v.Topic = strconv.Itoa(int(tp))
		v.Text = joinLines(v.Text, T("guide.topic."+v.Topic))
	} else if len(v.Also) > 0 {
		v.Topic = strconv.Itoa(int(v.Also[0])) // data-topic: the topic the card explains
	}
	if due {
		v.Text = joinLines(v.Text, T("guide."+strconv.Itoa(int(k))))
	}
	v.Suggest = suggestText(c.s, t.g, ch, why)
	return v
}

// suggestText words suggestion ch of g and why: the choice, then what it scores now, sets up
// and costs, a sentence each. A cost is worded as a loss ("the materials it builds on"); a task
// brought closer or met is a step toward it, never named as a cost.
func suggestText(s *gameapp.Session, g *engine.Game, ch engine.Choice, why bot.Why) string {
	text := T("guide.suggest", choiceDetail(g, ch))
	if ch.Kind == engine.KSurrenderTask {
		// giving a task up is never advised without its reason: no task can be met this round
		// without a Yellow God (engine/tasks.go, surrenderWhy), and what a God would cost
		text = T("text.sentences", text, T("guide.giveup.forced"))
		for _, c := range g.Legal() {
			if c.Kind == engine.KCompleteTask {
				text = T("text.sentences", text, T("guide.giveup.yellow"))
				break
			}
		}
	}
	if r := reasonsText(s, why); r != "" {
		text = T("text.sentences", text, r)
	}
	return text
}

// reasonsText words what a move scores now, sets up and costs, a sentence each ("" for none).
func reasonsText(s *gameapp.Session, why bot.Why) string {
	text := ""
	for i, rs := range [3][]bot.Reason{why.Now, why.SetsUp, why.Costs} {
		if len(rs) == 0 {
			continue
		}
		var ws []string
		for _, r := range rs {
			switch {
			case i < 2:
				ws = append(ws, botReason(s, r))
			case r.Kind >= bot.ReasonTemple && r.Kind <= bot.ReasonFish: // a loss has its own words
				ws = append(ws, T("bot.cost."+strconv.Itoa(int(r.Kind))))
			}
		}
		if len(ws) > 0 {
			if w := T(whyKeys[i], joinList(ws)); text == "" {
				text = w
			} else {
				text = T("text.sentences", text, w)
			}
		}
	}
	return text
}

// whyKeys word what a suggestion scores now, sets up and costs.
var whyKeys = [3]string{"guide.now", "guide.setsup", "guide.costs"}

// botReason words one of a computer player's reasons.
func botReason(s *gameapp.Session, r bot.Reason) string {
	key := "bot.why." + strconv.Itoa(int(r.Kind))
	switch r.Kind {
	case bot.ReasonPoints:
		return T(key, int(r.VP+0.5), sourceName(r.Source))
	case bot.ReasonTaskCompleted:
		return T(key, int(r.VP+0.5), taskText(int(r.Task)))
	case bot.ReasonTaskMet, bot.ReasonTaskCloser:
		return T(key, taskText(int(r.Task)))
	case bot.ReasonHoldsBack:
		return said(you(s, r.N), key, nameOf(s, r.N))
	}
	return T(key)
}

// cardSlot is the area a kind of decision is made in: the card goes just after it.
func cardSlot(k engine.PromptKind) string {
	switch k {
	case engine.PromptStartHut, engine.PromptExpand:
		return "map"
	case engine.PromptPlaceDie:
		return "tiles"
	case engine.PromptTemple:
		return "temple"
	case engine.PromptTakePerson:
		return "displays"
	case engine.PromptNewTask:
		return "tasks"
	case engine.PromptJewelry:
		return "jewelry"
	case engine.PromptDrawCard, engine.PromptFireCard:
		return "cards"
	case engine.PromptRedGod:
		return "map" // the region just settled
	case engine.PromptFireStatus:
		return "status"
	}
	return "board"
}

// cardUI draws the card when it goes after area at: its title, the explanation and the
// suggestion, one per line, then its buttons.
func cardUI(act actions, v *guideCard, at string) app.UI {
	if v.Ring != "" && v.At == at {
		return app.Span().ID("guide-ring").Attr("data-suggest", v.Ring).Hidden(true)
	}
	if !v.Shown || v.At != at {
		return app.Text("")
	}
	title, ok, leave := T("guide.title"), T("guide.ok"), T("guide.leave")
	if v.Hint {
		title, ok, leave = T("hint.button"), T("hint.close"), ""
	}
	text := title + "\n" + v.Suggest
	if v.Text != "" {
		text = title + "\n" + v.Text + "\n" + v.Suggest
	}
	return app.Aside().ID("guide-card").Class("guide-card").Attr("data-suggest", v.Key).Attr("data-topic", v.Topic).Aria("label", title).Body(
		app.P().ID("guide-text").Text(text),
		guideButton(act, "ok", ok),
		guideButton(act, "leave", leave),
	)
}

// joinLines puts b on a line after a (either may be empty).
func joinLines(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + "\n" + b
}

// guideButton is a button of the card (none without a label).
func guideButton(act actions, what, label string) app.UI {
	if label == "" {
		return app.Text("")
	}
	return app.Button().Type("button").ID("guide-"+what).Class("btn small").Attr("data-guide", what).Text(label).OnClick(act.onGuide)
}

// onGuide handles the guide's and the Hint's buttons, by their data-guide: "learn" starts the
// guided game, "ok" closes the card, "leave" ends the guide (the game goes on), "hint" asks for
// a hint, "hintopt" is the table option that shows the Hint button.
func (c *controller) onGuide(ctx app.Context, e app.Event) {
	switch attr(ctx, "data-guide") {
	case "learn":
		c.learn(ctx)
		return
	case "hintopt":
		c.settings.Hint = ctx.JSSrc().Get("checked").Bool()
		if c.sv != nil {
			_ = c.sv.lib.SaveSettings(c.settings)
		}
		return
	}
	c.guideAct(attr(ctx, "data-guide"))
}

// guideAct does what the guide's card's or the Hint's button what says ("ok", "leave", "hint").
func (c *controller) guideAct(what string) {
	if c.s == nil {
		return
	}
	switch what {
	case "ok":
		ch, _, ok := c.suggested()
		c.s.GuideDone(c.cardAlso()...)
		c.hintAt = 0
		if ok { // the card closes; the suggested place keeps its ring until the player decides
			c.ring, c.ringRev = ch, c.s.Rev()
		}
	case "leave":
		c.s.LeaveGuide()
	case "hint":
		if _, bot := c.s.BotTurn(); !bot && c.settings.Hint && !c.needsPass() {
			c.s.AskHint()
			c.hintAt = c.s.Rev()
		}
	}
}

// learn starts the guided game ("Learn to play").
func (c *controller) learn(ctx app.Context) {
	s, err := gameapp.NewSession(gameapp.GuideSetup(T("guide.you"), defaultName(1), defaultName(2)))
	if err != nil {
		c.err = err.Error()
		return
	}
	c.err = ""
	c.resume(ctx, s)
}

// topicsUsed are the guide's topics whose terms the card of decision kind k uses (due: the
// kind's words show) with suggestion ch of g and its reasons why: "person space" in the
// words of taking a person and in the reason of free person spaces; "12th space" in a hut
// moved there or settling from it, and in a task that counts huts there.
func topicsUsed(g *engine.Game, k engine.PromptKind, due bool, ch engine.Choice, why bot.Why) []gameapp.Topic {
	spaces := due && k == engine.PromptTakePerson
	twelfth := ch.Kind == engine.KMoveHut || ch.Kind == engine.KExpand && ch.B == 1
	task12 := func(t engine.TaskID) bool {
		for _, q := range t.Task().Reqs {
			if q.Kind == engine.ReqHuts12 {
				return true
			}
		}
		return false
	}
	for _, rs := range [3][]bot.Reason{why.Now, why.SetsUp, why.Costs} {
		for _, r := range rs {
			spaces = spaces || r.Kind == bot.ReasonSpaces
			if r.Kind == bot.ReasonTaskCompleted || r.Kind == bot.ReasonTaskMet || r.Kind == bot.ReasonTaskCloser {
				twelfth = twelfth || task12(r.Task)
			}
		}
	}
	if ch.Kind == engine.KTakeTask || ch.Kind == engine.KCompleteTask || ch.Kind == engine.KSurrenderTask {
		if t, ok := taskOfChoice(g, ch); ok {
			twelfth = twelfth || task12(t)
		}
	}
	var out []gameapp.Topic
	if twelfth {
		out = append(out, gameapp.Topic12th)
	}
	if spaces {
		out = append(out, gameapp.TopicSpaces)
	}
	return out
}

// taskOfChoice is the task a choice about tasks names: the one it takes from the display, or
// completes or gives up from the deciding seat's board.
func taskOfChoice(g *engine.Game, ch engine.Choice) (engine.TaskID, bool) {
	a := int(ch.A)
	switch ch.Kind {
	case engine.KTakeTask:
		if d := g.TaskDisplay(); a < len(d) && d[a] >= 0 {
			return d[a], true
		}
	case engine.KCompleteTask, engine.KSurrenderTask:
		if p := g.Prompt().Player; p >= 0 {
			if ts := g.Seat(p).Tasks; a < len(ts) && ts[a] >= 0 {
				return ts[a], true
			}
		}
	}
	return 0, false
}

// cardAlso are the topics the guide's card on screen explains because it uses their terms
// (guideCard.Also), which closing it or deciding tells.
func (c *tableState) cardAlso() []gameapp.Topic {
	if _, _, ok := c.suggested(); !ok || c.needsPass() {
		return nil
	}
	if t := c.turnOf(c.s.Game(), false); !t.bot {
		return c.cardOf(t).Also
	}
	return nil
}
