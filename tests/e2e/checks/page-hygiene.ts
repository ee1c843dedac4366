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
import { expect } from '../support';
import { expectOnlyCountedScripts, mathFonts, rawTexShown, recordScripts } from '../page-hygiene';
import type { Check } from '../walk';

/** The scripts each visit's page fetched since the math-font check loaded it again. */
const scripts = new WeakMap<Page, Set<string>>();

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
