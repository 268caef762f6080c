//go:build !wasm

package e2e_test

import (
	"os"
	"strings"
	"testing"

	"borabora/e2e"
)

func TestMain(m *testing.M) {
	code := m.Run()
	e2e.RemoveTools()
	os.Exit(code)
}

// The built site loads and the wasm engine mounts the app.
func TestLoadMounts(t *testing.T) {
	srv := e2e.Serve(t, e2e.Dist(t), "")
	b := e2e.NewBrowser(t)
	b.Open(srv.URL)
	if got := e2e.Eval[string](b, `document.title`); got != "Bora Bora" {
		t.Errorf("title = %q, want Bora Bora", got)
	}
	if got := e2e.Eval[string](b, `document.querySelector('meta[name="theme-color"]').content`); got == "" {
		t.Error("no theme colour")
	}
	// Every icon of the manifest is a local file that loads.
	bad := e2e.Eval[[]string](b, `(async () => {
  const m = await (await fetch(document.querySelector('link[rel="manifest"]').href)).json();
  const bad = [];
  for (const i of m.icons) {
    const r = await fetch(new URL(i.src, location.href));
    if (!r.ok || new URL(r.url).origin !== location.origin) bad.push(i.src);
  }
  return bad;
})()`)
	if len(bad) > 0 {
		t.Errorf("manifest icons that do not load from this site: %v", bad)
	}
	b.Screenshot("mounted")
}

// After a first visit has filled the service worker's cache, the app starts
// again with the server gone.
func TestOfflineReload(t *testing.T) {
	srv := e2e.Serve(t, e2e.Dist(t), "")
	b := e2e.NewBrowser(t)
	b.WatchUpdates()
	b.Open(srv.URL)
	b.WaitOfflineReady(srv)
	if n := b.Updates(); n != 0 {
		t.Errorf("the first visit was announced as an update %d times", n)
	}
	e2e.Eval[bool](b, `localStorage.setItem("e2e-offline-probe", "kept"), true`)

	srv.Stop()
	if srv.Up() {
		t.Fatal("server still answers after Stop")
	}
	b.Reload()
	if !e2e.Eval[bool](b, `navigator.serviceWorker.controller !== null`) {
		t.Error("the offline page is not controlled by the service worker")
	}
	if got := e2e.Eval[string](b, `localStorage.getItem("e2e-offline-probe") || ""`); got != "kept" {
		t.Errorf("localStorage after offline reload = %q, want kept", got)
	}
	b.Screenshot("offline")
}

// A GitHub Pages project site: everything under /borabora/, reached through
// /borabora (redirected), and starting offline afterwards.
func TestSubPathDeploy(t *testing.T) {
	const base = "/borabora"
	dir := e2e.GenerateSite(t, e2e.SiteOptions{Base: base, Version: "subpath-1"})
	srv := e2e.Serve(t, dir, base)
	b := e2e.NewBrowser(t)

	b.Open(srv.Origin + base) // no trailing slash: the host redirects
	if got := e2e.Eval[string](b, `location.pathname`); got != base+"/" {
		t.Errorf("location = %q, want %s/", got, base)
	}
	refs := e2e.Eval[[]string](b, `[...document.querySelectorAll('link[href], script[src]')].map(e => e.getAttribute('href') || e.getAttribute('src'))`)
	for _, r := range refs {
		if strings.HasPrefix(r, "/") && !strings.HasPrefix(r, base+"/") {
			t.Errorf("resource %q is outside %s/", r, base)
		}
	}
	manifest := e2e.Eval[map[string]any](b, `fetch(document.querySelector('link[rel="manifest"]').href).then(r => r.json())`)
	if manifest["start_url"] != base+"/" || manifest["scope"] != base+"/" {
		t.Errorf("manifest start_url=%v scope=%v, want %s/", manifest["start_url"], manifest["scope"], base)
	}
	b.WaitOfflineReady(srv)

	srv.Stop()
	if srv.Up() {
		t.Fatal("server still answers after Stop")
	}
	b.Reload()
	b.Navigate(srv.URL + "?deep-link") // a URL never cached: the worker serves the app shell
	b.WaitMounted()
	b.Screenshot("offline")
}

// A new deploy is noticed by a running app without interrupting it: the new
// service worker installs and takes over, and go-app's update callback (which
// dispatches OnAppUpdate to the components) fires; the page is not reloaded.
func TestUpdateIsOffered(t *testing.T) {
	dir := e2e.GenerateSite(t, e2e.SiteOptions{Version: "update-1"})
	srv := e2e.Serve(t, dir, "")
	b := e2e.NewBrowser(t)
	b.WatchUpdates()
	b.Open(srv.URL)
	b.WaitOfflineReady(srv)
	// Reload once so the page is controlled by the worker, as on any later visit.
	b.Reload()
	if n := b.Updates(); n != 0 {
		t.Fatalf("update announced %d times before any new deploy", n)
	}
	e2e.Eval[bool](b, `window.__e2eSamePage = true`)

	e2e.GenerateSite(t, e2e.SiteOptions{Version: "update-2", Dir: dir})
	e2e.Eval[bool](b, `goappTryUpdate(), true`) // what app.TryUpdate() calls
	b.WaitJS(`window.__e2eUpdates > 0`)
	b.WaitJS(`caches.keys().then(k => k.includes("app-update-2@/") && !k.includes("app-update-1@/"))`)
	if !e2e.Eval[bool](b, `window.__e2eSamePage === true`) {
		t.Fatal("the page was reloaded by the update")
	}
	b.WaitVisible(e2e.MountedSelector)

	// The next start runs the new version.
	b.Reload()
	if got := e2e.Eval[string](b, `goappGetenv("GOAPP_VERSION")`); got != "update-2" {
		t.Errorf("version after reload = %q, want update-2", got)
	}
}
