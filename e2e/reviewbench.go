//go:build !wasm

package e2e

import (
	"encoding/json"
	"fmt"
	"slices"

	"borabora/gameapp"
)

// ReviewFigures reports the redraw of a review's step, from a click on "next decision" to the
// page changed (in the page, TimeClick), over 60 steps of a finished 4-player game from its
// 100th decision, 50 ms apart: "review_step_redraw_ms_median" and "_p95"; and the time to open a history of
// 200 finished games, from the click on the saved games' "Finished games" to the list drawn
// (median of 5 openings): "history_open_200_games_ms".
func ReviewFigures(t T, dist string) []Figure {
	t.Helper()
	sc := &scope{T: t}
	defer sc.close()
	srv := Serve(sc, dist, "")
	b := NewBrowser(sc)

	code, err := FinishedGameCode(4, 3)
	if err != nil {
		t.Fatalf("%v", err)
	}
	b.Open(srv.URL + "/#review=" + code + "&step=100")
	b.WaitVisible("#timeline")
	var step []float64
	for range 60 {
		// a person's clicks come farther apart than go-app's 1/120 s between two redraws
		Eval[bool](b, `new Promise(r => setTimeout(() => r(true), 50))`)
		step = append(step, TimeClick(b, "#rv-next"))
	}
	med, p95 := Stats(step)
	note := fmt.Sprintf("a finished 4-player game, steps 100 to 160 by the next-decision button, 50 ms apart; min %.1f, max %.1f; click to the page changed, in page",
		slices.Min(step), slices.Max(step))
	figs := []Figure{NewFigure("review_step_redraw_ms_median", med, "ms", len(step), note),
		NewFigure("review_step_redraw_ms_p95", p95, "ms", len(step), note)}

	// 200 finished games of 2 to 4 players, written where the history keeps them
	kv := gameapp.NewMemKV()
	h := gameapp.NewHistory(kv)
	for i := range gameapp.HistoryLimit {
		code, err := FinishedGameCode(2+i%3, uint64(1000+i))
		if err != nil {
			t.Fatalf("%v", err)
		}
		s, err := gameapp.Import(code)
		if err != nil {
			t.Fatalf("%v", err)
		}
		if err := h.Add(gameapp.FinishedOf(fmt.Sprintf("bench-%03d", i), s, 1_700_000_000_000+int64(i)*60_000)); err != nil {
			t.Fatalf("%v", err)
		}
	}
	entries, _ := json.Marshal(kv.M)
	Eval[bool](b, `(() => { const e = `+string(entries)+`; for (const k in e) localStorage.setItem(k, e[k]); return true; })()`)
	b.Open(srv.URL)
	var open []float64
	for range 5 {
		b.WaitVisible("#open-history")
		open = append(open, TimeClick(b, "#open-history"))
		if n := Eval[int](b, `document.querySelectorAll('#hist-list .hist-item').length`); n != gameapp.HistoryLimit {
			t.Fatalf("the history lists %d games, want %d", n, gameapp.HistoryLimit)
		}
		b.Click("#hist-back")
	}
	med, _ = Stats(open)
	return append(figs, NewFigure("history_open_200_games_ms", med, "ms", len(open),
		fmt.Sprintf("200 finished games of 2 to 4 players; min %.1f, max %.1f; click on Finished games to the list drawn, in page",
			slices.Min(open), slices.Max(open))))
}
