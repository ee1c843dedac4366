// Kinetic energy and momenta, to check what an impulse conserves and what it dissipates.
//
// Immovable parts are left out. A body with invMass = 0 has infinite mass, so its translational
// energy and linear momentum are infinite (or undefined when it is at rest); likewise a zero
// invInertia (or a zero direction of an inverse inertia tensor) for rotation. The functions below
// skip exactly those terms. Impulses never change an immovable part's velocity, so skipping it
// never hides a change. But a moving immovable body can still do work on the other body: compare
// energies in a frame where immovable bodies are at rest.
import { cross as cross2 } from './vec2';
import { add as add3, cross as cross3, dot as dot3, sub as sub3 } from './vec3';
import { mulVec, pseudoInverseSym } from './mat3';
import type { Body2, Body3, Vec2, Vec3 } from './types';

/** T = ½·m·|v|² + ½·I·ω², summed over the bodies; immovable parts skipped. */
export function kineticEnergy2(...bodies: readonly Body2[]): number {
  let T = 0;
  for (const b of bodies) {
    if (b.invMass > 0) T += (0.5 * (b.v.x * b.v.x + b.v.y * b.v.y)) / b.invMass; // [eq:ni-energy]
    if (b.invInertia > 0) T += (0.5 * b.w * b.w) / b.invInertia; // [eq:ni-energy]
  }
  return T;
}

/** p = Σ m·v over bodies with invMass > 0. */
export function linearMomentum2(...bodies: readonly Body2[]): Vec2 {
  let x = 0;
  let y = 0;
  for (const b of bodies) {
    if (b.invMass > 0) {
      x += b.v.x / b.invMass;
      y += b.v.y / b.invMass;
    }
  }
  return { x, y };
}

/**
 * Angular momentum (z) about point p of a body whose center of mass is at x
 * (Body2 has no position, so it is passed in): L = I·ω + (x − p) × m·v.
 * Each term is skipped when its inverse quantity is 0.
 */
export function angularMomentum2(body: Body2, x: Vec2, p: Vec2 = { x: 0, y: 0 }): number {
  let L = 0;
  if (body.invInertia > 0) L += body.w / body.invInertia;
  if (body.invMass > 0) L += cross2({ x: x.x - p.x, y: x.y - p.y }, body.v) / body.invMass;
  return L;
}

/**
 * The inertia tensor I = (I⁻¹)⁺: the pseudo-inverse of the inverse tensor, so an axis with zero
 * inverse inertia (a body that cannot turn about it) contributes nothing.
 */
export const inertiaFromInverse: typeof pseudoInverseSym = pseudoInverseSym;

/** T = ½·m·|v|² + ½·ωᵀ·I·ω, summed; immovable parts (including zero axes of I⁻¹) skipped. */
export function kineticEnergy3(...bodies: readonly Body3[]): number {
  let T = 0;
  for (const b of bodies) {
    if (b.invMass > 0) T += (0.5 * dot3(b.v, b.v)) / b.invMass;
    T += 0.5 * dot3(b.w, mulVec(inertiaFromInverse(b.invInertia), b.w));
  }
  return T;
}

/** p = Σ m·v over bodies with invMass > 0. */
export function linearMomentum3(...bodies: readonly Body3[]): Vec3 {
  let out: Vec3 = { x: 0, y: 0, z: 0 };
  for (const b of bodies)
    if (b.invMass > 0) out = add3(out, { x: b.v.x / b.invMass, y: b.v.y / b.invMass, z: b.v.z / b.invMass });
  return out;
}

/** L = I·ω + (x − p) × m·v about point p for a body whose center of mass is at x. */
export function angularMomentum3(body: Body3, x: Vec3, p: Vec3 = { x: 0, y: 0, z: 0 }): Vec3 {
  let L = mulVec(inertiaFromInverse(body.invInertia), body.w);
  if (body.invMass > 0) {
    const m = 1 / body.invMass;
    const arm = cross3(sub3(x, p), body.v);
    L = add3(L, { x: m * arm.x, y: m * arm.y, z: m * arm.z });
  }
  return L;
}
