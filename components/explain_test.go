package components

import (
	"html"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestGodTileHolderMostPriestsTieToTheLeft(t *testing.T) {
	var p [engine.TempleSpaces + 1]int8
	for i := range p {
		p[i] = -1
	}
	if got := godTileHolder(p); got != -1 {
		t.Errorf("empty temple: holder %d, want -1", got)
	}
	p[2], p[3] = 1, 1 // seat 1: two priests
	p[6] = 0          // seat 0: one priest, furthest left
	if got := godTileHolder(p); got != 1 {
		t.Errorf("most priests: holder %d, want 1", got)
	}
	p[5] = 0 // a tie, seat 0's priest furthest left
	if got := godTileHolder(p); got != 0 {
		t.Errorf("tie: holder %d, want 0", got)
	}
}

func TestExplanationsAreWordedAndSayTheNumbers(t *testing.T) {
	var texts []string
	for a := engine.Action(0); a < engine.NumActions; a++ {
		texts = append(texts, actionInfo(a, 7, 1), actionInfo(a, 3, 6))
	}
	for id := 0; id < engine.NumPersonTiles; id++ {
		texts = append(texts, personInfo(id), displayInfo(id%engine.DisplaySize, id))
	}
	for r := 0; r < engine.NumRegions; r++ {
		texts = append(texts, regionInfo(r))
	}
	for g := 0; g < int(engine.NumGods); g++ {
		texts = append(texts, godInfo(g, [engine.NumGods]int8{}, 0, 0), godInfo(g, [engine.NumGods]int8{2, 0, 0, 0, 0}, 1, 0))
	}
	texts = append(texts, templeInfo(3, 5), jewelInfo(5), statusInfo(7), buildingInfo(4, 1), T("info.twelfth"))
	for _, s := range texts {
		if s == "" || strings.Contains(s, "⟦") || strings.Contains(s, "%!") {
			t.Errorf("badly worded explanation: %q", s)
		}
	}
	if s := actionInfo(engine.ActionTemple, 3, 1); !strings.Contains(s, "3") {
		t.Errorf("action with a 3 on it: %q does not say the lowest die", s)
	}
	if s := actionInfo(engine.ActionBuild, 7, 1); !strings.Contains(s, "10 VP") {
		t.Errorf("build in round 1: %q does not say its 10 VP", s)
	}
	if s := templeInfo(4, 5); !strings.Contains(s, "3 VP") {
		t.Errorf("temple in round 5: %q does not say 3 VP a priest", s)
	}
	if s := godInfo(int(engine.Blue), [engine.NumGods]int8{}, 1, 0); !strings.Contains(s, "cannot") {
		t.Errorf("Blue God with no card: %q", s)
	}
	if s := godInfo(int(engine.Red), [engine.NumGods]int8{0, 2, 0, 0, 0}, 1, 0); !strings.Contains(s, "two cards") {
		t.Errorf("Red God with two White cards and an offering: %q", s)
	}
}

// TestTaskProgressAgreesWithTaskMet plays a game at random and checks at every decision that
// each seat's task progress shows every requirement full exactly when the engine says the
// task is met.
func TestTaskProgressAgreesWithTaskMet(t *testing.T) {
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Bo", "Cy"}, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	pair := regexp.MustCompile(`(\d+)/(\d+)`)
	rng := rand.New(rand.NewPCG(9, 9))
	checked, met := 0, 0
	for !s.Game().Over() {
		g := s.Game()
		for p := 0; p < g.NumPlayers(); p++ {
			for _, tk := range g.Seat(p).Tasks {
				if tk < 0 {
					continue
				}
				text := taskProgress(g, p, tk)
				full := true
				for _, m := range pair.FindAllStringSubmatch(text, -1) {
					full = full && m[1] == m[2]
				}
				if want := g.TaskMet(p, tk, false); full != want {
					t.Fatalf("seat %d task %d: %q, met %v", p, tk, text, want)
				}
				checked++
				if full {
					met++
				}
			}
		}
		l := g.Legal()
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 || met == 0 {
		t.Errorf("checked %d tasks, %d met", checked, met)
	}
}

// TestHutsExplainThemselves plays a 2-player game at random for a while and draws the table:
// every region holding huts names their owners in its explanation, no other region does, and
// every hut waiting on a person space explains itself with the huts its owner has left.
func TestHutsExplainThemselves(t *testing.T) {
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Bo"}, Seed: 17})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRootWithSession(s)
	rng := rand.New(rand.NewPCG(17, 1))
	settled := 0
	for step := 0; step < 400 && !s.Game().Over(); step++ {
		g := s.Game()
		if r.c.needsPass() {
			r.c.hot.Holder = g.Prompt().Player
		}
		if step%25 == 0 {
			// the drawing writes the names' isolation marks as \u2068 and \u2069
			h := strings.NewReplacer(`\u2068`, "\u2068", `\u2069`, "\u2069").Replace(html.UnescapeString(app.HTMLString(r)))
			regions := 0
			for reg := 0; reg < engine.NumRegions; reg++ {
				var names []string
				for p := 0; p < g.NumPlayers(); p++ {
					if g.HasHut(engine.Region(reg), p) {
						names = append(names, r.c.looks()[p].Name)
					}
				}
				if names == nil {
					continue
				}
				regions++
				if want := T("info.huts", joinList(names)); !strings.Contains(h, want) {
					t.Fatalf("step %d: region %d with huts of %v: no %q on the table", step, reg, names, want)
				}
			}
			if n := strings.Count(h, strings.SplitN(T("info.huts", "|"), "|", 2)[0]); n != regions {
				t.Fatalf("step %d: %d regions say whose huts are there, %d hold huts", step, n, regions)
			}
			settled = max(settled, regions)
			seat := g.Seat(g.Prompt().Player)
			if seat.HutsOnSpaces > 0 && !strings.Contains(h, T("info.hut.supply", plural("huts.left", int(seat.HutsOnSpaces+seat.HutsOn12th)))) {
				t.Fatalf("step %d: the deciding seat's huts on its person spaces do not say %q", step, T("info.hut.supply", plural("huts.left", int(seat.HutsOnSpaces+seat.HutsOn12th))))
			}
		}
		l := g.Legal()
		r.c.choose(app.Context{}, l[rng.IntN(len(l))])
	}
	if settled < 3 {
		t.Fatalf("at most %d regions held huts", settled)
	}
}
