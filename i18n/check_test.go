package i18n

import (
	"strings"
	"testing"
)

// The shipped catalogs are complete and consistent.
func TestCatalogsPassCheck(t *testing.T) {
	for _, p := range Check() {
		t.Error(p)
	}
	for _, lang := range Languages() {
		c, err := loadCatalog(lang)
		if err != nil || len(c) == 0 {
			t.Errorf("%s: %d messages, %v", lang, len(c), err)
		}
	}
}

func mustParse(t *testing.T, s string) catalog {
	t.Helper()
	c, err := parseCatalog([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Each kind of fault in a translation is found and named by its key.
func TestCheckFindsEachFault(t *testing.T) {
	en := mustParse(t, `{
		"a": "Take {0} from {1,number}",
		"b": {"one": "{0,number} shell", "other": "{0,number} shells"},
		"c": "Start the game",
		"d": "Bora Bora",
		"e": "{0}: {1,number}",
		"f": {"one": "{1}: one left", "other": "{1}: {0,number} left"}
	}`)
	good := `{
		"a": "Weź {0} z {1,number}",
		"b": {"one": "{0,number} muszla", "few": "{0,number} muszle", "many": "{0,number} muszli", "other": "{0,number} muszli"},
		"c": "Rozpocznij grę",
		"d": "Bora Bora",
		"e": "{0}: {1,number}",
		"f": {"one": "{1}: został jeden", "few": "{1}: zostały {0,number}", "many": "{1}: zostało {0,number}", "other": "{1}: zostało {0,number}"}
	}`
	if p := checkCatalog("pl", en, mustParse(t, good), []string{"d"}); len(p) != 0 {
		t.Fatalf("a good catalog has problems: %q", p)
	}
	cases := []struct {
		name, from, to, key, says string
		same                      []string
	}{
		{"missing key", `"c": "Rozpocznij grę",`, ``, "c", "missing", nil},
		{"extra key", `"c": "Rozpocznij grę",`, `"c": "Rozpocznij grę", "z": "Nowe",`, "z", "not in the English", nil},
		{"number became text", `z {1,number}`, `z {1}`, "a", "has {1} where English has {1,number}", nil},
		{"placeholder lost", `"Weź {0} z {1,number}"`, `"Weź z {1,number}"`, "a", "lacks {0}", nil},
		{"placeholder added", `"Weź {0} z {1,number}"`, `"Weź {0} z {1,number} {2}"`, "a", "has {2}", nil},
		{"plural category missing", `"few": "{0,number} muszle", `, ``, "b", "CLDR categories", nil},
		{"plural category extra", `"one": "{0,number} muszla",`, `"one": "{0,number} muszla", "two": "{0,number} muszle",`, "b", "CLDR categories", nil},
		{"plural became plain", `"b": {"one": "{0,number} muszla", "few": "{0,number} muszle", "many": "{0,number} muszli", "other": "{0,number} muszli"}`, `"b": "{0,number} muszli"`, "b", "plain in one", nil},
		{"stray brace", `"Rozpocznij grę"`, `"Rozpocznij {grę}"`, "c", "opens no placeholder", nil},
		{"closing brace", `"Rozpocznij grę"`, `"Rozpocznij grę}"`, "c", "closes no placeholder", nil},
		{"left in English", `"Rozpocznij grę"`, `"Start the game"`, "c", "same as English", nil},
		{"proper name not on the list", `"d": "Bora Bora"`, `"d": "Bora Bora"`, "d", "same as English", []string{}},
		{"empty text", `"Rozpocznij grę"`, `" "`, "c", "empty", nil},
		{"form without an argument", `"{1}: zostały {0,number}"`, `"zostały {0,number}"`, "f", "form few lacks {1}", nil},
		{"count left out of a many form", `"many": "{1}: zostało {0,number}"`, `"many": "{1}: zostało wiele"`, "f", "form many lacks {0,number}", nil},
	}
	for _, c := range cases {
		if !strings.Contains(good, c.from) {
			t.Fatalf("%s: %q not in the good catalog", c.name, c.from)
		}
		same := []string{"d"}
		if c.same != nil {
			same = c.same
		}
		bad := mustParse(t, strings.Replace(good, c.from, c.to, 1))
		found := false
		for _, p := range checkCatalog("pl", en, bad, same) {
			if strings.HasPrefix(p, "pl: "+c.key+": ") && strings.Contains(p, c.says) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: not found; problems: %q", c.name, checkCatalog("pl", en, bad, same))
		}
	}
}

// Portuguese "one" takes 0 and 1, so its form must show the count.
func TestCheckCountInPortugueseOne(t *testing.T) {
	en := mustParse(t, `{"f": {"one": "one left", "other": "{0,number} left"}}`)
	pt := mustParse(t, `{"f": {"one": "resta uma", "many": "restam {0,number}", "other": "restam {0,number}"}}`)
	found := false
	for _, p := range checkCatalog("pt", en, pt, nil) {
		found = found || strings.Contains(p, "form one lacks {0,number}")
	}
	if !found {
		t.Errorf("pt one without the count passed: %q", checkCatalog("pt", en, pt, nil))
	}
}

func TestParseCatalogRejectsBadShapes(t *testing.T) {
	for _, s := range []string{
		`{"a": 3}`,
		`{"a": {"one": "x", "lots": "y"}}`,
		`{"a": {"one": 1}}`,
		`["a"]`,
		`{"a": "x"`,
	} {
		if _, err := parseCatalog([]byte(s)); err == nil {
			t.Errorf("%s parsed", s)
		}
	}
}
