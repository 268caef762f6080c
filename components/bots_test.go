package components

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// playTable plays a whole game on a root: people choose the last legal choice through the
// table (taking the device when the pass screen asks), computer players decide as the driver
// would. check runs before every decision.
func playTable(t *testing.T, r *Root, check func(step int, bot bool, h string)) {
	t.Helper()
	s := r.c.s
	for step := 0; !s.Game().Over() && step < 3000; step++ {
		h := app.HTMLString(r)
		p, bot := s.BotTurn()
		check(step, bot, h)
		if bot {
			c := s.NewBot(p, 16).Choose(s.Game())
			if err := s.Apply(c); err != nil {
				t.Fatal(err)
			}
			r.c.afterBotMove()
			continue
		}
		if r.c.needsPass() {
			r.c.hot.Holder = s.Game().Prompt().Player
		}
		l := s.Game().Legal()
		r.c.choose(app.Context{}, l[len(l)-1])
	}
	if !s.Game().Over() {
		t.Fatal("game did not end")
	}
}

func TestOnePersonAmongComputersNeverSeesPassScreen(t *testing.T) {
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "B", "C"}, Seed: 21,
		Seats: []gameapp.SeatKind{gameapp.BotEasy, gameapp.Person, gameapp.BotMedium}})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRootWithSession(s)
	botTurns := 0
	playTable(t, r, func(step int, bot bool, h string) {
		if r.c.needsPass() {
			t.Fatalf("step %d: pass-device screen with one person at the table", step)
		}
		if !r.c.handVisible(1) || r.c.handVisible(0) || r.c.handVisible(2) {
			t.Fatalf("step %d: visible hands: person %v, computers %v %v", step, r.c.handVisible(1), r.c.handVisible(0), r.c.handVisible(2))
		}
		if bot {
			botTurns++
			if strings.Contains(h, "data-choice=") {
				t.Fatalf("step %d: a choice is clickable during a computer's turn", step)
			}
			if !strings.Contains(h, `class="q thinking"`) || !strings.Contains(h, "computer) is thinking") {
				t.Fatalf("step %d: no thinking line during a computer's turn", step)
			}
			if strings.Contains(h, `id="show-cards"`) {
				t.Fatalf("step %d: a computer's cards can be shown", step)
			}
			if !strings.Contains(plain(h), `aria-label="`+T("board.of", "Ana")+`"`) || !strings.Contains(h, `class="hand shown"`) {
				t.Fatalf("step %d: the person's own board and cards are not in front while a computer plays", step)
			}
			// a person's click does nothing on a computer's turn
			n := len(s.Choices())
			r.c.choose(app.Context{}, s.Game().LegalAt(0))
			if len(s.Choices()) != n {
				t.Fatal("a person decided for a computer")
			}
		} else if strings.Contains(h, "is thinking") {
			t.Fatalf("step %d: thinking line on the person's turn", step)
		}
		if step%11 == 0 {
			checkText(t, h)
		}
	})
	if botTurns < 50 {
		t.Fatalf("only %d computer turns", botTurns)
	}
}

func TestPassScreenOnlyBetweenPeople(t *testing.T) {
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Bot", "Cy"}, Seed: 4,
		Seats: []gameapp.SeatKind{gameapp.Person, gameapp.BotMedium, gameapp.Person}})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRootWithSession(s)
	holder := -1 // the person who last took the device
	passes, sameAgain := 0, 0
	playTable(t, r, func(step int, bot bool, h string) {
		pr := s.Game().Prompt()
		if bot && r.c.needsPass() {
			t.Fatalf("step %d: pass screen for a computer", step)
		}
		if bot && (r.c.handVisible(0) || r.c.handVisible(2) || r.c.handVisible(1)) {
			t.Fatalf("step %d: a hand shows during a computer's turn with two people at the table", step)
		}
		if r.c.needsPass() {
			if pr.Player == holder {
				t.Fatalf("step %d: pass screen to %d who holds the device (only a computer played since)", step, holder)
			}
			if !strings.Contains(h, `id="take-device"`) {
				t.Fatal("pass screen without its button")
			}
			passes++
			holder = pr.Player
		} else if !bot && gameapp.UsesCards(pr.Kind) && pr.Player == holder {
			sameAgain++
		}
	})
	if passes < 10 || sameAgain == 0 {
		t.Fatalf("%d pass screens, %d card decisions by the holder without one", passes, sameAgain)
	}
}

