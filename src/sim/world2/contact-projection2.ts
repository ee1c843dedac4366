// Linear projection of overlapping shapes (Box2D v2's position solver, without rotation).
//
// Restitution and friction act on velocities; they stop bodies approaching but cannot undo the
// overlap left by the step in which the bodies met. Projection moves the bodies apart along the
// contact normal by the overlap beyond `slop`, split by inverse mass as for joints. Each contact's
// overlap is measured again at the current positions, so a box resting on two corners is lifted
// once (by its first corner), not twice. Only positions change: projection adds no velocity.
import { type Vec2 } from '../../solver';
import type { ContactState2 } from './collide2';
import type { ResolvedConfig2 } from './config2';
import { projectContacts } from '../shared/projection';
import { toWorldOffset, type BodyState2 } from './world2';

export function projectContacts2(
  contacts: readonly ContactState2[],
  config: ResolvedConfig2,
  bodies: readonly BodyState2[],
): void {
  projectContacts(
    contacts,
    bodies,
    config.planes,
    config.contactSlop,
    (plane, B, contact) => {
      const n = plane.normal;
      let p: Vec2 = { x: B.x, y: B.y };
      let reach = 0;
      if (contact.cornerB) {
        const r = toWorldOffset(B, contact.cornerB);
        p = { x: B.x + r.x, y: B.y + r.y };
      } else if (B.shape.kind === 'disc') {
        reach = B.shape.radius;
      }
      return plane.offset + reach - (n.x * p.x + n.y * p.y);
    },
    (A, B, contact) => {
      const radii =
        (A.shape.kind === 'disc' ? A.shape.radius : 0) + (B.shape.kind === 'disc' ? B.shape.radius : 0);
      const dx = B.x - A.x;
      const dy = B.y - A.y;
      const dist = Math.hypot(dx, dy);
      return { depth: radii - dist, n: dist > 0 ? { x: dx / dist, y: dy / dist } : contact.n };
    },
    (s, n, correction, invMass, total) => {
      s.x += (n.x * correction * invMass) / total;
      s.y += (n.y * correction * invMass) / total;
    },
  );
}
