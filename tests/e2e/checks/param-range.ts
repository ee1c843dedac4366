// Every parameter of every page, from a link, out of range both ways and as no number at all: the
// widget must say which value it adjusted (one notice line per value, naming the parameter's label)
// and its controls must show the value used. Three links per page, each setting every parameter at
// once: below every minimum (and every checkbox neither on nor off), above every maximum, and not a
// number. The parameter lists are the chapters' manifests' (src/chapters/<slug>/chapter.ts, the
// lists the site reads), so a new parameter or a new chapter is covered without editing this file;
// a widget whose parameters its manifest does not list fails the first check.
import type { Locator, Page } from '@playwright/test';
import type { NumberParam, ParamSpec, ParamSpecs } from '../../../src/params/spec';
import type { Chapter } from '../../../src/site/chapters';
import { expect, hydrate } from '../support';
import type { Check } from '../walk';

const specsOf = (c: Chapter): ParamSpec[] => c.params.flat();
const numbersOf = (c: Chapter) => specsOf(c).filter((p): p is NumberParam => p.kind === 'number');

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

async function open(page: Page, c: Chapter, query: Record<string, string>): Promise<void> {
  await page.goto(`/${c.slug}/?${new URLSearchParams(query)}`);
  await hydrate(page);
}

/**
 * The notice sits in a widget of the parameter's own store: one that has a control for some parameter
 * of the same list (a store's notices are shown once, in its first widget, while a parameter's own
 * control may sit in another widget sharing that store).
 */
async function expectNoticeInItsWidget(page: Page, lists: readonly ParamSpecs[], name: string, raw: string) {
  const list = lists.find((specs) => specs.some((p) => p.name === name))!;
  const sameStore = list.map((p) => `[data-param="${p.name}"]`).join(', ');
  const widget = page.getByRole('region').filter({ has: noticeLine(page, name, raw) });
  await expect(
    widget.locator(sameStore).first(),
    `the notice for ${name} in a widget of its store`,
  ).toBeAttached();
}

/** Every number parameter `side` its range in one link: each clamped to that end, with its notice. */
async function outOfRange(page: Page, c: Chapter, side: 'below' | 'above'): Promise<void> {
  expect(c.params.length, `${c.file} lists the page's parameters`).toBeGreaterThan(0);
  const numbers = numbersOf(c);
  const query: Record<string, string> = {};
  for (const p of numbers) query[p.name] = outside(p, side);
  // The checkboxes get a value that is not on/off at the same time (one notice each too).
  const booleans = specsOf(c).filter((p) => p.kind === 'boolean');
  if (side === 'below') for (const p of booleans) query[p.name] = 'maybe';
  await open(page, c, query);

  // Every control on the page belongs to a parameter declared for it, and every parameter has one.
  const shown = await page
    .locator('[data-param]')
    .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-param')))].sort());
  expect(shown, 'parameters with controls on the page').toEqual(
    specsOf(c)
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
    await expectNoticeInItsWidget(page, c.params, p.name, raw);
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
}

export default [
  {
    name: 'a link with every number below its minimum, and every checkbox neither on nor off: each clamped or defaulted, with a notice naming it',
    visits: ['laptop'],
    phase: 'links',
    budget: 30_000,
    run: ({ page, chapter }) => outOfRange(page, chapter, 'below'),
  },
  {
    name: 'a link with every number above its maximum: each clamped to it, with a notice naming it',
    visits: ['laptop'],
    phase: 'links',
    budget: 30_000,
    run: ({ page, chapter }) => outOfRange(page, chapter, 'above'),
  },
  {
    name: 'a link whose numbers are not numbers: each keeps its default, with a notice naming it',
    visits: ['laptop'],
    phase: 'links',
    budget: 30_000,
    async run({ page, chapter }) {
      const numbers = numbersOf(chapter);
      await open(page, chapter, Object.fromEntries(numbers.map((p) => [p.name, '3kg'])));
      for (const p of numbers) {
        const line = noticeLine(page, p.name, '3kg');
        await expect(line, `one notice for ${p.name}=3kg`).toHaveCount(1);
        await expect(line).toHaveText(
          `“${p.label}” (${p.name}=3kg) is not a number; using the default ${p.default}${unitOf(p)}.`,
        );
        await expectNoticeInItsWidget(page, chapter.params, p.name, '3kg');
        for (const control of await controls(page, p.name).all())
          await expect(control, `${p.name} shows its default`).toHaveValue(String(p.default));
      }
    },
  },
] satisfies Check[];
