// What the browser tests of the solver's code share: a step, its frame's values, its plug-in
// numbers, and a code block's text without its line numbers.
import type { FrameLocator, Locator, Page } from '@playwright/test';

export const step = (page: Page, id: string) => page.locator(`div.step[id="${id}"]`);
/** What the frame shows for a local of a region's function: at its line's end, or in the table under it. */
export const shownValue = (frame: Pick<FrameLocator | Page, 'locator'>, name: string) =>
  frame.locator(`[data-name="${name}"] .v`).first();
/** A step's "plug in numbers" value for one row and side, without its unit. */
export const plugIn = async (page: Page, id: string, side: string) =>
  ((await step(page, id).locator(`output[data-side="${side}"]`).textContent()) ?? '').replace(
    /\s[^\s]*$/,
    '',
  );
/** The text of a .code-lines <pre> without its line numbers. */
export const codeText = (pre: Locator) =>
  pre.evaluate((el) =>
    [...el.querySelectorAll('.line')]
      .map((line) =>
        [...line.childNodes]
          .filter((n) => !(n instanceof Element && n.classList.contains('ln')))
          .map((n) => n.textContent)
          .join(''),
      )
      .join('\n'),
  );

// Several pages and frames each, on a machine shared with other builds.
