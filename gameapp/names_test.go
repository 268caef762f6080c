package gameapp

import (
	"errors"
	"strings"
	"testing"
)

func TestNameChars(t *testing.T) {
	for _, c := range []struct {
		s string
		n int
	}{
		{"Ana", 3},
		{"e\u0301", 1},         // e with a combining accent
		{"👨\u200d👩\u200d👧", 1}, // a family joined by zero-width joiners
		{"👍🏽", 1},              // with a skin tone
		{"🇵🇹🇧🇷", 2},            // two flags
		{"❤\ufe0f", 1},         // with a variation selector
		{"a\u200bb", 2},        // a zero-width space is not seen
		{"한국", 2},
		{"\u1112\u1161\u11ab", 1}, // a Hangul syllable from its parts
		{strings.Repeat("Ｗ", 20), 20},
	} {
		if got := NameChars(c.s); got != c.n {
			t.Errorf("NameChars(%q) = %d, want %d", c.s, got, c.n)
		}
	}
}

// TestNamesAreKeptWholeOrRefused: every name the start form accepts comes back unchanged from
// an exported code, an imported share link and a resumed save; a name it refuses says why.
func TestNamesAreKeptWholeOrRefused(t *testing.T) {
	accepted := []string{
		"Ana",
		strings.Repeat("Ｗ", MaxNameChars), // wide letters, 60 bytes
		strings.Repeat("𝕎", MaxNameChars), // 4 bytes each: 80 bytes, the most a code carries
		"Brzęczyszczykiewiczó",            // 20 letters with accents
		"\u202eevil\u202c name",
		"👨\u200d👩\u200d👧 family",
		"李小龍",
	}
	for _, name := range accepted {
		if err := CheckName(name); err != nil {
			t.Errorf("%q refused: %v", name, err)
			continue
		}
		setup := Setup{Names: []string{name, "Ben"}, Seed: 7, Seats: []SeatKind{Person, BotEasy}}
		s, err := NewSession(setup)
		if err != nil {
			t.Fatal(err)
		}
		imp, err := Import(ExportCode(s.Setup(), s.Choices()))
		if err != nil {
			t.Fatal(err)
		}
		kv := NewMemKV()
		NewAutoSaver(NewSaves(kv), "g", func() int64 { return 1 }).Attach(s)
		res := reloadSave(t, kv, "g")
		if imp.Name(0) != name || res.Name(0) != name {
			t.Errorf("%q came back as %q from a code and %q from a save", name, imp.Name(0), res.Name(0))
		}
	}
	for _, c := range []struct {
		name string
		want error
	}{
		{"\u200b\u200b", ErrNameInvisible},
		{"\u3164", ErrNameInvisible},
		{"\u202e\u200d", ErrNameInvisible},
		{"\xff", ErrNameInvisible},
		{strings.Repeat("a", MaxNameChars+1), ErrNameTooLong},
		{strings.Repeat("👨\u200d👩\u200d👧", 10), ErrNameTooLong}, // 10 characters, 180 bytes
	} {
		if err := CheckName(c.name); !errors.Is(err, c.want) {
			t.Errorf("CheckName(%q) = %v, want %v", c.name, err, c.want)
		}
	}
	if CleanName("  Ana\u200b ") != "Ana\u200b" || CleanName("   ") != "" {
		t.Error("CleanName")
	}
}
