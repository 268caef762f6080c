//go:build !wasm

package e2e

// Computer players in the browser: a whole game of one person against three computers, the
// page staying responsive while a Hard computer searches, and the "Players" dialog with undo.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestOnePersonAgainstThreeComputers plays a 4-player game, the person against an Easy, a
// Medium and a Hard computer player, to the final score sheet: the person clicks enabled
// [data-choice] elements at their turn and waits while the computers think. No pass-device
// screen may show (one person), and nothing may be clickable during a computer's turn.
func TestOnePersonAgainstThreeComputers(t *testing.T) {
	t.Parallel() // long and self-contained: runs beside another such test (doc.go)
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	kinds := []string{"person", "easy", "medium", "hard"}
	StartBotGame(b, kinds, "instant", "808")
	clicks := 0
	for i := 0; i < 4000; i++ {
		r := PlayPerson(b)
		if r.Done {
			if !strings.Contains(r.Text, "wins") {
				t.Fatalf("score sheet without a winner: %q", r.Text)
			}
			t.Logf("finished after %d clicks by the person: %s", clicks, r.Text)
			b.Screenshot("score")
			break
		}
		clicks++
		if clicks == 120 {
			b.Screenshot("mid")
		}
	}
	if Eval[bool](b, `!document.getElementById('winner')`) {
		t.Fatal("the game did not end")
	}
	per := map[int]int{}
	for _, d := range BotDecisions(b) {
		per[d.Seat]++
		if want := kinds[d.Seat]; d.Level != want {
			t.Fatalf("seat %d decided as %s, set up as %s", d.Seat, d.Level, want)
		}
	}
	if per[0] != 0 {
		t.Fatalf("a computer decided %d times for the person's seat", per[0])
	}
	for s := 1; s <= 3; s++ {
		if per[s] < 20 {
			t.Fatalf("seat %d (%s) made only %d decisions", s, kinds[s], per[s])
		}
	}
	if clicks < 20 {
		t.Fatalf("the person decided only %d times", clicks)
	}
	t.Logf("computer decisions by seat: %v", per)
}

// TestPageRespondsWhileHardComputerThinks opens the Rules panel while a Hard computer player
// (default budget) is searching, and checks that it opens before the computer's decision is
// applied, and that animation frames keep coming during the search; and the same with a Master
// computer player.
func TestPageRespondsWhileHardComputerThinks(t *testing.T) {
	for _, level := range []string{"hard", "master"} {
		t.Run(level, func(t *testing.T) { pageRespondsWhileThinking(t, level) })
	}
}

func pageRespondsWhileThinking(t *testing.T, level string) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	StartBotGame(b, []string{"person", level}, "instant", "5150")
	type probe struct {
		Phase  string  `json:"phase"`
		Frames int     `json:"frames"`
		MaxGap float64 `json:"maxGap"`
	}
	// Waits for a Hard search, then clicks Rules; tells whether the panel was on screen while
	// the same decision was still being made.
	const probeJS = `(async () => {
  const until = performance.now() + 20000;
  while (!document.querySelector('#prompt-text.thinking')) {
    if (document.getElementById('winner')) return {phase: 'over'};
    if (performance.now() > until) return {phase: 'no-search'};
    const els = [...document.querySelectorAll('[data-choice]')].filter(e => !e.disabled);
    if (els.length) { els[0].click(); }
    await new Promise(r => setTimeout(r, 20));
  }
  const n0 = (window.__bbBotDecisions || []).length;
  let frames = 0, last = performance.now(), maxGap = 0, running = true;
  const tick = (t) => { frames++; maxGap = Math.max(maxGap, t - last); last = t; if (running) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  document.getElementById('open-rules').click();
  while (performance.now() < until) {
    const done = (window.__bbBotDecisions || []).length > n0;
    const open = !!document.querySelector('#rules');
    if (open && !done) { running = false; return {phase: 'during', frames, maxGap}; }
    if (done) { running = false; return {phase: 'after', frames, maxGap}; }
    await new Promise(r => setTimeout(r, 5));
  }
  running = false;
  return {phase: 'timeout', frames, maxGap};
})()`
	during := 0
	for try := 0; try < 12 && during < 3; try++ {
		p := Eval[probe](b, probeJS)
		t.Logf("try %d: rules panel opened %s the decision; %d frames, longest gap %.0f ms", try, p.Phase, p.Frames, p.MaxGap)
		switch p.Phase {
		case "during":
			during++
			if during == 1 {
				b.Screenshot("rules-during-search")
			}
		case "over", "no-search", "timeout":
			t.Fatalf("probe: %s", p.Phase)
		}
		// close the panel again
		b.Click(`#close-rules`)
		b.WaitJS(`!document.querySelector('#rules')`)
	}
	if during == 0 {
		t.Fatalf("the Rules panel never opened while the %s computer was thinking: the search blocks the page", level)
	}
}

