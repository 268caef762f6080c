package components

import (
	"html"
	"math/rand/v2"
	"strings"
	"testing"

	"borabora/engine"
	"borabora/gameapp"
	"borabora/i18n"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestEveryEngineReasonHasWords: each Reason the engine can give has its words in the
// catalog, distinct from every other reason's identifier.
func TestEveryEngineReasonHasWords(t *testing.T) {
	seen := map[string]engine.Reason{}
	for _, r := range engine.Reasons() {
		if r == engine.Open {
			continue
		}
		key := reasonKey(r)
		if r.String() == "unknown-reason" {
			t.Errorf("reason %d has no identifier", r)
		}
		if o, dup := seen[key]; dup {
			t.Errorf("reasons %d and %d share the key %s", o, r, key)
		}
		seen[key] = r
		ok := hasMessage(key)
		if words := T(key); !ok || strings.TrimSpace(words) == "" {
			t.Errorf("reason %s has no words (catalog key %s)", r, key)
		}
	}
	if len(seen) < 50 {
		t.Fatalf("only %d reasons listed by the engine", len(seen))
	}
}

// whySpans returns each closed place's explanation in page h: the place's loc ("region.3")
// and the text of its "why" element, unescaped.
func whySpans(t *testing.T, h string) map[string]string {
	t.Helper()
	out := map[string]string{}
	const open = `id="why-`
	for rest := h; ; {
		i := strings.Index(rest, open)
		if i < 0 {
			return out
		}
		rest = rest[i+len(open):]
		id := rest[:strings.IndexByte(rest, '"')]
		gt := strings.IndexByte(rest, '>')
		lt := strings.IndexByte(rest[gt:], '<')
		if gt < 0 || lt < 0 {
			t.Fatalf("why element %s is not closed", id)
		}
		out[strings.ReplaceAll(id, "-", ".")] = html.UnescapeString(rest[gt+1 : gt+lt])
	}
}

// TestClosedPlacesShowTheEngineReason plays whole games at random and checks at every
// decision that each closed place of the page explains itself with the words of the engine's
// reason for the closed candidate sitting there (the first such candidate, when several
// choices sit at one place), that no place holding an open choice is shown closed, and that
// a closed candidate's place is shown closed.
func TestClosedPlacesShowTheEngineReason(t *testing.T) {
	reasons := map[engine.Reason]int{}
	for np := 2; np <= 4; np++ {
		s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Bo", "Cy", "Di"}[:np], Seed: uint64(40 + np)})
		if err != nil {
			t.Fatal(err)
		}
		r := NewRootWithSession(s)
		rng := rand.New(rand.NewPCG(3, uint64(np)))
		for step := 0; !s.Game().Over(); step++ {
			g := s.Game()
			if r.c.needsPass() {
				r.c.hot.Holder = g.Prompt().Player
			}
			h := app.HTMLString(r)
			spans := whySpans(t, h)
			v := r.c.turnOf(g, false)
			first := map[string]engine.Candidate{}
			for _, c := range g.Candidates() {
				l := v.loc(c.Choice)
				if _, seen := first[l]; !seen || (c.Why == engine.Open && first[l].Why != engine.Open) {
					first[l] = c
				}
			}
			// Phase B: the person tiles are the places of their type's plain use
			for l, c := range v.places {
				if _, seen := first[l]; !seen && strings.HasPrefix(l, "person.") && c.Choice.Kind == engine.KActivate {
					first[l] = c
				}
			}
			for loc, text := range spans {
				c, ok := first[loc]
				if !ok {
					t.Fatalf("step %d: place %s shown closed (%q) with no candidate there", step, loc, text)
				}
				if c.Why == engine.Open {
					t.Fatalf("step %d: place %s shown closed (%q) though %v is open there", step, loc, text, c.Choice)
				}
				words := T(reasonKey(c.Why)) // without arguments: its placeholders as ⟦{0}⟧
				if lead, _, _ := strings.Cut(words, i18n.MissingOpen); lead == "" || !strings.HasPrefix(text, lead) {
					t.Fatalf("step %d: place %s says %q, not the words of the engine's reason %s (%q)", step, loc, text, c.Why, words)
				}
				if want := reasonText(g, c); text != want {
					t.Fatalf("step %d: place %s says %q, want %q", step, loc, text, want)
				}
				if strings.Contains(text, "%") || strings.Contains(text, "⟦") {
					t.Fatalf("step %d: place %s has unfinished words %q", step, loc, text)
				}
				reasons[c.Why]++
			}
			// the places every decision kind shows closed on the table: regions, actions, the
			// displays, the temple and the jewelry
			for loc, c := range first {
				area := loc[:strings.IndexByte(loc+".", '.')]
				switch area {
				case "region", "action", "temple", "disp", "jewel":
				default:
					continue
				}
				if c.Why == engine.Open || c.Why == engine.PositionEmpty || c.Why == engine.JewelGone {
					continue // an open place, or nothing there to explain
				}
				if _, shown := spans[loc]; !shown {
					t.Fatalf("step %d: %v is closed (%s) but its place %s says nothing", step, c.Choice, c.Why, loc)
				}
			}
			l := g.Legal()
			r.c.choose(app.Context{}, l[rng.IntN(len(l))])
		}
	}
	if len(reasons) < 8 {
		t.Fatalf("only %d different reasons shown: %v", len(reasons), reasons)
	}
	t.Logf("reasons shown: %v", reasons)
}
