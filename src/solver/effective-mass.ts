// Effective mass: how heavy the pair of bodies feels to an impulse along one direction at the
// contact. Three forms that agree: the 2D scalar form, the 3D tensor form, the Jacobian form.
import { cross as cross3, dot as dot3 } from './vec3';
import { cross as cross2 } from './vec2';
import { mulVec } from './mat3';
import type { Body2, Body3, Vec2, Vec3 } from './types';
import {
  checkBody2,
  checkBody3,
  checkFinite,
  checkUnit2,
  checkUnit3,
  checkVec2,
  checkVec3,
} from './validate';

/**
 * The inverse effective mass k for the 2D pair along unit d (no input checks).
 *   k = 1/mA + 1/mB + (rA×d)²/IA + (rB×d)²/IB
 *            = mA + mB + iA·(rA×d)² + iB·(rB×d)²   (mA, iA: inverse mass and inertia)
 */
export function inverseEffectiveMass2(a: Body2, b: Body2, rA: Vec2, rB: Vec2, d: Vec2): number {
  const rnA = cross2(rA, d);
  const rnB = cross2(rB, d);
  return a.invMass + b.invMass + a.invInertia * rnA * rnA + b.invInertia * rnB * rnB; // [eq:em-scalar] [port:em-inverse-sum]
}

/**
 * m_eff = 1/k,  k = mA + mB + iA·(rA×d)² + iB·(rB×d)²
 * k = 0 only when neither body can move along d at the contact: no impulse can change the
 * relative velocity there, so the effective mass is infinite (returned as Infinity).
 */
export function effectiveMass2(a: Body2, b: Body2, rA: Vec2, rB: Vec2, dir: Vec2): number {
  checkBody2(a, 'a');
  checkBody2(b, 'b');
  checkVec2(rA, 'rA');
  checkVec2(rB, 'rB');
  checkUnit2(dir, 'dir');
  const k = inverseEffectiveMass2(a, b, rA, rB, dir); // [eq:em-scalar]
  return k > 0 ? 1 / k : Infinity; // [eq:ni-meff]
}

/** The 2D scalar form, as named on the effective-mass page (same function as effectiveMass2). */
export const effectiveMassScalar2: typeof effectiveMass2 = effectiveMass2;

/**
 * The tensor form's k in 3D (no input checks).
 *   k = 1/mA + 1/mB + ((IA⁻¹(rA×n))×rA)·n + ((IB⁻¹(rB×n))×rB)·n
 * Written as on the page (the Wikipedia form). It equals (rA×n)ᵀIA⁻¹(rA×n) + … by the triple
 * product (u×r)·n = u·(r×n), which is how normalImpulse3 computes it.
 */
export function inverseEffectiveMassTensor(a: Body3, b: Body3, rA: Vec3, rB: Vec3, n: Vec3): number {
  const angA = dot3(cross3(mulVec(a.invInertia, cross3(rA, n)), rA), n); // [eq:em-tensor] [port:em-world-inertia]
  const angB = dot3(cross3(mulVec(b.invInertia, cross3(rB, n)), rB), n); // [eq:em-tensor]
  return a.invMass + b.invMass + angA + angB; // [eq:em-tensor]
}

/** m_eff = 1/k with the tensor form of k; Infinity when k = 0. */
export function effectiveMassTensor(a: Body3, b: Body3, rA: Vec3, rB: Vec3, n: Vec3): number {
  checkBody3(a, 'a');
  checkBody3(b, 'b');
  checkVec3(rA, 'rA');
  checkVec3(rB, 'rB');
  checkUnit3(n, 'n');
  const k = inverseEffectiveMassTensor(a, b, rA, rB, n);
  // Rounding can leave a tiny negative k when the true k is 0 (the tensor form subtracts).
  return k > 0 ? 1 / k : Infinity; // [port:em-negative-k]
}

/**
 * The 2D contact Jacobian for the velocity vector V = [vA.x, vA.y, ωA, vB.x, vB.y, ωB].
 *   Ċ = (v_cB − v_cA)·n = J V,  J = [−n, −(rA×n), n, rB×n]
 * (n·(ω×r) = ω·(r×n) in 2D, which puts r×n in the angular slots.)
 */
export function jacobian2(rA: Vec2, rB: Vec2, n: Vec2): number[] {
  return [-n.x, -n.y, -cross2(rA, n), n.x, n.y, cross2(rB, n)]; // [eq:em-jacobian] [port:em-jacobian-sign]
}

/** M⁻¹ = diag(mA, mA, iA, mB, mB, iB), matching jacobian2's ordering. */
export function massMatrixInverse2(a: Body2, b: Body2): number[] {
  return [a.invMass, a.invMass, a.invInertia, b.invMass, b.invMass, b.invInertia]; // [eq:em-mass-matrix] [port:em-slot-order]
}

/**
 * k = J M⁻¹ Jᵀ,  m_eff = 1/k
 * J is one row of length N. Minv is either its diagonal (length N) or the full N×N matrix,
 * row-major (length N²). Infinity when k = 0.
 */
export function effectiveMassJacobian(J: readonly number[], Minv: readonly number[]): number {
  const N = J.length;
  if (N === 0) throw new RangeError('J must have at least one entry');
  J.forEach((x, i) => checkFinite(x, `J[${i}]`));
  Minv.forEach((x, i) => checkFinite(x, `Minv[${i}]`));
  let k = 0;
  if (Minv.length === N) {
    for (let i = 0; i < N; i++) {
      const ji = J[i] as number;
      k += ji * (Minv[i] as number) * ji; // [eq:em-jmj]
    }
  } else if (Minv.length === N * N) {
    for (let i = 0; i < N; i++) {
      let row = 0;
      for (let j = 0; j < N; j++) row += (Minv[i * N + j] as number) * (J[j] as number);
      k += (J[i] as number) * row; // [eq:em-jmj]
    }
  } else {
    throw new RangeError(
      `Minv must have ${N} (diagonal) or ${N * N} (full) entries for J of length ${N} (got ${Minv.length})`,
    );
  }
  return k > 0 ? 1 / k : Infinity;
}
