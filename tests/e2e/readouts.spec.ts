// Every readout, notice and degenerate-case sentence of every widget, at its defaults and in the
// regimes its configurations reach, against values computed from the chapters' scenarios by each
// chapter's declaration (tests/e2e/<slug>.readouts.ts; shapes and helpers in readouts.ts), never
// against the page's own output. Then: every page has a declaration, every readout a page shows is
// one that some configuration asserts, and every widget a chapter's manifest lists is covered.
//
// Mutations these tests catch (each tried, so the checks are known to bite): an after column showing
// the before kinetic energy (collision, K explorer, stick-or-slip: each widget's 'defaults' test); the
// both-immovable sentence never shown (normal-impulse 'both immovable': notices); an immovable body's
// energy unguarded (the page shows ∞, which the shared guard allows, since an effective mass may be
// infinite: caught by 'B immovable' and 'both immovable' readouts, worked here without the solver's
// kineticEnergy2); a readout added with no assertion (its widget's readouts, and the coverage test);
// an after-velocity arrow reversed, a plot dot at another value (the figure checks); and, in the
// figure checks, each of: the joint diagram's velocity scale changed, −j on A drawn as +j, a lever arm
// stopping short of its anchor; every chain plot line drawn from one run; the chain diagram rescaled; a
// joint's gap drawn closed (only 'singular K' has a visible gap); an offset plot's variant curve showing
// the normal method; the box's energy plot showing spin; the box summary's threshold moved; the C
// matrix showing Eberly's printed C; the lever arm ℓ not ending at its foot; the top view mirrored;
// the friction impulse drawn unclamped (jₜ*); the slip-after arrow moved; the regime map's filled dot
// at |jₜ*| and its colours swapped; B's centre-of-mass dot drawn at its geometric centre.
import type { Locator } from '@playwright/test';
import { test, expect, hydrate, loadChapters, SLUGS } from './support';
import { declaredBy } from './declared';
import {
  READOUT_ATTR,
  matches,
  readNotices,
  readReadouts,
  readoutNamesByWidget,
  search,
  squash,
  widgetSection,
  type NoticeText,
  type PageDecl,
} from './readouts';

/** Every page's declaration (tests/e2e/<slug>.readouts.ts). */
const DECLS = await declaredBy<PageDecl>('readouts');

// As a reader who asks for reduced motion: a live simulation then starts paused (and says so), so
// what it shows is its starting state, which a declaration can compute.
test.use({ reducedMotion: 'reduce' });

/** Runs (the chain's three simulations, the box's three) finish a moment after hydration. */
const SETTLE = { timeout: 20_000 };

/** Open every closed disclosure of a widget, as a reader would: by its summary. */
async function openDisclosures(section: Locator): Promise<void> {
  for (const summary of await section.locator('details:not([open]) > summary').all()) await summary.click();
}

/** '' when the notices are exactly what is wanted, else what differs. */
function noticeMismatch(got: string[], want: NoticeText[]): string {
  const lines: string[] = [];
  for (let i = 0; i < Math.max(got.length, want.length); i++) {
    const g = got[i];
    const w = want[i];
    if (g === undefined || w === undefined || !matches(g, w))
      lines.push(
        `#${i}: shown ${JSON.stringify(g)}, expected ${w instanceof RegExp ? w : JSON.stringify(w && squash(w))}`,
      );
  }
  return lines.join('\n');
}

async function sentence(section: Locator, selector: string): Promise<string | null> {
  const el = section.locator(selector);
  if ((await el.count()) === 0) return null;
  return squash((await el.first().textContent()) ?? '');
}

for (const { path, decl } of DECLS) {
  test.describe(`readouts on ${path}`, () => {
    test.describe.configure({ timeout: 60_000 });
    for (const [name, query] of Object.entries(decl.configs)) {
      test(`${name}: every readout, notice and sentence of every widget matches the solver`, async ({
        page,
      }) => {
        await page.goto(`${path}${search(query)}`);
        await hydrate(page, ...decl.widgets.map((w) => w.island));
        for (const w of decl.widgets) {
          const section = widgetSection(page, w.id);
          await openDisclosures(section);
          const want = w.expected(query);
          await expect
            .poll(() => readReadouts(section), { message: `${w.id}: readouts`, ...SETTLE })
            .toEqual(want.readouts);
          await expect
            .poll(async () => noticeMismatch(await readNotices(section), want.notices), {
              message: `${w.id}: notices`,
            })
            .toBe('');
          for (const [selector, text] of Object.entries(want.sentences ?? {})) {
            const shown = await sentence(section, selector);
            if (text === null) expect(shown, `${w.id} ${selector} absent`).toBeNull();
            else
              expect(
                shown !== null && matches(shown, text),
                `${w.id} ${selector}: shown ${JSON.stringify(shown)}, expected ${text instanceof RegExp ? text : JSON.stringify(squash(text))}`,
              ).toBe(true);
          }
        }
        await decl.figures?.(page, query);
      });
    }
  });
}

/** Per widget section id: every readout name some configuration of it asserts. */
function assertedNames(decl: PageDecl): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const w of decl.widgets) {
    const names = new Set<string>();
    for (const query of Object.values(decl.configs))
      for (const n of Object.keys(w.expected(query).readouts)) names.add(n);
    out.set(w.id, names);
  }
  return out;
}

test.describe('every readout is asserted', () => {
  test('every chapter page is declared, with every widget its chapter lists', async () => {
    expect(
      DECLS.map((d) => d.slug),
      'pages with a tests/e2e/<slug>.readouts.ts',
    ).toEqual([...SLUGS]);
    const chapters = await loadChapters();
    for (const { slug, path, decl } of DECLS) {
      expect(decl.widgets.map((w) => w.id).sort(), path).toEqual(
        chapters
          .find((c) => c.slug === slug)!
          .widgets.map((w) => w.anchor)
          .sort(),
      );
    }
  });

  for (const { path, decl } of DECLS) {
    test(`${path}: no readout the page shows is left unasserted`, async ({ page }) => {
      await page.goto(path);
      await hydrate(page);
      for (const section of await page.locator('section.widget').all()) await openDisclosures(section);
      const asserted = assertedNames(decl);
      const found = await readoutNamesByWidget(page);
      const unasserted: string[] = [];
      for (const [where, names] of Object.entries(found)) {
        const [id, attr] = where.split(' ') as [string, string];
        if (attr !== READOUT_ATTR) {
          unasserted.push(`${id}: readout attribute ${attr} (${names.join(', ')}) is not one the tests read`);
          continue;
        }
        const known = asserted.get(id);
        for (const n of names) if (!known?.has(n)) unasserted.push(`${id}: ${attr}="${n}" is not asserted`);
      }
      expect(unasserted, 'readouts shown but asserted by no configuration').toEqual([]);
    });
  }
});
