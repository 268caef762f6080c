package components

import (
	"fmt"
	"html"
	"strings"
	"sync"

	"borabora/engine"
	"borabora/gameapp"
)

// Our own artwork, drawn as SVG strings. No user text ever goes into these strings.

type colour struct {
	key, fill, ink string // ink: the colour of pips and inner marks on this fill
}

// palette: player colours (gameapp.PaletteSize of them: codes and saves refuse others). Seats
// also differ by marker shape (circle, square, triangle, diamond), so colour is never the only
// cue.
var palette = [gameapp.PaletteSize]colour{
	{"coral", "#e4572e", "#fff"},
	{"gold", "#f2b134", "#3a2a00"},
	{"violet", "#7d5ba6", "#fff"},
	{"jade", "#2a9d8f", "#fff"},
	{"sky", "#4ea8de", "#06263a"},
	{"charcoal", "#3d405b", "#fff"},
}

func pal(c int) colour {
	if c < 0 || c >= len(palette) {
		return palette[0]
	}
	return palette[c]
}

// shapePath draws seat's marker shape centred on (x, y) with radius r.
func shapePath(seat int, x, y, r float64, fill, stroke string, sw float64) string {
	switch seat % 4 {
	case 1:
		return fmt.Sprintf(`<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="%s" stroke-width="%.1f"/>`, x-r*0.85, y-r*0.85, r*1.7, r*1.7, fill, stroke, sw)
	case 2:
		return fmt.Sprintf(`<polygon points="%.1f,%.1f %.1f,%.1f %.1f,%.1f" fill="%s" stroke="%s" stroke-width="%.1f" stroke-linejoin="round"/>`, x, y-r, x+r, y+r*0.8, x-r, y+r*0.8, fill, stroke, sw)
	case 3:
		return fmt.Sprintf(`<polygon points="%.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f" fill="%s" stroke="%s" stroke-width="%.1f" stroke-linejoin="round"/>`, x, y-r, x+r, y, x, y+r, x-r, y, fill, stroke, sw)
	}
	return fmt.Sprintf(`<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="%s" stroke-width="%.1f"/>`, x, y, r, fill, stroke, sw)
}

// markerSVG is a player's marker: their colour in their shape.
func markerSVG(col, seat int, size int) string {
	k := svgKey{kind: 1, a: col, b: seat, c: size}
	if v, ok := svgGet(k); ok {
		return v
	}
	return svgPut(k, drawMarkerSVG(col, seat, size))
}

func drawMarkerSVG(col, seat int, size int) string {
	c := pal(col)
	return fmt.Sprintf(`<svg class="marker" width="%d" height="%d" viewBox="0 0 20 20" aria-hidden="true">%s</svg>`,
		size, size, shapePath(seat, 10, 10, 8, c.fill, "#1b2a33", 1.5))
}

var pipPos = map[int][][2]float64{
	1: {{10, 10}},
	2: {{5.5, 5.5}, {14.5, 14.5}},
	3: {{5.5, 5.5}, {10, 10}, {14.5, 14.5}},
	4: {{5.5, 5.5}, {14.5, 5.5}, {5.5, 14.5}, {14.5, 14.5}},
	5: {{5.5, 5.5}, {14.5, 5.5}, {10, 10}, {5.5, 14.5}, {14.5, 14.5}},
	6: {{5.5, 5}, {14.5, 5}, {5.5, 10}, {14.5, 10}, {5.5, 15}, {14.5, 15}},
}

// dieSVG draws a die with pips in the player's colour, with the seat's shape in a corner; a
// White God die gets a white halo.
func dieSVG(col, seat, face int, white bool, size int) string {
	k := svgKey{kind: 2, a: col, b: seat, c: size, d: face, e: white}
	if v, ok := svgGet(k); ok {
		return v
	}
	return svgPut(k, drawDieSVG(col, seat, face, white, size))
}

