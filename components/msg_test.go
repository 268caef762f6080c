package components

import (
	"strings"
	"testing"
	"unicode/utf8"

	"borabora/i18n"
)

// A listed long word gets soft hyphens at its hyphenation points, whatever its case and
// whatever surrounds it (punctuation, a name's isolates); other words are left as they are.
func TestBreakablePutsSoftHyphensAtTheListedPoints(t *testing.T) {
	defer SetLanguage(i18n.English)
	SetLanguage("it")
	for in, want := range map[string]string{
		"Costruzione":             "Co\u00adstru\u00adzio\u00adne",
		"COSTRUZIONE":             "CO\u00adSTRU\u00adZIO\u00adNE",
		"\u2068Giocatore 2\u2069": "\u2068Gio\u00adca\u00adto\u00adre 2\u2069",
		"(Assistente):":           "(As\u00adsi\u00adsten\u00adte):",
		"Pesca e Tempio":          "Pe\u00adsca e Tem\u00adpio",
		"Casa":                    "Casa",
	} {
		if got := breakable(in); got != want {
			t.Errorf("breakable(%q) = %q, want %q", in, got, want)
		}
	}
	SetLanguage("pl")
	if got := breakable("Mężczyźni"); got != "Męż\u00adczyź\u00adni" {
		t.Errorf("Polish: %q", got)
	}
}

// Each language's list of hyphenated words: every part at least two letters long, no word
// twice, and every action's name there (the narrowest place with long words).
func TestHyphenationListsAreWellFormed(t *testing.T) {
	defer SetLanguage(i18n.English)
	for _, lang := range i18n.Languages() {
		SetLanguage(lang)
		seen := map[string]bool{}
		for _, w := range strings.Fields(T("text.hyphens")) {
			for _, part := range strings.Split(w, "-") {
				if utf8.RuneCountInString(part) < 2 {
					t.Errorf("%s: %q has a part shorter than two letters", lang, w)
				}
			}
			k := strings.ToLower(strings.ReplaceAll(w, "-", ""))
			if seen[k] {
				t.Errorf("%s: %q is listed twice", lang, w)
			}
			seen[k] = true
		}
	}
}
