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

// marshalSave writes f as json.Marshal does.
func marshalSave(f *SaveFile) []byte {
	b := make([]byte, 0, 256+len(f.Code))
	b = append(b, `{"format":`...)
	b = strconv.AppendInt(b, int64(f.Format), 10)
	b = append(b, `,"id":`...)
	b = jsonlite.AppendString(b, f.ID)
	b = append(b, `,"created":`...)
	b = strconv.AppendInt(b, f.Created, 10)
	b = append(b, `,"updated":`...)
	b = strconv.AppendInt(b, f.Updated, 10)
	b = append(b, `,"seq":`...)
	b = strconv.AppendUint(b, f.Seq, 10)
	b = append(b, `,"setup":`...)
	b = appendSetup(b, &f.Setup)
	b = append(b, `,"code":`...)
	b = jsonlite.AppendString(b, f.Code)
	b = append(b, `,"summary":{"names":`...)
	s := &f.Summary
	b = appendStrings(b, s.Names)
	b = append(b, `,"round":`...)
	b = strconv.AppendInt(b, int64(s.Round), 10)
	b = append(b, `,"stage":`...)
	b = strconv.AppendInt(b, int64(s.Stage), 10)
	b = append(b, `,"over":`...)
	b = strconv.AppendBool(b, s.Over)
	b = append(b, `,"scores":`...)
	b = appendInts(b, s.Scores)
	b = append(b, `,"moves":`...)
	b = strconv.AppendInt(b, int64(s.Moves), 10)
	b = append(b, '}')
	if f.UndoFloor != 0 {
		b = append(b, `,"undofloor":`...)
		b = strconv.AppendInt(b, int64(f.UndoFloor), 10)
	}
	return append(b, '}')
}

func appendSetup(b []byte, s *Setup) []byte {
	b = append(b, `{"Names":`...)
	b = appendStrings(b, s.Names)
	b = append(b, `,"Colours":`...)
	b = appendInts(b, s.Colours)
	b = append(b, `,"Seed":`...)
	b = strconv.AppendUint(b, s.Seed, 10)
	b = append(b, `,"OpenHands":`...)
	b = strconv.AppendBool(b, s.OpenHands)
	if len(s.Seats) > 0 {
		b = append(b, `,"Seats":[`...)
		for i, k := range s.Seats {
			if i > 0 {
				b = append(b, ',')
			}
			name, _ := k.MarshalText()
			b = jsonlite.AppendString(b, string(name))
		}
		b = append(b, ']')
	}
	if s.Rules != 0 {
		b = append(b, `,"Rules":`...)
		b = strconv.AppendInt(b, int64(s.Rules), 10)
	}
	if s.Guide != (Guide{}) {
		b = append(b, `,"Guide":{`...)
		if s.Guide.On {
			b = append(b, `"on":true`...)
		}
		if s.Guide.Seen != 0 {
			if s.Guide.On {
				b = append(b, ',')
			}
			b = append(b, `"seen":`...)
			b = strconv.AppendUint(b, uint64(s.Guide.Seen), 10)
		}
		b = append(b, '}')
	}
	if len(s.Hints) > 0 {
		b = append(b, `,"Hints":[`...)
		for i, h := range s.Hints {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"at":`...)
			b = strconv.AppendInt(b, int64(h.At), 10)
			b = append(b, `,"seat":`...)
			b = strconv.AppendInt(b, int64(h.Seat), 10)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

func appendStrings(b []byte, ss []string) []byte {
	if ss == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = jsonlite.AppendString(b, s)
	}
	return append(b, ']')
}

func appendInts(b []byte, ns []int) []byte {
	if ns == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, n := range ns {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, ']')
}

// marshalSettings writes st as json.Marshal does.
func marshalSettings(st Settings) []byte {
	b := []byte{'{'}
	sep := func() {
		if len(b) > 1 {
			b = append(b, ',')
		}
	}
	if st.BotSpeed != "" {
		b = append(b, `"botSpeed":`...)
		b = jsonlite.AppendString(b, st.BotSpeed)
	}
	if st.Lang != "" {
		sep()
		b = append(b, `"lang":`...)
		b = jsonlite.AppendString(b, st.Lang)
	}
	if st.Hint {
		sep()
		b = append(b, `"hint":true`...)
	}
	return append(b, '}')
}
