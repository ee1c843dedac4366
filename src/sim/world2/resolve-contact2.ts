// A contact's impulses within one step: the contract's normal impulse (over several passes), then
// its friction impulse once, clamped against the normal impulse the contact received.
import { type Body2, frictionImpulse2, normalImpulse2, V2 } from '../../solver';
import type { ContactState2 } from './collide2';
import { effectiveRestitution } from '../shared/restitution';
import { IMMOVABLE2, asBody2, asBody2Before, setVelocity2, type BodyState2 } from './world2';

/** What one step did at one contact. */
export interface ContactSolve2 {
  contact: ContactState2;
  /** v_rel·n before this step's gravity: the approach speed the first pass reflects. */
  vn0: number;
  /** Approach speed (m/s) below which the contact does not bounce. */
  threshold: number;
  /** Normal impulse, summed over passes (≥ 0). */
  jn: number;
  /** Friction impulse along t = (−n_y, n_x), and the regime frictionImpulse2 chose. */
  jt: number;
  regime: 'static' | 'dynamic';
  /** v_rel·t that the friction impulse acted on. */
  vt: number;
}

const relativeNormalVelocity = (a: Body2, b: Body2, c: ContactState2): number =>
  V2.dot(V2.sub(V2.pointVelocity(b.v, b.w, c.rB), V2.pointVelocity(a.v, a.w, c.rA)), c.n);

const sideA = (c: ContactState2, bodies: readonly BodyState2[]): BodyState2 | null =>
  c.a < 0 ? null : (bodies[c.a] as BodyState2);

/** Reads the approach speed before gravity, which the velocities no longer show. */
export function prepareContact2(
  contact: ContactState2,
  bodies: readonly BodyState2[],
  restitutionThreshold: number,
): ContactSolve2 {
  const A = sideA(contact, bodies);
  const B = bodies[contact.b] as BodyState2;
  const vn0 = relativeNormalVelocity(A ? asBody2Before(A) : IMMOVABLE2, asBody2Before(B), contact);
  return { contact, vn0, threshold: restitutionThreshold, jn: 0, jt: 0, regime: 'static', vt: 0 };
}

/**
 * One normal pass at one contact. The first pass bounces: it aims at vn' = −e·vn0 from the
 * approach speed the contact has *now* (after gravity and after the impulses of contacts before it
 * in this pass), so a box landing flat on two corners bounces each corner to its own target
 * instead of adding the first corner's kick to the second's. Later passes use e = 0: they only
 * remove approach speed that neighbouring impulses brought back, so a contact bounces once a step.
 * Returns whether an impulse was applied.
 */
export function resolveNormal2(
  solve: ContactSolve2,
  bodies: readonly BodyState2[],
  firstPass: boolean,
): boolean {
  const { contact } = solve;
  const A = sideA(contact, bodies);
  const B = bodies[contact.b] as BodyState2;
  const a = A ? asBody2(A) : IMMOVABLE2;
  const b = asBody2(B);
  const vn = relativeNormalVelocity(a, b, contact);
  // Not approaching: normalImpulse2 would return j = 0 and the same velocities, so skip the call.
  // Most contacts settle in the first pass or two; this is where a crowded scene spends its time.
  if (!(vn < 0)) return false;
  const e = firstPass
    ? effectiveRestitution(contact.material.restitution, solve.vn0, vn, solve.threshold)
    : 0;
  const result = normalImpulse2(a, b, contact, e);
  if (A) setVelocity2(A, result.a);
  setVelocity2(B, result.b);
  solve.jn += result.j;
  return result.j > 0;
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
  const result = frictionImpulse2(
    A ? asBody2(A) : IMMOVABLE2,
    asBody2(B),
    contact,
    solve.jn,
    muStatic,
    muDynamic,
  );
  if (A) setVelocity2(A, result.a);
  setVelocity2(B, result.b);
  solve.jt = result.jt;
  solve.regime = result.regime;
  solve.vt = result.vt;
}
