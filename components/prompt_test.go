package components

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestPhaseBPromptOffersGreenOnlyWhenOpen plays random games that play a Green God whenever
// one is open: at every Phase B decision the engine offers no second Green God once one is
// played, and the question never offers a Green God the engine does not offer (the question
// names none: an open Green God is a button of the prompt bar).
func TestPhaseBPromptOffersGreenOnlyWhenOpen(t *testing.T) {
	played, offered, plain := 0, 0, 0
	preferGreen := func(legal []engine.Choice, rng *rand.Rand) engine.Choice {
		c := legal[rng.IntN(len(legal))]
		for _, l := range legal {
			if l.Kind == engine.KPlayGod && engine.God(l.A) == engine.Green {
				c = l
			}
		}
		return c
	}
	playRandomGames(t, 11, preferGreen, func(seed uint64, g *engine.Game, legal []engine.Choice) {
		pr := g.Prompt()
		if pr.Kind == engine.PromptPhaseB {
			text := promptText(g, legal, "Ana")
			pending := g.Seat(pr.Player).GreenPending
			switch {
			case pending:
				played++
				if greenOpen(legal) {
					t.Fatalf("seed %d: the engine offers a second Green God in one Phase B", seed)
				}
				if strings.Contains(text, "Green God") {
					t.Fatalf("seed %d: with a Green God played the question offers another: %q", seed, text)
				}
			case greenOpen(legal):
				offered++
			default:
				plain++
				if strings.Contains(text, "Green God") {
					t.Fatalf("seed %d: no Green God is open (used: %v) but the question offers one: %q", seed, g.Seat(pr.Player).GreenUsed, text)
				}
			}
		}
	})
	if played == 0 || offered == 0 || plain == 0 {
		t.Fatalf("Phase B decisions seen: %d with a Green God played, %d with one offered, %d with none", played, offered, plain)
	}
	t.Logf("Phase B decisions: %d with a Green God played, %d with one offered, %d with none", played, offered, plain)
}

