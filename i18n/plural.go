package i18n

// Category is a CLDR plural category. A language uses some of them: English
// one and other; Polish one, few, many and other; Portuguese, Spanish and
// Italian one, many (a million and more, in exact millions) and other.
type Category uint8

// The categories in CLDR's order.
const (
	Zero Category = iota
	One
	Two
	Few
	Many
	Other
)

var categoryNames = [...]string{"zero", "one", "two", "few", "many", "other"}

// String is the category's name in CLDR and in the catalogs ("one", "few", ...).
func (c Category) String() string {
	if int(c) < len(categoryNames) {
		return categoryNames[c]
	}
	return "?"
}

// categoryOf is the Category named s in a catalog.
func categoryOf(s string) (Category, bool) {
	for i, n := range categoryNames {
		if n == s {
			return Category(i), true
		}
	}
	return 0, false
}

// operands are CLDR's plural operands of a number written in decimal: i the
// integer digits, v and w the counts of fraction digits with and without
// trailing zeros, f and t those fraction digits as a number (with and without
// trailing zeros), e the exponent of a compact form such as "1.2c6". The
// number is taken without its sign.
type operands struct{ i, v, w, f, t, e int64 }

func intOperands(n int) operands {
	i := int64(n)
	if i < 0 {
		i = -i
	}
	return operands{i: i}
}

// locale is one language's CLDR data (cldr_gen.go).
type locale struct {
	code, cldr, name                      string
	plural                                func(operands) Category
	categories                            []Category
	group, minus                          string
	minGroup, primary, secondary          int
	list2, listStart, listMiddle, listEnd string
}

func localeOf(lang string) *locale {
	for i := range locales {
		if locales[i].code == lang {
			return &locales[i]
		}
	}
	return &locales[0]
}

// PluralCategory is the CLDR cardinal plural category of the integer n in
// lang (English for a language the game does not have).
func PluralCategory(lang string, n int) Category {
	return localeOf(lang).plural(intOperands(n))
}

// Categories lists the plural categories lang uses, in CLDR's order: exactly
// the forms each plural message of its catalog has.
func Categories(lang string) []Category {
	return append([]Category(nil), localeOf(lang).categories...)
}
