// The accessibility pass. An axe pass costs mostly its colour-contrast rule, which visits every text
// node of a long page, so each state gets the full rule set once, in the state that shows the most,
// and a second pass only where the outcome can differ:
// - as served (islands hydrate on a reader's first interaction, so this is what a reader who only
//   scrolls uses): only the islands differ from the hydrated page (the exercises' answers are a
//   <details>, "New numbers" is disabled), so the full rule set inside the islands, disclosures open;
// - hydrated, with every disclosure open, every exercise's feedback and solution shown and the
//   numbers plugged in (a superset of the closed states): the full rule set on the whole page;
// - the dark colour scheme: only colours change, so only the colour rules, on the same page and
//   state (emulateMedia, no reload);
// - phone width: the layout changes (sticky figures, display: contents, scrolling boxes), so the
//   full rule set again, and the page must not scroll sideways;
// - a link with a clamped value and both bodies immovable (notice, disabled controls with their
//   reasons, degenerate sentences, inapplicable steps), after changing values: full rules on the
//   parts that differ from the defaults, then the colour rules in dark (in a chapter's own spec,
//   since the link is the chapter's).
// That every control has an accessible name is axe's label, button-name and select-name rules here.
import type { Page } from '@playwright/test';
import { test, expect, PAGES, DERIVATIONS, hydrate, axeViolations, darkColourViolations } from './support';

// A limit against hangs on a loaded two-core machine, not a timing check.
const AXE_TEST_TIMEOUT_MS = 180_000;

/**
 * Open every disclosure the page has (a widget's further parameters, an exercise's answer as served),
 * except a step's Code and the porting notes: each holds only a frame (/code/step/<id>/, one page per
 * step built from one template, which axe would enter a dozen times a page; /code/porting/<slug>/).
 * code.spec.ts checks those frames, open on their page and on their own, light and dark.
 */
async function openDisclosures(page: Page): Promise<void> {
  // Setting `open` is not one of the events that hydrate an island (client-interact.ts).
  await page.evaluate(() =>
    document
      .querySelectorAll('details:not(.step-code, .porting-notes)')
      .forEach((d) => ((d as HTMLDetailsElement).open = true)),
  );
}

/** Every exercise answered (one wrong numeric, one prediction) and every solution shown. */
async function showExerciseFeedback(page: Page): Promise<void> {
  const exercises = page.locator('[data-exercise]');
  if ((await exercises.count()) === 0) return;
  const numeric = page.locator('[data-exercise][data-exercise-kind="numeric"]').first();
  await numeric.getByRole('spinbutton', { name: /answer/ }).fill('98765');
  await numeric.getByRole('button', { name: 'Check' }).click();
  await expect(numeric.getByRole('status')).toContainText('Not right');
  const predict = page.locator('[data-exercise][data-exercise-kind="predict"]').first();
  await predict.getByRole('radio').first().check();
  await predict.getByRole('button', { name: 'Check' }).click();
  await expect(predict.getByRole('status')).not.toBeEmpty();
  for (const ex of await exercises.all()) await ex.getByRole('button', { name: 'Show solution' }).click();
  await expect(page.getByRole('button', { name: 'Show solution' })).toHaveCount(0);
}

/** The colour rules in the dark scheme, on the same page (which must really have switched). */
async function darkColours(page: Page, when: string, include?: string[]): Promise<void> {
  expect.soft(await darkColourViolations(page, include), `${when}, dark, colour rules`).toEqual([]);
}

test.describe('accessibility', () => {
  test.describe.configure({ timeout: AXE_TEST_TIMEOUT_MS });

  for (const path of PAGES) {
    test(`axe finds no violations on ${path}: islands as served, the whole page hydrated with everything shown, and its dark colours`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      const islands = await page.locator('astro-island').count();
      if (islands) {
        await openDisclosures(page);
        expect
          .soft(await axeViolations(page, { include: ['astro-island'] }), 'islands as served')
          .toEqual([]);
        await expect(page.locator('astro-island[ssr]'), 'still as served').toHaveCount(islands);
        await hydrate(page);
        await openDisclosures(page);
        await showExerciseFeedback(page);
        await page.locator('#plug-in-numbers').check();
      }
      expect.soft(await axeViolations(page), 'hydrated, everything shown, light').toEqual([]);
      await darkColours(page, 'hydrated, everything shown');
    });
  }

  for (const path of DERIVATIONS) {
    test(`axe finds no violations on ${path} at phone width (390 px), after hydration`, async ({
      newContext,
    }) => {
      const context = await newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(path);
      await hydrate(page);
      expect.soft(await axeViolations(page)).toEqual([]);
      // Wide equations may scroll inside their own box, but the page itself must not scroll sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'page width at 390 px',
      ).toBeLessThanOrEqual(390);
    });
  }
});
