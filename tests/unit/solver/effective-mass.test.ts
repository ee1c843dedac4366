import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Body2,
  effectiveMass2,
  effectiveMassJacobian,
  effectiveMassScalar2,
  effectiveMassTensor,
  jacobian2,
  M3,
  massMatrixInverse2,
} from '../../../src/solver';
import {
  RUNS,
  body2,
  body3,
  contact2,
  contact3,
  expectNear,
  positiveInverse,
  vec2Arb,
  PROPERTY_TIMEOUT,
} from './arbitraries';
import { lift3 } from './properties';

describe('effective mass by hand', () => {
  it('adds inverse masses and the lever-arm terms', () => {
    //   A: invMass 1, invInertia 2, rA = (0, 1); B: invMass 0.5, invInertia 0; d = +x.
    //   rA × d = 0·0 − 1·1 = −1, so k = 1 + 0.5 + 2·(−1)² = 3.5 and m_eff = 1/3.5 = 2/7.
    const a: Body2 = { invMass: 1, invInertia: 2, v: { x: 0, y: 0 }, w: 0 };
    const b: Body2 = { invMass: 0.5, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
    expect(effectiveMass2(a, b, { x: 0, y: 1 }, { x: 5, y: 0 }, { x: 1, y: 0 })).toBe(1 / 3.5);
  });

  it('is the mass itself for a body pushed through its center against an immovable one', () => {
    const wall: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
    const ball: Body2 = { invMass: 0.25, invInertia: 3, v: { x: 0, y: 0 }, w: 0 };
    expect(effectiveMass2(wall, ball, { x: 0, y: 0 }, { x: 0, y: -1 }, { x: 0, y: 1 })).toBe(4);
  });

  it('is infinite when nothing can move', () => {
    const wall: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
    expect(effectiveMass2(wall, wall, { x: 1, y: 1 }, { x: 1, y: 1 }, { x: 0, y: 1 })).toBe(Infinity);
    expect(effectiveMassJacobian([0, 0, 0], [1, 1, 1])).toBe(Infinity);
  });

  it('builds the Jacobian as [−n, −(rA×n), n, rB×n]', () => {
    //   rA = (1, 2), rB = (−1, 0), n = (0, 1): rA×n = 1, rB×n = −1.
    expect(jacobian2({ x: 1, y: 2 }, { x: -1, y: 0 }, { x: 0, y: 1 })).toEqual([-0, -1, -1, 0, 1, -1]);
  });

  it('accepts a full mass matrix as well as its diagonal', () => {
    //   J = [1, 2], M⁻¹ = [[2, 1], [1, 3]]: J M⁻¹ Jᵀ = 2 + 2·2·1 + 4·3 = 18.
    expect(effectiveMassJacobian([1, 2], [2, 1, 1, 3])).toBe(1 / 18);
    expect(effectiveMassJacobian([1, 2], [2, 3])).toBe(1 / 14);
  });

  it('rejects a mass matrix of the wrong size, naming Minv', () => {
    expect(() => effectiveMassJacobian([1, 2], [1, 2, 3])).toThrow(/^Minv must have 2 .* or 4 /);
    expect(() => effectiveMassJacobian([1, NaN], [1, 2])).toThrow(/^J\[1\] must be a finite number/);
  });
});

describe('effective mass properties', { timeout: PROPERTY_TIMEOUT }, () => {
  it('agrees in its scalar, tensor and Jacobian forms', () => {
    fc.assert(
      fc.property(body2, body2, contact2, positiveInverse, positiveInverse, (a, b, c, ixx, iyy) => {
        const scalar = effectiveMassScalar2(a, b, c.rA, c.rB, c.n);
        const tensor = effectiveMassTensor(
          lift3(a, ixx, iyy),
          lift3(b, iyy, ixx),
          { ...c.rA, z: 0 },
          { ...c.rB, z: 0 },
          { ...c.n, z: 0 },
        );
        const jac = effectiveMassJacobian(jacobian2(c.rA, c.rB, c.n), massMatrixInverse2(a, b));
        if (scalar === Infinity) {
          // Tensor form subtracts; rounding may leave a tiny k instead of 0.
          expect(jac).toBe(Infinity);
          expect(tensor === Infinity || tensor > 1e12).toBe(true);
          return;
        }
        // Compare inverse masses k: sums of terms ≤ ~200 (iA·|r|²), so relative to that.
        expectNear(1 / tensor, 1 / scalar, 200);
        expectNear(1 / jac, 1 / scalar, 200);
      }),
      RUNS,
    );
  });

  it('gives the same k in 3D from the tensor form as from the Jacobian with the full 12×12 mass matrix', () => {
    fc.assert(
      fc.property(body3, body3, contact3, (a, b, c) => {
        const { rA, rB, n } = c;
        const crossV = (r: typeof rA) => ({
          x: r.y * n.z - r.z * n.y,
          y: r.z * n.x - r.x * n.z,
          z: r.x * n.y - r.y * n.x,
        });
        const ra = crossV(rA);
        const rb = crossV(rB);
        const J = [-n.x, -n.y, -n.z, -ra.x, -ra.y, -ra.z, n.x, n.y, n.z, rb.x, rb.y, rb.z];
        const Minv = new Array(144).fill(0) as number[];
        for (let i = 0; i < 3; i++) {
          Minv[i * 12 + i] = a.invMass;
          Minv[(i + 6) * 12 + i + 6] = b.invMass;
          for (let j = 0; j < 3; j++) {
            Minv[(i + 3) * 12 + j + 3] = M3.at(a.invInertia, i, j);
            Minv[(i + 9) * 12 + j + 9] = M3.at(b.invInertia, i, j);
          }
        }
        const kT = 1 / effectiveMassTensor(a, b, rA, rB, n);
        const kJ = 1 / effectiveMassJacobian(J, Minv);
        expectNear(kT, kJ, 400);
      }),
      RUNS,
    );
  });

  it('is never negative, and is infinite only when nothing can move along the direction', () => {
    fc.assert(
      fc.property(body2, body2, vec2Arb(3), vec2Arb(3), contact2, (a, b, rA, rB, c) => {
        const m = effectiveMass2(a, b, rA, rB, c.n);
        expect(m).toBeGreaterThan(0);
        if (a.invMass + b.invMass > 0) expect(m).toBeLessThanOrEqual(1 / (a.invMass + b.invMass));
      }),
      RUNS,
    );
  });
});
