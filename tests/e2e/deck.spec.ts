// The deck a teacher presents (/<slug>/present/): prediction questions as a vote and its reveal
// with the widget set to the question's configuration, a deck that ends on the key results, step
// slides that keep the words and the equation before, the page's tables, the sources' errata left
// out on request (kept in the URL), and speaker notes in a second window that follows the deck.
import { test, expect } from './support';

const SLUG = 'normal-impulse';

// A deck lays out and fits every slide it shows: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test('a prediction is a vote, then its reveal with the widget at the question’s configuration; the deck ends on the key results', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/${SLUG}/present/?e=0.3`);
  const counter = page.locator('[data-deck="counter"]');
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  // The deck's last slide is its key results, not the exercises' "practise at numbers of your own".
  await page.keyboard.press('End');
  await expect(page.locator('.deck-on.key-results')).toBeVisible();
  await expect(page.locator('.deck-content > .deck-on').last()).not.toContainText('numbers of your own');
  const vote = page.locator('.deck-on.deck-predict[data-predict="ni-bouncier"]');
  while (!(await vote.isVisible())) await page.keyboard.press('ArrowLeft');
  // The vote: the question and lettered choices, no answer and no widget.
  await expect(vote.locator('h2')).toContainText('Predict');
  await expect(vote.locator('.deck-choices li')).toHaveCount(3);
  await expect(vote.locator('.deck-letter').first()).toHaveText('A');
  await expect(page.locator('.deck-on.deck-reveal')).toHaveCount(0);
  await expect(page.locator('.deck-on section.widget')).toHaveCount(0);
  const at = Number((await counter.textContent())!.split('/')[0]);
  await expect(page).toHaveURL(new RegExp(`#slide-${at}$`));
  // The reveal: the answer, and the widget it names at the question's configuration (e = 1).
  await page.keyboard.press('ArrowRight');
  const reveal = page.locator('.deck-on.deck-reveal');
  await expect(reveal.locator('h2')).toContainText('Answer: B');
  const widget = page.locator('.deck-on section.widget#collision');
  await expect(widget).toBeVisible();
  await expect(widget.locator('input[type="range"][data-param="e"]')).toHaveValue('1');
  await expect(page).toHaveURL(/\?e=1#slide-\d+$/);
  // A reload on the reveal returns to it, with its configuration.
  await page.reload();
  await expect(counter).toHaveText(new RegExp(`^${at + 1} /`));
  await expect(page.locator('.deck-on.deck-reveal')).toBeVisible();
  // The next question's reveal sets its own configuration; after the last reveal, the teacher's
  // configuration (e = 0.3) comes back for the key results.
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.deck-on.deck-predict[data-predict="ni-pinned"]')).toBeVisible();
  await expect(page).toHaveURL(/\?e=0\.3#/);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?fixB=1#/);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.deck-on.key-results')).toBeVisible();
  await expect(page).toHaveURL(/\?e=0\.3#/);
});

test('a step slide shows the words that lead into it and the equation before, small; the “Choosing e” table has its slide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/${SLUG}/present/#what-an-impulse-does-to-a-body`);
  const counter = page.locator('[data-deck="counter"]');
  await expect(page.locator('.deck-on#what-an-impulse-does-to-a-body')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.deck-on#eq\\:ni-impulse-linear')).toBeVisible();
  await expect(page.locator('.deck-on.deck-lead')).toContainText(
    'Dividing by the masses gives the new velocities',
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.deck-on#eq\\:ni-impulse-angular')).toBeVisible();
  const prev = page.locator('.deck-on.deck-prev');
  await expect(prev).toBeVisible();
  // The equation before is the one of the slide before: impulse-linear, after the six head-on steps.
  await expect(prev.locator('.step-number')).toHaveText('(7)');
  const small = await prev.locator('math').evaluate((m) => parseFloat(getComputedStyle(m).fontSize));
  const large = await page
    .locator('.deck-on#eq\\:ni-impulse-angular math')
    .first()
    .evaluate((m) => parseFloat(getComputedStyle(m).fontSize));
  expect(small).toBeLessThan(large);
  await page.goto(`/${SLUG}/present/#choosing-e-for-a-pair-of-materials`);
  await expect(counter).not.toHaveText(/^1 \//);
  await page.keyboard.press('ArrowRight');
  const table = page.locator('.deck-content > .deck-on:is(table, .table-scroll)');
  await expect(table).toBeVisible();
  await expect(table).toContainText('the bouncier body wins');
});

test('the deck’s first step slides are the head-on ones, in the page’s order, under their section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/${SLUG}/present/`);
  const counter = page.locator('[data-deck="counter"]');
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const shown = page.locator('.deck-content > div.step.deck-on');
  const ids: string[] = [];
  for (let n = 2; ids.length < 7; n++) {
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(new RegExp(`^${n} /`));
    if ((await shown.count()) === 0) continue;
    ids.push((await shown.getAttribute('id'))!);
    if (ids.length === 1) {
      // The first: momentum on one line, under the head-on section's heading.
      await expect(page.locator('.deck-content > h2.deck-on')).toHaveText(
        'Start on one line: a head-on collision',
      );
      await expect(page.locator('.deck-on.deck-lead')).toContainText('by the impulse it receives');
    }
  }
  expect(ids).toEqual([
    'eq:ni-1d-momentum',
    'eq:ni-1d-velocity',
    'eq:ni-1d-approach',
    'eq:ni-1d-restitution',
    'eq:ni-1d-solve',
    'eq:ni-1d-j',
    'eq:ni-impulse-linear',
  ]);
});

test('?errata=0 leaves the sources’ errata out of the deck, from a checkbox on the first slide, and the URL keeps it', async ({
  page,
}) => {
  await page.goto(`/${SLUG}/present/`);
  const counter = page.locator('[data-deck="counter"]');
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const withErrata = Number((await counter.textContent())!.split('/')[1]);
  const box = page.getByLabel('Include the sources’ errata');
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(page).toHaveURL(/\?errata=0#slide-1$/);
  await expect(counter).not.toHaveText(`1 / ${withErrata}`);
  const without = Number((await counter.textContent())!.split('/')[1]);
  expect(without).toBeLessThan(withErrata);
  await page.reload();
  await expect(counter).toHaveText(`1 / ${without}`);
  await expect(page.getByLabel('Include the sources’ errata')).not.toBeChecked();
  for (let i = 2; i <= without; i++) {
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`${i} / ${without}`);
    await expect(page.locator('.deck-content > .deck-on:is(.errata, #errata)')).toHaveCount(0);
  }
  // The reading page keeps them, each source's behind one line.
  await page.goto(`/${SLUG}/`);
  const errata = page.locator('details.errata');
  expect(await errata.count()).toBeGreaterThan(1);
  for (const d of await errata.all()) {
    await expect(d).not.toHaveAttribute('open');
    await expect(d.locator(':scope > summary')).toContainText('Errata');
  }
});

test('the speaker notes window follows the deck: its notes, the next slide’s title, and its keys move the deck', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/${SLUG}/present/#slide-3`);
  const counter = page.locator('[data-deck="counter"]');
  await expect(counter).toHaveText(/^3 \//);
  const popup = context.waitForEvent('page');
  await page.keyboard.press('s');
  const notes = await popup;
  await expect(notes).toHaveURL(/\/present\/\?notes=#slide-3$/);
  const title = notes.locator('[data-notes="title"]');
  // A second window loads and lays out the whole page before its script runs.
  await expect(notes.locator('[data-notes="counter"]')).toHaveText(/^Slide 3 \//, { timeout: 30_000 });
  const first = await title.textContent();
  const body = notes.locator('[data-notes="body"]');
  await expect(body).not.toBeEmpty();
  const firstNotes = await body.textContent();
  await expect(notes.locator('[data-notes="next"]')).toContainText('Next:');
  await expect(notes.locator('.deck-content')).toBeHidden();
  // The deck advances: the notes follow.
  await page.keyboard.press('ArrowRight');
  await expect(notes.locator('[data-notes="counter"]')).toHaveText(/^Slide 4 \//);
  expect(await body.textContent()).not.toBe(firstNotes);
  // The notes window's → moves the deck.
  await notes.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(/^5 \//);
  await expect(notes.locator('[data-notes="counter"]')).toHaveText(/^Slide 5 \//);
  expect(await title.textContent()).toBeTruthy();
  expect(first).toBeTruthy();
});
