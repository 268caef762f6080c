//go:build js && wasm

package components

import (
	"fmt"
	"strings"
	"syscall/js"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Browser glue for saving: every call into the page is guarded, because storage, the
// clipboard and the storage manager may be missing or may throw.

func guard(err *error) {
	if r := recover(); r != nil {
		if err != nil {
			*err = fmt.Errorf("%v", r)
		}
	}
}

// storageNS is this deploy's part of local storage (set by openBrowserStorage): deploys under
// other paths of the same origin keep their saves apart.
var storageNS *gameapp.NamespacedKV

// journalKV is local storage with every write also committed to web/journal.js's journal
// (nil until openBrowserStorage, and where the browser gives no journal).
var journalKV *gameapp.JournaledKV

// journalRead is what web/journal.js read of the journal as the page loaded (readJournal):
// its entries, and whether the journal can be written.
var journalRead struct {
	entries [][2]string
	on      bool
}

// readJournal calls f once web/journal.js has read the journal: at once when the read is over
// (almost always: it starts as the page loads, app.wasm comes later), else from the browser's
// event loop when it is.
func readJournal(f func()) {
	called := false
	call := func() {
		if !called {
			called = true
			f()
		}
	}
	defer func() {
		if recover() != nil {
			call() // no journal: the saves work as they did without one
		}
	}()
	j := js.Global().Get("bbJournal")
	if !jsOK(j) {
		call()
		return
	}
	var cb js.Func
	cb = js.FuncOf(func(this js.Value, args []js.Value) any {
		cb.Release()
		func() {
			defer guard(nil)
			if len(args) > 0 && jsOK(args[0]) {
				list := args[0]
				for i, n := 0, list.Length(); i < n; i++ {
					e := list.Index(i)
					journalRead.entries = append(journalRead.entries, [2]string{e.Index(0).String(), e.Index(1).String()})
				}
				journalRead.on = j.Call("on").Truthy()
			}
		}()
		call()
		return nil
	})
	j.Call("read", cb)
}

// browserJournal writes web/journal.js's journal.
type browserJournal struct{ j js.Value }

func (b browserJournal) Put(key, value string, done func(bool)) {
	b.call("put", done, key, value)
}

func (b browserJournal) Del(key string, done func(bool)) { b.call("del", done, key) }

func (b browserJournal) call(method string, done func(bool), args ...any) {
	var cb js.Func
	cb = js.FuncOf(func(this js.Value, a []js.Value) any {
		cb.Release()
		done(len(a) > 0 && a[0].Truthy())
		return nil
	})
	defer func() {
		if recover() != nil { // the script is not there as it should be: the write failed
			cb.Release()
			done(false)
		}
	}()
	b.j.Call(method, append(args, cb)...)
}

func openBrowserStorage() (gameapp.KV, error) {
	if js.Global().Get("__boraboraStorageOff").Truthy() { // set by web/storage-guard.js
		return nil, fmt.Errorf("local storage is blocked")
	}
	kv, err := gameapp.OpenBrowserKV()
	if err != nil {
		return nil, err
	}
	// what local storage lost when the browser was killed comes back from the journal
	gameapp.FoldJournal(kv, journalRead.entries)
	var store gameapp.KV = kv
	if journalRead.on {
		journalKV = gameapp.Journaled(kv, browserJournal{j: js.Global().Get("bbJournal")})
		store = journalKV
	}
	storageNS = gameapp.Namespaced(store, app.Getenv("GOAPP_ROOT_PREFIX"))
	return storageNS, nil
}

// deployPart is the prefix of this deploy's part of local storage ("" at the root, and before
// the storage is open).
func deployPart() string {
	if storageNS == nil {
		return ""
	}
	return storageNS.Part()
}

// onJournalKept calls f each time the journal has committed more writes.
func onJournalKept(f func()) {
	if journalKV != nil {
		journalKV.OnKept = f
	}
}

func jsOK(v js.Value) bool { return !v.IsUndefined() && !v.IsNull() }

// storageManager returns navigator.storage, or an undefined value.
func storageManager() (m js.Value) {
	defer guard(nil)
	m = js.Undefined()
	nav := js.Global().Get("navigator")
	if !jsOK(nav) {
		return m
	}
	return nav.Get("storage")
}

// promiseBool calls obj.method() and hands its boolean result to done (ok false when the
// call is missing, throws or rejects).
func promiseBool(obj js.Value, method string, done func(v, ok bool)) {
	var err error
	defer func() {
		guard(&err)
		if err != nil {
			done(false, false)
		}
	}()
	if !jsOK(obj) || obj.Get(method).Type() != js.TypeFunction {
		done(false, false)
		return
	}
	p := obj.Call(method)
	var then, catch js.Func
	then = js.FuncOf(func(this js.Value, args []js.Value) any {
		then.Release()
		catch.Release()
		done(len(args) > 0 && args[0].Truthy(), true)
		return nil
	})
	catch = js.FuncOf(func(this js.Value, args []js.Value) any {
		then.Release()
		catch.Release()
		done(false, false)
		return nil
	})
	p.Call("then", then, catch)
}

// checkPersisted asks navigator.storage.persisted().
func checkPersisted(done func(persisted, supported bool)) {
	promiseBool(storageManager(), "persisted", done)
}

// askPersist asks navigator.storage.persist().
func askPersist(done func(persisted, supported bool)) {
	promiseBool(storageManager(), "persist", done)
}

// listenStorage calls f with the key of every localStorage change made by another tab, as the
// saves store names it ("" when another tab cleared the storage); changes to another deploy's
// keys are left out.
func listenStorage(f func(key string)) {
	defer guard(nil)
	js.Global().Call("addEventListener", "storage", js.FuncOf(func(this js.Value, args []js.Value) any {
		key := ""
		if len(args) > 0 {
			if k := args[0].Get("key"); k.Type() == js.TypeString {
				key = k.String()
			}
		}
		if key != "" && storageNS != nil {
			local, ok := storageNS.Local(key)
			if !ok {
				return nil
			}
			key = local
		}
		f(key)
		return nil
	}))
}

// listenHash calls f with location.hash after every change of the address's fragment (a link
// opened in this tab that differs only after the '#').
func listenHash(f func(hash string)) {
	defer guard(nil)
	js.Global().Call("addEventListener", "hashchange", js.FuncOf(func(this js.Value, args []js.Value) any {
		f(locationHash())
		return nil
	}))
}

// savesWait: in the browser a decision's save waits until the page is idle (saveSoon).
const savesWait = true

// saveDeadline is how long a decision's save may wait for the page to be idle: it is then
// written, and committed to the journal a few milliseconds later (docs/saves.md: a decision
// is durable within 100 ms).
const saveDeadline = 50

// saveSoon calls f once the browser is idle after the frames it has to draw, saveDeadline ms
// later at most (requestIdleCallback), or at once after the current task where there is no
// such call. f runs in a browser task of its own, never inside a click's.
func saveSoon(f func()) {
	idleWithin(f, saveDeadline)
}

// whenIdle calls f once the browser is idle after the frames it has to draw
// (requestIdleCallback, a second later at most), or 200 ms later where there is no such call.
// f runs in a browser task of its own, never inside a click's.
func whenIdle(f func()) { idleWithin(f, 1000) }

func idleWithin(f func(), ms int) {
	var cb js.Func
	cb = js.FuncOf(func(this js.Value, args []js.Value) any {
		cb.Release()
		f()
		return nil
	})
	w := js.Global()
	if w.Get("requestIdleCallback").Type() == js.TypeFunction {
		w.Call("requestIdleCallback", cb, map[string]any{"timeout": ms})
	} else {
		w.Call("setTimeout", cb, min(ms, 200))
	}
}

// onFirstInteraction calls f once, at the first pointer movement, touch, click or key press on
// the page.
func onFirstInteraction(f func()) {
	defer guard(nil)
	w := js.Global()
	events := []string{"pointermove", "pointerdown", "touchstart", "keydown", "click"}
	// in the capture phase, before the page's own handlers; it prevents nothing, and the
	// browser takes a window's touch listeners as passive, so no scrolling waits on it
	const capture = true
	var cb js.Func
	cb = js.FuncOf(func(this js.Value, args []js.Value) any {
		for _, e := range events {
			w.Call("removeEventListener", e, cb, capture)
		}
		cb.Release()
		f()
		return nil
	})
	for _, e := range events {
		w.Call("addEventListener", e, cb, capture)
	}
}

// markPerformance adds a mark to the page's performance timeline (tests and make bench read
// them).
func markPerformance(name string) {
	defer guard(nil)
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("mark").Type() == js.TypeFunction {
		p.Call("mark", name)
	}
}

// listenHide calls f when the page is hidden (another tab, the home screen, a locked phone)
// and when it is left (closed, reloaded, navigated away): the last moments a page is sure to
// run.
func listenHide(f func()) {
	defer guard(nil)
	js.Global().Call("addEventListener", "pagehide", js.FuncOf(func(this js.Value, args []js.Value) any {
		f()
		return nil
	}))
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(this js.Value, args []js.Value) any {
		if doc.Get("visibilityState").String() == "hidden" {
			f()
		}
		return nil
	}))
}

