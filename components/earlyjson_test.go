package components

import (
	"encoding/json"
	"reflect"
	"testing"

	"borabora/gameapp"
)

// earlyJSON is earlyState as encoding/json read it before the browser build left it out.
type earlyJSON struct {
	Hold        bool
	Intent, Arg string
	Settings    json.RawMessage
	Form        *gameapp.NewGameForm
	Colours     [4]int
}

var earlyAccounts = []string{
	`{"intent":"","form":{"n":3,"names":["Ana",null,"Cy","Dee"],"kinds":["person","hard",null,"easy"],"seed":"42","openhands":true},"colours":[1,0,2,3]}`,
	`{"form":{"n":9},"colours":[1,1,7,-2]}`, `{"hold":true,"intent":"continue","arg":"g1","settings":{"lang":"pl","botSpeed":"slow"}}`,
	`{"settings":null}`, `{"settings":"x"}`, `{"settings":{"lang":3}}`, `{"form":null}`, `{"form":null,"form":{"n":3}}`,
	`{"form":5}`, `{"form":null,"form":[1]}`, `{"form":{"names":["a","b","c","d","e"]},"colours":[1]}`,
	`{"form":{"kinds":[1]}}`, `{"form":{"n":"3"},"colours":"x"}`, `{"colours":["1","2"]}`, `{"FORM":{"OPENHANDS":true}}`,
	`null`, `[]`, ``, `{"form":{"n":3}`, `{"Intent":"start","intent":null}`, `{"form":{"seed":null,"names":null}}`,
}

func checkDecodeEarly(t *testing.T, text string) {
	t.Helper()
	start := func() gameapp.NewGameForm {
		return gameapp.NewGameForm{N: 2, Names: [4]string{"p", "q", "r", "s"}, Colours: [4]int{0, 1, 2, 3}}
	}
	fa, fb := start(), start()
	got := earlyState{Form: &fa, Colours: fa.Colours}
	want := earlyJSON{Form: &fb, Colours: fb.Colours}
	err := decodeEarly(text, &got)
	errWant := json.Unmarshal([]byte(text), &want)
	if (err == nil) != (errWant == nil) {
		t.Fatalf("%q: error %v, encoding/json's %v", text, err, errWant)
	}
	if fa != fb {
		t.Fatalf("%q: the form became %+v, with encoding/json %+v", text, fa, fb)
	}
	if errWant != nil {
		return
	}
	if got.Hold != want.Hold || got.Intent != want.Intent || got.Arg != want.Arg || got.Colours != want.Colours ||
		(got.Form == nil) != (want.Form == nil) || got.Form != nil && *got.Form != *want.Form {
		t.Fatalf("%q: %+v, encoding/json %+v", text, got, want)
	}
	if (got.Settings == nil) != (want.Settings == nil) {
		t.Fatalf("%q: settings %v, encoding/json's %q", text, got.Settings, want.Settings)
	}
	if got.Settings != nil {
		sa, sb := gameapp.Settings{Lang: "it"}, gameapp.Settings{Lang: "it"}
		_ = gameapp.DecodeSettings(*got.Settings, &sa)
		_ = json.Unmarshal(want.Settings, &sb)
		if !reflect.DeepEqual(sa, sb) {
			t.Fatalf("%q: settings read as %+v, with encoding/json %+v", text, sa, sb)
		}
	}
}

// web/early.js's account reads as encoding/json read it, into the form too.
func TestDecodeEarlyAsEncodingJSON(t *testing.T) {
	for _, text := range earlyAccounts {
		checkDecodeEarly(t, text)
	}
}

func FuzzDecodeEarly(f *testing.F) {
	for _, text := range earlyAccounts {
		f.Add(text)
	}
	f.Fuzz(checkDecodeEarly)
}
