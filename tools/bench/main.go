//go:build !wasm

// Command bench prints the figures the project tracks, one JSON object per
// line: app.wasm's and coach.wasm's sizes raw, gzip and brotli; load time to the first
// interactive board, cold and from the service worker; the cold start beside
// a bare go-app page (e2e.MeasureColdStart); click-to-update
// latency (e2e.MeasureDecisions); the coach's analysis of a whole game in the page's workers
// and the click latency meanwhile (e2e.MeasureCoach); and every Go benchmark of the packages
// given with -gobench (ns/op plus any b.ReportMetric units).
// "make bench" runs it after a fresh build.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"borabora/e2e"
)

func main() {
	dist := flag.String("dist", "dist", "built site directory")
	runs := flag.Int("runs", 5, "load measurements (each in a fresh browser)")
	lhruns := flag.Int("lighthouse-runs", 3, "Lighthouse runs per preset (mobile, desktop)")
	gobench := flag.String("gobench", "./engine/...", "packages whose Go benchmarks to report; empty for none")
	benchtime := flag.String("benchtime", "2s", "go test -benchtime")
	only := flag.String("only", "", "comma-separated groups to measure (sizes, load, bare, clicks, bot, share, review, coach, lighthouse, go); empty for all")
	flag.Parse()
	want := func(group string) bool {
		if *only == "" {
			return true
		}
		for _, g := range strings.Split(*only, ",") {
			if strings.TrimSpace(g) == group {
				return true
			}
		}
		return false
	}
	os.Setenv("E2E_REQUIRE", "1") // a bench never skips a figure silently

	out := json.NewEncoder(os.Stdout)
	emit := func(figs ...e2e.Figure) {
		for _, f := range figs {
			if err := out.Encode(f); err != nil {
				log.Fatal(err)
			}
		}
	}

	if want("sizes") {
		emitSizes(*dist, emit)
	}

	t := &runner{name: "bench"}
	defer t.close()
	abs, err := filepath.Abs(*dist)
	if err != nil {
		log.Fatal(err)
	}
	if want("load") {
		emit(e2e.MeasureLoad(t, abs, *runs)...)
	}
	if want("bare") {
		emit(e2e.MeasureColdStart(t, abs, *runs)...)
	}
	if want("clicks") {
		emit(e2e.DecisionFigures(t, abs)...)
	}
	if want("bot") {
		emit(e2e.MeasureSearchBots(t, abs)...)
	}
	if want("share") {
		emit(e2e.ShareLinkFigures(t, abs, *runs)...)
	}
	if want("review") {
		emit(e2e.ReviewFigures(t, abs)...)
	}
	if want("coach") {
		emit(e2e.MeasureCoach(t, abs)...)
	}
	if want("lighthouse") {
		emit(e2e.MeasureLighthouse(t, abs, *lhruns)...)
	}

	if *gobench != "" && want("go") {
		figs, err := goBenchmarks(strings.Fields(*gobench), *benchtime)
		if err != nil {
			log.Fatal(err)
		}
		emit(figs...)
	}
}

// emitSizes reports the sizes of app.wasm and coach.wasm raw and as the precompressed files
// make build leaves next to it.
func emitSizes(dist string, emit func(...e2e.Figure)) {
	for _, v := range []struct{ file, name string }{
		{"app.wasm", "app_wasm_bytes_raw"},
		{"app.wasm.gz", "app_wasm_bytes_gzip"},
		{"app.wasm.br", "app_wasm_bytes_brotli"},
		{"coach.wasm", "coach_wasm_bytes_raw"},
		{"coach.wasm.gz", "coach_wasm_bytes_gzip"},
		{"coach.wasm.br", "coach_wasm_bytes_brotli"},
	} {
		fi, err := os.Stat(filepath.Join(dist, "web", v.file))
		if err != nil {
			log.Fatalf("%v (run make build)", err)
		}
		emit(e2e.NewFigure(v.name, float64(fi.Size()), "bytes", 0, ""))
	}
}

// goBenchmarks runs the packages' Go benchmarks and turns each reported
// value into a figure named "<package>.<Benchmark>:<unit>", e.g.
// "engine.BenchmarkRandomGame4P:ns/op"; b.ReportMetric adds more units.
func goBenchmarks(pkgs []string, benchtime string) ([]e2e.Figure, error) {
	goCmd := os.Getenv("GO")
	if goCmd == "" {
		goCmd = "go"
	}
	args := append([]string{"test", "-run", "^$", "-bench", ".", "-benchtime", benchtime}, pkgs...)
	cmd := exec.Command(goCmd, args...)
	cmd.Stderr = os.Stderr
	b, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, b)
	}
	var figs []e2e.Figure
	pkg := ""
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 2 && f[0] == "pkg:" {
			pkg = f[1]
			continue
		}
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		name := f[0]
		if i := strings.LastIndex(name, "-"); i > 0 { // drop the -GOMAXPROCS suffix
			name = name[:i]
		}
		runs, _ := strconv.Atoi(f[1])
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				continue
			}
			figs = append(figs, e2e.NewFigure(strings.TrimPrefix(pkg, "borabora/")+"."+name+":"+f[i+1], v, f[i+1], runs,
				fmt.Sprintf("go test -bench, %d cores", runtime.NumCPU())))
		}
	}
	return figs, sc.Err()
}

// runner lets the e2e harness run outside "go test".
type runner struct {
	name     string
	cleanups []func()
	dirs     []string
}

func (r *runner) Helper()                        {}
func (r *runner) Name() string                   { return r.name }
func (r *runner) Logf(format string, a ...any)   { log.Printf(format, a...) }
func (r *runner) Cleanup(f func())               { r.cleanups = append(r.cleanups, f) }
func (r *runner) Fatalf(format string, a ...any) { r.close(); log.Fatalf(format, a...) }
func (r *runner) Skipf(format string, a ...any)  { r.Fatalf(format, a...) }

func (r *runner) TempDir() string {
	d, err := os.MkdirTemp("", "borabora-bench-")
	if err != nil {
		r.Fatalf("%v", err)
	}
	r.dirs = append(r.dirs, d)
	return d
}

func (r *runner) close() {
	for i := len(r.cleanups) - 1; i >= 0; i-- {
		r.cleanups[i]()
	}
	r.cleanups = nil
	for _, d := range r.dirs {
		os.RemoveAll(d)
	}
	r.dirs = nil
}
