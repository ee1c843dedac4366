// A derivation's two halves: the values the browser evaluates (src/chapters/<slug>/steps.ts) and
// the TeX only the build reads (steps.tex.server.ts), joined by step id with defineTex. The pages
// render the joined steps, so they must be the browser's own steps with TeX added, and a TeX table
// that does not fit its steps must fail to compile and fail when it loads.
import { describe, expect, it } from 'vitest';
import { DERIVATIONS, TEX_DERIVATIONS } from '../../../src/site/chapters';
import { defineDerivation, defineTex } from '../../../src/kit/steps/define';
import { SERVER_ONLY_FILE } from '../../../src/lib/server-only';

describe('every page’s TeX', () => {
  it('exists for every derivation, in a file the client build refuses', () => {
    expect(TEX_DERIVATIONS.map((d) => d.page).sort()).toEqual(DERIVATIONS.map((d) => d.page).sort());
    const files = Object.keys(import.meta.glob('../../../src/chapters/*/steps.tex.server.ts'));
    expect(files).toHaveLength(DERIVATIONS.length);
    for (const f of files) expect(f, f).toMatch(SERVER_ONLY_FILE);
  });

  it.each(TEX_DERIVATIONS.map((t) => [t.page, t] as const))(
    '%s: displays the browser’s own steps, every side with its label and the same value function',
    (page, t) => {
      const d = DERIVATIONS.find((x) => x.page === page)!;
      expect(t.scenario).toBe(d.scenario);
      expect(t.steps.map((s) => s.id)).toEqual(d.steps.map((s) => s.id));
      t.steps.forEach((step, i) => {
        const own = d.steps[i]!;
        expect(step.tex.trim(), step.id).not.toBe('');
        expect(step.inapplicable).toBe(own.inapplicable);
        expect(step.rows.map((r) => r.sides.length)).toEqual(own.rows.map((r) => r.sides.length));
        step.rows.forEach((row, r) =>
          row.sides.forEach((side, k) => {
            expect(side.tex.trim(), `${step.id} row ${r} side ${k}`).not.toBe('');
            expect(side.value).toBe(own.rows[r]!.sides[k]!.value);
            expect(side.unit).toBe(own.rows[r]!.sides[k]!.unit);
          }),
        );
      });
    },
  );
});

describe('defineTex', () => {
  const d = defineDerivation({
    page: 'test',
    params: [],
    scenario: () => ({ x: 2 }),
    steps: [
      { id: 'eq:t-one', rows: [{ sides: [{ value: (s) => s.x }, { value: (s) => 2 * s.x - 2 }] }] },
      { id: 'eq:t-two', rows: [{ sides: [{ value: () => 1 }] }, { sides: [{ value: () => 1 }] }] },
    ],
  });
  const one = { tex: 'x = 2x - 2', labels: [['x', '2x - 2']] } as const;
  const two = { tex: '1 = 1', labels: [['1'], ['1']] } as const;

  it('joins each step to its TeX by id, label by label', () => {
    const t = defineTex(d, { symbols: { x: (s) => s.x }, steps: { 'eq:t-two': two, 'eq:t-one': one } });
    expect(t.steps.map((s) => [s.id, s.tex, s.rows.map((r) => r.sides.map((x) => x.tex))])).toEqual([
      ['eq:t-one', 'x = 2x - 2', [['x', '2x - 2']]],
      ['eq:t-two', '1 = 1', [['1'], ['1']]],
    ]);
    expect(t.symbols?.x?.({ x: 3 })).toBe(3);
  });

  // Each @ts-expect-error is checked by `npm run typecheck`: the type of the TeX table must reject
  // these, as defineTex does when it runs.
  it('fails, naming the step, for a step with no TeX', () => {
    // @ts-expect-error eq:t-two has no TeX
    expect(() => defineTex(d, { steps: { 'eq:t-one': one } })).toThrow(/'eq:t-two' of 'test' has no TeX/);
  });

  it('fails for TeX of a step that does not exist', () => {
    expect(() =>
      // @ts-expect-error eq:t-three is no step of the derivation
      defineTex(d, { steps: { 'eq:t-one': one, 'eq:t-two': two, 'eq:t-three': two } }),
    ).toThrow(/TeX for 'eq:t-three', which is no step/);
  });

  it('fails for a row with a label too few or too many', () => {
    expect(() =>
      // @ts-expect-error the row of eq:t-one has two sides
      defineTex(d, { steps: { 'eq:t-one': { tex: 'x', labels: [['x']] }, 'eq:t-two': two } }),
    ).toThrow(/'eq:t-one' has rows of 2 sides but TeX labels for 1/);
    expect(() =>
      // @ts-expect-error eq:t-two has two rows
      defineTex(d, { steps: { 'eq:t-one': one, 'eq:t-two': { tex: '1', labels: [['1'], ['1'], ['1']] } } }),
    ).toThrow(/'eq:t-two' has rows of 1, 1 sides but TeX labels for 1, 1, 1/);
  });
});
