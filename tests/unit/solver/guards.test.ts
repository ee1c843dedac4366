// The solver's guards and limits that the other tests reach only on the safe side: malformed
// inputs named in the message, a solution too large for a double, thresholds hit exactly, and
// the energy split of Eberly's variant away from the hand-worked e = 0 case. Each expected value
// is worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import {
  type Body2,
  type Body3,
  collisionMatrix2,
  collisionMatrix3,
  effectiveMassJacobian,
  effectiveMass2,
  kineticEnergy3,
  M3,
  normalImpulse2,
  type Mat3,
  revoluteImpulse2,
  seed000Solve2,
  sphereImpulse3,
  sphereTangents,
  sphereVariantEnergy3,
  sphereVariantEnergySplit,
  V3,
  type Vec3,
} from '../../../src/solver';
import { expectNear } from './arbitraries';

const ground2: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
const ground3: Body3 = { invMass: 0, invInertia: M3.ZERO, v: V3.zero(), w: V3.zero() };
const ball2: Body2 = { invMass: 1, invInertia: 1, v: { x: 0, y: 0 }, w: 0 };
const ball3: Body3 = { invMass: 1, invInertia: M3.IDENTITY, v: V3.zero(), w: V3.zero() };
const o2 = { x: 0, y: 0 };
const o3 = V3.zero();
const up = { x: 0, y: 1, z: 0 };
/** +0 for −0, so exact comparisons do not depend on the sign of a zero. */
const unsign = (xs: readonly number[]): number[] => xs.map((x) => x + 0);

describe('malformed input is named in the RangeError', () => {
  it('a body, contact or vector that is not an object at all', () => {
    // A number where a body belongs has no .invMass: the message must say what the argument is,
    // not complain about a missing field.
    const notABody = 5 as unknown as Body3;
    expect(() => sphereImpulse3(notABody, ball3, { rA: o3, rB: o3, n: up }, 0)).toThrow(
      /^a must be a body \(got 5\)$/,
    );
    expect(() => sphereImpulse3(ground3, ball3, 'c' as never, 0)).toThrow(/^c must be a contact \(got c\)$/);
    expect(() => sphereImpulse3(ground3, ball3, { rA: o3, rB: null as never, n: up }, 0)).toThrow(
      /^c\.rB must be a vector \{x, y, z\} \(got null\)$/,
    );
    expect(() => effectiveMass2(ground2, 7 as never, o2, o2, { x: 0, y: 1 })).toThrow(
      /^b must be a body \(got 7\)$/,
    );
    expect(() => revoluteImpulse2(true as never, ball2, o2, o2)).toThrow(/^a must be a body \(got true\)$/);
  });

  it('a contact that is not an object, in 2D', () => {
    expect(() => normalImpulse2(ground2, ball2, 3 as never, 0)).toThrow(/^c must be a contact \(got 3\)$/);
  });

  it('each argument of collisionMatrix2 and collisionMatrix3 by its own name', () => {
    const bad2: Body2 = { ...ball2, invMass: -1 };
    expect(() => collisionMatrix2(bad2, ball2, o2, o2)).toThrow(/^a\.invMass must be ≥ 0/);
    expect(() => collisionMatrix2(ball2, bad2, o2, o2)).toThrow(/^b\.invMass must be ≥ 0/);
    expect(() => collisionMatrix2(ball2, ball2, { x: NaN, y: 0 }, o2)).toThrow(
      /^rA\.x must be a finite number/,
    );
    expect(() => collisionMatrix2(ball2, ball2, o2, { x: 0, y: Infinity })).toThrow(
      /^rB\.y must be a finite number/,
    );
    const bad3: Body3 = { ...ball3, invMass: -1 };
    expect(() => collisionMatrix3(bad3, ball3, o3, o3)).toThrow(/^a\.invMass must be ≥ 0/);
    expect(() => collisionMatrix3(ball3, bad3, o3, o3)).toThrow(/^b\.invMass must be ≥ 0/);
  });

  it('e in the energy split of a variant', () => {
    const variant = sphereImpulse3(
      ground3,
      { ...ball3, v: { x: 0, y: -1, z: 0 } },
      { rA: o3, rB: o3, n: up },
      0,
    );
    expect(() => sphereVariantEnergySplit(variant, -0.5)).toThrow(/^e must be ≥ 0/);
  });
});

