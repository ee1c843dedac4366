// The deck a teacher presents (/<slug>/present/), in a browser: what needs its script and a real
// engine, in one visit of one chapter's deck at a projector's 1280×720. The slides' structure and
// order (the vote and reveal pairs and their configurations, the key results last, a step's lead-in
// and the equation before, the errata marked, the notes) are every chapter's, checked on the served
// HTML by tests/static/classroom.test.ts with the deck's own cutting code; here the same cut gives
// the number of slides and their titles the browser must show.
//
// The one visit, as a teacher takes it: the chapter opened from a link with a configuration, its
// "present" link into the deck in that configuration (a widget's slide and the plugged-in numbers
// show it), the keys, each prediction's vote (before the section that answers it) and reveal (after
// it: the widget at the answer's configuration, the number that answers it, the link's configuration
// back after), the errata left out and back, the speaker notes window
// following the deck, the slide in the URL through a reload and a fragment, Esc back to the page.
//
// Mutations this catches (each tried on a build of its own): the plugged-in numbers at the defaults,
// not the link's configuration; a reveal that shows the link's configuration instead of its
// question's; the link's configuration not restored after a reveal; ?errata=0 not filtering at load;
// the notes window not following the deck.
import { test, expect, firstChapterWith, axeViolations, darkColourViolations } from './support';
import type { PredictExercise } from '../../src/kit/exercises/model';
import { configSearch } from '../../src/params/url';
import { deckOf, words } from '../static/classroom-support';
import {
  anotherValue,
  expectControlsAt,
  expectStepNumbersAt,
  expectUrlConfiguration,
} from './classroom-config';

const CHAPTER = await firstChapterWith(
  'a widget and a prediction question',
  (c) => c.widgets.length > 0 && c.exercises.some((e) => e.kind === 'predict'),
);
const { slug } = CHAPTER;
const PREDICTIONS = CHAPTER.exercises.filter((e): e is PredictExercise => e.kind === 'predict');
const CONFIG = anotherValue(CHAPTER);
const SEARCH = `?${CONFIG.query}`;

/** The deck as the static layer cuts it (plain data: the browser must show the same slides). */
const SLIDES = deckOf(slug).slides.map((s) => ({
  title: s.title,
  section: s.section,
  errata: s.errata,
  reveal: s.reveal,
  vote: s.vote,
  revealOf: s.parts[0]?.getAttribute('data-reveal') ?? null,
  readout: words(s.parts[0]?.querySelector('.deck-readout')),
  step: s.parts.at(-1)?.getAttribute('data-step') ?? null,
  prev: s.parts.some((p) => p.classList.contains('deck-prev')),
  controls: s.parts.some((p) => p.querySelector(`section.widget [data-param="${CONFIG.name}"]`) !== null),
}));
const N = SLIDES.length;
/** Slide numbers (from 1) of the first widget slide with the configured control, and of the first step after it with the equation before. */
const WIDGET_SLIDE = SLIDES.findIndex((s) => s.reveal === undefined && s.controls) + 1;
const PREV_SLIDE = SLIDES.findIndex((s, i) => i >= WIDGET_SLIDE && s.prev) + 1;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One visit carries the whole deck: slow on a loaded machine.
test.describe.configure({ timeout: 300_000 });

