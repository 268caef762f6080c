//go:build !wasm

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
)

// LighthouseCLI returns the pinned Lighthouse of tools/lighthouse (installed
// by "make lighthouse", which make bench runs), or fails t when it is not
// installed.
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

// lighthouseReport is the part of a Lighthouse JSON report the bench reads.
type lighthouseReport struct {
	LighthouseVersion string `json:"lighthouseVersion"`
	Categories        struct {
		Performance struct {
			Score float64 `json:"score"`
		} `json:"performance"`
	} `json:"categories"`
	Audits map[string]struct {
		NumericValue float64 `json:"numericValue"`
	} `json:"audits"`
}

// MeasureLighthouse runs the pinned Lighthouse, performance category only,
// against the built site served like make serve, on the start screen of a
// first visit: runs times with the mobile preset (Lighthouse's default:
// simulated slow 4G and a 4x slower CPU) and runs times with the desktop
// preset. Each figure is the median of its runs.
func MeasureLighthouse(t T, dist string, runs int) []Figure {
	t.Helper()
	cli := LighthouseCLI(t)
	chrome := ChromePath(t)
	sc := &scope{T: t}
	defer sc.close()
	srv := Serve(sc, dist, "")
	dir := t.TempDir()

	var figs []Figure
	for _, preset := range []string{"mobile", "desktop"} {
		var score, tbt, lcp, fcp, si []float64
		version := ""
		for i := 0; i < runs; i++ {
			out := filepath.Join(dir, fmt.Sprintf("%s-%d.json", preset, i))
			args := []string{cli, srv.URL,
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
			var r lighthouseReport
			if err := json.Unmarshal(b, &r); err != nil {
				t.Fatalf("lighthouse report: %v", err)
			}
			version = r.LighthouseVersion
			score = append(score, 100*r.Categories.Performance.Score)
			tbt = append(tbt, r.Audits["total-blocking-time"].NumericValue)
			lcp = append(lcp, r.Audits["largest-contentful-paint"].NumericValue)
			fcp = append(fcp, r.Audits["first-contentful-paint"].NumericValue)
			si = append(si, r.Audits["speed-index"].NumericValue)
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
