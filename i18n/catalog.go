package i18n

import (
	_ "embed"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"borabora/internal/jsonlite"
)

// The English catalog is embedded as a string (an embed.FS would bring io/fs along). The other
// languages are embedded in native builds (tests, tools, the site generator: catalog_native.go);
// the browser build leaves them out of app.wasm and loads the one it needs from the site
// (web/i18n/<lang>.json, which Generate writes and the service worker keeps for offline play)
// into Register.
//
//go:embed locales/en.json
var enJSON string

// CatalogPath is where the site serves lang's catalog, under the app's root.
func CatalogPath(lang string) string { return "/web/i18n/" + lang + ".json" }

// catalogFile is the JSON text of lang's catalog built into this program ("" when it is not).
func catalogFile(lang string) string {
	if lang == English {
		return enJSON
	}
	return builtIn(lang)
}

// MissingOpen and MissingClose bracket what a Localizer shows for a key its
// catalog lacks (⟦key⟧), an argument a message asks for but was not given
// (⟦{2}⟧) or a message used the wrong way (a plural message through T): the
// browser tests look for MissingOpen on every page.
const (
	MissingOpen  = "⟦"
	MissingClose = "⟧"
)

// message is one entry of a catalog: a text, or for a plural message one
// text per plural category (forms[cat], "" where the catalog has none).
type message struct {
	text  string
	forms []string
}

type catalog map[string]message

