// The soft-step page: its parameters, declared once, and the derivation's configuration: one box of
// mass m touching the ground at one point under its centre (so the contact row's effective mass is
// m), frozen at the first substep of a step, and the two-box stack of the mass-ratio section.
// Everything shown is computed with src/solver (softness, softContactSweeps2, contactMatrix2,
// sequentialImpulses2, eigenSym2) and src/sim (the stack world's soft-step coefficients and step).
import { num, type ParamValues } from '../../params/spec';
import {
  type Body2,
  contactMatrix2,
  eigenSym2,
  type EigenSym2,
  sequentialImpulses2,
  softContactSweeps2,
  type SoftContactRow2,
  type SoftContactSweeps2Result,
  type Softness,
  vec2,
} from '../../solver';
import {
  boxOnEdge,
  createStackWorld2,
  MAX_MASS_RATIO,
  softStepCoefficients2,
  type SoftStepCoefficients2,
  STACK_DEFAULTS,
  stepStackSoft2,
  type StackSettings2,
} from '../../sim';

/** The step Δt (s): a game's 60 Hz, the stack world's default. */
export const DT = STACK_DEFAULTS.dt;
/** m/s², downward. */
export const G = -STACK_DEFAULTS.gravity.y;
/** The approach speed below which a contact does not bounce (m/s). */
export const V_THRESHOLD = STACK_DEFAULTS.restitutionThreshold;
/** The fastest the spring pushes an overlap apart (m/s). */
export const MAX_PUSH = STACK_DEFAULTS.maxPushOut;

export const ssParams = [
  num('m', 'Mass of the box', 'kg', 0.1, 10, 0.1, 1),
  num('fc', 'Contact stiffness (contact hertz)', 'Hz', 1, 120, 1, STACK_DEFAULTS.contactHertz),
  num('zeta', 'Damping ratio ζ', '', 0, 20, 0.1, STACK_DEFAULTS.contactDampingRatio),
  num('n', 'Substeps per 1/60 s step', '', 1, 16, 1, STACK_DEFAULTS.substeps),
  num('s', 'Separation at the substep’s start (negative: overlap)', 'mm', -50, 0, 0.5, -5),
  num('v0', 'Normal velocity at the step’s start (negative: approaching)', 'm/s', -5, 1, 0.05, -2),
  num('e', 'Coefficient of restitution e', '', 0, 1, 0.05, 0.5),
  num('gap', 'Gap of a speculative contact', 'mm', 0, 20, 0.5, 5),
  num('ratio', 'Mass ratio M/m of a heavy box on a light one', '', 1, MAX_MASS_RATIO, 1, 100),
] as const;

export type SsValues = ParamValues<typeof ssParams>;

/** The stack world's settings for these parameters (everything else at the defaults). */
export function softSettings(p: SsValues): Partial<StackSettings2> {
  return {
    substeps: Math.round(p.n),
    contactHertz: p.fc,
    contactDampingRatio: p.zeta,
    restitution: p.e,
  };
}

/** One row against the ground, the pieces of its spring. */
export interface OneRow {
  p: SsValues;
  /** kg: the row's effective mass (the contact is under the centre). */
  m: number;
  /** The substep (s) and the substep rate's quarter (Hz). */
  h: number;
  cap: number;
  /** The contact hertz used between two movable boxes, min(f_c, cap), and against the ground, twice it. */
  f: number;
  fs: number;
  /** rad/s, of the spring against the ground. */
  omega: number;
  /** The stepper's spring against a static body: the solver's softness(f_s, ζ, h). */
  soft: Softness;
  /** The separation (m) and velocity at the substep's start, gravity already added (m/s). */
  s1: number;
  v1: number;
  /** The implicit step written out: the velocity at the substep's end, the impulse. */
  v2: number;
  P: number;
  /** The solver's solve pass on the row, two sweeps: the first reaches the spring, the second adds 0. */
  solve: SoftContactSweeps2Result;
  /** Its arguments, for the step code's live values. */
  solveArgs: Parameters<typeof softContactSweeps2>;
  /** The relax pass after the positions moved by h·v₂: the solve's total as its warm start. */
  relax: SoftContactSweeps2Result;
  /** A speculative row: gap g (m) at the same approach, one sweep. */
  gap: number;
  spec: SoftContactSweeps2Result;
  /** The stepper: one full soft step of a box landing at v₀ on the edge; its velocity after. */
  bounce: number;
}

