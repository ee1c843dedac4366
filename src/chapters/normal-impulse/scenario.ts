// The two-body collision of the normal-impulse page: its parameters, declared once, and the
// physical configuration they describe. Every number the page shows is computed from here with
// src/solver.
import {
  angularMomentum2,
  type Body2,
  bodyFrom,
  type Contact2,
  kineticEnergy2,
  linearMomentum2,
  normalImpulse2,
  type NormalImpulse2Result,
  seed001BuggyImpulse,
  type Seed001Result,
  V2,
  type Vec2,
} from '../../solver';
import { bool, inertWhen, num, whileOn, type ParamValues, DEG } from '../../params/spec';
import { linspace } from '../../params/sweep';
import { fmt } from '../../lib/format';

export const collisionParams = [
  inertWhen(
    num('mA', 'Mass of A', 'kg', 0.1, 10, 0.1, 2),
    whileOn('fixA', 'A is immovable: no impulse changes its motion, so its mass does not enter.'),
  ),
  inertWhen(
    num('IA', 'Moment of inertia of A', 'kg·m²', 0.05, 5, 0.05, 0.5),
    whileOn(
      'fixA',
      'A is immovable: no impulse changes its motion, so its moment of inertia does not enter.',
    ),
  ),
  bool('fixA', 'A is immovable (infinite mass and inertia)', false),
  num('rAx', 'Contact offset from A’s centre, x', 'm', -2, 2, 0.05, 0.8),
  num('rAy', 'Contact offset from A’s centre, y', 'm', -2, 2, 0.05, 0.5),
  num('vAx', 'Velocity of A, x', 'm/s', -5, 5, 0.1, 3),
  num('vAy', 'Velocity of A, y', 'm/s', -5, 5, 0.1, 0.5),
  num('wA', 'Angular velocity of A', 'rad/s', -10, 10, 0.1, 0),
  inertWhen(
    num('mB', 'Mass of B', 'kg', 0.1, 10, 0.1, 1),
    whileOn('fixB', 'B is immovable: no impulse changes its motion, so its mass does not enter.'),
  ),
  inertWhen(
    num('IB', 'Moment of inertia of B', 'kg·m²', 0.05, 5, 0.05, 0.25),
    whileOn(
      'fixB',
      'B is immovable: no impulse changes its motion, so its moment of inertia does not enter.',
    ),
  ),
  bool('fixB', 'B is immovable (infinite mass and inertia)', false),
  num('rBx', 'Contact offset from B’s centre, x', 'm', -2, 2, 0.05, -0.6),
  num('rBy', 'Contact offset from B’s centre, y', 'm', -2, 2, 0.05, -0.3),
  num('vBx', 'Velocity of B, x', 'm/s', -5, 5, 0.1, -1),
  num('vBy', 'Velocity of B, y', 'm/s', -5, 5, 0.1, 0),
  num('wB', 'Angular velocity of B', 'rad/s', -10, 10, 0.1, 1),
  num('normalDeg', 'Normal direction (angle from +x)', '°', -180, 180, 1, 0),
  num('e', 'Restitution e', '', 0, 1, 0.01, 0.5),
] as const;

export type CollisionValues = ParamValues<typeof collisionParams>;

export interface Collision {
  p: CollisionValues;
  a: Body2;
  b: Body2;
  c: Contact2;
  /** Centres of mass; the contact point is the origin. */
  xA: Vec2;
  xB: Vec2;
  result: NormalImpulse2Result;
  /** Why no impulse is applied, in a sentence, or null when one is. */
  noImpulseReason: string | null;
  totals: { before: Totals; after: Totals };
  /**
   * The end of the compression phase: the same contact with e = 0, whose impulse j_c just stops the
   * approach. Its kinetic energy is what the compression leaves (Poisson's and Stronge's e split
   * the impulse and the work there).
   */
  compression: { j: number; kinetic: number };
  /**
   * The collision made head-on, the page's on-ramp (eq:ni-1d-…): the same masses, e and normal, each
   * centre's velocity along n only, no spin, and the contact on the line of centres (both lever arms
   * zero). The solver's normal impulse on that configuration; its bodies before and after.
   */
  headOn: { a: Body2; b: Body2; result: NormalImpulse2Result };
  /** The same contact with both bodies' rotation locked (1/I = 0): j_lin of eq:ni-linear-only. */
  linearOnly: NormalImpulse2Result;
  /** B against A made immovable and at rest (eq:ni-immovable). */
  againstRestingA: NormalImpulse2Result;
  /** Seed 001's sample at these values (its errata box and eq:ni-errata-001). */
  seed001: Seed001Result;
}

export interface Totals {
  /** Kinetic energy of the movable bodies (an immovable body's mass is infinite). */
  kinetic: number;
  linear: Vec2;
  /** Angular momentum about the contact point. */
  angular: number;
}

function totals(a: Body2, b: Body2, xA: Vec2, xB: Vec2): Totals {
  return {
    kinetic: kineticEnergy2(a, b),
    linear: linearMomentum2(a, b),
    angular: angularMomentum2(a, xA) + angularMomentum2(b, xB),
  };
}

