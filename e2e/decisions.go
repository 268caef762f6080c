//go:build !wasm

package e2e

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// The click-to-update figures for "make bench", played through the game's
// own screens: a 3-player game with a fixed seed, then 50 decisions
// picked among the enabled [data-choice] controls (the pass-device screen is
// clicked through and not timed). The selectors are the ones the user
// interface exposes; change them here if the screens change.
func init() { MeasureDecisions = measureDecisions }

const decisionsWanted = 50

// decisionsSeed is the seed of the measured game.
const decisionsSeed = "77"

// decisionStepJS clicks one enabled choice (or the pass-device button) and
// resolves with what it clicked and the in-page ms until #root changed.
const decisionStepJS = `(async (n) => {
  // a named function, so that a profile can tell the timed clicks' samples apart
  function timedClick(el) { el.click(); }
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
  const pt = document.getElementById("prompt-text");
  const what = (pt ? pt.textContent.slice(0, 60) : "") + " | " + (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 40);
  const root = document.getElementById("root");
  const changed = new Promise((resolve) => {
    const mo = new MutationObserver(() => { mo.disconnect(); resolve(performance.now()); });
    mo.observe(root, {subtree: true, childList: true, attributes: true, characterData: true});
    setTimeout(() => { mo.disconnect(); resolve(-1); }, 5000);
  });
  const t0 = performance.now();
  if (timed) { timedClick(el); } else { el.click(); }
  const t1 = await changed;
  await new Promise((r) => requestAnimationFrame(() => r()));
  return {timed: timed, what: what, ms: t1 < 0 ? -1 : t1 - t0};
})(%d)`

// countNodesJS counts in window.__nodesMade the nodes the page creates from now on (elements,
// text nodes and clones, a deep clone once; the page's own scripts and go-app alike).
const countNodesJS = `(() => {
  window.__nodesMade = 0;
  const count = (proto, name) => {
    const f = proto[name];
    proto[name] = function (...a) { window.__nodesMade++; return f.apply(this, a); };
  };
  count(Document.prototype, 'createElement');
  count(Document.prototype, 'createElementNS');
  count(Document.prototype, 'createTextNode');
  count(Node.prototype, 'cloneNode');
  return true;
})()`

type decisionStep struct {
	Done  bool    `json:"done"`
	Error string  `json:"error"`
	Timed bool    `json:"timed"`
	What  string  `json:"what"`
	Ms    float64 `json:"ms"`
}

func measureDecisions(b *Browser) []Figure {
	b.t.Helper()
	b.Click(`button[data-n="3"]`)
	// a fixed seed: every build plays the same decisions, so two builds differ only in how
	// fast they play them
	Eval[bool](b, `(() => { document.querySelector('details.more').open = true; const s = document.getElementById('seed'); s.value = '`+decisionsSeed+`'; s.dispatchEvent(new Event('change', {bubbles: true})); return true })()`)
	b.Click(`#start-game`)
	b.WaitVisible(`#prompt-text`)
	Eval[bool](b, countNodesJS)
	cpu0 := mainThreadCPU(b)
	prof := os.Getenv("BORABORA_CLICK_PROFILE")
	if prof != "" {
		startProfile(b)
	}
	var ms []float64
	var slow []decisionStep
	steps := 0
	wanted := decisionsWanted
	if n, err := strconv.Atoi(os.Getenv("BORABORA_CLICKS")); err == nil && n > 0 {
		wanted = n // a shorter run for a profile of the first decisions
	}
	for i := 0; len(ms) < wanted && i < 10*wanted; i++ {
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
			slow = append(slow, r)
		}
	}
	if len(ms) == 0 {
		b.fail("decisions", fmt.Errorf("no decision changed the page"))
	}
	cpu1 := mainThreadCPU(b)
	nodes := Eval[float64](b, `window.__nodesMade`)
	if prof != "" {
		stopProfile(b, prof)
	}
	med, p95 := Stats(ms)
	// the slowest clicks, with the question and the choice, say where to look first
	slices.SortFunc(slow, func(a, b decisionStep) int { return cmp.Compare(b.Ms, a.Ms) })
	b.t.Logf("clicks in order (ms): %v", ms)
	for _, r := range slow[:min(len(slow), 6)] {
		b.t.Logf("slow click %.1f ms: %s", r.Ms, r.What)
	}
	note := "click on a [data-choice] to the next DOM change under #root, in page, 3-player game"
	return []Figure{
		NewFigure("click_to_update_ms_median", med, "ms", len(ms), note),
		NewFigure("click_to_update_ms_p95", p95, "ms", len(ms), note),
		NewFigure("click_cpu_ms_mean", (cpu1-cpu0)/float64(steps), "ms", steps,
			"CPU time of the page's main thread per click (decisions and pass-device screens), all of its tasks; other work on the machine does not stretch it"),
		NewFigure("click_nodes_made_mean", nodes/float64(steps), "nodes", steps,
			"elements and text nodes the page creates, and clones (a deep clone once), per click (decisions and pass-device screens): the same on any machine for a given build"),
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
		var parts []string
		for _, m := range res.Metrics {
			if strings.HasSuffix(m.Name, "Duration") {
				parts = append(parts, fmt.Sprintf("%s %.0f ms", m.Name, m.Value*1000))
			}
			if m.Name == "TaskDuration" {
				ms = m.Value * 1000
			}
		}
		b.t.Logf("main thread so far (CPU): %s", strings.Join(parts, ", "))
		if ms == 0 {
			return fmt.Errorf("no TaskDuration metric")
		}
		return nil
	}))
	if err != nil {
		b.fail("main-thread CPU", err)
	}
	return ms
}

