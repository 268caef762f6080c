//go:build !wasm

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// piecesSpeltJS lists the pieces on the table that are spelled in letters instead of drawn:
// a jewelry tile, a person tile, a God card, an action or a task that shows no picture (a <use>
// of a symbol the page has, drawn with a size), or whose visible text, the stylesheet's
// generated text included, holds a letter. Numbers (prices, values, counts) may stay. Each
// piece must also have a name in words for screen readers (its own, or the button's it sits in).
const piecesSpeltJS = `(() => {
  const out = [], counts = {};
  const letters = /\p{L}/u;
  const generated = el => [el, ...el.querySelectorAll('*')].map(e => ['::before', '::after'].map(p => {
    const c = getComputedStyle(e, p).content;
    return c && c !== 'none' && c !== 'normal' ? c.replace(/^"|"$/g, '') : '';
  }).join('')).join('');
  const named = el => {
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      const l = e.getAttribute('aria-label');
      if (l && l.trim()) return true;
    }
    return false;
  };
  const kinds = {jewel: '.jewel:not(.gone)', person: '.ptile:not(.empty)', card: '.card:not(.empty), .hcard',
    action: '.act', task: '.task:not(.empty)'};
  for (const [kind, sel] of Object.entries(kinds)) {
    counts[kind] = 0;
    for (const el of document.querySelectorAll(sel)) {
      if (!el.getClientRects().length) continue;
      counts[kind]++;
      const what = kind + ' "' + (el.getAttribute('aria-label') || el.closest('[aria-label]')?.getAttribute('aria-label') || '') + '"';
      const uses = [...el.querySelectorAll('use')].filter(u => {
        const id = (u.getAttribute('href') || '').replace(/^#/, '');
        const sym = document.getElementById(id);
        const r = u.closest('svg').getBoundingClientRect();
        return sym && sym.tagName.toLowerCase() === 'symbol' && r.width >= 6 && r.height >= 6;
      });
      if (!uses.length) out.push(what + ' has no picture');
      // the mark of a task (met, unmet, unknown) is a sign, not a word
      // visible text only: a closed place's reason is for screen readers (.why); a give-up's tag
      // says what the place does, not what the piece is
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement.closest('.why, .sr-only, .ptag')) text += n.textContent;
      text = text.replace(/[✓✗?×+]/g, '');
      if (letters.test(text)) out.push(what + ' is spelled: ' + JSON.stringify(text.trim().slice(0, 30)));
      const gen = generated(el);
      if (letters.test(gen)) out.push(what + ' is spelled by the stylesheet: ' + JSON.stringify(gen.slice(0, 30)));
      if (!named(el)) out.push(what + ' has no name in words');
      if (out.length > 20) return {out, counts};
    }
  }
  return {out, counts};
})()`

// TestPiecesAreDrawn plays into a 3-player game (open hands, so the hand of cards shows) and
// checks at several moments, at 1366x768 and 390x844, that every jewelry tile, person tile,
// God card, action and task on the table is a picture with its number where it has one, never
// a word, and keeps its name in words.
func TestPiecesAreDrawn(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Step("viewport", chromedp.EmulateViewport(1366, 768), reduceMotion())
	b.Open(srv.URL + "/?lang=pl") // the language whose short words were longest
	b.WaitJS(`document.documentElement.lang === 'pl'`)
	StartBotGame(b, []string{"person", "person", "person"}, "instant", "51")
	step := fmt.Sprintf(barStepJS, 5151)
	seen := map[string]int{}
	for moves := 0; moves < 120; moves++ {
		if moves%30 == 0 {
			for _, s := range barSizes {
				b.Step("viewport", chromedp.EmulateViewport(s[0], s[1]))
				r := Eval[struct {
					Out    []string       `json:"out"`
					Counts map[string]int `json:"counts"`
				}](b, `new Promise(r => requestAnimationFrame(() => r(`+piecesSpeltJS+`)))`)
				for k, n := range r.Counts {
					seen[k] += n
				}
				if len(r.Out) > 0 {
					b.Screenshot("pieces-spelled")
					t.Fatalf("after %d moves at %dx%d:\n  %s", moves, s[0], s[1], strings.Join(r.Out, "\n  "))
				}
			}
			b.Step("viewport", chromedp.EmulateViewport(1366, 768))
		}
		if Eval[string](b, step) == "over" {
			break
		}
	}
	for _, k := range []string{"jewel", "person", "card", "action", "task"} {
		if seen[k] == 0 {
			t.Errorf("no %s was on the table to look at", k)
		}
	}
	t.Logf("pieces looked at: %v", seen)
}
