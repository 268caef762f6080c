//go:build !wasm

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/chromedp/chromedp"
)

// promptKinds reads language lang's catalog and returns, for each question the prompt bar can
// ask (its prompt.* messages, every plural form), a pattern of its text and the decision kind
// it asks (prompt.person1 and prompt.person are "person", prompt.surrender is "task").
func promptKinds(t *testing.T, lang string) map[string]*regexp.Regexp {
	t.Helper()
	root, err := RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(root, "i18n", "locales", lang+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var cat map[string]json.RawMessage
	if err := json.Unmarshal(raw, &cat); err != nil {
		t.Fatal(err)
	}
	hole := regexp.MustCompile(`\\\{\d+(,number)?\\\}`)
	out := map[string]*regexp.Regexp{}
	for key, v := range cat {
		name, ok := strings.CutPrefix(key, "prompt.")
		if !ok || name == "over" || strings.HasPrefix(name, "covered") {
			continue
		}
		kind := strings.TrimRight(strings.SplitN(name, ".", 2)[0], "0123456789")
		if kind == "surrender" {
			kind = "task"
		}
		var texts []string
		var one string
		if json.Unmarshal(v, &one) == nil {
			texts = []string{one}
		} else {
			var forms map[string]string
			if err := json.Unmarshal(v, &forms); err != nil {
				t.Fatal(err)
			}
			for _, f := range forms {
				texts = append(texts, f)
			}
		}
		for i, s := range texts {
			re := regexp.MustCompile("^" + hole.ReplaceAllString(regexp.QuoteMeta(s), ".+?") + "$")
			out[fmt.Sprintf("%s#%s#%d", kind, key, i)] = re
		}
	}
	return out
}

// kindOf names the decision kind of prompt text q, "" when no question matches.
func kindOf(kinds map[string]*regexp.Regexp, q string) string {
	best := ""
	for k, re := range kinds {
		if re.MatchString(q) && (best == "" || len(re.String()) > len(kinds[best].String())) {
			best = k // the longest pattern: prompt.placedie.blue over prompt.placedie
		}
	}
	return strings.SplitN(best, "#", 2)[0]
}

// screenKinds are the decision kinds of the engine (one per prompt of engine.PromptKind but
// the end) by the catalog's names, then the screens around them.
var screenKinds = []string{"starthut", "placemat", "placedie", "expand", "redgod", "person", "helper",
	"temple", "firecard", "firestatus", "build", "phaseb", "draw", "gainmat", "jewelry", "task",
	"newtask", "finaltasks", "pass", "since", "scoresheet"}

// shoot saves the page at 1366x768 and at 390x844 into out/screens/, the phone's view
// scrolled as the game scrolls it (the first place to choose below the prompt bar).
func (b *uiBrowser) shoot(name string) {
	b.t.Helper()
	root, err := RepoRoot()
	if err != nil {
		b.t.Fatal(err)
	}
	dir := filepath.Join(root, "out", "screens")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		b.t.Fatal(err)
	}
	for _, vp := range []struct{ w, h int }{{1366, 768}, {390, 844}} {
		b.do(10*time.Second, chromedp.EmulateViewport(int64(vp.w), int64(vp.h)))
		b.eval(`(async () => {
			for (let i = 0; i < 3; i++) await new Promise(r => requestAnimationFrame(r));
			const el = [...document.querySelectorAll('[data-choice]')].find(e => !e.closest('.promptbar') && e.getClientRects().length);
			if (el && !document.getElementById('take-device')) el.scrollIntoView({block: innerWidth < 700 ? 'start' : 'center', behavior: 'instant'});
			for (let i = 0; i < 3; i++) await new Promise(r => requestAnimationFrame(r));
			return true;
		})()`, nil)
		ctx, cancel := context.WithTimeout(b.ctx, 20*time.Second)
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		cancel()
		if err != nil {
			b.t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", name, vp.w, vp.h)), png, 0o644); err != nil {
			b.t.Fatal(err)
		}
	}
	b.do(10*time.Second, chromedp.EmulateViewport(1366, 768))
}

// engineKinds are the decision kinds of screenKinds by the engine's PromptKind.
var engineKinds = map[string]engine.PromptKind{"starthut": engine.PromptStartHut, "placemat": engine.PromptPlaceMaterial,
	"placedie": engine.PromptPlaceDie, "expand": engine.PromptExpand, "redgod": engine.PromptRedGod,
	"person": engine.PromptTakePerson, "helper": engine.PromptHelper, "temple": engine.PromptTemple,
	"firecard": engine.PromptFireCard, "firestatus": engine.PromptFireStatus, "build": engine.PromptBuild,
	"phaseb": engine.PromptPhaseB, "draw": engine.PromptDrawCard, "gainmat": engine.PromptGainMaterial,
	"jewelry": engine.PromptJewelry, "task": engine.PromptTask, "newtask": engine.PromptNewTask,
	"finaltasks": engine.PromptFinalTasks}

// codeAt plays seeded random 2-player games (every God played when it can be) until the
// decision of kind k comes up, and returns the save code of the game at that decision.
func codeAt(t *testing.T, k engine.PromptKind) string {
	t.Helper()
	for seed := uint64(1); seed <= 300; seed++ {
		s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 5))
		for !s.Game().Over() {
			if s.Game().Prompt().Kind == k {
				return gameapp.CodeOf(s.Setup(), s.Choices())
			}
			l := s.Game().Legal()
			c := l[rng.IntN(len(l))]
			for _, x := range l {
				if x.Kind == engine.KPlayGod {
					c = x
				}
			}
			if err := s.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatalf("no game of 300 came to a decision of kind %d", k)
	return ""
}

