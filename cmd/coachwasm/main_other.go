//go:build !js

// Command coachwasm is the coach's WebAssembly binary, built with GOOS=js GOARCH=wasm into
// the site's web/coach.wasm and run by web/coach-worker.js in Web Workers (main_js.go). Built
// natively it only says so: the grader it wraps is tested natively (grader_test.go).
package main

import "os"

func main() {
	os.Stderr.WriteString("coachwasm runs in a browser's Web Worker: build it with GOOS=js GOARCH=wasm (make wasm)\n")
	os.Exit(2)
}
