//go:build !wasm

package e2e

import "testing"

// TestStartCleansOnlyExpiredStates: at start-up go-app deletes the states it
// persisted that have expired, and (patched) no longer decodes anything
// else: a live state, a value that only looks like a state, and the game's
// own keys stay as they were.
func TestStartCleansOnlyExpiredStates(t *testing.T) {
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
	b.Reload()
	b.WaitJS(`new Promise((r) => setTimeout(() => r(true), 300))`)
	got := Eval[map[string]bool](b, `Object.fromEntries(["expired", "expired-enc", "live", "other", "text"].map((k) => [k, localStorage.getItem("probe/" + k) !== null]))`)
	want := map[string]bool{"expired": false, "expired-enc": false, "live": true, "other": true, "text": true}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("after start-up probe/%s kept = %v, want %v", k, got[k], w)
		}
	}
}
