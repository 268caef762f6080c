//go:build !wasm

package e2e

// The coach's analysis in the browser: window.bbCoach (web/coach.js) grading a recorded game in
// Web Workers that run coach.wasm (web/coach-worker.js). The verdicts are the native ones byte
// for byte; progress, stop and a second start that grades only what is missing; clicks on a
// game in play answered while an analysis runs; a refused storage; offline.

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"borabora/coach"
	"borabora/engine"
	"borabora/site"
)

// spread picks n decisions spread over steps, the first and the last included.
func spread(steps []int, n int) []int {
	var out []int
	for i := 0; i < n; i++ {
		out = append(out, steps[i*(len(steps)-1)/(n-1)])
	}
	return slices.Compact(out)
}

// without is steps less those of pick.
func without(steps, pick []int) []int {
	var out []int
	for _, s := range steps {
		if !slices.Contains(pick, s) {
			out = append(out, s)
		}
	}
	return out
}

// received gathers the verdict lines of events, by decision, failing on a decision sent twice.
func received(t *testing.T, es []CoachEvent) map[int]string {
	t.Helper()
	got := map[int]string{}
	for _, e := range es {
		for _, l := range verdictLines(e.Lines) {
			var s int
			if _, err := fmt.Sscan(l, &s); err != nil {
				t.Fatalf("line %q: %v", l, err)
			}
			if _, dup := got[s]; dup {
				t.Errorf("decision %d sent twice", s)
			}
			got[s] = l
		}
	}
	return got
}

// TestCoachWorkerGradesAsNatively grades twelve decisions spread over a finished 4-player game
// in the page's workers (the game's other decisions given as kept, so that only these twelve
// are graded) and compares each verdict line with coach.JudgeRecord's natively, byte for byte.
func TestCoachWorkerGradesAsNatively(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	code, rec := CoachGame(t, 4, 21)
	steps, err := coach.Steps(rec)
	if err != nil {
		t.Fatal(err)
	}
	pick := spread(steps, 12)
	want := NativeVerdicts(t, rec, pick)
	if len(want) != len(pick) {
		t.Fatalf("%d native verdicts for %d decisions", len(want), len(pick))
	}

	b := NewBrowser(t)
	b.Open(srv.URL)
	if !Eval[bool](b, coachWatchJS) {
		t.Fatal("no window.bbCoach")
	}
	Eval[bool](b, coachStartJS("native", code, fakeVerdicts(without(steps, pick))))
	b.WaitJS(coachEndedJS("native"))
	es := coachEvents(b, "native")
	last := es[len(es)-1]
	if last.State != "done" || last.Done != len(steps) || last.Total != len(steps) {
		t.Fatalf("last event %+v, want done with %d of %d", last, len(steps), len(steps))
	}
	// coach.wasm is compiled once, by the page, and every worker runs that module
	if last.Shared < 1 {
		t.Errorf("no worker ran the page's compiled coach.wasm: %+v", last)
	}
	got := received(t, es)
	for _, s := range pick {
		if got[s] != want[s] {
			t.Errorf("decision %d:\n worker %q\n native %q", s, got[s], want[s])
		}
	}
	if len(got) != len(pick) {
		t.Errorf("%d verdicts received, %d graded", len(got), len(pick))
	}
	t.Logf("%d decisions in %d events; first %s", len(got), len(es), want[pick[0]])

	// the luck of every seat's roll in every round, as coach.LuckOfRecord weighs them natively
	lucks, err := coach.LuckOfRecord(rec)
	if err != nil || len(lucks) != 4*engine.Rounds {
		t.Fatalf("%d rolls weighed natively: %v", len(lucks), err)
	}
	var all strings.Builder
	for _, e := range es {
		all.WriteString(e.Lines)
	}
	gotLuck := luckLines(all.String())
	for _, l := range lucks {
		if gotLuck[l.Job()] != coach.EncodeLuck(l) {
			t.Errorf("roll %s: worker %q, native %q", l.Job(), gotLuck[l.Job()], coach.EncodeLuck(l))
		}
	}
	if len(gotLuck) != len(lucks) {
		t.Errorf("%d rolls weighed by the workers, %d natively", len(gotLuck), len(lucks))
	}

	// a code that does not read ends in an error, and the page goes on
	Eval[bool](b, coachStartJS("bad", "BB1.not-a-game", ""))
	b.WaitJS(coachEndedJS("bad"))
	if es := coachEvents(b, "bad"); es[len(es)-1].State != "error" || es[len(es)-1].Error == "" || len(es) != 1 {
		t.Errorf("a bad code gave %+v", es)
	}
	if kept := Eval[string](b, `bbCoach.kept("bad")`); kept != "" {
		t.Errorf("a bad code kept %q", kept)
	}
}

