// The normal impulse at a 3D contact, with world-frame inverse inertia tensors.
import { applyImpulsePair3, cloneBody3 } from './apply';
import { bilinear } from './mat3';
import type { Body3, Contact3, Vec3 } from './types';
import { checkBody3, checkContact3, checkRestitution } from './validate';
import { cross, dot, pointVelocity, sub } from './vec3';

export interface NormalImpulse3Result {
  /** j·n goes to B, −j·n to A. */
  j: number;
  /** v_rel·n before. */
  vn: number;
  /** The inverse effective mass along n. */
  k: number;
  /** 1/k; Infinity when k = 0. */
  effectiveMass: number;
  vRel: Vec3;
  a: Body3;
  b: Body3;
}

/**
 * k = mA + mB + (rA×n)ᵀ·IA⁻¹·(rA×n) + (rB×n)ᵀ·IB⁻¹·(rB×n)
 *   (the same number as ((IA⁻¹(rA×n))×rA)·n + …, by (u×r)·n = u·(r×n); this form is a sum of
 *   non-negative quadratic forms, so rounding cannot make it negative)
 * j = −(1+e)·vn / k   when vn < 0 and k > 0, else 0
 * (also 0, with effectiveMass Infinity, when k is so small that j would overflow)
 */
export function normalImpulse3(a: Body3, b: Body3, c: Contact3, e: number): NormalImpulse3Result {
  checkBody3(a, 'a');
  checkBody3(b, 'b');
  checkContact3(c, 'c');
  checkRestitution(e, 'e');
  const { rA, rB, n } = c;

  const vRel = sub(pointVelocity(b.v, b.w, rB), pointVelocity(a.v, a.w, rA));
  const vn = dot(vRel, n);
  const rnA = cross(rA, n);
  const rnB = cross(rB, n);
  // A PSD tensor within the validation tolerance can still give a quadratic form of −1e-17: clamp.
  const k =
    a.invMass +
    b.invMass +
    Math.max(0, bilinear(rnA, a.invInertia, rnA)) + // [eq:em-tensor-quadratic]
    Math.max(0, bilinear(rnB, b.invInertia, rnB)); // [eq:em-tensor-quadratic]
  let effectiveMass = k > 0 ? 1 / k : Infinity;
  const jWanted = (-(1 + e) * vn) / k; // [eq:ni-j]
  if (!Number.isFinite(jWanted)) effectiveMass = Infinity;

  if (!(vn < 0) || effectiveMass === Infinity)
    return { j: 0, vn, k, effectiveMass, vRel, a: cloneBody3(a), b: cloneBody3(b) };
  const j = jWanted;
  const after = applyImpulsePair3(a, b, rA, rB, { x: j * n.x, y: j * n.y, z: j * n.z });
  return { j, vn, k, effectiveMass, vRel, a: after.a, b: after.b };
}
