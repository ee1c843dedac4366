// Discs thrown around a closed 2D box: many contacts at once (the 2D benchmark's scene).
import {
  fail,
  integerAtLeast,
  mulberry32,
  nonNegative,
  optional,
  positive,
  type SimConfig2,
  type WorldSettings2,
} from '../../../../src/sim';

export interface DiscsInBoxParams {
  /** Number of discs, ≥ 1. Default 10. */
  count?: number;
  /** m. Default 0.05. */
  radius?: number;
  /** Inside size of the box (m). Default 2 × 2. */
  width?: number;
  height?: number;
  /** Largest initial speed component (m/s). Default 2. */
  speed?: number;
  restitution?: number;
  /** Seed for the initial velocities. Default 1. */
  seed?: number;
}

export const DISCS_IN_BOX_DEFAULTS = Object.freeze({
  count: 10,
  radius: 0.05,
  width: 2,
  height: 2,
  speed: 2,
  restitution: 0.8,
  seed: 1,
});

/** Discs 'disc0'… on a grid (no overlaps), seeded random velocities; walls 'floor', 'left', 'right', 'ceiling'. */
export function discsInBox(params: DiscsInBoxParams = {}, overrides: WorldSettings2 = {}): SimConfig2 {
  const d = DISCS_IN_BOX_DEFAULTS;
  const count = optional(params.count, d.count, (x, p) => integerAtLeast(x, 1, p), 'count');
  const radius = optional(params.radius, d.radius, positive, 'radius');
  const width = optional(params.width, d.width, positive, 'width');
  const height = optional(params.height, d.height, positive, 'height');
  const speed = optional(params.speed, d.speed, nonNegative, 'speed');
  const restitution = optional(params.restitution, d.restitution, nonNegative, 'restitution');
  const seed = optional(params.seed, d.seed, (x, p) => integerAtLeast(x, 0, p), 'seed');
  // Grid cells of 3 radii leave a radius of space between neighbours.
  const cell = 3 * radius;
  const perRow = Math.floor(width / cell);
  const rows = Math.ceil(count / Math.max(perRow, 1));
  if (perRow < 1 || rows * cell > height)
    fail(`count must fit in the box (${count} discs of radius ${radius} do not fit in ${width} × ${height})`);
  const random = mulberry32(seed);
  const material = { restitution, muStatic: 0.3, muDynamic: 0.2 };
  return {
    ...overrides,
    bodies: Array.from({ length: count }, (_, i) => ({
      id: `disc${i}`,
      shape: { kind: 'disc' as const, radius },
      mass: 1,
      position: { x: (0.5 + (i % perRow)) * cell, y: (0.5 + Math.floor(i / perRow)) * cell },
      velocity: { x: speed * (2 * random() - 1), y: speed * (2 * random() - 1) },
      material,
    })),
    planes: [
      { id: 'floor', normal: { x: 0, y: 1 }, offset: 0, material },
      { id: 'left', normal: { x: 1, y: 0 }, offset: 0, material },
      { id: 'right', normal: { x: -1, y: 0 }, offset: -width, material },
      { id: 'ceiling', normal: { x: 0, y: -1 }, offset: -height, material },
    ],
  };
}
