// Some browsers throw on any touch of window.localStorage when site data is blocked (and a few
// private modes give null). go-app reads local storage as it starts, so such a browser would
// never show the game. This runs before go-app's scripts: when local storage cannot be used it
// puts an in-memory stand-in in its place and sets window.__boraboraStorageOff, so the app
// starts, says plainly that nothing is kept, and offers to export a code.
(function () {
  try {
    var s = window.localStorage;
    if (s) {
      s.getItem("borabora/v1/probe");
      return;
    }
  } catch (e) {}
  var m = new Map();
  var mem = {
    getItem: function (k) { k = String(k); return m.has(k) ? m.get(k) : null; },
    setItem: function (k, v) { m.set(String(k), String(v)); },
    removeItem: function (k) { m.delete(String(k)); },
    clear: function () { m.clear(); },
    key: function (i) { var ks = Array.from(m.keys()); return i >= 0 && i < ks.length ? ks[i] : null; },
    get length() { return m.size; }
  };
  try {
    Object.defineProperty(window, "localStorage", { value: mem, configurable: true });
  } catch (e) {}
  window.__boraboraStorageOff = true;
})();