func drawDieSVG(col, seat, face int, white bool, size int) string {
	c := pal(col)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="die" width="%d" height="%d" viewBox="0 0 20 20" aria-hidden="true">`, size, size)
	if white {
		b.WriteString(`<rect x="0" y="0" width="20" height="20" rx="5" fill="#fff"/>`)
	}
	fmt.Fprintf(&b, `<rect x="1" y="1" width="18" height="18" rx="4" fill="%s" stroke="#1b2a33" stroke-width="1"/>`, c.fill)
	for _, p := range pipPos[face] {
		fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="1.9" fill="%s"/>`, p[0], p[1], c.ink)
	}
	b.WriteString(shapePath(seat, 17.2, 2.8, 1.8, c.ink, "none", 0))
	b.WriteString(`</svg>`)
	return b.String()
}

// hutShape draws a hut at (x, y) (centre of its base) with height h.
func hutShape(col, seat int, x, y, h float64) string {
	c := pal(col)
	w := h * 0.9
	return fmt.Sprintf(`<g class="hut"><polygon points="%.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f" fill="%s" stroke="#1b2a33" stroke-width="1.2" stroke-linejoin="round"/>%s</g>`,
		x-w/2, y, x+w/2, y, x+w/2, y-h*0.55, x, y-h, x-w/2, y-h*0.55, c.fill,
		shapePath(seat, x, y-h*0.35, h*0.18, c.ink, "none", 0))
}

func hutSVG(col, seat, size int) string {
	k := svgKey{kind: 3, a: col, b: seat, c: size}
	if v, ok := svgGet(k); ok {
		return v
	}
	return svgPut(k, drawHutSVG(col, seat, size))
}

func drawHutSVG(col, seat, size int) string {
	return fmt.Sprintf(`<svg class="hut-ico" width="%d" height="%d" viewBox="0 0 20 20" aria-hidden="true">%s</svg>`, size, size, hutShape(col, seat, 10, 19, 17))
}

// priestSVG: a priest figure (a cone with a head) in the player's colour and shape.
func priestSVG(col, seat, size int) string {
	k := svgKey{kind: 4, a: col, b: seat, c: size}
	if v, ok := svgGet(k); ok {
		return v
	}
	return svgPut(k, drawPriestSVG(col, seat, size))
}

func drawPriestSVG(col, seat, size int) string {
	c := pal(col)
	return fmt.Sprintf(`<svg class="priest" width="%d" height="%d" viewBox="0 0 20 20" aria-hidden="true"><path d="M4 19 L10 7 L16 19 Z" fill="%s" stroke="#1b2a33" stroke-width="1.2" stroke-linejoin="round"/><circle cx="10" cy="5" r="3.4" fill="%s" stroke="#1b2a33" stroke-width="1.2"/>%s</svg>`,
		size, size, c.fill, c.fill, shapePath(seat, 10, 14.5, 2.4, c.ink, "none", 0))
}

var terrainFill = [engine.NumTerrains]string{"#2f7d4f", "#a3cf6a", "#f1d9a0", "#9a8f84"}
var terrainInk = [engine.NumTerrains]string{"#fff", "#1d3b12", "#5a4110", "#fff"}

// resourceIcon draws a region's resource centred on (x, y) with size s: a symbol of the pieces
// sheet (pieces.go).
func resourceIcon(res engine.Resource, x, y, s float64) string {
	id := "offering"
	if res < engine.Resource(engine.NumMaterials) {
		id = "mat-" + engine.MaterialNames[res]
	}
	return fmt.Sprintf(`<use href="#%s" x="%.1f" y="%.1f" width="%.1f" height="%.1f"/>`, id, x-s/2, y-s/2, s, s)
}

// fishBadge draws fish tile id beside a region at (x, y): the fish of its type (each type
// its own shape) and its points.
func fishBadge(id int, x, y float64) string {
	t := engine.FishTile(id).Type()
	v := engine.FishTile(id).Value()
	return fmt.Sprintf(`<g class="fish"><use href="#fish-%d" x="%.1f" y="%.1f" width="20" height="20"/><circle cx="%.1f" cy="%.1f" r="6" fill="#fff" stroke="#0b3d5c" stroke-width="1"/><text x="%.1f" y="%.1f" class="fish-v">%d</text></g>`,
		t, x-17, y-10, x+6, y, x+6, y+3.2, v)
}

