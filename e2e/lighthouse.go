//go:build !wasm

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// LighthouseCLI returns the pinned Lighthouse of tools/lighthouse (installed
// by "make lighthouse", which make bench and make test run); without it the
// caller skips, or fails under CI=true or E2E_REQUIRE=1.
func LighthouseCLI(t T) string {
	t.Helper()
	root, err := RepoRoot()
	if err != nil {
		t.Fatalf("%v", err)
	}
	cli := filepath.Join(root, "tools", "lighthouse", "node_modules", "lighthouse", "cli", "index.js")
	if _, err := os.Stat(cli); err != nil {
		missing(t, "Lighthouse is not installed in tools/lighthouse (make lighthouse)")
	}
	return cli
}

// LighthouseReport is the part of a Lighthouse JSON report the bench reads.
type LighthouseReport struct {
	LighthouseVersion string `json:"lighthouseVersion"`
	RuntimeError      *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"runtimeError"`
	Categories struct {
		Performance struct {
			Score *float64 `json:"score"`
		} `json:"performance"`
		Accessibility struct {
			Score *float64 `json:"score"`
		} `json:"accessibility"`
	} `json:"categories"`
	Audits map[string]struct {
		Title        string          `json:"title"`
		Score        *float64        `json:"score"`
		NumericValue float64         `json:"numericValue"`
		Details      json.RawMessage `json:"details"`
	} `json:"audits"`
}

// RunLighthouse runs the pinned Lighthouse once, performance category only,
// on url with the system's Chromium: preset "mobile" (Lighthouse's default,
// simulated slow 4G and a 4x slower CPU) or "desktop".
func RunLighthouse(t T, url, preset string) LighthouseReport {
	t.Helper()
	cli := LighthouseCLI(t)
	chrome := ChromePath(t)
	out := filepath.Join(t.TempDir(), "lighthouse.json")
	args := []string{cli, url,
		"--only-categories=performance", "--output=json", "--output-path=" + out, "--quiet",
		"--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync",
	}
	if preset == "desktop" {
		args = append(args, "--preset=desktop")
	}
	cmd := exec.Command("node", args...)
	cmd.Env = append(os.Environ(), "CHROME_PATH="+chrome)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("lighthouse (%s): %v\n%s", preset, err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("lighthouse report: %v", err)
	}
	var r LighthouseReport
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("lighthouse report: %v", err)
	}
	if r.RuntimeError != nil && r.RuntimeError.Code != "" {
		t.Fatalf("lighthouse (%s): %s: %s", preset, r.RuntimeError.Code, r.RuntimeError.Message)
	}
	if r.Categories.Performance.Score == nil {
		t.Fatalf("lighthouse (%s) gave no performance score", preset)
	}
	return r
}

// RunLighthouseAccessibility runs the pinned Lighthouse's accessibility audit, in snapshot
// mode, on url once the app shows an element matching selector (tools/lighthouse/
// a11y-snapshot.mjs, with the system's Chromium at 1366x768): the app's own screen, not the
// pre-rendered page a navigation audit sees while app.wasm loads.
func RunLighthouseAccessibility(t T, url, selector string) LighthouseReport {
	t.Helper()
	LighthouseCLI(t)
	root, err := RepoRoot()
	if err != nil {
		t.Fatalf("%v", err)
	}
	out := filepath.Join(t.TempDir(), "lighthouse-a11y.json")
	cmd := exec.Command("node", filepath.Join(root, "tools", "lighthouse", "a11y-snapshot.mjs"), url, selector, out)
	cmd.Env = append(os.Environ(), "CHROME_PATH="+ChromePath(t))
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("lighthouse accessibility snapshot: %v\n%s", err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("lighthouse report: %v", err)
	}
	var r LighthouseReport
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("lighthouse report: %v", err)
	}
	if r.Categories.Accessibility.Score == nil {
		t.Fatalf("lighthouse gave no accessibility score")
	}
	return r
}

// Metric returns an audit's value (milliseconds for the timings).
func (r LighthouseReport) Metric(audit string) float64 { return r.Audits[audit].NumericValue }

// Requests returns the URLs the audited page requested.
func (r LighthouseReport) Requests() []string {
	var d struct {
		Items []struct {
			URL string `json:"url"`
		} `json:"items"`
	}
	json.Unmarshal(r.Audits["network-requests"].Details, &d)
	var urls []string
	for _, it := range d.Items {
		urls = append(urls, it.URL)
	}
	return urls
}

// MeasureLighthouse runs Lighthouse against the built site served like make
// serve, on the start screen of a first visit: runs times with the mobile
// preset and runs times with the desktop preset. Each figure is the median
// of its runs.
func MeasureLighthouse(t T, dist string, runs int) []Figure {
	t.Helper()
	sc := &scope{T: t}
	defer sc.close()
	srv := Serve(sc, dist, "")
	var figs []Figure
	for _, preset := range []string{"mobile", "desktop"} {
		var score, tbt, lcp, fcp, si []float64
		version := ""
		for i := 0; i < runs; i++ {
			r := RunLighthouse(t, srv.URL, preset)
			version = r.LighthouseVersion
			score = append(score, 100**r.Categories.Performance.Score)
			tbt = append(tbt, r.Metric("total-blocking-time"))
			lcp = append(lcp, r.Metric("largest-contentful-paint"))
			fcp = append(fcp, r.Metric("first-contentful-paint"))
			si = append(si, r.Metric("speed-index"))
		}
		note := func(s []float64) string {
			return fmt.Sprintf("Lighthouse %s, %s preset, start screen of a first visit, median of %d (min %.0f, max %.0f)",
				version, preset, runs, slices.Min(s), slices.Max(s))
		}
		med := func(s []float64) float64 { m, _ := Stats(s); return m }
		figs = append(figs,
			NewFigure("lighthouse_"+preset+"_performance", med(score), "score", runs, note(score)),
			NewFigure("lighthouse_"+preset+"_tbt_ms", med(tbt), "ms", runs, note(tbt)),
			NewFigure("lighthouse_"+preset+"_lcp_ms", med(lcp), "ms", runs, note(lcp)),
			NewFigure("lighthouse_"+preset+"_fcp_ms", med(fcp), "ms", runs, note(fcp)),
			NewFigure("lighthouse_"+preset+"_speed_index_ms", med(si), "ms", runs, note(si)),
		)
	}
	return figs
}

// offOrigin returns the requested URLs that are not on origin.
func offOrigin(urls []string, origin string) []string {
	var off []string
	for _, u := range urls {
		if !strings.HasPrefix(u, origin+"/") {
			off = append(off, u)
		}
	}
	return off
}
