// How the stack world steps: its settings and their defaults, in a module of their own, so that
// pages that only read them (a step's Δt, β and slop, the explorer's sweep count) load none of the
// world's code.
import { MAX_PUSH_OUT, type Vec2 } from '../../solver';
import { STANDARD_GRAVITY } from '../shared/constants';

export type ImpulseClamp = 'accumulated' | 'increment';
export type PositionCorrection = 'baumgarte' | 'split';
export type PointOrder = 'alternate' | 'forward';
export type RowOrder = 'friction-first' | 'normal-first' | 'per-point';

/** How one step runs. Every field has a default (STACK_DEFAULTS). */
export interface StackSettings2 {
  /** Time step Δt (s), > 0. */
  dt: number;
  /** m/s²; y is up. */
  gravity: Vec2;
  /** Sweeps over all contacts per step, an integer in 0..MAX_STACK_ITERATIONS. */
  iterations: number;
  /** Start each step by applying the impulses the same contact points ended the last step with. */
  warmStart: boolean;
  /**
   * 'accumulated': clamp each point's running total (λ ≥ 0, |λt| ≤ μ·λn) and apply the change, so
   * a later sweep can take back an impulse an earlier one over-applied. 'increment': clamp each
   * sweep's own impulse instead and add it to the total: a push once given is never taken back.
   */
  clamp: ImpulseClamp;
  /** Baumgarte factor β ∈ [0, 1]: the share of the penetration beyond the slop removed per step. */
  beta: number;
  /** Penetration (m) left alone, so resting contacts keep touching from step to step. */
  slop: number;
  /** Coefficient of restitution e ≥ 0 of every contact. */
  restitution: number;
  /** Approach speed (m/s) below which contacts do not bounce. */
  restitutionThreshold: number;
  /** Coulomb friction coefficient μ ≥ 0 of every contact. */
  friction: number;
  /**
   * 'baumgarte': the penetration bias is part of the velocity a contact aims for, so pushing the
   * boxes apart leaves them moving apart. 'split': it drives a separate pseudo-velocity that moves
   * the boxes this step and is then forgotten (split impulses), so the correction adds no motion.
   */
  positionCorrection: PositionCorrection;
  /**
   * The order of a manifold's two points within a sweep. 'forward': first to last in every sweep.
   * 'alternate': first to last, then last to first in the next sweep, so that neither corner of a
   * box always goes first (see stack-step2.ts).
   */
  pointOrder: PointOrder;
  /**
   * The order of a manifold's rows within a sweep of the PGS step. 'friction-first': its friction
   * rows, then its normal rows (Box2D v2.4). 'normal-first': the normal rows, then the friction rows
   * (Box2D v3). 'per-point': each point's normal row, then its friction row (box2d-lite).
   */
  rowOrder: RowOrder;
  /*
   * The six settings below are read only by the soft step (stepStackSoft2, stack-soft-step2.ts:
   * Box2D v3's solver), in place of iterations, clamp, beta, slop, positionCorrection and
   * pointOrder, which only the PGS step (stepStack2) reads. Both read dt, gravity, warmStart,
   * restitution, restitutionThreshold and friction.
   */
  /** Soft step: substeps per step, an integer in 1..MAX_STACK_SUBSTEPS (Box2D v3's default 4). */
  substeps: number;
  /** Soft step: relax sweeps per substep, an integer in 0..MAX_STACK_ITERATIONS (Box2D v3: 1). */
  relaxIterations: number;
  /**
   * Soft step: the contacts' spring, Hz ≥ 0 (Box2D v3's default 30); used as min(hertz, ¼ of the
   * substep rate), and twice that against a static box. 0: rigid rows, no push-out.
   */
  contactHertz: number;
  /** Soft step: the spring's damping ratio ζ ≥ 0 (Box2D v3's default 10). */
  contactDampingRatio: number;
  /** Soft step: the fastest an overlap is pushed apart, m/s, > 0 (Box2D v3's default 3). */
  maxPushOut: number;
  /**
   * Soft step: contact points are kept up to this far apart (m, ≥ 0), each then stopping the
   * approach that would close its gap within a substep (Box2D v3.0's b2_speculativeDistance,
   * 4 × 5 mm).
   */
  speculativeMargin: number;
}

export const MAX_STACK_SUBSTEPS = 64;

export const MAX_STACK_ITERATIONS = 50;

/**
 * Box2D-lite's choices where it makes one (60 Hz, 10 sweeps, β = 0.2, 5 mm slop, warm starting,
 * clamped totals); a 1 m/s bounce threshold as in Box2D v3; no bounce by default, since stacks
 * are about resting.
 */
export const STACK_DEFAULTS: Readonly<StackSettings2> = Object.freeze({
  dt: 1 / 60,
  gravity: Object.freeze({ x: 0, y: -STANDARD_GRAVITY }),
  iterations: 10,
  warmStart: true,
  clamp: 'accumulated',
  beta: 0.2,
  slop: 0.005,
  restitution: 0,
  restitutionThreshold: 1,
  friction: 0.6,
  positionCorrection: 'baumgarte',
  pointOrder: 'alternate',
  rowOrder: 'friction-first',
  substeps: 4,
  relaxIterations: 1,
  contactHertz: 30,
  contactDampingRatio: 10,
  maxPushOut: MAX_PUSH_OUT,
  speculativeMargin: 0.02,
});
