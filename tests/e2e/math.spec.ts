import { test, expect, PAGES, DERIVATION, hydrate, visibleText } from './support';

test.describe('math and page hygiene', () => {
  test('the derivation shows its math as MathML rendered at build time, in the math font', async ({
    page,
  }) => {
    await page.goto(DERIVATION);
    const katex = page.locator('.katex');
    expect(await katex.count()).toBeGreaterThan(20);
    await expect(katex.first()).toBeVisible();
    // rehype-katex turns a formula it cannot parse into .katex-error holding the raw TeX.
    await expect(page.locator('.katex-error')).toHaveCount(0);
    // Every derivation step has its equation typeset.
    const steps = page.locator('div.step[data-step^="eq:ni-"]');
    expect(await steps.count()).toBeGreaterThan(5);
    for (const step of await steps.all()) await expect(step.locator('.step-math math').first()).toBeVisible();
    // MathML Core ignores these: bold vectors would render as italic letters, aligned equations
    // centred (src/lib/mathml-core.ts rewrites them).
    await expect(page.locator('math [mathvariant]:not([mathvariant="normal"])')).toHaveCount(0);
    await expect(page.locator('mtable[columnalign], mtable[columnspacing], mtable[rowspacing]')).toHaveCount(
      0,
    );
    await expect(page.locator('math semantics, math annotation')).toHaveCount(0);
    // The vectors are the bold letters: n is 𝐧 (U+1D427) in the relative-velocity step.
    await expect(page.locator('[data-step="eq:ni-relative-velocity"] .step-math math')).toContainText('𝐧');
    // The subset math font is served and used.
    expect(
      await page.evaluate(() => document.fonts.load('1em "STIX Two Math"', '𝐧').then((f) => f.length)),
    ).toBe(1);
  });

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
