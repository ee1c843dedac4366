// What a page shows first. On a phone the contents start closed, one line, so that the page's title
// and its summary are on the first screen (src/components/Toc.astro); opened, they list every
// section. Beside a wide column the contents are an open list, and the closed copy is not there.
import { blurToTop, expect } from '../support';
import type { Check } from '../walk';

export default [
  {
    name: 'the title and summary are on the first screen; the contents open on demand, listing every section',
    visits: ['phone'],
    phase: 'served',
    async run({ page }) {
      const toc = page.locator('nav.toc details.toc-narrow');
      await expect(toc).not.toHaveAttribute('open');
      await expect(page.locator('nav.toc .toc-wide')).toBeHidden();
      const height = page.viewportSize()!.height;
      for (const what of ['main h1', 'main .lede']) {
        const box = (await page.locator(what).boundingBox())!;
        expect(box.y + box.height, `${what} ends on the first screen`).toBeLessThanOrEqual(height);
      }
      const summary = toc.locator('summary');
      expect(
        (await summary.boundingBox())!.height,
        'the contents are a target of at least 24 px',
      ).toBeGreaterThanOrEqual(24);
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(toc).toHaveAttribute('open');
      const sections = await page.locator('main h2[id]').count();
      await expect(toc.locator('a')).toHaveCount(sections);
      await expect(toc.locator('a').first()).toBeVisible();
      // Closed again, and the focus and scroll given back, for the checks after this one.
      await page.keyboard.press('Enter');
      await expect(toc).not.toHaveAttribute('open');
      await blurToTop(page);
    },
  },
  {
    name: 'beside a wide column the contents are an open list, once',
    visits: ['laptop'],
    phase: 'served',
    async run({ page }) {
      await expect(page.locator('nav.toc details.toc-narrow')).toBeHidden();
      const links = page.locator('nav.toc .toc-wide a');
      await expect(links.first()).toBeVisible();
      expect(await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').count()).toBe(
        await links.count(),
      );
    },
  },
] satisfies Check[];
