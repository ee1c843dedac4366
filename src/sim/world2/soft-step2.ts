// The soft step (Box2D v3's solver) for the 2D world's revolute joints: a second way to step a
// World2, beside step2's PGS step. Per step, `substeps` substeps of h = Δt/substeps, each:
//
//   1. integrate velocities   v += g·h
//   2. warm start             each joint's running impulse λ applied again, at the current arms
//   3. solve (useBias)        one sweep: each joint's point constraint as a stiff, damped spring
//   4. integrate positions    p += v·h, θ += ω·h
//   5. relax (no bias)        `relaxIterations` sweeps of the same rows, rigid
//
// Every joint's error C is measured from the current positions at every solve, so the spring sees
// the drift that the previous substeps' straight-line motion left; the relax sweeps then take the
// spring's push back out of the velocities (the positions keep it). No position pass afterwards:
// the correction lives in the solve's bias alone.
//
// Sources, read not copied: Box2D v3.0 (github.com/erincatto/box2d, tag v3.0.0), src/solver.c
// (b2SolverStep's stages), src/revolute_joint.c (b2WarmStartRevoluteJoint, b2SolveRevoluteJoint's
// point-to-point block: arms turned by each substep's rotation, the separation recomputed, a 2×2
// solve with the softness applied), src/world.c b2World_Step (jointHertz capped at an eighth of the
// substep rate; jointSoftness = b2MakeSoft(jointHertz, jointDampingRatio, h)), src/types.c
// b2DefaultWorldDef (jointHertz 60, jointDampingRatio 2). The spring's coefficients are the
// solver's `softness` (src/solver/soft-step.ts, derived there); the joint's K is the solver's
// `collisionMatrix2Unchecked` (revoluteImpulse2's matrix), solved with `solveSym2`.
//
// Why v3.0's joint constants: every tag of v3 (3.0.0, 3.1.0, 3.1.1 and the main branch) keeps the
// joint spring at 60 Hz and ζ = 2. What changed after 3.1.0 is the cap: v3.0/3.1.0 cap the
// world-wide jointHertz at ⅛ of the substep rate, v3.1.1 moved the spring to each joint
// (constraintHertz) with a ¼ cap. We follow v3.0 by default, the version the stack world's soft
// step follows, so the two soft steps of this project describe the same solver: at 60 Hz × 4
// substeps (h = 1/240 s) the joint spring runs at min(60, 240/8) = 30 Hz. `jointHertzCap: 0.25`
// gives v3.1.1's 60 Hz.
//
// World2's contacts (disc–plane, box–plane, disc–disc) are not solved here: the soft step throws a
// RangeError for a world with planes or with two discs (the only pairs world2 collides), rather
// than letting bodies pass through each other. Joints are what this step is for (the heavy chain).
import {
  applyImpulsePair2,
  collisionMatrix2Unchecked,
  softness,
  solveSym2,
  V2,
  type Softness,
  type Vec2,
} from '../../solver';
import { boolean, fail, integerAtLeast, nonNegative, optional, positive } from '../shared/validate';
import { prepareJoint2, type JointSolve2 } from './joint2';
import { IMMOVABLE2, asBody2, setVelocity2, type BodyState2, type World2 } from './world2';

/** How the soft step runs; dt and gravity are the world's. Every field has a default (SOFT2_DEFAULTS). */
export interface SoftSettings2 {
  /** Substeps per step, an integer in 1..MAX_SOFT2_SUBSTEPS (Box2D v3's default 4). */
  substeps: number;
  /** Rigid, unbiased sweeps after each substep's position update, an integer in 0..MAX_SOFT2_RELAX (v3: 1). */
  relaxIterations: number;
  /**
   * The joints' spring, Hz ≥ 0 (Box2D v3.0's 60), used as min(jointHertz, jointHertzCap/h).
   * 0: rigid rows with no bias, so nothing closes a joint's gap (the step's 'none').
   */
  jointHertz: number;
  /**
   * The cap on the spring, as a fraction of the substep rate 1/h, in (0, 1]: 0.125 (v3.0 and v3.1.0,
   * the default) or 0.25 (v3.1.1 on, where each joint carries its own constraintHertz).
   */
  jointHertzCap: number;
  /** The joints' damping ratio ζ ≥ 0 (Box2D v3.0's 2). */
  jointDampingRatio: number;
  /** Start each step from the joints' impulses of the step before (v3's enableWarmStarting). */
  warmStart: boolean;
}

export const MAX_SOFT2_SUBSTEPS = 64;
export const MAX_SOFT2_RELAX = 50;

export const SOFT2_DEFAULTS: Readonly<SoftSettings2> = Object.freeze({
  substeps: 4,
  relaxIterations: 1,
  jointHertz: 60,
  jointHertzCap: 0.125,
  jointDampingRatio: 2,
  warmStart: true,
});

