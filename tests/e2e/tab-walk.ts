// Every input a page has can be reached with Tab: for a chapter's page (tests/e2e/checks/keyboard.ts,
// on the walk's laptop visit, hydrated) and the site's other pages (tests/e2e/site-pages.spec.ts).
import type { Page } from '@playwright/test';
import { expect } from './support';

/**
 * Tab from the top of the page until focus has left the document or come round again, opening each
 * closed disclosure on the way with Enter (a widget's further parameters), as a keyboard reader
 * would, then assert that every input, select, text area, enabled button and diagram handle was
 * focused. Leaves the page as it found it: the disclosures it opened closed, nothing focused, at
 * the top.
 */
export async function expectEveryInputTabbable(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __tabbed?: (e: FocusEvent) => void };
    w.__tabbed = (e) => (e.target as Element).setAttribute?.('data-e2e-tabbed', '');
    document.addEventListener('focusin', w.__tabbed);
    window.scrollTo(0, 0);
    // Tab goes on from where focus, a click or the last #fragment visited left the reader: start it
    // at the top, from an element put there for that (focused, not a Tab stop), removed after.
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.setAttribute('data-e2e-start', '');
    document.body.prepend(start);
    start.focus({ preventScroll: true });
  });
  // A step's Code disclosure holds no input, only a frame of code: it is passed, not opened.
  const limit =
    (await page.locator('a[href], input, select, textarea, button, summary, [tabindex]').count()) + 10;
  let first: string | null = null;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    // One round trip: where focus is, and whether it is on a closed disclosure's summary.
    const { here, closedSummary } = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return { here: null, closedSummary: false };
      const closed =
        el.tagName === 'SUMMARY' &&
        !(el.parentElement as HTMLDetailsElement).open &&
        !el.parentElement!.matches('.step-code, .porting-notes');
      if (closed) el.parentElement!.setAttribute('data-e2e-opened', '');
      return { here: el.id || el.outerHTML.slice(0, 80), closedSummary: closed };
    });
    if (here === null || here === first) break;
    if (closedSummary) await page.keyboard.press('Enter');
    first ??= here;
  }
  // A diagram's drag handles are sliders drawn in SVG, each its own stop, counted above by its tabindex.
  const missed = await page
    .locator(
      'input:not([type="hidden"]):not([disabled]), select, textarea, button:not([disabled]), svg [role="slider"]',
    )
    .evaluateAll((els) =>
      els
        .filter((el) => !el.hasAttribute('data-e2e-tabbed'))
        // A radio group is one Tab stop (the arrow keys move within it, natively): it is reached
        // when any of its radios was.
        .filter(
          (el) =>
            !(
              el instanceof HTMLInputElement &&
              el.type === 'radio' &&
              [...document.querySelectorAll(`input[type="radio"][name="${el.name}"]`)].some((r) =>
                r.hasAttribute('data-e2e-tabbed'),
              )
            ),
        )
        .map((el) => el.id || el.outerHTML.slice(0, 80)),
    );
  expect(missed, 'inputs never focused by Tab').toEqual([]);
  // That every control has an accessible name is axe's label, button-name and select-name rules
  // (tests/e2e/checks/a11y.ts, tests/e2e/site-pages.spec.ts).
  await page.evaluate(() => {
    const w = window as unknown as { __tabbed?: (e: FocusEvent) => void };
    if (w.__tabbed) document.removeEventListener('focusin', w.__tabbed);
    for (const el of document.querySelectorAll('[data-e2e-tabbed]')) el.removeAttribute('data-e2e-tabbed');
    document.querySelector('[data-e2e-start]')?.remove();
    for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-e2e-opened]')) {
      d.open = false;
      d.removeAttribute('data-e2e-opened');
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}
