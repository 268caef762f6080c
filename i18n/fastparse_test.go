package i18n

import (
	"reflect"
	"testing"
)

// Every catalog of the game is read by the quick parser, into what encoding/json reads.
func TestParseCatalogQuickReadsEveryCatalog(t *testing.T) {
	for _, lang := range []string{English, "pt", "pl", "es", "it"} {
		text := catalogFile(lang)
		if text == "" {
			t.Fatalf("no catalog for %s", lang)
		}
		quick, ok := parseCatalogQuick(text)
		if !ok {
			t.Fatalf("%s: the quick parser left the catalog to encoding/json", lang)
		}
		slow, err := parseCatalogJSON([]byte(text))
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		if !reflect.DeepEqual(quick, slow) {
			t.Fatalf("%s: the quick parser read another catalog than encoding/json", lang)
		}
	}
}

// What the quick parser does not read the usual way is left to parseCatalog, which reads it
// (escapes, white space) or says what is wrong.
func TestParseCatalogQuickLeavesTheRestToJSON(t *testing.T) {
	for _, text := range []string{
		`{"a": "x",}`,             // a trailing comma
		`{"a": 1}`,                // a number
		`{"a": "\ud800"}`,         // half of a surrogate pair
		`{"a": "\ud800\u0041"}`,   // a half and a letter
		"{\"a\": \"\xff\"}",       // not UTF-8
		"{\"a\": \"x\ty\"}",       // a control character
		`{"a": {"several": "x"}}`, // no plural category
		`{"a": "\x"}`,             // no such escape
		`{"a": "x"} {}`,           // more after the object
		`{"a": "x"`,               // cut short
		`{"a": "\u12"}`,           // a short \u
		`["a"]`,                   // no object
	} {
		if _, ok := parseCatalogQuick(text); ok {
			t.Errorf("%q: the quick parser read it", text)
		}
	}
	c, ok := parseCatalogQuick(" {\n \"a\" : \"\\u00e9\\n\\\"\\/\\ud83c\\udf34\" ,\"b\":{\"one\":\"x\",\"other\":\"y\"},\"a\":\"z\"}\n")
	if !ok {
		t.Fatal("the quick parser left a plain catalog with escapes to parseCatalog")
	}
	if c["a"].text != "z" || c["b"].forms[Other] != "y" || c["b"].forms[One] != "x" {
		t.Fatalf("read %#v", c)
	}
	c, _ = parseCatalogQuick("{\"a\": \"\\u00e9\\n\\\"\\/\\ud83c\\udf34\"}")
	if c["a"].text != "é\n\"/🌴" {
		t.Fatalf("escapes read as %q", c["a"].text)
	}
}

// Whatever the quick parser reads, encoding/json reads the same way.
func FuzzParseCatalogQuick(f *testing.F) {
	f.Add(`{"a": "x", "b": {"one": "1", "other": "2"}}`)
	f.Add(`{"a": "\u00e9\n\"\\\/\ud83c\udf34"}`)
	f.Add(`{}`)
	f.Add(catalogFile(English)[:2000] + `"}`)
	f.Fuzz(func(t *testing.T, text string) {
		quick, ok := parseCatalogQuick(text)
		if !ok {
			return
		}
		slow, err := parseCatalogJSON([]byte(text))
		if err != nil {
			t.Fatalf("the quick parser read %q, encoding/json refused it: %v", text, err)
		}
		if !reflect.DeepEqual(quick, slow) {
			t.Fatalf("%q: quick %#v, encoding/json %#v", text, quick, slow)
		}
	})
}

// go test ./i18n -run X -bench ParseCatalog: the English catalog, the quick way, through
// internal/jsonlite (what the quick parser leaves) and through encoding/json.
func BenchmarkParseCatalog(b *testing.B) {
	text := catalogFile(English)
	b.Run("quick", func(b *testing.B) {
		for b.Loop() {
			if _, ok := parseCatalogQuick(text); !ok {
				b.Fatal("not read")
			}
		}
	})
	b.Run("jsonlite", func(b *testing.B) {
		for b.Loop() {
			if _, err := parseCatalog([]byte(text)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("json", func(b *testing.B) {
		for b.Loop() {
			if _, err := parseCatalogJSON([]byte(text)); err != nil {
				b.Fatal(err)
			}
		}
	})
}
