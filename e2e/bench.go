//go:build !wasm

package e2e

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// Figure is one measured number, printed by "make bench" as one JSON line.
// Value is nil for a figure that is not measured yet.
type Figure struct {
	Figure string   `json:"figure"`
	Value  *float64 `json:"value"`
	Unit   string   `json:"unit"`
	Runs   int      `json:"runs,omitempty"`
	Note   string   `json:"note,omitempty"`
}

// NewFigure returns a measured figure, rounded to 0.1.
func NewFigure(name string, v float64, unit string, runs int, note string) Figure {
	v = math.Round(v*10) / 10
	return Figure{Figure: name, Value: &v, Unit: unit, Runs: runs, Note: note}
}

// MeasureDecisions is the hook for the click-to-update figures: it plays
// decisions on a freshly loaded app and returns "click_to_update_ms_median"
// and "click_to_update_ms_p95" over 50 decisions, timed in the page.
// decisions.go fills it in through the game's start screen; the user
// interface may replace it. When nil, "make bench" reports the figures as
// not measured.
var MeasureDecisions func(b *Browser) []Figure

// Stats returns the median and the 95th percentile (nearest rank) of samples.
func Stats(samples []float64) (median, p95 float64) {
	if len(samples) == 0 {
		return math.NaN(), math.NaN()
	}
	s := slices.Clone(samples)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		median = s[n/2]
	} else {
		median = (s[n/2-1] + s[n/2]) / 2
	}
	rank := int(math.Ceil(0.95*float64(n))) - 1
	return median, s[max(rank, 0)]
}

// TimeClick clicks the first element matching selector from inside the page
// and returns the milliseconds until the DOM next changes (go-app renders on
// its next frame), measured with performance.now(). It fails the test when
// nothing changes within 5 s.
func TimeClick(b *Browser, selector string) float64 {
	b.t.Helper()
	return Eval[float64](b, fmt.Sprintf(`new Promise((resolve, reject) => {
  const el = document.querySelector(%q);
  if (!el) { reject(new Error("no element matches %s")); return; }
  let t0;
  const obs = new MutationObserver(() => { obs.disconnect(); clearTimeout(timer); resolve(performance.now() - t0); });
  obs.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
  const timer = setTimeout(() => { obs.disconnect(); reject(new Error("the page did not change within 5 s")); }, 5000);
  t0 = performance.now();
  el.click();
})`, selector, selector))
}

// readyObserver records in window.__e2eReadyAt the performance.now() (ms
// since the navigation started) at which selector first matches.
func readyObserver(selector string) string {
	return fmt.Sprintf(`(() => {
  const sel = %q;
  const check = () => {
    if (window.__e2eReadyAt === undefined && document.querySelector(sel)) {
      window.__e2eReadyAt = performance.now();
      obs.disconnect();
    }
  };
  const obs = new MutationObserver(check);
  obs.observe(document, {subtree: true, childList: true, attributes: true});
})()`, selector)
}

// scope is a T whose cleanups run when close is called, so that one
// measurement's browser is gone before the next one starts.
type scope struct {
	T
	cleanups []func()
}

func (s *scope) Cleanup(f func()) { s.cleanups = append(s.cleanups, f) }

// close runs the cleanups, the last one first; a second close does nothing.
func (s *scope) close() {
	for i := len(s.cleanups) - 1; i >= 0; i-- {
		s.cleanups[i]()
	}
	s.cleanups = nil
}

// readyTimes records in window.__e2eReady[selector] the performance.now() (ms since the
// navigation started) at which each selector first matches.
func readyTimes(selectors ...string) string {
	list, _ := json.Marshal(selectors)
	return fmt.Sprintf(`(() => {
  const sels = %s;
  window.__e2eReady = {};
  const check = () => {
    for (const s of sels) {
      if (window.__e2eReady[s] === undefined && document.querySelector(s)) window.__e2eReady[s] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
})()`, list)
}

// BoardSelector is on screen once a game's table is drawn (with the pass-device screen over it
// or not).
const BoardSelector = "#prompt-text"

func readyAt(b *Browser, selector string) float64 {
	b.t.Helper()
	b.WaitVisible(selector)
	return Eval[float64](b, fmt.Sprintf(`window.__e2eReady[%q]`, selector))
}

