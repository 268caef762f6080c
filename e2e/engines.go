//go:build !wasm

package e2e

// The other browser engines: Firefox (Gecko, over WebDriver BiDi: bidi.go) and WebKitGTK (the
// engine of Safari, over classic WebDriver: webdriver.go). A Page is one tab of one of them with
// a fresh profile; its methods are the few the cross-engine tests need (engines_test.go), every
// one going through the engine's own automation protocol: clicks and keys are input actions at
// the element's place on screen, as a mouse or a keyboard would send them.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// driver is what an engine's protocol provides to a Page.
type driver interface {
	// navigate loads url and returns once its load event has fired.
	navigate(ctx context.Context, url string) error
	// reload reloads the page and returns once its load event has fired.
	reload(ctx context.Context) error
	// evalJSON runs a JavaScript function body whose result (a value or a promise) the page
	// has already turned into JSON text, and returns that text.
	evalJSON(ctx context.Context, body string) (string, error)
	// pointerClick moves the mouse to (x, y) in CSS pixels of the viewport and clicks there.
	pointerClick(ctx context.Context, x, y float64) error
	// keys presses and releases each WebDriver key value in turn (with Shift held for the
	// values in shifted).
	keys(ctx context.Context, values []string, shift bool) error
	// viewport sets the size of the page's viewport in CSS pixels.
	viewport(ctx context.Context, w, h int) error
	// screenshot returns the viewport as PNG.
	screenshot(ctx context.Context) ([]byte, error)
	// console returns the page's console messages and errors so far (as far as the protocol
	// reports them).
	console() []string
	// version names the browser and its version.
	version() string
	close()
}

// WebDriver key values (the WebDriver specification's table of keys).
const (
	KeyTab       = "\uE004"
	KeyEnter     = "\uE006" // Return, the main keyboard's Enter
	KeyEscape    = "\uE00C"
	KeyEnd       = "\uE010"
	KeyArrowUp   = "\uE013"
	KeyArrowDown = "\uE015"
)

// Page is one tab of Firefox or WebKitGTK with a fresh profile, closed when its test ends.
type Page struct {
	t T
	d driver
	// Engine is "firefox" or "webkit".
	Engine string
	// StepTimeout bounds every step, as Browser.StepTimeout does.
	StepTimeout time.Duration
}

// Engines are the engines a Page can start, in the order the tests run them.
var Engines = []string{"firefox", "webkit"}

// NewPage starts the named engine ("firefox" or "webkit") with a fresh profile and opens one
// tab. When the engine is not installed it skips the test, or fails it under CI=true or
// E2E_REQUIRE=1, as NewBrowser does for Chromium.
func NewPage(t T, engine string) *Page {
	t.Helper()
	var (
		d   driver
		err error
	)
	switch engine {
	case "firefox":
		d, err = startFirefox(t, FirefoxPath(t))
	case "webkit":
		wd, mb := WebKitPaths(t)
		d, err = startWebKit(t, wd, mb)
	default:
		t.Fatalf("unknown engine %q", engine)
	}
	if err != nil {
		t.Fatalf("starting %s: %v", engine, err)
	}
	p := &Page{t: t, d: d, Engine: engine, StepTimeout: 60 * time.Second}
	t.Cleanup(d.close)
	// a test whose pages broke their Content-Security-Policy fails when it ends (where the
	// engine reports the console: Firefox)
	t.Cleanup(func() {
		var v []string
		for _, l := range d.console() {
			if _, after, ok := strings.Cut(l, cspViolationPrefix); ok {
				v = append(v, after)
			}
		}
		if len(v) > 0 {
			t.Fatalf("%s: the page broke its Content-Security-Policy %d times:\n  %s", engine, len(v), strings.Join(v, "\n  "))
		}
	})
	return p
}

// WaitOfflineReady waits until the service worker is active and its cache holds every file
// of the site's precache list (as Browser.WaitOfflineReady).
func (p *Page) WaitOfflineReady(s *Server) {
	p.t.Helper()
	js, err := offlineReadyJS(s)
	if err != nil {
		p.t.Fatalf("%v", err)
	}
	p.WaitJS(js)
}

// Version names the browser and its version, as the browser reports them.
func (p *Page) Version() string { return p.d.version() }

