// The shared page guard (support.ts) must be able to fail: these tests plant what a broken readout or
// drawing would show and check that the scan reports it, and that only opted-out text is let through.
import { test, expect, DERIVATION, hydrate, nonFiniteFindings, NONFINITE_OK } from './support';

test.describe('the non-finite page guard', () => {
  test('reports "undefined" in an SVG attribute and in a readout, and nothing on the page as built', async ({
    page,
  }) => {
    await page.goto(DERIVATION);
    await hydrate(page, 'CollisionWidget');
    expect(await nonFiniteFindings(page), 'the page as built').toEqual([]);

    const planted = await page.evaluate(() => {
      const shape = document.querySelector('section[aria-labelledby="collision-title"] svg *');
      const cell = document.querySelector('td[data-readout="ke-after"]');
      if (!shape || !cell) return null;
      const before = { attr: shape.getAttribute('transform'), text: cell.textContent };
      shape.setAttribute('transform', 'translate(undefined, 3)');
      cell.textContent = 'NaN J';
      return before;
    });
    expect(planted, 'a shape in the collision diagram and the KE-after readout').not.toBeNull();
    const findings = await nonFiniteFindings(page);
    expect(findings).toHaveLength(2);
    expect(findings.find((f) => f.startsWith('transform="translate(undefined, 3)"'))).toBeDefined();
    expect(findings.find((f) => f.startsWith('text in <td') && f.includes('NaN J'))).toBeDefined();

    // Put the page back so the guard at the end of this test passes.
    await page.evaluate((b) => {
      const shape = document.querySelector('section[aria-labelledby="collision-title"] svg *')!;
      if (b.attr === null) shape.removeAttribute('transform');
      else shape.setAttribute('transform', b.attr);
      document.querySelector('td[data-readout="ke-after"]')!.textContent = b.text;
    }, planted!);
    expect(await nonFiniteFindings(page)).toEqual([]);
  });

  test('reports Infinity in a slider’s aria-valuetext and in a tooltip', async ({ page }) => {
    await page.goto(DERIVATION);
    await hydrate(page, 'CollisionWidget');
    await page.evaluate(() => {
      document.querySelector('#col-mA')!.setAttribute('aria-valuetext', 'Infinity kg');
      document.querySelector('#col-mA-box')!.setAttribute('title', 'mass: Infinity');
    });
    const findings = await nonFiniteFindings(page);
    expect(findings.some((f) => f.startsWith('aria-valuetext="Infinity kg"'))).toBe(true);
    expect(findings.some((f) => f.startsWith('title="mass: Infinity"'))).toBe(true);
    expect(findings).toHaveLength(2);
    await page.reload();
  });

  test('skips hidden text and KaTeX’s MathML copy, and text inside an opted-out element only', async ({
    page,
  }) => {
    await page.goto(DERIVATION);
    await page.evaluate((optOut) => {
      const add = (html: string) => {
        const div = document.createElement('div');
        div.innerHTML = html;
        document.body.append(div);
        return div;
      };
      add('<p hidden>hidden undefined</p>');
      add('<span class="katex-mathml">NaN</span>');
      add(`<p ${optOut}>the sample's velocities become <b>NaN</b></p>`);
    }, NONFINITE_OK);
    expect(await nonFiniteFindings(page)).toEqual([]);
    // Words that merely contain the letters are not findings; the whole word is.
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.textContent = 'NaNs, Infinityish, undefinedness';
      document.body.append(p);
    });
    expect(await nonFiniteFindings(page)).toEqual([]);
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.textContent = 'KE: undefined';
      document.body.append(p);
    });
    expect(await nonFiniteFindings(page)).toEqual(['text in <p>: “KE: undefined”']);
    await page.reload();
  });

  test('seed 001’s 0/0 case shows NaN on purpose, inside the opted-out errata, and passes', async ({
    page,
  }) => {
    // Equal masses and no approach along n (vAx = vBx): the sample computes 0/0.
    await page.goto(`${DERIVATION}?mA=1&vAx=-1`);
    await hydrate(page, 'ErrataSeed001');
    const errata = page.locator('.errata-live');
    await expect(errata).toContainText('computes 0/0 and its velocities become NaN');
    await expect(errata.locator(`strong[${NONFINITE_OK}]`)).toHaveText('NaN');
    expect(await nonFiniteFindings(page)).toEqual([]);
  });

  // The fixture itself, end to end: a page left showing "undefined" fails the test that left it.
  test('a test that leaves "undefined" in an SVG attribute fails', async ({ page }) => {
    test.fail();
    await page.goto(DERIVATION);
    await page.evaluate(() => {
      document.querySelector('svg')!.setAttribute('data-x', 'undefined');
    });
  });
});
