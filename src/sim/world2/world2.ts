// The mutable state of a 2D run. It belongs to the stepper alone: built fresh from a config,
// so the caller's config is never written to.
import { type Body2, type Vec2 } from '../../solver';
import { normalizeConfig2, type ResolvedConfig2 } from './config2';
import { inertia2 } from '../shared/mass';
import type { BodyMotion2, Shape2, SimConfig2 } from '../shared/types';
import type { ResolvedMaterial } from '../shared/validate';

export interface BodyState2 extends BodyMotion2 {
  id: string;
  shape: Shape2;
  mass: number;
  inertia: number;
  /** mA, iA in the hot loops: inverse mass and inverse moment of inertia. */
  invMass: number;
  invInertia: number;
  material: ResolvedMaterial;
  /** Velocity at the start of the step, before gravity: the approach speed restitution reflects. */
  vx0: number;
  vy0: number;
  w0: number;
}

export interface World2 {
  config: ResolvedConfig2;
  bodies: BodyState2[];
  /** Steps taken so far; the state is at time steps·dt. */
  steps: number;
  /**
   * Each joint's total impulse over the last step (on B; A got the opposite), in config order:
   * where the next step starts when the config warm-starts its joints.
   */
  jointImpulses: Vec2[];
}

export function createWorld2(config: SimConfig2): World2 {
  const resolved = normalizeConfig2(config);
  const bodies = resolved.bodies.map((b): BodyState2 => {
    const inertia = inertia2(b.shape, b.mass);
    return {
      id: b.id,
      shape: b.shape,
      mass: b.mass,
      inertia,
      invMass: 1 / b.mass,
      invInertia: 1 / inertia,
      material: b.material,
      x: b.position.x,
      y: b.position.y,
      theta: b.angle,
      vx: b.velocity.x,
      vy: b.velocity.y,
      w: b.angularVelocity,
      vx0: b.velocity.x,
      vy0: b.velocity.y,
      w0: b.angularVelocity,
    };
  });
  const jointImpulses = resolved.joints.map(() => ({ x: 0, y: 0 }));
  return { config: resolved, bodies, steps: 0, jointImpulses };
}

/** The world side of a plane contact or joint: cannot move (inverse mass and inertia 0). */
export const IMMOVABLE2: Body2 = Object.freeze({
  invMass: 0,
  invInertia: 0,
  v: Object.freeze({ x: 0, y: 0 }),
  w: 0,
});

/** The contract's view of a body: its inverse mass/inertia and current velocity. */
export const asBody2 = (s: BodyState2): Body2 => ({
  invMass: s.invMass,
  invInertia: s.invInertia,
  v: { x: s.vx, y: s.vy },
  w: s.w,
});

/** Velocity before this step's gravity, in the contract's shape. */
export const asBody2Before = (s: BodyState2): Body2 => ({
  invMass: s.invMass,
  invInertia: s.invInertia,
  v: { x: s.vx0, y: s.vy0 },
  w: s.w0,
});

/** Copies the velocities of a contract result back into the state. */
export function setVelocity2(s: BodyState2, b: Body2): void {
  s.vx = b.v.x;
  s.vy = b.v.y;
  s.w = b.w;
}

/** A body-local offset turned into the world frame by the body's orientation θ. */
export function toWorldOffset(s: BodyState2, local: Vec2): Vec2 {
  const c = Math.cos(s.theta);
  const sn = Math.sin(s.theta);
  return { x: c * local.x - sn * local.y, y: sn * local.x + c * local.y };
}
