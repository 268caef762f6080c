//go:build !wasm

package e2e

// The prompt bar hides nothing: in every language, at 1366x768 and at 390x844, at every
// decision of a game played by random clicks (and at every kind of decision the game did not
// reach, opened from a save code), the whole question is on screen and every button of the
// bar is whole and inside the window.

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"borabora/gameapp"

	"github.com/chromedp/chromedp"
)

// barFaultsJS lists what the prompt bar hides at the page's present size: a question that is
// cut (its text taller or wider than its box, an ellipsis, a line clamp), scrolled inside the
// bar, outside the window, clipped by a box around it or covered by a button; a button of the
// bar that is hidden, outside the window (on a phone a row of choices may scroll sideways, so
// a button beyond its right edge is reached by scrolling it), clipped by a box that hides or
// scrolls its overflow, or whose words do not fit it. It resolves with the decision's kind
// and the faults.
const barFaultsJS = `(() => {
  const bar = document.querySelector('.promptbar');
  const out = [];
  if (!bar || document.getElementById('take-device')) return {kind: '', faults: out};
  const vw = document.documentElement.clientWidth, vh = innerHeight;
  const q = document.getElementById('prompt-text');
  const name = el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : '');
  const say = (el, what) => out.push(name(el) + ' "' + el.textContent.trim().slice(0, 50) + '": ' + what + ' at ' + vw + 'x' + vh);
  const r1 = r => Math.round(r * 10) / 10;
  // the boxes between el and the page that hide or scroll their overflow, and whether el lies
  // inside each one (sideways only where the box scrolls sideways, when sideways is true)
  const clips = (el, sideways) => {
    const r = el.getBoundingClientRect();
    let left = r.left, right = r.right; // beyond a row that scrolls sideways, the row's window counts
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a), ar = a.getBoundingClientRect();
      if (cs.overflowY !== 'visible' && (r.top < ar.top - 0.5 || r.bottom > ar.bottom + 0.5))
        return name(a) + ' hides it above or below (' + r1(r.top) + '..' + r1(r.bottom) + ' in ' + r1(ar.top) + '..' + r1(ar.bottom) + ')';
      const scrollsX = cs.overflowX === 'auto' || cs.overflowX === 'scroll';
      if (sideways && scrollsX) { left = Math.max(left, ar.left); right = Math.min(right, ar.right); continue; }
      if (cs.overflowX !== 'visible' && (left < ar.left - 0.5 || right > ar.right + 0.5))
        return name(a) + ' hides it at the side (' + r1(left) + '..' + r1(right) + ' in ' + r1(ar.left) + '..' + r1(ar.right) + ')';
    }
    return '';
  };
  const inRow = el => { for (let a = el.parentElement; a && a !== bar; a = a.parentElement) { const o = getComputedStyle(a).overflowX; if (o === 'auto' || o === 'scroll') return true; } return false; };
  const buttons = [...bar.querySelectorAll('button')];
  if (q) {
    const cs = getComputedStyle(q), r = q.getBoundingClientRect();
    if (cs.display === 'none' || cs.visibility === 'hidden' || r.width < 2 || r.height < 2) say(q, 'the question is not shown');
    else {
      if (q.scrollHeight > q.clientHeight + 1) say(q, 'the question is cut or scrolls below (' + q.scrollHeight + ' > ' + q.clientHeight + ')');
      if (q.scrollWidth > q.clientWidth + 1) say(q, 'the question is cut at the side (' + q.scrollWidth + ' > ' + q.clientWidth + ')');
      if (cs.textOverflow === 'ellipsis' && cs.overflowX !== 'visible') say(q, 'the question may end in an ellipsis');
      if (cs.webkitLineClamp && cs.webkitLineClamp !== 'none') say(q, 'the question is clamped to lines');
      if (r.top < -0.5 || r.bottom > vh + 0.5 || r.left < -0.5 || r.right > vw + 0.5) say(q, 'the question is outside the window');
      const c = clips(q, false);
      if (c) say(q, c);
      for (const b of buttons) {
        const br = b.getBoundingClientRect();
        if (br.width && br.height && br.left < r.right - 1 && br.right > r.left + 1 && br.top < r.bottom - 1 && br.bottom > r.top + 1)
          say(q, 'the question lies under the button ' + name(b));
      }
    }
  }
  for (const b of buttons) {
    const cs = getComputedStyle(b), r = b.getBoundingClientRect();
    if (b.closest('.sr-only')) continue;
    if (cs.display === 'none' || cs.visibility === 'hidden' || r.width < 2 || r.height < 2) { say(b, 'a button of the bar is hidden'); continue; }
    if (r.top < -0.5 || r.bottom > vh + 0.5) say(b, 'a button is above or below the window');
    if ((r.left < -0.5 || r.right > vw + 0.5) && !inRow(b)) say(b, 'a button is outside the window at the side');
    const c = clips(b, true);
    if (c) say(b, c);
    if (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1) say(b, 'the words do not fit the button (' + b.scrollWidth + 'x' + b.scrollHeight + ' in ' + b.clientWidth + 'x' + b.clientHeight + ')');
  }
  return {kind: q ? (q.getAttribute('data-kind') || '') : '', faults: out};
})()`

