// The sequential-impulses page: its parameters, declared once, and the derivation's configuration,
// a box resting on the ground by its two bottom corners, frozen at one step. Everything shown is
// computed with src/solver: the contacts' matrix K and velocities b, the exact LCP answer, and the
// sweeps of sequential impulses over the two contacts (with friction, with increment clamping).
import { bool, choice, inertWhen, num, type ParamValues } from '../../params/spec';
import {
  type Body2,
  type ContactLcp2,
  type ContactRow2,
  contactMatrix2,
  effectiveMass2,
  normalImpulse2,
  pgsTrace2,
  type PgsTrace2,
  type PgsVisit2,
  solveContactLcp2,
} from '../../solver';
import { STACK_DEFAULTS } from '../../sim';

/** Scenes of the iteration explorer, by the integer the `scene` parameter holds. */
export const SCENES = [
  'a box on two corners',
  'two boxes stacked',
  'three boxes stacked',
  'a pyramid of two rows',
  'a box flat on four points',
] as const;

/** Contact orders of the explorer, by the integer the `order` parameter holds. */
export const ORDERS = ['as listed', 'reversed', 'shuffled every sweep'] as const;

/** Warm starts of the explorer, by the integer the `warm` parameter holds. */
export const WARM_STARTS = [
  'none (from zero)',
  'from the exact answer',
  'from the previous step’s totals',
] as const;

const SHUFFLED = 2;
const BOX_SCENES = new Set([0, 4]);

export const siParams = [
  num('m', 'Mass of each box', 'kg', 0.5, 10, 0.1, 2),
  num('w', 'Width of each box', 'm', 0.4, 2, 0.05, 1),
  num('h', 'Height of each box', 'm', 0.2, 2, 0.05, 0.5),
  inertWhen(
    num('off', 'Mass centre right of the middle, share of half the width', '%', -80, 80, 5, 20),
    (v) => (BOX_SCENES.has(v.scene as number) ? null : 'Only the single box has an offset mass centre.'),
  ),
  num('vy', 'Vertical velocity of each box before the solve', 'm/s', -5, 0.5, 0.01, -2),
  inertWhen(num('omega', 'Spin of the box before the solve', 'rad/s', -5, 5, 0.1, 0.5), (v) =>
    BOX_SCENES.has(v.scene as number) ? null : 'The stacked boxes start without spin.',
  ),
  inertWhen(num('vx', 'Sideways velocity of the box before the solve', 'm/s', -3, 3, 0.1, 0.5), (v) =>
    BOX_SCENES.has(v.scene as number) ? null : 'The stacked boxes start without sliding.',
  ),
  num('mu', 'Friction coefficient μ', '', 0, 1.5, 0.05, 0.6),
  num('e', 'Coefficient of restitution e', '', 0, 1, 0.05, 0.5),
  num('vth', 'Restitution threshold speed', 'm/s', 0, 3, 0.05, 1),
  num('depth', 'Penetration d', 'm', 0, 0.05, 0.001, 0.02),
  choice('scene', 'Scene', SCENES),
  num('iter', 'Sweeps (iterations) done', '', 0, 50, 1, 3),
  bool('incr', 'Clamp each increment instead of the running total', false),
  choice('warm', 'Warm start', WARM_STARTS),
  choice('order', 'Contact order', ORDERS),
  inertWhen(num('seed', 'Shuffle seed', '', 1, 99, 1, 1), (v) =>
    v.order === SHUFFLED ? null : 'Only a shuffled order uses a seed.',
  ),
  bool('fric', 'Friction rows (μ above, bounded by each contact’s normal total)', false),
] as const;

export type SiValues = ParamValues<typeof siParams>;

/** The stepper's constants, which the derivation's Baumgarte step uses. */
export const BETA = STACK_DEFAULTS.beta;
export const SLOP = STACK_DEFAULTS.slop;
export const DT = STACK_DEFAULTS.dt;

/** The run the steps show (their numbers, and the sweep lines of their code): two sweeps, the total clamped. */
export const STEPS_RUN = Object.freeze({ iterations: 2, visits: true } as const);

