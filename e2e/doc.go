//go:build !wasm

// Package e2e drives the built Bora Bora site in headless Chromium, and in Firefox and
// WebKitGTK (engines.go).
//
// The tests run against dist/ as "make build" leaves it. "make test" always
// builds first; with plain "go test ./..." run "make build" yourself after a
// change. When dist/ or Chromium is missing the tests skip, except under
// CI=true or E2E_REQUIRE=1 (which "make test" sets): then they fail.
// BORABORA_DIST points at another built site; CHROME at another browser.
//
// Writing a test (see e2e_test.go for complete ones):
//
//	func TestNewGame(t *testing.T) {
//		srv := e2e.Serve(t, e2e.Dist(t), "") // in-process server on 127.0.0.1:0, same handler as make run
//		b := e2e.NewBrowser(t)             // headless Chromium, fresh profile, closed at the end
//		b.Open(srv.URL)                    // navigate and wait until the wasm app has mounted
//		b.Click(`#start-game`)             // the start screen's Start the game
//		b.WaitVisible(`#prompt-text`)      // the table's question
//		n := e2e.Eval[int](b, `document.querySelectorAll('[data-choice]:not([disabled])').length`)
//		b.Screenshot("table") // out/TestNewGame-table.png
//	}
//
// The API in one place:
//
//	Dist(t) string                       built site dir ($BORABORA_DIST or <repo>/dist)
//	Serve(t, dir, base) *Server          .URL, .Origin, .Stop() (connections refused after), .Up()
//	srv.SetHeader(k, v)                  a header on every response from now on (a host's policy)
//	srv.HoldWasm(t) / srv.Hold(t, suffix)  requests for app.wasm (or any path ending so) wait
//	                                     until the returned release is called: the pre-rendered
//	                                     page before the mount (early_test.go)
//	b.ForgetTheApp()                     unregister the service worker, empty its and the HTTP cache
//	GenerateSite(t, SiteOptions) string  a site for another base path or version (a "new deploy")
//	NewBrowser(t) *Browser               headless Chromium, fresh profile
//	NewBrowserAt(t, dir) / b.Kill()      Chromium on a profile that outlives it; SIGKILL the
//	                                     browser (killed_test.go starts it again on the profile)
//	b.Open(url) / b.Navigate(url) / b.Reload()   Open and Reload wait for the mounted app
//	b.WaitMounted() / b.WaitVisible(css) / b.WaitGone(css) / b.WaitJS(expr)
//	b.Click(css) / b.Text(css) / Eval[T](b, expr) / b.Step(name, chromedp actions...)
//	b.WaitOfflineReady(srv)              the service worker has cached the whole app
//	b.Screenshot(name) / b.Console()
//	b.CSPViolations() / CheckCSP(t, b)  what the page's Content-Security-Policy refused; every
//	                                     Browser fails its test at the end on any refusal
//	TimeClick(b, css) float64            in-page ms from a click to the next DOM change
//	MountedSelector                      #root[data-mounted="true"]
//
// Games against computer players (bots.go):
//
//	StartBotGame(b, kinds, speed, seed)  start screen: "person"/"easy"/"medium"/"hard" per seat
//	PlayPerson(b) PersonStep             one decision of the only person; waits while computers think
//	BotDecisions(b) []BotDecision        computer decisions applied so far (seat, level, ms)
//
// Accessibility (axe.go, lighthouse.go):
//
//	b.Axe() []AxeViolation               the pinned axe-core (tools/axe) run in the page (WCAG 2.2 A/AA,
//	                                     best practices), evaluated through the DevTools protocol
//	CheckAxe(t, b, name, log)            fails on serious or critical violations, logs the others
//	RunLighthouseAccessibility(t, url, sel)  Lighthouse's accessibility audit once sel shows
//
// The other engines (engines.go, bidi.go, webdriver.go; the checks in engines_test.go): a Page
// is one tab of Firefox (headless, over WebDriver BiDi: Firefox serves the protocol itself, the
// WebSocket client is github.com/coder/websocket pinned in go.mod) or of WebKitGTK's MiniBrowser
// (over classic WebDriver from WebKitWebDriver, on an Xvfb screen of its own, full screen so
// that the window's size is the viewport), each with a fresh profile. FIREFOX, WEBKIT_DRIVER
// and WEBKIT_BROWSER point at other binaries; a missing one skips or fails as Chromium does.
// Clicks are mouse input at the element's place (failing when another element covers it),
// keys are key input; WebKitGTK's WebDriver reports no console, so only Firefox's pages are
// checked for Content-Security-Policy refusals.
//
//	NewPage(t, "firefox"|"webkit") *Page p.Version() p.Viewport(w, h) p.Open(url) p.Navigate(url)
//	p.Reload() p.WaitVisible(css) p.WaitGone(css) p.WaitJS(expr) PageEval[T](p, expr)
//	p.Click(css) p.Press(KeyTab, KeyEnter, "text"...) p.Exists(css) p.WaitOfflineReady(srv)
//	p.Screenshot(name) p.Console()
//
// Screens to look at (screens_test.go): TestScreenshotsOfEveryPromptKind saves the table at
// each kind of decision, the pass-device screen, "since your turn" and the score sheet, at
// 1366x768 and 390x844, in English and Polish, into out/screens/. The header's height over a
// whole game (header_test.go) and touch play on a phone (phone_test.go) are measured too.
//
// Keyboard play (keyboard_test.go): keys go through Input.dispatchKeyEvent (chromedp.KeyEvent);
// those tests only read the page, never click.
//
// The table's calm (calm_test.go): over decisions of random games, in five languages, at
// 1366x768 and 390x844, the bar's height (at most 96 px on a laptop), the header's and the
// bar's share of a phone's screen (at most 35%) with the question whole, every glowing choice
// hit by elementFromPoint at its centre ("since your turn" open or not), and Tab from the top
// reaching a glowing choice within 15 presses. Motion (motion_test.go): a computer's piece flies
// in from where it was, every motion within 300 ms, a key or a click ends it.
//
// The coach (coach.go, coach_test.go): CoachGame plays a finished game of Medium players
// natively, NativeVerdicts grades it with coach.JudgeRecord; the tests drive window.bbCoach
// (web/coach.js) and compare the workers' lines with the native ones; MeasureCoach is make
// bench's group coach. The coach in the review (coachreview_test.go): verdict lines put in
// the page (kept for the game, then "bbcoach" events dispatched by the test) and drawn as
// grades, marks, accuracy, key moments and the chance-to-win graph; a whole grading by the
// real workers from the review's Coach button with Stop and Go on; Try another move. Its
// screenshots go to out/ as every test's (coachShots).
//
// Figures for "make bench" live in bench.go (MeasureLoad, MeasureColdStart beside the bare
// go-app page of tools/bench/bare, DecisionFigures with the
// MeasureDecisions hook), sharelink.go, bots.go (MeasureSearchBots) and lighthouse.go
// (MeasureLighthouse, RunLighthouse: the pinned Lighthouse of tools/lighthouse).
// The decisions also log the page's main-thread CPU time (script, style, layout, other), every
// timed click in order and the six slowest with their question and choice, and, with
// BORABORA_CLICK_PROFILE=file.cpuprofile, write a sampling profile of the clicks (open it in
// Chromium's DevTools) and log its heaviest functions, over all the page's tasks and over the
// timed clicks alone; build with WASM_LDFLAGS= for names. BORABORA_CLICKS=N times only the
// first N decisions (a profile of the first clicks of a game):
//
//	make build DIST=/tmp/prof WASM_LDFLAGS= && BORABORA_CLICK_PROFILE=out/clicks.cpuprofile \
//	  go run ./tools/bench -dist /tmp/prof -only clicks
//
// Parallel tests: the longest self-contained tests (whole games, the screenshots, the axe
// audit, the two deploys, Firefox and WebKitGTK) call t.Parallel(), so that after the others
// they run two at a time (go test's -parallel is the number of cores): one headless browser
// playing a game keeps about one core busy. Tests that time something, press long or depend on
// the pace of the page stay serial.
//
// Every browser step has its own timeout (Browser.StepTimeout, 60 s by
// default), a failing step saves a screenshot into out/ and logs the page's
// console. Timings are measured and reported (see bench.go), never asserted.
package e2e
