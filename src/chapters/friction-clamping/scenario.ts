// The contact of the friction-clamping page: body B lands on body A (the ground, or a movable
// plank) with some sliding speed. Its parameters are declared once here; the normal impulse, then
// the friction impulse on the bodies the normal impulse left, come from src/solver. Every number
// the page's first and third widgets and its derivation show is computed here.
import {
  applyImpulse2,
  type Body2,
  bodyFrom,
  COMBINE_RULES,
  combineCoefficients,
  type CombineRuleName,
  type Contact2,
  frictionImpulse2,
  type FrictionImpulse2Result,
  kineticEnergy2,
  normalImpulse2,
  type NormalImpulse2Result,
  V2,
  type Vec2,
} from '../../solver';
import { bool, inertWhen, num, whileOn, type ParamValues } from '../../params/spec';
import { linspace } from '../../params/sweep';
import { fmt } from '../../lib/format';

export const frictionParams = [
  num('muS', 'Static friction μs', '', 0, 1.5, 0.01, 0.5),
  num('muD', 'Dynamic (sliding) friction μd', '', 0, 1.5, 0.01, 0.3),
  num('vx', 'Velocity of B, x (sliding along A)', 'm/s', -6, 6, 0.1, 4.5),
  num('vy', 'Velocity of B, y (negative: toward A)', 'm/s', -6, 2, 0.1, -2),
  num('w', 'Angular velocity of B', 'rad/s', -20, 20, 0.5, 0),
  num('e', 'Restitution e', '', 0, 1, 0.01, 0.2),
  num('mB', 'Mass of B', 'kg', 0.1, 10, 0.1, 1),
  num('IB', 'Moment of inertia of B', 'kg·m²', 0.005, 2, 0.005, 0.02),
  num('rBx', 'Contact offset from B’s centre, x', 'm', -1, 1, 0.01, 0),
  num('rBy', 'Contact offset from B’s centre, y', 'm', -1, 0, 0.01, -0.2),
  bool('fixA', 'A is the immovable ground', true),
  inertWhen(
    num('mA', 'Mass of A', 'kg', 0.1, 20, 0.1, 5),
    whileOn('fixA', 'A is the immovable ground, at rest: its mass changes nothing.'),
  ),
  inertWhen(
    num('IA', 'Moment of inertia of A', 'kg·m²', 0.05, 20, 0.05, 2),
    whileOn('fixA', 'A is the immovable ground, at rest: its moment of inertia changes nothing.'),
  ),
  inertWhen(
    num('rAx', 'Contact offset from A’s centre, x', 'm', -2, 2, 0.01, 0.5),
    whileOn('fixA', 'A is the immovable ground, at rest: its contact offset changes nothing.'),
  ),
  inertWhen(
    num('rAy', 'Contact offset from A’s centre, y', 'm', 0, 1, 0.01, 0.1),
    whileOn('fixA', 'A is the immovable ground, at rest: its contact offset changes nothing.'),
  ),
  num('muA', 'Friction coefficient of A’s material', '', 0, 1.5, 0.01, 0.9),
  num('muB', 'Friction coefficient of B’s material', '', 0, 1.5, 0.01, 0.1),
] as const;

export type FrictionValues = ParamValues<typeof frictionParams>;

/** A lies below B: the normal points up, from A to B. The tangent is then t = (−1, 0). */
export const CONTACT_NORMAL: Vec2 = Object.freeze({ x: 0, y: 1 });

/**
 * μd > μs breaks this page's clamp, not Coulomb's law: a slipping contact would get μd·j_n, more
 * than it takes to stop the slide whenever |j_t*| < μd·j_n. The solver rejects it (RangeError); the
 * page uses μd = μs instead and says so in this sentence, with what μd would do to the contact
 * `here` (|j_t*| and j_n of the contact widget; the thrown disc has many contacts and gives none).
 * Null when the values can be used as given.
 */
