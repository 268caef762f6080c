//go:build !wasm

package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"borabora/site"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// MountedSelector matches once the wasm engine has mounted the app: the
// pre-rendered page says data-mounted="false", OnMount turns it to "true".
const MountedSelector = `#root[data-mounted="true"]`

// T is the part of *testing.T the harness uses, so that tools such as the
// bench command can drive it too.
type T interface {
	Helper()
	Name() string
	Logf(format string, args ...any)
	Fatalf(format string, args ...any)
	Skipf(format string, args ...any)
	Cleanup(func())
	TempDir() string
}

// Required reports whether missing prerequisites (Chromium, a built dist/)
// must fail the tests rather than skip them: under CI=true or E2E_REQUIRE=1.
func Required() bool {
	for _, k := range []string{"CI", "E2E_REQUIRE"} {
		switch strings.ToLower(os.Getenv(k)) {
		case "1", "true", "yes":
			return true
		}
	}
	return false
}

func missing(t T, format string, args ...any) {
	t.Helper()
	if Required() {
		t.Fatalf(format, args...)
	}
	t.Skipf(format+" (skipping; under CI=true or E2E_REQUIRE=1 this fails)", args...)
}

// RepoRoot returns the module's root directory (the one holding go.mod).
func RepoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && strings.HasPrefix(string(b), "module borabora\n") {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("go.mod of module borabora not found above the working directory")
		}
		dir = parent
	}
}

// Dist returns the built site directory: $BORABORA_DIST, else <repo>/dist.
func Dist(t T) string {
	t.Helper()
	dir := os.Getenv("BORABORA_DIST")
	if dir == "" {
		root, err := RepoRoot()
		if err != nil {
			t.Fatalf("%v", err)
		}
		dir = filepath.Join(root, "dist")
	}
	for _, f := range []string{"index.html", "app.js", "app-worker.js", "web/app.wasm"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			missing(t, "built site not found: %s is missing; run make build", filepath.Join(dir, f))
		}
	}
	return dir
}

// ChromePath returns the Chromium (or Chrome) binary: $CHROME, else the
// first of chromium, chromium-browser, google-chrome on PATH.
func ChromePath(t T) string {
	t.Helper()
	if p := os.Getenv("CHROME"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	missing(t, "chromium not found on PATH (Debian: apt-get install -y chromium; or set CHROME)")
	return ""
}

// Server serves a generated site in-process with the same handler as
// "make run", on a free loopback port.
type Server struct {
	// URL is the site's start address, e.g. http://127.0.0.1:41234/base/.
	URL string
	// Origin is http://127.0.0.1:port.
	Origin string
	// Dir is the directory served; Base the URL prefix ("" or "/base").
	Dir, Base string

	srv  *http.Server
	once sync.Once

	// headers are set on every response (SetHeader), as a host might.
	headers map[string]string

	mu    sync.Mutex
	holds map[string]chan struct{} // requests for a path ending so wait until its channel is closed
}

// Serve starts a server for dir under base and stops it when the test ends.
func Serve(t T, dir, base string) *Server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	base = site.NormalizeBase(base)
	s := &Server{
		Origin: "http://" + ln.Addr().String(),
		Dir:    dir,
		Base:   base,
	}
	files := site.NewServer(dir, base)
	s.srv = &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		var hold chan struct{}
		for suffix, h := range s.holds {
			if strings.HasSuffix(r.URL.Path, suffix) {
				hold = h
			}
		}
		for k, v := range s.headers {
			w.Header().Set(k, v)
		}
		s.mu.Unlock()
		if hold != nil {
			select {
			case <-hold:
			case <-r.Context().Done():
				return
			}
		}
		files.ServeHTTP(w, r)
	}), ReadHeaderTimeout: 10 * time.Second}
	s.URL = s.Origin + base + "/"
	go s.srv.Serve(ln)
	t.Cleanup(s.Stop)
	return s
}

// HoldWasm makes requests for app.wasm wait (the page's, its compile worker's and the service
// worker's) until release is called, so that a test can act on the pre-rendered page before the
// app has mounted. A page served by the service worker's cache is not held: clear it first
// (Browser.ForgetTheApp).
func (s *Server) HoldWasm(t T) (release func()) { return s.Hold(t, "/web/app.wasm") }

