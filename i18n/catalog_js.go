//go:build js

package i18n

// builtIn: the browser build carries only the English catalog; the others come through Register.
func builtIn(lang string) string { return "" }
