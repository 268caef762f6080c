//go:build !wasm

package e2e

import (
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
)

// The signatures of play by links are Web Crypto's Ed25519 (web/sign.js): every engine the tests
// use must make a key, sign, and check, with signatures Go's Ed25519 (gameapp's tests) agrees
// with bit for bit.

// signChecks runs web/sign.js's calls through eval (an expression the engine awaits) and
// compares them with Go's.
func signChecks(t *testing.T, engine string, eval func(expr string) string) {
	t.Helper()
	b64 := base64.RawURLEncoding
	msg := "Bora Bora link 1\nBB1.test~ü"
	q, _ := json.Marshal(msg)
	// a key made in the browser: its signature holds for Go
	var made []string
	if err := json.Unmarshal([]byte(eval(`bbSign.make().then(k => bbSign.sign(k.split('.')[0], k.split('.')[1], `+string(q)+`).then(s => JSON.stringify([k, s])))`)), &made); err != nil || len(made) != 2 {
		t.Fatalf("%s: bbSign.make and sign: %v %v", engine, made, err)
	}
	x, _, _ := strings.Cut(made[0], ".")
	pub, _ := b64.DecodeString(x)
	sig, _ := b64.DecodeString(made[1])
	if len(pub) != ed25519.PublicKeySize || !ed25519.Verify(pub, []byte(msg), sig) {
		t.Fatalf("%s: the browser's signature does not hold for Go", engine)
	}
	// Go's key in the browser: the same signature, and the browser checks Go's
	k := ed25519.NewKeyFromSeed([]byte("a seed of thirty-two bytes, sure"))
	gx, gd := b64.EncodeToString(k.Public().(ed25519.PublicKey)), b64.EncodeToString(k.Seed())
	gs := b64.EncodeToString(ed25519.Sign(k, []byte(msg)))
	if got := eval(`bbSign.sign("` + gx + `", "` + gd + `", ` + string(q) + `)`); got != gs {
		t.Fatalf("%s: the browser signs %q, Go %q", engine, got, gs)
	}
	other := strings.Replace(gs, gs[:2], "AA", 1)
	if got := eval(`bbSign.verify([["` + gx + `", ` + string(q) + `, "` + gs + `"], ["` + gx + `", ` + string(q) + ` + "x", "` + gs + `"], ["` + gx + `", ` + string(q) + `, "` + other + `"], ["bad", "", ""]]).then(JSON.stringify)`); got != "[true,false,false,false]" {
		t.Fatalf("%s: the browser's checks %s, want [true,false,false,false]", engine, got)
	}
}

func TestSignaturesInChromium(t *testing.T) {
	t.Parallel()
	srv := serve(t)
	b := NewBrowser(t)
	b.Open(srv.URL)
	signChecks(t, "chromium", func(expr string) string {
		return Eval[string](b, `(async () => String(await (`+expr+`)))()`)
	})
}
