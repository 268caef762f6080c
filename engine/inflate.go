package engine

// A DEFLATE (RFC 1951) decoder for save codes. The encoder writes one stored block; codes of
// earlier builds may hold compressed blocks (compress/flate's best compression), and any of
// them must keep decoding to the same body. A decoder of our own keeps compress/flate (whose
// compressor is most of its code) out of the browser build; a test compares it with
// compress/flate on generated and fuzzed streams.

import "errors"

var (
	errInflateCorrupt = errors.New("corrupt deflate stream")
	errInflateShort   = errors.New("deflate stream cut short")
	errInflateLarge   = errors.New("inflated body too large")
)

const (
	maxCodeBits = 15  // longest Huffman code
	numLitLen   = 286 // literal/length symbols a stream may use (286 and 287 are invalid)
	numDist     = 30  // distance symbols a stream may use (30 and 31 are invalid)
)

// Base values and extra bits of the length symbols 257..285 and the distance symbols 0..29.
var (
	lengthBase  = [29]uint16{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258}
	lengthExtra = [29]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	distBase    = [30]uint16{1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577}
	distExtra   = [30]uint8{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
	// clOrder is the order in which a dynamic block lists the code-length code's lengths.
	clOrder = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}
)

// huffman is a canonical Huffman code: how many codes each length has, and the symbols in
// code order.
type huffman struct {
	count  [maxCodeBits + 1]uint16
	symbol []uint16
}

// build makes the code of the given code lengths (0: symbol unused). It accepts what
// compress/flate accepts: a complete code, a code with a single symbol of length 1, or no
// symbol at all (which then fails on first use).
func (h *huffman) build(lengths []uint8) bool {
	h.count = [maxCodeBits + 1]uint16{}
	maxLen := 0
	for _, l := range lengths {
		h.count[l]++
		maxLen = max(maxLen, int(l))
	}
	h.count[0] = 0
	var offs [maxCodeBits + 2]uint16
	used := 0 // codes of the longest length the lengths so far take up
	for l := 1; l <= maxCodeBits; l++ {
		used = used<<1 + int(h.count[l])
		offs[l+1] = offs[l] + h.count[l]
	}
	// used is in units of codes of the longest length: 1<<15 is a complete code, more an
	// over-subscribed one.
	if maxLen > 0 && used != 1<<maxCodeBits && !(maxLen == 1 && h.count[1] == 1) {
		return false
	}
	h.symbol = make([]uint16, offs[maxCodeBits+1])
	for s, l := range lengths {
		if l != 0 {
			h.symbol[offs[l]] = uint16(s)
			offs[l]++
		}
	}
	return true
}

// inflater reads bits least significant first.
type inflater struct {
	in    []byte
	pos   int    // next byte of in
	bits  uint32 // bits read from in and not used yet
	nbits uint
	out   []byte
	limit int // out may grow to at most limit bytes
}

func (f *inflater) need(n uint) error {
	for f.nbits < n {
		if f.pos >= len(f.in) {
			return errInflateShort
		}
		f.bits |= uint32(f.in[f.pos]) << f.nbits
		f.pos++
		f.nbits += 8
	}
	return nil
}

func (f *inflater) take(n uint) (int, error) {
	if err := f.need(n); err != nil {
		return 0, err
	}
	v := int(f.bits & (1<<n - 1))
	f.bits >>= n
	f.nbits -= n
	return v, nil
}

// decode reads one symbol of h, a code bit at a time (codes are stored most significant bit
// first).
func (f *inflater) decode(h *huffman) (int, error) {
	code, first, index := 0, 0, 0
	for l := 1; l <= maxCodeBits; l++ {
		b, err := f.take(1)
		if err != nil {
			return 0, err
		}
		code |= b
		n := int(h.count[l])
		if code-first < n {
			return int(h.symbol[index+code-first]), nil
		}
		index += n
		first = (first + n) << 1
		code <<= 1
	}
	return 0, errInflateCorrupt
}

// inflateRaw decodes a raw DEFLATE stream that must fill data exactly (up to the bits of its last
// byte) and inflate to at most limit bytes.
// It returns the body and the bytes of data the stream took.
func inflateRaw(data []byte, limit int) ([]byte, int, error) {
	f := &inflater{in: data, limit: limit}
	for {
		final, err := f.take(1)
		if err != nil {
			return nil, 0, err
		}
		kind, err := f.take(2)
		if err != nil {
			return nil, 0, err
		}
		switch kind {
		case 0:
			err = f.stored()
		case 1:
			err = f.fixed()
		case 2:
			err = f.dynamic()
		default:
			err = errInflateCorrupt
		}
		if err != nil {
			return nil, 0, err
		}
		if final == 1 {
			return f.out, f.pos, nil
		}
	}
}

