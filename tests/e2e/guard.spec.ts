// The shared page guard (support.ts) must be able to fail: these tests plant what a broken readout or
// drawing would show and check that the scan reports it, and that only opted-out text is let through.
// They plant it on the first page in teaching order with a widget (its first widget), in one visit,
// putting the page back after each plant; a chapter's own sentences that show NaN on purpose are
// checked in its spec. The scan reads the page as the browser draws it (checkVisibility), so it is
// tested in the browser.
import { test, expect, hydrate, nonFiniteFindings, NONFINITE_OK, firstChapterWith } from './support';
import { READOUT_ATTR } from '../unit/widgets/readouts';

const chapter = await firstChapterWith('a widget', (c) => c.widgets.length > 0);
const PAGE = `/${chapter.slug}/`;
/** The first widget's island, its section, and a shape drawn in it. */
const ISLAND = chapter.widgets[0]!.component;
const SHAPE = `section#${chapter.widgets[0]!.anchor} svg *`;
/** A readout cell on the page. */
const CELL = `td[${READOUT_ATTR}]`;

test.describe('the non-finite page guard', () => {
  test('reports "undefined" in an SVG attribute and a readout, Infinity in a slider’s aria-valuetext and a tooltip, and text outside an opted-out element only; nothing on the page as built', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await hydrate(page, ISLAND);
    expect(await nonFiniteFindings(page), 'the page as built').toEqual([]);

    // "undefined" in a shape's attribute and "NaN" in a readout cell.
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
    let findings = await nonFiniteFindings(page);
    expect(findings).toHaveLength(2);
    expect(findings.find((f) => f.startsWith('transform="translate(undefined, 3)"'))).toBeDefined();
    expect(findings.find((f) => f.startsWith('text in <td') && f.includes('NaN J'))).toBeDefined();
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

    // Infinity in the first slider's aria-valuetext and in its number box's tooltip.
    const slider = await page.locator('section.widget input[type="range"]').first().getAttribute('id');
    expect(slider, 'a slider on the page').toBeTruthy();
    const before = await page.evaluate((id) => {
      const range = document.getElementById(id)!;
      const box = document.getElementById(`${id}-box`)!;
      const was = { text: range.getAttribute('aria-valuetext'), title: box.getAttribute('title') };
      range.setAttribute('aria-valuetext', 'Infinity kg');
      box.setAttribute('title', 'mass: Infinity');
      return was;
    }, slider!);
    findings = await nonFiniteFindings(page);
    expect(findings.some((f) => f.startsWith('aria-valuetext="Infinity kg"'))).toBe(true);
    expect(findings.some((f) => f.startsWith('title="mass: Infinity"'))).toBe(true);
    expect(findings).toHaveLength(2);
    await page.evaluate(
      ({ id, was }) => {
        const put = (el: Element, name: string, value: string | null) =>
          value === null ? el.removeAttribute(name) : el.setAttribute(name, value);
        put(document.getElementById(id)!, 'aria-valuetext', was.text);
        put(document.getElementById(`${id}-box`)!, 'title', was.title);
      },
      { id: slider!, was: before },
    );
    expect(await nonFiniteFindings(page)).toEqual([]);

    // Hidden text, KaTeX's MathML copy and an opted-out element are let through.
    await page.evaluate((optOut) => {
      const add = (html: string) => {
        const div = document.createElement('div');
        div.className = 'planted';
        div.innerHTML = html;
        document.body.append(div);
      };
      add('<p hidden>hidden undefined</p>');
      add('<span class="katex-mathml">NaN</span>');
      add(`<p ${optOut}>the sample's velocities become <b>NaN</b></p>`);
      // Words that merely contain the letters are not findings; the whole word is.
      add('<p>NaNs, Infinityish, undefinedness</p>');
    }, NONFINITE_OK);
    expect(await nonFiniteFindings(page)).toEqual([]);
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.className = 'planted';
      p.textContent = 'KE: undefined';
      document.body.append(p);
    });
    expect(await nonFiniteFindings(page)).toEqual(['text in <p.planted>: “KE: undefined”']);
    // Put the page back so the guard at the end of this test passes.
    await page.evaluate(() => document.querySelectorAll('.planted').forEach((e) => e.remove()));
  });

  // The fixture itself, end to end: a page left showing "undefined" fails the test that left it.
  // (Any page of the site will do: the index, the lightest.)
  test('a test that leaves "undefined" in an SVG attribute fails', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await page.evaluate(() => {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('data-x', 'undefined');
      document.body.append(svg);
    });
  });
});
