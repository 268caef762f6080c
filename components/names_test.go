package components

import (
	"strings"
	"testing"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestStartFormKeepsNamesWholeOrSaysWhy: the start form takes a name of the longest allowed
// length whole (no silent cut), refuses a longer one and one with no visible character with a
// message naming the seat, and puts the default name in place of an empty field.
func TestStartFormKeepsNamesWholeOrSaysWhy(t *testing.T) {
	longest := strings.Repeat("Ｗ", gameapp.MaxNameChars)
	for _, c := range []struct {
		name, says, want string // says: part of the message ("" when accepted); want: the name kept
	}{
		{longest, "", longest},
		{"  Ana  ", "", "Ana"},
		{"", "", "Player 2"},
		{longest + "Ｗ", "has 21 characters; at most 20", ""},
		{"   ", "has no visible character", ""},
		{"\u200b\u200b", "has no visible character", ""},
		{strings.Repeat("👨\u200d👩\u200d👧", 8), "too long to keep in a save code", ""},
	} {
		r := newRoot()
		r.c.form.Names[1] = c.name
		h := plain(app.HTMLString(r))
		r.c.onStart(app.Context{}, app.Event{})
		if c.says != "" {
			if r.c.s != nil || !strings.Contains(r.c.err, c.says) || !strings.Contains(r.c.err, "player 2") {
				t.Errorf("%q: started %v, message %q", c.name, r.c.s != nil, r.c.err)
			}
			if !strings.Contains(h, `id="name-problem-1"`) || !strings.Contains(h, `aria-invalid`) {
				t.Errorf("%q: the field does not show its problem before Start", c.name)
			}
			continue
		}
		if r.c.s == nil {
			t.Errorf("%q refused: %s", c.name, r.c.err)
			continue
		}
		if got := r.c.s.Name(1); got != c.want {
			t.Errorf("%q kept as %q, want %q", c.name, got, c.want)
		}
		if got := gameapp.NameChars(c.want); !strings.Contains(h, `id="name-count-1"`) || c.name == longest && got != 20 {
			t.Errorf("%q: counter missing or wrong (%d)", c.name, got)
		}
	}
	if h := app.HTMLString(newRoot()); !strings.Contains(h, "up to 20 characters") {
		t.Error("the form does not say how long a name may be")
	}
}

// TestNamesAreIsolated: every name on the table sits inside a direction isolate that it cannot
// break out of, whatever direction controls it holds.
func TestNamesAreIsolated(t *testing.T) {
	names := []string{"\u202eevil", "a\u2069\u202eb", "\u2066open", "שלום 12"}
	for _, n := range append(names, "plain", "two\nlines") {
		got := isolate(n)
		depth := 0
		for i, r := range got {
			switch r {
			case '\u2066', '\u2067', '\u2068':
				depth++
			case '\u2069':
				depth--
			case '\n':
				t.Errorf("%q: a line break inside a name ends the isolate", n)
			}
			if depth <= 0 && i < len(got)-len("\u2069") {
				t.Errorf("%q: the isolate closes before the end: %q", n, got)
				break
			}
		}
		if depth != 0 || !strings.HasPrefix(got, "\u2068") || !strings.HasSuffix(got, "\u2069") {
			t.Errorf("%q: isolate gives %q", n, got)
		}
	}
	s, err := gameapp.NewSession(gameapp.Setup{Names: names, Seed: 9, OpenHands: true})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRootWithSession(s)
	play(t, s, 40, 3)
	r.c.panel = panelLog
	// app.HTMLString writes the isolates of attribute values escaped
	h := strings.NewReplacer(`\u2068`, "\u2068", `\u2069`, "\u2069").Replace(app.HTMLString(r))
	for _, n := range names {
		iso := isolate(n)
		if strings.Count(h, iso) == 0 {
			t.Errorf("%q is not shown isolated", n)
		}
		if bare := strings.Count(strings.ReplaceAll(h, iso, ""), n); bare > 0 {
			t.Errorf("%q shows %d times without its isolate", n, bare)
		}
	}
}
