package components

import (
	"encoding/json"
	"fmt"
	"html"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"borabora/engine"
	"borabora/gameapp"
	"borabora/i18n"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// learnerForms reads lang's catalog: for each message written for a seat's name that has a
// second-person form (key + ".you", and ev.expandpush.yourhut for the pushed hut), patterns of
// its third-person texts with the learner's name in the name's place (the old forms, which must
// never be shown about the learner), and patterns of the second-person texts.
func learnerForms(t *testing.T, lang, learner string) (old, second map[string]*regexp.Regexp) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "i18n", "locales", lang+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var cat map[string]json.RawMessage
	if err := json.Unmarshal(raw, &cat); err != nil {
		t.Fatal(err)
	}
	texts := func(key string) []string {
		var one string
		if json.Unmarshal(cat[key], &one) == nil {
			return []string{one}
		}
		var forms map[string]string
		if err := json.Unmarshal(cat[key], &forms); err != nil {
			t.Fatalf("%s: %s: %v", lang, key, err)
		}
		var out []string
		for _, f := range forms {
			out = append(out, f)
		}
		return out
	}
	hole := regexp.MustCompile(`\\\{\d+(,number)?\\\}`)
	pattern := func(s string, name int) *regexp.Regexp {
		q := regexp.QuoteMeta(s)
		if name >= 0 {
			q = regexp.MustCompile(`\\\{`+fmt.Sprint(name)+`\\\}`).ReplaceAllLiteralString(q, regexp.QuoteMeta(isolate(learner)))
		}
		return regexp.MustCompile(hole.ReplaceAllString(q, ".*?"))
	}
	// where the name is in a message's arguments (0 but for these)
	nameAt := map[string]int{"ev.status": 1, "region.label.owned": 4}
	old, second = map[string]*regexp.Regexp{}, map[string]*regexp.Regexp{}
	for key := range cat {
		base, ok := strings.CutSuffix(key, ".you")
		at := nameAt[base]
		if key == "ev.expandpush.yourhut" {
			base, ok, at = "ev.expandpush", true, 2
		}
		if _, has := cat[base]; !ok || !has { // "guide.you" is the learner's name
			continue
		}
		for i, s := range texts(base) {
			re := pattern(s, at)
			if base == "recap.diceof" { // "{0} {1}": a name before the dice
				re = regexp.MustCompile(regexp.QuoteMeta(isolate(learner)) + ` \d`)
			}
			old[fmt.Sprintf("%s#%d (for %s)", base, i, key)] = re
		}
		for i, s := range texts(key) {
			second[fmt.Sprintf("%s#%d", key, i)] = pattern(s, -1)
		}
	}
	if len(old) < 40 {
		t.Fatalf("%s: only %d messages have a second-person form", lang, len(old))
	}
	return old, second
}

