// Each step is declared once, in its chapter's steps.ts: the equation's TeX, each side's label and
// value, the symbols the TeX check binds. The pages render the TeX; the browser build has it cut out
// (src/lib/server-only.ts, `stripBuildOnly`), and build-time code gets it back with `withTex`. These
// check that every page's steps carry their TeX in that one declaration, that `withTex` names what is
// missing, and what the cut removes and keeps. tests/static/server-only.test.ts checks the built
// JavaScript.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAPTERS } from '../../../src/site/chapters';
import { defineDerivation, withTex } from '../../../src/kit/steps/define';
import { stripBuildOnly } from '../../../src/lib/server-only';
import { slotId } from '../../../src/lib/slots';

describe('every page’s steps', () => {
  it.each(CHAPTERS.map((c) => [c.slug, c] as const))(
    '%s: carry their TeX in the declaration the browser evaluates, on every step and side',
    (slug, c) => {
      expect(c.tex, 'the TeX is the derivation itself, not a second table').toBe(c.derivation);
      expect(c.tex.steps.length).toBeGreaterThan(0);
      for (const step of c.tex.steps) {
        expect(step.tex.trim(), step.id).not.toBe('');
        step.rows.forEach((row, r) =>
          row.sides.forEach((side, k) => expect(side.tex.trim(), `${step.id} ${r}.${k}`).not.toBe('')),
        );
      }
      // One file per chapter declares its steps: no second file of TeX beside it.
      const files = readdirSync(`src/chapters/${slug}`).filter((f) => /^steps\b/.test(f));
      expect(files).toEqual(['steps.ts']);
    },
  );
});

describe('withTex', () => {
  const declared = {
    page: 'test',
    params: [],
    scenario: () => ({ x: 2 }),
    steps: [
      {
        id: 'eq:t-one',
        tex: 'x = 2x - 2',
        rows: [
          {
            unit: 'm',
            sides: [
              { tex: 'x', value: (s: { x: number }) => s.x },
              { tex: '2x - 2', value: (s: { x: number }) => 2 * s.x - 2 },
            ],
          },
        ],
      },
    ],
  };

  it('gives build-time code the steps as declared', () => {
    const t = withTex(defineDerivation(declared));
    expect(t.steps.map((s) => [s.id, s.tex, s.rows.map((r) => r.sides.map((x) => x.tex))])).toEqual([
      ['eq:t-one', 'x = 2x - 2', [['x', '2x - 2']]],
    ]);
  });

  it('fails, naming the step, for an id out of form or used twice, or a step with no side', () => {
    const [step] = declared.steps;
    const derived = (...steps: NonNullable<typeof step>[]) =>
      withTex(defineDerivation({ ...declared, steps }));
    expect(() => derived({ ...step!, id: 'eq:T-one' })).toThrow(
      /'eq:T-one' of 'test' has an id not of the form eq:<prefix>-<name>/,
    );
    expect(() => derived(step!, step!)).toThrow(/'eq:t-one' of 'test' has an id used twice/);
    expect(() => derived({ ...step!, rows: [] })).toThrow(/needs at least one row with at least one side/);
    expect(() => derived({ ...step!, rows: [{ unit: 'm', sides: [] }] })).toThrow(/at least one side/);
  });

  it('fails, naming the step and side, where the TeX was cut out', () => {
    const [step] = declared.steps;
    const noEquation = { ...declared, steps: [{ ...step!, tex: undefined as unknown as string }] };
    expect(() => withTex(defineDerivation(noEquation))).toThrow(
      /Step 'eq:t-one' of 'test' has no TeX for its equation/,
    );
    const [row] = step!.rows;
    const noLabel = {
      ...declared,
      steps: [{ ...step!, rows: [{ ...row!, sides: [row!.sides[0]!, { value: () => 2 } as never] }] }],
    };
    expect(() => withTex(defineDerivation(noLabel))).toThrow(
      /'eq:t-one' of 'test' has no TeX for row 0, side 1/,
    );
  });
});

describe('the browser build’s cut (stripBuildOnly)', () => {
  const source = `
const LABEL = String.raw\`\\frac{1}{m}\`;
const rows = (tex) => [{ sides: [{ tex, value: () => 1 }] }];
export const d = defineDerivation({
  page: 'p',
  symbols: { m: (s) => s.m, [LABEL]: (s) => 1 / s.m },
  steps: [
    {
      id: 'eq:p-a',
      tex: String.raw\`v = \\frac{1}{m}\`,
      symbols: { v: (s) => s.v, [String.raw\`2\${LABEL}\`]: (s) => 2 / s.m },
      rows: [{ unit: 'm/s', sides: [{ tex: 'v', value: (s) => s.v }, { value: (s) => 1 / s.m, tex: LABEL }] }],
    },
    { id: 'eq:p-b', tex: 'w', rows: ['x', 'y'].map((k) => ({ sides: [{ tex: \`w_\${k}\`, value: () => 0 }] })) },
    { id: 'eq:p-c', tex: 'c', rows: helper({ tex: 'c', value: () => 3 }) },
  ],
});
const elsewhere = { tex: 'kept' };
`;
  const out = stripBuildOnly(source, 'steps.ts')!.code;

  it('removes every tex property inside the call, at any depth, and keys its symbols by slot id', () => {
    const call = out.slice(out.indexOf('defineDerivation('), out.indexOf('const elsewhere'));
    expect(call).not.toMatch(/\btex\b|String\.raw|LABEL/);
    // The symbol tables stay, for the substituted formulas, with no TeX: keys named, computed from
    // a constant, in the page's table and a step's.
    expect(call).toContain(
      `symbols: { ${JSON.stringify(slotId('m'))}: (s) => s.m, ${JSON.stringify(slotId('\\frac{1}{m}'))}: (s) => 1 / s.m }`,
    );
    expect(call).toContain(
      `symbols: { ${JSON.stringify(slotId('v'))}: (s) => s.v, ${JSON.stringify(slotId('2\\frac{1}{m}'))}: (s) => 2 / s.m }`,
    );
    // in a step, in a side listed first or last, in rows a callback builds, in a helper's argument
    expect(out).not.toContain("tex: 'w'");
    expect(out).not.toContain('w_${k}');
    expect(out).not.toContain("tex: 'c'");
  });

  it('keeps the values, units, ids and what lies outside the call', () => {
    for (const kept of [
      "id: 'eq:p-a'",
      "unit: 'm/s'",
      'value: (s) => s.v',
      'value: (s) => 1 / s.m',
      "['x', 'y'].map",
      'value: () => 3',
      "const elsewhere = { tex: 'kept' }",
      'const rows = (tex) => [{ sides: [{ tex, value: () => 1 }] }]',
    ])
      expect(out, kept).toContain(kept);
  });

  it('leaves a module that declares no derivation alone', () => {
    expect(stripBuildOnly("const x = { tex: 'a' };", 'a.ts')).toBeNull();
  });
});
