//go:build !wasm

package e2e

// Play by link in real browsers: separate browser profiles (each its own storage, as separate
// devices) play one game by passing the links their send dialogs show; the test carries each
// link from one profile to the next, as a message would. Every profile's page is scanned for
// the hands of the others' seats.

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"borabora/gameapp"

	"github.com/chromedp/chromedp"
)

// linkTurnJS installs window.__linkTurn(own, ms): it plays this device's turn by clicking
// enabled choices (a seeded pick) until the send dialog shows a link, the game is over here,
// or ms pass; at every step, no hand may show but one of the seats named in own.
const linkTurnJS = `
window.__lSeed = window.__lSeed || 777;
window.__linkTurn = async function(own, ms) {
  const rnd = (n) => { window.__lSeed = (window.__lSeed * 1103515245 + 12345) % 2147483648; return window.__lSeed % n; };
  const until = performance.now() + ms;
  let clicks = 0;
  while (performance.now() < until) {
    for (const h of document.querySelectorAll('.hand.shown')) {
      const l = (h.getAttribute('aria-label') || '').replace(/[\u2066-\u2069]/g, '');
      if (!own.some(n => l.endsWith(' ' + n))) return {error: 'a hand of another device shows: ' + l};
    }
    if (document.getElementById('take-device')) return {error: 'a pass-device screen on a device with one person'};
    const f = document.getElementById('send-link');
    if (f && f.value) return {link: f.value, clicks, over: !!document.getElementById('winner')};
    if (document.getElementById('send-signing')) { await new Promise(r => setTimeout(r, 15)); continue; } // the link is being signed
    if (document.getElementById('winner')) return {over: true, clicks};
    const els = [...(document.getElementById('give-up') || document).querySelectorAll('[data-choice]')].filter(e => !e.disabled && e.getAttribute('aria-disabled') !== 'true');
    if (!els.length) { await new Promise(r => setTimeout(r, 15)); continue; }
    const keys = [...new Set(els.map(e => e.getAttribute('data-choice')))].sort();
    const k = keys[rnd(keys.length)];
    els.find(e => e.getAttribute('data-choice') === k).click();
    clicks++;
    await new Promise(r => requestAnimationFrame(() => r()));
  }
  const p = document.getElementById('prompt-text');
  return {error: 'no link after ' + ms + ' ms: ' + (p ? p.textContent : '')};
};
true`

type linkTurn struct {
	Link   string `json:"link"`
	Clicks int    `json:"clicks"`
	Over   bool   `json:"over"`
	Error  string `json:"error"`
}

// linkDevice is one browser profile playing the seats named own.
type linkDevice struct {
	*uiBrowser
	hb     *Browser
	own    []string
	joined bool
}

// instantJS makes every profile's computer players play at once (their device settings).
const instantJS = `try { if (!localStorage.getItem('borabora/v1/settings')) localStorage.setItem('borabora/v1/settings', '{"botSpeed":"instant"}'); } catch (e) {}`

func newLinkDevice(t *testing.T, w, h int, own ...string) *linkDevice {
	t.Helper()
	hb := NewBrowser(t)
	hb.AddScriptOnNewDocument(instantJS)
	b := &uiBrowser{t: t, ctx: hb.Context(), cancel: func() {}}
	b.do(10*time.Second, chromedp.EmulateViewport(int64(w), int64(h)))
	return &linkDevice{uiBrowser: b, hb: hb, own: own}
}

// turn plays this device's turn and returns the link it sends.
func (d *linkDevice) turn() linkTurn {
	d.t.Helper()
	own, _ := json.Marshal(d.own)
	var r linkTurn
	d.eval(linkTurnJS, nil)
	d.eval(fmt.Sprintf(`window.__linkTurn(%s, 30000)`, own), &r)
	if r.Error != "" {
		d.failShot()
		d.t.Fatalf("%v: %s", d.own, r.Error)
	}
	return r
}