describe('inverse inertia tensors', () => {
  // Each tensor below is dominated by its diagonal in two rows but not in the third, where the
  // 2×2 block [[0, 1], [1, 1]] has the eigenvalue (1 − √5)/2 < 0: not positive semidefinite.
  const negative = (1 - Math.sqrt(5)) / 2;
  const cases: [string, Mat3][] = [
    ['row 1', [0, 0, 1, 0, 1, 0, 1, 0, 1]],
    ['row 2', [1, 0, 0, 0, 0, 1, 0, 1, 1]],
    ['row 3', [1, 0, 0, 0, 1, 1, 0, 1, 0]],
  ];
  it.each(cases)('rejects a tensor that is not diagonally dominant in %s only, and is not ≥ 0', (_, m) => {
    const body = { ...ball3, invInertia: m };
    let message = '';
    try {
      sphereImpulse3(ground3, body, { rA: o3, rB: o3, n: up }, 0);
    } catch (error) {
      expect(error).toBeInstanceOf(RangeError);
      message = (error as Error).message;
    }
    const match =
      /^b\.invInertia must be ≥ 0, i\.e\. positive semidefinite \(smallest eigenvalue (\S+)\)$/.exec(message);
    expect(match, message).not.toBeNull();
    expectNear(Number(match![1]), negative);
  });
  it('accepts a smallest eigenvalue exactly at the limit −(1e-9·largest + 1e-300), and rejects one below', () => {
    // diag(−1e-9, 0, 1) is not diagonally dominant in row 1, so its eigenvalues are checked: the
    // largest is 1 and the limit −(1e-9·1 + 1e-300) rounds to −1e-9 itself.
    const at = { ...ball3, invInertia: [-1e-9, 0, 0, 0, 0, 0, 0, 0, 1] as Mat3 };
    expect(() => sphereImpulse3(ground3, at, { rA: o3, rB: o3, n: up }, 0)).not.toThrow();
    const below = { ...ball3, invInertia: [-2e-9, 0, 0, 0, 0, 0, 0, 0, 1] as Mat3 };
    expect(() => sphereImpulse3(ground3, below, { rA: o3, rB: o3, n: up }, 0)).toThrow(
      /^b\.invInertia must be ≥ 0, i\.e\. positive semidefinite \(smallest eigenvalue -2e-9\)$/,
    );
  });
});

describe('too large for a double', () => {
  it('a sphere impulse that overflows is treated as singular: nothing applied, nothing infinite', () => {
    // B: 1e10 kg (invMass 1e-10), cannot turn, approaching the ground at 1e300 m/s. C = 1e-10·1,
    // not singular by its determinant (1e-30 against 1e-12·(3e-10)³), but φ = 2e300/1e-10 = 2e310.
    const b: Body3 = { invMass: 1e-10, invInertia: M3.ZERO, v: { x: 0, y: -1e300, z: 0 }, w: o3 };
    const r = sphereImpulse3(ground3, b, { rA: o3, rB: o3, n: up }, 1);
    expect(r.singular).toBe(true);
    expect(unsign([r.impulse.x, r.impulse.y, r.impulse.z, r.phi, r.psi, r.xi])).toEqual([0, 0, 0, 0, 0, 0]);
    expect(r.b.v).toEqual(b.v);
  });

  it('a pin impulse that overflows is treated as singular: nothing applied, nothing infinite', () => {
    // K = 1e-10·1 for a 1e10 kg body pinned at its centre; j = −1e300/1e-10 overflows.
    const b: Body2 = { invMass: 1e-10, invInertia: 0, v: { x: 1e300, y: 0 }, w: 0 };
    const r = revoluteImpulse2(ground2, b, o2, o2);
    expect(r.singular).toBe(true);
    expect(unsign([r.j.x, r.j.y])).toEqual([0, 0]);
    expect(r.b.v).toEqual(b.v);
    expect(r.b.w).toBe(0);
  });
});

