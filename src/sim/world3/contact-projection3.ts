// Linear projection of overlapping spheres, as contact-projection2.ts: push apart along the
// current normal by the overlap beyond the slop, split by inverse mass.
import { type Vec3 } from '../../solver';
import type { ContactState3 } from './collide3';
import type { ResolvedConfig3 } from './config3';
import { MAX_LINEAR_CORRECTION } from '../shared/constants';
import type { SphereState3 } from './world3';

function overlap(
  contact: ContactState3,
  config: ResolvedConfig3,
  spheres: readonly SphereState3[],
): { depth: number; n: Vec3 } {
  const B = spheres[contact.b] as SphereState3;
  if (contact.a < 0) {
    const plane = config.planes[contact.plane] as ResolvedConfig3['planes'][number];
    const n = plane.normal;
    return { depth: plane.offset + B.radius - (n.x * B.x + n.y * B.y + n.z * B.z), n };
  }
  const A = spheres[contact.a] as SphereState3;
  const dx = B.x - A.x;
  const dy = B.y - A.y;
  const dz = B.z - A.z;
  const dist = Math.hypot(dx, dy, dz);
  return {
    depth: A.radius + B.radius - dist,
    n: dist > 0 ? { x: dx / dist, y: dy / dist, z: dz / dist } : contact.n,
  };
}

export function projectContacts3(
  contacts: readonly ContactState3[],
  config: ResolvedConfig3,
  spheres: readonly SphereState3[],
): void {
  for (const contact of contacts) {
    const { depth, n } = overlap(contact, config, spheres);
    const correction = Math.min(depth - config.contactSlop, MAX_LINEAR_CORRECTION);
    if (!(correction > 0)) continue;
    const A = contact.a < 0 ? null : (spheres[contact.a] as SphereState3);
    const B = spheres[contact.b] as SphereState3;
    const mA = A ? A.invMass : 0;
    const mB = B.invMass;
    const m = mA + mB;
    if (A) {
      A.x -= (n.x * correction * mA) / m;
      A.y -= (n.y * correction * mA) / m;
      A.z -= (n.z * correction * mA) / m;
    }
    B.x += (n.x * correction * mB) / m;
    B.y += (n.y * correction * mB) / m;
    B.z += (n.z * correction * mB) / m;
  }
}
