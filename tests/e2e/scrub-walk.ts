// Running a chapter's declared scrubs (tests/e2e/scrubs.ts) inside one walk visit, each a named step,
// and putting the page back after each as the next one expects: every widget at its defaults (its
// own "Reset to defaults"), the disclosures the scrub opened closed, "Plug in numbers" unticked, the
// focus let go and the page at the top.
import type { Page } from '@playwright/test';
import { test, expect, expectAllRedrawn, blurToTop, resetEveryWidget } from './support';
import { act, markupOf, sees, type Act, type Scrub } from './scrubs';

const acts = (a: Act) =>
  a.open !== undefined ||
  a.keys !== undefined ||
  a.press !== undefined ||
  a.boxes !== undefined ||
  a.ticks !== undefined ||
  a.picks !== undefined;

/** Every widget back to its defaults, as a reader would, the focus let go and the page at the top. */
export async function resetWidgets(page: Page): Promise<void> {
  await resetEveryWidget(page);
  await blurToTop(page);
}

export async function runScrub(page: Page, s: Scrub): Promise<void> {
  // The disclosures open before the scrub stay open after it; the others are closed again.
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details[open]')) d.setAttribute('data-scrub-kept', '');
  });
  const plug = page.locator('#plug-in-numbers');
  if (s.plugIn) {
    await plug.check();
    await expect(plug).toBeChecked();
  }
  // A first step with no act is what the page shows at the start (the defaults, after the previous
  // scrub's reset): asserted first, so that what `before` and `redraws` read is that state.
  const [first, ...rest] = s.steps;
  const start = first && !acts(first) ? first : undefined;
  if (start) await sees(page, { ...start, also: undefined });
  const drawn = s.redraws ? await markupOf(page, s.redraws) : [];
  const before = await s.before?.(page);
  if (start?.also) await start.also(page, before);
  for (const step of start ? rest : s.steps) {
    await act(page, step);
    await sees(page, step, before);
  }
  if (s.redraws) await expectAllRedrawn(() => markupOf(page, s.redraws!), drawn, 'every figure drawn anew');
  await s.after?.(page, before);

  // Put back what the scrub changed besides the widgets' values.
  if (s.plugIn) await plug.uncheck();
  await page.evaluate(() => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>('details[open]:not([data-scrub-kept])'))
      d.open = false;
    for (const d of document.querySelectorAll('details[data-scrub-kept]'))
      d.removeAttribute('data-scrub-kept');
  });
  await resetWidgets(page);
}

/** Each scrub as its own named step, the page put back after each. */
export async function runScrubs(page: Page, scrubs: readonly Scrub[]): Promise<void> {
  for (const s of scrubs) await test.step(s.name, () => runScrub(page, s));
}
