//go:build !wasm

package e2e

// The five languages in the browser: in each, a whole game against a computer player reaches
// the score sheet with no missing-key marker on the page, and at phone size (390x844) the
// start screen, the table in each stage and every dialog neither scroll sideways nor cut a
// text off. The language menu switches a game in progress and keeps it.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

var gameLanguages = []string{"en", "pt", "pl", "es", "it"}

// missingJS finds a missing-key marker (⟦…⟧, i18n.MissingOpen) anywhere in the page: its
// text, and the attributes that screen readers and tooltips read.
const missingJS = `(() => {
  const html = document.documentElement.outerHTML;
  const i = html.indexOf('\u27e6');
  return i < 0 ? '' : html.slice(Math.max(0, i - 80), i + 80);
})()`

// layoutJS lists what is wrong with the layout: the page scrolling sideways, and elements
// holding text that are cut off (content wider or taller than a box that hides its
// overflow, or outside the viewport and not in a box that scrolls sideways). Visually hidden texts for screen readers (.sr-only,
// .why, anything 1 px wide or tall) and player names (typed by people, cut with an ellipsis and given whole in a title)
// are left out.
const layoutJS = `(() => {
  const de = document.documentElement, vw = de.clientWidth, out = [];
  if (de.scrollWidth > vw + 1) out.push('the page scrolls sideways: ' + de.scrollWidth + ' > ' + vw);
  const name = el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : '');
  // inside a box that scrolls sideways, a piece beyond the edge is reached by scrolling
  const scrolls = el => { for (let a = el.parentElement; a; a = a.parentElement) { const o = getComputedStyle(a).overflowX; if (o === 'auto' || o === 'scroll') return true; } return false; };
  for (const el of document.querySelectorAll('body *')) {
    if (el instanceof SVGElement || el.closest('.sr-only, .why, .nm, [aria-hidden="true"]')) continue;
    const own = [...el.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim();
    if (!own) continue;
    const cs = getComputedStyle(el);
    if (cs.display === 'none' || cs.visibility === 'hidden') continue;
    const r = el.getBoundingClientRect();
    // nothing to see: empty, or visually hidden for screen readers (1 px, clipped)
    if (r.width <= 1 || r.height <= 1) continue;
    const hidesX = cs.overflowX === 'hidden' || cs.overflowX === 'clip' || cs.textOverflow === 'ellipsis';
    const hidesY = cs.overflowY === 'hidden' || cs.overflowY === 'clip';
    if (hidesX && el.scrollWidth > el.clientWidth + 1) out.push(name(el) + ' cut across: "' + own.slice(0, 40) + '"');
    else if (hidesY && el.scrollHeight > el.clientHeight + 2) out.push(name(el) + ' cut below: "' + own.slice(0, 40) + '"');
    else if ((r.right > vw + 1 || r.left < -1) && !scrolls(el)) out.push(name(el) + ' outside the screen (' + Math.round(r.left) + '..' + Math.round(r.right) + '): "' + own.slice(0, 40) + '"');
    if (out.length > 12) break;
  }
  return out;
})()`

// checkPage fails the test on a missing-key marker or a layout fault, naming where.
func checkPage(t *testing.T, b *Browser, where string, layout bool) {
	t.Helper()
	if m := Eval[string](b, missingJS); m != "" {
		b.Screenshot(where + "-missing")
		t.Fatalf("%s: a missing text: …%s…", where, m)
	}
	if !layout {
		return
	}
	if faults := Eval[[]string](b, layoutJS); len(faults) > 0 {
		b.Screenshot(where + "-layout")
		t.Errorf("%s at 390x844:\n  %s", where, strings.Join(faults, "\n  "))
	}
}

// dialogs are the table's buttons that open a dialog or a drawer, with how to close it.
var dialogs = []struct{ open, shown, close string }{
	{"#open-rules", "#rules-title", "#close-rules"},
	{"#open-scores", ".drawer-head", ".drawer-head button"},
	{"#open-log", ".drawer-head", ".drawer-head button"},
	{"#open-seats", "#seats-title", "#seats-done"},
	{"#open-export", "#close-dialog", "#close-dialog"},
	{"#open-import", "#cancel-import", "#cancel-import"},
	{"#new-game", "#cancel-new", "#cancel-new"},
}

