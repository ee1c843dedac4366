// Spheres thrown around a closed cube, the 3D scene for comparing normalImpulse3 and sphereImpulse3.
import { mulberry32 } from '../../solver';
import type { ImpulseMode3, SimConfig3, WorldSettings3 } from './types3';
import { IMPULSE_MODES } from './config3';
import { boolean, fail, integerAtLeast, nonNegative, optional, positive } from '../shared/validate';
import { optionalOneOf } from '../shared/config';

export interface SpheresInBoxParams {
  /** ≥ 1. Default 4. */
  count?: number;
  /** m. Default 0.1. */
  radius?: number;
  /** Edge of the cube, centred on the origin (m). Default 1. */
  size?: number;
  /** Largest initial velocity component (m/s). Default 2. */
  speed?: number;
  /** Largest initial spin component (rad/s). Default 5. */
  spin?: number;
  /** Default 1 (elastic): kinetic energy then shows what each impulse mode does to it. */
  restitution?: number;
  /** Default true: (0, −9.81, 0). Off also sets restitutionThreshold to 0 (unless overridden). */
  gravity?: boolean;
  /** Default 'normal'. */
  impulse?: ImpulseMode3;
  /** Default false. */
  friction?: boolean;
  /** Seed of the initial velocities and spins. Default 1. */
  seed?: number;
}

export const SPHERES_IN_BOX_DEFAULTS = Object.freeze({
  count: 4,
  radius: 0.1,
  size: 1,
  speed: 2,
  spin: 5,
  restitution: 1,
  gravity: true,
  impulse: 'normal' as ImpulseMode3,
  friction: false,
  seed: 1,
});

/** Spheres 'sphere0'… on a grid inside the cube, walls 'floor', 'ceiling', 'left', 'right', 'back', 'front'. */
export function spheresInBox(params: SpheresInBoxParams = {}, overrides: WorldSettings3 = {}): SimConfig3 {
  const d = SPHERES_IN_BOX_DEFAULTS;
  const count = optional(params.count, d.count, (x, p) => integerAtLeast(x, 1, p), 'count');
  const radius = optional(params.radius, d.radius, positive, 'radius');
  const size = optional(params.size, d.size, positive, 'size');
  const speed = optional(params.speed, d.speed, nonNegative, 'speed');
  const spin = optional(params.spin, d.spin, nonNegative, 'spin');
  const restitution = optional(params.restitution, d.restitution, nonNegative, 'restitution');
  const gravity = optional(params.gravity, d.gravity, boolean, 'gravity');
  const friction = optional(params.friction, d.friction, boolean, 'friction');
  const impulse = optionalOneOf(params.impulse, d.impulse, IMPULSE_MODES, 'impulse');
  const seed = optional(params.seed, d.seed, (x, p) => integerAtLeast(x, 0, p), 'seed');
  const cell = 3 * radius;
  const perAxis = Math.floor(size / cell);
  if (perAxis < 1 || count > perAxis * perAxis * perAxis)
    fail(`count must fit in the box (${count} spheres of radius ${radius} do not fit in a cube of ${size})`);
  const random = mulberry32(seed);
  const jitter = (scale: number): number => scale * (2 * random() - 1);
  const h = size / 2;
  const material = { restitution, muStatic: 0.3, muDynamic: 0.2 };
  const at = (i: number): number => -h + (0.5 + i) * cell;
  return {
    // Without gravity nothing rests, so nothing needs the restitution threshold; at 0 an elastic
    // run keeps its kinetic energy, which is what the page compares between impulse modes.
    restitutionThreshold: gravity ? undefined : 0,
    ...overrides,
    impulse,
    friction,
    gravity: gravity ? { x: 0, y: -9.81, z: 0 } : { x: 0, y: 0, z: 0 },
    spheres: Array.from({ length: count }, (_, i) => ({
      id: `sphere${i}`,
      radius,
      mass: 1,
      position: {
        x: at(i % perAxis),
        y: at(Math.floor(i / perAxis) % perAxis),
        z: at(Math.floor(i / (perAxis * perAxis))),
      },
      velocity: { x: jitter(speed), y: jitter(speed), z: jitter(speed) },
      spin: { x: jitter(spin), y: jitter(spin), z: jitter(spin) },
      material,
    })),
    planes: [
      { id: 'floor', normal: { x: 0, y: 1, z: 0 }, offset: -h, material },
      { id: 'ceiling', normal: { x: 0, y: -1, z: 0 }, offset: -h, material },
      { id: 'left', normal: { x: 1, y: 0, z: 0 }, offset: -h, material },
      { id: 'right', normal: { x: -1, y: 0, z: 0 }, offset: -h, material },
      { id: 'back', normal: { x: 0, y: 0, z: 1 }, offset: -h, material },
      { id: 'front', normal: { x: 0, y: 0, z: -1 }, offset: -h, material },
    ],
  };
}
