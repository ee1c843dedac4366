// The site's pages that are not a chapter's (the index, the notation, the solver as code: OTHER_PAGES),
// one visit each carrying what the walk checks on a chapter's page (tests/e2e/checks/a11y.ts,
// keyboard.ts): axe's full rule set in the light scheme, its colour rules in the dark one on the
// same page (emulateMedia, no reload), and every input reached with Tab. These pages have no islands
// and no disclosures (what a chapter's page needs opened and hydrated first); should one get an
// island, it is hydrated before the passes.
import { test, expect, OTHER_PAGES, hydrate, axeViolations, darkColourViolations } from './support';
import { expectEveryInputTabbable } from './tab-walk';

for (const path of OTHER_PAGES) {
  test(`${path}: axe finds no violations, light and dark, and every input can be reached with Tab`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    if ((await page.locator('astro-island').count()) > 0) await hydrate(page);
    await test.step('every input can be reached with Tab', () => expectEveryInputTabbable(page));
    await test.step('axe, light, every rule', async () => {
      expect.soft(await axeViolations(page), 'light').toEqual([]);
    });
    await test.step('axe, dark, the colour rules', async () => {
      expect.soft(await darkColourViolations(page), 'dark, colour rules').toEqual([]);
    });
  });
}
