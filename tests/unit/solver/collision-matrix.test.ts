// The collision matrix K (2D and 3D), the pseudo-inverse rule for a rank-1 pin, and the energy
// split of Eberly's variant: hand-worked cases and properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyImpulse2,
  applyImpulse3,
  type Body2,
  type Body3,
  collisionMatrix2,
  collisionMatrix3,
  inverseEffectiveMass2,
  kineticEnergy2,
  kineticEnergy3,
  M3,
  revoluteImpulse2,
  revoluteImpulse2PseudoInverse,
  sphereImpulse3,
  sphereVariantEnergy3,
  V2,
  V3,
  type Vec2,
  type Vec3,
} from '../../../src/solver';
import {
  body2,
  body3,
  contact3,
  expectNear,
  nanPaths,
  PROPERTY_TIMEOUT,
  restFrame2,
  restFrame3,
  restitution,
  RUNS,
  sphereContact3,
  unit2,
  vec2Arb,
  vec3Arb,
} from './arbitraries';

const ground2: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
const ground3: Body3 = { invMass: 0, invInertia: M3.ZERO, v: V3.zero(), w: V3.zero() };
const pin2 = (a: Body2, b: Body2, rA: Vec2, rB: Vec2): Vec2 =>
  V2.sub(V2.pointVelocity(b.v, b.w, rB), V2.pointVelocity(a.v, a.w, rA));
const rel3 = (a: Body3, b: Body3, rA: Vec3, rB: Vec3): Vec3 =>
  V3.sub(V3.pointVelocity(b.v, b.w, rB), V3.pointVelocity(a.v, a.w, rA));
const mul2 = (K: readonly number[], u: Vec2): Vec2 => ({
  x: K[0]! * u.x + K[1]! * u.y,
  y: K[2]! * u.x + K[3]! * u.y,
});

