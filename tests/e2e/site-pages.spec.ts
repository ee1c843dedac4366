// The site's pages that are not a chapter's (scripts/site-pages.mjs OTHER_PAGES: the index, the
// notation, the solver as code), one visit each carrying what the walk checks on a chapter's page
// (tests/e2e/checks/page-hygiene.ts, a11y.ts, keyboard.ts): loaded and hydrated, no raw TeX shows, no
// JavaScript is fetched outside what the static budget counts (tests/static/budget.test.ts), and
// nothing fails or comes from another host while the page loads and is scrolled through; every input
// is reached with Tab; axe's full rule set in the light scheme, its colour rules in the dark one on
// the same page (emulateMedia, no reload). What the served files say is checked over the build
// (tests/static/math.test.ts, budget.test.ts).
//
// Mutations these catch: an island writing raw TeX where the served HTML had none, a chunk loaded by
// a computed import, an error on hydration, a request that fails or goes to another host, an input
// Tab skips, a contrast or a name axe flags.
import { test, expect, OTHER_PAGES, hydrate, axeViolations, darkColourViolations } from './support';
import { expectOnlyCountedScripts, rawTexShown, recordScripts } from './page-hygiene';
import { expectEveryInputTabbable } from './tab-walk';

for (const path of OTHER_PAGES) {
  test(`${path}, one visit: no raw TeX, only the budgeted JavaScript, nothing failed or from another host, every input reached with Tab, axe light and dark`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(60_000);
    const fetched = recordScripts(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await hydrate(page);
    await test.step('scrolled through, hydrated: no raw TeX, only the budgeted JavaScript, no error', async () => {
      // Scrolled to the end, with whatever fonts it needs there loaded.
      await page.evaluate(async () => {
        window.scrollTo(0, document.body.scrollHeight);
        await document.fonts.ready;
      });
      expect(await rawTexShown(page), 'raw TeX shown after hydration').toEqual([]);
      await expectOnlyCountedScripts(path, fetched);
      // The guard fixture asserts this again at teardown; asserting here names the step's point.
      expect(problems).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
    });
    await test.step('every input can be reached with Tab', () => expectEveryInputTabbable(page));
    await test.step('axe, light, every rule', async () => {
      expect.soft(await axeViolations(page), 'light').toEqual([]);
    });
    await test.step('axe, dark, the colour rules', async () => {
      expect.soft(await darkColourViolations(page), 'dark, colour rules').toEqual([]);
    });
  });
}
