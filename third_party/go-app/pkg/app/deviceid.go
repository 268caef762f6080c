package app

import (
	"encoding/hex"
	"math/rand/v2"
)

// newDeviceID returns a random version 4 UUID in its usual text form (device
// and broadcast ids). The
// bytes come from math/rand/v2's global generator, which the Go runtime seeds
// from the system's (in the browser, crypto.getRandomValues) entropy; this
// keeps github.com/google/uuid and its hash and SQL packages out of the
// browser build.
func newDeviceID() string {
	var b [16]byte
	for i := 0; i < len(b); i += 8 {
		v := rand.Uint64()
		for j := 0; j < 8; j++ {
			b[i+j] = byte(v >> (8 * j))
		}
	}
	b[6] = b[6]&0x0f | 0x40 // version 4
	b[8] = b[8]&0x3f | 0x80 // RFC 4122 variant
	var s [36]byte
	hex.Encode(s[0:8], b[0:4])
	s[8] = '-'
	hex.Encode(s[9:13], b[4:6])
	s[13] = '-'
	hex.Encode(s[14:18], b[6:8])
	s[18] = '-'
	hex.Encode(s[19:23], b[8:10])
	s[23] = '-'
	hex.Encode(s[24:], b[10:])
	return string(s[:])
}
