// Newton's cradle (src/solver/cradle.ts): three models worked by hand (pairwise, the chapter's loop,
// all contacts at once), the loop's convergence to the simultaneous answer in any order, and the
// laws all three keep (momentum; with e = 1 the pairwise passes sort the velocities).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cradleLoop,
  cradlePairwise,
  cradleSequential,
  cradleSimultaneous,
  CRADLE_LOOP_SWEEPS,
  CRADLE_MAX_PASSES,
  pgsTrace2,
  type Body2,
  type ContactRow2,
} from '../../../src/solver';
import { expectNear, PROPERTY_TIMEOUT, RUNS, scalar } from './arbitraries';

const sum = (v: readonly number[]) => v.reduce((s, x) => s + x, 0);
const energy = (v: readonly number[]) => v.reduce((s, x) => s + 0.5 * x * x, 0);

describe('cradleSequential by hand', () => {
  it('e = 1, left to right on [1, 0, 0]: the velocity walks down the row, [0, 0, 1] in one pass', () => {
    //   Each push between equal masses with e = 1 swaps their velocities (j = −(1+1)·vn/2 = −vn).
    //   Contact 0: [1, 0] → [0, 1]; contact 1: [1, 0] → [0, 1]. No pair approaches after.
    const r = cradleSequential([1, 0, 0], 1, 'left-to-right');
    expect(r).toEqual({
      v: [0, 0, 1],
      passes: 1,
      settled: true,
      history: [
        [1, 0, 0],
        [0, 0, 1],
      ],
    });
  });

  it('right to left: contact 1 finds nothing the first time round, so it takes two passes', () => {
    //   Pass 1: contact 1 (balls 1, 2 both at rest) nothing; contact 0: [0, 1, 0].
    //   Pass 2: contact 1: [0, 0, 1]; contact 0 nothing. Same answer, one more pass.
    const r = cradleSequential([1, 0, 0], 1, 'right-to-left');
    expect(r.v).toEqual([0, 0, 1]);
    expect(r.passes).toBe(2);
    expect(r.history).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]);
    // A given order: [1, 0] is right to left.
    expect(cradleSequential([1, 0, 0], 1, [1, 0])).toEqual(r);
  });

  it('two balls from the left on five: two leave on the right', () => {
    const r = cradleSequential([1, 1, 0, 0, 0], 1);
    expect(r.v).toEqual([0, 0, 0, 1, 1]);
    expect(r.settled).toBe(true);
  });

  it('e = 0.5 on [1, 0, 0]: two passes, by hand', () => {
    //   j = −(1 + 0.5)·vn/2 = −0.75·vn.
    //   Pass 1: contact 0, vn = −1: j = 0.75 → [0.25, 0.75, 0]; contact 1, vn = −0.75:
    //   j = 0.5625 → [0.25, 0.1875, 0.5625].
    //   Pass 2: contact 0, vn = 0.1875 − 0.25 = −0.0625: j = 0.046875 → [0.203125, 0.234375, 0.5625];
    //   contact 1, vn = 0.328125 > 0: nothing. Pass 3 finds nothing approaching.
    const r = cradleSequential([1, 0, 0], 0.5);
    expect(r.history).toEqual([
      [1, 0, 0],
      [0.25, 0.1875, 0.5625],
      [0.203125, 0.234375, 0.5625],
    ]);
    expect(r.passes).toBe(2);
    expect(r.settled).toBe(true);
    expect(sum(r.v)).toBe(1);
  });

  it('e = 0 on [1, 0, 0] creeps toward ⅓ each; a pass limit stops it unsettled', () => {
    //   Pass 1: [½, ¼, ¼]; pass 2: [⅜, 5/16, 5/16]: each pass halves the spread.
    const r = cradleSequential([1, 0, 0], 0, 'left-to-right', 2);
    expect(r.history).toEqual([
      [1, 0, 0],
      [0.5, 0.25, 0.25],
      [0.375, 0.3125, 0.3125],
    ]);
    expect(r.passes).toBe(2);
    expect(r.settled).toBe(false);
    //   Without the small limit it settles when rounding makes the velocities equal.
    const all = cradleSequential([1, 0, 0], 0);
    expect(all.settled).toBe(true);
    expect(all.passes).toBeLessThan(CRADLE_MAX_PASSES);
    all.v.forEach((x) => expectNear(x, 1 / 3, 0, 1e-15));
    //   maxPasses = 0: nothing happens.
    expect(cradleSequential([1, 0, 0], 1, 'left-to-right', 0)).toEqual({
      v: [1, 0, 0],
      passes: 0,
      settled: false,
      history: [[1, 0, 0]],
    });
  });

  it('one ball, or nothing approaching', () => {
    expect(cradleSequential([3], 1)).toEqual({ v: [3], passes: 0, settled: true, history: [[3]] });
    expect(cradleSequential([0, 1, 2], 1).passes).toBe(0);
  });
});

