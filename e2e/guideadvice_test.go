//go:build !wasm

package e2e

import (
	"encoding/json"
	"testing"
	"time"

	"borabora/engine"
	"borabora/engine/bot"
	"borabora/gameapp"
)

// savedGame is the game the page saved last (its autosave in local storage), replayed
// natively.
func (b *uiBrowser) savedGame() *gameapp.Session {
	b.t.Helper()
	// the game as the page shows it is stored once the bar says so ("Saved", not "Saving…")
	b.until(`(() => { const e = document.getElementById('save-status'); return !!e && e.getAttribute('data-state') === 'ok'; })()`)
	var text string
	b.eval(`localStorage.getItem('`+gameapp.KeyPrefix+`save/' + localStorage.getItem('`+gameapp.KeyPrefix+`last')) || ''`, &text)
	var f gameapp.SaveFile
	if err := json.Unmarshal([]byte(text), &f); err != nil {
		b.t.Fatalf("the page's save %q: %v", text[:min(len(text), 80)], err)
	}
	s, err := gameapp.ResumeSave(f)
	if err != nil {
		b.t.Fatal(err)
	}
	return s
}

// TestGuideNeverSuggestsFarBelowTheBest plays the guided game (Learn to play, gameapp.GuideSeed) in
// Chromium following the page's suggestion for 40 of the learner's decisions: the guide's card
// where one comes, the Hint's card elsewhere. At each, the game the page saved is replayed
// natively and judged from the learner's view by a wider analysis than the Hint's (every legal
// choice, three times the worlds, other worlds, as TestAdviceNeverGivesUpThreePoints in
// gameapp): the page's suggestion gives up less than 3 expected points against the best it
// finds.
func TestGuideNeverSuggestsFarBelowTheBest(t *testing.T) {
	b := uiOpen(t, 1366, 768)
	b.eval(`(localStorage.setItem('`+gameapp.KeyPrefix+`settings', '{"hint":true}'), true)`, nil)
	b.reload()
	b.learn()
	worst, judged, wide := 0.0, 0, time.Duration(0)
	for judged < 40 {
		r := b.personTurn()
		if r.Done {
			break
		}
		if r.Card == nil {
			b.click("#hint-btn")
			r = b.personTurn()
			if r.Card == nil || !r.Card.Hint {
				b.failShot()
				t.Fatalf("no Hint card at decision %d", r.Moves)
			}
		}
		sug, ok := engine.ParseKey(r.Card.Key)
		if !ok {
			t.Fatalf("the card suggests %q", r.Card.Key)
		}
		s := b.savedGame()
		g := s.Game()
		if len(g.Choices()) != r.Moves || g.Prompt().Player != 0 || !g.IsLegal(sug) {
			t.Fatalf("the saved game (%d decisions, %+v) is not the page's (%d decisions) or %v is not legal in it",
				len(g.Choices()), g.Prompt(), r.Moves, sug)
		}
		if g.LegalCount() > 1 {
			t0 := time.Now()
			ref := bot.NewAnalysis(g, bot.Options{Worlds: 3 * gameapp.HintWorlds, Width: -1, Seed: 0xc0ac4})
			for !ref.Step(256) {
			}
			wide += time.Since(t0)
			gaps, best := ref.Gaps()
			gap, ok := gaps[sug]
			if !ok {
				t.Fatalf("the suggestion %v is not among the legal choices", sug)
			}
			worst = max(worst, gap)
			if gap >= 3 {
				t.Errorf("round %d, %+v: the page suggests %v, %.1f points below %v", g.Round(), g.Prompt(), sug, gap, best)
			}
			judged++
		}
		b.clickChoice(r.Card.Key)
	}
	if judged < 40 {
		t.Fatalf("only %d decisions judged", judged)
	}
	t.Logf("%d decisions, the worst suggestion %.2f points below the best found (wide analyses %v)", judged, worst, wide.Round(time.Millisecond))
}