// TestCoachProgressStopAndResume: progress events come with done increasing and the total
// right; stop ends the analysis with state "stopped" and keeps exactly the lines received; a
// second start grades only the decisions still missing (the decisions handed to the workers
// are counted) and ends done, every decision kept once.
func TestCoachProgressStopAndResume(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	code, rec := CoachGame(t, 3, 8)
	steps, err := coach.Steps(rec)
	if err != nil {
		t.Fatal(err)
	}
	pick := spread(steps, 24)
	b := NewBrowser(t)
	// count every decision handed to a worker
	b.AddScriptOnNewDocument(`(() => {
	  window.__handed = [];
	  const post = Worker.prototype.postMessage;
	  Worker.prototype.postMessage = function (m, ...rest) {
	    if (m && Array.isArray(m.grade)) window.__handed.push(...m.grade.filter((j) => typeof j === "number"));
	    return post.call(this, m, ...rest);
	  };
	})()`)
	b.Open(srv.URL)
	Eval[bool](b, coachWatchJS)
	fake := fakeKept(without(steps, pick))
	Eval[bool](b, coachStartJS("run", code, fake))
	// a start of a key that runs already does nothing (a second pool would grade again)
	Eval[bool](b, coachStartJS("run", code, ""))
	// stop once a few verdicts have come
	b.WaitJS(`(window.__coachEvents || []).reduce((n, e) => n + e.lines.split("\n").filter(Boolean).length, 0) >= 4`)
	Eval[bool](b, `(() => { bbCoach.stop("run"); bbCoach.stop("run"); return true; })()`)
	es := coachEvents(b, "run")
	last := es[len(es)-1]
	if last.State != "stopped" {
		t.Fatalf("after stop: %+v", last)
	}
	prev := -1
	for i, e := range es {
		if e.Total != len(steps) || e.Done < prev || (i < len(es)-1 && e.State != "running") {
			t.Errorf("event %d: %+v (total %d, done before %d)", i, e, len(steps), prev)
		}
		// at most five a second while running (the one at the end comes when it ends); the
		// page spaces them by 200 ms of Date.now() and the test reads performance.now(): on a
		// loaded machine (CI) two came 188 ms apart by it; 150 ms still tells a throttled stream
		// from one event per verdict (20 to 50 ms apart)
		if i > 0 && e.State == "running" && e.At-es[i-1].At < 150 {
			t.Errorf("event %d came %.0f ms after the one before", i, e.At-es[i-1].At)
		}
		prev = e.Done
	}
	first := received(t, es)
	if len(first) >= len(pick) || len(first) < 4 {
		t.Fatalf("%d verdicts before the stop, of %d", len(first), len(pick))
	}
	if last.Done != len(steps)-len(pick)+len(first) {
		t.Errorf("done %d after %d verdicts; %d decisions kept before", last.Done, len(first), len(steps)-len(pick))
	}
	kept := verdictLines(Eval[string](b, `bbCoach.kept("run")`))
	stored := verdictLines(Eval[string](b, `localStorage.getItem("bb-coach:run") || ""`))
	if !slices.Equal(kept, stored) {
		t.Errorf("kept %d lines, stored %d", len(kept), len(stored))
	}
	var keptReal []string
	for _, l := range kept {
		var s int
		fmt.Sscan(l, &s)
		if slices.Contains(pick, s) {
			keptReal = append(keptReal, l)
			if first[s] != l {
				t.Errorf("kept %q, received %q", l, first[s])
			}
		}
	}
	if len(keptReal) != len(first) || len(kept) != len(steps)-len(pick)+len(first) {
		t.Errorf("kept %d lines (%d graded), received %d", len(kept), len(keptReal), len(first))
	}
	n := Eval[int](b, `window.__coachEvents.length`)
	handed := Eval[[]int](b, `window.__handed`)

	// start again: only the decisions still missing are handed out
	Eval[bool](b, `(() => { window.__handed = []; bbCoach.start("run", `+fmt.Sprintf("%q", code)+`); return true; })()`)
	b.WaitJS(coachEndedJS("run") + ` && window.__coachEvents.length > ` + fmt.Sprint(n))
	es2 := coachEvents(b, "run")[len(es):]
	if end := es2[len(es2)-1]; end.State != "done" || end.Done != len(steps) || end.Total != len(steps) {
		t.Fatalf("second run ended %+v", end)
	}
	second := received(t, es2)
	again := Eval[[]int](b, `window.__handed`)
	slices.Sort(again)
	var missing []int
	for _, s := range pick {
		if _, ok := first[s]; !ok {
			missing = append(missing, s)
		}
		if _, ok := second[s]; ok == (first[s] != "") {
			t.Errorf("decision %d: first run %v, second run %v", s, first[s] != "", ok)
		}
	}
	if !slices.Equal(again, missing) {
		t.Errorf("second run handed out %v, missing %v", again, missing)
	}
	all := verdictLines(Eval[string](b, `bbCoach.kept("run")`))
	if len(all) != len(steps) {
		t.Errorf("%d lines kept in the end, %d decisions", len(all), len(steps))
	}
	t.Logf("first run: %d verdicts in %d events, %d decisions handed out before the stop; second run: %d", len(first), len(es), len(handed), len(second))
}

