// What a reader who only scrolls a page pays: JavaScript fetched (gzip) while scrolling from top to
// bottom without touching anything, DOM elements, HTML size, the longest long task (on load, and
// while scrolling, when islands may hydrate) and the layout shift (the sum of the shifts not caused
// by input: CLS for a page this short). Shared by scripts/bench.mjs and the browser tests.
import { gzipSync } from 'node:zlib';

/** Installed before any page script: records every long task with its start time, and layout shifts. */
export const LONGTASK_INIT = () => {
  const w = /** @type {any} */ (window);
  w.__longtasks = [];
  w.__shift = 0;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    /* layout-shift entries unsupported: report none */
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* longtask entries unsupported: report none */
  }
};

/**
 * Scroll a loaded page from top to bottom one viewport at a time, pausing so that client:visible
 * islands (or anything lazy) get their chance to load; then wait for the network to go quiet.
 * @param {import('playwright-core').Page} page
 */
export async function scrollThrough(page, pauseMs = 150) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => Math.round(innerHeight * 0.8));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((yy) => window.scrollTo(0, yy), y);
    await page.waitForTimeout(pauseMs);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/**
 * Open `url` in `context`, record the JavaScript it fetches, scroll through it, and report. With
 * `page` (a fresh page of the context, which the caller may listen to first), it is measured there
 * and left open, so that a browser test can go on with the same visit.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 * @param {{ page?: import('playwright-core').Page }} [opts]
 */
export async function pageWeight(context, url, { page: given } = {}) {
  const page = given ?? (await context.newPage());
  await page.addInitScript(LONGTASK_INIT);
  const js = new Map();
  page.on('response', async (res) => {
    const u = new URL(res.url());
    if (!/\.m?js$/.test(u.pathname)) return;
    try {
      const body = await res.body();
      js.set(u.pathname, { bytes: body.length, gzip: gzipSync(body).length });
    } catch {
      /* body unavailable (redirect): ignore */
    }
  });
  const htmlRes = await page.goto(url, { waitUntil: 'load' });
  const html = await htmlRes.body();
  await page.waitForLoadState('networkidle');
  const onLoad = await page.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    longest: Math.max(0, ...window.__longtasks.map((t) => t.duration)),
    shift: window.__shift,
  }));
  const jsOnLoad = [...js.values()].reduce((s, f) => s + f.gzip, 0);
  await scrollThrough(page);
  const after = await page.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    longest: Math.max(0, ...window.__longtasks.map((t) => t.duration)),
    count: window.__longtasks.length,
    shift: window.__shift,
  }));
  if (!given) await page.close();
  return {
    htmlBytes: html.length,
    htmlGzip: gzipSync(html).length,
    elementsOnLoad: onLoad.elements,
    elements: after.elements,
    jsGzipOnLoad: jsOnLoad,
    jsGzipScrolled: [...js.values()].reduce((s, f) => s + f.gzip, 0),
    jsFiles: Object.fromEntries(js),
    longestTaskOnLoad: onLoad.longest,
    longestTaskScrolling: after.longest,
    longTasks: after.count,
    layoutShiftOnLoad: onLoad.shift,
    layoutShiftScrolling: after.shift,
  };
}
