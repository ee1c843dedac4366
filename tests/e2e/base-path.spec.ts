// The site built for a sub-path (BASE_PATH=/physics/, SITE_URL=https://school.example, into
// dist-base/: scripts/build-base.mjs, which `npm test` runs before the browser tests; built here when
// it is missing) and served as a plain host would, under /physics/ only (scripts/static-server.mjs:
// anything outside it is a 404). Every route, and everything each one refers to (links, scripts,
// islands, stylesheets, fonts, the embed snippets' paths, the handout QR codes' pages), is served
// under the base; so is everything the browser asks for; the embed snippet, the QR code and the
// presenter's way back work there. The root build (dist/) passes the same crawl at /.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect, DIST, SLUGS, embedSnippet, firstChapterWith } from './support';
import { BASE_BUILD, buildBase } from '../../scripts/build-base.mjs';
import { serveStatic } from '../../scripts/static-server.mjs';
import { chromiumPath, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';
import { parseSiteUrl } from '../../src/lib/base-path';
import { routesOf, walk, type Walk } from './site-walk';

const { base: BASE, site: SITE, outDir: OUT } = BASE_BUILD;
const FIRST = await firstChapterWith('a widget', (c) => c.widgets.length > 0);
const FIRST_WIDGET = FIRST.widgets[0]!;

// One server and one build for the file; the tests share them.
test.describe.configure({ mode: 'serial' });

let server: { origin: string; close: () => Promise<void> };
const at = (route: string) => `${server.origin}${BASE}${route.replace(/^\//, '')}`;

test.beforeAll(async () => {
  // Building takes a few minutes on a loaded 2-core machine.
  test.setTimeout(600_000);
  if (!existsSync(join(OUT, 'index.html'))) await buildBase({ quiet: true });
  server = await serveStatic(OUT, BASE);
});

test.afterAll(async () => {
  await server?.close();
});

/** What a crawl reached, by kind, for the report and the checks that it reached every kind. */
function summary(w: Walk) {
  const urls = [...w.fetched.keys()].map((u) => new URL(u).pathname);
  return {
    routes: urls.filter((u) => u.endsWith('/')).length,
    scripts: urls.filter((u) => u.endsWith('.js')).length,
    stylesheets: urls.filter((u) => u.endsWith('.css')).length,
    fonts: urls.filter((u) => u.endsWith('.woff2')).length,
    other: urls.filter((u) => !/(\/|\.js|\.css|\.woff2)$/.test(u)).length,
  };
}

test(`the ${BASE} build has every route of the root build`, () => {
  const routes = routesOf(OUT);
  expect(routes).toEqual(routesOf(DIST));
  for (const slug of SLUGS)
    for (const r of [`/${slug}/`, `/${slug}/present/`, `/${slug}/handout/`]) expect(routes).toContain(r);
  for (const r of ['/', '/teach/', '/embed/']) expect(routes).toContain(r);
});

test(`every route and everything it refers to is served under ${BASE}: no 404, no URL outside the base`, async () => {
  test.setTimeout(120_000);
  const w = await walk(server.origin, BASE, SITE, routesOf(OUT));
  expect(w.problems).toEqual([]);
  const s = summary(w);
  test.info().annotations.push({ type: 'crawled', description: JSON.stringify(s) });
  expect(s.routes).toBeGreaterThanOrEqual(routesOf(OUT).length);
  expect(s.scripts).toBeGreaterThan(0);
  expect(s.stylesheets).toBeGreaterThan(0);
  // Both fonts (the text font's three files and the math font), from the stylesheets and preloads.
  expect(s.fonts).toBe(4);
  expect(w.fetched.get(`${server.origin}${BASE}favicon.svg`)).toBe(200);
  // Each chapter's QR code (its handout's static HTML) and each embed path were followed.
  for (const slug of SLUGS) expect(w.referred.get(at(`/${slug}/`))).toBeDefined();
  for (const w2 of FIRST.widgets) expect(w.fetched.get(at(`/embed/${FIRST.slug}/${w2.key}/`))).toBe(200);
});

test('the root build passes the same crawl at /', async () => {
  test.setTimeout(120_000);
  const root = await serveStatic(DIST, '/');
  try {
    const w = await walk(root.origin, '/', parseSiteUrl(process.env.SITE_URL), routesOf(DIST));
    expect(w.problems).toEqual([]);
    expect(summary(w).fonts).toBe(4);
  } finally {
    await root.close();
  }
});

test(`in the browser, every route under ${BASE} loads and wakes its islands with no request outside the base`, async ({
  page,
}) => {
  test.setTimeout(240_000);
  const outside: string[] = [];
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.origin === server.origin && !u.pathname.startsWith(BASE)) outside.push(req.url());
  });
  for (const route of routesOf(OUT)) {
    await page.goto(at(route));
    // Every island hydrates (as on a reader's first interaction): its scripts are fetched. (The
    // slides and the handout hold the page's own islands; the handout wakes them itself.)
    if (/\/(present|handout)\/$/.test(route)) continue;
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('impulse:wake', { detail: '*' })));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  }
  expect(outside).toEqual([]);
  // (The guard fails the test on any HTTP error, console error or CSP violation on the way.)
});