export function dynamicAboveStaticNotice(
  muS: number,
  muD: number,
  here?: { jtStar: number; jn: number },
): string | null {
  if (!(muD > muS)) return null;
  const rule = `μd = ${muD} is larger than μs = ${muS}. This clamp gives a slipping contact μd·j_n, which is more than it takes to stop the slide whenever |j_t*| < μd·j_n: then the slide would reverse, and could gain energy.`;
  return `${rule}${here ? ` ${whatMuDWouldDo(muS, muD, here)}` : ''} The clamp needs μd ≤ μs, so the solver refuses it. Using μd = μs = ${muS}.`;
}

function whatMuDWouldDo(muS: number, muD: number, { jtStar, jn }: { jtStar: number; jn: number }): string {
  const stop = `|j_t*| = ${fmt(Math.abs(jtStar))} N·s`;
  if (!(jn > 0)) return 'Here there is no normal impulse, so no friction either way.';
  if (Math.abs(jtStar) <= muS * jn)
    return `Here the contact sticks (${stop} ≤ μs·j_n = ${fmt(muS * jn)} N·s), so μd would not act.`;
  return Math.abs(jtStar) < muD * jn
    ? `Here it would: ${stop} lies between μs·j_n = ${fmt(muS * jn)} and μd·j_n = ${fmt(muD * jn)} N·s.`
    : `Here it would not: ${stop} is more than μd·j_n = ${fmt(muD * jn)} N·s, so the slide would only slow.`;
}

export interface FrictionContact {
  p: FrictionValues;
  /** The dynamic coefficient actually used: min(μd, μs) (μs is used as given: p.muS). */
  muD: number;
  /** Why μd was changed, or null. */
  muNotice: string | null;
  a: Body2;
  b: Body2;
  c: Contact2;
  /** Centres of mass; the contact point is the origin. */
  xA: Vec2;
  xB: Vec2;
  /** The normal impulse: its j is the page's jn, its vRel the relative velocity before anything. */
  normal: NormalImpulse2Result;
  /**
   * Friction on the bodies after the normal impulse: its t is the tangent, its vt the slip v_t it
   * starts from.
   */
  friction: FrictionImpulse2Result;
  /** Inverse effective mass along t. */
  kt: number;
  /** v_rel·t after the friction impulse. */
  vtAfter: number;
  /** v_rel after the normal impulse (what friction starts from) and after both impulses (m/s). */
  vRelAfterNormal: Vec2;
  vRelAfter: Vec2;
  /** Kinetic energy of the movable bodies: before the contact, after the normal impulse, after friction. */
  energy: { before: number; afterNormal: number; afterFriction: number };
  /** μs·jn and μd·jn (N·s). */
  staticLimit: number;
  dynamicCap: number;
  /** Slip speed |v_t| at which sticking needs exactly μs·jn: μs·jn·k_t (m/s). */
  slipThreshold: number;
  /** Why there is no friction impulse at all (nothing presses the surfaces together), or null. */
  noGripReason: string | null;
  /**
   * The two impulses the clamp chooses between, each applied to the bodies after the normal
   * impulse: sticking (jt*) and slipping (sign(jt*)·μd·jn). The solver applies one of them.
   */
  candidates: { stick: Candidate; slip: Candidate };
}

export interface Candidate {
  jt: number;
  /** v_rel·t after this impulse. */
  vtAfter: number;
  /** Kinetic energy change T' − T it causes (movable bodies). */
  energyChange: number;
}

const relativeVelocity = (a: Body2, b: Body2, c: Contact2): Vec2 =>
  V2.sub(V2.pointVelocity(b.v, b.w, c.rB), V2.pointVelocity(a.v, a.w, c.rA));

