// The widget frame (a widget the reader can watch while scrubbing) and what a reader pays for a page,
// one visit per page and viewport:
// - a reader who only scrolls fetches at most 40 kB gzip of JavaScript, and nothing shifts on load
//   or while scrolling; the DOM's size then and the longest long task are reported, not asserted
//   (the DOM's budget is asserted on the file as served, which holds the same elements: hydration
//   keeps the server's markup; timings live in npm run bench);
// - every control of every widget, scrolled into view, has a figure of its widget at least half
//   visible (and is itself visible), and no number in a readout table breaks across lines, at a
//   laptop's size (a phone's and a projector's: tests/e2e/figure-in-view.ts says where);
// - what redraws the charts (kit/plot/frame.ts) is fetched only after the first interaction (on the
//   first page, in teaching order, with a slider in view in a widget with a chart), in an idle
//   moment, and it is not Plot; every control taken to both ends of its range, every box
//   ticked and unticked, the charts are redrawn, and refitted once the gesture settles, without
//   Plot (the first interaction with a widget, before its code has loaded, redraws every chart of
//   the widget: checks/first-touch.ts, for every widget of the manifests);
// - ticking "plug in numbers" builds every step's values;
// (With JavaScript off every widget still shows its figures: tests/static/no-js.test.ts finds them
// drawn in the served HTML, tests/e2e/checks/no-js.ts sees them drawn.)
// Elsewhere: a control that cannot act is disabled and described by a reason the reader can see,
// and the DOM as served within its budget (tests/static/widgets.test.ts); a disabled control coming
// back when it matters (the chapters' specs).
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { test, expect, DERIVATIONS, DIST, TEACHING_ORDER } from './support';
import { expectFigureInView } from './figure-in-view';
import { pageWeight } from '../../scripts/bench/page-weight.mjs';

/** A laptop's: the phone's and the projector's are measured on loads at their widths (figure-in-view.ts). */
const VIEWPORT = { width: 1280, height: 800 };

/** Budgets (bytes and counts may be asserted; timings never are). */
const JS_BEFORE_INTERACTION_GZIP = 40_000;

/** The chunks the page fetches: kit/plot/frame.ts's and Plot's. */
function chartChunks(page: Page) {
  const fetched = { frame: [] as string[], plot: [] as string[] };
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/_astro\/frame\.[\w-]+\.js$/.test(path)) fetched.frame.push(path);
    if (/\/_astro\/plot-api\.[\w-]+\.js$/.test(path)) fetched.plot.push(path);
  });
  return fetched;
}

/** A slider of a widget that has a chart. */
const CHART_SLIDER = 'section.widget:has(.plot-box svg) input[type="range"]:visible';

/**
 * The first page, in teaching order, with a slider in view (not behind a closed disclosure) in a
 * widget that has a chart, read from the build.
 */
const FIRST_CHART_PAGE = TEACHING_ORDER.map((slug) => `/${slug}/`).find((route) =>
  [
    ...parseHTML(readFileSync(`${DIST}${route}index.html`, 'utf8')).document.querySelectorAll(
      'section.widget:has(.plot-box svg) input[type="range"]',
    ),
  ].some((el) => !el.closest('details:not([open]), [hidden]')),
);

test('a page has a slider in view in a widget with a chart, for the first interaction', () => {
  expect(FIRST_CHART_PAGE).toBeDefined();
});

