// The page list every per-page loop uses comes from the content collection (support.ts). These
// tests tie it to the other two places that name the pages, the chapter folders and the build output, so a page missing from either fails here by name.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, DIST, DERIVATIONS, SLUGS, CONTENT_DIR } from './support';

/** The chapter folders: every src/chapters/<slug>/ with a manifest (src/site/chapters.ts reads the same). */
function chapterSlugs(): string[] {
  const dir = fileURLToPath(new URL('../../src/chapters/', import.meta.url));
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`${dir}/${d.name}/chapter.ts`))
    .map((d) => d.name)
    .sort();
}

test.describe('the page list', () => {
  test('the content collection and the chapter folders name the same pages', () => {
    expect(SLUGS.length, `MDX files in ${CONTENT_DIR}`).toBeGreaterThan(0);
    expect(SLUGS).toEqual(chapterSlugs());
  });

  test('the build has every page of the collection, and no derivation page besides', () => {
    const missing = SLUGS.filter((slug) => !existsSync(`${DIST}/${slug}/index.html`));
    expect(missing, `pages missing from the build in ${DIST}`).toEqual([]);
    const built = readdirSync(DIST, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(`${DIST}/${d.name}/index.html`))
      // Derivation pages only: /teach/, /embed/ and /notation/ are routes of their own.
      .filter((d) => readFileSync(`${DIST}/${d.name}/index.html`, 'utf8').includes('class="derivation"'))
      .map((d) => d.name)
      .sort();
    expect(built, 'built pages').toEqual([...SLUGS]);
    expect(existsSync(`${DIST}/index.html`), 'the index page').toBe(true);
  });

  test('the server serves every page, and the index links to each one', async ({ page, request }) => {
    for (const path of DERIVATIONS) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(await res.text(), `${path} has its steps`).toContain('data-step="eq:');
    }
    await page.goto('/');
    const links = await page
      .locator('main a[href]')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    // Besides the derivations, the index links only the teachers' page, the solver's and the notation.
    const others = new Set(['/', '/teach/', '/code/', '/notation/']);
    expect([...new Set(links.filter((l) => !others.has(l)))].sort()).toEqual([...DERIVATIONS]);
    expect(links).toContain('/teach/');
    expect(links).toContain('/notation/');
  });

  test('the notation page is served, lists every derivation page, and every derivation links to it', async ({
    page,
    request,
  }) => {
    // Six derivation pages loaded one after the other: a limit against hangs on a loaded machine.
    test.setTimeout(120_000);
    const res = await request.get('/notation/');
    expect(res.status()).toBe(200);
    await page.goto('/notation/');
    const linked = await page
      .locator('main a[href]')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect([...new Set(linked)].sort()).toEqual([...DERIVATIONS]);
    for (const path of DERIVATIONS) {
      await page.goto(path);
      await expect(page.locator('main a[href="/notation/"]'), path).toHaveCount(1);
    }
  });
});