// TestComputersMenuAndUndo plays against a Medium computer at normal speed: the thinking line
// shows, Undo takes back the person's decision together with the computer's answer, and the
// Players dialog hands the computer's seat to a second person, after which the pass-device
// screen appears between the two people. Screenshots at 1366x768 and 390x844 go to out/.
func TestComputersMenuAndUndo(t *testing.T) {
	for _, vp := range []struct {
		w, h int
		tag  string
	}{{1366, 768, "1366"}, {390, 844, "390"}} {
		t.Run(vp.tag, func(t *testing.T) {
			srv := Serve(t, Dist(t), "")
			b := NewBrowser(t)
			b.Step("viewport", chromedp.EmulateViewport(int64(vp.w), int64(vp.h)))
			b.Open(srv.URL)
			b.Click(`button[data-n="3"]`)
			b.WaitVisible(`#kind-2`)
			Eval[bool](b, `(() => { const s = document.getElementById('kind-1'); s.value = 'expert'; s.dispatchEvent(new Event('change', {bubbles: true})); document.querySelector('details.more').open = true; return true })()`)
			b.WaitJS(`document.getElementById('kind-1').value === 'expert'`)
			b.Screenshot("start")
			StartBotGame(b, []string{"person", "medium", "hard"}, "normal", "99")
			// play until the person decides right after the computers answered their decision
			const readyJS = `(async () => {
  for (let k = 0; k < 800; k++) {
    if (document.getElementById('winner')) return 'over';
    if (!document.querySelector('#prompt-text.thinking')) {
      const u = document.getElementById('undo');
      if (u && !u.disabled && (u.getAttribute('aria-label') || '').includes('computer move')) return 'ready';
      const els = [...(document.getElementById('give-up') || document).querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true'); // a give-up's question is answered first
      if (els.length) { els[(k * 7) % els.length].click(); await new Promise(r => requestAnimationFrame(() => r())); return 'clicked'; }
    }
    await new Promise(r => setTimeout(r, 25));
  }
  return 'timeout';
})()`
			ready := false
			for i := 0; i < 100 && !ready; i++ {
				switch r := Eval[string](b, readyJS); r {
				case "ready":
					ready = true
				case "over", "timeout":
					t.Fatalf("waiting for an undo over computer moves: %s", r)
				}
			}
			if !ready {
				t.Fatal("never an undo that takes computer moves back")
			}
			b.Screenshot("person-turn")
			moves := func() int { return Eval[int](b, `+document.querySelector('.screen.table').getAttribute('data-moves')`) }
			label := Eval[string](b, `document.getElementById('undo').getAttribute('aria-label')`)
			var nb int
			if _, err := fmt.Sscanf(label[strings.Index(label, "(and "):], "(and %d computer", &nb); err != nil || nb < 1 {
				t.Fatalf("undo label %q: %v", label, err)
			}
			m0 := moves()
			if Eval[bool](b, `getComputedStyle(document.getElementById('menu-toggle')).display !== 'none' && document.getElementById('menu-toggle').getAttribute('aria-expanded') !== 'true'`) {
				b.Click(`#menu-toggle`) // a phone keeps the menu behind its Menu button
				b.WaitVisible(`#undo`)
			}
			b.Click(`#undo`)
			b.WaitJS(fmt.Sprintf(`+document.querySelector('.screen.table').getAttribute('data-moves') !== %d`, m0))
			if m := moves(); m != m0-nb-1 {
				t.Fatalf("undo %q went from %d to %d moves, want %d", label, m0, m, m0-nb-1)
			}
			if Eval[bool](b, `!!document.querySelector('#prompt-text.thinking')`) {
				t.Fatal("a computer decides right after the undo")
			}
			// decide again: the computers think (normal speed: visibly)
			b.Click(`[data-choice]`)
			b.WaitVisible(`#prompt-text.thinking`)
			b.Screenshot("thinking")
			// the Players dialog: seat 2 goes to a person
			b.Click(`#open-seats`)
			b.WaitVisible(`#seats-panel`)
			b.Screenshot("seats")
			Eval[bool](b, `(() => { const s = document.getElementById('seat-kind-1'); s.value = 'person'; s.dispatchEvent(new Event('change', {bubbles: true})); return true })()`)
			b.WaitJS(`document.getElementById('seat-kind-1').value === 'person'`)
			b.Click(`#seats-done`)
			b.WaitGone(`#seats-panel`)
			// two people now: the pass-device screen comes between them
			for i := 0; i < 300; i++ {
				if Eval[bool](b, `!!document.getElementById('take-device')`) {
					b.Screenshot("pass")
					return
				}
				Eval[bool](b, `(async () => {
  for (let k = 0; k < 400; k++) {
    if (document.getElementById('take-device')) return true;
    if (!document.querySelector('#prompt-text.thinking')) {
      const els = [...(document.getElementById('give-up') || document).querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true'); // a give-up's question is answered first
      if (els.length) { els[els.length - 1].click(); await new Promise(r => requestAnimationFrame(() => r())); return true; }
    }
    await new Promise(r => setTimeout(r, 25));
  }
  return false;
})()`)
			}
			t.Fatal("no pass-device screen after a second person joined")
		})
	}
}
