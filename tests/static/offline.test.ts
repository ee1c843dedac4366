// Offline after the first visit, and installable as an app (src/lib/offline.mjs, public/): what the
// two builds (dist/ at /, dist-base/ at /physics/) say about it without a browser. The service
// worker's precache list is exactly the build's files, under the base, each with its contents' hash
// (a file left out is missing offline; a stale hash makes the worker's install fail, so nothing is
// kept); the web app manifest is valid, its addresses resolve to the base and its icons are the PNGs
// it says; every page of the site links the manifest and loads the registration, both files of the
// site (the CSP allows no inline script: csp.test.ts checks worker-src and manifest-src). The browser
// side (the worker's scope, pages opening offline, Chromium's own installability verdict) is
// tests/e2e/offline.spec.ts.
//
// Mutations these catch: a file written after the worker (an integration placed after offline() in
// astro.config.mjs) or edited after the build; sw.js's URLs without the base; a manifest start_url
// or scope written absolute ('/'), an icon of the wrong size or missing; a layout without the
// manifest link or the registration; a registration grown past its budget.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cacheVersion } from '../../src/lib/offline.mjs';
import { requireBuild, routesOf, BASE_BUILD, DIST, SLUGS } from './built';
import { startTags } from './site-walk';

requireBuild(DIST, 'npm run build');
requireBuild(BASE_BUILD.outDir, 'npm run build:base');

const BUILDS = [
  { dir: DIST, base: '/' },
  { dir: BASE_BUILD.outDir, base: BASE_BUILD.base },
];

/** Every file of a build but the worker, as the URL it is served at under `base` (an index.html as its folder). */
function servedFiles(dir: string, base: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const file = join(d, e.name);
      if (e.isDirectory()) walk(file);
      else {
        const path = relative(dir, file).split(sep).join('/');
        if (path === 'sw.js') continue;
        const url = `${base}${path.replace(/(^|\/)index\.html$/, '$1')}`;
        out.set(url, createHash('sha256').update(readFileSync(file)).digest('hex'));
      }
    }
  };
  walk(dir);
  return out;
}

/** sw.js's version and its list of URLs with their hashes, as the worker reads them. */
function precacheList(dir: string): { version: string; files: Map<string, string> } {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const version = /^const VERSION = '([0-9a-f]+)';$/m.exec(sw)?.[1] ?? '';
  const files = new Map(
    [...sw.matchAll(/^ {2}\["([^"]+)", '([0-9a-f]{64})'\],$/gm)].map((m) => [m[1]!, m[2]!] as const),
  );
  return { version, files };
}

/** A PNG's width×height, from its IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe.each(BUILDS)('offline and installable: $dir', ({ dir, base }) => {
  test(`the service worker precaches every file of the build, under ${base}, with its contents’ hash`, () => {
    const { version, files } = precacheList(dir);
    const served = servedFiles(dir, base);
    const listed = [...files.keys()].sort();
    expect({
      'files of the build the worker does not keep': [...served.keys()].filter((u) => !files.has(u)),
      'URLs the worker would fetch that are not files of the build': listed.filter((u) => !served.has(u)),
      'files whose contents are not the ones the worker expects (its install would fail)': listed.filter(
        (u) => served.has(u) && files.get(u) !== served.get(u),
      ),
    }).toEqual({
      'files of the build the worker does not keep': [],
      'URLs the worker would fetch that are not files of the build': [],
      'files whose contents are not the ones the worker expects (its install would fail)': [],
    });
    // Every page with its deck and handout, and the fonts, are among them.
    for (const route of routesOf(dir)) expect(files.has(`${base}${route.slice(1)}`), route).toBe(true);
    for (const slug of SLUGS) expect(files.has(`${base}${slug}/present/`), slug).toBe(true);
    expect(listed.filter((u) => u.endsWith('.woff2'))).toHaveLength(4);
    // The cache's name follows the list, so a new build is a new cache.
    expect(version).toBe(cacheVersion([...files].map(([url, hash]) => ({ url, hash }))));
  });

  test(`the web app manifest is valid, its addresses are ${base}, its icons the PNGs it names`, () => {
    const m = JSON.parse(readFileSync(join(dir, 'manifest.webmanifest'), 'utf8'));
    // Resolved against the manifest's own URL (relative, so they hold under any base).
    const own = `https://host.example${base}manifest.webmanifest`;
    const at = (u: string) => new URL(u, own);
    expect(m.name).toBe('Impulse Notebook');
    expect(typeof m.short_name).toBe('string');
    expect(m.short_name.length).toBeGreaterThan(0);
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m.display).toBe('standalone');
    for (const key of ['start_url', 'scope', 'id'])
      expect(at(m[key]).href, key).toBe(`https://host.example${base}`);
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes: string[] = [];
    for (const icon of m.icons as { src: string; sizes: string; type: string }[]) {
      const path = at(icon.src).pathname;
      expect(path.startsWith(base), `${icon.src} under ${base}`).toBe(true);
      expect(icon.type).toBe('image/png');
      // The PNG's own header says the size the manifest claims.
      expect(pngSize(readFileSync(join(dir, path.slice(base.length)))), icon.src).toBe(icon.sizes);
      sizes.push(icon.sizes);
    }
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  test('every page of the site links the manifest and loads the worker’s registration as a module; the step code frames, framed inside a page, do neither', () => {
    const wrong: string[] = [];
    for (const route of routesOf(dir)) {
      const tags = startTags(readFileSync(join(dir, route, 'index.html'), 'utf8'));
      const frame = tags.some(
        (t) => t.name === 'body' && t.attrs.get('class')?.split(/\s+/).includes('code-frame'),
      );
      const manifest = tags.filter((t) => t.name === 'link' && t.attrs.get('rel') === 'manifest');
      const register = tags.filter(
        (t) => t.name === 'script' && t.attrs.get('src') === `${base}register-sw.js`,
      );
      if (frame) {
        if (manifest.length + register.length > 0)
          wrong.push(`${route}: a code frame that registers the worker`);
        continue;
      }
      if (manifest.length !== 1 || manifest[0]!.attrs.get('href') !== `${base}manifest.webmanifest`)
        wrong.push(`${route}: no <link rel="manifest" href="${base}manifest.webmanifest">`);
      if (register.length !== 1 || register[0]!.attrs.get('type') !== 'module')
        wrong.push(`${route}: no <script type="module" src="${base}register-sw.js">`);
    }
    expect(wrong).toEqual([]);
  });

  test('the registration registers sw.js beside itself (so the worker’s scope is the base) and stays within its budget', () => {
    const registration = readFileSync(join(dir, 'register-sw.js'));
    expect(registration.toString()).toContain("register(new URL('sw.js', import.meta.url))");
    // Every page fetches it before any interaction, outside the widgets' budget (which counts
    // /_astro/ only): it has a budget of its own.
    expect(gzipSync(registration).length).toBeLessThanOrEqual(1_000);
    expect(precacheList(dir).files.size).toBeGreaterThan(routesOf(dir).length);
  });
});
