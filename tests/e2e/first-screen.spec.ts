// What a page shows first. On a phone the contents start closed, one line, so that the page's title
// and its summary are on the first screen (src/components/Toc.astro); opened, they list every
// section. Beside a wide column the contents are an open list, and the closed copy is not there.
import { test, expect, DERIVATIONS } from './support';

for (const path of DERIVATIONS) {
  test.describe(path, () => {
    test('on a phone (390×844): the title and summary are on the first screen; the contents open on demand', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const toc = page.locator('nav.toc details.toc-narrow');
      await expect(toc).not.toHaveAttribute('open');
      await expect(page.locator('nav.toc .toc-wide')).toBeHidden();
      for (const what of ['main h1', 'main .lede']) {
        const box = (await page.locator(what).boundingBox())!;
        expect(box.y + box.height, `${what} ends on the first screen`).toBeLessThanOrEqual(844);
      }
      const summary = toc.locator('summary');
      const { height } = (await summary.boundingBox())!;
      expect(height, 'the contents are a target of at least 24 px').toBeGreaterThanOrEqual(24);
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(toc).toHaveAttribute('open');
      const sections = await page.locator('main h2[id]').count();
      await expect(toc.locator('a')).toHaveCount(sections);
      await expect(toc.locator('a').first()).toBeVisible();
    });

    test('beside a wide column (1280×800): the contents are an open list, once', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.locator('nav.toc details.toc-narrow')).toBeHidden();
      const links = page.locator('nav.toc .toc-wide a');
      await expect(links.first()).toBeVisible();
      expect(await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').count()).toBe(
        await links.count(),
      );
    });
  });
}