// locationHash is location.hash, raw.
func locationHash() (h string) {
	defer guard(nil)
	return js.Global().Get("location").Get("hash").String()
}

// pageBase is the page's address without its fragment and without a lang parameter, so a
// share link opens in the language of whoever opens it.
func pageBase() (u string) {
	defer guard(nil)
	l := js.Global().Get("location")
	search := l.Get("search").String()
	if search != "" {
		p := js.Global().Get("URLSearchParams").New(search)
		p.Call("delete", "lang")
		if search = p.Call("toString").String(); search != "" {
			search = "?" + search
		}
	}
	return l.Get("origin").String() + l.Get("pathname").String() + search
}

// urlLang is the page address's lang parameter ("" when there is none).
func urlLang() (lang string) {
	defer guard(nil)
	p := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if v := p.Call("get", "lang"); jsOK(v) {
		return v.String()
	}
	return ""
}

// browserLanguages is navigator.languages (most preferred first), or navigator.language.
func browserLanguages() (out []string) {
	defer guard(nil)
	nav := js.Global().Get("navigator")
	if !jsOK(nav) {
		return nil
	}
	if ls := nav.Get("languages"); jsOK(ls) {
		for i := 0; i < ls.Length(); i++ {
			out = append(out, ls.Index(i).String())
		}
	}
	if l := nav.Get("language"); len(out) == 0 && jsOK(l) {
		out = append(out, l.String())
	}
	return out
}

