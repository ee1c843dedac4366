// What only a browser running a chapter's page can tell about its math and its scripts, on the
// laptop visit. What the served files say (MathML rendered at build time, no raw TeX as served, no
// KaTeX code, the JavaScript and DOM budgets) is checked over the build in tests/static/math.test.ts
// and budget.test.ts; the index, the notation and the code pages get the same browser checks in
// tests/e2e/site-pages.spec.ts.
//
// Mutations these catch: the subset font without the italic (or bold) letters, so that the math is
// drawn in a system font; a rule hiding a step's equation; an island writing raw TeX (a step's
// value, a label) where the served HTML had none; a chunk loaded by a computed import the budget
// cannot count; an error on hydration or a request that fails or goes to another host once the
// reader has scrolled through (support.ts's guard fails the visit then).
import type { Page } from '@playwright/test';
import { expect, test } from '../support';
import {
  expectOnlyCountedScripts,
  FRAME_CHUNK,
  gzipOfScripts,
  mathFonts,
  PLOT_CHUNK,
  rawTexShown,
  recordScripts,
} from '../page-hygiene';
import { shiftSoFar } from '../load-record';
import type { Check } from '../walk';

/** The scripts each visit's page fetched since the math-font check loaded it again. */
const scripts = new WeakMap<Page, Set<string>>();

/**
 * What a reader who only scrolls may fetch of JavaScript, gzip (bytes may be asserted; timings never
 * are). What every island and the exercises can ever fetch has its budget over the build
 * (tests/static/budget.test.ts).
 */
const JS_BEFORE_INTERACTION_GZIP = 40_000;

const chunks = (fetched: ReadonlySet<string>, chunk: RegExp) => [...fetched].filter((p) => chunk.test(p));

