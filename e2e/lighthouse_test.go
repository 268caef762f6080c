//go:build !wasm

package e2e

import "testing"

// TestLighthouseRunsOffline: the pinned Lighthouse that make bench runs
// audits the built site with the system's Chromium and gives a performance
// score and the timings the bench prints, and neither the page nor
// Lighthouse needed anything beyond the local server. (Scores are reported
// by make bench, never asserted.)
func TestLighthouseRunsOffline(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	r := RunLighthouse(t, srv.URL, "mobile")
	if s := *r.Categories.Performance.Score; s <= 0 || s > 1 {
		t.Errorf("performance score %v out of (0, 1]", s)
	}
	for _, a := range []string{"first-contentful-paint", "largest-contentful-paint", "speed-index"} {
		if v := r.Metric(a); v <= 0 {
			t.Errorf("%s = %v, want a time", a, v)
		}
	}
	if _, ok := r.Audits["total-blocking-time"]; !ok {
		t.Error("no total-blocking-time audit")
	}
	urls := r.Requests()
	if len(urls) < 5 {
		t.Fatalf("Lighthouse saw only %d requests: %v", len(urls), urls)
	}
	if off := offOrigin(urls, srv.Origin); len(off) > 0 {
		t.Errorf("the audited page requested other origins: %v", off)
	}
	wasm := false
	for _, u := range urls {
		wasm = wasm || u == srv.Origin+"/web/app.wasm"
	}
	if !wasm {
		t.Errorf("Lighthouse's page never requested app.wasm: %v", urls)
	}
}
