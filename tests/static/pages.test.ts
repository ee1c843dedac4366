// The page list every per-page loop uses comes from the content collection (content/<slug>.mdx).
// These tests tie it to the other places that name the pages, the chapter folders and the build
// output, so a page missing from either fails here by name, and to the links a reader follows.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtPage, requireBuild, routesOf, CONTENT_DIR, DERIVATIONS, DIST, SLUGS } from './built';

requireBuild(DIST, 'npm run build');

/** The chapter folders: every src/chapters/<slug>/ with a manifest (src/site/chapters.ts reads the same). */
function chapterSlugs(): string[] {
  const dir = fileURLToPath(new URL('../../src/chapters/', import.meta.url));
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`${dir}/${d.name}/chapter.ts`))
    .map((d) => d.name)
    .sort();
}

/** The paths a page's main column links to, without query or fragment. */
function mainLinks(route: string): string[] {
  const { document } = builtPage(route);
  return [...document.querySelectorAll('main a[href]')].map(
    (a) => new URL(a.getAttribute('href')!, `http://site${route}`).pathname,
  );
}

describe('the page list', () => {
  test('the content collection and the chapter folders name the same pages', () => {
    expect(SLUGS.length, `MDX files in ${CONTENT_DIR}`).toBeGreaterThan(0);
    expect([...SLUGS].sort()).toEqual(chapterSlugs());
  });

  test('the build has every page of the collection, and no derivation page besides', () => {
    const routes = routesOf(DIST);
    expect(
      DERIVATIONS.filter((r) => !routes.includes(r)),
      `pages missing from the build in ${DIST}`,
    ).toEqual([]);
    const built = routes.filter((r) => builtPage(r).document.querySelector('main.derivation') !== null);
    expect(built.sort(), 'built derivation pages').toEqual([...DERIVATIONS].sort());
    for (const r of DERIVATIONS) expect(builtPage(r).html, `${r} has its steps`).toContain('data-step="eq:');
  });

  test('the index links to every derivation, the teachers’ page, the solver and the notation, and nothing else', () => {
    const links = mainLinks('/');
    const others = new Set(['/', '/teach/', '/code/', '/notation/']);
    expect([...new Set(links.filter((l) => !others.has(l)))].sort()).toEqual([...DERIVATIONS].sort());
    expect(links).toContain('/teach/');
    expect(links).toContain('/notation/');
  });

  test('the notation page lists every derivation page, and every derivation links to it', () => {
    expect([...new Set(mainLinks('/notation/'))].sort()).toEqual([...DERIVATIONS].sort());
    for (const r of DERIVATIONS)
      expect(
        builtPage(r).document.querySelectorAll('main a[href="/notation/"]').length,
        `${r}: links to /notation/`,
      ).toBe(1);
  });
});
