// The site in a second engine: Debian's Firefox, driven over WebDriver BiDi (scripts/firefox.mjs).
// The math is MathML Core, which each engine lays out itself, and every other browser test drives
// Chromium; this one opens one route per page template of the build (scripts/site-pages.mjs,
// templateRoutes: a derivation, its deck and handout, an embed, /embed/, /teach/, /code/, a solver
// file, a step's code frame, porting notes, /notation/, the index; taken from src/pages/ and the
// build, so a new chapter adds nothing here) in Firefox, once each, and checks what a reader would
// see break first:
// - the page loads with no uncaught error, no console error, no failed or non-200 request and no
//   request to another host;
// - every displayed equation (`math[display="block"]`) has a box with a width and a height (on a
//   deck, slide by slide), and the math as the page's scripts left it is valid MathML Core;
// - on the derivation, a slider moved with the keyboard changes its figure, the URL takes the new
//   value, and reloading that URL puts the slider back where it was.
// What every route says as served is checked without a browser in tests/static/: every route's
// MathML (mathml-arity.test.ts), that the build has every page (base-path.test.ts), that nothing
// refers to another host (csp.test.ts).
// Run by `npm run test:firefox` (part of `npm test`) against dist/, or $SITE_OUT_DIR.
// How the two engines compare by eye: `npm run screenshots:engines`.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchFirefox } from '../../scripts/firefox.mjs';
import { serveStatic } from '../../scripts/static-server.mjs';
import { DERIVATIONS, templateRoutes } from '../../scripts/site-pages.mjs';

const DIST = process.env.SITE_OUT_DIR ?? 'dist';
if (!existsSync(join(DIST, 'index.html')))
  throw new Error(`${DIST}/index.html not found: build the site first (npm run build).`);
/** One route per page template (throws, naming it, if a route has no template or a template no route). */
const TEMPLATES = templateRoutes(DIST);
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

/**
 * Every displayed equation on the page has a box where it is shown: a closed disclosure hides its
 * equations on purpose, so all are opened; a presenter shows one slide at a time, so every slide is
 * stepped through (an equation no slide shows, such as the plug-in numbers panel's, is not on the
 * presenter, nor is the small equation before a step the deck leaves out where the slide would not
 * fit the window). Each equation is scrolled to first (blocks far off screen may skip layout).
 * @param {import('puppeteer-core').Page} page
 */
