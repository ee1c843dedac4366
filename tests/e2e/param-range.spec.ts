// Every parameter of every page, from a link, out of range both ways: the widget must say which value
// it adjusted (one notice line per value, naming the parameter's label) and its controls must show
// the clamped value. The parameter lists are the chapters' manifests' (src/chapters/<slug>/chapter.ts,
// the lists the site reads), so a new parameter or a new chapter is covered without editing this
// file; a widget whose parameters its manifest does not list fails the first check.
import type { Locator, Page } from '@playwright/test';
import type { NumberParam, ParamSpec, ParamSpecs } from '../../src/params/spec';
import { test, expect, SLUGS, hydrate, loadChapters } from './support';

// Each test checks every parameter of a page (over twenty on the larger ones), each with a few
// locator round trips: on a loaded two-core machine that can pass the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** Each page's parameter lists (one per shared store: a page's widgets may share one). */
const PAGE_PARAMS: Record<string, readonly ParamSpecs[]> = Object.fromEntries(
  (await loadChapters()).map((c) => [c.slug, c.params]),
);

const specsOf = (slug: string): ParamSpec[] => (PAGE_PARAMS[slug] ?? []).flat();
const numbersOf = (slug: string) => specsOf(slug).filter((p): p is NumberParam => p.kind === 'number');

/** A value clearly outside the range (a quarter of the range, at least one step), printed briefly. */
function outside(p: NumberParam, side: 'below' | 'above'): string {
  const by = Math.max(p.step, (p.max - p.min) / 4);
  return String(Number((side === 'below' ? p.min - by : p.max + by).toPrecision(6)));
}

const unitOf = (p: NumberParam) => (p.unit ? ` ${p.unit}` : '');

/** The notice line for `name=raw`: each value the link got wrong has its own line. */
function noticeLine(page: Page, name: string, raw: string): Locator {
  return page
    .getByRole('status')
    .getByRole('listitem')
    .filter({ hasText: `(${name}=${raw})` });
}

/** Every control of a parameter on the page (slider, number box, select or checkbox, in any widget). */
const controls = (page: Page, name: string) => page.locator(`[data-param="${name}"]`);

async function open(page: Page, slug: string, query: Record<string, string>): Promise<void> {
  await page.goto(`/${slug}/?${new URLSearchParams(query)}`);
  await hydrate(page);
}

/**
 * The notice sits in a widget of the parameter's own store: one that has a control for some parameter
 * of the same list (a store's notices are shown once, in its first widget, while a parameter's own
 * control may sit in another widget sharing that store).
 */
async function expectNoticeInItsWidget(page: Page, slug: string, name: string, raw: string): Promise<void> {
  const list = PAGE_PARAMS[slug]!.find((specs) => specs.some((p) => p.name === name))!;
  const sameStore = list.map((p) => `[data-param="${p.name}"]`).join(', ');
  const widget = page.getByRole('region').filter({ has: noticeLine(page, name, raw) });
  await expect(
    widget.locator(sameStore).first(),
    `the notice for ${name} in a widget of its store`,
  ).toBeAttached();
}

test("every page has its parameter lists in its chapter's manifest", () => {
  expect(Object.keys(PAGE_PARAMS).sort()).toEqual([...SLUGS]);
  for (const slug of SLUGS) expect(PAGE_PARAMS[slug]!.length, slug).toBeGreaterThan(0);
});

for (const slug of SLUGS) {
  test.describe(`/${slug}/: link values out of range`, () => {
    for (const side of ['below', 'above'] as const) {
      test(`every number parameter ${side} its ${side === 'below' ? 'minimum' : 'maximum'} is clamped to it, with a notice naming it`, async ({
        page,
      }) => {
        const numbers = numbersOf(slug);
        const query: Record<string, string> = {};
        for (const p of numbers) query[p.name] = outside(p, side);
        // The checkboxes get a value that is not on/off at the same time (one notice each too).
        const booleans = specsOf(slug).filter((p) => p.kind === 'boolean');
        if (side === 'below') for (const p of booleans) query[p.name] = 'maybe';
        await open(page, slug, query);

        // Every control on the page belongs to a parameter declared for it, and every parameter has one.
        const shown = await page
          .locator('[data-param]')
          .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-param')))].sort());
        expect(shown, 'parameters with controls on the page').toEqual(
          specsOf(slug)
            .map((p) => p.name)
            .sort(),
        );

        for (const p of numbers) {
          const raw = query[p.name]!;
          const clamped = side === 'below' ? p.min : p.max;
          const line = noticeLine(page, p.name, raw);
          await expect(line, `one notice for ${p.name}=${raw}`).toHaveCount(1);
          await expect(line).toHaveText(
            `“${p.label}” (${p.name}=${raw}) is outside ${p.min} … ${p.max}${unitOf(p)}; using ${clamped}${unitOf(p)}.`,
          );
          await expectNoticeInItsWidget(page, slug, p.name, raw);
          for (const control of await controls(page, p.name).all())
            await expect(control, `${p.name} shows the clamped value`).toHaveValue(String(clamped));
        }
        if (side === 'below') {
          for (const p of booleans) {
            const line = noticeLine(page, p.name, 'maybe');
            await expect(line, `one notice for ${p.name}=maybe`).toHaveCount(1);
            await expect(line).toHaveText(
              `“${p.label}” (${p.name}=maybe) is not on/off; using the default (${p.default ? 'on' : 'off'}).`,
            );
            for (const control of await controls(page, p.name).all())
              if (p.default) await expect(control).toBeChecked();
              else await expect(control).not.toBeChecked();
          }
        }
      });
    }

    test('a parameter that is not a number keeps its default, with a notice naming it', async ({ page }) => {
      // The page's last number parameter (the first ones are covered by the notices tests elsewhere).
      const p = numbersOf(slug).at(-1)!;
      await open(page, slug, { [p.name]: '3kg' });
      const line = noticeLine(page, p.name, '3kg');
      await expect(line).toHaveCount(1);
      await expect(line).toHaveText(
        `“${p.label}” (${p.name}=3kg) is not a number; using the default ${p.default}${unitOf(p)}.`,
      );
      await expectNoticeInItsWidget(page, slug, p.name, '3kg');
      for (const control of await controls(page, p.name).all())
        await expect(control, `${p.name} shows its default`).toHaveValue(String(p.default));
    });
  });
}
