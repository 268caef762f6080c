//go:build !wasm

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// pageStateJS is what a rehearsal must leave as it was: the page's markup, its saves and its
// number of elements.
const pageStateJS = `JSON.stringify({html: document.documentElement.outerHTML, elements: document.getElementsByTagName("*").length,
  storage: Object.keys(localStorage).sort().map((k) => k + "=" + localStorage.getItem(k))})`

// rehearsalMarks is the rehearsal's marks on the page's performance timeline so far.
const rehearsalMarks = `performance.getEntriesByType("mark").map((m) => m.name).filter((n) => n.startsWith("rehearsal-")).join(",")`

// The start screen's rehearsal (components/rehearsal.go) waits for the page's first
// interaction, plays its throwaway game away from the page (nothing of the page, its saves or
// its number of elements changes), and leaves a game started after it playable.
func TestRehearsalWaitsForThePlayerAndLeavesThePageAlone(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	time.Sleep(1500 * time.Millisecond)
	if m := Eval[string](b, rehearsalMarks); m != "" {
		t.Fatalf("a rehearsal ran before any interaction: %s", m)
	}
	before := Eval[string](b, pageStateJS)
	b.Step("move the pointer", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, 300, 300))
	b.WaitJS(`performance.getEntriesByName("rehearsal-done").length > 0`)
	if m := Eval[string](b, rehearsalMarks); m != "rehearsal-start,rehearsal-done" {
		t.Fatalf("rehearsal marks %q, want rehearsal-start,rehearsal-done", m)
	}
	if after := Eval[string](b, pageStateJS); after != before {
		t.Fatalf("the rehearsal changed the page or its saves:\nbefore %.400s\nafter  %.400s", before, after)
	}
	for _, l := range b.Console() {
		if strings.HasPrefix(l, "exception") || strings.HasPrefix(l, "error") {
			t.Errorf("console: %s", l)
		}
	}
	playTwoDecisions(t, b)
}

// A game started while the rehearsal runs stops it, and plays.
func TestRehearsalStopsWhenAGameStarts(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	b.Step("move the pointer", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, 300, 300))
	b.WaitJS(`performance.getEntriesByName("rehearsal-start").length > 0`)
	playTwoDecisions(t, b)
	b.WaitJS(`performance.getEntriesByName("rehearsal-stopped").length > 0`)
	if m := Eval[string](b, rehearsalMarks); m != "rehearsal-start,rehearsal-stopped" {
		t.Fatalf("rehearsal marks %q, want rehearsal-start,rehearsal-stopped", m)
	}
	if n := Eval[float64](b, `document.querySelectorAll("#prompt-text").length`); n != 1 {
		t.Fatalf("%v prompts on the page, want 1", n)
	}
}

// playTwoDecisions starts a 2-player game and makes two decisions through the page.
func playTwoDecisions(t *testing.T, b *Browser) {
	t.Helper()
	b.Click(`button[data-n="2"]`)
	b.Click(`#start-game`)
	b.WaitVisible(`#prompt-text`)
	for i := 0; i < 2; i++ {
		moves := Eval[string](b, `document.querySelector(".screen.table").dataset.moves`)
		Eval[bool](b, `(() => { const t = document.getElementById("take-device"); if (t) t.click();
  const el = [...document.querySelectorAll("[data-choice]")].find((e) => !e.disabled && e.getAttribute("aria-disabled") !== "true");
  el.click(); return true })()`)
		b.WaitJS(`document.querySelector(".screen.table").dataset.moves !== ` + "`" + moves + "`")
	}
}
