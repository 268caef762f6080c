package components

import "borabora/i18n"

// All user-visible text comes from the message catalogs of package i18n (i18n/locales/*.json,
// the English one made from catalog_en.go by tools/catalog): one per language, keyed by a
// stable message key, with numbered placeholders ({0}, {1,number}) that a translation may
// reorder and CLDR plural forms. Player names and pasted text are always passed as arguments
// and rendered as text nodes or attributes, never as markup.

// loc speaks the page's language; SetLanguage changes it.
var loc = i18n.New(i18n.English)

// SetLanguage selects the language of every text (one of i18n.Languages()); any other code
// changes nothing and returns false.
func SetLanguage(l string) bool {
	if !i18n.Supported(l) {
		return false
	}
	if l != loc.Lang() {
		loc = i18n.New(l)
	}
	return true
}

// Language is the code of the language the page speaks.
func Language() string { return loc.Lang() }

// T returns the message for key in the current language, formatted with args. A key missing
// from the catalog renders as ⟦key⟧ so that tests can find it.
func T(key string, args ...any) string { return loc.T(key, args...) }

// plural is the plural message key in the form the language uses for n, with n as its first
// argument.
func plural(key string, n int, args ...any) string { return loc.N(key, n, args...) }

// joinList joins items as the language lists things ("A, B and C").
func joinList(items []string) string { return loc.List(items) }

// hasMessage reports whether the catalog has key.
func hasMessage(key string) bool { return loc.Has(key) }
