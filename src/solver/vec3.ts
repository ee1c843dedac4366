// Small pure 3D helpers.
import type { Vec3 } from './types';

export const vec3 = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
export const zero = (): Vec3 => ({ x: 0, y: 0, z: 0 });
export const copy = (a: Vec3): Vec3 => ({ x: a.x, y: a.y, z: a.z });

export const add = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
export const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
export const scale = (a: Vec3, s: number): Vec3 => ({ x: s * a.x, y: s * a.y, z: s * a.z });
export const neg = (a: Vec3): Vec3 => ({ x: -a.x, y: -a.y, z: -a.z });
/** a + s·b. */
export const addScaled = (a: Vec3, b: Vec3, s: number): Vec3 => ({
  x: a.x + s * b.x,
  y: a.y + s * b.y,
  z: a.z + s * b.z,
});

export const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;

export const cross = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});

export const length = (a: Vec3): number => Math.hypot(a.x, a.y, a.z);

/** a / |a|; the zero vector stays zero. */
export const normalize = (a: Vec3): Vec3 => {
  const l = Math.hypot(a.x, a.y, a.z);
  return l > 0 ? { x: a.x / l, y: a.y / l, z: a.z / l } : { x: 0, y: 0, z: 0 };
};

/** Velocity of the point at offset r from the center of mass: v_c = v + ω × r. */
export const pointVelocity = (v: Vec3, w: Vec3, r: Vec3): Vec3 => add(v, cross(w, r));

/**
 * A unit vector perpendicular to the unit vector n, chosen by a fixed rule so the same n always
 * gives the same answer (Duff et al., "Building an Orthonormal Basis, Revisited", JCGT 2017).
 * It is continuous in n except across n_z = 0 with n_x, n_y both small, where the sign flips.
 */
export const anyPerpendicular = (n: Vec3): Vec3 => {
  const s = n.z >= 0 ? 1 : -1;
  const a = -1 / (s + n.z);
  const b = n.x * n.y * a;
  return { x: 1 + s * n.x * n.x * a, y: s * b, z: -s * n.x };
};
