// Every displayed step of every derivation, evaluated at thousands of random valid parameter sets:
// an algebra slip in the text (or a solver that disagrees with it) fails the build.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DERIVATIONS, type AnyDerivation } from '../../../src/site/chapters';
import { type StepValue } from '../../../src/kit/steps/define';
import { defaults } from '../../../src/params/spec';
import { checkDerivation, STEP_TOLERANCE } from './check-derivation';
import { paramValues } from './param-arbitraries';
import { runs } from '../runs';
import { TEACHING_ORDER } from '../../../scripts/content-slugs.mjs';

const RUNS = runs(2000);
/** A step that applies to fewer draws than this is barely tested; the test says so. */
const MIN_APPLIED_FRACTION = 0.05;

/** A limit against hangs, not a timing check: 2000 draws take 1–5 s alone, far more on a busy machine. */
const PROPERTY_TIMEOUT = 120_000;

type Value = (sc: unknown) => StepValue;
/** The derivation with one step's value functions changed (each given with its row and side). */
function withValues(d: AnyDerivation, stepId: string, change: (v: Value, r: number, k: number) => Value) {
  const steps = d.steps.map((st) =>
    st.id !== stepId
      ? st
      : {
          ...st,
          rows: st.rows.map((row, r) => ({
            ...row,
            sides: row.sides.map((side, k) => ({ ...side, value: change(side.value, r, k) })),
          })),
        },
  );
  return { ...d, steps } as AnyDerivation;
}

describe.each(DERIVATIONS.map((d) => [d.page, d] as const))('derivation %s', (_page, d) => {
  // First, so that under mutation (which stops at the first failure) a changed step fails here, in
  // one evaluation, before the random draws.
  it('agrees with itself at the default parameters, where every step applies', () => {
    const { problems, applied } = checkDerivation(d, defaults(d.params) as Record<string, number | boolean>);
    expect(problems).toEqual([]);
    expect(applied).toEqual(d.steps.map((s) => s.id));
  });

  it(
    `agrees with itself, step by step, at ${RUNS} random parameter sets`,
    { timeout: PROPERTY_TIMEOUT },
    () => {
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
    },
  );
});

describe('the step check itself', () => {
  type Params = Record<string, number | boolean>;
  /** The derivations in teaching order: each example below is the first step there that fits. */
  const inOrder = () => TEACHING_ORDER.map((slug) => DERIVATIONS.find((d) => d.page === slug)!);
  /** A step whose values only its own rows hold: the step after it does not continue from it. */
  const endsItsChain = (d: AnyDerivation, i: number) => !d.steps[i + 1]?.continues;

  it('catches a step whose sides disagree (a sign slip in the text)', () => {
    // The first step whose first row has a partner side that is a non-zero number at the defaults:
    // that side negated.
    const found = inOrder().flatMap((d) => {
      const p = defaults(d.params) as Params;
      const s = d.scenario(p as never);
      return d.steps.flatMap((step, i) => {
        const partner = step.rows[0]?.sides[1]?.value(s);
        return typeof partner === 'number' && partner !== 0 && endsItsChain(d, i) ? [{ d, p, step }] : [];
      });
    })[0];
    expect(found, 'a step with a non-zero partner side').toBeDefined();
    const { d, p, step } = found!;
    const broken = withValues(d, step.id, (value, r, k) =>
      r === 0 && k === 1 ? (sc) => -(value(sc) as number) : value,
    );
    expect(checkDerivation(broken, p).problems).toEqual([expect.stringContaining(`${step.id} row 0`)]);
  });

  it('catches a step that does not continue the one before it', () => {
    // The first step that rewrites the one before it, every value of it moved by 1: its sides still
    // agree with each other, but it no longer starts where the step before it ended.
    const found = inOrder().flatMap((d) =>
      d.steps.flatMap((step, i) => (i > 0 && step.continues && endsItsChain(d, i) ? [{ d, step }] : [])),
    )[0];
    expect(found, 'a step that continues the one before it').toBeDefined();
    const { d, step } = found!;
    const moved = (v: StepValue): StepValue => (typeof v === 'number' ? v + 1 : { x: v.x + 1, y: v.y });
    const broken = withValues(d, step.id, (value) => (sc) => moved(value(sc)));
    const p = defaults(d.params) as Params;
    expect(checkDerivation(broken, p).problems).toEqual([
      expect.stringContaining(`${step.id} does not continue`),
    ]);
  });

  // Pins STEP_TOLERANCE: a 0.0001 % slip in any side of any step must fail (so loosening the tolerance
  // to, say, 1e-2 fails here), while float noise far below it must not.
  const slipped = (v: StepValue, rel: number): StepValue => {
    const by = (x: number) => x + rel * Math.max(1, Math.abs(x));
    return typeof v === 'number' ? by(v) : { x: by(v.x), y: v.y };
  };
  const withSlip = (page: AnyDerivation, stepId: string, r: number, k: number, rel: number) =>
    withValues(page, stepId, (value, ri, ki) =>
      ri === r && ki === k ? (sc) => slipped(value(sc), rel) : value,
    );

  it.each(DERIVATIONS.map((x) => [x.page, x] as const))(
    'on %s, fails a relative slip of 1e-6 in any side that has a partner, and passes one of 1e-13',
    (_page, page) => {
      const values = defaults(page.params) as Record<string, number | boolean>;
      let checked = 0;
      for (const step of page.steps) {
        step.rows.forEach((row, r) => {
          for (let k = 1; k < row.sides.length; k++) {
            const found = checkDerivation(withSlip(page, step.id, r, k, 1e-6), values).problems;
            expect(
              found.some((f) => f.startsWith(`${step.id} row ${r}`)),
              `${step.id} row ${r} side ${k}`,
            ).toBe(true);
            expect(checkDerivation(withSlip(page, step.id, r, k, 1e-13), values).problems).toEqual([]);
            checked++;
          }
        });
      }
      expect(checked, 'sides with a partner to compare against').toBeGreaterThanOrEqual(5);
    },
  );

  it('the tolerance sits between float noise and an algebra slip', () => {
    expect(STEP_TOLERANCE).toBeGreaterThanOrEqual(1e-12);
    expect(STEP_TOLERANCE).toBeLessThanOrEqual(1e-7);
  });
});
