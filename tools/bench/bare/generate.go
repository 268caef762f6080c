//go:build !wasm

package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// generate writes go-app's static site for the page into out, with go-app's defaults.
func generate(out string) error {
	return app.GenerateStaticWebsite(out, &app.Handler{Name: "bare", Title: "bare", Version: "bare"})
}