// TestCoachLeavesClicksAnswered plays a game by clicks while the coach grades a whole finished
// 4-player game in the same page: every click is answered (the page changes), and twelve of them
// came while the analysis was running before and after the click (should one end, the next
// starts under another key).
func TestCoachLeavesClicksAnswered(t *testing.T) {
	b := uiOpen(t, 1366, 768)
	code, _ := CoachGame(t, 4, 21)
	b.start(2, "7")
	var ok bool
	b.eval(coachWatchJS, &ok)
	runs := 0
	key := ""
	ended := func() bool {
		var e bool
		b.eval(coachEndedJS(key), &e)
		return e
	}
	during, clicks := 0, 0
	for during < 12 {
		if key == "" || ended() {
			runs++
			key = fmt.Sprintf("busy%d", runs)
			b.eval(coachStartJS(key, code, ""), nil)
			// the workers have read the record and grade
			b.until(fmt.Sprintf(`(window.__coachEvents || []).some((e) => e.key === %q && e.total > 0)`, key))
			if ended() {
				t.Fatalf("%s ended at once", key)
			}
		}
		r := b.step()
		clicks++
		if r.Done {
			t.Fatal("the game ended")
		}
		if r.Ms < 0 {
			t.Fatalf("click %d (%s) not answered", clicks, r.What)
		}
		if !ended() {
			during++
		}
		if clicks > 200 {
			t.Fatalf("only %d of %d clicks came while an analysis ran", during, clicks)
		}
	}
	var last CoachEvent
	b.eval(fmt.Sprintf(`(() => { const es = window.__coachEvents.filter((e) => e.key === %q); return es[es.length - 1]; })()`, key), &last)
	b.eval(fmt.Sprintf(`(() => { bbCoach.stop(%q); return true; })()`, key), nil)
	t.Logf("%d clicks answered, %d while the coach graded (%d analyses; the last at %d of %d decisions)", clicks, during, runs, last.Done, last.Total)
}

