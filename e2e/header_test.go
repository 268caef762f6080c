//go:build !wasm

package e2e

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// headerWatchJS installs a watch on the table's header (the top bar and the prompt bar): every
// height either takes, from the first drawing of the table to the score sheet, with what the
// table showed then (the round's stage, a pass screen, a computer thinking, the question), and
// for the prompt bar the heights it takes during each decision (by the decisions made so far
// and the question).
const headerWatchJS = `(() => {
  const seen = window.__hdrSeen = {};
  const per = window.__hdrPerDecision = {};
  const what = () => {
    const q = document.getElementById('prompt-text');
    const st = document.querySelector('.topbar .stage');
    return (document.getElementById('take-device') ? 'pass screen; ' : '') +
      (q && q.classList.contains('thinking') ? 'computer; ' : '') +
      (st ? st.textContent : '') + ': ' + (q ? q.textContent.slice(0, 80) : '');
  };
  const note = (name, el) => {
    if (!el.isConnected) return; // the score sheet took the table's place
    const h = Math.round(el.getBoundingClientRect().height * 10) / 10;
    const k = name + ' ' + h;
    const w = what();
    if (w.startsWith('computer; ')) window.__hdrComputer = (window.__hdrComputer || 0) + 1;
    if (!(k in seen)) seen[k] = w;
    if (name === 'prompt bar' && !document.getElementById('take-device')) {
      const t = document.querySelector('.screen.table'), q = document.getElementById('prompt-text');
      const d = (t ? t.getAttribute('data-moves') : '') + ' ' + (q ? q.textContent : '');
      const hs = per[d] = per[d] || [];
      if (!hs.includes(h)) hs.push(h);
    }
  };
  const watched = new WeakSet();
  const ro = new ResizeObserver(es => es.forEach(e => note(e.target.classList.contains('topbar') ? 'top bar' : 'prompt bar', e.target)));
  const look = () => {
    for (const [sel, name] of [['.topbar', 'top bar'], ['.promptbar', 'prompt bar']]) {
      const el = document.querySelector(sel);
      if (!el) continue;
      note(name, el);
      if (!watched.has(el)) { watched.add(el); ro.observe(el); }
    }
  };
  new MutationObserver(look).observe(document.getElementById('root'), {subtree: true, childList: true, characterData: true, attributes: true});
  look();
  return true;
})()`

// headerPlayJS plays up to n decisions of the people at the table (the pass-device button, or
// an open choice picked by a seeded generator), waiting while a computer player thinks; it
// resolves with whether the score sheet shows.
const headerPlayJS = `(async (n) => {
  window.__hSeed = window.__hSeed || 99;
  const rnd = (k) => { window.__hSeed = (window.__hSeed * 1103515245 + 12345) %% 2147483648; return window.__hSeed %% k; };
  const frame = () => new Promise(r => requestAnimationFrame(() => r()));
  for (let i = 0; i < n; ) {
    if (document.getElementById('winner')) return true;
    const take = document.getElementById('take-device');
    if (take) { take.click(); await frame(); await frame(); i++; continue; }
    const els = [...(document.getElementById('give-up') || document).querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true'); // a give-up's question is answered first
    if (!els.length || document.querySelector('#prompt-text.thinking')) { await new Promise(r => setTimeout(r, 20)); continue; }
    const keys = [...new Set(els.map(e => e.getAttribute('data-choice')))].sort();
    const k = keys[rnd(keys.length)];
    els.find(e => e.getAttribute('data-choice') === k).click();
    await frame(); await frame();
    i++;
  }
  return !!document.getElementById('winner');
})(%d)`

// TestHeaderKeepsItsHeight plays a whole 3-seat game (two people, so pass-device screens, and a
// computer player at instant pace: its turns still show the thinking line) at 1366x768 and
// 390x844: the top bar keeps one height through Phases A, B and C, pass screens and computer
// turns, and the prompt bar keeps one height while each decision is made (it takes the height
// its question and choices need, at least its minimum), so the table below never jumps under
// the player's pointer. The heights the prompt bar takes over the game are logged. The two
// sizes play side by side.
func TestHeaderKeepsItsHeight(t *testing.T) {
	for _, vp := range []struct{ w, h int }{{1366, 768}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", vp.w, vp.h), func(t *testing.T) {
			t.Parallel()
			srv := Serve(t, Dist(t), "")
			b := NewBrowser(t)
			b.Step("viewport", chromedp.EmulateViewport(int64(vp.w), int64(vp.h)))
			b.Open(srv.URL)
			StartBotGame(b, []string{"person", "person", "easy"}, "instant", "321")
			Eval[bool](b, headerWatchJS)
			done := false
			for i := 0; i < 40 && !done; i++ {
				done = Eval[bool](b, fmt.Sprintf(headerPlayJS, 30))
				if i == 3 {
					b.Screenshot(fmt.Sprintf("header-%dx%d", vp.w, vp.h))
				}
			}
			if !done {
				t.Fatal("the game did not reach the score sheet")
			}
			if n := Eval[int](b, `window.__hdrComputer || 0`); n == 0 {
				t.Error("the header was never measured while the computer player thought")
			}
			seen := Eval[map[string]string](b, `window.__hdrSeen`)
			heights := map[string][]string{}
			for k, ctx := range seen {
				name := k[:strings.LastIndexByte(k, ' ')]
				heights[name] = append(heights[name], k[len(name)+1:]+" px ("+ctx+")")
			}
			for _, name := range []string{"top bar", "prompt bar"} {
				hs := heights[name]
				sort.Strings(hs)
				switch {
				case len(hs) == 0:
					t.Errorf("the %s was never measured", name)
				case len(hs) > 1 && name == "top bar":
					t.Errorf("the %s takes %d heights:\n  %s", name, len(hs), strings.Join(hs, "\n  "))
				default:
					t.Logf("the %s takes %d heights:\n  %s", name, len(hs), strings.Join(hs, "\n  "))
				}
			}
			jumps := 0
			for d, hs := range Eval[map[string][]float64](b, `window.__hdrPerDecision`) {
				if len(hs) > 1 {
					jumps++
					if jumps <= 10 {
						t.Errorf("the prompt bar changes its height while a decision is made: %v px at %q", hs, d)
					}
				}
			}
		})
	}
}