// TestScreenshotsOfEveryPromptKind plays a 2-person game in English and one in Polish (the
// longest words; SCREENS_LANGS=en,pt,pl,es,it shoots every language) with every God played when it can be, and saves the table at 1366x768 and
// 390x844 the first time each kind of decision comes up, and the pass-device screen, the
// "since your turn" list and the score sheet, into out/screens/<lang>-<n>-<kind>-<size>.png.
// A decision kind the game did not reach is opened from the save code of a game at such a
// decision; once every other kind has been shown, a finished game's code brings the score
// sheet (the rest of the game is not played). It fails when a kind cannot be shown, or when a question matches no question of
// the catalog.
func TestScreenshotsOfEveryPromptKind(t *testing.T) {
	t.Parallel() // long and self-contained: runs beside another such test (doc.go)
	langs := []string{"en", "pl"}
	if l := os.Getenv("SCREENS_LANGS"); l != "" {
		langs = strings.Split(l, ",") // e.g. SCREENS_LANGS=en,pt,pl,es,it to look at every language
	}
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			kinds := promptKinds(t, lang)
			srv := Serve(t, Dist(t), "")
			hb := NewBrowser(t)
			b := &uiBrowser{t: t, ctx: hb.Context(), url: srv.URL + "/?lang=" + lang, cancel: func() {}}
			b.do(60*time.Second, chromedp.EmulateViewport(1366, 768), reduceMotion(), chromedp.Navigate(b.url),
				chromedp.WaitVisible(MountedSelector))
			b.until(fmt.Sprintf(`document.documentElement.lang === %q`, lang)) // its catalog has come
			shot := map[string]bool{}
			look := func() (kind string, since bool) {
				var s struct {
					Pass  bool   `json:"pass"`
					Q     string `json:"q"`
					Since bool   `json:"since"`
					Over  bool   `json:"over"`
				}
				b.eval(`(() => ({pass: !!document.getElementById('take-device'), q: (document.getElementById('prompt-text') || {textContent: ''}).textContent.trim(),
					since: !!document.getElementById('since-open'), over: !!document.getElementById('winner')}))()`, &s)
				switch {
				case s.Over:
					return "scoresheet", false
				case s.Pass:
					return "pass", false
				}
				kind = kindOf(kinds, s.Q)
				if kind == "" {
					t.Errorf("the question %q matches no question of the %s catalog", s.Q, lang)
				}
				return kind, s.Since
			}
			b.start(2, "7")
			for step := 0; step < 1500; step++ {
				kind, since := look()
				if kind != "" && !shot[kind] {
					shot[kind] = true
					b.shoot(fmt.Sprintf("%s-%02d-%s", lang, indexOf(screenKinds, kind), kind))
				}
				if since && !shot["since"] {
					shot["since"] = true
					b.eval(`(() => { document.getElementById('since-open').click(); return true })()`, nil)
					b.wait("#since")
					b.shoot(fmt.Sprintf("%s-%02d-since", lang, indexOf(screenKinds, "since")))
					b.eval(`(() => { document.querySelector('#since [data-dismiss]').click(); return true })()`, nil)
				}
				if kind == "scoresheet" {
					break
				}
				// every kind but the score sheet shown: a finished game's code brings that
				if left := missingKinds(shot); len(left) == 1 && left[0] == "scoresheet" {
					break
				}
				b.step("4.") // every God that can be played is played: the Red God's question comes up
			}
			if !shot["scoresheet"] {
				code, err := FinishedGameCode(2, 7)
				if err != nil {
					t.Fatal(err)
				}
				b.do(60*time.Second, chromedp.Navigate(gameapp.ShareLink(b.url, code)))
				b.until(`!!document.getElementById('confirm-load')`)
				b.click("#confirm-load")
				b.until(`!!document.getElementById('winner')`)
				if got, _ := look(); got == "scoresheet" {
					shot["scoresheet"] = true
					b.shoot(fmt.Sprintf("%s-%02d-%s", lang, indexOf(screenKinds, "scoresheet"), "scoresheet"))
				}
			}
			for _, name := range missingKinds(shot) {
				k, ok := engineKinds[name]
				if !ok {
					continue
				}
				// the link opened where a game is on the table asks before it replaces it
				b.do(60*time.Second, chromedp.Navigate(gameapp.ShareLink(b.url, codeAt(t, k))))
				b.until(`!!document.getElementById('confirm-load')`)
				b.click("#confirm-load")
				b.until(`!!document.getElementById('take-device') || !!document.getElementById('prompt-text')`)
				if b.exists("#take-device") {
					b.click("#take-device")
				}
				b.until(`!!document.querySelector('[data-choice]')`)
				if got, _ := look(); got != name {
					t.Errorf("the game opened at a decision of kind %s shows %q", name, got)
					continue
				}
				shot[name] = true
				b.shoot(fmt.Sprintf("%s-%02d-%s", lang, indexOf(screenKinds, name), name))
			}
			if missing := missingKinds(shot); len(missing) > 0 {
				t.Errorf("never shown in %s: %v", lang, missing)
			}
		})
	}
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func missingKinds(shot map[string]bool) []string {
	var m []string
	for _, k := range screenKinds {
		if !shot[k] {
			m = append(m, k)
		}
	}
	sort.Strings(m)
	return m
}
