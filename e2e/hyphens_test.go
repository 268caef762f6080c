//go:build !wasm

package e2e

// Long words break only where a reader expects it: at a space, a dash, or a soft hyphen the
// catalog put at a hyphenation point (which the browser draws as "-"), never between two
// letters of a word. Chromium hyphenates nothing with hyphens: auto unless it has the
// language's dictionary, which a browser may lack (Debian's has none), so the catalogs carry
// soft hyphens in the long words of narrow places (docs/i18n.md).

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// brokenWordsJS lists the words of the page that a line break cuts between two letters with no
// soft hyphen there, each with the element that holds it. It reads every visible text node
// (screen-reader-only texts, SVG and player names left out) character by character with
// Range.getClientRects: a character on a lower line than the character before it starts a new
// line, and that break must come after a space, a dash, a slash or a soft hyphen.
const brokenWordsJS = `(() => {
  const out = [];
  const word = /[\p{L}\p{M}\p{N}]/u;
  const name = el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : '');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const r = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest('svg, .sr-only, .why, .nm, .bname, [aria-hidden="true"], script, style')) continue;
    const cs = getComputedStyle(el);
    if (cs.display === 'none' || cs.visibility === 'hidden') continue;
    const s = n.data;
    let prev = -1, prevTop = 0;
    for (let i = 0; i < s.length; i++) {
      if (/\s|\u00ad/.test(s[i])) continue;
      r.setStart(n, i); r.setEnd(n, i + 1);
      const rects = r.getClientRects();
      if (!rects.length || rects[rects.length - 1].height < 2) continue;
      // a character after a drawn soft hyphen also reports the hyphen's box: its own is the last
      const last = rects[rects.length - 1];
      const top = last.top, h = last.height;
      if (prev >= 0 && top > prevTop + h / 2 && word.test(s[prev]) && word.test(s[i])) {
        const between = s.slice(prev + 1, i);
        if (!/[\s\u00ad]/.test(between)) {
          let a = prev, b = i;
          while (a > 0 && word.test(s[a - 1])) a--;
          while (b < s.length - 1 && word.test(s[b + 1])) b++;
          out.push(name(el) + ': "' + s.slice(a, prev + 1) + '|' + s.slice(prev + 1, b + 1).replace(/\u00ad/g, '') + '"');
        }
      }
      prev = i; prevTop = top;
    }
    if (out.length > 20) break;
  }
  return [...new Set(out)];
})()`

// viewports the table is looked at in: a phone, a small phone, a desktop.
var hyphenViewports = [][2]int64{{390, 844}, {360, 740}, {1366, 768}}

// TestWordsBreakOnlyAtHyphens plays a 4-player game in each language (Italian and Polish have
// the longest words) and looks at the table in each stage, and at the score sheet, at 390x844,
// 360x740 and 1366x768: no word may be broken between two letters without a hyphen.
func TestWordsBreakOnlyAtHyphens(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	for i, lang := range []string{"it", "pl", "pt", "es", "en"} {
		t.Run(lang, func(t *testing.T) {
			b := NewBrowser(t)
			b.Step("viewport", chromedp.EmulateViewport(390, 844))
			b.Open(srv.URL + "/?lang=" + lang)
			b.WaitJS(fmt.Sprintf(`document.documentElement.lang === %q`, lang))
			StartBotGame(b, []string{"person", "easy", "easy", "easy"}, "instant", fmt.Sprint(900+i))
			stages := map[string]bool{}
			seen := map[string]bool{}
			var faults []string
			look := func(where string) {
				for _, vp := range hyphenViewports {
					b.Step("viewport", chromedp.EmulateViewport(vp[0], vp[1]))
					for _, f := range Eval[[]string](b, brokenWordsJS) {
						if f = fmt.Sprintf("%dx%d %s", vp[0], vp[1], f); !seen[f] {
							seen[f] = true
							faults = append(faults, f+" ("+where+")")
						}
					}
				}
				b.Step("viewport", chromedp.EmulateViewport(390, 844))
			}
			for step := 0; step < 3000; step++ {
				stage := Eval[string](b, `(document.querySelector('.topbar .stage') || {}).textContent || ''`)
				if stage != "" && !stages[stage] {
					stages[stage] = true
					look(stage)
				}
				if PlayPerson(b).Done {
					break
				}
			}
			if len(stages) < 3 || Eval[bool](b, `!document.getElementById('winner')`) {
				t.Fatalf("the game showed %d stages and did not reach the score sheet", len(stages))
			}
			look("score sheet")
			if len(faults) > 0 {
				t.Errorf("words broken without a hyphen:\n  %s", strings.Join(faults, "\n  "))
			}
		})
	}
}
