// What the 3D series records about the whole world at one instant.
import { type Vec3 } from '../../solver';
import type { SphereState3 } from './world3';

/** Σ ½ m |v|² and Σ ½ I |ω|² (a sphere's inertia is I times the identity). */
export function kinetic3(spheres: readonly SphereState3[]): { linear: number; rotational: number } {
  let linear = 0;
  let rotational = 0;
  for (const s of spheres) {
    linear += 0.5 * s.mass * (s.vx * s.vx + s.vy * s.vy + s.vz * s.vz);
    rotational += 0.5 * s.inertia * (s.wx * s.wx + s.wy * s.wy + s.wz * s.wz);
  }
  return { linear, rotational };
}

export function potential3(spheres: readonly SphereState3[], g: Vec3): number {
  let U = 0;
  for (const s of spheres) U -= s.mass * (g.x * s.x + g.y * s.y + g.z * s.z);
  return U;
}

export function momentum3(spheres: readonly SphereState3[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const s of spheres) {
    x += s.mass * s.vx;
    y += s.mass * s.vy;
    z += s.mass * s.vz;
  }
  return { x, y, z };
}

/** L = Σ p × m v + I ω about the origin. */
export function angularMomentum3(spheres: readonly SphereState3[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const s of spheres) {
    const m = s.mass;
    x += m * (s.y * s.vz - s.z * s.vy) + s.inertia * s.wx;
    y += m * (s.z * s.vx - s.x * s.vz) + s.inertia * s.wy;
    z += m * (s.x * s.vy - s.y * s.vx) + s.inertia * s.wz;
  }
  return { x, y, z };
}
