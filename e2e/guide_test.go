//go:build !wasm

package e2e

// The guided first game (from the start screen's #learn) and the Hint of normal games.

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// personTurnJS waits until a person decides (no computer thinking) or the game is over, and
// says what the page shows: the decision's kind, the card if any, the suggested place, and
// whether the card overlaps any place to choose.
const personTurnJS = `(async () => {
  const until = performance.now() + 30000;
  for (;;) {
    if (document.getElementById('winner')) return {done: true};
    const q = document.getElementById('prompt-text');
    if (q && !q.classList.contains('thinking') && q.hasAttribute('data-kind') &&
        [...document.querySelectorAll('[data-choice]')].some(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true')) break;
    if (performance.now() > until) return {error: 'no person decision: ' + (q ? q.textContent : '')};
    await new Promise(r => setTimeout(r, 20));
  }
  // let the page's own scrolling (smooth) come to rest
  for (let y = -1, still = 0; still < 6; ) {
    await new Promise(r => requestAnimationFrame(r));
    still = scrollY === y ? still + 1 : 0;
    y = scrollY;
  }
  const q = document.getElementById('prompt-text');
  const card = document.getElementById('guide-card');
  const out = {kind: +q.getAttribute('data-kind'), moves: +document.querySelector('.screen.table').getAttribute('data-moves')};
  if (!card) return out;
  const key = card.getAttribute('data-suggest');
  const places = [...document.querySelectorAll('[data-choice], [data-ways]')].filter(e => !card.contains(e) && e.getClientRects().length);
  // a God with several ways of paying: its card in the hand is the place (data-ways)
  const sug = places.filter(e => e.getAttribute('data-choice') === key || (e.getAttribute('data-ways') || '').split(' ').includes(key));
  const c = card.getBoundingClientRect();
  const over = places.filter(e => { const r = e.getBoundingClientRect();
    return r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top; });
  const tip = document.getElementById('tip');
  out.card = {text: card.textContent, key: key, hint: !card.querySelector('#guide-leave'), topic: card.getAttribute('data-topic') || '',
    suggested: sug.length, marked: sug.filter(e => e.classList.contains('suggest')).length,
    enabled: sug.filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true').length,
    overlaps: over.length, described: q.getAttribute('aria-describedby') || '',
    above: sug.filter(e => e.getBoundingClientRect().bottom <= c.top + 1).length,
    tip: tip && !tip.hidden ? tip.textContent : ''};
  return out;
})()`

type personTurn struct {
	Done  bool   `json:"done"`
	Error string `json:"error"`
	Kind  int    `json:"kind"`
	Moves int    `json:"moves"`
	Card  *struct {
		Text      string `json:"text"`
		Key       string `json:"key"`
		Hint      bool   `json:"hint"`
		Topic     string `json:"topic"` // the topic the guide's card explains (gameapp.Topic)
		Suggested int    `json:"suggested"`
		Marked    int    `json:"marked"`
		Enabled   int    `json:"enabled"`
		Overlaps  int    `json:"overlaps"`
		Described string `json:"described"`
		Above     int    `json:"above"` // suggested places above the card: it came after them
		Tip       string `json:"tip"`   // the tooltip showing with the card
	} `json:"card"`
}

func (b *uiBrowser) personTurn() personTurn {
	b.t.Helper()
	var r personTurn
	b.eval(personTurnJS, &r)
	if r.Error != "" {
		b.failShot()
		b.t.Fatal(r.Error)
	}
	return r
}

// learn starts the guided game from the start screen, computer players at instant speed.
func (b *uiBrowser) learn() {
	b.t.Helper()
	b.eval(`(() => { document.querySelector('details.more').open = true; const s = document.getElementById('speed-start');
		s.value = 'instant'; s.dispatchEvent(new Event('change', {bubbles: true})); return true })()`, nil)
	b.click("#learn")
	b.wait("#prompt-text")
	b.eval(uiStepJS, nil)
}

// clickChoice clicks the enabled place or button whose data-choice is key.
func (b *uiBrowser) clickChoice(key string) {
	b.t.Helper()
	sel := fmt.Sprintf(`[data-choice="%s"]:not([disabled]):not([aria-disabled="true"])`, key)
	if !b.exists(sel) && b.exists(fmt.Sprintf(`[data-ways~="%s"]`, key)) {
		// a God card or a place with several ways: it shows them, then the way is chosen
		b.click(fmt.Sprintf(`[data-ways~="%s"]`, key))
		b.wait(sel)
	}
	b.click(sel)
	// a give-up asks once: the person answers that it is meant
	if b.exists("#confirm-give-up") {
		b.click("#confirm-give-up")
	}
}

