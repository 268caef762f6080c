package i18n

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// sameAsEnglish is the reviewed list of messages whose text may stay as in
// English: proper names and words every language here writes the same. "*"
// applies to every language. A text with no letter outside its placeholders
// ("{0}", "{0,number}.") never needs to be listed.
func sameAsEnglish() map[string][]string {
	return map[string][]string{
		"*":  {"app.title", "banner.dismiss"},
		"pt": {"menu.more"},
		"pl": {"menu.more"},
		"es": {},
		"it": {"log.head", "coach.luckround", "menu.more"}, // "round" and "menu" are the Italian words too (glossary)
	}
}

// Check reads every embedded catalog and returns what is wrong, one line per
// problem ("pl: res.shells: ..."), sorted; nil when all is well. It checks
// that each catalog parses; has every key of the English one and no other;
// keeps each message plain or plural as in English; gives each plural
// message exactly its language's CLDR categories; uses the same placeholders
// of the same kinds as English, with no stray brace, and in a plural message
// every one in every form (the count {0} may be left out of a form that only
// one number takes, such as Polish "one"); and changes every text from the
// English one unless the reviewed list allows it.
func Check() []string {
	en, err := loadCatalog(English)
	var problems []string
	if err != nil {
		problems = append(problems, fmt.Sprintf("en: %v", err))
	}
	problems = append(problems, checkCatalog(English, en, en, nil)...)
	allowed := sameAsEnglish()
	for _, lang := range Languages() {
		if lang == English {
			continue
		}
		c, err := loadCatalog(lang)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", lang, err))
		}
		problems = append(problems, checkCatalog(lang, en, c, append(allowed["*"], allowed[lang]...))...)
	}
	sort.Strings(problems)
	return problems
}

// checkCatalog checks c, the catalog of lang, against en (itself for English).
func checkCatalog(lang string, en, c catalog, same []string) []string {
	var problems []string
	bad := func(key, format string, args ...any) {
		problems = append(problems, lang+": "+key+": "+fmt.Sprintf(format, args...))
	}
	cats := localeOf(lang).categories
	for key, m := range c {
		if _, ok := en[key]; !ok {
			bad(key, "not in the English catalog")
			continue
		}
		if m.forms != nil {
			var have []Category
			for cat, s := range m.forms {
				if s != "" {
					have = append(have, Category(cat))
				}
			}
			if !slices.Equal(have, cats) {
				bad(key, "plural forms %v, the language's CLDR categories are %v", have, cats)
			}
		}
		for _, s := range m.texts() {
			if stray := strayBrace(s); stray != "" {
				bad(key, "%s in %q", stray, s)
			}
			if strings.TrimSpace(s) == "" {
				bad(key, "empty text")
			}
		}
	}
	for key, e := range en {
		m, ok := c[key]
		if !ok {
			bad(key, "missing")
			continue
		}
		if (e.forms == nil) != (m.forms == nil) {
			bad(key, "plain in one catalog, plural in the other")
			continue
		}
		want := placeholdersOf(e.texts())
		got := placeholdersOf(m.texts())
		for idx, k := range want {
			if gk, ok := got[idx]; !ok {
				bad(key, "lacks %s", k)
			} else if gk != k {
				bad(key, "has %s where English has %s", gk, k)
			}
		}
		for idx, k := range got {
			if _, ok := want[idx]; !ok {
				bad(key, "has %s, which English does not", k)
			}
		}
		if m.forms != nil {
			for cat, s := range m.forms {
				if s == "" {
					continue
				}
				in := placeholdersOf([]string{s})
				for idx, k := range got {
					if _, ok := in[idx]; !ok && !(idx == 0 && singleNumber(lang, Category(cat))) {
						bad(key, "form %s lacks %s", Category(cat), k)
					}
				}
			}
		}
		if lang != English && !slices.Contains(same, key) {
			for _, s := range m.texts() {
				if hasWords(s) && slices.Contains(e.texts(), s) {
					bad(key, "same as English: %q", s)
					break
				}
			}
		}
	}
	return problems
}

// texts are a message's text or its plural forms.
func (m message) texts() []string {
	if m.forms == nil {
		return []string{m.text}
	}
	out := make([]string, 0, len(m.forms))
	for _, s := range m.forms {
		if s != "" {
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

// placeholdersOf maps each placeholder index used in texts to how it is
// written ("{0}" or "{0,number}"); an index used in both kinds maps to both.
func placeholdersOf(texts []string) map[int]string {
	out := map[int]string{}
	for _, s := range texts {
		for i := 0; i < len(s); i++ {
			if s[i] != '{' {
				continue
			}
			p, size := scanPlaceholder(s[i:])
			if size == 0 {
				continue
			}
			k := fmt.Sprintf("{%d}", p.index)
			if p.number {
				k = fmt.Sprintf("{%d,number}", p.index)
			}
			if prev, ok := out[p.index]; ok && prev != k {
				k = prev + " and " + k
			}
			out[p.index] = k
			i += size - 1
		}
	}
	return out
}

// strayBrace names a '{' that opens no placeholder or a '}' that closes none.
func strayBrace(s string) string {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{':
			_, size := scanPlaceholder(s[i:])
			if size == 0 {
				return fmt.Sprintf("a '{' that opens no placeholder at byte %d", i)
			}
			i += size - 1
		case '}':
			return fmt.Sprintf("a '}' that closes no placeholder at byte %d", i)
		}
	}
	return ""
}

// singleNumber reports whether the plural category cat of lang holds just one
// integer (Polish, English, Italian "one" hold 1; Portuguese "one" holds 0
// and 1), so that its form may write the number out in words.
func singleNumber(lang string, cat Category) bool {
	loc := localeOf(lang)
	count := 0
	for n := 0; n <= 1000; n++ {
		if loc.plural(intOperands(n)) == cat {
			count++
		}
	}
	return count == 1
}

// hasWords reports whether s has a letter outside its placeholders.
func hasWords(s string) bool {
	var rest strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '{' {
			if _, size := scanPlaceholder(s[i:]); size > 0 {
				i += size - 1
				continue
			}
		}
		rest.WriteByte(s[i])
	}
	return strings.ContainsFunc(rest.String(), unicode.IsLetter)
}
