package i18n

import (
	"strconv"
	"strings"
	"testing"
)

// parseOperands computes CLDR's plural operands of a number as CLDR's samples
// write it: "12", "1.50", "1c6" (1000000 in compact form, exponent 6),
// "1.0000001c6" (1000000.1).
func parseOperands(t *testing.T, s string) operands {
	t.Helper()
	var o operands
	mant, exp, hasExp := strings.Cut(s, "c")
	if hasExp {
		e, err := strconv.Atoi(exp)
		if err != nil {
			t.Fatalf("sample %q: %v", s, err)
		}
		o.e = int64(e)
		// Move the decimal point e places to the right.
		ip, fp, _ := strings.Cut(mant, ".")
		for range e {
			if fp != "" {
				ip, fp = ip+fp[:1], fp[1:]
			} else {
				ip += "0"
			}
		}
		mant = ip
		if fp != "" {
			mant += "." + fp
		}
	}
	ip, fp, _ := strings.Cut(mant, ".")
	i, err := strconv.ParseInt(ip, 10, 64)
	if err != nil {
		t.Fatalf("sample %q: %v", s, err)
	}
	o.i = i
	o.v = int64(len(fp))
	if fp != "" {
		if o.f, err = strconv.ParseInt(fp, 10, 64); err != nil {
			t.Fatalf("sample %q: %v", s, err)
		}
	}
	tr := strings.TrimRight(fp, "0")
	o.w = int64(len(tr))
	if tr != "" {
		o.t, _ = strconv.ParseInt(tr, 10, 64)
	}
	return o
}

func TestParseOperands(t *testing.T) {
	for s, want := range map[string]operands{
		"1":           {i: 1},
		"1.50":        {i: 1, v: 2, w: 1, f: 50, t: 5},
		"0.0":         {v: 1},
		"1c6":         {i: 1000000, e: 6},
		"1.1c6":       {i: 1100000, e: 6},
		"1.0000001c6": {i: 1000000, v: 1, w: 1, f: 1, t: 1, e: 6},
	} {
		if got := parseOperands(t, s); got != want {
			t.Errorf("operands of %s = %+v, want %+v", s, got, want)
		}
	}
}

// The compiled rules give every CLDR sample, integer and decimal, the
// category CLDR lists it under.
func TestPluralRulesMatchCLDRSamples(t *testing.T) {
	seen := map[string]int{}
	for _, s := range cldrSamples {
		loc := localeOf(s.lang)
		if loc.code != s.lang {
			t.Fatalf("no locale %s", s.lang)
		}
		for _, x := range append(append([]string(nil), s.integers...), s.decimals...) {
			seen[s.lang]++
			if got := loc.plural(parseOperands(t, x)); got != s.cat {
				t.Errorf("%s: %s is %v, CLDR says %v", s.lang, x, got, s.cat)
			}
		}
	}
	for _, l := range Languages() {
		if seen[l] < 10 {
			t.Errorf("%s: only %d samples checked", l, seen[l])
		}
	}
}

func TestPluralCategoryOfIntegers(t *testing.T) {
	cases := []struct {
		lang string
		n    int
		want Category
	}{
		{"en", 0, Other}, {"en", 1, One}, {"en", 2, Other}, {"en", -1, One},
		{"pl", 1, One}, {"pl", 2, Few}, {"pl", 4, Few}, {"pl", 5, Many}, {"pl", 0, Many},
		{"pl", 12, Many}, {"pl", 14, Many}, {"pl", 21, Many}, {"pl", 22, Few}, {"pl", 25, Many},
		{"pl", 102, Few}, {"pl", 112, Many}, {"pl", 1001, Many},
		{"pt", 0, One}, {"pt", 1, One}, {"pt", 2, Other}, {"pt", 1000000, Many},
		{"pt", 3000000, Many}, {"pt", 1000001, Other}, {"pt", 1500000, Other},
		{"es", 0, Other}, {"es", 1, One}, {"es", 2000000, Many}, {"es", 999999, Other},
		{"it", 0, Other}, {"it", 1, One}, {"it", 1000000, Many}, {"it", 10, Other},
		{"xx", 1, One}, // unknown language: English
	}
	for _, c := range cases {
		if got := PluralCategory(c.lang, c.n); got != c.want {
			t.Errorf("PluralCategory(%s, %d) = %v, want %v", c.lang, c.n, got, c.want)
		}
	}
}

func TestCategories(t *testing.T) {
	want := map[string]string{
		"en": "[one other]",
		"pt": "[one many other]",
		"pl": "[one few many other]",
		"es": "[one many other]",
		"it": "[one many other]",
	}
	for lang, w := range want {
		cs := Categories(lang)
		names := make([]string, len(cs))
		for i, c := range cs {
			names[i] = c.String()
		}
		if got := "[" + strings.Join(names, " ") + "]"; got != w {
			t.Errorf("Categories(%s) = %s, want %s", lang, got, w)
		}
	}
	if CLDRVersion == "" {
		t.Error("no CLDR version recorded")
	}
}
