//go:build wasm

package app

import "github.com/maxence-charriere/go-app/v10/pkg/errors"

// The browser build has no AES: Context.Encrypt, Context.Decrypt and
// State.PersistWithEncryption return this error there. Their key derives
// from the device id kept in the same local storage as the data, so they
// hid data rather than protected it, and linking crypto/aes and crypto/rand
// (whose package initialisers pull in the FIPS DRBG, SHA-2/3 and HMAC) cost
// the browser about 230 KB of WebAssembly. (The error is made when asked
// for: go-app's errors.New looks up its caller, which at start-up cost the
// page's first task several milliseconds.)
func errNoEncryption() error {
	return errors.New("encryption is not available in the browser build")
}

func encrypt(key string, data []byte) ([]byte, error) {
	return nil, errNoEncryption()
}

func decrypt(key string, data []byte) ([]byte, error) {
	return nil, errNoEncryption()
}