// MeasureLoad times navigation to an interactive screen, each run in a new browser:
//   - load_to_start_cold_ms: a first visit (fresh profile, nothing cached, site served
//     compressed like make run) until the start screen is interactive;
//   - load_to_board_cold_ms: a player with a game in progress comes back with nothing cached
//     (service worker and HTTP cache cleared): navigation until the game's table is drawn;
//   - load_to_board_warm_sw_ms: the same return visit served by the service worker's cache.
//
// The figures are medians.
func MeasureLoad(t T, dist string, runs int) []Figure {
	t.Helper()
	var start, cold, warm []float64
	for i := 0; i < runs; i++ {
		sc := &scope{T: t}
		srv := Serve(sc, dist, "")
		b := NewBrowser(sc)
		b.AddScriptOnNewDocument(readyTimes(MountedSelector, BoardSelector))
		b.Navigate(srv.URL)
		start = append(start, readyAt(b, MountedSelector))
		// start a game so that later visits resume it
		b.Click(`button[data-n="2"]`)
		b.Click(`#start-game`)
		b.WaitVisible(BoardSelector)
		b.WaitOfflineReady(srv)
		// a return visit with nothing cached
		b.ForgetTheApp()
		b.Reload()
		cold = append(cold, readyAt(b, BoardSelector))
		// the service worker comes back; the next return visit is served from its cache
		b.WaitOfflineReady(srv)
		b.Reload() // the first reload puts the page under the worker's control
		b.WaitVisible(BoardSelector)
		b.Reload()
		warm = append(warm, readyAt(b, BoardSelector))
		sc.close()
	}
	note := func(s []float64, what string) string {
		return fmt.Sprintf("min %.0f, max %.0f; navigation start to %s, in page", slices.Min(s), slices.Max(s), what)
	}
	ms, _ := Stats(start)
	mc, _ := Stats(cold)
	mw, _ := Stats(warm)
	return []Figure{
		NewFigure("load_to_start_cold_ms", ms, "ms", runs, note(start, "the start screen (first visit)")),
		NewFigure("load_to_board_cold_ms", mc, "ms", runs, note(cold, "the resumed game's table, nothing cached")),
		NewFigure("load_to_board_warm_sw_ms", mw, "ms", runs, note(warm, "the resumed game's table, from the service worker")),
	}
}

// DecisionFigures runs MeasureDecisions on a fresh browser, or reports the
// click-to-update figures as not measured while the hook is empty.
func DecisionFigures(t T, dist string) []Figure {
	t.Helper()
	if MeasureDecisions == nil {
		const note = "not measured yet: fill in e2e.MeasureDecisions"
		return []Figure{
			{Figure: "click_to_update_ms_median", Unit: "ms", Note: note},
			{Figure: "click_to_update_ms_p95", Unit: "ms", Note: note},
		}
	}
	sc := &scope{T: t}
	defer sc.close()
	srv := Serve(sc, dist, "")
	bsc := &scope{T: t} // the browser of the first and return visits, closed before the next one
	defer bsc.close()
	b := NewBrowser(bsc)
	b.Open(srv.URL)
	start := time.Now()
	figs := MeasureDecisions(b)
	t.Logf("decisions measured in %v", time.Since(start).Round(time.Millisecond))
	figs = append(figs, idleTableCPU(b))
	figs = append(figs, savedAfterClick(b)...)
	// The same game again on a return visit: the browser keeps what it compiled for the page
	// (app.wasm and the scripts) with the cached files and starts from it, so a returning
	// player's first clicks run optimised code that a first visit's first clicks compile or
	// run unoptimised (over a first visit the clicks of the first ten decisions have a median
	// about three times that of the last ten).
	// The saves are cleared (local storage and its journal) so that the visit starts on the
	// same screen.
	time.Sleep(returnVisitAfter)
	Eval[bool](b, clearSavesJS)
	b.Navigate(srv.URL + "/")
	b.WaitMounted()
	time.Sleep(time.Second)
	figs = append(figs, clickFigures(b, "_return", "a return visit: the same game in the same browser after the first one, the saves cleared")...)
	bsc.close()
	figs = append(figs, rehearsedFigures(sc, srv.URL)...)
	return figs
}

