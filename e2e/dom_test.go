//go:build !wasm

package e2e

import (
	"strings"
	"testing"
)

// domHelpersJS runs before every document's own scripts: it counts the calls go-app makes to
// app.js's goappDOM.attrs (third_party/go-app/pkg/app/dom.go), and with ?dom=percall in the
// address it keeps goappDOM from the page, so that go-app writes each change in a call of its
// own, as the released go-app does.
const domHelpersJS = `(() => {
  const perCall = location.search.includes("dom=percall");
  let helpers;
  window.__domAttrsCalls = 0;
  Object.defineProperty(window, "goappDOM", {
    configurable: true,
    get() { return helpers; },
    set(v) {
      if (perCall) return;
      const attrs = v.attrs;
      v.attrs = (...a) => { window.__domAttrsCalls++; return attrs(...a); };
      helpers = v;
    },
  });
})()`

// domCanonJS is #root as a string: every element with its attributes sorted and the state of
// its form properties, every text node.
const domCanonJS = `(() => {
  const props = ["value", "checked", "disabled", "hidden", "open", "readOnly", "selected", "isMap", "contentEditable"];
  const canon = (n) => {
    if (n.nodeType === 3) return JSON.stringify(n.data);
    if (n.nodeType !== 1) return "";
    const attrs = [...n.attributes].map((a) => a.name + "=" + JSON.stringify(a.value)).sort();
    const ps = props.filter((p) => p in n && typeof n[p] !== "object" && typeof n[p] !== "function").map((p) => p + ":" + n[p]);
    return "<" + n.nodeName + " " + attrs.join(" ") + " | " + ps.join(" ") + ">\n" + [...n.childNodes].map(canon).join("") + "</" + n.nodeName + ">\n";
  };
  return canon(document.getElementById("root"));
})()`

// domSettledJS holds once what the page shows does not wait on the browser: the browser has
// said whether it protects the saves (the start screen's note), and the game on the table is
// saved, not being saved. Two runs of a game compare their pages only then.
const domSettledJS = `(() => {
  const p = document.getElementById("save-protection");
  if (p && p.getAttribute("data-persisted") === "unknown") return false;
  const s = document.getElementById("save-status");
  return !s || s.getAttribute("data-state") !== "saving";
})()`

// go-app's DOM writes go through app.js's goappDOM helpers (docs/go-app-patch.md): an
// element's attributes in one call, children appended, replaced and removed by calls that
// return nothing. The page they draw must be the page go-app's own one-call-per-change writes
// draw: the same game, played once with the helpers and once without, shows the same
// elements, attributes, texts and form states on the start screen and after every click.
func TestDOMHelpersDrawWhatPerCallWritesDraw(t *testing.T) {
	const clicks = 40
	play := func(query string) (snaps []string, attrsCalls int) {
		// a server of its own: another origin, so another local storage, and the game starts
		// from the same empty start screen
		srv := Serve(t, Dist(t), "")
		hb := NewBrowser(t)
		hb.AddScriptOnNewDocument(domHelpersJS)
		b := &uiBrowser{t: t, ctx: hb.Context(), cancel: func() {}}
		b.open(srv.URL + "/" + query)
		var s string
		b.until(domSettledJS)
		b.eval(domCanonJS, &s)
		snaps = append(snaps, s)
		b.start(3, "31")
		for i := 0; i < clicks; i++ {
			r := b.step()
			b.until(domSettledJS)
			b.eval(domCanonJS, &s)
			snaps = append(snaps, r.What+"\n"+s)
			if r.Done {
				break
			}
		}
		b.eval(`window.__domAttrsCalls`, &attrsCalls)
		return snaps, attrsCalls
	}
	fast, fastCalls := play("?dom=helpers")
	slow, slowCalls := play("?dom=percall")
	if fastCalls == 0 {
		t.Fatal("go-app never called goappDOM.attrs: the helpers were not used")
	}
	if slowCalls != 0 {
		t.Fatalf("goappDOM.attrs was called %d times in the page without helpers", slowCalls)
	}
	if len(fast) != len(slow) {
		t.Fatalf("%d pages drawn with the helpers, %d without", len(fast), len(slow))
	}
	for i := range fast {
		if fast[i] == slow[i] {
			continue
		}
		a, b := strings.Split(fast[i], "\n"), strings.Split(slow[i], "\n")
		for j := 0; j < min(len(a), len(b)); j++ {
			if a[j] != b[j] {
				t.Fatalf("page %d (0 is the start screen) differs at line %d:\nwith the helpers:    %s\nwithout the helpers: %s", i, j, a[j], b[j])
			}
		}
		t.Fatalf("page %d: %d lines with the helpers, %d without", i, len(a), len(b))
	}
	t.Logf("%d pages compared, goappDOM.attrs called %d times", len(fast), fastCalls)
}
