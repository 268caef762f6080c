package gameapp

import "strings"

// The journal (docs/saves.md): local storage is where the saves live, for players and tools,
// but a browser may keep it in memory for seconds before it reaches the disk (Chromium: five
// seconds at the soonest, at most sixty writes an hour), so a browser that is killed loses the
// last moves. The journal is a second copy of every write that the browser commits at once
// (web/journal.js: IndexedDB, one transaction per write, "strict" durability). The saves store
// writes through a JournaledKV, which hands each write to the journal and counts the writes
// the journal has committed; the table says "Saved" once the write of its last decision is
// among them. As the app starts, FoldJournal puts back into local storage what it lost.

// Journal is a durable store of key-value pairs written one at a time: done(true) once the
// write is durable, done(false) when it failed, at once or later from the browser's event
// loop.
type Journal interface {
	Put(key, value string, done func(ok bool))
	Del(key string, done func(ok bool))
}

// Durability tells whether what a KV was asked to write survives a killed browser: every write
// up to Writes() is durable once Kept() has reached it.
type Durability interface {
	Writes() uint64 // writes made so far
	Kept() uint64   // every write up to this count is durable
	Journaled() bool
}

// JournaledKV is a KV whose writes also go to a journal.
type JournaledKV struct {
	kv KV
	j  Journal

	writes uint64          // writes handed to the journal
	kept   uint64          // every write up to this count is committed
	done   map[uint64]bool // committed writes after a gap (the journal's callbacks out of order)
	failed bool            // a journal write failed: durability falls back to the KV's own

	// OnKept is called when Kept() grows (in the journal's callback).
	OnKept func()
}

// Journaled returns kv with every Set and Del also written to j (nil j: kv's own durability).
func Journaled(kv KV, j Journal) *JournaledKV {
	return &JournaledKV{kv: kv, j: j, done: map[uint64]bool{}}
}

func (k *JournaledKV) Get(key string) (string, bool, error) { return k.kv.Get(key) }
func (k *JournaledKV) Keys() ([]string, error)              { return k.kv.Keys() }

// Set writes local storage, then the journal. A write local storage refuses (a full storage)
// is not journaled: the journal holds what local storage was told to hold, no more.
func (k *JournaledKV) Set(key, value string) error {
	if err := k.kv.Set(key, value); err != nil {
		return err
	}
	k.journal(func(done func(bool)) { k.j.Put(key, value, done) })
	return nil
}

// Del deletes in local storage, then in the journal.
func (k *JournaledKV) Del(key string) error {
	if err := k.kv.Del(key); err != nil {
		return err
	}
	k.journal(func(done func(bool)) { k.j.Del(key, done) })
	return nil
}

func (k *JournaledKV) journal(write func(done func(bool))) {
	k.writes++
	n := k.writes
	if k.j == nil || k.failed {
		k.commit(n)
		return
	}
	write(func(ok bool) {
		if !ok && !k.failed {
			// the journal no longer takes writes (its database closed, a full disk): from
			// now on a write is as durable as local storage makes it, as before the journal
			k.failed = true
			for m := k.kept + 1; m <= k.writes; m++ {
				k.done[m] = true
			}
		}
		k.commit(n)
	})
}

// commit records write n as durable and advances Kept over every write without a gap.
func (k *JournaledKV) commit(n uint64) {
	k.done[n] = true
	grew := false
	for k.done[k.kept+1] {
		delete(k.done, k.kept+1)
		k.kept++
		grew = true
	}
	if grew && k.OnKept != nil {
		k.OnKept()
	}
}

func (k *JournaledKV) Writes() uint64 { return k.writes }
func (k *JournaledKV) Kept() uint64   { return k.kept }

// Journaled reports whether writes are journaled (a journal that failed is no longer).
func (k *JournaledKV) Journaled() bool { return k.j != nil && !k.failed }

// Durability returns k.
func (k *JournaledKV) Durability() Durability { return k }

// durabilityOf is kv's Durability, or nil for a KV that cannot tell.
func durabilityOf(kv KV) Durability {
	if d, ok := kv.(interface{ Durability() Durability }); ok {
		return d.Durability()
	}
	return nil
}

// Durability is the durability of the storage under the namespace (nil when it cannot tell).
func (n *NamespacedKV) Durability() Durability { return durabilityOf(n.kv) }

// isAppKey reports whether a storage key is the app's (a deploy at the root or under a
// sub-path), not another site's on the same origin nor the probe.
func isAppKey(k string) bool {
	return (strings.HasPrefix(k, appKeys) || strings.HasPrefix(k, "borabora@/")) && !strings.HasSuffix(k, "/v1/probe")
}

// FoldJournal puts back into kv (local storage, as the browser read it from its disk) what the
// journal holds that kv lost, and returns the keys it wrote:
//   - a saved game kv lacks, or holds with a lower sequence number (Seq: every write bumps
//     it), comes back as the journal has it; a damaged entry in kv is left as it is;
//   - the note of the last game played names the journal's game when that game was written
//     after kv's (a game begun just before the browser was killed opens again);
//   - any other entry of the app (settings, finished games) comes back when kv lacks it.
//
// Entries of other sites, and whatever the journal holds that cannot be read, are left alone.
// A deletion that did not reach the journal brings the deleted entry back: a game comes back
// rather than being lost.
func FoldJournal(kv KV, entries [][2]string) (restored []string) {
	if kv == nil {
		return nil
	}
	set := func(k, v string) {
		if kv.Set(k, v) == nil {
			restored = append(restored, k)
		}
	}
	var lasts [][2]string
	for _, e := range entries {
		k, v := e[0], e[1]
		if !isAppKey(k) {
			continue
		}
		cur, ok, err := kv.Get(k)
		if err != nil {
			return restored // local storage cannot be read: nothing to fold into
		}
		switch {
		case strings.Contains(k, "/v1/save/"):
			var j SaveFile
			if unmarshalSave(v, &j) != nil {
				continue
			}
			if !ok {
				set(k, v)
				continue
			}
			var c SaveFile
			if unmarshalSave(cur, &c) != nil || c.Seq >= j.Seq {
				continue // damaged (never overwritten) or as new as the journal's
			}
			set(k, v)
		case strings.HasSuffix(k, "/v1/last"):
			lasts = append(lasts, e) // once the saves are folded
		case !ok:
			set(k, v)
		}
	}
	for _, e := range lasts {
		k, v := e[0], e[1]
		cur, ok, _ := kv.Get(k)
		if ok && cur == v {
			continue
		}
		prefix := strings.TrimSuffix(k, "last") + "save/"
		updated := func(id string) (int64, bool) {
			raw, ok, err := kv.Get(prefix + id)
			var f SaveFile
			if err != nil || !ok || unmarshalSave(raw, &f) != nil {
				return 0, false
			}
			return f.Updated, true
		}
		jt, jok := updated(v)
		ct, cok := updated(cur)
		if jok && (!ok || !cok || jt > ct) {
			set(k, v)
		}
	}
	return restored
}
