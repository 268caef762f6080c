package components

import (
	"strings"

	"borabora/i18n"
)

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

// hyphenation is the page language's long words, as they are written, with soft hyphens at
// their hyphenation points (the catalog's "text.hyphens": the words with "-" where a line may
// break, in the case they appear in).
var hyphenation struct {
	lang  string
	words map[string]string
}

// breakable is s with soft hyphens (U+00AD) at the hyphenation points of its long words, for
// a short visible text in a narrow place (a source of the score table): a browser breaks such a
// word there, drawing a hyphen, rather than between any two letters, and draws nothing where it
// does not break. Browsers hyphenate by themselves (hyphens: auto) only with a dictionary of
// the language, which many lack. Only a visible text goes through it: an accessible name, a
// title or a text that tests compare keeps the plain words.
func breakable(s string) string {
	if hyphenation.lang != loc.Lang() || hyphenation.words == nil {
		m := map[string]string{}
		for _, w := range strings.Split(T("text.hyphens"), " ") {
			m[strings.ReplaceAll(w, "-", "")] = strings.ReplaceAll(w, "-", "\u00ad")
		}
		hyphenation.lang, hyphenation.words = loc.Lang(), m
	}
	words := strings.Split(s, " ")
	changed := false
	for i, w := range words {
		if h, ok := hyphenation.words[w]; ok {
			words[i], changed = h, true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(words, " ")
}
