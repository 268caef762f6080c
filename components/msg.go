package components

import (
	"strings"
	"unicode"
	"unicode/utf8"

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

// hyphenation is the page language's long words with their hyphenation points (the catalog's
// "text.hyphens": words with "-" where a line may break), by the word in lower case: the rune
// positions a soft hyphen goes before.
var hyphenation struct {
	lang  string
	words map[string][]int
}

// breakable is s with soft hyphens (U+00AD) at the hyphenation points of its long words, for
// a short visible text in a narrow place (an action's name): a browser breaks such a word
// there, drawing a hyphen, rather than between any two letters, and draws nothing where it
// does not break. Browsers hyphenate by themselves (hyphens: auto) only with a dictionary of
// the language, which many lack. Only a visible text goes through it: an accessible name, a
// title or a text that tests compare keeps the plain words.
func breakable(s string) string {
	if hyphenation.lang != loc.Lang() || hyphenation.words == nil {
		m := map[string][]int{}
		for _, w := range strings.Fields(T("text.hyphens")) {
			var at []int
			n := 0
			for _, r := range w {
				if r == '-' {
					at = append(at, n)
					continue
				}
				n++
			}
			m[strings.ToLower(strings.ReplaceAll(w, "-", ""))] = at
		}
		hyphenation.lang, hyphenation.words = loc.Lang(), m
	}
	words := strings.Split(s, " ")
	changed := false
	for i, w := range words {
		// the word without what surrounds it: punctuation, a name's isolates
		lo := strings.IndexFunc(w, unicode.IsLetter)
		hi := strings.LastIndexFunc(w, unicode.IsLetter)
		if lo < 0 {
			continue
		}
		_, size := utf8.DecodeRuneInString(w[hi:])
		core := w[lo : hi+size]
		at, ok := hyphenation.words[strings.ToLower(core)]
		if !ok || len(at) == 0 {
			continue
		}
		var b strings.Builder
		b.WriteString(w[:lo])
		n, k := 0, 0
		for _, r := range core {
			if k < len(at) && at[k] == n {
				b.WriteRune('\u00ad')
				k++
			}
			b.WriteRune(r)
			n++
		}
		b.WriteString(w[hi+size:])
		words[i], changed = b.String(), true
	}
	if !changed {
		return s
	}
	return strings.Join(words, " ")
}