// startProfile starts the page's JavaScript and WebAssembly sampling profiler (100 µs).
func startProfile(b *Browser) {
	err := b.Try(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		if _, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{}); err != nil {
			return err
		}
		if _, err := chromedp.Call(ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 100}); err != nil {
			return err
		}
		_, err := chromedp.Call(ctx, profiler.Start, cdp.Empty{})
		return err
	}))
	if err != nil {
		b.fail("start profiler", err)
	}
}

// stopProfile writes the profile to path (a .cpuprofile Chrome's DevTools open) and logs the
// functions with the most samples of their own, and of them and what they call.
func stopProfile(b *Browser, path string) {
	var p *profiler.Profile
	err := b.Try(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		res, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
		p = res.Profile
		return err
	}))
	if err != nil || p == nil {
		b.fail("stop profiler", fmt.Errorf("%v (profile %v)", err, p != nil))
	}
	data, err := json.Marshal(p)
	if err == nil {
		err = os.WriteFile(path, data, 0o644)
	}
	if err != nil {
		b.fail("write profile", err)
	}
	parent := map[int64]int64{}
	byID := map[int64]*profiler.ProfileNode{}
	for _, n := range p.Nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	// every function counts its own samples (self) and those of what it calls (total), once
	// per sample however often it recurs; the samples under timedClick (decisionStepJS) are
	// counted apart as well
	self, total := map[string]int64{}, map[string]int64{}
	tself, ttotal := map[string]int64{}, map[string]int64{}
	all, tall := int64(0), int64(0)
	for _, n := range p.Nodes {
		var stack []string
		for id := n.ID; ; {
			stack = append(stack, byID[id].CallFrame.FunctionName)
			pid, ok := parent[id]
			if !ok {
				break
			}
			id = pid
		}
		timed := slices.Contains(stack, "timedClick")
		name := n.CallFrame.FunctionName
		self[name] += n.HitCount
		all += n.HitCount
		if timed {
			tself[name] += n.HitCount
			tall += n.HitCount
		}
		seen := map[string]bool{}
		for _, nm := range stack {
			if seen[nm] {
				continue
			}
			seen[nm] = true
			total[nm] += n.HitCount
			if timed {
				ttotal[nm] += n.HitCount
			}
		}
	}
	top := func(m map[string]int64, what string, all int64) {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] })
		var sb strings.Builder
		for _, k := range keys[:min(40, len(keys))] {
			fmt.Fprintf(&sb, "%6.1f%%  %s\n", 100*float64(m[k])/float64(all), k)
		}
		b.t.Logf("profile, %s (%d samples):\n%s", what, all, sb.String())
	}
	top(self, "self", all)
	top(total, "total", all)
	// the samples inside the timed clicks (the decision's event handler, the game's step and
	// the redraw), which is what click_to_update measures
	top(tself, "timed clicks, self", tall)
	top(ttotal, "timed clicks, total", tall)
}
