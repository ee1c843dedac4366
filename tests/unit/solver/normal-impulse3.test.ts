import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Body3,
  type Contact3,
  kineticEnergy3,
  M3,
  normalImpulse2,
  normalImpulse3,
  V3,
} from '../../../src/solver';
import {
  RUNS,
  body2,
  body3,
  contact2,
  contact3,
  expectNear,
  inverseQuantity,
  restFrame3,
  restitution,
  PROPERTY_TIMEOUT,
} from './arbitraries';
import { expectNoEnergyGain, lift3, momentumProperty3, pureProperty } from './properties';

const ground: Body3 = { invMass: 0, invInertia: M3.ZERO, v: { x: 0, y: 0, z: 0 }, w: { x: 0, y: 0, z: 0 } };
const vnOf = (a: Body3, b: Body3, c: Contact3): number =>
  V3.dot(V3.sub(V3.pointVelocity(b.v, b.w, c.rB), V3.pointVelocity(a.v, a.w, c.rA)), c.n);

describe('normalImpulse3 by hand', () => {
  it('uses the full inverse inertia tensor, off-diagonal terms included', () => {
    //   B: invMass 1, I⁻¹ = [[2,1,0],[1,2,0],[0,0,1]], contact at rB = (0, 0, 1), n = +y, falling at 3.
    //   rB × n = (0,0,1) × (0,1,0) = (−1, 0, 0); (rB×n)ᵀ I⁻¹ (rB×n) = 2; k = 1 + 2 = 3.
    //   e = 0: j = 3/3 = 1. vB' = (0, −2, 0); ωB' = I⁻¹ (rB × (0,1,0)) = I⁻¹ (−1,0,0) = (−2, −1, 0).
    //   Contact velocity after: (0,−2,0) + (−2,−1,0) × (0,0,1) = (0,−2,0) + (−1, 2, 0) = (−1, 0, 0).
    const b: Body3 = {
      invMass: 1,
      invInertia: [2, 1, 0, 1, 2, 0, 0, 0, 1],
      v: { x: 0, y: -3, z: 0 },
      w: { x: 0, y: 0, z: 0 },
    };
    const c: Contact3 = { rA: { x: 0, y: 0, z: 0 }, rB: { x: 0, y: 0, z: 1 }, n: { x: 0, y: 1, z: 0 } };
    const r = normalImpulse3(ground, b, c, 0);
    expect(r.k).toBe(3);
    expect(r.j).toBe(1);
    expect(r.b.v).toEqual({ x: 0, y: -2, z: 0 });
    expect(r.b.w).toEqual({ x: -2, y: -1, z: 0 });
    expect(vnOf(r.a, r.b, c)).toBe(0);
  });
});

describe('normalImpulse3 properties', { timeout: PROPERTY_TIMEOUT }, () => {
  it('equals normalImpulse2 on planar data (z = 0, inverse inertia diagonal with the 2D value in zz)', () => {
    fc.assert(
      fc.property(
        body2,
        body2,
        contact2,
        restitution,
        inverseQuantity,
        inverseQuantity,
        (a, b, c, e, ixx, iyy) => {
          const r2 = normalImpulse2(a, b, c, e);
          const r3 = normalImpulse3(
            lift3(a, ixx, iyy),
            lift3(b, iyy, ixx),
            { rA: { ...c.rA, z: 0 }, rB: { ...c.rB, z: 0 }, n: { ...c.n, z: 0 } },
            e,
          );
          expectNear(r3.j, r2.j, 1);
          expectNear(r3.b.v.x, r2.b.v.x, 10);
          expectNear(r3.b.v.y, r2.b.v.y, 10);
          expectNear(r3.a.w.z, r2.a.w, 100);
          expectNear(r3.b.w.z, r2.b.w, 100);
          expect(r3.b.v.z).toBe(0);
          expect(r3.a.w.x).toBe(0);
          expect(r3.b.w.y).toBe(0);
        },
      ),
      RUNS,
    );
  });

  it('makes the normal relative velocity −e times what it was, whenever it pushes', () => {
    fc.assert(
      fc.property(body3, body3, contact3, restitution, (a, b, c, e) => {
        const r = normalImpulse3(a, b, c, e);
        if (r.j === 0) return;
        expectNear(vnOf(r.a, r.b, c), -e * r.vn, 100 + 100 * r.j * r.k);
      }),
      RUNS,
    );
  });

  it('conserves linear momentum and angular momentum about a fixed point when both bodies can move', () => {
    fc.assert(
      momentumProperty3(normalImpulse3, ({ p0, p1, L0, L1 }) => {
        expectNear(p1.x, p0.x, 1e3);
        expectNear(p1.z, p0.z, 1e3);
        // Inertia comes from a pseudo-inverse (eigen-decomposition, ~1e-14 relative); terms ≤ ~1e4.
        for (const k of ['x', 'y', 'z'] as const) expectNear(L1[k], L0[k], 1e5);
      }),
      RUNS,
    );
  });

  it('never increases kinetic energy for 0 ≤ e ≤ 1', () => {
    fc.assert(
      fc.property(body3.map(restFrame3), body3.map(restFrame3), contact3, restitution, (a, b, c, e) => {
        const r = normalImpulse3(a, b, c, e);
        expectNoEnergyGain(kineticEnergy3(a, b), kineticEnergy3(r.a, r.b));
      }),
      RUNS,
    );
  });

  it('leaves separating contacts untouched, never mutates its inputs and never returns NaN', () => {
    fc.assert(
      pureProperty(body3, contact3, normalImpulse3, (r, a, b) => {
        expect(r.j).toBeGreaterThanOrEqual(0);
        if (r.vn >= 0) {
          expect(r.j).toBe(0);
          expect(r.a).toEqual(a);
          expect(r.b).toEqual(b);
        }
      }),
      RUNS,
    );
  });
});
