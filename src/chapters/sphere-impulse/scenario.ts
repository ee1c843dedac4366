// The 3D collision of the sphere-impulse page: a sphere A below, a ball B above whose centre of
// mass may sit off its geometric centre (a "loaded" ball). The contact normal runs through both
// geometric centres, so A's lever arm is always parallel to n; B's is parallel to n only when its
// centre of mass is at its geometric centre. At zero offset both bodies are true spheres.
//
//            B (geometric centre at R_B·n, centre of mass offset by d = off·R_B along u)
//            ● ×
//            |/  r_B = −(R_B·n + d·u)
//     -------●------- contact point = origin, n = +y (from A to B)
//            |  r_A = R_A·n
//            ●
//            A (centre at −R_A·n)
//
// Every number the page shows comes from here, computed with src/solver: both methods side by
// side (normalImpulse3, sphereImpulse3), energies and momenta before and after, and the sweep of
// the offset for the plot.
import { bool, inertWhen, num, whileOn, type ParamValues, DEG } from '../../params/spec';
import { sweep } from '../../params/sweep';
import {
  angularMomentum3,
  applyImpulse3,
  collisionMatrix3,
  type Body3,
  type Contact3,
  kineticEnergy3,
  linearMomentum3,
  M3,
  type Mat3,
  normalImpulse3,
  type NormalImpulse3Result,
  solveSym3,
  sphereImpulse3,
  type SphereImpulse3Result,
  sphereVariantEnergySplit,
  type SphereVariantEnergySplit,
  V3,
  type Vec3,
} from '../../solver';

export const sphereCollisionParams = [
  inertWhen(
    num('mA', 'Mass of the sphere A', 'kg', 0.1, 10, 0.1, 2),
    whileOn('fixA', 'A is immovable: no impulse changes its motion, so its mass does not enter.'),
  ),
  inertWhen(
    num('IA', 'Moment of inertia of A (every axis through its centre)', 'kg·m²', 0.05, 5, 0.05, 0.8),
    whileOn(
      'fixA',
      'A is immovable: no impulse changes its motion, so its moment of inertia does not enter.',
    ),
  ),
  num('RA', 'Radius of A', 'm', 0.2, 2, 0.05, 1),
  bool('fixA', 'A is immovable (infinite mass and inertia)', false),
  num('vAx', 'Velocity of A, x', 'm/s', -5, 5, 0.1, 0),
  num('vAy', 'Velocity of A, y', 'm/s', -5, 5, 0.1, 0),
  num('vAz', 'Velocity of A, z', 'm/s', -5, 5, 0.1, 0),
  inertWhen(
    num('mB', 'Mass of the ball B', 'kg', 0.1, 10, 0.1, 1),
    whileOn('fixB', 'B is immovable: no impulse changes its motion, so its mass does not enter.'),
  ),
  inertWhen(
    num('IB', 'Moment of inertia of B (every axis through its centre of mass)', 'kg·m²', 0.05, 5, 0.05, 0.4),
    whileOn(
      'fixB',
      'B is immovable: no impulse changes its motion, so its moment of inertia does not enter.',
    ),
  ),
  num('RB', 'Radius of B', 'm', 0.2, 2, 0.05, 1),
  bool('fixB', 'B is immovable (infinite mass and inertia)', false),
  num('vBx', 'Velocity of B, x', 'm/s', -5, 5, 0.1, 1.5),
  num('vBy', 'Velocity of B, y', 'm/s', -5, 5, 0.1, -2),
  num('vBz', 'Velocity of B, z', 'm/s', -5, 5, 0.1, 0.5),
  num('wBx', 'Spin of B, x', 'rad/s', -10, 10, 0.1, 0),
  num('wBy', 'Spin of B, y', 'rad/s', -10, 10, 0.1, 0),
  num('wBz', 'Spin of B, z', 'rad/s', -10, 10, 0.1, 0),
  num(
    'off',
    'Offset of B’s centre of mass from its geometric centre (fraction of its radius; 0 = a true sphere)',
    '',
    -1,
    1,
    0.05,
    0.6,
  ),
  num('az', 'Direction of that offset in the contact plane (angle from +x toward +z)', '°', -180, 180, 5, 0),
  num('e', 'Restitution e', '', 0, 1, 0.01, 1),
] as const;

