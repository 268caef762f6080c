//go:build wasm

package app

import (
	"syscall/js"

	"github.com/maxence-charriere/go-app/v10/pkg/errors"
)

// The browser build links no encoding/json: its reflection was about 90 KB of
// WebAssembly with brotli, for features this build's program does not use.
// What go-app would store or send as JSON returns errNoJSON there (or logs it):
// BrowserStorage.Set and Get of a stored value, persisted and broadcast states
// (State.Persist, State.Broadcast, Observer.WithBroadcast), notifications,
// Context.Encrypt and Context.DeviceID (which stores its id). States kept in
// memory (SetState, GetState, ObserveState) work as before. hasJSON lets the
// compiler drop the code that would encode, so that it links nothing either.
const hasJSON = false

// rawJSON is the type of a stored state's encoded value.
type rawJSON = []byte

func errNoJSON() error {
	return errors.New("JSON encoding is not available in the browser build")
}

func jsonMarshal(v any) ([]byte, error) {
	return nil, errNoJSON()
}

func jsonUnmarshal(data []byte, v any) error {
	return errNoJSON()
}

// jsonStrings reads a JSON array of strings (the internal URLs that the
// Handler writes into the page's environment with json.Marshal) with the
// browser's JSON.parse; anything else gives nil, which is what json.Unmarshal
// left.
func jsonStrings(s string) (v []string) {
	defer func() {
		if recover() != nil {
			v = nil
		}
	}()
	a := js.Global().Get("JSON").Call("parse", s)
	if !js.Global().Get("Array").Call("isArray", a).Bool() {
		return nil
	}
	v = make([]string, a.Length())
	for i := range v {
		if e := a.Index(i); e.Type() == js.TypeString {
			v[i] = e.String()
		}
	}
	return v
}