// Hold makes requests for every path that ends with suffix wait until release is called (at the
// end of the test at the latest).
func (s *Server) Hold(t T, suffix string) (release func()) {
	hold := make(chan struct{})
	s.mu.Lock()
	if s.holds == nil {
		s.holds = map[string]chan struct{}{}
	}
	s.holds[suffix] = hold
	s.mu.Unlock()
	var once sync.Once
	release = func() {
		once.Do(func() {
			s.mu.Lock()
			if s.holds[suffix] == hold {
				delete(s.holds, suffix)
			}
			s.mu.Unlock()
			close(hold)
		})
	}
	t.Cleanup(release)
	return release
}

// SetHeader makes the server send header k with value v on every response from now on, as a
// host configured so would (a Content-Security-Policy header, which a worker obeys).
func (s *Server) SetHeader(k, v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.headers == nil {
		s.headers = map[string]string{}
	}
	s.headers[k] = v
}

// Stop closes the listener and every open connection: afterwards the port
// refuses connections, as a host that went away (or a device offline).
func (s *Server) Stop() { s.once.Do(func() { s.srv.Close() }) }

// Up reports whether the server still answers.
func (s *Server) Up() bool {
	c := http.Client{Timeout: 2 * time.Second}
	resp, err := c.Get(s.URL)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return true
}

var (
	workerVersionRE = regexp.MustCompile(`const cacheName = "app-" \+ "([^"]*)" \+ "@" \+ scopePath;`)
	workerListRE    = regexp.MustCompile(`const resourcesToCache = (\[[^\]]*\]);`)
)

// Precache returns the cache name and the URL paths the site's service worker
// precaches, read from its app-worker.js.
func (s *Server) Precache() (cacheName string, urls []string, err error) {
	b, err := os.ReadFile(filepath.Join(s.Dir, "app-worker.js"))
	if err != nil {
		return "", nil, err
	}
	v := workerVersionRE.FindSubmatch(b)
	l := workerListRE.FindSubmatch(b)
	if v == nil || l == nil {
		return "", nil, errors.New("app-worker.js: cache name or precache list not found")
	}
	if err := json.Unmarshal(l[1], &urls); err != nil {
		return "", nil, fmt.Errorf("app-worker.js precache list: %w", err)
	}
	return "app-" + string(v[1]) + "@" + s.Base + "/", urls, nil
}

// Browser is one headless Chromium with a fresh profile and one tab.
type Browser struct {
	t T
	// StepTimeout bounds every step (navigation, wait, evaluation).
	StepTimeout time.Duration

	ctx     context.Context
	mu      sync.Mutex
	console []string
}

// NewBrowser starts headless Chromium with its own profile directory. It is
// closed when the test ends.
func NewBrowser(t T) *Browser {
	t.Helper()
	profile, err := os.MkdirTemp("", "borabora-chromium-")
	if err != nil {
		t.Fatalf("profile dir: %v", err)
	}
	b := NewBrowserAt(t, profile)
	t.Cleanup(func() {
		// Chromium's helpers may still be writing for a moment.
		for i := 0; i < 20 && os.RemoveAll(profile) != nil; i++ {
			time.Sleep(100 * time.Millisecond)
		}
	})
	return b
}

// NewBrowserAt starts headless Chromium on the profile directory profile and leaves the
// directory as it is when the test ends: a test that starts the browser again on the same
// profile (after Kill) removes it itself. The browser is closed when the test ends.
func NewBrowserAt(t T, profile string) *Browser {
	t.Helper()
	exe := ChromePath(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1280, 900),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(allocCtx)
	b := &Browser{t: t, StepTimeout: 60 * time.Second, ctx: ctx}
	t.Cleanup(func() {
		cancelTab()
		cancelAlloc()
	})

	// Start the browser. A timeout on this first context would end the
	// browser with it, so guard the start with a timer instead.
	guard := time.AfterFunc(b.StepTimeout, cancelAlloc)
	err := chromedp.Listen(ctx, b.onEvent)
	guard.Stop()
	if err != nil {
		t.Fatalf("starting chromium (%s): %v", exe, err)
	}

	// Every page reports what its Content-Security-Policy refused, and a test
	// whose pages broke the policy fails when it ends (this cleanup runs
	// before the one that closes the browser).
	b.AddScriptOnNewDocument(cspWatchJS)
	t.Cleanup(func() { CheckCSP(t, b) })
	return b
}