export type SphereCollisionValues = ParamValues<typeof sphereCollisionParams>;

/** The contact normal, from A (below) to B (above). */
export const NORMAL: Vec3 = Object.freeze({ x: 0, y: 1, z: 0 });
const ZERO: Vec3 = Object.freeze({ x: 0, y: 0, z: 0 });

export interface Totals3 {
  /** Kinetic energy of the movable parts (an immovable body's mass is infinite). */
  kinetic: number;
  linear: Vec3;
  /** Angular momentum of both bodies about the contact point (the origin). */
  angular: Vec3;
}

export interface MethodOutcome {
  /** The impulse on B (−P on A), world frame. */
  P: Vec3;
  /** Components of P in the contact basis {n, t0, t1}. */
  phi: number;
  psi: number;
  xi: number;
  a: Body3;
  b: Body3;
  /** Relative contact velocity after, and its components in {n, t0, t1}. */
  vRel: Vec3;
  vn: number;
  vt0: number;
  vt1: number;
  totals: Totals3;
  /** T⁺ − T⁻ of the movable parts. */
  dT: number;
  /** |ω⁺ − ω⁻| of each body: the spin it picks up (rad/s). */
  spinGainA: number;
  spinGainB: number;
}

export interface SphereCollision {
  p: SphereCollisionValues;
  a: Body3;
  b: Body3;
  c: Contact3;
  /** Centres of mass (the contact point is the origin) and B's geometric centre. */
  xA: Vec3;
  xB: Vec3;
  gB: Vec3;
  /** Unit direction of B's centre-of-mass offset in the contact plane, and its signed length (m). */
  u: Vec3;
  d: number;
  /** σ = 1/m_A + 1/m_B (Eberly's λ). */
  lambda: number;
  /** Eigenvalues of the variant's C, ascending: all ≥ σ, since C − σ·1 is positive semidefinite. */
  eigenC: [number, number, number];
  normal: NormalImpulse3Result;
  variant: SphereImpulse3Result;
  /** Relative contact velocity before. */
  vRel: Vec3;
  /** Work done by the variant's tangential impulse, ψ·v_t (J): its part of T⁺ − T⁻. */
  tangentialWork: number;
  /** The collision matrix in world axes: v_rel′ = v_rel + K·P (C is K in the basis {n, t0, t1}). */
  K: Mat3;
  /** The variant's T⁺ − T⁻ split into its normal and tangential work, with the C⁻¹ entries behind ψ. */
  energy: SphereVariantEnergySplit;
  before: Totals3;
  afterNormal: MethodOutcome;
  afterVariant: MethodOutcome;
  /** The same bodies and velocities with B's centre of mass at its geometric centre (two true spheres), rB its lever arm. */
  centred: { rB: Vec3; normal: NormalImpulse3Result; variant: SphereImpulse3Result };
  /**
   * Eberly's eq. 27 as printed (λ counted twice in the t0 and t1 diagonal entries), solved for the
   * same right-hand side and applied: what the misprint would do.
   */
  printed: { C: Mat3; phi: number; psi: number; xi: number; vRel: Vec3 };
  /** Why neither method applies an impulse, in a sentence, or null when they do. */
  noImpulseReason: string | null;
  /** The contact is not sliding: t0 has no direction of its own. Null when it is sliding. */
  noSlipNote: string | null;
  /** A moving immovable body can do work, so the energy balances below do not hold. */
  movingImmovable: boolean;
}

/** The isotropic inverse inertia tensor of a body with moment of inertia I (0 when immovable). */
export function isotropicInverse(I: number, fixed: boolean): Mat3 {
  return fixed ? M3.ZERO : M3.diag(1 / I, 1 / I, 1 / I);
}