// TestCoachWithoutStorage: a storage that refuses to store (full) and one the browser refuses
// altogether (web/storage-guard.js then puts a stand-in in its place) leave the grading
// working; the lines are then kept in the page.
func TestCoachWithoutStorage(t *testing.T) {
	srv := serve(t)
	code, rec := CoachGame(t, 2, 4)
	steps, err := coach.Steps(rec)
	if err != nil {
		t.Fatal(err)
	}
	pick := spread(steps, 4)
	want := NativeVerdicts(t, rec, pick)
	fake := fakeKept(without(steps, pick))
	for _, fault := range []struct{ name, js string }{
		{"full", `(() => {
		  try { localStorage.setItem("bb-coach:k", ` + fmt.Sprintf("%q", fake) + `); } catch (e) {}
		  const set = Storage.prototype.setItem;
		  Storage.prototype.setItem = function (k, v) {
		    if (String(k).endsWith("/probe")) return set.call(this, k, v);
		    throw new DOMException("exceeded the quota", "QuotaExceededError");
		  };
		})()`},
		{"refused", `Object.defineProperty(window, "localStorage", {configurable: true, get() { throw new DOMException("The operation is insecure.", "SecurityError"); }});`},
	} {
		t.Run(fault.name, func(t *testing.T) {
			b := NewBrowser(t)
			b.AddScriptOnNewDocument(fault.js)
			b.Open(srv.URL)
			Eval[bool](b, coachWatchJS)
			kept := ""
			if fault.name == "refused" {
				kept = fake // into the stand-in
			}
			Eval[bool](b, coachStartJS("k", code, kept))
			b.WaitJS(coachEndedJS("k"))
			es := coachEvents(b, "k")
			if last := es[len(es)-1]; last.State != "done" || last.Done != len(steps) {
				t.Fatalf("last event %+v", last)
			}
			got := received(t, es)
			for _, s := range pick {
				if got[s] != want[s] {
					t.Errorf("decision %d:\n worker %q\n native %q", s, got[s], want[s])
				}
			}
			if len(got) != len(pick) {
				t.Errorf("%d decisions graded, %d not kept before", len(got), len(pick))
			}
			if n := len(verdictLines(Eval[string](b, `bbCoach.kept("k")`))); n != len(steps) {
				t.Errorf("%d lines kept in the page, %d decisions", n, len(steps))
			}
		})
	}
}

// TestCoachUnderPolicyAndOffline: on a site served under a sub-path whose host sends the page's
// Content-Security-Policy as a header on every response (a worker obeys its own response's
// policy, not the page's), the workers start and compile coach.wasm; once the service worker
// has cached the app (coach.js, coach-worker.js and coach.wasm among its files), the coach
// grades with the server gone.
func TestCoachUnderPolicyAndOffline(t *testing.T) {
	dir := GenerateSite(t, SiteOptions{Base: "/borabora", Version: "coach-offline"})
	srv := Serve(t, dir, "/borabora")
	srv.SetHeader("Content-Security-Policy", site.ContentSecurityPolicy)
	_, urls, err := srv.Precache()
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{site.CoachScript, site.CoachWorker, site.CoachWasm, "/wasm_exec.js"} {
		if !slices.Contains(urls, "/borabora"+u) {
			t.Errorf("the service worker does not precache %s", u)
		}
	}
	code, rec := CoachGame(t, 2, 6)
	steps, err := coach.Steps(rec)
	if err != nil {
		t.Fatal(err)
	}
	b := NewBrowser(t)
	b.Open(srv.URL)
	grade := func(key string, pick []int) {
		t.Helper()
		want := NativeVerdicts(t, rec, pick)
		Eval[bool](b, coachWatchJS)
		Eval[bool](b, coachStartJS(key, code, fakeKept(without(steps, pick))))
		b.WaitJS(coachEndedJS(key))
		es := coachEvents(b, key)
		if last := es[len(es)-1]; last.State != "done" {
			t.Fatalf("%s: last event %+v", key, last)
		}
		got := received(t, es)
		for _, s := range pick {
			if got[s] != want[s] {
				t.Errorf("%s, decision %d:\n worker %q\n native %q", key, s, got[s], want[s])
			}
		}
	}
	grade("online", spread(steps, 3))

	b.WaitOfflineReady(srv)
	srv.Stop()
	if srv.Up() {
		t.Fatal("the server still answers")
	}
	b.Reload()
	grade("offline", spread(steps[1:], 3))
}