export default [
  {
    // MathML Core sets a one-letter variable in italic by drawing the italic letter of the
    // Mathematical Alphanumeric Symbols block (m as 𝑚, U+1D45A) in its place. The HTML holds the
    // plain letter, so the subset font must keep the italic one (src/lib/fonts.mjs, mathItalic):
    // without it, every variable is drawn in whatever math font the system has, and each load looks
    // for a fallback font letter by letter.
    name: 'every variable, number and operator of the math is drawn in the math font, and every step’s equation is drawn',
    visits: ['laptop'],
    phase: 'served',
    // First of all: it loads the page again, which every later check then sees as served.
    order: -100,
    budget: 20_000,
    async run({ page }) {
      // The fonts are `font-display: optional` (src/lib/fonts.mjs): a face not there at the first
      // paint is not swapped in later, so on a loaded machine a first visit may draw its math in
      // the system's math font, by design. What is checked is the page as drawn with the math font:
      // the font is loaded once, then the page is loaded again (from then on the font is there at
      // once). The scripts it fetches are recorded from that load on, for the last check below.
      await page.evaluate(() => document.fonts.load('16px "STIX Two Math"'));
      scripts.set(page, recordScripts(page));
      await page.reload();
      await page.evaluate(async () => {
        await document.fonts.load('16px "STIX Two Math"');
        await document.fonts.ready;
      });
      const { drawn, families } = await mathFonts(page);
      expect(drawn, 'math elements laid out and checked').toBeGreaterThan(10);
      expect(families, 'glyphs by font').toEqual({ 'STIX Two Math': expect.any(Number) });
      // The subset has the bold letters the vectors are written in (n is 𝐧, U+1D427).
      expect(
        await page.evaluate(() => document.fonts.load('1em "STIX Two Math"', '𝐧').then((f) => f.length)),
        'math font faces for 𝐧',
      ).toBe(1);
      // Every step's equation is drawn, those in the sources' errata (collapsed, one line per
      // source) once opened; closed again after, for the checks that follow.
      const errata = page.locator('details.errata:not([open])');
      await errata.evaluateAll((els) => els.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      const notDrawn = await page.locator('div.step').evaluateAll((steps) =>
        steps
          .filter((step) => {
            const math = step.querySelector(':scope > .step-math math');
            const box = math?.getBoundingClientRect();
            return !math?.checkVisibility({ visibilityProperty: true }) || !box?.width || !box.height;
          })
          .map((step) => step.id),
      );
      await page
        .locator('details.errata[open]')
        .evaluateAll((els) => els.forEach((d) => ((d as HTMLDetailsElement).open = false)));
      expect(await page.locator('div.step').count(), 'steps').toBeGreaterThan(5);
      expect(notDrawn, 'steps whose equation is not drawn').toEqual([]);
    },
  },
  {
    name: 'a reader who only scrolls from top to bottom fetches at most 40 kB gzip of JavaScript, not what redraws the charts, and nothing shifts',
    visits: ['laptop'],
    phase: 'served',
    // After the math-font check's load, before anything is touched.
    order: -50,
    async run({ page }) {
      const fetched = scripts.get(page)!;
      // One viewport (less a fifth) at a time, each position drawn before the next: a frame per
      // position is what scrolling shows, and the layout shifts are recorded as each is painted.
      await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(r));
        const step = Math.round(innerHeight * 0.8);
        for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
          window.scrollTo(0, y);
          await frame();
          await frame();
        }
        await document.fonts.ready;
      });
      expect(await shiftSoFar(page), 'layout shift on load and while scrolling').toBe(0);
      const { total, files } = gzipOfScripts(fetched);
      test.info().annotations.push({ type: 'js-gzip-before-interaction', description: `${total} B` });
      expect(total, `JavaScript fetched while scrolling: ${files.join(', ')}`).toBeLessThanOrEqual(
        JS_BEFORE_INTERACTION_GZIP,
      );
      expect(files.length, "JavaScript fetched (the service worker's registration at least)").toBeGreaterThan(
        0,
      );
      expect(chunks(fetched, FRAME_CHUNK), 'what redraws the charts, before any interaction').toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'with every island hydrated and the steps’ values built, no raw TeX shows',
    visits: ['laptop'],
    phase: 'hydrated',
    order: 100,
    async run({ page }) {
      // "Plug in numbers" builds the steps' values from their <noscript> when first ticked: an
      // island's own render may write TeX the served HTML did not have.
      const box = page.locator('#plug-in-numbers');
      await box.check();
      await expect(page.locator('noscript[data-step-numbers]')).toHaveCount(0);
      expect(await rawTexShown(page), 'raw TeX shown').toEqual([]);
      // Unticked again for the checks that follow (the values stay built, hidden).
      await box.uncheck();
    },
  },
  {
    // The page marks a gesture while it lasts (kit/plot/hold.ts) and refits the charts once it ends.
    name: 'every control taken to both ends of its range and every box ticked and unticked: the charts are redrawn by their own small chunk, never by Plot',
    visits: ['laptop'],
    phase: 'interact',
    order: 900,
    budget: 30_000,
    async run({ page }) {
      const fetched = scripts.get(page)!;
      // Record that a gesture was marked, so that the wait for its end below cannot pass for want of one.
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
            if (!d.open) {
              d.open = true;
              d.setAttribute('data-opened-for-ends', '');
            }
        });
        if (!(await control.isEnabled())) continue;
        await control.focus();
        const keys =
          (await control.getAttribute('type')) === 'checkbox' ? ['Space', 'Space'] : ['End', 'Home'];
        for (const key of keys) await page.keyboard.press(key);
        moved++;
      }
      expect(moved, 'controls moved').toBeGreaterThan(5);
      expect(await page.evaluate(() => (window as unknown as { gestureSeen: boolean }).gestureSeen)).toBe(
        true,
      );
      await expect(page.locator('html')).not.toHaveAttribute('data-gesture', { timeout: 10_000 });
      expect(chunks(fetched, FRAME_CHUNK), 'kit/plot/frame.ts').toHaveLength(1);
      expect(chunks(fetched, PLOT_CHUNK), 'Plot').toEqual([]);
      await page.evaluate(() => {
        for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-opened-for-ends]')) {
          d.open = false;
          d.removeAttribute('data-opened-for-ends');
        }
      });
    },
  },
  {
    name: 'scrolled through to the end, the page has fetched no JavaScript outside its budget’s count, and nothing failed',
    visits: ['laptop'],
    // Last of the visit's interactions, so that what they fetched is counted too.
    phase: 'interact',
    order: 1000,
    async run({ page, path }) {
      const fetched = scripts.get(page);
      expect(fetched, 'the math-font check recorded the scripts from its load on').toBeDefined();
      // Whatever the end of the page needs drawn (its fonts) has loaded: the guard fixture
      // (support.ts) fails the visit on a failed request, a console error or another host.
      await page.evaluate(async () => {
        window.scrollTo(0, document.body.scrollHeight);
        await document.fonts.ready;
      });
      await expectOnlyCountedScripts(path, fetched!);
    },
  },
] satisfies Check[];
