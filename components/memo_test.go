package components

import (
	"math/rand/v2"
	"regexp"
	"sort"
	"strings"
	"testing"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// liveRoot is a Root mounted in go-app's test engine; it keeps its context so the test can
// act as the browser does (a dispatched click, then go-app's update of the mounted tree).
type liveRoot struct {
	Root
	live app.Context
}

func (l *liveRoot) OnPreRender(ctx app.Context) { l.live = ctx }

var tagRE = regexp.MustCompile(`<[a-zA-Z][^<>]*>`)
var attrRE = regexp.MustCompile(`\s[a-zA-Z:-]+(="[^"]*")?`)

// canonical sorts the attributes of every tag: go-app prints them in map order.
func canonical(h string) string {
	return tagRE.ReplaceAllStringFunc(h, func(tag string) string {
		name := tag[1:]
		if i := strings.IndexAny(name, " >/"); i >= 0 {
			name = name[:i]
		}
		attrs := attrRE.FindAllString(tag[1+len(name):], -1)
		sort.Strings(attrs)
		return "<" + name + strings.Join(attrs, "") + ">"
	})
}

// TestMountedTableMatchesAFreshDrawing plays games in a mounted root and checks after every
// decision that what go-app has updated in place is exactly what a fresh drawing of the same
// position shows: no part of the table (those drawn as their own components included) may
// stay stale.
func TestMountedTableMatchesAFreshDrawing(t *testing.T) {
	for np := 2; np <= 4; np++ {
		s, err := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Bo", "Cy", "Di"}[:np], Seed: uint64(40 + np), OpenHands: true})
		if err != nil {
			t.Fatal(err)
		}
		l := &liveRoot{Root: *NewRootWithSession(s)}
		e := app.NewTestEngine()
		if err := e.Load(l); err != nil {
			t.Fatal(err)
		}
		e.ConsumeAll()
		rng := rand.New(rand.NewPCG(uint64(np), 9))
		for step := 0; step < 250 && !s.Game().Over(); step++ {
			c := s.Game().LegalAt(rng.IntN(s.Game().LegalCount()))
			l.live.Dispatch(func(ctx app.Context) { l.c.choose(ctx, c) })
			e.ConsumeAll()
			fresh := NewRootWithSession(s)
			fresh.c.selDie, fresh.c.selBuild, fresh.c.hot.Holder, fresh.c.focusOpp = l.c.selDie, l.c.selBuild, l.c.hot.Holder, l.c.focusOpp
			fresh.c.panel, fresh.c.giveUp = l.c.panel, l.c.giveUp // a give-up asked about
			got, want := canonical(app.HTMLString(l)), canonical(app.HTMLString(fresh))
			if got != want {
				i := 0
				for i < len(got) && i < len(want) && got[i] == want[i] {
					i++
				}
				t.Fatalf("%d players, step %d after %v: the mounted table differs from a fresh drawing at\n got: %.300s\nwant: %.300s", np, step, c, got[max(0, i-100):], want[max(0, i-100):])
			}
		}
	}
}
