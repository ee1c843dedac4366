// Every page of the build at 1280×800 in both engines, Chromium and Firefox, for a person to compare
// (the math is MathML Core, which each engine lays out itself). Not a test: nothing is asserted.
//   npm run screenshots:engines [-- <out-dir> [<route>…]]
// (default reports/engines/ and every route of the build; serves dist/ or $SITE_OUT_DIR)
// Writes <page>.chromium.png and <page>.firefox.png (the whole page, 1280 px wide, laid out in a
// 1280×800 window) and index.html, which shows each pair side by side.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_FLAGS } from './chromium.mjs';
import { launchFirefox } from './firefox.mjs';
import { routesOf } from './site-pages.mjs';
import { serveStatic } from './static-server.mjs';

const DIST = process.env.SITE_OUT_DIR ?? 'dist';
const [OUT = 'reports/engines', ...only] = process.argv.slice(2);
const VIEWPORT = { width: 1280, height: 800 };
mkdirSync(OUT, { recursive: true });

const routes = only.length ? only : routesOf(DIST);
const server = await serveStatic(DIST, '/');
/** '/' → 'index', '/embed/<slug>/<widget>/' → 'embed--<slug>--<widget>' */
const fileName = (/** @type {string} */ route) => route.split('/').filter(Boolean).join('--') || 'index';

/**
 * Before the picture: the fonts loaded, and the whole page scrolled through once so that blocks
 * skipped while far off screen (content-visibility) are laid out as a reader scrolling would see them.
 * @param {{ evaluate: (fn: () => Promise<void>) => Promise<void> }} page
 */
const settle = (page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += 800) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    // A font first needed further down (the math font, on a page whose first screen has no math)
    // starts loading only once that text is laid out.
    await document.fonts.ready;
    await frame();
    await frame();
  });

/**
 * Every route in one engine, each on a page of its own, into <page>.<engine>.png. Playwright's pages
 * (Chromium) and puppeteer's (Firefox) answer these calls alike.
 * @param {() => Promise<any>} newPage
 * @param {string} engine
 */
async function shootEvery(newPage, engine) {
  for (const route of routes) {
    const page = await newPage();
    await page.goto(`${server.origin}${route}`, { waitUntil: 'load' });
    await settle(page);
    await page.screenshot({ path: join(OUT, `${fileName(route)}.${engine}.png`), fullPage: true });
    await page.close();
  }
}

const started = Date.now();
const chromeBrowser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const chrome = await chromeBrowser.newContext({ viewport: VIEWPORT, colorScheme: 'light' });
await shootEvery(() => chrome.newPage(), 'chromium');
await chromeBrowser.close();

const firefox = await launchFirefox();
await shootEvery(() => firefox.newPage(), 'firefox');
await firefox.close();
await server.close();

const rows = routes
  .map((route) => {
    const f = fileName(route);
    return `<h2>${route}</h2>
<div class="pair">
  <figure><figcaption>Chromium</figcaption><a href="${f}.chromium.png"><img src="${f}.chromium.png" alt="${route} in Chromium" loading="lazy"></a></figure>
  <figure><figcaption>Firefox</figcaption><a href="${f}.firefox.png"><img src="${f}.firefox.png" alt="${route} in Firefox" loading="lazy"></a></figure>
</div>`;
  })
  .join('\n');
writeFileSync(
  join(OUT, 'index.html'),
  `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Chromium and Firefox, page by page</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 1rem; }
  .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; align-items: start; }
  figure { margin: 0; }
  img { width: 100%; border: 1px solid #ccc; }
</style>
<h1>Chromium and Firefox, page by page (1280×800 window, whole page)</h1>
${rows}
</html>
`,
);
console.log(
  `${routes.length} pages in two engines in ${Math.round((Date.now() - started) / 1000)} s: ${join(OUT, 'index.html')}`,
);
