//go:build !(js && wasm)

package components

import (
	"errors"
	"time"

	"borabora/gameapp"
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
func setDocumentLang(lang string)                            {}
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