// rehearsedFigures is a first visit of a player who looks at the start screen a moment before
// starting the game: in a fresh browser the pointer moves over the start screen (the page's
// first interaction starts its rehearsal, components/rehearsal.go), the bench waits for the
// rehearsal to end, and then plays the measured game. It also reports how long the rehearsal
// took and the main thread's CPU time it cost.
func rehearsedFigures(sc *scope, url string) []Figure {
	b := NewBrowser(sc)
	b.Open(url)
	time.Sleep(time.Second)
	cpu0 := mainThreadCPU(b)
	b.Step("move the pointer over the start screen", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, 200, 200))
	time.Sleep(time.Second)
	var figs []Figure
	if Eval[bool](b, `performance.getEntriesByName("rehearsal-start").length > 0`) {
		b.WaitJS(`performance.getEntriesByName("rehearsal-done").length > 0`)
		cpu1 := mainThreadCPU(b)
		took := Eval[float64](b, `performance.getEntriesByName("rehearsal-done")[0].startTime - performance.getEntriesByName("rehearsal-start")[0].startTime`)
		figs = append(figs,
			NewFigure("rehearsal_ms", took, "ms", 1, "first visit: from the rehearsal's start (the pointer's first move over the start screen) to its end"),
			NewFigure("rehearsal_cpu_ms", cpu1-cpu0, "ms", 1, "first visit: the main thread's CPU time from the pointer's first move to the rehearsal's end"))
	} else {
		// a build without a rehearsal: the same game after a pause of about the same length
		time.Sleep(2 * time.Second)
	}
	return append(figs, clickFigures(b, "_rehearsed", "a first visit after the start screen's rehearsal (the pointer moved over the start screen, the game started once the rehearsal ended)")...)
}

// clickFigures plays the measured game once more in b and returns its click-to-update figures,
// named with suffix and noted with what kind of visit it was.
func clickFigures(b *Browser, suffix, visit string) []Figure {
	var figs []Figure
	for _, f := range MeasureDecisions(b) {
		if !strings.HasPrefix(f.Figure, "click_to_update") {
			continue
		}
		f.Figure += suffix
		f.Note += "; " + visit
		figs = append(figs, f)
	}
	return figs
}

// idleTableCPU is the main thread's CPU time per second while the table waits on a person
// (after the measured decisions; the pass-device screen is clicked through first): what the
// page costs a device, its battery included, between two decisions.
func idleTableCPU(b *Browser) Figure {
	b.t.Helper()
	Eval[bool](b, `(() => { const t = document.getElementById("take-device"); if (t) t.click(); return true })()`)
	b.WaitVisible(`#prompt-text`)
	time.Sleep(500 * time.Millisecond)
	const idle = 3 * time.Second
	c0 := mainThreadCPU(b)
	time.Sleep(idle)
	c1 := mainThreadCPU(b)
	return NewFigure("idle_table_cpu_ms_per_s", (c1-c0)/idle.Seconds(), "ms", 1,
		"CPU time of the page's main thread per second while the table waits on a person, after the measured decisions, over 3 s")
}

// savedStepJS clicks one enabled choice (after the pass-device button, untimed) and resolves
// with the in-page ms until the bar says Saved with one decision more: the save written and
// committed to the journal (docs/saves.md).
const savedStepJS = `(async (n) => {
  const t = document.getElementById("take-device");
  if (t) { t.click(); await new Promise((r) => setTimeout(r, 50)); }
  if (document.getElementById("winner")) return -2;
  const status = () => document.getElementById("save-status");
  const saved = () => { const e = status(); return e && e.getAttribute("data-state") === "ok" ? Number(e.getAttribute("data-moves")) : -1; };
  for (let i = 0; i < 200 && saved() < 0; i++) await new Promise((r) => setTimeout(r, 10));
  const before = saved();
  const els = [...document.querySelectorAll("[data-choice]")].filter((e) => !e.disabled && e.getAttribute("aria-disabled") !== "true");
  if (before < 0 || !els.length) return -3;
  const done = new Promise((resolve) => {
    const mo = new MutationObserver(() => { if (saved() > before) { mo.disconnect(); resolve(performance.now()); } });
    mo.observe(document.getElementById("root"), {subtree: true, childList: true, attributes: true, characterData: true});
    setTimeout(() => { mo.disconnect(); resolve(-1); }, 5000);
  });
  const t0 = performance.now();
  els[(n * 7919) % els.length].click();
  const t1 = await done;
  return t1 < 0 ? -1 : t1 - t0;
})`

// savedAfterClick times, over 20 decisions after the measured ones, a click on a choice to the
// bar's "Saved" that covers it: the save's wait for an idle moment (50 ms at most), its write,
// and the journal's commit to the disk.
func savedAfterClick(b *Browser) []Figure {
	b.t.Helper()
	var ms []float64
	for i := 0; len(ms) < 20 && i < 60; i++ {
		v := Eval[float64](b, fmt.Sprintf("%s(%d)", savedStepJS, i))
		if v == -2 {
			break
		}
		if v >= 0 {
			ms = append(ms, v)
		}
	}
	if len(ms) == 0 {
		return nil
	}
	med, p95 := Stats(ms)
	const note = "a click on a choice to the bar's Saved covering it (idle wait, write, the journal's commit), in page, 3-player game"
	return []Figure{NewFigure("saved_after_click_ms_median", med, "ms", len(ms), note),
		NewFigure("saved_after_click_ms_p95", p95, "ms", len(ms), note)}
}