describe('cradleSimultaneous by hand', () => {
  it('e = 1 on [1, 0, 0]: [−⅓, ⅔, ⅔], not [0, 0, 1]', () => {
    //   K = [[2, −1], [−1, 2]], b = (−1, 0), target b' = b + e·min(b, 0) = (−2, 0).
    //   Contact 0 alone: λ₀ = 1, but then w'₁ = −1·1 + 0 < 0. Both: K λ = (2, 0),
    //   λ = (4/3, 2/3). v = (1 − 4/3, 4/3 − 2/3, 2/3).
    const r = cradleSimultaneous([1, 0, 0], 1);
    expect(r.status).toBe('unique');
    expectNear(r.lambda[0]!, 4 / 3, 0, 1e-15);
    expectNear(r.lambda[1]!, 2 / 3, 0, 1e-15);
    [-1 / 3, 2 / 3, 2 / 3].forEach((x, i) => expectNear(r.v[i]!, x, 0, 1e-15));
    expect(r.v).not.toEqual(cradleSequential([1, 0, 0], 1).v);
    //   Momentum 1 and, here, energy ½ are both kept; the answer is still not a cradle's.
    expectNear(sum(r.v), 1, 0, 1e-15);
    expectNear(energy(r.v), 0.5, 0, 1e-15);
  });

  it('e = 0 on [1, 0, 0]: all three at ⅓, the limit the sequential passes creep toward', () => {
    //   b' = b = (−1, 0): K λ = (1, 0), λ = (2/3, 1/3), v = (1/3, 1/3, 1/3).
    const r = cradleSimultaneous([1, 0, 0], 0);
    [2 / 3, 1 / 3].forEach((l, i) => expectNear(r.lambda[i]!, l, 0, 1e-15));
    r.v.forEach((x) => expectNear(x, 1 / 3, 0, 1e-15));
  });

  it('e = 1 on [1, 0, ½, 0]: all at once adds energy', () => {
    //   b = (−1, ½, −½): contacts 0 and 2 approach, contact 1 separates. b' = (−2, ½, −1).
    //   Contacts 0 and 2 alone (they share no ball: K_SS = 2·1): λ = (1, ½), but then
    //   w'₁ = ½ − 1 − ½ = −1 < 0: the two pushes drive balls 1 and 2 together.
    //   All three: K λ = (2, −½, 1) with K⁻¹ = ¼[[3, 2, 1], [2, 4, 2], [1, 2, 3]]: λ = (1.5, 1, 1).
    //   v = (1 − 1.5, 1.5 − 1, ½ + 1 − 1, 1) = (−½, ½, ½, 1): energy ½(¼ + ¼ + ¼ + 1) = 0.875,
    //   up from ½(1 + ¼) = 0.625. Contact 1 pushes though it was separating, and contacts 0 and 2
    //   still get their full e·approach: the model does work. One pair at a time keeps 0.625.
    const r = cradleSimultaneous([1, 0, 0.5, 0], 1);
    [1.5, 1, 1].forEach((l, i) => expectNear(r.lambda[i]!, l, 0, 1e-15));
    [-0.5, 0.5, 0.5, 1].forEach((x, i) => expectNear(r.v[i]!, x, 0, 1e-15));
    expectNear(energy(r.v), 0.875, 0, 1e-15);
    expect(energy(cradleSequential([1, 0, 0.5, 0], 1).v)).toBe(0.625);
  });

  it('two balls: the same as one pair at a time', () => {
    //   One contact: b = −2, b' = −(1 + e)·2, K = 2: λ = 1 + e.
    const r = cradleSimultaneous([1, -1], 0.5);
    expect(r.lambda).toEqual([1.5]);
    expect(r.v).toEqual([-0.5, 0.5]);
    expect(cradleSequential([1, -1], 0.5).v).toEqual(r.v);
  });

  it('a separating pair gets no impulse; nine balls is the most', () => {
    //   [0, 0, 1]: b = (0, 1); nothing approaches, λ = 0.
    expect(cradleSimultaneous([0, 0, 1], 1)).toEqual({ v: [0, 0, 1], lambda: [0, 0], status: 'unique' });
    expect(
      cradleSimultaneous(
        new Array(9).fill(0).map((_, i) => (i === 0 ? 1 : 0)),
        1,
      ).status,
    ).toBe('unique');
  });
});