// TestGuidedGameFromLearn plays the guided game from #learn to the score sheet on a phone's
// screen: each kind of decision gets its card the first time only (a later card explains one of
// the guide's topics, each once), with a suggestion that is a
// legal place, marked, and never covered by the card; closing a card or deciding ends it; a
// reload resumes the game with the guide where it was; leaving the guide ends the cards.
func TestGuidedGameFromLearn(t *testing.T) {
	t.Parallel() // long and self-contained: runs beside another such test (doc.go)
	b := uiOpen(t, 390, 844)
	b.learn()
	carded, topics := map[int]bool{}, map[string]bool{}
	reloaded, closed := false, false
	for i := 0; i < 1500; i++ {
		r := b.personTurn()
		if r.Done {
			break
		}
		if r.Card == nil {
			if !carded[r.Kind] {
				b.failShot()
				t.Fatalf("decision kind %d met without its card", r.Kind)
			}
			b.step()
			continue
		}
		c := r.Card
		if c.Hint {
			t.Fatalf("a Hint card in the guided game without asking: %q", c.Text)
		}
		if c.Topic != "" {
			if topics[c.Topic] {
				t.Fatalf("topic %s explained a second time: %q", c.Topic, c.Text)
			}
			topics[c.Topic] = true
		} else if carded[r.Kind] {
			t.Fatalf("decision kind %d explained a second time: %q", r.Kind, c.Text)
		}
		carded[r.Kind] = true
		if c.Suggested == 0 || c.Marked != c.Suggested || c.Enabled == 0 {
			b.failShot()
			t.Fatalf("kind %d: suggested place %q: %d on the table, %d marked, %d enabled", r.Kind, c.Key, c.Suggested, c.Marked, c.Enabled)
		}
		if c.Overlaps > 0 || c.Described != "guide-text" || strings.Contains(c.Text, "⟦") || !strings.Contains(c.Text, ":") {
			b.failShot()
			t.Fatalf("kind %d: card %q covers %d places, describes %q", r.Kind, c.Text, c.Overlaps, c.Described)
		}
		// the card comes after the place it suggests (it never pushes that place away), and no
		// tooltip repeats it
		if c.Above != c.Suggested {
			b.failShot()
			t.Fatalf("kind %d: %d of the %d suggested places lie above the card", r.Kind, c.Above, c.Suggested)
		}
		if c.Tip != "" && strings.Contains(c.Text, strings.TrimSpace(c.Tip)) {
			b.failShot()
			t.Fatalf("kind %d: a tooltip repeats the card: %q", r.Kind, c.Tip)
		}
		if len(carded) == 1 || r.Kind == 12 {
			b.shot(fmt.Sprintf("guide-card-%d-390", r.Kind))
		}
		switch {
		case len(carded) == 3 && !reloaded:
			// a reload comes back to the same decision, its card still due, the others not
			reloaded = true
			b.reload()
			again := b.personTurn()
			if again.Moves != r.Moves || again.Card == nil || again.Card.Key != c.Key {
				t.Fatalf("after the reload: %+v, before %+v", again, r)
			}
			delete(carded, r.Kind)
			delete(topics, c.Topic)
			continue
		case !closed:
			closed = true
			b.click("#guide-ok")
			if b.exists("#guide-card") {
				t.Fatal("the card stays after Got it")
			}
			b.step()
		default:
			b.clickChoice(c.Key)
		}
	}
	if !b.exists("#winner") {
		t.Fatal("the guided game did not reach the score sheet")
	}
	if len(carded) < 12 {
		t.Errorf("only %d kinds of decision explained: %v", len(carded), carded)
	}
	if len(topics) == 0 { // the person spaces come to anyone who takes a person or settles
		t.Error("no topic explained")
	}
	t.Logf("kinds explained: %v, topics: %v", carded, topics)

	// leaving the guide: the game goes on without cards
	b2 := uiOpen(t, 1366, 768)
	b2.learn()
	r := b2.personTurn()
	if r.Card == nil {
		t.Fatal("no card at the first decision of the guided game")
	}
	b2.shot("guide-card-1366")
	b2.click("#guide-leave")
	for i := 0; i < 30; i++ {
		r := b2.personTurn()
		if r.Done {
			break
		}
		if r.Card != nil {
			t.Fatalf("a card after leaving the guide: %q", r.Card.Text)
		}
		b2.step()
	}
	b2.reload()
	if b2.personTurn(); b2.exists("#guide-card") {
		t.Fatal("the guide came back after a reload")
	}
}