// cspWatchJS logs each refusal of the page's Content-Security-Policy to the
// console, where Browser.CSPViolations finds it.
const cspWatchJS = `document.addEventListener("securitypolicyviolation", (e) => {
  console.error("` + cspViolationPrefix + `" + e.effectiveDirective + " refused " + (e.blockedURI || "?") +
    " at " + (e.sourceFile || "?") + ":" + e.lineNumber + (e.sample ? " (" + e.sample + ")" : ""));
});`

const cspViolationPrefix = "Content-Security-Policy violation: "

// CSPViolations returns the refusals of the Content-Security-Policy that the
// browser's pages reported so far.
func (b *Browser) CSPViolations() []string {
	var v []string
	for _, l := range b.Console() {
		if _, after, ok := strings.Cut(l, cspViolationPrefix); ok {
			v = append(v, strings.TrimSuffix(after, `"`))
		}
	}
	return v
}

// forgetCSPViolations drops the refusals reported so far, for tests that
// provoke them on purpose.
func (b *Browser) forgetCSPViolations() {
	b.mu.Lock()
	defer b.mu.Unlock()
	kept := b.console[:0]
	for _, l := range b.console {
		if !strings.Contains(l, cspViolationPrefix) {
			kept = append(kept, l)
		}
	}
	b.console = kept
}

// CheckCSP fails t when a page of b broke its Content-Security-Policy.
// NewBrowser calls it when the test ends.
func CheckCSP(t T, b *Browser) {
	t.Helper()
	if v := b.CSPViolations(); len(v) > 0 {
		t.Fatalf("the page broke its Content-Security-Policy %d times:\n  %s", len(v), strings.Join(v, "\n  "))
	}
}

func (b *Browser) onEvent(ev any) {
	var line string
	switch e := ev.(type) {
	case *cdpruntime.EventConsoleAPICalled:
		var parts []string
		for _, a := range e.Args {
			if a.Value != nil {
				parts = append(parts, string(a.Value))
			} else {
				parts = append(parts, a.Description)
			}
		}
		line = string(e.Type) + ": " + strings.Join(parts, " ")
	case *cdpruntime.EventExceptionThrown:
		line = "exception: " + e.ExceptionDetails.Text
		if e.ExceptionDetails.Exception != nil {
			line += " " + e.ExceptionDetails.Exception.Description
		}
	default:
		return
	}
	b.mu.Lock()
	b.console = append(b.console, line)
	b.mu.Unlock()
}

// Console returns the page's console messages and uncaught exceptions so far.
func (b *Browser) Console() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.console...)
}

// clearSavesJS empties the page's local storage and the saves' journal (web/journal.js, which
// lets go of its database when asked), as clearing the site's data does.
const clearSavesJS = `(async () => {
  localStorage.clear();
  await new Promise((r) => { const q = indexedDB.deleteDatabase('borabora-journal'); q.onsuccess = q.onerror = () => r(); });
  return true;
})()`

// Kill ends the browser's process at once (SIGKILL), as a crash, an out-of-memory killer or a
// phone's system ends it: nothing of the browser runs after the signal. It returns once the
// process is gone; the browser's children follow it.
func (b *Browser) Kill() {
	b.t.Helper()
	c := chromedp.FromContext(b.ctx)
	if c == nil || c.Browser == nil || c.Browser.Process() == nil {
		b.t.Fatalf("kill: no browser process")
	}
	p := c.Browser.Process()
	if err := p.Signal(os.Kill); err != nil {
		b.t.Fatalf("kill: %v", err)
	}
	_, _ = p.Wait()
}

// Context returns the tab's chromedp context, for actions the helpers do not
// cover. Bound each call with a timeout derived from it.
func (b *Browser) Context() context.Context { return b.ctx }

