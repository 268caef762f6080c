package i18n

import (
	"os"
	"path/filepath"
	"testing"
)

// useSamples makes New use the small sample catalogs of testdata/ (a few
// messages with every placeholder and plural shape, in each language) for the
// rest of the test, so that the tests of formatting and plurals do not depend
// on the wording of the shipped catalogs.
func useSamples(t *testing.T) {
	t.Helper()
	catalogsMu.Lock()
	saved, savedErrs := catalogs, parseErrs
	catalogs, parseErrs = map[string]catalog{}, map[string]error{}
	for _, lang := range Languages() {
		data, err := os.ReadFile(filepath.Join("testdata", lang+".json"))
		if err != nil {
			catalogsMu.Unlock()
			t.Fatal(err)
		}
		c, err := parseCatalog(data)
		if err != nil {
			catalogsMu.Unlock()
			t.Fatalf("testdata/%s.json: %v", lang, err)
		}
		catalogs[lang] = c
	}
	catalogsMu.Unlock()
	t.Cleanup(func() {
		catalogsMu.Lock()
		catalogs, parseErrs = saved, savedErrs
		catalogsMu.Unlock()
	})
}

// The samples themselves pass the checker, so they stay a fair model of a catalog.
func TestSamplesPassCheck(t *testing.T) {
	useSamples(t)
	for _, p := range Check() {
		t.Error(p)
	}
}
