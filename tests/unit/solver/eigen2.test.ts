// eigenSym2: the closed-form eigen-decomposition of a symmetric 2×2 matrix.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eigenSym2 } from '../../../src/solver';
import { runs } from '../runs';
import { spread } from './arbitraries';

const mul = (K: readonly number[], u: { x: number; y: number }) => ({
  x: K[0]! * u.x + K[1]! * u.y,
  y: K[2]! * u.x + K[3]! * u.y,
});

describe('eigenSym2 by hand', () => {
  it('reads a diagonal matrix directly: [3, 0; 0, 1] has λ = 3 along x and 1 along y', () => {
    const e = eigenSym2([3, 0, 0, 1]);
    expect(e.l1).toBe(3);
    expect(e.l2).toBe(1);
    expect(e.e1).toEqual({ x: 1, y: 0 });
    expect(e.angle).toBe(0);
  });

  it('turns the axes for [2, 1; 1, 2]: λ = 3 along (1, 1)/√2, λ = 1 along (−1, 1)/√2', () => {
    const e = eigenSym2([2, 1, 1, 2]);
    expect(e.l1).toBeCloseTo(3, 15);
    expect(e.l2).toBeCloseTo(1, 15);
    expect(e.angle).toBeCloseTo(Math.PI / 4, 15);
    expect(e.e2.x).toBeCloseTo(-Math.SQRT1_2, 15);
  });

  it('puts the larger eigenvalue along y when k22 > k11: [1, 0; 0, 3] has e1 = (0, 1)', () => {
    const e = eigenSym2([1, 0, 0, 3]);
    expect(e.l1).toBe(3);
    expect(e.angle).toBeCloseTo(Math.PI / 2, 15);
    expect(e.e1.y).toBeCloseTo(1, 15);
  });

  it('keeps a tiny eigenvalue accurate next to a large one (det/λ₁, not a subtraction)', () => {
    // [1e8, 0; 0, 1e-8] rotated by 30°: λ₂ = 1e-8 survives to ~8 digits.
    const c = Math.cos(Math.PI / 6);
    const s = Math.sin(Math.PI / 6);
    const K = [
      1e8 * c * c + 1e-8 * s * s,
      (1e8 - 1e-8) * c * s,
      (1e8 - 1e-8) * c * s,
      1e8 * s * s + 1e-8 * c * c,
    ] as const;
    expect(eigenSym2(K).l2 / 1e-8).toBeCloseTo(1, 0);
  });

  it('gives a zero matrix zero eigenvalues and the x axis', () => {
    const e = eigenSym2([0, 0, 0, 0]);
    expect([e.l1, e.l2, e.angle]).toEqual([0, 0, 0]);
  });
});

describe('eigenSym2 properties', () => {
  const entry = spread(-100, 100);
  it('K·eᵢ = λᵢ·eᵢ with unit, orthogonal eᵢ, λ₁ ≥ λ₂, λ₁ + λ₂ = tr K and λ₁λ₂ = det K', () => {
    fc.assert(
      fc.property(entry, entry, entry, (a, b, d) => {
        const K = [a, b, b, d] as const;
        const e = eigenSym2(K);
        const scale = Math.abs(a) + Math.abs(b) + Math.abs(d) + 1;
        expect(e.l1).toBeGreaterThanOrEqual(e.l2 - 1e-12 * scale);
        expect(Math.hypot(e.e1.x, e.e1.y)).toBeCloseTo(1, 12);
        expect(e.e1.x * e.e2.x + e.e1.y * e.e2.y).toBeCloseTo(0, 12);
        for (const [l, v] of [
          [e.l1, e.e1],
          [e.l2, e.e2],
        ] as const) {
          const Kv = mul(K, v);
          expect(Math.abs(Kv.x - l * v.x)).toBeLessThan(1e-10 * scale);
          expect(Math.abs(Kv.y - l * v.y)).toBeLessThan(1e-10 * scale);
        }
        expect(Math.abs(e.l1 + e.l2 - (a + d))).toBeLessThan(1e-10 * scale);
        expect(Math.abs(e.l1 * e.l2 - (a * d - b * b))).toBeLessThan(1e-10 * scale * scale);
        expect(e.angle).toBeGreaterThan(-Math.PI / 2);
        expect(e.angle).toBeLessThanOrEqual(Math.PI / 2);
      }),
      { numRuns: runs(2000), seed: 4404 },
    );
  });
});
