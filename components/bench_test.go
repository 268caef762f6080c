package components

import (
	"math/rand/v2"
	"testing"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// BenchmarkDecisionRedraw is the Go side of a click on the table: one decision applied in a
// mounted root (go-app's test engine, no browser) and the page brought up to date: the root
// drawn again from the view and every changed part of the table with it. It plays 3-player
// games with open hands, a random legal choice each time; a new game starts, untimed, when one
// ends. The browser's share of the cost (the DOM) is in make bench's click_to_update_ms.
func BenchmarkDecisionRedraw(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 7))
	var (
		l *liveRoot
		e app.TestEngine
		s *gameapp.Session
	)
	start := func() {
		var err error
		s, err = gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Bo", "Cy"}, Seed: rng.Uint64()%1000 + 1, OpenHands: true})
		if err != nil {
			b.Fatal(err)
		}
		l = &liveRoot{Root: *NewRootWithSession(s)}
		e = app.NewTestEngine()
		if err := e.Load(l); err != nil {
			b.Fatal(err)
		}
		e.ConsumeAll()
	}
	start()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Game().Over() {
			b.StopTimer()
			start()
			b.StartTimer()
		}
		c := s.Game().LegalAt(rng.IntN(s.Game().LegalCount()))
		l.live.Dispatch(func(ctx app.Context) { l.c.choose(ctx, c) })
		e.ConsumeAll()
	}
}
