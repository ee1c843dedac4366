// What a derivation page lays out on a plain first load (global.css, "The blocks of a derivation's
// column"; src/lib/skim.mjs; src/pages/[slug].astro), measured on the walk's own load, which is a
// plain visit: the blocks far down are skipped from the first layout on, each is laid out once
// within a few frames of the load event, after that a block scrolled to does not move, and nothing
// shifts on load on a laptop or a phone. The script that records the load (load-record.ts) runs
// before the page's own (`init`); these checks run first. Visits that open mid-page (a #fragment, a
// reload) and the other screen sizes need loads of their own: tests/e2e/load-layout.spec.ts.
import { expect } from '../support';
import { BLOCKS, RECORD, shiftSoFar, sized, topsOver } from '../load-record';
import type { Check } from '../walk';

export default [
  {
    name: 'a plain visit skips the far blocks at first, then sizes every block once, and nothing shifts',
    visits: ['laptop'],
    phase: 'served',
    order: -100,
    init: RECORD,
    async run({ page }) {
      await sized(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('skim'))).toBe(true);
      // Parsed, not yet loaded: the blocks after the first screen and a half are skipped, never laid
      // out (without html.skim, none is).
      const { estimated, total } = await page.evaluate(() => ({
        estimated: (window as any).__estimated as number,
        total: (window as any).__blocks as number,
      }));
      expect(estimated, `blocks sized by the estimate before load, of ${total}`).toBeGreaterThan(total / 2);
      // Every block of the column has been laid out once and may be skipped from now on.
      const { blocks, sizedBlocks, prose } = await page.evaluate((sel) => {
        const all = [...document.querySelectorAll('main.derivation > *')].filter(
          (b) => getComputedStyle(b).containIntrinsicBlockSize !== 'none',
        );
        return {
          blocks: all.length,
          sizedBlocks: document.querySelectorAll(sel).length,
          prose: document.querySelectorAll('main.derivation > .blocks > *').length,
        };
      }, BLOCKS);
      // The prose is in a part per section (src/lib/blocks.ts), not a part per paragraph: every
      // part the browser may skip is one more it walks on every frame.
      expect(prose, 'blocks of prose in the groups').toBeGreaterThan(40);
      expect(blocks, 'parts of the column the browser may skip').toBeGreaterThan(5);
      expect(blocks).toBeLessThanOrEqual(25);
      expect(sizedBlocks).toBe(blocks);
      expect(await shiftSoFar(page), 'layout shift on load').toBe(0);
      // The last block, scrolled to, is where the browser put it: sized by its own size, so nothing
      // above it is corrected when it comes into view.
      await page.evaluate((sel) => {
        const last = [...document.querySelectorAll(sel)].at(-1)!;
        last.setAttribute('data-probe', '');
        last.scrollIntoView({ block: 'end' });
      }, BLOCKS);
      const tops = await topsOver(page, '[data-probe]');
      expect(new Set(tops).size, `the last block's top over ten frames: ${tops.join(' ')}`).toBe(1);
      await page.evaluate(() => {
        document.querySelector('[data-probe]')!.removeAttribute('data-probe');
        window.scrollTo(0, 0);
      });
    },
  },
  {
    name: 'nothing shifts on load',
    visits: ['phone'],
    phase: 'served',
    order: -100,
    init: RECORD,
    async run({ page }) {
      await sized(page);
      expect(await shiftSoFar(page), 'layout shift on load').toBe(0);
    },
  },
] satisfies Check[];
