// Every parameter of every page, from a link, out of range both ways and as no number at all: the
// widget must say which value it adjusted (one notice line per value, naming the parameter's label)
// and its controls must show the value used. One link per page sets every parameter wrong at once:
// the numbers below their minimum, above their maximum and not a number, in turn, and every checkbox
// neither on nor off (what each kind of wrong value gives is the same code for every parameter,
// src/params/url.ts; tests/unit/site/params.test.ts gives it each kind). The parameter lists are the chapters' manifests' (src/chapters/<slug>/chapter.ts, the
// lists the site reads), so a new parameter or a new chapter is covered without editing this file;
// a widget whose parameters its manifest does not list fails the first check.
import type { Page } from '@playwright/test';
import type { NumberParam, ParamSpec } from '../../../src/params/spec';
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

async function open(page: Page, c: Chapter, query: Record<string, string>): Promise<void> {
  await page.goto(`/${c.slug}/?${new URLSearchParams(query)}`);
  await hydrate(page);
}

/** What a parameter's link value must give: its notice line, and what each of its controls shows. */
interface Want {
  raw: string;
  notice: string;
  /** A number control's value, or a checkbox's state. */
  shows: string | boolean;
}

/**
 * Every notice line and every control of the page, read at once: each value the link got wrong has
 * its own line (`(name=raw)`), which sits in a widget of the parameter's own store (one that has a
 * control for some parameter of the same list: a store's notices are shown once, in its first
 * widget, while a parameter's own control may sit in another widget sharing that store).
 */
async function mismatches(page: Page, c: Chapter, want: ReadonlyMap<string, Want>): Promise<string[]> {
  const { notices, controls } = await page.evaluate(() => ({
    notices: [...document.querySelectorAll('[role="status"] li')].map((li) => ({
      text: (li.textContent ?? '').replace(/\s+/g, ' ').trim(),
      widget: [...(li.closest('section.widget')?.querySelectorAll('[data-param]') ?? [])].map((el) =>
        el.getAttribute('data-param')!,
      ),
    })),
    controls: [...document.querySelectorAll<HTMLInputElement>('[data-param]')].map((el) => ({
      id: el.id,
      name: el.dataset.param!,
      shows: el.type === 'checkbox' ? el.checked : el.value,
    })),
  }));
  const out: string[] = [];
  for (const [name, w] of want) {
    const lines = notices.filter((n) => n.text.includes(`(${name}=${w.raw})`));
    const list = c.params.find((specs) => specs.some((p) => p.name === name))!;
    if (lines.length !== 1) out.push(`${lines.length} notice lines for ${name}=${w.raw}`);
    else if (lines[0]!.text !== w.notice) out.push(`notice “${lines[0]!.text}”, want “${w.notice}”`);
    else if (!list.some((p) => lines[0]!.widget.includes(p.name)))
      out.push(`the notice for ${name} is in no widget of its store`);
    for (const control of controls.filter((x) => x.name === name))
      if (control.shows !== w.shows) out.push(`#${control.id} shows ${control.shows}, want ${w.shows}`);
  }
  return out;
}

/** The page opened at a link setting each parameter of `want` to its raw value: each as wanted. */
async function expectLink(page: Page, c: Chapter, want: ReadonlyMap<string, Want>): Promise<void> {
  await open(page, c, Object.fromEntries([...want].map(([name, w]) => [name, w.raw])));
  // The notices come with the first render after hydration.
  await expect.poll(() => mismatches(page, c, want), 'notices and controls').toEqual([]);
}

/** The three ways a number in a link can be wrong, given in turn to the page's number parameters. */
const KINDS = ['below', 'above', 'not a number'] as const;

/**
 * One link setting every parameter of the page wrong: the number parameters below their minimum,
 * above their maximum and not a number, in turn (so each kind reaches a few parameters of every
 * widget), and every checkbox neither on nor off. Each is clamped or defaulted, with its notice.
 */
async function everyValueWrong(page: Page, c: Chapter): Promise<void> {
  expect(c.params.length, `${c.file} lists the page's parameters`).toBeGreaterThan(0);
  const want = new Map<string, Want>();
  for (const [i, p] of numbersOf(c).entries()) {
    const kind = KINDS[i % KINDS.length]!;
    if (kind === 'not a number')
      want.set(p.name, {
        raw: '3kg',
        notice: `“${p.label}” (${p.name}=3kg) is not a number; using the default ${p.default}${unitOf(p)}.`,
        shows: String(p.default),
      });
    else {
      const raw = outside(p, kind);
      const clamped = kind === 'below' ? p.min : p.max;
      want.set(p.name, {
        raw,
        notice: `“${p.label}” (${p.name}=${raw}) is outside ${p.min} … ${p.max}${unitOf(p)}; using ${clamped}${unitOf(p)}.`,
        shows: String(clamped),
      });
    }
  }
  for (const p of specsOf(c))
    if (p.kind === 'boolean')
      want.set(p.name, {
        raw: 'maybe',
        notice: `“${p.label}” (${p.name}=maybe) is not on/off; using the default (${p.default ? 'on' : 'off'}).`,
        shows: p.default,
      });
  // Every kind reached some parameter (a page with fewer than three numbers has none to spare).
  const raws = [...want.values()].map((w) => w.raw);
  if (numbersOf(c).length >= KINDS.length) expect(raws).toContain('3kg');
  await expectLink(page, c, want);

  // Every control on the page belongs to a parameter declared for it, and every parameter has one.
  const shown = await page
    .locator('[data-param]')
    .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-param')))].sort());
  expect(shown, 'parameters with controls on the page').toEqual(
    specsOf(c)
      .map((p) => p.name)
      .sort(),
  );
}

export default [
  {
    name: 'a link with every value wrong (numbers below their minimum, above their maximum or not numbers, in turn; checkboxes neither on nor off): each clamped or defaulted, with a notice naming it',
    visits: ['laptop'],
    phase: 'links',
    budget: 30_000,
    run: ({ page, chapter }) => everyValueWrong(page, chapter),
  },
] satisfies Check[];