describe('the model decides, not the order: [1, 0, 0] with e = 1', () => {
  const third = [-1 / 3, 2 / 3, 2 / 3];
  for (const order of ['left-to-right', 'right-to-left'] as const)
    it(`${order}: pairwise (0, 0, 1); the chapter's loop and the LCP (−1/3, 2/3, 2/3)`, () => {
      const pairwise = cradlePairwise([1, 0, 0], 1, order);
      expect(pairwise.v).toEqual([0, 0, 1]);
      //   Left to right in one pass; right to left the first pass only moves the left pair.
      expect(pairwise.passes).toBe(order === 'left-to-right' ? 1 : 2);
      const loop = cradleLoop([1, 0, 0], 1, order);
      third.forEach((x, i) => expectNear(loop.v[i]!, x, 0, 1e-15));
      [4 / 3, 2 / 3].forEach((l, i) => expectNear(loop.lambda[i]!, l, 0, 1e-15));
      const lcp = cradleSimultaneous([1, 0, 0], 1);
      third.forEach((x, i) => expectNear(lcp.v[i]!, x, 0, 1e-15));
      for (const v of [pairwise.v, loop.v, lcp.v]) expectNear(sum(v), 1, 0, 1e-15);
    });

  it('the old name is the pairwise model', () => {
    expect(cradleSequential).toBe(cradlePairwise);
  });
});

