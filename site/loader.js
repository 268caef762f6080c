// Bora Bora's WebAssembly start, appended to go-app's app.js by site.Generate.
// This declaration replaces go-app's goappInitWebAssembly (the later function
// declaration of a script wins), so go-app's call at the top of app.js runs it.
//
// Differences from go-app's loader:
//   - the pre-rendered start screen stays in view (the loader is a small
//     status line, web/loading.css), inert until the app has mounted;
//   - app.wasm is fetched by the page's <link rel="preload">, so the download
//     starts while the page is parsed, and compiled while it streams in;
//   - the browser gets a turn between compiling and starting Go, so the
//     progress and the page are painted before the app's first task.
async function goappInitWebAssembly() {
  const root = document.getElementById("root");
  const loader = document.getElementById("app-wasm-loader");
  if (!goappCanLoadWebAssembly()) {
    if (loader) loader.remove();
    return;
  }
  if (root) root.inert = true;
  const icon = document.getElementById("app-wasm-loader-icon");
  const label = document.getElementById("app-wasm-loader-label");
  const showProgress = (progress) => {
    label.textContent = goappLoadingLabel.replace("{progress}", progress);
  };
  try {
    const go = new Go();
    const { instance } = await WebAssembly.instantiateStreaming(
      fetchWithProgress("{{.Wasm}}", showProgress),
      go.importObject
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    go.run(instance);
    loader.remove();
  } catch (err) {
    if (root) root.inert = false;
    icon.classList.remove("goapp-spin");
    label.textContent = String(err);
    console.error("loading wasm failed: ", err);
  }
}
