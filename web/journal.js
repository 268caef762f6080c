// The journal: a durable copy of what the app writes to local storage (docs/saves.md).
//
// Chromium keeps local storage in memory and writes it to disk a few seconds later at the
// soonest (and only so many times an hour), so a browser that is killed, or a phone that ends
// it, loses the last moves from local storage. IndexedDB commits a transaction before it says
// it is complete, so the app writes every change of its storage here too, one transaction per
// write with "strict" durability, and shows a game as saved only once that transaction is
// complete. As the app starts it reads the journal back (window.bbJournal.read) and puts what
// local storage lost into it again (gameapp.FoldJournal).
//
// This script only moves text: keys and values are the app's local-storage entries as they are,
// and what to make of them is the app's (gameapp/journal.go). It runs before app.js so that the
// journal is read while app.wasm loads.
(function () {
  "use strict";
  var NAME = "borabora-journal";
  var STORE = "kv";
  var db = null;
  var entries = null; // [[key, value], ...] once read; null while reading or without a journal
  var ready = false; // the read is over (or failed: then entries stays null)
  var waiting = [];

  function finish(list) {
    if (ready) return;
    entries = list;
    ready = true;
    var w = waiting;
    waiting = [];
    for (var i = 0; i < w.length; i++) {
      try { w[i](entries); } catch (e) { /* the app's callback reports its own errors */ }
    }
  }

  function open() {
    var idb;
    try { idb = window.indexedDB; } catch (e) { idb = null; }
    if (!idb) { finish(null); return; }
    var req;
    try { req = idb.open(NAME, 1); } catch (e) { finish(null); return; }
    req.onupgradeneeded = function () {
      try { req.result.createObjectStore(STORE); } catch (e) { /* onerror follows */ }
    };
    req.onblocked = function () { /* an older page holds the database open: wait for it */ };
    req.onerror = function () { finish(null); };
    req.onsuccess = function () {
      if (ready) { try { req.result.close(); } catch (e) { } return; } // too late: started without it
      db = req.result;
      // another tab upgrading the database closes ours rather than blocking it
      db.onversionchange = function () { try { db.close(); } catch (e) { } db = null; };
      var keys, values;
      try {
        var tx = db.transaction(STORE, "readonly");
        var st = tx.objectStore(STORE);
        st.getAllKeys().onsuccess = function (e) { keys = e.target.result; };
        st.getAll().onsuccess = function (e) { values = e.target.result; };
        tx.oncomplete = function () {
          var list = [];
          for (var i = 0; keys && values && i < keys.length && i < values.length; i++) {
            if (typeof keys[i] === "string" && typeof values[i] === "string") list.push([keys[i], values[i]]);
          }
          finish(list);
        };
        tx.onabort = tx.onerror = function () { db = null; finish(null); };
      } catch (e) {
        db = null;
        finish(null);
      }
    };
  }

  // write runs one read-write transaction that puts (value a string) or deletes (value null)
  // key, and calls done(true) once it is complete, done(false) when it fails.
  function write(key, value, done) {
    var called = false;
    function end(ok) { if (!called) { called = true; try { done(ok); } catch (e) { } } }
    if (!db) { end(false); return; }
    try {
      var tx = db.transaction(STORE, "readwrite", { durability: "strict" });
      var st = tx.objectStore(STORE);
      if (value === null) st.delete(key); else st.put(value, key);
      tx.oncomplete = function () { end(true); };
      tx.onabort = tx.onerror = function () { end(false); };
    } catch (e) {
      end(false);
    }
  }

  window.bbJournal = {
    // read calls cb with the journal's entries once they are read: an array of [key, value],
    // or null when the browser gives no journal. It calls at once when the read is over.
    read: function (cb) {
      if (ready) cb(entries); else waiting.push(cb);
    },
    // ready: whether read would call at once.
    ready: function () { return ready; },
    // on: whether the journal can be written (read is over and the database is open).
    on: function () { return db !== null; },
    put: function (key, value, done) { write(String(key), String(value), done); },
    del: function (key, done) { write(String(key), null, done); }
  };
  // A browser that never answers (a database held by a page that does not let go) must not
  // keep the app from starting: after a few seconds it starts without the journal.
  setTimeout(function () { if (!ready) { db = null; finish(null); } }, 4000);
  open();
})();
