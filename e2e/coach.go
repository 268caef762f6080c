//go:build !wasm

package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"borabora/coach"
	"borabora/engine"
	"borabora/engine/bot"
)

// The coach's analysis in the browser (web/coach.js and its workers, running coach.wasm):
// the games it grades, the verdicts it must give (the native ones), and the figures of
// "make bench" (MeasureCoach).

// CoachGame plays a whole game of Medium players natively and returns its engine record code
// (what bbCoach.start takes) and its record.
func CoachGame(t T, players int, seed uint64) (string, engine.Record) {
	t.Helper()
	cfg := engine.Config{Seed: seed}
	for i := 0; i < players; i++ {
		cfg.Players = append(cfg.Players, engine.PlayerConfig{Name: fmt.Sprintf("P%d", i+1)})
	}
	g, err := engine.NewGame(cfg)
	if err != nil {
		t.Fatalf("%v", err)
	}
	bots := make([]*bot.Bot, players)
	for i := range bots {
		bots[i] = bot.New(bot.Medium, seed+uint64(i))
	}
	for !g.Over() {
		if err := g.Apply(bots[g.Prompt().Player].Choose(g)); err != nil {
			t.Fatalf("%v", err)
		}
	}
	code := engine.EncodeRecord(g.Record())
	r, err := engine.DecodeRecord(code)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return code, r
}

// NativeVerdicts grades decisions steps of r natively (coach.JudgeRecord) and returns each
// verdict's line by decision.
func NativeVerdicts(t T, r engine.Record, steps []int) map[int]string {
	t.Helper()
	out := map[int]string{}
	if err := coach.JudgeRecord(r, steps, 64, nil, func(v coach.Verdict) { out[v.Step] = coach.Encode(v) }); err != nil {
		t.Fatalf("%v", err)
	}
	return out
}

// coachWatchJS makes the page keep every "bbcoach" event's detail in window.__coachEvents.
const coachWatchJS = `(() => {
  if (!window.__coachEvents) {
    window.__coachEvents = [];
    document.addEventListener("bbcoach", (e) => window.__coachEvents.push(Object.assign({at: performance.now()}, e.detail)));
  }
  return typeof window.bbCoach === "object";
})()`

// coachEndedJS is true once the analysis of key has sent its last event.
func coachEndedJS(key string) string {
	return fmt.Sprintf(`(() => { const es = (window.__coachEvents || []).filter((e) => e.key === %q);
  return es.length > 0 && es[es.length - 1].state !== "running"; })()`, key)
}

// CoachEvent is the detail of one "bbcoach" event.
type CoachEvent struct {
	Key   string `json:"key"`
	Lines string `json:"lines"`
	Done  int    `json:"done"`
	Total int    `json:"total"`
	State string `json:"state"`
	Error string `json:"error"`
	// Shared counts the workers that ran the coach.wasm the page compiled.
	Shared int `json:"shared"`
	// At is when the page received it (performance.now(), ms).
	At float64 `json:"at"`
}

// coachEvents are the events of key received so far.
func coachEvents(b *Browser, key string) []CoachEvent {
	b.t.Helper()
	raw := Eval[string](b, fmt.Sprintf(`JSON.stringify((window.__coachEvents || []).filter((e) => e.key === %q))`, key))
	var es []CoachEvent
	if err := json.Unmarshal([]byte(raw), &es); err != nil {
		b.t.Fatalf("%v", err)
	}
	return es
}

// verdictLines splits text into its non-empty lines.
func verdictLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && len(strings.Fields(l)) == 9 {
			out = append(out, l)
		}
	}
	return out
}

// luckLines are the lines of text that say a roll's luck (coach.EncodeLuck), by job name.
func luckLines(text string) map[string]string {
	out := map[string]string{}
	for _, l := range strings.Split(text, "\n") {
		if lk, ok := coach.DecodeLuck(l); ok {
			out[lk.Job()] = strings.TrimSpace(l)
		}
	}
	return out
}

// fakeVerdicts are stand-in kept lines, one for each of steps (nine fields, as a verdict's
// line): the analysis takes them as graded and leaves them alone.
func fakeVerdicts(steps []int) string {
	var b strings.Builder
	for _, s := range steps {
		fmt.Fprintf(&b, "%d 0 1 0.0.0.0 0.0.0.0 0 0 0 0\n", s)
	}
	return b.String()
}

