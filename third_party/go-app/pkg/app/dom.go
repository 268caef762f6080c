package app

import "strings"

// domJS is appended to app.js: the DOM writes of the WebAssembly side, each
// one call from Go (js_wasm.go). A call from Go into the page converts each
// string argument on its own and keeps a reference, with a finalizer, to
// every object it returns, so an element's attributes are written in one call
// (names and values joined by NUL characters), and appending, replacing and
// removing a child return nothing. goappDOM.attrs follows setJSAttribute
// exactly (attribute.go).
const domJS = `
// -----------------------------------------------------------------------------
// DOM writes of the WebAssembly side
// -----------------------------------------------------------------------------
var goappDOM = (function () {
  // strconv.ParseBool's true values; anything else is false
  const truths = new Set(["1", "t", "T", "TRUE", "true", "True"]);
  const booleans = new Set(["async", "autofocus", "autoplay", "checked", "default", "defer",
    "disabled", "hidden", "loop", "multiple", "muted", "open", "required", "reversed", "selected"]);
  function set(el, name, value) {
    switch (name) {
      case "value":
        el.value = value;
        break;
      case "style":
        el.style.cssText = value;
        break;
      case "contenteditable":
        el.contentEditable = value;
        break;
      case "ismap":
        el.isMap = truths.has(value);
        break;
      case "readonly":
        el.readOnly = truths.has(value);
        break;
      default:
        if (booleans.has(name)) {
          el[name] = truths.has(value);
        } else {
          el.setAttribute(name, value);
        }
    }
  }
  return {
    create: (tag) => document.createElement(tag),
    createNS: (ns, tag) => document.createElementNS(ns, tag),
    text: (value) => document.createTextNode(value),
    append: (parent, child) => {
      parent.appendChild(child);
    },
    replace: (parent, child, old) => {
      parent.replaceChild(child, old);
    },
    remove: (parent, child) => {
      parent.removeChild(child);
    },
    // attrs sets the attributes of "name\0value\0name\0value..." and removes
    // those of "name\0name..." (either may be empty)
    attrs: (el, sets, removes) => {
      if (removes !== "") {
        for (const name of removes.split("\0")) {
          el.removeAttribute(name);
        }
      }
      if (sets !== "") {
        const a = sets.split("\0");
        for (let i = 0; i + 1 < a.length; i += 2) {
          set(el, a[i], a[i + 1]);
        }
      }
    },
  };
})();
`

// writeJSAttributes sets the attributes of sets (name, value, name, value...)
// and removes those named in removes, in one call into the page where it can.
func writeJSAttributes(jsElement Value, sets, removes []string) {
	if len(sets) == 0 && len(removes) == 0 {
		return
	}
	if fastJSAttributes(jsElement, sets, removes) {
		return
	}
	for _, name := range removes {
		deleteJSAttribute(jsElement, name)
	}
	for i := 0; i+1 < len(sets); i += 2 {
		setJSAttribute(jsElement, sets[i], sets[i+1])
	}
}

// joinNUL joins s with NUL characters; ok is false when one of them holds a
// NUL itself.
func joinNUL(s []string) (joined string, ok bool) {
	for _, v := range s {
		if strings.IndexByte(v, 0) >= 0 {
			return "", false
		}
	}
	return strings.Join(s, "\x00"), true
}
