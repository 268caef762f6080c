//go:build !wasm

package site

import (
	"borabora/i18n"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// testRoot stands in for the game's root component: Generate pre-renders
// the "/" route, which main registers in the real program.
type testRoot struct{ app.Compo }

func (r *testRoot) Render() app.UI { return app.Div().ID("root").Text("test root") }

func TestMain(m *testing.M) {
	app.Route("/", func() app.Composer { return &testRoot{} })
	os.Exit(m.Run())
}

func generated(t *testing.T, base string) string {
	t.Helper()
	return generatedWith(t, Options{Base: base, Version: "v-test"})
}

// generatedWith generates a site into a new directory holding a stand-in
// app.wasm and one rule in each stylesheet of the bundle.
func generatedWith(t *testing.T, o Options) string {
	t.Helper()
	out := t.TempDir()
	if err := os.MkdirAll(filepath.Join(out, "web"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "web", "app.wasm"), make([]byte, 1234), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, s := range styleSources {
		name := strings.TrimPrefix(s, "/web/")
		css := "." + strings.TrimSuffix(name, ".css") + "-rule { color: red }\n"
		if err := os.WriteFile(filepath.Join(out, "web", name), []byte(css), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sheet := `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="t-piece" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></symbol></svg>`
	if err := os.WriteFile(filepath.Join(out, "web", "pieces.svg"), []byte(sheet), 0o644); err != nil {
		t.Fatal(err)
	}
	o.Out = out
	if err := Generate(o); err != nil {
		t.Fatal(err)
	}
	return out
}

func readFile(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestGenerateRoot(t *testing.T) {
	out := generated(t, "")
	worker := readFile(t, filepath.Join(out, "app-worker.js"))
	for _, want := range []string{
		`const cacheName = "app-" + "v-test" + "@" + scopePath;`, `ownCache(key)`, `ownPage(request)`,
		`"/web/style.css"`, `"/web/icon-192.png"`, `"/web/icon-512.png"`, `"/web/icon-maskable-512.png"`,
		`"/web/icon.svg"`, `"/web/app.wasm"`, `"/web/wasm-compile.js"`, `"/app.js"`, `"/"`,
		`"/web/coach.js"`, `"/web/coach-worker.js"`, `"/web/coach.wasm"`, `"/wasm_exec.js"`,
		`"/web/i18n/pt.json"`, `"/web/i18n/pl.json"`, `"/web/i18n/es.json"`, `"/web/i18n/it.json"`,
		`cache: "reload"`, `request.mode === "navigate"`, `response.redirected`, `event.waitUntil`,
	} {
		if !strings.Contains(worker, want) {
			t.Errorf("app-worker.js lacks %s", want)
		}
	}
	if strings.Contains(worker, "https://") {
		t.Error("app-worker.js precaches a remote URL; every icon must be local")
	}
	for _, l := range []string{"pt", "pl", "es", "it"} {
		if got := readFile(t, filepath.Join(out, "web", "i18n", l+".json")); got != i18n.Source(l) {
			t.Errorf("web/i18n/%s.json is not the %s catalog (%d bytes)", l, l, len(got))
		}
	}
	if _, err := os.Stat(filepath.Join(out, "web", "i18n", "en.json")); err == nil {
		t.Error("the site serves the English catalog, which app.wasm carries")
	}
	appJS := readFile(t, filepath.Join(out, "app.js"))
	if !strings.Contains(appJS, `const goappWasmContentLength = "1234";`) {
		t.Error("app.js does not carry app.wasm's raw size")
	}
	index := readFile(t, filepath.Join(out, "index.html"))
	for _, want := range []string{`<title>Bora Bora</title>`, `/web/style.css`, `/web/icon.svg`, LagoonBlue, `<script defer src="/web/coach.js"></script>`} {
		if !strings.Contains(index, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	if strings.Contains(index, "raw.githubusercontent.com") {
		t.Error("index.html refers to go-app's remote icons")
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(readFile(t, filepath.Join(out, "manifest.webmanifest"))), &m); err != nil {
		t.Fatal(err)
	}
	if m["start_url"] != "/" || m["scope"] != "/" || m["name"] != "Bora Bora" || m["theme_color"] != LagoonBlue {
		t.Errorf("manifest = %v", m)
	}
}

func TestGenerateSubPath(t *testing.T) {
	out := generated(t, "/borabora/")
	worker := readFile(t, filepath.Join(out, "app-worker.js"))
	for _, want := range []string{`"/borabora/web/app.wasm"`, `"/borabora/app.js"`, `"/borabora/web/style.css"`, `"/borabora"`} {
		if !strings.Contains(worker, want) {
			t.Errorf("app-worker.js lacks %s", want)
		}
	}
	index := readFile(t, filepath.Join(out, "index.html"))
	if !strings.Contains(index, `"/borabora/app.js"`) || !strings.Contains(index, `"/borabora/web/style.css"`) {
		t.Error("index.html does not use the /borabora prefix")
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(readFile(t, filepath.Join(out, "manifest.webmanifest"))), &m); err != nil {
		t.Fatal(err)
	}
	if m["start_url"] != "/borabora/" || m["scope"] != "/borabora/" {
		t.Errorf("manifest start_url=%v scope=%v, want /borabora/", m["start_url"], m["scope"])
	}
}

func TestGenerateNeedsVersionAndWasm(t *testing.T) {
	if err := Generate(Options{Out: t.TempDir()}); err == nil {
		t.Error("Generate without a version succeeded")
	}
	if err := Generate(Options{Out: t.TempDir(), Version: "v"}); err == nil {
		t.Error("Generate without app.wasm succeeded")
	}
}

func TestNormalizeBase(t *testing.T) {
	for in, want := range map[string]string{"": "", "/": "", "borabora": "/borabora", "/borabora/": "/borabora", "/a/b/": "/a/b"} {
		if got := NormalizeBase(in); got != want {
			t.Errorf("NormalizeBase(%q) = %q, want %q", in, got, want)
		}
	}
}
