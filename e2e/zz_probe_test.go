//go:build !wasm

package e2e

import "testing"

func TestZZProbeLatency(t *testing.T) {
	b := uiOpen(t, 1366, 768)
	b.start(3, "5")
	for i := 0; i < 70; i++ {
		r := b.step()
		if r.Done {
			break
		}
		t.Logf("%-14s %6.1f", r.What, r.Ms)
	}
}
