// The K explorer of the revolute-joint page: two bodies pinned together at one point. Its
// parameters, declared once, and everything the page shows about that joint, computed with
// src/solver: the 2×2 matrix K, the impulse that stops the pin's relative motion, K's eigen-
// decomposition (the ellipse), and the two drift corrections of src/sim applied to this pair.
import { bool, inertWhen, num, whileOn, type ParamValues, DEG } from '../../params/spec';
import { linspace } from '../../params/sweep';
import {
  type Body2,
  bodyFrom,
  collisionMatrix2,
  effectiveMass2,
  eigenSym2,
  type EigenSym2,
  kineticEnergy2,
  type Mat2,
  revoluteImpulse2,
  revoluteImpulse2PseudoInverse,
  type RevoluteImpulse2PinvResult,
  type RevoluteImpulse2Result,
  seed000Solve2,
  type Seed000SolveResult,
  SINGULAR_RELATIVE_DET,
  solveSym2,
  V2,
  type Vec2,
} from '../../solver';
import {
  type BodyState2,
  correctJoints2,
  DEFAULT_BAUMGARTE_BETA,
  prepareJoint2,
  type ResolvedJoint2,
  resolveJoint2,
} from '../../sim';

export const jointParams = [
  inertWhen(num('mA', 'Mass of A', 'kg', 0.1, 10, 0.1, 5), (v) =>
    v.fixA
      ? 'A is immovable: its mass does not enter.'
      : v.axleA
        ? 'A is on an axle: it cannot translate, so its mass does not enter.'
        : null,
  ),
  inertWhen(
    num('IA', 'Moment of inertia of A', 'kg·m²', 0.05, 5, 0.05, 2),
    whileOn('fixA', 'A is immovable: its moment of inertia does not enter.'),
  ),
  bool('fixA', 'A is immovable (cannot move or turn)', false),
  inertWhen(
    bool('axleA', 'A turns on a fixed axle through its centre (cannot translate)', false),
    whileOn('fixA', 'A is immovable, which includes not turning.'),
  ),
  num('rAx', 'Anchor offset from A’s centre, x', 'm', -1.5, 1.5, 0.05, 0.6),
  num('rAy', 'Anchor offset from A’s centre, y', 'm', -1.5, 1.5, 0.05, 0.3),
  num('vAx', 'Velocity of A, x', 'm/s', -5, 5, 0.1, 1),
  num('vAy', 'Velocity of A, y', 'm/s', -5, 5, 0.1, 1),
  num('wA', 'Angular velocity of A', 'rad/s', -10, 10, 0.1, 0),
  inertWhen(num('mB', 'Mass of B', 'kg', 0.1, 10, 0.1, 1), (v) =>
    v.fixB
      ? 'B is immovable: its mass does not enter.'
      : v.axleB
        ? 'B is on an axle: it cannot translate, so its mass does not enter.'
        : null,
  ),
  inertWhen(
    num('IB', 'Moment of inertia of B', 'kg·m²', 0.05, 5, 0.05, 0.1),
    whileOn('fixB', 'B is immovable: its moment of inertia does not enter.'),
  ),
  bool('fixB', 'B is immovable (cannot move or turn)', false),
  inertWhen(
    bool('axleB', 'B turns on a fixed axle through its centre (cannot translate)', false),
    whileOn('fixB', 'B is immovable, which includes not turning.'),
  ),
  num('rBx', 'Anchor offset from B’s centre, x', 'm', -1.5, 1.5, 0.05, -0.4),
  num('rBy', 'Anchor offset from B’s centre, y', 'm', -1.5, 1.5, 0.05, 0.45),
  num('vBx', 'Velocity of B, x', 'm/s', -5, 5, 0.1, 0),
  num('vBy', 'Velocity of B, y', 'm/s', -5, 5, 0.1, -1.5),
  num('wB', 'Angular velocity of B', 'rad/s', -10, 10, 0.1, 1),
  num('dirDeg', 'Probe direction d (angle from +x)', '°', -180, 180, 1, 0),
  num('gapX', 'Drift C: B’s anchor minus A’s, x', 'm', -0.3, 0.3, 0.01, 0.08),
  num('gapY', 'Drift C: B’s anchor minus A’s, y', 'm', -0.3, 0.3, 0.01, -0.05),
] as const;