/** The joint spring of one world's soft step, for a page to quote. */
export interface SoftJointCoefficients2 {
  /** The substep h = Δt/substeps (s). */
  h: number;
  /** The spring's frequency after the cap: min(jointHertz, jointHertzCap/h) (Hz). */
  hertz: number;
  /** softness(hertz, ζ, h). */
  joint: Softness;
}

const integerIn = (x: unknown, min: number, max: number, path: string): number => {
  const v = integerAtLeast(x, min, path);
  if (v > max) fail(`${path} must be ≤ ${max} (got ${v})`);
  return v;
};

const fractionOfRate = (x: unknown, path: string): number => {
  const v = positive(x, path);
  if (v > 1) fail(`${path} must be ≤ 1 (got ${v})`);
  return v;
};

/** Checks `partial` and fills what it leaves out from SOFT2_DEFAULTS (RangeError naming the field). */
export function softSettings2(partial: Partial<SoftSettings2> = {}): SoftSettings2 {
  const d = SOFT2_DEFAULTS;
  return {
    substeps: optional(
      partial.substeps,
      d.substeps,
      (x, p) => integerIn(x, 1, MAX_SOFT2_SUBSTEPS, p),
      'substeps',
    ),
    relaxIterations: optional(
      partial.relaxIterations,
      d.relaxIterations,
      (x, p) => integerIn(x, 0, MAX_SOFT2_RELAX, p),
      'relaxIterations',
    ),
    jointHertz: optional(partial.jointHertz, d.jointHertz, nonNegative, 'jointHertz'),
    jointHertzCap: optional(partial.jointHertzCap, d.jointHertzCap, fractionOfRate, 'jointHertzCap'),
    jointDampingRatio: optional(
      partial.jointDampingRatio,
      d.jointDampingRatio,
      nonNegative,
      'jointDampingRatio',
    ),
    warmStart: optional(partial.warmStart, d.warmStart, boolean, 'warmStart'),
  };
}

/*
 * The cap. An implicit spring is stable at any frequency, but one the substep cannot resolve acts
 * as a rigid row with β → 1 and rings; v3.0 keeps joints to hω ≤ 2π/8 = π/4 (half of what it
 * allows contacts, π/2), hertz = min(jointHertz, 0.125/h); v3.1.1 allows joints π/2 too (0.25/h).
 * The cap decides how far a loaded joint stretches: a joint carrying F sits at the spring's static
 * deflection |C| = |K·F|/ω² (tested), so ⅛ against ¼ is 4× the stretch at the same substeps.
 */
export function softJointCoefficients2(
  dt: number,
  settings: Partial<SoftSettings2> = {},
): SoftJointCoefficients2 {
  return coefficients(positive(dt, 'dt'), softSettings2(settings));
}

function coefficients(dt: number, settings: Readonly<SoftSettings2>): SoftJointCoefficients2 {
  const h = dt / settings.substeps;
  const hertz = Math.min(settings.jointHertz, settings.jointHertzCap / h);
  return { h, hertz, joint: softness(hertz, settings.jointDampingRatio, h) };
}

/** What one world's soft step carries from step to step. */
interface SoftScratch2 {
  /** Each joint's λ at the end of the last substep (on B), the next warm start. */
  lambda: Vec2[];
  /** The step count and substep count λ belongs to: stale after a step2 or a change of substeps. */
  steps: number;
  substeps: number;
}

const scratches = new WeakMap<World2, SoftScratch2>();

/** The soft step solves no contacts: refuse the worlds that would have some. */
function checkNoContacts(world: World2): void {
  const planes = world.config.planes.length;
  if (planes > 0)
    fail(`planes must be empty for stepSoft2, which solves joints only, not contacts (got ${planes} planes)`);
  const discs = world.bodies.filter((b) => b.shape.kind === 'disc').length;
  if (discs > 1)
    fail(`bodies may hold at most one disc for stepSoft2, which solves no disc–disc contacts (got ${discs})`);
}

/**
 * λ to start the step from. After a soft step with the same substeps: the last substep's λ, as v3
 * keeps it. Otherwise (a new world, one last stepped by step2, or substeps changed) the world's
 * joint impulses over the last step spread evenly over this step's substeps.
 */
function startingImpulses(world: World2, n: number, warmStart: boolean): Vec2[] {
  const s = scratches.get(world);
  if (!warmStart) return world.config.joints.map(() => ({ x: 0, y: 0 }));
  if (s && s.steps === world.steps && s.substeps === n) return s.lambda;
  return world.jointImpulses.map((P) => ({ x: P.x / n, y: P.y / n }));
}

