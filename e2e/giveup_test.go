//go:build !wasm

package e2e

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
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
	// the safe answer takes the focus: Enter pressed twice never gives a task up
	b.WaitJS(`document.activeElement && document.activeElement.id === 'cancel-give-up'`)
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

// TestPhaseBPersonSaysWhy opens a game in Phase B where the deciding person has used one
// gender's action: the persons of that gender stay on the board, each a closed place that
// says why in the engine's words (on focus and in its description), while a person of the
// other gender that can act is a place to choose, like its button in the bar.
func TestPhaseBPersonSaysWhy(t *testing.T) {
	var closed, open engine.Choice
	code := codeWhere(t, func(g *engine.Game) bool {
		if g.Prompt().Kind != engine.PromptPhaseB {
			return false
		}
		closed, open = engine.Choice{}, engine.Choice{}
		for _, k := range g.Candidates() {
			if k.Choice.Kind != engine.KActivate || engine.Activation(k.Choice.C) != engine.ActivatePlain {
				continue
			}
			switch k.Why {
			case engine.GenderUsed:
				closed = k.Choice
			case engine.Open:
				open = k.Choice
			}
		}
		return closed.Kind != 0 && open.Kind != 0
	})
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	b.Navigate(gameapp.ShareLink(srv.URL+"/", code))
	b.WaitJS(`!!document.getElementById('take-device') || !!document.querySelector('[data-choice]')`)
	if Eval[bool](b, `!!document.getElementById('take-device')`) {
		b.Click("#take-device")
	}
	b.WaitVisible(`.pboard .pspace`)
	type place struct {
		Off, Hot int
		Why      []string
	}
	got := Eval[place](b, fmt.Sprintf(`(() => {
  const cells = [...document.querySelectorAll('.pboard .pspace')];
  const off = cells.filter(e => e.matches('button.off[aria-disabled="true"]'));
  return {Off: off.length, Hot: cells.filter(e => e.getAttribute('data-choice') === %q).length,
    Why: off.map(e => (e.getAttribute('aria-describedby') || '').split(' ').map(id => (document.getElementById(id) || {}).textContent || '').join(' | '))};
})()`, fmt.Sprintf("%d.%d.%d.%d", open.Kind, open.A, open.B, open.C)))
	if got.Off == 0 {
		b.Screenshot("phaseb-no-reason")
		t.Fatalf("no person on the board says why it cannot act (%v is closed)", closed)
	}
	// each says one of the engine's reasons in words (the English catalog's why.*), the used
	// gender's among them
	whys := englishReasons(t)
	used := false
	for _, w := range got.Why {
		used = used || strings.HasPrefix(w, "This action is already used this phase.")
		ok := false
		for _, r := range whys {
			ok = ok || strings.HasPrefix(w, r)
		}
		if !ok {
			t.Errorf("a closed person says %q, none of the engine's reasons", w)
		}
	}
	if !used {
		t.Errorf("no person of the used gender says so: %q", got.Why)
	}
	if got.Hot == 0 {
		t.Errorf("the person who can act (%v) is not a place to choose on the board", open)
	}
	// its explanation shows on focus, as for every closed place
	Eval[bool](b, `(document.querySelector('.pboard .pspace.off').focus(), true)`)
	b.WaitJS(`!!document.getElementById('tip') && !document.getElementById('tip').hidden`)
	if tip := b.Text("#tip"); !strings.HasPrefix(tip, "This action is already used this phase.") {
		t.Errorf("the tooltip of a closed person says %q", tip)
	}
}

// englishReasons is the English catalog's words for the engine's reasons (why.*), each up to
// its first placeholder.
func englishReasons(t *testing.T) []string {
	t.Helper()
	root, err := RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(root, "i18n", "locales", "en.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cat map[string]any
	if err := json.Unmarshal(raw, &cat); err != nil {
		t.Fatal(err)
	}
	var out []string
	for k, v := range cat {
		if s, ok := v.(string); ok && strings.HasPrefix(k, "why.") {
			if lead, _, _ := strings.Cut(s, "{"); lead != "" {
				out = append(out, lead)
			}
		}
	}
	return out
}
