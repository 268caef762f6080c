//go:build !wasm

// Command wasmsize breaks a Go WebAssembly binary down by package: the bytes
// of function code each package contributes, read from the binary's code
// section and named through its "name" section (so build without -s for a
// breakdown; the sizes of the code are the same). With two files it prints
// the difference per package.
//
//	GOOS=js GOARCH=wasm go build -o /tmp/app.wasm . && go run ./tools/wasmsize /tmp/app.wasm
//	go run ./tools/wasmsize -top 40 before.wasm after.wasm
package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 30, "packages to list (0 for all)")
	pkg := flag.String("pkg", ".", "main package whose dependencies name the functions (GOOS=js GOARCH=wasm go list -deps)")
	funcs := flag.String("funcs", "", "list the functions of this package (a path as -top lists them), largest first, instead of packages")
	flag.Parse()
	listFuncs = *funcs
	if err := loadPackages(*pkg); err != nil {
		log.Fatal(err)
	}
	switch flag.NArg() {
	case 1:
		m, err := breakdown(flag.Arg(0))
		if err != nil {
			log.Fatal(err)
		}
		print1(m, *top)
	case 2:
		a, err := breakdown(flag.Arg(0))
		if err != nil {
			log.Fatal(err)
		}
		b, err := breakdown(flag.Arg(1))
		if err != nil {
			log.Fatal(err)
		}
		printDiff(a, b, *top)
	default:
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] file.wasm [other.wasm]")
		os.Exit(2)
	}
}

// sizes maps a package path (or a section name in brackets) to bytes.
type sizes map[string]int

func print1(m sizes, top int) {
	keys := sorted(m, func(k string) int { return m[k] })
	total := 0
	for _, v := range m {
		total += v
	}
	fmt.Printf("%10s  %s\n", "bytes", "package")
	for i, k := range keys {
		if top > 0 && i >= top {
			break
		}
		fmt.Printf("%10d  %s\n", m[k], k)
	}
	fmt.Printf("%10d  total (%d packages and sections)\n", total, len(m))
}

func printDiff(a, b sizes, top int) {
	all := sizes{}
	for k := range a {
		all[k] = 0
	}
	for k := range b {
		all[k] = 0
	}
	d := func(k string) int { return b[k] - a[k] }
	keys := sorted(all, func(k string) int { return -d(k) })
	ta, tb := 0, 0
	for _, v := range a {
		ta += v
	}
	for _, v := range b {
		tb += v
	}
	fmt.Printf("%10s %10s %10s  %s\n", "before", "after", "change", "package")
	for i, k := range keys {
		if top > 0 && i >= top {
			break
		}
		if d(k) == 0 {
			continue
		}
		fmt.Printf("%10d %10d %+10d  %s\n", a[k], b[k], d(k), k)
	}
	fmt.Printf("%10d %10d %+10d  total\n", ta, tb, tb-ta)
}

func sorted(m sizes, key func(string) int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if key(keys[i]) != key(keys[j]) {
			return key(keys[i]) > key(keys[j])
		}
		return keys[i] < keys[j]
	})
	return keys
}

// breakdown reads a wasm file and attributes every function body to its
// package; the other sections are listed as "[section]".
func breakdown(path string) (sizes, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, errors.New(path + ": not a WebAssembly binary")
	}
	r := &reader{b: b, off: 8}
	var bodies []int // code size of each defined function
	imported := 0
	names := map[int]string{}
	out := sizes{}
	for r.off < len(b) {
		id := r.byte()
		n := int(r.uleb())
		start := r.off
		sec := &reader{b: b[:start+n], off: start}
		switch id {
		case 2: // imports: functions among them shift the function indices
			count := int(sec.uleb())
			for i := 0; i < count; i++ {
				sec.name()
				sec.name()
				kind := sec.byte()
				switch kind {
				case 0:
					sec.uleb()
					imported++
				case 1:
					sec.byte()
					sec.limits()
				case 2:
					sec.limits()
				case 3:
					sec.byte()
					sec.byte()
				}
			}
			out["[imports]"] += n
		case 10: // code
			count := int(sec.uleb())
			for i := 0; i < count; i++ {
				size := int(sec.uleb())
				bodies = append(bodies, size)
				sec.off += size
			}
		case 0: // custom
			name := sec.name()
			if name == "name" {
				for sec.off < start+n {
					sub := sec.byte()
					sn := int(sec.uleb())
					if sub != 1 {
						sec.off += sn
						continue
					}
					count := int(sec.uleb())
					for i := 0; i < count; i++ {
						idx := int(sec.uleb())
						names[idx] = sec.name()
					}
				}
			}
			out["[custom "+name+"]"] += n
		case 11:
			out["[data]"] += n
		default:
			out[fmt.Sprintf("[section %d]", id)] += n
		}
		if r.err != nil || sec.err != nil {
			return nil, fmt.Errorf("%s: malformed at byte %d", path, r.off)
		}
		r.off = start + n
	}
	if len(names) == 0 && len(bodies) > 0 {
		out["[code, unnamed: build without -s]"] = sum(bodies)
		return out, nil
	}
	for i, size := range bodies {
		name := names[imported+i]
		if p := pkgOf(name); listFuncs == "" {
			out[p] += size
		} else if p == listFuncs {
			out[name] += size
		}
	}
	return out, nil
}

func sum(s []int) int {
	t := 0
	for _, v := range s {
		t += v
	}
	return t
}

// listFuncs, when set, is the package whose functions breakdown lists one by one.
var listFuncs string

// packages are the wasm build's package paths, longest first, each with its
// name as the linker writes it into the name section (every character other
// than a letter, a digit, '_' or '.' becomes '_').
var packages []struct{ path, mangled string }

var notNameChar = regexp.MustCompile(`[^\w.]`)

func loadPackages(main string) error {
	cmd := exec.Command("go", "list", "-deps", main)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stderr = os.Stderr
	b, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("go list -deps %s: %w", main, err)
	}
	for _, p := range strings.Fields(string(b)) {
		packages = append(packages, struct{ path, mangled string }{p, notNameChar.ReplaceAllString(p, "_")})
	}
	sort.Slice(packages, func(i, j int) bool { return len(packages[i].mangled) > len(packages[j].mangled) })
	return nil
}

// pkgOf returns the package path of a function name from the name section,
// such as "github.com_maxence_charriere_go_app_v10_pkg_app.__engine_.Start"
// or "type_.eq.main.T".
func pkgOf(sym string) string {
	if sym == "" {
		return "[unnamed]"
	}
	for _, p := range packages {
		if strings.HasPrefix(sym, p.mangled+".") {
			return p.path
		}
	}
	return "[" + strings.SplitN(sym, ".", 2)[0] + "]"
}

type reader struct {
	b   []byte
	off int
	err error
}

func (r *reader) byte() byte {
	if r.off >= len(r.b) {
		r.err = errors.New("eof")
		return 0
	}
	c := r.b[r.off]
	r.off++
	return c
}

func (r *reader) uleb() uint64 {
	if r.off >= len(r.b) {
		r.err = errors.New("eof")
		return 0
	}
	v, n := binary.Uvarint(r.b[r.off:])
	if n <= 0 {
		r.err = errors.New("bad varint")
		return 0
	}
	r.off += n
	return v
}

func (r *reader) name() string {
	n := int(r.uleb())
	if r.off+n > len(r.b) {
		r.err = errors.New("eof")
		return ""
	}
	s := string(r.b[r.off : r.off+n])
	r.off += n
	return s
}

func (r *reader) limits() {
	flags := r.byte()
	r.uleb()
	if flags&1 != 0 {
		r.uleb()
	}
}
