//go:build !wasm

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

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
		if !ok || name == "over" || name == "covered" {
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

// TestScreenshotsOfEveryPromptKind plays 2-person games in English and in Polish (the longest
// words) with every God played when it can be, and saves the table at 1366x768 and 390x844
// the first time each kind of decision comes up, and the pass-device screen, the "since your
// turn" list and the score sheet, into out/screens/<lang>-<kind>-<size>.png. It fails when a
// kind was never reached, or when a question matches no question of the catalog.
func TestScreenshotsOfEveryPromptKind(t *testing.T) {
	for _, lang := range []string{"en", "pl"} {
		t.Run(lang, func(t *testing.T) {
			kinds := promptKinds(t, lang)
			srv := Serve(t, Dist(t), "")
			hb := NewBrowser(t)
			b := &uiBrowser{t: t, ctx: hb.Context(), url: srv.URL + "/?lang=" + lang, cancel: func() {}}
			b.do(60*time.Second, chromedp.EmulateViewport(1366, 768), reduceMotion(), chromedp.Navigate(b.url),
				chromedp.WaitVisible(MountedSelector))
			shot := map[string]bool{}
			for game, seed := range []string{"7", "1234", "99", "4242"} {
				if game > 0 {
					b.do(60*time.Second, chromedp.Navigate(b.url), chromedp.WaitVisible(MountedSelector))
					b.eval(`(() => { const n = document.getElementById('new-game'); if (n) n.click(); return true })()`, nil)
				}
				b.start(2, seed)
				for step := 0; step < 1500; step++ {
					var s struct {
						Pass  bool   `json:"pass"`
						Q     string `json:"q"`
						Since bool   `json:"since"`
						Over  bool   `json:"over"`
					}
					b.eval(`(() => ({pass: !!document.getElementById('take-device'), q: (document.getElementById('prompt-text') || {textContent: ''}).textContent.trim(),
						since: !!document.getElementById('since-open'), over: !!document.getElementById('winner')}))()`, &s)
					kind := ""
					switch {
					case s.Over:
						kind = "scoresheet"
					case s.Pass:
						kind = "pass"
					case strings.Contains(s.Q, "…") || s.Q == "":
					default:
						kind = kindOf(kinds, s.Q)
						if kind == "" {
							t.Errorf("the question %q matches no question of the %s catalog", s.Q, lang)
						}
					}
					if kind != "" && !shot[kind] {
						shot[kind] = true
						b.shoot(fmt.Sprintf("%s-%02d-%s", lang, indexOf(screenKinds, kind), kind))
					}
					if s.Since && !s.Pass && !shot["since"] {
						shot["since"] = true
						b.eval(`(() => { document.getElementById('since-open').click(); return true })()`, nil)
						b.wait("#since")
						b.shoot(fmt.Sprintf("%s-%02d-since", lang, indexOf(screenKinds, "since")))
						b.eval(`(() => { document.querySelector('#since [data-dismiss]').click(); return true })()`, nil)
					}
					if s.Over {
						break
					}
					b.step("4.") // every God that can be played is played: the Red God's question comes up
				}
				if missing := missingKinds(shot); len(missing) == 0 {
					break
				}
			}
			if missing := missingKinds(shot); len(missing) > 0 {
				t.Errorf("never reached in %s: %v", lang, missing)
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
