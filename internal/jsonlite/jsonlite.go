// Package jsonlite reads and writes JSON without reflection, for the browser build: the saves
// (gameapp) and the message catalogs (i18n) go through it, so that app.wasm links no
// encoding/json (docs/performance.md). Parse accepts exactly the documents encoding/json accepts
// and decodes their strings as it does; AppendString writes a string as json.Marshal does. What
// a document means (which keys, which types) is the caller's, with encoding/json's rules where it
// matters (gameapp/savejson.go).
package jsonlite

import (
	"errors"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// Kind is the kind of a JSON value.
type Kind uint8

// The kinds of JSON values.
const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

// Value is one JSON value.
type Value struct {
	Kind Kind
	// Text is the literal of a Number ("-1.5e3"), the decoded text of a String, "true" or
	// "false" for a Bool.
	Text    string
	Items   []Value  // an Array's elements
	Members []Member // an Object's members, in the order of the document, duplicates kept
}

// Member is one member of an object.
type Member struct {
	Key   string
	Value Value
}

// maxDepth is how deeply arrays and objects may nest, as in encoding/json.
const maxDepth = 10000

// Parse reads a whole document: one value, with white space around it. It keeps the arrays and
// objects it is inside on a stack of its own, not on the call stack: a document of thousands of
// nested arrays is refused past encoding/json's depth, and reads in WebAssembly, whose call stack
// is the browser's.
func Parse(data string) (Value, error) {
	p := parser{s: data}
	v, err := p.document()
	if err != nil {
		return Value{}, err
	}
	p.space()
	if p.i < len(p.s) {
		return Value{}, p.fail("after top-level value")
	}
	return v, nil
}

type parser struct {
	s string
	i int
}

// SyntaxError is a document that is not JSON, with the offset of the byte where that shows.
type SyntaxError struct {
	Offset int
	What   string
}

func (e *SyntaxError) Error() string {
	return "invalid JSON at offset " + strconv.Itoa(e.Offset) + ": " + e.What
}

// ErrEnd is a document that ends before its value does.
var ErrEnd = errors.New("unexpected end of JSON input")

func (p *parser) fail(what string) error {
	if p.i >= len(p.s) {
		return ErrEnd
	}
	return &SyntaxError{Offset: p.i, What: "unexpected character " + strconv.QuoteRune(rune(p.s[p.i])) + " " + what}
}

func (p *parser) space() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// open is an array or object being read, with the key of the member whose value comes next.
type open struct {
	v   Value
	key string
}

// document reads one value at p.i, after white space.
func (p *parser) document() (Value, error) {
	var stack []open
	for {
		// a value starts
		p.space()
		if p.i >= len(p.s) {
			return Value{}, ErrEnd
		}
		var v Value
		switch c := p.s[p.i]; {
		case c == '{' || c == '[':
			if len(stack) >= maxDepth {
				return Value{}, &SyntaxError{Offset: p.i, What: "exceeded max depth"}
			}
			p.i++
			p.space()
			if c == '{' {
				v = Value{Kind: Object, Members: []Member{}}
				if p.i < len(p.s) && p.s[p.i] == '}' {
					p.i++
					break
				}
				key, err := p.key()
				if err != nil {
					return Value{}, err
				}
				stack = append(stack, open{v: v, key: key})
				continue
			}
			v = Value{Kind: Array, Items: []Value{}}
			if p.i < len(p.s) && p.s[p.i] == ']' {
				p.i++
				break
			}
			stack = append(stack, open{v: v})
			continue
		case c == '"':
			s, err := p.str()
			if err != nil {
				return Value{}, err
			}
			v = Value{Kind: String, Text: s}
		case c == '-' || c >= '0' && c <= '9':
			var err error
			if v, err = p.number(); err != nil {
				return Value{}, err
			}
		case c == 't':
			if err := p.literal("true"); err != nil {
				return Value{}, err
			}
			v = Value{Kind: Bool, Text: "true"}
		case c == 'f':
			if err := p.literal("false"); err != nil {
				return Value{}, err
			}
			v = Value{Kind: Bool, Text: "false"}
		case c == 'n':
			if err := p.literal("null"); err != nil {
				return Value{}, err
			}
		default:
			return Value{}, p.fail("looking for beginning of value")
		}
		// v is complete: it goes into the array or object it is in, which may then end too
		for {
			if len(stack) == 0 {
				return v, nil
			}
			top := &stack[len(stack)-1]
			if top.v.Kind == Object {
				top.v.Members = append(top.v.Members, Member{Key: top.key, Value: v})
			} else {
				top.v.Items = append(top.v.Items, v)
			}
			p.space()
			if p.i < len(p.s) && p.s[p.i] == ',' {
				p.i++
				if top.v.Kind == Object {
					p.space()
					key, err := p.key()
					if err != nil {
						return Value{}, err
					}
					top.key = key
				}
				break
			}
			end := byte(']')
			if top.v.Kind == Object {
				end = '}'
			}
			if p.i >= len(p.s) || p.s[p.i] != end {
				if top.v.Kind == Object {
					return Value{}, p.fail("after object key:value pair")
				}
				return Value{}, p.fail("after array element")
			}
			p.i++
			v = top.v
			stack = stack[:len(stack)-1]
		}
	}
}

// key reads an object's key and the colon after it.
func (p *parser) key() (string, error) {
	if p.i >= len(p.s) || p.s[p.i] != '"' {
		return "", p.fail("looking for beginning of object key string")
	}
	key, err := p.str()
	if err != nil {
		return "", err
	}
	p.space()
	if p.i >= len(p.s) || p.s[p.i] != ':' {
		return "", p.fail("after object key")
	}
	p.i++
	return key, nil
}

func (p *parser) literal(word string) error {
	for k := 0; k < len(word); k++ {
		if p.i >= len(p.s) || p.s[p.i] != word[k] {
			return p.fail("in literal " + word)
		}
		p.i++
	}
	return nil
}

func digit(c byte) bool { return c >= '0' && c <= '9' }

// number reads -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
func (p *parser) number() (Value, error) {
	start := p.i
	if p.s[p.i] == '-' {
		p.i++
	}
	switch {
	case p.i < len(p.s) && p.s[p.i] == '0':
		p.i++
	case p.i < len(p.s) && digit(p.s[p.i]):
		for p.i < len(p.s) && digit(p.s[p.i]) {
			p.i++
		}
	default:
		return Value{}, p.fail("in numeric literal")
	}
	if p.i < len(p.s) && p.s[p.i] == '.' {
		p.i++
		if p.i >= len(p.s) || !digit(p.s[p.i]) {
			return Value{}, p.fail("after decimal point in numeric literal")
		}
		for p.i < len(p.s) && digit(p.s[p.i]) {
			p.i++
		}
	}
	if p.i < len(p.s) && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		p.i++
		if p.i < len(p.s) && (p.s[p.i] == '+' || p.s[p.i] == '-') {
			p.i++
		}
		if p.i >= len(p.s) || !digit(p.s[p.i]) {
			return Value{}, p.fail("in exponent of numeric literal")
		}
		for p.i < len(p.s) && digit(p.s[p.i]) {
			p.i++
		}
	}
	return Value{Kind: Number, Text: p.s[start:p.i]}, nil
}

