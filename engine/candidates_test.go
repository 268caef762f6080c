package engine

import (
	"errors"
	"testing"
)

// checkCandidates checks the current decision of g: Candidates holds every legal choice with
// Open and in Legal's order, every other candidate has a reason, no choice is a candidate
// twice, every candidate sits somewhere on the table, and applying each closed candidate is
// refused with its reason and changes nothing. It returns how many closed candidates it tried.
func checkCandidates(g *Game) (int, error) {
	cands := g.Candidates()
	legal := g.Legal()
	seen := map[Choice]bool{}
	var open []Choice
	for _, c := range cands {
		if seen[c.Choice] {
			return 0, errorf("%v is a candidate twice", c.Choice)
		}
		seen[c.Choice] = true
		if c.Why == Open {
			open = append(open, c.Choice)
		} else if g.IsLegal(c.Choice) {
			return 0, errorf("%v is legal but closed as %v", c.Choice, c.Why)
		}
		if c.Why >= numReasons {
			return 0, errorf("%v: reason %d has no name", c.Choice, c.Why)
		}
		if c.Target().Area == AreaNone {
			return 0, errorf("%v sits nowhere", c.Choice)
		}
		if g.WhyClosed(c.Choice) != c.Why {
			return 0, errorf("%v: WhyClosed %v, candidate says %v", c.Choice, g.WhyClosed(c.Choice), c.Why)
		}
	}
	if len(open) != len(legal) {
		return 0, errorf("%d open candidates, %d legal choices", len(open), len(legal))
	}
	for i := range open {
		if open[i] != legal[i] {
			return 0, errorf("open candidate %d is %v, legal choice %d is %v", i, open[i], i, legal[i])
		}
	}
	board, players, vp, n, pr := g.board, g.seats, g.vp, len(g.choices), g.prompt
	events := g.Events()
	tried := 0
	for _, c := range cands {
		if c.Why == Open {
			continue
		}
		tried++
		err := g.Apply(c.Choice)
		if !errors.Is(err, ErrIllegal) || !errors.Is(err, c.Why) {
			return 0, errorf("closed %v (%v) applied: %v", c.Choice, c.Why, err)
		}
	}
	if g.board != board || g.seats != players || g.vp != vp || len(g.choices) != n || g.prompt != pr ||
		len(g.Events()) != len(events) || g.LegalCount() != len(legal) {
		return 0, errorf("a refused choice changed the game")
	}
	return tried, nil
}

// TestCandidatesExplainEveryChoice plays random games under every rules version and checks
// every decision with checkCandidates.
func TestCandidatesExplainEveryChoice(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 200
	}
	closed := 0
	reasons := map[Reason]bool{}
	for i := 0; i < games; i++ {
		rules := RulesVersion
		if i%5 == 4 {
			rules = rules1
		}
		check := func(g *Game) error {
			for _, c := range g.candidates() {
				reasons[c.Why] = true
			}
			n, err := checkCandidates(g)
			closed += n
			return err
		}
		g := newGameRules(t, rules, 2+i%3, uint64(i))
		if err := check(g); err != nil {
			t.Fatalf("game %d at the start: %v", i, err)
		}
		playRandomRules(t, rules, 2+i%3, uint64(i), check)
	}
	if closed == 0 {
		t.Fatal("no closed candidate met")
	}
	t.Logf("%d games, %d closed candidates refused, %d of %d reasons met", games, closed, len(reasons), numReasons)
	for r := Reason(0); r < numReasons; r++ {
		if !reasons[r] {
			t.Logf("not met: %v", r)
		}
	}
}
