package engine

import (
	"bytes"
	"compress/flate"
	"errors"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// flateInflate is compress/flate's reading of data under the rules of inflate: the body (at
// most limit bytes, else errInflateLarge) and the bytes the stream took.
func flateInflate(data []byte, limit int) ([]byte, int, error) {
	src := bytes.NewReader(data)
	out, err := io.ReadAll(io.LimitReader(flate.NewReader(src), int64(limit)+1))
	if err != nil {
		return nil, 0, err
	}
	if len(out) > limit {
		return nil, 0, errInflateLarge
	}
	return out, len(data) - src.Len(), nil
}

// testBodies are bodies of the kinds a compressor treats differently: empty, random,
// repetitive, text-like, and mixed, up to past one stored block.
func testBodies() [][]byte {
	rng := rand.New(rand.NewPCG(7, 7))
	random := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return b
	}
	text := []byte(strings.Repeat("Ana Ben Carla Dee fishing temple build expand ", 40))
	bodies := [][]byte{nil, {0}, {1, 2, 3}, random(1), random(300), random(5000), random(70000),
		bytes.Repeat([]byte{'a'}, 1000), bytes.Repeat([]byte{'a'}, 66000), text}
	for i := 0; i < 40; i++ {
		var b []byte
		for len(b) < 50+rng.IntN(3000) {
			if rng.IntN(2) == 0 {
				b = append(b, random(1+rng.IntN(40))...)
			} else if len(b) > 0 {
				start := rng.IntN(len(b))
				b = append(b, b[start:start+min(len(b)-start, 3+rng.IntN(300))]...)
			}
		}
		bodies = append(bodies, b)
	}
	return bodies
}

// Every stream compress/flate writes, at every level (stored, Huffman only, fixed and
// dynamic blocks), inflates to its body and is taken whole.
func TestInflateReadsFlate(t *testing.T) {
	levels := []int{flate.NoCompression, flate.HuffmanOnly, flate.BestSpeed, 5, flate.BestCompression}
	for i, body := range testBodies() {
		for _, level := range levels {
			var buf bytes.Buffer
			w, err := flate.NewWriter(&buf, level)
			if err != nil {
				t.Fatal(err)
			}
			w.Write(body)
			w.Close()
			data := append(buf.Bytes(), 0xAA) // a byte after the stream stays unread
			got, used, err := inflateRaw(data, 1<<20)
			if err != nil {
				t.Errorf("body %d (%d bytes), level %d: %v", i, len(body), level, err)
				continue
			}
			if !bytes.Equal(got, body) {
				t.Errorf("body %d (%d bytes), level %d: inflated to %d other bytes", i, len(body), level, len(got))
			}
			if used != buf.Len() {
				t.Errorf("body %d, level %d: took %d bytes of a %d-byte stream", i, level, used, buf.Len())
			}
		}
	}
}

// The encoder's stored blocks are read by compress/flate too (codes stay readable by
// earlier builds), and by inflate.
func TestDeflateStored(t *testing.T) {
	for i, body := range testBodies() {
		data := deflate(body)
		if want := len(body) + 5*(len(body)/0xFFFF+1); len(data) != want {
			t.Errorf("body %d: %d bytes for %d, want %d", i, len(data), len(body), want)
		}
		for name, read := range map[string]func([]byte, int) ([]byte, int, error){"flate": flateInflate, "inflate": inflateRaw} {
			got, used, err := read(data, 1<<20)
			if err != nil || !bytes.Equal(got, body) || used != len(data) {
				t.Errorf("body %d (%d bytes), read by %s: %d bytes, took %d of %d, %v", i, len(body), name, len(got), used, len(data), err)
			}
		}
	}
}

func TestInflateLimit(t *testing.T) {
	body := bytes.Repeat([]byte("abc"), 1000)
	for _, level := range []int{flate.NoCompression, flate.HuffmanOnly, flate.BestCompression} {
		var buf bytes.Buffer
		w, _ := flate.NewWriter(&buf, level)
		w.Write(body)
		w.Close()
		if _, _, err := inflateRaw(buf.Bytes(), len(body)-1); !errors.Is(err, errInflateLarge) {
			t.Errorf("level %d: one byte over the limit gives %v", level, err)
		}
		if got, _, err := inflateRaw(buf.Bytes(), len(body)); err != nil || !bytes.Equal(got, body) {
			t.Errorf("level %d: exactly at the limit: %v", level, err)
		}
	}
}

// Damaged streams: inflate refuses what compress/flate refuses and reads what it reads, the
// same bytes. Each stream is cut short, and has single bits flipped.
func TestInflateDamagedLikeFlate(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	for i, body := range testBodies()[:20] {
		var buf bytes.Buffer
		w, _ := flate.NewWriter(&buf, []int{flate.HuffmanOnly, flate.BestSpeed, flate.BestCompression}[i%3])
		w.Write(body)
		w.Close()
		good := buf.Bytes()
		for n := 0; n < len(good); n += 1 + len(good)/50 {
			compareInflate(t, good[:n])
		}
		for k := 0; k < 200; k++ {
			bad := slices.Clone(good)
			bad[rng.IntN(len(bad))] ^= 1 << rng.IntN(8)
			compareInflate(t, bad)
		}
	}
}

func compareInflate(t *testing.T, data []byte) {
	t.Helper()
	want, wantUsed, wantErr := flateInflate(data, MaxBodyLen)
	got, used, err := inflateRaw(data, MaxBodyLen)
	if (err == nil) != (wantErr == nil) {
		t.Fatalf("% x: inflate says %v, compress/flate says %v", data, err, wantErr)
	}
	if err == nil && (!bytes.Equal(got, want) || used != wantUsed) {
		t.Fatalf("% x: inflate gives %d bytes taking %d, compress/flate %d taking %d", data, len(got), used, len(want), wantUsed)
	}
}

func FuzzInflate(f *testing.F) {
	for _, body := range testBodies()[:12] {
		for _, level := range []int{flate.NoCompression, flate.HuffmanOnly, flate.BestCompression} {
			var buf bytes.Buffer
			w, _ := flate.NewWriter(&buf, level)
			w.Write(body[:min(len(body), 400)])
			w.Close()
			f.Add(buf.Bytes())
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		compareInflate(t, data)
	})
}

// Codes made by earlier builds whose body compress/flate compressed keep decoding and
// replaying to the same games.
func TestDeflatedCodes(t *testing.T) {
	n := replayCodeFile(t, "testdata/deflated_codes.txt", func(code string, r Record, g *Game) {
		// the code written now is another (stored blocks) but holds the same record
		r2, err := DecodeRecord(EncodeRecord(g.Record()))
		if err != nil || !r2.Equal(r) {
			t.Errorf("%s: re-encoded: %v", code, err)
		}
	})
	if n < 4 {
		t.Errorf("only %d codes", n)
	}
}
