// Every input a page has can be reached with Tab: for a chapter's page (tests/e2e/checks/keyboard.ts,
// on the walk's laptop visit, hydrated) and the site's other pages (tests/e2e/site-pages.spec.ts).
import type { Page } from '@playwright/test';
import { expect } from './support';

/**
 * Tab from the top of the page until focus has come round again, each closed disclosure on the way
 * opened as a keyboard reader's Enter opens it (a widget's further parameters), then assert that every input, select, text area, enabled button and diagram handle was
 * focused. Leaves the page as it found it: the disclosures it opened closed, nothing focused, at
 * the top.
 */
export async function expectEveryInputTabbable(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __tab: { first: Element | null; done: boolean } };
    const tab = (w.__tab = { first: null as Element | null, done: false as boolean });
    const onFocus = (e: FocusEvent) => {
      const el = e.target as Element;
      if (el === tab.first) tab.done = true;
      tab.first ??= el;
      el.setAttribute?.('data-e2e-tabbed', '');
      // A closed disclosure reached: opened as a reader's Enter on its summary opens it (the browser's
      // own behaviour; the islands have hydrated), in the same task, so the next Tab goes into it.
      // A step's Code disclosure holds no input, only a frame of code: it is passed, not opened.
      const d = el.parentElement;
      if (
        el.tagName === 'SUMMARY' &&
        d instanceof HTMLDetailsElement &&
        !d.open &&
        !d.matches('.step-code, .porting-notes')
      ) {
        d.open = true;
        d.setAttribute('data-e2e-opened', '');
      }
    };
    document.addEventListener('focusin', onFocus);
    (window as unknown as { __tabOff: () => void }).__tabOff = () => {
      document.removeEventListener('focusin', onFocus);
    };
    window.scrollTo(0, 0);
    // Tab goes on from where focus, a click or the last #fragment visited left the reader: start it
    // at the top, from an element put there for that (focused, not a Tab stop), removed after.
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.setAttribute('data-e2e-start', '');
    document.body.prepend(start);
    start.focus({ preventScroll: true });
    // The start itself is no stop.
    start.removeAttribute('data-e2e-tabbed');
    tab.first = null;
  });
  const limit =
    (await page.locator('a[href], input, select, textarea, button, summary, [tabindex]').count()) + 10;
  // Tab pressed in runs, the page read between them (whether focus came round to the first stop
  // again, past the last, wherever it went in between): a round trip per run, not per key.
  const RUN = 20;
  let pressed = 0;
  for (;;) {
    for (let i = 0; i < RUN; i++) await page.keyboard.press('Tab');
    pressed += RUN;
    const done = await page.evaluate(() => (window as unknown as { __tab: { done: boolean } }).__tab.done);
    if (done) break;
    expect(pressed, 'Tab presses before the walk came round').toBeLessThan(limit + RUN);
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
    (window as unknown as { __tabOff: () => void }).__tabOff();
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
