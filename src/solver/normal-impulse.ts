// The normal impulse at a 2D contact: bounce with restitution e along n.
import { applyImpulsePair2, cloneBody2 } from './apply';
import type { Body2, Contact2, Vec2 } from './types';
import { checkBody2, checkContact2, checkRestitution } from './validate';
import { cross, dot, pointVelocity, sub } from './vec2';

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
 * The derivation, in the code's symbols (mA, iA: inverse mass and inverse moment of inertia); the
 * tag at the end of a line names the step that line computes.
 *   contact velocities   v_cA = vA + ωA × rA,  v_cB = vB + ωB × rB
 *   relative velocity    v_rel = v_cB − v_cA,  vn = v_rel·n
 *   restitution          v_rel'·n = −e·(v_rel·n)
 * Put P = j·n into the impulse laws (applyImpulseToBody2) and use (ω × r)·n = ω·(r × n):
 *   v_rel'·n = vn + j·k,  k = 1/mA + 1/mB + (rA×n)²/IA + (rB×n)²/IB = mA + mB + iA·(rA×n)² + iB·(rB×n)²
 * so vn + j·k = −e·vn gives j = −(1+e)·vn / k = −(1+e)·m_eff·vn with m_eff = 1/k.
 * A separating or resting contact (vn ≥ 0) gets j = 0, because a contact can push but never pull:
 * j = max(0, −(1+e)·m_eff·vn). An immovable A (mA = iA = 0) just drops A's terms from k. The energy
 * change T' − T = ½·j·(vn' + vn) = −½·(1 − e²)·m_eff·vn² is ≤ 0 for 0 ≤ e ≤ 1 (in the rest frame of
 * immovable bodies).
 * k = 0 (nothing can move along n) also gives j = 0 and m_eff = Infinity.
 * So does a k so small (a lever arm of 1e-154, say) that j would overflow the double range: the
 * pair is then immovable along n for every purpose a double can express.
 */
export function normalImpulse2(a: Body2, b: Body2, c: Contact2, e: number): NormalImpulse2Result {
  checkBody2(a, 'a');
  checkBody2(b, 'b');
  checkContact2(c, 'c');
  checkRestitution(e, 'e');
  const { rA, rB, n } = c;

  const mA = a.invMass; // [port:ni-inverse-mass]
  const mB = b.invMass;
  const iA = a.invInertia;
  const iB = b.invInertia;

  const vRel = sub(pointVelocity(b.v, b.w, rB), pointVelocity(a.v, a.w, rA)); // [eq:ni-contact-velocity]
  const vn = dot(vRel, n); // [eq:ni-relative-velocity] [port:ni-normal-sign]
  const rnA = cross(rA, n); // [eq:ni-cross-identity]
  const rnB = cross(rB, n); // [eq:ni-cross-identity]
  const k = mA + mB + iA * rnA * rnA + iB * rnB * rnB; // [eq:ni-k] [eq:ni-immovable]
  let effectiveMass = k > 0 ? 1 / k : Infinity; // [eq:ni-meff] [port:ni-k-guard]
  const jWanted = -(1 + e) * effectiveMass * vn; // [eq:ni-restitution] [eq:ni-solve] [eq:ni-j]
  if (!Number.isFinite(jWanted)) effectiveMass = Infinity; // overflow: see above [port:ni-overflow]

  // Approaching and something can move: push. Otherwise both bodies stay exactly as they were.
  if (!(vn < 0) || effectiveMass === Infinity)
    return { j: 0, effectiveMass, vn, k, vRel, vnAfter: vn, a: cloneBody2(a), b: cloneBody2(b) }; // [eq:ni-push-only]
  const j = jWanted;
  const after = applyImpulsePair2(a, b, rA, rB, { x: j * n.x, y: j * n.y });
  return { j, effectiveMass, vn, k, vRel, vnAfter: -e * vn, a: after.a, b: after.b };
}
