// The start screen before the app has mounted. index.html is the start screen as the site
// generator drew it (site/page.go); app.wasm loads meanwhile, and go-app then draws the page again
// in its place. This script holds no game logic. Until then it:
//
// - keeps what the player types and chooses in the form (it is the page's own form: names, seat
//   kinds, colours, options, the language and computer speed menus), shows the seats of the
//   player count chosen (the generator draws all four, those beyond two hidden), and gives a
//   seat's colour to the seat that had the one chosen, as the app does;
// - catches a press (click, or Enter and Space, which click) on "Start the game", "Learn to play",
//   a saved game's Continue, "Load a game code" and "Rules": the button shows a
//   spinner and takes no more presses, and a status line (a live region) says, in the page's
//   language, that the game is starting (or that the dialog will open). A game asked for is
//   final: nothing else is pressed until it is there; another button replaces a dialog asked for;
// - hands all that to the app as it starts (window.__boraboraEarly.take(), read once by
//   components/early.go), which starts the game asked for as a click would, then calls done():
//   the page stops saying it. Until then the page's buttons start nothing else (the app draws
//   its own buttons before it has started the game). A dialog asked for is opened once the app
//   has mounted, by a click on the app's own button. The field that had the focus keeps it,
//   with its selection, when go-app draws the page again.
//
// It also remembers, for this tab (session storage, per deploy like the saves), whether the start
// screen was on when the page was left and the saved-games list it showed: a reload after
// "New game" then comes back to the start screen (the app does not reopen the last game), with
// its saved games from the first paint. A new tab, or a tab that was on a game, starts as before.
(function () {
  "use strict";
  var doc = document;
  var script = doc.currentScript;
  // this deploy's part of the storage, as gameapp.Namespaced names it: "borabora/v1/" at the root,
  // "borabora@/base/v1/" under a sub-path
  var base = script ? new URL(script.src, location.href).pathname.replace(/\/web\/early\.js$/, "") : "";
  var ns = base ? "borabora@" + base + "/v1/" : "borabora/v1/";
  var TAB = ns + "tab";
  var STARTS = { start: true, learn: true, continue: true };

  var status = doc.getElementById("early-status");
  var words = {};
  try {
    words = JSON.parse(status.getAttribute("data-words")) || {};
  } catch (e) {}

  var intent = null; // {kind, arg, start, id, form}: the button pressed
  var handed = false; // the app has taken the account
  var finished = false; // the app has carried the press out (or there was none to carry out)
  var focus = null; // the field with the focus when the app took over, and its selection
  var moreOpen = false; // the table options were open

  function byId(id) { return doc.getElementById(id); }
  function rootEl() { return byId("root"); }
  function mounted() { var r = rootEl(); return !!r && r.getAttribute("data-mounted") === "true"; }
  function each(sel, f) { Array.prototype.forEach.call(doc.querySelectorAll(sel), f); }

  var tab = null;
  try {
    tab = JSON.parse(sessionStorage.getItem(TAB) || "null");
  } catch (e) {}
  var tabStart = !!(tab && tab.start);
  var savedCopy = null; // the saved-games list as the tab last showed it
  if (tabStart && typeof tab.saves === "string" && tab.saves && !mounted()) {
    var slot = byId("saved-games");
    if (slot) {
      savedCopy = doc.createElement("div");
      savedCopy.className = "early-saves";
      savedCopy.innerHTML = tab.saves; // markup the app drew in this tab; the policy runs no script in it
      slot.replaceChildren(savedCopy);
    }
  }

  // lang is the page's language as the app chooses it (i18n.Negotiate): the address's ?lang=,
  // else the one chosen in a language menu, else the browser's first language the game has.
  function lang() {
    function pick(tag) {
      tag = String(tag || "").trim().split(/[-_]/)[0].toLowerCase();
      return Object.prototype.hasOwnProperty.call(words, tag) ? tag : "";
    }
    var l = "";
    try { l = pick(new URLSearchParams(location.search).get("lang")); } catch (e) {}
    if (!l) {
      try { l = pick((JSON.parse(localStorage.getItem(ns + "settings") || "{}") || {}).lang); } catch (e) {}
    }
    var nav = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language];
    for (var i = 0; !l && i < nav.length; i++) l = pick(nav[i]);
    return l || "en";
  }

  function say(key) {
    if (!status) return;
    var w = words[lang()] || words.en || {};
    status.textContent = w[key] || "";
  }

  function mark(b) {
    if (!b) return;
    b.classList.add("early-pending");
    b.setAttribute("aria-disabled", "true");
  }

  function unmark() {
    each(".early-pending", function (b) {
      b.classList.remove("early-pending");
      b.removeAttribute("aria-disabled");
    });
  }

  // chosen is a list's value when the player changed it, else null.
  function chosen(el) {
    if (!el || !el.options) return null;
    var d = el.options.length ? el.options[0].value : "";
    for (var i = 0; i < el.options.length; i++) {
      if (el.options[i].defaultSelected) d = el.options[i].value;
    }
    return el.value !== d ? el.value : null;
  }

  function value(id) { var el = byId(id); return el ? el.value : null; }

  // form is the start screen's form as it stands, as gameapp.NewGameForm's JSON (null where the
  // page lacks a field: the app keeps its own value).
  function form() {
    var on = doc.querySelector("#root .seg.on[data-n]");
    var open = byId("open-hands");
    var f = {
      n: on ? Number(on.getAttribute("data-n")) : null,
      names: [], colours: [], kinds: [],
      seed: value("seed"),
      openhands: open ? open.checked : null
    };
    for (var i = 0; i < 4; i++) {
      var c = colourList(i);
      f.names.push(value("name-" + i));
      f.colours.push(c ? Number(c.value) : i);
      f.kinds.push(value("kind-" + i));
    }
    return f;
  }

  // account is the form and the settings as components/early.go reads them: the seats' colours
  // apart from the form (the app gives them one after the other, as its colour lists do).
  function account(f) {
    var colours = f.colours;
    delete f.colours;
    return { settings: settings(), form: f, colours: colours };
  }

  // settings are the language and computer speed changed in their menus, as gameapp.Settings'
  // JSON, or null.
  function settings() {
    var st = null;
    var l = chosen(byId("lang-start"));
    var sp = chosen(byId("speed-start"));
    if (l !== null) st = { lang: l };
    if (sp !== null) (st = st || {}).botSpeed = sp;
    return st;
  }

  function colourList(i) { return doc.querySelector('#root .colour-select[data-seat="' + i + '"]'); }

  // A colour chosen for a seat is taken from the seat that had it, which gets the chosen
  // seat's colour before (gameapp.NewGameForm.SetColour does the same after the start).
  var colours = [];
  for (var ci = 0; ci < 4; ci++) {
    var cl = colourList(ci);
    colours.push(cl ? cl.value : null);
  }
  // A name's character count is the app's to make (gameapp.NameChars): until it runs, an
  // edited name's count is hidden rather than wrong.
  doc.addEventListener("input", function (e) {
    var t = e.target;
    if (handed || !t || !t.id || t.id.indexOf("name-") !== 0) return;
    var count = byId("name-count-" + t.id.slice(5));
    if (count) count.classList.add("early-stale");
  }, true);

  doc.addEventListener("change", function (e) {
    var t = e.target;
    if (handed || !t || !t.classList || !t.classList.contains("colour-select")) return;
    var i = Number(t.getAttribute("data-seat"));
    for (var j = 0; j < 4; j++) {
      var other = colourList(j);
      if (j !== i && other && other.value === t.value) {
        other.value = colours[i];
        colours[j] = colours[i];
      }
    }
    colours[i] = t.value;
  }, true);

  // players shows the seats of n players, as the app draws them.
  function players(n) {
    each("#root .seg[data-n]", function (s) {
      var on = s.getAttribute("data-n") === String(n);
      s.classList.toggle("on", on);
      s.setAttribute("aria-pressed", on ? "true" : "false");
    });
    each("#root .seat-row", function (row, i) { row.hidden = i >= n; });
  }

  // kindOf is what a button of the start screen asks for: [kind, argument], or null.
  function kindOf(b) {
    var save = b.getAttribute("data-save");
    var cls = b.classList;
    if (b.id === "start-game") return ["start", ""];
    if (b.id === "learn") return ["learn", ""];
    if (b.id === "open-rules") return ["rules", ""];
    if (b.id === "open-import") return ["import", ""];
    if (save && cls.contains("save-continue")) return ["continue", save];
    return null;
  }

  function press(b, k) {
    unmark();
    var start = STARTS[k[0]] === true;
    // a game starts with the form as it was when it was asked for, as a click after the start
    intent = { kind: k[0], arg: k[1], start: start, id: b.id, form: start ? form() : null };
    mark(b);
    say(start ? "start" : "open");
  }

  function finish() {
    finished = true;
    intent = null;
    unmark();
    if (status) status.textContent = "";
  }

  doc.addEventListener("click", function (e) {
    if (finished) return;
    var r = rootEl();
    var b = e.target && e.target.closest ? e.target.closest("button") : null;
    if (!b || !r || !r.contains(b)) return;
    if (handed || (intent && intent.start)) {
      if (intent) {
        // what was asked for is on its way: no second game, no second dialog
        e.preventDefault();
        e.stopImmediatePropagation();
      }
      return; // the app's own buttons, before it has started: its handlers take the press then
    }
    var n = b.classList.contains("seg") ? Number(b.getAttribute("data-n")) : 0;
    if (n >= 2 && n <= 4) {
      players(n);
      return;
    }
    var k = kindOf(b);
    if (!k) return;
    e.preventDefault();
    press(b, k);
  }, true);

  // whenMounted calls f once the app has mounted (it has opened the saves and drawn the page
  // with them).
  function whenMounted(f) {
    if (mounted()) {
      f();
      return;
    }
    var obs = new MutationObserver(function () {
      if (mounted()) {
        obs.disconnect();
        f();
      }
    });
    obs.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-mounted"] });
  }

  // afterDraw runs once go-app has drawn the page in place of the generated one: the field in
  // focus takes it back, the table options stay open, the button pressed keeps its spinner.
  function afterDraw() {
    // the app lists the saved games once it has opened them (in its next task): the list as
    // the tab showed it stays until then, out of use
    var slot = byId("saved-games");
    if (savedCopy && slot) {
      savedCopy.inert = true;
      slot.classList.add("early-saving");
      slot.appendChild(savedCopy);
    }
    whenMounted(function () {
      if (savedCopy) {
        savedCopy.remove();
        if (slot) slot.classList.remove("early-saving");
      }
      // a dialog asked for (Rules, Load a game code) opens by the app's own button, on the
      // start screen or on the table of the game it reopened
      if (intent && !intent.start) {
        var b = byId(intent.id);
        finish();
        if (b) b.click();
      }
    });
    var more = doc.querySelector("#root details.more");
    if (more && moreOpen) more.open = true;
    if (intent && intent.id) mark(byId(intent.id));
    if (!focus) return;
    var el = byId(focus.id);
    if (!el) return;
    el.focus({ preventScroll: true });
    try {
      if (focus.start !== null && focus.start !== undefined) el.setSelectionRange(focus.start, focus.end);
    } catch (e) {}
  }

  window.__boraboraEarly = {
    // take hands the account to the app, once, as a JSON string.
    take: function () {
      if (handed) return null;
      handed = true;
      var r = rootEl();
      var a = doc.activeElement;
      if (a && a.id && r && r.contains(a)) {
        focus = { id: a.id, start: null, end: null };
        try { focus.start = a.selectionStart; focus.end = a.selectionEnd; } catch (e) {}
      }
      var more = doc.querySelector("#root details.more");
      moreOpen = !!(more && more.open);
      var obs = new MutationObserver(function () {
        if (rootEl() !== r) {
          obs.disconnect();
          afterDraw();
        }
      });
      obs.observe(doc.body, { childList: true });
      var start = !!(intent && intent.start);
      var a = account((intent && intent.form) || form());
      a.hold = tabStart || start;
      a.intent = start ? intent.kind : "";
      a.arg = start ? intent.arg : "";
      if (!intent) finished = true;
      return JSON.stringify(a);
    },
    // done: the app has carried the press out (or nothing will be started).
    done: finish
  };

  // What this tab shows when it is left, for its next load (a reload): the start screen and
  // its saved games, or nothing (a game, a score sheet). A page left before the app started
  // leaves what was remembered as it was.
  function leave() {
    if (!mounted()) return;
    try {
      if (!doc.querySelector("#root .screen.start")) {
        sessionStorage.removeItem(TAB);
        return;
      }
      var saves = "";
      var slot = byId("saved-games");
      if (slot) {
        var copy = slot.cloneNode(true);
        Array.prototype.forEach.call(copy.querySelectorAll('[role="alert"]'), function (el) { el.remove(); });
        // styles set by the app live in style attributes, which the page's policy refuses in markup
        Array.prototype.forEach.call(copy.querySelectorAll("[style]"), function (el) { el.removeAttribute("style"); });
        saves = copy.innerHTML;
      }
      sessionStorage.setItem(TAB, JSON.stringify({ start: true, saves: saves }));
    } catch (e) {}
  }
  window.addEventListener("pagehide", leave);
  doc.addEventListener("visibilitychange", function () {
    if (doc.visibilityState === "hidden") leave();
  });
})();
