// Paper: every chapter's handout printed in its versions, its pages counted in the PDF Chromium
// makes, on A4 and on Letter. The full handout is long (the derivation, every figure, the exercises
// and the key); the one-page version must be one side of either paper; the exercise sheet and the
// answer key print apart, and no page of them is left almost empty by a page break. Nothing printed
// tells the reader to tick, drag or click.
import { test, expect, SLUGS, screenWordsIn } from './support';
import type { Page } from '@playwright/test';
import { pageFills } from './pdf-fill';

/** Pages in a PDF: Chromium writes one "/Type /Page" object per page (and "/Type /Pages" once). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

async function printed(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  // The handout's own @page margins apply (preferCSSPageSize keeps them; the size is the format's).
  return pageCount(await page.pdf({ format, printBackground: true }));
}

for (const slug of SLUGS) {
  test(`${slug}: the one-page handout prints on one side of A4 and of Letter; the full one on several`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/${slug}/handout/`);
    await expect(page.locator('body[data-handout-ready]')).toHaveCount(1, { timeout: 30_000 });
    const full = await printed(page, 'A4');
    expect(full, 'the full handout').toBeGreaterThan(3);

    await page.locator('#sheet-one').check();
    await expect(page).toHaveURL(/[?&]sheet=one\b/);
    // What a teacher expects on the page: the title and QR code, the key results, two exercises.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.handout-qr svg')).toBeVisible();
    await expect(page.locator('.key-results')).toBeVisible();
    await expect(page.locator('.handout-exercises li[data-exercise]:visible')).toHaveCount(2);
    await expect(page.locator('.handout-answers')).toBeHidden();
    await expect(page.locator('.handout-content .step').first()).toBeHidden();
    const figures = page.locator('.handout-content > figure.static-figure');
    if ((await figures.count()) > 0) await expect(figures.first()).toBeVisible();
    expect(await printed(page, 'A4'), 'one page, A4').toBe(1);
    expect(await printed(page, 'Letter'), 'one page, Letter').toBe(1);
  });
}

test('?sheet=one opens the one-page version, and the full one is a click away', async ({ page }) => {
  await page.goto(`/${SLUGS[0]}/handout/?sheet=one`);
  await expect(page.locator('#sheet-one')).toBeChecked();
  await expect(page.locator('.handout-answers')).toBeHidden();
  await page.locator('#sheet-full').check();
  await expect(page.locator('.handout-answers')).toBeVisible();
  await expect(page).not.toHaveURL(/sheet=/);
});

/** A page that ends this high up (a share of its height) is almost empty. */
const ALMOST_EMPTY = 0.4;

async function open(page: Page, slug: string, sheet?: string): Promise<void> {
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/${slug}/handout/${sheet ? `?sheet=${sheet}` : ''}`);
  // Every island hydrates before the page says it is ready (slow on a loaded machine).
  await expect(page.locator('body[data-handout-ready]')).toHaveCount(1, { timeout: 30_000 });
  await page.emulateMedia({ media: 'print' });
}

const fills = async (page: Page) => pageFills(await page.pdf({ format: 'A4' }));

for (const slug of SLUGS) {
  test(`${slug}: the printed handout has no on-screen instructions; the exercise sheet and its key print apart`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page, slug);
    const printedText = await page.locator('body').innerText();
    expect(screenWordsIn(printedText), 'words only a screen can act on').toEqual([]);
    const full = await fills(page);
    // Short pages: only where a part ends (the sheet before the key's page break, and the key).
    expect(
      full.slice(0, -1).filter((f) => f < ALMOST_EMPTY).length,
      `page fills ${full.join(', ')}`,
    ).toBeLessThanOrEqual(1);

    // The sheet: every exercise of the page in its order, the predictions as questions with their
    // choices, room for working under each, and no answer.
    await open(page, slug, 'exercises');
    await expect(page.locator('#sheet-exercises')).toBeChecked();
    const problems = page.locator('.handout-problems > li[data-exercise]');
    const n = await problems.count();
    expect(n).toBeGreaterThanOrEqual(4);
    await expect(page.locator('.handout-problems > li:visible')).toHaveCount(n);
    await expect(page.locator('.handout-answers')).toBeHidden();
    await expect(page.locator('[data-answer]:visible')).toHaveCount(0);
    await expect(page.locator('.handout-content')).toBeHidden();
    for (const li of await problems.all()) {
      const room = await li.locator('.handout-working').evaluate((el) => el.getBoundingClientRect().height);
      expect(room, 'room for working (px)').toBeGreaterThan(75); // 2 cm
    }
    const predictions = page.locator('.handout-problems > li[data-exercise-kind="predict"]');
    expect(await predictions.count()).toBeGreaterThanOrEqual(1);
    for (const p of await predictions.all())
      expect(await p.locator('.handout-choices > li:visible').count()).toBeGreaterThanOrEqual(2);
    const sheetText = await page.locator('body').innerText();
    expect(sheetText).not.toMatch(/Answer key/);
    const sheet = await fills(page);
    expect(
      sheet.slice(0, -1).every((f) => f >= ALMOST_EMPTY),
      `sheet page fills ${sheet.join(', ')}`,
    ).toBe(true);

    // The key: an answer for every problem (a prediction's letter and its reason), and no problem text.
    await open(page, slug, 'key');
    await expect(page.locator('.handout-exercises')).toBeHidden();
    await expect(page.locator('.handout-answers [data-answer]:visible')).toHaveCount(n);
    const letters = await page
      .locator('.handout-answers [data-answer]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('data-answer')!));
    expect(letters.filter((a) => /^[A-Z]$/.test(a))).toHaveLength(await predictions.count());
    const key = await fills(page);
    expect(
      key.slice(0, -1).every((f) => f >= ALMOST_EMPTY),
      `key page fills ${key.join(', ')}`,
    ).toBe(true);
    expect(key.length).toBeLessThan(full.length);
  });
}

test('the sheet and the key are a choice away, and the choice is in the URL beside the configuration', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`/${SLUGS[0]}/handout/?e=0.3`);
  await page.locator('#sheet-key').check();
  await expect(page).toHaveURL(/[?&]sheet=key\b/);
  await expect(page).toHaveURL(/[?&]e=0\.3\b/);
  await expect(page.locator('.handout-exercises')).toBeHidden();
  await page.locator('#sheet-exercises').check();
  await expect(page).toHaveURL(/[?&]sheet=exercises\b/);
  await expect(page.locator('.handout-answers')).toBeHidden();
  await page.reload();
  await expect(page.locator('#sheet-exercises')).toBeChecked();
  await page.locator('#sheet-full').check();
  await expect(page).not.toHaveURL(/sheet=/);
});
