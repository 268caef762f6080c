package gameapp

import (
	"encoding/json"
	"fmt"
	"testing"

	"borabora/engine"
	"borabora/engine/bot"
)

// The guided game's deal shows the person every kind of decision but two early on: all but the
// end's final tasks by round 2, when they follow the suggestions (docs/guide.md).
func TestGuideSeedMeetsEveryKindEarly(t *testing.T) {
	met, err := Meetings(GuideSetup("You", "A", "B"))
	if err != nil {
		t.Fatal(err)
	}
	for k := 1; k < engine.NumPromptKinds; k++ {
		switch engine.PromptKind(k) {
		case engine.PromptGainMaterial: // only a God tile's rare power asks it
		case engine.PromptFinalTasks:
			if met[k] != engine.Rounds {
				t.Errorf("final tasks met in round %d", met[k])
			}
		default:
			if met[k] < 1 || met[k] > 2 {
				t.Errorf("prompt kind %d first met in round %d, want 1 or 2", k, met[k])
			}
		}
	}
}

// Each kind is due once, the first time the person meets it; the suggestion is the evaluator's
// best candidate for that seat (worked out in any slices), legal, and asking for it changes
// nothing.
func TestGuideExplainsEachKindOnce(t *testing.T) {
	s, err := NewSession(GuideSetup("You", "A", "B"))
	if err != nil {
		t.Fatal(err)
	}
	due := map[engine.PromptKind]int{}
	closed := false
	for !s.Game().Over() {
		pr := s.Game().Prompt()
		var c engine.Choice
		if s.IsBot(pr.Player) {
			if _, ok := s.GuideDue(); ok {
				t.Fatal("the guide is due on a computer player's decision")
			}
			c = s.NewBot(pr.Player, 0).Choose(s.Game())
		} else {
			k, shown := s.GuideDue()
			if shown {
				due[k]++
				if due[k] > 1 {
					t.Fatalf("kind %d explained twice", k)
				}
				if !closed { // the first card is closed by its button, the others by deciding
					s.GuideDone()
					closed = true
					if _, again := s.GuideDue(); again {
						t.Fatal("a closed card is still due")
					}
				}
			} else if due[k] == 0 {
				t.Fatalf("kind %d met without being explained", k)
			}
			before, n := look(s.Game()), len(s.Choices())
			sug, why, ok := s.Suggest()
			if !ok || !s.Game().IsLegal(sug) {
				t.Fatalf("suggestion %v not legal", sug)
			}
			if look(s.Game()) != before || len(s.Choices()) != n {
				t.Fatal("the suggestion changed the game")
			}
			if shown { // the card shows it: the same as the analysis run in other slices
				a, _ := s.Advise()
				for !a.Step(7) {
				}
				if w := a.Outcomes()[0].Choice; w != sug {
					t.Fatalf("suggestion %v, the evaluator's best %v", sug, w)
				}
			}
			if len(why.Now) > bot.MaxReasons || len(why.SetsUp) > bot.MaxReasons || len(why.Costs) > bot.MaxReasons {
				t.Fatalf("reasons %+v", why)
			}
			c = sug
		}
		if err := s.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if len(due) < 16 {
		t.Errorf("only %d kinds explained", len(due))
	}
	s2, _ := NewSession(GuideSetup("You", "A", "B"))
	s2.LeaveGuide()
	if _, ok := s2.GuideDue(); ok || s2.Guided() {
		t.Error("the guide goes on after it was left")
	}
}

// look is what a suggestion must leave as it was.
func look(g *engine.Game) string { return fmt.Sprint(g.Prompt(), g.Scores(), g.Legal(), g.Choices()) }

// The guide's state and the hints asked are saved with the game and come back on a reload;
// saves written before they existed still load, without a guide.
func TestGuideAndHintsSurviveAReload(t *testing.T) {
	kv := NewMemKV()
	s, err := NewSession(GuideSetup("You", "A", "B"))
	if err != nil {
		t.Fatal(err)
	}
	a := NewAutoSaver(NewSaves(kv), "g1", func() int64 { return 1 })
	a.Attach(s)
	for p, bot := s.BotTurn(); bot; p, bot = s.BotTurn() {
		if err := s.Apply(s.NewBot(p, 0).Choose(s.Game())); err != nil {
			t.Fatal(err)
		}
	}
	at := len(s.Choices())
	s.GuideDone()
	c, _, _ := s.Suggest()
	s.AskHint()
	s.AskHint() // the same decision: noted once
	if err := s.Apply(c); err != nil {
		t.Fatal(err)
	}
	r := reloadSave(t, kv, "g1")
	if r.Setup().Guide != s.Setup().Guide || !r.Guided() || r.Setup().Guide.Seen == 0 {
		t.Errorf("guide %+v after the reload, %+v before", r.Setup().Guide, s.Setup().Guide)
	}
	if h := r.Hints(); len(h) != 1 || h[0] != (Hint{At: at, Seat: 0}) {
		t.Errorf("hints after the reload: %+v", h)
	}
	// the same save as an earlier build wrote it: no guide, no hints
	var old map[string]any
	raw, _, _ := kv.Get(keySave + "g1")
	if err := json.Unmarshal([]byte(raw), &old); err != nil {
		t.Fatal(err)
	}
	st := old["setup"].(map[string]any)
	delete(st, "Guide")
	delete(st, "Hints")
	b, _ := json.Marshal(old)
	kv.M[keySave+"g1"] = string(b)
	o := reloadSave(t, kv, "g1")
	if o.Guided() || len(o.Hints()) != 0 || len(o.Choices()) != at+1 {
		t.Errorf("old save: guided %v, hints %v, %d choices", o.Guided(), o.Hints(), len(o.Choices()))
	}
}

// A hint asked for a decision that an undo takes back goes with it.
func TestUndoDropsLaterHints(t *testing.T) {
	s, err := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	playSome(t, s, 3, 1)
	s.AskHint()
	p := s.Game().Prompt().Player
	playSome(t, s, 1, 2)
	if s.Game().Prompt().Player != p || !s.CanUndo() {
		t.Fatal("this deal no longer gives the same person two decisions in a row")
	}
	s.AskHint()
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if h := s.Hints(); len(h) != 1 || h[0].At != 3 {
		t.Errorf("hints after the undo: %+v", h)
	}
}

// BenchmarkSuggest times the suggestion of a guide's card or a Hint (the evaluator's best
// candidate with its reasons) over the person's decisions of a guided game.
func BenchmarkSuggest(b *testing.B) {
	s, err := NewSession(GuideSetup("You", "A", "B"))
	if err != nil {
		b.Fatal(err)
	}
	var games []*Session
	for len(games) < 40 && !s.Game().Over() {
		p := s.Game().Prompt().Player
		c, _, _ := s.Suggest()
		if !s.IsBot(p) {
			r, _ := Restore(s.Setup(), s.Choices())
			games = append(games, r)
		}
		if err := s.Apply(c); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		games[i%len(games)].Suggest()
	}
}

// The learner of a guided game stays "you" after the guide is left and after a reload; a save
// of a guided game from before the flag (guide on or a kind seen) knows its learner too, and
// an ordinary game has none.
func TestLearnerIsSeatOneOfAGuidedGame(t *testing.T) {
	s, err := NewSession(GuideSetup("You", "A", "B"))
	if err != nil {
		t.Fatal(err)
	}
	if !s.Learner(0) || s.Learner(1) || s.Learner(2) {
		t.Fatalf("guided game: learners %v %v %v", s.Learner(0), s.Learner(1), s.Learner(2))
	}
	s.LeaveGuide()
	if !s.Learner(0) {
		t.Error("the learner is no longer addressed as you once the guide is left")
	}
	kv := NewMemKV()
	a := NewAutoSaver(NewSaves(kv), "g1", func() int64 { return 1 })
	a.Attach(s)
	playSome(t, s, 2, 1)
	if r := reloadSave(t, kv, "g1"); !r.Learner(0) || r.Learner(1) {
		t.Error("the learner is lost in a reload")
	}
	for _, g := range []Guide{{On: true}, {Seen: 1 << 3}} {
		old := GuideSetup("You", "A", "B")
		old.Guide = g
		o, err := NewSession(old)
		if err != nil {
			t.Fatal(err)
		}
		if !o.Learner(0) {
			t.Errorf("a guided game saved before the flag (%+v) has no learner", g)
		}
	}
	plain, err := NewSession(Setup{Names: []string{"You", "Ben"}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if plain.Learner(0) || plain.Learner(1) {
		t.Error("an ordinary game has a learner")
	}
}
