import { test, expect, PAGES, DERIVATIONS, hydrate, visibleText, firstChapterWith } from './support';

/** A displayed step with a bold n (the contact normal): `\mathbf n`, `\mathbf{n}`. */
const BOLD_N = /\\mathbf\s*(?:\{n\}|n(?![a-zA-Z]))/;
/** The first chapter in teaching order that displays the normal as a bold n, and that step. */
const chapter = await firstChapterWith('a step displaying a bold n', (c) =>
  c.tex.steps.some((s) => BOLD_N.test(s.tex)),
);
const boldNStep = chapter.tex.steps.find((s) => BOLD_N.test(s.tex))!.id;

test.describe('math and page hygiene', () => {
  test(`/${chapter.slug}/: the derivation shows its math as MathML rendered at build time, in the math font`, async ({
    page,
  }) => {
    await page.goto(`/${chapter.slug}/`);
    const katex = page.locator('.katex');
    expect(await katex.count()).toBeGreaterThan(20);
    await expect(katex.first()).toBeVisible();
    // rehype-katex turns a formula it cannot parse into .katex-error holding the raw TeX.
    await expect(page.locator('.katex-error')).toHaveCount(0);
    // Every derivation step has its equation typeset, those in the sources' errata (collapsed,
    // one line per source) once opened.
    for (const summary of await page.locator('details.errata > summary').all()) await summary.click();
    const steps = page.locator(`div.step[data-step^="eq:${chapter.prefix}-"]`);
    expect(await steps.count()).toBeGreaterThan(5);
    for (const step of await steps.all()) await expect(step.locator('.step-math math').first()).toBeVisible();
    // MathML Core ignores these: bold vectors would render as italic letters, aligned equations
    // centred (src/lib/mathml-core.ts rewrites them).
    await expect(page.locator('math [mathvariant]:not([mathvariant="normal"])')).toHaveCount(0);
    await expect(page.locator('mtable[columnalign], mtable[columnspacing], mtable[rowspacing]')).toHaveCount(
      0,
    );
    await expect(page.locator('math semantics, math annotation')).toHaveCount(0);
    // The vectors are the bold letters: n is 𝐧 (U+1D427) in a step that displays \mathbf n.
    await expect(page.locator(`[data-step="${boldNStep}"] .step-math`).first()).toContainText('𝐧');
    // The subset math font is served and used.
    expect(
      await page.evaluate(() => document.fonts.load('1em "STIX Two Math"', '𝐧').then((f) => f.length)),
    ).toBe(1);
  });

  // MathML Core sets a one-letter variable in italic by drawing the italic letter of the
  // Mathematical Alphanumeric Symbols block (m as 𝑚, U+1D45A) in its place. The HTML holds the plain
  // letter, so the subset font must keep the italic one (src/lib/fonts.mjs, mathItalic): without
  // it, every variable is drawn in whatever math font the system has, and each load looks for a
  // fallback font letter by letter.
  for (const path of DERIVATIONS) {
    test(`every variable, number and operator of the math on ${path} is drawn in the math font`, async ({
      page,
    }) => {
      // The fonts are `font-display: optional` (src/lib/fonts.mjs): a face not there at the first
      // paint is not swapped in later, so on a loaded machine a first visit may draw its math in the
      // system's math font, by design. What is checked is the page as drawn with the math font: the
      // font is loaded once, then the page is loaded again (from then on the font is there at once).
      await page.goto(path);
      await page.evaluate(() => document.fonts.load('16px "STIX Two Math"'));
      await page.reload();
      await page.evaluate(async () => {
        await document.fonts.load('16px "STIX Two Math"');
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
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
      const families = new Map<string, number>();
      let drawn = 0;
      for (const nodeId of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        if (fonts.length) drawn++;
        for (const f of fonts) {
          const name = `${f.familyName}${f.isCustomFont ? '' : ' (a system font)'}`;
          families.set(name, (families.get(name) ?? 0) + f.glyphCount);
        }
      }
      expect(nodeIds.length).toBe(laidOut);
      expect(drawn, 'math elements laid out and checked').toBeGreaterThan(10);
      expect(Object.fromEntries(families), 'glyphs by font').toEqual({ 'STIX Two Math': expect.any(Number) });
    });
  }

  for (const path of PAGES) {
    test(`no raw TeX is visible on ${path}, before and after the islands hydrate`, async ({ page }) => {
      await page.goto(path);
      const check = async (when: string) => {
        const text = await visibleText(page);
        expect(text, `${when}: a TeX command such as \\frac`).not.toMatch(/\\[a-zA-Z]+/);
        expect(text, `${when}: a $ math delimiter`).not.toContain('$');
        expect(text, `${when}: TeX grouping such as _{…} or ^{…}`).not.toMatch(/[_^]\{/);
      };
      await check('as served');
      await hydrate(page);
      await check('after hydration');
    });

    test(`no KaTeX JavaScript is loaded on ${path}`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(req.url());
      });
      await page.goto(path);
      await hydrate(page);
      const inPage = await page
        .locator('script')
        .evaluateAll((els) =>
          els
            .filter((s) => /katex/i.test((s as HTMLScriptElement).src) || /katex/i.test(s.textContent ?? ''))
            .map((s) => (s as HTMLScriptElement).src || (s.textContent ?? '').slice(0, 120)),
        );
      expect(inPage, 'script elements mentioning katex').toEqual([]);
      expect(
        scripts.filter((u) => /katex/i.test(u)),
        'script requests mentioning katex',
      ).toEqual([]);
    });

    test(`${path} loads with no console error, no page error, no failed request and nothing fetched from another host`, async ({
      page,
      problems,
    }) => {
      await page.goto(path);
      await hydrate(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      // The guard fixture asserts this again at teardown; asserting here names the test's point.
      expect(problems).toEqual([]);
    });
  }
});
