// The teacher's path from a chapter to /teach/ and back, in a browser: what needs the page's scripts
// (links that take the configuration the reader set, a snippet of it, a widget hydrated at a link's
// configuration, an anchor landed on). What /teach/ says for every chapter (its lessons' parts, its
// links and where they land, a vote's configuration in its link) is tests/static/classroom.test.ts's.
//
// The teacher's walk into the deck ends the visit: the plan's vote opens its vote slide in the
// question's configuration, the reveal shows the number that answers it, G 14 Enter and the slide
// list (L) move through it, and the plan without rotation presents only its sections. Which slide is
// where, and what each ?sections= deck holds, is the static layer's (buildSlides, chooseSections).
//
// Mutations this catches (each tried on a build of its own): a chapter's classroom links without the
// scrubbed configuration; /teach/'s script carrying it to another chapter's links; the plan's deck
// link opening the answer's configuration or a section instead of the vote; ?sections= ignored.
import {
  test,
  expect,
  TEACHING_ORDER,
  loadChapters,
  axeViolations,
  darkColourViolations,
  embedSnippet,
} from './support';
import type { PredictExercise } from '../../src/kit/exercises/model';
import { configSearch } from '../../src/params/url';
import { expectControlsAt, expectUrlConfiguration } from './classroom-config';
import { deckOf, words } from '../static/classroom-support';
import { chooseSections, NO_ROTATION_PLAN, PLAN_KEY } from '../../src/site/deck/deck';

// The visit opens three of the site's largest pages.
test.describe.configure({ timeout: 180_000 });

const CHAPTERS = await loadChapters();
const CHAPTER = CHAPTERS.find((c) => c.slug === TEACHING_ORDER[0])!;
/** The first vote of the chapter's lesson plan, and the prediction question it puts. */
const VOTE = (() => {
  const c = CHAPTERS.find((x) => x.teaching.plan.some((s) => s.kind === 'vote'))!;
  const vote = c.teaching.plan.find((s) => s.kind === 'vote')!;
  const predict = c.exercises.find(
    (e): e is PredictExercise => e.kind === 'predict' && 'predict' in vote && e.id === vote.predict,
  )!;
  return { chapter: c, predict };
})();