describe('thresholds met exactly', () => {
  it('effectiveMassJacobian: a k that is 0 in exact arithmetic but rounds negative means m_eff = ∞', () => {
    // M⁻¹ = u·uᵀ with u = (0.3, 0.7) has rank 1; J = (0.7, −0.3) ⟂ u, so k = (J·u)² = 0, and the
    // row-by-row sum rounds to about −8e-18. A mass is never negative.
    const u = [0.3, 0.7] as const;
    const Minv = [u[0] * u[0], u[0] * u[1], u[1] * u[0], u[1] * u[1]];
    expect(effectiveMassJacobian([u[1], -u[0]], Minv)).toBe(Infinity);
  });

  it('seed000Solve2 reports a NaN x1 as not finite even when x2 is finite', () => {
    // [0, 1; 1, 0]·x = (1, 2): x2 = (0·2 − 1·1)/(−1) = 1, x1 = (1 − 1·1)/0 = NaN.
    const r = seed000Solve2([0, 1, 1, 0], { x: 1, y: 2 });
    expect(r.x.y).toBe(1);
    expect(r.finite).toBe(false);
  });

  it('sphereTangents: a slip of exactly TANGENT_RELATIVE_ZERO·|v_rel| still counts as none', () => {
    // n = z, v_rel = (1e-12, 0, 1): the tangential part is (1e-12, 0, 0), |v_rel| = 1 (to rounding).
    const exact = sphereTangents({ x: 1e-12, y: 0, z: 1 }, { x: 0, y: 0, z: 1 });
    expect(exact.fallback).toBe(true);
    expect(sphereTangents({ x: 2e-12, y: 0, z: 1 }, { x: 0, y: 0, z: 1 }).fallback).toBe(false);
  });

  it('sphereTangents: the threshold is relative to |v_rel|, which can exceed its largest component', () => {
    // v_rel = (1, 1, 1) along n plus a slip s along (1, −1, 0)/√2: |v_rel| = √3, so the
    // threshold is 1.73e-12; s = 1e-12 is below it, s = 2e-12 above.
    const n = V3.normalize({ x: 1, y: 1, z: 1 });
    const slip = (s: number): Vec3 => ({ x: 1 + s / Math.SQRT2, y: 1 - s / Math.SQRT2, z: 1 });
    expect(sphereTangents(slip(1e-12), n).fallback).toBe(true);
    expect(sphereTangents(slip(2e-12), n).fallback).toBe(false);
  });

  it('sphereTangents depends on the direction of v_rel only: a scale of 2⁻¹⁰²⁰ changes no bit', () => {
    const n = V3.normalize({ x: 1, y: 2, z: 2 });
    const v = { x: 3, y: -1, z: -5 };
    const tiny = V3.scale(v, 2 ** -1020);
    const reference = sphereTangents(v, n);
    expect(reference.fallback).toBe(false);
    expect(sphereTangents(tiny, n)).toEqual(reference);
  });

  it('sphereImpulse3: with the fallback tangent, t1·v_rel after is 0 although it was not before', () => {
    // n = y; a slip of 0.5e-12·|v_rel| is below the threshold, so t0 is the fixed perpendicular and
    // v_rel keeps a component along t1 which the third row of the system removes.
    const n = up;
    const t0 = V3.anyPerpendicular(n);
    const t1 = V3.cross(n, t0);
    const v = V3.addScaled({ x: 0, y: -1, z: 0 }, t1, 0.5e-12);
    const r = sphereImpulse3(ground3, { ...ball3, v }, { rA: o3, rB: { x: 0, y: -1, z: 0 }, n }, 0.5);
    expect(r.vt).toBe(0);
    expect(r.t1).toEqual(t1);
    expect(Math.abs(V3.dot(v, t1))).toBeGreaterThan(4e-13);
    const after = V3.pointVelocity(r.b.v, r.b.w, { x: 0, y: -1, z: 0 });
    expect(Math.abs(V3.dot(after, t1))).toBeLessThan(1e-18);
  });
});

describe('the energy split of Eberly’s variant beyond e = 0', () => {
  // The corner of collision-matrix.test.ts: B (1 kg, I⁻¹ = 1) on immovable ground at
  // r_B = (−1, −1, 0), n = y. C = [[2, −1, 0], [−1, 2, 0], [0, 0, 3]], C⁻¹(1, 0, 0) = (2/3, 1/3, 0).
  const corner = { rA: { x: 0, y: 1, z: 0 }, rB: { x: -1, y: -1, z: 0 }, n: up };
  const block = (v: Vec3): Body3 => ({ ...ball3, v });

  it('with e = ½ at v = (2, −1, 0): φ = 1, ψ = ½, T′ − T = −¼ + 1 = ¾ J (hand-worked)', () => {
    // (φ, ψ) = (1 + ½)·1·(2/3, 1/3) = (1, ½). Normal term ½(1 − ½)·1·(−1) = −¼, tangential ψ·v_t =
    // ½·2 = 1. Check against the bodies: v′ = (2.5, 0, 0), ω′ = r_B × P = (−1, −1, 0) × (½, 1, 0)
    // = (0, 0, −½): T′ = ½·6.25 + ½·0.25 = 3.25 J from T = 2.5 J.
    const r = sphereVariantEnergy3(ground3, block({ x: 2, y: -1, z: 0 }), corner, 0.5);
    expectNear(r.variant.phi, 1);
    expectNear(r.variant.psi, 0.5);
    expectNear(r.normalTerm, -0.25);
    expectNear(r.tangentialTerm, 1);
    expectNear(r.dT, 0.75);
    expectNear(kineticEnergy3(r.variant.b), 3.25);
  });

  it('with e = ½ and v_n = −2 the break-even slip is ½(1 − e)|v_n|·2 = 1 m/s, where T′ = T', () => {
    const r = sphereVariantEnergy3(ground3, block({ x: 2, y: -2, z: 0 }), corner, 0.5);
    expectNear(r.slipForGain, 1);
    // At v_t = 1: (φ, ψ) = 1.5·2·(2/3, 1/3) = (2, 1); v′ = (2, 0, 0), ω′ = (0, 0, −1): T′ = 2 + ½ =
    // 2.5 J = T.
    const even = sphereVariantEnergy3(ground3, block({ x: 1, y: -2, z: 0 }), corner, 0.5);
    expectNear(even.dT, 0, 1);
    expectNear(kineticEnergy3(even.variant.b), 2.5);
  });

  it('has no break-even slip when the contact separates or only touches, even with a positive coupling', () => {
    for (const vy of [1, 0]) {
      const r = sphereVariantEnergy3(ground3, block({ x: 2, y: vy, z: 0 }), corner, 0);
      expectNear(r.cInvT0N!, 1 / 3);
      expect(r.slipForGain).toBe(Infinity);
      expect([r.normalTerm, r.tangentialTerm, r.dT].map(Math.abs)).toEqual([0, 0, 0]);
    }
  });

  it('has no break-even slip with no coupling, even for e = 1 (where ½(1 − e)|v_n| is 0)', () => {
    // Head-on: r_B ∥ n, so C is diagonal and (C⁻¹)_{t0 n} = 0.
    const r = sphereVariantEnergy3(
      ground3,
      block({ x: 1, y: -1, z: 0 }),
      { ...corner, rB: { x: 0, y: -1, z: 0 } },
      1,
    );
    expect(r.cInvT0N! + 0).toBe(0);
    expect(r.slipForGain).toBe(Infinity);
  });
});

