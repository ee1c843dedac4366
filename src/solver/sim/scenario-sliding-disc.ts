// A disc launched along the ground with some spin: it slides (dynamic friction) until its contact
// point stops slipping, then rolls (static friction, v = −ω r).
import type { SimConfig2, WorldSettings2 } from './types';
import { finite, materialParams, optional, positive } from './validate';

export interface SlidingDiscParams {
  /** m. Default 0.1. */
  radius?: number;
  /** kg. Default 1. */
  mass?: number;
  /** Launch speed along +x (m/s). Default 3. */
  speed?: number;
  /** Launch spin ω (rad/s, counter-clockwise positive: positive is backspin for +x travel). Default 0. */
  spin?: number;
  muStatic?: number;
  muDynamic?: number;
  /** Default 0: the disc starts on the ground and should stay there. */
  restitution?: number;
}

export const SLIDING_DISC_DEFAULTS = Object.freeze({
  radius: 0.1,
  mass: 1,
  speed: 3,
  spin: 0,
  muStatic: 0.3,
  muDynamic: 0.2,
  restitution: 0,
});

/** A 'disc' resting on the 'ground' (center at height r), moving at `speed` with `spin`. */
export function slidingDisc(params: SlidingDiscParams = {}, overrides: WorldSettings2 = {}): SimConfig2 {
  const d = SLIDING_DISC_DEFAULTS;
  const radius = optional(params.radius, d.radius, positive, 'radius');
  const material = materialParams(params, d);
  return {
    ...overrides,
    bodies: [
      {
        id: 'disc',
        shape: { kind: 'disc', radius },
        mass: optional(params.mass, d.mass, positive, 'mass'),
        position: { x: 0, y: radius },
        velocity: { x: optional(params.speed, d.speed, finite, 'speed'), y: 0 },
        angularVelocity: optional(params.spin, d.spin, finite, 'spin'),
        material,
      },
    ],
    planes: [{ id: 'ground', normal: { x: 0, y: 1 }, offset: 0, material }],
  };
}

/**
 * The speed at which the disc ends up rolling, from angular momentum about a point on the ground
 * (friction and the normal force act on the ground line, gravity and the normal force cancel):
 *   L = I·ω − m·r·v      (2D: (p − P) × m v with p − P = (·, r), v = (v, 0))
 *   rolling: v = −ω·r    (contact point at rest: v + ω·r = 0 in the site's ω × r convention)
 *   I·ω0 − m r v0 = −I·v_f/r − m r v_f  ⇒  v_f = (m r v0 − I ω0) / (m r + I/r)
 * For a solid disc (I = ½ m r²): v_f = (2 v0 − r ω0) / 3.
 */
export function rollingSpeed(params: {
  radius: number;
  mass: number;
  speed: number;
  spin: number;
  inertia: number;
}): number {
  const { radius: r, mass: m, speed: v0, spin: w0, inertia: I } = params;
  return (m * r * v0 - I * w0) / (m * r + I / r);
}