describe('cradleLoop by hand', () => {
  it('left to right: the targets once, (1, 0); then the totals sweep by sweep', () => {
    //   b = (−1, 0): t = e·max(−b, 0) = (1, 0). m_eff = ½.
    //   Sweep 1: contact 0, vn = −1: Δ = −½(−1 − 1) = 1 → λ₀ = 1, v = [0, 1, 0];
    //            contact 1, vn = −1: Δ = −½(−1 − 0) = ½ → λ₁ = ½, v = [0, ½, ½].
    //   Sweep 2: contact 0, vn = ½: Δ = −½(½ − 1) = ¼ → λ₀ = 1.25, v = [−¼, ¾, ½];
    //            contact 1, vn = −¼: Δ = ⅛ → λ₁ = 0.625, v = [−¼, ⅝, ⅝].
    //   Pairwise the second contact would have reflected the approach of −1 to +1 (j = 1), and
    //   contact 0 would not be visited again with a target from before.
    const r = cradleLoop([1, 0, 0], 1, 'left-to-right', 2);
    expect(r.target).toEqual([1, 0]);
    expect(r.lambda).toEqual([1.25, 0.625]);
    expect(r.sweeps).toBe(2);
    expect(r.history).toEqual([
      [1, 0, 0],
      [0, 0.5, 0.5],
      [-0.25, 0.625, 0.625],
    ]);
  });

  it('right to left: the right pair finds nothing at first, and the limit is the same', () => {
    //   Sweep 1: contact 1, vn = 0 = t₁: nothing; contact 0: Δ = 1, v = [0, 1, 0].
    //   Sweep 2: contact 1, vn = −1: Δ = ½, v = [0, ½, ½]; contact 0, vn = ½: Δ = ¼, v = [−¼, ¾, ½].
    const r = cradleLoop([1, 0, 0], 1, 'right-to-left', 2);
    expect(r.history).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [-0.25, 0.75, 0.5],
    ]);
    expect(r.lambda).toEqual([1.25, 0.5]);
    expect(cradleLoop([1, 0, 0], 1, [1, 0], 2)).toEqual(r);
  });

  it('e = 0 is sequentialImpulses2’s sweep to the last bit, in both orders', () => {
    const v = [1.5, 0.25, -0.5, 0.75, 0];
    const bodies = v.map((x): Body2 => ({ invMass: 1, invInertia: 0, v: { x, y: 0 }, w: 0 }));
    const contacts = v.slice(1).map((_, i): ContactRow2 => ({
      a: i,
      b: i + 1,
      rA: { x: 1, y: 0 },
      rB: { x: -1, y: 0 },
      n: { x: 1, y: 0 },
    }));
    for (const [order, pgsOrder] of [
      ['left-to-right', 'forward'],
      ['right-to-left', 'reverse'],
    ] as const) {
      const loop = cradleLoop(v, 0, order, 7);
      const pgs = pgsTrace2(bodies, contacts, { iterations: 7, order: pgsOrder });
      expect(loop.lambda).toEqual(pgs.lambda);
      expect(loop.v).toEqual(pgs.bodies.map((b) => b.v.x));
    }
  });

  it('no sweeps, one ball, nothing approaching', () => {
    expect(cradleLoop([1, 0, 0], 1, 'left-to-right', 0)).toEqual({
      v: [1, 0, 0],
      lambda: [0, 0],
      target: [1, 0],
      sweeps: 0,
      history: [[1, 0, 0]],
    });
    expect(cradleLoop([3], 1).v).toEqual([3]);
    expect(cradleLoop([0, 1, 2], 1).lambda).toEqual([0, 0]);
    expect(cradleLoop([1, 0, 0], 1).sweeps).toBe(CRADLE_LOOP_SWEEPS);
  });
});

describe('the chapter’s loop lands on the LCP answer', { timeout: PROPERTY_TIMEOUT }, () => {
  it('for random cradles, e and orders (left to right, right to left, any permutation)', () => {
    const cradle = fc.array(scalar(3), { minLength: 1, maxLength: 9 }).chain((v) =>
      fc.tuple(
        fc.constant(v),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.oneof(
          fc.constantFrom<'left-to-right' | 'right-to-left'>('left-to-right', 'right-to-left'),
          fc.shuffledSubarray(
            Array.from({ length: v.length - 1 }, (_, i) => i),
            { minLength: v.length - 1 },
          ),
        ),
      ),
    );
    fc.assert(
      fc.property(cradle, ([v, e, order]) => {
        const scale = 1 + Math.max(...v.map(Math.abs));
        const loop = cradleLoop(v, e, order, 400);
        const lcp = cradleSimultaneous(v, e);
        loop.v.forEach((x, i) => expectNear(x, lcp.v[i]!, scale, 1e-9));
        loop.lambda.forEach((l, i) => expectNear(l, lcp.lambda[i]!, scale, 1e-9));
      }),
      { numRuns: Math.min(RUNS.numRuns, 1000) },
    );
  });
});

