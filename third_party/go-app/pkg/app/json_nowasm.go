//go:build !wasm

package app

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/errors"
)

// JSON of go-app's storage, states and notifications (json_wasm.go says what
// the browser build does instead).
const hasJSON = true

type rawJSON = json.RawMessage

func errNoJSON() error {
	return errors.New("JSON encoding is not available")
}

func jsonMarshal(v any) ([]byte, error) {
	return json.Marshal(v)
}

func jsonUnmarshal(data []byte, v any) error {
	return json.Unmarshal(data, v)
}

func jsonStrings(s string) (v []string) {
	json.Unmarshal([]byte(s), &v)
	return v
}
