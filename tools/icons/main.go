// Command icons draws the Bora Bora app icons: an island with a palm tree
// and a die on the lagoon. The same shapes are written as an SVG and
// rasterised (with 4x4 supersampling) into the PNG sizes the web manifest
// needs. The output is committed in web/; run "make icons" after changing
// the artwork.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
	"path/filepath"
	"strings"
)

// Palette of the islands.
var (
	lagoon  = rgb(0x0b, 0x4f, 0x6c) // deep lagoon blue (theme colour)
	shallow = rgb(0x1f, 0x8a, 0xa8) // shallow water around the island
	sun     = rgb(0xf6, 0xc9, 0x45)
	sand    = rgb(0xf1, 0xd5, 0x8e)
	trunk   = rgb(0x8a, 0x5a, 0x2b)
	leaf    = rgb(0x2f, 0x9e, 0x5b)
	coconut = rgb(0x5b, 0x3a, 0x1a)
	dieFace = rgb(0xfd, 0xfd, 0xf8)
	pip     = lagoon
)

func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{r, g, b, 0xff} }

func hex(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// The artwork lives on a 512x512 canvas.
const canvas = 512.0

const (
	cornerRadius = 100.0 // rounded corners of the "any" icons
	seaTop       = 330.0 // the shallow water starts here
	sunX, sunY   = 375.0, 135.0
	sunR         = 50.0
	islandX      = 215.0
	islandY      = 348.0
	islandRX     = 165.0
	islandRY     = 46.0
	trunkWidth   = 20.0
	crownX       = 250.0
	crownY       = 175.0
	dieX, dieY   = 378.0, 338.0 // die centre
	dieSize      = 116.0
	dieRadius    = 20.0
	dieAngle     = -12.0 // degrees
	pipR         = 11.0
	pipOffset    = 30.0
)

// trunk is a quadratic Bézier from the sand up to the crown.
var trunkPts = [3][2]float64{{205, 345}, {190, 250}, {crownX, crownY}}

// leaves: angle in degrees of each frond around the crown.
var leafAngles = []float64{-165, -125, -35, 5, 45, 150}

const (
	leafLen   = 82.0 // half length
	leafWidth = 19.0 // half width
	leafReach = 62.0 // distance from the crown to the frond centre
)

var coconuts = [][2]float64{{240, 190}, {262, 192}}

const coconutR = 10.0

// pips of a five on the die face, relative to its centre.
var pips = [][2]float64{{0, 0}, {-pipOffset, -pipOffset}, {pipOffset, -pipOffset}, {-pipOffset, pipOffset}, {pipOffset, pipOffset}}

func main() {
	out := flag.String("out", "web", "directory to write icon.svg and the PNGs into")
	flag.Parse()
	files, err := render()
	if err != nil {
		log.Fatal(err)
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(*out, name), data, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// render returns every icon file by name.
func render() (map[string][]byte, error) {
	files := map[string][]byte{"icon.svg": []byte(svg())}
	for _, ic := range []struct {
		name     string
		size     int
		maskable bool
	}{
		{"icon-192.png", 192, false},
		{"icon-512.png", 512, false},
		{"icon-maskable-512.png", 512, true},
	} {
		var buf bytes.Buffer
		if err := png.Encode(&buf, raster(ic.size, ic.maskable)); err != nil {
			return nil, err
		}
		files[ic.name] = buf.Bytes()
	}
	return files, nil
}

// maskScale shrinks the artwork of the maskable icon into the safe zone
// (the centre circle of 80% diameter) that launchers never crop.
const maskScale = 0.78

// raster draws the icon at size x size pixels.
func raster(size int, maskable bool) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	const ss = 4 // supersamples per axis
	k := canvas / float64(size)
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/ss) * k
					y := (float64(py) + (float64(sy)+0.5)/ss) * k
					c := paint(x, y, maskable)
					af := float64(c.A) / 255
					r += float64(c.R) * af
					g += float64(c.G) * af
					b += float64(c.B) * af
					a += af
				}
			}
			n := float64(ss * ss)
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(math.Round(r / a)), G: uint8(math.Round(g / a)), B: uint8(math.Round(b / a)),
				A: uint8(math.Round(a / n * 255)),
			})
		}
	}
	return img
}

// paint returns the colour of the artwork at canvas point (x, y).
func paint(x, y float64, maskable bool) color.NRGBA {
	if maskable {
		// Full-bleed background; artwork scaled about the centre.
		bg := lagoon
		if y >= canvas/2+(seaTop-canvas/2)*maskScale {
			bg = shallow
		}
		x = canvas/2 + (x-canvas/2)/maskScale
		y = canvas/2 + (y-canvas/2)/maskScale
		return art(x, y, bg)
	}
	if !inRoundRect(x, y, 0, 0, canvas, canvas, cornerRadius) {
		return color.NRGBA{}
	}
	bg := lagoon
	if y >= seaTop {
		bg = shallow
	}
	return art(x, y, bg)
}

