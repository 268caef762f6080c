//go:build !wasm

package e2e

import (
	"os"
	"path/filepath"
	"testing"
)

// wasmBudget is the most app.wasm may weigh as the site serves it with brotli (make build
// compresses it with brotli -q 11): docs/performance.md, "Size". 1,300,000 until the saves'
// journal and the trust of play by links (takeovers, the table part's check, lost moves,
// whose turn) came, measured there; 1,320,000 until signed links came (23,302 bytes more: the
// binding, signing and checking rules in Go, the signatures themselves in Web Crypto);
// 1,340,000 until the review's own screen, Try another move on the board, the drill, key
// moments per player, the guide's terms and hand-overs in the history came (1,340,404 then).
const wasmBudget = 1_360_000

// TestAppWasmWithinItsSizeBudget: the built app.wasm, brotli-compressed, stays within its
// budget. The size of one build is the same on every machine, so this is no timing.
func TestAppWasmWithinItsSizeBudget(t *testing.T) {
	dir := Dist(t)
	sizes := map[string]int64{}
	for _, f := range []string{"app.wasm", "app.wasm.gz", "app.wasm.br"} {
		st, err := os.Stat(filepath.Join(dir, "web", f))
		if err != nil {
			t.Fatalf("%v (make build writes it)", err)
		}
		sizes[f] = st.Size()
	}
	t.Logf("app.wasm: %d bytes raw, %d gzip, %d brotli (budget %d)", sizes["app.wasm"], sizes["app.wasm.gz"], sizes["app.wasm.br"], wasmBudget)
	if br := sizes["app.wasm.br"]; br > wasmBudget {
		t.Errorf("app.wasm is %d bytes with brotli, %d over its budget of %d", br, br-wasmBudget, wasmBudget)
	}
}
