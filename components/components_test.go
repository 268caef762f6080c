package components

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestStartScreen(t *testing.T) {
	r := newRoot()
	e := app.NewTestEngine()
	if err := e.Load(r); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	h := app.HTMLString(r)
	for _, want := range []string{`id="root"`, `data-mounted="false"`, `id="start-game"`, `id="saved-games"`, `data-n="4"`, `id="open-rules"`} {
		if !strings.Contains(h, want) {
			t.Errorf("start screen lacks %s", want)
		}
	}
	checkText(t, h)
}

func checkText(t *testing.T, h string) {
	t.Helper()
	for _, bad := range []string{"⟦", "%!", "%s", "%d"} {
		if i := strings.Index(h, bad); i >= 0 {
			lo := max(0, i-120)
			t.Fatalf("bad text %q near: %s", bad, h[lo:min(len(h), i+80)])
		}
	}
}

// TestEveryLegalChoiceClickable plays whole games choosing at random and checks at every
// decision that each legal choice sits in the page as a data-choice element (dice and
// buildings other than the selected one aside) and that no message is missing.
func TestEveryLegalChoiceClickable(t *testing.T) {
	otherHut := 0 // expansions offered once the other hut is picked
	defer func() {
		if otherHut == 0 && !t.Failed() {
			t.Error("no expansion with the other hut came up")
		}
	}()
	for np := 2; np <= 4; np++ {
		names := []string{"Ana", "Bo", "<b>Cy</b>", "Di"}[:np]
		s, err := gameapp.NewSession(gameapp.Setup{Names: names, Seed: uint64(np * 7)})
		if err != nil {
			t.Fatal(err)
		}
		r := NewRootWithSession(s)
		rng := rand.New(rand.NewPCG(1, uint64(np)))
		steps := 0
		for !s.Game().Over() {
			pr := s.Game().Prompt()
			if r.c.needsPass() {
				h := app.HTMLString(r)
				if !strings.Contains(h, `id="take-device"`) {
					t.Fatal("pass screen without its button")
				}
				if strings.Contains(h, `class="hand shown"`) || strings.Contains(h, `class="hcard"`) {
					t.Fatal("a hand is in the page under the pass-device screen")
				}
				if !strings.Contains(h, `inert="inert"`) {
					t.Fatal("the table under the pass-device screen is not inert")
				}
				r.c.hot.Holder = pr.Player
			}
			h := app.HTMLString(r)
			if steps%7 == 0 {
				checkText(t, h)
				checkSymbols(t, h)
			}
			if strings.Contains(h, "><b>Cy</b>") { // attributes are set with setAttribute in the browser
				t.Fatal("a player name was rendered as markup")
			}
			v := r.c.turnOf(s.Game(), r.c.needsPass())
			for _, c := range s.Game().Legal() {
				if v.loc(c) == "-" && c.Kind == engine.KExpand {
					// the other hut's expansion: its region offers it once the bar's picker chooses it
					r.c.hutFrom = int(c.B) + 1
					otherHut++
					picked := app.HTMLString(r)
					r.c.hutFrom = 0
					if !strings.Contains(picked, `data-choice="`+c.Key()+`"`) || !strings.Contains(h, `data-hut="`+strconv.Itoa(int(c.B))+`"`) {
						t.Fatalf("%d players, step %d: %v is not offered with its hut picked", np, steps, c)
					}
					continue
				}
				if v.loc(c) == "-" {
					continue
				}
				if c.Kind == engine.KPlayGod && !strings.Contains(h, `data-choice="`+c.Key()+`"`) {
					// a God with several ways of paying: its card opens them
					if !strings.Contains(h, `data-god="`+strconv.Itoa(int(c.A))+`"`) {
						t.Fatalf("%d players, step %d: no card of the God of %v", np, steps, c)
					}
					r.c.godOpen = int(c.A) + 1
					opened := app.HTMLString(r)
					r.c.godOpen = 0
					if !strings.Contains(opened, `id="god-ways"`) || !strings.Contains(opened, `data-choice="`+c.Key()+`"`) {
						t.Fatalf("%d players, step %d: the ways of the God of %v do not offer it", np, steps, c)
					}
					continue
				}
				if !strings.Contains(h, `data-choice="`+c.Key()+`"`) {
					t.Fatalf("%d players, step %d, prompt %+v: legal %v not clickable", np, steps, pr, c)
				}
			}
			// hidden hands: no other player's cards on screen
			if !r.c.handVisible(pr.Player) && strings.Contains(h, `class="hand shown"`) {
				t.Fatal("a hand is shown while hidden")
			}
			l := s.Game().Legal()
			c := l[rng.IntN(len(l))]
			r.c.choose(app.Context{}, c)
			steps++
		}
		h := app.HTMLString(r)
		if !strings.Contains(h, `id="winner"`) {
			t.Fatal("no winner on the score sheet")
		}
		checkText(t, h)
		t.Logf("%d players: %d decisions", np, steps)
	}
}

