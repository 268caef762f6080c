//go:build wasm

package app

import (
	"encoding/json"
	"reflect"
	"testing"
)

// The internal URLs of the page's environment read in the browser build as
// json.Unmarshal read them.
func TestJSONStringsReadsWhatJSONReads(t *testing.T) {
	for _, s := range []string{`null`, `[]`, `["https://a.example/x","/b"]`, `["\u003c\u0026",""]`,
		``, `{"a":1}`, `"x"`, `[1,"a"]`, `["a",`} {
		var want []string
		json.Unmarshal([]byte(s), &want)
		if got := jsonStrings(s); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %#v, json.Unmarshal %#v", s, got, want)
		}
	}
}
