// Inputs and outputs of the 2D stepper. Every optional field has a default in constants.ts,
// applied once by normalizeConfig2.
import { type CombineRuleName, type Vec2 } from '../../solver';

/** Contact material of a body or plane. A contact combines its two sides' materials with
 *  combine.ts (restitution: max; friction: geometric mean). */
export interface Material {
  /** Coefficient of restitution e ≥ 0 (1 = elastic; above 1 adds energy). */
  restitution?: number;
  /** Static friction coefficient μs ≥ 0. */
  muStatic?: number;
  /** Dynamic (sliding) friction coefficient, 0 ≤ μd ≤ μs. */
  muDynamic?: number;
}

export type Shape2 =
  | { kind: 'disc'; radius: number }
  /** A rectangle centred on the body; width along the body's local x axis. */
  | { kind: 'box'; width: number; height: number };

export interface BodyDef2 {
  /** Unique among bodies and planes; default `body<i>`. `'world'` is reserved. */
  id?: string;
  shape: Shape2;
  /** kg, > 0. Every body moves; immovable things are planes or the world side of a joint. */
  mass: number;
  /** Center of mass, world frame. */
  position: Vec2;
  /** Orientation θ (rad, counter-clockwise); default 0. */
  angle?: number;
  /** Default (0, 0). */
  velocity?: Vec2;
  /** ω (rad/s, counter-clockwise positive); default 0. */
  angularVelocity?: number;
  material?: Material;
}

/** The immovable half-plane n·p ≥ offset; bodies live on the side the unit normal points to. */
export interface PlaneDef2 {
  /** Default `plane<i>`. */
  id?: string;
  normal: Vec2;
  offset: number;
  material?: Material;
}

/** A revolute (pin) joint: anchorA on bodyA and anchorB on bodyB stay at one point. */
export interface JointDef2 {
  /** Default `joint<i>`. */
  id?: string;
  /** A body id, or 'world' (then anchorA is a fixed world point). */
  bodyA: string;
  bodyB: string;
  /** Body-local coordinates (world coordinates when bodyA is 'world'). */
  anchorA: Vec2;
  anchorB: Vec2;
}

export type JointCorrection = 'none' | 'mass-weighted' | 'baumgarte';
export type ContactCorrection = 'none' | 'projection';

export interface SimConfig2 {
  /** Time step (s), > 0. Default DEFAULT_DT (1/120). */
  dt?: number;
  /** Acceleration of gravity (m/s²). Default (0, −9.81). */
  gravity?: Vec2;
  /** Sequential passes over joints and contacts per step, integer ≥ 1. Default 8. */
  iterations?: number;
  /** Approach speed (m/s) below which contacts do not bounce. Default 0.5. */
  restitutionThreshold?: number;
  /**
   * How joint drift is removed. 'none': only the velocity impulse (drift grows);
   * 'mass-weighted': after the step, move the two bodies' centers to close the gap, split by
   * inverse mass (an immovable side stays put); 'baumgarte': velocity bias β·C/dt.
   * Default 'mass-weighted'.
   */
  jointCorrection?: JointCorrection;
  /** β for 'baumgarte', in (0, 1]. Default 0.2. */
  baumgarteBeta?: number;
  /**
   * Warm starting: each joint begins a step by applying the impulse it accumulated over the previous
   * step (at the new arms), and the passes only correct it. A chain holding its own weight then needs
   * few passes, because last step's answer is already nearly this step's. Default false.
   */
  jointWarmStart?: boolean;
  /** 'projection': push overlapping bodies apart after the step (linear only). Default 'projection'. */
  contactCorrection?: ContactCorrection;
  /** Penetration (m) projection leaves in place, ≥ 0. Default 0.005. */
  contactSlop?: number;
  /** combine.ts rules for a contact's coefficients. Default restitution 'max', friction 'geometricMean'. */
  combine?: { restitution?: CombineRuleName; friction?: CombineRuleName };
  bodies: BodyDef2[];
  planes?: PlaneDef2[];
  joints?: JointDef2[];
}

/** A config's world settings without its contents: what scenario builders accept as overrides. */
export type WorldSettings2 = Omit<SimConfig2, 'bodies' | 'planes' | 'joints'>;

/** What every engine's contact record starts with: when, and between which two things. */
export interface ContactRecordHead {
  /** Step index (1-based: the step that produced the record) and its end time t = step·dt. */
  step: number;
  t: number;
  /** Body or plane ids; the normal points from a to b. */
  a: string;
  b: string;
}

/** One contact in one step, after all passes. A plot can use these records directly. */
export interface ContactRecord2 extends ContactRecordHead {
  /** Contact point (world). */
  x: number;
  y: number;
  /** Unit normal, from a to b. */
  nx: number;
  ny: number;
  /** Penetration depth at detection (m, ≥ 0). */
  depth: number;
  /** Sum over passes of the normal impulse (N·s, ≥ 0) applied along n to b. */
  normalImpulse: number;
  /** Sum over passes of the friction impulse jt (N·s) applied along t = (−ny, nx) to b. */
  frictionImpulse: number;
  /** Friction regime in the first pass, the one that carries the step's normal impulse. */
  regime: 'static' | 'dynamic';
  /** Tangential relative velocity v_rel·t before the first pass (after gravity), m/s. */
  vt: number;
}

/** What a 2D body's state holds at an instant and its series at every sample: the run, the sample
 *  rows and the golden files all read these fields. */
export const BODY_FIELDS2 = ['x', 'y', 'theta', 'vx', 'vy', 'w'] as const;
export type BodyMotion2 = Record<(typeof BODY_FIELDS2)[number], number>;

export interface BodySeries2 extends Record<(typeof BODY_FIELDS2)[number], number[]> {
  id: string;
  shape: Shape2;
}

export interface JointSeries2 {
  id: string;
  /** |anchorB − anchorA| in world coordinates after each step (m); 0 for a perfect joint. */
  drift: number[];
}

/**
 * The run's time series. Every per-sample array has steps + 1 entries: index 0 is the initial
 * state (t = 0), index k the state after step k (t = k·dt).
 */
export interface Series2 {
  dt: number;
  t: number[];
  bodies: BodySeries2[];
  /** Σ ½ m |v|² + ½ I ω² (J). */
  kinetic: number[];
  /** Σ −m g·p (J), zero at the origin. */
  potential: number[];
  /** kinetic + potential. */
  energy: number[];
  /** Linear momentum Σ m v (kg·m/s). */
  px: number[];
  py: number[];
  joints: JointSeries2[];
  /** All contacts of all steps, in step order, then detection order. */
  contacts: ContactRecord2[];
}
