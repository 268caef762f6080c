//go:build !wasm

package main

import (
	"fmt"
	"strconv"
	"strings"
)

// A plural rule in CLDR's syntax (UTS #35, Part 3, "Language Plural Rules"):
//
//	condition     = and_condition ("or" and_condition)*
//	and_condition = relation ("and" relation)*
//	relation      = operand ("%" value)? ("=" | "!=") range_list
//	range_list    = (value | value ".." value) ("," (value | value ".." value))*
//
// compileRule turns a condition into a Go boolean expression over the fields of
// the i18n package's operands struct (i, v, w, f, t, e; "c" is a synonym of
// "e"). The operand n is the absolute value of the number: it equals an integer
// only when it has no non-zero fraction digits (f == 0), and then its integer
// value is i, so "n % 10 = 2..4" becomes "o.f == 0 && o.i%10 in 2..4".
func compileRule(cond string) (string, error) {
	toks, err := lex(cond)
	if err != nil {
		return "", err
	}
	p := &parser{toks: toks}
	expr, err := p.condition()
	if err != nil {
		return "", fmt.Errorf("%q: %w", cond, err)
	}
	if p.pos != len(p.toks) {
		return "", fmt.Errorf("%q: unexpected %q", cond, p.toks[p.pos])
	}
	return expr, nil
}

// lex splits a condition into words, numbers and the symbols = != % , ..
func lex(s string) ([]string, error) {
	var toks []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c >= '0' && c <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		case c >= 'a' && c <= 'z':
			j := i
			for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		case strings.HasPrefix(s[i:], "!="), strings.HasPrefix(s[i:], ".."):
			toks = append(toks, s[i:i+2])
			i += 2
		case c == '=' || c == '%' || c == ',':
			toks = append(toks, s[i:i+1])
			i++
		default:
			return nil, fmt.Errorf("%q: unexpected character %q", s, c)
		}
	}
	return toks, nil
}

type parser struct {
	toks []string
	pos  int
}

func (p *parser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return ""
}

func (p *parser) next() string {
	t := p.peek()
	p.pos++
	return t
}

func (p *parser) condition() (string, error) {
	var ors []string
	many := false // some or-term joins relations with &&
	for {
		var ands []string
		for {
			r, err := p.relation()
			if err != nil {
				return "", err
			}
			ands = append(ands, r)
			if p.peek() != "and" {
				break
			}
			p.next()
		}
		ors = append(ors, strings.Join(ands, " && "))
		many = many || len(ands) > 1
		if p.peek() != "or" {
			break
		}
		p.next()
	}
	if len(ors) == 1 || !many {
		return strings.Join(ors, " || "), nil
	}
	for i, o := range ors {
		if topLevelAnd(o) {
			ors[i] = "(" + o + ")"
		}
	}
	return strings.Join(ors, " || "), nil
}

// topLevelAnd reports whether expr has an && outside parentheses.
func topLevelAnd(expr string) bool {
	depth := 0
	for i := 0; i < len(expr); i++ {
		switch expr[i] {
		case '(':
			depth++
		case ')':
			depth--
		case '&':
			if depth == 0 {
				return true
			}
		}
	}
	return false
}

var operandFields = map[string]string{"n": "o.i", "i": "o.i", "v": "o.v", "w": "o.w", "f": "o.f", "t": "o.t", "c": "o.e", "e": "o.e"}

func (p *parser) relation() (string, error) {
	op := p.next()
	field, ok := operandFields[op]
	if !ok {
		return "", fmt.Errorf("unknown operand %q", op)
	}
	x := field
	if p.peek() == "%" {
		p.next()
		m, err := p.value()
		if err != nil {
			return "", err
		}
		x = field + "%" + strconv.FormatInt(m, 10)
	}
	neg := false
	switch p.next() {
	case "=":
	case "!=":
		neg = true
	default:
		return "", fmt.Errorf("expected = or != after %s", op)
	}
	var alts []string
	for {
		a, err := p.value()
		if err != nil {
			return "", err
		}
		if p.peek() == ".." {
			p.next()
			b, err := p.value()
			if err != nil {
				return "", err
			}
			alts = append(alts, fmt.Sprintf("%s >= %d && %s <= %d", x, a, x, b))
		} else {
			alts = append(alts, fmt.Sprintf("%s == %d", x, a))
		}
		if p.peek() != "," {
			break
		}
		p.next()
	}
	in := strings.Join(alts, " || ")
	if op == "n" {
		// n has a non-zero fraction: it is no integer, so it is in no list of integers.
		if len(alts) > 1 {
			in = "(" + in + ")"
		}
		in = "o.f == 0 && " + in
	}
	if neg {
		if len(alts) == 1 && op != "n" && !strings.Contains(in, "&&") {
			return strings.Replace(in, "==", "!=", 1), nil
		}
		return "!(" + in + ")", nil
	}
	if strings.Contains(in, "&&") || strings.Contains(in, "||") {
		return "(" + in + ")", nil
	}
	return in, nil
}

func (p *parser) value() (int64, error) {
	t := p.next()
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("expected a number, found %q", t)
	}
	return v, nil
}

// splitRule separates a CLDR rule string into its condition and its samples
// ("@integer …" and "@decimal …"), each sample list expanded into single
// numbers as CLDR writes them (ranges a~b stepped by the last digit shown; the
// "…" that ends a list is dropped).
func splitRule(rule string) (cond string, integers, decimals []string, err error) {
	cond = rule
	rest := ""
	if i := strings.IndexByte(rule, '@'); i >= 0 {
		cond, rest = rule[:i], rule[i:]
	}
	cond = strings.TrimSpace(cond)
	for _, part := range strings.Split(rest, "@") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		kind, list, _ := strings.Cut(part, " ")
		var out []string
		for _, item := range strings.Split(list, ",") {
			item = strings.TrimSpace(item)
			if item == "" || item == "…" {
				continue
			}
			xs, err := expandSample(item)
			if err != nil {
				return "", nil, nil, err
			}
			out = append(out, xs...)
		}
		switch kind {
		case "integer":
			integers = out
		case "decimal":
			decimals = out
		default:
			return "", nil, nil, fmt.Errorf("unknown sample kind %q in %q", kind, rule)
		}
	}
	return cond, integers, decimals, nil
}

// expandSample expands "2~16" or "0.0~1.5" into every number between, with
// the same count of fraction digits; a single number stays as it is.
func expandSample(s string) ([]string, error) {
	a, b, isRange := strings.Cut(s, "~")
	if !isRange {
		return []string{s}, nil
	}
	if strings.ContainsAny(s, "ce") {
		return nil, fmt.Errorf("range with an exponent: %q", s)
	}
	fa, fb := fracDigits(a), fracDigits(b)
	if fa != fb {
		return nil, fmt.Errorf("range ends with different fraction digits: %q", s)
	}
	x, err1 := strconv.ParseInt(strings.Replace(a, ".", "", 1), 10, 64)
	y, err2 := strconv.ParseInt(strings.Replace(b, ".", "", 1), 10, 64)
	if err1 != nil || err2 != nil || y < x || y-x > 1000 {
		return nil, fmt.Errorf("bad range %q", s)
	}
	var out []string
	for k := x; k <= y; k++ {
		d := strconv.FormatInt(k, 10)
		if fa > 0 {
			for len(d) <= fa {
				d = "0" + d
			}
			d = d[:len(d)-fa] + "." + d[len(d)-fa:]
		}
		out = append(out, d)
	}
	return out, nil
}

func fracDigits(s string) int {
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
}