describe('linear algebra', () => {
  it('V3.addScaled adds s·b to each component', () => {
    expect(V3.addScaled({ x: 1, y: 2, z: 3 }, { x: 4, y: 5, z: 6 }, 2)).toEqual({ x: 9, y: 12, z: 15 });
  });

  it('symmetricEigen diagonalises tridiagonal and arrow-shaped matrices (hand-worked)', () => {
    // [2, 1, 0; 1, 2, 1; 0, 1, 2] has eigenvalues 2 − √2, 2, 2 + √2; so has [2, 1, 1; 1, 2, 0; 1, 0, 2].
    const expected = [2 - Math.SQRT2, 2, 2 + Math.SQRT2];
    for (const m of [
      [2, 1, 0, 1, 2, 1, 0, 1, 2],
      [2, 1, 1, 1, 2, 0, 1, 0, 2],
    ] as Mat3[]) {
      const { values } = M3.symmetricEigen(m);
      values.forEach((x, i) => expectNear(x, expected[i]!, 2));
    }
  });

  it('symmetricEigen drops an off-diagonal entry up to 1e-18 of the diagonal: the axes are exact', () => {
    // |a₀₁| ≤ 1e-18·(|a₀₀| + |a₁₁|) is below the diagonal's rounding: no rotation, so the values
    // are the diagonal and the vectors the axes, exactly. Both at the limit (2e-18 against
    // 1e-18·(1 + 1)) and well inside it (1e-19 against 1e-18·(1 + 3)).
    for (const m of [
      [1, 2e-18, 0, 2e-18, 1, 0, 0, 0, 5],
      [1, 1e-19, 0, 1e-19, 3, 0, 0, 0, 5],
      [3, 2e-18, 0, 2e-18, 1, 0, 0, 0, 5],
    ] as Mat3[]) {
      const { values, vectors } = M3.symmetricEigen(m);
      expect([...values].sort((x, y) => x - y)).toEqual([m[0], m[4], m[8]].sort((x, y) => x - y));
      const axes = vectors.map((u) => unsign([u.x, u.y, u.z]).join(' ')).sort();
      expect(axes).toEqual(['0 0 1', '0 1 0', '1 0 0']);
    }
  });

  it('pseudoInverseSym inverts eigenvalues above 1e-12 of the largest, and drops the rest', () => {
    // diag(1e6, 1e-10, 1e6): 1e-10 < 1e-12·1e6 = 1e-6, so the middle axis counts as rank-deficient.
    expect(unsign(M3.pseudoInverseSym([1e6, 0, 0, 0, 1e-10, 0, 0, 0, 1e6]))).toEqual([
      1e-6, 0, 0, 0, 0, 0, 0, 0, 1e-6,
    ]);
    // … and diag(1e-6, 1e-10, 1e-6): 1e-10 > 1e-12·1e-6, so it is inverted too.
    expectNear(M3.pseudoInverseSym([1e-6, 0, 0, 0, 1e-10, 0, 0, 0, 1e-6])[4], 1e10);
  });
});
