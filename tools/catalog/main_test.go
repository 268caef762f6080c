//go:build !wasm

package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

func TestPlaceholders(t *testing.T) {
	for in, want := range map[string]string{
		"Take back: %[2]s":     "Take back: {1}",
		"%s: %d":               "{0}: {1,number}",
		"%d/%d":                "{0,number}/{1,number}",
		"%[2]s, %[1]d and %s":  "{1}, {0,number} and {1}",
		"100%% sure, %v":       "100% sure, {0}",
		"no verbs":             "no verbs",
		"%s's turn — %[3]d VP": "{0}'s turn — {2,number} VP",
	} {
		got, err := placeholders(in)
		if err != nil || got != want {
			t.Errorf("%q: %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"%x", "50%", "%[0]s", "%[2", "a {brace}", "%[1]"} {
		if got, err := placeholders(bad); err == nil {
			t.Errorf("%q converted to %q", bad, got)
		}
	}
}

func TestConvertPairsPluralsInOrder(t *testing.T) {
	src := `package components

var catalogEN = map[string]string{
	"a":        "Start",
	// a comment
	"n.one":    "%d shell",
	"b":        "Two " + "parts %s",
	"n.many":   "%d shells",
	"lone.one": "only one",
}
`
	entries, err := readCatalog("x.go", []byte(src), "catalogEN")
	if err != nil {
		t.Fatal(err)
	}
	msgs, err := convert(entries)
	if err != nil {
		t.Fatal(err)
	}
	got := string(encode(msgs))
	want := `{
  "a": "Start",
  "n": {"one": "{0,number} shell", "other": "{0,number} shells"},
  "b": "Two parts {0}",
  "lone.one": "only one"
}
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(got), &v); err != nil {
		t.Error(err)
	}
	dup := strings.Replace(src, `"b":`, `"a":`, 1)
	if e, err := readCatalog("x.go", []byte(dup), "catalogEN"); err == nil {
		t.Errorf("a key twice was read: %v", e)
	}
}

// The shipped English catalog is what the converter makes of components/catalog_en.go.
func TestEnglishCatalogIsConverted(t *testing.T) {
	src, err := os.ReadFile("../../components/catalog_en.go")
	if err != nil {
		t.Fatal(err)
	}
	entries, err := readCatalog("catalog_en.go", src, "catalogEN")
	if err != nil {
		t.Fatal(err)
	}
	msgs, err := convert(entries)
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile("../../i18n/locales/en.json")
	if err != nil {
		t.Fatal(err)
	}
	if string(have) != string(encode(msgs)) {
		t.Error("i18n/locales/en.json is not what components/catalog_en.go gives: run go run ./tools/catalog")
	}
}
