package i18n

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// parseCatalogQuick reads a catalog file written the usual way (an object whose values are
// texts or objects of plural forms, every text valid UTF-8 without control characters) without
// encoding/json's reflection, which made the English catalog the largest part of the page's
// start-up work in Go. ok is false for anything else, which parseCatalog then reads (and says
// what is wrong); where ok is true the catalog is the one encoding/json gives
// (FuzzParseCatalogQuick).
func parseCatalogQuick(s string) (c catalog, ok bool) {
	p := quickParser{s: s}
	if !p.byte('{') {
		return nil, false
	}
	c = make(catalog, 1024)
	if p.byte('}') {
		return c, p.end()
	}
	for {
		key, ok := p.str()
		if !ok || !p.byte(':') {
			return nil, false
		}
		p.space()
		if p.i < len(p.s) && p.s[p.i] == '{' {
			p.i++
			forms := make([]string, len(categoryNames))
			if !p.byte('}') {
				for {
					name, ok1 := p.str()
					if !ok1 || !p.byte(':') {
						return nil, false
					}
					text, ok2 := p.str()
					cat, ok3 := categoryOf(name)
					if !ok2 || !ok3 {
						return nil, false
					}
					forms[cat] = text
					if p.byte('}') {
						break
					}
					if !p.byte(',') {
						return nil, false
					}
				}
			}
			c[key] = message{forms: forms}
		} else {
			text, ok := p.str()
			if !ok {
				return nil, false
			}
			c[key] = message{text: text}
		}
		if p.byte('}') {
			return c, p.end()
		}
		if !p.byte(',') {
			return nil, false
		}
	}
}

type quickParser struct {
	s string
	i int
}

func (p *quickParser) space() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// byte skips white space, then b if it comes next.
func (p *quickParser) byte(b byte) bool {
	p.space()
	if p.i < len(p.s) && p.s[p.i] == b {
		p.i++
		return true
	}
	return false
}

// end reports whether only white space is left.
func (p *quickParser) end() bool {
	p.space()
	return p.i == len(p.s)
}

// str reads a JSON string after white space.
func (p *quickParser) str() (string, bool) {
	if !p.byte('"') {
		return "", false
	}
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			t := p.s[start:p.i]
			p.i++
			return t, utf8.ValidString(t)
		case c == '\\':
			return p.escaped(start)
		case c < 0x20:
			return "", false
		}
		p.i++
	}
	return "", false
}

// escaped goes on reading a string that holds an escape, from its start.
func (p *quickParser) escaped(start int) (string, bool) {
	b := make([]byte, 0, p.i-start+16)
	b = append(b, p.s[start:p.i]...)
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return string(b), utf8.Valid(b)
		case c < 0x20:
			return "", false
		case c != '\\':
			b = append(b, c)
			p.i++
			continue
		}
		if p.i+1 >= len(p.s) {
			return "", false
		}
		e := p.s[p.i+1]
		p.i += 2
		switch e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, ok := p.hex4()
			if !ok {
				return "", false
			}
			if utf16.IsSurrogate(r) {
				// a pair, or nothing this parser reads (encoding/json writes U+FFFD for a lone half)
				if p.i+1 >= len(p.s) || p.s[p.i] != '\\' || p.s[p.i+1] != 'u' {
					return "", false
				}
				p.i += 2
				r2, ok := p.hex4()
				if !ok {
					return "", false
				}
				r = utf16.DecodeRune(r, r2)
				if r == utf8.RuneError {
					return "", false
				}
			}
			b = utf8.AppendRune(b, r)
		default:
			return "", false
		}
	}
	return "", false
}

func (p *quickParser) hex4() (rune, bool) {
	if p.i+4 > len(p.s) {
		return 0, false
	}
	n, err := strconv.ParseUint(p.s[p.i:p.i+4], 16, 32)
	if err != nil {
		return 0, false
	}
	p.i += 4
	return rune(n), true
}