func TestEachLanguageWholeGameAtPhoneSize(t *testing.T) {
	t.Parallel() // long and self-contained: runs beside another such test (doc.go)
	srv := Serve(t, Dist(t), "")
	for i, lang := range gameLanguages {
		t.Run(lang, func(t *testing.T) {
			b := NewBrowser(t)
			b.Step("viewport", chromedp.EmulateViewport(390, 844))
			b.Open(srv.URL + "/?lang=" + lang)
			// app.wasm carries English only: another language's catalog comes from the site
			b.WaitJS(fmt.Sprintf(`document.documentElement.lang === %q`, lang))
			if got := Eval[string](b, `document.getElementById('lang-start').value`); got != lang {
				t.Fatalf("the language menu shows %q", got)
			}
			checkPage(t, b, "start", true)
			b.Screenshot("start")
			StartBotGame(b, []string{"person", "easy"}, "instant", fmt.Sprint(700+i))
			stages := map[string]bool{}
			dialogsSeen := false
			for step := 0; step < 3000; step++ {
				stage := Eval[string](b, `(document.querySelector('.topbar .stage') || {}).textContent || ''`)
				checkPage(t, b, "table", false)
				if stage != "" && !stages[stage] {
					stages[stage] = true
					checkPage(t, b, fmt.Sprintf("table stage %d", len(stages)), true)
					b.Screenshot(fmt.Sprintf("table-stage%d", len(stages)))
				}
				if !dialogsSeen && step == 30 {
					dialogsSeen = true
					for _, d := range dialogs {
						// pressed from the page's script, not by a pointer: the table scrolls
						// itself to the place to act, and the sticky prompt bar can then lie over
						// the menu where a pointer would press it (this test looks at the dialogs'
						// words, not at the menu)
						Eval[bool](b, fmt.Sprintf(`(document.querySelector(%q).click(), true)`, d.open))
						b.WaitVisible(d.shown)
						checkPage(t, b, "dialog "+d.open, true)
						b.Screenshot("dialog-" + strings.TrimPrefix(d.open, "#"))
						Eval[bool](b, fmt.Sprintf(`(document.querySelector(%q).click(), true)`, d.close))
						b.WaitGone(d.shown)
					}
				}
				r := PlayPerson(b)
				if r.Done {
					break
				}
			}
			if Eval[bool](b, `!document.getElementById('winner')`) {
				t.Fatal("the game did not reach the score sheet")
			}
			checkPage(t, b, "score sheet", true)
			b.Screenshot("score")
			if !dialogsSeen {
				t.Error("the game ended before the dialogs were opened")
			}
			t.Logf("%s: stages seen %d", lang, len(stages))
		})
	}
}

