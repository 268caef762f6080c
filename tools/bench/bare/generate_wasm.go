//go:build wasm

package main

// generate is native only (the patched go-app keeps its site generator out of the browser
// build); in the browser main never gets here.
func generate(out string) error { return nil }
