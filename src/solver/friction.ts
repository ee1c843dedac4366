// Coulomb friction at a 2D contact: solve for zero sliding, then clamp to the friction cone.
import { applyImpulsePair2, cloneBody2 } from './apply';
import { inverseEffectiveMass2 } from './effective-mass';
import type { Body2, Contact2, Vec2 } from './types';
import { checkBody2, checkContact2, checkFriction } from './validate';
import { dot, perp, pointVelocity, sub } from './vec2';

export interface FrictionImpulse2Result {
  /** Tangential impulse: jt·t goes to B, −jt·t to A. */
  jt: number;
  regime: 'static' | 'dynamic';
  /** The impulse that would stop sliding, jt* = −m_eff,t·vt (before clamping). */
  jtStar: number;
  /** Tangent t = (−n.y, n.x). */
  t: Vec2;
  /** v_rel·t before. */
  vt: number;
  /** m_eff,t = 1/k_t; Infinity when nothing can move along t. */
  effectiveMass: number;
  a: Body2;
  b: Body2;
}

/**
 *   t = (−n_y, n_x)
 *   vt = v_rel·t,  v_rel = v_cB − v_cA (velocities as passed in: after the normal impulse)
 *   k_t = mA + mB + iA·(rA×t)² + iB·(rB×t)²,  m_eff,t = 1/k_t
 *   jt* = −m_eff,t·vt          (the normal-impulse result with e = 0 along t)
 *   |jt*| ≤ μs·jn  ⇒  jt = jt*                 (static: sticks, vt' = 0)
 *   otherwise      ⇒  jt = sign(jt*)·μd·jn      (dynamic: slides, slower, same direction)
 * m_eff,t infinite (k_t = 0): nothing can slide, jt* = 0, static. Likewise when jt* would
 * overflow the double range (k_t ~ 1e-300): m_eff,t is then reported as Infinity.
 */
export function frictionImpulse2(
  a: Body2,
  b: Body2,
  c: Contact2,
  jn: number,
  muStatic: number,
  muDynamic: number,
): FrictionImpulse2Result {
  checkBody2(a, 'a');
  checkBody2(b, 'b');
  checkContact2(c, 'c');
  checkFriction(jn, muStatic, muDynamic);
  const { rA, rB, n } = c;

  const t = perp(n); // [eq:fr-tangent] [port:fr-tangent]
  const vt = dot(sub(pointVelocity(b.v, b.w, rB), pointVelocity(a.v, a.w, rA)), t); // [eq:fr-vt] [port:fr-after-normal]
  const kt = inverseEffectiveMass2(a, b, rA, rB, t); // [eq:fr-k]
  let effectiveMass = kt > 0 ? 1 / kt : Infinity; // [eq:fr-k] [port:fr-kt-guard]
  if (!Number.isFinite(effectiveMass * vt)) effectiveMass = Infinity; // overflow: see above
  // Written as 0 - x so that vt = 0 gives +0, not −0.
  const jtStar = effectiveMass < Infinity ? 0 - effectiveMass * vt : 0; // [eq:fr-jt-star]

  let jt: number;
  let regime: 'static' | 'dynamic';
  const sticks = Math.abs(jtStar) <= muStatic * jn; // [eq:fr-static]
  if (sticks) {
    regime = 'static';
    jt = jtStar; // [eq:fr-static]
  } else {
    regime = 'dynamic';
    // |jt*| > μs·jn ≥ 0 here, so sign(jt*) is ±1; μd·jn = 0 gives 0 (not −0).
    jt = muDynamic * jn === 0 ? 0 : Math.sign(jtStar) * muDynamic * jn; // [eq:fr-dynamic] [port:fr-sign]
  }
  if (jt === 0) return { jt, regime, jtStar, t, vt, effectiveMass, a: cloneBody2(a), b: cloneBody2(b) };
  const after = applyImpulsePair2(a, b, rA, rB, { x: jt * t.x, y: jt * t.y });
  return { jt, regime, jtStar, t, vt, effectiveMass, a: after.a, b: after.b };
}
