package gameapp

import (
	"os"
	"strings"
	"testing"

	"borabora/engine"
)

// topicsCame is what the record says of each topic's moment, read from the events (and, for
// the 12th space, the learner's board): an account apart from the session's own.
func topicsCame(s *Session) [NumTopics]bool {
	var came [NumTopics]bool
	for _, e := range s.Log() {
		for _, ev := range e.Events {
			switch {
			case ev.Kind == engine.EvExpand && ev.Y >= 0:
				came[TopicPushed] = true
			case ev.Kind == engine.EvExpand && ev.Player == 0, ev.Kind == engine.EvTakePerson && ev.Player == 0:
				came[TopicSpaces] = true
			case ev.Kind == engine.EvMoveHut && ev.Player == 0:
				came[Topic12th] = true
			}
		}
	}
	v := s.Game().Seat(0)
	onRegular := int(v.NPersons)
	if v.PersonOn12th {
		onRegular--
	}
	if v.PersonOn12th || v.HutsOn12th == 0 && int(v.HutsOnSpaces)+onRegular == engine.PersonSpaces-1 {
		came[Topic12th] = true
	}
	return came
}

// toldAt is where a topic was told: the round and the kind of the learner's decision.
type toldAt struct {
	round int
	kind  engine.PromptKind
}

// playTopics plays s to its end, the learner following the suggestions, and checks at each of
// the learner's decisions that the topic due is the first one whose moment has come and that
// is not told yet (one per card), and that none is told twice. It returns where each was told.
func playTopics(t *testing.T, s *Session) map[Topic]toldAt {
	t.Helper()
	told := map[Topic]toldAt{}
	closed := 0 // 1 + the decision whose card was closed by its button
	for !s.Game().Over() {
		pr := s.Game().Prompt()
		if s.IsBot(pr.Player) {
			if _, ok := s.GuideTopic(); ok {
				t.Fatal("a topic is due on a computer player's decision")
			}
			if err := s.Apply(s.NewBot(pr.Player, 0).Choose(s.Game())); err != nil {
				t.Fatal(err)
			}
			continue
		}
		came := topicsCame(s)
		want, wantOK := Topic(0), false
		for tp := range NumTopics {
			if _, done := told[tp]; came[tp] && !done && !wantOK {
				want, wantOK = tp, true
			}
		}
		for tp := range NumTopics {
			if _, done := told[tp]; done {
				continue
			}
			if _, read := told[tp]; !read && s.Setup().Guide.Seen&(1<<(topicBit+tp)) != 0 {
				told[tp] = toldAt{} // told before this session (a save)
			}
		}
		tp, ok := s.GuideTopic()
		if ok && closed == len(s.Choices())+1 {
			t.Fatalf("round %d: topic %d due at the decision whose card was closed", s.Game().Round(), tp)
		}
		if closed == len(s.Choices())+1 {
			wantOK = false
		}
		if ok != wantOK || ok && tp != want {
			t.Fatalf("round %d, decision %v: topic %v %v due, the record says %v %v", s.Game().Round(), pr.Kind, tp, ok, want, wantOK)
		}
		if ok {
			if !s.GuideCard() {
				t.Fatal("a topic is due without a card")
			}
			told[tp] = toldAt{int(s.Game().Round()), pr.Kind}
			if len(told) == 1 { // the first card is closed by its button, the others by deciding
				s.GuideDone()
				closed = len(s.Choices()) + 1
				if _, still := s.GuideTopic(); still || s.GuideCard() {
					t.Fatal("a card is still due once it is closed")
				}
			}
		}
		c, _, _ := s.Suggest()
		if err := s.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	return told
}

// The guided game told by following the suggestions meets the three topics, each explained
// once, on the first of the learner's decisions after its moment (docs/guide.md says when);
// the topics told are saved with the game.
func TestGuideTellsEachTopicOnce(t *testing.T) {
	kv := NewMemKV()
	s, err := NewSession(GuideSetup("You", "A", "B"))
	if err != nil {
		t.Fatal(err)
	}
	a := NewAutoSaver(NewSaves(kv), "g1", func() int64 { return 1 })
	a.Attach(s)
	told := playTopics(t, s)
	for tp := range NumTopics {
		w, ok := told[tp]
		if !ok {
			t.Errorf("topic %d never told", tp)
			continue
		}
		t.Logf("topic %d told in round %d at a decision of kind %d", tp, w.round, w.kind)
		if w.round > 3 {
			t.Errorf("topic %d told only in round %d (docs/guide.md)", tp, w.round)
		}
	}
	if r := reloadSave(t, kv, "g1"); r.Setup().Guide != s.Setup().Guide || r.Setup().Guide.Seen>>topicBit != 1<<NumTopics-1 {
		t.Errorf("guide %+v after the reload, %+v before", r.Setup().Guide, s.Setup().Guide)
	}
}

// A guided game saved by a build before the topics (gameapp/testdata) loads with the kinds it
// had explained and no topic told, and plays on telling each topic once.
func TestGuideTopicsInAnOlderSave(t *testing.T) {
	data, err := os.ReadFile("testdata/stored_saves.txt")
	if err != nil {
		t.Fatal(err)
	}
	var f SaveFile
	for _, line := range strings.Split(string(data), "\n") {
		if _, text, ok := strings.Cut(line, "\t"); ok && strings.Contains(text, `"Guide":{"on":true`) {
			if err := unmarshalSave(text, &f); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !f.Setup.Guide.On {
		t.Fatal("no guided game among the stored saves")
	}
	s, err := ResumeSave(f)
	if err != nil {
		t.Fatal(err)
	}
	if g := s.Setup().Guide; g != f.Setup.Guide || g.Seen>>topicBit != 0 {
		t.Fatalf("guide %+v, saved %+v", g, f.Setup.Guide)
	}
	told := playTopics(t, s)
	if len(told) == 0 {
		t.Error("no topic told in the older save's game")
	}
	t.Logf("told %v", told)
}
