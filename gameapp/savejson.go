package gameapp

import (
	"errors"
	"strconv"
	"unicode"
	"unicode/utf8"

	"borabora/internal/jsonlite"
)

// Saves and settings are stored as the JSON that encoding/json wrote for them in every earlier
// build. They are read and written here without encoding/json (whose reflection was about 90 KB
// of app.wasm with brotli, docs/performance.md): marshalSave writes the bytes json.Marshal
// writes, and unmarshalSave reads a text into what json.Unmarshal makes of it, with its rules:
// keys match a field exactly or else case-insensitively, unknown keys and null are ignored, the
// last of duplicate keys wins, a slice is decoded over the one already there, a value of the
// wrong type is an error (and so the entry is damaged). savejson_test.go holds both to
// encoding/json.

// errShape is a save or settings text whose JSON has a value of the wrong type somewhere.
var errShape = errors.New("a value of the wrong type")

type decoder struct{ err error }

func (d *decoder) wrongType() {
	if d.err == nil {
		d.err = errShape
	}
}

// fieldIndex is the field of names that key names: exactly, or else with the case folded as
// encoding/json folds it; -1 for none.
func fieldIndex(key string, names []string) int {
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

// object calls member for each member of an object (in order); null leaves the value as it is.
func (d *decoder) object(v jsonlite.Value, names []string, member func(field int, v jsonlite.Value)) {
	switch v.Kind {
	case jsonlite.Null:
	case jsonlite.Object:
		for _, m := range v.Members {
			if f := fieldIndex(m.Key, names); f >= 0 {
				member(f, m.Value)
			}
		}
	default:
		d.wrongType()
	}
}

func (d *decoder) intValue(v jsonlite.Value, p *int) {
	if n, ok := d.number(v, 64); ok {
		*p = int(n)
	}
}

func (d *decoder) int64Value(v jsonlite.Value, p *int64) {
	if n, ok := d.number(v, 64); ok {
		*p = n
	}
}

// number reads an integer of bits bits (null: ok is false, nothing to store).
func (d *decoder) number(v jsonlite.Value, bits int) (int64, bool) {
	switch v.Kind {
	case jsonlite.Null:
		return 0, false
	case jsonlite.Number:
		if n, err := strconv.ParseInt(v.Text, 10, bits); err == nil {
			return n, true
		}
	}
	d.wrongType()
	return 0, false
}

// unsigned reads an unsigned integer of bits bits (null: ok is false).
func (d *decoder) unsigned(v jsonlite.Value, bits int) (uint64, bool) {
	switch v.Kind {
	case jsonlite.Null:
		return 0, false
	case jsonlite.Number:
		if n, err := strconv.ParseUint(v.Text, 10, bits); err == nil {
			return n, true
		}
	}
	d.wrongType()
	return 0, false
}

func (d *decoder) stringValue(v jsonlite.Value, p *string) {
	switch v.Kind {
	case jsonlite.Null:
	case jsonlite.String:
		*p = v.Text
	default:
		d.wrongType()
	}
}

func (d *decoder) boolValue(v jsonlite.Value, p *bool) {
	switch v.Kind {
	case jsonlite.Null:
	case jsonlite.Bool:
		*p = v.Text == "true"
	default:
		d.wrongType()
	}
}

// slice decodes an array over *p as encoding/json does: into the elements already there, then
// into elements past the length that the capacity still holds, then into new zero elements; the
// slice is then cut to the array's length (an empty array gives an empty slice, null nil).
func slice[T any](d *decoder, v jsonlite.Value, p *[]T, elem func(jsonlite.Value, *T)) {
	switch v.Kind {
	case jsonlite.Null:
		*p = nil
		return
	case jsonlite.Array:
	default:
		d.wrongType()
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

var (
	saveFields    = []string{"format", "id", "created", "updated", "seq", "setup", "code", "summary", "undofloor"}
	setupFields   = []string{"Names", "Colours", "Seed", "OpenHands", "Seats", "Rules", "Guide", "Hints"}
	summaryFields = []string{"names", "round", "stage", "over", "scores", "moves"}
	guideFields   = []string{"on", "seen"}
	hintFields    = []string{"at", "seat"}
	settingFields = []string{"botSpeed", "lang", "hint"}
)

// unmarshalSave reads a stored save into *f as json.Unmarshal does.
func unmarshalSave(text string, f *SaveFile) error {
	v, err := jsonlite.Parse(text)
	if err != nil {
		return err
	}
	d := &decoder{}
	d.object(v, saveFields, func(k int, v jsonlite.Value) {
		switch k {
		case 0:
			d.intValue(v, &f.Format)
		case 1:
			d.stringValue(v, &f.ID)
		case 2:
			d.int64Value(v, &f.Created)
		case 3:
			d.int64Value(v, &f.Updated)
		case 4:
			if n, ok := d.unsigned(v, 64); ok {
				f.Seq = n
			}
		case 5:
			d.setup(v, &f.Setup)
		case 6:
			d.stringValue(v, &f.Code)
		case 7:
			d.summary(v, &f.Summary)
		case 8:
			d.intValue(v, &f.UndoFloor)
		}
	})
	return d.err
}

func (d *decoder) setup(v jsonlite.Value, s *Setup) {
	d.object(v, setupFields, func(k int, v jsonlite.Value) {
		switch k {
		case 0:
			slice(d, v, &s.Names, d.stringValue)
		case 1:
			slice(d, v, &s.Colours, d.intValue)
		case 2:
			if n, ok := d.unsigned(v, 64); ok {
				s.Seed = n
			}
		case 3:
			d.boolValue(v, &s.OpenHands)
		case 4:
			slice(d, v, &s.Seats, d.seatKind)
		case 5:
			d.intValue(v, &s.Rules)
		case 6:
			d.object(v, guideFields, func(k int, v jsonlite.Value) {
				if k == 0 {
					d.boolValue(v, &s.Guide.On)
				} else if n, ok := d.unsigned(v, 32); ok {
					s.Guide.Seen = uint32(n)
				}
			})
		case 7:
			slice(d, v, &s.Hints, func(v jsonlite.Value, h *Hint) {
				d.object(v, hintFields, func(k int, v jsonlite.Value) {
					if k == 0 {
						d.intValue(v, &h.At)
					} else {
						d.intValue(v, &h.Seat)
					}
				})
			})
		}
	})
}

// seatKind reads a kind by its name (SeatKind.UnmarshalText); null leaves it as it is.
func (d *decoder) seatKind(v jsonlite.Value, k *SeatKind) {
	switch v.Kind {
	case jsonlite.Null:
	case jsonlite.String:
		if err := k.UnmarshalText([]byte(v.Text)); err != nil && d.err == nil {
			d.err = err
		}
	default:
		d.wrongType()
	}
}

func (d *decoder) summary(v jsonlite.Value, s *Summary) {
	d.object(v, summaryFields, func(k int, v jsonlite.Value) {
		switch k {
		case 0:
			slice(d, v, &s.Names, d.stringValue)
		case 1:
			d.intValue(v, &s.Round)
		case 2:
			d.intValue(v, &s.Stage)
		case 3:
			d.boolValue(v, &s.Over)
		case 4:
			slice(d, v, &s.Scores, d.intValue)
		case 5:
			d.intValue(v, &s.Moves)
		}
	})
}

// unmarshalSettings reads stored settings into *st as json.Unmarshal does.
func unmarshalSettings(text string, st *Settings) error {
	v, err := jsonlite.Parse(text)
	if err != nil {
		return err
	}
	d := &decoder{}
	d.object(v, settingFields, func(k int, v jsonlite.Value) {
		switch k {
		case 0:
			d.stringValue(v, &st.BotSpeed)
		case 1:
			d.stringValue(v, &st.Lang)
		case 2:
			d.boolValue(v, &st.Hint)
		}
	})
	return d.err
}

// writer appends JSON; each method writes a piece of text (the key before a value, with its
// punctuation) and then the value, which keeps the encoders short in WebAssembly.
type writer struct{ b []byte }

func (w *writer) raw(s string) { w.b = append(w.b, s...) }

func (w *writer) int(pre string, n int64) {
	w.raw(pre)
	w.b = strconv.AppendInt(w.b, n, 10)
}

func (w *writer) uint(pre string, n uint64) {
	w.raw(pre)
	w.b = strconv.AppendUint(w.b, n, 10)
}

func (w *writer) bool(pre string, v bool) {
	w.raw(pre)
	w.b = strconv.AppendBool(w.b, v)
}

func (w *writer) str(pre, s string) {
	w.raw(pre)
	w.b = jsonlite.AppendString(w.b, s)
}

// strs writes a list of texts (null for nil).
func (w *writer) strs(pre string, ss []string) {
	w.raw(pre)
	if ss == nil {
		w.raw("null")
		return
	}
	for i, s := range ss {
		w.str(sep(i, "[", ","), s)
	}
	w.raw(sep(len(ss), "[]", "]"))
}

// ints writes a list of numbers (null for nil).
func (w *writer) ints(pre string, ns []int) {
	w.raw(pre)
	if ns == nil {
		w.raw("null")
		return
	}
	for i, n := range ns {
		w.int(sep(i, "[", ","), int64(n))
	}
	w.raw(sep(len(ns), "[]", "]"))
}

// sep is first when i is 0, else next.
func sep(i int, first, next string) string {
	if i == 0 {
		return first
	}
	return next
}

// marshalSave writes f as json.Marshal does.
func marshalSave(f *SaveFile) []byte {
	w := &writer{b: make([]byte, 0, 256+len(f.Code))}
	w.int(`{"format":`, int64(f.Format))
	w.str(`,"id":`, f.ID)
	w.int(`,"created":`, f.Created)
	w.int(`,"updated":`, f.Updated)
	w.uint(`,"seq":`, f.Seq)
	s := &f.Setup
	w.strs(`,"setup":{"Names":`, s.Names)
	w.ints(`,"Colours":`, s.Colours)
	w.uint(`,"Seed":`, s.Seed)
	w.bool(`,"OpenHands":`, s.OpenHands)
	for i, k := range s.Seats {
		name, _ := k.MarshalText()
		w.str(sep(i, `,"Seats":[`, ","), string(name))
		if i == len(s.Seats)-1 {
			w.raw("]")
		}
	}
	if s.Rules != 0 {
		w.int(`,"Rules":`, int64(s.Rules))
	}
	if g := s.Guide; g != (Guide{}) {
		w.raw(`,"Guide":{`)
		if g.On {
			w.raw(`"on":true`)
		}
		if g.Seen != 0 {
			w.uint(sep(b2i(g.On), `"seen":`, `,"seen":`), uint64(g.Seen))
		}
		w.raw("}")
	}
	for i, h := range s.Hints {
		w.int(sep(i, `,"Hints":[{"at":`, `,{"at":`), int64(h.At))
		w.int(`,"seat":`, int64(h.Seat))
		w.raw(sep(len(s.Hints)-1-i, "}]", "}"))
	}
	w.str(`},"code":`, f.Code)
	m := &f.Summary
	w.strs(`,"summary":{"names":`, m.Names)
	w.int(`,"round":`, int64(m.Round))
	w.int(`,"stage":`, int64(m.Stage))
	w.bool(`,"over":`, m.Over)
	w.ints(`,"scores":`, m.Scores)
	w.int(`,"moves":`, int64(m.Moves))
	w.raw("}")
	if f.UndoFloor != 0 {
		w.int(`,"undofloor":`, int64(f.UndoFloor))
	}
	w.raw("}")
	return w.b
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// marshalSettings writes st as json.Marshal does.
func marshalSettings(st Settings) []byte {
	w := &writer{}
	pre := "{"
	if st.BotSpeed != "" {
		w.str(pre+`"botSpeed":`, st.BotSpeed)
		pre = ","
	}
	if st.Lang != "" {
		w.str(pre+`"lang":`, st.Lang)
		pre = ","
	}
	if st.Hint {
		w.raw(pre + `"hint":true`)
		pre = ","
	}
	if pre == "{" {
		w.raw("{")
	}
	w.raw("}")
	return w.b
}
