// Eberly's variant for colliding spheres (seed 002, section 2), in the site's convention.
//
// His normal N0 points from B to A and his relative velocity is V = V_A − V_B; ours are
// n = −N0 and v_rel = −V. His impulse F goes to A; ours, P = −F, goes to B. With our
// t0 = unit tangential part of v_rel (= −his T0) and t1 = n × t0 (= N0 × T0 = his T1):
//   phi = P·n = F·N0 (same),  psi = P·t0 = F·T0 (same),  xi = P·t1 = −F·T1 (sign flips),
// and our C is his (corrected) C with the signs of the (n,t1) and (t0,t1) entries flipped.
import { applyImpulsePair3, cloneBody3 } from './apply';
import { bilinear } from './mat3';
import { solveSym3 } from './solve';
import { TANGENT_RELATIVE_ZERO } from './constants';
import type { Body3, Contact3, Mat3, Vec3 } from './types';
import { checkBody3, checkContact3, checkRestitution } from './validate';
import { anyPerpendicular, cross, dot, length, normalize, pointVelocity, scale, sub } from './vec3';

export interface SphereImpulse3Result {
  /** World impulse F = phi·n + psi·t0 + xi·t1, applied to B (−F to A). Zero when not applied. */
  impulse: Vec3;
  phi: number;
  psi: number;
  xi: number;
  /** The system matrix in the {n, t0, t1} basis, row-major; returned even when no impulse is applied. */
  C: Mat3;
  /** The basis used: n (normalised), t0, t1 = n × t0. */
  n: Vec3;
  t0: Vec3;
  t1: Vec3;
  /** v_rel·n before. */
  vn: number;
  /** |tangential part of v_rel| before = t0·v_rel (0 when t0 came from the fallback). */
  vt: number;
  /** det C ≤ SINGULAR_RELATIVE_DET·(trace C)³: no impulse. */
  singular: boolean;
  a: Body3;
  b: Body3;
}

/**
 * Tangent t0 (no input checks).
 * t0 = (v_rel − (v_rel·n)·n) / |…|; when that tangential part is zero (up to
 * TANGENT_RELATIVE_ZERO·|v_rel|) any unit vector ⟂ n will do, so take V3.anyPerpendicular(n):
 * a fixed rule, so equal inputs give equal outputs.
 * t1 = n × t0, so {n, t0, t1} is right-handed orthonormal.
 */
export function sphereTangents(vRel: Vec3, n: Vec3): { t0: Vec3; t1: Vec3; fallback: boolean } {
  // Work with v_rel scaled to a largest component of 1, so tiny (subnormal) or huge velocities
  // keep full relative precision; the direction is all that matters here.
  const m = Math.max(Math.abs(vRel.x), Math.abs(vRel.y), Math.abs(vRel.z));
  const u = m > 0 ? scale(vRel, 1 / m) : vRel;
  let vt = sub(u, scale(n, dot(u, n))); // [eq:sp-t0]
  // A second pass removes what rounding left along n, so t0 ⟂ n to ~1e-16.
  vt = sub(vt, scale(n, dot(vt, n)));
  const fallback = !(m > 0) || !(length(vt) > TANGENT_RELATIVE_ZERO * length(u)); // [port:sp-t0-fallback]
  const t0 = fallback ? anyPerpendicular(n) : normalize(vt); // [eq:sp-t0]
  return { t0, t1: cross(n, t0), fallback }; // [eq:sp-t1]
}

/**
 * The impulse P = phi·n + psi·t0 + xi·t1 goes to B (−P to A), and changes the relative velocity to
 *   v_rel⁺ = v_rel⁻ + (mA + mB)·P + (IA⁻¹(rA×P))×rA + (IB⁻¹(rB×P))×rB.
 * The three conditions: n·v_rel⁺ = −e·n·v_rel⁻,  t0·v_rel⁺ = t0·v_rel⁻,  t1·v_rel⁺ = 0.
 * Dotting v_rel⁺ with X ∈ {n, t0, t1}, and (u×r)·X = u·(r×X):
 *   S(X, Y) = (rA×X)ᵀ·IA⁻¹·(rA×Y) + (rB×X)ᵀ·IB⁻¹·(rB×Y)
 *   C_XY = λ·δ_XY + S(X, Y),  λ = mA + mB   (λ once on the diagonal: Eberly's eq. 27
 *            adds it twice to two diagonal entries)
 *   C·(phi, psi, xi) = (−(1+e)·vn, 0, −t1·v_rel⁻)
 *            (t1·v_rel⁻ = 0 by the choice of t0; keeping it makes t1·v_rel⁺ = 0 hold to rounding)
 * C is symmetric, positive definite when λ > 0; it can be singular only when neither body can
 * translate. No impulse when vn ≥ 0 (not approaching) or C is singular.
 */
