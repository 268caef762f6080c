//go:build !js

package i18n

import _ "embed"

// The translated catalogs, built into native programs: the tests and checker read them, and the
// site generator writes them out for the browser build to load (Source).
var (
	//go:embed locales/pt.json
	ptJSON string
	//go:embed locales/pl.json
	plJSON string
	//go:embed locales/es.json
	esJSON string
	//go:embed locales/it.json
	itJSON string
)

// builtIn is the JSON text of a translated catalog (a variable so that tests can play the
// browser build, which has none).
var builtIn = func(lang string) string {
	switch lang {
	case "pt":
		return ptJSON
	case "pl":
		return plJSON
	case "es":
		return esJSON
	case "it":
		return itJSON
	}
	return ""
}

// Source is the JSON text of lang's catalog as the site serves it to the browser build.
func Source(lang string) string { return catalogFile(lang) }
