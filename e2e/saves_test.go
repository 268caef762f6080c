//go:build !wasm

package e2e

// "Never lose a game" in a real browser: autosave and resume after a reload and offline, export
// and import of a save code, a share link in a fresh browser profile, a corrupted code, two tabs
// on one game, and storage faults. These tests drive the built site in dist/ (make build).

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"borabora/gameapp"

	"github.com/chromedp/chromedp"
)

// profile starts headless Chromium with a fresh profile (user-data-dir) through the shared
// harness (which skips, or fails under CI, without Chromium) and returns its tab, not yet
// navigated. initJS, when set, runs in every page before the page's own scripts.
func profile(t *testing.T, w, h int, initJS string) *uiBrowser {
	t.Helper()
	hb := NewBrowser(t)
	if initJS != "" {
		hb.AddScriptOnNewDocument(initJS)
	}
	b := &uiBrowser{t: t, ctx: hb.Context(), cancel: func() {}}
	b.do(10*time.Second, chromedp.EmulateViewport(int64(w), int64(h)))
	return b
}

// serve serves the built site (skipping, or failing under CI, without dist/).
func serve(t *testing.T) *Server { return Serve(t, Dist(t), "") }

// tab opens another tab in the same browser (same profile, same local storage).
func (b *uiBrowser) tab() *uiBrowser {
	b.t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	nb := &uiBrowser{t: b.t, ctx: ctx, cancel: cancel}
	b.t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		b.t.Fatal(err)
	}
	return nb
}

// open navigates to u and waits for the app to mount.
func (b *uiBrowser) open(u string) {
	b.t.Helper()
	b.url = u
	b.do(60*time.Second, chromedp.Navigate(u), chromedp.WaitVisible(`#root[data-mounted="true"]`))
	b.eval(uiStepJS, nil)
}

func (b *uiBrowser) reload() {
	b.t.Helper()
	b.do(60*time.Second, chromedp.Reload(), chromedp.WaitVisible(`#root[data-mounted="true"]`))
	b.eval(uiStepJS, nil)
}

// until waits for a JavaScript condition to hold.
func (b *uiBrowser) until(cond string) {
	b.t.Helper()
	b.untilWithin(20*time.Second, cond)
}

// untilWithin waits for a JavaScript condition to hold, for as long as d: for work that takes
// its time, such as the coach grading a whole game (a safety limit, not a measure).
func (b *uiBrowser) untilWithin(d time.Duration, cond string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, d)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](cond)); err != nil {
		b.t.Fatalf("%s: %v", cond, err)
	}
}

// clickJS clicks an element and resolves once the page has settled: no DOM change for a few
// frames (go-app renders on its next frame after an event).
const clickJS = `(async (sel) => {
	const el = document.querySelector(sel);
	if (!el) return 'missing ' + sel;
	let last = performance.now();
	const mo = new MutationObserver(() => { last = performance.now(); });
	mo.observe(document.documentElement, {subtree: true, childList: true, attributes: true, characterData: true});
	const t0 = performance.now();
	el.click();
	for (;;) {
		await new Promise(r => setTimeout(r, 16));
		const n = performance.now();
		if ((n - last > 80 && n - t0 > 80) || n - t0 > 5000) break;
	}
	mo.disconnect();
	return '';
})`

// click clicks the element matching sel and waits for the page to settle.
func (b *uiBrowser) click(sel string) {
	b.t.Helper()
	var miss string
	b.eval(clickJS+fmt.Sprintf("(%q)", sel), &miss)
	if miss != "" {
		b.failShot()
		b.t.Fatal(miss)
	}
}

func (b *uiBrowser) wait(sel string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.WaitVisible(sel)); err != nil {
		b.failShot()
		b.t.Fatalf("waiting for %s: %v", sel, err)
	}
}

// failShot keeps a screenshot of the page when a wait fails.
func (b *uiBrowser) failShot() {
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	if png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot()); err == nil {
		os.MkdirAll(filepath.Join("..", "out"), 0o755)
		name := strings.NewReplacer("/", "_", " ", "_").Replace(b.t.Name())
		os.WriteFile(filepath.Join("..", "out", "fail-"+name+".png"), png, 0o644)
	}
}

