package i18n

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
)

// parseCatalogJSON is parseCatalog as it was written with encoding/json, before the browser
// build left encoding/json out: the reference that parseCatalog and the quick parser are held to.
func parseCatalogJSON(data []byte) (catalog, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, err
	}
	c := make(catalog, len(raw))
	var first error
	fail := func(err error) {
		if first == nil {
			first = err
		}
	}
	for key, v := range raw {
		switch {
		case len(v) > 0 && v[0] == '"':
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				fail(fmt.Errorf("%s: %w", key, err))
				continue
			}
			c[key] = message{text: s}
		case len(v) > 0 && v[0] == '{':
			var m map[string]string
			if err := json.Unmarshal(v, &m); err != nil {
				fail(fmt.Errorf("%s: a plural message maps categories to texts: %w", key, err))
				continue
			}
			forms := make([]string, len(categoryNames))
			for name, s := range m {
				cat, ok := categoryOf(name)
				if !ok {
					fail(fmt.Errorf("%s: %q is no plural category (zero, one, two, few, many, other)", key, name))
					continue
				}
				forms[cat] = s
			}
			c[key] = message{forms: forms}
		default:
			fail(fmt.Errorf("%s: a value is a text or an object of plural forms", key))
		}
	}
	return c, first
}

var catalogTexts = []string{
	`{"a": "x", "b": {"one": "1", "other": "2"}}`, `{}`, `null`, `[]`, `"a"`, `3`, ``, `{"a": "x",}`,
	`{"a": 1, "b": "y"}`, `{"a": "\ud800"}`, `{"a": "\ud800\u0041"}`, "{\"a\": \"\xff\"}", `{"a": null}`,
	`{"a": {"several": "x", "one": "y"}}`, `{"a": {"one": null, "other": "z"}}`, `{"a": {"one": 1}}`,
	`{"a": {"one": "x", "one": ["y"]}}`, `{"a": {"one": {}}}`, `{"a": "x", "a": {"few": "f"}}`,
	`{"a": ["x"], "a": "y"}`, `{"a": "x"} {}`, " {\"a\":\"\\u00e9\\n\"}\n", `{"a": true}`, `{"a": {}}`,
}

// parseCatalog reads every text as the encoding/json version does: the same catalog, and an
// error for the same texts.
func TestParseCatalogReadsAsEncodingJSON(t *testing.T) {
	for _, text := range catalogTexts {
		checkParseCatalog(t, text)
	}
}

func checkParseCatalog(t *testing.T, text string) {
	t.Helper()
	got, err := parseCatalog([]byte(text))
	want, errWant := parseCatalogJSON([]byte(text))
	if (err == nil) != (errWant == nil) || !reflect.DeepEqual(got, want) {
		t.Fatalf("%q: %#v, %v; encoding/json %#v, %v", text, got, err, want, errWant)
	}
}

func FuzzParseCatalog(f *testing.F) {
	for _, text := range catalogTexts {
		f.Add(text)
	}
	f.Add(catalogFile(English)[:3000] + `"}`)
	f.Fuzz(checkParseCatalog)
}
