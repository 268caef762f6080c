package components

import (
	"math"
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
// which grades another choice of a graded decision here in the page, at once on the page's
// thread (coach.Judge: `go test ./coach -run XXX -bench Judge` times it natively; its time
// in the page is not measured yet). The coach's panel (#coach: the grading's progress with Stop and Go
// on, each seat's accuracy and counts, the key moments and the chance-to-win graph) is drawn
// by web/table.js from the same verdict lines, with the words this gives it in data-w. A game
// that goes on gets no coach: it would name hidden cards.

// figuresJSON is the coach's figures as web/table.js draws them (data-f, written by hand:
// app.wasm carries no JSON coder): A each seat's accuracy in percent (-1: none graded), C its
// inaccuracies, mistakes and blunders, M the key moments (the decision, its seat, its grade,
// the points and the percent chance to win it gave up, rounded), W each seat's chance to win
// at each step, L the luck meter (coach.LuckTable: each seat's luck in each round, then over
// the game, in tenths of a point; null while not weighed), G the points each seat's choices
// gave up, rounded.
func figuresJSON(f coach.Figures, luck coach.LuckTable, people []int) string {
	var b strings.Builder
	ints := func(xs ...int) {
		b.WriteByte('[')
		for i, x := range xs {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(x))
		}
		b.WriteByte(']')
	}
	b.WriteString(`{"A":`)
	var acc []int
	for _, s := range f.Seats {
		acc = append(acc, s.Accuracy)
	}
	ints(acc...)
	b.WriteString(`,"C":[`)
	for i, s := range f.Seats {
		if i > 0 {
			b.WriteByte(',')
		}
		ints(s.Counts[bot.GradeInaccuracy], s.Counts[bot.GradeMistake], s.Counts[bot.GradeBlunder])
	}
	moments := func(ms []coach.Verdict) {
		b.WriteByte('[')
		for i, m := range ms {
			if i > 0 {
				b.WriteByte(',')
			}
			w, pts := m.Lost()
			ints(m.Step, m.Seat, int(m.Grade), int(math.Round(pts)), int(math.Round(100*w)))
		}
		b.WriteByte(']')
	}
	b.WriteString(`],"M":`)
	moments(f.Moments)
	b.WriteString(`,"S":[`)
	for i, ms := range f.BySeat {
		if i > 0 {
			b.WriteByte(',')
		}
		moments(ms)
	}
	b.WriteString(`],"L":[`)
	for p := range luck.Tenths {
		if p > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('[')
		for i, x := range luck.Tenths[p] {
			if i > 0 {
				b.WriteByte(',')
			}
			if luck.Known[p][i] {
				b.WriteString(strconv.Itoa(x))
			} else {
				b.WriteString("null")
			}
		}
		b.WriteByte(']')
	}
	b.WriteString(`],"G":`)
	var lost []int
	for _, s := range f.Seats {
		lost = append(lost, int(math.Round(s.Lost)))
	}
	ints(lost...)
	b.WriteString(`,"H":`)
	ints(people...)
	b.WriteString(`,"P":`)
	moments(f.MomentsOf(people))
	b.WriteString(`,"W":[`)
	for i, w := range f.Win {
		if i > 0 {
			b.WriteByte(',')
		}
		ints(w...)
	}
	b.WriteString(`]}`)
	return b.String()
}

// coachLinesCame takes the verdict lines a "bbcoach" event brought for the game of key into
// the open review of that game, and reports whether it did.
func (c *controller) coachLinesCame(key, lines string) bool {
	if c.rv == nil || c.rv.cKey == "" || key != c.rv.cKey {
		return false
	}
	c.rv.r.Judged(lines)
	return true
}

// coachKeyIn is the key the coach keeps a game's verdicts under (web/coach.js: local storage's
// "bb-coach:" + key) for the deploy whose part of the storage is ns: as the saves, a deploy
// under a sub-path keeps its own ("borabora@/base/" + the game's key), a deploy at the root the
// plain key that earlier builds used.
func coachKeyIn(ns, key string) string { return ns + key }

// gradeSym is each grade's sign (bot.Grade), shown with its word and its colour.
var gradeSym = [...]string{"", "✓", "", "?!", "?", "??", "≈"}

// tryState is "Try another move" at the decision that led to step n.
type tryState struct {
	_     noCompare
	n     int
	res   string // the move tried and what the coach says of it ("" until one is tried)
	grade int    // its grade (bot.Grade)
	// the move tried and the table after it, which the review shows once it is tried
	tried engine.Choice
	after *gameapp.Session
	why   string // the best move's reasons, in words ("" until worked out)
}

