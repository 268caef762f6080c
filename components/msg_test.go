package components

import (
	"strings"
	"testing"
	"unicode/utf8"

	"borabora/i18n"
)

// A listed long word gets soft hyphens at its hyphenation points; other words are left as
// they are.
func TestBreakablePutsSoftHyphensAtTheListedPoints(t *testing.T) {
	defer SetLanguage(i18n.English)
	SetLanguage("it")
	for in, want := range map[string]string{
		"Assistente":        "As\u00adsi\u00adsten\u00adte",
		"Bonus: 6 gioielli": "Bonus: 6 gio\u00adiel\u00adli",
		"Gioielli":          "Gio\u00adiel\u00adli",
		"Casa":              "Casa",
	} {
		if got := breakable(in); got != want {
			t.Errorf("breakable(%q) = %q, want %q", in, got, want)
		}
	}
	SetLanguage("pl")
	if got := breakable("Mężczyźni i kobiety"); got != "Męż\u00adczyź\u00adni i kobiety" {
		t.Errorf("Polish: %q", got)
	}
}

// Each language's list of hyphenated words: every part at least two letters long, no word
// twice.
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
			k := strings.ReplaceAll(w, "-", "")
			if seen[k] {
				t.Errorf("%s: %q is listed twice", lang, w)
			}
			seen[k] = true
		}
	}
}
