// Every readout table fits where it is shown: on the page at 1280 × 800, and on its slide in the
// deck at 1280 × 720 and 1920 × 1080 (projectors). Nothing of it runs past its box, and its last
// column's heading ("After", or the last method) is wholly inside the box and the window.
import type { Page } from '@playwright/test';
import { test, expect, DERIVATIONS, hydrate } from './support';

/** What does not fit, for every readout table on screen. */
async function overflowing(page: Page): Promise<{ checked: number; out: string[] }> {
  return page.evaluate(() => {
    const out: string[] = [];
    let checked = 0;
    // A pixel of slack: a slide zooms its widget (src/kit/classroom/deck.ts), and the zoomed box's
    // integer sizes and edges round each their own way by up to a pixel; a cut column is far more.
    const SLACK = 1.5;
    for (const table of document.querySelectorAll<HTMLTableElement>('table.readouts')) {
      if (!table.checkVisibility()) continue;
      checked++;
      const box = table.parentElement!;
      const name = `${table.closest('section.widget')?.id} “${table.caption?.textContent?.trim().slice(0, 30)}”`;
      if (box.scrollWidth > box.clientWidth + SLACK)
        out.push(`${name}: ${box.scrollWidth} px wide in a box of ${box.clientWidth}`);
      const last = [...table.querySelectorAll('thead th')].at(-1);
      if (!last) continue;
      const r = last.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      if (r.right > b.right + SLACK || r.left < b.left - SLACK)
        out.push(
          `${name}: “${last.textContent}” at ${Math.round(r.left)}–${Math.round(r.right)}, its box ${Math.round(b.left)}–${Math.round(b.right)}`,
        );
      if (r.right > innerWidth + SLACK || r.left < -SLACK)
        out.push(
          `${name}: “${last.textContent}” at ${Math.round(r.left)}–${Math.round(r.right)}, the window ${innerWidth} wide`,
        );
    }
    return { checked, out };
  });
}

test.describe('on the page at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const path of DERIVATIONS) {
    test(`${path}: every readout table fits its box`, async ({ page }) => {
      await page.goto(path);
      const { out } = await overflowing(page);
      expect(out).toEqual([]);
    });
  }
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`in the deck at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of DERIVATIONS) {
      test(`${path}present/: every readout table fits its slide`, async ({ page }) => {
        await page.goto(`${path}present/`);
        await expect(page.locator('main.deck-js')).toHaveCount(1);
        const counter = page.locator('.deck-counter');
        const problems: string[] = [];
        let seen = 0;
        // Every slide, from the first to the last.
        for (;;) {
          const { checked, out } = await overflowing(page);
          seen += checked;
          const slide = (await counter.textContent())?.trim();
          problems.push(...out.map((o) => `${slide}: ${o}`));
          const [at, of] = ((await counter.textContent()) ?? '').replace(/[^\d/]/g, '').split('/');
          if (at === of) break;
          await page.keyboard.press('PageDown');
          await expect(counter).not.toContainText(`${at} /`);
        }
        expect(problems).toEqual([]);
        // A page without readout tables in its widgets has nothing to check; none is expected.
        if ((await page.locator('table.readouts').count()) > 0)
          expect(seen, 'readout tables on the slides').toBeGreaterThan(0);
      });
    }
  });
}

test('a readout table keeps its columns while its values change: no heading rewraps, the table keeps its height', async ({
  page,
}) => {
  // friction-clamping's contact table: with the columns sized by their content, every value of
  // the velocity slider below changed the value column's width by a few pixels, and the row
  // headings wrapped onto one line more or one fewer (the table's height changed every other step).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/friction-clamping/');
  await hydrate(page, 'ContactWidget');
  const table = page.locator('#fr-contact table.readouts');
  await expect(table).toHaveClass(/readouts-pinned/);
  const shape = () =>
    table.evaluate((t: HTMLTableElement) => ({
      columns: [...t.rows[0]!.cells].map((c) => Math.round(c.getBoundingClientRect().width)),
      rows: [...t.tBodies[0]!.rows]
        .filter((r) => !r.textContent!.includes('Regime')) // its text is a word, not a number
        .map((r) => Math.round(r.getBoundingClientRect().height)),
    }));
  const first = await shape();
  for (const v of ['0.3', '0.6', '1', '2', '2.7', '3']) {
    await page.locator('#fr-vx').fill(v);
    await expect(page.locator('#fr-contact [data-readout="vt"]')).toHaveText(`−${v}`);
    expect(await shape(), `at vx = ${v}`).toEqual(first);
  }
});
