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
	key := attrOf(h, `id="guide-card"`, "data-suggest")
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

// attrOf is the value of attribute name of the element of h whose tag holds mark (its
// attributes come in any order).
func attrOf(h, mark, name string) string {
	i := strings.Index(h, mark)
	if i < 0 {
		return ""
	}
	start := strings.LastIndexByte(h[:i], '<')
	end := i + strings.IndexByte(h[i:], '>')
	tag := h[start:end]
	j := strings.Index(tag, " "+name+`="`)
	if j < 0 {
		return ""
	}
	v := tag[j+len(name)+3:]
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

// TestGuideExplainsItsTermsBeforeUsingThem plays the guided game of its seed (the learner
// takes the suggestion whenever a card shows, the computers play random choices) and reads its
// cards in order: the 12th space, a pushed hut and the person spaces are each explained (their
// topic's words) once, before any card uses the term, whether a card is closed or ended by the
// decision.
func TestGuideExplainsItsTermsBeforeUsingThem(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		r := mounted(t, gameapp.NewMemKV(), "")
		r.c.learn(app.Context{})
		rng := rand.New(rand.NewPCG(seed, 3))
		var read strings.Builder
		for n := 0; !r.c.s.Game().Over(); n++ {
			s := r.c.s
			g := s.Game()
			l := g.Legal()
			if s.IsBot(g.Prompt().Player) {
				if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
				r.c.afterBotMove()
				continue
			}
			ch := l[rng.IntN(len(l))]
			if v := r.c.tableView(g, false); v.Card.Shown {
				read.WriteString(v.Card.Text + "\n" + v.Card.Suggest + "\n")
				if k, ok := engine.ParseKey(v.Card.Key); ok {
					ch = k
				}
				if rng.IntN(2) == 0 { // the card is closed, or ended by the decision
					r.c.guideAct("ok")
				}
			}
			if ch.Kind == engine.KSurrenderTask {
				r.c.choose(app.Context{}, ch) // asked once
			}
			r.c.choose(app.Context{}, ch)
			if n > 3000 {
				t.Fatal("the guided game does not end")
			}
		}
		all := read.String()
		for _, c := range []struct{ term, topic string }{
			{"12th space", T("guide.topic.0")}, {"push", T("guide.topic.1")}, {"person space", T("guide.topic.2")},
		} {
			use, told := strings.Index(all, c.term), strings.Index(all, c.topic)
			if strings.Count(all, c.topic) > 1 {
				t.Errorf("seed %d: %q is explained %d times", seed, c.term, strings.Count(all, c.topic))
			}
			if use >= 0 && (told < 0 || told > use) {
				t.Errorf("seed %d: %q is used before it is explained:\n%s", seed, c.term, all[max(0, use-300):min(len(all), use+100)])
			}
		}
	}
}
