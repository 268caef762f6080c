//go:build !wasm

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"borabora/components"
	"borabora/site"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestPrerenderedStartScreenShowsTheDefaults generates the site with the real start screen
// and reads its index.html as a browser does before the WebAssembly has started: every list
// must show its real default (each seat its own colour, a person, normal speed) and the "open
// hands" box must be unticked. An attribute such as selected="false" counts as set in HTML.
func TestPrerenderedStartScreenShowsTheDefaults(t *testing.T) {
	app.Route("/", func() app.Composer { return components.NewRoot() })
	out := t.TempDir()
	if err := os.MkdirAll(filepath.Join(out, "web"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "web", "app.wasm"), []byte("wasm"), 0o644); err != nil {
		t.Fatal(err)
	}
	// the stylesheets site.Generate bundles and the symbol sheet it puts into the page, as make
	// build copies web/ first
	css, _ := filepath.Glob(filepath.Join("web", "*.css"))
	for _, f := range append(css, filepath.Join("web", "pieces.svg")) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, "web", filepath.Base(f)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := site.Generate(site.Options{Out: out, Version: "prerender-test"}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	html := string(b)
	for _, bad := range []string{`selected="false"`, `checked="false"`, `disabled="false"`} {
		if strings.Contains(html, bad) {
			t.Errorf("index.html has %s, which a browser reads as set", bad)
		}
	}
	selectRE := regexp.MustCompile(`(?s)<select([^>]*)>(.*?)</select>`)
	optionRE := regexp.MustCompile(`<option([^>]*)>`)
	valueRE := regexp.MustCompile(`value="([^"]*)"`)
	selects := selectRE.FindAllStringSubmatch(html, -1)
	colour, kinds := 0, 0
	for _, s := range selects {
		// what the browser shows: the last option marked selected, else the first option
		var shown string
		for i, o := range optionRE.FindAllStringSubmatch(s[2], -1) {
			v := valueRE.FindStringSubmatch(o[1])
			if v == nil {
				t.Fatalf("option without a value: %s", o[0])
			}
			if i == 0 || regexp.MustCompile(`\sselected(\s|=|$)`).MatchString(o[1]) {
				shown = v[1]
			}
		}
		switch {
		case strings.Contains(s[1], "colour-select"):
			if want := string(rune('0' + colour)); shown != want {
				t.Errorf("colour list %d shows colour %s before the app starts, want %s", colour, shown, want)
			}
			colour++
		case strings.Contains(s[1], "kind-select"):
			if shown != "person" {
				t.Errorf("seat %d shows %q before the app starts, want person", kinds, shown)
			}
			kinds++
		case strings.Contains(s[1], "speed-select"):
			if shown != "normal" {
				t.Errorf("computer speed shows %q before the app starts, want normal", shown)
			}
		}
	}
	// all four seats are drawn (web/early.js shows the third and fourth when the player
	// count changes before the app has started), those beyond two hidden
	if colour != 4 || kinds != 4 {
		t.Fatalf("found %d colour and %d seat lists in index.html, want 4 of each", colour, kinds)
	}
	rows := regexp.MustCompile(`<div[^>]*class="seat-row"[^>]*>`).FindAllString(html, -1)
	hidden := regexp.MustCompile(`\shidden(\s|=|>|$)`)
	if len(rows) != 4 {
		t.Fatalf("found %d seats in index.html, want 4", len(rows))
	}
	for i, r := range rows {
		if got := hidden.MatchString(r); got != (i >= 2) || strings.Contains(r, `hidden="false"`) {
			t.Errorf("seat %d before the app starts: %s", i+1, r)
		}
	}
	box := regexp.MustCompile(`<input[^>]*id="open-hands"[^>]*>`).FindString(html)
	if box == "" || regexp.MustCompile(`\schecked(\s|=|>|$)`).MatchString(box) {
		t.Errorf("the open-hands box before the app starts: %q", box)
	}
}
