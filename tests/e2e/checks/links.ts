// A chapter's links, each a page load (the 'links' phase, last in the visit): its declaration
// (tests/e2e/<slug>.links.ts, shapes in tests/e2e/links.ts) says what to change, what link that
// makes and what the page opened from it shows, which bad or degenerate links to open and what each
// must say, and which of the page's own links to follow.
// (The round trip, values changed through the controls, written to the address and to a copied link,
// opened, restoring every control without a notice or a rewrite of the address, then reset: checks/
// widget-actions.ts, for every widget of the manifests; the readouts a link restores: readouts.spec.ts.)
// - Every link declared: its notices, sentences, readouts and step values, never NaN; a degenerate one
//   may be declared for axe (light, then the dark scheme's colour rules): at most one per chapter, an
//   axe pass over a hydrated long page costing 30–50 s on the two-core machine.
import type { Page } from '@playwright/test';
import { test, expect, hydrate, axeViolations, darkColourViolations } from '../support';
import { declaredBy } from '../declared';
import { act, sees } from '../scrubs';
import type { Links, Opened } from '../links';
import type { Check } from '../walk';

const DECLARED = new Map((await declaredBy<Links>('links')).map((d) => [d.slug, d.decl]));

async function open(page: Page, path: string, o: Opened): Promise<void> {
  if (o.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  if (o.axe) await page.emulateMedia({ colorScheme: 'light' });
  if (o.follow !== undefined || o.followHref !== undefined) {
    await page.goto(path);
    const link =
      o.follow !== undefined
        ? page.getByRole('link', { name: o.follow })
        : page.locator(`main a[href="${o.followHref}"]`);
    await link.click();
    await page.waitForLoadState('load');
  } else await page.goto(`${path}${o.query ?? ''}`);
  if (o.url) await expect(page).toHaveURL(o.url);
  await hydrate(page, ...(o.islands ?? []));
  if (o.plugIn) await page.locator('#plug-in-numbers').check();
  for (const step of o.steps) {
    await act(page, step);
    await sees(page, step);
  }
  if (o.axe) {
    // What differs from the page at its defaults.
    const include = [...o.axe];
    expect(await axeViolations(page, { include }), 'light').toEqual([]);
    expect(await darkColourViolations(page, include), 'dark, colour rules').toEqual([]);
    await page.emulateMedia({ colorScheme: null });
  }
  if (o.reducedMotion) await page.emulateMedia({ reducedMotion: null });
}

export default [
  {
    name: "the chapter's links: bad and degenerate links (axe), and the page's own links",
    visits: ['laptop'],
    phase: 'links',
    budget: 150_000,
    async run({ page, chapter, path }) {
      const links = DECLARED.get(chapter.slug);
      expect(links, `tests/e2e/${chapter.slug}.links.ts declares the chapter's links`).toBeDefined();
      // An axe pass over a hydrated page costs 30–50 s here: a chapter puts at most one link under axe.
      expect(links!.opens.filter((o) => o.axe).length, 'links under axe').toBeLessThanOrEqual(1);
      for (const o of links!.opens) await test.step(o.name, () => open(page, path, o));
    },
  },
] satisfies Check[];
