import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { M3, solveSym2, solveSym3, V2, V3 } from '../../../src/solver';
import { RUNS, expectNear, positiveInverseInertia3, unit3, PROPERTY_TIMEOUT } from './arbitraries';

describe('2D helpers', () => {
  it('follow the site convention for the two cross products', () => {
    //   r × j = r_x j_y − r_y j_x;  ω × r = (−ω r_y, ω r_x).
    expect(V2.cross({ x: 2, y: 3 }, { x: 5, y: 7 })).toBe(2 * 7 - 3 * 5);
    expect(V2.crossSV(2, { x: 3, y: 5 })).toEqual({ x: -10, y: 6 });
    expect(V2.perp({ x: 0.6, y: 0.8 })).toEqual({ x: -0.8, y: 0.6 });
    expect(V2.pointVelocity({ x: 1, y: 1 }, 2, { x: 3, y: 5 })).toEqual({ x: -9, y: 7 });
  });

  it('normalise the zero vector to zero rather than NaN', () => {
    expect(V2.normalize({ x: 0, y: 0 })).toEqual({ x: 0, y: 0 });
    expect(V3.normalize({ x: 0, y: 0, z: 0 })).toEqual({ x: 0, y: 0, z: 0 });
    expect(V2.normalize({ x: 3, y: 4 })).toEqual({ x: 0.6, y: 0.8 });
  });
});

describe('3D helpers', { timeout: PROPERTY_TIMEOUT }, () => {
  it('build a unit perpendicular for any unit normal', () => {
    fc.assert(
      fc.property(unit3, (n) => {
        const t = V3.anyPerpendicular(n);
        expectNear(V3.dot(t, n), 0);
        expectNear(V3.length(t), 1);
      }),
      RUNS,
    );
  });

  it('find eigenvalues of a rotated diagonal tensor', () => {
    fc.assert(
      fc.property(positiveInverseInertia3, (m) => {
        const { values, vectors } = M3.symmetricEigen(m);
        expect(values[0]).toBeLessThanOrEqual(values[1]);
        for (let i = 0; i < 3; i++) {
          const mv = M3.mulVec(m, vectors[i]!);
          expectNear(mv.x, values[i]! * vectors[i]!.x, 10);
          expectNear(mv.y, values[i]! * vectors[i]!.y, 10);
          expectNear(mv.z, values[i]! * vectors[i]!.z, 10);
        }
        // M · M⁺ = identity for a full-rank tensor.
        const p = M3.mul(m, M3.pseudoInverseSym(m));
        for (let i = 0; i < 9; i++) expectNear(p[i]!, M3.IDENTITY[i]!, 1e3, 1e-8);
      }),
      RUNS,
    );
  });

  it('multiply, transpose and take determinants by hand', () => {
    const m = M3.mat3(1, 2, 3, 4, 5, 6, 7, 8, 10);
    expect(M3.det(m)).toBe(-3);
    expect(M3.transpose(m)).toEqual([1, 4, 7, 2, 5, 8, 3, 6, 10]);
    expect(M3.mulVec(m, { x: 1, y: 0, z: -1 })).toEqual({ x: -2, y: -2, z: -3 });
    expect(M3.isSymmetric(m)).toBe(false);
    expect(M3.isSymmetric(M3.diag(1, 2, 3))).toBe(true);
  });

  it('find the largest |entry| wherever it sits, negative or not, and pass a NaN on', () => {
    for (let i = 0; i < 9; i++) {
      const m = Array.from({ length: 9 }, (_, k) => (k === i ? -5 : 1 + k / 10)) as never;
      expect(M3.maxAbs(m), `largest at ${i}`).toBe(5);
    }
    expect(M3.maxAbs(M3.diag(0, 0, 0))).toBe(0);
    expect(M3.maxAbs(M3.diag(1, NaN, 2))).toBeNaN();
  });
});

describe('symmetric solvers', { timeout: PROPERTY_TIMEOUT }, () => {
  it('solve a 2×2 system by hand and flag a singular one instead of dividing by zero', () => {
    //   [2 1; 1 3]·x = (3, 5) → det 5, x = (3·3 − 1·5, 2·5 − 1·3)/5 = (4/5, 7/5).
    const r = solveSym2([2, 1, 1, 3], { x: 3, y: 5 });
    expect(r.singular).toBe(false);
    expectNear(r.x.x, 0.8);
    expectNear(r.x.y, 1.4);
    expect(solveSym2([1, 1, 1, 1], { x: 1, y: 2 })).toEqual({ x: { x: 0, y: 0 }, singular: true, det: 0 });
    expect(solveSym2([0, 0, 0, 0], { x: 1, y: 2 }).singular).toBe(true);
  });

  it('solve a 3×3 system by hand and flag a singular one', () => {
    //   [[2,−1,0],[−1,2,0],[0,0,3]]·x = (2, 0, 0) → x = (4/3, 2/3, 0).
    const r = solveSym3([2, -1, 0, -1, 2, 0, 0, 0, 3], { x: 2, y: 0, z: 0 });
    expectNear(r.x.x, 4 / 3);
    expectNear(r.x.y, 2 / 3);
    expect(r.x.z).toBe(0);
    expect(solveSym3(M3.diag(1, 1, 0), { x: 1, y: 1, z: 1 }).singular).toBe(true);
  });

  it('solve positive definite systems to rounding', () => {
    fc.assert(
      fc.property(positiveInverseInertia3, unit3, (C, b) => {
        const r = solveSym3(C, b);
        if (r.singular) return;
        const back = M3.mulVec(C, r.x);
        const scale = 10 * V3.length(r.x);
        expectNear(back.x, b.x, scale);
        expectNear(back.y, b.y, scale);
        expectNear(back.z, b.z, scale);
      }),
      RUNS,
    );
  });
});
