// The pages besides the chapters (scripts/site-pages.mjs OTHER_PAGES: the index, the notation, the
// solver as code), each loaded once with every island hydrated: no raw TeX shows, no JavaScript is
// fetched outside what the static budget counts (tests/static/budget.test.ts), and nothing fails or
// comes from another host while the page loads and is scrolled through. A chapter's page gets the
// same checks on its laptop visit (tests/e2e/checks/page-hygiene.ts); what the served files say is
// checked over the build (tests/static/math.test.ts, budget.test.ts).
//
// Mutations these catch: an island writing raw TeX where the served HTML had none, a chunk loaded by
// a computed import, an error on hydration, a request that fails or goes to another host.
import { test, expect, OTHER_PAGES, hydrate } from './support';
import { expectOnlyCountedScripts, rawTexShown, recordScripts } from './page-hygiene';

for (const path of OTHER_PAGES) {
  test(`${path}, loaded once and hydrated: no raw TeX, only the budgeted JavaScript, no error and nothing from another host`, async ({
    page,
    problems,
  }) => {
    const fetched = recordScripts(page);
    await page.goto(path);
    await hydrate(page);
    // Scrolled to the end, with whatever fonts it needs there loaded.
    await page.evaluate(async () => {
      window.scrollTo(0, document.body.scrollHeight);
      await document.fonts.ready;
    });
    expect(await rawTexShown(page), 'raw TeX shown after hydration').toEqual([]);
    await expectOnlyCountedScripts(path, fetched);
    // The guard fixture asserts this again at teardown; asserting here names the test's point.
    expect(problems).toEqual([]);
  });
}
