package gameapp

import (
	"strconv"

	"borabora/internal/jsonlite"
)

// Saves and settings are stored as the JSON that encoding/json wrote for them in every earlier
// build. They are read and written here without encoding/json (whose reflection was about 90 KB
// of app.wasm with brotli, docs/performance.md): marshalSave writes the bytes json.Marshal
// writes, and unmarshalSave reads a text into what json.Unmarshal makes of it, with its rules:
// jsonlite.Decoder's (a value of the wrong type makes the entry damaged). savejson_test.go holds
// both to encoding/json.

var (
	saveFields    = []string{"format", "id", "created", "updated", "seq", "setup", "code", "summary", "undofloor", "ended"}
	setupFields   = []string{"Names", "Colours", "Seed", "OpenHands", "Seats", "Rules", "Guide", "Hints", "From", "Branch", "Takeovers", "Bound", "Signed", "Handed"}
	takeFields    = []string{"seat", "by", "at"}
	boundFields   = []string{"seat", "at", "key"}
	signedFields  = []string{"key", "n", "sig"}
	handedFields  = []string{"seat", "at", "from", "kind"}
	summaryFields = []string{"names", "round", "stage", "over", "scores", "moves", "waits"}
	guideFields   = []string{"on", "seen", "you"}
	hintFields    = []string{"at", "seat"}
	settingFields = []string{"botSpeed", "lang", "hint"}
	formFields    = []string{"N", "Names", "Colours", "Kinds", "Seed", "OpenHands"}
)

// unmarshalSave reads a stored save into *f as json.Unmarshal does.
func unmarshalSave(text string, f *SaveFile) error {
	v, err := jsonlite.Parse(text)
	if err != nil {
		return err
	}
	d := &jsonlite.Decoder{}
	d.Object(v, saveFields, func(k int, v jsonlite.Value) {
		switch k {
		case 0:
			d.Int(v, &f.Format)
		case 1:
			d.String(v, &f.ID)
		case 2:
			d.Int64(v, &f.Created)
		case 3:
			d.Int64(v, &f.Updated)
		case 4:
			d.Uint(v, 64, func(n uint64) { f.Seq = n })
		case 5:
			decodeSetup(d, v, &f.Setup)
		case 6:
			d.String(v, &f.Code)
		case 7:
			decodeSummary(d, v, &f.Summary)
		case 8:
			d.Int(v, &f.UndoFloor)
		case 9:
			d.Int64(v, &f.Ended)
		}
	})
	return d.Err
}

func decodeSetup(d *jsonlite.Decoder, v jsonlite.Value, s *Setup) {
	d.Object(v, setupFields, func(k int, v jsonlite.Value) {
		switch k {
		case 0:
			jsonlite.Slice(d, v, &s.Names, d.String)
		case 1:
			jsonlite.Slice(d, v, &s.Colours, d.Int)
		case 2:
			d.Uint(v, 64, func(n uint64) { s.Seed = n })
		case 3:
			d.Bool(v, &s.OpenHands)
		case 4:
			jsonlite.Slice(d, v, &s.Seats, func(v jsonlite.Value, k *SeatKind) { d.Text(v, k) })
		case 5:
			d.Int(v, &s.Rules)
		case 6:
			d.Object(v, guideFields, func(k int, v jsonlite.Value) {
				switch k {
				case 0:
					d.Bool(v, &s.Guide.On)
				case 1:
					d.Uint(v, 32, func(n uint64) { s.Guide.Seen = uint32(n) })
				case 2:
					d.Bool(v, &s.Guide.You)
				}
			})
		case 7:
			jsonlite.Slice(d, v, &s.Hints, func(v jsonlite.Value, h *Hint) {
				d.Object(v, hintFields, func(k int, v jsonlite.Value) {
					if k == 0 {
						d.Int(v, &h.At)
					} else {
						d.Int(v, &h.Seat)
					}
				})
			})
		case 8:
			d.Int(v, &s.From)
		case 9:
			d.Int(v, &s.Branch)
		case 10:
			jsonlite.Slice(d, v, &s.Takeovers, func(v jsonlite.Value, t *Takeover) {
				d.Object(v, takeFields, func(k int, v jsonlite.Value) {
					switch k {
					case 0:
						d.Int(v, &t.Seat)
					case 1:
						d.Int(v, &t.By)
					case 2:
						d.Int(v, &t.At)
					}
				})
			})
		case 11:
			jsonlite.Slice(d, v, &s.Bound, func(v jsonlite.Value, b *Binding) {
				d.Object(v, boundFields, func(k int, v jsonlite.Value) {
					switch k {
					case 0:
						d.Int(v, &b.Seat)
					case 1:
						d.Int(v, &b.At)
					case 2:
						d.String(v, &b.Key)
					}
				})
			})
		case 13:
			jsonlite.Slice(d, v, &s.Handed, func(v jsonlite.Value, h *Handed) {
				d.Object(v, handedFields, func(k int, v jsonlite.Value) {
					switch k {
					case 0:
						d.Int(v, &h.Seat)
					case 1:
						d.Int(v, &h.At)
					case 2:
						d.Text(v, &h.From)
					case 3:
						d.Text(v, &h.Kind)
					}
				})
			})
		case 12:
			jsonlite.Slice(d, v, &s.Signed, func(v jsonlite.Value, g *Signature) {
				d.Object(v, signedFields, func(k int, v jsonlite.Value) {
					switch k {
					case 0:
						d.String(v, &g.Key)
					case 1:
						d.Int(v, &g.N)
					case 2:
						d.String(v, &g.Sig)
					}
				})
			})
		}
	})
}

