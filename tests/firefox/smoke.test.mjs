// The site in a second engine: Debian's Firefox, driven over WebDriver BiDi (scripts/firefox.mjs).
// The math is MathML Core, which each engine lays out itself, and every other browser test drives
// Chromium; this one loads every route of the build in Firefox and checks what a reader would see
// break first:
// - the page loads with no uncaught error, no console error, no failed or non-200 request and no
//   request to another host;
// - every displayed equation (`math[display="block"]`) has a box with a width and a height;
// - on each derivation page a slider moved with the keyboard changes its figure, the URL takes the
//   new value, and reloading that URL puts the slider back where it was.
// Run by `npm run test:firefox` (part of `npm test`) against dist/, or $SITE_OUT_DIR.
// How the two engines compare by eye: `npm run screenshots:engines`.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchFirefox } from '../../scripts/firefox.mjs';
import { serveStatic } from '../../scripts/static-server.mjs';
import { CLASSROOM_PAGES, DERIVATIONS, PAGES, routesOf } from '../../scripts/site-pages.mjs';

const DIST = process.env.SITE_OUT_DIR ?? 'dist';
if (!existsSync(join(DIST, 'index.html')))
  throw new Error(`${DIST}/index.html not found: build the site first (npm run build).`);
const ROUTES = routesOf(DIST);
/** How long one wait for the page may take before the test fails saying what it waited for. */
const WAIT = { timeout: 15_000 };

/** @type {import('puppeteer-core').Browser} */
let browser;
/** @type {{ origin: string, close: () => Promise<void> }} */
let server;

