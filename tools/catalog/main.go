//go:build !wasm

// Command catalog turns the English message catalog written as a Go map
// (components/catalog_en.go: printf verbs, "key.one"/"key.many" plural pairs)
// into the JSON catalog of package i18n (i18n/locales/en.json: numbered
// placeholders, plural messages as objects of CLDR categories):
//
//	go run ./tools/catalog -in components/catalog_en.go -out i18n/locales/en.json
//
// Verbs become placeholders in argument order: %s and %v give {n}, %d gives
// {n,number}, and an explicit index (%[2]s) gives {1}. "%%" gives "%". A pair
// "k.one"/"k.many" becomes one plural message "k" with the forms "one" and
// "other"; its count is the first argument, as the components pass it. The
// messages keep the order of the Go file, so a translator reads them grouped
// as the code groups them.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"log"
	"os"
	"strconv"
	"strings"
)

func main() {
	in := flag.String("in", "components/catalog_en.go", "Go file holding the English catalog")
	name := flag.String("var", "catalogEN", "name of the catalog's map variable")
	out := flag.String("out", "i18n/locales/en.json", "JSON catalog to write (- for standard output)")
	flag.Parse()
	src, err := os.ReadFile(*in)
	if err != nil {
		log.Fatal(err)
	}
	entries, err := readCatalog(*in, src, *name)
	if err != nil {
		log.Fatal(err)
	}
	msgs, err := convert(entries)
	if err != nil {
		log.Fatal(err)
	}
	data := encode(msgs)
	if *out == "-" {
		os.Stdout.Write(data)
		return
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Fprintf(os.Stderr, "%s: %d messages\n", *out, len(msgs))
}

// entry is one key and text of the Go catalog.
type entry struct{ key, text string }

// readCatalog finds the map literal assigned to the variable name in a Go
// file and returns its entries in source order.
func readCatalog(filename string, src []byte, name string) ([]entry, error) {
	f, err := parser.ParseFile(token.NewFileSet(), filename, src, 0)
	if err != nil {
		return nil, err
	}
	var lit *ast.CompositeLit
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok {
			return lit == nil
		}
		for i, id := range vs.Names {
			if id.Name == name && i < len(vs.Values) {
				lit, _ = vs.Values[i].(*ast.CompositeLit)
			}
		}
		return false
	})
	if lit == nil {
		return nil, fmt.Errorf("%s: no map literal named %s", filename, name)
	}
	var out []entry
	seen := map[string]bool{}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return nil, fmt.Errorf("%s: an element that is not key: value", filename)
		}
		k, err := stringOf(kv.Key)
		if err != nil {
			return nil, err
		}
		v, err := stringOf(kv.Value)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", k, err)
		}
		if seen[k] {
			return nil, fmt.Errorf("%s: key twice", k)
		}
		seen[k] = true
		out = append(out, entry{k, v})
	}
	return out, nil
}

// stringOf evaluates a string literal or a sum of them.
func stringOf(e ast.Expr) (string, error) {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING {
			return strconv.Unquote(x.Value)
		}
	case *ast.ParenExpr:
		return stringOf(x.X)
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			a, err := stringOf(x.X)
			if err != nil {
				return "", err
			}
			b, err := stringOf(x.Y)
			return a + b, err
		}
	}
	return "", fmt.Errorf("not a constant string")
}

// message is one JSON message: a text, or the forms of a plural message.
type message struct {
	key   string
	text  string
	forms [][2]string // category, text
}

// convert turns the Go entries into messages, pairing plural keys.
func convert(entries []entry) ([]message, error) {
	byKey := map[string]string{}
	for _, e := range entries {
		byKey[e.key] = e.text
	}
	var out []message
	done := map[string]bool{}
	for _, e := range entries {
		base, isOne := strings.CutSuffix(e.key, ".one")
		base2, isMany := strings.CutSuffix(e.key, ".many")
		if isMany {
			base = base2
		}
		if isOne || isMany {
			one, okOne := byKey[base+".one"]
			many, okMany := byKey[base+".many"]
			if okOne && okMany {
				if done[base] {
					continue
				}
				if _, clash := byKey[base]; clash {
					return nil, fmt.Errorf("%s: both a plain message and a plural pair", base)
				}
				done[base] = true
				o, err := placeholders(one)
				if err != nil {
					return nil, fmt.Errorf("%s.one: %w", base, err)
				}
				m, err := placeholders(many)
				if err != nil {
					return nil, fmt.Errorf("%s.many: %w", base, err)
				}
				out = append(out, message{key: base, forms: [][2]string{{"one", o}, {"other", m}}})
				continue
			}
		}
		t, err := placeholders(e.text)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", e.key, err)
		}
		out = append(out, message{key: e.key, text: t})
	}
	return out, nil
}

// placeholders rewrites the printf verbs of s as numbered placeholders.
func placeholders(s string) (string, error) {
	if strings.ContainsAny(s, "{}") {
		return "", fmt.Errorf("a brace in %q: the JSON catalogs keep braces for placeholders", s)
	}
	var b strings.Builder
	next := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		i++
		if i >= len(s) {
			return "", fmt.Errorf("a lone %% at the end of %q", s)
		}
		if s[i] == '%' {
			b.WriteByte('%')
			continue
		}
		idx := next
		if s[i] == '[' {
			end := strings.IndexByte(s[i:], ']')
			if end < 0 {
				return "", fmt.Errorf("an unclosed %%[ in %q", s)
			}
			n, err := strconv.Atoi(s[i+1 : i+end])
			if err != nil || n < 1 {
				return "", fmt.Errorf("a bad argument index in %q", s)
			}
			idx = n - 1
			i += end + 1
			if i >= len(s) {
				return "", fmt.Errorf("an index without a verb in %q", s)
			}
		}
		switch s[i] {
		case 's', 'v':
			fmt.Fprintf(&b, "{%d}", idx)
		case 'd':
			fmt.Fprintf(&b, "{%d,number}", idx)
		default:
			return "", fmt.Errorf("the verb %%%c in %q has no placeholder kind", s[i], s)
		}
		next = idx + 1
	}
	return b.String(), nil
}

// encode writes the messages as a JSON object in their order, one a line.
func encode(msgs []message) []byte {
	var b bytes.Buffer
	b.WriteString("{\n")
	for i, m := range msgs {
		b.WriteString("  ")
		b.Write(quote(m.key))
		b.WriteString(": ")
		if m.forms == nil {
			b.Write(quote(m.text))
		} else {
			b.WriteString("{")
			for j, f := range m.forms {
				if j > 0 {
					b.WriteString(", ")
				}
				b.Write(quote(f[0]))
				b.WriteString(": ")
				b.Write(quote(f[1]))
			}
			b.WriteString("}")
		}
		if i < len(msgs)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("}\n")
	return b.Bytes()
}

// quote is s as a JSON string, with non-ASCII letters left as they are.
func quote(s string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return bytes.TrimRight(b.Bytes(), "\n")
}