// verdictText says a decision's grade (its sign first with sym) and, below the best, what it
// gave up against the best (the best's words where they are given).
func verdictText(v gameapp.StepNote, best string, sym bool) string {
	t := T("grade." + strconv.Itoa(v.Grade))
	if sym && gradeSym[v.Grade] != "" {
		t = gradeSym[v.Grade] + " " + t
	}
	if v.Grade == int(bot.GradeBest) {
		return t
	}
	t = T("coach.lost", t, v.Points, v.Win)
	if best != "" {
		t = T("coach.withbest", t, best)
	}
	return t
}

// openCoach reads what is kept for a finished game's review.
func (rv *reviewState) openCoach() {
	if rv.r.Over() {
		rv.cKey = coachKeyIn(deployPart(), rv.r.CoachKey())
		rv.coach = rv.r.Judged(coachLines(rv.cKey)) > 0
	}
}

// coachKeys are the words of the coach's panel (coachWords).
const coachKeys = "coach.try coach.trybody coach.played coach.back review.coach coach.grading coach.progress coach.done coach.error coach.stop coach.resume coach.acc coach.acchelp " +
	"coach.whose coach.people coach.everyone " +
	"coach.counts coach.key coach.moment coach.none coach.lost graph.win coach.winpct graph.point graph.last round.of list.sep " +
	"grade.1 grade.2 grade.3 grade.4 grade.5 grade.6 coach.luck coach.luckhelp coach.luckround coach.luckgame coach.luckchoices coach.tenths"

// coachWords are the coach panel's words, those of coachKeys in order, one a line, each with
// 901, 902 and 903 where its first, second and third values go (web/table.js puts them in).
func coachWords() string {
	var b []string
	for _, k := range strings.Split(coachKeys, " ") {
		b = append(b, T(k, 901, 902, 903))
	}
	return strings.Join(b, "\n")
}

// tryMove grades legal choice i of the decision Try another move is at, as the Hint does its
// analysis: at once.
func (rv *reviewState) tryMove(i string) {
	t := rv.try
	k, err := strconv.Atoi(i)
	g := rv.r.At(t.n - 1).Game()
	if err != nil || k < 0 || k >= g.LegalCount() {
		return
	}
	rv.tryChoice(g.LegalAt(k))
}

// tryChoice grades ch, a legal choice of the decision Try another move is at (picked on the
// table or in the list), and shows the table after it.
func (rv *reviewState) tryChoice(ch engine.Choice) {
	t := rv.try
	if t == nil {
		return
	}
	g := rv.r.At(t.n - 1).Game()
	if !g.IsLegal(ch) {
		return
	}
	v, ok := rv.r.TryMove(t.n, g.Clone(), ch, nil)
	if !ok {
		return
	}
	best := ""
	if v.Best != ch {
		best = choiceDetail(g, v.Best)
	}
	say := verdictText(gameapp.Note(v), best, true)
	if v.Grade == bot.GradeBest {
		say = T("coach.asgood", say)
	}
	t.grade, t.res = int(v.Grade), T("coach.tryres", choiceDetail(g, ch), say)
	t.tried, t.after = ch, nil
	if s, err := rv.r.TriedAt(t.n, ch); err == nil {
		t.after = s
	}
	rv.selDie, rv.selBuild, rv.godOpen, rv.hutFrom = -1, 0, 0, 0
}

// tryBody is Try another move's list on the table before the decision (s, e the decision):
// the index of the choice made, the seat's name, then each legal choice's words, one a line
// (web/table.js draws them as buttons with data-try and the way back, data-act "tryno").
func tryBody(s *gameapp.Session, e gameapp.LogEntry, best, played string) string {
	g := s.Game()
	made := 0
	var b []string
	for i := 0; i < g.LegalCount(); i++ {
		if g.LegalAt(i) == e.Choice {
			made = i
		}
		b = append(b, choiceDetail(g, g.LegalAt(i)))
	}
	return `<div id="tryp" data-best="` + esc(best) + `" data-played="` + esc(played) + `" data-c="` + esc(strconv.Itoa(made)+"\n"+nameOf(s, e.Player)+"\n"+strings.Join(b, "\n")) + `"></div>`
}

// bestWhyText is one line of why the best move of the decision s waits on is best: what it
// scores now, sets up and costs, as the Hint says them (bot.Search.Why).
func bestWhyText(s *gameapp.Session, best engine.Choice) string {
	g := s.Game()
	a := bot.NewAnalysis(g, bot.Options{Worlds: 1, Width: 2, Seed: 1, Include: []engine.Choice{best}})
	if a == nil {
		return ""
	}
	text := T("coach.bestis", choiceDetail(g, best))
	if r := reasonsText(s, a.Why(best)); r != "" {
		text = T("text.sentences", text, r)
	}
	return text
}
