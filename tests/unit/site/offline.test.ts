// The offline service worker (src/lib/offline.mjs, src/lib/offline-worker.js): what the build lists
// and how its version follows the files, and the worker itself run against a fake browser (its
// caches and the network), for the promise that a new build replaces the cache whole, never mixing
// two builds' files.
import { mkdtempSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { precacheEntries, cacheVersion, workerSource, WORKER_FILE } from '../../../src/lib/offline.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'offline-'));
  const put = (path: string, body: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  put('index.html', '<h1>Impulse Notebook</h1>');
  put('teach/index.html', '<h1>Teach</h1>');
  put('some-chapter/present/index.html', '<h1>Slides</h1>');
  put('_astro/kit.abc.js', 'export const kit = 1;');
  put('fonts/math.woff2', 'font');
  put(WORKER_FILE, 'an older worker');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('what the build precaches', () => {
  test('every file, a page as its folder’s route, under the base; the worker left out', () => {
    expect(precacheEntries(dir, '/physics/').map((e) => e.url)).toEqual([
      '/physics/',
      '/physics/_astro/kit.abc.js',
      '/physics/fonts/math.woff2',
      '/physics/some-chapter/present/',
      '/physics/teach/',
    ]);
    const teach = precacheEntries(dir, '/').find((e) => e.url === '/teach/');
    expect(teach).toEqual({ url: '/teach/', hash: sha('<h1>Teach</h1>'), bytes: 14 });
  });

  test('the version is the same for the same files and changes with any file’s contents, name or presence', () => {
    const v = cacheVersion(precacheEntries(dir, '/'));
    expect(cacheVersion(precacheEntries(dir, '/'))).toBe(v);
    writeFileSync(join(dir, 'teach/index.html'), '<h1>Teach!</h1>');
    const changed = cacheVersion(precacheEntries(dir, '/'));
    expect(changed).not.toBe(v);
    renameSync(join(dir, 'fonts/math.woff2'), join(dir, 'fonts/math2.woff2'));
    expect(cacheVersion(precacheEntries(dir, '/'))).not.toBe(changed);
    // The same files under another base are another site's cache.
    expect(cacheVersion(precacheEntries(dir, '/physics/'))).not.toBe(cacheVersion(precacheEntries(dir, '/')));
  });

  test('sw.js carries the version and every URL with its hash', () => {
    const entries = precacheEntries(dir, '/physics/');
    const src = workerSource(entries);
    expect(src).toContain(`const VERSION = '${cacheVersion(entries)}';`);
    for (const e of entries) expect(src).toContain(`[${JSON.stringify(e.url)}, '${e.hash}']`);
  });
});

// ---- The worker in a fake browser ------------------------------------------------------------

const ORIGIN = 'https://school.example';
const SCOPE = `${ORIGIN}/physics/`;

type Caches = Map<string, Map<string, Response>>;

/** A browser's cache storage, shared by the workers of successive builds. */
function cacheStorage(store: Caches) {
  const open = async (name: string) => {
    if (!store.has(name)) store.set(name, new Map());
    const c = store.get(name)!;
    return {
      match: async (url: string) => c.get(url)?.clone(),
      put: async (url: string, res: Response) => void c.set(url, res),
    };
  };
  return {
    keys: async () => [...store.keys()],
    open,
    delete: async (name: string) => store.delete(name),
  };
}

/**
 * Load sw.js for `files` (path → contents, under /physics/) into a fake worker whose network serves
 * `server` (URL path → contents); returns its event handlers' results and what it fetched.
 */
function worker(files: Record<string, string>, server: Record<string, string>, store: Caches) {
  const entries = Object.entries(files).map(([url, body]) => ({ url, hash: sha(body), bytes: body.length }));
  const handlers: Record<string, (e: unknown) => void> = {};
  const fetched: string[] = [];
  const sandbox = {
    self: {
      registration: { scope: SCOPE },
      location: { origin: ORIGIN },
      clients: { claim: async () => {} },
      addEventListener: (type: string, fn: (e: unknown) => void) => (handlers[type] = fn),
    },
    caches: cacheStorage(store),
    fetch: async (url: string | { url: string }) => {
      const path = new URL(typeof url === 'string' ? url : url.url, ORIGIN).pathname;
      fetched.push(path);
      const body = server[path];
      return body === undefined ? new Response('missing', { status: 404 }) : new Response(body);
    },
    crypto,
    Response,
    URL,
  };
  runInNewContext(workerSource(entries), sandbox);
  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    handlers[type]!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  /** The worker's answer to a GET of `url`, or undefined if it leaves it to the network. */
  const get = async (url: string, mode = 'navigate') => {
    let answer: Promise<Response> | undefined;
    handlers.fetch!({
      request: { method: 'GET', url: new URL(url, ORIGIN).href, mode },
      respondWith: (p: Promise<Response>) => (answer = p),
    });
    return answer && (await answer);
  };
  return { install: () => lifecycle('install'), activate: () => lifecycle('activate'), get, fetched };
}

describe('the worker', () => {
  const v1 = { '/physics/': 'index v1', '/physics/teach/': 'teach v1', '/physics/_astro/a.js': 'a v1' };

  test('installs the whole build, then serves its pages from its cache, whatever their query string', async () => {
    const store: Caches = new Map();
    const w = worker(v1, v1, store);
    await w.install();
    await w.activate();
    expect([...store.keys()]).toHaveLength(1);
    expect(await (await w.get('/physics/teach/?e=0.5&fixB=1'))!.text()).toBe('teach v1');
    // A folder without its slash: redirected, as the server would.
    expect((await w.get('/physics/teach'))!.headers.get('Location')).toBe(`${SCOPE}teach/`);
    // Not a file of the site (or not under this origin): left to the network.
    expect(await w.get('/physics/elsewhere/')).toBeUndefined();
    expect(await w.get('https://other.example/physics/teach/')).toBeUndefined();
  });

  test('refuses to install when the server sends a file that is not this build’s (no stale mix)', async () => {
    const store: Caches = new Map();
    // A host half-way through a deploy: the new pages, one old script.
    const w = worker(v1, { ...v1, '/physics/_astro/a.js': 'a v0' }, store);
    await expect(w.install()).rejects.toThrow("/physics/_astro/a.js is not this build's file");
  });

  test('a new build installs beside the old one, reusing its unchanged files, and replaces it on activation', async () => {
    const store: Caches = new Map();
    // Another site on the same host (another base): its cache is not ours to delete.
    store.set(`impulse-notebook ${ORIGIN}/chemistry/ abc`, new Map());
    const old = worker(v1, v1, store);
    await old.install();
    await old.activate();
    const [, oldCache] = [...store.keys()];

    const v2 = { ...v1, '/physics/teach/': 'teach v2', '/physics/_astro/b.js': 'b v2' };
    const w = worker(v2, v2, store);
    await w.install();
    // Only what changed came from the network.
    expect(w.fetched.sort()).toEqual(['/physics/_astro/b.js', '/physics/teach/']);
    // Until the new worker activates, the old build's cache is whole: pages still open keep it.
    expect(await (await old.get('/physics/teach/'))!.text()).toBe('teach v1');
    await w.activate();
    expect(store.has(oldCache!)).toBe(false);
    expect(store.size).toBe(2);
    expect(await (await w.get('/physics/teach/'))!.text()).toBe('teach v2');
    expect(await (await w.get('/physics/_astro/a.js', 'no-cors'))!.text()).toBe('a v1');
  });
});
