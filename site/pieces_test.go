//go:build !wasm

package site

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The symbol sheet web/pieces.svg is inlined into index.html, and the app draws each piece
// with <svg class="ic"><use href="#id"/></svg>. So it must keep every id the app names, draw
// each symbol in the same 24x24 box, stay within the page's content security policy (no
// style attributes or elements, no scripts, no text, no images or foreign content) and
// refer to nothing outside itself.

// pieceSymbols are the ids of the symbols the app draws (docs of the sheet: the symbol
// brief; the app names them in its components).
var pieceSymbols = []string{
	"j-necklace", "j-bracelet", "j-earrings", "j-ring", "j-hairpin", "j-anklet",
	"fig-man", "fig-woman",
	"pa-land", "pa-water", "pa-woman", "pa-man", "pa-build", "pa-material", "pa-movehut",
	"pa-vp", "pa-godcard", "pa-offering", "pa-status", "pa-shell",
	"act-helper", "act-temple", "act-build", "act-man", "act-woman", "act-land", "act-water",
	"act-fishing",
	"card-blue", "card-white", "card-red", "card-green", "card-yellow", "card-back", "godtile",
	"mat-sand", "mat-stone", "mat-wood", "offering", "shell", "priest", "hut", "building",
	"status", "vp", "first", "region", "island", "shifted", "types-diff", "same", "twelfth",
	"die", "hand",
	"fish-0", "fish-1", "fish-2", "fish-3",
	"ter-0", "ter-1", "ter-2", "ter-3",
	"jewel", "persons",
}

// forbiddenElements may not appear anywhere in the sheet.
var forbiddenElements = map[string]bool{
	"style": true, "script": true, "text": true, "image": true, "foreignobject": true,
	"a": true, "iframe": true, "audio": true, "video": true,
}

// symbolSheetProblems lists what is wrong with a symbol sheet; none when it is fine.
func symbolSheetProblems(data []byte) []string {
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	ids := map[string]bool{}
	symbols := map[string]bool{}
	type ref struct{ from, to string }
	var refs []ref
	var stack []string // element names from the root down, for messages
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			bad("not well-formed XML: %v", err)
			return problems
		}
		switch el := tok.(type) {
		case xml.StartElement:
			name := el.Name.Local
			where := strings.Join(append(stack, name), ">")
			stack = append(stack, name)
			if len(stack) == 1 && (name != "svg" || el.Name.Space != "http://www.w3.org/2000/svg") {
				bad("the root is <%s> in %q, not an <svg> in the SVG namespace", name, el.Name.Space)
			}
			if forbiddenElements[strings.ToLower(name)] {
				bad("%s: <%s> is not allowed", where, name)
			}
			var id, viewBox string
			for _, a := range el.Attr {
				key, val := strings.ToLower(a.Name.Local), a.Value
				switch {
				case key == "style":
					bad("%s: a style attribute (use presentation attributes)", where)
				case strings.HasPrefix(key, "on"):
					bad("%s: an event handler attribute %s", where, a.Name.Local)
				case key == "id":
					id = val
					if ids[val] {
						bad("%s: the id %q is used twice", where, val)
					}
					ids[val] = true
				case key == "viewbox":
					viewBox = val
				case key == "href":
					if !strings.HasPrefix(val, "#") || len(val) == 1 {
						bad("%s: href %q points outside the sheet", where, val)
					} else {
						refs = append(refs, ref{where, val[1:]})
					}
				}
				// url(...) in paint and other attributes: only this sheet's own ids.
				for rest := val; ; {
					_, after, ok := strings.Cut(rest, "url(")
					if !ok {
						break
					}
					target, _, _ := strings.Cut(after, ")")
					target = strings.Trim(target, `'" `)
					if !strings.HasPrefix(target, "#") || len(target) == 1 {
						bad("%s: %s=%q refers outside the sheet", where, a.Name.Local, val)
					} else {
						refs = append(refs, ref{where, target[1:]})
					}
					rest = after
				}
			}
			switch strings.ToLower(name) {
			case "symbol":
				if id == "" {
					bad("%s: a symbol without an id", where)
				}
				symbols[id] = true
				if viewBox != "0 0 24 24" {
					bad("symbol %q: viewBox %q, not \"0 0 24 24\"", id, viewBox)
				}
			case "lineargradient", "radialgradient":
				if !strings.HasPrefix(id, "g-") {
					bad("%s: a gradient's id %q does not start with g-", where, id)
				}
			}
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.ProcInst, xml.Directive:
			if p, ok := el.(xml.ProcInst); !ok || p.Target != "xml" {
				bad("a processing instruction or directive is not allowed")
			}
		}
	}
	for _, r := range refs {
		if !ids[r.to] {
			bad("%s: refers to #%s, which the sheet does not define", r.from, r.to)
		}
	}
	for _, id := range pieceSymbols {
		if !symbols[id] {
			bad("symbol %q is missing", id)
		}
	}
	return problems
}