test(`the embed snippet, the presenter's way back and the handout's QR code point under ${BASE}`, async ({
  page,
}) => {
  await page.goto(at(`/${FIRST.slug}/?from=test#${FIRST_WIDGET.anchor}`));
  const widget = page.locator(`section#${FIRST_WIDGET.anchor}`);
  const snippet = await embedSnippet(widget);
  const src = /^<iframe src="([^"]+)"/.exec(snippet)?.[1]?.replace(/&amp;/g, '&');
  expect(src).toBe(at(`/embed/${FIRST.slug}/${FIRST_WIDGET.key}/?from=test`));
  await page.goto(src!);
  await expect(page.locator(`section#${FIRST_WIDGET.anchor}`)).toBeVisible();
  await expect(page.locator('.embed-back a')).toHaveAttribute(
    'href',
    new RegExp(`^(${server.origin})?${BASE}${FIRST.slug}/\\?from=test#${FIRST_WIDGET.anchor}$`),
  );

  await page.goto(at(`/${FIRST.slug}/present/?from=test`));
  await expect(page.locator('[data-deck="counter"]')).toHaveText(/^1 \//);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(at(`/${FIRST.slug}/?from=test`));

  await page.goto(at(`/${FIRST.slug}/handout/?from=test`));
  const qr = page.locator('.handout-qr');
  await expect(qr).toHaveAttribute('data-qr', at(`/${FIRST.slug}/?from=test`));
  await page.goto(at(`/${FIRST.slug}/`));
  await expect(page.locator('h1')).toBeVisible();
});

test('without JavaScript each handout’s QR code is its page on SITE_URL, under the base', () => {
  for (const slug of SLUGS) {
    const html = readFileSync(join(OUT, slug, 'handout', 'index.html'), 'utf8');
    expect(html).toContain(`data-qr="${SITE}${BASE}${slug}/"`);
  }
});

test('the handout says beside its QR code that no phone can open it when opened from 127.0.0.1, and not from a classroom address', async ({
  page,
}) => {
  // Two handouts (heavy pages) in two browsers.
  test.setTimeout(120_000);
  await page.goto(at(`/${FIRST.slug}/handout/`));
  const note = page.locator('.handout-qr .handout-qr-local');
  await expect(note).toBeVisible({ timeout: 20_000 });
  await expect(note).toContainText('127.0.0.1');
  await expect(note).toContainText('npm run serve:lan');
  // It is for the teacher, before printing: the paper (one side for the one-page handout) has the
  // code alone.
  await page.emulateMedia({ media: 'print' });
  await expect(note).toBeHidden();

  // The same server under a name a classroom could reach (mapped to this machine for the test).
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP classroom.test 127.0.0.1'],
  });
  try {
    const other = await browser.newPage({ serviceWorkers: 'block' });
    const origin = server.origin.replace('127.0.0.1', 'classroom.test');
    await other.goto(`${origin}${BASE}${FIRST.slug}/handout/?from=test`);
    // Hydrated: the QR code is redrawn for this address and its query string.
    await expect(other.locator('.handout-qr')).toHaveAttribute(
      'data-qr',
      `${origin}${BASE}${FIRST.slug}/?from=test`,
      { timeout: 20_000 },
    );
    await expect(other.locator('.handout-qr-local')).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

test.describe('offline under the base', () => {
  // The rest of the suite blocks service workers (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test(`the service worker's scope is ${BASE}, it lists only files under it, and it serves the presenter offline`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const sw = readFileSync(join(OUT, 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/^ {2}\["([^"]+)", '[0-9a-f]{64}'\],$/gm)].map((m) => m[1]!);
    expect(urls).toContain(BASE);
    expect(urls).toContain(`${BASE}${FIRST.slug}/present/`);
    expect(urls.filter((u) => !u.startsWith(BASE))).toEqual([]);
    // The manifest's addresses are relative to it: under the base.
    const manifest = JSON.parse(readFileSync(join(OUT, 'manifest.webmanifest'), 'utf8'));
    expect(new URL(manifest.start_url, at('/manifest.webmanifest')).href).toBe(at('/'));
    expect(new URL(manifest.scope, at('/manifest.webmanifest')).href).toBe(at('/'));

    await page.goto(at('/'));
    const scope = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) =>
          navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
        );
      return reg.scope;
    });
    expect(scope).toBe(at('/'));
    await context.setOffline(true);
    const res = await page.goto(at(`/${FIRST.slug}/present/?from=offline`));
    expect(res?.fromServiceWorker()).toBe(true);
    await expect(page.locator('[data-deck="counter"]')).toHaveText(/^1 \//);
  });
});
