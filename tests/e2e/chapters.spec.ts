// Every chapter page, once per visit (tests/e2e/walk.ts): each check of tests/e2e/checks/ that rides
// the visit runs as a named step of one test, on one page load.
import { test, hydrate, loadChapters, resetEveryWidget } from './support';
import { VISITS, checksFor, loadChecks, type Visit, type VisitName } from './walk';

const CHAPTERS = await loadChapters();
const CHECKS = await loadChecks();

/** Put every widget back to its defaults, as a reader would, and scroll to the top. */
async function resetWidgets(page: import('@playwright/test').Page): Promise<void> {
  await resetEveryWidget(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const chapter of CHAPTERS) {
  for (const name of Object.keys(VISITS) as VisitName[]) {
    const visit: Visit = VISITS[name];
    const checks = checksFor(CHECKS, name, chapter);
    if (checks.length === 0) continue;
    test(`/${chapter.slug}/ ${visit.title}: every check of the visit, on one load`, async ({
      newContext,
    }) => {
      test.setTimeout(30_000 + checks.reduce((t, c) => t + (c.budget ?? 10_000), 0));
      const context = await newContext(visit.context);
      const page = await context.newPage();
      const path = visit.route(chapter);
      const w = { page, chapter, path, visit: name };
      // What the checks that measure the load record from its start (each script once).
      for (const init of new Set(checks.flatMap((c) => (c.init ? [c.init] : []))))
        await page.addInitScript(init);
      await page.goto(path);
      let hydrated = false;
      for (const check of checks) {
        if (check.phase !== 'served' && check.phase !== 'links' && !hydrated) {
          await test.step('every island hydrates', () => hydrate(page));
          hydrated = true;
        }
        await test.step(check.name, () => check.run(w));
        if (check.phase === 'interact') await resetWidgets(page);
        // A 'links' check may leave the page anywhere: nothing after it assumes otherwise.
      }
    });
  }
}