func (b *uiBrowser) exists(sel string) bool {
	var ok bool
	b.eval(fmt.Sprintf(`!!document.querySelector(%q)`, sel), &ok)
	return ok
}

func (b *uiBrowser) text(sel string) string {
	var s string
	b.eval(fmt.Sprintf(`(document.querySelector(%q) || {textContent: ""}).textContent`, sel), &s)
	return s
}

// plays clicks n decisions (pass-device screens do not count).
func (b *uiBrowser) plays(n int) {
	b.t.Helper()
	for i := 0; i < n; {
		r := b.step()
		if r.Done {
			return
		}
		if r.What != "pass-device" {
			i++
		}
	}
}

// table takes the device if the pass screen shows, so that the table is on screen.
func (b *uiBrowser) table() {
	b.t.Helper()
	if b.exists("#take-device") {
		b.click("#take-device")
	}
	b.wait("#prompt-text")
}

// position is what must survive a reload: the prompt, the scores and the log's length.
type position struct {
	Prompt string   `json:"prompt"`
	Scores []string `json:"scores"`
	Log    int      `json:"log"`
	First  string   `json:"first"`
}

func (b *uiBrowser) position() position {
	b.t.Helper()
	b.table()
	b.click("#open-log")
	b.wait("#log")
	var p position
	b.eval(`(() => ({
		prompt: document.getElementById('prompt-text').textContent,
		scores: [...document.querySelectorAll('.order .chip')].map(e => e.textContent),
		log: document.querySelectorAll('#log .loglist > li').length,
		first: (document.querySelector('#log .loglist > li') || {textContent: ''}).textContent,
	}))()`, &p)
	b.click("#log .drawer-head button")
	b.until(`!document.getElementById('log')`)
	return p
}

// saveStatus waits until the save status has settled (anything but "Saving…": the journal has
// committed the last decision, or saving failed) and returns its text.
func (b *uiBrowser) saveStatus() string {
	b.t.Helper()
	b.until(`(() => { const e = document.getElementById('save-status'); return !!e && e.getAttribute('data-state') !== 'saving'; })()`)
	return b.text("#save-status")
}

// stored returns every borabora key of local storage.
func (b *uiBrowser) stored() map[string]string {
	b.t.Helper()
	m := map[string]string{}
	b.eval(`(() => { const o = {}; for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i); if (k.startsWith('borabora/')) o[k] = localStorage.getItem(k); } return o; })()`, &m)
	return m
}

// savedGames returns the stored save files.
func (b *uiBrowser) savedGames() []gameapp.SaveFile {
	b.t.Helper()
	var out []gameapp.SaveFile
	for k, v := range b.stored() {
		if strings.HasPrefix(k, gameapp.KeyPrefix+"save/") {
			var f gameapp.SaveFile
			if err := json.Unmarshal([]byte(v), &f); err != nil {
				b.t.Fatalf("%s: %v", k, err)
			}
			out = append(out, f)
		}
	}
	return out
}

// exportCode opens the export dialog and reads the code and the share link.
func (b *uiBrowser) exportCode() (code, link string) {
	b.t.Helper()
	b.table()
	b.click("#open-export")
	b.wait("#export-code")
	b.until(`document.getElementById('export-code').value !== ''`) // a game by links: signed first
	b.eval(`document.getElementById('export-code').value`, &code)
	b.eval(`document.getElementById('share-link').value`, &link)
	b.click("#close-dialog")
	return code, link
}

// pasteCode opens the import dialog, pastes code and presses Load.
func (b *uiBrowser) pasteCode(code string) {
	b.t.Helper()
	b.click("#open-import")
	b.wait("#import-code")
	b.eval(fmt.Sprintf(`(() => { const e = document.getElementById('import-code'); e.value = %q; e.dispatchEvent(new Event('input', {bubbles: true})); return true })()`, code), nil)
	b.click("#import-load")
}

