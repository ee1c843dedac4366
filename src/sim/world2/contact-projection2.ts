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
import { MAX_LINEAR_CORRECTION } from '../shared/constants';
import { toWorldOffset, type BodyState2 } from './world2';

/** Current overlap (> 0 when overlapping) and the direction that separates it. */
function overlap(
  contact: ContactState2,
  config: ResolvedConfig2,
  bodies: readonly BodyState2[],
): { depth: number; n: Vec2 } {
  const B = bodies[contact.b] as BodyState2;
  if (contact.a < 0) {
    const plane = config.planes[contact.plane] as ResolvedConfig2['planes'][number];
    const n = plane.normal;
    let p: Vec2 = { x: B.x, y: B.y };
    let reach = 0;
    if (contact.cornerB) {
      const r = toWorldOffset(B, contact.cornerB);
      p = { x: B.x + r.x, y: B.y + r.y };
    } else if (B.shape.kind === 'disc') {
      reach = B.shape.radius;
    }
    return { depth: plane.offset + reach - (n.x * p.x + n.y * p.y), n };
  }
  const A = bodies[contact.a] as BodyState2;
  const radii =
    (A.shape.kind === 'disc' ? A.shape.radius : 0) + (B.shape.kind === 'disc' ? B.shape.radius : 0);
  const dx = B.x - A.x;
  const dy = B.y - A.y;
  const dist = Math.hypot(dx, dy);
  return { depth: radii - dist, n: dist > 0 ? { x: dx / dist, y: dy / dist } : contact.n };
}

export function projectContacts2(
  contacts: readonly ContactState2[],
  config: ResolvedConfig2,
  bodies: readonly BodyState2[],
): void {
  for (const contact of contacts) {
    const { depth, n } = overlap(contact, config, bodies);
    const correction = Math.min(depth - config.contactSlop, MAX_LINEAR_CORRECTION);
    if (!(correction > 0)) continue;
    const A = contact.a < 0 ? null : (bodies[contact.a] as BodyState2);
    const B = bodies[contact.b] as BodyState2;
    const mA = A ? A.invMass : 0;
    const mB = B.invMass;
    const m = mA + mB;
    if (A) {
      A.x -= (n.x * correction * mA) / m;
      A.y -= (n.y * correction * mA) / m;
    }
    B.x += (n.x * correction * mB) / m;
    B.y += (n.y * correction * mB) / m;
  }
}