// fakeKept are fakeVerdicts and a stand-in luck for every seat's roll in every round, so that
// the analysis grades only the other decisions.
func fakeKept(steps []int) string {
	var b strings.Builder
	b.WriteString(fakeVerdicts(steps))
	for r := 1; r <= engine.Rounds; r++ {
		for p := 0; p < 4; p++ {
			b.WriteString(coach.EncodeLuck(coach.RollLuck{Round: r, Seat: p}) + "\n")
		}
	}
	return b.String()
}

// coachStartJS starts the analysis of code under key, after keeping kept for it.
func coachStartJS(key, code, kept string) string {
	return fmt.Sprintf(`(() => { if (%q !== "") localStorage.setItem("bb-coach:" + %q, %q); bbCoach.start(%q, %q); return true; })()`,
		kept, key, kept, key, code)
}

// MeasureCoach is the "coach" group of make bench: the wall time to grade every decision of a
// finished 4-player game in the page's pool of workers, the workers it used, whether its
// verdicts are the native ones, and the click-to-update latency of a game in play in the same
// page while an analysis runs (the clicks group's game and measure).
func MeasureCoach(t T, dist string) []Figure {
	t.Helper()
	sc := &scope{T: t}
	defer sc.close()
	srv := Serve(sc, dist, "")
	code, rec := CoachGame(sc, 4, 21)
	steps, err := coach.Steps(rec)
	if err != nil {
		t.Fatalf("%v", err)
	}

	b := NewBrowser(sc)
	b.StepTimeout = 10 * time.Minute
	b.Open(srv.URL)
	Eval[bool](b, coachWatchJS)
	workers := Eval[int](b, `Math.max(1, Math.min(4, Math.floor(navigator.hardwareConcurrency || 1)))`)
	t0 := time.Now()
	Eval[bool](b, coachStartJS("bench-whole", code, ""))
	b.WaitJS(coachEndedJS("bench-whole"))
	took := time.Since(t0)
	es := coachEvents(b, "bench-whole")
	last := es[len(es)-1]
	native := NativeVerdicts(sc, rec, steps)
	same := last.State == "done" && last.Done == len(steps)
	var got []string
	for _, e := range es {
		got = append(got, verdictLines(e.Lines)...)
	}
	for _, l := range got {
		var s int
		fmt.Sscan(l, &s)
		if native[s] != l {
			same = false
		}
	}
	same = same && len(got) == len(native)
	sameF := 0.0
	if same {
		sameF = 1
	}
	figs := []Figure{
		NewFigure("coach_game_s", took.Seconds(), "s", 1, fmt.Sprintf(
			"wall time from bbCoach.start to its last event, grading the %d decisions of a finished 4-player game of Medium players (seed 21) in %d workers (min(4, navigator.hardwareConcurrency)); state %s", len(steps), workers, last.State)),
		NewFigure("coach_workers", float64(workers), "workers", 1, "Web Workers the pool used"),
		NewFigure("coach_same_as_native", sameF, "bool", 1, "1 when every verdict line the workers sent equals coach.JudgeRecord's natively, byte for byte"),
	}

	// clicks on a game in play while an analysis of the whole game runs in the same page
	b2 := NewBrowser(sc)
	b2.StepTimeout = 10 * time.Minute
	b2.Open(srv.URL)
	Eval[bool](b2, coachWatchJS)
	Eval[bool](b2, coachStartJS("bench-clicks", code, ""))
	b2.WaitJS(`(window.__coachEvents || []).some((e) => e.key === "bench-clicks" && e.total > 0)`)
	clicks := MeasureDecisions(b2)
	es2 := coachEvents(b2, "bench-clicks")
	state := es2[len(es2)-1].State
	Eval[bool](b2, `(() => { bbCoach.stop("bench-clicks"); return true; })()`)
	for _, f := range clicks {
		if !strings.HasPrefix(f.Figure, "click_to_update") {
			continue
		}
		f.Figure = strings.Replace(f.Figure, "click_to_update", "coach_click_to_update", 1)
		f.Note += fmt.Sprintf("; while the coach grades a whole 4-player game in %d workers in the same page (its state after the clicks: %s)", workers, state)
		figs = append(figs, f)
	}
	return figs
}