test.describe('a page of widgets, visited once', () => {
  // A scroll through, the layout measured control by control, every control moved.
  test.describe.configure({ timeout: 180_000 });
  for (const path of DERIVATIONS) {
    test(`${path}: what scrolling costs; a figure in view for every control at ${VIEWPORT.width}×${VIEWPORT.height}; the charts redrawn without Plot; every step's numbers`, async ({
      newContext,
      baseURL,
    }) => {
      const context = await newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      const fetched = chartChunks(page);

      // A reader who only scrolls, top to bottom.
      const w = await pageWeight(context, `${baseURL}${path}`, { page });
      test.info().annotations.push(
        { type: 'js-gzip-before-interaction', description: `${w.jsGzipScrolled} B` },
        { type: 'dom-elements', description: String(w.elements) },
        {
          type: 'longest-long-task',
          description: `${w.longestTaskOnLoad.toFixed(0)} ms on load, ${w.longestTaskScrolling.toFixed(0)} ms including the scroll`,
        },
      );
      expect(
        w.jsGzipScrolled,
        `JavaScript fetched while scrolling: ${Object.keys(w.jsFiles).join(', ')}`,
      ).toBeLessThanOrEqual(JS_BEFORE_INTERACTION_GZIP);
      // Fonts laid out once (preloaded, never swapped in late), prose blocks skipped only when far
      // out of view: nothing the reader sees moves while the page loads or is scrolled through.
      expect(w.layoutShiftOnLoad, 'layout shift on load').toBe(0);
      expect(w.layoutShiftScrolling, 'layout shift on load and while scrolling').toBe(0);
      expect(fetched.frame, 'what redraws the charts, fetched before any interaction').toEqual([]);

      // Every control, scrolled into view, has a figure of its widget at least half in view. At the
      // laptop's width here; a phone's and a projector's on loads at their widths (figure-in-view.ts).
      await expectFigureInView(page, VIEWPORT);

      // The first interaction, on the first page in teaching order with a slider in view in a
      // widget that has a chart: focus alone. It hydrates the widget and changes nothing, so no
      // chart needs redrawing; what redraws them comes in an idle moment after it, and it is not Plot.
      if (path === FIRST_CHART_PAGE) {
        const slider = page.locator(CHART_SLIDER).first();
        const value = await slider.inputValue();
        await slider.focus();
        await expect
          .poll(() => fetched.frame.length, { message: 'fetched after the first interaction' })
          .toBe(1);
        await expect(slider).toHaveValue(value);
        expect(fetched.plot, 'Plot').toEqual([]);
      }

      // Every control taken to both ends of its range, every box ticked and unticked. The page marks
      // a gesture while it lasts (kit/plot/hold.ts): record that it did, so that the wait for its end
      // below cannot pass for want of a mark.
      await page.evaluate(() => {
        const w = window as unknown as { gestureSeen: boolean };
        w.gestureSeen = false;
        new MutationObserver(() => {
          if ('gesture' in document.documentElement.dataset) w.gestureSeen = true;
        }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-gesture'] });
      });
      const controls = page.locator('section.widget :is(input[type="range"], input[type="checkbox"])');
      let moved = 0;
      for (const control of await controls.all()) {
        // A control behind a closed disclosure: open it, as the reader would.
        await control.evaluate((el) => {
          for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null)
            d.open = true;
        });
        if (!(await control.isEnabled())) continue;
        await control.focus();
        if ((await control.getAttribute('type')) === 'checkbox') {
          await page.keyboard.press('Space');
          await page.keyboard.press('Space');
        } else {
          await page.keyboard.press('End');
          await page.keyboard.press('Home');
        }
        moved++;
      }
      expect(moved).toBeGreaterThan(5);
      // The last gesture settled: the charts have refitted their axes (kit/plot/hold.ts).
      expect(await page.evaluate(() => (window as unknown as { gestureSeen: boolean }).gestureSeen)).toBe(
        true,
      );
      await expect(page.locator('html')).not.toHaveAttribute('data-gesture', { timeout: 10_000 });
      expect(fetched.frame, 'kit/plot/frame.ts').toHaveLength(1);
      expect(fetched.plot, 'Plot').toEqual([]);

      // Ticking "plug in numbers" builds the step values it shows, and they are all there.
      const steps = await page.locator('div.step').count();
      await page.locator('#plug-in-numbers').check();
      await expect(page.locator('noscript[data-step-numbers]')).toHaveCount(0);
      expect(await page.locator('div.step .step-numbers :is(.step-values, .step-reason)').count()).toBe(
        2 * steps,
      );
    });
  }
});