// mapArt is everything the map drawing depends on: the fish beside each region, whose hut is
// on each building space, whose huts are in each region, and the seats' colours.
type mapArt struct {
	Fish  [engine.NumRegions]engine.FishTile
	Space [engine.NumRegions]int8  // the seat on the building space, -1 for none
	Huts  [engine.NumRegions]uint8 // a bit per seat with a hut in the region
	Cols  [4]int
	NP    int
}

var lastMap struct {
	key mapArt
	svg string
}

// mapBase is the drawing of the islands that no move changes (sea, terrain, paths with their
// values, region names, resources, building spaces), in the language it was drawn in.
var mapBase struct {
	lang string
	svg  string
}

// mapBaseSVG draws the islands as they are before any piece: the same for the whole game, so
// the page parses it once and a move redraws only mapSVG's pieces above it.
func mapBaseSVG() string {
	lang := Language()
	svgMu.Lock()
	if mapBase.svg != "" && mapBase.lang == lang {
		svg := mapBase.svg
		svgMu.Unlock()
		return svg
	}
	svgMu.Unlock()
	svg := drawMapBase()
	svgMu.Lock()
	mapBase.lang, mapBase.svg = lang, svg
	svgMu.Unlock()
	return svg
}

// mapSVG draws the pieces on the islands: the fish beside each region and the huts. It lies
// over mapBaseSVG in the same coordinates. The drawing changes only when a hut moves or a fish
// is scored, so the last one is kept.
func mapSVG(a mapArt) string {
	svgMu.Lock()
	if lastMap.svg != "" && lastMap.key == a {
		svgMu.Unlock()
		return lastMap.svg
	}
	svgMu.Unlock()
	svg := drawMapPieces(a)
	svgMu.Lock()
	lastMap.key, lastMap.svg = a, svg
	svgMu.Unlock()
	return svg
}

