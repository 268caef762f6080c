//go:build !wasm

package e2e

import "testing"

// TestStartLeavesLocalStorageAlone: at start-up the browser build's go-app
// reads and deletes nothing in local storage. (Released go-app decoded every
// value there to delete its expired persisted states; the patch first
// decoded only values that look like its states, and since the browser build
// has no JSON it persists no state, so it looks for none: docs/go-app-patch.md.)
// Expired and live states, a value that only looks like a state and the
// game's own keys all stay as they were.
func TestStartLeavesLocalStorageAlone(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	Eval[bool](b, `(() => {
  localStorage.setItem("probe/expired", '{"Value":1,"ExpiresAt":"2001-01-01T00:00:00Z"}');
  localStorage.setItem("probe/expired-enc", '{"EncryptedValue":"AAAA","ExpiresAt":"2001-01-01T00:00:00Z"}');
  localStorage.setItem("probe/live", '{"Value":2,"ExpiresAt":"2999-01-01T00:00:00Z"}');
  localStorage.setItem("probe/other", '{"id":3,"ExpiresAt":"2001-01-01T00:00:00Z","Value":4}');
  localStorage.setItem("probe/text", 'not json at all');
  return true;
})()`)
	before := Eval[map[string]string](b, `Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))`)
	b.Reload()
	b.WaitJS(`new Promise((r) => setTimeout(() => r(true), 300))`)
	after := Eval[map[string]string](b, `Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))`)
	for _, k := range []string{"expired", "expired-enc", "live", "other", "text"} {
		if _, ok := before["probe/"+k]; !ok {
			t.Fatalf("probe/%s was not written", k)
		}
	}
	for k, v := range before {
		if after[k] != v {
			t.Errorf("after start-up %s is %q, was %q", k, after[k], v)
		}
	}
}
