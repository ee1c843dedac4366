// Paper: every chapter's handout printed in both versions, its pages counted in the PDF Chromium
// makes, on A4 and on Letter. The full handout is long (the derivation, every figure, six exercises
// and the key); the one-page version must be one side of either paper.
import { test, expect, SLUGS } from './support';
import type { Page } from '@playwright/test';

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
    await expect(page.locator('body[data-handout-ready]')).toHaveCount(1);
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
