//go:build wasm

package main

// runTool exists natively only (tool.go); in the browser main never gets
// past app.RunWhenOnBrowser.
func runTool([]string) int { return 0 }
