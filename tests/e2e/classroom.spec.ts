// The classroom routes: embeds (/embed/<slug>/<widget>/ and /embed/), /teach/, presenter mode
// (/<slug>/present/) and handouts (/<slug>/handout/). What every chapter has is checked on every
// chapter; what is checked on one takes the first chapter in teaching order that has it.
import type { Page } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import type { Chapter } from '../../src/site/chapters';
import {
  test,
  expect,
  DIST,
  SLUGS,
  nextFrame,
  axeViolations,
  darkColourViolations,
  hydrate,
  loadChapters,
  firstChapterWith,
  embedSnippet,
} from './support';

const CHAPTERS = await loadChapters();
/** The example chapter of the routes every chapter has, and its first widget. */
const FIRST = await firstChapterWith('a widget', (c) => c.widgets.length > 0);
const FIRST_WIDGET = FIRST.widgets[0]!;

/**
 * A link query for the chapter: its derivation's first number parameter a few steps from its
 * default (a value its numbers depend on).
 */
function anotherValue(c: Chapter): string {
  const p = c.derivation.params.find((x) => x.kind === 'number');
  if (p?.kind !== 'number') throw new Error(`${c.file}: no number parameter`);
  for (const k of [3, -3, 1, -1]) {
    const v = Number((p.default + k * p.step).toFixed(9));
    if (v >= p.min && v <= p.max) return `${p.name}=${v}`;
  }
  throw new Error(`${c.file}: no other value for ${p.name}`);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The embeds that were built, one per widget in the chapters' registries. */
const WIDGETS = SLUGS.flatMap((slug) =>
  existsSync(`${DIST}/embed/${slug}`)
    ? readdirSync(`${DIST}/embed/${slug}`).map((key) => ({ slug, key }))
    : [],
);

/** Every SVG and plot in the widget, as markup: what the reader sees as its figure. */
async function figure(page: Page): Promise<string> {
  return page.locator('section.widget svg').evaluateAll((svgs) => svgs.map((s) => s.outerHTML).join('\n'));
}

test('the registry lists widgets for every chapter, and /embed/ links each one', async ({ page }) => {
  expect(CHAPTERS.map((c) => c.slug).sort(), 'a chapter for every page').toEqual([...SLUGS]);
  expect(
    WIDGETS.map((w) => `${w.slug}/${w.key}`).sort(),
    "an embed built for every widget of every chapter's manifest",
  ).toEqual(CHAPTERS.flatMap((c) => c.widgets.map((w) => `${c.slug}/${w.key}`)).sort());
  await page.goto('/embed/');
  for (const slug of SLUGS) {
    const mine = WIDGETS.filter((w) => w.slug === slug);
    expect(mine.length, slug).toBeGreaterThan(0);
    for (const w of mine) {
      await expect(page.locator(`a[href="/embed/${slug}/${w.key}/"]`)).toHaveCount(1);
    }
  }
  await expect(page.locator('.site-header')).toHaveCount(1);
});

for (const w of WIDGETS) {
  test(`embed ${w.slug}/${w.key} works alone: no site header, a slider changes its figure, a link back`, async ({
    page,
  }) => {
    await page.goto(`/embed/${w.slug}/${w.key}/?from=test`);
    await expect(page.locator('.site-header, .toc, nav.prev-next, .site-footer')).toHaveCount(0);
    const island = page.locator('astro-island').first();
    await expect(island).not.toHaveAttribute('ssr');
    await expect(page.locator('section.widget')).toHaveCount(1);
    await expect(page.locator('section.widget h3')).toBeVisible();
    // Not every slider moves a figure (a velocity does not change an effective-mass curve): move
    // each in turn, to its far end, until one has; at least one must.
    const before = await figure(page);
    const sliders = page.locator('section.widget input[type="range"]:visible:not([disabled])');
    let changed = false;
    for (let i = 0, n = await sliders.count(); i < n && !changed; i++) {
      const slider = sliders.nth(i);
      await slider.focus();
      const atMax = (await slider.inputValue()) === (await slider.getAttribute('max'));
      await page.keyboard.press(atMax ? 'Home' : 'End');
      // The first key press loads the chart code: give the figure a moment rather than two frames.
      changed = await expect
        .poll(() => figure(page), { timeout: 1_500 })
        .not.toBe(before)
        .then(
          () => true,
          () => false,
        );
    }
    expect(changed, 'some slider changes the figure').toBe(true);
    const anchor = await page.locator('section.widget').getAttribute('id');
    const back = page.locator('.embed-back a');
    await back.focus();
    await expect(back).toHaveAttribute('href', new RegExp(`/${w.slug}/\\?.*from=test.*#${anchor}$`));
  });
}

test('a widget on its page offers "Embed" with a copyable iframe snippet of its configuration', async ({
  page,
}) => {
  await page.goto(`/${FIRST.slug}/?from=test#${FIRST_WIDGET.anchor}`);
  const widget = page.locator(`section#${FIRST_WIDGET.anchor}`);
  const snippet = await embedSnippet(widget);
  expect(snippet).toMatch(
    new RegExp(
      `^<iframe src="http://127\\.0\\.0\\.1:\\d+/embed/${FIRST.slug}/${FIRST_WIDGET.key}/\\?from=test"`,
    ),
  );
  expect(snippet).toContain(`title="${FIRST_WIDGET.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
  await expect(widget.getByRole('button', { name: 'Copy snippet' })).toBeVisible();
});

test('/teach/ links present, print and embed for every chapter, and / links to /teach/', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('a[href="/teach/"]')).toHaveCount(1);
  await page.goto('/teach/');
  for (const slug of SLUGS) {
    const row = page.locator(`tr[data-chapter="${slug}"]`);
    await expect(row.locator(`a[href="/${slug}/present/"]`)).toHaveCount(1);
    await expect(row.locator(`a[href="/${slug}/handout/"]`)).toHaveCount(1);
    await expect(row.locator(`a[href^="/embed/${slug}/"]`)).toHaveCount(
      WIDGETS.filter((w) => w.slug === slug).length,
    );
  }
  await expect(page.getByText('?ex-<exercise id>=<seed>')).toBeVisible();
});

test('presenter mode moves with the keys, its counter changes, N plugs in numbers, Esc returns to the page', async ({
  page,
}) => {
  const query = anotherValue(FIRST);
  await page.goto(`/${FIRST.slug}/present/?${query}`);
  const counter = page.locator('[aria-live] [data-deck="counter"]');
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const n = Number((await counter.textContent())!.split('/')[1]);
  expect(n).toBeGreaterThan(8);
  await expect(page.locator('.deck-title h1')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${n}`);
  await expect(page.locator('.deck-title h1')).toBeHidden();
  await expect(page.locator('.deck-content > h2.deck-on')).toBeVisible();
  await expect(page.locator('.deck-key.deck-on')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('PageDown');
  await expect(counter).toHaveText(`4 / ${n}`);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`2 / ${n}`);
  await page.keyboard.press('End');
  await expect(counter).toHaveText(`${n} / ${n}`);
  await page.keyboard.press('Home');
  await expect(counter).toHaveText(`1 / ${n}`);
  // The slide holding the chapter's first widget shows it live.
  const live = page.locator(`section#${FIRST_WIDGET.anchor}`);
  for (let i = 0; i < n && !(await live.isVisible()); i++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(live).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const box = page.locator('#plug-in-numbers');
  await expect(box).not.toBeChecked();
  await page.keyboard.press('n');
  await expect(box).toBeChecked();
  const section = await page.locator('.deck-content > h2.deck-on').getAttribute('id');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/${FIRST.slug}/\\?${escapeRegExp(query)}#${section}$`));
});

test('the slide is in the URL: a reload and a shared link return to it, the state query kept', async ({
  page,
  newContext,
}) => {
  const query = anotherValue(FIRST);
  await page.goto(`/${FIRST.slug}/present/?${query}`);
  const counter = page.locator('[data-deck="counter"]');
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  await expect(page).toHaveURL(new RegExp(`/present/\\?${escapeRegExp(query)}#slide-1$`));
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(/^5 \//);
  await expect(page).toHaveURL(new RegExp(`/present/\\?${escapeRegExp(query)}#slide-5$`));
  await page.reload();
  await expect(counter).toHaveText(/^5 \//);
  await expect(page.locator('.deck-on').first()).toBeVisible();
  // A link shared to another browser opens the same slide with the same values.
  const other = await (await newContext()).newPage();
  await other.goto(page.url());
  await expect(other.locator('[data-deck="counter"]')).toHaveText(/^5 \//);
  const param = query.split('=')[0]!;
  await expect(other.locator(`input[type="range"][data-param="${param}"]`).first()).toHaveValue(
    query.split('=')[1]!,
  );
  // A number past the last slide opens the last; a section's id still opens its first slide.
  await other.goto(`/${FIRST.slug}/present/#slide-999`);
  const n = Number((await other.locator('[data-deck="counter"]').textContent())!.split('/')[1]);
  await expect(other.locator('[data-deck="counter"]')).toHaveText(`${n} / ${n}`);
});

test('presenter mode without JavaScript shows every slide’s text in sequence', async ({ newContext }) => {
  // Every chapter's deck, one after the other: a limit against hangs on a loaded machine.
  test.setTimeout(120_000);
  const context = await newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const slug of SLUGS) {
    await page.goto(`/${slug}/present/`);
    await expect(page.locator('.deck-bar')).toBeHidden();
    for (const h2 of await page.locator('.deck-content > h2').all()) await expect(h2).toBeVisible();
    await expect(page.locator('.deck-content .step').first()).toBeVisible();
  }
});

test('the handout renders its QR code for the page’s state, numbers plugged in, and prints without controls', async ({
  page,
}) => {
  const numbers = () => page.locator('.step-numbers output').allTextContents();
  await page.goto(`/${FIRST.slug}/handout/`);
  await expect(page.locator('body[data-handout-ready]')).toHaveCount(1);
  const atDefaults = await numbers();
  const query = anotherValue(FIRST);
  await page.goto(`/${FIRST.slug}/handout/?${query}`);
  const qr = page.locator('.handout-qr');
  await expect(qr.locator('svg')).toBeVisible();
  const link = new RegExp(`/${FIRST.slug}/\\?${escapeRegExp(query)}$`);
  await expect(qr).toHaveAttribute('data-qr', link);
  await expect(qr.locator('figcaption a')).toHaveAttribute('href', link);
  await expect(page.locator('#plug-in-numbers')).toBeChecked();
  await expect(page.locator('.step-numbers').first()).toBeVisible();
  await expect(page.locator('body[data-handout-ready]')).toHaveCount(1);
  // The link's value reaches the derivation's numbers (the numbers island writes the query string's state).
  await expect.poll(numbers, `numbers at ${query}`).not.toEqual(atDefaults);
  await page.emulateMedia({ media: 'print' });
  const controls = page.locator('input, button, select, textarea');
  const n = await controls.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) await expect(controls.nth(i)).toBeHidden();
  await expect(qr.locator('svg')).toBeVisible();
  await expect(page.locator('h1')).toBeVisible();
});

test('the handout without JavaScript shows the defaults, numbers and the QR code', async ({ newContext }) => {
  // Every chapter's handout, one after the other: a limit against hangs on a loaded machine.
  test.setTimeout(120_000);
  const context = await newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const slug of SLUGS) {
    await page.goto(`/${slug}/handout/`);
    await expect(page.locator('.handout-qr svg')).toBeVisible();
    await expect(page.locator('.step-numbers').first()).toBeVisible();
  }
});

for (const path of [
  '/embed/',
  '/teach/',
  `/${FIRST.slug}/present/`,
  `/embed/${FIRST.slug}/${FIRST_WIDGET.key}/`,
  `/${FIRST.slug}/handout/`,
]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(path);
    await nextFrame(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

// The dark colour scheme on the classroom routes: only colours change, so only the colour rules,
// each page as a reader sees it (an embed hydrated, every disclosure open). Every deck and handout;
// of the embeds, one: an embed is a widget in the same frame on every route, and every widget is
// checked in dark, hydrated with its disclosures open, on its chapter page (a11y.spec.ts).
for (const slug of SLUGS) {
  const paths = [
    `/${slug}/present/`,
    `/${slug}/handout/`,
    ...(slug === FIRST.slug ? [`/embed/${slug}/${FIRST_WIDGET.key}/`] : []),
  ];
  test(`dark colours: axe's colour rules find no violations on ${paths.join(', ')}`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of paths) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      if (path.startsWith('/embed/')) await hydrate(page);
      // A step's Code frame and the porting notes' frame are checked by code.spec.ts.
      await page.evaluate(() =>
        document
          .querySelectorAll('details:not(.step-code, .porting-notes)')
          .forEach((d) => ((d as HTMLDetailsElement).open = true)),
      );
      await nextFrame(page);
      expect.soft(await darkColourViolations(page), path).toEqual([]);
    }
  });
}

test("dark colours: axe's colour rules find no violations on /teach/ and /embed/", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ['/teach/', '/embed/']) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    expect.soft(await darkColourViolations(page), path).toEqual([]);
  }
});

