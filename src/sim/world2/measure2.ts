// What the series records about the whole 2D world at one instant.
import { type Vec2 } from '../../solver';
import type { ResolvedJoint2 } from './config2';
import { jointSide2 } from './joint2';
import type { BodyState2 } from './world2';

/** T = Σ ½ m |v|² + ½ I ω². */
export function kinetic2(bodies: readonly BodyState2[]): number {
  let T = 0;
  for (const s of bodies) T += 0.5 * s.mass * (s.vx * s.vx + s.vy * s.vy) + 0.5 * s.inertia * s.w * s.w;
  return T;
}

/** U = Σ −m g·p: the work gravity would do bringing each body to the origin. */
export function potential2(bodies: readonly BodyState2[], gravity: Vec2): number {
  let U = 0;
  for (const s of bodies) U -= s.mass * (gravity.x * s.x + gravity.y * s.y);
  return U;
}

/** p = Σ m v. */
export function momentum2(bodies: readonly BodyState2[]): Vec2 {
  let x = 0;
  let y = 0;
  for (const s of bodies) {
    x += s.mass * s.vx;
    y += s.mass * s.vy;
  }
  return { x, y };
}

/** |anchorB − anchorA| in world coordinates. */
export function jointDrift2(joint: ResolvedJoint2, bodies: readonly BodyState2[]): number {
  const A = jointSide2(bodies, joint.bodyA, joint.anchorA).point;
  const B = jointSide2(bodies, joint.bodyB, joint.anchorB).point;
  return Math.hypot(B.x - A.x, B.y - A.y);
}
