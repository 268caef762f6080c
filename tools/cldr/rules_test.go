//go:build !wasm

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCompileRule(t *testing.T) {
	for cond, want := range map[string]string{
		"i = 1 and v = 0":                      "o.i == 1 && o.v == 0",
		"n = 1":                                "(o.f == 0 && o.i == 1)",
		"i = 0..1":                             "(o.i >= 0 && o.i <= 1)",
		"i = 0,1":                              "(o.i == 0 || o.i == 1)",
		"n != 2":                               "!(o.f == 0 && o.i == 2)",
		"i != 1":                               "o.i != 1",
		"e != 0..5":                            "!(o.e >= 0 && o.e <= 5)",
		"c = 0":                                "o.e == 0",
		"n % 10 = 2..4, 9":                     "(o.f == 0 && (o.i%10 >= 2 && o.i%10 <= 4 || o.i%10 == 9))",
		"v = 0 or i % 100 = 12..14 and t != 0": "o.v == 0 || ((o.i%100 >= 12 && o.i%100 <= 14) && o.t != 0)",
	} {
		got, err := compileRule(cond)
		if err != nil || got != want {
			t.Errorf("compileRule(%q) = %q, %v; want %q", cond, got, err, want)
		}
	}
	for _, bad := range []string{"x = 1", "i = ", "i == 1", "i = 1 and", "i = 1 1", "i = 1 @"} {
		if got, err := compileRule(bad); err == nil {
			t.Errorf("compileRule(%q) = %q, want an error", bad, got)
		}
	}
}

func TestSplitRule(t *testing.T) {
	cond, ints, decs, err := splitRule("i = 0..1 @integer 0, 1, 5~7, … @decimal 0.8~1.1, 1.0000001c6, …")
	if err != nil {
		t.Fatal(err)
	}
	if cond != "i = 0..1" || strings.Join(ints, " ") != "0 1 5 6 7" || strings.Join(decs, " ") != "0.8 0.9 1.0 1.1 1.0000001c6" {
		t.Errorf("got %q %q %q", cond, ints, decs)
	}
	if _, _, _, err := splitRule("@integer 1c3~2c3"); err == nil {
		t.Error("a range with an exponent was expanded")
	}
}

// The committed i18n/cldr_gen.go and cldr_gen_test.go are what the generator
// writes from the pinned CLDR packages ("make cldr" installs them; "make
// test" runs this with CLDR_REQUIRE=1, so it fails instead of skipping when
// they are missing).
func TestGeneratedFilesAreCurrent(t *testing.T) {
	data := "node_modules"
	if _, err := os.Stat(filepath.Join(data, "cldr-core")); err != nil {
		if os.Getenv("CLDR_REQUIRE") != "" {
			t.Fatalf("CLDR packages not installed in tools/cldr/node_modules (make cldr): %v", err)
		}
		t.Skip("CLDR packages not installed (make cldr)")
	}
	src, tests, err := generate(os.DirFS(data))
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string][]byte{"cldr_gen.go": src, "cldr_gen_test.go": tests} {
		have, err := os.ReadFile(filepath.Join("..", "..", "i18n", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(have, want) {
			t.Errorf("i18n/%s differs from the generator's output: run make cldr", name)
		}
	}
}
