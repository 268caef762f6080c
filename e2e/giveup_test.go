//go:build !wasm

package e2e

import (
	"math/rand/v2"
	"strings"
	"testing"

	"borabora/engine"
	"borabora/gameapp"
)

// codeWhere plays seeded random 2-player games until a decision where ok holds and returns the
// save code of the game there.
func codeWhere(t *testing.T, ok func(g *engine.Game) bool) string {
	t.Helper()
	for seed := uint64(1); seed <= 300; seed++ {
		s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 11))
		for !s.Game().Over() {
			if ok(s.Game()) {
				return gameapp.CodeOf(s.Setup(), s.Choices())
			}
			l := s.Game().Legal()
			if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game of 300 came to such a decision")
	return ""
}

// TestGiveUpAsksOnce opens a game where a person can only give a task up: the task's place says
// "Give up" on it and in its explanation; pressing it asks once (the game does not move),
// "Keep it" leaves everything as it was, and "Give it up" gives the task up.
func TestGiveUpAsksOnce(t *testing.T) {
	code := codeWhere(t, func(g *engine.Game) bool {
		l := g.Legal()
		for _, c := range l {
			if c.Kind != engine.KSurrenderTask {
				return false
			}
		}
		return len(l) > 0
	})
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	b.Navigate(gameapp.ShareLink(srv.URL+"/", code))
	b.WaitJS(`!!document.getElementById('take-device') || !!document.querySelector('[data-choice]')`)
	if Eval[bool](b, `!!document.getElementById('take-device')`) {
		b.Click("#take-device")
	}
	b.WaitVisible(`.task.tagged[data-choice]`)
	place := Eval[struct {
		Tag, Label, Info, Moves string
	}](b, `(() => { const e = document.querySelector('.task.tagged[data-choice]');
  return {Tag: e.querySelector('.ptag').textContent, Label: e.getAttribute('aria-label'), Info: e.getAttribute('aria-description') || '',
    Moves: document.querySelector('.screen.table').getAttribute('data-moves')}; })()`)
	if place.Tag != "Give up" || !strings.Contains(place.Label, "Give up") || !strings.HasPrefix(place.Info, "Give up") || !strings.Contains(place.Info, "scores nothing") {
		t.Fatalf("the task to give up shows %q, is named %q and explained %q", place.Tag, place.Label, place.Info)
	}
	moves := func() string {
		return Eval[string](b, `document.querySelector('.screen.table').getAttribute('data-moves')`)
	}

	b.Click(`.task.tagged[data-choice]`)
	b.WaitVisible("#give-up")
	if q := b.Text("#give-up-title"); !strings.HasPrefix(q, "Give up ") || !strings.HasSuffix(q, "?") {
		t.Errorf("the question is %q", q)
	}
	if m := moves(); m != place.Moves {
		t.Fatalf("pressing the task gave it up at once (%s moves, then %s)", place.Moves, m)
	}
	CheckAxe(t, b, "give-up question", nil)
	b.Click("#cancel-give-up")
	b.WaitGone("#give-up")
	if m := moves(); m != place.Moves {
		t.Fatalf("\"Keep it\" changed the game (%s moves, then %s)", place.Moves, m)
	}

	b.Click(`.task.tagged[data-choice]`)
	b.WaitVisible("#give-up")
	b.Click("#confirm-give-up")
	b.WaitGone("#give-up")
	b.WaitJS(`document.querySelector('.screen.table') && document.querySelector('.screen.table').getAttribute('data-moves') !== '` + place.Moves + `'`)
}
