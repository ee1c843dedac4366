// Seed 000's unguarded 2×2 solve: where it agrees with Cramer's rule and where it breaks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seed000Solve2, solveSym2 } from '../../../src/solver';
import { runs } from '../runs';
import { spread } from './arbitraries';

describe('seed000Solve2', () => {
  it('solves [2, 1; 1, 3]·x = (3, 5): det = 5, x2 = (2·5 − 1·3)/5 = 1.4, x1 = (3 − 1.4)/2 = 0.8', () => {
    const r = seed000Solve2([2, 1, 1, 3], { x: 3, y: 5 });
    expect(r.det).toBe(5);
    expect(r.x.y).toBeCloseTo(1.4, 15);
    expect(r.x.x).toBeCloseTo(0.8, 15);
    expect(r.finite).toBe(true);
  });

  it('computes 0/0 for a singular K (both bodies immovable: K = 0)', () => {
    const r = seed000Solve2([0, 0, 0, 0], { x: 1, y: 2 });
    expect(r.det).toBe(0);
    expect(r.finite).toBe(false);
    expect(Number.isNaN(r.x.x)).toBe(true);
    expect(Number.isNaN(r.x.y)).toBe(true);
  });

  it('fails on the invertible [0, 1; 1, 0]·x = (1, 2), whose answer is (2, 1): x2 = 1, then x1 = (1 − 1)/0', () => {
    const r = seed000Solve2([0, 1, 1, 0], { x: 1, y: 2 });
    expect(r.det).toBe(-1);
    expect(r.x.y).toBe(1);
    expect(Number.isNaN(r.x.x)).toBe(true);
  });

  it('agrees with the guarded Cramer solve wherever K is symmetric positive definite', () => {
    const pos = fc.double({ min: 0.01, max: 50, noNaN: true });
    fc.assert(
      fc.property(pos, pos, spread(-0.99, 0.99), spread(-5, 5), spread(-5, 5), (a, d, c, bx, by) => {
        const k12 = c * Math.sqrt(a * d); // |k12| < √(k11·k22): positive definite
        const K = [a, k12, k12, d] as const;
        const want = solveSym2(K, { x: bx, y: by });
        if (want.singular) return;
        const got = seed000Solve2(K, { x: bx, y: by });
        const scale = Math.abs(want.x.x) + Math.abs(want.x.y) + 1;
        expect(Math.abs(got.x.x - want.x.x)).toBeLessThan(1e-8 * scale);
        expect(Math.abs(got.x.y - want.x.y)).toBeLessThan(1e-8 * scale);
      }),
      { numRuns: runs(2000), seed: 4404 },
    );
  });
});
