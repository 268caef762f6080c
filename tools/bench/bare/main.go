// Command bare is the smallest page go-app v10.1.11 makes: one component that mounts, with
// go-app's own index.html, loader and service worker. "make bench" (tools/bench, the "bare"
// figures) builds it into a temporary folder, serves it the way the game is served and times
// its cold start beside the game's, so that the game's start can be read against go-app's own.
// It is never part of the site.
//
// In the browser (GOOS=js GOARCH=wasm) it runs the page; natively, "bare OUT" writes the
// static site into OUT, which must hold web/app.wasm already.
package main

import (
	"fmt"
	"os"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// page is the whole app: #root says data-mounted="true" once go-app has mounted it, as the
// game's root does (e2e.MountedSelector).
type page struct {
	app.Compo
	mounted bool
}

func (p *page) OnMount(ctx app.Context) { p.mounted = true }

func (p *page) Render() app.UI {
	m := "false"
	if p.mounted {
		m = "true"
	}
	return app.Div().ID("root").Attr("data-mounted", m).Body(app.H1().Text("go-app"))
}

func main() {
	app.Route("/", func() app.Composer { return &page{} })
	app.RunWhenOnBrowser() // in the browser this never returns
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: bare OUT (OUT/web/app.wasm built first)")
		os.Exit(2)
	}
	if err := generate(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
