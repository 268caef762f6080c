package jsonlite

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// plain is v as encoding/json decodes a value into an interface with UseNumber: the last of
// duplicate keys wins.
func plain(v Value) any {
	switch v.Kind {
	case Bool:
		return v.Text == "true"
	case Number:
		return json.Number(v.Text)
	case String:
		return v.Text
	case Array:
		a := make([]any, len(v.Items))
		for i, e := range v.Items {
			a[i] = plain(e)
		}
		return a
	case Object:
		m := map[string]any{}
		for _, e := range v.Members {
			m[e.Key] = plain(e.Value)
		}
		return m
	}
	return nil
}

var samples = []string{
	`{}`, `[]`, ` null `, `true`, `false`, `0`, `-0`, `-0.5e+7`, `1E-2`, `"x"`, `""`,
	`{"a":1,"a":[1,2,{"b":null}],"c":"\u00e9\ud83d\ude00\/\b\f\n\r\t\\\""}`,
	`"\ud800"`, `"\ud800x"`, `"\ud800\u0041"`, `"\udc00\ud800"`, `"\ud83d\ude00\ud83d"`, `"\ud800\ud800\udc00"`,
	"\"\xff\xfe\"", "\"a\xc3\"", "\"\xed\xa0\x80\"", "\"\u2028\"",
	`01`, `1.`, `.5`, `-`, `1e`, `1e+`, `+1`, `tru`, `nul`, `[1,]`, `{"a":1,}`, `{"a" 1}`, `{a:1}`,
	`[1 2]`, `"\x"`, `"\u12"`, `"\u12g4"`, "\"a\tb\"", `"abc`, `[`, `{"a":`, ``, ` `, `1 2`, `{}x`,
	`[[[[]]]]`, `{"":""}`, `"\u0000"`,
}

func FuzzParse(f *testing.F) {
	for _, s := range samples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := Parse(s)
		if valid := json.Valid([]byte(s)); valid != (err == nil) {
			t.Fatalf("%q: encoding/json valid %v, Parse error %v", s, valid, err)
		}
		if err != nil {
			return
		}
		d := json.NewDecoder(strings.NewReader(s))
		d.UseNumber()
		var want any
		if err := d.Decode(&want); err != nil {
			t.Fatalf("%q: encoding/json: %v", s, err)
		}
		if got := plain(v); !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: Parse gives %#v, encoding/json %#v", s, got, want)
		}
	})
}

// Nesting is refused past encoding/json's depth and read up to it, in WebAssembly too (make
// test-wasm), where the call stack is the browser's.
func TestParseDepth(t *testing.T) {
	deep := strings.Repeat("[", maxDepth) + strings.Repeat("]", maxDepth)
	if _, err := Parse(deep); err != nil {
		t.Fatalf("%d nested arrays: %v", maxDepth, err)
	}
	var se *SyntaxError
	if _, err := Parse("[" + deep + "]"); !errors.As(err, &se) {
		t.Fatalf("%d nested arrays: %v, want a syntax error", maxDepth+1, err)
	}
}

func TestParseSamples(t *testing.T) {
	// the fuzz test's seeds, for a plain go test
	for _, s := range samples {
		v, err := Parse(s)
		if valid := json.Valid([]byte(s)); valid != (err == nil) {
			t.Errorf("%q: encoding/json valid %v, Parse error %v", s, valid, err)
			continue
		}
		if err != nil {
			continue
		}
		var want any
		d := json.NewDecoder(strings.NewReader(s))
		d.UseNumber()
		if err := d.Decode(&want); err != nil {
			t.Fatal(err)
		}
		if got := plain(v); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: Parse gives %#v, encoding/json %#v", s, got, want)
		}
	}
}

func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "plain", `<a href="x">&amp;</a>`, "\x00\x01\x1f\x7f\b\f\n\r\t\\\"",
		"\xff", "a\xc3", "\u2028\u2029", "é😀", "\xed\xa0\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := AppendString([]byte("x"), s); !bytes.Equal(got, append([]byte("x"), want...)) {
			t.Fatalf("%q: AppendString writes %s, json.Marshal %s", s, got[1:], want)
		}
	})
}

func TestFoldNameAsEncodingJSON(t *testing.T) {
	// bytes.EqualFold is what encoding/json's folding stands for
	names := []string{"seq", "SEQ", "ſeq", "Seq", "key", "\u212aey", "KEY", "setup", "ſetup", "names", "Ñames", "ñames"}
	for _, a := range names {
		for _, b := range names {
			if got, want := foldName(a) == foldName(b), strings.EqualFold(a, b); got != want {
				t.Errorf("%q, %q: folded equal %v, EqualFold %v", a, b, got, want)
			}
		}
	}
}
