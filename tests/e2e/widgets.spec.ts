// What a reader's first interaction with a chart fetches: what redraws the charts (kit/plot/frame.ts)
// comes after it, in an idle moment, and it is not Plot. On the first page, in teaching order, with
// a slider in view in a widget that has a chart, on a load of its own: the walk's laptop visit wakes
// its islands earlier, by other touches (checks/drag-handles.ts, checks/first-touch.ts).
//
// Elsewhere, on the walk's laptop visit of every chapter (tests/e2e/checks/): a reader who only
// scrolls fetches at most 40 kB gzip of JavaScript and nothing shifts (page-hygiene.ts); every
// control has a figure of its widget in view (figure-in-view.ts, a phone's there too, a classroom
// projector's 1024×768 in load-layout.spec.ts); every control taken to both ends redraws the charts
// without Plot (page-hygiene.ts); "plug in numbers" builds every step's values (plug-in-numbers.ts).
// The first interaction with each widget before its code has loaded redraws every chart of the
// widget (first-touch.ts). The DOM as served within its budget, the JavaScript a page can ever
// fetch, a control that cannot act disabled with its reason: tests/static/.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { test, expect, DIST, TEACHING_ORDER } from './support';
import { FRAME_CHUNK, PLOT_CHUNK } from './page-hygiene';

/** The chunks the page fetches: kit/plot/frame.ts's and Plot's. */
function chartChunks(page: Page) {
  const fetched = { frame: [] as string[], plot: [] as string[] };
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (FRAME_CHUNK.test(path)) fetched.frame.push(path);
    if (PLOT_CHUNK.test(path)) fetched.plot.push(path);
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

test("the first interaction, focus alone on a chart's slider, fetches what redraws the charts after it, and not Plot", async ({
  page,
}) => {
  expect(FIRST_CHART_PAGE, 'a page with a slider in view in a widget with a chart').toBeDefined();
  const fetched = chartChunks(page);
  await page.goto(FIRST_CHART_PAGE!);
  await page.waitForLoadState('load');
  expect(fetched.frame, 'what redraws the charts, fetched before any interaction').toEqual([]);
  // Focus alone hydrates the widget and changes nothing, so no chart needs redrawing: what redraws
  // them comes in an idle moment after it.
  const slider = page.locator(CHART_SLIDER).first();
  const value = await slider.inputValue();
  await slider.focus();
  await expect.poll(() => fetched.frame.length, { message: 'fetched after the first interaction' }).toBe(1);
  await expect(slider).toHaveValue(value);
  expect(fetched.plot, 'Plot').toEqual([]);
});
