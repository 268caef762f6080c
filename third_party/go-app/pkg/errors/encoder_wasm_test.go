//go:build wasm

package errors

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"testing"
)

// jsonOf is what encoder.go (the native build) writes for e: encoding/json.
func jsonOf(t *testing.T, e Error) string {
	var wrapped any
	switch w := e.WrappedErr.(type) {
	case nil:
	case Error:
		wrapped = json.RawMessage(jsonOf(t, w))
	default:
		wrapped = w.Error()
	}
	var tags map[string]any
	for k, v := range e.Tags {
		if tags == nil {
			tags = map[string]any{}
		}
		if rt, ok := v.(reflect.Type); ok {
			v = rt.String()
		}
		tags[k] = v
	}
	b, err := json.Marshal(struct {
		Line        string         `json:"line,omitempty"`
		Message     string         `json:"message"`
		DefinedType string         `json:"type,omitempty"`
		Tags        map[string]any `json:"tags,omitempty"`
		WrappedErr  any            `json:"wrap,omitempty"`
	}{e.Line, e.Message, e.DefinedType, tags, wrapped})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The browser build's encoder writes errors as encoding/json wrote them.
func TestBrowserEncoderWritesWhatJSONWrote(t *testing.T) {
	inner := New("inner <&>").WithTag("n", 3)
	for _, e := range []Error{
		New("plain"),
		Newf("with %d tags", 2).WithTag("b", true).WithTag("a", "x\u2028\xff\"\\\n"),
		New("types").WithType("custom").WithTag("type", reflect.TypeOf(0)).WithTag("nil", nil),
		New("numbers").WithTag("i", -7).WithTag("u", uint8(200)).WithTag("f", 0.5).
			WithTag("small", 1e-7).WithTag("big", 1e21).WithTag("f32", float32(3.25)).WithTag("i64", int64(math.MinInt64)),
		New("named").WithTag("k", kind(4)).WithTag("s", name("<b>")).WithTag("z", "").WithTag("y", 0),
		New("wraps an error").Wrap(inner),
		New("wraps another").Wrap(errors.New("std <error>")),
		{Message: "no line"},
	} {
		want := jsonOf(t, e)
		if got := e.Error(); got != want {
			t.Errorf("got  %s\nwant %s", got, want)
		}
	}
}

type (
	kind int16
	name string
)
