package jsonlite

import (
	"errors"
	"strconv"
	"unicode"
	"unicode/utf8"
)

// Decoder stores parsed values into Go values as encoding/json's Unmarshal does: keys match a
// field exactly or else case-insensitively, unknown keys and null are ignored (null sets a
// slice or pointer to nil), the last of duplicate keys wins, a slice is decoded over the one
// already there, and a value of the wrong type is skipped, the first such being Err (Unmarshal
// goes on after it too, and returns it). The callers' tests hold each use to encoding/json.
type Decoder struct {
	Err error
}

// ErrType is a value of the wrong type somewhere in a document.
var ErrType = errors.New("a JSON value of the wrong type")

// Wrong notes a value of the wrong type.
func (d *Decoder) Wrong() {
	if d.Err == nil {
		d.Err = ErrType
	}
}

// Object calls member for each member of an object whose key names a field of names (exactly,
// or else with the case folded as encoding/json folds it), in order; null does nothing.
func (d *Decoder) Object(v Value, names []string, member func(field int, v Value)) {
	switch v.Kind {
	case Null:
	case Object:
		for _, m := range v.Members {
			if f := FieldIndex(m.Key, names); f >= 0 {
				member(f, m.Value)
			}
		}
	default:
		d.Wrong()
	}
}

// FieldIndex is the field of names that key names: exactly, or else with the case folded as
// encoding/json folds it; -1 for none.
func FieldIndex(key string, names []string) int {
	for i, n := range names {
		if key == n {
			return i
		}
	}
	fk := foldName(key)
	for i, n := range names {
		if fk == foldName(n) {
			return i
		}
	}
	return -1
}

// foldName maps each letter to the smallest of the letters that fold to it (ASCII to upper
// case), so that two names are equal folded when bytes.EqualFold finds them equal.
func foldName(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			b = append(b, c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		for {
			r2 := unicode.SimpleFold(r)
			if r2 <= r {
				r = r2
				break
			}
			r = r2
		}
		b = utf8.AppendRune(b, r)
		i += n
	}
	return string(b)
}

// Int stores an integer (an int is 64 bits in this program's builds).
func (d *Decoder) Int(v Value, p *int) {
	if n, ok := d.number(v); ok {
		*p = int(n)
	}
}

// Int64 stores an integer.
func (d *Decoder) Int64(v Value, p *int64) {
	if n, ok := d.number(v); ok {
		*p = n
	}
}

func (d *Decoder) number(v Value) (int64, bool) {
	switch v.Kind {
	case Null:
		return 0, false
	case Number:
		if n, err := strconv.ParseInt(v.Text, 10, 64); err == nil {
			return n, true
		}
	}
	d.Wrong()
	return 0, false
}

// Uint stores an unsigned integer of bits bits.
func (d *Decoder) Uint(v Value, bits int, store func(uint64)) {
	switch v.Kind {
	case Null:
		return
	case Number:
		if n, err := strconv.ParseUint(v.Text, 10, bits); err == nil {
			store(n)
			return
		}
	}
	d.Wrong()
}

// String stores a text.
func (d *Decoder) String(v Value, p *string) {
	switch v.Kind {
	case Null:
	case String:
		*p = v.Text
	default:
		d.Wrong()
	}
}

// Bool stores a boolean.
func (d *Decoder) Bool(v Value, p *bool) {
	switch v.Kind {
	case Null:
	case Bool:
		*p = v.Text == "true"
	default:
		d.Wrong()
	}
}

// Text stores a text through its ReadText method (a type that reads itself from a JSON
// string); an error it returns ends Unmarshal, and so it is Err unless one came before. The
// method is not named UnmarshalText on purpose: a call through an interface with that method
// makes the linker keep the UnmarshalText of every type the program may put in an interface,
// and with it time.Time's whole parser (15.6 KB of app.wasm's brotli).
func (d *Decoder) Text(v Value, p interface{ ReadText([]byte) error }) {
	switch v.Kind {
	case Null:
	case String:
		if err := p.ReadText([]byte(v.Text)); err != nil && d.Err == nil {
			d.Err = err
		}
	default:
		d.Wrong()
	}
}

// Slice decodes an array over *p: into the elements already there, then into elements past
// the length that the capacity still holds, then into new zero elements; the slice is then cut
// to the array's length (an empty array gives an empty slice, null nil).
func Slice[T any](d *Decoder, v Value, p *[]T, elem func(Value, *T)) {
	switch v.Kind {
	case Null:
		*p = nil
		return
	case Array:
	default:
		d.Wrong()
		return
	}
	s := *p
	for i, e := range v.Items {
		if i >= len(s) {
			if i < cap(s) {
				s = s[:i+1]
			} else {
				var zero T
				s = append(s, zero)
			}
		}
		elem(e, &s[i])
	}
	if len(v.Items) < len(s) {
		s = s[:len(v.Items)]
	}
	if len(v.Items) == 0 {
		s = make([]T, 0)
	}
	*p = s
}

// Fixed decodes an array into a Go array (given as a slice of it): element by element, the
// elements past the array's end skipped, the array's elements past the JSON array's end set to
// zero; null does nothing.
func Fixed[T any](d *Decoder, v Value, a []T, elem func(Value, *T)) {
	switch v.Kind {
	case Null:
		return
	case Array:
	default:
		d.Wrong()
		return
	}
	for i := range a {
		if i < len(v.Items) {
			elem(v.Items[i], &a[i])
		} else {
			var zero T
			a[i] = zero
		}
	}
}
