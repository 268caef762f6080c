package gameapp

import (
	"testing"

	"borabora/engine"
)

// TestHotSeatPassScreenAndHands plays a game of two people and a computer: the pass screen
// comes exactly before a person's card decision when the device is not theirs, a hand shows
// only to its holder on their own decision, and a computer's never.
func TestHotSeatPassScreenAndHands(t *testing.T) {
	s, err := NewSession(Setup{Names: []string{"Ana", "Bot", "Cy"}, Seed: 8, Seats: []SeatKind{Person, BotEasy, Person}})
	if err != nil {
		t.Fatal(err)
	}
	h := NewHotSeat()
	passes, kept := 0, 0
	for step := 0; step < 3000 && !s.Game().Over(); step++ {
		pr := s.Game().Prompt()
		_, bot := s.BotTurn()
		want := !bot && pr.Player != h.Holder && UsesCards(pr.Kind)
		if h.NeedsPass(s) != want {
			t.Fatalf("step %d: pass screen %v, want %v (holder %d, prompt %+v)", step, h.NeedsPass(s), want, h.Holder, pr)
		}
		if h.NeedsPass(s) {
			passes++
			if h.HandVisible(s, pr.Player) {
				t.Fatalf("step %d: the hand shows under the pass screen", step)
			}
			h.Take(s)
			if h.Holder != pr.Player || h.NeedsPass(s) || !h.HandVisible(s, pr.Player) {
				t.Fatalf("step %d: taking the device did not give it to seat %d", step, pr.Player)
			}
		} else if !bot && UsesCards(pr.Kind) {
			kept++
		}
		if h.HandVisible(s, 1) {
			t.Fatalf("step %d: the computer's hand shows", step)
		}
		for q := 0; q < 3; q++ {
			if q != pr.Player && h.HandVisible(s, q) {
				t.Fatalf("step %d: seat %d's hand shows on seat %d's decision", step, q, pr.Player)
			}
		}
		l := s.Game().Legal()
		if err := s.Apply(l[len(l)-1]); err != nil {
			t.Fatal(err)
		}
		if bot {
			h.BotDecided(s)
		} else {
			h.Decided(s, pr.Player)
		}
	}
	if passes < 10 || kept == 0 {
		t.Fatalf("%d pass screens, %d card decisions by the holder without one", passes, kept)
	}
}

// TestHotSeatNoPassScreen: open hands, a single person, and a finished game never need the
// pass screen, and every hand the page may show is shown.
func TestHotSeatNoPassScreen(t *testing.T) {
	open, _ := NewSession(Setup{Names: []string{"Ana", "Ben"}, Seed: 8, OpenHands: true})
	alone, _ := NewSession(Setup{Names: []string{"Ana", "Bot"}, Seed: 8, Seats: []SeatKind{Person, BotHard}})
	h := NewHotSeat()
	for _, s := range []*Session{open, alone} {
		for i := 0; i < 200 && !s.Game().Over(); i++ {
			if h.NeedsPass(s) {
				t.Fatalf("a pass screen at %+v", s.Game().Prompt())
			}
			if !h.HandVisible(open, 1) || !h.HandVisible(alone, 0) || h.HandVisible(alone, 1) {
				t.Fatal("open hands, or the only person's own hand, hidden; or a computer's shown")
			}
			l := s.Game().Legal()
			if err := s.Apply(l[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !UsesCards(engine.PromptPlaceDie) || UsesCards(engine.PromptStartHut) {
		t.Fatal("UsesCards")
	}
}

// TestHotSeatSamePersonGoesOn: when the game waits on the person who decided last (with at
// most computers between), no pass screen comes, and that person's hand shows; when another
// person decides, it does.
func TestHotSeatSamePersonGoesOn(t *testing.T) {
	s, err := NewSession(Setup{Names: []string{"Ana", "Bot", "Cy"}, Seed: 21, Seats: []SeatKind{Person, BotEasy, Person}})
	if err != nil {
		t.Fatal(err)
	}
	h := NewHotSeat()
	last, again, handed := -1, 0, 0
	for step := 0; step < 3000 && !s.Game().Over(); step++ {
		pr := s.Game().Prompt()
		_, bot := s.BotTurn()
		if !bot && UsesCards(pr.Kind) {
			switch {
			case pr.Player == last:
				again++
				if h.NeedsPass(s) || !h.HandVisible(s, pr.Player) {
					t.Fatalf("step %d: seat %d decides again, yet a pass screen comes or the hand is hidden", step, pr.Player)
				}
			case h.Holder != pr.Player:
				handed++
				if !h.NeedsPass(s) {
					t.Fatalf("step %d: seat %d takes over from seat %d without a pass screen", step, pr.Player, last)
				}
			}
		}
		if h.NeedsPass(s) {
			h.Take(s)
		}
		l := s.Game().Legal()
		if err := s.Apply(l[step%len(l)]); err != nil {
			t.Fatal(err)
		}
		if bot {
			h.BotDecided(s)
		} else {
			h.Decided(s, pr.Player)
			last = pr.Player
		}
	}
	if again == 0 || handed == 0 {
		t.Fatalf("%d card decisions by the same person again, %d after a handover", again, handed)
	}
	t.Logf("%d decisions by the same person again, %d after a handover", again, handed)
}
