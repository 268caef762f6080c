//go:build !(js && wasm)

package components

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"time"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Outside the browser (tests, pre-rendering) there is no storage, clipboard or address bar;
// tests replace these through the package variables in saves.go.

// savesWait: outside the browser every decision is stored at once (gameapp's tests cover the
// saves that wait).
const savesWait = false

func whenIdle(f func()) { f() }
func saveSoon(f func()) { f() }

// deployPart: outside the browser the storage has no deploy's part.
func deployPart() string { return "" }

// readJournal: outside the browser there is no journal to read.
func readJournal(f func()) { f() }

func onJournalKept(f func()) {}

func openBrowserStorage() (gameapp.KV, error) {
	return nil, errors.New("no browser storage outside the browser")
}

func checkPersisted(done func(persisted, supported bool))    {}
func askPersist(done func(persisted, supported bool))        {}
func listenStorage(f func(key string))                       {}
func listenHash(f func(hash string))                         {}
func listenHide(f func())                                    {}
func locationHash() string                                   { return "" }
func pageBase() string                                       { return "http://localhost/" }
func clearHash()                                             {}
func urlLang() string                                        { return "" }
func browserLanguages() []string                             { return nil }
func setDocumentLang(ctx app.Context)                        {}
func fieldValue(id string) string                            { return "" }
func fieldChecked(id string) bool                            { return false }
func fetchText(path string, done func(text string, ok bool)) { done("", false) }
func localDate(ms int64) string                              { return time.UnixMilli(ms).UTC().Format("2006-01-02 15:04") }

func recordBotDecision(seat int, level string, legal int, ms float64) {}

func coachLines(key string) string          { return "" }
func listenCoach(f func(key, lines string)) {}

func onFirstInteraction(f func())    {}
func markPerformance(name string)    {}
func callEarly(method string) string { return "" }

// preRendering: the site generator draws the page before the app starts (natively).
const preRendering = true

// Outside the browser (tests) the signatures are Go's: the same Ed25519 as Web Crypto's
// (web/sign.js), answered at once.

func uiLater(ctx app.Context, f func()) { f() }

func makeKey(done func(pub, priv string, ok bool)) {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		done("", "", false)
		return
	}
	done(b64.EncodeToString(pub), b64.EncodeToString(priv.Seed()), true)
}

func signMsg(pub, priv, msg string, done func(sig string, ok bool)) {
	seed, err := b64.DecodeString(priv)
	if err != nil || len(seed) != ed25519.SeedSize {
		done("", false)
		return
	}
	done(b64.EncodeToString(ed25519.Sign(ed25519.NewKeyFromSeed(seed), []byte(msg))), true)
}

func verifySigs(checks []gameapp.SigCheck, done func(ok []bool)) {
	out := make([]bool, len(checks))
	for i, c := range checks {
		k, err1 := b64.DecodeString(c.Key)
		s, err2 := b64.DecodeString(c.Sig)
		out[i] = err1 == nil && err2 == nil && len(k) == ed25519.PublicKeySize && ed25519.Verify(k, []byte(c.Msg), s)
	}
	done(out)
}

var b64 = base64.RawURLEncoding
