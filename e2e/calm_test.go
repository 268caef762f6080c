//go:build !wasm

package e2e

// The table's calm (components/promptbar.go, boardparts.go, web/keys.js, web/table.js): over
// decisions of random games, in five languages, at a laptop's and a phone's size, the bar keeps
// its height, the header and the bar leave the phone most of its screen with the question
// whole, every glowing choice can be hit (nothing lies over it: no panel, drawer, tooltip or
// bar, "since your turn" open or not), and Tab reaches a glowing choice in a few presses.

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// calmPosition is a decision of Ana's (a person, against computers) in a random game.
type calmPosition struct {
	code string
	kind engine.PromptKind
	gods int // ways of playing a God open
}

// calmPositions plays random games of Ana against computers and keeps the first decision of
// Ana's of each kind, and the one with the most ways of playing a God.
func calmPositions(t *testing.T) []calmPosition {
	t.Helper()
	seen := map[engine.PromptKind]bool{}
	var out []calmPosition
	most := calmPosition{}
	for seed := uint64(1); seed <= 8; seed++ {
		np := 2 + int(seed%3)
		setup := gameapp.Setup{Names: []string{"Ana", "Ben", "Cleo", "Dan"}[:np], Seed: 100 + seed}
		setup.Seats = make([]gameapp.SeatKind, np)
		for i := 1; i < np; i++ {
			setup.Seats[i] = gameapp.BotMedium
		}
		s, err := gameapp.NewSession(setup)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 40))
		for !s.Game().Over() {
			g := s.Game()
			if pr := g.Prompt(); pr.Player == 0 {
				gods := 0
				for _, c := range g.Legal() {
					if c.Kind == engine.KPlayGod {
						gods++
					}
				}
				p := calmPosition{code: gameapp.ExportCode(s.Setup(), s.Choices()), kind: pr.Kind, gods: gods}
				if !seen[pr.Kind] {
					seen[pr.Kind] = true
					out = append(out, p)
				}
				if gods > most.gods {
					most = p
				}
			}
			l := g.Legal()
			if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if most.gods < 3 {
		t.Fatalf("no decision with three ways of playing a God (most %d)", most.gods)
	}
	return append(out, most)
}

// calmJS measures the page: the bar's and the header's heights, whether the question is whole,
// and each glowing choice that cannot be hit (elementFromPoint at its centre, once scrolled
// into view, is neither it nor inside it), with what lies there.
const calmJS = `(async () => {
  const frame = () => new Promise(r => requestAnimationFrame(r));
  await frame(); await frame();
  const bar = document.querySelector('.promptbar'), top = document.querySelector('.topbar'), q = document.getElementById('prompt-text');
  const out = {bar: bar ? bar.getBoundingClientRect().height : -1, top: top ? top.getBoundingClientRect().height : -1,
    whole: !!q && q.scrollHeight <= q.clientHeight + 1 && q.scrollWidth <= q.clientWidth + 1 &&
      q.getBoundingClientRect().bottom <= bar.getBoundingClientRect().bottom + 1 && q.getBoundingClientRect().right <= innerWidth + 1,
    hidden: [], glowing: 0, question: q ? q.textContent : ''};
  const els = [...document.querySelectorAll('[data-choice], [data-ways]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true' && e.getClientRects().length);
  out.glowing = els.length;
  for (const e of els) {
    e.scrollIntoView({block: 'center', inline: 'center'});
    await frame();
    const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const at = document.elementFromPoint(x, y);
    if (!at || !(at === e || e.contains(at))) {
      const o = at ? (at.id ? '#' + at.id : at.tagName + '.' + String(at.className && at.className.baseVal !== undefined ? at.className.baseVal : at.className).split(' ').join('.')) : 'nothing';
      out.hidden.push((e.getAttribute('data-choice') || e.getAttribute('data-ways')) + ' under ' + o + (at && at.closest('[id]') ? ' in #' + at.closest('[id]').id : ''));
    }
  }
  window.scrollTo(0, 0);
  return out;
})()`

type calmFigures struct {
	Bar, Top float64
	Whole    bool
	Hidden   []string
	Glowing  int
	Question string
}

// onRovingJS reports whether the focus is on a glowing choice (a place, a God card, a die,
// building or hut's source of the bar).
const onRovingJS = `(() => { const a = document.activeElement;
  return !!a && a.matches('[data-choice], [data-ways], [data-die], [data-building], [data-hut]') && !a.disabled && a.getAttribute('aria-disabled') !== 'true'; })()`

