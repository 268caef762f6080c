package i18n

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// formatInt writes n with the locale's minus sign and digit grouping. CLDR's
// minimumGroupingDigits says how many digits the highest group needs before
// any separator shows: with 2 (Polish, Spanish, Italian) 1000 stays "1000"
// while 10000 becomes "10 000" / "10.000".
func (l *locale) formatInt(n int64) string {
	digits := strconv.FormatInt(n, 10)
	neg := n < 0
	if neg {
		digits = digits[1:]
	}
	if l.primary > 0 && len(digits) >= l.primary+l.minGroup {
		var parts []string
		rest := digits
		size := l.primary
		for len(rest) > size {
			parts = append(parts, rest[len(rest)-size:])
			rest = rest[:len(rest)-size]
			size = l.secondary
		}
		parts = append(parts, rest)
		for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
			parts[i], parts[j] = parts[j], parts[i]
		}
		digits = strings.Join(parts, l.group)
	}
	if neg {
		return l.minus + digits
	}
	return digits
}

// joinList joins items with the locale's standard ("and") list pattern:
// CLDR's "2" pattern for two items; for more, "start" after the first,
// "middle" between the others and "end" before the last.
func (l *locale) joinList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	case 2:
		return items[0] + l.and(l.list2, items[1]) + items[1]
	}
	var b strings.Builder
	last := len(items) - 1
	for i, it := range items {
		switch {
		case i == 1:
			b.WriteString(l.listStart)
		case i == last:
			b.WriteString(l.and(l.listEnd, it))
		case i > 1:
			b.WriteString(l.listMiddle)
		}
		b.WriteString(it)
	}
	return b.String()
}

// and is the separator before the last item. In Spanish "y" becomes "e"
// before a word that starts with the sound i ("Ana e Inés", "e hijos") but
// not before a diphthong ("agua y hielo"), as ICU's list formatter does (its
// rule, extended to a written accent: "e Ítalo"). Marks before the word, such
// as the bidi isolates around a player's name, are skipped.
func (l *locale) and(sep, next string) string {
	if l.code != "es" || sep != " y " {
		return sep
	}
	w := strings.ToLower(strings.TrimLeftFunc(next, func(r rune) bool { return !unicode.IsLetter(r) }))
	hasH := strings.HasPrefix(w, "h")
	w = strings.TrimPrefix(w, "h")
	r, size := utf8.DecodeRuneInString(w)
	if r != 'i' && r != 'í' {
		return sep
	}
	if a, _ := utf8.DecodeRuneInString(w[size:]); hasH && (a == 'a' || a == 'e' || a == 'á' || a == 'é') {
		return sep
	}
	return " e "
}