// barStepJS makes one move of a hot-seat game: it takes the device at a pass screen, else
// clicks an open choice picked by a little seeded generator (the same sequence for a seed).
// It resolves with "pass", the choice clicked, "over" at the score sheet, or "" when nothing
// could be clicked yet.
const barStepJS = `(async () => {
  window.__bSeed = window.__bSeed || %d;
  const rnd = (n) => { window.__bSeed = (window.__bSeed * 1103515245 + 12345) %% 2147483648; return window.__bSeed %% n; };
  const frame = () => new Promise(r => requestAnimationFrame(() => r()));
  if (document.getElementById('winner')) return 'over';
  const take = document.getElementById('take-device');
  if (take) { take.click(); await frame(); await frame(); return 'pass'; }
  const els = [...(document.getElementById('give-up') || document).querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true'); // a give-up's question is answered first
  if (!els.length) { await frame(); return ''; }
  const keys = [...new Set(els.map(e => e.getAttribute('data-choice')))].sort();
  const k = keys[rnd(keys.length)];
  els.find(e => e.getAttribute('data-choice') === k).click();
  await frame(); await frame();
  return k;
})()`

// barNames are the longest names the form takes (20 characters), so that the questions that
// name a player are as long as they get.
var barNames = []string{"Wiktoria Przybylska", "Maximilian Oberhaus", "Bartholomew Fontaine", "Guadalupe Castellano"}

// barSizes are the two windows the bar is checked in.
var barSizes = [2][2]int64{{1366, 768}, {390, 844}}

// checkBar checks the bar at both sizes, at the size the page has first (sizes[0]), then at
// the other, where it stays; it swaps sizes so that the next check starts where this one ended
// (one change of size per decision). It returns the decision's kind ("" when no question is
// shown) and the faults found. Reading the layout makes the browser apply the new size.
func checkBar(b *Browser, sizes *[2][2]int64) (string, []string) {
	b.t.Helper()
	var kind string
	var faults []string
	for i, s := range sizes {
		if i > 0 {
			b.Step("viewport", chromedp.EmulateViewport(s[0], s[1]))
		}
		r := Eval[struct {
			Kind   string   `json:"kind"`
			Faults []string `json:"faults"`
		}](b, barFaultsJS)
		kind = r.Kind
		faults = append(faults, r.Faults...)
	}
	sizes[0], sizes[1] = sizes[1], sizes[0]
	return kind, faults
}

func TestPromptBarHidesNothing(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	for i, lang := range gameLanguages {
		t.Run(lang, func(t *testing.T) {
			b := NewBrowser(t)
			b.Step("viewport", chromedp.EmulateViewport(1366, 768), reduceMotion())
			url := srv.URL + "/?lang=" + lang
			b.Open(url)
			// the Hint button in the bar: the device's setting, as the Players dialog keeps it
			Eval[bool](b, `(localStorage.setItem('`+gameapp.KeyPrefix+`settings', '{"hint":true}'), true)`)
			b.Reload()
			b.WaitJS(fmt.Sprintf(`document.documentElement.lang === %q`, lang))
			b.Click(`button[data-n="4"]`)
			b.WaitVisible(`#name-3`)
			for s, n := range barNames {
				Eval[bool](b, fmt.Sprintf(`(() => { const e = document.getElementById('name-%d'); e.value = %q; e.dispatchEvent(new Event('input', {bubbles: true})); return true })()`, s, n))
			}
			b.WaitJS(fmt.Sprintf(`document.getElementById('name-3').value === %q`, barNames[3]))
			Eval[bool](b, fmt.Sprintf(`(() => { document.querySelector('details.more').open = true; const s = document.getElementById('seed'); s.value = '%d'; s.dispatchEvent(new Event('change', {bubbles: true})); return true })()`, 40+i))
			b.Click(`#start-game`)
			b.WaitJS(`!!document.getElementById('prompt-text') || !!document.getElementById('take-device')`)

			seen := map[string]int{}
			bad := 0
			report := func(where string, faults []string) {
				for _, f := range faults {
					if bad < 25 {
						t.Errorf("%s: %s", where, f)
					}
					bad++
				}
				if len(faults) > 0 && bad <= len(faults) {
					b.Screenshot("bar-fault")
				}
			}
			step := fmt.Sprintf(barStepJS, 900+i)
			decisions := 0
			sizes := barSizes
			for moves := 0; moves < 400 && decisions < 70; moves++ {
				kind, faults := checkBar(b, &sizes)
				if kind != "" {
					seen[kind]++
					decisions++
					report(fmt.Sprintf("decision %d (kind %s)", decisions, kind), faults)
				}
				if got := Eval[string](b, step); got == "over" {
					break
				}
			}
			// every kind of decision the game did not reach, from a save code of a game at it
			for name, k := range engineKinds {
				if seen[fmt.Sprint(int(k))] > 0 {
					continue
				}
				b.Navigate(gameapp.ShareLink(url, codeAt(t, k)))
				b.WaitJS(`!!document.getElementById('confirm-load')`)
				b.Click("#confirm-load")
				b.WaitJS(`!!document.getElementById('take-device') || !!document.querySelector('#prompt-text[data-kind]')`)
				if Eval[bool](b, `!!document.getElementById('take-device')`) {
					b.Click("#take-device")
				}
				b.WaitJS(`!!document.querySelector('[data-choice]')`)
				kind, faults := checkBar(b, &sizes)
				if kind != fmt.Sprint(int(k)) {
					t.Errorf("the game opened at a decision of kind %s shows kind %q", name, kind)
					continue
				}
				seen[kind]++
				report("decision of kind "+name+" from a code", faults)
			}
			var kinds []string
			for k, n := range seen {
				kinds = append(kinds, fmt.Sprintf("%s×%d", k, n))
			}
			sort.Strings(kinds)
			t.Logf("%s: %d decisions checked at two sizes; kinds %s; %d faults", lang, decisions, strings.Join(kinds, " "), bad)
		})
	}
}