func TestRulesAndUpdateBanner(t *testing.T) {
	r := newRoot()
	r.c.panel = panelRules
	r.c.updateReady = true
	h := app.HTMLString(r)
	if !strings.Contains(h, `id="rules"`) || !strings.Contains(h, "update-banner") {
		t.Fatal("rules or update banner missing")
	}
	checkText(t, h)
}

func TestParseChoice(t *testing.T) {
	c := engine.Choice{Kind: engine.KPlayGod, A: 1, B: 2, C: 3}
	got, ok := engine.ParseKey(c.Key())
	if !ok || got != c {
		t.Fatal(got, ok)
	}
	for _, bad := range []string{"", "1.2.3", "a.b.c.d", "1.2.3.999"} {
		if _, ok := engine.ParseKey(bad); ok {
			t.Fatal("accepted", bad)
		}
	}
}

func TestCatalogComplete(t *testing.T) {
	if T("no.such.key") != "⟦no.such.key⟧" {
		t.Fatal("missing keys must be visible")
	}
}

// TestRulesHelpStatesTheRulings checks that the in-app rules carry every ruling of
// docs/rulings.md that a player can meet (one phrase for each).
func TestRulesHelpStatesTheRulings(t *testing.T) {
	r := newRoot()
	r.c.panel = panelRules
	h := app.HTMLString(r)
	for _, phrase := range []string{
		"lower-than rule uses its real face", // White God
		"fishing space takes any number",     // fishing
		"cannot be chosen",                   // actions that do nothing
		"start hut comes from a person space",
		"you pick the space", // material placement
		"Green God: play it first",
		"checked after paying", // Yellow God
		"give up a task for 0 VP only when",
		"move-hut person moves as many huts",
		"goes on top",           // status stack
		"six spaces worth 6",    // temple
		"at most one per round", // jewelry
		"two water paths are worth 2",
		"Undo takes back",
		"Undo my last move", // undo is personal
	} {
		if !strings.Contains(h, phrase) {
			t.Errorf("rules help lacks %q", phrase)
		}
	}
}

