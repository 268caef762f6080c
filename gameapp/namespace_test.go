package gameapp

import (
	"strings"
	"testing"
)

// TestDeploysKeepTheirSavesApart: deploys at /a, /b and the root of one origin share one local
// storage but each lists, writes, notices clearing and reports storage events for its own
// saved games only; a root deploy keeps the keys of earlier builds; a sub-path deploy opened
// for the first time takes the earlier builds' saves over.
func TestDeploysKeepTheirSavesApart(t *testing.T) {
	kv := NewMemKV()
	game := func(names ...string) SaveFile {
		s, err := NewSession(Setup{Names: names, Seed: 4})
		if err != nil {
			t.Fatal(err)
		}
		return SaveFile{ID: names[0], Setup: s.Setup(), Code: CodeOf(s.Setup(), s.Choices())}
	}
	// an earlier build (plain keys, as every deploy wrote them before)
	earlier := NewSaves(kv)
	if _, err := earlier.Write(game("Old", "Game"), 1); err != nil {
		t.Fatal(err)
	}
	root := NewSaves(Namespaced(kv, "/"))
	a := NewSaves(Namespaced(kv, "/a"))
	b := NewSaves(Namespaced(kv, "/b/"))
	for _, w := range []struct {
		s    *Saves
		name string
	}{{root, "Root"}, {a, "Ana"}, {b, "Ben"}} {
		if _, err := w.s.Write(game(w.name, "X"), 2); err != nil {
			t.Fatal(err)
		}
	}
	ids := func(s *Saves) string {
		l, bad, err := s.List()
		if err != nil || len(bad) > 0 {
			t.Fatal(err, bad)
		}
		var out []string
		for _, f := range l {
			out = append(out, f.ID)
		}
		return strings.Join(out, ",")
	}
	if got := ids(root); got != "Root,Old" {
		t.Errorf("the root deploy lists %q, want its own and the earlier build's", got)
	}
	if got := ids(a); got != "Ana,Old" {
		t.Errorf("/a lists %q, want its own and the earlier build's (taken over)", got)
	}
	if got := ids(b); got != "Ben,Old" {
		t.Errorf("/b lists %q", got)
	}
	if a.Last() != "Ana" || b.Last() != "Ben" || root.Last() != "Root" {
		t.Errorf("last games %q %q %q", root.Last(), a.Last(), b.Last())
	}
	// a deploy's storage event keys
	na := Namespaced(kv, "/a")
	if k, ok := na.Local(na.Physical(KeyOf("Ana"))); !ok || k != KeyOf("Ana") {
		t.Errorf("/a does not know its own key back: %q %v", k, ok)
	}
	if _, ok := na.Local(Namespaced(kv, "/b").Physical(KeyOf("Ben"))); ok {
		t.Error("/a takes /b's key for its own")
	}
	if _, ok := na.Local(KeyOf("Root")); ok {
		t.Error("/a takes the root deploy's key for its own")
	}
	// clearing /a's part (all its keys) is "cleared" for /a only
	for _, k := range mustKeys(t, kv) {
		if strings.HasPrefix(k, "borabora@/a/") {
			delete(kv.M, k)
		}
	}
	if !a.Cleared() || b.Cleared() || root.Cleared() {
		t.Errorf("cleared: /a %v, /b %v, root %v", a.Cleared(), b.Cleared(), root.Cleared())
	}
	// the earlier build's saves are taken over once: a deploy that has keys copies nothing
	before := len(kv.M)
	Namespaced(kv, "/b")
	if len(kv.M) != before {
		t.Error("a deploy with saves of its own took the earlier ones over again")
	}
}

func mustKeys(t *testing.T, kv KV) []string {
	t.Helper()
	k, err := kv.Keys()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestNamespacePart: the prefix of a deploy's part is empty at the root and names the sub-path
// otherwise (the coach keeps its verdicts under it, components/coach.go).
func TestNamespacePart(t *testing.T) {
	if p := Namespaced(NewMemKV(), "").Part(); p != "" {
		t.Errorf("root deploy's part %q", p)
	}
	if p := Namespaced(NewMemKV(), "/games/bb/").Part(); p != "borabora@/games/bb/" {
		t.Errorf("sub-path deploy's part %q", p)
	}
}