/**
 * The box's moment of inertia about its mass centre: m(w² + h²)/12, a uniform box's about its middle,
 * kept when the offset moves the mass centre, so that the offset alone changes the corners (the page
 * says so, and what a real load would change).
 */
export const boxInertia = (m: number, w: number, h: number) => (m * (w * w + h * h)) / 12;

export const GROUND: Body2 = Object.freeze({ invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 }) as Body2;
const UP = { x: 0, y: 1 };

/** The derivation's configuration: one box, its two bottom corners on the ground. */
export interface BoxOnCorners {
  p: SiValues;
  m: number;
  I: number;
  /** The mass centre's offset right of the middle (m). */
  cx: number;
  /** Each corner's x relative to the mass centre: r_i × n for n = (0, 1). */
  x: [number, number];
  bodies: [Body2, Body2];
  contacts: [ContactRow2, ContactRow2];
  /** K (2×2) and b, from contactMatrix2. */
  K: number[][];
  b: number[];
  /** The exact LCP answer (solveContactLcp2). */
  lcp: ContactLcp2;
  /** Two forward sweeps, accumulated clamp, every visit recorded. */
  pgs: PgsTrace2 & { visits: PgsVisit2[] };
  /** The same two sweeps with each increment clamped. */
  incr: PgsTrace2 & { visits: PgsVisit2[] };
  /** One forward sweep with friction μ, normal row first: visits n1, t1, n2, t2. */
  fric: PgsTrace2 & { visits: PgsVisit2[] };
  /** Chapter one's impulse at corner 1 with e = 0 (normalImpulse2). */
  j1: number;
  /** m_eff of each corner along n (effectiveMass2). */
  meff: [number, number];
  /** The Baumgarte bias (β/Δt)·max(d − slop, 0) (m/s). */
  bias: number;
  /** Restitution's target at corner 1 when its approach speed −b₁ exceeds the threshold. */
  target1: number;
}

/** Ground (A) and a box (B): contact rows at the box's bottom corners, left then right. */
export function boxOnCorners(p: SiValues): BoxOnCorners {
  const { m, w, h } = p;
  const I = boxInertia(m, w, h);
  const cx = ((p.off / 100) * w) / 2;
  const box: Body2 = { invMass: 1 / m, invInertia: 1 / I, v: { x: p.vx, y: p.vy }, w: p.omega };
  const bodies: [Body2, Body2] = [GROUND, box];
  const x: [number, number] = [-w / 2 - cx, w / 2 - cx];
  const contacts = x.map((xi): ContactRow2 => ({
    a: 0,
    b: 1,
    rA: { x: xi + cx, y: 0 },
    rB: { x: xi, y: -h / 2 },
    n: UP,
  })) as [ContactRow2, ContactRow2];
  const { K, b } = contactMatrix2(bodies, contacts);
  const c0 = contacts[0];
  return {
    p,
    m,
    I,
    cx,
    x,
    bodies,
    contacts,
    K,
    b,
    lcp: solveContactLcp2(K, b),
    pgs: pgsTrace2(bodies, contacts, STEPS_RUN) as BoxOnCorners['pgs'],
    incr: pgsTrace2(bodies, contacts, {
      iterations: 2,
      clamp: 'increment',
      visits: true,
    }) as BoxOnCorners['incr'],
    fric: pgsTrace2(bodies, contacts, {
      iterations: 1,
      friction: [p.mu, p.mu],
      visits: true,
    }) as BoxOnCorners['fric'],
    j1: normalImpulse2(GROUND, box, { rA: c0.rA, rB: c0.rB, n: UP }, 0).j,
    meff: [
      effectiveMass2(GROUND, box, c0.rA, c0.rB, UP),
      effectiveMass2(GROUND, box, contacts[1].rA, contacts[1].rB, UP),
    ],
    bias: (BETA / DT) * Math.max(p.depth - SLOP, 0),
    target1: -p.e * (b[0] as number),
  };
}