// Try runs chromedp actions as one step bounded by StepTimeout and returns
// the error.
func (b *Browser) Try(actions ...chromedp.Action[chromedp.Void]) error {
	ctx, cancel := context.WithTimeout(b.ctx, b.StepTimeout)
	defer cancel()
	return chromedp.Do(ctx, actions...)
}

// Step runs chromedp actions as one named step; on error it saves a
// screenshot, logs the console and fails the test.
func (b *Browser) Step(name string, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := b.Try(actions...); err != nil {
		b.fail(name, err)
	}
}

func (b *Browser) fail(step string, err error) {
	b.t.Helper()
	shot := b.screenshot("FAILED-" + step)
	for _, l := range b.Console() {
		b.t.Logf("console: %s", l)
	}
	b.t.Fatalf("step %q: %v (screenshot: %s)", step, err, shot)
}

// Navigate loads url and waits for the page's load event.
func (b *Browser) Navigate(url string) {
	b.t.Helper()
	b.Step("navigate "+url, chromedp.Navigate(url))
}

// Open loads url and waits until the wasm app has mounted.
func (b *Browser) Open(url string) {
	b.t.Helper()
	b.Navigate(url)
	b.WaitMounted()
}

// Reload reloads the page, waits for a new document (not the old one), and
// waits until the app has mounted again.
func (b *Browser) Reload() {
	b.t.Helper()
	b.Step("mark old document", chromedp.Evaluate[chromedp.Void](`window.__e2eOldDocument = true`))
	b.Step("reload", chromedp.Reload())
	if Eval[bool](b, `window.__e2eOldDocument === true`) {
		b.fail("reload", errors.New("the page was not reloaded"))
	}
	b.WaitMounted()
}

// ForgetTheApp unregisters the page's service worker and empties its caches and the browser's
// HTTP cache: the next load fetches the app from the server again, as a first visit does (the
// saves and the tab's session storage stay).
func (b *Browser) ForgetTheApp() {
	b.t.Helper()
	Eval[bool](b, `(async () => {
  for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
  for (const k of await caches.keys()) await caches.delete(k);
  return true;
})()`)
	b.Step("clear the browser cache", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, network.ClearBrowserCache, cdp.Empty{})
		return err
	}))
}

// WaitMounted waits until the wasm engine has mounted the app.
func (b *Browser) WaitMounted() {
	b.t.Helper()
	b.WaitVisible(MountedSelector)
}

// WaitVisible waits until an element matching the CSS selector is visible.
func (b *Browser) WaitVisible(selector string) {
	b.t.Helper()
	b.Step("wait visible "+selector, chromedp.WaitVisible(chromedp.CSS(selector)))
	b.SettleKeys()
}

// WaitGone waits until no element matches the CSS selector.
func (b *Browser) WaitGone(selector string) {
	b.t.Helper()
	b.Step("wait gone "+selector, chromedp.WaitNotPresent(chromedp.CSS(selector)))
	b.SettleKeys()
}

// SettleKeysJS resolves once the page's keys script (web/keys.js) has looked at the page
// since it last changed and owes no focus move: it moves the focus one animation frame after
// a change (a dialog that opens or closes, a new decision), so a test that reads the focus
// right after such a change waits for it first. A page without the script, or one that has
// not settled after 300 frames, resolves at once (the test's own check then says what is
// wrong).
const SettleKeysJS = `new Promise(r => { let n = 0;
  const f = () => (!window.__boraboraKeysSettled || window.__boraboraKeysSettled() || ++n > 300) ? r(true) : requestAnimationFrame(f);
  f(); })`

// SettleKeys waits for SettleKeysJS.
func (b *Browser) SettleKeys() {
	b.t.Helper()
	Eval[bool](b, SettleKeysJS)
}

// Click does a real mouse click on the first element matching selector, then lets the page
// draw twice: go-app redraws on the next animation frame, and a following click must not aim
// at where an element was before that redraw moved it.
func (b *Browser) Click(selector string) {
	b.t.Helper()
	b.Step("click "+selector, chromedp.Click(chromedp.CSS(selector)))
	Eval[bool](b, `new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`)
}

