// The accessibility pass over a chapter's page. An axe pass costs mostly its colour-contrast rule,
// which visits every text node of a long page, so each state gets the full rule set once, in the
// state that shows the most, and a second pass only where the outcome can differ:
// - as served (islands hydrate on a reader's first interaction, so this is what a reader who only
//   scrolls uses): only the exercises' islands differ from the hydrated page (their answers are a
//   <details>, "New numbers" is disabled; a widget hydrates to the markup it was served with), so the
//   full rule set inside those, disclosures open;
// - hydrated, with every disclosure open, every exercise's feedback and solution shown and the
//   numbers plugged in (a superset of the closed states): the full rule set on the whole page;
// - the dark colour scheme: only colours change, so only the colour rules, on the same page and
//   state (emulateMedia, no reload);
// - phone width: the layout changes (sticky figures, display: contents, scrolling boxes), so the
//   full rule set again, with WCAG 2.2's target size (24 × 24 px, off by default in axe) and the
//   scrolling formulas' rule (scrollable-region-focusable) among them, and the page must not scroll
//   sideways (one pass: a pass costs mostly its walk of the page, whatever its rules);
// - a link with a clamped value and both bodies immovable (notice, disabled controls with their
//   reasons, degenerate sentences, inapplicable steps), after changing values: full rules on the
//   parts that differ from the defaults, then the colour rules in dark (in a chapter's own spec,
//   since the link is the chapter's).
// That every control has an accessible name is axe's label, button-name and select-name rules here.
// The site's other pages (the index, the notation, the code): tests/e2e/site-pages.spec.ts.
import type { Page } from '@playwright/test';
import { expect, axeViolations, darkColourViolations } from '../support';
import type { Check } from '../walk';

/**
 * Open every closed disclosure the page has (a widget's further parameters, an exercise's answer as
 * served), except a step's Code and the porting notes: each holds only a frame (/code/step/<id>/, one
 * page per step built from one template, which axe would enter a dozen times a page;
 * /code/porting/<slug>/). code.spec.ts checks those frames, open on their page and on their own,
 * light and dark. Those it opened are marked, for closeDisclosures.
 */
async function openDisclosures(page: Page): Promise<void> {
  // Setting `open` is not one of the events that hydrate an island (client-interact.ts).
  await page.evaluate(() => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>(
      'details:not([open]):not(.step-code, .porting-notes)',
    )) {
      d.open = true;
      d.setAttribute('data-a11y-opened', '');
    }
  });
}

/** Close again what openDisclosures opened, and scroll back to the top. */
async function closeDisclosures(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-a11y-opened]')) {
      d.open = false;
      d.removeAttribute('data-a11y-opened');
    }
    window.scrollTo(0, 0);
  });
}

/** Every exercise answered (one wrong numeric, one prediction) and every solution shown. */
async function showExerciseFeedback(page: Page): Promise<void> {
  const exercises = page.locator('[data-exercise]');
  if ((await exercises.count()) === 0) return;
  const numeric = page.locator('[data-exercise][data-exercise-kind="numeric"]').first();
  await numeric.getByRole('textbox', { name: /answer/ }).fill('98765');
  await numeric.getByRole('button', { name: 'Check' }).click();
  await expect(numeric.getByRole('status')).toContainText('Not right');
  const predict = page.locator('[data-exercise][data-exercise-kind="predict"]').first();
  await predict.getByRole('radio').first().check();
  await predict.getByRole('button', { name: 'Check' }).click();
  await expect(predict.getByRole('status')).not.toBeEmpty();
  for (const ex of await exercises.all()) await ex.getByRole('button', { name: 'Show solution' }).click();
  await expect(page.getByRole('button', { name: 'Show solution' })).toHaveCount(0);
}

/**
 * The islands whose markup as served differs from the hydrated page's (the exercises: an answer in a
 * <details>, "New numbers" disabled until its code arrives); a widget hydrates to the markup it was
 * served with, which the hydrated pass checks.
 */
const SERVED_DIFFERS = 'astro-island:has([data-exercise])';

export default [
  {
    name: 'axe finds no violations in the islands whose markup as served differs from the hydrated page (the exercises), every disclosure open',
    visits: ['laptop'],
    phase: 'served',
    budget: 30_000,
    async run({ page }) {
      const islands = await page.locator('astro-island').count();
      expect(islands, 'islands on the page').toBeGreaterThan(0);
      await openDisclosures(page);
      expect.soft(await axeViolations(page, { include: [SERVED_DIFFERS] }), 'islands as served').toEqual([]);
      await expect(page.locator('astro-island[ssr]'), 'still as served').toHaveCount(islands);
      await closeDisclosures(page);
    },
  },
  {
    // Last of its phase: an exercise answered and its solution shown stay so (no reader's way back
    // short of a reload); the walk's 'links' checks after it load pages of their own.
    name: 'axe finds no violations on the whole page with everything shown (disclosures open, exercises answered and solved, numbers plugged in), light and dark',
    visits: ['laptop'],
    phase: 'interact',
    order: 1000,
    budget: 120_000,
    async run({ page }) {
      await openDisclosures(page);
      await showExerciseFeedback(page);
      const plugIn = page.locator('#plug-in-numbers');
      await plugIn.check();
      expect.soft(await axeViolations(page), 'hydrated, everything shown, light').toEqual([]);
      // The colour rules in the dark scheme, on the same page (which must really have switched).
      expect
        .soft(await darkColourViolations(page), 'hydrated, everything shown, dark, colour rules')
        .toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      await plugIn.uncheck();
      await closeDisclosures(page);
    },
  },
  {
    name: 'axe finds no violations at phone width after hydration, target size and scrolling formulas included, and the page does not scroll sideways',
    visits: ['phone'],
    phase: 'hydrated',
    budget: 60_000,
    async run({ page }) {
      expect
        .soft(await axeViolations(page, { also: ['target-size', 'scrollable-region-focusable'] }))
        .toEqual([]);
      // Wide equations may scroll inside their own box, but the page itself must not scroll sideways.
      const width = page.viewportSize()!.width;
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `page width at ${width} px`,
      ).toBeLessThanOrEqual(width);
    },
  },
] satisfies Check[];
