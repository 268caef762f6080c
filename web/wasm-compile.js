// Downloads and compiles app.wasm off the page's main thread, so the page
// stays responsive while the game loads (site/loader.js starts it). The page
// posts {url, total}; the worker answers {progress} (0-100) while the bytes
// arrive, then {module} (a compiled WebAssembly.Module) or {error}.
self.onmessage = async (event) => {
  const { url, total } = event.data;
  try {
    const response = await fetch(url);
    if (!response.ok) {
      throw new Error(url + ": " + response.status + " " + response.statusText);
    }
    let loaded = 0;
    let shown = -1;
    const counted = response.body.pipeThrough(
      new TransformStream({
        transform(chunk, controller) {
          loaded += chunk.byteLength;
          const progress = total > 0 ? Math.min(100, Math.round((loaded * 100) / total)) : 0;
          if (progress !== shown) {
            shown = progress;
            self.postMessage({ progress });
          }
          controller.enqueue(chunk);
        },
      })
    );
    const module = await WebAssembly.compileStreaming(
      new Response(counted, { headers: { "Content-Type": "application/wasm" } })
    );
    self.postMessage({ module });
  } catch (err) {
    self.postMessage({ error: String(err) });
  }
};