/*
 * One joint's row as a spring, in the code's symbols. The pin's two points separate at
 *   v_rel = v_B + ω_B × r_B − v_A − ω_A × r_A,   and an impulse P (on B, −P on A) changes it by K·P
 * with K the joint's 2×2 matrix (collisionMatrix2Unchecked, revoluteImpulse2's K). The rigid row
 * solves K·P = −v_rel. softness's derivation (src/solver/soft-step.ts) is for one row with
 * effective mass m = 1/k; the point constraint is the same spring along both axes at once, with
 * the scalar m replaced by K⁻¹ (the spring's stiffness and damping scale with the effective mass
 * matrix, so ω and ζ are the same in every direction):
 *   ΔP = −massScale·K⁻¹·(v_rel + biasRate·C) − impulseScale·λ,   λ ← λ + ΔP
 * with C = p_B + r_B − p_A − r_A the gap now (prepareJoint2). No clamp: a pin pushes and pulls.
 * Relax: biasRate 0, massScale 1, impulseScale 0, the rigid row ΔP = −K⁻¹·v_rel.
 * A singular K (nothing can move the pin) gets no impulse, revoluteImpulse2's policy.
 */
function solveJoint(
  solve: JointSolve2,
  bodies: readonly BodyState2[],
  lambda: Vec2,
  spring: Softness | null,
): void {
  const { joint, rA, rB, C } = solve;
  const A = joint.bodyA < 0 ? null : (bodies[joint.bodyA] as BodyState2);
  const B = bodies[joint.bodyB] as BodyState2;
  const a = A ? asBody2(A) : IMMOVABLE2;
  const b = asBody2(B);
  const vRel = V2.sub(V2.pointVelocity(b.v, b.w, rB), V2.pointVelocity(a.v, a.w, rA));
  const biasRate = spring ? spring.biasRate : 0;
  const massScale = spring ? spring.massScale : 1;
  const impulseScale = spring ? spring.impulseScale : 0;
  const K = collisionMatrix2Unchecked(a, b, rA, rB);
  const x = solveSym2(K, { x: vRel.x + biasRate * C.x, y: vRel.y + biasRate * C.y });
  if (x.singular) return;
  const P = {
    x: -massScale * x.x.x - impulseScale * lambda.x,
    y: -massScale * x.x.y - impulseScale * lambda.y,
  };
  lambda.x += P.x;
  lambda.y += P.y;
  const after = applyImpulsePair2(a, b, rA, rB, P);
  if (A) setVelocity2(A, after.a);
  setVelocity2(B, after.b);
}

/** λ applied again at the current arms (b2WarmStartRevoluteJoint's linear part). */
function warmStart(solve: JointSolve2, bodies: readonly BodyState2[], lambda: Vec2): void {
  const { joint, rA, rB } = solve;
  const A = joint.bodyA < 0 ? null : (bodies[joint.bodyA] as BodyState2);
  const B = bodies[joint.bodyB] as BodyState2;
  const after = applyImpulsePair2(A ? asBody2(A) : IMMOVABLE2, asBody2(B), rA, rB, lambda);
  if (A) setVelocity2(A, after.a);
  setVelocity2(B, after.b);
}

/**
 * One soft step of a 2D world of bodies and revolute joints (see the header). Reads the world's dt
 * and gravity and the settings (checked each call, RangeError naming the field; defaults
 * SOFT2_DEFAULTS); ignores the config's iterations, jointCorrection, baumgarteBeta and
 * jointWarmStart, which are step2's. Throws a RangeError for a world with planes or two discs.
 * Leaves in world.jointImpulses each joint's impulse over the whole step (the sum of its substeps'
 * λ), as step2 does, so a world can switch steppers.
 */
export function stepSoft2(world: World2, settings: Partial<SoftSettings2> = {}): void {
  const s = softSettings2(settings);
  checkNoContacts(world);
  const { bodies, config } = world;
  const { dt, gravity } = config;
  const n = s.substeps;
  const { h, joint: spring } = coefficients(dt, s);
  const lambda = startingImpulses(world, n, s.warmStart).map((P) => ({ x: P.x, y: P.y }));
  const total = config.joints.map(() => ({ x: 0, y: 0 }));

  for (const b of bodies) {
    b.vx0 = b.vx;
    b.vy0 = b.vy;
    b.w0 = b.w;
  }
  // Arms and gaps at the current positions; they change only when the positions do, so the warm
  // start and solve of a substep share them with the relax of the substep before.
  let solves = config.joints.map((j) => prepareJoint2(j, bodies));
  for (let k = 0; k < n; k++) {
    for (const b of bodies) {
      b.vx += gravity.x * h;
      b.vy += gravity.y * h;
    }
    solves.forEach((solve, i) => warmStart(solve, bodies, lambda[i] as Vec2));
    solves.forEach((solve, i) => solveJoint(solve, bodies, lambda[i] as Vec2, spring));
    for (const b of bodies) {
      b.x += b.vx * h;
      b.y += b.vy * h;
      b.theta += b.w * h;
    }
    solves = config.joints.map((j) => prepareJoint2(j, bodies));
    for (let r = 0; r < s.relaxIterations; r++)
      solves.forEach((solve, i) => solveJoint(solve, bodies, lambda[i] as Vec2, null));
    lambda.forEach((l, i) => {
      const t = total[i] as Vec2;
      t.x += l.x;
      t.y += l.y;
    });
  }

  world.jointImpulses = total;
  world.steps += 1;
  scratches.set(world, { lambda, steps: world.steps, substeps: n });
}
