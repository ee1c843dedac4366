// A contact's impulses within one step: the contract's normal impulse (over several passes), then
// its friction impulse once, clamped against the normal impulse the contact received.
import { frictionImpulse2 } from '../friction';
import { normalImpulse2 } from '../normal-impulse';
import type { Body2, Vec2 } from '../types';
import { dot, pointVelocity, sub } from '../vec2';
import type { ContactState2 } from './collide2';
import { effectiveRestitution } from './restitution';
import { IMMOVABLE2, asBody2, asBody2Before, setVelocity2, type BodyState2 } from './world2';

/** What one step did at one contact. */
export interface ContactSolve2 {
  contact: ContactState2;
  /** The restitution of the first normal pass (see effectiveRestitution); later passes use 0. */
  e: number;
  /** Normal impulse, summed over passes (≥ 0). */
  jn: number;
  /** Friction impulse along t = (−n_y, n_x), and the regime frictionImpulse2 chose. */
  jt: number;
  regime: 'static' | 'dynamic';
  /** v_rel·t that the friction impulse acted on. */
  vt: number;
}

const relativeNormalVelocity = (a: Body2, b: Body2, c: ContactState2): number =>
  dot(sub(pointVelocity(b.v, b.w, c.rB), pointVelocity(a.v, a.w, c.rA)), c.n);

const sideA = (c: ContactState2, bodies: readonly BodyState2[]): BodyState2 | null => (c.a < 0 ? null : (bodies[c.a] as BodyState2));

/** Reads the approach speeds before any impulse of this step changes a velocity. */
export function prepareContact2(contact: ContactState2, bodies: readonly BodyState2[], restitutionThreshold: number): ContactSolve2 {
  const A = sideA(contact, bodies);
  const B = bodies[contact.b] as BodyState2;
  const vn = relativeNormalVelocity(A ? asBody2(A) : IMMOVABLE2, asBody2(B), contact);
  const vn0 = relativeNormalVelocity(A ? asBody2Before(A) : IMMOVABLE2, asBody2Before(B), contact);
  const e = effectiveRestitution(contact.material.restitution, vn0, vn, restitutionThreshold);
  return { contact, e, jn: 0, jt: 0, regime: 'static', vt: 0 };
}

/**
 * One normal pass at one contact. Restitution only in the first pass: a contact bounces once
 * per step; later passes only remove approach speed that neighbouring impulses brought back.
 */
export function resolveNormal2(solve: ContactSolve2, bodies: readonly BodyState2[], firstPass: boolean): void {
  const { contact } = solve;
  const A = sideA(contact, bodies);
  const B = bodies[contact.b] as BodyState2;
  const result = normalImpulse2(A ? asBody2(A) : IMMOVABLE2, asBody2(B), contact, firstPass ? solve.e : 0);
  if (A) setVelocity2(A, result.a);
  setVelocity2(B, result.b);
  solve.jn += result.j;
}

/**
 * Coulomb friction once per contact per step, after the normal passes, clamped against the
 * normal impulse the contact received this step (μs·jn, μd·jn), on the bodies as the normal
 * impulses left them.
 *
 * Why not friction inside every pass: a box resting on two corners gets its normal impulses one
 * corner at a time, and each one alone tips the box, which slides the corner sideways. Friction
 * applied right then fights that transient tilt with its full budget, and the two corners' friction
 * impulses end up opposed and unequal: the box creeps along the ground forever. After the normal
 * passes the tilt is gone and friction sees only real sliding.
 */
export function resolveFriction2(solve: ContactSolve2, bodies: readonly BodyState2[]): void {
  const { contact } = solve;
  const A = sideA(contact, bodies);
  const B = bodies[contact.b] as BodyState2;
  const { muStatic, muDynamic } = contact.material;
  const result = frictionImpulse2(A ? asBody2(A) : IMMOVABLE2, asBody2(B), contact, solve.jn, muStatic, muDynamic);
  if (A) setVelocity2(A, result.a);
  setVelocity2(B, result.b);
  solve.jt = result.jt;
  solve.regime = result.regime;
  solve.vt = result.vt;
}
