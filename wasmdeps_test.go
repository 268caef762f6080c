//go:build !wasm

package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// The browser build links none of the packages that were taken out of it for app.wasm's size
// (docs/go-app-patch.md, docs/performance.md): go-app's server (net/http), its AES and UUIDs,
// and encoding/json (saves and catalogs are read by internal/jsonlite). A change that brings
// one back fails here, before the size budget's test.
func TestBrowserBuildLeavesOutHeavyPackages(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		deps[p] = true
	}
	if !deps["github.com/maxence-charriere/go-app/v10/pkg/app"] {
		t.Fatalf("go list -deps does not list go-app: %s", out)
	}
	for _, p := range []string{"encoding/json", "net/http", "crypto/aes", "crypto/rand", "github.com/google/uuid", "compress/flate"} {
		if deps[p] {
			t.Errorf("the browser build imports %s", p)
		}
	}
}
