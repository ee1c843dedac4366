// What a derivation page's load is measured by (global.css, "The blocks of a derivation's column";
// src/lib/skim.mjs; src/pages/[slug].astro): a script the page runs before its own, and the readings
// taken from it. Used by tests/e2e/checks/load-layout.ts (on the walk's own load) and by
// tests/e2e/load-layout.spec.ts (the loads that are not a plain visit at the walk's viewports).
import type { Page } from '@playwright/test';

/** The column's blocks the page lays out once after load, and may skip from then on. */
export const BLOCKS = 'main.derivation > .sized';

/**
 * Sum of the page's layout shifts since navigation; and, when the document has been parsed (before
 * load, before src/pages/[slug].astro lays anything out), how many of the column's blocks are sized
 * by the estimate: a skipped block that was never laid out is exactly its
 * contain-intrinsic-block-size tall.
 */
export const RECORD = `
  window.__shift = 0;
  window.__shiftObserver = new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shift += e.value; });
  window.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    const blocks = [...document.querySelectorAll('main.derivation > *')].filter(
      (b) => getComputedStyle(b).containIntrinsicBlockSize !== 'none',
    );
    const estimate = (b) => parseFloat(getComputedStyle(b).containIntrinsicBlockSize.split(' ').pop());
    window.__estimated = blocks.filter((b) => b.getBoundingClientRect().height === estimate(b)).length;
    window.__blocks = blocks.length;
  });
`;

/** Until the page has laid out every block of its column once (its data-blocks-sized flag). */
export async function sized(page: Page): Promise<void> {
  await page.waitForFunction(() => 'blocksSized' in document.documentElement.dataset, null, {
    timeout: 5_000,
  });
}

/**
 * The layout shift of every frame painted so far. The page flags its blocks sized in the frame that
 * paints the last of them, and a shift is recorded when its frame is painted: that paint is over
 * when the next frame begins, and its entries are taken from the observer's queue there (its
 * callback may come later), so nothing of the load is left out and nothing is waited for by time.
 */
export function shiftSoFar(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const w = window as unknown as { __shift: number; __shiftObserver: PerformanceObserver };
    await new Promise((r) => requestAnimationFrame(r));
    for (const e of w.__shiftObserver.takeRecords()) w.__shift += (e as unknown as { value: number }).value;
    return w.__shift;
  });
}

/**
 * The element's top in the viewport over the next `n` frames: what "stays put" is observed over
 * (a sample of frames, not a wait for a state; layout-shift entries are no witness for a block
 * drawn in view after a jump, which Chromium counts as shifted from 0,0 where it was skipped).
 */
export function topsOver(page: Page, selector: string, n = 10): Promise<number[]> {
  return page.evaluate(
    async ({ selector, n }) => {
      const el = document.querySelector(selector)!;
      const tops: number[] = [];
      for (let i = 0; i < n; i++) {
        tops.push(Math.round(el.getBoundingClientRect().top));
        await new Promise((r) => requestAnimationFrame(r));
      }
      return tops;
    },
    { selector, n },
  );
}
