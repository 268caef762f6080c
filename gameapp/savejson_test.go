package gameapp

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"
)

// Strings that JSON writes in unusual ways: escapes, HTML, bytes that are not UTF-8, U+2028.
var oddStrings = []string{"", "Ana", "Zoë 😀", `<b>"Q" & 'A'</b>`, "tab\there\nnew\x00\x1f\x7f",
	"\xff\xfe", "a\xc3", "\u2028\u2029", `back\slash/`, "\xed\xa0\x80", "ſ K"}

func randString(r *rand.Rand) string {
	if r.IntN(3) == 0 {
		return oddStrings[r.IntN(len(oddStrings))]
	}
	b := make([]byte, r.IntN(12))
	for i := range b {
		b[i] = byte(r.IntN(256))
	}
	return string(b)
}

func randInt(r *rand.Rand) int {
	switch r.IntN(4) {
	case 0:
		return 0
	case 1:
		return r.IntN(100)
	case 2:
		return -r.IntN(1000)
	}
	return int(r.Uint64())
}

// randSave is a save with every field varied, nil and empty slices among them.
func randSave(r *rand.Rand) SaveFile {
	strs := func() []string {
		switch r.IntN(4) {
		case 0:
			return nil
		case 1:
			return []string{}
		}
		s := make([]string, 1+r.IntN(4))
		for i := range s {
			s[i] = randString(r)
		}
		return s
	}
	ints := func() []int {
		switch r.IntN(4) {
		case 0:
			return nil
		case 1:
			return []int{}
		}
		s := make([]int, 1+r.IntN(4))
		for i := range s {
			s[i] = randInt(r)
		}
		return s
	}
	f := SaveFile{Format: randInt(r), ID: randString(r), Created: int64(randInt(r)), Updated: int64(randInt(r)),
		Seq: r.Uint64() >> r.IntN(64), Code: randString(r), UndoFloor: randInt(r) * r.IntN(2),
		Ended: int64(randInt(r) * r.IntN(2))}
	f.Setup = Setup{Names: strs(), Colours: ints(), Seed: r.Uint64() >> r.IntN(64), OpenHands: r.IntN(2) == 0,
		Rules: randInt(r) * r.IntN(2), From: randInt(r) * r.IntN(2)}
	switch r.IntN(3) {
	case 1:
		f.Setup.Seats = []SeatKind{}
	case 2:
		for range 1 + r.IntN(4) {
			f.Setup.Seats = append(f.Setup.Seats, SeatKind(r.IntN(8)-1))
		}
	}
	if r.IntN(2) == 0 {
		f.Setup.Guide = Guide{On: r.IntN(2) == 0, Seen: uint32(r.Uint64() >> r.IntN(64)), You: r.IntN(2) == 0}
	}
	switch r.IntN(3) {
	case 1:
		f.Setup.Hints = []Hint{}
	case 2:
		for range 1 + r.IntN(3) {
			f.Setup.Hints = append(f.Setup.Hints, Hint{At: randInt(r), Seat: randInt(r)})
		}
	}
	// a game by links: takeovers, keys and signatures; seats handed over during the game
	for range r.IntN(3) {
		f.Setup.Takeovers = append(f.Setup.Takeovers, Takeover{Seat: randInt(r), By: randInt(r), At: randInt(r)})
	}
	for range r.IntN(3) {
		f.Setup.Bound = append(f.Setup.Bound, Binding{Seat: randInt(r), At: randInt(r), Key: randString(r)})
	}
	for range r.IntN(3) {
		f.Setup.Signed = append(f.Setup.Signed, Signature{Key: randString(r), N: randInt(r), Sig: randString(r)})
	}
	for range r.IntN(3) {
		f.Setup.Handed = append(f.Setup.Handed, Handed{Seat: randInt(r), At: randInt(r), From: SeatKind(r.IntN(6)), Kind: SeatKind(r.IntN(6))})
	}
	f.Summary = Summary{Names: strs(), Round: randInt(r), Stage: randInt(r), Over: r.IntN(2) == 0,
		Scores: ints(), Moves: randInt(r)}
	return f
}

func TestSaveWrittenAsEncodingJSONWritesIt(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 3000 {
		f := randSave(r)
		want, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		if got := marshalSave(&f); !bytes.Equal(got, want) {
			t.Fatalf("save %d:\n got %s\nwant %s", i, got, want)
		}
		var back, wantBack SaveFile
		if err := unmarshalSave(string(want), &back); err != nil {
			t.Fatalf("save %d: %v", i, err)
		}
		if err := json.Unmarshal(want, &wantBack); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, wantBack) {
			t.Fatalf("save %d read back:\n got %#v\nwant %#v", i, back, wantBack)
		}
	}
}

