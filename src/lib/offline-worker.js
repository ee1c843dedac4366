// The service worker's body: src/lib/offline.mjs writes it into the built site as sw.js, after two
// constants it computes from the build (VERSION, a hash of every file's path and contents, and
// FILES, each file's URL under the site's base → the SHA-256 of its contents). Plain JavaScript, run
// by the browser as it is: no bundler, no library.
//
// One cache per build, named after VERSION and the worker's scope, and each worker reads only its
// own. That is what keeps a build whole (no page of one build with a script of another):
// - install fills the new build's cache completely or fails (and is retried on a later visit); every
//   file is checked against this build's hash, so neither the HTTP cache nor a host half-way through
//   a deploy can slip in another build's file. A file whose hash an older build's cache already
//   holds is copied from there instead of downloaded again;
// - the new worker then waits (no skipWaiting): the pages open in the browser stay with the worker,
//   and so the cache, they were loaded with, until every one of them is closed;
// - only then does it activate, and delete the older builds' caches of its scope.
/* global VERSION, FILES */

const PREFIX = `impulse-notebook ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The file `url` with contents `hash` from an older build's cache, if one holds it. */
async function fromOlderBuild(url, hash) {
  for (const name of await caches.keys()) {
    if (name === CACHE || !name.startsWith(PREFIX)) continue;
    const res = await (await caches.open(name)).match(url);
    if (res && (await sha256(await res.clone().arrayBuffer())) === hash) return res;
  }
  return undefined;
}

/** The file `url` from the server, revalidating any copy in the HTTP cache; refused unless it is this build's. */
async function download(url, hash) {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const body = await res.arrayBuffer();
  if ((await sha256(body)) !== hash) throw new Error(`${url} is not this build's file`);
  // A fresh response: the body is decoded already, so the server's Content-Encoding must not follow it.
  return new Response(body, { headers: { 'Content-Type': res.headers.get('Content-Type') ?? '' } });
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await Promise.all(
        [...FILES].map(async ([url, hash]) => {
          // A retried install keeps what the failed one had checked and stored.
          if (await cache.match(url)) return;
          await cache.put(url, (await fromOlderBuild(url, hash)) ?? (await download(url, hash)));
        }),
      );
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      // The page that registered the worker on a first visit is served by it from now on.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // A page's HTML is the same whatever its query string (?e=0.5 sets a widget's parameters in the
  // browser), so files are looked up by path alone.
  if (FILES.has(url.pathname)) {
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(url.pathname))
        // Not there (the browser may evict a cache when the disk is full): the network, as without a worker.
        .then((res) => res ?? fetch(request)),
    );
  } else if (request.mode === 'navigate' && FILES.has(`${url.pathname}/`)) {
    // A folder without its trailing slash, which the server would redirect.
    url.pathname += '/';
    event.respondWith(Response.redirect(url.href, 301));
  }
  // Anything else goes to the network as it would without a worker.
});