// str reads a string at its opening quote and decodes it as encoding/json does: each byte that
// is not UTF-8 and each \u escape of half a surrogate pair becomes U+FFFD.
func (p *parser) str() (string, error) {
	p.i++ // "
	start := p.i
	// the usual string: no escape, valid UTF-8
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '"' {
			p.i++
			return p.s[start : p.i-1], nil
		}
		if c == '\\' || c < 0x20 {
			break
		}
		if c < utf8.RuneSelf {
			p.i++
			continue
		}
		r, size := utf8.DecodeRuneInString(p.s[p.i:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		p.i += size
	}
	b := make([]byte, 0, p.i-start+16)
	b = append(b, p.s[start:p.i]...)
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return string(b), nil
		case c < 0x20:
			return "", p.fail("in string literal")
		case c == '\\':
			p.i++
			if p.i >= len(p.s) {
				return "", ErrEnd
			}
			switch e := p.s[p.i]; e {
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
				p.i++
				r, err := p.hex4()
				if err != nil {
					return "", err
				}
				if utf16.IsSurrogate(r) {
					// a pair when a \u escape of the other half follows (both are read);
					// otherwise U+FFFD, and what follows is read on its own
					d := utf8.RuneError
					if p.i+6 <= len(p.s) && p.s[p.i] == '\\' && p.s[p.i+1] == 'u' {
						if r2, ok := hex4(p.s[p.i+2 : p.i+6]); ok {
							if d = utf16.DecodeRune(r, r2); d != utf8.RuneError {
								p.i += 6
							}
						}
					}
					r = d
				}
				b = utf8.AppendRune(b, r)
				continue
			default:
				return "", p.fail("in string escape code")
			}
			p.i++
		case c < utf8.RuneSelf:
			b = append(b, c)
			p.i++
		default:
			r, size := utf8.DecodeRuneInString(p.s[p.i:])
			b = utf8.AppendRune(b, r) // U+FFFD for a byte that is not UTF-8
			p.i += size
		}
	}
	return "", ErrEnd
}

// hex4 reads the four hexadecimal digits of a \u escape.
func (p *parser) hex4() (rune, error) {
	if p.i+4 > len(p.s) {
		p.i = len(p.s)
		return 0, ErrEnd
	}
	r, ok := hex4(p.s[p.i : p.i+4])
	if !ok {
		for k := 0; k < 4 && isHex(p.s[p.i]); k++ {
			p.i++
		}
		return 0, p.fail("in \\u hexadecimal character escape")
	}
	p.i += 4
	return r, nil
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

func hex4(s string) (rune, bool) {
	var r rune
	for k := 0; k < 4; k++ {
		c := s[k]
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		case c >= 'A' && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

const hexDigits = "0123456789abcdef"

// AppendString appends s as json.Marshal writes a string: quoted, with <, > and & escaped for
// HTML, each byte that is not UTF-8 written as \ufffd, and U+2028 and U+2029 escaped.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '\\', '"':
				dst = append(dst, '\\', c)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