func drawMapBase() string {
	var b strings.Builder
	b.WriteString(`<svg class="map-art" viewBox="0 0 400 400" role="img" aria-hidden="true">`)
	b.WriteString(`<defs><radialGradient id="sea" cx="50%" cy="50%" r="70%"><stop offset="0" stop-color="#4cc3d9"/><stop offset="0.6" stop-color="#1f8fb8"/><stop offset="1" stop-color="#0b5f8a"/></radialGradient></defs>`)
	b.WriteString(`<rect width="400" height="400" rx="14" fill="url(#sea)"/>`)
	// islands (sand rims)
	islands := [][4]float64{{104, 104, 192, 192}, {104, 6, 192, 88}, {306, 104, 88, 192}, {104, 306, 192, 88}, {6, 104, 88, 192}}
	for _, is := range islands {
		fmt.Fprintf(&b, `<rect x="%.0f" y="%.0f" width="%.0f" height="%.0f" rx="30" fill="#f6e3b4" stroke="#fff6" stroke-width="4"/>`, is[0], is[1], is[2], is[3])
	}
	for r := 0; r < engine.NumRegions; r++ {
		ri := engine.Regions[r]
		x, y := float64(ri.Col*100), float64(ri.Row*100)
		fmt.Fprintf(&b, `<rect x="%.0f" y="%.0f" width="80" height="80" rx="16" fill="%s" opacity="0.95"/>`, x+10, y+10, terrainFill[ri.Terrain])
	}
	// paths
	for _, p := range engine.Paths {
		a, c := engine.Regions[p.A], engine.Regions[p.B]
		x1, y1 := float64(a.Col*100+50), float64(a.Row*100+50)
		x2, y2 := float64(c.Col*100+50), float64(c.Row*100+50)
		mx, my := (x1+x2)/2, (y1+y2)/2
		if p.Kind == engine.Land {
			fmt.Fprintf(&b, `<line x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="#7a4f24" stroke-width="3" stroke-dasharray="2 4" stroke-linecap="round" opacity="0.8"/>`, mx-(x2-x1)*0.2, my-(y2-y1)*0.2, mx+(x2-x1)*0.2, my+(y2-y1)*0.2)
			fmt.Fprintf(&b, `<g class="path land"><rect x="%.0f" y="%.0f" width="18" height="18" rx="3" fill="#7a4f24" stroke="#fff" stroke-width="1.5"/><text x="%.0f" y="%.0f" class="path-v">%d</text></g>`, mx-9, my-9, mx, my+4.5, p.Value)
		} else {
			fmt.Fprintf(&b, `<line x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="#e8fbff" stroke-width="2.5" stroke-dasharray="5 4" opacity="0.9"/>`, mx-(x2-x1)*0.3, my-(y2-y1)*0.3, mx+(x2-x1)*0.3, my+(y2-y1)*0.3)
			fmt.Fprintf(&b, `<g class="path water"><circle cx="%.0f" cy="%.0f" r="10" fill="#0b5f8a" stroke="#e8fbff" stroke-width="1.5"/><text x="%.0f" y="%.0f" class="path-v">%d</text></g>`, mx, my, mx, my+4.5, p.Value)
		}
	}
	// what each region always shows
	for r := 0; r < engine.NumRegions; r++ {
		ri := engine.Regions[r]
		x, y := float64(ri.Col*100), float64(ri.Row*100)
		fmt.Fprintf(&b, `<text x="%.0f" y="%.0f" class="reg-name" fill="%s">%s</text>`, x+50, y+26, terrainInk[ri.Terrain], html.EscapeString(terrainName(ri.Terrain)))
		b.WriteString(resourceIcon(ri.Resource, x+25, y+72, 19))
		// building space
		fmt.Fprintf(&b, `<circle cx="%.0f" cy="%.0f" r="13" fill="#0002" stroke="#fff9" stroke-width="1.2" stroke-dasharray="3 2"/>`, x+50, y+48)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

func drawMapPieces(a mapArt) string {
	var b strings.Builder
	b.WriteString(`<svg class="map-pieces" viewBox="0 0 400 400" aria-hidden="true">`)
	for r := 0; r < engine.NumRegions; r++ {
		ri := engine.Regions[r]
		x, y := float64(ri.Col*100), float64(ri.Row*100)
		b.WriteString(fishBadge(int(a.Fish[r]), x+72, y+74))
		if o := int(a.Space[r]); o >= 0 {
			b.WriteString(hutShape(a.Cols[o], o, x+50, y+60, 24))
		}
		k := 0
		for p := 0; p < a.NP; p++ {
			if a.Huts[r]&(1<<p) != 0 && int(a.Space[r]) != p {
				b.WriteString(hutShape(a.Cols[p], p, x+16+float64(k)*11, y+44, 12))
				k++
			}
		}
	}
	b.WriteString(`</svg>`)
	return b.String()
}

const logoSVG = `<svg class="logo" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="30" fill="#1f8fb8"/><circle cx="46" cy="18" r="8" fill="#f4a259"/><path d="M6 44 q26 -12 52 0 v6 a30 30 0 0 1 -52 0z" fill="#f6e3b4"/><path d="M30 46 q2 -16 6 -24" stroke="#7a4f24" stroke-width="3" fill="none"/><path d="M36 22 q-10 -4 -16 2 M36 22 q10 -6 14 2 M36 22 q-4 -10 -12 -10 M36 22 q6 -10 14 -8" stroke="#2f7d4f" stroke-width="3.5" fill="none" stroke-linecap="round"/></svg>`

// Drawings are pure functions of a few small values; each is drawn once and then reused, which
// keeps re-rendering the table cheap.
type svgKey struct {
	kind, a, b, c, d int
	e                bool
}

var (
	svgMu   sync.Mutex
	svgMemo = map[svgKey]string{}
)

func svgGet(k svgKey) (string, bool) {
	svgMu.Lock()
	defer svgMu.Unlock()
	v, ok := svgMemo[k]
	return v, ok
}

func svgPut(k svgKey, v string) string {
	svgMu.Lock()
	defer svgMu.Unlock()
	svgMemo[k] = v
	return v
}