// setDocumentLang sets <html lang> to the texts' language, so that screen readers and
// hyphenation follow them. It waits until the texts have been drawn in that language, so that
// the page never says one language while it shows another.
func setDocumentLang(ctx app.Context) {
	ctx.Defer(func(app.Context) {
		defer guard(nil)
		js.Global().Get("document").Get("documentElement").Set("lang", Language())
	})
}

// clearHash removes the fragment from the address bar without a reload or a history entry.
func clearHash() {
	defer guard(nil)
	l := js.Global().Get("location")
	js.Global().Get("history").Call("replaceState", js.Null(), "", l.Get("pathname").String()+l.Get("search").String())
}

// fieldValue reads the current value of a text field.
func fieldValue(id string) (v string) {
	defer guard(nil)
	el := js.Global().Get("document").Call("getElementById", id)
	if jsOK(el) {
		return el.Get("value").String()
	}
	return ""
}

// fieldChecked reports whether the checkbox with id is checked.
func fieldChecked(id string) (v bool) {
	defer guard(nil)
	el := js.Global().Get("document").Call("getElementById", id)
	return jsOK(el) && el.Get("checked").Truthy()
}

// localDate formats unix milliseconds in the player's locale.
func localDate(ms int64) (s string) {
	defer guard(nil)
	d := js.Global().Get("Date").New(float64(ms))
	opts := js.Global().Get("Object").New()
	opts.Set("dateStyle", "medium")
	opts.Set("timeStyle", "short")
	return d.Call("toLocaleString", Language(), opts).String()
}

// recordBotDecision appends a computer player's decision time (ms, from the decision's start
// to its choice applied, without the pause for people to follow) to window.__bbBotDecisions,
// which the bench reads.
func recordBotDecision(seat int, level string, legal int, ms float64) {
	defer guard(nil)
	w := js.Global()
	list := w.Get("__bbBotDecisions")
	if !jsOK(list) {
		list = js.Global().Get("Array").New()
		w.Set("__bbBotDecisions", list)
	}
	o := js.Global().Get("Object").New()
	o.Set("seat", seat)
	o.Set("level", level)
	o.Set("legal", legal)
	o.Set("ms", ms)
	list.Call("push", o)
}

// fetchText fetches path on the app's own site (under its root prefix) and calls done with the
// body's text, or with ok false when the page cannot get it (offline before the service worker
// kept it, a server error). done runs on a callback of the browser: dispatch from it.
func fetchText(path string, done func(text string, ok bool)) {
	fail := func() { done("", false) }
	defer func() {
		if recover() != nil {
			fail()
		}
	}()
	fetch := js.Global().Get("fetch")
	if fetch.Type() != js.TypeFunction {
		fail()
		return
	}
	var onBody, onResp, onErr js.Func
	release := func() {
		onBody.Release()
		onResp.Release()
		onErr.Release()
	}
	onBody = js.FuncOf(func(this js.Value, args []js.Value) any {
		release()
		if len(args) == 0 || args[0].Type() != js.TypeString {
			fail()
			return nil
		}
		done(args[0].String(), true)
		return nil
	})
	onErr = js.FuncOf(func(this js.Value, args []js.Value) any {
		release()
		fail()
		return nil
	})
	onResp = js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 || !args[0].Get("ok").Truthy() {
			release()
			fail()
			return nil
		}
		args[0].Call("text").Call("then", onBody, onErr)
		return nil
	})
	fetch.Invoke(strings.TrimSuffix(app.Getenv("GOAPP_ROOT_PREFIX"), "/")+path).Call("then", onResp, onErr)
}