export function sphereImpulse3(a: Body3, b: Body3, c: Contact3, e: number): SphereImpulse3Result {
  checkBody3(a, 'a');
  checkBody3(b, 'b');
  checkContact3(c, 'c');
  checkRestitution(e, 'e');
  const { rA, rB } = c;
  // The basis must be orthonormal; the contract lets |n| be off 1 by up to 1e-6.
  const n = normalize(c.n);

  const vRel = sub(pointVelocity(b.v, b.w, rB), pointVelocity(a.v, a.w, rA));
  const vn = dot(vRel, n);
  const { t0, t1, fallback } = sphereTangents(vRel, n);
  const vt = fallback ? 0 : dot(vRel, t0);

  const lambda = a.invMass + b.invMass;
  const basis = [n, t0, t1] as const;
  const armsA = basis.map((x) => cross(rA, x));
  const armsB = basis.map((x) => cross(rB, x));
  const S = (i: number, j: number): number =>
    bilinear(armsA[i] as Vec3, a.invInertia, armsA[j] as Vec3) + // [eq:sp-s-form] [port:sp-world-inertia]
    bilinear(armsB[i] as Vec3, b.invInertia, armsB[j] as Vec3); // [eq:sp-s-form]
  // Fill the upper triangle and mirror it, so C is exactly symmetric.
  const c00 = lambda + S(0, 0); // [eq:sp-c-matrix]
  const c01 = S(0, 1);
  const c02 = S(0, 2);
  const c11 = lambda + S(1, 1); // [eq:sp-c-matrix]
  const c12 = S(1, 2);
  const c22 = lambda + S(2, 2); // [eq:sp-c-matrix]
  const C: Mat3 = [c00, c01, c02, c01, c11, c12, c02, c12, c22]; // [port:sp-row-major]

  const zeroImpulse = (singular: boolean): SphereImpulse3Result => ({
    impulse: { x: 0, y: 0, z: 0 },
    phi: 0,
    psi: 0,
    xi: 0,
    C,
    n,
    t0,
    t1,
    vn,
    vt,
    singular,
    a: cloneBody3(a),
    b: cloneBody3(b),
  });
  const solved = solveSym3(C, { x: -(1 + e) * vn, y: 0, z: -dot(vRel, t1) }); // [eq:sp-constraints] [eq:sp-system]
  // A solution too large for a double (C ~ 1e-300) counts as singular.
  const singular = solved.singular || ![solved.x.x, solved.x.y, solved.x.z].every(Number.isFinite); // [port:sp-singular]
  if (!(vn < 0) || singular) return zeroImpulse(singular);

  const { x: phi, y: psi, z: xi } = solved.x;
  const impulse = {
    x: phi * n.x + psi * t0.x + xi * t1.x, // [eq:sp-impulse] [port:sp-convention]
    y: phi * n.y + psi * t0.y + xi * t1.y, // [eq:sp-impulse]
    z: phi * n.z + psi * t0.z + xi * t1.z, // [eq:sp-impulse]
  };
  const after = applyImpulsePair3(a, b, rA, rB, impulse); // [eq:sp-velocity]
  return { impulse, phi, psi, xi, C, n, t0, t1, vn, vt, singular: false, a: after.a, b: after.b };
}

export interface SphereVariantEnergySplit {
  /** ½(1−e)·φ·v_n: the work of the normal part of the impulse. Never positive. */
  normalTerm: number;
  /** ψ·v_t: the work of the tangential part. Its sign is the sign of (C⁻¹)_{t0 n}: set by geometry. */
  tangentialTerm: number;
  /** T′ − T = normalTerm + tangentialTerm (immovable bodies at rest); 0 when no impulse is applied. */
  dT: number;
  /** The first column of C⁻¹: (C⁻¹)_{nn} > 0 and the coupling (C⁻¹)_{t0 n}; null when C is singular. */
  cInvNN: number | null;
  cInvT0N: number | null;
  /**
   * The slip speed above which the variant creates energy, for this direction of slip and this v_n:
   * ½(1−e)·|v_n|·(C⁻¹)_{nn}/(C⁻¹)_{t0 n} when an impulse applies and the coupling is positive,
   * Infinity otherwise.
   */
  slipForGain: number;
}

export interface SphereVariantEnergy3 extends SphereVariantEnergySplit {
  variant: SphereImpulse3Result;
}

/**
 * Where the variant's kinetic-energy change comes from, given its result for restitution e.
 * With v_rel′ = v_rel − (1+e)·v_n·n and T′ − T = ½P·(v_rel + v_rel′):
 *   T′ − T = ½(1−e)·φ·v_n + ψ·v_t   (t1·v_rel = 0, so ξ does no work)
 * and (φ, ψ, ξ) = −(1+e)·v_n·C⁻¹·(1, 0, 0), so
 *   T′ − T = (1+e)|v_n|·((C⁻¹)_{t0n}·v_t − ½(1−e)|v_n|·(C⁻¹)_{nn})
 * The first term does not depend on v_t; the second grows with it. A positive coupling and a fast
 * enough slip create energy, for every e including 0.
 * Valid when every immovable body is at rest (a moving one does work the balance does not count).
 */
export function sphereVariantEnergySplit(variant: SphereImpulse3Result, e: number): SphereVariantEnergySplit {
  checkRestitution(e, 'e');
  const column = solveSym3(variant.C, { x: 1, y: 0, z: 0 }); // [eq:sp-gain]
  const cInvNN = column.singular ? null : column.x.x;
  const cInvT0N = column.singular ? null : column.x.y;
  const applied = variant.vn < 0 && !variant.singular;
  const normalTerm = applied ? 0.5 * (1 - e) * variant.phi * variant.vn : 0; // [eq:sp-energy]
  const tangentialTerm = applied ? variant.psi * variant.vt : 0; // [eq:sp-energy]
  const slipForGain =
    applied && cInvNN !== null && cInvT0N !== null && cInvT0N > 0
      ? (0.5 * (1 - e) * Math.abs(variant.vn) * cInvNN) / cInvT0N // [eq:sp-gain]
      : Infinity;
  return { normalTerm, tangentialTerm, dT: normalTerm + tangentialTerm, cInvNN, cInvT0N, slipForGain };
}

/** sphereImpulse3 and the energy split of its result. */
export function sphereVariantEnergy3(a: Body3, b: Body3, c: Contact3, e: number): SphereVariantEnergy3 {
  const variant = sphereImpulse3(a, b, c, e);
  return { ...sphereVariantEnergySplit(variant, e), variant };
}