// TestRulingsAndRulesHelpSayTheSame keeps docs/rulings.md and the in-app rules in step: for
// each ruling a player can meet, a phrase of the document and the help's words for it.
func TestRulingsAndRulesHelpSayTheSame(t *testing.T) {
	r := newRoot()
	r.c.panel = panelRules
	h := app.HTMLString(r)
	raw, err := os.ReadFile(filepath.Join("..", "docs", "rulings.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := strings.Join(strings.Fields(string(raw)), " ")
	for _, c := range []struct{ doc, help string }{
		{"acts as a 6 for the action's strength; its face stays", "lower-than rule uses its real face"}, // White God
		{"The fishing space takes any die", "fishing space takes any number"},
		{"Actions that would do nothing cannot be chosen", "cannot be chosen"},
		{"comes from a person space", "start hut comes from a person space"},
		{"you pick which when several are free", "you pick the space"}, // material placement
		{"is played first, then used by the next activation", "Green God: play it first"},
		{"The task is checked after paying", "checked after paying"}, // Yellow God
		{"you may surrender a task (0 VP) only when none of your tasks can be completed without a Yellow God", "give up a task for 0 VP only when"},
		{"a God is never forced", "a God is never forced"},
		{"moves as many huts as its strength", "move-hut person moves as many huts"},
		{"goes on top", "goes on top"}, // status stack
		{"six spaces valued 6 (left) to 1 (right)", "six spaces worth 6"},
		{"at most one per round", "at most one per round"}, // jewelry
		{"are worth 2, not the 3", "two water paths are worth 2"},
		{"You may take back your own decisions", "Undo takes back"},
		{"The moment the last card of the draw pile is drawn, the discard pile is shuffled", "The moment the last card of the draw pile is taken, the discard pile is shuffled"},
		{"becomes the draw pile at once and fills the empty slots", "becomes the draw pile at once and fills the empty places of the card row"},
		{"Nothing is offered that only spends", "never offered a payment that buys nothing"},
		{"offered only when you can use it at once", "a Green God only when you can use it at once"},
		{"a doubled Phase B action only when it does more than the plain one", "doubling only when it does more"},
		{"A game plays the rules version it was begun with", "keep the rules they were started with"},
	} {
		if !strings.Contains(doc, c.doc) {
			t.Errorf("docs/rulings.md lacks %q", c.doc)
		}
		if !strings.Contains(h, c.help) {
			t.Errorf("rules help lacks %q", c.help)
		}
	}
}

// TestRulesHelpAndReadmeSayWhatIsOurOwnDesign: the values without a printed source
// (engine/designed.go) are named, in plain words, in the in-app rules help and in README.md.
func TestRulesHelpAndReadmeSayWhatIsOurOwnDesign(t *testing.T) {
	r := newRoot()
	r.c.panel = panelRules
	help := app.HTMLString(r)
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(string(readme)), " ")
	for _, phrase := range []string{
		"What is our own design",
		"which terrain each outer region has",
		"the value of most paths",
		"the fish values of the regions",
		"status or shells on the three copies of each person",
		"the prices and points of the jewelry",
		"the points of the status track",
		"which material each space of the ceremony site takes",
		"trust your box",
	} {
		if !strings.Contains(help, phrase) {
			t.Errorf("rules help lacks %q", phrase)
		}
		if !strings.Contains(flat, phrase) {
			t.Errorf("README.md lacks %q", phrase)
		}
	}
}

// TestPlayersDialogStaysUsableOverThePassScreen: handing the deciding seat to a person while the
// Players dialog is open brings the pass-device screen; the dialog is then drawn above it, outside
// the inert table and pass screen, so that it can still be changed and closed.
func TestPlayersDialogStaysUsableOverThePassScreen(t *testing.T) {
	s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Bo"}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRootWithSession(s)
	for i := 0; !r.c.needsPass(); i++ {
		if i > 50 || s.Game().Over() {
			t.Fatal("no pass-device screen in the first decisions")
		}
		r.c.choose(app.Context{}, s.Game().Legal()[0])
	}
	r.c.panel = panelSeats
	h := app.HTMLString(r)
	dlg, pass, table := strings.Index(h, `id="seats-panel"`), strings.Index(h, `id="take-device"`), strings.Index(h, `class="screen table`)
	if dlg < 0 || pass < 0 || table < 0 {
		t.Fatalf("Players dialog at %d, pass screen at %d, table at %d: one is missing", dlg, pass, table)
	}
	if strings.Count(h, `id="seats-panel"`) != 1 {
		t.Fatal("the Players dialog is drawn twice")
	}
	if dlg < pass {
		t.Error("the Players dialog is drawn before the pass-device screen, inside the inert table")
	}
	if tail := h[dlg-200 : dlg]; strings.Contains(tail, `inert="inert"`) {
		t.Errorf("the Players dialog sits in an inert element: …%s", tail)
	}
	if strings.Count(h, `inert="inert"`) != 2 {
		t.Errorf("%d inert elements, want the table and the pass screen under the dialog", strings.Count(h, `inert="inert"`))
	}
	r.c.panel = noPanel
	if h := app.HTMLString(r); strings.Contains(h, `id="seats-panel"`) || strings.Count(h, `inert="inert"`) != 1 {
		t.Error("with the dialog closed the pass screen is not the one usable thing on screen")
	}
}

// TestCompactBoardCountsInTheRightForm: a compact board's pictures of persons and huts are
// named "1 person" and "1 hut left", not "1 persons" or "1 huts left", and the plural for more.
func TestCompactBoardCountsInTheRightForm(t *testing.T) {
	for _, c := range []struct {
		persons, huts int
		want          []string
	}{
		{1, 1, []string{`aria-label="1 person"`, `aria-label="1 hut left"`}},
		{2, 5, []string{`aria-label="2 persons"`, `aria-label="5 huts left"`}},
	} {
		v := compactView{Seat: 1}
		v.State.NPersons, v.State.HutsRegular = c.persons, c.huts
		h := app.HTMLString(&part{Lang: Language(), Act: newController(), View: &v})
		for _, w := range c.want {
			if !strings.Contains(h, w) {
				t.Errorf("%d persons, %d huts: the compact board lacks %q", c.persons, c.huts, w)
			}
		}
	}
}

// TestDefaultNamesFollowTheLanguage: the new-game form's default names are in the page's
// language when it changes ("Gracz 1" in Polish), while a name the player typed stays.
func TestDefaultNamesFollowTheLanguage(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	c := newController()
	c.form.Names[1] = "Ana"
	c.useLanguage(app.Context{}, "pl")
	if Language() != "pl" {
		t.Fatalf("the language is %q", Language())
	}
	if got, want := c.form.Names[0], T("setup.defaultname", 1); got != want || got == "Player 1" {
		t.Errorf("seat 1's default name is %q in Polish, want %q", got, want)
	}
	if c.form.Names[1] != "Ana" {
		t.Errorf("a typed name became %q", c.form.Names[1])
	}
	c.useLanguage(app.Context{}, "en")
	if c.form.Names[0] != "Player 1" || c.form.Names[2] != "Player 3" {
		t.Errorf("back in English the default names are %q", c.form.Names)
	}
}