// preRendering: the page the site generator draws is drawn natively, never here.
const preRendering = false

// callEarly calls web/early.js's window.__boraboraEarly[method]() and returns its string ("" for
// anything else): "take" is early.js's account of the start screen before the app started, as
// JSON, handed over once; "done" says that the button pressed then has been carried out.
func callEarly(method string) (s string) {
	defer guard(nil)
	if e := js.Global().Get("__boraboraEarly"); jsOK(e) {
		if v := e.Call(method); v.Type() == js.TypeString {
			s = v.String()
		}
	}
	return s
}

// coachLines is the verdict lines web/coach.js keeps for the game of key ("" without the
// script): the lines its workers found in earlier visits and this one.
func coachLines(key string) (lines string) {
	defer guard(nil)
	if c := js.Global().Get("bbCoach"); jsOK(c) {
		if v := c.Call("kept", key); v.Type() == js.TypeString {
			lines = v.String()
		}
	}
	return lines
}

// listenCoach calls f with the game's key and the new verdict lines of every "bbcoach" event
// web/coach.js sends (as the page listens to hashchange).
func listenCoach(f func(key, lines string)) {
	defer guard(nil)
	js.Global().Get("document").Call("addEventListener", "bbcoach", js.FuncOf(func(this js.Value, args []js.Value) any {
		defer guard(nil)
		if len(args) == 0 {
			return nil
		}
		d := args[0].Get("detail")
		if !jsOK(d) {
			return nil
		}
		key, lines := d.Get("key"), d.Get("lines")
		if key.Type() == js.TypeString && lines.Type() == js.TypeString && lines.String() != "" {
			f(key.String(), lines.String())
		}
		return nil
	}))
}

// ---- signatures (web/sign.js, gameapp/sign.go) ----

// uiLater runs f on the page's goroutine (the answer of a promise arrives outside it).
func uiLater(ctx app.Context, f func()) { ctx.Dispatch(func(app.Context) { f() }) }

// promiseOf calls window.bbSign[method](args…) and gives done what its promise resolves to
// (ok false when it rejects or the browser has no bbSign).
func promiseOf(method string, done func(v js.Value, ok bool), args ...any) {
	var err error
	defer func() {
		guard(&err)
		if err != nil {
			done(js.Undefined(), false)
		}
	}()
	s := js.Global().Get("bbSign")
	if !jsOK(s) || s.Get(method).Type() != js.TypeFunction {
		done(js.Undefined(), false)
		return
	}
	var then, catch js.Func
	then = js.FuncOf(func(this js.Value, a []js.Value) any {
		then.Release()
		catch.Release()
		if len(a) == 0 {
			done(js.Undefined(), false)
		} else {
			done(a[0], true)
		}
		return nil
	})
	catch = js.FuncOf(func(this js.Value, a []js.Value) any {
		then.Release()
		catch.Release()
		done(js.Undefined(), false)
		return nil
	})
	s.Call(method, args...).Call("then", then, catch)
}

// makeKey makes a new key pair for this device (ok false where the browser has no Ed25519).
func makeKey(done func(pub, priv string, ok bool)) {
	promiseOf("make", func(v js.Value, ok bool) {
		if !ok || v.Type() != js.TypeString {
			done("", "", false)
			return
		}
		pub, priv, ok := strings.Cut(v.String(), ".")
		done(pub, priv, ok)
	})
}

// signMsg signs msg with this device's key pair.
func signMsg(pub, priv, msg string, done func(sig string, ok bool)) {
	promiseOf("sign", func(v js.Value, ok bool) {
		if !ok || v.Type() != js.TypeString {
			done("", false)
			return
		}
		done(v.String(), true)
	}, pub, priv, msg)
}

// verifySigs checks each signature; ok[i] answers checks[i].
func verifySigs(checks []gameapp.SigCheck, done func(ok []bool)) {
	list := make([]any, len(checks))
	for i, c := range checks {
		list[i] = []any{c.Key, c.Msg, c.Sig}
	}
	promiseOf("verify", func(v js.Value, ok bool) {
		out := make([]bool, len(checks))
		if ok && v.Type() == js.TypeObject {
			for i := range out {
				if i < v.Length() {
					out[i] = v.Index(i).Truthy()
				}
			}
		}
		done(out)
	}, list)
}
