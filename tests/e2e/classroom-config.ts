// A link's configuration on the classroom routes: what a deck's slide or a handout must show for it,
// computed here from the chapter's manifest (its derivation and parameters), not read from the page.
// A slide or a handout that shows another configuration than the link's fails against these.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Chapter } from '../../src/site/chapters';
import { evaluateSteps } from '../../src/kit/steps/define';
import { fmtStepValue } from '../../src/lib/format';
import { parseParams } from '../../src/params/url';

/**
 * A link query for the chapter: its derivation's first number parameter a few steps from its
 * default (a value its numbers depend on).
 */
export function anotherValue(c: Chapter): { name: string; value: string; query: string } {
  const p = c.derivation.params.find((x) => x.kind === 'number');
  if (p?.kind !== 'number') throw new Error(`${c.file}: no number parameter`);
  for (const k of [3, -3, 1, -1]) {
    const v = Number((p.default + k * p.step).toFixed(9));
    if (v >= p.min && v <= p.max) return { name: p.name, value: String(v), query: `${p.name}=${v}` };
  }
  throw new Error(`${c.file}: no other value for ${p.name}`);
}

/** Each step's numbers as the page must print them at the query's configuration, by side ("0.1"). */
export function stepNumbersAt(c: Chapter, search: string): Map<string, Record<string, string>> {
  const d = c.derivation;
  const out = new Map<string, Record<string, string>>();
  for (const ev of evaluateSteps(d, parseParams(d.params, search).values)) {
    const step = d.steps.find((s) => s.id === ev.id)!;
    const sides: Record<string, string> = {};
    ev.values?.forEach((row, r) =>
      row.forEach((v, k) => (sides[`${r}.${k}`] = fmtStepValue(v, step.rows[r]?.unit))),
    );
    out.set(ev.id, sides);
  }
  return out;
}

/**
 * The numbers each step inside `scope` prints (hidden or not), by step id and side; not a deck's
 * copy of the equation before (.deck-prev), which keeps the values it was copied with.
 */
export async function stepNumbersShown(scope: Locator): Promise<Map<string, Record<string, string>>> {
  const rows = await scope.locator('.step[data-step]').evaluateAll((steps) =>
    steps
      .filter((s) => !s.closest('.deck-prev'))
      .map((s) => {
        const sides: Record<string, string> = {};
        const values = s.querySelector('.step-values');
        if (values && !values.hasAttribute('hidden'))
          for (const o of values.querySelectorAll('output[data-side]'))
            sides[o.getAttribute('data-side')!] = (o.textContent ?? '').trim();
        return [s.getAttribute('data-step')!, sides] as const;
      }),
  );
  return new Map(rows);
}

/**
 * Wait until every step inside `scope` prints the numbers of the query's configuration (the numbers
 * island writes them once it has hydrated), and say which differ if they never do.
 */
export async function expectStepNumbersAt(scope: Locator, c: Chapter, search: string): Promise<void> {
  const expected = stepNumbersAt(c, search);
  await expect
    .poll(async () => {
      const shown = await stepNumbersShown(scope);
      expect(shown.size, 'steps with numbers').toBeGreaterThan(0);
      return [...shown].filter(([id, sides]) => JSON.stringify(sides) !== JSON.stringify(expected.get(id)));
    }, `every step's numbers at ${search}`)
    .toEqual([]);
}

/** Wait until each control the configuration names shows its value (a slider's, a box's tick). */
export async function expectControlsAt(
  widget: Locator,
  config: Readonly<Record<string, string | number | boolean>>,
): Promise<void> {
  for (const [name, value] of Object.entries(config)) {
    const input = widget.locator(`[data-param="${name}"]`).first();
    if (typeof value === 'boolean') await expect(input, name).toBeChecked({ checked: value });
    else await expect(input, name).toHaveValue(String(value));
  }
}

/**
 * The configuration the page's URL holds, as the chapter's parameters read it (so that a value a
 * store leaves out of the URL at its default still counts): compare it with configurationOf(link).
 */
export function configurationOf(c: Chapter, search: string): Record<string, number | boolean> {
  return parseParams(c.params.flat(), search).values as Record<string, number | boolean>;
}

/** Wait until the page's URL holds the configuration of `search`. */
export async function expectUrlConfiguration(page: Page, c: Chapter, search: string): Promise<void> {
  await expect
    .poll(() => configurationOf(c, new URL(page.url()).search), `the URL's configuration is ${search}`)
    .toEqual(configurationOf(c, search));
}
