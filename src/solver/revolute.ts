// The 2D revolute (pin) joint: one impulse vector that stops the relative motion of the pin.
import { applyImpulsePair2, cloneBody2 } from './apply';
import { solveSym2 } from './solve';
import type { Body2, Vec2 } from './types';
import { checkBody2, checkVec2 } from './validate';
import { pointVelocity, sub } from './vec2';

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
 * [eq:rj-constraint] v_rel' = 0   (the pin's two points move together after the impulse)
 * [eq:rj-expand]     v_rel' = v_rel + (mA + mB)·j + (iA·(rA×j)) × rA + (iB·(rB×j)) × rB = v_rel + K·j
 *                    since in 2D (i·(r×j)) × r = i·(r_y²·j_x − r_x·r_y·j_y, r_x²·j_y − r_x·r_y·j_x)
 * [eq:rj-k-matrix]   K = [ mA + mB + iA·rA_y² + iB·rB_y²    −(iA·rA_x·rA_y + iB·rB_x·rB_y) ]
 *                        [ −(iA·rA_x·rA_y + iB·rB_x·rB_y)    mA + mB + iA·rA_x² + iB·rB_x²  ]
 * [eq:rj-solve]      K·j = −v_rel
 * K is symmetric positive semidefinite. It is singular (say, both bodies immovable, or only
 * rotation about one point is possible) when det K ≤ 1e-12·(trace K)²: then no impulse is applied.
 * An impulse too large for a double (K ~ 1e-300) is treated the same way.
 */
export function revoluteImpulse2(a: Body2, b: Body2, rA: Vec2, rB: Vec2): RevoluteImpulse2Result {
  checkBody2(a, 'a');
  checkBody2(b, 'b');
  checkVec2(rA, 'rA');
  checkVec2(rB, 'rB');
  const mA = a.invMass;
  const mB = b.invMass;
  const iA = a.invInertia;
  const iB = b.invInertia;

  const vRel = sub(pointVelocity(b.v, b.w, rB), pointVelocity(a.v, a.w, rA));
  const k11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y;
  const k12 = -(iA * rA.x * rA.y + iB * rB.x * rB.y);
  const k22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x;
  const K = [k11, k12, k12, k22] as const;

  const solved = solveSym2(K, { x: -vRel.x, y: -vRel.y });
  const j = solved.x;
  const singular = solved.singular || !Number.isFinite(j.x) || !Number.isFinite(j.y);
  if (singular) return { j: { x: 0, y: 0 }, K, singular, vRel, a: cloneBody2(a), b: cloneBody2(b) };
  const after = applyImpulsePair2(a, b, rA, rB, j);
  return { j, K, singular, vRel, a: after.a, b: after.b };
}
