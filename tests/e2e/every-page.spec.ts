// Every page, loaded once with every island hydrated: what only a browser running the page can tell.
// What the served files say (the math as MathML, no raw TeX as served, no KaTeX code, the JavaScript
// and DOM budgets) is checked over the build in tests/static/math.test.ts and budget.test.ts.
//
// One visit per page carries:
// - on a derivation, every variable, number and operator of the math laid out is drawn in the math
//   font, the subset font has the bold letters, and every step's equation is drawn (the sources'
//   errata opened);
// - no raw TeX is visible once every island has hydrated and "Plug in numbers" has built the
//   steps' values (an island's own render may write TeX the served HTML did not have);
// - the browser fetches no JavaScript beyond what the static budget counted
//   (scripts/bench/js-size.mjs's closure of the page's scripts: a runtime import that count cannot
//   follow would escape the budget);
// - no console error, page error, failed request or request to another host, on load, hydration
//   and scrolling to the end (support.ts's guard, asserted here by name).
//
// Mutations these catch: the subset font without the italic (or bold) letters, a CSS rule hiding an
// equation, an island rendering a label as raw TeX, a chunk loaded by a computed import, a widget
// throwing on hydration, a font or image fetched from a CDN or missing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, DERIVATIONS, DIST, PAGES, hydrate, visibleText } from './support';
import { pageJs } from '../../scripts/bench/js-size.mjs';

/**
 * MathML Core sets a one-letter variable in italic by drawing the italic letter of the Mathematical
 * Alphanumeric Symbols block (m as 𝑚, U+1D45A) in its place. The HTML holds the plain letter, so the
 * subset font must keep the italic one (src/lib/fonts.mjs, mathItalic): without it, every variable
 * is drawn in whatever math font the system has, and each load looks for a fallback font letter by
 * letter. Returns the glyph count by font family of the math elements laid out.
 */
async function mathFonts(
  page: Page,
): Promise<{ laidOut: number; drawn: number; families: Record<string, number> }> {
  // The fonts are `font-display: optional` (src/lib/fonts.mjs): a face not there at the first
  // paint is not swapped in later, so on a loaded machine a first visit may draw its math in the
  // system's math font, by design. What is checked is the page as drawn with the math font: the
  // font is loaded once, then the page is loaded again (from then on the font is there at once).
  await page.evaluate(() => document.fonts.load('16px "STIX Two Math"'));
  await page.reload();
  await page.evaluate(async () => {
    await document.fonts.load('16px "STIX Two Math"');
    await document.fonts.ready;
  });
  // Only what is laid out reports its fonts: the browser skips the far blocks.
  const laidOut = await page.locator('main math :is(mi, mn, mo)').evaluateAll(
    (els) =>
      els.filter((el) => {
        const shown = el.checkVisibility({ contentVisibilityAuto: true });
        if (shown) el.setAttribute('data-font-check', '');
        return shown;
      }).length,
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-font-check]',
  });
  expect(nodeIds.length, 'math elements marked for the check').toBe(laidOut);
  const families: Record<string, number> = {};
  let drawn = 0;
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    if (fonts.length) drawn++;
    for (const f of fonts) {
      const name = `${f.familyName}${f.isCustomFont ? '' : ' (a system font)'}`;
      families[name] = (families[name] ?? 0) + f.glyphCount;
    }
  }
  await cdp.detach();
  await page
    .locator('[data-font-check]')
    .evaluateAll((els) => els.forEach((el) => el.removeAttribute('data-font-check')));
  return { laidOut, drawn, families };
}

/** Raw TeX in the page's visible text, one line per kind found. */
async function rawTexShown(page: Page): Promise<string[]> {
  const text = await visibleText(page);
  const found: string[] = [];
  for (const [what, re] of [
    ['a TeX command such as \\frac', /\\[a-zA-Z]+/],
    ['a $ math delimiter', /\$/],
    ['TeX grouping such as _{…} or ^{…}', /[_^]\{/],
  ] as const) {
    const m = re.exec(text);
    if (m) found.push(`${what}: “…${text.slice(Math.max(0, m.index - 40), m.index + 40)}…”`);
  }
  return found;
}

for (const path of PAGES) {
  const derivation = DERIVATIONS.includes(path);
  test(`${path}, loaded once and hydrated: ${derivation ? 'its math drawn in the math font, ' : ''}no raw TeX, only the budgeted JavaScript, no error and nothing from another host`, async ({
    page,
    problems,
  }) => {
    const fetched = new Set<string>();
    page.on('request', (req) => {
      const m = /\/_astro\/([\w.-]+\.js)$/.exec(new URL(req.url()).pathname);
      if (m) fetched.add(m[1]!);
    });
    await page.goto(path);

    if (derivation) {
      const { laidOut, drawn, families } = await mathFonts(page);
      expect(laidOut, 'math elements laid out').toBeGreaterThan(10);
      expect(drawn, 'math elements laid out and checked').toBeGreaterThan(10);
      expect(families, 'glyphs by font').toEqual({ 'STIX Two Math': expect.any(Number) });
      // The subset math font is served with the bold letters the vectors are written in.
      expect(
        await page.evaluate(() => document.fonts.load('1em "STIX Two Math"', '𝐧').then((f) => f.length)),
        'math font faces for 𝐧',
      ).toBe(1);
      // Every step's equation is drawn, those in the sources' errata (collapsed, one line per
      // source) once opened.
      for (const summary of await page.locator('details.errata > summary').all()) await summary.click();
      const hidden = await page.locator('div.step').evaluateAll((steps) =>
        steps
          .filter((step) => {
            const math = step.querySelector(':scope > .step-math math');
            const box = math?.getBoundingClientRect();
            return !math?.checkVisibility({ visibilityProperty: true }) || !box?.width || !box.height;
          })
          .map((step) => step.id),
      );
      expect(hidden, 'steps whose equation is not drawn').toEqual([]);
    }

    await hydrate(page);
    // "Plug in numbers" builds the steps' values from their <noscript> when first ticked.
    const plugIn = page.locator('#plug-in-numbers');
    if (await plugIn.count()) {
      await plugIn.check();
      await expect(page.locator('noscript[data-step-numbers]')).toHaveCount(0);
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');

    expect(await rawTexShown(page), 'raw TeX shown after hydration').toEqual([]);

    // What the page fetched is inside what the static budget counts (tests/static/budget.test.ts).
    const counted = await pageJs(readFileSync(join(DIST, path, 'index.html'), 'utf8'), async (name: string) =>
      readFileSync(join(DIST, '_astro', name)),
    );
    const names = new Set(counted.files.map((f) => f.name));
    // A page with scripts fetched them (a cross-check of nothing fetched cannot fail).
    if (names.size) expect(fetched.size, 'JavaScript fetched').toBeGreaterThan(0);
    expect(
      [...fetched].filter((n) => !names.has(n)),
      'JavaScript fetched but not counted',
    ).toEqual([]);

    // The guard fixture asserts this again at teardown; asserting here names the test's point.
    expect(problems).toEqual([]);
  });
}