// parseCatalog reads one catalog file as encoding/json would read it into a map of raw values
// (the last of duplicate keys wins), each a text or an object of plural forms (map[string]string:
// null is an empty form); on an error it returns the first, with what it could read. It reads
// what the quick parser leaves (fastparse.go) through internal/jsonlite, so that the browser
// build links no encoding/json; parseCatalogJSON (catalog_test.go) is the same with encoding/json,
// and FuzzParseCatalog holds the two together.
func parseCatalog(data []byte) (catalog, error) {
	doc, err := jsonlite.Parse(string(data))
	if err != nil {
		return nil, err
	}
	switch doc.Kind {
	case jsonlite.Null:
		return catalog{}, nil
	case jsonlite.Object:
	default:
		return nil, errors.New("a catalog is a JSON object")
	}
	raw := make(map[string]jsonlite.Value, len(doc.Members))
	for _, m := range doc.Members {
		raw[m.Key] = m.Value
	}
	c := make(catalog, len(raw))
	var first error
	fail := func(err error) {
		if first == nil {
			first = err
		}
	}
	for key, v := range raw {
		switch v.Kind {
		case jsonlite.String:
			c[key] = message{text: v.Text}
		case jsonlite.Object:
			m := make(map[string]string, len(v.Members))
			ok := true
			for _, f := range v.Members {
				switch f.Value.Kind {
				case jsonlite.String, jsonlite.Null:
					m[f.Key] = f.Value.Text
				default:
					ok = false
				}
			}
			if !ok {
				fail(fmt.Errorf("%s: a plural message maps categories to texts", key))
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

var (
	catalogsMu sync.Mutex
	catalogs   = map[string]catalog{}
	parseErrs  = map[string]error{}
)

// loadCatalog parses lang's built-in or registered catalog once. A catalog that does not parse
// (Check reports it) gives what it could read, or nothing; a language with no catalog here yet
// gives nil and is not remembered, so that Register can bring it later.
func loadCatalog(lang string) (catalog, error) {
	catalogsMu.Lock()
	defer catalogsMu.Unlock()
	if c, ok := catalogs[lang]; ok {
		return c, parseErrs[lang]
	}
	text := catalogFile(lang)
	if text == "" {
		return nil, fmt.Errorf("i18n: no catalog for %q is loaded", lang)
	}
	c, ok := parseCatalogQuick(text)
	var err error
	if !ok {
		c, err = parseCatalog([]byte(text))
	}
	if c == nil {
		c = catalog{}
	}
	catalogs[lang], parseErrs[lang] = c, err
	return c, err
}

// Loaded reports whether lang's catalog is in this program (built in or registered), so that
// New(lang) speaks it.
func Loaded(lang string) bool {
	if !Supported(lang) {
		return false
	}
	c, err := loadCatalog(lang)
	return c != nil && err == nil
}

// Register gives lang the catalog text, a JSON file as in i18n/locales, loaded from the site.
// A text that does not parse, or that lacks a key of the English catalog, is refused with the
// reason, and lang stays as it was. A language already loaded keeps its catalog.
func Register(lang, text string) error {
	if !Supported(lang) {
		return fmt.Errorf("i18n: %q is not one of the game's languages", lang)
	}
	if Loaded(lang) {
		return nil
	}
	c, ok := parseCatalogQuick(text)
	var err error
	if !ok {
		c, err = parseCatalog([]byte(text))
	}
	if err != nil {
		return fmt.Errorf("i18n: catalog %s: %w", lang, err)
	}
	en, _ := loadCatalog(English)
	for key := range en {
		if _, ok := c[key]; !ok {
			return fmt.Errorf("i18n: catalog %s lacks %s (a catalog of another version of the game?)", lang, key)
		}
	}
	catalogsMu.Lock()
	defer catalogsMu.Unlock()
	catalogs[lang], parseErrs[lang] = c, nil
	return nil
}

// A Localizer speaks one language: its texts, plural rules, numbers and lists.
type Localizer struct {
	loc *locale
	cat catalog
}

// New gives the Localizer of lang, one of Languages(); any other code gives English.
func New(lang string) *Localizer {
	loc := localeOf(lang)
	c, _ := loadCatalog(loc.code)
	return &Localizer{loc: loc, cat: c}
}

// Lang is the Localizer's language code.
func (l *Localizer) Lang() string { return l.loc.code }

// Has reports whether the catalog has key.
func (l *Localizer) Has(key string) bool {
	_, ok := l.cat[key]
	return ok
}

// T is the message key with its placeholders filled from args ({0} is
// args[0]). A key the catalog lacks gives ⟦key⟧, and so does a plural
// message, which needs N.
func (l *Localizer) T(key string, args ...any) string {
	m, ok := l.cat[key]
	if !ok || m.forms != nil {
		return MissingOpen + key + MissingClose
	}
	return l.format(m.text, args)
}

// N is the plural message key in the form the language uses for the count n,
// with n as {0} and args as {1}, {2}, ...; a form the catalog lacks falls
// back to its "other" form. A missing or plain (non-plural) message gives ⟦key⟧.
func (l *Localizer) N(key string, n int, args ...any) string {
	m, ok := l.cat[key]
	if !ok || m.forms == nil {
		return MissingOpen + key + MissingClose
	}
	s := m.forms[l.loc.plural(intOperands(n))]
	if s == "" {
		if s = m.forms[Other]; s == "" {
			return MissingOpen + key + MissingClose
		}
	}
	return l.format(s, append([]any{n}, args...))
}

// Plural is the CLDR plural category of n in the Localizer's language.
func (l *Localizer) Plural(n int) Category { return l.loc.plural(intOperands(n)) }

// Int formats n with the language's minus sign and digit grouping.
func (l *Localizer) Int(n int) string { return l.loc.formatInt(int64(n)) }

// List joins items as the language lists things: "A, B and C", "A, B e C",
// "A, B i C", "A, B y C" ("A e Inés" in Spanish).
func (l *Localizer) List(items []string) string { return l.loc.joinList(items) }

// placeholder is one {n} or {n,number} of a text.
type placeholder struct {
	index  int
	number bool
}

// scanPlaceholder reads the placeholder at s[0] == '{'; size is 0 when s does
// not start with one.
func scanPlaceholder(s string) (p placeholder, size int) {
	end := strings.IndexByte(s, '}')
	if end < 0 {
		return p, 0
	}
	body := s[1:end]
	idx, kind, hasKind := strings.Cut(body, ",")
	n, err := strconv.Atoi(strings.TrimSpace(idx))
	if err != nil || n < 0 || n > 99 || strings.TrimSpace(idx) != idx {
		return p, 0
	}
	if hasKind {
		if strings.TrimSpace(kind) != "number" {
			return p, 0
		}
		p.number = true
	}
	p.index = n
	return p, end + 1
}

// format fills the placeholders of s.
func (l *Localizer) format(s string, args []any) string {
	if strings.IndexByte(s, '{') < 0 {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		s = s[i:]
		p, size := scanPlaceholder(s)
		if size == 0 {
			b.WriteByte('{')
			s = s[1:]
			continue
		}
		b.WriteString(l.arg(p, args, s[:size]))
		s = s[size:]
	}
}

// arg renders one argument: text as it is, a number by the language's rules.
func (l *Localizer) arg(p placeholder, args []any, raw string) string {
	if p.index >= len(args) {
		return MissingOpen + raw + MissingClose
	}
	v := args[p.index]
	if p.number {
		rv := reflect.ValueOf(v)
		switch rv.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			return l.loc.formatInt(rv.Int())
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			if u := rv.Uint(); u <= 1<<63-1 {
				return l.loc.formatInt(int64(u))
			}
		}
		return MissingOpen + raw + MissingClose
	}
	switch x := v.(type) {
	case string:
		return x
	case int:
		return strconv.Itoa(x)
	case fmt.Stringer:
		return x.String()
	case error:
		return x.Error()
	}
	return fmt.Sprint(v)
}
