// Every control of every widget, scrolled into view, has a figure of its widget at least half in
// view (and is itself visible), and no number in a readout table breaks across lines. Measured on
// a page laid out at the width it loaded at (a page lays out its far prose blocks once, at that
// width: src/pages/[slug].astro): a laptop's and a phone's on the walk's visits
// (checks/figure-in-view.ts), a classroom projector's 1024×768 on load-layout.spec.ts's load there.
import type { Page } from '@playwright/test';
import { expect } from './support';
import { figureInView } from '../../scripts/bench/figure-in-view.mjs';

interface InViewRow {
  widget: string;
  control: string;
  type: string;
  disabled: boolean;
  controlVisible: boolean;
  best: number;
  ok: boolean;
}

/** Every number (or a vector's component) in a readout table that wraps across lines. */
function brokenNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table.readouts td:not(:first-child)')].flatMap((cell) => {
      const texts: Text[] = [];
      const walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      while (walk.nextNode()) texts.push(walk.currentNode as Text);
      return texts.flatMap((text) =>
        [...text.data.matchAll(/\S+/g)]
          .filter((m) => {
            const range = document.createRange();
            range.setStart(text, m.index);
            range.setEnd(text, m.index + m[0].length);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((m) => `${cell.closest('section.widget')?.id}: ${m[0]}`),
      );
    }),
  );
}

/**
 * Every control of every widget, scrolled into view, has a figure of its widget at least half in
 * view, and is itself visible; and no number in a readout table breaks across lines.
 */
export async function expectFigureInView(
  page: Page,
  viewport: { width: number; height: number },
): Promise<void> {
  const at = `${viewport.width}×${viewport.height}`;
  // 'nearest': the reader scrolls down until the control appears; 'center': it sits mid-screen.
  for (const block of ['nearest', 'center'] as const) {
    const rows = (await figureInView(page, { block })) as InViewRow[];
    expect(rows.length, 'controls measured').toBeGreaterThan(0);
    const failing = rows
      .filter((r) => !r.ok)
      .map(
        (r) =>
          `${r.widget} ${r.control}: best figure ${(r.best * 100).toFixed(0)}% visible${r.controlVisible ? '' : ', control covered or off-screen'}`,
      );
    expect(failing, `at ${at}, controls without a figure in view (scrolled '${block}')`).toEqual([]);
  }
  // The readout tables are tight beside a sticky figure on a phone: a label may wrap, but a
  // number (or a vector's component) read off the table must not be split across lines.
  expect(await brokenNumbers(page), `at ${at}, numbers broken across lines in a readout table`).toEqual([]);
}
