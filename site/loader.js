// Bora Bora's WebAssembly start, appended to go-app's app.js by site.Generate.
// This declaration replaces go-app's goappInitWebAssembly (the later function
// declaration of a script wins), so go-app's call at the top of app.js runs it.
//
// Differences from go-app's loader:
//   - the pre-rendered start screen stays in view (the loader is a small
//     status line, web/loading.css), and takes input: web/early.js keeps what
//     the player types and presses there until the app has mounted;
//   - app.wasm is requested once the page has been painted, so it never
//     competes with the page's own stylesheet for the network;
//   - a worker (web/wasm-compile.js) downloads and compiles it, so the page's
//     main thread only instantiates the compiled module and runs Go; where
//     workers cannot hand a module over, the page compiles it as it streams in;
//   - the browser gets a turn between compiling and starting Go.
async function goappInitWebAssembly() {
  const loader = document.getElementById("app-wasm-loader");
  const early = window.__boraboraEarly;
  if (!goappCanLoadWebAssembly()) {
    if (loader) loader.remove();
    if (early) early.done();
    return;
  }
  const icon = document.getElementById("app-wasm-loader-icon");
  const label = document.getElementById("app-wasm-loader-label");
  const showProgress = (progress) => {
    label.textContent = goappLoadingLabel.replace("{progress}", progress);
  };
  const wasmURL = "{{.Wasm}}";
  try {
    await goappAfterFirstPaint();
    const go = new Go();
    let instance;
    try {
      const module = await goappCompileInWorker("{{.Worker}}", wasmURL, showProgress);
      instance = await WebAssembly.instantiate(module, go.importObject);
    } catch (err) {
      console.warn("compiling app.wasm in a worker failed, compiling here:", err);
      ({ instance } = await WebAssembly.instantiateStreaming(
        fetchWithProgress(wasmURL, showProgress),
        go.importObject
      ));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    go.run(instance);
    loader.remove();
  } catch (err) {
    if (early) early.done(); // nothing will be started: the page stops saying it will
    icon.classList.remove("goapp-spin");
    label.textContent = String(err);
    console.error("loading wasm failed: ", err);
  }
}

// goappAfterFirstPaint resolves once the page has been painted (or after
// 200 ms, for a page that is not painted while in the background).
function goappAfterFirstPaint() {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 200);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0)
    );
  });
}

// goappCompileInWorker downloads and compiles app.wasm in a worker and
// resolves with the compiled module.
function goappCompileInWorker(workerURL, wasmURL, showProgress) {
  return new Promise((resolve, reject) => {
    if (typeof Worker !== "function") {
      reject(new Error("no workers"));
      return;
    }
    const worker = new Worker(workerURL);
    worker.onmessage = (event) => {
      const msg = event.data;
      if (msg.progress !== undefined) {
        showProgress(msg.progress);
        return;
      }
      worker.terminate();
      if (msg.module instanceof WebAssembly.Module) {
        resolve(msg.module);
      } else {
        reject(new Error(msg.error || "the worker sent no module"));
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "the worker failed"));
    };
    worker.onmessageerror = () => {
      worker.terminate();
      reject(new Error("the module could not be handed over"));
    };
    worker.postMessage({ url: wasmURL, total: parseInt(goappWasmContentLength, 10) || 0 });
  });
}
