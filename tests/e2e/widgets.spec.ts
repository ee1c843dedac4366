// The widget frame (a widget the reader can watch while scrubbing) and what a reader pays for a page:
// - every control of every widget, scrolled into view, has a figure of its widget at least half
//   visible (and is itself visible), at a laptop, a classroom projector and a phone;
// - a control that cannot act is disabled and says why (the chapters' specs: and comes back when it
//   matters);
// - a reader who only scrolls fetches at most 40 kB gzip of JavaScript, and a page has at most
//   6,000 elements; the longest long task is reported, not asserted (timings live in npm run bench);
// - the first interaction with a widget redraws every chart that depends on it (each chapter's spec
//   names a control per widget: first-touch.ts), and what redraws them is fetched only then.
// (With JavaScript off every widget still shows its figures: tests/static/no-js.test.ts finds them
// drawn in the served HTML, tests/e2e/checks/no-js.ts sees them drawn.)
import type { Page } from '@playwright/test';
import { test, expect, DERIVATIONS, TEACHING_ORDER } from './support';
import { figureInView } from '../../scripts/bench/figure-in-view.mjs';
import { pageWeight } from '../../scripts/bench/page-weight.mjs';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

/** Budgets (bytes and counts may be asserted; timings never are). */
const JS_BEFORE_INTERACTION_GZIP = 40_000;
const DOM_ELEMENTS = 6_000;

interface InViewRow {
  widget: string;
  control: string;
  type: string;
  disabled: boolean;
  controlVisible: boolean;
  best: number;
  ok: boolean;
}

test.describe('figure in view while scrubbing', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const path of DERIVATIONS) {
    for (const viewport of VIEWPORTS) {
      test(`${path} at ${viewport.width}×${viewport.height}: every control has a figure of its widget at least half in view`, async ({
        newContext,
      }) => {
        const context = await newContext({ viewport });
        const page = await context.newPage();
        await page.goto(path);
        // 'nearest': the reader scrolls down until the control appears; 'center': it sits mid-screen.
        for (const block of ['nearest', 'center'] as const) {
          const rows = (await figureInView(page, { block })) as InViewRow[];
          expect(rows.length, 'controls measured').toBeGreaterThan(0);
          const failing = rows
            .filter((r) => !r.ok)
            .map(
              (r) =>
                `${r.widget} ${r.control}: best figure ${(r.best * 100).toFixed(0)}% visible${r.controlVisible ? '' : ', control covered or off-screen'}`,
            );
          expect(failing, `controls without a figure in view (scrolled '${block}')`).toEqual([]);
        }
        // The readout tables are tight beside a sticky figure on a phone: a label may wrap, but a
        // number (or a vector's component) read off the table must not be split across lines.
        const broken = await page.evaluate(() =>
          [...document.querySelectorAll('table.readouts td:not(:first-child)')].flatMap((cell) => {
            const texts: Text[] = [];
            const walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            while (walk.nextNode()) texts.push(walk.currentNode as Text);
            return texts.flatMap((text) =>
              [...text.data.matchAll(/\S+/g)]
                .filter((m) => {
                  const range = document.createRange();
                  range.setStart(text, m.index);
                  range.setEnd(text, m.index + m[0].length);
                  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
                })
                .map((m) => `${cell.closest('section.widget')?.id}: ${m[0]}`),
            );
          }),
        );
        expect(broken, 'numbers broken across lines in a readout table').toEqual([]);
      });
    }
  }
});

test.describe('controls that cannot act say so', () => {
  for (const path of DERIVATIONS) {
    test(`${path}: every disabled control is described by a visible reason`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() =>
        document
          .querySelectorAll<HTMLDetailsElement>('section.widget details')
          .forEach((d) => (d.open = true)),
      );
      const disabled = page.locator('section.widget :is(input, select):disabled');
      for (const control of await disabled.all()) {
        const id = await control.getAttribute('id');
        const describedBy = await control.getAttribute('aria-describedby');
        expect(describedBy, `${id} has aria-describedby`).toBeTruthy();
        const reason = page.locator(`[id="${describedBy}"]`);
        await expect(reason, `${id}'s reason`).toBeVisible();
        expect((await reason.textContent())?.trim().length, `${id}'s reason text`).toBeGreaterThan(10);
      }
    });
  }
});

test.describe('what a reader who only scrolls pays', () => {
  for (const path of DERIVATIONS) {
    test(`${path}: at most 40 kB gzip of JavaScript and 6,000 elements, nothing shifts on load; longest long task reported`, async ({
      newContext,
      baseURL,
    }) => {
      const context = await newContext({ viewport: { width: 1280, height: 800 } });
      const w = await pageWeight(context, `${baseURL}${path}`);
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
      expect(w.elements, 'DOM elements').toBeLessThanOrEqual(DOM_ELEMENTS);
      // Fonts laid out once (preloaded, never swapped in late), prose blocks skipped only when far
      // out of view: nothing the reader sees moves while the page loads or is scrolled through.
      expect(w.layoutShiftOnLoad, 'layout shift on load').toBe(0);
      expect(w.layoutShiftScrolling, 'layout shift on load and while scrolling').toBe(0);
      // Ticking "plug in numbers" builds the step values it shows, and they are all there.
      const page = await context.newPage();
      await page.goto(path);
      const steps = await page.locator('div.step').count();
      await page.locator('#plug-in-numbers').check();
      await expect(page.locator('noscript[data-step-numbers]')).toHaveCount(0);
      expect(await page.locator('div.step .step-numbers :is(.step-values, .step-reason)').count()).toBe(
        2 * steps,
      );
    });
  }
});

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

test('what redraws the charts starts in an idle moment after the first interaction, and it is not Plot', async ({
  page,
}) => {
  // The first page, in teaching order, with a slider in view in a widget that has a chart.
  const slider = page.locator('section.widget:has(.plot-box svg) input[type="range"]:visible').first();
  let path: string | undefined;
  for (const slug of TEACHING_ORDER) {
    await page.goto(`/${slug}/`);
    if (await slider.count()) {
      path = `/${slug}/`;
      break;
    }
  }
  expect(path, 'a page with a slider in a widget that has a chart').toBeDefined();
  const fetched = chartChunks(page);
  await page.goto(path!);
  await page.waitForLoadState('networkidle');
  expect(fetched.frame, 'fetched before any interaction').toEqual([]);
  // Focus alone: it hydrates the widget and changes nothing, so no chart needs redrawing.
  const value = await slider.inputValue();
  await slider.focus();
  await expect.poll(() => fetched.frame.length, { message: 'fetched after the first interaction' }).toBe(1);
  await expect(slider).toHaveValue(value);
  expect(fetched.plot, 'Plot').toEqual([]);
});

test.describe('every chart is redrawn without Plot', () => {
  for (const path of DERIVATIONS) {
    test(`${path}: every control taken to both ends of its range, every box ticked and unticked`, async ({
      page,
    }) => {
      const fetched = chartChunks(page);
      await page.goto(path);
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
      // Let the last gesture settle: the charts refit their axes then.
      await page.waitForTimeout(600);
      expect(fetched.frame, 'kit/plot/frame.ts').toHaveLength(1);
      expect(fetched.plot, 'Plot').toEqual([]);
    });
  }
});