export function frictionScenario(p: FrictionValues): FrictionContact {
  const muS = p.muS;
  const muD = Math.min(p.muD, p.muS);
  // A starts at rest: a moving ground is a conveyor belt, another page's story.
  const a = bodyFrom(p.mA, p.IA, p.fixA, V2.vec2(0, 0), 0);
  const b = bodyFrom(p.mB, p.IB, false, V2.vec2(p.vx, p.vy), p.w);
  const c: Contact2 = { rA: V2.vec2(p.rAx, p.rAy), rB: V2.vec2(p.rBx, p.rBy), n: CONTACT_NORMAL };
  const normal = normalImpulse2(a, b, c, p.e);
  const jn = normal.j;
  const friction = frictionImpulse2(normal.a, normal.b, c, jn, muS, muD);
  const kt = 1 / friction.effectiveMass;
  const vRelAfter = relativeVelocity(friction.a, friction.b, c);
  return {
    p,
    muD,
    muNotice: dynamicAboveStaticNotice(p.muS, p.muD, { jtStar: friction.jtStar, jn }),
    a,
    b,
    c,
    xA: V2.neg(c.rA),
    xB: V2.neg(c.rB),
    normal,
    friction,
    kt,
    vtAfter: V2.dot(vRelAfter, friction.t),
    vRelAfterNormal: relativeVelocity(normal.a, normal.b, c),
    vRelAfter,
    energy: {
      before: kineticEnergy2(a, b),
      afterNormal: kineticEnergy2(normal.a, normal.b),
      afterFriction: kineticEnergy2(friction.a, friction.b),
    },
    staticLimit: muS * jn,
    dynamicCap: muD * jn,
    slipThreshold: muS * jn * kt,
    noGripReason: noGripReason(normal),
    candidates: {
      stick: candidate(normal.a, normal.b, c, friction.jtStar),
      slip: candidate(normal.a, normal.b, c, Math.sign(friction.jtStar) * muD * jn),
    },
  };
}

/**
 * The slip impulse sign(j_t*)·μ·j_n applied after the normal impulse, for any μ: with the μd a reader
 * set above μs, what this clamp would do if the solver did not refuse it (the prediction's reveal).
 */
export const slipAt = (s: FrictionContact, mu: number): Candidate =>
  candidate(s.normal.a, s.normal.b, s.c, Math.sign(s.friction.jtStar) * mu * s.normal.j);

function candidate(a: Body2, b: Body2, c: Contact2, jt: number): Candidate {
  const t = V2.perp(c.n);
  const after = applyImpulse2(a, b, c.rA, c.rB, V2.scale(t, jt));
  return {
    jt,
    vtAfter: V2.dot(relativeVelocity(after.a, after.b, c), t),
    energyChange: kineticEnergy2(after.a, after.b) - kineticEnergy2(a, b),
  };
}

function noGripReason(r: NormalImpulse2Result): string | null {
  if (r.j > 0) return null;
  return r.vn === 0
    ? 'B is not moving toward A (vₙ = 0): there is no normal impulse, so friction has nothing to grip with: jt = 0.'
    : 'B is moving away from A (vₙ > 0): there is no normal impulse, so friction has nothing to grip with: jt = 0.';
}

/** Which way the contact is classified, for labels. */
export function regimeLabel(s: FrictionContact): string {
  if (s.noGripReason) return 'no contact force';
  return s.friction.regime === 'static' ? 'static (sticks)' : 'dynamic (slips)';
}

// ---------------------------------------------------------------------------------------------
// The regime map: what friction does at every slip speed, everything else as configured.

export interface RegimePoint {
  /** Slip speed |v_t| the friction impulse sees (m/s). */
  speed: number;
  /** |jt*|: what stopping the slip would take (N·s). */
  needed: number;
  /** |jt|: what the clamped friction gives (N·s). */
  applied: number;
  regime: 'static' | 'dynamic';
}

/** Evenly spaced slip speeds in the regime map (plus the two points either side of the drop). */
export const REGIME_SAMPLES = 81;

/**
 * The slip speeds worth showing on the regime map (m/s): past the threshold and the current slip,
 * with some room. The chart rounds it up to its axis's end.
 */