// TestLanguageMenuSwitchesMidGame switches a game in progress from the table menu: every
// text changes, <html lang> follows, the game is the same (moves and round), and a reload
// comes back in the chosen language, which the start screen's menu shows too.
func TestLanguageMenuSwitchesMidGame(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	StartBotGame(b, []string{"person", "easy"}, "instant", "31")
	for i := 0; i < 12; i++ {
		PlayPerson(b)
	}
	// the game waits on the person (the computer player may still be moving after the last
	// click): only then are its moves a fixed number to compare
	b.WaitJS(`!document.querySelector('#prompt-text.thinking') && [...document.querySelectorAll('[data-choice]')].some((e) => !e.disabled && e.getAttribute('aria-disabled') !== 'true')`)
	before := Eval[string](b, `document.querySelector('.screen.table').getAttribute('data-moves') + '|' + document.querySelector('.topbar .rnd').textContent`)
	menuText := Eval[string](b, `document.getElementById('open-rules').textContent`)
	set := func(id, lang string) {
		Eval[bool](b, fmt.Sprintf(`(() => { const s = document.getElementById(%q); s.value = %q; s.dispatchEvent(new Event('change', {bubbles: true})); return true })()`, id, lang))
	}
	set("lang-table", "pl")
	b.WaitJS(`document.documentElement.lang === 'pl'`)
	b.WaitJS(fmt.Sprintf(`document.getElementById('open-rules').textContent !== %q`, menuText))
	checkPage(t, b, "after the switch", false)
	moves := Eval[string](b, `document.querySelector('.screen.table').getAttribute('data-moves')`)
	if !strings.HasPrefix(before, moves+"|") {
		t.Fatalf("the game changed with the language: %q, then %s moves", before, moves)
	}
	b.Screenshot("polish")
	b.Reload()
	b.WaitVisible(`.screen.table`)
	b.WaitJS(`document.documentElement.lang === 'pl'`)
	if got := Eval[string](b, `document.documentElement.lang + ' ' + document.getElementById('lang-table').value`); got != "pl pl" {
		t.Fatalf("after a reload: %q", got)
	}
	if got := Eval[string](b, `document.querySelector('.screen.table').getAttribute('data-moves')`); got != moves {
		t.Fatalf("after a reload the game has %s moves, had %s", got, moves)
	}
	// ?lang= beats the stored choice; the share link carries no language
	b.Open(srv.URL + "/?lang=es")
	b.WaitVisible(`.screen.table`)
	b.WaitJS(`document.documentElement.lang === 'es'`)
	b.Click("#open-export")
	b.WaitVisible("#close-dialog")
	if link := Eval[string](b, `[...document.querySelectorAll('input, textarea')].map(e => e.value).find(v => v.includes('#')) || ''`); link == "" || strings.Contains(link, "lang=") {
		t.Fatalf("share link %q", link)
	}
}

// TestLanguagesPlayOffline: app.wasm carries only English and fetches another language's
// catalog from the site; the service worker keeps every catalog from the first visit, so with
// the server gone each language can still be chosen, and a reload starts in it.
func TestLanguagesPlayOffline(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	b.WaitOfflineReady(srv)
	srv.Stop()
	b.Reload()
	b.WaitVisible(`#lang-start`)
	title := Eval[string](b, `document.getElementById('start-game').textContent`)
	for _, lang := range gameLanguages {
		if lang == "en" {
			continue
		}
		Eval[bool](b, fmt.Sprintf(`(() => { const s = document.getElementById('lang-start'); s.value = %q; s.dispatchEvent(new Event('change', {bubbles: true})); return true })()`, lang))
		// <html lang> is set as the handler runs and the texts follow with the next render:
		// wait for both, so that a catalog that never comes fails here after the step timeout
		b.WaitJS(fmt.Sprintf(`document.documentElement.lang === %q && document.getElementById('start-game').textContent !== %q`, lang, title))
		checkPage(t, b, "offline "+lang, false)
	}
	b.Reload()
	b.WaitVisible(`#lang-start`)
	b.WaitJS(`document.documentElement.lang === 'it'`)
	if n := Eval[int](b, `document.querySelectorAll('#save-notice').length`); n != 0 {
		t.Errorf("offline: %d notices, want none (%s)", n, Eval[string](b, `(document.getElementById('save-notice') || {}).textContent || ''`))
	}
}

// TestLanguageThatCannotLoadSaysSo: when the site cannot give a language's catalog (here it is
// missing), the page keeps speaking English, says plainly that the language could not be
// loaded, and a game can be played.
func TestLanguageThatCannotLoadSaysSo(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(Dist(t))); err != nil {
		t.Fatal(err)
	}
	for _, ext := range []string{"", ".gz", ".br"} {
		if err := os.Remove(filepath.Join(dir, "web", "i18n", "pl.json"+ext)); err != nil {
			t.Fatal(err)
		}
	}
	srv := Serve(t, dir, "")
	b := NewBrowser(t)
	b.Open(srv.URL + "/?lang=pl")
	b.WaitVisible(`#save-notice`)
	if got := Eval[string](b, `document.getElementById('save-notice').textContent`); !strings.Contains(got, "could not be loaded") {
		t.Errorf("the notice says %q", got)
	}
	if got := Eval[string](b, `document.documentElement.lang`); got != "en" {
		t.Errorf("<html lang> is %q without the Polish catalog", got)
	}
	checkPage(t, b, "without Polish", false)
	StartBotGame(b, []string{"person", "easy"}, "instant", "5")
	PlayPerson(b)
}
