//go:build !wasm

package e2e

// "Never lose a move": Chromium killed (SIGKILL, no clean close) at moments after a decision,
// then started again on the same profile. Chromium keeps local storage in memory for seconds
// before it reaches the disk, so these tests fail without the journal (web/journal.js,
// gameapp/journal.go): the game comes back without the moves the bar called saved, or not at
// all when it was young.

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// savedMaxJS keeps in window.__savedMax the most decisions the page ever showed as saved
// (#save-status with data-state="ok" and data-moves), watching every change of the page.
const savedMaxJS = `window.__savedMax = -1;
new MutationObserver(() => {
  const e = document.getElementById('save-status');
  if (e && e.getAttribute('data-state') === 'ok') {
    const n = Number(e.getAttribute('data-moves'));
    if (n > window.__savedMax) window.__savedMax = n;
  }
}).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});`

// killedProfile is a browser on a profile directory that outlives the browser: Kill ends the
// browser, start opens a new one on the same profile.
type killedProfile struct {
	t   *testing.T
	dir string
	hb  *Browser
	b   *uiBrowser
}

func newKilledProfile(t *testing.T) *killedProfile {
	dir, err := os.MkdirTemp("", "borabora-killed-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for i := 0; i < 20 && os.RemoveAll(dir) != nil; i++ {
			time.Sleep(100 * time.Millisecond)
		}
	})
	return &killedProfile{t: t, dir: dir}
}

// start opens Chromium on the profile and the page at u.
func (k *killedProfile) start(u string) *uiBrowser {
	k.t.Helper()
	k.hb = NewBrowserAt(k.t, k.dir)
	k.hb.AddScriptOnNewDocument(savedMaxJS)
	k.b = &uiBrowser{t: k.t, ctx: k.hb.Context(), cancel: func() {}}
	k.b.do(10*time.Second, chromedp.EmulateViewport(1366, 768))
	k.b.open(u)
	return k.b
}

// kill ends Chromium at once and returns the most decisions its page showed as saved.
func (k *killedProfile) kill() int {
	k.t.Helper()
	var saved int
	k.b.eval(`window.__savedMax`, &saved)
	k.hb.Kill()
	return saved
}

// hide minimizes the browser's window: the page is hidden (visibilitychange), as when a phone
// shows another app.
func (k *killedProfile) hide() {
	k.t.Helper()
	k.b.do(10*time.Second, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		w, err := chromedp.Call(ctx, browser.GetWindowForTarget, browser.GetWindowForTargetParams{TargetID: t.TargetID})
		if err != nil {
			return err
		}
		_, err = chromedp.Call(ctx, browser.SetWindowBounds, browser.SetWindowBoundsParams{WindowID: w.WindowID,
			Bounds: &browser.Bounds{WindowState: browser.WindowStateMinimized}})
		return err
	}))
	k.b.until(`document.visibilityState === 'hidden'`)
}

// resumed waits for the game the restarted page resumed to show as saved and returns its
// decisions (-1 when the page shows no game).
func (k *killedProfile) resumed() int {
	k.t.Helper()
	var n int
	k.b.eval(`(async () => {
  for (let i = 0; i < 300; i++) {
    const e = document.getElementById('save-status');
    if (e && e.getAttribute('data-state') === 'ok') return Number(e.getAttribute('data-moves'));
    if (!e && document.getElementById('start-game') && i > 20) return -1;
    await new Promise(r => setTimeout(r, 50));
  }
  return -2;
})()`, &n)
	return n
}

// TestKilledBrowserKeepsEveryMoveShownAsSaved plays a 2-player game by clicks and kills
// Chromium 0, 50, 200 and 1000 ms after a decision, once while the page is hidden, and once a
// game 1 s old; on the next start the page resumes the game with at least every decision it
// showed as saved.
func TestKilledBrowserKeepsEveryMoveShownAsSaved(t *testing.T) {
	t.Parallel()
	srv := serve(t)
	cases := []struct {
		name   string
		before int           // decisions played before the last one
		after  time.Duration // from the last decision to the kill
		hide   bool
	}{
		{name: "0ms", before: 9, after: 0},
		{name: "50ms", before: 7, after: 50 * time.Millisecond},
		{name: "200ms", before: 11, after: 200 * time.Millisecond},
		{name: "1000ms", before: 6, after: time.Second},
		{name: "hidden", before: 8, after: 0, hide: true},
		{name: "young", before: 1, after: -1}, // killed 1 s after the start
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			k := newKilledProfile(t)
			b := k.start(srv.URL)
			started := time.Now()
			b.start(2, fmt.Sprint(300+i))
			b.plays(c.before)
			b.plays(1)
			switch {
			case c.hide:
				k.hide()
			case c.after < 0:
				time.Sleep(time.Until(started.Add(time.Second)))
			default:
				time.Sleep(c.after)
			}
			saved := k.kill()
			k.start(srv.URL)
			got := k.resumed()
			t.Logf("killed %s after decision %d: %d shown as saved, %d after the restart", c.name, c.before+1, saved, got)
			if saved >= 0 && got < saved {
				t.Fatalf("the restarted page resumed %d decisions, %d were shown as saved", got, saved)
			}
			if saved < 0 && c.after >= 0 {
				t.Fatalf("the page never showed the game as saved")
			}
		})
	}
}
