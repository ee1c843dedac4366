// "Plug in numbers": ticked, every step with values shows them (the errata's too, once their
// collapsed box is opened), none empty or NaN, and its formulas with the numbers in them (every slot
// filled by the island); unticked, they are hidden again. The numbers
// themselves are the chapter's declared scrubs' (tests/e2e/<slug>.scrubs.ts: each step's `outputs`)
// and, at the defaults as served, the static layer's.
import { expect } from '../support';
import type { Check } from '../walk';

export default [
  {
    name: 'ticking “Plug in numbers” shows every step’s values, none empty or NaN; unticking hides them',
    visits: ['laptop'],
    phase: 'hydrated',
    budget: 20_000,
    async run({ page }) {
      const box = page.locator('#plug-in-numbers');
      const first = page.locator('div.step .step-values output').first();
      await expect(box).not.toBeChecked();
      await expect(first).toBeHidden();
      // The formulas' slots emptied as served, so that what fills them below is the island.
      await page.evaluate(() => {
        for (const ns of document.querySelectorAll('noscript[data-step-numbers]'))
          ns.textContent = (ns.textContent ?? '').replace(/(<mn data-slot="[^"]*"(?: data-p)?>)[^<]*/g, '$1');
      });
      await box.check();
      await expect(first).toBeVisible();
      // Every step's numbers built from its <noscript>: its values and the reason they hold.
      await expect(page.locator('noscript[data-step-numbers]')).toHaveCount(0);
      expect(
        await page.locator('div.step .step-numbers :is(.step-values, .step-reason)').count(),
        'values and reasons built, two a step',
      ).toBe(2 * (await page.locator('div.step').count()));
      // The errata, collapsed one line per source: opened, as a reader would, and closed again after.
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('details.errata:not([open])'))
          d.setAttribute('data-walk-opened', '');
      });
      for (const details of await page.locator('details[data-walk-opened]').all()) {
        await details.locator(':scope > summary').click();
        await expect(details).toHaveAttribute('open', '');
      }
      const outputs = page.locator('div.step .step-values:not([hidden]) output');
      expect(await outputs.count(), 'step values shown').toBeGreaterThan(10);
      const found = await outputs.evaluateAll((els) =>
        els
          .filter(
            (el) =>
              !el.checkVisibility() ||
              (el.textContent ?? '').trim() === '' ||
              /NaN/.test(el.textContent ?? ''),
          )
          .map((el) => `${el.closest('[data-step]')?.getAttribute('data-step')}: “${el.textContent}”`),
      );
      expect(found, 'values hidden, empty or NaN').toEqual([]);
      // Each formula with the numbers in it: every slot a number as the page prints them, a negative
      // one in parentheses where its slot asks (data-p).
      const slots = page.locator('div.step .step-values:not([hidden]) [data-slot]');
      expect(await slots.count(), 'numbers substituted into formulas').toBeGreaterThan(10);
      const unfilled = await slots.evaluateAll((els) =>
        els
          .filter((el) => {
            const t = el.textContent ?? '';
            const number = /^−?(\d+(\.\d+)?(×10\^−?\d+)?|∞)$/;
            const bare = t.replace(/^\((.*)\)$/, '$1');
            const needs = el.hasAttribute('data-p') && /^−|×/.test(bare);
            return !number.test(bare) || needs !== t.startsWith('(');
          })
          .map((el) => `${el.closest('[data-step]')?.getAttribute('data-step')}: “${el.textContent}”`),
      );
      expect(unfilled, 'slots empty, not a number, or wrongly parenthesized').toEqual([]);
      await box.uncheck();
      await expect(first).toBeHidden();
      await page.evaluate(() => {
        for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-walk-opened]')) {
          d.open = false;
          d.removeAttribute('data-walk-opened');
        }
        window.scrollTo(0, 0);
      });
    },
  },
] satisfies Check[];
