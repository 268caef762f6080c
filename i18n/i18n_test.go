package i18n

import (
	"errors"
	"strings"
	"testing"
)

func TestPolishPlurals(t *testing.T) {
	useSamples(t)
	pl := New("pl")
	for n, want := range map[int]string{
		0:    "0 muszli",
		1:    "1 muszla",
		2:    "2 muszle",
		4:    "4 muszle",
		5:    "5 muszli",
		12:   "12 muszli",
		13:   "13 muszli",
		21:   "21 muszli",
		22:   "22 muszle",
		25:   "25 muszli",
		102:  "102 muszle",
		112:  "112 muszli",
		1022: "1022 muszle",
		// Polish groups digits only from five digits on (minimumGroupingDigits 2).
		10022: "10\u00a0022 muszle",
	} {
		if got := pl.N("res.shells", n); got != want {
			t.Errorf("pl %d shells: %q, want %q", n, got, want)
		}
	}
	if got := pl.N("huts.left", 3); got != "Zostały 3 szałasy" {
		t.Errorf("pl 3 huts left: %q", got)
	}
	if got := pl.N("prompt.helper", 5, "Ola"); got != "Ola: wydaj punkty pomocnika (zostało 5)." {
		t.Errorf("pl helper: %q", got)
	}
}

func TestPluralsOfEachLanguage(t *testing.T) {
	useSamples(t)
	cases := []struct {
		lang string
		n    int
		want string
	}{
		{"en", 1, "1 shell"}, {"en", 0, "0 shells"}, {"en", 2, "2 shells"}, {"en", 1000, "1,000 shells"},
		{"en", 1000000, "1,000,000 shells"},
		// Portuguese: 0 and 1 are "one"; exact millions are "many" ("de").
		{"pt", 0, "0 concha"}, {"pt", 1, "1 concha"}, {"pt", 2, "2 conchas"},
		{"pt", 1000, "1.000 conchas"}, {"pt", 1000000, "1.000.000 de conchas"},
		{"pt", 1000001, "1.000.001 conchas"},
		{"es", 0, "0 conchas"}, {"es", 1, "1 concha"}, {"es", 1000, "1000 conchas"},
		{"es", 10000, "10.000 conchas"}, {"es", 2000000, "2.000.000 de conchas"},
		{"it", 0, "0 conchiglie"}, {"it", 1, "1 conchiglia"}, {"it", 1000000, "1.000.000 di conchiglie"},
		{"it", 1234567, "1.234.567 conchiglie"},
	}
	for _, c := range cases {
		if got := New(c.lang).N("res.shells", c.n); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}

func TestInt(t *testing.T) {
	nb := "\u00a0"
	cases := map[string][]string{
		// 0, 999, 1000, 9999, 10000, 1234567, -12345, -1000
		"en": {"0", "999", "1,000", "9,999", "10,000", "1,234,567", "-12,345", "-1,000"},
		"pt": {"0", "999", "1.000", "9.999", "10.000", "1.234.567", "-12.345", "-1.000"},
		"pl": {"0", "999", "1000", "9999", "10" + nb + "000", "1" + nb + "234" + nb + "567", "-12" + nb + "345", "-1000"},
		"es": {"0", "999", "1000", "9999", "10.000", "1.234.567", "-12.345", "-1000"},
		"it": {"0", "999", "1000", "9999", "10.000", "1.234.567", "-12.345", "-1000"},
	}
	ns := []int{0, 999, 1000, 9999, 10000, 1234567, -12345, -1000}
	for lang, want := range cases {
		l := New(lang)
		for i, n := range ns {
			if got := l.Int(n); got != want[i] {
				t.Errorf("%s Int(%d) = %q, want %q", lang, n, got, want[i])
			}
		}
	}
}

func TestList(t *testing.T) {
	abcd := []string{"Ana", "Bruno", "Carla", "Dario"}
	cases := map[string][]string{
		"en": {"", "Ana", "Ana and Bruno", "Ana, Bruno and Carla", "Ana, Bruno, Carla and Dario"},
		"pt": {"", "Ana", "Ana e Bruno", "Ana, Bruno e Carla", "Ana, Bruno, Carla e Dario"},
		"pl": {"", "Ana", "Ana i Bruno", "Ana, Bruno i Carla", "Ana, Bruno, Carla i Dario"},
		"es": {"", "Ana", "Ana y Bruno", "Ana, Bruno y Carla", "Ana, Bruno, Carla y Dario"},
		"it": {"", "Ana", "Ana e Bruno", "Ana, Bruno e Carla", "Ana, Bruno, Carla e Dario"},
	}
	for lang, want := range cases {
		l := New(lang)
		for n := 0; n <= 4; n++ {
			if got := l.List(abcd[:n]); got != want[n] {
				t.Errorf("%s List(%d) = %q, want %q", lang, n, got, want[n])
			}
		}
	}
	es := New("es")
	for _, c := range []struct {
		items []string
		want  string
	}{
		{[]string{"Ana", "Inés"}, "Ana e Inés"},
		{[]string{"Ana", "Bruno", "Íñigo"}, "Ana, Bruno e Íñigo"},
		{[]string{"padres", "hijos"}, "padres e hijos"},
		{[]string{"agua", "hielo"}, "agua y hielo"},
		{[]string{"Ana", "Hiato"}, "Ana y Hiato"},
		{[]string{"Ana", "Isabel", "Bruno"}, "Ana, Isabel y Bruno"},
		{[]string{"Ana", "\u2068Irene\u2069"}, "Ana e \u2068Irene\u2069"}, // a name inside bidi isolates
		{[]string{"Ana", "Yolanda"}, "Ana y Yolanda"},
	} {
		if got := es.List(c.items); got != c.want {
			t.Errorf("es List(%q) = %q, want %q", c.items, got, c.want)
		}
	}
	if got := New("it").List([]string{"Ada", "Ivo"}); got != "Ada e Ivo" {
		t.Errorf("it: %q (the Spanish rule must stay Spanish)", got)
	}
}

func TestNegotiate(t *testing.T) {
	cases := []struct {
		param, stored string
		browser       []string
		want          string
	}{
		{"", "", nil, "en"},
		{"", "", []string{"pt-BR", "en"}, "pt"},
		{"", "", []string{"de-DE", "pl", "en"}, "pl"},
		{"", "", []string{"pt-PT"}, "pt"},
		{"", "", []string{"es-419"}, "es"},
		{"", "", []string{"it_CH"}, "it"},
		{"", "", []string{"de", "fr"}, "en"},
		{"", "it", []string{"pl"}, "it"},
		{"es", "it", []string{"pl"}, "es"},
		{"PL", "", nil, "pl"},
		{"de", "it", []string{"pl"}, "it"},    // an unknown ?lang= is ignored
		{"", "klingon", []string{"pl"}, "pl"}, // so is an unknown stored choice
		{"", "", []string{"", " es "}, "es"},
	}
	for _, c := range cases {
		if got := Negotiate(c.param, c.stored, c.browser); got != c.want {
			t.Errorf("Negotiate(%q, %q, %q) = %q, want %q", c.param, c.stored, c.browser, got, c.want)
		}
	}
}

func TestLanguagesAndNames(t *testing.T) {
	want := map[string]string{"en": "English", "pt": "Português", "pl": "Polski", "es": "Español", "it": "Italiano"}
	langs := Languages()
	if strings.Join(langs, ",") != "en,pt,pl,es,it" {
		t.Fatalf("Languages() = %v", langs)
	}
	for _, l := range langs {
		if Name(l) != want[l] {
			t.Errorf("Name(%s) = %q, want %q", l, Name(l), want[l])
		}
		if !Supported(l) || New(l).Lang() != l {
			t.Errorf("%s not supported", l)
		}
	}
	if Name("de") != "" || Supported("de") || New("de").Lang() != "en" {
		t.Error("German is not one of the game's languages")
	}
}

type stringer struct{}

func (stringer) String() string { return "Central beach" }

type points uint8

func TestT(t *testing.T) {
	useSamples(t)
	en, pl := New("en"), New("pl")
	if got := en.T("undo.passed", "Ana"); got != "Ana passes" {
		t.Errorf("T: %q", got)
	}
	if got := pl.T("round.of", 2, 6); got != "Runda 2 z 6" {
		t.Errorf("T with numbers: %q", got)
	}
	if got := en.T("ev.jewel", "Ana", stringer{}, points(12)); got != "Ana buys Central beach for 12 shells." {
		t.Errorf("T with a Stringer and a named integer type: %q", got)
	}
	if got := en.T("undo.passed", errors.New("oops")); got != "oops passes" {
		t.Errorf("T with an error: %q", got)
	}
	if got := en.T("undo.passed", 12345); got != "12345 passes" {
		t.Errorf("a number in a text placeholder is not grouped: %q", got)
	}
	if got := en.T("ev.jewel", "Ana", "Ring", 1500); got != "Ana buys Ring for 1,500 shells." {
		t.Errorf("a number placeholder is: %q", got)
	}
}

func TestMissingMarkers(t *testing.T) {
	useSamples(t)
	en := New("en")
	for _, c := range []struct{ got, want string }{
		{en.T("no.such.key"), "⟦no.such.key⟧"},
		{en.N("no.such.key", 2), "⟦no.such.key⟧"},
		{en.T("res.shells", 2), "⟦res.shells⟧"},                 // a plural message needs N
		{en.N("undo.passed", 2), "⟦undo.passed⟧"},               // a plain one needs T
		{en.T("undo.passed"), "⟦{0}⟧ passes"},                   // an argument not given
		{en.T("round.of", 1, "six"), "Round 1 of ⟦{1,number}⟧"}, // a text where a number belongs
		{en.N("prompt.helper", 2), "⟦{1}⟧: spend your helper points (2 left)."},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
		if !strings.Contains(c.got, MissingOpen) {
			t.Errorf("%q has no marker", c.got)
		}
	}
	if en.Has("no.such.key") || !en.Has("res.shells") {
		t.Error("Has")
	}
}

func TestPlaceholdersMayBeReordered(t *testing.T) {
	l := &Localizer{loc: localeOf("pl"), cat: catalog{"k": {text: "{1} — {0} — {1} {2"}}}
	if got := l.T("k", "a", "b"); got != "b — a — b {2" {
		t.Errorf("%q", got)
	}
}