func samePosition(t *testing.T, what string, got, want position) {
	t.Helper()
	if got.Prompt != want.Prompt || strings.Join(got.Scores, "|") != strings.Join(want.Scores, "|") || got.Log != want.Log || got.First != want.First {
		t.Fatalf("%s: position differs\n got  %+v\n want %+v", what, got, want)
	}
}

// (1) autosave and resume after a reload; (2) resume offline.
func TestSaveResumeAfterReloadAndOffline(t *testing.T) {
	srv := serve(t)
	b := profile(t, 1366, 768, "")
	b.open(srv.URL)
	b.start(3, "31")
	b.plays(40)
	want := b.position()
	if s := b.saveStatus(); s != "Saved" {
		t.Fatalf("save status %q", s)
	}
	b.shot("saves-table-1366")

	b.reload()
	passFirst := b.exists("#take-device")
	samePosition(t, "after reload", b.position(), want)
	t.Logf("after reload: pass-device screen first: %v", passFirst)

	// offline: wait until the service worker has cached the app, stop the server, reload
	b.eval(`(async () => {
		for (let i = 0; i < 200; i++) {
			const ks = await caches.keys();
			if (ks.length && navigator.serviceWorker.controller) {
				const c = await caches.open(ks[0]);
				if ((await c.keys()).length >= 5) return true;
			}
			await new Promise(r => setTimeout(r, 100));
		}
		return false;
	})()`, nil)
	srv.Stop()
	var down bool
	b.eval(`fetch('/index.html', {cache: 'no-store'}).then(() => false, () => true)`, &down)
	if !down {
		t.Fatal("server still answers")
	}
	b.reload()
	samePosition(t, "offline", b.position(), want)
	b.plays(2) // the game goes on offline and is still saved
	b.table()
	if s := b.saveStatus(); s != "Saved" {
		t.Fatalf("offline save status %q", s)
	}
}

// (3) export a code, start another game, import the code and reach the same position.
func TestExportNewGameImportSamePosition(t *testing.T) {
	srv := serve(t)
	b := profile(t, 390, 844, "")
	b.open(srv.URL)
	b.start(2, "8")
	b.plays(25)
	want := b.position()
	b.table()
	b.click("#open-export")
	b.wait("#export-code")
	b.shot("saves-export-390")
	b.click("#copy-code")
	b.until(`(document.querySelector('#export-dialog .copied') || {}).textContent !== ''`)
	b.click("#close-dialog")
	code, _ := b.exportCode()
	if !strings.HasPrefix(code, "BB1.") {
		t.Fatalf("code %q", code)
	}

	b.click("#new-game")
	b.wait("#confirm-new")
	if !strings.Contains(b.text(".overlay"), "saved games") {
		t.Errorf("leaving the game does not say it stays saved: %q", b.text(".overlay"))
	}
	b.click("#confirm-new")
	b.wait("#saves-list")
	b.shot("saves-start-390")
	b.start(4, "99")
	b.plays(5)
	b.pasteCode(code)
	b.wait("#load-dialog")
	if !strings.Contains(b.text("#load-dialog"), "The current game stays in your saved games.") {
		t.Errorf("load dialog: %q", b.text("#load-dialog"))
	}
	b.shot("saves-confirmload-390")
	b.click("#confirm-load")
	samePosition(t, "imported", b.position(), want)
	if n := len(b.savedGames()); n != 3 {
		t.Errorf("%d saved games, want 3 (the first, the 4-player one, the imported copy)", n)
	}
}

// (4) a share link in a fresh browser profile loads the game (a finished one: its score sheet
// shows); the time from navigation to the score sheet is logged, never asserted.
func TestShareLinkInFreshProfile(t *testing.T) {
	srv := serve(t)
	code, err := FinishedGameCode(3, 4242)
	if err != nil {
		t.Fatal(err)
	}
	link := gameapp.ShareLink(srv.URL, code)
	hb := NewBrowser(t)
	ms := OpenShareLink(hb, link)
	t.Logf("share link of a finished 3-player game (%d characters): score sheet after %.0f ms", len(code), ms)
	b := &uiBrowser{t: t, ctx: hb.Context(), url: link, cancel: func() {}}
	var hash string
	b.eval(`location.hash`, &hash)
	if hash != "" {
		t.Errorf("fragment not cleared: %q", hash)
	}
	if !strings.Contains(b.text("#winner"), "wins") {
		t.Errorf("score sheet: %q", b.text("#winner"))
	}
	saves := b.savedGames()
	if len(saves) != 1 || saves[0].Code != code || !saves[0].Summary.Over {
		t.Fatalf("share link not saved as one finished game: %d saves", len(saves))
	}
	b.shot("saves-sharelink-1280")

	// a reload does not import again, and shows the same game
	b.reload()
	if n := len(b.savedGames()); n != 1 || !b.exists("#score-sheet") {
		t.Errorf("after reload: %d saves, score sheet %v", n, b.exists("#score-sheet"))
	}
}

