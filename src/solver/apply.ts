// Applying an impulse P at a contact: P to B, −P to A. Always returns new bodies.
import { add as add3 } from './vec3';
import { mul, mulVec, skew } from './mat3';
import type { Body2, Body3, Vec2, Vec3 } from './types';
import { checkBody2, checkBody3, checkVec2, checkVec3 } from './validate';

export const cloneBody2 = (b: Body2): Body2 => ({
  invMass: b.invMass,
  invInertia: b.invInertia,
  v: { x: b.v.x, y: b.v.y },
  w: b.w,
});

export const cloneBody3 = (b: Body3): Body3 => ({
  invMass: b.invMass,
  invInertia: [...b.invInertia] as unknown as Body3['invInertia'],
  v: { x: b.v.x, y: b.v.y, z: b.v.z },
  w: { x: b.w.x, y: b.w.y, z: b.w.z },
});

/**
 * One body receiving impulse P at offset r from its center of mass:
 *   v' = v + m⁻¹·P,  ω' = ω + I⁻¹·(r × P)
 * With m⁻¹ = 0 (or I⁻¹ = 0) the body does not respond: an immovable body.
 * No input checks (the solver's functions call it after checking); use applyImpulse2 from pages.
 */
export function applyImpulseToBody2(body: Body2, r: Vec2, P: Vec2): Body2 {
  const m = body.invMass;
  const i = body.invInertia;
  // i·(r × P) grouped as (i·r_x)·P_y − (i·r_y)·P_x: a huge P (from a tiny effective mass) comes
  // with a tiny i, and multiplying those first keeps an answer that fits in a double from
  // overflowing on the way (and an immovable body's 0 from becoming 0·Infinity = NaN).
  return {
    invMass: body.invMass,
    invInertia: body.invInertia,
    v: { x: body.v.x + m * P.x, y: body.v.y + m * P.y }, // [eq:ni-impulse-linear]
    w: body.w + (i * r.x * P.y - i * r.y * P.x), // [eq:ni-impulse-angular]
  };
}

/**
 * vB' = vB + mB·P,  vA' = vA − mA·P;  ωB' = ωB + iB·(rB × P),  ωA' = ωA − iA·(rA × P)
 * (mA, iA: inverse mass and inverse moment of inertia.)
 */
export function applyImpulse2(a: Body2, b: Body2, rA: Vec2, rB: Vec2, P: Vec2): { a: Body2; b: Body2 } {
  checkBody2(a, 'a');
  checkBody2(b, 'b');
  checkVec2(rA, 'rA');
  checkVec2(rB, 'rB');
  checkVec2(P, 'P');
  return applyImpulsePair2(a, b, rA, rB, P);
}

/** applyImpulse2 without input checks, for the solver's own functions. */
export function applyImpulsePair2(a: Body2, b: Body2, rA: Vec2, rB: Vec2, P: Vec2): { a: Body2; b: Body2 } {
  return {
    a: applyImpulseToBody2(a, rA, { x: -P.x, y: -P.y }), // [eq:ni-impulse-linear] −P to A
    b: applyImpulseToBody2(b, rB, P), // [eq:ni-impulse-linear] P to B
  };
}

/** v' = v + m⁻¹·P, ω' = ω + I⁻¹(r × P) with I⁻¹ the world inverse inertia tensor. No input checks. */
export function applyImpulseToBody3(body: Body3, r: Vec3, P: Vec3): Body3 {
  const m = body.invMass;
  const out = cloneBody3(body);
  out.v = { x: body.v.x + m * P.x, y: body.v.y + m * P.y, z: body.v.z + m * P.z };
  // I⁻¹(r × P) = (I⁻¹·[r]×)·P: the small matrix first, for the same reason as in 2D.
  out.w = add3(body.w, mulVec(mul(body.invInertia, skew(r)), P));
  return out;
}

/** P to B at rB, −P to A at rA. */
export function applyImpulse3(a: Body3, b: Body3, rA: Vec3, rB: Vec3, P: Vec3): { a: Body3; b: Body3 } {
  checkBody3(a, 'a');
  checkBody3(b, 'b');
  checkVec3(rA, 'rA');
  checkVec3(rB, 'rB');
  checkVec3(P, 'P');
  return applyImpulsePair3(a, b, rA, rB, P);
}

/** applyImpulse3 without input checks, for the solver's own functions. */
export function applyImpulsePair3(a: Body3, b: Body3, rA: Vec3, rB: Vec3, P: Vec3): { a: Body3; b: Body3 } {
  return {
    a: applyImpulseToBody3(a, rA, { x: -P.x, y: -P.y, z: -P.z }),
    b: applyImpulseToBody3(b, rB, P),
  };
}