func decodeSummary(d *jsonlite.Decoder, v jsonlite.Value, s *Summary) {
	d.Object(v, summaryFields, func(k int, v jsonlite.Value) {
		switch k {
		case 0:
			jsonlite.Slice(d, v, &s.Names, d.String)
		case 1:
			d.Int(v, &s.Round)
		case 2:
			d.Int(v, &s.Stage)
		case 3:
			d.Bool(v, &s.Over)
		case 4:
			jsonlite.Slice(d, v, &s.Scores, d.Int)
		case 5:
			d.Int(v, &s.Moves)
		case 6:
			d.Int(v, &s.Waits)
		}
	})
}

// unmarshalSettings reads stored settings into *st as json.Unmarshal does.
func unmarshalSettings(text string, st *Settings) error {
	v, err := jsonlite.Parse(text)
	if err != nil {
		return err
	}
	return DecodeSettings(v, st)
}

// DecodeSettings stores settings parsed by jsonlite into *st as json.Unmarshal does (what is
// not in v stays as it was).
func DecodeSettings(v jsonlite.Value, st *Settings) error {
	d := &jsonlite.Decoder{}
	d.Object(v, settingFields, func(k int, v jsonlite.Value) {
		switch k {
		case 0:
			d.String(v, &st.BotSpeed)
		case 1:
			d.String(v, &st.Lang)
		case 2:
			d.Bool(v, &st.Hint)
		}
	})
	return d.Err
}

// DecodeForm stores a new-game form parsed by jsonlite into *f as json.Unmarshal does (keys
// are its fields' names, in any case; a seat's kind by its name).
func DecodeForm(d *jsonlite.Decoder, v jsonlite.Value, f *NewGameForm) {
	d.Object(v, formFields, func(k int, v jsonlite.Value) {
		switch k {
		case 0:
			d.Int(v, &f.N)
		case 1:
			jsonlite.Fixed(d, v, f.Names[:], d.String)
		case 2:
			jsonlite.Fixed(d, v, f.Colours[:], d.Int)
		case 3:
			jsonlite.Fixed(d, v, f.Kinds[:], func(v jsonlite.Value, k *SeatKind) { d.Text(v, k) })
		case 4:
			d.String(v, &f.Seed)
		case 5:
			d.Bool(v, &f.OpenHands)
		}
	})
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
		if g.You {
			w.raw(sep(b2i(g.On || g.Seen != 0), `"you":true`, `,"you":true`))
		}
		w.raw("}")
	}
	for i, h := range s.Hints {
		w.int(sep(i, `,"Hints":[{"at":`, `,{"at":`), int64(h.At))
		w.int(`,"seat":`, int64(h.Seat))
		w.raw(sep(len(s.Hints)-1-i, "}]", "}"))
	}
	if s.From != 0 {
		w.int(`,"From":`, int64(s.From))
	}
	if s.Branch != 0 {
		w.int(`,"Branch":`, int64(s.Branch))
	}
	for i, t := range s.Takeovers {
		w.int(sep(i, `,"Takeovers":[{"seat":`, `,{"seat":`), int64(t.Seat))
		w.int(`,"by":`, int64(t.By))
		w.int(`,"at":`, int64(t.At))
		w.raw(sep(len(s.Takeovers)-1-i, "}]", "}"))
	}
	for i, b := range s.Bound {
		w.int(sep(i, `,"Bound":[{"seat":`, `,{"seat":`), int64(b.Seat))
		w.int(`,"at":`, int64(b.At))
		w.str(`,"key":`, b.Key)
		w.raw(sep(len(s.Bound)-1-i, "}]", "}"))
	}
	for i, g := range s.Signed {
		w.str(sep(i, `,"Signed":[{"key":`, `,{"key":`), g.Key)
		w.int(`,"n":`, int64(g.N))
		w.str(`,"sig":`, g.Sig)
		w.raw(sep(len(s.Signed)-1-i, "}]", "}"))
	}
	for i, h := range s.Handed {
		from, _ := h.From.MarshalText()
		kind, _ := h.Kind.MarshalText()
		w.int(sep(i, `,"Handed":[{"seat":`, `,{"seat":`), int64(h.Seat))
		w.int(`,"at":`, int64(h.At))
		w.str(`,"from":`, string(from))
		w.str(`,"kind":`, string(kind))
		w.raw(sep(len(s.Handed)-1-i, "}]", "}"))
	}
	w.str(`},"code":`, f.Code)
	m := &f.Summary
	w.strs(`,"summary":{"names":`, m.Names)
	w.int(`,"round":`, int64(m.Round))
	w.int(`,"stage":`, int64(m.Stage))
	w.bool(`,"over":`, m.Over)
	w.ints(`,"scores":`, m.Scores)
	w.int(`,"moves":`, int64(m.Moves))
	if m.Waits != 0 {
		w.int(`,"waits":`, int64(m.Waits))
	}
	w.raw("}")
	if f.UndoFloor != 0 {
		w.int(`,"undofloor":`, int64(f.UndoFloor))
	}
	if f.Ended != 0 {
		w.int(`,"ended":`, f.Ended)
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
