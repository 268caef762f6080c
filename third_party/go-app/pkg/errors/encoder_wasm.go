//go:build wasm

package errors

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"unicode/utf8"
)

// The browser build links no encoding/json (app/json_wasm.go), so it writes
// errors itself, as json.Marshal wrote them: the same fields in the same
// order, tags sorted by key, texts escaped the same way. Tag values that are
// texts, numbers, booleans, nil or errors of this package are written as
// encoding/json wrote them (a type of their own with a MarshalJSON or
// MarshalText method aside); other errors as their text, and any other value
// as the text fmt gives it (encoding/json wrote structs field by field).

// SetInlineEncoder sets the error encoder to the browser build's own.
func SetInlineEncoder() {
	Encoder = encode
}

// SetIndentEncoder sets the error encoder to the browser build's own, which
// writes an error on one line.
func SetIndentEncoder() {
	Encoder = encode
}

func encode(v any) ([]byte, error) {
	return appendValue(nil, v), nil
}

func (e Error) MarshalJSON() ([]byte, error) {
	return e.appendJSON(nil), nil
}

func (e Error) appendJSON(b []byte) []byte {
	b = append(b, '{')
	if e.Line != "" {
		b = append(b, `"line":`...)
		b = appendString(b, e.Line)
		b = append(b, ',')
	}
	b = append(b, `"message":`...)
	b = appendString(b, e.Message)
	if e.DefinedType != "" {
		b = append(b, `,"type":`...)
		b = appendString(b, e.DefinedType)
	}
	if len(e.Tags) != 0 {
		keys := make([]string, 0, len(e.Tags))
		for k := range e.Tags {
			// in order (an error has a few tags; package sort would
			// cost more WebAssembly than it saves here)
			i := len(keys)
			keys = append(keys, k)
			for ; i > 0 && keys[i-1] > k; i-- {
				keys[i] = keys[i-1]
			}
			keys[i] = k
		}
		b = append(b, `,"tags":{`...)
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, k)
			b = append(b, ':')
			v := e.Tags[k]
			if t, ok := v.(reflect.Type); ok {
				v = t.String()
			}
			b = appendValue(b, v)
		}
		b = append(b, '}')
	}
	if e.WrappedErr != nil {
		b = append(b, `,"wrap":`...)
		if w, ok := e.WrappedErr.(Error); ok {
			b = w.appendJSON(b)
		} else {
			b = appendString(b, e.WrappedErr.Error())
		}
	}
	return append(b, '}')
}

func appendValue(b []byte, v any) []byte {
	switch v := v.(type) {
	case nil:
		return append(b, "null"...)
	case Error:
		return v.appendJSON(b)
	case string:
		return appendString(b, v)
	case error:
		return appendString(b, v.Error())
	}
	switch rv := reflect.ValueOf(v); rv.Kind() {
	case reflect.String:
		return appendString(b, rv.String())
	case reflect.Bool:
		return strconv.AppendBool(b, rv.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(b, rv.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.AppendUint(b, rv.Uint(), 10)
	case reflect.Float32:
		return appendFloat(b, rv.Float(), 32)
	case reflect.Float64:
		return appendFloat(b, rv.Float(), 64)
	}
	return appendString(b, fmt.Sprint(v))
}

// appendFloat writes f as encoding/json does (the shortest text that reads
// back; exponents below 1e-6 and from 1e21).
func appendFloat(b []byte, f float64, bits int) []byte {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return appendString(b, strconv.FormatFloat(f, 'g', -1, bits))
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 {
		if bits == 64 && (abs < 1e-6 || abs >= 1e21) ||
			bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
			format = 'e'
		}
	}
	b = strconv.AppendFloat(b, f, format, -1, bits)
	if format == 'e' {
		// e-09 as e-9
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

const hexDigits = "0123456789abcdef"

// appendString writes s as json.Marshal does: <, > and & escaped for HTML,
// bytes that are not UTF-8 as \ufffd, U+2028 and U+2029 escaped.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