// (5) a corrupted code: the message says what is wrong; the game and the saves are intact.
func TestCorruptedCodeLeavesGameAndSaves(t *testing.T) {
	srv := serve(t)
	b := profile(t, 1366, 768, "")
	b.open(srv.URL)
	b.start(2, "17")
	b.plays(12)
	code, _ := b.exportCode()
	want := b.position()
	before := b.stored()
	bad := []byte(code)
	bad[len(bad)/2] ^= 0x01 // one character changed
	for _, c := range []struct{ code, says string }{
		{string(bad), ""},
		{code[:len(code)-8], "cut short"},
		{"hello", "not a Bora Bora save code"},
	} {
		b.pasteCode(c.code)
		b.wait("#import-error")
		msg := b.text("#import-error")
		if msg == "" || !strings.Contains(msg, c.says) || strings.Contains(msg, "could not be read") {
			t.Errorf("%.16q: message %q", c.code, msg)
		}
		b.shot("saves-badcode-1366")
		b.click("#cancel-import")
	}
	samePosition(t, "after bad codes", b.position(), want)
	after := b.stored()
	if len(after) != len(before) {
		t.Fatalf("storage changed: %d keys -> %d", len(before), len(after))
	}
	for k, v := range before {
		if after[k] != v {
			t.Errorf("%s changed", k)
		}
	}
}

// (6) two tabs on one game: A plays, B notices, B's moves are never stored over A's.
func TestTwoTabsOneGame(t *testing.T) {
	srv := serve(t)
	a := profile(t, 1366, 768, "")
	a.open(srv.URL)
	a.start(2, "23")
	a.plays(6)
	b := a.tab()
	b.open(srv.URL)
	b.table() // B resumed the same game
	if len(a.savedGames()) != 1 {
		t.Fatal("opening the game in tab B made a second save")
	}
	a.plays(3)
	codeA, _ := a.exportCode()
	b.wait(`#save-banner[data-kind="conflict"]`) // noticed through the storage event, before B plays
	b.shot("saves-conflict-1366")
	b.plays(2)
	b.table()
	if s := b.saveStatus(); !strings.Contains(s, "other tab") {
		t.Errorf("tab B status %q", s)
	}
	saves := a.savedGames()
	if len(saves) != 1 || saves[0].Code != codeA {
		t.Fatal("tab B's moves replaced tab A's game")
	}
	// B keeps its game as a new save: both games are kept
	b.click("#keep-separate")
	b.until(`!document.getElementById('save-banner')`)
	if saves := a.savedGames(); len(saves) != 2 {
		t.Fatalf("%d saves after keeping B's game", len(saves))
	}
}

// (7) storage faults: a full storage and a disabled one; the game goes on and says so.
func TestStorageFaults(t *testing.T) {
	srv := serve(t)
	quota := `(() => {
		const set = Storage.prototype.setItem;
		Storage.prototype.setItem = function(k, v) {
			if (String(k).endsWith('/probe')) return set.call(this, k, v);
			throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value of '" + k + "' exceeded the quota.", 'QuotaExceededError');
		};
	})();`
	b := profile(t, 390, 844, quota)
	b.open(srv.URL)
	b.start(2, "5")
	b.wait(`#save-banner[data-kind="full"]`)
	b.plays(4)
	b.table()
	if !strings.Contains(b.text("#save-banner"), "storage is full") || !b.exists("#banner-export") {
		t.Errorf("banner %q", b.text("#save-banner"))
	}
	b.shot("saves-quota-390")
	b.click("#banner-export")
	b.wait("#export-code")
	var code string
	b.eval(`document.getElementById('export-code').value`, &code)
	if !strings.HasPrefix(code, "BB1.") {
		t.Errorf("no code offered: %q", code)
	}

	off := `Object.defineProperty(window, 'localStorage', {configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }});`
	c := profile(t, 1366, 768, off)
	c.open(srv.URL)
	c.wait("#saves-unavailable")
	c.start(2, "5")
	c.wait(`#save-banner[data-kind="off"]`)
	c.plays(3)
	c.shot("saves-off-1366")
}

