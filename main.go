// Command borabora is the Bora Bora board game as a Go WebAssembly app.
//
// In the browser (GOOS=js GOARCH=wasm) it runs the user interface. Built
// natively it is the site tool: "borabora generate" writes the static
// website into dist/, and "borabora serve" serves it on 127.0.0.1:8000.
// See the Makefile for the whole build.
package main

import (
	"os"

	"borabora/components"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func main() {
	app.Route("/", func() app.Composer { return components.NewRoot() })
	app.RunWhenOnBrowser() // in the browser this never returns
	os.Exit(runTool(os.Args[1:]))
}
