// The shared page guard (support.ts) must be able to fail: these tests plant what a broken readout or
// drawing would show and check that the scan reports it, and that only opted-out text is let through.
// They plant it on the first page in teaching order (its first widget); a chapter's own sentences
// that show NaN on purpose are checked in its spec.
import { test, expect, hydrate, nonFiniteFindings, NONFINITE_OK, firstChapterWith } from './support';
import { READOUT_ATTR } from './readouts';

const chapter = await firstChapterWith('a widget', (c) => c.widgets.length > 0);
const PAGE = `/${chapter.slug}/`;
/** The first widget's island, its section, and a shape drawn in it. */
const ISLAND = chapter.widgets[0]!.component;
const SHAPE = `section#${chapter.widgets[0]!.anchor} svg *`;
/** A readout cell on the page. */
const CELL = `td[${READOUT_ATTR}]`;

test.describe('the non-finite page guard', () => {
  test('reports "undefined" in an SVG attribute and in a readout, and nothing on the page as built', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await hydrate(page, ISLAND);
    expect(await nonFiniteFindings(page), 'the page as built').toEqual([]);

    const planted = await page.evaluate(
      ([shapeAt, cellAt]) => {
        const shape = document.querySelector(shapeAt!);
        const cell = document.querySelector(cellAt!);
        if (!shape || !cell) return null;
        const before = { attr: shape.getAttribute('transform'), text: cell.textContent };
        shape.setAttribute('transform', 'translate(undefined, 3)');
        cell.textContent = 'NaN J';
        return before;
      },
      [SHAPE, CELL],
    );
    expect(planted, `a shape in ${SHAPE} and a readout cell`).not.toBeNull();
    const findings = await nonFiniteFindings(page);
    expect(findings).toHaveLength(2);
    expect(findings.find((f) => f.startsWith('transform="translate(undefined, 3)"'))).toBeDefined();
    expect(findings.find((f) => f.startsWith('text in <td') && f.includes('NaN J'))).toBeDefined();

    // Put the page back so the guard at the end of this test passes.
    await page.evaluate(
      ({ b, shapeAt, cellAt }) => {
        const shape = document.querySelector(shapeAt)!;
        if (b.attr === null) shape.removeAttribute('transform');
        else shape.setAttribute('transform', b.attr);
        document.querySelector(cellAt)!.textContent = b.text;
      },
      { b: planted!, shapeAt: SHAPE, cellAt: CELL },
    );
    expect(await nonFiniteFindings(page)).toEqual([]);
  });

  test('reports Infinity in a slider’s aria-valuetext and in a tooltip', async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, ISLAND);
    // The first slider on the page, and its number box.
    const slider = await page.locator('section.widget input[type="range"]').first().getAttribute('id');
    expect(slider, 'a slider on the page').toBeTruthy();
    await page.evaluate((id) => {
      document.getElementById(id)!.setAttribute('aria-valuetext', 'Infinity kg');
      document.getElementById(`${id}-box`)!.setAttribute('title', 'mass: Infinity');
    }, slider!);
    const findings = await nonFiniteFindings(page);
    expect(findings.some((f) => f.startsWith('aria-valuetext="Infinity kg"'))).toBe(true);
    expect(findings.some((f) => f.startsWith('title="mass: Infinity"'))).toBe(true);
    expect(findings).toHaveLength(2);
    await page.reload();
  });

  test('skips hidden text and KaTeX’s MathML copy, and text inside an opted-out element only', async ({
    page,
  }) => {
    await page.goto(PAGE);
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

  // The fixture itself, end to end: a page left showing "undefined" fails the test that left it.
  test('a test that leaves "undefined" in an SVG attribute fails', async ({ page }) => {
    test.fail();
    await page.goto(PAGE);
    await page.evaluate(() => {
      document.querySelector('svg')!.setAttribute('data-x', 'undefined');
    });
  });
});
