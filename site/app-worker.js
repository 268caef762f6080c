// Service worker for Bora Bora. go-app fills in the version and the list of
// files to precache when it generates the static site (site.Generate).
//
// Differences from go-app's default worker (see README "Offline"):
//   - install and activate use event.waitUntil, so a worker only takes over
//     once every file is in the cache, and a failed precache leaves the
//     previous version in charge instead of an empty cache;
//   - files are precached with {cache: "reload"}, so a new version never
//     stores stale copies from the browser's HTTP cache;
//   - a navigation that misses the cache gets the cached app shell, which
//     makes offline start work under a sub-path (/base/ vs the cached /base)
//     and for any deep link;
//   - a cached response that followed a redirect is re-wrapped, because
//     browsers refuse redirected responses for navigations;
//   - no clients.claim(): a first visit stays uncontrolled until the next
//     start. Claiming it would make go-app's page script, which treats "a
//     worker activated while the page has a controller" as an update,
//     announce the very first install as a new version. A later deploy still
//     takes over open pages at once (skipWaiting) and is announced.
const cacheName = "app-" + "{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      console.log("installing app worker {{.Version}}");
      const cache = await caches.open(cacheName);
      await cache.addAll(
        resourcesToCache.map((url) => new Request(url, { cache: "reload" }))
      );
      await self.skipWaiting();
    })()
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys
          .filter((key) => key.startsWith("app-") && key !== cacheName)
          .map((key) => caches.delete(key))
      );
      console.log("app worker {{.Version}} is activated");
    })()
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") {
    return;
  }
  event.respondWith(fetchWithCache(event.request));
});

function appShell() {
  const scope = new URL(self.registration.scope).pathname;
  return scope.replace(/\/$/, "") || "/";
}

async function fetchWithCache(request) {
  const cache = await caches.open(cacheName);
  let response = await cache.match(request);
  if (!response && request.mode === "navigate") {
    response = await cache.match(appShell());
  }
  if (!response) {
    return fetch(request);
  }
  if (response.redirected) {
    response = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }
  return response;
}
