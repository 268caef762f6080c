package components

import (
	"os"
	"strings"
	"testing"

	"borabora/coach"
	"borabora/engine"
	"borabora/engine/bot"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestCoachWordsAreTheScriptsKeys: web/table.js reads the coach's words by the order of
// coachKeys, which it lists itself.
func TestCoachWordsAreTheScriptsKeys(t *testing.T) {
	js, err := os.ReadFile("../web/table.js")
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.NewReplacer("\"", "", " +\n    ", "").Replace(string(js))
	if !strings.Contains(flat, "KEYS = ("+coachKeys+").split") {
		t.Fatalf("web/table.js lists other keys than coachKeys: %s", coachKeys)
	}
	if ws := strings.Split(coachWords(), "\n"); len(ws) != len(strings.Split(coachKeys, " ")) {
		t.Fatalf("%d words for %d keys", len(ws), len(strings.Split(coachKeys, " ")))
	}
}

// TestReviewSaysEachGrade: a step whose decision the coach graded says its grade in its words
// and in the slider's value, with the best candidate in words when the choice made was not
// it; Try another move lists the decision's legal choices and grades the one picked; a
// finished game's review offers the coach, a game that goes on does not.
func TestReviewSaysEachGrade(t *testing.T) {
	s := finished(t, gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 23}, 5)
	r, err := gameapp.ReviewOf(s)
	if err != nil {
		t.Fatal(err)
	}
	c := &controller{tableState: tableState{focusOpp: -1, selDie: -1}}
	c.openReview(r, -1)
	if c.rv.cKey == "" || !strings.Contains(c.rv.view().Menu, `data-act="coach"`) {
		t.Fatal("no coach in a finished game's review")
	}
	// a planted mistake: the best is another legal choice
	var step int
	var g *engine.Game
	for i := 10; i < r.N(); i++ {
		if r.Steps()[i].Open {
			step, g = i, r.At(i).Game().Clone()
			break
		}
	}
	made := r.Log()[step].Choice
	best := g.Legal()[0]
	if best == made {
		best = g.Legal()[1]
	}
	seat := r.Log()[step].Player
	// a mistake that gave up 7 points and 8% chance to win, as a worker's line
	line := coach.Encode(coach.Verdict{Step: step, Seat: seat, Grade: bot.GradeMistake, Made: made, Best: best,
		WinMade: 0.25, WinBest: 0.33, MarginMade: 1, MarginBest: 8})
	if !c.coachLinesCame(c.rv.cKey, line) || r.Judged("") != 1 {
		t.Fatal("the verdict was not taken")
	}
	if c.coachLinesCame("another game", line) {
		t.Fatal("a verdict of another game's key was taken")
	}
	c.rv.step = step + 1
	v := c.rv.view()
	want := T("coach.withbest", T("coach.lost", T("grade.4"), 7, 8), choiceDetail(g, best))
	if !strings.HasPrefix(v.ValueText, want) || !strings.Contains(v.Lines, "? "+esc(want)) || !strings.Contains(v.Lines, `class="rv-grade g4"`) {
		t.Fatalf("the step's words %q, value %q, want %q", v.Lines, v.ValueText, want)
	}
	if !strings.Contains(v.Menu, `data-act="try"`) {
		t.Fatal("no Try another move at a graded step")
	}
	// Try another move: the table before the decision, its legal choices, then a grade
	c.reviewDo(app.Context{}, "try")
	v = c.rv.view()
	if c.rv.step != step || !strings.Contains(v.Coach, esc(choiceDetail(g, best))) || strings.Count(v.Coach, "\n") < g.LegalCount()+1 {
		t.Fatalf("Try another move at %d: %q", c.rv.step, v.Coach)
	}
	// the step's words are the decision to take again, not what the step before did
	if ask := esc(promptText(g, g.Legal(), nameOf(s, seat))); !strings.Contains(v.Lines, ask) || !strings.Contains(v.ValueText, promptText(g, g.Legal(), nameOf(s, seat))) {
		t.Fatalf("Try another move's words %q, value %q, want %q", v.Lines, v.ValueText, ask)
	}
	c.rv.tryMove("0")
	if c.rv.try == nil || c.rv.try.grade == 0 || !strings.Contains(c.rv.view().Lines, esc(choiceDetail(g, g.LegalAt(0)))) {
		t.Fatalf("the move tried got no grade: %+v", c.rv.try)
	}
	want0, _ := r.TryMove(step+1, g, g.LegalAt(0), nil)
	if c.rv.try.grade != int(want0.Grade) {
		t.Fatalf("the move tried is graded %d, the coach grades it %d", c.rv.try.grade, want0.Grade)
	}
	c.reviewDo(app.Context{}, "tryno")
	if c.rv.step != step+1 || c.rv.try != nil {
		t.Fatal("Try another move did not close")
	}

	live, err := gameapp.NewReview(s.Setup(), s.Choices()[:step+3])
	if err != nil {
		t.Fatal(err)
	}
	c.openReview(live, -1)
	if c.rv.cKey != "" || strings.Contains(c.rv.view().Menu, `data-act="coach"`) {
		t.Fatal("a coach in the review of a game that goes on")
	}
}

// TestCoachKeysPerDeploy: the coach keeps a game's verdicts under the deploy's part of the
// storage, so two deploys on one origin (as the saves) keep theirs apart; the root deploy keeps
// the keys of earlier builds.
func TestCoachKeysPerDeploy(t *testing.T) {
	if k := coachKeyIn("", "g3-00ff"); k != "g3-00ff" {
		t.Errorf("root deploy: %q", k)
	}
	if k := coachKeyIn("borabora@/a/", "g3-00ff"); k != "borabora@/a/g3-00ff" || strings.ContainsAny(k, " \"<>&") {
		t.Errorf("sub-path deploy: %q (it goes into attributes and a space-separated list)", k)
	}
}

// TestFiguresJSON: the coach's figures as web/table.js reads them (data-f).
func TestFiguresJSON(t *testing.T) {
	f := coach.Figures{
		Seats:   []coach.SeatFigures{{Graded: 2, Accuracy: 58, Lost: 12.5}, {Accuracy: -1}},
		Moments: []coach.Verdict{{Step: 4, Seat: 1, Grade: bot.GradeBlunder, WinMade: 0.25, WinBest: 0.5, MarginMade: 1, MarginBest: 3.6}},
		BySeat:  [][]coach.Verdict{nil, {{Step: 4, Seat: 1, Grade: bot.GradeBlunder, WinMade: 0.25, WinBest: 0.5, MarginMade: 1, MarginBest: 3.6}}},
		Win:     [][]int{{50, 60}, {50, 40}},
	}
	f.Seats[0].Counts[bot.GradeMistake] = 1
	var luck []coach.RollLuck
	for r := 1; r <= 6; r++ {
		luck = append(luck, coach.RollLuck{Round: r, Seat: 0, Points: -1.25})
	}
	luck = append(luck, coach.RollLuck{Round: 3, Seat: 1, Points: 2.04})
	want := `{"A":[58,-1],"C":[[0,1,0],[0,0,0]],"M":[[4,1,5,3,25]],"S":[[],[[4,1,5,3,25]]],` +
		`"L":[[-13,-13,-13,-13,-13,-13,-75],[null,null,20,null,null,null,null]],"G":[13,0],"H":[0],"P":[],"W":[[50,60],[50,40]]}`
	if got := figuresJSON(f, coach.LuckTableOf(luck, 2), []int{0}); got != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
}
