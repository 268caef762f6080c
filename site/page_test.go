//go:build !wasm

package site

import (
	"borabora/i18n"
	"encoding/json"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// head returns index.html's <head> element.
func head(t *testing.T, index string) string {
	t.Helper()
	_, h, ok := strings.Cut(index, "<head>")
	if !ok {
		t.Fatal("index.html has no <head>")
	}
	h, _, ok = strings.Cut(h, "</head>")
	if !ok {
		t.Fatal("index.html has no </head>")
	}
	return h
}

func TestIndexContentSecurityPolicy(t *testing.T) {
	index := readFile(t, filepath.Join(generated(t, ""), "index.html"))
	h := head(t, index)
	meta := `<meta http-equiv="Content-Security-Policy" content="` +
		"default-src &#39;self&#39;; script-src &#39;self&#39; &#39;wasm-unsafe-eval&#39;; style-src &#39;self&#39;;"
	i := strings.Index(h, meta)
	if i < 0 {
		t.Fatalf("index.html has no policy of the app's own origin with wasm-unsafe-eval:\n%s", h)
	}
	// The policy governs only what comes after it in the document.
	if strings.Contains(h[:i], "<script") || strings.Contains(h[:i], "<link") {
		t.Error("a script or link comes before the Content-Security-Policy")
	}
	for _, bad := range []string{"unsafe-inline", "'unsafe-eval'", "*", "data:", "http:", "https:"} {
		if strings.Contains(ContentSecurityPolicy, bad) {
			t.Errorf("the policy allows %s", bad)
		}
	}
	// Nothing inline for the policy to refuse: no inline script or style,
	// no style attribute, no event-handler attribute.
	for _, re := range []string{`<script(\s[^>]*)?>[^<]`, `<style`, `\sstyle=`, `\son[a-z]+=`} {
		if m := regexp.MustCompile(re).FindString(index); m != "" {
			t.Errorf("index.html has inline code the policy refuses: %q", m)
		}
	}
}

func TestIndexLoadsFast(t *testing.T) {
	h := head(t, readFile(t, filepath.Join(generated(t, ""), "index.html")))
	if n := strings.Count(h, `rel="stylesheet"`); n != 1 || !strings.Contains(h, `<link rel="stylesheet" href="/web/style.css">`) {
		t.Errorf("index.html links %d stylesheets, want only %s", n, StyleBundle)
	}
	for _, s := range regexp.MustCompile(`<script[^>]*>`).FindAllString(h, -1) {
		if !strings.Contains(s, " defer ") {
			t.Errorf("script blocks rendering (not deferred): %s", s)
		}
	}
	// app.wasm is requested after the first paint (loader.js), not by the head.
	if strings.Contains(h, "app.wasm") {
		t.Error("index.html's head requests app.wasm, which would compete with the stylesheet")
	}
	// early.js must run before app.js starts the app, which takes its account
	order := []string{"/web/storage-guard.js", JournalScript, SignScript, EarlyScript, "/wasm_exec.js", "/app.js", TableScript}
	last := -1
	for _, s := range order {
		i := strings.Index(h, `src="`+s+`"`)
		if i < 0 || i < last {
			t.Errorf("scripts out of order: want %v", order)
		}
		last = i
	}
}

func TestIndexKeepsPreRenderedRootAndLoader(t *testing.T) {
	index := readFile(t, filepath.Join(generated(t, ""), "index.html"))
	_, body, _ := strings.Cut(index, "<body>")
	if !strings.HasPrefix(strings.TrimSpace(body), `<div id="root">test root</div>`) {
		t.Errorf("the pre-rendered root is not the body's first element:\n%.200s", body)
	}
	for _, id := range []string{`id="app-wasm-loader"`, `id="app-wasm-loader-icon"`, `id="app-wasm-loader-label"`, `role="status"`, "Sailing to the islands… 0%"} {
		if !strings.Contains(body, id) {
			t.Errorf("the loading line lacks %s", id)
		}
	}
}

// TestIndexCarriesTheEarlyWords: the status line of web/early.js is a live region, empty on the
// first paint, and carries its words in every language (early.js picks the page's language
// before the app has started).
func TestIndexCarriesTheEarlyWords(t *testing.T) {
	index := readFile(t, filepath.Join(generated(t, ""), "index.html"))
	m := regexp.MustCompile(`<p id="early-status" class="early-status" role="status" data-words="([^"]*)"></p>`).FindStringSubmatch(index)
	if m == nil {
		t.Fatal("index.html has no empty #early-status live region")
	}
	var words map[string]map[string]string
	if err := json.Unmarshal([]byte(html.UnescapeString(m[1])), &words); err != nil {
		t.Fatal(err)
	}
	en := words["en"]
	if en["start"] != "Starting the game…" || en["open"] != "Opening…" {
		t.Errorf("English words %v", en)
	}
	for _, l := range i18n.Languages() {
		w := words[l]
		if w["start"] == "" || w["open"] == "" || strings.Contains(w["start"]+w["open"], "⟦") || (l != "en" && w["start"] == en["start"]) {
			t.Errorf("%s: words %v", l, w)
		}
	}
}

func TestOpenGraphNeedsOrigin(t *testing.T) {
	h := head(t, readFile(t, filepath.Join(generated(t, "/borabora"), "index.html")))
	if strings.Contains(h, "og:url") || strings.Contains(h, "og:image") || strings.Contains(h, "https://") {
		t.Errorf("without an origin, index.html still names an absolute URL:\n%s", h)
	}
	if !strings.Contains(h, `property="og:title"`) {
		t.Error("og:title is missing")
	}
	h = head(t, readFile(t, filepath.Join(generatedWith(t, Options{Base: "/borabora", Origin: "https://user.github.io/", Version: "v"}), "index.html")))
	for _, want := range []string{
		`<meta property="og:url" content="https://user.github.io/borabora/">`,
		`<meta property="og:image" content="https://user.github.io/borabora/web/icon-512.png">`,
	} {
		if !strings.Contains(h, want) {
			t.Errorf("with an origin, index.html lacks %s", want)
		}
	}
}

func TestStyleBundle(t *testing.T) {
	out := generated(t, "")
	css := readFile(t, filepath.Join(out, "web", "style.css"))
	last := -1
	for _, s := range styleSources {
		rule := "." + strings.TrimSuffix(strings.TrimPrefix(s, "/web/"), ".css") + "-rule"
		i := strings.Index(css, rule)
		if i < 0 || i < last {
			t.Errorf("style.css lacks %s or has it out of order", rule)
		}
		last = i
	}
}

func TestAppJSRunsOurLoader(t *testing.T) {
	js := readFile(t, filepath.Join(generated(t, "/borabora"), "app.js"))
	first := strings.Index(js, "async function goappInitWebAssembly(")
	ours := strings.LastIndex(js, "async function goappInitWebAssembly(")
	if first < 0 || ours == first {
		t.Fatal("app.js lacks go-app's or our goappInitWebAssembly")
	}
	tail := js[ours:]
	for _, want := range []string{`const wasmURL = "/borabora/web/app.wasm"`, `goappCompileInWorker("/borabora/web/wasm-compile.js"`,
		"fetchWithProgress(wasmURL", "instantiateStreaming", "go.run(instance)"} {
		if !strings.Contains(tail, want) {
			t.Errorf("our loader lacks %s", want)
		}
	}
}

// TestPageCarriesThePiecesSheet: the symbol sheet is in the page after the loader (go-app
// mounts on the body's first element), hidden from screen readers, and not served on its own.
func TestPageCarriesThePiecesSheet(t *testing.T) {
	out := generated(t, "")
	page := readFile(t, filepath.Join(out, "index.html"))
	i, loader := strings.Index(page, `<svg xmlns="http://www.w3.org/2000/svg" id="pieces"`), strings.Index(page, `id="app-wasm-loader"`)
	if i < 0 || loader < 0 || i < loader {
		t.Fatalf("the sheet is missing or before the loader (sheet at %d, loader at %d)", i, loader)
	}
	if !strings.Contains(page[i:], `aria-hidden="true"`) || !strings.Contains(page[i:], `<symbol id="t-piece"`) {
		t.Errorf("the sheet in the page: %.200s", page[i:])
	}
	if _, err := os.Stat(filepath.Join(out, "web", "pieces.svg")); err == nil {
		t.Error("web/pieces.svg is still in the site")
	}
}

// TestHoverOnlyWithAPointerThatHovers: every :hover rule of the stylesheets sits in an
// @media (hover: hover) block, so that on a touch screen no button keeps a hover look after a
// finger was on it.
func TestHoverOnlyWithAPointerThatHovers(t *testing.T) {
	for _, s := range styleSources {
		css := readFile(t, filepath.Join("..", filepath.FromSlash(strings.TrimPrefix(s, "/"))))
		css = regexp.MustCompile(`(?s)/\*.*?\*/`).ReplaceAllString(css, "")
		var blocks []string // the prelude of each open block
		start := 0
		for i, c := range css {
			switch c {
			case '{':
				prelude := strings.TrimSpace(css[start:i])
				if strings.Contains(prelude, ":hover") {
					inHover := false
					for _, b := range blocks {
						if strings.HasPrefix(b, "@media") && strings.Contains(b, "(hover: hover)") {
							inHover = true
						}
					}
					if !inHover {
						t.Errorf("%s: %q applies on touch screens too", s, prelude)
					}
				}
				blocks = append(blocks, prelude)
				start = i + 1
			case '}':
				if len(blocks) > 0 {
					blocks = blocks[:len(blocks)-1]
				}
				start = i + 1
			case ';':
				start = i + 1
			}
		}
	}
}