before(async () => {
  server = await serveStatic(DIST, '/');
  browser = await launchFirefox();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A new tab that records what goes wrong on it: uncaught errors, console errors, requests that fail
 * or answer with an error status, and requests to any other host. `loaded()` marks the end of the
 * first load: Firefox's parser lays out a long page while it is still reading it, and reports a
 * MathML element it has read only half of (an <msub> with one child so far) as "Invalid markup".
 * Those reports, before the load ends, are kept apart; `invalidMathml` then checks the finished
 * markup itself, and any such report after the load counts as an error.
 */
async function guardedPage() {
  const page = await browser.newPage();
  /** @type {string[]} */
  const problems = [];
  let loading = true;
  page.on('pageerror', (e) => {
    const message = e instanceof Error ? e.message : String(e);
    if (!(loading && message.startsWith('Invalid markup:'))) problems.push(`page error: ${message}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(server.origin) && !/^(data|blob|about):/.test(url))
      problems.push(`request to another host: ${url}`);
  });
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return {
    page,
    problems,
    /** @param {boolean} now whether a load is under way */
    loading: (now) => (loading = now),
  };
}

/**
 * MathML elements with the wrong number of children for MathML Core (what Firefox would draw as
 * invalid markup), each with the id of the nearest element that has one.
 * @param {import('puppeteer-core').Page} page
 */
function invalidMathml(page) {
  return page.evaluate(() => {
    /** @type {Record<string, number>} */
    const ARITY = { msub: 2, msup: 2, msubsup: 3, mfrac: 2, mroot: 2, munder: 2, mover: 2, munderover: 3 };
    return [...document.querySelectorAll(Object.keys(ARITY).join(', '))]
      .filter((el) => el.children.length !== ARITY[el.localName])
      .map((el) => `#${el.closest('[id]')?.id ?? ''}: <${el.localName}> with ${el.children.length} children`);
  });
}

/**
 * Load `route` in a guarded tab and hydrate nothing: the page as a reader first sees it.
 * @param {string} route
 */
async function open(route) {
  const tab = await guardedPage();
  await tab.page.goto(`${server.origin}${route}`, { waitUntil: 'load' });
  tab.loading(false);
  await tab.page.evaluate(() => document.fonts.ready.then(() => undefined));
  return tab;
}

describe('Firefox: every page', () => {
  it('the build holds every page the site must have', () => {
    const missing = [...PAGES, ...CLASSROOM_PAGES].filter((p) => !ROUTES.includes(p));
    assert.deepEqual(missing, [], `pages missing from ${DIST}`);
  });

  for (const route of ROUTES) {
    it(`${route}: loads without errors, and every displayed equation is laid out`, async () => {
      const { page, problems } = await open(route);
      try {
        const math = await page.evaluate(() => {
          // A closed disclosure hides its equations on purpose: open them all. A presenter shows one
          // slide at a time: step through every slide (an equation no slide shows, such as the
          // plug-in numbers panel's, is not on the presenter). Each displayed equation must have a
          // box where it is shown, once scrolled to (blocks far off screen may skip layout).
          for (const d of document.querySelectorAll('details')) d.open = true;
          const next = document.querySelector('.deck-bar:not([hidden]) [data-deck="next"]');
          const all = [...document.querySelectorAll('math[display="block"]')];
          /** @type {Set<Element>} */
          const shown = new Set();
          /** @type {Set<Element>} */
          const laidOut = new Set();
          const measure = () => {
            for (const m of all) {
              if (laidOut.has(m) || (next && !m.closest('.deck-on'))) continue;
              shown.add(m);
              m.scrollIntoView({ block: 'center' });
              const r = m.getBoundingClientRect();
              if (r.width > 0 && r.height > 0) laidOut.add(m);
            }
          };
          measure();
          const counter = document.querySelector('[data-deck="counter"]')?.textContent ?? '';
          const slides = next ? Number(/\/\s*(\d+)/.exec(counter)?.[1] ?? 0) : 1;
          for (let i = 1; i < slides; i++) {
            /** @type {HTMLElement} */ (next).click();
            measure();
          }
          const empty = [...shown]
            .filter((m) => !laidOut.has(m))
            .map((m) => `#${m.closest('[id]')?.id ?? ''}: ${(m.textContent ?? '').slice(0, 50)}`);
          return { count: shown.size, slides, empty };
        });
        if (DERIVATIONS.includes(route))
          assert.ok(
            math.count > 5,
            `${route} shows ${math.count} displayed equations; a derivation has many`,
          );
        if (CLASSROOM_PAGES.includes(route) && route.endsWith('/present/'))
          assert.ok(math.slides > 5, `the presenter ${route} has ${math.slides} slides`);
        assert.deepEqual(math.empty, [], `displayed equations never laid out on ${route}`);
        assert.deepEqual(await invalidMathml(page), [], `invalid MathML on ${route}`);
        assert.deepEqual(problems, [], `errors on ${route}`);
      } finally {
        await page.close();
      }
    });
  }

  for (const route of DERIVATIONS) {
    it(`${route}: a slider changes its figure, and the URL keeps its value across a reload`, async () => {
      const tab = await open(route);
      const { page, problems } = tab;
      try {
        // The first slider that sits in a widget with a figure.
        const slider = await page.evaluate(() => {
          for (const input of document.querySelectorAll('main input[type="range"]')) {
            if (!(input instanceof HTMLInputElement) || input.disabled || !input.id) continue;
            if (!input.closest('astro-island')?.querySelector('svg')) continue;
            return { id: input.id, param: input.dataset.param ?? '', value: input.value, max: input.max };
          }
          return null;
        });
        assert.ok(slider, `${route} has no slider in a widget with a figure`);
        assert.ok(slider.param, `#${slider.id} names no URL parameter (data-param)`);
        const selector = `#${slider.id}`;
        // Wake the widget first (its island hydrates on the first focus), so the key press below
        // is the widget's own and not one replayed into it (tests/e2e covers the replay).
        await page.$eval(selector, (el) => {
          el.scrollIntoView({ block: 'center' });
          el.closest('astro-island')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        });
        await page
          .waitForFunction(
            (id) => !document.getElementById(id)?.closest('astro-island[ssr]'),
            WAIT,
            slider.id,
          )
          .catch(() => assert.fail(`the widget holding ${selector} never hydrated`));
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

        /** The widget's figures as markup: what the slider must change. */
        const figure = (/** @type {string} */ id) =>
          [...(document.getElementById(id)?.closest('astro-island')?.querySelectorAll('svg') ?? [])]
            .map((s) => s.outerHTML)
            .join('');
        const drawn = await page.evaluate(figure, slider.id);
        await page.focus(selector);
        await page.keyboard.press(slider.value === slider.max ? 'ArrowLeft' : 'ArrowRight');
        await page
          .waitForFunction(
            (id, before, fig) => new Function(`return (${fig})`)()(id) !== before,
            WAIT,
            slider.id,
            drawn,
            figure.toString(),
          )
          .catch(() => assert.fail(`the arrow key on ${selector} left its figure unchanged`));
        const moved = await page.$eval(selector, (el) => /** @type {HTMLInputElement} */ (el).value);
        assert.notEqual(moved, slider.value, `the arrow key did not move ${selector}`);

        await page
          .waitForFunction(
            (param, value) => Number(new URL(location.href).searchParams.get(param)) === Number(value),
            WAIT,
            slider.param,
            moved,
          )
          .catch(() => assert.fail(`the URL never took ${slider.param}=${moved} (it is ${page.url()})`));

        const shared = page.url();
        tab.loading(true);
        await page.reload({ waitUntil: 'load' });
        tab.loading(false);
        assert.equal(page.url(), shared);
        // A page opened with a query hydrates its widgets as they come into view.
        await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center' }));
        await page
          .waitForFunction(
            (id, value) =>
              /** @type {HTMLInputElement | null} */ (document.getElementById(id))?.value === value,
            WAIT,
            slider.id,
            moved,
          )
          .catch(async () =>
            assert.fail(
              `after reloading ${shared}, ${selector} shows ${await page.$eval(selector, (el) => /** @type {HTMLInputElement} */ (el).value)}, not ${moved}`,
            ),
          );
        assert.deepEqual(problems, [], `errors on ${route}`);
      } finally {
        await page.close();
      }
    });
  }
});
