// A chapter's links, each a page load (the 'links' phase, last in the visit): its declaration
// (tests/e2e/<slug>.links.ts, shapes in tests/e2e/links.ts) says what to change, what link that
// makes and what the page opened from it shows, which bad or degenerate links to open and what each
// must say, and which of the page's own links to follow.
// - The round trip: values changed through the controls are written to the link, only those that
//   differ from the defaults; opened, the link restores the controls and the readouts, writes nothing
//   back to the address on load, shows no notice; "Reset to defaults" then restores the defaults and
//   empties the query.
// - Every other link: its notices, sentences, readouts and step values, never NaN; a degenerate one
//   may be declared for axe (light, then the dark scheme's colour rules): at most one per chapter, an
//   axe pass over a hydrated long page costing 30–50 s on the two-core machine.
import type { Page } from '@playwright/test';
import { test, expect, hydrate, axeViolations, darkColourViolations } from '../support';
import { declaredBy } from '../declared';
import { act, sees } from '../scrubs';
import type { Links, Opened, RoundTrip } from '../links';
import type { Check } from '../walk';

const DECLARED = new Map((await declaredBy<Links>('links')).map((d) => [d.slug, d.decl]));

/** Every write the page makes to its address (history.replaceState), from its load on. */
const recordWrites = () => {
  const w = window as unknown as { __addressWrites: string[] };
  w.__addressWrites = [];
  const replace = history.replaceState.bind(history);
  history.replaceState = (data, unused, url) => {
    w.__addressWrites.push(new URL(String(url ?? location.href), location.href).search);
    replace(data, unused, url);
  };
};
const writes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __addressWrites?: string[] }).__addressWrites ?? []);

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function roundTrip(page: Page, path: string, r: RoundTrip): Promise<void> {
  await act(page, r.set);
  await sees(page, r.sees);
  // Mirrored ~200 ms after the last change; only values that differ from the defaults are written.
  await expect
    .poll(() => query(page), { message: 'the link holds exactly the changed values' })
    .toEqual(r.query);
  const link = new URL(page.url());
  const shown: Record<string, string> = {};
  for (const name of r.same)
    shown[name] = (await page.locator(`[data-readout="${name}"]`).textContent()) ?? '';

  await page.addInitScript(recordWrites);
  await page.goto(`${path}${link.search}`);
  await hydrate(page, ...r.islands);
  await sees(page, r.restored);
  for (const [name, text] of Object.entries(shown))
    await expect(page.locator(`[data-readout="${name}"]`), `readout ${name} as before`).toHaveText(text);
  await expect(page.locator('.notice')).toHaveCount(0);
  // The link was not rewritten on load: the address is the link's, and whatever the page wrote to
  // it so far (nothing, unless a value changed) was the link's own query.
  expect(new URL(page.url()).search).toBe(link.search);
  expect(
    (await writes(page)).filter((s) => s !== link.search),
    'addresses written since the load',
  ).toEqual([]);

  const beforeReset = (await writes(page)).length;
  for (const button of await page.getByRole('button', { name: 'Reset to defaults' }).all())
    if (await button.isEnabled()) await button.click();
  await expect(page).toHaveURL((u) => u.search === '');
  await sees(page, r.reset);
  // Every write before the reset was the link's own query (one the load might have made late).
  expect(
    (await writes(page)).slice(0, beforeReset).filter((s) => s !== link.search),
    'addresses written before the reset',
  ).toEqual([]);
}

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
    name: "the chapter's links: the round trip, bad and degenerate links (axe), and the page's own links",
    visits: ['laptop'],
    phase: 'links',
    budget: 150_000,
    async run({ page, chapter, path }) {
      const links = DECLARED.get(chapter.slug);
      expect(links, `tests/e2e/${chapter.slug}.links.ts declares the chapter's links`).toBeDefined();
      // An axe pass over a hydrated page costs 30–50 s here: a chapter puts at most one link under axe.
      expect(links!.opens.filter((o) => o.axe).length, 'links under axe').toBeLessThanOrEqual(1);
      await test.step('changed values are written to the link; opened, it restores the controls and readouts; reset empties it', () =>
        roundTrip(page, path, links!.roundTrip));
      for (const o of links!.opens) await test.step(o.name, () => open(page, path, o));
    },
  },
] satisfies Check[];
