// The mutable state of a 3D spheres run, built fresh from a config (which is never written to).
import { type Body3, M3, type Mat3 } from '../../solver';
import { normalizeConfig3, type ResolvedConfig3 } from './config3';
import { sphereInertia } from '../shared/mass';
import type { SimConfig3, SphereMotion3 } from './types3';
import type { ResolvedMaterial } from '../shared/validate';

export interface SphereState3 extends SphereMotion3 {
  id: string;
  radius: number;
  mass: number;
  inertia: number;
  invMass: number;
  /** World inverse inertia tensor M3.diag(1/I, 1/I, 1/I): a sphere's is the same in every orientation,
   *  which is why the stepper does not track orientation at all. */
  invInertia: Mat3;
  material: ResolvedMaterial;
  /** Velocity before this step's gravity (ω is not changed by gravity). */
  vx0: number;
  vy0: number;
  vz0: number;
}

export interface World3 {
  config: ResolvedConfig3;
  spheres: SphereState3[];
  steps: number;
}

export function createWorld3(config: SimConfig3): World3 {
  const resolved = normalizeConfig3(config);
  const spheres = resolved.spheres.map((s): SphereState3 => {
    const inertia = sphereInertia(s.mass, s.radius);
    return {
      id: s.id,
      radius: s.radius,
      mass: s.mass,
      inertia,
      invMass: 1 / s.mass,
      invInertia: M3.diag(1 / inertia, 1 / inertia, 1 / inertia),
      material: s.material,
      x: s.position.x,
      y: s.position.y,
      z: s.position.z,
      vx: s.velocity.x,
      vy: s.velocity.y,
      vz: s.velocity.z,
      wx: s.spin.x,
      wy: s.spin.y,
      wz: s.spin.z,
      vx0: s.velocity.x,
      vy0: s.velocity.y,
      vz0: s.velocity.z,
    };
  });
  return { config: resolved, spheres, steps: 0 };
}

export const IMMOVABLE3: Body3 = Object.freeze({
  invMass: 0,
  invInertia: Object.freeze([0, 0, 0, 0, 0, 0, 0, 0, 0]) as unknown as Mat3,
  v: Object.freeze({ x: 0, y: 0, z: 0 }),
  w: Object.freeze({ x: 0, y: 0, z: 0 }),
});

export const asBody3 = (s: SphereState3): Body3 => ({
  invMass: s.invMass,
  invInertia: s.invInertia,
  v: { x: s.vx, y: s.vy, z: s.vz },
  w: { x: s.wx, y: s.wy, z: s.wz },
});

export const asBody3Before = (s: SphereState3): Body3 => ({
  invMass: s.invMass,
  invInertia: s.invInertia,
  v: { x: s.vx0, y: s.vy0, z: s.vz0 },
  w: { x: s.wx, y: s.wy, z: s.wz },
});

export function setVelocity3(s: SphereState3, b: Body3): void {
  s.vx = b.v.x;
  s.vy = b.v.y;
  s.vz = b.v.z;
  s.wx = b.w.x;
  s.wy = b.w.y;
  s.wz = b.w.z;
}