export type JointValues = ParamValues<typeof jointParams>;

/**
 * Time step of the page's simulations (s): the customary 60 Hz of games. The Baumgarte step of the
 * derivation and the swinging-chain widget both use it.
 */
export const PAGE_DT = 1 / 60;

/** β of the derivation's Baumgarte step: the stepper's default (the chain widget lets you vary it). */
export const DERIVATION_BETA = DEFAULT_BAUMGARTE_BETA;

export interface MassWeighted {
  /** Moves of the two centres (m). */
  dA: Vec2;
  dB: Vec2;
  /** Where both anchors end up: the meeting point (world, m). */
  meetA: Vec2;
  meetB: Vec2;
  /** The gap after the correction (zero up to rounding). */
  gapAfter: Vec2;
}

export interface Baumgarte {
  beta: number;
  dt: number;
  /** Total impulse to B: the joint's j plus the bias impulse K⁻¹(−β·C/dt). */
  j: Vec2;
  /** The bias part alone. */
  jBias: Vec2;
  a: Body2;
  b: Body2;
  /** v_rel after the biased impulse: −β·C/dt. */
  vRelAfter: Vec2;
}

export interface Joint {
  p: JointValues;
  a: Body2;
  b: Body2;
  rA: Vec2;
  rB: Vec2;
  /** Unit probe direction d. */
  d: Vec2;
  /** A's anchor is the origin; B's anchor is at C (the drift). */
  C: Vec2;
  /** Centres of mass: xA = −rA, xB = C − rB. */
  xA: Vec2;
  xB: Vec2;
  result: RevoluteImpulse2Result;
  /** 1/mA + 1/mB: how easily the pin translates with no lever arm at all. */
  lambda: number;
  det: number;
  trace: number;
  eig: EigenSym2;
  singular: boolean;
  /** Why the joint gets no impulse (K singular), in a sentence, or null. */
  singularReason: string | null;
  vcA: Vec2;
  vcB: Vec2;
  vRel: Vec2;
  vcAAfter: Vec2;
  vcBAfter: Vec2;
  vRelAfter: Vec2;
  /** K·d and dᵀK d for the probe direction. */
  Kd: Vec2;
  dKd: number;
  /** Effective mass along d: 1/(dᵀK d), Infinity when nothing can move along d. */
  meff: number;
  kinetic: { before: number; after: number };
  /** An immovable part (zero inverse mass or inertia) is given a velocity: it can do work. */
  kinematicMotion: boolean;
  seed: Seed000SolveResult;
  /** The pseudo-inverse rule on this joint: the same impulse as `result` when K is invertible. */
  pinv: RevoluteImpulse2PinvResult;
  /** Kinetic energy after the pseudo-inverse rule's impulse (movable parts). */
  pinvKinetic: number;
  axle: AxleExample;
  pendulum: Pendulum;
  massWeighted: MassWeighted | null;
  /** Why the mass-weighted correction cannot close the gap, or null. */
  massWeightedReason: string | null;
  baumgarte: Baumgarte | null;
}

/**
 * The derivation's rank-1 example, built from B (marked ° on the page): B turns on a fixed axle
 * through its centre at ω_B, pinned at r_B to an immovable A at rest. K° = (1/I_B)·r_B⊥r_B⊥ᵀ has
 * rank 1 (0 when r_B = 0), and v_rel° = ω_B·r_B⊥ lies on its line.
 */
export interface AxleExample {
  a: Body2;
  b: Body2;
  /** The solver's policy: no impulse, the pin keeps separating. */
  policy: RevoluteImpulse2Result;
  /** The pseudo-inverse rule: the pin holds, B stops turning. */
  pinv: RevoluteImpulse2PinvResult;
}

