// Contact detection for spheres: sphere–plane and sphere–sphere, in a fixed order (spheres by
// index, then planes by index; then pairs i < j) so runs are bit-identical.
import { type Vec3 } from '../../solver';
import type { ResolvedConfig3 } from './config3';
import { contactMaterial, type ContactMaterial } from '../shared/material';
import type { SphereState3 } from './world3';

export interface ContactState3 {
  /** Sphere index of side A, or −1 for a plane. */
  a: number;
  plane: number;
  b: number;
  /** Unit normal from A to B. */
  n: Vec3;
  /** Center of mass to contact point; parallel to n for spheres (the point is on the line of centers). */
  rA: Vec3;
  rB: Vec3;
  point: Vec3;
  depth: number;
  material: ContactMaterial;
}

const ORIGIN: Vec3 = Object.freeze({ x: 0, y: 0, z: 0 });

export function detectContacts3(config: ResolvedConfig3, spheres: readonly SphereState3[]): ContactState3[] {
  const contacts: ContactState3[] = [];
  const { planes } = config;
  for (let i = 0; i < spheres.length; i++) {
    const s = spheres[i] as SphereState3;
    for (let k = 0; k < planes.length; k++) {
      const plane = planes[k] as (typeof planes)[number];
      const n = plane.normal;
      const separation = n.x * s.x + n.y * s.y + n.z * s.z - plane.offset - s.radius;
      if (separation > 0) continue;
      const rB = { x: -n.x * s.radius, y: -n.y * s.radius, z: -n.z * s.radius };
      contacts.push({
        a: -1,
        plane: k,
        b: i,
        n,
        rA: ORIGIN,
        rB,
        point: { x: s.x + rB.x, y: s.y + rB.y, z: s.z + rB.z },
        depth: -separation,
        material: contactMaterial(plane.material, s.material, config.combine),
      });
    }
  }
  for (let i = 0; i < spheres.length; i++) {
    const A = spheres[i] as SphereState3;
    for (let j = i + 1; j < spheres.length; j++) {
      const B = spheres[j] as SphereState3;
      const dx = B.x - A.x;
      const dy = B.y - A.y;
      const dz = B.z - A.z;
      const radii = A.radius + B.radius;
      const dist2 = dx * dx + dy * dy + dz * dz;
      if (dist2 > radii * radii) continue;
      const dist = Math.sqrt(dist2);
      const n = dist > 0 ? { x: dx / dist, y: dy / dist, z: dz / dist } : { x: 0, y: 1, z: 0 };
      const depth = radii - dist;
      const reach = A.radius - depth / 2;
      const point = { x: A.x + n.x * reach, y: A.y + n.y * reach, z: A.z + n.z * reach };
      contacts.push({
        a: i,
        plane: -1,
        b: j,
        n,
        rA: { x: point.x - A.x, y: point.y - A.y, z: point.z - A.z },
        rB: { x: point.x - B.x, y: point.y - B.y, z: point.z - B.z },
        point,
        depth,
        material: contactMaterial(A.material, B.material, config.combine),
      });
    }
  }
  return contacts;
}
