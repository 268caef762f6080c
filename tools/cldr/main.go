//go:build !wasm

// Command cldr writes i18n/cldr_gen.go and i18n/cldr_gen_test.go from the CLDR
// JSON packages pinned in tools/cldr/package.json (installed by "make cldr" into
// tools/cldr/node_modules): for each of the game's languages, the cardinal plural
// rules compiled to Go, the integer number symbols and grouping, the standard
// ("and") list pattern and the language's own name; the test file holds CLDR's
// own samples for every plural category, so the compiled rules are checked
// against the data they came from.
//
//	go run ./tools/cldr -data tools/cldr/node_modules -out i18n
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
)

// languages maps each language of the game to the CLDR locale whose data it
// uses. The game's English is British (colour, neighbouring) and lists names
// without a serial comma, as en-GB does; the Portuguese is Brazilian, like the
// rulebook's translation, which is CLDR's "pt".
var languages = []struct{ code, cldr string }{
	{"en", "en-GB"},
	{"pt", "pt"},
	{"pl", "pl"},
	{"es", "es"},
	{"it", "it"},
}

func main() {
	data := flag.String("data", "tools/cldr/node_modules", "folder holding the cldr-* npm packages")
	out := flag.String("out", "i18n", "package folder to write cldr_gen.go and cldr_gen_test.go into")
	flag.Parse()
	src, tests, err := generate(os.DirFS(*data))
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*out, "cldr_gen.go"), src, 0o644); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*out, "cldr_gen_test.go"), tests, 0o644); err != nil {
		log.Fatal(err)
	}
}

// readJSON decodes one file of the CLDR packages.
func readJSON(fsys fs.FS, name string, v any) error {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}