function measureMath(page) {
  return page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
    const next = document.querySelector('.deck-bar:not([hidden]) [data-deck="next"]');
    const all = [...document.querySelectorAll('math[display="block"]')];
    /** @type {Set<Element>} */
    const shown = new Set();
    /** @type {Set<Element>} */
    const laidOut = new Set();
    const measure = () => {
      for (const m of all) {
        // Not shown: off the slide, or the equation before a step that the deck left out so that
        // the slide fits the window (src/site/deck/fit.ts, data-deck-dropped).
        if (laidOut.has(m) || (next && (!m.closest('.deck-on') || m.closest('[data-deck-dropped]'))))
          continue;
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
}

/**
 * On a derivation: the first slider in a widget with a figure, moved with the keyboard, changes the
 * figure; the URL takes its value; reloading that URL puts the slider back.
 * @param {Awaited<ReturnType<typeof guardedPage>>} tab
 * @param {string} route
 */
async function sliderRoundTrip(tab, route) {
  const { page } = tab;
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
  // Wake the widget first (its island hydrates on the first focus), so the key press below is the
  // widget's own and not one replayed into it (tests/e2e covers the replay).
  await page.$eval(selector, (el) => {
    el.scrollIntoView({ block: 'center' });
    el.closest('astro-island')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await page
    .waitForFunction((id) => !document.getElementById(id)?.closest('astro-island[ssr]'), WAIT, slider.id)
    .catch(() => assert.fail(`the widget holding ${selector} never hydrated`));

  /** The widget's figures as markup: what the slider must change. */
  const figure = (/** @type {string} */ id) =>
    [...(document.getElementById(id)?.closest('astro-island')?.querySelectorAll('svg') ?? [])]
      .map((s) => s.outerHTML)
      .join('');
  /** Press `key` on the slider and wait for its figures to change; `unchanged` is the failure. */
  const keyRedraws = async (
    /** @type {import('puppeteer-core').KeyInput} */ key,
    /** @type {string} */ unchanged,
  ) => {
    const drawn = await page.evaluate(figure, slider.id);
    await page.focus(selector);
    await page.keyboard.press(key);
    await page
      .waitForFunction(
        (id, before, fig) => new Function(`return (${fig})`)()(id) !== before,
        WAIT,
        slider.id,
        drawn,
        figure.toString(),
      )
      .catch(() => assert.fail(unchanged));
  };
  await keyRedraws(
    slider.value === slider.max ? 'ArrowLeft' : 'ArrowRight',
    `the arrow key on ${selector} left its figure unchanged`,
  );
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
      (id, value) => /** @type {HTMLInputElement | null} */ (document.getElementById(id))?.value === value,
      WAIT,
      slider.id,
      moved,
    )
    .catch(async () =>
      assert.fail(
        `after reloading ${shared}, ${selector} shows ${await page.$eval(selector, (el) => /** @type {HTMLInputElement} */ (el).value)}, not ${moved}`,
      ),
    );

  // On the settled page (hydrated, its values from the URL), the key back changes the figure again
  // and the URL follows: the change above was the key's, not a late first render's.
  await keyRedraws(
    slider.value === slider.max ? 'ArrowRight' : 'ArrowLeft',
    `after the reload, the arrow key on ${selector} left its figure unchanged`,
  );
  // The page opened without a query, at the defaults: the URL names only values that differ from them.
  await page
    .waitForFunction(
      (param, value) => {
        const shown = new URL(location.href).searchParams.get(param);
        return shown === null || Number(shown) === Number(value);
      },
      WAIT,
      slider.param,
      slider.value,
    )
    .catch(() =>
      assert.fail(`the URL never went back to ${slider.param}=${slider.value} (it is ${page.url()})`),
    );
}

describe('Firefox: one page per template', () => {
  for (const { template, route } of TEMPLATES) {
    const derivation = DERIVATIONS.includes(route);
    it(`${route} (src/pages/${template}): loads without errors, and every displayed equation is laid out${derivation ? '; a slider changes its figure, and the URL keeps its value across a reload' : ''}`, async () => {
      const tab = await open(route);
      const { page, problems } = tab;
      try {
        const math = await measureMath(page);
        if (derivation)
          assert.ok(
            math.count > 5,
            `${route} shows ${math.count} displayed equations; a derivation has many`,
          );
        if (template === '[slug]/present.astro')
          assert.ok(math.slides > 5, `the presenter ${route} has ${math.slides} slides`);
        assert.deepEqual(math.empty, [], `displayed equations never laid out on ${route}`);
        assert.deepEqual(await invalidMathml(page), [], `invalid MathML on ${route}`);
        if (derivation) await sliderRoundTrip(tab, route);
        assert.deepEqual(problems, [], `errors on ${route}`);
      } finally {
        await page.close();
      }
    });
  }
});

// A figure's words are sized in the screen's px (src/kit/svg/text.tsx): the font-size attribute is
// calc(N px × var(--text-scale)), which the figure's width sets by container queries. Chromium's
// checks (tests/e2e/checks/figure-text.ts) hold it to 11 px on a phone; an engine that dropped the
// attribute would show the inherited size instead, or the drawing's scale alone.
describe('Firefox: figure text on a phone', () => {
  const route = DERIVATIONS[0];
  it(`${route} at 390×844: every diagram's words are at least 11 px on screen, and sized as their attribute says`, async () => {
    const tab = await guardedPage();
    const { page, problems } = tab;
    try {
      await page.setViewport({ width: 390, height: 844 });
      await page.goto(`${server.origin}${route}`, { waitUntil: 'load' });
      tab.loading(false);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const found = await page.evaluate(() => {
        /** @type {string[]} */
        const small = [];
        let measured = 0;
        for (const svg of document.querySelectorAll('svg.diagram, svg.static-figure-svg')) {
          if (!svg.checkVisibility()) continue;
          // Near the screen, as a reader sees it: the sizes read below lay out the figure on demand
          // (a far block skips its layout until asked), so no frame is waited for.
          svg.scrollIntoView({ block: 'center' });
          const vb = svg.viewBox.baseVal;
          const scale = svg.getBoundingClientRect().width / vb.width;
          for (const t of svg.querySelectorAll('text')) {
            if (!t.textContent?.trim() || !t.checkVisibility()) continue;
            measured++;
            const px = parseFloat(getComputedStyle(t).fontSize) * scale;
            if (px < 11) small.push(`“${t.textContent.trim()}” ${px.toFixed(1)} px`);
          }
        }
        return { small, measured };
      });
      assert.ok(found.measured > 10, `${found.measured} figure texts measured on ${route}`);
      assert.deepEqual(found.small, [], `figure texts under 11 px in Firefox on ${route}`);
      assert.deepEqual(problems, [], `errors on ${route}`);
    } finally {
      await page.close();
    }
  });
});