// TestHint: the option is off by default (no Hint button); once on, the button shows the
// suggested place, marked and legal, with a reason, notes the use in the log and changes
// nothing in the game.
func TestHint(t *testing.T) {
	for _, vp := range []struct{ w, h int }{{1366, 768}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", vp.w, vp.h), func(t *testing.T) {
			b := uiOpen(t, vp.w, vp.h)
			b.start(2, "2024")
			b.table()
			b.plays(3)
			b.table()
			if b.exists("#hint-btn") {
				t.Fatal("a Hint button with the option off")
			}
			b.click("#open-seats")
			b.click("#hint-opt")
			b.click("#seats-done")
			b.table()
			b.wait("#hint-btn")
			before := b.personTurn()
			b.click("#hint-btn")
			r := b.personTurn()
			if r.Card == nil || !r.Card.Hint {
				b.failShot()
				t.Fatal("no Hint card after pressing Hint")
			}
			c := r.Card
			if c.Suggested == 0 || c.Marked != c.Suggested || c.Enabled == 0 || c.Overlaps > 0 || !strings.Contains(c.Text, ":") {
				b.failShot()
				t.Fatalf("hint %+v", c)
			}
			if r.Moves != before.Moves || r.Kind != before.Kind {
				t.Fatalf("the hint changed the game: %+v, before %+v", r, before)
			}
			b.shot(fmt.Sprintf("hint-%dx%d", vp.w, vp.h))
			b.click("#open-log")
			if log := b.text("#log"); !strings.Contains(log, "asked for a hint") {
				t.Fatalf("no hint in the log: %q", log[:min(len(log), 300)])
			}
			b.click("#open-log")
			// the option is kept on the device
			b.reload()
			b.table()
			b.wait("#hint-btn")
		})
	}
}

// TestGuidedCardSpeaksEveryLanguage opens the guided game in each language at a phone's size:
// the card, its buttons and the Learn button have their own words (no missing message).
func TestGuidedCardSpeaksEveryLanguage(t *testing.T) {
	b := uiOpen(t, 390, 844)
	for _, lang := range []string{"pt", "pl", "es", "it"} {
		// the start screen's language menu (opening the page again would resume the last game)
		b.eval(fmt.Sprintf(`(() => { const s = document.getElementById('lang-start'); s.value = %q;
			s.dispatchEvent(new Event('change', {bubbles: true})); return true })()`, lang), nil)
		b.until(fmt.Sprintf(`document.documentElement.lang === %q`, lang))
		learn := b.text("#learn")
		b.learn()
		r := b.personTurn()
		if r.Card == nil {
			t.Fatalf("%s: no card", lang)
		}
		words := r.Card.Text + b.text("#guide-ok") + b.text("#guide-leave") + learn
		if strings.Contains(words, "⟦") || strings.Contains(words, "Got it") || strings.Contains(words, "Learn to play") {
			t.Errorf("%s: %q", lang, words)
		}
		b.shot("guide-card-390-" + lang)
		if lang == "pl" {
			b.do(10*time.Second, chromedp.EmulateViewport(1366, 768))
			b.shot("guide-card-1366-" + lang)
			// the Hint's card, once the guide's card is closed
			b.click("#open-seats")
			b.click("#hint-opt")
			b.click("#seats-done")
			b.click("#guide-ok")
			b.click("#hint-btn")
			if h := b.personTurn(); h.Card == nil || !h.Card.Hint || strings.Contains(h.Card.Text, "⟦") || strings.Contains(h.Card.Text, "computer player") {
				t.Errorf("pl: Hint card %+v", h.Card)
			}
			b.shot("hint-1366-" + lang)
			b.do(10*time.Second, chromedp.EmulateViewport(390, 844))
			b.shot("hint-390-" + lang)
		}
		b.click("#new-game")
		b.click("#confirm-new")
		b.wait("#start-game")
	}
}
