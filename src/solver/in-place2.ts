// Impulses applied in place, for loops that visit every contact many times a step (the stepper's
// box stacks: about 200 contact points × 2 rows × 10 sweeps). applyImpulse2 and the contract
// functions return new bodies, which such a loop would allocate at every visit. The physics is the
// same as theirs (applyImpulseToBody2's grouping, so the results agree bit for bit); there are no
// input checks: the caller checks its bodies once, when it builds them.
import type { Body2, Vec2 } from './types';

/**
 * The relative velocity of the contact points along a direction d:
 *   v_rel·d = (v_cB − v_cA)·d,   v_c = v + ω × r,   ω × r = (−ω r_y, ω r_x)
 */
export function relativeVelocityAlong2(a: Body2, b: Body2, rA: Vec2, rB: Vec2, d: Vec2): number {
  const dvx = b.v.x - b.w * rB.y - (a.v.x - a.w * rA.y);
  const dvy = b.v.y + b.w * rB.x - (a.v.y + a.w * rA.x);
  return dvx * d.x + dvy * d.y;
}

/**
 * The impulse P = λ·d applied to B at rB and −P to A at rA, written into a and b:
 *   vB += mB·P,  ωB += iB·(rB × P)
 *   vA −= mA·P,  ωA −= iA·(rA × P)
 * (mA, iA: inverse mass and inverse moment of inertia; an immovable side, mA = iA = 0, is left as
 * it is.) λ may have either sign: a loop that clamps a running total applies its change.
 */
export function applyImpulseInPlace2(a: Body2, b: Body2, rA: Vec2, rB: Vec2, d: Vec2, lambda: number): void {
  const Px = lambda * d.x;
  const Py = lambda * d.y;
  const mA = a.invMass;
  const iA = a.invInertia;
  const mB = b.invMass;
  const iB = b.invInertia;
  a.v.x += mA * -Px;
  a.v.y += mA * -Py;
  a.w += iA * rA.x * -Py - iA * rA.y * -Px;
  b.v.x += mB * Px;
  b.v.y += mB * Py;
  b.w += iB * rB.x * Py - iB * rB.y * Px;
}
