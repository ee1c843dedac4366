// Coulomb friction for a 3D contact, the 2D rule (frictionImpulse2) carried over to a tangent
// plane: solve for zero sliding along the sliding direction, then clamp to the friction cone.
// The contract has no 3D friction function; this is the stepper's optional extra.
import { applyImpulse3, type Body3, type Contact3, M3, V3, type Vec3 } from '../../solver';

export interface FrictionImpulse3Result {
  /** Impulse to B (−P to A), in the tangent plane. */
  P: Vec3;
  regime: 'static' | 'dynamic';
  a: Body3;
  b: Body3;
}

/**
 * t = −(sliding direction) would also do; we take t = vt/|vt| and a negative jt.
 *   vt = v_rel − (v_rel·n)·n,  t = vt/|vt|
 *   k_t = mA + mB + (rA×t)ᵀ IA⁻¹ (rA×t) + (rB×t)ᵀ IB⁻¹ (rB×t)
 *   jt* = −|vt| / k_t;  |jt*| ≤ μs·jn ⇒ jt = jt* (static), else jt = −μd·jn (dynamic)
 * Stopping the slip along t leaves no slip across t only when the tangential effective mass
 * matrix is isotropic, which it is for spheres (r ∥ n, isotropic inertia).
 */
export function frictionImpulse3(
  a: Body3,
  b: Body3,
  c: Contact3,
  jn: number,
  muStatic: number,
  muDynamic: number,
): FrictionImpulse3Result {
  const vRel = V3.sub(V3.pointVelocity(b.v, b.w, c.rB), V3.pointVelocity(a.v, a.w, c.rA));
  const vt = V3.sub(vRel, V3.scale(c.n, V3.dot(vRel, c.n)));
  const speed = V3.length(vt);
  if (!(speed > 0)) return { P: { x: 0, y: 0, z: 0 }, regime: 'static', a, b };
  const t = V3.scale(vt, 1 / speed);
  const rtA = V3.cross(c.rA, t);
  const rtB = V3.cross(c.rB, t);
  const kt =
    a.invMass + b.invMass + M3.bilinear(rtA, a.invInertia, rtA) + M3.bilinear(rtB, b.invInertia, rtB);
  if (!(kt > 0)) return { P: { x: 0, y: 0, z: 0 }, regime: 'static', a, b };
  const jtStar = -speed / kt;
  const regime = Math.abs(jtStar) <= muStatic * jn ? 'static' : 'dynamic';
  const jt = regime === 'static' ? jtStar : -muDynamic * jn;
  const P = V3.scale(t, jt);
  return { P, regime, ...applyImpulse3(a, b, c.rA, c.rB, P) };
}