const ground = (): Body2 => ({ invMass: 0, invInertia: 0, v: vec2(0, 0), w: 0 });
const box = (m: number, vy: number): Body2 => ({ invMass: 1 / m, invInertia: 6 / m, v: vec2(0, vy), w: 0 });
/** Ground (A) to box (B) under the box's centre, a 1 m box. */
const underCentre = (separation: number): SoftContactRow2 => ({
  a: 0,
  b: 1,
  rA: vec2(0, 0),
  rB: vec2(0, -0.5),
  n: vec2(0, 1),
  separation,
});
const vy = (r: SoftContactSweeps2Result) => r.bodies[1]!.v.y;

function oneRow(p: SsValues, settings: StackSettings2, coeff: SoftStepCoefficients2): OneRow {
  const m = p.m;
  const h = coeff.h;
  const cap = 0.25 / h;
  const f = coeff.hertz;
  const fs = 2 * f;
  const omega = 2 * Math.PI * fs;
  const soft = coeff.static;
  const s1 = p.s / 1000;
  const v1 = p.v0 - G * h;
  // The implicit step, solved for v₂: v₂ − v₁ = −h(ω²(s₁ + h v₂) + 2ζω v₂).
  const hw = h * omega;
  const v2 = (v1 - h * omega * omega * s1) / (1 + hw * (2 * p.zeta + hw));
  const bodies = [ground(), box(m, v1)];
  const opts = { h, softness: soft, maxPushOut: MAX_PUSH };
  const solveArgs: Parameters<typeof softContactSweeps2> = [
    bodies,
    [underCentre(s1)],
    { ...opts, iterations: 2, useBias: true },
  ];
  const solve = softContactSweeps2(...solveArgs);
  const moved = s1 + h * vy(solve);
  // Box2D's relax continues the solve's totals: from the bodies before the solve, warm started
  // with the solve's total (which applies it again), then one rigid visit.
  const relax = softContactSweeps2(bodies, [underCentre(moved)], {
    ...opts,
    iterations: 1,
    useBias: false,
    warmStart: solve.lambda,
  });
  const gap = p.gap / 1000;
  const spec = softContactSweeps2(bodies, [underCentre(gap)], { ...opts, iterations: 1, useBias: true });
  const world = createStackWorld2(boxOnEdge({ mass: m, velocity: p.v0 }, settings));
  stepStackSoft2(world);
  return {
    p,
    m,
    h,
    cap,
    f,
    fs,
    omega,
    soft,
    s1,
    v1,
    v2,
    P: m * (v2 - v1),
    solve,
    solveArgs,
    relax,
    gap,
    spec,
    bounce: world.bodies[1]!.motion.v.y,
  };
}

/** The two-box stack of the mass-ratio section: its K, its spectrum, Gauss–Seidel's rate. */
export interface MassRatio {
  /** kg: the light box (m) and the heavy one (M = ratio·m). */
  m: number;
  M: number;
  /** K of the rows ground–light and light–heavy, both through the centres. */
  K: number[][];
  eig: EigenSym2;
  /** The same with each diagonal entry divided by its row's mass scale (the soft rows). */
  /** The rows' mass scales: against the ground (static hertz), between the boxes. */
  ms1: number;
  ms2: number;
  /** The light–heavy row's total after sweeps 0…4 of sequential impulses from zero. */
  lambda2: number[];
}

function massRatio(p: SsValues, coeff: SoftStepCoefficients2): MassRatio {
  const m = p.m;
  const M = p.ratio * m;
  // Both boxes after one step's gravity, before any impulse.
  const bodies = [ground(), box(m, -G * DT), box(M, -G * DT)];
  const rows = [
    { a: 0, b: 1, rA: vec2(0, 0), rB: vec2(0, -0.5), n: vec2(0, 1) },
    { a: 1, b: 2, rA: vec2(0, 0.5), rB: vec2(0, -0.5), n: vec2(0, 1) },
  ];
  const { K } = contactMatrix2(bodies, rows);
  const ms1 = coeff.static.massScale;
  const ms2 = coeff.contact.massScale;
  const k = (i: number, j: number) => K[i]![j]!;
  const run = sequentialImpulses2(bodies, rows, { iterations: 4 });
  return {
    m,
    M,
    K,
    eig: eigenSym2([k(0, 0), k(0, 1), k(1, 0), k(1, 1)]),
    ms1,
    ms2,
    lambda2: run.history.map((l) => l[1]!),
  };
}

export interface SoftStepScene {
  one: OneRow;
  ratio: MassRatio;
}

/** Both, from one set of the stepper's settings and its spring coefficients. */
export function softStepScene(p: SsValues): SoftStepScene {
  const settings = { ...STACK_DEFAULTS, ...softSettings(p) };
  const coeff = softStepCoefficients2(settings);
  return { one: oneRow(p, settings, coeff), ratio: massRatio(p, coeff) };
}