describe('collisionMatrix2', () => {
  it('is the pendulum matrix diag(4/m, 1/m) for a uniform rod hanging from a fixed pivot', () => {
    // Rod: m = 2 kg, length L = 1 m, I = mL²/12 = 1/6; pivot a half-length above the centre,
    // r_B = (0, ½): r⊥ = (−½, 0), K = (1/m)·1 + (1/I)·r⊥r⊥ᵀ = [[½ + 6·¼, 0], [0, ½]] = [[2, 0], [0, ½]].
    const rod: Body2 = { invMass: 0.5, invInertia: 6, v: { x: 0, y: 0 }, w: 0 };
    expect(collisionMatrix2(ground2, rod, { x: 0, y: 0 }, { x: 0, y: 0.5 })).toEqual([2, -0, -0, 0.5]);
  });

  it(
    'is revoluteImpulse2’s K, and its quadratic form is the inverse effective mass',
    () => {
      fc.assert(
        fc.property(body2, body2, vec2Arb(3), vec2Arb(3), unit2, (a, b, rA, rB, d) => {
          const K = collisionMatrix2(a, b, rA, rB);
          expect(K).toEqual(revoluteImpulse2(a, b, rA, rB).K);
          const k = inverseEffectiveMass2(a, b, rA, rB, d);
          expectNear(V2.dot(d, mul2(K, d)), k, 100);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'is the response of the relative velocity to a unit impulse (v_rel′ = v_rel + K·P)',
    () => {
      fc.assert(
        fc.property(body2, body2, vec2Arb(3), vec2Arb(3), vec2Arb(5), (a, b, rA, rB, P) => {
          const after = applyImpulse2(a, b, rA, rB, P);
          const dv = V2.sub(pin2(after.a, after.b, rA, rB), pin2(a, b, rA, rB));
          const KP = mul2(collisionMatrix2(a, b, rA, rB), P);
          expectNear(dv.x, KP.x, 1e3);
          expectNear(dv.y, KP.y, 1e3);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('collisionMatrix3', () => {
  it(
    'gives K n = λ n when both lever arms are parallel to n (two spheres)',
    () => {
      fc.assert(
        fc.property(body3, body3, sphereContact3, (a, b, c) => {
          const K = collisionMatrix3(a, b, c.rA, c.rB);
          const Kn = M3.mulVec(K, c.n);
          const lambda = a.invMass + b.invMass;
          expectNear(Kn.x, lambda * c.n.x, 100);
          expectNear(Kn.y, lambda * c.n.y, 100);
          expectNear(Kn.z, lambda * c.n.z, 100);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'is symmetric and is the response of the relative velocity to an impulse',
    () => {
      fc.assert(
        fc.property(body3, body3, vec3Arb(3), vec3Arb(3), vec3Arb(5), (a, b, rA, rB, P) => {
          const K = collisionMatrix3(a, b, rA, rB);
          expect(M3.isSymmetric(K)).toBe(true);
          const after = applyImpulse3(a, b, rA, rB, P);
          const dv = V3.sub(rel3(after.a, after.b, rA, rB), rel3(a, b, rA, rB));
          const KP = M3.mulVec(K, P);
          expectNear(dv.x, KP.x, 1e3);
          expectNear(dv.y, KP.y, 1e3);
          expectNear(dv.z, KP.z, 1e3);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'written in the basis {n, t0, t1} is Eberly’s C, and the variant’s impulse is −(1+e)·v_n·K⁻¹n',
    () => {
      fc.assert(
        fc.property(body3, body3, contact3, restitution, (a, b, c, e) => {
          const v = sphereImpulse3(a, b, c, e);
          const K = collisionMatrix3(a, b, c.rA, c.rB);
          const B = [v.n, v.t0, v.t1];
          for (let i = 0; i < 3; i++)
            for (let j = 0; j < 3; j++) expectNear(M3.at(v.C, i, j), M3.bilinear(B[i]!, K, B[j]!), 1e3);
          if (v.vn < 0 && !v.singular) {
            // K P = −(1+e) v_n n, checked without inverting K.
            const KP = M3.mulVec(K, v.impulse);
            const target = V3.scale(v.n, -(1 + e) * v.vn);
            const scale = 1e3 * (1 + V3.length(v.impulse));
            expectNear(KP.x, target.x, scale);
            expectNear(KP.y, target.y, scale);
            expectNear(KP.z, target.z, scale);
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('revoluteImpulse2PseudoInverse', () => {
  // A on a fixed axle (1/m = 0, I = 2) turning at 2 rad/s, anchor r_A = (0.6, 0.3); B immovable at rest.
  const wheel: Body2 = { invMass: 0, invInertia: 0.5, v: { x: 0, y: 0 }, w: 2 };
  const rA = { x: 0.6, y: 0.3 };
  const rB = { x: 0, y: 0 };

  it('holds the pin where revoluteImpulse2’s policy applies nothing (hand-worked)', () => {
    //   v_cA = ω × r_A = (−2·0.3, 2·0.6) = (−0.6, 1.2); v_rel = 0 − v_cA = (0.6, −1.2) = −2·r_A⊥.
    //   K = ½·r_A⊥r_A⊥ᵀ with r_A⊥ = (−0.3, 0.6): [[0.045, −0.09], [−0.09, 0.18]], tr K = 0.225.
    //   K v_rel = −0.45·r_A⊥ … j⁺ = −K v_rel / tr² = 0.45·r_A⊥/0.050625 = (8/0.9)·r_A⊥ = (−8/3, 16/3).
    //   ω_A′ = 2 − ½·(r_A × j⁺) = 2 − ½·(0.6·16/3 + 0.3·8/3) = 2 − ½·4 = 0.
    const policy = revoluteImpulse2(wheel, ground2, rA, rB);
    expect(policy.singular).toBe(true);
    expect(policy.j).toEqual({ x: 0, y: 0 });
    const r = revoluteImpulse2PseudoInverse(wheel, ground2, rA, rB);
    expect(r.rank).toBe(1);
    expectNear(r.vRel.x, 0.6);
    expectNear(r.vRel.y, -1.2);
    expectNear(r.j.x, -8 / 3);
    expectNear(r.j.y, 16 / 3);
    expectNear(r.a.w, 0);
    expectNear(r.vRelAfter.x, 0);
    expectNear(r.vRelAfter.y, 0);
    expect(r.b).toEqual(ground2);
  });

  it(
    'is revoluteImpulse2 when K is invertible, and nothing when K = 0',
    () => {
      fc.assert(
        fc.property(body2, body2, vec2Arb(3), vec2Arb(3), (a, b, rA, rB) => {
          const policy = revoluteImpulse2(a, b, rA, rB);
          const r = revoluteImpulse2PseudoInverse(a, b, rA, rB);
          expect(nanPaths(r)).toEqual([]);
          expect([r.j.x, r.j.y, r.a.w, r.b.w].every(Number.isFinite)).toBe(true);
          if (!policy.singular) {
            expect(r.rank).toBe(2);
            expect(r.j).toEqual(policy.j);
            expect(r.a).toEqual(policy.a);
            expect(r.b).toEqual(policy.b);
          } else if (policy.K[0] + policy.K[3] === 0) {
            expect(r.rank).toBe(0);
            expect(r.j).toEqual({ x: 0, y: 0 });
          } else {
            // Rank 1, unless K is so tiny (tr K ~ 1e-160) that K/(tr K)² overflows: then nothing.
            const tr = policy.K[0] + policy.K[3];
            expect(r.rank === 1 || (r.rank === 0 && tr < 1e-100)).toBe(true);
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  // Rank-1 joints: neither body translates (immovable or on an axle), at least one turns. Sizes
  // stay physical (0 or at least 1 mm, 1 mm/s): with subnormal lever arms K's line has no
  // meaningful direction, and robustness there is the business of the test above (no NaN).
  const size = (min: number, max: number) =>
    fc.oneof(
      fc.constant(0),
      fc.double({ min, max, noNaN: true }),
      fc.double({ min: -max, max: -min, noNaN: true }),
    );
  const arm: fc.Arbitrary<Vec2> = fc.record({ x: size(1e-3, 3), y: size(1e-3, 3) });
  const axleBody: fc.Arbitrary<Body2> = fc.record({
    invMass: fc.constant(0),
    invInertia: fc.oneof(fc.constant(0), fc.double({ min: 0.05, max: 10, noNaN: true })),
    v: fc.record({ x: size(1e-3, 5), y: size(1e-3, 5) }),
    w: size(1e-3, 10),
  });

  it(
    'for rank 1: removes v_rel along K’s line, keeps the rest, along the shortest impulse, never adds energy',
    () => {
      fc.assert(
        fc.property(axleBody, axleBody, arm, arm, (a, b, rA, rB) => {
          const r = revoluteImpulse2PseudoInverse(a, b, rA, rB);
          fc.pre(r.rank === 1);
          const [k11, k12, , k22] = r.K;
          const tr = k11 + k22;
          // The line: K = tr·u uᵀ, so u is K's column of larger norm, normalised.
          const col = Math.hypot(k11, k12) >= Math.hypot(k12, k22) ? { x: k11, y: k12 } : { x: k12, y: k22 };
          const u = V2.normalize(col);
          const along = V2.dot(u, r.vRel);
          const across = V2.sub(r.vRel, V2.scale(u, along));
          // Rounding scales with the largest quantity formed: v_rel, and K·j (≈ tr K·|j|).
          const scale = 1e3 * (1 + V2.length(r.vRel) + V2.length(r.j) * (1 + tr));
          expectNear(r.vRelAfter.x, across.x, scale);
          expectNear(r.vRelAfter.y, across.y, scale);
          // j⁺ lies on the line (no wasted component the pin cannot feel).
          expectNear(V2.cross(u, r.j), 0, scale);
          // Energy, in the frame where the immovable parts are at rest.
          const A = restFrame2(a);
          const B = restFrame2(b);
          const rest = revoluteImpulse2PseudoInverse(A, B, rA, rB);
          expect(kineticEnergy2(rest.a, rest.b)).toBeLessThanOrEqual(
            kineticEnergy2(A, B) * (1 + 1e-9) + 1e-9,
          );
          // There, when K has exactly rank 1 (one body cannot turn, or the arms are parallel), v_rel
          // lies on the line and the pin holds. (Arms that are only nearly parallel make K
          // numerically singular but leave a small v_rel across the line.)
          if (a.invInertia === 0 || b.invInertia === 0 || V2.cross(rA, rB) === 0) {
            expectNear(rest.vRelAfter.x, 0, scale);
            expectNear(rest.vRelAfter.y, 0, scale);
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('sphereVariantEnergy3', () => {
  // Eberly's variant at a corner: B (m = 1 kg, I⁻¹ = 1) hits immovable ground at r_B = (−1, −1, 0).
  // C = [[2, −1, 0], [−1, 2, 0], [0, 0, 3]], so C⁻¹(1, 0, 0) = (2/3, 1/3, 0).
  const corner = { rA: { x: 0, y: 1, z: 0 }, rB: { x: -1, y: -1, z: 0 }, n: { x: 0, y: 1, z: 0 } };
  const block = (v: Vec3, w: Vec3 = V3.zero()): Body3 => ({ invMass: 1, invInertia: M3.IDENTITY, v, w });

  it('gains 1/3 J with e = 0 when the corner slides at 2 m/s (hand-worked)', () => {
    //   v_rel = (2, −1, 0): v_n = −1, v_t = 2. (φ, ψ) = 1·(2/3, 1/3).
    //   T′ − T = ½·1·(2/3)·(−1) + (1/3)·2 = −1/3 + 2/3 = +1/3 J; the normal impulse loses ¼ J.
    const r = sphereVariantEnergy3(ground3, block({ x: 2, y: -1, z: 0 }), corner, 0);
    expectNear(r.normalTerm, -1 / 3);
    expectNear(r.tangentialTerm, 2 / 3);
    expectNear(r.dT, 1 / 3);
    expectNear(r.cInvNN!, 2 / 3);
    expectNear(r.cInvT0N!, 1 / 3);
    // Break-even slip: ½(1−e)|v_n|(C⁻¹)nn/(C⁻¹)t0n = ½·1·(2/3)/(1/3) = 1 m/s.
    expectNear(r.slipForGain, 1);
    const v = r.variant;
    expectNear(kineticEnergy3(v.b) - kineticEnergy3(block({ x: 2, y: -1, z: 0 })), 1 / 3);
  });

  it('gains 1/3 J with e = 0 when spin alone brings the corner down (hand-worked)', () => {
    //   v_B = (1, 0, 0), ω_B = (0, 0, 1): ω × r_B = (−ω_z r_y, ω_z r_x, 0) = (1, −1, 0), so
    //   v_rel = (2, −1, 0) again: the same (φ, ψ) and the same +1/3 J, from T = 1 J to 4/3 J.
    const b = block({ x: 1, y: 0, z: 0 }, { x: 0, y: 0, z: 1 });
    const r = sphereVariantEnergy3(ground3, b, corner, 0);
    expectNear(r.dT, 1 / 3);
    expectNear(kineticEnergy3(r.variant.b), 4 / 3);
    expectNear(r.variant.b.w.z, 2 / 3);
  });

  it('loses energy at the mirror-image corner, where the coupling is negative', () => {
    const mirror = { ...corner, rB: { x: 1, y: -1, z: 0 } };
    const r = sphereVariantEnergy3(ground3, block({ x: 2, y: -1, z: 0 }), mirror, 0);
    expectNear(r.cInvT0N!, -1 / 3);
    expect(r.slipForGain).toBe(Infinity);
    expect(r.dT).toBeLessThan(0);
  });

  it(
    'splits T′ − T into a normal term ≤ 0 and the tangential work, for any bodies at rest-frame',
    () => {
      fc.assert(
        fc.property(body3, body3, contact3, restitution, (a0, b0, c, e) => {
          const a = restFrame3(a0);
          const b = restFrame3(b0);
          const r = sphereVariantEnergy3(a, b, c, e);
          const v = r.variant;
          const dT = kineticEnergy3(v.a, v.b) - kineticEnergy3(a, b);
          const v0 = r.variant;
          const scale =
            1e3 * (1 + kineticEnergy3(a, b) + Math.abs(v0.phi) + Math.abs(v0.psi) + Math.abs(v0.xi));
          expect(r.normalTerm).toBeLessThanOrEqual(1e-12 * scale);
          expectNear(r.dT, dT, scale);
          if (v.vn < 0 && !v.singular) {
            expectNear(v.phi, -(1 + e) * v.vn * r.cInvNN!, scale);
            expectNear(v.psi, -(1 + e) * v.vn * r.cInvT0N!, scale);
            // Above the break-even slip (and only there) the variant gains energy.
            if (
              Number.isFinite(r.slipForGain) &&
              Math.abs(r.dT) > 1e-9 * scale &&
              Math.abs(v.vt - r.slipForGain) > 1e-6 * (1 + v.vt)
            )
              expect(r.dT > 0).toBe(v.vt > r.slipForGain);
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});
