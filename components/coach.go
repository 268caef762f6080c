package components

import (
	"strconv"
	"strings"

	"borabora/coach"
	"borabora/engine"
	"borabora/engine/bot"
	"borabora/gameapp"
)

// The coach of a finished game's review: every decision graded by the evaluator (package
// coach) in the page's Web Workers (web/coach.js, window.bbCoach), which send their verdicts
// as "bbcoach" events; the verdicts kept for a game show as soon as its review opens. The
// review draws each step's grade (its words and the slider's value, naming the best move),
// marks on the timeline at the inaccuracies, mistakes and blunders, and "Try another move",
// which grades another choice of a graded decision here in the page, in slices as the
// computer players think. The coach's panel (#coach: the grading's progress with Stop and Go
// on, each seat's accuracy and counts, the key moments and the chance-to-win graph) is drawn
// by web/table.js from the same verdict lines, with the words this gives it in data-w. A game
// that goes on gets no coach: it would name hidden cards.

// gradeSym is each grade's sign (bot.Grade), shown with its word and its colour.
var gradeSym = [...]string{"", "✓", "", "?!", "?", "??"}

// tryState is "Try another move" at the decision that led to step n.
type tryState struct {
	_     noCompare
	n     int
	res   string    // the move tried and what the coach says of it ("" until one is tried)
	grade bot.Grade // its grade
}

// verdictText says a decision's grade (its sign first with sym) and, below the best, what it
// gave up against the best (the best's words where they are given).
func verdictText(v coach.Verdict, best string, sym bool) string {
	t := T("grade." + strconv.Itoa(int(v.Grade)))
	if sym && gradeSym[v.Grade] != "" {
		t = gradeSym[v.Grade] + " " + t
	}
	if v.Grade == bot.GradeBest {
		return t
	}
	w, p := v.Lost()
	t = T("coach.lost", t, int(p+0.5), int(100*w+0.5))
	if best != "" {
		t = T("coach.withbest", t, best)
	}
	return t
}

// openCoach reads what is kept for a finished game's review.
func (rv *reviewState) openCoach() {
	if rv.r.Over() {
		rv.cKey = rv.r.CoachKey()
		rv.coach = rv.r.Judged(coachLines(rv.cKey)) > 0
	}
}

// coachAct is the coach's buttons: "coach" opens or closes its panel (opening it starts the
// grading, web/table.js), "try" opens Try another move at the step shown, "tryno" closes it;
// and "coachnew", which web/table.js clicks when verdicts come.
func (c *controller) coachAct(act string) {
	rv := c.rv
	switch act {
	case "coachnew":
		rv.r.Judged(coachLines(rv.cKey))
	case "coach":
		rv.coach = !rv.coach
		rv.ask = rv.coach
	case "try":
		if _, ok := rv.r.Verdict(rv.step); ok {
			rv.try = &tryState{n: rv.step}
			rv.step--
		}
	case "tryno":
		if t := rv.try; t != nil {
			rv.try, rv.step = nil, t.n
		}
	}
}

// coachKeys are the words of the coach's panel (coachWords).
const coachKeys = "review.coach coach.grading coach.progress coach.done coach.error coach.stop coach.resume coach.acc coach.acchelp " +
	"coach.counts coach.key coach.moment coach.none coach.lost graph.win coach.winpct graph.point graph.last round.of list.sep " +
	"grade.1 grade.2 grade.3 grade.4 grade.5"

// coachWords are the coach panel's words as JSON, each with 901, 902 and 903 where its first,
// second and third values go (web/table.js puts them in).
func coachWords() string {
	var b []string
	for _, k := range strings.Split(coachKeys, " ") {
		b = append(b, jsonText(k)+":"+jsonText(T(k, 901, 902, 903)))
	}
	return "{" + strings.Join(b, ",") + "}"
}

// tryMove grades legal choice i of the decision Try another move is at, as the Hint does its
// analysis: at once.
func (c *controller) tryMove(i string) {
	rv := c.rv
	t := rv.try
	k, err := strconv.Atoi(i)
	g := rv.r.At(t.n - 1).Game()
	if err != nil || k < 0 || k >= g.LegalCount() {
		return
	}
	ch := g.LegalAt(k)
	v, ok := rv.r.TryMove(t.n, g.Clone(), ch, nil)
	if !ok {
		return
	}
	best := ""
	if v.Best != ch {
		best = choiceDetail(g, v.Best)
	}
	say := verdictText(v, best, true)
	if v.Grade == bot.GradeBest {
		say = T("coach.asgood", say)
	}
	t.grade, t.res = v.Grade, T("coach.tryres", choiceDetail(g, ch), say)
}

// tryBody is Try another move's panel on the table before the decision (g): its legal
// choices as buttons (made the one played), and the way back.
func tryBody(g *engine.Game, made engine.Choice, who string) string {
	var b strings.Builder
	b.WriteString(`<div><h2 id="try-title">` + esc(T("coach.try")) + `</h2><p>` + esc(T("coach.trybody", who)) + `</p><ul class="tries">`)
	for i := 0; i < g.LegalCount(); i++ {
		ch := g.LegalAt(i)
		t := choiceDetail(g, ch)
		if ch == made {
			t = T("coach.played", t)
		}
		b.WriteString(`<li>` + button("try-"+strconv.Itoa(i), "ghost", `data-try="`+strconv.Itoa(i)+`"`, "", t) + `</li>`)
	}
	b.WriteString(`</ul>` + button("try-close", "ghost", `data-act="tryno"`, "", T("coach.back")) + `</div>`)
	return b.String()
}

// gradeMarks are the timeline's marks at the inaccuracies, mistakes and blunders.
func gradeMarks(r *gameapp.Review) string {
	var b strings.Builder
	for n, st := range r.Steps() {
		if g := st.Note.Grade; g >= bot.GradeInaccuracy {
			b.WriteString(`<span class="tl-gm g` + strconv.Itoa(int(g)) + `" data-left="` + pct(100*float64(n)/float64(max(r.N(), 1))) + `"></span>`)
		}
	}
	return b.String()
}