test('the handout prints an exercise sheet drawn as the live page draws it, and its answer key on a page of its own', async ({
  page,
}) => {
  // The live page is opened once per numeric exercise: a limit against hangs on a loaded machine.
  test.setTimeout(120_000);
  const chapter = await firstChapterWith('a numeric exercise', (c) =>
    c.exercises.some((e) => e.kind === 'numeric'),
  );
  await page.goto(`/${chapter.slug}/handout/`);
  const problems = page.locator('.handout-exercises li[data-exercise]');
  const answers = page.locator('.handout-answers [data-answer]');
  const n = await problems.count();
  expect(n).toBeGreaterThanOrEqual(4);
  await expect(answers).toHaveCount(n);
  const printed = await problems.evaluateAll((ps) => ps.map((p) => p.getAttribute('data-exercise')!));
  const printedAnswers = await answers.evaluateAll((as) => as.map((a) => a.getAttribute('data-answer')!));
  await expect(page.locator('.handout-content h2#exercises')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('.handout-answers').evaluate((el) => getComputedStyle(el).breakBefore)).toBe(
    'page',
  );

  // The live page's exercises, in its order (predictions as questions, not a second numeric
  // version); each numeric one at seed 1, with the answer the live page shows for that seed.
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/${chapter.slug}/`);
  const liveIds = await page
    .locator('[data-exercise]')
    .evaluateAll((es) => es.map((e) => e.getAttribute('data-exercise')!));
  expect(printed).toEqual(liveIds);
  for (const [k, id] of printed.entries()) {
    const live = page.locator(`[data-exercise="${id}"]`);
    if ((await live.getAttribute('data-exercise-kind')) !== 'numeric') continue;
    await page.goto(`/${chapter.slug}/?ex-${id}=1#exercises`);
    await live.getByRole('button', { name: 'Show solution' }).click();
    await expect(live.locator('[data-answer]')).toHaveAttribute('data-answer', printedAnswers[k]!);
  }
});