// Text returns the visible text of the first element matching selector.
func (b *Browser) Text(selector string) string {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, b.StepTimeout)
	defer cancel()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(selector)))
	if err != nil {
		b.fail("text "+selector, err)
	}
	return s
}

// WaitJS polls a JavaScript expression (it may return a promise) every 100 ms
// until it is true. A string result other than "" is taken as the reason it
// can never become true, and fails the test.
func (b *Browser) WaitJS(expr string) {
	b.t.Helper()
	deadline := time.Now().Add(b.StepTimeout)
	for {
		ctx, cancel := context.WithTimeout(b.ctx, b.StepTimeout)
		v, err := chromedp.Run(ctx, chromedp.Evaluate[any](expr, chromedp.EvalAwaitPromise))
		cancel()
		if err != nil {
			b.fail("wait for "+expr, err)
		}
		switch v := v.(type) {
		case bool:
			if v {
				return
			}
		case string:
			if v != "" {
				b.fail("wait for "+expr, errors.New(v))
			}
		}
		if time.Now().After(deadline) {
			b.fail("wait for "+expr, fmt.Errorf("still false after %v", b.StepTimeout))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// Eval evaluates a JavaScript expression in the page (awaiting a promise)
// and decodes its JSON value into R; it fails the test on error.
func Eval[R any](b *Browser, expr string) R {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, b.StepTimeout)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[R](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		b.fail("eval "+expr, err)
	}
	return v
}

// AddScriptOnNewDocument runs js in every document before its own scripts,
// e.g. to install timing observers.
func (b *Browser) AddScriptOnNewDocument(js string) {
	b.t.Helper()
	b.Step("add init script", chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: js})
		return err
	}))
}

// WatchUpdates counts, from the next navigation on, the calls to go-app's
// update callback (window.goappOnUpdate, which the wasm engine turns into
// OnAppUpdate for every component); read the count with Updates.
func (b *Browser) WatchUpdates() {
	b.t.Helper()
	b.AddScriptOnNewDocument(`(() => {
  let inner;
  window.__e2eUpdates = 0;
  Object.defineProperty(window, "goappOnUpdate", {
    configurable: true,
    get() { return function () { window.__e2eUpdates++; return inner && inner.apply(this, arguments); }; },
    set(v) { inner = v; },
  });
})()`)
}

// Updates returns how often go-app's update callback ran in this document.
func (b *Browser) Updates() int {
	b.t.Helper()
	return Eval[int](b, `window.__e2eUpdates`)
}

// WaitOfflineReady waits until the service worker is active and its cache
// holds every file of the site's precache list, i.e. the app can start with
// the network gone.
func (b *Browser) WaitOfflineReady(s *Server) {
	b.t.Helper()
	js, err := offlineReadyJS(s)
	if err != nil {
		b.t.Fatalf("%v", err)
	}
	b.WaitJS(js)
}

// offlineReadyJS is true in a page once the service worker is active and its cache holds
// every file of the site's precache list.
func offlineReadyJS(s *Server) (string, error) {
	name, urls, err := s.Precache()
	if err != nil {
		return "", err
	}
	want, _ := json.Marshal(urls)
	return fmt.Sprintf(`(async () => {
  if (!("serviceWorker" in navigator)) return "this browser has no service workers";
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg || !reg.active || reg.active.state !== "activated") return false;
  if (!(await caches.has(%q))) return false;
  const cache = await caches.open(%q);
  const have = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  return %s.every((u) => have.has(u));
})()`, name, name, want), nil
}

// Screenshot saves the page as out/<test>-<name>.png and returns the path.
func (b *Browser) Screenshot(name string) string {
	b.t.Helper()
	p := b.screenshot(name)
	if p == "" {
		b.t.Fatalf("screenshot %q failed", name)
	}
	return p
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

func (b *Browser) screenshot(name string) string {
	root, err := RepoRoot()
	if err != nil {
		return ""
	}
	dir := filepath.Join(root, "out")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return ""
	}
	ctx, cancel := context.WithTimeout(b.ctx, 15*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Logf("screenshot %q: %v", name, err)
		return ""
	}
	p := filepath.Join(dir, unsafeName.ReplaceAllString(b.t.Name()+"-"+name, "_")+".png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		return ""
	}
	return p
}