// FirefoxPath returns the Firefox binary: $FIREFOX, else firefox-esr or firefox on PATH.
func FirefoxPath(t T) string {
	t.Helper()
	if p := os.Getenv("FIREFOX"); p != "" {
		return p
	}
	for _, name := range []string{"firefox-esr", "firefox"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	missing(t, "firefox not found on PATH (Debian: apt-get install -y firefox-esr; or set FIREFOX)")
	return ""
}

// miniBrowserGlobs are where Debian's and other distributions' WebKitGTK packages keep the
// MiniBrowser that WebKitWebDriver drives.
var miniBrowserGlobs = []string{
	"/usr/lib/*/webkit2gtk-4.1/MiniBrowser",
	"/usr/lib/*/webkitgtk-6.0/MiniBrowser",
	"/usr/lib/*/webkit2gtk-4.0/MiniBrowser",
	"/usr/libexec/webkit2gtk-4.1/MiniBrowser",
	"/usr/libexec/webkitgtk-6.0/MiniBrowser",
}

// WebKitPaths returns WebKitWebDriver ($WEBKIT_DRIVER, else on PATH) and the MiniBrowser it
// starts ($WEBKIT_BROWSER, else the WebKitGTK package's), and checks that Xvfb is there to
// give MiniBrowser a screen: WebKitGTK's MiniBrowser has no headless mode.
func WebKitPaths(t T) (driver, browser string) {
	t.Helper()
	const install = " (Debian: apt-get install -y webkit2gtk-driver xvfb)"
	driver = os.Getenv("WEBKIT_DRIVER")
	if driver == "" {
		p, err := exec.LookPath("WebKitWebDriver")
		if err != nil {
			missing(t, "WebKitWebDriver not found on PATH"+install)
			return "", ""
		}
		driver = p
	}
	browser = os.Getenv("WEBKIT_BROWSER")
	for _, g := range miniBrowserGlobs {
		if browser != "" {
			break
		}
		if m, _ := filepath.Glob(g); len(m) > 0 {
			browser = m[0]
		}
	}
	if browser == "" {
		missing(t, "WebKitGTK's MiniBrowser not found"+install+"; or set WEBKIT_BROWSER")
		return "", ""
	}
	if _, err := exec.LookPath("Xvfb"); err != nil {
		missing(t, "Xvfb not found on PATH"+install)
		return "", ""
	}
	return driver, browser
}

func (p *Page) ctx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), p.StepTimeout)
}

func (p *Page) fail(step string, err error) {
	p.t.Helper()
	shot := p.screenshot("FAILED-" + step)
	for _, l := range p.d.console() {
		p.t.Logf("console: %s", l)
	}
	p.t.Fatalf("%s: step %q: %v (screenshot: %s)", p.Engine, step, err, shot)
}

// Navigate loads url and waits for its load event.
func (p *Page) Navigate(url string) {
	p.t.Helper()
	ctx, cancel := p.ctx()
	defer cancel()
	if err := p.d.navigate(ctx, url); err != nil {
		p.fail("navigate "+url, err)
	}
}

// Open loads url and waits until the wasm app has mounted.
func (p *Page) Open(url string) {
	p.t.Helper()
	p.Navigate(url)
	p.WaitVisible(MountedSelector)
}

// Reload reloads the page, checks that a new document came, and waits for the mounted app.
func (p *Page) Reload() {
	p.t.Helper()
	PageEval[bool](p, `window.__e2eOldDocument = true`)
	ctx, cancel := p.ctx()
	defer cancel()
	if err := p.d.reload(ctx); err != nil {
		p.fail("reload", err)
	}
	if PageEval[bool](p, `window.__e2eOldDocument === true`) {
		p.fail("reload", errors.New("the page was not reloaded"))
	}
	p.WaitVisible(MountedSelector)
}

// evalBody wraps a JavaScript expression (a value or a promise) into a function body that
// returns its JSON text, with errors as {"__e2eError": message}.
func evalBody(expr string) string {
	return "return Promise.resolve().then(() => (" + expr + ")).then(" +
		"(v) => JSON.stringify(v === undefined ? null : v), " +
		"(e) => JSON.stringify({__e2eError: String(e && e.stack || e)}));"
}

