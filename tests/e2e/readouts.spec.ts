// Every readout, notice and degenerate-case sentence of every widget, at its defaults and in the
// regimes its configurations reach, against values computed here from the chapters' scenarios
// (tests/e2e/readouts.ts), never against the page's own output. Then: every readout a page shows is
// one that some configuration asserts, and every widget a chapter declares is covered.
import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrate, SLUGS } from './support';
import {
  READOUT_ATTRS,
  READOUT_PAGES,
  matches,
  plotScale,
  readNotices,
  readReadouts,
  readoutNamesByWidget,
  search,
  squash,
  widgetSection,
  type NoticeText,
  type PageDecl,
  type Query,
} from './readouts';
import {
  collisionParams,
  collisionScenario,
  restitutionPoint,
} from '../../src/chapters/normal-impulse/scenario';
import { defaults } from '../../src/params/spec';
import { widgets as niWidgets } from '../../src/chapters/normal-impulse/widgets';
import { widgets as emWidgets } from '../../src/chapters/effective-mass/widgets';
import { widgets as frWidgets } from '../../src/chapters/friction-clamping/widgets';
import { widgets as rjWidgets } from '../../src/chapters/revolute-joint/widgets';
import { widgets as spWidgets } from '../../src/chapters/sphere-impulse/widgets';

const CHAPTER_WIDGETS: Record<string, readonly { anchor: string }[]> = {
  'normal-impulse': niWidgets,
  'effective-mass': emWidgets,
  'friction-clamping': frWidgets,
  'revolute-joint': rjWidgets,
  'sphere-impulse': spWidgets,
};

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

/** Extra figure checks per page: the key figure's geometry against the solver, through the chart's scale. */
const FIGURES: Record<string, (page: Page, query: Query) => Promise<void>> = {
  '/normal-impulse/': async (page, query) => {
    // Each restitution panel's marker dot sits at (e, value) through the panel's own axis scales.
    const current = restitutionPoint(collisionScenario({ ...defaults(collisionParams), ...query }));
    const svgs = widgetSection(page, 'restitution').locator('.plot-box svg');
    await expect(svgs).toHaveCount(3);
    const keys = ['j', 'vnAfter', 'energyLost'] as const;
    for (const [i, key] of keys.entries()) {
      const svg = svgs.nth(i);
      const dot = svg.locator('.plot-markers circle');
      const x = await plotScale(svg, 'x');
      const y = await plotScale(svg, 'y');
      await expect
        .poll(async () => Number(await dot.getAttribute('cx')), { message: `${key} dot x` })
        .toBeCloseTo(x(current.e), 0);
      expect(Number(await dot.getAttribute('cy')), `${key} dot y`).toBeCloseTo(y(current[key]), 0);
    }
  },
};

for (const decl of READOUT_PAGES) {
  test.describe(`readouts on ${decl.path}`, () => {
    test.describe.configure({ timeout: 60_000 });
    for (const [name, query] of Object.entries(decl.configs)) {
      test(`${name}: every readout, notice and sentence of every widget matches the solver`, async ({
        page,
      }) => {
        await page.goto(`${decl.path}${search(query)}`);
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
        await FIGURES[decl.path]?.(page, query);
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
      for (const n of Object.keys(w.expected(query).readouts)) names.add(`${w.attr} ${n}`);
    out.set(w.id, names);
  }
  return out;
}

test.describe('every readout is asserted', () => {
  test('every chapter page is declared, with every widget its chapter lists', () => {
    expect(READOUT_PAGES.map((d) => d.path).sort()).toEqual(SLUGS.map((s) => `/${s}/`).sort());
    for (const decl of READOUT_PAGES) {
      const slug = decl.path.slice(1, -1);
      expect(decl.widgets.map((w) => w.id).sort(), decl.path).toEqual(
        CHAPTER_WIDGETS[slug]!.map((w) => w.anchor).sort(),
      );
    }
  });

  for (const decl of READOUT_PAGES) {
    test(`${decl.path}: no readout the page shows is left unasserted`, async ({ page }) => {
      await page.goto(decl.path);
      await hydrate(page);
      for (const section of await page.locator('section.widget').all()) await openDisclosures(section);
      const asserted = assertedNames(decl);
      const found = await readoutNamesByWidget(page);
      const unasserted: string[] = [];
      for (const [where, names] of Object.entries(found)) {
        const [id, attr] = where.split(' ') as [string, string];
        if (!(READOUT_ATTRS as readonly string[]).includes(attr)) {
          unasserted.push(`${id}: readout attribute ${attr} (${names.join(', ')}) is not one the tests read`);
          continue;
        }
        const known = asserted.get(id);
        for (const n of names)
          if (!known?.has(`${attr} ${n}`)) unasserted.push(`${id}: ${attr}="${n}" is not asserted`);
      }
      expect(unasserted, 'readouts shown but asserted by no configuration').toEqual([]);
    });
  }
});