func TestSettingsWrittenAsEncodingJSONWritesThem(t *testing.T) {
	for _, st := range []Settings{{}, {BotSpeed: SpeedSlow}, {Lang: "pl"}, {Hint: true},
		{BotSpeed: "<&>", Lang: "\xff", Hint: true}, {Lang: "it", Hint: true}, {BotSpeed: "instant", Lang: "es"}} {
		want, _ := json.Marshal(st)
		if got := marshalSettings(st); !bytes.Equal(got, want) {
			t.Errorf("%+v: got %s, want %s", st, got, want)
		}
	}
}

// Texts that encoding/json reads in ways easy to get wrong: duplicate keys, null in arrays
// over earlier elements, keys in other cases (ſ and K fold to s and k), wrong types, numbers
// that are not integers or out of range.
var saveTexts = []string{
	`{"format":1,"id":"a","code":"BB1.x","setup":{"Names":["A","B"],"Seats":["easy","nobody",null]}}`,
	`{"FORMAT":1,"Id":"a","CODE":"c","Setup":{"names":["A"],"seeD":7,"openhands":true}}`,
	`{"format":1,"id":"a","code":"c","ſetup":{"Names":["x"]},"ſummary":{"names":["y"]}}`,
	`{"format":1,"id":"a","code":"c","setup":{"Names":["A","B","C"]},"setup":{"Names":["x"]},"setup":{"Names":[null,null,null]}}`,
	`{"format":1,"id":"a","code":"c","setup":{"Names":["A","B"]},"setup":{"Names":[]}}`,
	`{"format":1,"id":"a","code":"c","setup":{"Hints":[{"at":1,"seat":2},{"at":3}]},"setup":{"Hints":[{"seat":9},null]}}`,
	`{"format":1,"id":"a","code":"c","setup":{"Seats":["hard","easy"]},"setup":{"Seats":[null]}}`,
	`{"format":1,"id":"a","code":"c","summary":{"scores":[1,2,3]},"summary":{"scores":null}}`,
	`{"format":1,"id":"a","code":"c","setup":{"Guide":{"on":true,"seen":4294967295}}}`,
	`{"format":1,"id":"a","code":"c","setup":{"Guide":{"you":true}}}`,
	`{"format":1,"id":"a","code":"c","setup":{"Guide":{"seen":4294967296}}}`,
	`{"format":1,"id":"a","code":"c","ended":17,"ENDED":null,"setup":{"from":3,"From":"x"}}`,
	`{"format":1.0,"id":"a","code":"c"}`, `{"format":1e0,"id":"a","code":"c"}`, `{"format":-0,"id":"a"}`,
	`{"format":"1","id":"a","code":"c"}`, `{"seq":-1}`, `{"seq":18446744073709551615}`, `{"seq":18446744073709551616}`,
	`{"created":9223372036854775808}`, `{"format":null,"id":null,"setup":null,"summary":null}`,
	`{"setup":{"Seats":[1]}}`, `{"setup":{"Seats":[true]}}`, `{"setup":{"Seats":[[]]}}`, `{"setup":{"Seats":[{}]}}`,
	`{"setup":{"Seats":"easy"}}`, `{"setup":[]}`, `{"summary":{"over":1}}`, `{"summary":{"over":"true"}}`,
	`{"summary":{"names":"A"}}`, `{"summary":{"names":[1]}}`, `{"unknown":{"deep":[1,{"x":null}]},"format":2}`,
	`null`, `[]`, `"save"`, `1`, `true`, ``, `{`, `{"format":1,}`, `{"id":"\ud800\udc00\ud800"}`,
	`{"format":1,"id":"a\u0000b","code":"\u003c"}`, " {\"format\" :\t1 }\n",
}

