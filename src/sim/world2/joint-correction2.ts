// Mass-weighted position correction for joints (the idea in seed 000's section on the pin joint).
//
// Velocity impulses keep the pin's two points moving together, but semi-implicit Euler moves
// bodies along straight lines while the joint wants arcs, so the anchors drift apart a little each
// step. After positions are integrated we move both centers to close the gap, split by inverse
// mass: the lighter side moves more, and an immovable side (the world, inverse mass 0) not at all.
//   C = pB + rB − (pA + rA)
//   ΔpA = +C·mA/(mA + mB),  ΔpB = −C·mB/(mA + mB)      (mA, mB inverse masses)
// Only positions change (no rotation, no velocity), so C closes exactly for one joint; a chain
// needs several sweeps because closing one joint opens its neighbours a little.
import type { ResolvedJoint2 } from './config2';
import { jointGap2, prepareJoint2 } from './joint2';
import type { BodyState2 } from './world2';

export function correctJoints2(
  joints: readonly ResolvedJoint2[],
  bodies: readonly BodyState2[],
  sweeps: number,
): void {
  // The sweeps move centers, never angles: each joint's arms (rA, rB) are the same in every sweep,
  // so they are turned into the world frame once, not once a sweep (prepareJoint2's cos and sin
  // would be the larger part of a chain's step); each sweep only measures the gap again.
  const arms = joints.map((joint) => prepareJoint2(joint, bodies));
  for (let sweep = 0; sweep < sweeps; sweep++) {
    for (const { joint, rA, rB } of arms) {
      const A = joint.bodyA < 0 ? null : (bodies[joint.bodyA] as BodyState2);
      const B = bodies[joint.bodyB] as BodyState2;
      const mA = A ? A.invMass : 0;
      const mB = B.invMass;
      const m = mA + mB;
      if (!(m > 0)) continue;
      const C = jointGap2(joint, bodies, rA, rB);
      if (A) {
        A.x += (C.x * mA) / m;
        A.y += (C.y * mA) / m;
      }
      B.x -= (C.x * mB) / m;
      B.y -= (C.y * mB) / m;
    }
  }
}
