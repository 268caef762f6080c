//go:build !wasm

package main

import (
	"bytes"
	"fmt"
	"go/format"
	"io/fs"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// categoryNames are CLDR's plural categories in CLDR's order; the i18n
// package's Category constants follow it.
var categoryNames = []string{"zero", "one", "two", "few", "many", "other"}

type locale struct {
	code, cldr, name      string
	pluralFrom            string   // the CLDR locale whose plural rules apply
	categories            []string // in CLDR order
	conds                 map[string]string
	exprs                 map[string]string
	integers, decimals    map[string][]string
	decimal, group, minus string
	minGroup              int
	primary, secondary    int
	list2, start, middle  string
	end                   string
}

// packages are the npm packages read; all must be of one CLDR release.
var packages = []string{"cldr-core", "cldr-numbers-full", "cldr-misc-full", "cldr-localenames-full"}

func generate(fsys fs.FS) (src, tests []byte, err error) {
	version := ""
	for _, p := range packages {
		var pj struct{ Version string }
		if err := readJSON(fsys, p+"/package.json", &pj); err != nil {
			return nil, nil, err
		}
		if version != "" && pj.Version != version {
			return nil, nil, fmt.Errorf("%s is version %s, %s is %s: install one release", p, pj.Version, packages[0], version)
		}
		version = pj.Version
	}
	var plurals struct {
		Supplemental struct {
			Cardinal map[string]map[string]string `json:"plurals-type-cardinal"`
		}
	}
	if err := readJSON(fsys, "cldr-core/supplemental/plurals.json", &plurals); err != nil {
		return nil, nil, err
	}
	var locs []*locale
	for _, l := range languages {
		loc := &locale{code: l.code, cldr: l.cldr}
		if err := loc.readPlurals(plurals.Supplemental.Cardinal); err != nil {
			return nil, nil, err
		}
		if err := loc.readNumbers(fsys); err != nil {
			return nil, nil, err
		}
		if err := loc.readList(fsys); err != nil {
			return nil, nil, err
		}
		if err := loc.readName(fsys); err != nil {
			return nil, nil, err
		}
		locs = append(locs, loc)
	}
	src, err = writeSource(version, locs)
	if err != nil {
		return nil, nil, err
	}
	tests, err = writeTests(version, locs)
	return src, tests, err
}

func (l *locale) readPlurals(cardinal map[string]map[string]string) error {
	// Plural rules are given per language; a regional locale takes its language's.
	from := l.cldr
	rules, ok := cardinal[from]
	for !ok {
		i := strings.LastIndexByte(from, '-')
		if i < 0 {
			return fmt.Errorf("no plural rules for %s", l.cldr)
		}
		from = from[:i]
		rules, ok = cardinal[from]
	}
	l.pluralFrom = from
	l.conds, l.exprs = map[string]string{}, map[string]string{}
	l.integers, l.decimals = map[string][]string{}, map[string][]string{}
	for _, c := range categoryNames {
		rule, ok := rules["pluralRule-count-"+c]
		if !ok {
			continue
		}
		cond, ints, decs, err := splitRule(rule)
		if err != nil {
			return fmt.Errorf("%s %s: %w", from, c, err)
		}
		l.categories = append(l.categories, c)
		l.conds[c], l.integers[c], l.decimals[c] = cond, ints, decs
		if c == "other" {
			if cond != "" {
				return fmt.Errorf("%s: 'other' has a condition %q", from, cond)
			}
			continue
		}
		expr, err := compileRule(cond)
		if err != nil {
			return fmt.Errorf("%s %s: %w", from, c, err)
		}
		l.exprs[c] = expr
	}
	if len(rules) != len(l.categories) || len(l.categories) == 0 || l.categories[len(l.categories)-1] != "other" {
		return fmt.Errorf("%s: unexpected plural categories %v", from, rules)
	}
	return nil
}

func (l *locale) readNumbers(fsys fs.FS) error {
	var doc struct {
		Main map[string]struct {
			Numbers map[string]any
		}
	}
	if err := readJSON(fsys, "cldr-numbers-full/main/"+l.cldr+"/numbers.json", &doc); err != nil {
		return err
	}
	n := doc.Main[l.cldr].Numbers
	if n["defaultNumberingSystem"] != "latn" {
		return fmt.Errorf("%s: numbering system %v, only latn is written", l.cldr, n["defaultNumberingSystem"])
	}
	sym, _ := n["symbols-numberSystem-latn"].(map[string]any)
	l.decimal, _ = sym["decimal"].(string)
	l.group, _ = sym["group"].(string)
	l.minus, _ = sym["minusSign"].(string)
	mg, _ := n["minimumGroupingDigits"].(string)
	var err error
	if l.minGroup, err = strconv.Atoi(mg); err != nil || l.decimal == "" || l.group == "" || l.minus == "" {
		return fmt.Errorf("%s: incomplete number symbols", l.cldr)
	}
	df, _ := n["decimalFormats-numberSystem-latn"].(map[string]any)
	pattern, _ := df["standard"].(string)
	// The positive pattern's integer part, e.g. "#,##0" of "#,##0.###" or "#,##,##0.###".
	intPart, _, _ := strings.Cut(strings.Split(pattern, ";")[0], ".")
	groups := strings.Split(intPart, ",")
	switch len(groups) {
	case 1:
		l.primary, l.secondary = 0, 0
	case 2:
		l.primary = len(groups[1])
		l.secondary = l.primary
	default:
		l.primary = len(groups[len(groups)-1])
		l.secondary = len(groups[len(groups)-2])
	}
	return nil
}

func (l *locale) readList(fsys fs.FS) error {
	var doc struct {
		Main map[string]struct {
			ListPatterns map[string]map[string]string
		}
	}
	if err := readJSON(fsys, "cldr-misc-full/main/"+l.cldr+"/listPatterns.json", &doc); err != nil {
		return err
	}
	p := doc.Main[l.cldr].ListPatterns["listPattern-type-standard"]
	var err error
	sep := func(k string) string {
		s, ok := p[k]
		mid, found := strings.CutPrefix(s, "{0}")
		mid, found2 := strings.CutSuffix(mid, "{1}")
		if !ok || !found || !found2 || strings.Contains(mid, "{") {
			err = fmt.Errorf("%s: list pattern %q is not {0}…{1}", l.cldr, s)
		}
		return mid
	}
	l.list2, l.start, l.middle, l.end = sep("2"), sep("start"), sep("middle"), sep("end")
	return err
}

func (l *locale) readName(fsys fs.FS) error {
	var doc struct {
		Main map[string]struct {
			LocaleDisplayNames struct {
				Languages map[string]string
			}
		}
	}
	if err := readJSON(fsys, "cldr-localenames-full/main/"+l.cldr+"/languages.json", &doc); err != nil {
		return err
	}
	name := doc.Main[l.cldr].LocaleDisplayNames.Languages[l.code]
	if name == "" {
		return fmt.Errorf("%s: no name for %s", l.cldr, l.code)
	}
	// Listed alone in a menu, a name starts with a capital letter (CLDR's
	// "uiListOrMenu" context: titlecase-firstword for pt, es and it; the same
	// for pl, which lists none).
	r, size := utf8.DecodeRuneInString(name)
	l.name = string(unicode.ToTitle(r)) + name[size:]
	return nil
}

func goName(code string) string { return strings.ToUpper(code) }

func catConst(c string) string { return strings.ToUpper(c[:1]) + c[1:] }

func writeSource(version string, locs []*locale) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by tools/cldr from CLDR %s (npm cldr-core and friends); DO NOT EDIT.\n\n", version)
	b.WriteString("package i18n\n\n")
	fmt.Fprintf(&b, "// CLDRVersion is the CLDR release the plural rules, number symbols, list\n// patterns and language names come from.\nconst CLDRVersion = %q\n\n", version)
	b.WriteString("var locales = [...]locale{\n")
	for _, l := range locs {
		fmt.Fprintf(&b, "\t{\n\t\tcode: %q, cldr: %q, name: %q,\n", l.code, l.cldr, l.name)
		var cats []string
		for _, c := range l.categories {
			cats = append(cats, catConst(c))
		}
		fmt.Fprintf(&b, "\t\tplural: plural%s, categories: []Category{%s},\n", goName(l.code), strings.Join(cats, ", "))
		fmt.Fprintf(&b, "\t\tgroup: %q, minus: %q, minGroup: %d, primary: %d, secondary: %d,\n", l.group, l.minus, l.minGroup, l.primary, l.secondary)
		fmt.Fprintf(&b, "\t\tlist2: %q, listStart: %q, listMiddle: %q, listEnd: %q,\n\t},\n", l.list2, l.start, l.middle, l.end)
	}
	b.WriteString("}\n")
	for _, l := range locs {
		fmt.Fprintf(&b, "\n// plural%s is CLDR's cardinal plural rule of %q:\n", goName(l.code), l.pluralFrom)
		for _, c := range l.categories {
			if c != "other" {
				fmt.Fprintf(&b, "//\t%s: %s\n", c, l.conds[c])
			}
		}
		fmt.Fprintf(&b, "func plural%s(o operands) Category {\n", goName(l.code))
		for _, c := range l.categories {
			if c == "other" {
				continue
			}
			fmt.Fprintf(&b, "\tif %s {\n\t\treturn %s\n\t}\n", l.exprs[c], catConst(c))
		}
		b.WriteString("\treturn Other\n}\n")
	}
	return format.Source(b.Bytes())
}

func writeTests(version string, locs []*locale) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by tools/cldr from CLDR %s (npm cldr-core and friends); DO NOT EDIT.\n\n", version)
	b.WriteString("package i18n\n\n")
	b.WriteString("// cldrSamples are CLDR's own examples of each plural category (\"@integer\" and\n// \"@decimal\"), ranges expanded, for TestPluralRulesMatchCLDRSamples.\n")
	b.WriteString("var cldrSamples = []struct {\n\tlang     string\n\tcat      Category\n\tintegers []string\n\tdecimals []string\n}{\n")
	for _, l := range locs {
		for _, c := range l.categories {
			fmt.Fprintf(&b, "\t{%q, %s, %s, %s},\n", l.code, catConst(c), strList(l.integers[c]), strList(l.decimals[c]))
		}
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

func strList(xs []string) string {
	if len(xs) == 0 {
		return "nil"
	}
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = strconv.Quote(x)
	}
	return "[]string{" + strings.Join(q, ", ") + "}"
}
