//go:build !wasm

package site

import (
	"borabora/i18n"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Island palette used by the manifest, the browser chrome and the loader.
const (
	// LagoonBlue is the deep lagoon blue of the theme and the splash screen.
	LagoonBlue = "#0b4f6c"
)

// workerTemplate is the service worker given to go-app; see app-worker.js.
//
//go:embed app-worker.js
var workerTemplate string

// WorkerTemplate returns the service worker template used by Generate.
func WorkerTemplate() string { return workerTemplate }

// Options describe one generation of the static site.
type Options struct {
	// Out is the output directory. It must already hold web/app.wasm.
	Out string
	// Base is the URL path prefix the site is served under, such as
	// "/borabora" for https://user.github.io/borabora/. Empty for a site
	// served at the root of its domain.
	Base string
	// Origin is the scheme and host the site is served from, such as
	// "https://user.github.io". Optional: it only fills the page's
	// Open Graph tags.
	Origin string
	// Version names this deploy. Installed copies of the app update when it
	// changes, so derive it from the content (the Makefile hashes app.wasm
	// and web/). It must not be empty.
	Version string
}

// NormalizeBase turns "borabora", "/borabora/" or "/" into "/borabora" or "".
func NormalizeBase(base string) string {
	base = strings.Trim(base, "/")
	if base == "" {
		return ""
	}
	return "/" + base
}

// NewHandler returns the go-app handler that describes the Bora Bora app.
// wasmSize is the uncompressed size of app.wasm in bytes, which the loader
// needs to show progress when the host compresses the file.
func NewHandler(o Options, wasmSize int64) *app.Handler {
	base := NormalizeBase(o.Base)
	h := &app.Handler{
		Name:      "Bora Bora",
		ShortName: "Bora Bora",
		Title:     "Bora Bora",
		Description: "Bora Bora, the dice-placement board game of the islands, " +
			"for 2 to 4 players on one device. Plays offline.",
		Keywords:        []string{"Bora Bora", "board game", "dice", "hot-seat"},
		Lang:            "en",
		BackgroundColor: LagoonBlue,
		ThemeColor:      LagoonBlue,
		LoadingLabel:    "Sailing to the islands… {progress}%",
		Icon: app.Icon{
			Default:  "/web/icon-192.png",
			Large:    "/web/icon-512.png",
			Maskable: "/web/icon-maskable-512.png",
			SVG:      "/web/icon.svg",
		},
		// The page links one stylesheet, the bundle of styleSources that Generate
		// writes; the service worker precaches it.
		Styles: []string{StyleBundle},
		// storage-guard.js runs before go-app's scripts (all are deferred, in
		// this order; see writeIndex): it keeps the app starting when the browser
		// refuses local storage (see the file). journal.js reads the saves' journal while
		// app.wasm loads (see the file). sign.js signs and checks links with Web Crypto
		// (see the file). early.js keeps what the player does on
		// the start screen before the app has mounted, and must run before app.js (see
		// the file). table.js shows the table's explanations (see the file); it needs
		// nothing from the app and comes last. keys.js gives keyboard play and the focus
		// of modal dialogs (see the file). link.js shares, copies and draws the QR code of a
		// game played by links (see the file); it needs nothing from the app either. coach.js
		// defines window.bbCoach and loads nothing more until a review's analysis starts.
		Scripts:               []string{"/web/storage-guard.js", JournalScript, SignScript, EarlyScript, "/web/keys.js", TableScript, LinkScript, CoachScript},
		CacheableResources:    append([]string{"/web/icon.svg", CompileWorker, CoachWorker, CoachWasm}, catalogPaths()...),
		Version:               o.Version,
		WasmContentLength:     strconv.FormatInt(wasmSize, 10),
		ServiceWorkerTemplate: workerTemplate,
	}
	if base != "" {
		h.Resources = app.PrefixedLocation(base)
	}
	return h
}

// Generate writes the static site into o.Out. The caller must have built
// app.wasm into o.Out/web/ and copied the web/ assets there first; the routes
// registered with app.Route are pre-rendered.
func Generate(o Options) error {
	if o.Version == "" {
		return errors.New("site: empty version; derive one from app.wasm's hash")
	}
	if o.Out == "" {
		return errors.New("site: empty output directory")
	}
	wasm := filepath.Join(o.Out, "web", "app.wasm")
	fi, err := os.Stat(wasm)
	if err != nil {
		return fmt.Errorf("site: build app.wasm first: %w", err)
	}
	if err := writeStyleBundle(o.Out); err != nil {
		return err
	}
	if err := writeCatalogs(o.Out); err != nil {
		return err
	}
	h := NewHandler(o, fi.Size())
	if err := app.GenerateStaticWebsite(o.Out, h); err != nil {
		return fmt.Errorf("site: generating into %s: %w", o.Out, err)
	}
	// go-app writes whatever the handler answered, a 404 included.
	index, err := os.ReadFile(filepath.Join(o.Out, "index.html"))
	if err != nil {
		return err
	}
	if !strings.HasPrefix(strings.ToLower(string(index)), "<!doctype html>") {
		return fmt.Errorf("site: index.html is not the app page (is a route registered for \"/\"?): %.80q", index)
	}
	if err := writeIndex(o.Out, o, h); err != nil {
		return err
	}
	if err := appendLoader(o.Out, NormalizeBase(o.Base)); err != nil {
		return err
	}
	return fixManifest(filepath.Join(o.Out, "manifest.webmanifest"), NormalizeBase(o.Base))
}

// fixManifest sets the installed app's start URL and scope to the site's own
// folder. go-app writes start_url without the trailing slash ("/base"), which
// lies outside the service worker's scope ("/base/") and so cannot start
// offline, and it always writes scope "/".
func fixManifest(path, base string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("site: reading %s: %w", path, err)
	}
	m["start_url"] = base + "/"
	m["scope"] = base + "/"
	m["id"] = base + "/"
	out, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(out, '\n'), 0o644)
}

// catalogPaths are the catalogs the site serves, which the service worker precaches so that every
// language plays offline.
func catalogPaths() []string {
	var out []string
	for _, l := range i18n.Languages() {
		if l != i18n.English {
			out = append(out, i18n.CatalogPath(l))
		}
	}
	return out
}

// writeCatalogs writes the translated catalogs where CatalogPath says.
func writeCatalogs(out string) error {
	for _, l := range i18n.Languages() {
		if l == i18n.English {
			continue
		}
		path := filepath.Join(out, filepath.FromSlash(i18n.CatalogPath(l)))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, []byte(i18n.Source(l)), 0o644); err != nil {
			return fmt.Errorf("site: writing the %s catalog: %w", l, err)
		}
	}
	return nil
}
