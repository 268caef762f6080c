//go:build !wasm

package e2e

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"borabora/gameapp"
)

// FinishedGameCode plays a whole game with seeded random legal choices and returns its save
// code.
func FinishedGameCode(players int, seed uint64) (string, error) {
	names := []string{"Ana", "Ben", "Cleo", "Don"}[:players]
	s, err := gameapp.NewSession(gameapp.Setup{Names: names, Seed: seed})
	if err != nil {
		return "", err
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	for !s.Game().Over() {
		l := s.Game().Legal()
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			return "", err
		}
	}
	return gameapp.CodeOf(s.Setup(), s.Choices()), nil
}

// OpenShareLink opens a finished game's share link in b (a fresh profile) and returns the
// in-page milliseconds from the start of navigation to the score sheet on screen.
func OpenShareLink(b *Browser, link string) float64 {
	b.t.Helper()
	b.AddScriptOnNewDocument(readyObserver("#score-sheet"))
	b.Navigate(link)
	b.WaitVisible("#score-sheet")
	return Eval[float64](b, `window.__e2eReadyAt`)
}

// ShareLinkFigures reports the save-code length of finished 2, 3 and 4-player games (median
// over 50 seeded random games each, short player names) and the time to open a finished
// 3-player game's share link in a fresh browser profile (median over runs).
func ShareLinkFigures(t T, dist string, runs int) []Figure {
	t.Helper()
	var figs []Figure
	var code3 string
	for players := 2; players <= 4; players++ {
		var lens []float64
		for seed := uint64(1); seed <= 50; seed++ {
			code, err := FinishedGameCode(players, seed)
			if err != nil {
				t.Fatalf("%d players, seed %d: %v", players, seed, err)
			}
			lens = append(lens, float64(len(code)))
			if players == 3 && seed == 1 {
				code3 = code
			}
		}
		med, _ := Stats(lens)
		figs = append(figs, NewFigure(fmt.Sprintf("save_code_chars_finished_%dp", players), med, "characters", len(lens),
			fmt.Sprintf("median of %d random finished games, min %.0f, max %.0f", len(lens), slices.Min(lens), slices.Max(lens))))
	}
	var ms []float64
	for i := 0; i < runs; i++ {
		sc := &scope{T: t}
		srv := Serve(sc, dist, "")
		b := NewBrowser(sc)
		ms = append(ms, OpenShareLink(b, srv.URL+"#game="+code3))
		sc.close()
	}
	med, _ := Stats(ms)
	return append(figs, NewFigure("share_link_to_score_sheet_cold_ms", med, "ms", runs,
		fmt.Sprintf("finished 3-player game, %d-character code, fresh profile; min %.0f, max %.0f; navigation start to #score-sheet, in page",
			len(code3), slices.Min(ms), slices.Max(ms))))
}
