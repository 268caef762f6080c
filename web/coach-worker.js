// The coach's worker: grades decisions of a recorded game off the page's thread, with the
// coach's own WebAssembly binary (coach.wasm, built from cmd/coachwasm: the engine, its
// computer players and the coach) run by the toolchain's wasm_exec.js. web/coach.js starts
// one per core and hands out the decisions.
//
// Messages, page → worker:
//   {code, module} load the engine record code (with module, coach.wasm as the page compiled
//                  it; without, the worker compiles its own); answered {steps: [..], rolls:
//                  [..], shared} (every decision worth grading, in order; every roll worth
//                  weighing, "L" round "." seat; shared: the page's module ran) or {error}
//   {grade: [..]}  grade these decisions (numbers) and weigh these rolls (their names);
//                  answered {line} for each verdict (coach.Encode's text) and each roll's luck
//                  (coach.EncodeLuck's), then {more: true} (ready for the next ones), or {error}
// The page stops a worker by terminating it. Paths are relative to this file, so a site
// served under a sub-path finds them too.
"use strict";

let ready = null; // the promise of a running coach.wasm
let shared = false; // it runs the module the page compiled

function loadCoach(module) {
  importScripts(new URL("../wasm_exec.js", self.location.href).href);
  const go = new Go();
  const url = new URL("coach.wasm", self.location.href).href;
  const instantiate = async () => {
    if (module instanceof WebAssembly.Module) {
      shared = true;
      return WebAssembly.instantiate(module, go.importObject); // an Instance, from a Module
    }
    try {
      return (await WebAssembly.instantiateStreaming(fetch(url), go.importObject)).instance;
    } catch (err) {
      // a server that does not say application/wasm: compile from the bytes
      const response = await fetch(url);
      if (!response.ok) {
        throw new Error(url + ": " + response.status + " " + response.statusText);
      }
      return (await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject)).instance;
    }
  };
  return instantiate().then((instance) => {
    go.run(instance); // main sets bbCoachLoad and bbCoachGrade, then waits for their calls
    if (typeof self.bbCoachGrade !== "function") {
      throw new Error("coach.wasm did not start");
    }
  });
}

self.onmessage = async (event) => {
  const msg = event.data || {};
  try {
    if (!ready) {
      ready = loadCoach(msg.module);
    }
    await ready;
    if (typeof msg.code === "string") {
      const r = self.bbCoachLoad(msg.code);
      if (r.error) {
        self.postMessage({ error: String(r.error) });
      } else {
        self.postMessage({ steps: Array.from(r.steps), rolls: Array.from(r.rolls || []), shared });
      }
      return;
    }
    if (Array.isArray(msg.grade)) {
      const err = self.bbCoachGrade(msg.grade, (line) => self.postMessage({ line }));
      self.postMessage(err ? { error: err } : { more: true });
    }
  } catch (err) {
    self.postMessage({ error: String((err && err.message) || err) });
  }
};