function totals(a: Body3, b: Body3, xA: Vec3, xB: Vec3): Totals3 {
  const parts: Vec3[] = [];
  // angularMomentum3 includes I·ω from the pseudo-inverse, so an immovable body adds nothing but
  // the m·(x × v) term, which it skips too (invMass = 0).
  parts.push(angularMomentum3(a, xA), angularMomentum3(b, xB));
  return {
    kinetic: kineticEnergy3(a, b),
    linear: linearMomentum3(a, b),
    angular: parts.reduce((s, x) => V3.add(s, x), ZERO),
  };
}

export function relativeVelocity(a: Body3, b: Body3, c: Contact3): Vec3 {
  return V3.sub(V3.pointVelocity(b.v, b.w, c.rB), V3.pointVelocity(a.v, a.w, c.rA));
}

function outcome(
  a0: Body3,
  b0: Body3,
  a: Body3,
  b: Body3,
  c: Contact3,
  basis: { t0: Vec3; t1: Vec3 },
  P: Vec3,
  xA: Vec3,
  xB: Vec3,
  before: Totals3,
): MethodOutcome {
  const vRel = relativeVelocity(a, b, c);
  const t = totals(a, b, xA, xB);
  return {
    P,
    phi: V3.dot(P, c.n),
    psi: V3.dot(P, basis.t0),
    xi: V3.dot(P, basis.t1),
    a,
    b,
    vRel,
    vn: V3.dot(vRel, c.n),
    vt0: V3.dot(vRel, basis.t0),
    vt1: V3.dot(vRel, basis.t1),
    totals: t,
    dT: t.kinetic - before.kinetic,
    spinGainA: V3.length(V3.sub(a.w, a0.w)),
    spinGainB: V3.length(V3.sub(b.w, b0.w)),
  };
}

/** The bodies and contact the parameters describe (no impulse yet). */
export function configuration(p: SphereCollisionValues) {
  const a: Body3 = {
    invMass: p.fixA ? 0 : 1 / p.mA,
    invInertia: isotropicInverse(p.IA, p.fixA),
    v: V3.vec3(p.vAx, p.vAy, p.vAz),
    w: V3.vec3(0, 0, 0),
  };
  const b: Body3 = {
    invMass: p.fixB ? 0 : 1 / p.mB,
    invInertia: isotropicInverse(p.IB, p.fixB),
    v: V3.vec3(p.vBx, p.vBy, p.vBz),
    w: V3.vec3(p.wBx, p.wBy, p.wBz),
  };
  const u = V3.vec3(Math.cos(p.az * DEG), 0, Math.sin(p.az * DEG));
  const d = p.off * p.RB;
  const n = NORMAL;
  const rA = V3.scale(n, p.RA);
  const rB = V3.neg(V3.addScaled(V3.scale(n, p.RB), u, d));
  const c: Contact3 = { rA, rB, n };
  return { a, b, c, u, d };
}

export function sphereCollisionScenario(p: SphereCollisionValues): SphereCollision {
  const { a, b, c, u, d } = configuration(p);
  const xA = V3.neg(c.rA);
  const xB = V3.neg(c.rB);
  const gB = V3.scale(c.n, p.RB);
  const normal = normalImpulse3(a, b, c, p.e);
  const variant = sphereImpulse3(a, b, c, p.e);
  const before = totals(a, b, xA, xB);
  const basis = { t0: variant.t0, t1: variant.t1 };
  const Pn = V3.scale(c.n, normal.j);
  const centredContact: Contact3 = { ...c, rB: V3.scale(c.n, -p.RB) };
  const movingImmovable = (a.invMass === 0 && !isAtRest(a)) || (b.invMass === 0 && !isAtRest(b));
  return {
    p,
    a,
    b,
    c,
    xA,
    xB,
    gB,
    u,
    d,
    lambda: a.invMass + b.invMass,
    eigenC: M3.symmetricEigen(variant.C).values,
    normal,
    variant,
    vRel: normal.vRel,
    tangentialWork: variant.psi * variant.vt,
    K: collisionMatrix3(a, b, c.rA, c.rB),
    energy: sphereVariantEnergySplit(variant, p.e),
    before,
    afterNormal: outcome(a, b, normal.a, normal.b, c, basis, Pn, xA, xB, before),
    afterVariant: outcome(a, b, variant.a, variant.b, c, basis, variant.impulse, xA, xB, before),
    printed: printedVariant(a, b, c, variant, p.e),
    centred: {
      rB: centredContact.rB,
      normal: normalImpulse3(a, b, centredContact, p.e),
      variant: sphereImpulse3(a, b, centredContact, p.e),
    },
    noImpulseReason: noImpulseReason(normal, variant),
    noSlipNote:
      variant.vt > 0
        ? null
        : 'The contact points are not sliding (no tangential relative velocity), so t₀ has no direction of its own: the solver takes a fixed unit vector perpendicular to n. The variant then asks for no sliding afterwards, whichever t₀ is chosen.',
    movingImmovable,
  };
}

