// Paper, in a browser: every chapter's handout opened from a link with a configuration, one visit
// each, printed in its four versions in turn (the version is a radio button, chosen by CSS: no
// reload), its pages counted in the PDF Chromium makes, on A4 and on Letter. The full handout is long
// (the derivation, every figure, the exercises and the key); the one-page version must be one side
// of either paper; the exercise sheet and the answer key print apart, and no page of them is left
// almost empty by a page break. Nothing printed tells the reader to tick, drag or click (the words'
// markup is checked on every handout by tests/static/classroom.test.ts; here, that print hides it).
// The handout's numbers and its QR code are the link's configuration, not the defaults.
//
// What the served handout says (its QR code at the defaults, its exercise sheet and key against the
// live page and the manifest, its numbers without JavaScript) is tests/static/classroom.test.ts's.
//
// Mutations this catches (each tried on a build of its own): the handout's numbers at the defaults
// instead of the link's values; the QR code drawn for the page without the link's query; its islands
// not woken for print (a figure left at the defaults); a version's radio not written to the URL;
// .screen-only printed. With its errata box unticked (?errata=0), the errata are not printed and the
// handout is shorter.
import { renderSVG } from 'uqr';
import type { Page } from '@playwright/test';
import { test, expect, loadChapters, firstChapterWith, axeViolations, darkColourViolations } from './support';
import { pageFills, pageLinks } from './pdf-fill';
import { anotherValue, expectStepNumbersAt } from './classroom-config';
import { screenWordsIn } from '../static/screen-words';

const CHAPTERS = await loadChapters();
/** The chapter whose handout axe checks, light and dark (the others' content is checked on their pages). */
const FIRST = await firstChapterWith('a widget', (c) => c.widgets.length > 0);

/** Pages in a PDF: Chromium writes one "/Type /Page" object per page (and "/Type /Pages" once). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/**
 * The problems on each printed page, in order: each problem's id links to its exercise on the live page
 * (…#ex-<id>), and Chromium writes each link as an annotation of the page it is printed on.
 */
const problemsByPage = (pdf: Buffer) =>
  pageLinks(pdf).map((links) =>
    links.flatMap((u) => {
      const id = /#ex-([\w-]+)$/.exec(u)?.[1];
      return id ? [id] : [];
    }),
  );

/** A page that ends this high up (a share of its height) is almost empty. */
const ALMOST_EMPTY = 0.4;

// The handout's own @page margins apply (preferCSSPageSize keeps them; the size is the format's).
const pdf = (page: Page, format: 'A4' | 'Letter' = 'A4') => page.pdf({ format, printBackground: true });

/** The parts of a handout that are its own, not its chapter page's content (checked on that page). */
const OWN_PARTS = ['.handout-bar', '.handout-head', '.handout-exercises', '.handout-answers'];

/** A QR code's modules as drawn: its path (the same for one address, however it is serialised). */
const modules = (svg: string) => /<path[^>]*\sd="([^"]+)"/.exec(svg)?.[1] ?? '';

