// A disc launched along the ground with some spin: it slides (dynamic friction) until its contact
// point stops slipping, then rolls (static friction, v = −ω r).
import { finite, optional, positive, type SimConfig2, type WorldSettings2 } from '../../../../src/sim';
import { onGround } from './ground';

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
  return onGround(
    params,
    d,
    {
      id: 'disc',
      shape: { kind: 'disc', radius },
      position: { x: 0, y: radius },
      velocity: { x: optional(params.speed, d.speed, finite, 'speed'), y: 0 },
      angularVelocity: optional(params.spin, d.spin, finite, 'spin'),
    },
    overrides,
  );
}
