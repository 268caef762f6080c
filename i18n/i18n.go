// Package i18n holds the game's texts in English, Portuguese, Polish, Spanish
// and Italian, and what a language needs besides words: CLDR's plural rules,
// integer formatting and list joining (generated from CLDR by tools/cldr into
// cldr_gen.go), and the choice of a language from a URL parameter, a stored
// choice and the browser's languages. It is plain Go, with no go-app import.
//
// The catalogs are JSON files, one per language (locales/en.json, ...),
// embedded at build time. A value is a string, or for a plural message an
// object with one string per CLDR category the language uses:
//
//	"undo.passed": "{0} passes",
//	"res.shells": {"one": "{0,number} shell", "other": "{0,number} shells"}
//
// Placeholders are numbered from 0 in the order the code passes its
// arguments: {0} puts the argument as text, {0,number} formats an integer by
// the language's rules (1,000 / 1.000 / 10 000). A translation may use them in
// any order. For a plural message the count is {0}. '{' and '}' are not
// allowed in texts otherwise.
package i18n

import "strings"

// English is the reference language: every catalog has its keys.
const English = "en"

// Languages are the codes of the game's languages in menu order.
func Languages() []string {
	out := make([]string, len(locales))
	for i := range locales {
		out[i] = locales[i].code
	}
	return out
}

// Supported reports whether lang is the exact code of one of the game's languages.
func Supported(lang string) bool {
	for i := range locales {
		if locales[i].code == lang {
			return true
		}
	}
	return false
}

// Name is lang's name in lang itself ("Polski"), as a language menu lists it;
// "" for a language the game does not have.
func Name(lang string) string {
	for i := range locales {
		if locales[i].code == lang {
			return locales[i].name
		}
	}
	return ""
}

// Match maps a BCP 47 language tag ("pt-BR", "pl", "es_419", "IT") to the
// game's language with the same primary language, if any.
func Match(tag string) (string, bool) {
	tag = strings.TrimSpace(tag)
	if i := strings.IndexAny(tag, "-_"); i >= 0 {
		tag = tag[:i]
	}
	tag = strings.ToLower(tag)
	if Supported(tag) {
		return tag, true
	}
	return "", false
}

// Negotiate chooses the language to show: the URL's ?lang= parameter when it
// names one of the game's languages, else the choice stored earlier, else the
// first of the browser's languages (navigator.languages, most preferred
// first) that the game has, else English. Each is matched by its primary
// language, so "pt-PT" gives Portuguese.
func Negotiate(param, stored string, browser []string) string {
	if l, ok := Match(param); ok {
		return l
	}
	if l, ok := Match(stored); ok {
		return l
	}
	for _, t := range browser {
		if l, ok := Match(t); ok {
			return l
		}
	}
	return English
}
