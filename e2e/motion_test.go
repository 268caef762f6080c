//go:build !wasm

package e2e

// Motion that tells the story (web/table.js): a computer's move flies its piece in from where
// it was (the display, the old space of a track, else the player's chip), in at most 300 ms; a
// click or a key ends the motion under way; the person's own moves only land. Reduced motion
// is TestMotionMovesPiecesUnlessReduced.

import (
	"regexp"
	"strconv"
	"testing"
	"time"

	"borabora/gameapp"

	"github.com/chromedp/chromedp"
)

// recordAnimationsJS keeps what every animation the page starts is asked for: its id, its
// duration and its first keyframe's transform.
const recordAnimationsJS = `(() => {
  if (window.__anims) return true;
  window.__anims = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (k, o) {
    const a = animate.call(this, k, o);
    window.__anims.push({id: (o && o.id) || '', ms: (o && typeof o === 'object' ? o.duration : o) || 0,
      from: (Array.isArray(k) && k[0] && k[0].transform) || '', piece: this.getAttribute && (this.getAttribute('class') || this.tagName)});
    return a;
  };
  return true;
})()`

type recordedAnimation struct {
	ID    string  `json:"id"`
	Ms    float64 `json:"ms"`
	From  string  `json:"from"`
	Piece string  `json:"piece"`
}

func TestComputersMovesFlyFromWhereThePieceWas(t *testing.T) {
	t.Parallel()
	setup := gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 77, Seats: []gameapp.SeatKind{gameapp.Person, gameapp.BotMedium}}
	s, err := gameapp.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	srv := serve(t)
	hb := NewBrowser(t)
	b := &uiBrowser{t: t, ctx: hb.Context(), cancel: func() {}}
	b.do(10*time.Second, chromedp.EmulateViewport(1366, 768))
	b.open(srv.URL + "/#game=" + gameapp.ExportCode(s.Setup(), s.Choices()))
	b.eval(recordAnimationsJS, nil)
	b.wait("#prompt-text")
	var anims []recordedAnimation
	translate := regexp.MustCompile(`translate\((-?\d+)px, (-?\d+)px\)`)
	flights := 0
	for i := 0; i < 60 && flights == 0; i++ {
		b.until(`!!document.getElementById('winner') || (!!document.getElementById('prompt-text') && !document.querySelector('#prompt-text.thinking'))`)
		if r := b.step(); r.Done {
			break
		}
		b.eval(`window.__anims`, &anims)
		flights = 0
		for _, a := range anims {
			if a.ID == "bb-flight" {
				if m := translate.FindStringSubmatch(a.From); m != nil {
					dx, _ := strconv.Atoi(m[1])
					dy, _ := strconv.Atoi(m[2])
					if dx*dx+dy*dy >= 36 {
						flights++
					}
				}
			}
		}
	}
	if flights == 0 {
		t.Fatalf("no piece of the computer's flew in: %+v", anims)
	}
	for _, a := range anims {
		if (a.ID == "bb-flight" || a.ID == "bb-motion") && (a.Ms <= 0 || a.Ms > 300) {
			t.Errorf("%s on %s takes %v ms (at most 300)", a.ID, a.Piece, a.Ms)
		}
	}
	// a key and a click each end the motion under way at once
	for _, ev := range []string{`new KeyboardEvent('keydown', {key: 'Shift', bubbles: true})`, `new PointerEvent('pointerdown', {bubbles: true})`} {
		var state string
		b.eval(`(() => { const a = document.querySelector('.topbar').animate([{opacity: 0.5}, {opacity: 1}], {duration: 10000, id: 'bb-flight'});
  document.body.dispatchEvent(`+ev+`); return a.playState; })()`, &state)
		if state != "finished" {
			t.Errorf("after %s the motion is %q", ev, state)
		}
	}
	t.Logf("%d flights among %d animations", flights, len(anims))
}