// decode is the game a link holds.
func decodeLink(t *testing.T, link string) *gameapp.Session {
	t.Helper()
	code, ok := gameapp.CodeFromFragment(link[strings.IndexByte(link, '#'):])
	if !ok {
		t.Fatalf("not a link of a game: %q", link)
	}
	s, err := gameapp.Import(code)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// receive opens a link on this device as it would arrive: a fresh page the first time (where
// the device says which of the link's seats are its own, here), then in the page already open.
// It waits until the table shows the link's decisions.
func (d *linkDevice) receive(srv *Server, link string, here []int, shot string) {
	d.t.Helper()
	frag := link[strings.IndexByte(link, '#'):]
	if !d.joined {
		d.open(strings.TrimSuffix(srv.URL, "/") + "/" + frag)
		d.wait("#join-dialog")
		d.eval(fmt.Sprintf(`(() => { const here = %s;
			for (const c of document.querySelectorAll('#join-dialog input[type=checkbox]')) c.checked = here.includes(Number(c.id.slice(5)));
			return true; })()`, mustJSON(here)), nil)
		if shot != "" {
			d.shot(shot + "-join")
			CheckAxe(d.t, d.hb, shot+"-join", nil)
		}
		d.click("#join-go")
		d.joined = true
	} else {
		if d.exists("#send-close") {
			d.click("#send-close")
		}
		d.eval(fmt.Sprintf(`(() => { location.hash = %q; return true; })()`, frag), nil)
	}
	n := len(decodeLink(d.t, link).Choices())
	d.until(fmt.Sprintf(`!!document.querySelector('.screen.table[data-moves="%d"]') || !!document.getElementById('winner')`, n))
	if shot != "" {
		d.shot(shot)
	}
}

func mustJSON(v any) string { b, _ := json.Marshal(v); return string(b) }

// othersHidden scans the whole page (every text and attribute) and, when ax, its accessibility
// tree for the hand of any seat named in others.
func (d *linkDevice) othersHidden(others []string, ax bool) {
	d.t.Helper()
	var page []string
	d.eval(pageStringsJS, &page)
	if ax {
		page = append(page, d.axNames()...)
	}
	iso := strings.NewReplacer("\u2066", "", "\u2067", "", "\u2068", "", "\u2069", "")
	for _, s := range page {
		s = iso.Replace(s)
		for _, o := range others {
			if strings.Contains(s, "God cards of "+o) {
				d.failShot()
				d.t.Fatalf("%v: the hand of %s is in the page: %q", d.own, o, s)
			}
		}
	}
}

// startAnaBenCy starts, on the start screen, a game of Ana on this device, Ben on another
// device and an easy computer Cy, with the given game number and the computers playing at once.
func (d *linkDevice) startAnaBenCy(srv *Server, seed string) {
	d.t.Helper()
	d.open(srv.URL)
	d.eval(`(() => { document.querySelector('button[data-n="3"]').click(); return true; })()`, nil)
	d.until(`!!document.getElementById('kind-2')`)
	d.eval(`(() => {
		const set = (el, v) => { el.value = v; el.dispatchEvent(new Event('input', {bubbles: true})); el.dispatchEvent(new Event('change', {bubbles: true})); };
		['Ana', 'Ben', 'Cy'].forEach((n, i) => set(document.getElementById('name-' + i), n));
		['person', 'remote', 'easy'].forEach((k, i) => set(document.getElementById('kind-' + i), k));
		document.querySelector('details.more').open = true;
		set(document.getElementById('speed-start'), 'instant');
		set(document.getElementById('seed'), `+fmt.Sprintf("%q", seed)+`);
		return true; })()`, nil)
	d.until(`document.getElementById('kind-1').value === 'remote' && document.getElementById('name-2').value === 'Cy'`)
	d.click("#start-game")
	d.joined = true // the game began here
}

// TestTwoDevicesPlayAWholeGameByLinks: Ana (1366x768) starts a game of herself, Ben on another
// device and an easy computer (on the start screen); each turn's link goes to the other profile,
// which adds it and goes on, until the game is over on both, with the same scores. The first
// link asks Ben's profile which seat is his; every page is scanned for the other's hand (and
// the computer's) at each link, its accessibility tree at every fifth.
func TestTwoDevicesPlayAWholeGameByLinks(t *testing.T) {
	t.Parallel()
	srv := serve(t)
	a := newLinkDevice(t, 1366, 768, "Ana")
	b := newLinkDevice(t, 390, 844, "Ben")
	a.startAnaBenCy(srv, "2727")

	devs := map[string]*linkDevice{"Ana": a, "Ben": b}
	from, to := a, b
	links, longest := 0, 0
	for {
		r := from.turn()
		if r.Link == "" { // the game ended with a link that came here: both are over
			break
		}
		links++
		longest = max(longest, len(r.Link))
		if links == 1 || links == 2 {
			from.click("#send-qr") // the QR code, for a phone beside it
			from.wait("#send-qr-code svg")
			from.shot(fmt.Sprintf("link-send-%d", map[*linkDevice]int{a: 1366, b: 390}[from]))
			CheckAxe(t, from.hb, fmt.Sprintf("link-send-%d", links), nil)
		}
		shot := ""
		if links <= 2 {
			shot = fmt.Sprintf("link-receive-%d", map[*linkDevice]int{a: 1366, b: 390}[to])
		}
		to.receive(srv, r.Link, []int{1}, shot)
		for name, d := range devs {
			var others []string
			for o := range devs {
				if o != name {
					others = append(others, o)
				}
			}
			d.othersHidden(append(others, "Cy"), links%5 == 0)
		}
		if r.Over {
			break
		}
		from, to = to, from
		if links > 400 {
			t.Fatal("the game does not end")
		}
	}
	var wa, wb string
	a.eval(`document.getElementById('winner').textContent`, &wa)
	b.eval(`document.getElementById('winner').textContent`, &wb)
	if wa == "" || wa != wb {
		t.Fatalf("the game ended as %q on Ana's device and %q on Ben's", wa, wb)
	}
	t.Logf("%d links, the longest %d characters; %s", links, longest, wa)
}

// TestThreeDevicesPlayTheLastRoundByLinks: three profiles (Ana, Ben, Cleo; a hard computer Dan)
// take a game in its last round from a link that a fourth device sent (its seats all on other
// devices), each joining with its own seat when the game first waits on it, and play it to
// the end, each link going to the device whose seat the game waits on, so that a link often
// carries the decisions of two other devices. The game starts late to keep the test short: the
// two-profile test plays a whole game from the start screen; this one adds the three-way
// routing and the end seen on three devices. Each page is scanned for the others' hands.
func TestThreeDevicesPlayTheLastRoundByLinks(t *testing.T) {
	t.Parallel()
	srv := serve(t)
	names := []string{"Ana", "Ben", "Cleo", "Dan"}
	s, err := gameapp.NewSession(gameapp.Setup{Names: names, Seed: 3131,
		Seats: []gameapp.SeatKind{gameapp.Remote, gameapp.Remote, gameapp.Remote, gameapp.BotEasy}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3131, 1))
	for s.Game().Round() < 6 || s.SeatKind(s.Game().Prompt().Player) != gameapp.Remote {
		l := s.Game().Legal()
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	link := gameapp.ShareLink(strings.TrimSuffix(srv.URL, "/")+"/", gameapp.ExportCode(s.Setup(), s.Choices()))
	devs := []*linkDevice{newLinkDevice(t, 1366, 768, "Ana"), newLinkDevice(t, 390, 844, "Ben"), newLinkDevice(t, 1366, 768, "Cleo")}
	seen := map[[2]int]bool{} // a link brought decisions of device [0] to device [1]
	links, last := 0, -1
	for {
		g := decodeLink(t, link)
		if g.Game().Over() { // every other device gets the end
			for i, d := range devs {
				if i != last {
					d.receive(srv, link, []int{i}, "")
				}
			}
			break
		}
		p := g.Game().Prompt().Player // a person: the computer played on the device that sent it
		d := devs[p]
		before := 0
		if d.joined {
			d.eval(`Number(document.querySelector('.screen.table').getAttribute('data-moves'))`, &before)
		}
		d.receive(srv, link, []int{p}, "")
		for _, e := range g.Log()[before:] {
			if e.Player < 3 && e.Player != p {
				seen[[2]int{e.Player, p}] = true
			}
		}
		for i, o := range devs {
			if o.joined {
				var others []string
				for j, n := range names[:3] {
					if j != i {
						others = append(others, n)
					}
				}
				o.othersHidden(append(others, "Dan"), links%4 == 0)
			}
		}
		r := d.turn()
		links++
		link, last = r.Link, p
		if links > 150 {
			t.Fatal("the last round does not end")
		}
	}
	var winners []string
	for _, d := range devs {
		var w string
		d.eval(`(document.getElementById('winner') || {}).textContent || ''`, &w)
		winners = append(winners, w)
	}
	if winners[0] == "" || winners[0] != winners[1] || winners[1] != winners[2] {
		t.Fatalf("the game ended as %q", winners)
	}
	if len(seen) < 4 {
		t.Fatalf("links carried decisions between only %d pairs of devices: %v", len(seen), seen)
	}
	t.Logf("%d links over three devices; %s", links, winners[0])
}

// TestLinkBringsBackMovesTheDeviceLost: Ben's profile plays his turn and sends it; then it
// loses that turn, as a device whose browser was killed before it stored it (its local
// storage and journal are put back as they were before the turn, and the page starts again:
// the journal prevents this loss, but an earlier build or a browser without IndexedDB had
// it). Ana's link, which goes on from Ben's turn, is not refused: the page says what
// happened and, once Ben says the moves were his, takes the link's game into his save, and
// the game goes on by links.
func TestLinkBringsBackMovesTheDeviceLost(t *testing.T) {
	t.Parallel()
	srv := serve(t)
	a := newLinkDevice(t, 1366, 768, "Ana")
	b := newLinkDevice(t, 390, 844, "Ben")
	a.startAnaBenCy(srv, "2828")
	b.receive(srv, a.turn().Link, []int{1}, "")
	b.until(`(() => { const e = document.getElementById('save-status'); return !!e && e.getAttribute('data-state') === 'ok'; })()`)
	var before map[string]string
	b.eval(`(() => { const o = {}; for (const k of Object.keys(localStorage)) if (k.startsWith('borabora/v1/')) o[k] = localStorage.getItem(k); return o; })()`, &before)
	var turn int
	b.eval(`Number(document.getElementById('save-status').getAttribute('data-moves'))`, &turn)

	sent := b.turn().Link // Ben's turn
	a.receive(srv, sent, nil, "")
	back := a.turn().Link // Ana goes on from it

	// Ben's device loses his turn: its storage as before the turn, then the page again
	b.click("#send-close")
	b.eval(`(async () => {
		const old = `+mustJSON(before)+`;
		for (const k of Object.keys(localStorage)) if (k.startsWith('borabora/v1/')) localStorage.removeItem(k);
		for (const k in old) {
			localStorage.setItem(k, old[k]);
			await new Promise((r) => bbJournal.put(k, old[k], r));
		}
		return true; })()`, nil)
	b.reload()
	b.until(fmt.Sprintf(`(() => { const e = document.getElementById('save-status'); return !!e && e.getAttribute('data-state') === 'ok' && e.getAttribute('data-moves') === '%d'; })()`, turn))

	frag := back[strings.IndexByte(back, '#'):]
	b.eval(fmt.Sprintf(`(() => { location.hash = %q; return true; })()`, frag), nil)
	b.wait("#said-take-lost")
	txt := strings.NewReplacer("\u2068", "", "\u2069", "").Replace(b.text("#said-dialog"))
	if !strings.Contains(txt, "decision "+fmt.Sprint(turn+1)+" in it is Ben") || !strings.Contains(txt, "lost it") {
		t.Fatalf("the dialog says %q", txt)
	}
	b.shot("link-lost-390")
	CheckAxe(t, b.hb, "link-lost", nil)
	b.click("#said-take-lost")
	n := len(decodeLink(t, back).Choices())
	b.until(fmt.Sprintf(`!!document.querySelector('.screen.table[data-moves="%d"]')`, n))
	if got := len(b.savedGames()); got != 1 {
		t.Fatalf("%d saved games on Ben's device after taking the link, want its one game", got)
	}
	// and the game goes on by links
	a.receive(srv, b.turn().Link, nil, "")
	if !a.exists(`.screen.table`) {
		t.Fatal("Ana's device did not take Ben's next link")
	}
}

// TestNoPeekingAtAnotherDevicesCards: on Ben's profile, which waits on Ana's device, nothing
// of the app shows Ana's cards before the end: the Players dialog offers her seat only as a
// takeover; a link whose table part was changed by hand (Ana's seat made Ben's device's) is
// refused and changes nothing; the same link with its table part cut off, and its review,
// follow Ben's device's seats. Taken over, Ana's seat is Ben's device's, and the link tells
// Ana's profile, which says that Ben took over her seat after that decision.
func TestNoPeekingAtAnotherDevicesCards(t *testing.T) {
	t.Parallel()
	srv := serve(t)
	a := newLinkDevice(t, 1366, 768, "Ana")
	b := newLinkDevice(t, 1366, 768, "Ben")
	a.startAnaBenCy(srv, "2929")
	first := a.turn().Link
	b.receive(srv, first, []int{1}, "")
	back := b.turn().Link
	b.click("#send-close")
	moves := func(d *linkDevice) string {
		var n string
		d.eval(`document.querySelector('.screen.table').getAttribute('data-moves')`, &n)
		return n
	}
	before := moves(b)

	// the Players dialog: Ana's seat is not a choice, only a takeover
	b.click("#open-seats")
	b.wait("#take-over-0")
	if b.exists(`select#seat-kind-0`) || !b.exists(`select#seat-kind-1`) {
		t.Fatal("the Players dialog offers a choice for Ana's seat, or none for Ben's")
	}
	b.othersHidden([]string{"Ana", "Cy"}, true)
	b.shot("link-players-away-1366")
	CheckAxe(t, b.hb, "link-players-away", nil)
	b.click("#seats-done")

	// Ben's own link with its table part changed by hand: "rpe" (Ana elsewhere, Ben here, Cy)
	// made "ppe", a game with every seat on one device, where each hand shows in turn
	frag := back[strings.IndexByte(back, '#'):]
	i := strings.Index(frag, "~rpe")
	if i < 0 {
		t.Fatalf("the link's table part is not Ben's view: %q", frag[max(0, len(frag)-20):])
	}
	edited := frag[:i] + "~ppe" + frag[i+4:]
	b.eval(fmt.Sprintf(`(() => { location.hash = %q; return true; })()`, edited), nil)
	b.wait("#import-error")
	if txt := b.text("#import-error"); !strings.Contains(txt, "changed") {
		t.Fatalf("a table part changed by hand says %q", txt)
	}
	b.othersHidden([]string{"Ana", "Cy"}, false)
	b.click("#cancel-import")
	if got := moves(b); got != before {
		t.Fatalf("the edited link changed the game: %s decisions, were %s", got, before)
	}
	// cut off: Ben's device's game, its seats
	cut := frag[:i]
	b.eval(fmt.Sprintf(`(() => { location.hash = %q; return true; })()`, cut), nil)
	b.until(`!!document.querySelector('.screen.table')`)
	b.othersHidden([]string{"Ana", "Cy"}, true)
	// and its review
	b.eval(fmt.Sprintf(`(() => { location.hash = %q; return true; })()`, "#review="+cut[len("#game="):]), nil)
	b.wait("#review")
	b.othersHidden([]string{"Ana", "Cy"}, true)
	b.click("#review-close")

	// the takeover: asked, confirmed, recorded
	b.click("#open-seats")
	b.click("#take-over-0")
	b.wait("#takeover-dialog")
	b.shot("link-takeover-1366")
	CheckAxe(t, b.hb, "link-takeover", nil)
	b.click("#takeover-go")
	b.until(`!document.getElementById('takeover-dialog')`)
	if b.exists("#take-over-0") || !b.exists(`select#seat-kind-0`) {
		t.Fatal("after the takeover Ana's seat is not this device's")
	}
	b.click("#seats-done")
	said := "Ben took over Ana's seat after decision " + before + "."
	iso := strings.NewReplacer("\u2068", "", "\u2069", "")
	if txt := iso.Replace(b.text("#save-notice")); !strings.Contains(txt, said) {
		t.Fatalf("Ben's device says %q, want %q", txt, said)
	}
	code, link := b.exportCode()
	if !strings.Contains(code, "t0"+"1"+before+".") {
		t.Fatalf("the code does not carry the takeover: %q", code[max(0, len(code)-24):])
	}
	// Ana's profile is told
	a.eval(fmt.Sprintf(`(() => { location.hash = %q; return true; })()`, link[strings.IndexByte(link, '#'):]), nil)
	a.until(`(document.getElementById('save-notice') || {textContent: ''}).textContent.includes('took over') || !!document.getElementById('import-error')`)
	if a.exists("#import-error") {
		t.Fatalf("Ana's device refused the takeover's link: %s", a.text("#import-error"))
	}
	if txt := iso.Replace(a.text("#save-notice")); !strings.Contains(txt, said) {
		t.Fatalf("Ana's device says %q, want %q", txt, said)
	}
	a.click("#open-log")
	a.wait("#log")
	if txt := iso.Replace(a.text("#log")); !strings.Contains(txt, said) {
		t.Fatal("Ana's log does not say that Ben took over her seat")
	}
}

// TestThirdProfileCannotDecideForABoundSeat: Ana and Ben play by links, so each device's key
// is bound to its seat. A third profile opens Ana's next link: its join dialog says Ben's seat
// is held on another device. With Ben's key cut out of the link by hand it joins Ben's seat
// without a takeover and plays his turn; Ana's device refuses that link (Ben's seat is bound to
// another device) and its game stays as it was. A fourth profile that joins Ben's seat as the
// dialog offers it (a device that lost its data) is taken, and Ana's device says the seat moved.
func TestThirdProfileCannotDecideForABoundSeat(t *testing.T) {
	t.Parallel()
	srv := serve(t)
	a := newLinkDevice(t, 1366, 768, "Ana")
	b := newLinkDevice(t, 1366, 768, "Ben")
	a.startAnaBenCy(srv, "4242")
	b.receive(srv, a.turn().Link, []int{1}, "")
	a.receive(srv, b.turn().Link, nil, "")
	link := a.turn().Link
	a.click("#send-close")
	frag := link[strings.IndexByte(link, '#'):]
	var before string
	a.eval(`document.querySelector('.screen.table').getAttribute('data-moves')`, &before)

	c := newLinkDevice(t, 390, 844, "Ben")
	c.open(strings.TrimSuffix(srv.URL, "/") + "/" + frag)
	c.wait("#join-dialog")
	if !c.exists("#join-1-note") || c.exists("#join-1:checked") {
		t.Fatal("the join dialog does not say that Ben's seat is held on another device")
	}
	c.shot("link-join-bound-390")
	CheckAxe(t, c.hb, "link-join-bound", nil)
	c.click("#join-cancel")

	// Ben's key cut out of the link: the binding "k1…" and the signature of its key ("s" and
	// the binding's index, 1)
	i := strings.LastIndex(frag, "~")
	var keep []string
	for _, f := range strings.Split(frag[i+1:], ".") {
		if !strings.HasPrefix(f, "k1") && !strings.HasPrefix(f, "sB") {
			keep = append(keep, f)
		}
	}
	cut := frag[:i+1] + strings.Join(keep, ".")
	c.open(strings.TrimSuffix(srv.URL, "/") + "/" + cut)
	c.wait("#join-dialog")
	if c.exists("#join-1-note") {
		t.Fatal("Ben's seat still shows as held")
	}
	c.click("#join-go")
	c.joined = true
	forged := c.turn().Link
	a.eval(fmt.Sprintf(`(() => { location.hash = %q; return true; })()`, forged[strings.IndexByte(forged, '#'):]), nil)
	a.wait("#import-error")
	iso := strings.NewReplacer("\u2068", "", "\u2069", "")
	if txt := iso.Replace(a.text("#import-error")); !strings.Contains(txt, "Ben's seat is held by another device than the one that joined it") {
		t.Fatalf("Ana's device says %q", txt)
	}
	a.shot("link-refused-1366")
	a.click("#cancel-import")
	var after string
	a.eval(`document.querySelector('.screen.table').getAttribute('data-moves')`, &after)
	if after != before {
		t.Fatalf("the refused link changed Ana's game: %s decisions, were %s", after, before)
	}

	// a device that lost its data takes Ben's seat back, as every device sees
	d := newLinkDevice(t, 1366, 768, "Ben")
	d.receive(srv, link, []int{1}, "")
	back := d.turn().Link
	// the notice of Ben's earlier link may still show: wait for this link's own (its
	// signatures are checked first, then the page says what it brought)
	a.eval(fmt.Sprintf(`(() => { location.hash = %q; return true; })()`, back[strings.IndexByte(back, '#'):]), nil)
	a.until(`(document.getElementById('save-notice') || {textContent: ''}).textContent.includes('moved to another device') || !!document.getElementById('import-error')`)
	if a.exists("#import-error") {
		t.Fatalf("Ana's device refused the seat taken back: %s", a.text("#import-error"))
	}
	if txt := iso.Replace(a.text("#save-notice")); !strings.Contains(txt, "Ben's seat moved to another device after decision "+before) {
		t.Fatalf("Ana's device says %q", txt)
	}
}
