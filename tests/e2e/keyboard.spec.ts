import { test, expect, PAGES, hydrate } from './support';

for (const path of PAGES) {
  test(`every input on ${path} can be reached with Tab`, async ({ page }) => {
    // One key press and one round trip per focusable element (over a hundred on the larger pages):
    // on a loaded two-core machine that alone can pass the default 30 s.
    test.setTimeout(120_000);
    await page.goto(path);
    await hydrate(page);
    await page.evaluate(() => {
      document.addEventListener('focusin', (e) =>
        (e.target as Element).setAttribute?.('data-e2e-tabbed', ''),
      );
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur();
    });
    // Tab from the top of the page until focus has left the document or come round again. A closed
    // disclosure (a widget's further parameters) is opened with Enter, as a keyboard reader would.
    // (A step's Code disclosure holds no input, only a frame of code: it is passed, not opened.)
    const limit =
      (await page.locator('a[href], input, select, textarea, button, summary, [tabindex]').count()) + 10;
    let first: string | null = null;
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      // One round trip: where focus is, and whether it is on a closed disclosure's summary.
      const { here, closedSummary } = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return { here: null, closedSummary: false };
        return {
          here: el.id || el.outerHTML.slice(0, 80),
          closedSummary:
            el.tagName === 'SUMMARY' &&
            !(el.parentElement as HTMLDetailsElement).open &&
            !el.parentElement!.matches('.step-code, .porting-notes'),
        };
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
    // That every control has an accessible name is axe's label, button-name and select-name rules,
    // run on every page with every disclosure open in a11y.spec.ts.
  });
}
