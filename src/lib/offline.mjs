// Offline after the first visit: a service worker that keeps the whole built site (every page with
// its presenter, handout and embeds, /teach/, /code/, /notation/, fonts, scripts, styles, images and
// the solver download: a few megabytes) in the browser, so that a classroom whose network fails
// keeps the site. The build writes it as sw.js at the site's base, with the list of files it
// precaches and a version computed from their contents (src/lib/offline-worker.js says how a new
// build replaces the cache without a stale mix); public/register-sw.js registers it once the page
// has loaded, and public/manifest.webmanifest makes the site installable as an app.
//
// Why a worker generated here and not @vite-pwa/astro (Workbox), the ecosystem's tool: @vite-pwa/astro
// 1.2.0 declares Astro ≤ 5 as its peer and npm refuses it beside Astro 7; Workbox's own build
// package (workbox-build, what it drives) brings some 320 packages (Babel, Rollup, Terser) to bundle
// a worker whose job here fits in 90 lines: one list of files, one cache per build, served by path.
// What Workbox adds beyond that (runtime caching strategies, expiry, per-file revisions in a shared
// cache) this site does not need.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { joinBase } from './base-path.ts';

/** The worker's file name at the site's base (its scope is the base). */
export const WORKER_FILE = 'sw.js';

const WORKER_BODY = fileURLToPath(new URL('./offline-worker.js', import.meta.url));

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/**
 * Every file of the built site in `dir` as the worker precaches it: its URL under `base` (a page's
 * index.html as its folder's route, '/physics/teach/'), the SHA-256 of its contents and its size;
 * sorted by URL, the worker itself left out.
 * @param {string} dir
 * @param {string} base
 * @returns {{ url: string, hash: string, bytes: number }[]}
 */
export function precacheEntries(dir, base) {
  return walk(dir)
    .map((file) => {
      const path = relative(dir, file).split(sep).join('/');
      const route = path === 'index.html' ? '' : path.replace(/(^|\/)index\.html$/, '$1');
      const body = readFileSync(file);
      return {
        path,
        url: joinBase(base, route),
        hash: createHash('sha256').update(body).digest('hex'),
        bytes: body.length,
      };
    })
    .filter((e) => e.path !== WORKER_FILE)
    .map(({ url, hash, bytes }) => ({ url, hash, bytes }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/**
 * The build's cache version: a hash of every URL with its contents' hash, so any change to any file
 * (or a file added, removed or moved) gives a new version and nothing else does.
 * @param {{ url: string, hash: string }[]} entries
 */
export function cacheVersion(entries) {
  const h = createHash('sha256');
  for (const e of entries) h.update(`${e.url} ${e.hash}\n`);
  return h.digest('hex').slice(0, 16);
}

/**
 * sw.js: the two constants the worker reads, then its body (src/lib/offline-worker.js). The browser
 * compares sw.js byte for byte on each visit, so a build with any changed file is a new worker.
 * @param {{ url: string, hash: string }[]} entries
 */
export function workerSource(entries) {
  const files = entries.map((e) => `  [${JSON.stringify(e.url)}, '${e.hash}'],`).join('\n');
  return (
    `// Impulse Notebook's service worker, written by the build (src/lib/offline.mjs).\n` +
    `const VERSION = '${cacheVersion(entries)}';\n` +
    `const FILES = new Map([\n${files}\n]);\n\n` +
    readFileSync(WORKER_BODY, 'utf8')
  );
}

/** Astro integration: writes sw.js once every other integration has written its files (keep it last). */
export function offline() {
  let base = '/';
  return {
    name: 'impulse-notebook:offline',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const entries = precacheEntries(out, base);
        writeFileSync(join(out, WORKER_FILE), workerSource(entries));
        const mb = entries.reduce((s, e) => s + e.bytes, 0) / 1e6;
        logger.info(
          `${WORKER_FILE} written: ${entries.length} files, ${mb.toFixed(2)} MB precached, version ${cacheVersion(entries)}`,
        );
      },
    },
  };
}
