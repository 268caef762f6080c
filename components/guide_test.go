package components

import (
	"strings"
	"testing"

	"borabora/engine"
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
