// The solver's data, exactly as in the public contract (src/solver/CONTRACT.md).
// Convention: n points from A to B; rA, rB go from each center of mass to the contact point;
// v_rel = v_cB − v_cA; an impulse P goes to B and −P to A; inverse mass/inertia 0 = immovable.

export type Vec2 = { x: number; y: number };
export type Vec3 = { x: number; y: number; z: number };

/** Row-major 3×3 matrix: [m00, m01, m02, m10, m11, m12, m20, m21, m22]. */
export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];

/** A 2D rigid body's velocity state with inverse mass and inverse moment of inertia (about z). */
export interface Body2 {
  invMass: number;
  invInertia: number;
  v: Vec2;
  w: number;
}

/** A 3D rigid body; `invInertia` is the world-frame inverse inertia tensor (symmetric, PSD). */
export interface Body3 {
  invMass: number;
  invInertia: Mat3;
  v: Vec3;
  w: Vec3;
}

export interface Contact2 {
  rA: Vec2;
  rB: Vec2;
  n: Vec2;
}

export interface Contact3 {
  rA: Vec3;
  rB: Vec3;
  n: Vec3;
}

/**
 * One contact point of a many-contact problem: it joins bodies[a] (the contact's A) and bodies[b]
 * (its B), indices into the problem's body list. n is a unit vector from A toward B; rA, rB go
 * from each center of mass to the contact point.
 */
export interface ContactRow2 {
  a: number;
  b: number;
  rA: Vec2;
  rB: Vec2;
  n: Vec2;
}
