// The coach's pool of workers (window.bbCoach): grades every decision of a recorded game in Web
// Workers (web/coach-worker.js, running coach.wasm), so the page's thread stays free while a
// review is analysed. It holds no game logic: it moves text between the page and the workers
// and keeps the verdict lines. docs/performance.md, "The coach's analysis", says how.
//
//   bbCoach.kept(key)        the verdict lines kept for that game ("" when none)
//   bbCoach.start(key, code) grade each decision of the engine record code, and weigh each
//                            seat's roll in each round (the luck meter), not kept yet
//   bbCoach.stop(key)        terminate its workers at once (what was found stays kept)
//
// Progress comes as "bbcoach" events on document, detail {key, lines, done, total, state}:
// lines found since the last event, decisions graded so far and in all, state "running",
// "done", "stopped" or "error" (then detail.error). At most five a second while running, and
// always one at the end; detail.shared counts the workers of the run that started from the
// page's compiled coach.wasm. Lines are a verdict's (coach.Encode: the decision first) or a
// roll's luck (coach.EncodeLuck: "L" round "." seat, then the points); done and total count
// the decisions. Lines are kept in localStorage under "bb-coach:" + key; a
// full or refused storage only means they are not kept past this page.
//
// coach.wasm is compiled once by the page and the module handed to every worker (a phone would
// otherwise compile it once per worker); where that fails, each worker compiles its own.
(function () {
  "use strict";
  var script = document.currentScript;
  var workerURL = new URL("coach-worker.js", (script && script.src) || location.href).href;
  var PREFIX = "bb-coach:";
  // the keys kept, oldest first: past KEEP games the oldest is dropped, so the coach never
  // crowds the saved games out of the storage
  var INDEX = "bb-coach";
  var KEEP = 30;
  var EVERY = 200; // ms between two progress events
  var BATCH = 2; // decisions handed to a worker at once (one near the end)

  var wasmURL = new URL("coach.wasm", workerURL).href;
  var compiled = null; // the promise of coach.wasm compiled (null inside when it failed)
  var memory = new Map(); // key → lines found in this page, kept or not
  var runs = new Map(); // key → the run grading it

  function storage() {
    try {
      return window.localStorage || null;
    } catch (e) {
      return null;
    }
  }

  function stored(key) {
    try {
      var s = storage();
      return (s && s.getItem(PREFIX + key)) || "";
    } catch (e) {
      return "";
    }
  }

  // keep stores the lines of key; any failure of the storage is ignored.
  function keep(key, text) {
    memory.set(key, text);
    var s = storage();
    if (!s) return;
    try {
      var index = [];
      try {
        index = JSON.parse(s.getItem(INDEX) || "[]");
        if (!Array.isArray(index)) index = [];
      } catch (e) {
        index = [];
      }
      index = index.filter(function (k) { return k !== key; });
      index.push(key);
      while (index.length > KEEP) {
        s.removeItem(PREFIX + index.shift());
      }
      s.setItem(INDEX, JSON.stringify(index));
      s.setItem(PREFIX + key, text);
    } catch (e) {
      // full or refused: kept in this page only
    }
  }

  function kept(key) {
    key = String(key);
    return memory.has(key) ? memory.get(key) : stored(key);
  }

  // jobOf is the work a kept line is the result of: a verdict's decision ("12", nine fields)
  // or a roll's job ("L3.1", two fields); "" for a line that is neither (dropped, and the work
  // done again).
  function jobOf(line) {
    var f = String(line).trim().split(/\s+/);
    if (f.length === 9 && /^\d+$/.test(f[0])) return String(parseInt(f[0], 10));
    if (f.length === 2 && /^L[1-6]\.[0-3]$/.test(f[0])) return f[0];
    return "";
  }

  function keptLines(text) {
    return String(text || "").split("\n").filter(function (line) { return jobOf(line) !== ""; });
  }

  // compile compiles coach.wasm once for every run of this page; it resolves to null where it
  // fails (the workers then compile it themselves, and say why if they cannot either).
  function compile() {
    if (compiled) return compiled;
    if (typeof WebAssembly.compile !== "function" || typeof fetch !== "function") return Promise.resolve(null);
    var fromBytes = function () {
      return fetch(wasmURL).then(function (r) {
        if (!r.ok) throw new Error(wasmURL + ": " + r.status);
        return r.arrayBuffer();
      }).then(function (bytes) { return WebAssembly.compile(bytes); });
    };
    var p = typeof WebAssembly.compileStreaming === "function" ?
      WebAssembly.compileStreaming(fetch(wasmURL)).catch(fromBytes) : fromBytes();
    compiled = p.catch(function () {
      compiled = null; // try again at the next run
      return null;
    });
    return compiled;
  }

  function workerCount() {
    var n = Math.floor(Number(navigator.hardwareConcurrency) || 1);
    return Math.max(1, Math.min(4, n));
  }

  function start(key, code) {
    key = String(key);
    if (runs.has(key)) return;
    var lines = keptLines(kept(key));
    var run = {
      key: key,
      code: String(code),
      workers: [],
      queue: null, // decisions (numbers) and rolls (job names) not handed out yet, once a worker has read the record
      steps: null, // the decisions, as job names
      have: new Set(lines.map(jobOf)),
      text: lines.length ? lines.join("\n") + "\n" : "",
      pending: "",
      done: 0,
      total: 0,
      timer: 0,
      last: 0,
      over: false,
      shared: 0, // workers started from the page's compiled coach.wasm
    };
    runs.set(key, run);
    if (typeof Worker !== "function" || typeof WebAssembly !== "object") {
      setTimeout(function () { finish(run, "error", "this browser runs no Web Workers with WebAssembly"); }, 0);
      return;
    }
    var n = workerCount();
    for (var i = 0; i < n; i++) {
      var w;
      try {
        w = new Worker(workerURL);
      } catch (e) {
        if (i === 0) {
          setTimeout(function () { finish(run, "error", "no worker: " + e); }, 0);
          return;
        }
        break;
      }
      hire(run, w);
    }
    compile().then(function (module) {
      if (run.over) return;
      run.workers.forEach(function (w) {
        try {
          w.postMessage(module ? { module: module, code: run.code } : { code: run.code });
        } catch (e) {
          w.postMessage({ code: run.code }); // a module this browser cannot send
        }
      });
    });
  }

  function hire(run, w) {
    run.workers.push(w);
    w.onmessage = function (event) {
      if (run.over) return;
      var msg = event.data || {};
      if (msg.error !== undefined) {
        finish(run, "error", String(msg.error));
      } else if (msg.steps !== undefined) {
        if (msg.shared) run.shared++;
        if (run.queue === null) plan(run, msg.steps, msg.rolls || []);
        if (!run.over) next(run, w);
      } else if (msg.line !== undefined) {
        found(run, String(msg.line));
      } else if (msg.more) {
        next(run, w);
      }
    };
    w.onerror = function (event) {
      if (event && event.preventDefault) event.preventDefault();
      if (!run.over) finish(run, "error", "the worker failed: " + ((event && event.message) || "unknown"));
    };
  }

  // plan sets the queue from the record's graded decisions and its rolls: those not kept yet,
  // the rolls last.
  function plan(run, steps, rolls) {
    run.steps = new Set(steps.map(String));
    run.queue = steps.filter(function (s) { return !run.have.has(String(s)); });
    run.total = steps.length;
    run.done = run.total - run.queue.length;
    run.queue = run.queue.concat(rolls.map(String).filter(function (j) { return !run.have.has(j); }));
    if (run.queue.length === 0) {
      finish(run, "done");
      return;
    }
    progress(run, true);
  }

  // next hands worker w its next decisions, or lets it go when none are left.
  function next(run, w) {
    if (run.queue.length > 0) {
      var take = run.queue.length > BATCH * run.workers.length ? BATCH : 1;
      w.busy = true;
      w.postMessage({ grade: run.queue.splice(0, take) });
      return;
    }
    w.busy = false;
    w.terminate();
    run.workers = run.workers.filter(function (x) { return x !== w; });
    // the last busy worker is done: any still loading coach.wasm is not needed
    if (!run.workers.some(function (x) { return x.busy; })) finish(run, "done");
  }

  function found(run, line) {
    var job = jobOf(line);
    if (job === "" || run.have.has(job)) return;
    run.have.add(job);
    if (run.steps.has(job)) run.done++;
    run.text += line + "\n";
    run.pending += line + "\n";
    progress(run, false);
  }

  // progress sends a "running" event now if none went out for EVERY ms, else at that time.
  function progress(run, now) {
    if (run.timer) return;
    var wait = now ? 0 : Math.max(0, run.last + EVERY - Date.now());
    run.timer = setTimeout(function () {
      run.timer = 0;
      if (run.over) return;
      // a timer may fire a little early by the clock: never two events within EVERY ms
      if (!now && Date.now() - run.last < EVERY) {
        progress(run, false);
        return;
      }
      keep(run.key, run.text);
      send(run, "running");
    }, wait);
  }

  function send(run, state, error) {
    var detail = { key: run.key, lines: run.pending, done: run.done, total: run.total, state: state, shared: run.shared };
    if (error !== undefined) detail.error = error;
    run.pending = "";
    run.last = Date.now();
    document.dispatchEvent(new CustomEvent("bbcoach", { detail: detail }));
  }

  function finish(run, state, error) {
    if (run.over) return;
    run.over = true;
    clearTimeout(run.timer);
    run.workers.forEach(function (w) { w.terminate(); });
    run.workers = [];
    runs.delete(run.key);
    if (run.text !== "" || memory.has(run.key)) keep(run.key, run.text);
    send(run, state, error);
  }

  function stop(key) {
    var run = runs.get(String(key));
    if (run) finish(run, "stopped");
  }

  window.bbCoach = { kept: kept, start: start, stop: stop };
})();