/**
 * K worked by hand for a pendulum: B (its mass and inertia) hanging from an immovable pivot a
 * distance ℓ = |r_B| straight above its centre, r_B = (0, ℓ); and a uniform rod of B's mass and
 * length 2ℓ (I = m ℓ²/3) hanging the same way. The rod is null when ℓ is 0 (or so small that
 * 1/I overflows).
 */
export interface Pendulum {
  arm: number;
  K: Mat2;
  /** The rod's moment of inertia about its centre, m(2ℓ)²/12. */
  rodInertia: number;
  rodK: Mat2 | null;
}

export const mulK = (K: readonly [number, number, number, number], u: Vec2): Vec2 => ({
  x: K[0] * u.x + K[1] * u.y,
  y: K[2] * u.x + K[3] * u.y,
});

export function jointScenario(p: JointValues): Joint {
  const a = bodyFrom(p.mA, p.IA, p.fixA, V2.vec2(p.vAx, p.vAy), p.wA, p.axleA);
  const b = bodyFrom(p.mB, p.IB, p.fixB, V2.vec2(p.vBx, p.vBy), p.wB, p.axleB);
  const rA = V2.vec2(p.rAx, p.rAy);
  const rB = V2.vec2(p.rBx, p.rBy);
  const d = V2.fromAngle(p.dirDeg * DEG);
  const C = V2.vec2(p.gapX, p.gapY);
  const xA = V2.neg(rA);
  const xB = V2.sub(C, rB);
  const result = revoluteImpulse2(a, b, rA, rB);
  const { K } = result;
  const det = K[0] * K[3] - K[1] * K[2];
  const trace = K[0] + K[3];
  const eig = eigenSym2(K);
  const vcA = V2.pointVelocity(a.v, a.w, rA);
  const vcB = V2.pointVelocity(b.v, b.w, rB);
  const vcAAfter = V2.pointVelocity(result.a.v, result.a.w, rA);
  const vcBAfter = V2.pointVelocity(result.b.v, result.b.w, rB);
  const Kd = mulK(K, d);
  const moving = (x: Body2) =>
    (x.invMass === 0 && (x.v.x !== 0 || x.v.y !== 0)) || (x.invInertia === 0 && x.w !== 0);
  const mw = massWeightedCorrection(a, b, rA, rB, xA, xB);
  const pinv = revoluteImpulse2PseudoInverse(a, b, rA, rB);
  return {
    p,
    a,
    b,
    rA,
    rB,
    d,
    C,
    xA,
    xB,
    result,
    lambda: a.invMass + b.invMass,
    det,
    trace,
    eig,
    singular: result.singular,
    singularReason: result.singular ? singularReason(a, b, trace) : null,
    vcA,
    vcB,
    vRel: result.vRel,
    vcAAfter,
    vcBAfter,
    vRelAfter: V2.sub(vcBAfter, vcAAfter),
    Kd,
    dKd: V2.dot(d, Kd),
    meff: effectiveMass2(a, b, rA, rB, d),
    kinetic: { before: kineticEnergy2(a, b), after: kineticEnergy2(result.a, result.b) },
    kinematicMotion: moving(a) || moving(b),
    seed: seed000Solve2(K, V2.neg(result.vRel)),
    pinv,
    pinvKinetic: kineticEnergy2(pinv.a, pinv.b),
    axle: axleExample(p),
    pendulum: pendulum(p.mB, p.IB, V2.length(rB)),
    massWeighted: mw,
    massWeightedReason:
      mw === null
        ? 'Neither body can translate (each is immovable or on an axle), so moving their centres cannot close the gap: this correction does nothing.'
        : null,
    baumgarte: result.singular
      ? null
      : baumgarteImpulse(a, b, rA, rB, xA, xB, result, DERIVATION_BETA, PAGE_DT),
  };
}

const REST = V2.vec2(0, 0);

