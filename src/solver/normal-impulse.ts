// The normal impulse at a 2D contact: bounce with restitution e along n.
import { applyImpulsePair2, cloneBody2 } from './apply';
import { inverseEffectiveMass2 } from './effective-mass';
import type { Body2, Contact2, Vec2 } from './types';
import { checkBody2, checkContact2, checkRestitution } from './validate';
import { dot, pointVelocity, sub } from './vec2';

export interface NormalImpulse2Result {
  /** Impulse magnitude along n: j·n goes to B, −j·n to A. 0 when separating or nothing can move. */
  j: number;
  /** 1/k; Infinity when k = 0. */
  effectiveMass: number;
  /** v_rel·n before the impulse (< 0: approaching). */
  vn: number;
  /** Inverse effective mass k = 1/effectiveMass. */
  k: number;
  /** v_rel = v_cB − v_cA before the impulse. */
  vRel: Vec2;
  /** v_rel·n after: −e·vn when an impulse was applied, else vn. */
  vnAfter: number;
  a: Body2;
  b: Body2;
}

/**
 * [eq:ni-contact-velocity]  v_cA = vA + ωA × rA,  v_cB = vB + ωB × rB
 * [eq:ni-relative-velocity] v_rel = v_cB − v_cA,  vn = v_rel·n
 * [eq:ni-restitution]       v_rel'·n = −e·(v_rel·n)
 * Put P = j·n into [eq:ni-impulse-linear] and [eq:ni-impulse-angular]:
 *   v_rel'·n = vn + j·k, with
 * [eq:ni-k]    k = 1/mA + 1/mB + (rA×n)²/IA + (rB×n)²/IB = mA + mB + iA·(rA×n)² + iB·(rB×n)²
 * [eq:ni-meff] m_eff = 1/k
 * [eq:ni-j]    j = −(1+e)·vn / k = −(1+e)·m_eff·vn
 * Only when vn < 0 (approaching): a separating or resting contact gets j = 0, because a contact
 * can push but never pull. k = 0 (nothing can move along n) also gives j = 0 and m_eff = Infinity.
 * So does a k so small (a lever arm of 1e-154, say) that j would overflow the double range: the
 * pair is then immovable along n for every purpose a double can express.
 */
export function normalImpulse2(a: Body2, b: Body2, c: Contact2, e: number): NormalImpulse2Result {
  checkBody2(a, 'a');
  checkBody2(b, 'b');
  checkContact2(c, 'c');
  checkRestitution(e, 'e');
  const { rA, rB, n } = c;

  const vRel = sub(pointVelocity(b.v, b.w, rB), pointVelocity(a.v, a.w, rA));
  const vn = dot(vRel, n);
  const k = inverseEffectiveMass2(a, b, rA, rB, n);
  let effectiveMass = k > 0 ? 1 / k : Infinity;
  const jWanted = -(1 + e) * effectiveMass * vn;
  if (!Number.isFinite(jWanted)) effectiveMass = Infinity; // overflow: see above

  // Approaching and something can move: push. Otherwise both bodies stay exactly as they were.
  if (!(vn < 0) || effectiveMass === Infinity)
    return { j: 0, effectiveMass, vn, k, vRel, vnAfter: vn, a: cloneBody2(a), b: cloneBody2(b) };
  const j = jWanted;
  const after = applyImpulsePair2(a, b, rA, rB, { x: j * n.x, y: j * n.y });
  return { j, effectiveMass, vn, k, vRel, vnAfter: -e * vn, a: after.a, b: after.b };
}