func (p *Page) evalErr(expr string, out any) error {
	ctx, cancel := p.ctx()
	defer cancel()
	s, err := p.d.evalJSON(ctx, evalBody(expr))
	if err != nil {
		return err
	}
	var e struct {
		Err string `json:"__e2eError"`
	}
	if strings.HasPrefix(s, `{"__e2eError":`) && json.Unmarshal([]byte(s), &e) == nil && e.Err != "" {
		return fmt.Errorf("script error: %s", e.Err)
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal([]byte(s), out)
}

// PageEval evaluates a JavaScript expression in the page (awaiting a promise) and decodes its
// JSON value into R; it fails the test on error.
func PageEval[R any](p *Page, expr string) R {
	p.t.Helper()
	var r R
	if err := p.evalErr(expr, &r); err != nil {
		p.fail("eval "+short(expr), err)
	}
	return r
}

func short(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

// WaitJS polls a JavaScript expression every 100 ms until it is true; a string other than ""
// is the reason it never will be, and fails the test (as Browser.WaitJS).
func (p *Page) WaitJS(expr string) {
	p.t.Helper()
	deadline := time.Now().Add(p.StepTimeout)
	for {
		var v any
		if err := p.evalErr(expr, &v); err != nil {
			p.fail("wait for "+short(expr), err)
		}
		switch v := v.(type) {
		case bool:
			if v {
				return
			}
		case string:
			if v != "" {
				p.fail("wait for "+short(expr), errors.New(v))
			}
		}
		if time.Now().After(deadline) {
			p.fail("wait for "+short(expr), fmt.Errorf("still false after %v", p.StepTimeout))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// visibleJS is true when an element matches the selector and is rendered with a size.
func visibleJS(sel string) string {
	return fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false;
  const r = e.getBoundingClientRect(), cs = getComputedStyle(e);
  return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden'; })()`, sel)
}

// WaitVisible waits until an element matching the CSS selector is rendered.
func (p *Page) WaitVisible(sel string) {
	p.t.Helper()
	p.WaitJS(visibleJS(sel))
}

// WaitGone waits until no element matches the CSS selector.
func (p *Page) WaitGone(sel string) {
	p.t.Helper()
	p.WaitJS(fmt.Sprintf(`!document.querySelector(%q)`, sel))
}

// Exists reports whether an element matches the CSS selector.
func (p *Page) Exists(sel string) bool {
	p.t.Helper()
	return PageEval[bool](p, fmt.Sprintf(`!!document.querySelector(%q)`, sel))
}

// settleJS resolves after two animation frames: go-app redraws on the next frame after an
// event, and the next action must see that redraw.
const settleJS = `new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`

// targetFnJS is a page function of a CSS selector: it scrolls the first element matching it
// into the middle of the viewport and returns a point of its first box where it is on top
// (the centre, else the first of a grid of points inside the box), or why it cannot be
// clicked: nothing matches, it has no box, or other elements cover it.
const targetFnJS = `((sel) => {
  const e = document.querySelector(sel);
  if (!e) return {why: 'no element matches ' + sel};
  e.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});
  const r = [...e.getClientRects()].find(r => r.width > 0 && r.height > 0);
  if (!r) return {why: sel + ' has no box on screen'};
  const pts = [[0.5, 0.5]];
  for (const fy of [0.3, 0.5, 0.7]) for (const fx of [0.3, 0.5, 0.7]) pts.push([fx, fy]);
  let top = null;
  for (const [fx, fy] of pts) {
    const x = Math.round(Math.min(Math.max(r.left + r.width * fx, 0), innerWidth - 1));
    const y = Math.round(Math.min(Math.max(r.top + r.height * fy, 0), innerHeight - 1));
    const at = document.elementFromPoint(x, y);
    if (at && (at === e || e.contains(at))) return {x, y};
    if (!top) top = at;
  }
  return {why: sel + ' is covered by ' + (top ? top.outerHTML.slice(0, 120) : 'nothing')};
})`

// clickTarget is where targetFnJS says to click.
type clickTarget struct {
	X, Y float64
	Why  string
}

// Click scrolls the first element matching the selector into view and clicks it with the
// mouse at its centre (failing when another element covers that point), then lets the page
// draw twice.
func (p *Page) Click(sel string) {
	p.t.Helper()
	var at clickTarget
	for try := 0; ; try++ {
		if err := p.evalErr(fmt.Sprintf("%s(%q)", targetFnJS, sel), &at); err != nil {
			p.fail("click "+sel, err)
		}
		// a piece that moves in (an animation) may still lie under another for a moment
		if at.Why == "" || try == 20 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if at.Why != "" {
		p.fail("click "+sel, errors.New(at.Why))
	}
	p.clickAt(sel, at)
	PageEval[bool](p, settleJS)
}

// clickAt clicks with the mouse where targetFnJS found sel.
func (p *Page) clickAt(sel string, at clickTarget) {
	p.t.Helper()
	ctx, cancel := p.ctx()
	defer cancel()
	if err := p.d.pointerClick(ctx, at.X, at.Y); err != nil {
		p.fail("click "+sel, err)
	}
}

// Press presses and releases WebDriver key values (KeyTab, KeyEnter... or characters) one
// after another, then lets the page draw twice.
func (p *Page) Press(values ...string) {
	p.t.Helper()
	p.press(false, values)
}

// PressShift is Press with Shift held.
func (p *Page) PressShift(values ...string) {
	p.t.Helper()
	p.press(true, values)
}

func (p *Page) press(shift bool, values []string) {
	p.t.Helper()
	ctx, cancel := p.ctx()
	defer cancel()
	if err := p.d.keys(ctx, values, shift); err != nil {
		p.fail(fmt.Sprintf("keys %q", values), err)
	}
	PageEval[bool](p, settleJS)
}

// Viewport sets the page's viewport to w x h CSS pixels and checks that the page sees that
// size.
func (p *Page) Viewport(w, h int) {
	p.t.Helper()
	ctx, cancel := p.ctx()
	defer cancel()
	if err := p.d.viewport(ctx, w, h); err != nil {
		p.fail(fmt.Sprintf("viewport %dx%d", w, h), err)
	}
	p.WaitJS(fmt.Sprintf(`innerWidth === %d && innerHeight === %d`, w, h))
}

// Console returns what the page logged so far, as far as the engine's protocol reports it
// (Firefox: every console message and uncaught error; WebKitGTK's classic WebDriver has no
// console, so nothing).
func (p *Page) Console() []string { return p.d.console() }

// Screenshot saves the viewport as out/<test>-<name>.png and returns the path.
func (p *Page) Screenshot(name string) string {
	p.t.Helper()
	path := p.screenshot(name)
	if path == "" {
		p.t.Fatalf("screenshot %q failed", name)
	}
	return path
}

func (p *Page) screenshot(name string) string {
	root, err := RepoRoot()
	if err != nil {
		return ""
	}
	dir := filepath.Join(root, "out")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return ""
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	png, err := p.d.screenshot(ctx)
	if err != nil {
		p.t.Logf("screenshot %q: %v", name, err)
		return ""
	}
	path := filepath.Join(dir, unsafeName.ReplaceAllString(p.t.Name()+"-"+name, "_")+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		return ""
	}
	return path
}

// freePort returns a TCP port on the loopback interface that nothing listens on now.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// proc is a process this harness started.
type proc struct {
	cmd  *exec.Cmd
	done chan struct{} // closed once it has exited
}

// startProc starts cmd and waits for its end in the background; after is called then.
func startProc(cmd *exec.Cmd, after func()) (*proc, error) {
	// a child the process started (WebKitWebDriver's MiniBrowser) may hold its output open
	// after it ended: Wait returns anyway that long after the end
	cmd.WaitDelay = 5 * time.Second
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	p := &proc{cmd: cmd, done: make(chan struct{})}
	go func() {
		cmd.Wait()
		if after != nil {
			after()
		}
		close(p.done)
	}()
	return p, nil
}

// stop ends the process (an interrupt, then a kill after 5 s) and waits for it.
func (p *proc) stop() {
	if p == nil {
		return
	}
	p.cmd.Process.Signal(os.Interrupt)
	select {
	case <-p.done:
	case <-time.After(5 * time.Second):
		p.cmd.Process.Kill()
		select {
		case <-p.done:
		case <-time.After(15 * time.Second): // never hang a test's cleanup on it
		}
	}
}
