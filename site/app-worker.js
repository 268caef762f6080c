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
//     takes over open pages at once (skipWaiting) and is announced;
//   - several deploys can share one origin (/a/ and /b/ on one GitHub Pages
//     account, or one at the root): each names its cache after its own scope
//     and deletes only its own older caches, and a navigation outside its own
//     page (another deploy's, under a root deploy's scope) is never answered
//     with its app.
const scopePath = new URL(self.registration.scope).pathname; // "/" or "/base/"
const cacheName = "app-" + "{{.Version}}" + "@" + scopePath;
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
      const old = await Promise.all(
        keys.map(async (key) => key !== cacheName && (await ownCache(key)))
      );
      await Promise.all(
        keys.filter((key, i) => old[i]).map((key) => caches.delete(key))
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

// ownCache reports whether a cache belongs to this deploy: one of its own
// versions ("app-<version>@<scope>"), or a cache of a build from before
// caches carried their scope ("app-<version>") that holds this deploy's own
// app page. Another deploy's caches are left alone.
async function ownCache(key) {
  if (!key.startsWith("app-")) {
    return false;
  }
  const at = key.indexOf("@");
  if (at >= 0) {
    return key.slice(at + 1) === scopePath;
  }
  const cache = await caches.open(key);
  return !!(await cache.match(appShell()));
}

function appShell() {
  return scopePath.replace(/\/$/, "") || "/";
}

// ownPage reports whether a navigation is to this deploy's app page (its
// folder, with or without the slash, or its index.html).
function ownPage(request) {
  const path = new URL(request.url).pathname;
  return path === scopePath || path === appShell() || path === scopePath + "index.html";
}

async function fetchWithCache(request) {
  const cache = await caches.open(cacheName);
  let response = await cache.match(request);
  if (!response && request.mode === "navigate" && ownPage(request)) {
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