export function axleExample(p: JointValues): AxleExample {
  const a = bodyFrom(p.mA, p.IA, true, REST, 0);
  const b = bodyFrom(p.mB, p.IB, false, REST, p.wB, true);
  const rA = REST;
  const rB = V2.vec2(p.rBx, p.rBy);
  return { a, b, policy: revoluteImpulse2(a, b, rA, rB), pinv: revoluteImpulse2PseudoInverse(a, b, rA, rB) };
}

export function pendulum(m: number, I: number, arm: number): Pendulum {
  const pivot = bodyFrom(1, 1, true, REST, 0);
  const anchor = V2.vec2(0, arm);
  const K = collisionMatrix2(pivot, bodyFrom(m, I, false, REST, 0), REST, anchor);
  // A uniform rod of length 2ℓ: I = m(2ℓ)²/12. An arm so short that 1/I overflows has no rod.
  const rodInertia = (m * arm * arm) / 3;
  const rodK =
    1 / rodInertia < Infinity
      ? collisionMatrix2(pivot, bodyFrom(m, rodInertia, false, REST, 0), REST, anchor)
      : null;
  return { arm, K, rodInertia, rodK };
}

function singularReason(a: Body2, b: Body2, trace: number): string {
  if (trace === 0) {
    return 'Neither anchor can move at all (both bodies immovable, or nothing that can turn has a lever arm): K = 0, so no impulse can change the relative velocity and none is applied.';
  }
  const translates = a.invMass + b.invMass > 0;
  return translates
    ? 'K is numerically singular (det K ≤ 10⁻¹²·(tr K)²): no reliable impulse exists, so none is applied.'
    : 'Neither body can translate, so at this instant the pin can move along one line only (across the lever arm that turns): K has rank 1 and no inverse. The solver’s policy is then to apply no impulse, and the pin keeps separating; the pseudo-inverse rule below the readouts shows what would hold it.';
}

/** The stepper's view of a body for one joint: position, θ = 0 (so local offsets are world offsets). */
function state(id: string, body: Body2, x: Vec2): BodyState2 {
  return {
    id,
    shape: { kind: 'disc', radius: 1 },
    mass: body.invMass > 0 ? 1 / body.invMass : Infinity,
    inertia: body.invInertia > 0 ? 1 / body.invInertia : Infinity,
    invMass: body.invMass,
    invInertia: body.invInertia,
    material: { restitution: 0, muStatic: 0, muDynamic: 0 },
    x: x.x,
    y: x.y,
    theta: 0,
    vx: body.v.x,
    vy: body.v.y,
    w: body.w,
    vx0: body.v.x,
    vy0: body.v.y,
    w0: body.w,
  };
}

function pinJoint(rA: Vec2, rB: Vec2): ResolvedJoint2 {
  return { id: 'pin', bodyA: 0, bodyB: 1, anchorA: rA, anchorB: rB };
}

/** One sweep of src/sim's mass-weighted correction on this pair; null when nothing can translate. */
export function massWeightedCorrection(
  a: Body2,
  b: Body2,
  rA: Vec2,
  rB: Vec2,
  xA: Vec2,
  xB: Vec2,
): MassWeighted | null {
  if (!(a.invMass + b.invMass > 0)) return null;
  const bodies = [state('A', a, xA), state('B', b, xB)];
  const joint = pinJoint(rA, rB);
  correctJoints2([joint], bodies, 1);
  const [A, B] = bodies as [BodyState2, BodyState2];
  const after = prepareJoint2(joint, bodies);
  return {
    dA: { x: A.x - xA.x, y: A.y - xA.y },
    dB: { x: B.x - xB.x, y: B.y - xB.y },
    meetA: { x: A.x + rA.x, y: A.y + rA.y },
    meetB: { x: B.x + rB.x, y: B.y + rB.y },
    gapAfter: after.C,
  };
}

/**
 * One velocity pass of src/sim's joint solve with the Baumgarte bias β·C/dt, on this pair
 * (the stepper's own function), plus the bias impulse K⁻¹(−β·C/dt) it adds to the joint's j.
 */
