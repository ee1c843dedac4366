import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Body2, kineticEnergy2, seed001BuggyImpulse } from '../../../src/solver';
import { RUNS, body2, nanPaths, restitution, unit2, PROPERTY_TIMEOUT } from './arbitraries';

const ball = (invMass: number, vx: number): Body2 => ({ invMass, invInertia: 0, v: { x: vx, y: 0 }, w: 0 });
const nx = { x: 1, y: 0 };

describe("seed 001's buggy impulse", { timeout: PROPERTY_TIMEOUT }, () => {
  it('is three times too large for a 1 kg ball hitting a 2 kg ball (energy 6 J → 134 J)', () => {
    //   mA = 1, mB = 1/2 (inverse), vA = 2, vB = −2, e = 1: vn = −4.
    //   Correct: 8 / (1 + 1/2) = 16/3. Sample: 8 / (1 − 1/2) = 16.
    //   After: vA = 2 − 16 = −14, vB = −2 + 8 = 6; separating at 20 instead of 4.
    const r = seed001BuggyImpulse(ball(1, 2), ball(0.5, -2), nx, 1);
    expect(r.verdict).toBe('too-large');
    expect(r.j).toBe(16);
    expect(r.jCorrect).toBeCloseTo(16 / 3, 12);
    expect(r.vnAfter).toBe(20);
    expect(r.a?.v.x).toBe(-14);
    expect(r.b?.v.x).toBe(6);
    expect(kineticEnergy2(ball(1, 2), ball(0.5, -2))).toBe(6);
    expect(kineticEnergy2(r.a!, r.b!)).toBe(134);
  });

  it('divides by zero for equal masses instead of returning NaN or Infinity', () => {
    const r = seed001BuggyImpulse(ball(1, 1), ball(1, -1), nx, 0.5);
    expect(r).toMatchObject({ j: null, nonFinite: 'Infinity', verdict: 'divides-by-zero', a: null, b: null });
    expect(r.jCorrect).toBe(1.5);
  });

  it('computes 0/0 for equal masses at rest relative to each other, because it only skips vn > 0', () => {
    const r = seed001BuggyImpulse(ball(1, 1), ball(1, 1), nx, 0.5);
    expect(r).toMatchObject({ j: null, nonFinite: 'NaN', verdict: 'zero-over-zero' });
  });

  it('pulls the bodies together when A is the heavier one', () => {
    //   mA = 1/2, mB = 1: denominator −1/2, j = −(1+0)(−2)/(−1/2) = −4.
    const r = seed001BuggyImpulse(ball(0.5, 1), ball(1, -1), nx, 0);
    expect(r.verdict).toBe('wrong-sign');
    expect(r.j).toBe(-4);
    expect(r.vnAfter).toBe(-2 + -4 * 1.5);
  });

  it('agrees with the correct impulse when B is immovable (a ball against a static wall)', () => {
    const r = seed001BuggyImpulse(ball(0.5, 2), ball(0, 0), nx, 1);
    expect(r.verdict).toBe('agrees');
    expect(r.j).toBe(r.jCorrect);
  });

  it('skips separating contacts like the correct code', () => {
    expect(seed001BuggyImpulse(ball(1, -1), ball(2, 1), nx, 1)).toMatchObject({
      j: 0,
      verdict: 'separating',
    });
  });

  it('never returns NaN, and its verdict matches the masses', () => {
    fc.assert(
      fc.property(body2, body2, unit2, restitution, (a, b, n, e) => {
        const r = seed001BuggyImpulse(a, b, n, e);
        expect(nanPaths(r)).toEqual([]);
        if (r.verdict === 'too-large') expect(a.invMass).toBeGreaterThan(b.invMass);
        if (r.verdict === 'wrong-sign') expect(a.invMass).toBeLessThan(b.invMass);
        if (r.j === null) expect(a.invMass).toBe(b.invMass);
      }),
      RUNS,
    );
  });
});