/** Eberly's eq. 27 exactly as printed: C + λ·diag(0, 1, 1). No impulse where the variant applies none. */
function printedVariant(
  a: Body3,
  b: Body3,
  c: Contact3,
  v: SphereImpulse3Result,
  e: number,
): SphereCollision['printed'] {
  const lambda = a.invMass + b.invMass;
  const C = M3.add(v.C, M3.diag(0, lambda, lambda));
  const applies = v.vn < 0 && !v.singular;
  const y = applies ? solveSym3(C, { x: -(1 + e) * v.vn, y: 0, z: 0 }).x : ZERO;
  const P = V3.add(V3.add(V3.scale(v.n, y.x), V3.scale(v.t0, y.y)), V3.scale(v.t1, y.z));
  const after = applyImpulse3(a, b, c.rA, c.rB, P);
  return { C, phi: y.x, psi: y.y, xi: y.z, vRel: relativeVelocity(after.a, after.b, c) };
}

function isAtRest(body: Body3): boolean {
  return [body.v.x, body.v.y, body.v.z, body.w.x, body.w.y, body.w.z].every((x) => x === 0);
}

function noImpulseReason(normal: NormalImpulse3Result, variant: SphereImpulse3Result): string | null {
  if (variant.singular || normal.effectiveMass === Infinity) {
    return 'Both bodies are immovable: σ = 1/m_A + 1/m_B = 0 and every S term is zero, so C = 0 is singular and the effective mass is infinite. Neither method can change anything, and neither applies an impulse.';
  }
  if (normal.vn >= 0) {
    return normal.vn === 0
      ? 'The contact points are not approaching (vₙ = 0): neither method applies an impulse.'
      : 'The contact points are already separating (vₙ > 0): a contact can push but not pull, so neither method applies an impulse.';
  }
  return null;
}

export interface OffsetPoint {
  off: number;
  /** T⁺ − T⁻ for each method (J). */
  dTNormal: number;
  dTVariant: number;
  /** |ω_A⁺ − ω_A⁻|: spin the sphere A gains (rad/s). */
  spinANormal: number;
  spinAVariant: number;
}

/** Samples of the offset across [−1, 1] for the plot: one per slider step (0.05). */
export const OFFSET_SAMPLES = 41;

/** ΔT and A's spin gain for both methods as B's centre-of-mass offset runs over its range. */
export function offsetSweep(p: SphereCollisionValues, samples = OFFSET_SAMPLES): OffsetPoint[] {
  return sweep(p, 'off', { from: -1, to: 1, samples }, (q, off) => {
    const { a, b, c } = configuration(q);
    const normal = normalImpulse3(a, b, c, p.e);
    const variant = sphereImpulse3(a, b, c, p.e);
    const T = kineticEnergy3(a, b);
    return {
      off,
      dTNormal: kineticEnergy3(normal.a, normal.b) - T,
      dTVariant: kineticEnergy3(variant.a, variant.b) - T,
      spinANormal: V3.length(V3.sub(normal.a.w, a.w)),
      spinAVariant: V3.length(V3.sub(variant.a.w, a.w)),
    };
  });
}