export function baumgarteImpulse(
  a: Body2,
  b: Body2,
  rA: Vec2,
  rB: Vec2,
  xA: Vec2,
  xB: Vec2,
  joint: RevoluteImpulse2Result,
  beta: number,
  dt: number,
): Baumgarte {
  const bodies = [state('A', a, xA), state('B', b, xB)];
  const solve = prepareJoint2(pinJoint(rA, rB), bodies);
  resolveJoint2(solve, bodies, beta / dt);
  const [A, B] = bodies as [BodyState2, BodyState2];
  const after: [Body2, Body2] = [
    { ...a, v: { x: A.vx, y: A.vy }, w: A.w },
    { ...b, v: { x: B.vx, y: B.vy }, w: B.w },
  ];
  const bias = solveSym2(joint.K, V2.scale(solve.C, -beta / dt)).x;
  return {
    beta,
    dt,
    j: V2.add(joint.j, bias),
    jBias: bias,
    a: after[0],
    b: after[1],
    vRelAfter: V2.sub(
      V2.pointVelocity(after[1].v, after[1].w, rB),
      V2.pointVelocity(after[0].v, after[0].w, rA),
    ),
  };
}

/** The relative det threshold, for prose and readouts. */
export const SINGULAR_THRESHOLD = SINGULAR_RELATIVE_DET;

/** Points of the response ellipse {K·u : |u| = 1} (1/kg), closed. */
export const ELLIPSE_SAMPLES = 97;
export function responseEllipse(
  K: readonly [number, number, number, number],
  samples = ELLIPSE_SAMPLES,
): { x: number; y: number }[] {
  return linspace(0, 2 * Math.PI, samples).map((t) => mulK(K, { x: Math.cos(t), y: Math.sin(t) }));
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface EllipseFigure {
  /** The ellipse {K·u : |u| = 1}, closed (1/kg). */
  points: { x: number; y: number }[];
  /** Its semi-axes κ₁e₁ and κ₂e₂, from the origin. */
  axes: (Segment & { label: string })[];
  /** The line through the origin along d (dashed in the plot). */
  probeLine: Segment;
  /** K·d: the response to a unit impulse along d. */
  response: Segment;
  /** (dᵀK d)·d: that response's component along d, the inverse effective mass. */
  projection: { x: number; y: number };
  /** Half-width of the square plot (1/kg). */
  extent: number;
}

/** How much room the plot leaves around the ellipse's largest semi-axis. */
const ELLIPSE_MARGIN = 1.18;

/**
 * Half-width of a square plot that shows the whole ellipse with some room (1/kg); 1 when K = 0. The
 * chart rounds it up to its axes' end.
 */
export const ellipseExtent = (s: Joint): number => (s.eig.l1 > 0 ? s.eig.l1 * ELLIPSE_MARGIN : 1);

/** The ellipse chart's geometry on a plot of half-width `extent` (the probe line spans it). */
export function ellipseFigure(s: Joint, extent: number): EllipseFigure {
  const { K } = s.result;
  const { l1, l2, e1, e2 } = s.eig;
  const seg = (to: Vec2): Segment => ({ x1: 0, y1: 0, x2: to.x, y2: to.y });
  return {
    points: responseEllipse(K),
    axes: [
      { ...seg(V2.scale(e1, l1)), label: 'κ₁e₁' },
      { ...seg(V2.scale(e2, Math.max(l2, 0))), label: 'κ₂e₂' },
    ],
    probeLine: { x1: -extent * s.d.x, y1: -extent * s.d.y, x2: extent * s.d.x, y2: extent * s.d.y },
    response: seg(s.Kd),
    projection: V2.scale(s.d, s.dKd),
    extent,
  };
}

/** Segments as point pairs for a line mark, one series (z = i) per segment. */
export function segmentPoints(segments: readonly Segment[]): { i: number; x: number; y: number }[] {
  return segments.flatMap((g, i) => [
    { i, x: g.x1, y: g.y1 },
    { i, x: g.x2, y: g.y2 },
  ]);
}
