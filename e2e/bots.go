//go:build !wasm

package e2e

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"
)

// Games against computer players, through the start screen: helpers for the browser tests and
// the Hard, Expert and Master decision-time figures of "make bench".

// SettingsKey is where the app keeps the device settings in local storage.
const SettingsKey = "borabora/v1/settings"

// StartBotGame fills the start screen: one seat kind per player ("person", "easy", "medium",
// "hard", "expert", "master"), the computer speed ("slow", "normal", "instant"), an optional game number, and starts.
func StartBotGame(b *Browser, kinds []string, speed, seed string) {
	b.t.Helper()
	b.Click(fmt.Sprintf(`button[data-n="%d"]`, len(kinds)))
	b.WaitVisible(fmt.Sprintf(`#kind-%d`, len(kinds)-1))
	ks, _ := json.Marshal(kinds)
	js := fmt.Sprintf(`(() => {
  const set = (el, v) => { el.value = v; el.dispatchEvent(new Event('change', {bubbles: true})); };
  const kinds = %s;
  for (let i = 0; i < kinds.length; i++) {
    const el = document.getElementById('kind-' + i);
    if (!el) return 'no seat-kind select for seat ' + i;
    set(el, kinds[i]);
  }
  document.querySelector('details.more').open = true;
  set(document.getElementById('speed-start'), %q);
  if (%q !== '') set(document.getElementById('seed'), %q);
  return '';
})()`, ks, speed, seed, seed)
	if msg := Eval[string](b, js); msg != "" {
		b.fail("start screen", fmt.Errorf("%s", msg))
	}
	// the selects are go-app state: wait until the form shows what was set
	b.WaitJS(fmt.Sprintf(`%s.every((k, i) => document.getElementById('kind-' + i).value === k)`, ks))
	b.Click(`#start-game`)
	b.WaitVisible(`#prompt-text`)
}

// personStepJS plays one decision of a person at a table with computer players: while a
// computer thinks it waits (and checks that nothing can be clicked); at the person's turn it
// clicks an enabled [data-choice] element chosen by a little seeded generator. The pass-device
// screen must never show (one person at the table). It resolves with what happened.
const personStepJS = `(async (maxMs) => {
  window.__pSeed = window.__pSeed || 4242;
  const rnd = (n) => { window.__pSeed = (window.__pSeed * 1103515245 + 12345) %% 2147483648; return window.__pSeed %% n; };
  const until = performance.now() + maxMs;
  let waited = 0;
  while (performance.now() < until) {
    const w = document.getElementById('winner');
    if (w) return {done: true, text: w.textContent, waited};
    if (document.getElementById('take-device')) return {error: 'pass-device screen at a table with one person'};
    const thinking = document.querySelector('#prompt-text.thinking');
    const els = [...(document.getElementById('give-up') || document).querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true'); // a give-up's question is answered first
    if (thinking) {
      if (els.length) return {error: 'choice ' + els[0].getAttribute('data-choice') + ' clickable while a computer player decides'};
      waited++;
      await new Promise(r => setTimeout(r, 15));
      continue;
    }
    if (!els.length) { await new Promise(r => setTimeout(r, 15)); continue; }
    const keys = [...new Set(els.map(e => e.getAttribute('data-choice')))].sort();
    const k = keys[rnd(keys.length)];
    els.find(e => e.getAttribute('data-choice') === k).click();
    await new Promise(r => requestAnimationFrame(() => r()));
    return {what: k, waited};
  }
  return {timeout: true, waited, prompt: (document.getElementById('prompt-text') || {}).textContent};
})(%d)`

// PersonStep is what personStepJS did.
type PersonStep struct {
	Done    bool   `json:"done"`
	Text    string `json:"text"`
	What    string `json:"what"`
	Waited  int    `json:"waited"`
	Error   string `json:"error"`
	Timeout bool   `json:"timeout"`
	Prompt  string `json:"prompt"`
}

// PlayPerson plays one decision of the only person at the table (see personStepJS), waiting
// up to 20 s for the computer players before it.
func PlayPerson(b *Browser) PersonStep {
	b.t.Helper()
	return playPersonWithin(b, 20*time.Second)
}

func playPersonWithin(b *Browser, wait time.Duration) PersonStep {
	b.t.Helper()
	r := Eval[PersonStep](b, fmt.Sprintf(personStepJS, wait.Milliseconds()))
	if r.Error != "" {
		b.fail("person step", fmt.Errorf("%s", r.Error))
	}
	if r.Timeout {
		b.fail("person step", fmt.Errorf("nothing to click for %v (prompt: %q)", wait, r.Prompt))
	}
	return r
}

// BotDecision is one computer decision as the page recorded it (window.__bbBotDecisions).
type BotDecision struct {
	Seat  int     `json:"seat"`
	Level string  `json:"level"`
	Legal int     `json:"legal"`
	Ms    float64 `json:"ms"`
}

// BotDecisions returns every computer decision the page has applied so far.
func BotDecisions(b *Browser) []BotDecision {
	b.t.Helper()
	return Eval[[]BotDecision](b, `window.__bbBotDecisions || []`)
}

// MeasureSearchBots times the searching computer players in the page: a whole 4-player game,
// one person (random clicks) against a Hard seat, an Expert seat and a Master seat at their
// default budgets, at instant speed. Each time runs from the decision's start to its choice
// applied (instant speed: no pause); decisions with a single legal choice are left out. It
// gives the median, 95th percentile and maximum for each level.
func MeasureSearchBots(t T, dist string) []Figure {
	t.Helper()
	sc := &scope{T: t}
	defer sc.close()
	srv := Serve(sc, dist, "")
	b := NewBrowser(sc)
	b.StepTimeout = 4 * time.Minute // a person's step waits for the computers before it
	b.Open(srv.URL)
	StartBotGame(b, []string{"person", "hard", "expert", "master"}, "instant", "31")
	start := time.Now()
	for i := 0; i < 3000; i++ {
		if playPersonWithin(b, 3*time.Minute).Done { // the Expert may think for seconds per move
			break
		}
	}
	ds := BotDecisions(b)
	t.Logf("computer decisions measured in %v", time.Since(start).Round(time.Millisecond))
	var figs []Figure
	for _, level := range []string{"hard", "expert", "master"} {
		var ms []float64
		for _, d := range ds {
			if d.Level == level && d.Legal > 1 {
				ms = append(ms, d.Ms)
			}
		}
		if len(ms) == 0 {
			b.fail(level+" bot", fmt.Errorf("no %s decision recorded", level))
		}
		med, p95 := Stats(ms)
		note := fmt.Sprintf("%s computer player (default budget) in headless Chromium, one whole 4-player game (person, hard, "+
			"expert, master), the %d %s decisions with more than one choice; decision start to choice applied, no pause",
			level, len(ms), level)
		figs = append(figs,
			NewFigure(level+"_bot_decision_ms_median", med, "ms", len(ms), note),
			NewFigure(level+"_bot_decision_ms_p95", p95, "ms", len(ms), note),
			NewFigure(level+"_bot_decision_ms_max", slices.Max(ms), "ms", len(ms), note))
	}
	return figs
}