test('presenting a chapter from a link: its configuration, the keys, each vote and reveal, the errata, the speaker notes and the slide in the URL', async ({
  page,
  context,
}) => {
  expect(WIDGET_SLIDE, `a widget slide with the control of ${CONFIG.name}`).toBeGreaterThan(0);
  expect(PREV_SLIDE, 'a step slide after it with the equation before').toBeGreaterThan(WIDGET_SLIDE);
  await page.setViewportSize({ width: 1280, height: 720 });
  const counter = page.locator('[aria-live] [data-deck="counter"]');
  const at = (i: number, of = N) => expect(counter).toHaveText(`${i} / ${of}`);
  const press = async (key: string, times = 1) => {
    for (let i = 0; i < times; i++) await page.keyboard.press(key);
  };

  await test.step('a chapter opened with a configuration links its deck with it, before any interaction', async () => {
    await page.goto(`/${slug}/${SEARCH}`);
    const link = page.getByRole('link', { name: 'present it as slides' });
    await link.focus();
    expect(new URL((await link.getAttribute('href'))!, page.url()).search).toBe(SEARCH);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/present/${esc(SEARCH)}#slide-1$`));
    await at(1);
    expect(N).toBeGreaterThan(8);
    await expect(page.locator('.deck-title h1')).toBeVisible();
  });

  await test.step('axe finds no violations on the first slide, and none of its colour rules in dark', async () => {
    expect(await axeViolations(page)).toEqual([]);
    expect.soft(await darkColourViolations(page), 'dark').toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
  });

  await test.step('→ Space Page Down, Page Up ←, End and Home move through the slides', async () => {
    await press('ArrowRight');
    await at(2);
    await expect(page.locator('.deck-title h1')).toBeHidden();
    await expect(page.locator('.deck-content > h2.deck-on')).toBeVisible();
    await expect(page.locator('.deck-key.deck-on')).toBeVisible();
    await press('Space');
    await press('PageDown');
    await at(4);
    await press('PageUp');
    await press('ArrowLeft');
    await at(2);
    await expect(page).toHaveURL(new RegExp(`/present/${esc(SEARCH)}#slide-2$`));
    await press('End');
    await at(N);
    await expect(page.locator('.deck-on.key-results')).toBeVisible();
    await press('Home');
    await at(1);
  });

  await test.step('G, a number, Enter: that slide; a number no slide has is said, and the deck stays', async () => {
    const target = Math.min(7, N - 1);
    await press('g');
    await expect(counter).toHaveText(`go to slide … of ${N}`);
    for (const digit of String(target)) await press(digit);
    await expect(counter).toHaveText(`go to slide ${target} of ${N}`);
    await press('Enter');
    await at(target);
    await expect(page).toHaveURL(new RegExp(`#slide-${target}$`));
    await press('G');
    for (const digit of String(N + 1)) await press(digit);
    await press('Enter');
    await expect(counter).toHaveText(`no slide ${N + 1}: 1 to ${N}`);
    await expect(page).toHaveURL(new RegExp(`#slide-${target}$`));
    // Any other key leaves the number: → moves on from where the deck is.
    await press('g');
    await press('3');
    await press('Escape');
    await press('ArrowRight');
    await at(target + 1);
    await press('Home');
    await at(1);
  });

  await test.step('the link’s configuration: on the widget’s slide, and in the numbers N plugs in', async () => {
    await press('ArrowRight', WIDGET_SLIDE - 1);
    await at(WIDGET_SLIDE);
    const widget = page.locator('.deck-on section.widget').filter({
      has: page.locator(`[data-param="${CONFIG.name}"]`),
    });
    await expect(widget).toBeVisible();
    await expectControlsAt(widget, { [CONFIG.name]: CONFIG.value });
    // A step slide: the equation before, smaller than the step's own.
    await press('ArrowRight', PREV_SLIDE - WIDGET_SLIDE);
    await at(PREV_SLIDE);
    const prev = page.locator('.deck-on.deck-prev');
    await expect(prev).toBeVisible();
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const small = await prev.locator('math').first().evaluate(size);
    const large = await page.locator('.deck-content > .step.deck-on math').first().evaluate(size);
    expect(small).toBeLessThan(large);
    const box = page.locator('#plug-in-numbers');
    await expect(box).not.toBeChecked();
    await press('n');
    await expect(box).toBeChecked();
    await expect(page.locator('.deck-content > .step.deck-on .step-numbers')).toBeVisible();
    await expectStepNumbersAt(page.locator('.deck-content'), CHAPTER, SEARCH);
    await expectUrlConfiguration(page, CHAPTER, SEARCH);
  });

  await test.step('each prediction: its vote before the section that answers it; its reveal after that section, the widget at the answer’s configuration and the number that answers it legible; the link’s configuration after', async () => {
    const goTo = async (k: number) => {
      await press('g');
      for (const digit of String(k)) await press(digit);
      await press('Enter');
      await at(k);
    };
    for (const [i, p] of PREDICTIONS.entries()) {
      const k = SLIDES.findIndex((s) => s.vote === p.id) + 1;
      const r = SLIDES.findIndex((s) => s.revealOf === p.id) + 1;
      expect(k, `${p.id}: a vote before its section`).toBeGreaterThan(1);
      expect(r, `${p.id}: the reveal after the section`).toBeGreaterThan(k + 1);
      await goTo(k);
      // The vote: the question, no answer and no widget; the teacher's configuration.
      await expect(page.locator(`.deck-on.deck-predict[data-predict="${p.id}"]`)).toBeVisible();
      await expect(page.locator('.deck-on.deck-reveal')).toHaveCount(0);
      await expect(page.locator('.deck-on section.widget')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`#slide-${k}$`));
      await expectUrlConfiguration(page, CHAPTER, SEARCH);
      // The reveal, from the section's last slide: the answer, and the widget the question names at
      // its configuration.
      await goTo(r - 1);
      await press('ArrowRight');
      await at(r);
      const reveal = page.locator(`.deck-on.deck-reveal[data-reveal="${p.id}"]`);
      await expect(reveal.locator('h2')).toContainText(`Answer: ${String.fromCharCode(65 + p.correct)}`);
      await expectUrlConfiguration(page, CHAPTER, configSearch(p.link.query));
      const readout = SLIDES[r - 1]!.readout;
      if (readout) {
        // The number that answers it, before and after, on the screen at projector size (1/54 of
        // its height).
        const line = reveal.locator('.deck-readout');
        await expect(line).toBeInViewport();
        await expect(line).toHaveText(readout);
        expect(await line.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(
          720 / 54,
        );
      }
      // Then the widget the question names, on the slide after, at its configuration.
      await press('ArrowRight');
      await at(r + 1);
      const widget = page.locator(`.deck-on section.widget#${p.link.widget}`);
      await expect(widget).toBeVisible();
      await expectControlsAt(widget, p.link.query);
      await expectUrlConfiguration(page, CHAPTER, configSearch(p.link.query));
      if (i === 0) {
        // A reload on the reveal's widget returns to it, with its configuration.
        await page.reload();
        await at(r + 1);
        await expectControlsAt(widget, p.link.query);
      }
      // The slide after the reveal's (not another reveal): the teacher's configuration again.
      const after = SLIDES.findIndex((s, j) => j >= r && s.reveal === undefined) + 1;
      if (after > 0 && SLIDES.slice(r, after - 1).every((s) => s.revealOf === null)) {
        await goTo(after - 1);
        await press('ArrowRight');
        await at(after);
        await expectUrlConfiguration(page, CHAPTER, SEARCH);
      }
    }
    // The key results close the deck, in the teacher's configuration.
    await press('End');
    await at(N);
    await expect(page.locator('.deck-on.key-results')).toBeVisible();
    await expectUrlConfiguration(page, CHAPTER, SEARCH);
  });

  await test.step('?errata=0, from the first slide’s checkbox, leaves the errata out, through a reload', async () => {
    const without = SLIDES.filter((s) => !s.errata).length;
    expect(without, 'errata slides to leave out').toBeLessThan(N);
    await press('Home');
    await at(1);
    const box = page.getByLabel('Include the sources’ errata');
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(page).toHaveURL(/[?&]errata=0(&|#)/);
    await expect(page).toHaveURL(/#slide-1$/);
    await at(1, without);
    await page.reload();
    await at(1, without);
    await expect(page.getByLabel('Include the sources’ errata')).not.toBeChecked();
    // Every slide in turn (the deck's own key handler, synchronous): none shows the errata.
    const shown = await page.evaluate((count) => {
      const found: string[] = [];
      for (let i = 1; i < count; i++) {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
        if (document.querySelector('.deck-content > .deck-on:is(.errata, #errata), .deck-on .errata'))
          found.push(document.querySelector('[data-deck="counter"]')!.textContent!);
      }
      return found;
    }, without);
    expect(shown, 'slides showing errata').toEqual([]);
    await at(without, without);
    await press('Home');
    await page.getByLabel('Include the sources’ errata').check();
    await expect(page).not.toHaveURL(/errata=/);
    await at(1);
    // Esc leaves the checkbox first (its keys are its own), then the arrows are the deck's again.
    await press('Escape');
    await expect(page).toHaveURL(new RegExp(`/present/`));
    await expectUrlConfiguration(page, CHAPTER, SEARCH);
  });

  await test.step('S opens the speaker notes, which follow the deck, and whose keys move it', async () => {
    await press('ArrowRight', 2);
    await at(3);
    const popup = context.waitForEvent('page');
    await press('s');
    const notes = await popup;
    await expect(notes).toHaveURL(new RegExp(`/present/\\?${esc(CONFIG.query)}&notes=#slide-3$`));
    const notesCounter = notes.locator('[data-notes="counter"]');
    // A second window loads and lays out the whole page before its script runs.
    await expect(notesCounter).toHaveText(`Slide 3 / ${N}`, { timeout: 30_000 });
    await expect(notes.locator('[data-notes="title"]')).toHaveText(SLIDES[2]!.title);
    await expect(notes.locator('[data-notes="next"]')).toHaveText(`Next: ${SLIDES[3]!.title}`);
    const body = notes.locator('[data-notes="body"]');
    await expect(body).not.toBeEmpty();
    const first = await body.textContent();
    await expect(notes.locator('.deck-content')).toBeHidden();
    await press('ArrowRight');
    await expect(notesCounter).toHaveText(`Slide 4 / ${N}`);
    await expect(notes.locator('[data-notes="title"]')).toHaveText(SLIDES[3]!.title);
    expect(await body.textContent()).not.toBe(first);
    await notes.keyboard.press('ArrowRight');
    await at(5);
    await expect(notesCounter).toHaveText(`Slide 5 / ${N}`);
    await notes.close();
  });

  await test.step('the slide is in the URL: a reload returns to it; a fragment past the end or naming a section opens its slide', async () => {
    await expect(page).toHaveURL(new RegExp(`/present/${esc(SEARCH)}#slide-5$`));
    await page.reload();
    await at(5);
    await expect(page.locator('.deck-on').first()).toBeVisible();
    await page.evaluate(() => (window.location.hash = '#slide-999'));
    await at(N);
    const section = SLIDES.find((s) => s.step !== null)!.section;
    const first = SLIDES.findIndex((s) => s.section === section && s.vote === undefined) + 1;
    await page.evaluate((id) => (window.location.hash = `#${id}`), section);
    await at(first);
    await expect(page.locator(`.deck-content > h2#${section}.deck-on`)).toBeVisible();
  });

  await test.step('Esc returns to the reading page, at the slide’s section, in the configuration', async () => {
    const section = await page.locator('.deck-content > h2.deck-on').getAttribute('id');
    await press('Escape');
    await expect(page).toHaveURL(new RegExp(`/${slug}/${esc(SEARCH)}#${section}$`));
  });
});
