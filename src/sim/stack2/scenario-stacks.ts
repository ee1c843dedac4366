// The box scenes of the sequential-impulse chapter: a vertical stack, a pyramid, one box on the
// ground. All stand on 'ground', a static 40 m × 1 m box whose top is y = 0, and are built
// without randomness: the same parameters give the same scene, and the same run, everywhere.
import type { BoxDef2, StackConfig2 } from './stack-world2';
import type { StackSettings2 } from './stack-settings2';
import { finite, integerAtLeast, fail, nonNegative, optional, positive } from '../shared/validate';

/** The ground's half extents: wide enough for a 10-row pyramid of 1 m boxes many times over. */
const GROUND_HALF_WIDTH = 20;
const GROUND_HALF_HEIGHT = 0.5;

/** The scenes' ground: static, its top at y = 0. */
export const ground = (): BoxDef2 => ({
  id: 'ground',
  halfWidth: GROUND_HALF_WIDTH,
  halfHeight: GROUND_HALF_HEIGHT,
  position: { x: 0, y: -GROUND_HALF_HEIGHT },
  static: true,
});

export const MAX_STACK_BOXES = 20;
export const MAX_PYRAMID_ROWS = 10;

export interface BoxStackParams {
  /** Boxes, 1..MAX_STACK_BOXES. Default 10. */
  count?: number;
  /** Side of each (square) box (m). Default 1. */
  size?: number;
  /** kg per box. Default 1. */
  mass?: number;
  /**
   * Vertical gap between a box and what it stands on (m); negative: they start overlapping.
   * Default −1 mm: every contact exists from the first step and lies inside the slop, so the
   * stack starts at rest on its contacts rather than falling onto them.
   */
  gap?: number;
  /** Sideways shift of each box from the one below (m), alternating left and right. Default 0. */
  stagger?: number;
}

export const BOX_STACK_DEFAULTS: Readonly<Required<BoxStackParams>> = Object.freeze({
  count: 10,
  size: 1,
  mass: 1,
  gap: -0.001,
  stagger: 0,
});

/** 'ground', then 'box0' (bottom) … 'box<count−1>' (top, the box the measures watch). */
export function boxStack(params: BoxStackParams = {}, settings: Partial<StackSettings2> = {}): StackConfig2 {
  const d = BOX_STACK_DEFAULTS;
  const count = optional(params.count, d.count, (x, p) => integerAtLeast(x, 1, p), 'count');
  if (count > MAX_STACK_BOXES) fail(`count must be ≤ ${MAX_STACK_BOXES} (got ${count})`);
  const size = optional(params.size, d.size, positive, 'size');
  const mass = optional(params.mass, d.mass, positive, 'mass');
  const gap = optional(params.gap, d.gap, finite, 'gap');
  const stagger = optional(params.stagger, d.stagger, finite, 'stagger');
  if (!(gap > -size / 2)) fail(`gap must be > −size/2 (got ${gap})`);
  const h = size / 2;
  const boxes: BoxDef2[] = [ground()];
  for (let i = 0; i < count; i++) {
    boxes.push({
      id: `box${i}`,
      halfWidth: h,
      halfHeight: h,
      position: { x: i % 2 === 0 ? 0 : stagger, y: h + i * size + (i + 1) * gap },
      mass,
    });
  }
  return { boxes, settings, watch: count };
}

export interface BoxPyramidParams {
  /** Rows, 1..MAX_PYRAMID_ROWS (rows·(rows+1)/2 boxes: 55 at 10). Default 10. */
  rows?: number;
  /** Side of each (square) box (m). Default 1. */
  size?: number;
  /** kg per box. Default 1. */
  mass?: number;
  /** Space between neighbours in a row (m), so that they do not touch. Default 1/8 of the size. */
  spacing?: number;
  /** Vertical gap between rows and above the ground (m); negative: overlap. Default −1 mm. */
  gap?: number;
}

/** `spacing` here is for the default 1 m box: the spacing scales with `size` unless given. */
export const BOX_PYRAMID_DEFAULTS: Readonly<Required<BoxPyramidParams>> = Object.freeze({
  rows: 10,
  size: 1,
  mass: 1,
  spacing: 0.125,
  gap: -0.001,
});

/**
 * 'ground', then the rows from the bottom up, left to right: row r has rows − r boxes, each
 * centred over the gap between two boxes of the row below. The top box is the watched one.
 */
export function boxPyramid(
  params: BoxPyramidParams = {},
  settings: Partial<StackSettings2> = {},
): StackConfig2 {
  const d = BOX_PYRAMID_DEFAULTS;
  const rows = optional(params.rows, d.rows, (x, p) => integerAtLeast(x, 1, p), 'rows');
  if (rows > MAX_PYRAMID_ROWS) fail(`rows must be ≤ ${MAX_PYRAMID_ROWS} (got ${rows})`);
  const size = optional(params.size, d.size, positive, 'size');
  const mass = optional(params.mass, d.mass, positive, 'mass');
  const spacing = optional(params.spacing, d.spacing * size, nonNegative, 'spacing');
  const gap = optional(params.gap, d.gap, finite, 'gap');
  if (!(gap > -size / 2)) fail(`gap must be > −size/2 (got ${gap})`);
  const h = size / 2;
  const pitch = size + spacing;
  const boxes: BoxDef2[] = [ground()];
  for (let r = 0; r < rows; r++) {
    const across = rows - r;
    for (let i = 0; i < across; i++) {
      boxes.push({
        id: `box${r}-${i}`,
        halfWidth: h,
        halfHeight: h,
        position: { x: (i - (across - 1) / 2) * pitch, y: h + r * size + (r + 1) * gap },
        mass,
      });
    }
  }
  return { boxes, settings, watch: boxes.length - 1 };
}

export interface BoxOnGroundParams {
  /** Half extents (m). Default 0.5 × 0.25 (a 1 m × 0.5 m box). */
  halfWidth?: number;
  halfHeight?: number;
  /** kg. Default 1. */
  mass?: number;
  /**
   * Tilt (rad). 0: the box lies on its long face, which touches the ground at its two corners
   * (the two-point manifold). Otherwise it stands on its lowest corner (and tips over).
   */
  angle?: number;
  /** Height of the lowest point above the ground (m); negative: sunk in. Default −1 mm. */
  drop?: number;
}

export const BOX_ON_GROUND_DEFAULTS: Readonly<Required<BoxOnGroundParams>> = Object.freeze({
  halfWidth: 0.5,
  halfHeight: 0.25,
  mass: 1,
  angle: 0,
  drop: -0.001,
});

/** 'ground' and 'box'. */
export function boxOnGround(
  params: BoxOnGroundParams = {},
  settings: Partial<StackSettings2> = {},
): StackConfig2 {
  const d = BOX_ON_GROUND_DEFAULTS;
  const hx = optional(params.halfWidth, d.halfWidth, positive, 'halfWidth');
  const hy = optional(params.halfHeight, d.halfHeight, positive, 'halfHeight');
  const mass = optional(params.mass, d.mass, positive, 'mass');
  const angle = optional(params.angle, d.angle, finite, 'angle');
  const drop = optional(params.drop, d.drop, finite, 'drop');
  // The lowest point of a box turned by θ lies |hx sin θ| + |hy cos θ| below its center.
  const reach = Math.abs(hx * Math.sin(angle)) + Math.abs(hy * Math.cos(angle));
  return {
    boxes: [
      ground(),
      { id: 'box', halfWidth: hx, halfHeight: hy, position: { x: 0, y: reach + drop }, angle, mass },
    ],
    settings,
    watch: 1,
  };
}
