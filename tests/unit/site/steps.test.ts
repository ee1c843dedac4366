// Every displayed step of every derivation, evaluated at thousands of random valid parameter sets:
// an algebra slip in the text (or a solver that disagrees with it) fails the build.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DERIVATIONS, type AnyDerivation } from '../../../src/kit/steps/registry';
import { defineDerivation } from '../../../src/kit/steps/define';
import { defaults } from '../../../src/params/spec';
import { checkDerivation } from './check-derivation';
import { paramValues } from './param-arbitraries';

const RUNS = 2000;
/** A step that applies to fewer draws than this is barely tested; the test says so. */
const MIN_APPLIED_FRACTION = 0.05;

describe.each(DERIVATIONS.map((d) => [d.page, d] as const))('derivation %s', (_page, d) => {
  it(`agrees with itself, step by step, at ${RUNS} random parameter sets`, () => {
    const appliedCount = new Map<string, number>(d.steps.map((s) => [s.id, 0]));
    fc.assert(
      fc.property(paramValues(d.params), (p) => {
        const { problems, applied } = checkDerivation(d, p as Record<string, number | boolean>);
        for (const id of applied) appliedCount.set(id, (appliedCount.get(id) ?? 0) + 1);
        expect(problems).toEqual([]);
      }),
      { numRuns: RUNS, seed: 20261121 },
    );
    for (const [id, n] of appliedCount) {
      expect(n / RUNS, `step ${id} applied to only ${n} of ${RUNS} draws`).toBeGreaterThanOrEqual(
        MIN_APPLIED_FRACTION,
      );
    }
  });

  it('agrees with itself at the default parameters, where every step applies', () => {
    const { problems, applied } = checkDerivation(d, defaults(d.params) as Record<string, number | boolean>);
    expect(problems).toEqual([]);
    expect(applied).toEqual(d.steps.map((s) => s.id));
  });
});

describe('the step check itself', () => {
  const d = DERIVATIONS.find((x) => x.page === 'normal-impulse')!;
  const p = defaults(d.params) as Record<string, number | boolean>;

  it('catches a step whose sides disagree (a sign slip in the text)', () => {
    const j = d.steps.find((s) => s.id === 'eq:ni-j')!;
    const broken = defineDerivation({
      ...d,
      steps: d.steps.map((s) =>
        s !== j
          ? s
          : {
              ...s,
              rows: [
                {
                  sides: [
                    s.rows[0]!.sides[0]!,
                    {
                      ...s.rows[0]!.sides[1]!,
                      value: (sc: unknown) => -(s.rows[0]!.sides[1]!.value(sc) as number),
                    },
                  ],
                },
              ],
            },
      ),
    }) as AnyDerivation;
    expect(checkDerivation(broken, p).problems).toEqual([expect.stringContaining('eq:ni-j row 0')]);
  });

  it('catches a step that does not continue the one before it', () => {
    const expand = d.steps.findIndex((s) => s.id === 'eq:ni-expand');
    const steps = [...d.steps];
    // Drop the first side so that the step now starts from −(bracket) instead of v_rel'·n.
    const s = steps[expand]!;
    steps[expand] = {
      ...s,
      rows: [
        {
          sides: [
            {
              ...s.rows[0]!.sides[1]!,
              value: (sc: unknown) => (s.rows[0]!.sides[1]!.value(sc) as number) + 1,
            },
          ],
        },
      ],
    };
    const broken = defineDerivation({ ...d, steps }) as AnyDerivation;
    expect(checkDerivation(broken, p).problems).toEqual([expect.stringContaining('does not continue')]);
  });
});
