package gameapp

import "strings"

// Local storage belongs to an origin, and one origin can hold several deploys of the app (a
// GitHub Pages account serves every project under one origin: /a/ and /b/). Each deploy keeps
// its own saved games: a deploy under a sub-path stores its keys under a name of its own,
// "borabora@<base>/v1/…", while a deploy at the root keeps the plain "borabora/v1/…" keys that
// every build before this one used, so its saves stay where they were. The saves store works
// with the plain names either way; Namespaced maps them.

const appKeys = "borabora/"

// NamespacedKV is a KV seen through one deploy's part of the storage.
type NamespacedKV struct {
	kv KV
	ns string // "" for a deploy at the root; "borabora@/base/" under a sub-path
}

// Namespaced returns the part of kv that belongs to the deploy at base ("" or "/" for the root,
// "/base" under a sub-path). The first time a sub-path deploy opens its part and finds it
// empty while saves of an earlier build lie under the plain names (which every deploy of the
// origin used before), it copies them into its part, so no saved game is lost by the update.
func Namespaced(kv KV, base string) *NamespacedKV {
	base = strings.Trim(base, "/")
	n := &NamespacedKV{kv: kv}
	if base != "" {
		n.ns = "borabora@/" + base + "/"
		n.adoptEarlierSaves()
	}
	return n
}

// Part is the prefix of this deploy's part of the storage: "" for a deploy at the root,
// "borabora@/base/" under a sub-path.
func (n *NamespacedKV) Part() string { return n.ns }

// Physical is the key under which the storage holds the store's key k (what a window
// "storage" event names).
func (n *NamespacedKV) Physical(k string) string {
	if n.ns == "" || !strings.HasPrefix(k, appKeys) {
		return k
	}
	return n.ns + strings.TrimPrefix(k, appKeys)
}

// Local turns a key of the storage back into the store's key; ok is false for a key of
// another deploy.
func (n *NamespacedKV) Local(physical string) (string, bool) {
	if n.ns == "" {
		return physical, strings.HasPrefix(physical, appKeys)
	}
	if rest, ok := strings.CutPrefix(physical, n.ns); ok {
		return appKeys + rest, true
	}
	return "", false
}

func (n *NamespacedKV) Get(k string) (string, bool, error) { return n.kv.Get(n.Physical(k)) }
func (n *NamespacedKV) Set(k, v string) error              { return n.kv.Set(n.Physical(k), v) }
func (n *NamespacedKV) Del(k string) error                 { return n.kv.Del(n.Physical(k)) }

// Keys lists the keys of this deploy only, as the store names them.
func (n *NamespacedKV) Keys() ([]string, error) {
	all, err := n.kv.Keys()
	if err != nil {
		return nil, err
	}
	var out []string
	for _, k := range all {
		if l, ok := n.Local(k); ok {
			out = append(out, l)
		}
	}
	return out, nil
}

// adoptEarlierSaves copies the plain keys of earlier builds (saved games, the last game, the
// settings) into this deploy's empty part. Failures leave the part as it is.
func (n *NamespacedKV) adoptEarlierSaves() {
	all, err := n.kv.Keys()
	if err != nil {
		return
	}
	var earlier []string
	for _, k := range all {
		if strings.HasPrefix(k, n.ns) {
			return // this deploy has its own keys already
		}
		if strings.HasPrefix(k, KeyPrefix) && k != KeyPrefix+"probe" {
			earlier = append(earlier, k)
		}
	}
	for _, k := range earlier {
		if v, ok, err := n.kv.Get(k); err == nil && ok {
			_ = n.kv.Set(n.Physical(k), v)
		}
	}
}
