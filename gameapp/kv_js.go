//go:build js && wasm

package gameapp

import (
	"fmt"
	"syscall/js"
)

// BrowserKV is window.localStorage. Every access is guarded: a browser that disables
// storage throws on the first touch, and a full storage throws on setItem.
type BrowserKV struct{ ls js.Value }

// OpenBrowserKV returns the browser's local storage, or an error when it cannot be used.
func OpenBrowserKV() (kv *BrowserKV, err error) {
	defer recoverJS(&err)
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, fmt.Errorf("no localStorage")
	}
	// probe: some browsers expose the object but refuse writes
	const probe = KeyPrefix + "probe"
	ls.Call("setItem", probe, "1")
	ls.Call("removeItem", probe)
	return &BrowserKV{ls: ls}, nil
}

func recoverJS(err *error) {
	if r := recover(); r != nil {
		if e, ok := r.(js.Error); ok {
			*err = fmt.Errorf("%s", e.Error())
			return
		}
		*err = fmt.Errorf("%v", r)
	}
}

func (b *BrowserKV) Get(k string) (v string, ok bool, err error) {
	defer recoverJS(&err)
	x := b.ls.Call("getItem", k)
	if x.IsNull() || x.IsUndefined() {
		return "", false, nil
	}
	return x.String(), true, nil
}

func (b *BrowserKV) Set(k, v string) (err error) {
	defer recoverJS(&err)
	b.ls.Call("setItem", k, v)
	return nil
}

func (b *BrowserKV) Del(k string) (err error) {
	defer recoverJS(&err)
	b.ls.Call("removeItem", k)
	return nil
}

func (b *BrowserKV) Keys() (keys []string, err error) {
	defer recoverJS(&err)
	n := b.ls.Get("length").Int()
	for i := 0; i < n; i++ {
		k := b.ls.Call("key", i)
		if k.Type() == js.TypeString {
			keys = append(keys, k.String())
		}
	}
	return keys, nil
}
