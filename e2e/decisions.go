//go:build !wasm

package e2e

import (
	"context"
	"fmt"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"
)

// The click-to-update figures for "make bench", played through the game's
// own screens: a 3-player game with a fixed player count, then 50 decisions
// picked among the enabled [data-choice] controls (the pass-device screen is
// clicked through and not timed). The selectors are the ones the user
// interface exposes; change them here if the screens change.
func init() { MeasureDecisions = measureDecisions }

const decisionsWanted = 50

// decisionStepJS clicks one enabled choice (or the pass-device button) and
// resolves with what it clicked and the in-page ms until #root changed.
const decisionStepJS = `(async (n) => {
  if (document.getElementById("winner")) return {done: true};
  let el = document.getElementById("take-device");
  let timed = false;
  if (!el) {
    const els = [...document.querySelectorAll("[data-choice]")]
      .filter((e) => !e.disabled && e.getAttribute("aria-disabled") !== "true");
    if (!els.length) return {error: "no enabled choice"};
    el = els[(n * 7919) %% els.length];
    timed = true;
  }
  const root = document.getElementById("root");
  const changed = new Promise((resolve) => {
    const mo = new MutationObserver(() => { mo.disconnect(); resolve(performance.now()); });
    mo.observe(root, {subtree: true, childList: true, attributes: true, characterData: true});
    setTimeout(() => { mo.disconnect(); resolve(-1); }, 5000);
  });
  const t0 = performance.now();
  el.click();
  const t1 = await changed;
  await new Promise((r) => requestAnimationFrame(() => r()));
  return {timed: timed, ms: t1 < 0 ? -1 : t1 - t0};
})(%d)`

type decisionStep struct {
	Done  bool    `json:"done"`
	Error string  `json:"error"`
	Timed bool    `json:"timed"`
	Ms    float64 `json:"ms"`
}

func measureDecisions(b *Browser) []Figure {
	b.t.Helper()
	b.Click(`button[data-n="3"]`)
	b.Click(`#start-game`)
	b.WaitVisible(`#prompt-text`)
	cpu0 := mainThreadCPU(b)
	var ms []float64
	steps := 0
	for i := 0; len(ms) < decisionsWanted && i < 10*decisionsWanted; i++ {
		r := Eval[decisionStep](b, fmt.Sprintf(decisionStepJS, i))
		if r.Done {
			break
		}
		steps++
		if r.Error != "" {
			b.fail("decision", fmt.Errorf("%s", r.Error))
		}
		if r.Timed && r.Ms >= 0 {
			ms = append(ms, r.Ms)
		}
	}
	if len(ms) == 0 {
		b.fail("decisions", fmt.Errorf("no decision changed the page"))
	}
	cpu1 := mainThreadCPU(b)
	med, p95 := Stats(ms)
	note := "click on a [data-choice] to the next DOM change under #root, in page, 3-player game"
	return []Figure{
		NewFigure("click_to_update_ms_median", med, "ms", len(ms), note),
		NewFigure("click_to_update_ms_p95", p95, "ms", len(ms), note),
		NewFigure("click_cpu_ms_mean", (cpu1-cpu0)/float64(steps), "ms", steps,
			"CPU time of the page's main thread per click (decisions and pass-device screens), all of its tasks; other work on the machine does not stretch it"),
	}
}

// mainThreadCPU returns the CPU milliseconds the page's main thread has spent in tasks
// (Chromium's TaskDuration metric measured in thread time).
func mainThreadCPU(b *Browser) float64 {
	var ms float64
	err := b.Try(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		if _, err := chromedp.Call(ctx, performance.Enable, performance.EnableParams{TimeDomain: performance.EnableTimeDomainThreadTicks}); err != nil {
			return err
		}
		res, err := chromedp.Call(ctx, performance.GetMetrics, cdp.Empty{})
		if err != nil {
			return err
		}
		for _, m := range res.Metrics {
			if m.Name == "TaskDuration" {
				ms = m.Value * 1000
				return nil
			}
		}
		return fmt.Errorf("no TaskDuration metric")
	}))
	if err != nil {
		b.fail("main-thread CPU", err)
	}
	return ms
}
