package components

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// linkedGame is Ana here, Ben on another device and an easy computer.
func linkedGame(t *testing.T, seed uint64) *gameapp.Session {
	t.Helper()
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben", "Cy"}, Seed: seed,
		Seats: []gameapp.SeatKind{gameapp.Person, gameapp.Remote, gameapp.BotEasy}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// playTurn plays the page's device's turn with random legal choices: its people's through the
// table (choose), its computers' as the bot driver hands them over, until the game waits on
// another device or is over.
func playTurn(t *testing.T, r *Root, rng *rand.Rand) {
	t.Helper()
	c := r.c
	for !c.s.Game().Over() {
		p := c.s.Game().Prompt().Player
		l := c.s.Game().Legal()
		ch := l[rng.IntN(len(l))]
		switch {
		case c.s.IsBot(p):
			if err := c.s.Apply(ch); err != nil {
				t.Fatal(err)
			}
			c.afterBotMove()
		case c.s.Here(p):
			if ch.Kind == engine.KSurrenderTask {
				c.choose(app.Context{}, ch) // asked once
			}
			c.choose(app.Context{}, ch)
		default:
			return
		}
	}
}

// sentLink is the link the send dialog shows.
func sentLink(t *testing.T, r *Root) string {
	t.Helper()
	h := page(t, r)
	i := strings.Index(h, `id="send-link"`)
	if i < 0 || r.c.sv.dialog != dialogSend {
		t.Fatal("no send dialog")
	}
	v := h[i:]
	v = v[strings.Index(v, `value="`)+len(`value="`):]
	return strings.ReplaceAll(v[:strings.IndexByte(v, '"')], "&amp;", "&")
}

// joinAsBen puts the game of a link on a new page's table with Ben's seat as its own, as the
// join dialog's Play does (e2e), and returns the page.
func joinAsBen(t *testing.T, link string) *Root {
	t.Helper()
	b := mounted(t, gameapp.NewMemKV(), link[strings.IndexByte(link, '#'):])
	s, err := b.c.sv.lib.Join([]bool{false, true, false})
	if err != nil {
		t.Fatal(err)
	}
	b.c.sv.dialog = noDialog
	b.c.resume(app.Context{}, s)
	return b
}

// TestPlayByLinkThroughThePage plays a game between two pages by the links their send dialogs
// show: the turn passing to the other device opens the dialog, the link opened on the other
// page asks for its seat the first time and then adds the decisions, says so and opens "since
// your turn"; the table waiting on the other device offers no choice and shows no hand but its
// own seats'. A link deciding for this device's seat is taken only once the player says those
// decisions were made there (kept as it is here); another continuation is kept beside the game.
func TestPlayByLinkThroughThePage(t *testing.T) {
	a := mounted(t, gameapp.NewMemKV(), "")
	a.c.resume(app.Context{}, linkedGame(t, 71))
	a.c.offerSend() // as a new game does (onStart): Ben places the first start hut
	rng := rand.New(rand.NewPCG(71, 1))
	playTurn(t, a, rng)
	link := sentLink(t, a)
	h := page(t, a)
	has(t, h, `id="send-dialog"`, "Send the game to Ben", `id="send-share"`, `data-share="`+link, `data-copy-link="`+link, `id="send-qr"`)
	a.c.onCloseDialog(app.Context{}, app.Event{})
	h = page(t, a)
	has(t, h, "Waiting for Ben, who plays on another device.", `id="send-open"`)
	hasNot(t, h, "data-choice=", "God cards of Ben", "God cards of Cy")
	if v := a.c.tableView(a.c.s.Game(), false); v.Board.Seat != 0 {
		t.Fatalf("the board in front while Ben decides is seat %d's, want Ana's", v.Board.Seat)
	}
	a.c.sv.dialog, a.c.sv.qr = dialogSend, true
	has(t, page(t, a), `id="send-qr-code"`, `role="img"`, `data-qr="`+link)

	b := mounted(t, gameapp.NewMemKV(), link[strings.IndexByte(link, '#'):])
	if b.c.sv.dialog != dialogJoin {
		t.Fatalf("a first link: dialog %q, want join", b.c.sv.dialog)
	}
	has(t, page(t, b), `id="join-dialog"`, "Which seat is yours on this device?", `id="join-1" checked`, "Ana plays on the device that sent the link.", "Cy (computer, easy)")
	s, err := b.c.sv.lib.Join([]bool{false, true, false}) // as the dialog's Play does (e2e)
	if err != nil {
		t.Fatal(err)
	}
	b.c.sv.dialog = noDialog
	b.c.resume(app.Context{}, s)

	sends := 1
	for from, to := b, a; !from.c.s.Game().Over(); from, to = to, from {
		playTurn(t, from, rng)
		if from.c.s.Game().Over() && to.c.s.Game().Over() {
			break
		}
		link := sentLink(t, from)
		n := len(to.c.s.Choices())
		to.c.onHashChange(app.Context{}, link[strings.IndexByte(link, '#'):])
		sends++
		if got := len(to.c.s.Choices()); got != len(from.c.s.Choices()) {
			t.Fatalf("send %d: %d decisions after the link, want %d", sends, got, len(from.c.s.Choices()))
		}
		h := page(t, to)
		has(t, h, plural("link.added", len(from.c.s.Choices())-n))
		if p := to.c.s.Game().Prompt().Player; p >= 0 && to.c.s.Here(p) && to.c.panel != panelSince {
			t.Fatalf("send %d: no \"since your turn\" for %s", sends, to.c.s.Name(p))
		}
		// only this device's seats' hands, ever
		own, other := "God cards of Ben", "God cards of Ana"
		if to == a {
			own, other = other, own
		}
		if !to.c.s.Game().Over() { // (the score sheet shows no board)
			has(t, h, own)
			hasNot(t, h, other, "God cards of Cy")
			for p := range 3 { // each board brought to the front
				to.c.focusOpp = p
				if h := page(t, to); strings.Contains(h, other) || strings.Contains(h, "God cards of Cy") {
					t.Fatalf("send %d: with %s's board in front, another device's hand shows", sends, to.c.s.Name(p))
				}
			}
			to.c.focusOpp = -1
		}
		if sends == 6 {
			// a link deciding for this device's seat that this device did not sign (another
			// device decided for it) is refused, and nothing changes
			mine := to.c.s.Game().Prompt().Player
			forged, _ := gameapp.Restore(from.c.s.Setup(), from.c.s.Choices())
			for forged.Game().Prompt().Player == mine && !forged.Game().Over() {
				l := forged.Game().Legal()
				_ = forged.Apply(l[0])
			}
			before := len(to.c.s.Choices())
			to.c.offerImport(app.Context{}, gameapp.ShareLink("x", gameapp.ExportCode(from.c.s.Setup(), forged.Choices())), true)
			if to.c.sv.dialog != dialogImport || len(to.c.s.Choices()) != before ||
				!strings.Contains(to.c.sv.importErr, "is not signed by the device that holds") {
				t.Fatalf("a link deciding for this device's seat, unsigned: dialog %q, %q", to.c.sv.dialog, to.c.sv.importErr)
			}
			to.c.onCloseDialog(app.Context{}, app.Event{})
			// the same decisions signed by this device's key are what a device that lost its
			// own decisions receives: the player is asked, and "keep my game" keeps the game as
			// it is
			pub, priv, ok := to.c.sv.lib.DeviceKey()
			lost, _ := gameapp.Restore(to.c.s.Setup(), forged.Choices())
			sg := gameapp.PrepareLink(lost, pub)
			code := ""
			signMsg(pub, priv, sg.Msg, func(sig string, _ bool) { code = sg.Code(sig) })
			if !ok || sg.Msg == "" || code == "" {
				t.Fatal("this device has no key, or signs nothing")
			}
			to.c.offerImport(app.Context{}, gameapp.ShareLink("x", code), true)
			if to.c.sv.dialog != dialogSaid || len(to.c.s.Choices()) != before {
				t.Fatalf("a link with decisions this device signed and lost: dialog %q %q", to.c.sv.dialog, to.c.sv.importErr)
			}
			has(t, page(t, to), `id="said-dialog"`, "Moves this device does not have", "who plays on this device",
				`id="said-take-lost"`, `id="said-keep"`, "someone decided for")
			to.c.onCloseDialog(app.Context{}, app.Event{})
			if len(to.c.s.Choices()) != before || to.c.sv.dialog != noDialog {
				t.Fatal("keeping the game changed it")
			}
		}
		if sends > 300 {
			t.Fatal("the game does not end")
		}
	}
	if !a.c.s.Game().Over() || !b.c.s.Game().Over() {
		t.Fatal("the game is not over on both pages")
	}
	has(t, page(t, a), `id="send-open"`, "Send the end of the game")
	t.Logf("%d links", sends)
}

// TestLinkForkIsExplainedAndBothKept: a link that goes on differently from a decision this
// page already has from the other device is explained, both games are in the saved games
// (the link's marked), and either can be played.
func TestLinkForkIsExplainedAndBothKept(t *testing.T) {
	a := mounted(t, gameapp.NewMemKV(), "")
	a.c.resume(app.Context{}, linkedGame(t, 72))
	a.c.offerSend()
	rng := rand.New(rand.NewPCG(72, 1))
	b := mounted(t, gameapp.NewMemKV(), "")
	b.c.offerImport(app.Context{}, sentLink(t, a), true)
	s, _ := b.c.sv.lib.Join([]bool{false, true, false})
	b.c.sv.dialog = noDialog
	b.c.resume(app.Context{}, s)
	playTurn(t, b, rng)
	a.c.onCloseDialog(app.Context{}, app.Event{})
	a.c.offerImport(app.Context{}, sentLink(t, b), true)
	from := len(a.c.s.Choices())
	playTurn(t, a, rng)
	b.c.onCloseDialog(app.Context{}, app.Event{})
	b.c.offerImport(app.Context{}, sentLink(t, a), true)
	// Ana's device plays again from one of the decisions of that link, differently
	var fork *gameapp.Session
	for i := from; i < len(a.c.s.Choices()) && fork == nil; i++ {
		if a.c.s.Log()[i].Player != 0 {
			continue
		}
		c, _ := gameapp.Restore(a.c.s.Setup(), a.c.s.Choices()[:i])
		for _, ch := range c.Game().Legal() {
			if ch != a.c.s.Choices()[i] {
				_ = c.Apply(ch)
				fork = c
				break
			}
		}
	}
	if fork == nil {
		t.Fatal("no decision of Ana had another choice")
	}
	a.c.resume(app.Context{}, fork)
	playTurn(t, a, rng)
	mine := b.c.s
	b.c.onCloseDialog(app.Context{}, app.Event{})
	b.c.offerImport(app.Context{}, sentLink(t, a), true)
	if b.c.sv.dialog != dialogSaid || b.c.s != mine {
		t.Fatalf("another continuation: dialog %q", b.c.sv.dialog)
	}
	has(t, page(t, b), "Two ways the game went on", "made by Ana", `id="said-theirs"`, `id="said-mine"`)
	b.c.continueSave(app.Context{}, b.c.sv.said.Branch)
	if b.c.s == mine || len(b.c.s.Choices()) != len(a.c.s.Choices()) {
		t.Fatal("the link's continuation is not on the table")
	}
	b.c.panel = panelConfirmNew
	b.c.onNewGame(app.Context{}, app.Event{}) // to the start screen and its saved games
	h := page(t, b)
	if strings.Count(h, `class="save-item"`) != 2 {
		t.Fatal("the saved games are not both games")
	}
	has(t, h, "other continuation from decision")
}

// TestAwayTableHoldsNothingOfTheOtherDevicesHands plays a game by links on one page and, at
// every decision, draws the table for the real game and for the same game with every hand
// but this device's dealt anew (engine.Determinize from Ana's seat): both drawings must be
// identical, so nothing on the page depends on Ben's or the computer's cards.
func TestAwayTableHoldsNothingOfTheOtherDevicesHands(t *testing.T) {
	s := linkedGame(t, 73)
	r := NewRootWithSession(s)
	rng := rand.New(rand.NewPCG(73, 9))
	away, differ := 0, 0
	for step := 0; !s.Game().Over(); step++ {
		g := s.Game()
		p := g.Prompt().Player
		if p == 1 {
			away++
		}
		det := g.Determinize(0, uint64(step))
		if det.Hand(1) != g.Hand(1) {
			differ++
		}
		rv, dv := r.c.tableView(g, false), r.c.tableView(det, false)
		real := canonical(app.HTMLString(&part{Lang: Language(), Act: r.c, View: &rv}))
		other := canonical(app.HTMLString(&part{Lang: Language(), Act: r.c, View: &dv}))
		if real != other {
			i := 0
			for i < len(real) && i < len(other) && real[i] == other[i] {
				i++
			}
			t.Fatalf("step %d (%s decides): the table depends on another device's hand:\n real: %.300s\nother: %.300s",
				step, s.Name(p), real[max(0, i-150):], other[max(0, i-150):])
		}
		if p == 1 && strings.Contains(real, "data-choice=") {
			t.Fatalf("step %d: a choice is on the page while Ben decides on his device", step)
		}
		l := g.Legal()
		ch := l[rng.IntN(len(l))]
		if p == 0 {
			if ch.Kind == engine.KSurrenderTask {
				r.c.choose(app.Context{}, ch)
			}
			r.c.choose(app.Context{}, ch)
		} else {
			if p == 1 {
				r.c.choose(app.Context{}, ch) // nothing: the page decides nothing for Ben
				if len(s.Choices()) != step {
					t.Fatal("the page made a decision for a seat of another device")
				}
			}
			if err := s.Apply(ch); err != nil {
				t.Fatal(err)
			}
			r.c.afterBotMove()
		}
	}
	if away < 30 || differ < 20 {
		t.Fatalf("only %d of Ben's turns, %d with another hand dealt", away, differ)
	}
}

// TestTakeOverThroughThePlayersDialog: on the device that waits on Ben, the Players dialog
// offers no choice of who plays Ben's seat, only Take over; until it is confirmed no hand of
// Ben shows. Taken over, the seat is a person of this device, the log and the notice say who
// took it after which decision, and the link tells Ben's device, which says so and no longer
// holds the seat.
func TestTakeOverThroughThePlayersDialog(t *testing.T) {
	a := mounted(t, gameapp.NewMemKV(), "")
	a.c.resume(app.Context{}, linkedGame(t, 72))
	a.c.offerSend() // as a new game does: Ben places the first start hut
	rng := rand.New(rand.NewPCG(72, 1))
	playTurn(t, a, rng)
	link := sentLink(t, a)
	a.c.onCloseDialog(app.Context{}, app.Event{})
	b := joinAsBen(t, link)
	playTurn(t, b, rng) // the game waits on Ana, who has left

	a.c.panel = panelSeats
	h := page(t, a)
	has(t, h, `id="take-over-1"`, `aria-label="Take over Ben`, `id="seat-kind-1" class="kind-away"`)
	hasNot(t, h, `<select id="seat-kind-1"`)
	a.c.panel = noPanel

	b.c.panel = panelSeats
	b.c.askTakeOver(0)
	h = page(t, b)
	has(t, h, `id="takeover-dialog"`, "Take over Ana&#39;s seat?", `id="takeover-go"`)
	hasNot(t, h, "God cards of Ana")
	at := len(b.c.s.Choices())
	b.c.takeOver(app.Context{})
	b.c.panel = noPanel
	if b.c.s.SeatKind(0) != gameapp.Person || b.c.sv.dialog != noDialog {
		t.Fatalf("after the takeover Ana's seat is %v, dialog %q", b.c.s.SeatKind(0), b.c.sv.dialog)
	}
	said := fmt.Sprintf("Ben took over Ana's seat after decision %d.", at)
	if plain(b.c.sv.notice) != said {
		t.Fatalf("notice %q, want %q", b.c.sv.notice, said)
	}
	b.c.panel = panelLog
	has(t, strings.ReplaceAll(page(t, b), "&#39;", "'"), said)
	b.c.panel = noPanel

	for i := 0; i < 3; i++ { // Ana's decisions, on Ben's device
		l := b.c.s.Game().Legal()
		b.c.choose(app.Context{}, l[rng.IntN(len(l))])
	}
	b.c.onOpenSend(app.Context{}, app.Event{})
	back := sentLink(t, b)
	a.c.onHashChange(app.Context{}, back[strings.IndexByte(back, '#'):])
	if a.c.s.SeatKind(0) != gameapp.Remote || !strings.HasPrefix(plain(a.c.sv.notice), said) {
		t.Fatalf("on Ana's device: seat %v, notice %q", a.c.s.SeatKind(0), a.c.sv.notice)
	}
}

// TestSavesListSaysWhoseTurn: the start screen's saved games say, for a game by links, whose
// turn it is: "Waiting for Ben" on the device that sent the game to Ben, "Your turn" on Ben's;
// and the send dialog's share text names the player and the round.
func TestSavesListSaysWhoseTurn(t *testing.T) {
	a := mounted(t, gameapp.NewMemKV(), "")
	a.c.resume(app.Context{}, linkedGame(t, 73))
	a.c.offerSend()
	link := sentLink(t, a)
	has(t, page(t, a), `data-share-text="Bora Bora: your turn, Ben (round 1 of 6)."`)
	a.c.sv.lib.Flush()
	items := a.c.savesView().Items
	if len(items) != 1 || plain(items[0].Turn) != "Waiting for Ben" || items[0].Yours {
		t.Fatalf("Ana's saved games: %+v", items)
	}
	b := joinAsBen(t, link)
	b.c.sv.lib.Flush()
	items = b.c.savesView().Items
	if len(items) != 1 || items[0].Turn != "Your turn" || !items[0].Yours {
		t.Fatalf("Ben's saved games: %+v", items)
	}
	b.c.s = nil // the start screen
	has(t, page(t, b), `class="save-turn yours"`, "Your turn")
}