/** The collision before the impulse: everything about it that does not depend on e. */
interface Approach {
  a: Body2;
  b: Body2;
  c: Contact2;
  xA: Vec2;
  xB: Vec2;
  before: Totals;
}

function approach(p: CollisionValues): Approach {
  const a = bodyFrom(p.mA, p.IA, p.fixA, V2.vec2(p.vAx, p.vAy), p.wA);
  const b = bodyFrom(p.mB, p.IB, p.fixB, V2.vec2(p.vBx, p.vBy), p.wB);
  const rA = V2.vec2(p.rAx, p.rAy);
  const rB = V2.vec2(p.rBx, p.rBy);
  const c: Contact2 = { rA, rB, n: V2.fromAngle(p.normalDeg * DEG) };
  const xA = V2.neg(rA);
  const xB = V2.neg(rB);
  return { a, b, c, xA, xB, before: totals(a, b, xA, xB) };
}

/** Both lever arms zero: each body is pushed through its centre, along the line of the normal. */
function headOn(a: Body2, b: Body2, n: Vec2, e: number): Collision['headOn'] {
  const onLine = (body: Body2): Body2 => ({ ...body, v: V2.scale(n, V2.dot(body.v, n)), w: 0 });
  const hA = onLine(a);
  const hB = onLine(b);
  return { a: hA, b: hB, result: normalImpulse2(hA, hB, { rA: V2.zero(), rB: V2.zero(), n }, e) };
}

const RESTING_IMMOVABLE: Body2 = Object.freeze({ invMass: 0, invInertia: 0, v: V2.vec2(0, 0), w: 0 });

export function collisionScenario(p: CollisionValues): Collision {
  const { a, b, c, xA, xB, before } = approach(p);
  const result = normalImpulse2(a, b, c, p.e);
  const plastic = normalImpulse2(a, b, c, 0);
  return {
    p,
    a,
    b,
    c,
    xA,
    xB,
    result,
    noImpulseReason: noImpulseReason(result),
    totals: { before, after: totals(result.a, result.b, xA, xB) },
    compression: { j: plastic.j, kinetic: kineticEnergy2(plastic.a, plastic.b) },
    headOn: headOn(a, b, c.n, p.e),
    linearOnly: normalImpulse2({ ...a, invInertia: 0 }, { ...b, invInertia: 0 }, c, p.e),
    againstRestingA: normalImpulse2(RESTING_IMMOVABLE, b, c, p.e),
    seed001: seed001BuggyImpulse(a, b, c.n, p.e),
  };
}

function noImpulseReason(r: NormalImpulse2Result): string | null {
  if (r.effectiveMass === Infinity) {
    return 'Nothing can move along the normal (both bodies are immovable), so k = 0 and no impulse can change anything: j = 0.';
  }
  if (r.vn >= 0) {
    return r.vn === 0
      ? 'The contact points are not approaching (vₙ = 0): a resting contact needs no bounce, so j = 0.'
      : 'The contact points are already separating (vₙ > 0): a contact can push but not pull, so j = 0.';
  }
  return null;
}

export interface RestitutionPoint {
  e: number;
  /** Impulse magnitude (N·s). */
  j: number;
  /** Normal relative velocity after the impulse (m/s). */
  vnAfter: number;
  /** Kinetic energy lost, T − T′ (J); movable bodies only. */
  energyLost: number;
}

/** Samples of e across [0, 1] for the "outcome vs restitution" plot. */
export const RESTITUTION_SAMPLES = 101;

/** What the restitution plot shows of one collision. */
export function restitutionPoint(s: Collision): RestitutionPoint {
  return {
    e: s.p.e,
    j: s.result.j,
    vnAfter: s.result.vnAfter,
    energyLost: s.totals.before.kinetic - s.totals.after.kinetic,
  };
}

/**
 * The collision's outcome as e runs over [0, 1], everything else held at `p`: the bodies, the
 * contact and the energy before are built once, and each sample solves only the impulse at its e.
 */
export function restitutionSweep(p: CollisionValues, samples = RESTITUTION_SAMPLES): RestitutionPoint[] {
  const { a, b, c, before } = approach(p);
  return linspace(0, 1, samples).map((e) => {
    const r = normalImpulse2(a, b, c, e);
    return { e, j: r.j, vnAfter: r.vnAfter, energyLost: before.kinetic - kineticEnergy2(r.a, r.b) };
  });
}

/**
 * The footnote when a body is immovable. Such a body that moves does work on what it hits, as a bat
 * does on a ball: the movable body's energy may rise (B immovable, moving at 1 m/s, e = 0.8:
 * 9.25 → 11.45 J), which a reader must not take for energy created.
 */
export function immovableNote(gain: number): string {
  const note =
    '* Movable bodies only: an immovable body has infinite mass, so its energy and momentum are not finite numbers. Momentum is not conserved here — the immovable body absorbs the change.';
  return gain > 1e-9
    ? `${note} The kinetic energy rose by ${fmt(gain)} J: the immovable body is moving, and a moving wall does work on what it hits, as a bat does on a ball. The energy comes from whatever keeps it moving; none is created.`
    : note;
}
