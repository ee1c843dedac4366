// A box dropped at a tilt onto the ground: lands on a corner, spins, bounces, settles flat.
import { finite, optional, positive, type SimConfig2, type WorldSettings2 } from '../../../../src/sim';
import { onGround } from './ground';

export interface BouncingBoxParams {
  /** Box size (m). Default 0.4 × 0.2. */
  width?: number;
  height?: number;
  /** kg. Default 1. */
  mass?: number;
  /** Height of the box's center above the ground at release (m). Default 1. */
  dropHeight?: number;
  /** Tilt at release (rad). Default 0.3, so it lands on a corner. */
  angle?: number;
  /** Initial velocity and spin. Default 0. */
  vx?: number;
  vy?: number;
  w?: number;
  /** Box and ground material (the same on both sides, so the contact gets exactly these). */
  restitution?: number;
  muStatic?: number;
  muDynamic?: number;
}

export const BOUNCING_BOX_DEFAULTS = Object.freeze({
  width: 0.4,
  height: 0.2,
  mass: 1,
  dropHeight: 1,
  angle: 0.3,
  vx: 0,
  vy: 0,
  w: 0,
  restitution: 0.5,
  muStatic: 0.6,
  muDynamic: 0.4,
});

/** Checks the params (RangeError naming the param) and builds a config with a 'box' and a 'ground'. */
export function bouncingBox(params: BouncingBoxParams = {}, overrides: WorldSettings2 = {}): SimConfig2 {
  const d = BOUNCING_BOX_DEFAULTS;
  const width = optional(params.width, d.width, positive, 'width');
  const height = optional(params.height, d.height, positive, 'height');
  return onGround(
    params,
    d,
    {
      id: 'box',
      shape: { kind: 'box', width, height },
      position: { x: 0, y: optional(params.dropHeight, d.dropHeight, finite, 'dropHeight') },
      angle: optional(params.angle, d.angle, finite, 'angle'),
      velocity: { x: optional(params.vx, d.vx, finite, 'vx'), y: optional(params.vy, d.vy, finite, 'vy') },
      angularVelocity: optional(params.w, d.w, finite, 'w'),
    },
    overrides,
  );
}