func readPieces(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "web", "pieces.svg"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestPiecesSheet(t *testing.T) {
	for _, p := range symbolSheetProblems([]byte(readPieces(t))) {
		t.Error("web/pieces.svg: " + p)
	}
}

// TestPiecesSheetChecks breaks copies of the real sheet, one way each, and expects the check
// to name the breakage.
func TestPiecesSheetChecks(t *testing.T) {
	sheet := readPieces(t)
	root := `<svg xmlns="http://www.w3.org/2000/svg">`
	for _, c := range []struct{ name, old, new, want string }{
		{"viewBox", `<symbol id="die" viewBox="0 0 24 24"`, `<symbol id="die" viewBox="0 0 32 32"`, `symbol "die": viewBox`},
		{"no viewBox", `<symbol id="die" viewBox="0 0 24 24"`, `<symbol id="die"`, `symbol "die": viewBox`},
		{"style attribute", `<symbol id="die" `, `<symbol id="die" style="color:red" `, "style attribute"},
		{"style element", root, root + `<style>path{fill:red}</style>`, "<style> is not allowed"},
		{"script", root, root + `<script>alert(1)</script>`, "<script> is not allowed"},
		{"text", root, root + `<symbol id="x12" viewBox="0 0 24 24"><text>12</text></symbol>`, "<text> is not allowed"},
		{"image", root, root + `<image href="#die"/>`, "<image> is not allowed"},
		{"foreignObject", root, root + `<foreignObject/>`, "<foreignObject> is not allowed"},
		{"event handler", `<symbol id="die" `, `<symbol id="die" onload="alert(1)" `, "event handler"},
		{"external href", `<use href="#fig-man"/>`, `<use href="other.svg#fig-man"/>`, "points outside the sheet"},
		{"remote href", `<use href="#fig-man"/>`, `<use href="https://example.com/a.svg#fig-man"/>`, "points outside the sheet"},
		{"external url()", `<symbol id="die" `, `<symbol id="die" fill="url(other.svg#g-sun)" `, "refers outside the sheet"},
		{"duplicate id", root, root + `<symbol id="die" viewBox="0 0 24 24"/>`, `the id "die" is used twice`},
		{"missing use target", `<use href="#fig-man"/>`, `<use href="#fig-boy"/>`, "refers to #fig-boy"},
		{"missing url() target", `<symbol id="die" `, `<symbol id="die" fill="url(#g-none)" `, "refers to #g-none"},
		{"gradient id", root, root + `<linearGradient id="sun"/>`, "does not start with g-"},
		{"missing symbol", `<symbol id="die" `, `<symbol id="dice" `, `symbol "die" is missing`},
		{"not XML", `</svg>`, `</sv>`, "not well-formed"},
		{"wrong namespace", root, `<svg xmlns="http://www.w3.org/1999/xhtml">`, "not an <svg> in the SVG namespace"},
	} {
		if !strings.Contains(sheet, c.old) {
			t.Fatalf("%s: web/pieces.svg no longer holds %q to break", c.name, c.old)
		}
		broken := strings.Replace(sheet, c.old, c.new, 1)
		problems := symbolSheetProblems([]byte(broken))
		found := false
		for _, p := range problems {
			found = found || strings.Contains(p, c.want)
		}
		if !found {
			t.Errorf("%s: want a problem naming %q, got %q", c.name, c.want, problems)
		}
	}
}