// art paints the shapes over bg, in the same order as the SVG.
func art(x, y float64, bg color.NRGBA) color.NRGBA {
	c := bg
	if inCircle(x, y, sunX, sunY, sunR) {
		c = sun
	}
	if inEllipse(x, y, islandX, islandY, islandRX, islandRY, 0) {
		c = sand
	}
	if nearBezier(x, y, trunkPts, trunkWidth/2) {
		c = trunk
	}
	for _, a := range leafAngles {
		cx, cy := leafCentre(a)
		if inEllipse(x, y, cx, cy, leafLen, leafWidth, a) {
			c = leaf
		}
	}
	for _, p := range coconuts {
		if inCircle(x, y, p[0], p[1], coconutR) {
			c = coconut
		}
	}
	// The die: rotate the point into the die's own frame.
	u, v := rotate(x-dieX, y-dieY, -dieAngle)
	if inRoundRect(u, v, -dieSize/2, -dieSize/2, dieSize/2, dieSize/2, dieRadius) {
		c = dieFace
		for _, p := range pips {
			if inCircle(u, v, p[0], p[1], pipR) {
				c = pip
			}
		}
	}
	return c
}

func leafCentre(deg float64) (float64, float64) {
	a := deg * math.Pi / 180
	return crownX + leafReach*math.Cos(a), crownY + leafReach*math.Sin(a)
}

func rotate(x, y, deg float64) (float64, float64) {
	a := deg * math.Pi / 180
	s, c := math.Sin(a), math.Cos(a)
	return x*c - y*s, x*s + y*c
}

func inCircle(x, y, cx, cy, r float64) bool {
	dx, dy := x-cx, y-cy
	return dx*dx+dy*dy <= r*r
}

func inEllipse(x, y, cx, cy, rx, ry, deg float64) bool {
	u, v := rotate(x-cx, y-cy, -deg)
	return (u*u)/(rx*rx)+(v*v)/(ry*ry) <= 1
}

func inRoundRect(x, y, x0, y0, x1, y1, r float64) bool {
	if x < x0 || x > x1 || y < y0 || y > y1 {
		return false
	}
	cx := math.Max(x0+r, math.Min(x, x1-r))
	cy := math.Max(y0+r, math.Min(y, y1-r))
	return inCircle(x, y, cx, cy, r)
}

func nearBezier(x, y float64, p [3][2]float64, halfWidth float64) bool {
	if x < 170 || x > 270 || y < 150 || y > 360 { // bounding box of the trunk
		return false
	}
	const steps = 48
	px, py := p[0][0], p[0][1]
	for i := 1; i <= steps; i++ {
		t := float64(i) / steps
		mt := 1 - t
		qx := mt*mt*p[0][0] + 2*mt*t*p[1][0] + t*t*p[2][0]
		qy := mt*mt*p[0][1] + 2*mt*t*p[1][1] + t*t*p[2][1]
		if segDist2(x, y, px, py, qx, qy) <= halfWidth*halfWidth {
			return true
		}
		px, py = qx, qy
	}
	return false
}

func segDist2(x, y, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	t := ((x-ax)*dx + (y-ay)*dy) / (dx*dx + dy*dy)
	t = math.Max(0, math.Min(1, t))
	ex, ey := ax+t*dx-x, ay+t*dy-y
	return ex*ex + ey*ey
}

// svg writes the same artwork as a scalable icon (also the page favicon).
func svg() string {
	var b strings.Builder
	f := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	f(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` + "\n")
	f(`<title>Bora Bora</title>` + "\n")
	f(`<defs><clipPath id="tile"><rect width="512" height="512" rx="%g"/></clipPath></defs>`+"\n", cornerRadius)
	f(`<g clip-path="url(#tile)">` + "\n")
	f(`<rect width="512" height="512" fill="%s"/>`+"\n", hex(lagoon))
	f(`<rect y="%g" width="512" height="%g" fill="%s"/>`+"\n", seaTop, canvas-seaTop, hex(shallow))
	f(`<circle cx="%g" cy="%g" r="%g" fill="%s"/>`+"\n", sunX, sunY, sunR, hex(sun))
	f(`<ellipse cx="%g" cy="%g" rx="%g" ry="%g" fill="%s"/>`+"\n", islandX, islandY, islandRX, islandRY, hex(sand))
	f(`<path d="M%g %gQ%g %g %g %g" fill="none" stroke="%s" stroke-width="%g" stroke-linecap="round"/>`+"\n",
		trunkPts[0][0], trunkPts[0][1], trunkPts[1][0], trunkPts[1][1], trunkPts[2][0], trunkPts[2][1], hex(trunk), trunkWidth)
	for _, a := range leafAngles {
		cx, cy := leafCentre(a)
		f(`<ellipse cx="%.2f" cy="%.2f" rx="%g" ry="%g" transform="rotate(%g %.2f %.2f)" fill="%s"/>`+"\n",
			cx, cy, leafLen, leafWidth, a, cx, cy, hex(leaf))
	}
	for _, p := range coconuts {
		f(`<circle cx="%g" cy="%g" r="%g" fill="%s"/>`+"\n", p[0], p[1], coconutR, hex(coconut))
	}
	f(`<g transform="translate(%g %g) rotate(%g)">`+"\n", dieX, dieY, dieAngle)
	f(`<rect x="%g" y="%g" width="%g" height="%g" rx="%g" fill="%s"/>`+"\n", -dieSize/2, -dieSize/2, dieSize, dieSize, dieRadius, hex(dieFace))
	for _, p := range pips {
		f(`<circle cx="%g" cy="%g" r="%g" fill="%s"/>`+"\n", p[0], p[1], pipR, hex(pip))
	}
	f("</g>\n</g>\n</svg>\n")
	return b.String()
}
