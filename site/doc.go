//go:build !wasm

// Package site builds and serves the static website of the Bora Bora app.
//
// It never runs in the browser: the whole package is excluded from the wasm
// build, which keeps net/http and go-app's generator out of app.wasm.
//
//   - Generate writes the go-app files (index.html, app.js, app-worker.js,
//     manifest, ...) next to an app.wasm already built into <out>/web/.
//   - NewServer serves such a directory the way a static host does: it
//     prefers precompressed .br and .gz files, sets the right content types,
//     and can mount the site under a sub-path (GitHub Pages project sites).
package site
