package components

import (
	"strconv"
	"strings"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Play by link (gameapp/link.go, docs/links.md): the dialogs that send the game to a seat on
// another device, ask which seats are this device's when a link brings a game it does not hold,
// and say what a link did when it was not simply taken. Their bodies are strings of HTML (as
// the review's, review.go: far less app.wasm than go-app's elements); every click reaches
// onLinkClick through the dialog, which reads data-act. web/link.js, which holds no game logic,
// does what only the browser does: the system share sheet (data-share), the clipboard
// (data-copy-link, its words in data-done and data-fail) and the QR code (data-qr).

// linkDialog is one of those dialogs: its id and its body.
type linkDialog struct {
	_        noCompare
	ID, Body string
}

func (v *linkDialog) draw(act actions) app.UI {
	return app.Div().Class("overlay").Body(
		app.Div().ID(v.ID).Class("panel small save-dialog link-dialog").Role("dialog").Aria("modal", "true").
			Aria("labelledby", v.ID+"-title").OnClick(act.onLinkClick).Body(app.Raw(`<div>` + v.Body + `</div>`)))
}

// away reports whether the game on the table waits on a person of another device.
func (c *controller) away() (int, bool) {
	if c.s == nil || c.s.Game().Over() {
		return -1, false
	}
	p := c.s.Game().Prompt().Player
	return p, p >= 0 && c.s.SeatKind(p) == gameapp.Remote
}

// offerSend opens the send dialog when this device's turn has just passed to another device,
// or a game played by links has just ended here.
func (c *controller) offerSend() {
	if _, ok := c.away(); (ok || (c.s.Game().Over() && c.s.Setup().Linked())) && c.sv != nil && c.sv.dialog == noDialog {
		c.sv.dialog, c.sv.qr = dialogSend, false
		c.signLink()
	}
}

func (c *controller) onOpenSend(ctx app.Context, e app.Event) {
	if c.sv != nil && c.s != nil {
		c.sv.dialog, c.sv.qr = dialogSend, false
		c.signLink()
	}
}

// signLink makes the link the send dialog shows: this device's people's seats bound to its
// key (made the first time, web/sign.js) and the game signed with it (gameapp.PrepareLink).
// The browser answers in a moment; until then the dialog says it signs. A browser that cannot
// sign sends the link unsigned.
func (c *controller) signLink() {
	st, s := c.sv, c.s
	n0 := len(s.Choices())
	if st.signing == s && st.signingAt == n0 {
		return // asked already: the browser answers in a moment
	}
	st.link, st.linkOf, st.signing, st.signingAt = "", nil, s, n0
	show := func(sg gameapp.LinkSigning, n int, sig string) {
		if st.signing == s {
			st.signing = nil
		}
		if c.s == s {
			st.link, st.linkOf, st.linkAt = sg.Code(sig), s, n
		}
	}
	withDeviceKey(st, func(pub, priv string) {
		sg := gameapp.PrepareLink(s, pub)
		n := len(s.Choices())
		if sg.Msg == "" {
			show(sg, n, "")
			return
		}
		signMsg(pub, priv, sg.Msg, func(sig string, ok bool) {
			uiLater(st.ctx, func() { show(sg, n, sig) })
		})
	})
}

// withDeviceKey calls f with this device's key pair, made and stored the first time ("" when
// the browser cannot make one).
func withDeviceKey(st *saveState, f func(pub, priv string)) {
	if pub, priv, ok := st.lib.DeviceKey(); ok {
		f(pub, priv)
		return
	}
	makeKey(func(pub, priv string, ok bool) {
		uiLater(st.ctx, func() {
			if !ok {
				f("", "")
				return
			}
			f(st.lib.SetDeviceKey(pub, priv))
		})
	})
}

// sendBody is the send dialog: the link to the game as this device holds it, once signed.
func (c *controller) sendBody() string {
	s := c.s
	title, body, text := T("send.end"), T("send.endbody"), T("send.sharetextend")
	if p, ok := c.away(); ok {
		title, body = T("send.title", nameOf(s, p)), T("send.body", nameOf(s, p))
		text = T("send.sharetext", nameOf(s, p), max(s.Game().Round(), 1), engine.Rounds)
	}
	var b strings.Builder
	if c.sv.linkOf != s || c.sv.linkAt != len(s.Choices()) {
		// the game changed under the open dialog (a link came, another game was opened):
		// sign it again; the browser answers in a moment (at once outside it)
		c.signLink()
	}
	if c.sv.linkOf != s || c.sv.linkAt != len(s.Choices()) {
		b.WriteString(`<h2 id="send-dialog-title">` + esc(title) + `</h2><p>` + esc(body) + `</p>` +
			`<p id="send-signing" role="status">` + esc(T("send.signing")) + `</p>` +
			`<div class="row">` + button("send-close", "ghost", `data-act="close" data-dismiss="1"`, "", T("dialog.close")) + `</div>`)
		return b.String()
	}
	l := esc(gameapp.ShareLink(pageBase(), c.sv.link))
	b.WriteString(`<h2 id="send-dialog-title">` + esc(title) + `</h2><p>` + esc(body) + `</p>` +
		`<label for="send-link" class="field-label">` + esc(T("send.link")) + `</label>` +
		`<input id="send-link" class="code-field" type="text" readonly value="` + l + `">` +
		`<div class="row left">` +
		`<button type="button" id="send-share" class="btn primary" hidden data-act="sent" data-share="` + l + `" data-share-text="` + esc(text) + `">` + esc(T("send.share")) + `</button>` +
		`<button type="button" id="send-copy" class="btn" data-act="sent" data-copy-link="` + l + `" data-done="` + esc(T("export.copied")) +
		`" data-fail="` + esc(T("export.select")) + `">` + esc(T("export.copylink")) + `</button>`)
	if !c.sv.qr {
		b.WriteString(button("send-qr", "", `data-act="qr"`, "", T("send.qr")))
	}
	b.WriteString(`<span id="send-status" class="copied" role="status"></span></div>`)
	if c.sv.qr {
		b.WriteString(`<div id="send-qr-code" class="qr" role="img" aria-label="` + esc(T("send.qrlabel")) + `" data-qr="` + l + `"></div>` +
			`<p class="muted">` + esc(T("send.qrhint")) + `</p>`)
	}
	if u := undoMineOffer(s); u.Who != "" {
		b.WriteString(`<p class="undo-mine">` + button("send-undo", "small", `data-act="undo"`, said(u.You, "undo.mine.label", u.Who, u.What), T("undo.mine")) +
			` <span class="muted">` + esc(u.What) + `</span></p>`)
	}
	b.WriteString(`<div class="row">` + button("send-close", "ghost", `data-act="close" data-dismiss="1"`, "", T("dialog.close")) + `</div>`)
	return b.String()
}

// joinBody asks which seats of the game a link brought (LinkNew) are this device's: those the
// sender said are on other devices.
func (c *controller) joinBody() string {
	s := c.sv.lib.Pending()
	st := s.Setup()
	g := s.Game()
	what := T("load.what", joinList(isolateAll(st.Names)), max(g.Round(), 1), engine.Rounds, stageName(g.Stage()))
	var b strings.Builder
	b.WriteString(`<h2 id="join-dialog-title">` + esc(T("join.title")) + `</h2><p>` + esc(T("join.body", what)) + `</p><div class="seats">`)
	open := 0
	n := len(s.Choices())
	for p := range st.Names {
		if _, held := st.KeyAt(p, n); st.Seat(p) == gameapp.Remote && !held {
			open++
		}
	}
	for p, name := range st.Names {
		b.WriteString(`<div class="seat-row">` + markerSVG(s.Colour(p), p, 22))
		switch k := st.Seat(p); {
		case k == gameapp.Remote:
			id := "join-" + strconv.Itoa(p)
			chk, note := "", ""
			if _, held := st.KeyAt(p, n); held {
				// another device joined this seat: choosing it takes the seat back, as every
				// device will see (Join records it as a takeover)
				note = ` <span class="muted" id="` + id + `-note">` + esc(T("join.bound", name)) + `</span>`
				chk = ` aria-describedby="` + id + `-note"`
			} else if open == 1 {
				chk = " checked"
			}
			b.WriteString(`<input type="checkbox" id="` + id + `"` + chk + `><label for="` + id + `">` + esc(name) + `</label>` + note)
		case k.IsBot():
			b.WriteString(`<span>` + esc(T("hist.bot", name, T("bot.level."+k.String()))) + `</span>`)
		default:
			b.WriteString(`<span>` + esc(T("join.sender", name)) + `</span>`)
		}
		b.WriteString(`</div>`)
	}
	b.WriteString(`</div>`)
	if c.sv.importErr != "" {
		b.WriteString(`<p class="error" role="alert">` + esc(c.sv.importErr) + `</p>`)
	}
	return b.String() + `<div class="row">` + button("join-go", "primary", `data-act="join"`, "", T("join.go")) +
		button("join-cancel", "ghost", `data-act="close" data-dismiss="1"`, "", T("import.cancel")) + `</div>`
}

// saidBody says what a link that was not simply taken did: refused (a rewrite, a decision for
// a seat of this device) or kept beside this device's game (a fork).
func (c *controller) saidBody() string {
	r := c.sv.said
	who := isolate(r.Name)
	closeBtn := button("said-close", "ghost", `data-act="close" data-dismiss="1"`, "", T("dialog.close"))
	switch r.Kind {
	case gameapp.LinkFork:
		return `<h2 id="said-dialog-title">` + esc(T("link.fork")) + `</h2><p>` +
			esc(T("link.forkbody", r.At+1, who, T("link.branch", r.At+1))) + `</p><div class="row">` +
			button("said-theirs", "primary", `data-act="theirs"`, "", T("link.theirs")) +
			button("said-mine", "", `data-act="mine"`, "", T("link.mine")) + `</div>`
	case gameapp.LinkLost:
		return `<h2 id="said-dialog-title">` + esc(T("link.lost")) + `</h2><p>` + esc(T("link.lostbody", r.At+1, who, who)) + `</p><div class="row">` +
			button("said-take-lost", "primary", `data-act="take-lost"`, "", T("link.takelost")) +
			button("said-keep", "", `data-act="close" data-dismiss="1"`, "", T("link.keepmine")) + `</div>`
	case gameapp.LinkRewrite:
		return `<h2 id="said-dialog-title">` + esc(T("link.refused")) + `</h2><p>` + esc(T("link.rewrite", r.At+1, who)) + `</p><div class="row">` + closeBtn + `</div>`
	}
	return `<h2 id="said-dialog-title">` + esc(T("link.refused")) + `</h2><p>` + esc(T("link.yours", r.At+1, who)) + `</p><div class="row">` + closeBtn + `</div>`
}

// takeOverBody asks whether to take over seat p, played by a person on another device.
func (c *controller) takeOverBody() string {
	s, p := c.s, c.sv.takeSeat
	who, me := isolate(s.Name(p)), isolate(s.Name(s.Taker()))
	return `<h2 id="takeover-dialog-title">` + esc(T("takeover.title", who)) + `</h2><p>` +
		esc(T("takeover.body", who, me)) + `</p><div class="row">` +
		button("takeover-go", "primary", `data-act="take-over"`, "", T("takeover.go")) +
		button("takeover-cancel", "ghost", `data-act="close" data-dismiss="1"`, "", T("import.cancel")) + `</div>`
}

// askTakeOver opens the dialog that asks whether to take over seat p of another device.
func (c *controller) askTakeOver(p int) {
	if c.s != nil && c.sv != nil && c.s.SeatKind(p) == gameapp.Remote && !c.s.Game().Over() {
		c.sv.dialog, c.sv.takeSeat = dialogTakeover, p
	}
}

// takeOver takes over the seat the dialog asked about, once the player confirmed: the seat is
// this device's from now on, and the game records it (gameapp.Session.TakeOver).
func (c *controller) takeOver(ctx app.Context) {
	st := c.sv
	st.dialog = noDialog
	if c.s == nil || c.s.TakeOver(st.takeSeat, c.s.Taker()) != nil {
		return
	}
	c.hot.SeatHanded(c.s, st.takeSeat, gameapp.Person)
	st.lib.Flush() // a change of players is written at once
	tk := c.s.Setup().Takeovers
	st.notice = takeoverText(c.s, tk[len(tk)-1])
	c.restartBots(ctx)
}

// takeoverText says that a device took over a seat, and when.
func takeoverText(s *gameapp.Session, t gameapp.Takeover) string {
	if t.By == t.Seat {
		return T("takeover.back", nameOf(s, t.Seat), t.At)
	}
	if t.At == 0 {
		return T("takeover.start", nameOf(s, t.By), nameOf(s, t.Seat))
	}
	return T("takeover.done", nameOf(s, t.By), nameOf(s, t.Seat), t.At)
}

// received follows what Receive did with a link (not LinkPlain).
func (c *controller) received(ctx app.Context, r gameapp.LinkResult) {
	st := c.sv
	st.importErr = ""
	switch r.Kind {
	case gameapp.LinkNew:
		st.dialog = dialogJoin
		return
	case gameapp.LinkFork, gameapp.LinkRewrite, gameapp.LinkYours, gameapp.LinkLost:
		st.dialog, st.said = dialogSaid, r
		return
	}
	st.dialog = noDialog
	c.resume(ctx, r.Game)
	switch r.Kind {
	case gameapp.LinkSame:
		st.notice = T("link.same")
	case gameapp.LinkOlder:
		st.notice = plural("link.older", r.Behind)
	default:
		st.notice = plural("link.added", r.Added)
		c.showSince()
	}
	for i := len(r.Takeovers) - 1; i >= 0; i-- { // a seat that changed hands comes first
		st.notice = T("text.sentences", takeoverText(c.s, r.Takeovers[i]), st.notice)
	}
}

// showSince opens "since your turn" when the game waits on the only person of this device
// (with several, the pass-device screen shows it).
func (c *controller) showSince() {
	if p := c.s.Game().Prompt().Player; p >= 0 && c.s.Here(p) && !c.needsPass() {
		c.panel = panelSince
	}
}

// onLinkClick is every button of the link dialogs: data-act "sent" (the link went out: the
// last move can no longer be taken back), "qr", "undo", "close", "join", "theirs", "mine",
// "take-lost", "take-over-ask" (the Players dialog's Take over, with data-seat) and "take-over".
func (c *controller) onLinkClick(ctx app.Context, e app.Event) {
	act, _ := hit(e, "data-act")
	st := c.sv
	if st == nil {
		return
	}
	switch act {
	case "sent", "qr":
		if c.s != nil {
			c.s.Seal()
		}
		st.qr = st.qr || act == "qr"
	case "undo":
		st.dialog = noDialog
		c.onUndoMine(ctx, e)
	case "close":
		c.onCloseDialog(ctx, e)
	case "join":
		var here []bool
		if p := st.lib.Pending(); p != nil {
			for i := range p.Setup().Names {
				here = append(here, fieldChecked("join-"+strconv.Itoa(i)))
			}
		}
		s, err := st.lib.Join(here)
		if err != nil {
			st.importErr = T("join.none")
			return
		}
		st.dialog = noDialog
		c.resume(ctx, s)
		c.showSince()
	case "take-over-ask":
		seat, _ := hit(e, "data-seat")
		if p, err := strconv.Atoi(seat); err == nil {
			c.askTakeOver(p)
		}
	case "take-over":
		c.takeOver(ctx)
	case "take-lost":
		// the player says the link's decisions for their seat were made here (LinkLost)
		r, err := st.lib.TakeLost()
		if err != nil {
			st.dialog, st.notice = noDialog, T("import.badlink", codeProblem(err))
			return
		}
		c.received(ctx, r)
	case "theirs", "mine":
		id := st.said.Mine
		if act == "theirs" {
			id = st.said.Branch
		}
		st.dialog = noDialog
		c.continueSave(ctx, id)
	default:
		ctx.PreventUpdate()
	}
}