// tabFromTopJS makes the next Tab start from the top of the page, as when the page has just
// opened: a button put first in the page takes the focus and goes.
const tabFromTopJS = `(() => { const b = document.createElement('button'); document.body.prepend(b); b.focus(); b.remove(); window.scrollTo(0, 0); return true; })()`

func TestTheTableKeepsItsCalm(t *testing.T) {
	t.Parallel()
	positions := calmPositions(t)
	srv := serve(t)
	langs := []string{"en", "pt", "es", "it", "pl"}
	sizes := [][2]int64{{1366, 768}, {390, 844}}
	checked, maxBar, maxShare := 0, 0.0, 0.0
	for li, lang := range langs {
		for si, sz := range sizes {
			hb := NewBrowser(t)
			b := &uiBrowser{t: t, ctx: hb.Context(), cancel: func() {}}
			b.do(10*time.Second, chromedp.EmulateViewport(sz[0], sz[1]))
			// each language and size looks at its share of the decisions, every decision at
			// some size in some language, the one with the most Gods everywhere
			for pi, p := range positions {
				if pi != len(positions)-1 && (pi+li+si)%4 != 0 {
					continue
				}
				where := fmt.Sprintf("%s %dx%d, decision kind %d", lang, sz[0], sz[1], p.kind)
				b.open(srv.URL + "/?lang=" + lang + "#game=" + p.code)
				b.until(`!!document.getElementById('prompt-text') || !!document.getElementById('confirm-load')`)
				if b.exists("#confirm-load") {
					b.click("#confirm-load") // another game was on the table: this one is loaded beside it
					b.wait("#prompt-text")
				}
				if b.exists("#save-notice button") {
					b.click("#save-notice button")
					b.until(`!document.getElementById('save-notice')`)
				}
				b.until(`!!document.querySelector('.screen.table') && !document.querySelector('#prompt-text.thinking') && window.__boraboraKeysSettled && window.__boraboraKeysSettled()`)
				var f calmFigures
				b.eval(calmJS, &f)
				checked++
				if f.Glowing == 0 {
					t.Fatalf("%s: nothing to choose (%q)", where, f.Question)
				}
				if sz[0] > 700 {
					maxBar = max(maxBar, f.Bar)
					if f.Bar > 96 {
						b.shot("calm-bar-" + lang)
						t.Errorf("%s: the bar is %.0f px tall (at most 96)", where, f.Bar)
					}
				} else {
					share := (f.Bar + f.Top) / float64(sz[1])
					maxShare = max(maxShare, share)
					if share > 0.35 {
						b.shot("calm-share-" + lang)
						t.Errorf("%s: the header (%.0f px) and the bar (%.0f px) take %.0f%% of the screen (at most 35%%)", where, f.Top, f.Bar, 100*share)
					}
				}
				if !f.Whole {
					t.Errorf("%s: the question is not whole: %q", where, f.Question)
				}
				for _, h := range f.Hidden {
					t.Errorf("%s: a glowing choice cannot be hit: %s", where, h)
				}
				// Tab from the top of the page reaches a glowing choice within 15 presses
				b.eval(tabFromTopJS, nil)
				reached := false
				for i := 0; i < 15 && !reached; i++ {
					b.do(5*time.Second, chromedp.KeyEvent(kb.Tab))
					b.eval(onRovingJS, &reached)
				}
				if !reached {
					var path []string
					b.eval(tabFromTopJS, nil)
					for i := 0; i < 15; i++ {
						var at string
						b.do(5*time.Second, chromedp.KeyEvent(kb.Tab))
						b.eval(`(() => { const a = document.activeElement; return a ? (a.id || a.tagName + '.' + a.className + ' ' + (a.getAttribute('data-choice') || '')) : ''; })()`, &at)
						path = append(path, at)
					}
					t.Errorf("%s: 15 presses of Tab reached no glowing choice: %q", where, path)
				}
				// "since your turn" open: it lies over no glowing choice
				if b.exists("#since-open") {
					b.click("#since-open")
					b.wait("#since")
					var g calmFigures
					b.eval(calmJS, &g)
					for _, h := range g.Hidden {
						t.Errorf("%s, since your turn open: a glowing choice cannot be hit: %s", where, h)
					}
				}
			}
		}
	}
	t.Logf("%d decisions looked at in %d languages and 2 sizes; tallest bar on a laptop %.0f px, largest share of a phone's screen %.0f%%",
		checked, len(langs), maxBar, 100*maxShare)
	if checked < 40 {
		t.Fatalf("only %d decisions looked at", checked)
	}
}
