//go:build !wasm

package errors

import (
	"encoding/json"
	"reflect"
)

// SetInlineEncoder is a helper function that set the error encoder to
// json.Marshal.
func SetInlineEncoder() {
	Encoder = json.Marshal
}

// SetIndentEncoder is a helper function that set the error encoder to a
// function that uses json.MarshalIndent.
func SetIndentEncoder() {
	Encoder = func(v any) ([]byte, error) {
		return json.MarshalIndent(v, "", "  ")
	}
}

func (e Error) MarshalJSON() ([]byte, error) {
	var wrappedErr any = e.WrappedErr
	if _, ok := e.WrappedErr.(Error); !ok && e.WrappedErr != nil {
		wrappedErr = e.WrappedErr.Error()
	}

	var tags map[string]any
	if l := len(e.Tags); l != 0 {
		tags = make(map[string]any, l)
		for k, v := range e.Tags {
			switch v := v.(type) {
			case reflect.Type:
				tags[k] = v.String()

			default:
				tags[k] = v
			}
		}
	}

	return Encoder(struct {
		Line        string         `json:"line,omitempty"`
		Message     string         `json:"message"`
		DefinedType string         `json:"type,omitempty"`
		Tags        map[string]any `json:"tags,omitempty"`
		WrappedErr  any            `json:"wrap,omitempty"`
	}{
		Line:        e.Line,
		Message:     e.Message,
		DefinedType: e.DefinedType,
		Tags:        tags,
		WrappedErr:  wrappedErr,
	})
}
