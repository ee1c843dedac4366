// The box-stack world: oriented boxes (some of them static, such as the ground), the settings of
// its sequential-impulse step, and the contact manifolds it keeps from step to step. Built from a
// plain config, checked once here; the hot loops then trust it.
import type { Body2, Vec2 } from '../../solver';
import { MAX_STACK_ITERATIONS, STACK_DEFAULTS, type StackSettings2 } from './stack-settings2';
import { BOX_INERTIA_FACTOR } from '../shared/constants';
import { StackContacts2, updateStackContacts2 } from './stack-contacts2';
import { StackBody2 } from './stack-body2';

export { StackBody2 };
import {
  array,
  boolean,
  fail,
  finite,
  ids,
  integerAtLeast,
  nonNegative,
  object,
  oneOf,
  optional,
  positive,
  vec2,
} from '../shared/validate';

/** One box of a scene. */
export interface BoxDef2 {
  /** Unique; default `box<i>`. */
  id?: string;
  halfWidth: number;
  halfHeight: number;
  /** Center, world frame (m). */
  position: Vec2;
  /** rad, counter-clockwise; default 0. */
  angle?: number;
  velocity?: Vec2;
  angularVelocity?: number;
  /** Never moves (inverse mass and inertia 0), as the ground. Default false. */
  static?: boolean;
  /** kg; or give `density` (kg/m², mass = density·area). Neither: density 1. */
  mass?: number;
  density?: number;
}

export interface StackConfig2 {
  boxes: BoxDef2[];
  settings?: Partial<StackSettings2>;
  /** Index into `boxes` of the box whose drift the measures follow; default the highest movable box. */
  watch?: number;
}

export type StackPhase = 'ready' | 'solving';

export interface StackWorld2 {
  readonly settings: Readonly<StackSettings2>;
  readonly bodies: readonly StackBody2[];
  /** The touching pairs and their points, kept from step to step (see stack-contacts2.ts). */
  readonly contacts: StackContacts2;
  /** Steps taken; the state is at time steps·dt. */
  steps: number;
  /** 'ready' between steps; 'solving' from prepareStack2 to finishStack2. */
  phase: StackPhase;
  /** Sweeps run since prepareStack2. */
  sweeps: number;
  /** Index of the box whose drift the measures follow. */
  readonly watched: number;
}

/** `x` checked to be an integer in min..max. */
export function integerIn(x: unknown, min: number, max: number, path: string): number {
  const v = integerAtLeast(x, min, path);
  if (v > max) fail(`${path} must be ≤ ${max} (got ${v})`);
  return v;
}

/** Checks `partial` and fills what it leaves out from `base`; `partial` is not modified. */
export function stackSettings2(
  partial: Partial<StackSettings2> = {},
  base: Readonly<StackSettings2> = STACK_DEFAULTS,
): StackSettings2 {
  object(partial, 'settings', 'stack settings');
  const p = partial;
  const iterations = optional(
    p.iterations,
    base.iterations,
    (x, q) => integerIn(x, 0, MAX_STACK_ITERATIONS, q),
    'iterations',
  );
  const beta = optional(p.beta, base.beta, nonNegative, 'beta');
  if (beta > 1) fail(`beta must be ≤ 1 (got ${beta})`);
  return {
    dt: optional(p.dt, base.dt, positive, 'dt'),
    gravity: optional(p.gravity, base.gravity, vec2, 'gravity'),
    iterations,
    warmStart: optional(p.warmStart, base.warmStart, boolean, 'warmStart'),
    clamp: optional(
      p.clamp,
      base.clamp,
      (x, q) => oneOf(x, ['accumulated', 'increment'] as const, q),
      'clamp',
    ),
    beta,
    slop: optional(p.slop, base.slop, nonNegative, 'slop'),
    restitution: optional(p.restitution, base.restitution, nonNegative, 'restitution'),
    restitutionThreshold: optional(
      p.restitutionThreshold,
      base.restitutionThreshold,
      nonNegative,
      'restitutionThreshold',
    ),
    friction: optional(p.friction, base.friction, nonNegative, 'friction'),
    positionCorrection: optional(
      p.positionCorrection,
      base.positionCorrection,
      (x, q) => oneOf(x, ['baumgarte', 'split'] as const, q),
      'positionCorrection',
    ),
    pointOrder: optional(
      p.pointOrder,
      base.pointOrder,
      (x, q) => oneOf(x, ['alternate', 'forward'] as const, q),
      'pointOrder',
    ),
    rowOrder: optional(
      p.rowOrder,
      base.rowOrder,
      (x, q) => oneOf(x, ['friction-first', 'normal-first', 'per-point'] as const, q),
      'rowOrder',
    ),
    // The soft step's own settings are checked where it reads them (checkSoftSettings2 in
    // stack-soft-step2.ts), so that a page stepping with PGS alone ships none of their checks.
    substeps: p.substeps ?? base.substeps,
    relaxIterations: p.relaxIterations ?? base.relaxIterations,
    contactHertz: p.contactHertz ?? base.contactHertz,
    contactDampingRatio: p.contactDampingRatio ?? base.contactDampingRatio,
    maxPushOut: p.maxPushOut ?? base.maxPushOut,
    speculativeMargin: p.speculativeMargin ?? base.speculativeMargin,
  };
}