// TestLearnerIsSpokenTo plays a guided game in each language, with a second person at the
// table (so that the pass-device screen and "undo my last move" come up), the learner asking
// for hints now and then. Every text of the page, the log, the announcements, the recaps and
// the score sheet speaks to the learner in the second person: no message written for a third
// person ever holds the learner's name ("You starts", "Since You's last turn"), and the second
// person forms are what is shown.
func TestLearnerIsSpokenTo(t *testing.T) {
	defer SetLanguage(i18n.English)
	for li, lang := range i18n.Languages() {
		SetLanguage(lang)
		learner := T("guide.you")
		old, second := learnerForms(t, lang, learner)
		setup := gameapp.GuideSetup(learner, defaultName(1), defaultName(2))
		setup.Seats[1] = gameapp.Person
		s, err := gameapp.NewSession(setup)
		if err != nil {
			t.Fatal(err)
		}
		r := NewRootWithSession(s)
		rng := rand.New(rand.NewPCG(7, uint64(li)))
		var texts []string
		for step := 0; !s.Game().Over() && step < 3000; step++ {
			p, bot := s.BotTurn()
			texts = append(texts, announceText(s, p), undoLabel(s), undoTitle(s))
			if p == 0 || r.c.needsPass() || step%5 == 0 {
				texts = append(texts, app.HTMLString(r))
			}
			if bot {
				if err := s.Apply(s.NewBot(p, 16).Choose(s.Game())); err != nil {
					t.Fatal(err)
				}
				r.c.afterBotMove()
				continue
			}
			if r.c.needsPass() {
				r.c.hot.Holder = p
			}
			if p == 0 {
				texts = append(texts, sinceLines(s, 0)...)
				if rng.IntN(6) == 0 {
					s.AskHint()
				}
			}
			l := s.Game().Legal()
			c := l[rng.IntN(len(l))]
			if rng.IntN(3) > 0 { // mostly the suggestion, for a game that goes somewhere
				c, _, _ = s.Suggest()
			}
			r.c.choose(app.Context{}, c)
		}
		if !s.Game().Over() {
			t.Fatalf("%s: the game did not end", lang)
		}
		texts = append(texts, app.HTMLString(r)) // the score sheet
		for _, sec := range logSections(s, 1<<20) {
			for _, l := range sec.Lines {
				texts = append(texts, l.Text)
			}
		}
		all := html.UnescapeString(strings.Join(texts, "\n"))
		for k, re := range old {
			if m := re.FindString(all); m != "" {
				t.Errorf("%s: %s names the learner in the third person: %q", lang, k, m)
			}
		}
		shown := 0
		for _, re := range second {
			if re.MatchString(all) {
				shown++
			}
		}
		if shown < 25 {
			t.Errorf("%s: only %d of %d second-person forms came up in the game", lang, shown, len(second))
		}
		for _, key := range []string{"ev.starthut.you#0", "since.title.you#0", "board.of.you#0", "pass.title.you#0", "hint.asked.you#0"} {
			if !second[key].MatchString(all) {
				t.Errorf("%s: %s never came up", lang, key)
			}
		}
		if lang == i18n.English {
			for _, want := range []string{"You start in ", "Since your last turn", "Your turn: "} {
				if !strings.Contains(all, want) {
					t.Errorf("English: %q never came up", want)
				}
			}
		}
		t.Logf("%s: %d of %d second-person forms came up", lang, shown, len(second))
	}
}

// A learner's event reads in the second person, another seat's in the third, in every
// language; the pushed hut of the learner is "your hut".
func TestLearnerEventsReadInTheSecondPerson(t *testing.T) {
	defer SetLanguage(i18n.English)
	s, err := gameapp.NewSession(gameapp.GuideSetup("You", "Ana", "Bo"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][3]string{ // the learner starts, Ana starts, Ana pushes the learner's hut
		"en": {"You start in ", "Ana\u2069 starts in ", "and pushes your hut aside."},
		"pt": {"Você começa em ", "Ana\u2069 começa em ", "e desloca a sua cabana."},
		"pl": {"Zaczynasz w regionie: ", "Ana\u2069 zaczyna w regionie: ", "i odsuwa twój szałas."},
		"es": {"Empiezas en ", "Ana\u2069 empieza en ", "y desplaza tu choza."},
		"it": {"Inizi dalla regione ", "Ana\u2069 inizia dalla regione ", "e sposta di lato la tua capanna."},
	}
	for _, lang := range i18n.Languages() {
		SetLanguage(lang)
		got := [3]string{
			eventText(s, engine.Event{Kind: engine.EvStartHut, Player: 0, X: 1}),
			eventText(s, engine.Event{Kind: engine.EvStartHut, Player: 1, X: 1}),
			eventText(s, engine.Event{Kind: engine.EvExpand, Player: 1, X: 2, Y: 0}),
		}
		for i := range got {
			if !strings.Contains(got[i], want[lang][i]) {
				t.Errorf("%s: %q, want it to contain %q", lang, got[i], want[lang][i])
			}
		}
	}
}
