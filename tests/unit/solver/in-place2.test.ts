// The in-place helpers the stepper's stacks use: the same numbers as the contract's functions,
// written into the bodies instead of returned.
import fc from 'fast-check';
import {
  applyImpulse2,
  applyImpulseInPlace2,
  type Body2,
  cloneBody2,
  normalImpulse2,
  relativeVelocityAlong2,
  V2,
} from '../../../src/solver';
import { body2, contact2, PROPERTY_TIMEOUT, RUNS, scalar, unit2, vec2Arb } from './arbitraries';

describe('relativeVelocityAlong2', () => {
  it('is (v_cB − v_cA)·d with v_c = v + ω × r, by hand', () => {
    // A: v = (1, 2), ω = 3 at rA = (0.5, −1): v_cA = (1 + 3·1, 2 + 3·0.5) = (4, 3.5)
    // B: v = (−2, 0), ω = −1 at rB = (2, 1): v_cB = (−2 + 1, 0 − 2) = (−1, −2)
    // v_rel = (−5, −5.5); along d = (0.6, 0.8): −3 − 4.4 = −7.4
    const a: Body2 = { invMass: 1, invInertia: 1, v: { x: 1, y: 2 }, w: 3 };
    const b: Body2 = { invMass: 1, invInertia: 1, v: { x: -2, y: 0 }, w: -1 };
    expect(relativeVelocityAlong2(a, b, { x: 0.5, y: -1 }, { x: 2, y: 1 }, { x: 0.6, y: 0.8 })).toBeCloseTo(
      -7.4,
      14,
    );
  });

  it('equals normalImpulse2’s vn along n', () => {
    fc.assert(
      fc.property(body2, body2, contact2, (a, b, c) => {
        const vn = relativeVelocityAlong2(a, b, c.rA, c.rB, c.n);
        const expected = normalImpulse2(a, b, c, 0).vn;
        return Math.abs(vn - expected) <= 1e-9 * (1 + Math.abs(expected) + 100);
      }),
      RUNS,
    );
  });
});

describe('applyImpulseInPlace2', () => {
  it(
    'writes exactly what applyImpulse2 returns for P = λ·d, for either sign of λ',
    () => {
      fc.assert(
        fc.property(body2, body2, vec2Arb(3), vec2Arb(3), unit2, scalar(10), (a, b, rA, rB, d, lambda) => {
          const expected = applyImpulse2(a, b, rA, rB, { x: lambda * d.x, y: lambda * d.y });
          const A = cloneBody2(a);
          const B = cloneBody2(b);
          applyImpulseInPlace2(A, B, rA, rB, d, lambda);
          expect(A).toEqual(expected.a);
          expect(B).toEqual(expected.b);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('moves B by +P and A by −P, by hand, and leaves an immovable side alone', () => {
    // λ = 2 along d = (0, 1): P = (0, 2) at rB = (1, 0): ωB += iB·(1·2 − 0·0) = 0.5·2 = 1
    const ground: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
    const box: Body2 = { invMass: 0.25, invInertia: 0.5, v: { x: 1, y: -1 }, w: 0 };
    applyImpulseInPlace2(ground, box, { x: 3, y: 4 }, { x: 1, y: 0 }, { x: 0, y: 1 }, 2);
    expect(ground).toEqual({ invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 });
    expect(box.v).toEqual({ x: 1, y: -0.5 });
    expect(box.w).toBe(1);
  });

  it('conserves linear momentum: mA·ΔvA + mB·ΔvB = 0 for two movable bodies', () => {
    const a: Body2 = { invMass: 0.5, invInertia: 0.2, v: V2.vec2(0, 0), w: 0 };
    const b: Body2 = { invMass: 0.25, invInertia: 0.1, v: V2.vec2(0, 0), w: 0 };
    applyImpulseInPlace2(a, b, { x: 0.3, y: -0.2 }, { x: -0.1, y: 0.4 }, { x: 0.8, y: -0.6 }, 5);
    expect(a.v.x / a.invMass + b.v.x / b.invMass).toBeCloseTo(0, 14);
    expect(a.v.y / a.invMass + b.v.y / b.invMass).toBeCloseTo(0, 14);
    expect(b.v).toEqual({ x: 0.25 * 4, y: 0.25 * -3 });
  });
});
