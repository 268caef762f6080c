package components

import (
	"fmt"
	"strings"
)

// All user-visible text comes from a catalog: one map per language, keyed by a stable message
// key. Arguments use fmt verbs; a translation may reorder them with explicit indexes (%[2]s).
// Player names and pasted text are always passed as arguments and rendered as text nodes or
// attributes, never as markup.

var catalogs = map[string]map[string]string{"en": catalogEN}

var lang = "en"

// SetLanguage selects the catalog for T; unknown languages keep the current one.
func SetLanguage(l string) bool {
	if _, ok := catalogs[l]; ok {
		lang = l
		return true
	}
	return false
}

// T returns the message for key in the current language, formatted with args. A key missing
// from the catalog renders as ⟦key⟧ so that tests can find it.
func T(key string, args ...any) string {
	s, ok := catalogs[lang][key]
	if !ok {
		if s, ok = catalogEN[key]; !ok {
			return "⟦" + key + "⟧"
		}
	}
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}

// plural picks key+".one" or key+".many" by n and formats with n first.
func plural(key string, n int, args ...any) string {
	k := key + ".many"
	if n == 1 {
		k = key + ".one"
	}
	return T(k, append([]any{n}, args...)...)
}

func joinList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], T("list.sep")) + T("list.and") + items[len(items)-1]
}

// hasMessage reports whether the catalog has key.
func hasMessage(key string) bool {
	if _, ok := catalogs[lang][key]; ok {
		return true
	}
	_, ok := catalogEN[key]
	return ok
}