for (const c of CHAPTERS) {
  test(`${c.slug}: the handout from a link shows its configuration, and prints each version on its paper`, async ({
    page,
  }) => {
    // One visit, five PDFs: slow on a loaded machine.
    test.setTimeout(240_000);
    const { name, value, query } = anotherValue(c);
    const version = (v: string) => page.locator(`#sheet-${v}`);
    const problems = page.locator('.handout-problems > li[data-exercise]');
    const n = c.exercises.length;
    const predictions = c.exercises.filter((e) => e.kind === 'predict').length;

    await test.step('?sheet=one opens the one-page version; the QR code and the numbers are the link’s', async () => {
      await page.goto(`/${c.slug}/handout/?${query}&sheet=one`);
      // Every island hydrates before the page says it is ready (slow on a loaded machine).
      await expect(page.locator('body[data-handout-ready]')).toHaveCount(1, { timeout: 60_000 });
      // Every island woken for print: a figure left as served would show the defaults.
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await expect(version('one')).toBeChecked();
      // The live page in the link's state, without the version (which is the handout's, not the page's).
      const live = `${new URL(page.url()).origin}/${c.slug}/?${query}`;
      const qr = page.locator('.handout-qr');
      await expect(qr).toHaveAttribute('data-qr', live);
      await expect(qr.locator('figcaption a')).toHaveAttribute('href', live);
      expect(modules(await qr.locator('.handout-qr-code').innerHTML()), 'the code of the live page').toBe(
        modules(renderSVG(live, { border: 1, pixelSize: 4, ecc: 'M' })),
      );
      await expect(page.locator('#plug-in-numbers')).toBeChecked();
      await expectStepNumbersAt(page.locator('.handout-content'), c, `?${query}`);
      // Its widgets too (each hydrated for print): every control of the parameter shows its value.
      const controls = page.locator(`.handout-content section.widget [data-param="${name}"]`);
      expect(await controls.count(), `a widget with a control of ${name}`).toBeGreaterThan(0);
      for (const control of await controls.all()) await expect(control).toHaveValue(value);
      if (c.slug === FIRST.slug) expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('the one page: title, QR code, key results, the figure and two exercises, on one side of A4 and of Letter', async () => {
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.handout-qr svg')).toBeVisible();
      await expect(page.locator('.key-results')).toBeVisible();
      await expect(page.locator('.handout-exercises li[data-exercise]:visible')).toHaveCount(2);
      await expect(page.locator('.handout-answers')).toBeHidden();
      await expect(page.locator('.handout-content .step').first()).toBeHidden();
      const figures = page.locator('.handout-content > figure.static-figure');
      if ((await figures.count()) > 0) await expect(figures.first()).toBeVisible();
      expect(pageCount(await pdf(page, 'A4')), 'one page, A4').toBe(1);
      expect(pageCount(await pdf(page, 'Letter')), 'one page, Letter').toBe(1);
    });

    let full: number[] = [];
    await test.step('the full handout: no control and no on-screen instruction printed; the key on a page of its own', async () => {
      await page.emulateMedia({ media: 'screen' });
      await version('full').check();
      await expect(page).not.toHaveURL(/sheet=/);
      await expect(page).toHaveURL(new RegExp(`\\?${query.replace('.', '\\.')}$`));
      // The page's interactive exercises give way to the printed sheet.
      await expect(page.locator('.handout-content h2#exercises')).toBeHidden();
      await page.emulateMedia({ media: 'print' });
      const controls = page.locator('input, button, select, textarea');
      expect(await controls.count()).toBeGreaterThan(0);
      const shown = await controls.evaluateAll((els) => els.filter((el) => el.checkVisibility()).length);
      expect(shown, 'controls printed').toBe(0);
      await expect(page.locator('.handout-qr svg')).toBeVisible();
      expect(screenWordsIn(await page.locator('body').innerText()), 'words only a screen can act on').toEqual(
        [],
      );
      expect(await page.locator('.handout-answers').evaluate((el) => getComputedStyle(el).breakBefore)).toBe(
        'page',
      );
      const printed = await pdf(page);
      full = pageFills(printed);
      expect(full.length, 'the full handout').toBeGreaterThan(3);
      // Short pages only where a part ends: the sheet's last page (the last with a problem on it: the
      // key breaks to a page of its own) and the handout's last. A widget, a figure or an errata box
      // that went over whole to the next page left the page before it almost empty.
      const sheetEnd = problemsByPage(printed).findLastIndex((ids) => ids.length > 0);
      expect(sheetEnd, 'the sheet’s last page').toBeGreaterThan(0);
      expect(
        full
          .map((f, i) => ({ page: i + 1, fill: f }))
          .filter(({ page, fill }) => fill < ALMOST_EMPTY && page !== sheetEnd + 1 && page !== full.length),
        `page fills ${full.map((f) => f.toFixed(2)).join(', ')} (the sheet ends on page ${sheetEnd + 1})`,
      ).toEqual([]);
    });

    await test.step('without the sources’ errata (?errata=0): their section and boxes left out, a shorter handout', async () => {
      const errata = page.locator('.handout-content :is(h2#errata, details.errata)');
      const box = page.locator('#handout-errata');
      // The box only where the page names its sources' errata.
      await expect(box).toHaveCount((await errata.count()) > 0 ? 1 : 0);
      if ((await box.count()) === 0) return;
      await page.emulateMedia({ media: 'screen' });
      await box.uncheck();
      await expect(page).toHaveURL(/[?&]errata=0\b/);
      await page.emulateMedia({ media: 'print' });
      await expect(errata.filter({ visible: true })).toHaveCount(0);
      await expect(page.locator('.handout-content .key-results')).toBeVisible();
      // Shorter: the pages' fills added up (errata shorter than a page may leave as many pages, once a
      // widget or an errata box can break instead of going over whole).
      const without = pageFills(await pdf(page));
      const length = (fills: number[]) => fills.reduce((a, b) => a + b, 0);
      expect(
        length(without),
        `page fills without the errata ${without.map((f) => f.toFixed(2)).join(', ')}; with them ${full.map((f) => f.toFixed(2)).join(', ')}`,
      ).toBeLessThan(length(full) - 0.25);
      await page.emulateMedia({ media: 'screen' });
      await box.check();
      await expect(page).not.toHaveURL(/errata=/);
      await expect(errata.first()).toBeVisible();
    });

    await test.step('the exercise sheet: every problem, room for working, the predictions’ choices, no answer', async () => {
      await page.emulateMedia({ media: 'screen' });
      await version('exercises').check();
      await expect(page).toHaveURL(/[?&]sheet=exercises\b/);
      await expect(page).toHaveURL(new RegExp(`[?&]${query.replace('.', '\\.')}\\b`));
      await page.emulateMedia({ media: 'print' });
      await expect(problems).toHaveCount(n);
      await expect(page.locator('.handout-problems > li:visible')).toHaveCount(n);
      await expect(page.locator('.handout-answers')).toBeHidden();
      await expect(page.locator('[data-answer]:visible')).toHaveCount(0);
      await expect(page.locator('.handout-content')).toBeHidden();
      const rooms = await problems.evaluateAll((ps) =>
        ps.map((p) => p.querySelector('.handout-working')!.getBoundingClientRect().height),
      );
      expect(Math.min(...rooms), 'room for working (px)').toBeGreaterThan(75); // 2 cm
      const choices = await page
        .locator('.handout-problems > li[data-exercise-kind="predict"]')
        .evaluateAll((ps) =>
          ps.map(
            (p) =>
              [...p.querySelectorAll('.handout-choices > li')].filter((li) => li.checkVisibility()).length,
          ),
        );
      expect(choices).toHaveLength(predictions);
      expect(Math.min(...choices)).toBeGreaterThanOrEqual(2);
      expect(await page.locator('body').innerText()).not.toMatch(/Answer key/);
      const sheet = await pdf(page);
      expect(
        pageFills(sheet)
          .slice(0, -1)
          .every((f) => f >= ALMOST_EMPTY),
      ).toBe(true);
      // Every problem once, in order, and no page with one problem alone (nor a header without one),
      // on A4 and on Letter.
      for (const byPage of [problemsByPage(sheet), problemsByPage(await pdf(page, 'Letter'))]) {
        expect(byPage.flat()).toEqual(c.exercises.map((e) => e.id));
        expect(
          byPage.filter((ids) => ids.length < 2),
          `problems by page: ${byPage.map((ids) => ids.join(' ')).join(' | ')}`,
        ).toEqual([]);
      }
    });

    await test.step('without rotation (?rotation=0, or its box): only the problems that need none, on the sheet, in the key and on the one page', async () => {
      const box = page.locator('#handout-no-rotation');
      const free = c.exercises.filter((e) => e.rotation === false).map((e) => e.id);
      // The box only where it leaves some out and keeps some.
      await expect(box).toHaveCount(free.length > 0 && free.length < n ? 1 : 0);
      if ((await box.count()) === 0) return;
      await page.emulateMedia({ media: 'screen' });
      await box.check();
      await expect(page).toHaveURL(/[?&]rotation=0\b/);
      await expect(page).toHaveURL(/[?&]sheet=exercises\b/);
      // The QR code is the live page's, which has no such choice.
      await expect(page.locator('.handout-qr')).not.toHaveAttribute('data-qr', /rotation|sheet/);
      await page.emulateMedia({ media: 'print' });
      const shown = () =>
        page
          .locator('.handout-problems > li:visible')
          .evaluateAll((ls) => ls.map((l) => l.getAttribute('data-exercise')));
      expect(await shown()).toEqual(free);
      expect(problemsByPage(await pdf(page)).flat()).toEqual(free);
      await page.emulateMedia({ media: 'screen' });
      await version('key').check();
      await page.emulateMedia({ media: 'print' });
      expect(
        await page
          .locator('.handout-answers li[data-key]:visible')
          .evaluateAll((ls) => ls.map((l) => l.getAttribute('data-key'))),
      ).toEqual(free);
      // The one page: its two problems are the first two without rotation, still on one side.
      await page.emulateMedia({ media: 'screen' });
      await version('one').check();
      await page.emulateMedia({ media: 'print' });
      expect(await shown()).toEqual(free.slice(0, 2));
      expect(pageCount(await pdf(page, 'A4')), 'one page without rotation, A4').toBe(1);
      await page.emulateMedia({ media: 'screen' });
      await box.uncheck();
      await expect(page).not.toHaveURL(/rotation=/);
      await version('exercises').check();
    });

    await test.step('the answer key alone: an answer for every problem, shorter than the full handout', async () => {
      await page.emulateMedia({ media: 'screen' });
      await version('key').check();
      await expect(page).toHaveURL(/[?&]sheet=key\b/);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('.handout-exercises')).toBeHidden();
      await expect(page.locator('.handout-content')).toBeHidden();
      await expect(page.locator('.handout-answers [data-answer]:visible')).toHaveCount(n);
      const letters = await page
        .locator('.handout-answers [data-answer]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('data-answer')!));
      expect(letters.filter((a) => /^[A-Z]$/.test(a))).toHaveLength(predictions);
      const key = pageFills(await pdf(page));
      expect(
        key.slice(0, -1).every((f) => f >= ALMOST_EMPTY),
        `key page fills ${key.join(', ')}`,
      ).toBe(true);
      expect(key.length).toBeLessThan(full.length);
    });

    // ?ex= is read once, as the handout opens: one chapter's handout is opened with it (twice).
    if (c.slug === FIRST.slug)
      await test.step('?ex=<id>,<id>: only those problems, on the sheet and in the key; a name it does not know is said', async () => {
        const [a, b, d] = c.exercises.map((e) => e.id);
        await page.emulateMedia({ media: 'screen' });
        await page.goto(`/${c.slug}/handout/?sheet=exercises&ex=${d},${a},nope`);
        await expect(page.locator('body[data-handout-ready]')).toHaveCount(1, { timeout: 60_000 });
        await expect(page.locator('.handout-qr')).not.toHaveAttribute('data-qr', /[?&](ex|sheet)=/);
        const note = page.locator('[data-handout-chosen]');
        await expect(note).toContainText('no exercise “nope” on this page; the sheet has the 2 it names');
        await page.emulateMedia({ media: 'print' });
        await expect(note).toBeHidden();
        expect(problemsByPage(await pdf(page)).flat(), 'in the page’s order').toEqual([a, d]);
        await expect(page.locator(`.handout-answers li[data-key="${b}"]`)).toBeHidden();
        await expect(page.locator('.handout-answers li[data-key]').filter({ visible: true })).toHaveCount(0);
        await page.emulateMedia({ media: 'screen' });
        // None known: not an empty sheet, every problem, and the names it has.
        await page.goto(`/${c.slug}/handout/?sheet=exercises&ex=nope`);
        await expect(page.locator('body[data-handout-ready]')).toHaveCount(1, { timeout: 60_000 });
        await expect(note).toContainText(
          `so the sheet has all of them. This page’s exercises are ${a}, ${b}`,
        );
        await expect(problems.filter({ visible: true })).toHaveCount(n);
      });

    // The handout's own parts are the same components on every chapter, and each chapter's content
    // is checked light and dark on its page (checks/a11y.ts): one handout carries the colour check.
    if (c.slug === FIRST.slug)
      await test.step('its own parts in dark: axe’s colour rules find no violations', async () => {
        await page.emulateMedia({ media: 'screen', colorScheme: 'light' });
        await version('full').check();
        expect.soft(await darkColourViolations(page, OWN_PARTS)).toEqual([]);
      });
  });
}