describe('laws all three keep', { timeout: PROPERTY_TIMEOUT }, () => {
  const velocities = fc.array(scalar(3), { minLength: 1, maxLength: 9 });
  const restitution = fc.double({ min: 0, max: 1, noNaN: true });

  it('momentum (all three); no pair approaches after; one pair at a time never adds energy (e ≤ 1)', () => {
    fc.assert(
      fc.property(velocities, restitution, (v, e) => {
        const scale = 1 + Math.max(...v.map(Math.abs));
        const seq = cradleSequential(v, e);
        const sim = cradleSimultaneous(v, e);
        const loop = cradleLoop(v, e, 'right-to-left');
        for (const r of [seq, sim, loop]) expectNear(sum(r.v), sum(v), 9 * scale, 1e-12);
        // Each pairwise push loses ½(1 − e²)·m_eff·vn² (chapter one); all at once has no such law.
        expect(energy(seq.v)).toBeLessThanOrEqual(energy(v) * (1 + 1e-12));
        if (seq.settled)
          seq.v.forEach((x, i) => i > 0 && expect(x - seq.v[i - 1]!).toBeGreaterThanOrEqual(0));
        sim.v.forEach((x, i) => i > 0 && expect(x - sim.v[i - 1]!).toBeGreaterThanOrEqual(-1e-12 * scale));
      }),
      { numRuns: Math.min(RUNS.numRuns, 2000) },
    );
  });

  it('e = 1, one pair at a time: the velocities come out sorted, within N passes', () => {
    //   Each push swaps two neighbours that are out of order (to rounding: a + (b − a) need not be
    //   b exactly): a pass is a bubble-sort pass.
    fc.assert(
      fc.property(
        velocities,
        fc.constantFrom<'left-to-right' | 'right-to-left'>('left-to-right', 'right-to-left'),
        (v, order) => {
          const r = cradleSequential(v, 1, order);
          expect(r.settled).toBe(true);
          expect(r.passes).toBeLessThanOrEqual(v.length);
          const sorted = v.slice().sort((x, y) => x - y);
          const scale = 1 + Math.max(...v.map(Math.abs));
          r.v.forEach((x, i) => expectNear(x, sorted[i]!, scale, 1e-14));
        },
      ),
      { numRuns: Math.min(RUNS.numRuns, 2000) },
    );
  });
});

describe('every RangeError names its parameter', () => {
  it('v, e, order, maxPasses', () => {
    expect(() => cradleSequential([], 1)).toThrow(/^v must be an array of ball velocities, at least one/);
    expect(() => cradleSimultaneous('x' as never, 1)).toThrow(/^v must be an array of ball velocities/);
    expect(() => cradleSequential([1, NaN], 1)).toThrow(/^v\[1\] must be a finite number/);
    expect(() => cradleSimultaneous([1, 0], -0.1)).toThrow(/^e must be ≥ 0/);
    expect(() => cradleSequential([1, 0], Infinity)).toThrow(/^e must be a finite number/);
    expect(() => cradleSequential([1, 0, 0], 1, [0, 0])).toThrow(
      /^order must list each index from 0 to 1 exactly once/,
    );
    expect(() => cradleSequential([1, 0, 0], 1, 'up' as never)).toThrow(
      /^order must be 'left-to-right' or 'right-to-left' \(got 'up'\)$/,
    );
    expect(() => cradleSequential([1, 0, 0], 1, 'left-to-right', -1)).toThrow(
      /^maxPasses must be an integer ≥ 0/,
    );
    expect(() => cradleSimultaneous(new Array(10).fill(0), 1)).toThrow(/^v must have at most 9 balls/);
    expect(() => cradleLoop([], 1)).toThrow(/^v must be an array of ball velocities, at least one/);
    expect(() => cradleLoop([1, 0], -0.5)).toThrow(/^e must be ≥ 0/);
    expect(() => cradleLoop([1, 0, 0], 1, [1, 1])).toThrow(
      /^order must list each index from 0 to 1 exactly once/,
    );
    expect(() => cradleLoop([1, 0, 0], 1, 'left-to-right', 1.5)).toThrow(
      /^iterations must be an integer ≥ 0/,
    );
  });
});
