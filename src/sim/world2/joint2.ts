// Revolute joints in the velocity passes: the contract's impulse, plus an optional Baumgarte bias.
import { applyImpulse2, revoluteImpulse2, solveSym2, type Vec2 } from '../../solver';
import type { ResolvedJoint2 } from './config2';
import { IMMOVABLE2, asBody2, setVelocity2, toWorldOffset, type BodyState2 } from './world2';

/** A joint's geometry for one step: arms from each center to its anchor, and the gap C. */
export interface JointSolve2 {
  joint: ResolvedJoint2;
  rA: Vec2;
  rB: Vec2;
  /** C = pB + rB − (pA + rA): the anchors' separation, zero for a perfect joint. */
  C: Vec2;
}

/** One side's arm from its center to its anchor, in the world frame (the world side: 0, it cannot turn). */
const armOf = (bodies: readonly BodyState2[], index: number, anchor: Vec2): Vec2 =>
  index < 0 ? { x: 0, y: 0 } : toWorldOffset(bodies[index] as BodyState2, anchor);

/** One side's anchor in the world: its center plus its arm (the world side: the anchor itself). */
const pointOf = (bodies: readonly BodyState2[], index: number, anchor: Vec2, r: Vec2): Vec2 => {
  if (index < 0) return anchor;
  const s = bodies[index] as BodyState2;
  return { x: s.x + r.x, y: s.y + r.y };
};

/** World anchor point and arm of one side (the world side has arm 0: it cannot turn). */
export function jointSide2(
  bodies: readonly BodyState2[],
  index: number,
  anchor: Vec2,
): { point: Vec2; r: Vec2 } {
  const r = armOf(bodies, index, anchor);
  return { point: pointOf(bodies, index, anchor, r), r };
}

/**
 * C = pB + rB − (pA + rA) for arms rA, rB already in the world frame. The arms turn only with the
 * bodies' angles: position corrections, which move centers only, reuse them (./joint-correction2).
 */
export function jointGap2(joint: ResolvedJoint2, bodies: readonly BodyState2[], rA: Vec2, rB: Vec2): Vec2 {
  const pA = pointOf(bodies, joint.bodyA, joint.anchorA, rA);
  const pB = pointOf(bodies, joint.bodyB, joint.anchorB, rB);
  return { x: pB.x - pA.x, y: pB.y - pA.y };
}

export function prepareJoint2(joint: ResolvedJoint2, bodies: readonly BodyState2[]): JointSolve2 {
  const rA = armOf(bodies, joint.bodyA, joint.anchorA);
  const rB = armOf(bodies, joint.bodyB, joint.anchorB);
  return { joint, rA, rB, C: jointGap2(joint, bodies, rA, rB) };
}

/**
 * revoluteImpulse2 solves K·j = −v_rel (the pin stops sliding apart). With Baumgarte the target is
 * instead v_rel' = −β·C/dt, so the pin also closes a fraction β of its gap per step:
 *   K·j = −(v_rel + β·C/dt)  ⇒  j = j_contract + K⁻¹·(−β·C/dt)
 * The second term reuses the contract's K and is applied with the contract's applyImpulse2.
 * A singular K means no impulse can move the pin (both sides immovable), so no bias either.
 * Returns the impulse applied to B (A got the opposite), for the warm-start total.
 */
export function resolveJoint2(solve: JointSolve2, bodies: readonly BodyState2[], biasScale: number): Vec2 {
  const { joint, rA, rB, C } = solve;
  const A = joint.bodyA < 0 ? null : (bodies[joint.bodyA] as BodyState2);
  const B = bodies[joint.bodyB] as BodyState2;
  const result = revoluteImpulse2(A ? asBody2(A) : IMMOVABLE2, asBody2(B), rA, rB);
  let a = result.a;
  let b = result.b;
  const P = { x: result.j.x, y: result.j.y };
  if (biasScale > 0) {
    const bias = solveSym2(result.K, { x: -biasScale * C.x, y: -biasScale * C.y });
    if (!bias.singular) {
      ({ a, b } = applyImpulse2(a, b, rA, rB, bias.x));
      P.x += bias.x.x;
      P.y += bias.x.y;
    }
  }
  if (A) setVelocity2(A, a);
  setVelocity2(B, b);
  return P;
}

/**
 * Warm start: apply last step's total impulse P at this step's arms before the first pass. The
 * passes then solve only for what changed since, which for a chain holding its weight is little;
 * with a fixed number of passes that is the difference between a joint that sags and one that holds.
 */
export function warmStartJoint2(solve: JointSolve2, bodies: readonly BodyState2[], P: Vec2): void {
  const { joint, rA, rB } = solve;
  const A = joint.bodyA < 0 ? null : (bodies[joint.bodyA] as BodyState2);
  const B = bodies[joint.bodyB] as BodyState2;
  const { a, b } = applyImpulse2(A ? asBody2(A) : IMMOVABLE2, asBody2(B), rA, rB, P);
  if (A) setVelocity2(A, a);
  setVelocity2(B, b);
}
