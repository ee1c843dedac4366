// Contact detection for the 2D world: disc–plane, box corner–plane, disc–disc.
// A contact exists when the shapes touch or overlap (separation ≤ 0). The list comes out in a
// fixed order (bodies by index, then planes by index, then corners in order; then disc pairs
// i < j), which is what makes two runs of the same config bit-identical.
import { type Vec2 } from '../../solver';
import type { ResolvedConfig2 } from './config2';
import { contactMaterial, type ContactMaterial } from '../shared/material';
import { toWorldOffset, type BodyState2 } from './world2';

export interface ContactState2 {
  /** Body index of side A, or −1 when A is a plane. */
  a: number;
  /** Plane index when a = −1, else −1. */
  plane: number;
  /** Body index of side B (always a body). */
  b: number;
  /** Unit normal from A to B. */
  n: Vec2;
  /** From each center of mass to the contact point (rA = 0 for a plane: it cannot turn). */
  rA: Vec2;
  rB: Vec2;
  point: Vec2;
  /** Overlap at detection, ≥ 0. */
  depth: number;
  /** Corner of a box in B's local frame, so projection can re-measure the overlap after B moves. */
  cornerB: Vec2 | null;
  material: ContactMaterial;
}

const ORIGIN: Vec2 = Object.freeze({ x: 0, y: 0 });

/** Corners in body-local coordinates, counter-clockwise from bottom-left. */
export function boxCorners(width: number, height: number): Vec2[] {
  const hw = width / 2;
  const hh = height / 2;
  return [
    { x: -hw, y: -hh },
    { x: hw, y: -hh },
    { x: hw, y: hh },
    { x: -hw, y: hh },
  ];
}

/** Separation of a point from plane n·p = d: positive on the free side. */
const planeSeparation = (n: Vec2, d: number, p: Vec2): number => n.x * p.x + n.y * p.y - d;

/** Body b against plane k, the plane as side A: it does not turn, so its arm rA is 0. */
const planeContact = (
  plane: number,
  b: number,
  n: Vec2,
  rB: Vec2,
  point: Vec2,
  depth: number,
  cornerB: Vec2 | null,
  material: ContactMaterial,
): ContactState2 => ({ a: -1, plane, b, n, rA: ORIGIN, rB, point, depth, cornerB, material });

export function detectContacts2(config: ResolvedConfig2, bodies: readonly BodyState2[]): ContactState2[] {
  const contacts: ContactState2[] = [];
  const { planes } = config;

  for (let i = 0; i < bodies.length; i++) {
    const s = bodies[i] as BodyState2;
    const center = { x: s.x, y: s.y };
    for (let k = 0; k < planes.length; k++) {
      const plane = planes[k] as (typeof planes)[number];
      const n = plane.normal;
      const material = contactMaterial(plane.material, s.material, config.combine);
      if (s.shape.kind === 'disc') {
        const r = s.shape.radius;
        const separation = planeSeparation(n, plane.offset, center) - r;
        if (separation > 0) continue;
        // The deepest point of the disc, straight against the normal from its center.
        const rB = { x: -n.x * r, y: -n.y * r };
        contacts.push(
          planeContact(k, i, n, rB, { x: s.x + rB.x, y: s.y + rB.y }, -separation, null, material),
        );
      } else {
        for (const corner of boxCorners(s.shape.width, s.shape.height)) {
          const rB = toWorldOffset(s, corner);
          const point = { x: s.x + rB.x, y: s.y + rB.y };
          const separation = planeSeparation(n, plane.offset, point);
          if (separation > 0) continue;
          contacts.push(planeContact(k, i, n, rB, point, -separation, corner, material));
        }
      }
    }
  }

  for (let i = 0; i < bodies.length; i++) {
    const A = bodies[i] as BodyState2;
    if (A.shape.kind !== 'disc') continue;
    for (let j = i + 1; j < bodies.length; j++) {
      const B = bodies[j] as BodyState2;
      if (B.shape.kind !== 'disc') continue;
      const dx = B.x - A.x;
      const dy = B.y - A.y;
      const radii = A.shape.radius + B.shape.radius;
      // Compare squares first: most pairs are far apart, and this skips their square root.
      const dist2 = dx * dx + dy * dy;
      if (dist2 > radii * radii) continue;
      const dist = Math.sqrt(dist2);
      // Coincident centers have no direction between them; any fixed unit vector will do.
      const n = dist > 0 ? { x: dx / dist, y: dy / dist } : { x: 0, y: 1 };
      const depth = radii - dist;
      // Halfway through the overlap, on the line of centers.
      const reach = A.shape.radius - depth / 2;
      const point = { x: A.x + n.x * reach, y: A.y + n.y * reach };
      contacts.push({
        a: i,
        plane: -1,
        b: j,
        n,
        rA: { x: point.x - A.x, y: point.y - A.y },
        rB: { x: point.x - B.x, y: point.y - B.y },
        point,
        depth,
        cornerB: null,
        material: contactMaterial(A.material, B.material, config.combine),
      });
    }
  }
  return contacts;
}