test('a teacher’s path: a chapter scrubbed to a configuration links the classroom and its embeds with it; /teach/ takes it on; a lesson’s links land on the page set up', async ({
  page,
}) => {
  const { slug } = CHAPTER;
  let search = '';

  await test.step('the chapter scrubbed: its deck, handout and teaching notes links, and an Embed snippet, take the configuration', async () => {
    await page.goto(`/${slug}/`);
    const links = page.getByRole('navigation', { name: 'For the classroom' }).getByRole('link');
    await expect(links).toHaveCount(3);
    const slider = page.locator('main input[type="range"][data-param]').first();
    const param = (await slider.getAttribute('data-param'))!;
    await slider.focus();
    await expect(slider.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', {
      timeout: 20_000,
    });
    const before = await slider.inputValue();
    const atMax = before === (await slider.getAttribute('max'));
    for (let i = 0; i < 3; i++) await slider.press(atMax ? 'ArrowLeft' : 'ArrowRight');
    const value = await slider.inputValue();
    expect(value).not.toBe(before);
    await expect(page).toHaveURL(new RegExp(`[?&]${param}=${value.replace('.', '\\.')}(&|#|$)`));
    search = new URL(page.url()).search;
    for (const [name, path] of [
      ['present it as slides', `/${slug}/present/`],
      ['print a handout', `/${slug}/handout/`],
      ['teaching notes', `/teach/`],
    ] as const) {
      const link = page.getByRole('link', { name });
      await link.hover();
      const href = new URL((await link.getAttribute('href'))!, page.url());
      expect(href.pathname).toBe(path);
      expect(href.search, name).toBe(search);
      if (path === '/teach/') expect(href.hash).toBe(`#${slug}`);
    }
    // The widget's Embed action: an iframe of this embed, in this configuration, titled as the widget.
    const w = CHAPTER.widgets.find((x) => x.key === CHAPTER.widgets[0]!.key)!;
    const widget = page.locator(`section#${w.anchor}`);
    const snippet = await embedSnippet(widget);
    const src = new RegExp(
      `^<iframe src="http://127\\.0\\.0\\.1:\\d+/embed/${slug}/${w.key}/\\${search.replace(/\./g, '\\.')}"`,
    );
    expect(snippet).toMatch(src);
    expect(snippet).toContain(`title="${w.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
    await expect(widget.getByRole('button', { name: 'Copy snippet' })).toBeVisible();
  });

  await test.step('/teach/ from the chapter’s link: that chapter’s present, print and embed links carry it, no other’s', async () => {
    await page.getByRole('link', { name: 'teaching notes' }).click();
    await expect(page).toHaveURL(new RegExp(`/teach/\\${search.replace(/\./g, '\\.')}#${slug}$`));
    const row = page.locator(`tr[data-chapter="${slug}"]`);
    const mine = row.locator('a[data-config-link]');
    expect(await mine.count()).toBeGreaterThan(3);
    // The page's script gives them the configuration once it runs: wait for that, link by link.
    const carried = new RegExp(`${search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(#|$)`);
    for (const a of await mine.all()) await expect(a).toHaveAttribute('href', carried);
    const other = page.locator(`tr[data-chapter="${TEACHING_ORDER[1]}"] a[data-config-link]`).first();
    expect(new URL((await other.getAttribute('href'))!, page.url()).search).toBe('');
  });

  await test.step('axe finds no violations on /teach/, and none of its colour rules in dark', async () => {
    expect(await axeViolations(page)).toEqual([]);
    expect.soft(await darkColourViolations(page), 'dark').toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
  });

  await test.step('a lesson’s first step link opens the chapter page at that step, in view', async () => {
    const step = page
      .locator(`section[data-lesson="${slug}"] table[data-part="plan"] a[href*="#eq"]`)
      .first();
    const hash = decodeURIComponent(new URL((await step.getAttribute('href'))!, page.url()).hash);
    await step.click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/#${hash.slice(1).replace(':', '(:|%3A)')}$`));
    await expect(page.locator(`[id="${hash.slice(1)}"]`)).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(/\/teach\//);
  });

  await test.step('a vote in a lesson plan opens its widget set up as the prediction question says; that page links the classroom with it', async () => {
    const { chapter, predict } = VOTE;
    // The question's row (its text sets subscripts as subscripts, so it is found by its title).
    await page
      .locator(`section[data-lesson="${chapter.slug}"] table[data-part="plan"]`)
      .getByRole('link', { name: predict.title, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`#${predict.link.widget}$`));
    // A link with a configuration hydrates the widget when it comes into view.
    const widget = page.locator(`[id="${predict.link.widget}"]`);
    await expect(widget).toBeInViewport();
    await expect(widget.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', {
      timeout: 20_000,
    });
    await expectControlsAt(widget, predict.link.query);
    // Opened with a configuration, before any interaction, the page links its handout with it.
    const link = page.getByRole('link', { name: 'print a handout' });
    await link.focus();
    expect(new URL((await link.getAttribute('href'))!, page.url()).search).toBe(
      configSearch(predict.link.query),
    );
  });

  await test.step('the walk into the deck: the plan’s vote opens its vote slide in the question’s configuration; the reveal shows its numbers; G 14 Enter; L lists the slides; ?sections= has only those', async () => {
    const { chapter, predict } = VOTE;
    const slides = deckOf(chapter.slug).slides;
    const n = slides.length;
    const counter = page.locator('[aria-live] [data-deck="counter"]');
    const at = (i: number, of = n) => expect(counter).toHaveText(`${i} / ${of}`);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/teach/');
    // A plan without rotation's deck link, for the end of the walk.
    const nr = CHAPTERS.find((c) => 'plan' in c.teaching.noRotation)!;
    const cutHref = await page
      .locator(`section[data-lesson="${nr.slug}"] a[data-part="no-rotation-deck"]`)
      .getAttribute('href');
    await page
      .locator(`section[data-lesson="${chapter.slug}"] table[data-part="plan"] tr`)
      .filter({ has: page.getByRole('link', { name: predict.title, exact: true }) })
      .first()
      .getByRole('link', { name: 'in the deck' })
      .click();
    const vote = slides.findIndex((s) => s.vote === predict.id) + 1;
    await at(vote);
    await expect(page.locator(`.deck-on.deck-predict[data-predict="${predict.id}"]`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${chapter.slug}/present/[^#]*#slide-${vote}$`));
    await expectUrlConfiguration(page, chapter, configSearch(predict.link.from ?? {}));
    // On to the reveal: from the last slide of the section that answers it, →.
    const reveal = slides.findIndex((s) => s.parts[0]?.getAttribute('data-reveal') === predict.id) + 1;
    for (const key of ['g', ...String(reveal - 1), 'Enter']) await page.keyboard.press(key);
    await at(reveal - 1);
    await page.keyboard.press('ArrowRight');
    await at(reveal);
    const shown = page.locator(`.deck-on.deck-reveal[data-reveal="${predict.id}"]`);
    await expect(shown).toBeVisible();
    await expectUrlConfiguration(page, chapter, configSearch(predict.link.query));
    const readout = words(slides[reveal - 1]!.parts[0]!.querySelector('.deck-readout'));
    expect(readout, `${predict.id}: a readout`).toMatch(/ → /);
    await expect(shown.locator('.deck-readout')).toHaveText(readout);
    await expect(shown.locator('.deck-readout')).toBeInViewport();
    // G 14 Enter: slide 14.
    for (const key of ['g', '1', '4', 'Enter']) await page.keyboard.press(key);
    await at(14);
    // L: the slide list, the shown slide's entry focused; Esc closes it and the deck stays.
    const list = page.getByRole('dialog', { name: 'Slides' });
    await page.keyboard.press('l');
    await expect(list).toBeVisible();
    const entries = list.getByRole('button').filter({ hasText: /^\d+\. / });
    await expect(entries).toHaveText(slides.map((s, i) => `${i + 1}. ${s.title}`));
    await expect(entries.nth(13)).toBeFocused();
    await expect(entries.nth(13)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await at(14);
    await expect(page).toHaveURL(/\/present\//);
    // Choosing an entry goes there.
    await page.keyboard.press('L');
    await entries.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await at(3);
    // A plan without rotation: its deck has its sections only, the title and the key results.
    const all = nr.slug === chapter.slug ? slides : deckOf(nr.slug).slides;
    const param = new URL(cutHref!, page.url()).searchParams.get('sections');
    const cut = chooseSections(all, param).slides;
    expect(cut.length).toBeLessThan(all.length);
    await page.goto(cutHref!);
    await at(1, cut.length);
    await page.keyboard.press('l');
    await expect(entries).toHaveText(cut.map((s, i) => `${i + 1}. ${s.title}`));
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    // Its reveal, through a reload: the same cut deck, at the answer's configuration.
    const r = cut.findIndex((s) => s.reveal !== undefined) + 1;
    expect(r, 'a reveal in the cut deck').toBeGreaterThan(1);
    for (const key of ['g', ...String(r), 'Enter']) await page.keyboard.press(key);
    await at(r, cut.length);
    await expect(page).toHaveURL(new RegExp(`[?&]sections=${param!.replace(/[-.]/g, '\\$&')}(&|#)`));
    await page.reload();
    await at(r, cut.length);
    await expect(page.locator('.deck-on.deck-reveal')).toBeVisible();
    // It keeps its plan (?plan=) through the reveal's configuration and the reload, and its speaker
    // notes are that plan's, not the 50-minute lesson's.
    const plan = new URL(cutHref!, page.url()).searchParams.get(PLAN_KEY);
    expect(plan).toBe(NO_ROTATION_PLAN);
    await expect(page).toHaveURL(new RegExp(`[?&]${PLAN_KEY}=${plan}(&|#)`));
    const planned = chooseSections(deckOf(nr.slug, undefined, plan).slides, param).slides;
    const noted = planned.findIndex((s) => s.notes.some((n) => n.matches('.deck-plan-note')));
    const note = words(planned[noted]!.notes.find((n) => n.matches('.deck-plan-note')));
    for (const key of ['g', ...String(noted + 1), 'Enter']) await page.keyboard.press(key);
    await at(noted + 1, cut.length);
    const popup = page.context().waitForEvent('page');
    await page.keyboard.press('s');
    const notes = await popup;
    // A second window loads and lays out the whole page before its script runs.
    await expect(notes.locator('[data-notes="body"]')).toContainText(note, { timeout: 30_000 });
    await notes.close();
    await page.keyboard.press('End');
    await at(cut.length, cut.length);
    await expect(page.locator('.deck-on.key-results')).toBeVisible();
  });
});