// returnVisitAfter is how long the browser is left after the first game before the return
// visit: time for it to store what it compiled.
const returnVisitAfter = 3 * time.Second

// BuildBareGoApp builds tools/bench/bare, the smallest page go-app v10.1.11 makes (one
// component that mounts, go-app's own index.html, loader and service worker), into a
// temporary folder, compressed as make build compresses the game (gzip -9, brotli -q 11), and
// returns the folder. app.wasm is built with -trimpath -ldflags="-s -w", as the game's is.
func BuildBareGoApp(t T) string {
	t.Helper()
	root, err := RepoRoot()
	if err != nil {
		t.Fatalf("%v", err)
	}
	out := t.TempDir()
	goCmd := os.Getenv("GO")
	if goCmd == "" {
		goCmd = "go"
	}
	run := func(env []string, name string, args ...string) {
		cmd := exec.Command(name, args...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), env...)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, b)
		}
	}
	wasm := filepath.Join(out, "web", "app.wasm")
	run([]string{"GOOS=js", "GOARCH=wasm"}, goCmd, "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./tools/bench/bare")
	run(nil, goCmd, "run", "./tools/bench/bare", out)
	err = filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(p) {
		case ".wasm", ".js", ".css", ".html", ".webmanifest", ".svg", ".json":
			run(nil, "gzip", "-9", "-k", "-n", "-f", p)
			run(nil, "brotli", "-q", "11", "-k", "-f", p)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("compressing the bare page: %v", err)
	}
	return out
}

// MeasureColdStart times a first visit (a fresh browser: nothing cached, no service worker) of
// the game and of the bare go-app page (BuildBareGoApp), both served by the same server as make
// run, runs alternated in one sitting:
//   - cold_start_mounted_ms, bare_goapp_cold_start_mounted_ms: navigation start until go-app
//     has mounted the root (#root[data-mounted="true"]: the game's start screen is interactive);
//   - cold_start_first_paint_ms, bare_goapp_cold_start_first_paint_ms: navigation start until
//     the first contentful paint (the game's pre-rendered start screen; go-app's loader).
//
// The figures are medians; the notes give the range and the app.wasm sizes (brotli).
func MeasureColdStart(t T, dist string, runs int) []Figure {
	t.Helper()
	bare := BuildBareGoApp(t)
	type site struct {
		name, dir        string
		mounted, painted []float64
	}
	sites := []*site{{name: "", dir: dist}, {name: "bare_goapp_", dir: bare}}
	for i := 0; i < runs; i++ {
		for _, s := range sites {
			sc := &scope{T: t}
			srv := Serve(sc, s.dir, "")
			b := NewBrowser(sc)
			b.AddScriptOnNewDocument(readyTimes(MountedSelector))
			b.Navigate(srv.URL)
			s.mounted = append(s.mounted, readyAt(b, MountedSelector))
			s.painted = append(s.painted, Eval[float64](b, `new Promise((resolve) => {
  const fcp = () => performance.getEntriesByName("first-contentful-paint")[0];
  const poll = () => fcp() ? resolve(fcp().startTime) : setTimeout(poll, 20);
  poll();
})`))
			sc.close()
		}
	}
	var figs []Figure
	for _, s := range sites {
		size := ""
		if fi, err := os.Stat(filepath.Join(s.dir, "web", "app.wasm.br")); err == nil {
			size = fmt.Sprintf("; app.wasm %d bytes brotli", fi.Size())
		}
		what := "the game"
		if s.name != "" {
			what = "a bare go-app v10.1.11 page (tools/bench/bare)"
		}
		note := func(v []float64, until string) string {
			return fmt.Sprintf("min %.0f, max %.0f; %s, first visit, navigation start to %s, in page, runs alternated with the %s%s",
				slices.Min(v), slices.Max(v), what, until, map[bool]string{true: "bare page", false: "game"}[s.name == ""], size)
		}
		mm, _ := Stats(s.mounted)
		mp, _ := Stats(s.painted)
		figs = append(figs,
			NewFigure(s.name+"cold_start_mounted_ms", mm, "ms", runs, note(s.mounted, "the mounted root")),
			NewFigure(s.name+"cold_start_first_paint_ms", mp, "ms", runs, note(s.painted, "the first contentful paint")))
	}
	return figs
}
