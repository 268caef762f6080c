//go:build !wasm

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"borabora/gameapp"
)

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

// TestLighthouseAccessibility: the pinned Lighthouse's accessibility audit of the start screen,
// the table (a game opened from its share link) and the score sheet (a finished game's link)
// finds nothing to fix; the scores are logged for the record.
func TestLighthouseAccessibility(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	StartBotGame(b, []string{"person", "medium"}, "instant", "2024")
	b.Click("#open-export")
	b.WaitVisible("#share-link")
	link := Eval[string](b, `document.getElementById('share-link').value`)
	if !strings.HasPrefix(link, srv.URL) {
		t.Fatalf("share link %q is not on %s", link, srv.URL)
	}
	over := gameapp.ShareLink(srv.URL+"/", finishedGameCode(t))
	for _, p := range []struct{ name, url, sel string }{
		{"start screen", srv.URL, MountedSelector},
		{"table", link, "#prompt-text"},
		{"score sheet", over, "#winner"},
	} {
		r := RunLighthouseAccessibility(t, p.url, p.sel)
		score := *r.Categories.Accessibility.Score
		t.Logf("Lighthouse %s accessibility, %s: %.0f", r.LighthouseVersion, p.name, 100*score)
		for id, a := range r.Audits {
			if a.Score != nil && *a.Score < 1 {
				t.Errorf("%s: audit %s failed: %s", p.name, id, a.Title)
			}
		}
	}
}

// finishedGameCode is the first save code of the engine's golden codes: a whole game.
func finishedGameCode(t *testing.T) string {
	root, err := RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, "engine", "testdata", "golden_codes_rules2.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) > 0 && !strings.HasPrefix(f[0], "#") {
			return f[0]
		}
	}
	t.Fatal("no golden code")
	return ""
}
