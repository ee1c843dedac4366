// The collision matrix K: how the relative velocity at a contact (or a pin) responds to an impulse
// pair P on B, −P on A applied there. v_rel′ = v_rel + K·P, in 2D and in 3D. Its quadratic form
// along a unit d is the inverse effective mass along d; in 2D it is the revolute joint's matrix.
import { add, diag, mul, skew, transpose } from './mat3';
import type { Body2, Body3, Mat3, Vec2, Vec3 } from './types';
import { checkBody2, checkBody3, checkVec2, checkVec3 } from './validate';

/** 2×2 matrices row-major [k11, k12, k21, k22], as revoluteImpulse2 returns its K. */
export type Mat2 = readonly [number, number, number, number];

/**
 * K in 2D (no input checks).
 * K = (1/mA + 1/mB)·1 + iA·rA⊥rA⊥ᵀ + iB·rB⊥rB⊥ᵀ,  r⊥ = (−r_y, r_x):
 *   k11 = mA + mB + iA·rA_y² + iB·rB_y²,  k12 = k21 = −(iA·rA_x·rA_y + iB·rB_x·rB_y),
 *   k22 = mA + mB + iA·rA_x² + iB·rB_x²   (mA, iA: inverse mass and inertia)
 */
export function collisionMatrix2Unchecked(a: Body2, b: Body2, rA: Vec2, rB: Vec2): Mat2 {
  const sigma = a.invMass + b.invMass;
  const k11 = sigma + a.invInertia * rA.y * rA.y + b.invInertia * rB.y * rB.y; // [eq:rj-k-matrix]
  const k12 = -(a.invInertia * rA.x * rA.y + b.invInertia * rB.x * rB.y); // [eq:rj-k-matrix]
  const k22 = sigma + a.invInertia * rA.x * rA.x + b.invInertia * rB.x * rB.x; // [eq:rj-k-matrix]
  return [k11, k12, k12, k22]; // [port:rj-symmetric]
}

/**
 * K of a 2D contact or pin. Along a unit d, dᵀK d is the inverse effective mass
 * (effectiveMass2 = 1/(dᵀK d)); in the basis (n, t) of a contact its off-diagonal entry couples a
 * friction impulse to the normal velocity.
 */
export function collisionMatrix2(a: Body2, b: Body2, rA: Vec2, rB: Vec2): Mat2 {
  checkBody2(a, 'a');
  checkBody2(b, 'b');
  checkVec2(rA, 'rA');
  checkVec2(rB, 'rB');
  return collisionMatrix2Unchecked(a, b, rA, rB); // [eq:em-nt-matrix]
}

/**
 * K in 3D, world axes:
 *   K = (1/mA + 1/mB)·1 + [rA]ₓᵀ·IA⁻¹·[rA]ₓ + [rB]ₓᵀ·IB⁻¹·[rB]ₓ
 * because (I⁻¹(r×P))×r = −[r]ₓ·I⁻¹·[r]ₓ·P and [r]ₓᵀ = −[r]ₓ. Symmetric positive semidefinite
 * (definite when either body can translate). Written in a basis {X, Y, Z} its entries are
 * XᵀK Y = λ·X·Y + S(X, Y): Eberly's matrix C is K in the basis {n, t0, t1}.
 */
export function collisionMatrix3(a: Body3, b: Body3, rA: Vec3, rB: Vec3): Mat3 {
  checkBody3(a, 'a');
  checkBody3(b, 'b');
  checkVec3(rA, 'rA');
  checkVec3(rB, 'rB');
  const lambda = a.invMass + b.invMass;
  const term = (invInertia: Mat3, r: Vec3): Mat3 => {
    const R = skew(r);
    return mul(mul(transpose(R), invInertia), R); // [eq:sp-world]
  };
  const K = add(add(diag(lambda, lambda, lambda), term(a.invInertia, rA)), term(b.invInertia, rB)); // [eq:sp-world]
  // Mirror the upper triangle so K is exactly symmetric (the products round differently).
  return [K[0], K[1], K[2], K[1], K[4], K[5], K[2], K[5], K[8]];
}