// playRandomGames plays twelve games (seeds 1-12, two to four players by seed), calling visit
// before every decision with the decision's open choices; pick makes the decision (nil: one at
// random). stream seeds each game's choices apart from the other tests'.
func playRandomGames(t *testing.T, stream uint64, pick func(legal []engine.Choice, rng *rand.Rand) engine.Choice, visit func(seed uint64, g *engine.Game, legal []engine.Choice)) {
	t.Helper()
	for seed := uint64(1); seed <= 12; seed++ {
		np := 2 + int(seed%3)
		g, err := engine.NewGame(engine.Config{Players: make([]engine.PlayerConfig, np), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, stream))
		for !g.Over() {
			legal := g.Legal()
			visit(seed, g, legal)
			var c engine.Choice
			if pick != nil {
				c = pick(legal, rng)
			} else {
				c = legal[rng.IntN(len(legal))]
			}
			if err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// greenOpen reports whether legal offers to play a Green God.
func greenOpen(legal []engine.Choice) bool {
	for _, c := range legal {
		if c.Kind == engine.KPlayGod && engine.God(c.A) == engine.Green {
			return true
		}
	}
	return false
}

// TestPlaceDiePromptNamesOnlyPlayableGods plays random games: at every die placement with no
// God played yet, the question offers a Blue or a White God exactly when the engine offers to
// play it now.
func TestPlaceDiePromptNamesOnlyPlayableGods(t *testing.T) {
	seen := map[[2]bool]int{}
	playRandomGames(t, 17, nil, func(seed uint64, g *engine.Game, legal []engine.Choice) {
		pr := g.Prompt()
		if p := g.Seat(pr.Player); pr.Kind == engine.PromptPlaceDie && !p.BluePending && !p.WhitePending {
			blue, white := false, false
			for _, c := range legal {
				blue = blue || c.Kind == engine.KPlayGod && engine.God(c.A) == engine.Blue
				white = white || c.Kind == engine.KPlayGod && engine.God(c.A) == engine.White
			}
			seen[[2]bool{blue, white}]++
			text := promptText(g, legal, "Ana")
			if strings.Contains(text, "Blue") != blue || strings.Contains(text, "White") != white {
				t.Fatalf("seed %d: Blue God open %v, White God open %v, but the question says %q", seed, blue, white, text)
			}
			if !strings.HasPrefix(text, "Ana: place a die on an action") {
				t.Fatalf("seed %d: the question says %q", seed, text)
			}
		}
	})
	if seen[[2]bool{false, false}] == 0 || seen[[2]bool{true, true}] == 0 || seen[[2]bool{true, false}]+seen[[2]bool{false, true}] == 0 {
		t.Fatalf("die placements seen (Blue open, White open): %v", seen)
	}
	t.Logf("die placements seen (Blue open, White open): %v", seen)
}

// TestExpandChoicesNameTheirPath plays random games: every expansion the engine offers is
// labelled with a path it may go along (from a region with one of the seat's huts, of the
// expansion's kind, within its strength), in words a screen reader reads out with the place.
func TestExpandChoicesNameTheirPath(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	seen := 0
	playRandomGames(t, 23, nil, func(seed uint64, g *engine.Game, legal []engine.Choice) {
		pr := g.Prompt()
		for _, c := range legal {
			if c.Kind != engine.KExpand {
				continue
			}
			seen++
			r := int(c.A)
			from, path, ok := g.ExpandPath(pr.Player, r)
			v := path.Value
			if !ok {
				t.Fatalf("seed %d: no path found for the offered expansion to %s", seed, regionName(r))
			}
			found := false
			for _, pa := range engine.Paths {
				if pa.Value == v && pa.Kind == engine.PathKind(pr.X) && (int(pa.A) == r && int(pa.B) == from || int(pa.B) == r && int(pa.A) == from) {
					found = true
				}
			}
			if !found || v > pr.N || !g.HasHut(engine.Region(from), pr.Player) || g.HasHut(engine.Region(r), pr.Player) {
				t.Fatalf("seed %d: the route to %s from %s (path %d, strength %d) is no route", seed, regionName(r), regionName(from), v, pr.N)
			}
			// the detail begins with what the prompt bar's button shows (its accessible name
			// holds its visible text) and names the path, in every language
			for _, lang := range []string{"en", "pt", "pl", "es", "it"} {
				if !SetLanguage(lang) {
					t.Fatalf("no %s catalog", lang)
				}
				short, detail := choiceLabel(g, c), choiceDetail(g, c)
				if !strings.HasPrefix(detail, short) || !strings.Contains(detail, regionName(from)) || !strings.Contains(detail, strconv.Itoa(v)) || detail == short {
					t.Fatalf("seed %d, %s: expansion shown as %q, told as %q", seed, lang, short, detail)
				}
			}
			SetLanguage("en")
			kind := "land"
			if engine.PathKind(pr.X) == engine.Water {
				kind = "water"
			}
			if d := choiceDetail(g, c); !strings.HasSuffix(d, "from "+regionName(from)+" along a "+kind+" path of "+strconv.Itoa(v)) {
				t.Fatalf("seed %d: expansion told as %q", seed, d)
			}
		}
	})
	if seen < 20 {
		t.Fatalf("only %d expansions offered in the games played", seen)
	}
	t.Logf("%d expansions offered, each labelled with its path", seen)
}

// A prompt bar button whose label is shown short says it in full to a screen reader and in its
// tooltip; one shown in full says nothing more.
func TestPromptBarButtonSaysItsDetail(t *testing.T) {
	v := &promptView{Bar: []barChoice{
		{Key: "5.3.0.0", Label: "Settle Central mountain", Detail: "Settle Central mountain from West forest along a water path of 2"},
		{Key: "6.0.0.0", Label: "No Red God", Pass: true},
	}}
	h := app.HTMLString(v.draw(&controller{}))
	if !strings.Contains(h, `aria-label="Settle Central mountain from West forest along a water path of 2"`) ||
		!strings.Contains(h, `title="Settle Central mountain from West forest along a water path of 2"`) {
		t.Fatalf("the button does not say its detail: %s", h)
	}
	pass := h[strings.Index(h, `data-choice="6.0.0.0"`):]
	pass = h[strings.LastIndex(h[:len(h)-len(pass)], "<button"):]
	pass = pass[:strings.Index(pass, ">")]
	if strings.Contains(pass, "aria-label") || strings.Contains(pass, "title") {
		t.Fatalf("a button shown in full got an accessible name of its own: %s", pass)
	}
}

// Two decisions in a row that read alike still change the live region, with nothing more to
// read.
func TestLiveRegionChangesForDecisionsThatReadAlike(t *testing.T) {
	const said = "Computer 2 takes 1 VP."
	a, b := liveText(said, 7), liveText(said, 8)
	if a == b {
		t.Fatalf("two decisions that read alike leave the live region as it was: %q", a)
	}
	if strings.TrimSpace(a) != said || strings.TrimSpace(b) != said {
		t.Fatalf("the live region says %q and %q for %q", a, b, said)
	}
	if liveText("", 7) != "" {
		t.Fatal("nothing to say became something")
	}
}
