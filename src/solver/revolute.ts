// The 2D revolute (pin) joint: one impulse vector that stops the relative motion of the pin.
import { applyImpulsePair2, cloneBody2 } from './apply';
import { collisionMatrix2Unchecked, type Mat2 } from './collision-matrix';
import { eigenSym2 } from './eigen2';
import { solveSym2 } from './solve';
import type { Body2, Vec2 } from './types';
import { checkBody2, checkVec2 } from './validate';
import { dot, pointVelocity, sub } from './vec2';

export interface RevoluteImpulse2Result {
  /** Impulse vector to B (−j to A). (0, 0) when K is singular. */
  j: Vec2;
  /** K row-major [k11, k12, k21, k22]. */
  K: readonly [number, number, number, number];
  /** det K ≤ SINGULAR_RELATIVE_DET·(trace K)²: no unique impulse; bodies returned unchanged. */
  singular: boolean;
  /** v_rel = v_cB − v_cA at the pin before. */
  vRel: Vec2;
  a: Body2;
  b: Body2;
}

/**
 * The pin's two points move together after the impulse: v_rel' = 0, where
 *   v_rel' = v_rel + (mA + mB)·j + (iA·(rA×j)) × rA + (iB·(rB×j)) × rB = v_rel + K·j
 * since in 2D (i·(r×j)) × r = i·(r_y²·j_x − r_x·r_y·j_y, r_x²·j_y − r_x·r_y·j_x), so
 *   K = [ mA + mB + iA·rA_y² + iB·rB_y²    −(iA·rA_x·rA_y + iB·rB_x·rB_y) ]
 *       [ −(iA·rA_x·rA_y + iB·rB_x·rB_y)    mA + mB + iA·rA_x² + iB·rB_x²  ]
 * and the impulse solves K·j = −v_rel.
 * K is symmetric positive semidefinite. It is singular (say, both bodies immovable, or only
 * rotation about one point is possible) when det K ≤ 1e-12·(trace K)²: then no impulse is applied.
 * An impulse too large for a double (K ~ 1e-300) is treated the same way.
 */
export function revoluteImpulse2(a: Body2, b: Body2, rA: Vec2, rB: Vec2): RevoluteImpulse2Result {
  checkBody2(a, 'a');
  checkBody2(b, 'b');
  checkVec2(rA, 'rA');
  checkVec2(rB, 'rB');
  const vRel = sub(pointVelocity(b.v, b.w, rB), pointVelocity(a.v, a.w, rA)); // [eq:rj-constraint]
  const K = collisionMatrix2Unchecked(a, b, rA, rB); // [eq:rj-expand] [eq:rj-k-matrix]

  const solved = solveSym2(K, { x: -vRel.x, y: -vRel.y }); // [eq:rj-solve] [port:rj-rhs-sign]
  const j = solved.x;
  const singular = solved.singular || !Number.isFinite(j.x) || !Number.isFinite(j.y); // [port:rj-nonfinite]
  if (singular) return { j: { x: 0, y: 0 }, K, singular, vRel, a: cloneBody2(a), b: cloneBody2(b) };
  const after = applyImpulsePair2(a, b, rA, rB, j);
  return { j, K, singular, vRel, a: after.a, b: after.b };
}

export interface RevoluteImpulse2PinvResult {
  /** Impulse vector to B (−j to A). */
  j: Vec2;
  K: Mat2;
  /**
   * 2: K invertible (the ordinary solve); 1: K singular with tr K > 0 (at this instant the pin can
   * move along one line only); 0: K = 0, or so small that no impulse a double can hold would do.
   */
  rank: 0 | 1 | 2;
  vRel: Vec2;
  /** v_rel after j: 0 for rank 2; for rank 1 the part of v_rel across K's line, which no impulse reaches. */
  vRelAfter: Vec2;
  a: Body2;
  b: Body2;
}

/**
 * The pin impulse with the pseudo-inverse rule where revoluteImpulse2's policy applies nothing
 * (K singular). Same K, same singularity test; revoluteImpulse2 itself is unchanged.
 * rank 1: K = μ·u·uᵀ with |u| = 1, μ = tr K, so K⁺ = u·uᵀ/μ = K/(tr K)² and
 *   j = −K⁺·v_rel = −K·v_rel/(tr K)² = −(u·v_rel/μ)·u.
 * It cancels the part of v_rel along u and leaves v_rel − (u·v_rel)·u, which no impulse can
 * change. When v_rel lies on the line, as in every rank-1 joint whose immovable parts are at rest,
 * the pin holds. Of all impulses that do this, it is the shortest, and T′ − T = −½·v_relᵀK⁺v_rel ≤ 0.
 * rank 2: K⁻¹ (identical to revoluteImpulse2); rank 0: j = 0.
 */
export function revoluteImpulse2PseudoInverse(
  a: Body2,
  b: Body2,
  rA: Vec2,
  rB: Vec2,
): RevoluteImpulse2PinvResult {
  const joint = revoluteImpulse2(a, b, rA, rB);
  const { K, vRel } = joint;
  const tr = K[0] + K[3];
  const relative = (x: Body2, y: Body2) => sub(pointVelocity(y.v, y.w, rB), pointVelocity(x.v, x.w, rA));
  if (!joint.singular)
    return { j: joint.j, K, rank: 2, vRel, vRelAfter: relative(joint.a, joint.b), a: joint.a, b: joint.b };
  if (!(tr > 0)) return { j: { x: 0, y: 0 }, K, rank: 0, vRel, vRelAfter: vRel, a: joint.a, b: joint.b };
  // Keep K's larger eigenvalue only (the truncated pseudo-inverse). For a K of exactly rank 1 this
  // is K/(tr K)²; for a K that is only numerically singular it leaves alone the direction in which
  // the pin barely gives, instead of dividing by that direction's tiny eigenvalue.
  const { l1, e1 } = eigenSym2(K); // [eq:rj-pinv]
  const along = dot(e1, vRel) / l1; // [eq:rj-pinv]
  const j = { x: -along * e1.x, y: -along * e1.y }; // [eq:rj-pinv]
  // A K of subnormal size (~1e-320) gives no impulse a double can hold: as in rank 0.
  if (!Number.isFinite(j.x) || !Number.isFinite(j.y))
    return { j: { x: 0, y: 0 }, K, rank: 0, vRel, vRelAfter: vRel, a: joint.a, b: joint.b };
  const after = applyImpulsePair2(a, b, rA, rB, j);
  return { j, K, rank: 1, vRel, vRelAfter: relative(after.a, after.b), a: after.a, b: after.b };
}