// (8) a decision made just before the page is reloaded is kept: the save of a decision waits a
// moment after its click, and the page stores what waits when it is left.
func TestDecisionJustBeforeReloadIsKept(t *testing.T) {
	srv := serve(t)
	b := profile(t, 1366, 768, "")
	b.open(srv.URL)
	b.start(2, "41")
	b.plays(7)
	b.table()
	time.Sleep(time.Second) // the last decisions' save is written
	saves := b.savedGames()
	if len(saves) != 1 {
		t.Fatalf("%d saves, want 1", len(saves))
	}
	moves := saves[0].Summary.Moves
	// one decision, and the reload asked for in the same moment (before the save's wait is over)
	var miss string
	b.eval(`(() => {
		const els = [...(document.getElementById('give-up') || document).querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true'); // a give-up's question is answered first
		if (!els.length) return 'no enabled choice';
		window.__beforeReload = true;
		els[0].click();
		setTimeout(() => location.reload(), 0);
		return '';
	})()`, &miss)
	if miss != "" {
		t.Fatal(miss)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		var fresh bool
		ctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
		v, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!window.__beforeReload && !!document.querySelector('#root[data-mounted="true"]')`))
		cancel()
		fresh = err == nil && v
		if fresh {
			break
		}
		if time.Now().After(deadline) {
			b.failShot()
			t.Fatal("the page did not come back after the reload")
		}
		time.Sleep(100 * time.Millisecond)
	}
	saves = b.savedGames()
	if len(saves) != 1 || saves[0].Summary.Moves != moves+1 {
		got := -1
		if len(saves) == 1 {
			got = saves[0].Summary.Moves
		}
		t.Fatalf("after the reload: %d saves, %d moves stored, want 1 save of %d moves", len(saves), got, moves+1)
	}
	if _, err := gameapp.Import(saves[0].Code); err != nil {
		t.Fatalf("stored code: %v", err)
	}
	b.eval(uiStepJS, nil)
	b.plays(1) // the resumed game goes on
}

// TestSaveStatusKeepsItsWidth: the bar's "Saved" is as wide as "Saving…", which it becomes for
// a moment after each decision (docs/saves.md), so that the menu beside it does not move at
// every click.
func TestSaveStatusKeepsItsWidth(t *testing.T) {
	srv := serve(t)
	b := profile(t, 1366, 768, "")
	b.open(srv.URL)
	b.start(2, "5")
	b.plays(3)
	b.until(`document.getElementById('save-status').getAttribute('data-state') === 'ok'`)
	var r struct{ Status, Saved, Saving float64 }
	b.eval(`(() => { const e = document.getElementById('save-status');
	  const alone = (txt) => { const s = document.createElement('span'); s.className = 'save-status'; s.style.position = 'absolute';
	    const l = document.createElement('span'); l.className = 'st-lbl'; l.textContent = txt; s.appendChild(l); document.body.appendChild(s);
	    const w = s.getBoundingClientRect().width; s.remove(); return w; };
	  return {Status: e.getBoundingClientRect().width, Saved: alone(e.textContent), Saving: alone(e.getAttribute('data-other'))}; })()`, &r)
	if r.Saving <= r.Saved || r.Status+0.5 < r.Saving {
		t.Fatalf("Saved is %.1f px wide, Saving… alone %.1f px, Saved alone %.1f px", r.Status, r.Saving, r.Saved)
	}
}
