// A readout table the reader has scrolled past (src/kit/WhileSeen.tsx): a scrub step does
// not re-render it, and it shows the current values as soon as the changes pause or it comes on
// screen. Sphere-impulse's readouts are the tall table above the widget's controls: with the
// slider for A's velocity in view at 1280×800, they are above the window.
import type { Page } from '@playwright/test';
import { test, expect, hydrate } from './support';

const TABLE = '#sp-collision table.sp-readouts';
const CELL = `${TABLE} [data-readout="vA-before"]`;

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Steps the slider through `values`, one per frame, as a drag does (all within the catch-up
 * delay); returns how many changes the table's content saw meanwhile, and its text right after.
 */
const scrub = (page: Page, values: number[]) =>
  page.evaluate(
    async ({ values, table, cell }) => {
      const input = document.getElementById('sp-vAx') as HTMLInputElement;
      const t = document.querySelector(table)!;
      let changes = 0;
      const mo = new MutationObserver((records) => (changes += records.length));
      mo.observe(t, { subtree: true, childList: true, characterData: true, attributes: true });
      for (const v of values) {
        input.value = String(v);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => requestAnimationFrame(r));
      }
      changes += mo.takeRecords().length;
      mo.disconnect();
      return { changes, text: document.querySelector(cell)!.textContent };
    },
    { values, table: TABLE, cell: CELL },
  );

const offScreen = (page: Page) =>
  page.locator(TABLE).evaluate((t) => {
    const r = t.getBoundingClientRect();
    return r.bottom < 0 || r.top > innerHeight;
  });

/** The page, hydrated, with the slider for A's velocity in view (its disclosure opened): the table above the window. */
async function atTheSlider(page: Page) {
  await page.goto('/sphere-impulse/');
  await hydrate(page);
  const slider = page.locator('#sp-vAx');
  await slider.evaluate((el) => el.closest('details')!.setAttribute('open', ''));
  await slider.scrollIntoViewIfNeeded();
  await slider.focus();
  expect(await offScreen(page), 'the table is above the window').toBe(true);
}

test('a readout table scrolled past holds still while the reader scrubs, then catches up', async ({
  page,
}) => {
  await atTheSlider(page);
  const before = await page.locator(CELL).textContent();
  const held = await scrub(page, [0.5, 1, 1.5, 2]);
  expect(held.changes, 'changes in the table during the scrub').toBe(0);
  expect(held.text).toBe(before);

  // The changes paused: the table shows the last value (A's velocity starts with vAx = 2).
  await expect(page.locator(CELL)).toHaveText(/^\(2, /);
  expect(await offScreen(page), 'it caught up off screen').toBe(true);
  const caughtUp = await page.locator(CELL).textContent();
  expect(caughtUp).not.toBe(before);

  // On screen, the same table follows every step.
  await page.locator(TABLE).scrollIntoViewIfNeeded();
  await expect.poll(() => offScreen(page)).toBe(false);
  await page.waitForTimeout(100); // the browser's next visibility report
  const live = await scrub(page, [-1, -0.5, 0.3]);
  expect(live.changes, 'changes in the table during the scrub').toBeGreaterThan(0);
  expect(live.text).toMatch(/^\(0\.3, /);
});

test('a readout table scrolled past shows the current values as soon as it is scrolled to', async ({
  page,
}) => {
  await atTheSlider(page);
  const held = await scrub(page, [-2, -1.5]);
  expect(held.changes).toBe(0);
  // Scrolled to within the catch-up delay: the current value, at once.
  await page.locator(TABLE).evaluate((t) => t.scrollIntoView({ block: 'center' }));
  await expect(page.locator(CELL)).toHaveText(/^\(−1\.5, /, { timeout: 200 });
});