function body(def: BoxDef2, id: string, path: string): StackBody2 {
  object(def, path, 'a box');
  const hx = positive(def.halfWidth, `${path}.halfWidth`);
  const hy = positive(def.halfHeight, `${path}.halfHeight`);
  const position = vec2(def.position, `${path}.position`);
  const angle = optional(def.angle, 0, finite, `${path}.angle`);
  const isStatic = optional(def.static, false, boolean, `${path}.static`);
  const v = isStatic ? { x: 0, y: 0 } : optional(def.velocity, { x: 0, y: 0 }, vec2, `${path}.velocity`);
  const w = isStatic ? 0 : optional(def.angularVelocity, 0, finite, `${path}.angularVelocity`);
  let mass = Infinity;
  if (!isStatic) {
    if (def.mass !== undefined && def.density !== undefined)
      fail(`${path} must give mass or density, not both`);
    mass =
      def.mass !== undefined
        ? positive(def.mass, `${path}.mass`)
        : optional(def.density, 1, positive, `${path}.density`) * 4 * hx * hy;
  }
  // I = m (w² + h²)/12 with w = 2hx, h = 2hy.
  const inertia = isStatic ? Infinity : BOX_INERTIA_FACTOR * mass * (4 * hx * hx + 4 * hy * hy);
  const motion: Body2 = {
    invMass: isStatic ? 0 : 1 / mass,
    invInertia: isStatic ? 0 : 1 / inertia,
    v: { x: v.x, y: v.y },
    w,
  };
  return new StackBody2(id, hx, hy, mass, inertia, position, position.x, position.y, angle, motion);
}

/** Builds a world from `config` (not modified) and finds its contacts at t = 0. */
export function createStackWorld2(config: StackConfig2): StackWorld2 {
  object(config, 'config', 'a stack config {boxes, settings?, watch?}');
  const settings = stackSettings2(config.settings);
  const defs = array<BoxDef2>(config.boxes, 'boxes');
  const names = ids(defs, 'box', 'boxes', new Set());
  const bodies = defs.map((d, i) => body(d, names[i] as string, `boxes[${i}]`));
  let watched = -1;
  if (config.watch !== undefined) {
    watched = integerAtLeast(config.watch, 0, 'watch');
    if (watched >= bodies.length)
      fail(`watch must be < ${bodies.length}, the number of boxes (got ${watched})`);
  } else {
    bodies.forEach((b, i) => {
      if (!b.isStatic && (watched < 0 || b.y > (bodies[watched] as StackBody2).y)) watched = i;
    });
  }
  const world: StackWorld2 = {
    settings: Object.freeze(settings),
    bodies,
    contacts: new StackContacts2(bodies.length),
    steps: 0,
    phase: 'ready',
    sweeps: 0,
    watched,
  };
  updateStackContacts2(world);
  return world;
}

/**
 * An independent copy of `world` (bodies, contacts and their impulses), optionally with other
 * settings: a widget freezes a scene this way and runs one step of it sweep by sweep, or the same
 * step under another clamp or iteration count, without touching the running world.
 */
export function cloneStackWorld2(world: StackWorld2, settings: Partial<StackSettings2> = {}): StackWorld2 {
  const bodies = world.bodies.map((b) => b.clone());
  return {
    settings: Object.freeze(stackSettings2(settings, world.settings)),
    bodies,
    contacts: world.contacts.clone(),
    steps: world.steps,
    phase: world.phase,
    sweeps: world.sweeps,
    watched: world.watched,
  };
}
