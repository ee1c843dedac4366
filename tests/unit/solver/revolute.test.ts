import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Body2, kineticEnergy2, revoluteImpulse2, V2, type Vec2 } from '../../../src/solver';
import {
  RUNS,
  body2,
  clone,
  deepFreeze,
  expectNear,
  nanPaths,
  restFrame2,
  vec2Arb,
  PROPERTY_TIMEOUT,
} from './arbitraries';
import { expectNoEnergyGain, momentumProperty2 } from './properties';

const anchor: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
const pinVelocity = (a: Body2, b: Body2, rA: Vec2, rB: Vec2): Vec2 =>
  V2.sub(V2.pointVelocity(b.v, b.w, rB), V2.pointVelocity(a.v, a.w, rA));

describe('revoluteImpulse2 by hand', () => {
  it('stops a pendulum bob from moving off its pin', () => {
    //   A: immovable anchor, pin at its center (rA = 0). B: m = 1, I = 1, pinned 1 to its left
    //   (rB = (−1, 0)), moving down at 1.  v_rel = (0, −1).
    //   K = [1 + 1·0², −(1·(−1)·0)] = [1 0]
    //       [      0, 1 + 1·(−1)²  ]   [0 2],  K j = (0, 1) → j = (0, 0.5).
    //   vB' = (0, −0.5), ωB' = rB × j = (−1)(0.5) − 0·0 = −0.5;
    //   pin velocity after: (0, −0.5) + (−0.5) × (−1, 0) = (0, −0.5) + (0, 0.5) = 0.
    const bob: Body2 = { invMass: 1, invInertia: 1, v: { x: 0, y: -1 }, w: 0 };
    const r = revoluteImpulse2(anchor, bob, { x: 0, y: 0 }, { x: -1, y: 0 });
    expect(r.K).toEqual([1, -0, -0, 2]);
    expect(r.singular).toBe(false);
    expect(r.j).toEqual({ x: 0, y: 0.5 });
    expect(r.b.v).toEqual({ x: 0, y: -0.5 });
    expect(r.b.w).toBe(-0.5);
    expect(pinVelocity(r.a, r.b, { x: 0, y: 0 }, { x: -1, y: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('applies nothing when both bodies are immovable (K = 0)', () => {
    const moving: Body2 = { ...anchor, v: { x: 1, y: 2 } };
    const r = revoluteImpulse2(anchor, moving, { x: 1, y: 0 }, { x: 0, y: 1 });
    expect(r.K).toEqual([0, -0, -0, 0]);
    expect(r.singular).toBe(true);
    expect(r.j).toEqual({ x: 0, y: 0 });
    expect(r.b).toEqual(moving);
  });

  it('applies nothing when only rotation about a point is possible (K has rank 1)', () => {
    //   Both centers pinned in place (invMass 0), B can turn: K = iB·[rBy², −rBx·rBy; …; rBx²], det 0.
    const wheel: Body2 = { invMass: 0, invInertia: 2, v: { x: 0, y: 0 }, w: 1 };
    const r = revoluteImpulse2(anchor, wheel, { x: 0, y: 0 }, { x: 0.6, y: 0.8 });
    expect(r.singular).toBe(true);
    expect(r.b).toEqual(wheel);
  });
});

describe('revoluteImpulse2 properties', { timeout: PROPERTY_TIMEOUT }, () => {
  it('leaves zero relative velocity at the pin whenever K is nonsingular', () => {
    fc.assert(
      fc.property(body2, body2, vec2Arb(3), vec2Arb(3), (a, b, rA, rB) => {
        const r = revoluteImpulse2(a, b, rA, rB);
        if (r.singular) return;
        const after = pinVelocity(r.a, r.b, rA, rB);
        // Scale: the velocity change K·j, with |K| up to ~200 and j up to |v_rel|/λmin(K).
        const scale =
          (Math.abs(r.K[0]) + Math.abs(r.K[1]) + Math.abs(r.K[3])) * (Math.abs(r.j.x) + Math.abs(r.j.y)) +
          100;
        expectNear(after.x, 0, scale);
        expectNear(after.y, 0, scale);
      }),
      RUNS,
    );
  });

  it('returns a symmetric K and flags it singular exactly when det ≤ 1e-12·trace²', () => {
    fc.assert(
      fc.property(body2, body2, vec2Arb(3), vec2Arb(3), (a, b, rA, rB) => {
        const { K, singular } = revoluteImpulse2(a, b, rA, rB);
        expect(K[1]).toBe(K[2]);
        const det = K[0] * K[3] - K[1] * K[2];
        const tr = K[0] + K[3];
        if (det > 1e-12 * tr * tr * 10) expect(singular).toBe(false);
        if (!(det > 1e-12 * tr * tr)) expect(singular).toBe(true);
      }),
      RUNS,
    );
  });

  it('conserves linear momentum and angular momentum about a fixed point when both bodies can move', () => {
    fc.assert(
      momentumProperty2(
        fc.record({ rA: vec2Arb(3), rB: vec2Arb(3) }),
        (a, b, { rA, rB }) => revoluteImpulse2(a, b, rA, rB),
        ({ p0, p1, L0, L1 }, r) => {
          const scale = 1e3 + 20 * (Math.abs(r.j.x) + Math.abs(r.j.y)) * 20;
          expectNear(p1.x, p0.x, scale);
          expectNear(p1.y, p0.y, scale);
          expectNear(L1, L0, 10 * scale);
        },
      ),
      RUNS,
    );
  });

  it('never increases kinetic energy', () => {
    fc.assert(
      fc.property(body2.map(restFrame2), body2.map(restFrame2), vec2Arb(3), vec2Arb(3), (a, b, rA, rB) => {
        const r = revoluteImpulse2(a, b, rA, rB);
        expectNoEnergyGain(kineticEnergy2(a, b), kineticEnergy2(r.a, r.b));
      }),
      RUNS,
    );
  });

  it('never mutates its inputs and never returns NaN', () => {
    fc.assert(
      fc.property(body2, body2, vec2Arb(3), vec2Arb(3), (a, b, rA, rB) => {
        const before = clone({ a, b, rA, rB });
        const r = revoluteImpulse2(deepFreeze(a), deepFreeze(b), deepFreeze(rA), deepFreeze(rB));
        expect({ a, b, rA, rB }).toEqual(before);
        expect(nanPaths(r)).toEqual([]);
      }),
      RUNS,
    );
  });
});