func FuzzSaveReadAsEncodingJSONReadsIt(f *testing.F) {
	for _, s := range saveTexts {
		f.Add(s)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		s := randSave(r)
		b, _ := json.Marshal(s)
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, text string) {
		var got, want SaveFile
		errGot := unmarshalSave(text, &got)
		errWant := json.Unmarshal([]byte(text), &want)
		if (errGot == nil) != (errWant == nil) {
			t.Fatalf("%q: error %v, encoding/json's %v", text, errGot, errWant)
		}
		if errWant == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("%q:\n got %#v\nwant %#v", text, got, want)
		}
		var gs, ws Settings
		errGot = unmarshalSettings(text, &gs)
		errWant = json.Unmarshal([]byte(text), &ws)
		if (errGot == nil) != (errWant == nil) || errWant == nil && gs != ws {
			t.Fatalf("%q as settings: %+v, %v; encoding/json %+v, %v", text, gs, errGot, ws, errWant)
		}
	})
}

func TestSaveTextsReadAsEncodingJSONReadsThem(t *testing.T) {
	texts := append([]string{`{"botSpeed":"slow","LANG":"pl","hint":true,"hint":null}`, `{"hint":"yes"}`,
		`{"botspeed":null,"lang":["pl"]}`}, saveTexts...)
	for _, text := range texts {
		var got, want SaveFile
		errGot := unmarshalSave(text, &got)
		errWant := json.Unmarshal([]byte(text), &want)
		if (errGot == nil) != (errWant == nil) || errWant == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("%q:\n got %#v, %v\nwant %#v, %v", text, got, errGot, want, errWant)
		}
		var gs, ws Settings
		errGot = unmarshalSettings(text, &gs)
		errWant = json.Unmarshal([]byte(text), &ws)
		if (errGot == nil) != (errWant == nil) || errWant == nil && gs != ws {
			t.Errorf("%q as settings: %+v, %v; encoding/json %+v, %v", text, gs, errGot, ws, errWant)
		}
	}
}

// Every save and setting that earlier builds stored (written by their encoding/json) reads as
// encoding/json reads it, is written back byte for byte, and its game replays to the scores
// the save lists.
func TestStoredSavesOfEarlierBuilds(t *testing.T) {
	data, err := os.ReadFile("testdata/stored_saves.txt")
	if err != nil {
		t.Fatal(err)
	}
	saves, settings := 0, 0
	for _, line := range strings.Split(string(data), "\n") {
		key, text, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		switch {
		case strings.HasPrefix(key, keySave):
			saves++
			var got, want SaveFile
			if err := json.Unmarshal([]byte(text), &want); err != nil {
				t.Fatal(err)
			}
			if err := unmarshalSave(text, &got); err != nil {
				t.Fatalf("%s: %v", key, err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s:\n got %#v\nwant %#v", key, got, want)
			}
			if b := marshalSave(&got); string(b) != text {
				t.Errorf("%s written back:\n got %s\nwant %s", key, b, text)
			}
			s, err := ResumeSave(got)
			if err != nil {
				t.Fatalf("%s: %v", key, err)
			}
			// a save of an earlier build says nothing of whose turn it is (Waits, newer)
			sum := SummaryOf(s)
			sum.Waits = got.Summary.Waits
			if !reflect.DeepEqual(sum, got.Summary) {
				t.Errorf("%s replays to %+v, the save says %+v", key, sum, got.Summary)
			}
		case key == keySettings:
			settings++
			var got, want Settings
			if err := unmarshalSettings(text, &got); err != nil || json.Unmarshal([]byte(text), &want) != nil || got != want {
				t.Errorf("settings %s: %+v, %v; want %+v", text, got, err, want)
			}
			if b := marshalSettings(got); string(b) != text {
				t.Errorf("settings written back: %s, want %s", b, text)
			}
		}
	}
	if saves < 15 || settings < 1 {
		t.Fatalf("%d saves and %d settings read: testdata/stored_saves.txt is not what it was", saves, settings)
	}
}

// savejson.go reads and writes every field that encoding/json would, by the same names in the
// same order: a field added to a stored struct fails here until savejson.go knows it.
func TestSaveJSONKnowsEveryField(t *testing.T) {
	for _, c := range []struct {
		v     any
		names []string
	}{{SaveFile{}, saveFields}, {Setup{}, setupFields}, {Summary{}, summaryFields}, {Guide{}, guideFields},
		{Hint{}, hintFields}, {Settings{}, settingFields}, {NewGameForm{}, formFields}} {
		rt := reflect.TypeOf(c.v)
		var names []string
		for i := range rt.NumField() {
			f := rt.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" || !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			names = append(names, name)
		}
		if !reflect.DeepEqual(names, c.names) {
			t.Errorf("%s: encoding/json's fields %q, savejson.go's %q", rt.Name(), names, c.names)
		}
	}
}
