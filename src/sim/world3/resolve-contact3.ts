// A sphere contact's impulses within one step: normal passes with the chosen contract impulse,
// then (optionally) friction once.
import { type Body3, normalImpulse3, sphereImpulse3, V3, type Vec3 } from '../../solver';
import type { ContactState3 } from './collide3';
import { frictionImpulse3 } from './friction3';
import { effectiveRestitution } from '../shared/restitution';
import type { ImpulseMode3 } from './types3';
import { IMMOVABLE3, asBody3, asBody3Before, setVelocity3, type SphereState3 } from './world3';

export interface ContactSolve3 {
  contact: ContactState3;
  /** v_rel·n before this step's gravity (see resolve-contact2.ts). */
  vn0: number;
  threshold: number;
  /** |tangential part of v_rel| before the step's impulses. */
  vt: number;
  /** Total impulse to B this step. */
  P: Vec3;
  regime: 'static' | 'dynamic' | null;
}

const relativeVelocity = (a: Body3, b: Body3, c: ContactState3): Vec3 =>
  V3.sub(V3.pointVelocity(b.v, b.w, c.rB), V3.pointVelocity(a.v, a.w, c.rA));

const sideA = (c: ContactState3, spheres: readonly SphereState3[]): SphereState3 | null =>
  c.a < 0 ? null : (spheres[c.a] as SphereState3);

export function prepareContact3(
  contact: ContactState3,
  spheres: readonly SphereState3[],
  restitutionThreshold: number,
): ContactSolve3 {
  const A = sideA(contact, spheres);
  const B = spheres[contact.b] as SphereState3;
  const vRel = relativeVelocity(A ? asBody3(A) : IMMOVABLE3, asBody3(B), contact);
  const vRel0 = relativeVelocity(A ? asBody3Before(A) : IMMOVABLE3, asBody3Before(B), contact);
  const vn = V3.dot(vRel, contact.n);
  return {
    contact,
    vn0: V3.dot(vRel0, contact.n),
    threshold: restitutionThreshold,
    vt: V3.length(V3.sub(vRel, V3.scale(contact.n, vn))),
    P: { x: 0, y: 0, z: 0 },
    regime: null,
  };
}

/**
 * One normal pass. 'normal' mode: normalImpulse3, impulse j·n. 'sphere' mode: sphereImpulse3,
 * impulse phi·n + psi·t0 + xi·t1; its normal row gives the same bounce, and its tangential rows keep
 * the tangential contact velocity as it was.
 */
export function resolveNormal3(
  solve: ContactSolve3,
  spheres: readonly SphereState3[],
  mode: ImpulseMode3,
  firstPass: boolean,
): boolean {
  const { contact } = solve;
  const A = sideA(contact, spheres);
  const B = spheres[contact.b] as SphereState3;
  const a = A ? asBody3(A) : IMMOVABLE3;
  const b = asBody3(B);
  const vn = V3.dot(relativeVelocity(a, b, contact), contact.n);
  // Not approaching: both contract impulses are zero then, so skip the call (see resolveNormal2).
  if (!(vn < 0)) return false;
  // The first pass bounces to vn' = −e·vn0 from the approach speed as it is now; see resolveNormal2.
  const e = firstPass
    ? effectiveRestitution(contact.material.restitution, solve.vn0, vn, solve.threshold)
    : 0;
  let P: Vec3;
  let after: { a: Body3; b: Body3 };
  if (mode === 'normal') {
    const r = normalImpulse3(a, b, contact, e);
    P = V3.scale(contact.n, r.j);
    after = r;
  } else {
    const r = sphereImpulse3(a, b, contact, e);
    P = r.impulse;
    after = r;
  }
  if (A) setVelocity3(A, after.a);
  setVelocity3(B, after.b);
  solve.P = { x: solve.P.x + P.x, y: solve.P.y + P.y, z: solve.P.z + P.z };
  return P.x !== 0 || P.y !== 0 || P.z !== 0;
}

/** Friction once, after the normal passes, clamped against the normal impulse received this step. */
export function resolveFriction3(solve: ContactSolve3, spheres: readonly SphereState3[]): void {
  const { contact } = solve;
  const A = sideA(contact, spheres);
  const B = spheres[contact.b] as SphereState3;
  const jn = Math.max(0, V3.dot(solve.P, contact.n));
  const { muStatic, muDynamic } = contact.material;
  const r = frictionImpulse3(A ? asBody3(A) : IMMOVABLE3, asBody3(B), contact, jn, muStatic, muDynamic);
  if (A) setVelocity3(A, r.a);
  setVelocity3(B, r.b);
  solve.P = { x: solve.P.x + r.P.x, y: solve.P.y + r.P.y, z: solve.P.z + r.P.z };
  solve.regime = r.regime;
}
