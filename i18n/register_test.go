//go:build !js

package i18n

import (
	"strings"
	"testing"
)

// withoutBuiltIn makes lang's catalog absent, as in the browser build, for the rest of the test.
func withoutBuiltIn(t *testing.T, lang string) {
	t.Helper()
	was := builtIn
	builtIn = func(l string) string {
		if l == lang {
			return ""
		}
		return was(l)
	}
	forget := func() {
		catalogsMu.Lock()
		delete(catalogs, lang)
		delete(parseErrs, lang)
		catalogsMu.Unlock()
	}
	forget()
	t.Cleanup(func() {
		builtIn = was
		forget()
	})
}

// TestRegisterBringsALanguageTheBuildLacks: a language whose catalog is not built in speaks
// nothing until Register gives it a complete catalog; a damaged or incomplete one is refused
// with the reason and changes nothing.
func TestRegisterBringsALanguageTheBuildLacks(t *testing.T) {
	text := Source("pl")
	if text == "" {
		t.Fatal("no Polish catalog to serve")
	}
	withoutBuiltIn(t, "pl")
	if Loaded("pl") {
		t.Fatal("Polish is loaded without its catalog")
	}
	if got := New("pl").T("setup.new"); !strings.HasPrefix(got, MissingOpen) {
		t.Errorf("without its catalog Polish says %q, want the missing-key marker", got)
	}
	if !Loaded(English) {
		t.Error("English is not loaded")
	}
	if err := Register("pl", `{"setup.new": "Nowa gra"`); err == nil {
		t.Error("a catalog cut short was taken")
	}
	if err := Register("pl", `{"setup.new": "Nowa gra"}`); err == nil || !strings.Contains(err.Error(), "lacks") {
		t.Errorf("a catalog without most keys: err %v, want it refused for a missing key", err)
	}
	if err := Register("xx", text); err == nil {
		t.Error("a language the game does not have was taken")
	}
	if Loaded("pl") {
		t.Fatal("a refused catalog loaded Polish")
	}
	if err := Register("pl", text); err != nil {
		t.Fatalf("the served Polish catalog was refused: %v", err)
	}
	if !Loaded("pl") {
		t.Fatal("Polish is not loaded after Register")
	}
	l := New("pl")
	if got, en := l.T("setup.new"), New(English).T("setup.new"); got == en || strings.HasPrefix(got, MissingOpen) {
		t.Errorf("Polish after Register says %q (English %q)", got, en)
	}
	if got := l.N("res.shells", 5); !strings.Contains(got, "muszli") {
		t.Errorf("Polish plural for 5 shells is %q, want the many form (muszli)", got)
	}
}
