//go:build !wasm

// Command pieces draws contact sheets of the symbol sheet web/pieces.svg, to look at the
// game's pieces the way the app shows them: every symbol at 14, 24 and 48 px on white, on
// the sand background and on the person tiles' tints, with its id under it; the symbols
// that paint the seat colour (currentColor) once more in each seat colour; and every symbol
// large, to see its details. Each sheet is an HTML page rendered to a PNG by headless
// Chromium, once in colour and once in grayscale (to check that pieces differ by shape).
//
//	go run ./tools/pieces -out /tmp/pieces
package main

import (
	"flag"
	"fmt"
	"html"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

// The backgrounds a symbol is drawn on: white, the page's sand, the man and woman tiles.
var backgrounds = []string{"#fff", "#fbf2dc", "#f6b26b", "#6fd3c7"}

// The seat colours (components/art.go's palette).
var seats = []string{"#e4572e", "#f2b134", "#7d5ba6", "#2a9d8f", "#4ea8de", "#3d405b"}

var sizes = []int{14, 24, 48}

const (
	perPage = 20 // symbols on one sheet
	perRow  = 5
	cardW   = 200
	rowH    = 54
	labelH  = 18
	bigCols = 8
)

var symbolRe = regexp.MustCompile(`(?s)<symbol\b[^>]*\bid="([^"]+)".*?</symbol>`)

func main() {
	out := flag.String("out", "/tmp/pieces", "folder for the HTML pages and PNGs")
	src := flag.String("svg", "web/pieces.svg", "the symbol sheet")
	chrome := flag.String("chrome", "/usr/bin/chromium", "headless Chromium")
	only := flag.String("only", "", "comma-separated ids: draw only the large view of these")
	big := flag.Int("big", 96, "size of the large view in px")
	flag.Parse()
	b, err := os.ReadFile(*src)
	if err != nil {
		log.Fatal(err)
	}
	sheet := string(b)
	var ids, seated []string
	for _, m := range symbolRe.FindAllStringSubmatch(sheet, -1) {
		ids = append(ids, m[1])
		if strings.Contains(m[0], "currentColor") {
			seated = append(seated, m[1])
		}
	}
	if len(ids) == 0 {
		log.Fatalf("%s: no symbols", *src)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	// The sheet is inlined, hidden, as the site generator does with index.html.
	hidden := strings.Replace(sheet, "<svg ", `<svg width="0" height="0" class="sheet" `, 1)
	var pages []page
	if *only != "" {
		ids, seated = strings.Split(*only, ","), nil
	}
	for i := 0; *only == "" && i < len(ids); i += perPage {
		end := min(i+perPage, len(ids))
		pages = append(pages, sizesPage(fmt.Sprintf("sheet-%d", i/perPage+1), ids[i:end]))
	}
	if len(seated) > 0 {
		pages = append(pages, seatPage(seated))
	}
	pages = append(pages, bigPage(ids, *big))
	for _, p := range pages {
		for _, gray := range []bool{false, true} {
			name := p.name
			filter := ""
			if gray {
				name += "-gray"
				filter = "html{filter:grayscale(1)}"
			}
			doc := "<!doctype html><meta charset=utf-8><style>" + css + filter + "</style><body>" + hidden + p.body + "</body>"
			htmlPath, _ := filepath.Abs(filepath.Join(*out, name+".html"))
			if err := os.WriteFile(htmlPath, []byte(doc), 0o644); err != nil {
				log.Fatal(err)
			}
			png := filepath.Join(*out, name+".png")
			cmd := exec.Command(*chrome, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
				"--force-device-scale-factor=1", "--screenshot="+png,
				fmt.Sprintf("--window-size=%d,%d", p.w, p.h), "file://"+htmlPath)
			if msg, err := cmd.CombinedOutput(); err != nil {
				log.Fatalf("%s: %v\n%s", png, err, msg)
			}
			fmt.Println(png)
		}
	}
}

type page struct {
	name string
	body string
	w, h int
}

const css = `body{margin:0;padding:8px;font:11px sans-serif;color:#1b2a33;background:#fff}
.g{display:flex;flex-wrap:wrap}
.c{width:` + "200" + `px;border:1px solid #ddd;box-sizing:border-box}
.r{display:flex;align-items:center;gap:10px;padding:0 8px;height:54px}
.l{height:18px;text-align:center;font-weight:700;line-height:18px}
svg.ic{flex:none}`

func icon(id string, size int, colour string) string {
	c := ""
	if colour != "" {
		c = ` color="` + colour + `"`
	}
	return fmt.Sprintf(`<svg class="ic" width="%d" height="%d"%s><use href="#%s"/></svg>`, size, size, c, html.EscapeString(id))
}

// sizesPage: each symbol at every size on every background.
func sizesPage(name string, ids []string) page {
	var b strings.Builder
	b.WriteString(`<div class="g" style="width:` + fmt.Sprint(cardW*perRow) + `px">`)
	for _, id := range ids {
		b.WriteString(`<div class="c">`)
		for _, bg := range backgrounds {
			b.WriteString(`<div class="r" style="background:` + bg + `">`)
			for _, s := range sizes {
				b.WriteString(icon(id, s, ""))
			}
			b.WriteString(`</div>`)
		}
		b.WriteString(`<div class="l">` + html.EscapeString(id) + `</div></div>`)
	}
	b.WriteString(`</div>`)
	rows := (len(ids) + perRow - 1) / perRow
	return page{name, b.String(), cardW*perRow + 16, rows*(len(backgrounds)*rowH+labelH+2) + 16}
}

// seatPage: the seat symbols in each seat colour, at every size, on white and sand.
func seatPage(ids []string) page {
	var b strings.Builder
	for _, id := range ids {
		b.WriteString(`<div class="l" style="text-align:left">` + html.EscapeString(id) + `</div>`)
		for _, bg := range backgrounds[:2] {
			b.WriteString(`<div class="r" style="background:` + bg + `">`)
			for _, seat := range seats {
				for _, s := range sizes {
					b.WriteString(icon(id, s, seat))
				}
			}
			b.WriteString(`</div>`)
		}
	}
	return page{"seats", b.String(), len(seats)*(14+24+48+30) + 40, len(ids)*(2*rowH+labelH) + 16}
}

// bigPage: every symbol large on white, to see the details.
func bigPage(ids []string, bigSize int) page {
	cols := max(1, min(bigCols, 1100/(bigSize+24)))
	var b strings.Builder
	b.WriteString(`<div class="g" style="width:` + fmt.Sprint(cols*(bigSize+24)) + `px">`)
	for _, id := range ids {
		b.WriteString(`<div class="c" style="width:` + fmt.Sprint(bigSize+24) + `px;text-align:center;padding-top:4px">`)
		b.WriteString(icon(id, bigSize, ""))
		b.WriteString(`<div class="l" style="font-size:10px">` + html.EscapeString(id) + `</div></div>`)
	}
	b.WriteString(`</div>`)
	rows := (len(ids) + cols - 1) / cols
	return page{"large", b.String(), cols*(bigSize+24) + 16, rows*(bigSize+4+4+labelH+2) + 16}
}
