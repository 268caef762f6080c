package components

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestLogReadsAtAGlance plays a 3-player game into its third round: the log opens a section
// under a heading where each phase of a round starts, newest first and in the order the game
// went (read from the bottom); no phase start is left as a line; every line about a seat is led
// by that seat's marker; and the points a line scored are set apart at its end.
func TestLogReadsAtAGlance(t *testing.T) {
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben", "Cleo"}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 5))
	for s.Game().Round() < 3 {
		l := s.Game().Legal()
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	secs := logSections(s, 1000)
	order := map[string]int{}
	for st := 0; st <= 7; st++ {
		order[stageName(engine.Stage(st))] = st
	}
	var heads []string
	last := [2]int{99, 99} // round, stage of the section above (newer)
	points := 0
	for i, sec := range secs {
		heads = append(heads, sec.Title)
		var round int
		var stage string
		if _, err := fmt.Sscanf(sec.Title, "Round %d · ", &round); err != nil {
			t.Fatalf("section %d is headed %q", i, sec.Title)
		}
		stage = sec.Title[strings.Index(sec.Title, "· ")+len("· "):]
		st, ok := order[stage]
		if !ok {
			t.Fatalf("section %d is headed %q: no stage", i, sec.Title)
		}
		if round > last[0] || (round == last[0] && st >= last[1]) {
			t.Fatalf("sections out of order: %q under a newer one (%v)", sec.Title, heads)
		}
		last = [2]int{round, st}
		if len(sec.Lines) == 0 {
			t.Fatalf("section %q has no line", sec.Title)
		}
		for _, l := range sec.Lines {
			if strings.HasPrefix(l.Text, "—") || l.Kind == int(engine.EvPhase) {
				t.Fatalf("a phase start left as a line: %q", l.Text)
			}
			if l.Kind == int(engine.EvVP) {
				points++
				if l.Points <= 0 {
					t.Fatalf("a line that scored says no points apart: %q", l.Text)
				}
			}
		}
	}
	if len(secs) < 6 || points == 0 {
		t.Fatalf("%d sections, %d scoring lines: %v", len(secs), points, heads)
	}
	if secs[len(secs)-1].Title != "Round 1 · "+stageName(0) {
		t.Fatalf("the oldest section is %q", secs[len(secs)-1].Title)
	}
	h := app.HTMLString(app.Ol().Body(logLines(secs)...))
	if n, m := strings.Count(h, `<svg class="marker"`), strings.Count(h, `class="ev `); n == 0 || n < m*9/10 {
		t.Fatalf("%d of %d lines are led by a seat's marker", n, m)
	}
	if !strings.Contains(h, `class="lpts"`) || !strings.Contains(h, `<h3 class="lhead">Round 2 · `) {
		t.Fatal("no points set apart, or no heading for round 2")
	}
}