func (f *inflater) stored() error {
	f.bits, f.nbits = 0, 0 // to the next byte boundary
	if len(f.in)-f.pos < 4 {
		return errInflateShort
	}
	n := int(f.in[f.pos]) | int(f.in[f.pos+1])<<8
	nn := int(f.in[f.pos+2]) | int(f.in[f.pos+3])<<8
	f.pos += 4
	if n != ^nn&0xFFFF {
		return errInflateCorrupt
	}
	if len(f.in)-f.pos < n {
		return errInflateShort
	}
	if len(f.out)+n > f.limit {
		return errInflateLarge
	}
	f.out = append(f.out, f.in[f.pos:f.pos+n]...)
	f.pos += n
	return nil
}

func (f *inflater) fixed() error {
	var l [288 + 32]uint8
	for i := range l {
		switch {
		case i < 144:
			l[i] = 8
		case i < 256:
			l[i] = 9
		case i < 280:
			l[i] = 7
		case i < 288:
			l[i] = 8
		default:
			l[i] = 5
		}
	}
	var lit, dist huffman
	lit.build(l[:288])
	dist.build(l[288:])
	return f.codes(&lit, &dist)
}

func (f *inflater) dynamic() error {
	nlit, err := f.take(5)
	if err != nil {
		return err
	}
	ndist, err := f.take(5)
	if err != nil {
		return err
	}
	nclen, err := f.take(4)
	if err != nil {
		return err
	}
	nlit, ndist, nclen = nlit+257, ndist+1, nclen+4
	if nlit > numLitLen || ndist > numDist {
		return errInflateCorrupt
	}
	var lengths [numLitLen + numDist]uint8
	for i := 0; i < nclen; i++ {
		v, err := f.take(3)
		if err != nil {
			return err
		}
		lengths[clOrder[i]] = uint8(v)
	}
	var cl huffman
	if !cl.build(lengths[:19]) {
		return errInflateCorrupt
	}
	lengths = [numLitLen + numDist]uint8{}
	for i := 0; i < nlit+ndist; {
		sym, err := f.decode(&cl)
		if err != nil {
			return err
		}
		if sym < 16 {
			lengths[i] = uint8(sym)
			i++
			continue
		}
		var rep int
		var val uint8
		switch sym {
		case 16:
			if i == 0 {
				return errInflateCorrupt
			}
			val = lengths[i-1]
			rep, err = f.take(2)
			rep += 3
		case 17:
			rep, err = f.take(3)
			rep += 3
		default:
			rep, err = f.take(7)
			rep += 11
		}
		if err != nil {
			return err
		}
		if i+rep > nlit+ndist {
			return errInflateCorrupt
		}
		for ; rep > 0; rep-- {
			lengths[i] = val
			i++
		}
	}
	var lit, dist huffman
	if !lit.build(lengths[:nlit]) || !dist.build(lengths[nlit:nlit+ndist]) {
		return errInflateCorrupt
	}
	return f.codes(&lit, &dist)
}

// codes inflates the symbols of a compressed block up to its end-of-block symbol.
func (f *inflater) codes(lit, dist *huffman) error {
	for {
		sym, err := f.decode(lit)
		if err != nil {
			return err
		}
		switch {
		case sym < 256:
			if len(f.out) >= f.limit {
				return errInflateLarge
			}
			f.out = append(f.out, byte(sym))
			continue
		case sym == 256:
			return nil
		case sym >= numLitLen:
			return errInflateCorrupt
		}
		sym -= 257
		extra, err := f.take(uint(lengthExtra[sym]))
		if err != nil {
			return err
		}
		n := int(lengthBase[sym]) + extra
		ds, err := f.decode(dist)
		if err != nil {
			return err
		}
		if ds >= numDist {
			return errInflateCorrupt
		}
		extra, err = f.take(uint(distExtra[ds]))
		if err != nil {
			return err
		}
		d := int(distBase[ds]) + extra
		if d > len(f.out) {
			return errInflateCorrupt
		}
		if len(f.out)+n > f.limit {
			return errInflateLarge
		}
		for i := 0; i < n; i++ {
			f.out = append(f.out, f.out[len(f.out)-d])
		}
	}
}