export function regimeSpeedExtent(s: FrictionContact): number {
  return Math.max(1.6 * s.slipThreshold, 1.15 * Math.abs(s.friction.vt), 1);
}

/**
 * Friction at slip speeds from 0 to `max`: B's velocity after the normal impulse is shifted along t
 * so that v_t takes each value (this leaves v_n and jn unchanged), and the solver computes the
 * friction impulse. The two samples just either side of the threshold make the drop from μs·jn to
 * μd·jn a vertical step in the plot.
 */
export function regimeSweep(s: FrictionContact, max: number, samples = REGIME_SAMPLES): RegimePoint[] {
  const { vt, t } = s.friction;
  const sign = vt < 0 ? -1 : 1;
  const speeds = linspace(0, max, samples);
  if (s.noGripReason === null && s.slipThreshold > 0 && s.slipThreshold < max) {
    speeds.push(s.slipThreshold, s.slipThreshold * (1 + 1e-9));
    speeds.sort((x, y) => x - y);
  }
  const { a, b } = s.normal;
  return speeds.map((speed) => {
    const shifted: Body2 = { ...b, v: V2.addScaled(b.v, t, sign * speed - vt) };
    const r = frictionImpulse2(a, shifted, s.c, s.normal.j, s.p.muS, s.muD);
    return { speed, needed: Math.abs(r.jtStar), applied: Math.abs(r.jt), regime: r.regime };
  });
}

// ---------------------------------------------------------------------------------------------
// Combining two materials' coefficients into the pair's.

export interface CombinedMu {
  rule: CombineRuleName;
  label: string;
  tex: string;
  value: number;
}

/** The order the page lists the rules in: the recommended one first. */
export const COMBINE_ORDER: readonly CombineRuleName[] = [
  'geometricMean',
  'min',
  'max',
  'average',
  'product',
];

export function combinedMu(muA: number, muB: number): CombinedMu[] {
  return COMBINE_ORDER.map((rule) => {
    const r = COMBINE_RULES[rule];
    return { rule, label: r.label, tex: r.tex, value: combineCoefficients(rule, muA, muB) };
  });
}

export interface CombinePoint {
  muB: number;
  rule: string;
  value: number;
}

export const COMBINE_SAMPLES = 61;

/** Each rule's combined μ as B's coefficient runs over [0, 1.5], A's held at muA. */
export function combineSweep(muA: number, samples = COMBINE_SAMPLES): CombinePoint[] {
  const muBs = linspace(0, 1.5, samples);
  return COMBINE_ORDER.flatMap((rule) =>
    muBs.map((muB) => ({ muB, rule: COMBINE_RULES[rule].label, value: combineCoefficients(rule, muA, muB) })),
  );
}

// ---------------------------------------------------------------------------------------------
// The sources' versions, at the current values (for the errata boxes).

export interface SourceVersions {
  /** Fiedler (seed 004): the friction impulse with no clamp at all, jt = jt*. */
  unclamped: { jt: number; vtAfter: number };
  /**
   * Seed 000 as written: in the dynamic branch the impulse is μd·jn along t, whatever the sign of
   * jt* (null when the contact sticks, where it agrees with the clamp).
   */
  seed000: { jt: number; vtAfter: number; wrongWay: boolean } | null;
}

export function sourceVersions(s: FrictionContact): SourceVersions {
  const { stick } = s.candidates;
  const jtStar = s.friction.jtStar;
  let seed000: SourceVersions['seed000'] = null;
  if (s.noGripReason === null && s.friction.regime === 'dynamic') {
    const asWritten = candidate(s.normal.a, s.normal.b, s.c, s.dynamicCap);
    seed000 = { jt: asWritten.jt, vtAfter: asWritten.vtAfter, wrongWay: jtStar < 0 && s.dynamicCap > 0 };
  }
  return { unclamped: { jt: stick.jt, vtAfter: stick.vtAfter }, seed000 };
}