func TestStartFormSeatKinds(t *testing.T) {
	r := newRoot()
	r.c.form.N = 3
	r.c.form.Kinds = [4]gameapp.SeatKind{gameapp.Person, gameapp.BotHard, gameapp.BotEasy, gameapp.BotMedium}
	setup, err := r.c.form.Setup(defaultName)
	if err != nil {
		t.Fatal(err)
	}
	if len(setup.Seats) != 3 || setup.Seat(1) != gameapp.BotHard || setup.Seat(2) != gameapp.BotEasy || setup.Seat(0) != gameapp.Person {
		t.Fatalf("seats %v", setup.Seats)
	}
	e := app.NewTestEngine()
	if err := e.Load(r); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	h := app.HTMLString(r)
	for _, want := range []string{`id="kind-0"`, `id="kind-2"`, `value="hard"`, `value="expert"`, `Computer — expert (slow)`, `id="speed-start"`} {
		if !strings.Contains(h, want) {
			t.Errorf("start screen lacks %s", want)
		}
	}
	checkText(t, h)
}

func TestSeatsPanel(t *testing.T) {
	s, _ := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Bo"}, Seed: 2})
	r := NewRootWithSession(s)
	r.c.panel = panelSeats
	h := app.HTMLString(r)
	for _, want := range []string{`id="seats-panel"`, `id="seat-kind-0"`, `id="seat-kind-1"`, `value="expert"`, `id="speed-table"`, `id="open-seats"`} {
		if !strings.Contains(h, want) {
			t.Errorf("table lacks %s", want)
		}
	}
	checkText(t, h)
	// handing seat 1 to a computer turns the pass screen off (one person left)
	if err := s.SetSeatKind(1, gameapp.BotHard); err != nil {
		t.Fatal(err)
	}
	if s.People() != 1 || r.c.needsPass() {
		t.Fatal("pass screen with one person left")
	}
	if h := app.HTMLString(r); !strings.Contains(h, "CPU·H") {
		t.Error("the computer seat is not marked in the turn order")
	}
	if err := s.SetSeatKind(0, gameapp.BotExpert); err != nil {
		t.Fatal(err)
	}
	if h := app.HTMLString(r); !strings.Contains(h, "CPU·X") {
		t.Error("the expert seat is not marked")
	}
}

// TestPlayersDialogInSeatOrder: the Players dialog lists the seats in seat order (as they were
// named on the start screen), whatever the turn order is.
func TestPlayersDialogInSeatOrder(t *testing.T) {
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben", "Cleo", "Dan"}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	// play on until the turn order is not the seat order
	for i := 0; i < 400 && slices.Equal(s.Game().TurnOrder(), []int{0, 1, 2, 3}); i++ {
		if err := s.Apply(s.Game().LegalAt(0)); err != nil {
			t.Fatal(err)
		}
	}
	if slices.Equal(s.Game().TurnOrder(), []int{0, 1, 2, 3}) {
		t.Fatal("the turn order never changed")
	}
	r := NewRootWithSession(s)
	r.c.panel = panelSeats
	h := app.HTMLString(r)
	last := -1
	for i := 0; i < 4; i++ {
		at := strings.Index(h, `id="seat-kind-`+strconv.Itoa(i)+`"`)
		if at < last {
			t.Fatalf("seat %d is listed before seat %d (turn order %v)", i+1, i, s.Game().TurnOrder())
		}
		last = at
	}
}
