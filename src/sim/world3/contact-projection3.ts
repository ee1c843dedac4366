// Linear projection of overlapping spheres, as contact-projection2.ts: push apart along the
// current normal by the overlap beyond the slop, split by inverse mass.
import type { ContactState3 } from './collide3';
import type { ResolvedConfig3 } from './config3';
import { projectContacts } from '../shared/projection';
import type { SphereState3 } from './world3';

export function projectContacts3(
  contacts: readonly ContactState3[],
  config: ResolvedConfig3,
  spheres: readonly SphereState3[],
): void {
  projectContacts(
    contacts,
    spheres,
    config.planes,
    config.contactSlop,
    ({ normal: n, offset }, B) => offset + B.radius - (n.x * B.x + n.y * B.y + n.z * B.z),
    (A, B, contact) => {
      const dx = B.x - A.x;
      const dy = B.y - A.y;
      const dz = B.z - A.z;
      const dist = Math.hypot(dx, dy, dz);
      return {
        depth: A.radius + B.radius - dist,
        n: dist > 0 ? { x: dx / dist, y: dy / dist, z: dz / dist } : contact.n,
      };
    },
    (s, n, correction, invMass, total) => {
      s.x += (n.x * correction * invMass) / total;
      s.y += (n.y * correction * invMass) / total;
      s.z += (n.z * correction * invMass) / total;
    },
  );
}
