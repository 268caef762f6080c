package components

import (
	"math/rand/v2"
	"strings"
	"testing"

	"borabora/engine"
	"borabora/engine/bot"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestSuggestionRingStaysUntilTheDecision: closing the guide's card ("Got it") keeps the
// suggested place named for its ring (#guide-ring, data-suggest) until the player decides;
// then it goes.
func TestSuggestionRingStaysUntilTheDecision(t *testing.T) {
	r := mounted(t, gameapp.NewMemKV(), "")
	r.c.learn(app.Context{})
	h := page(t, r)
	for n := 0; !strings.Contains(h, `id="guide-card"`); n++ { // the computers play first
		p := r.c.s.Game().Prompt().Player
		if !r.c.s.IsBot(p) || n > 50 {
			t.Fatal("no guide card at the person's first decision")
		}
		if err := r.c.s.Apply(r.c.s.Game().Legal()[0]); err != nil {
			t.Fatal(err)
		}
		r.c.afterBotMove()
		h = page(t, r)
	}
	i := strings.Index(h, `id="guide-card"`)
	key := attrIn(h[i:], "data-suggest")
	if key == "" {
		t.Fatal("the card suggests no place")
	}
	r.c.guideAct("ok")
	h = page(t, r)
	hasNot(t, h, `id="guide-card"`)
	has(t, h, `id="guide-ring"`, `data-suggest="`+key+`"`)
	has(t, h, `data-choice="`+key+`"`) // the place is on the table, to carry the ring
	ch, ok := engine.ParseKey(key)
	if !ok {
		t.Fatal("a key that is no choice:", key)
	}
	r.c.choose(app.Context{}, ch)
	if strings.Contains(page(t, r), `id="guide-ring"`) {
		t.Fatal("the ring stays after the decision")
	}
}

// attrIn is the value of the first attribute name in h.
func attrIn(h, name string) string {
	i := strings.Index(h, name+`="`)
	if i < 0 {
		return ""
	}
	v := h[i+len(name)+2:]
	return v[:strings.IndexByte(v, '"')]
}

// TestGiveUpIsNeverAdvisedWithoutItsReason: wherever giving up a task is a legal choice (over
// random games), the advice to give it up says why (no task can be completed without a Yellow
// God), and what a Yellow God would do when one could complete a task.
func TestGiveUpIsNeverAdvisedWithoutItsReason(t *testing.T) {
	seen, yellow := 0, 0
	for seed := uint64(1); seed <= 30 && (seen < 5 || yellow < 1); seed++ {
		s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		for !s.Game().Over() {
			g := s.Game()
			l := g.Legal()
			withGod := false
			for _, c := range l {
				withGod = withGod || c.Kind == engine.KCompleteTask
			}
			for _, c := range l {
				if c.Kind != engine.KSurrenderTask {
					continue
				}
				text := suggestText(s, g, c, bot.Why{})
				if !strings.Contains(text, T("guide.giveup.forced")) {
					t.Fatalf("seed %d: giving up advised as %q", seed, text)
				}
				if withGod != strings.Contains(text, T("guide.giveup.yellow")) {
					t.Fatalf("seed %d: a Yellow God could complete a task: %v; advice %q", seed, withGod, text)
				}
				seen++
				if withGod {
					yellow++
				}
				break
			}
			if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen < 5 || yellow < 1 {
		t.Fatalf("only %d decisions to give up a task (%d with a Yellow God) in 30 games", seen, yellow)
	}
}
