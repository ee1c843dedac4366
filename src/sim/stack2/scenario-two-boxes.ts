// Two scenes of one or two boxes for the soft step: a heavy box on a light one (Solver2D's mass-ratio
// scene) and a box balanced on a knife edge (one contact row under its centre). In a module of their
// own, apart from the stacks, so that a page stepping only the stacks does not download them.
import type { StackConfig2 } from './stack-world2';
import type { StackSettings2 } from './stack-settings2';
import { finite, fail, optional, positive } from '../shared/validate';
import { ground } from './scenario-stacks';

export interface HeavyOnLightParams {
  /** Mass of the top box over the bottom one's, M/m ≥ 1 … 1000. Default 100. */
  ratio?: number;
  /** kg of the bottom (light) box. Default 1. */
  mass?: number;
  /** Side of both (square) boxes (m). Default 1. */
  size?: number;
  /** Vertical gap between each box and what it stands on (m); negative: overlap. Default −1 mm. */
  gap?: number;
}

export const MAX_MASS_RATIO = 1000;

export const HEAVY_ON_LIGHT_DEFAULTS: Readonly<Required<HeavyOnLightParams>> = Object.freeze({
  ratio: 100,
  mass: 1,
  size: 1,
  gap: -0.001,
});

/**
 * 'ground', 'light' (bottom, `mass`) and 'heavy' (on top, ratio·mass): Solver2D's mass-ratio scene,
 * the case where the contact matrix's entries differ most (its conditioning grows with M/m). The heavy
 * box is the watched one.
 */
export function heavyOnLight(
  params: HeavyOnLightParams = {},
  settings: Partial<StackSettings2> = {},
): StackConfig2 {
  const d = HEAVY_ON_LIGHT_DEFAULTS;
  const ratio = optional(params.ratio, d.ratio, positive, 'ratio');
  if (!(ratio >= 1 && ratio <= MAX_MASS_RATIO)) fail(`ratio must be in 1..${MAX_MASS_RATIO} (got ${ratio})`);
  const mass = optional(params.mass, d.mass, positive, 'mass');
  const size = optional(params.size, d.size, positive, 'size');
  const gap = optional(params.gap, d.gap, finite, 'gap');
  if (!(gap > -size / 2)) fail(`gap must be > −size/2 (got ${gap})`);
  const h = size / 2;
  return {
    boxes: [
      ground(),
      { id: 'light', halfWidth: h, halfHeight: h, position: { x: 0, y: h + gap }, mass },
      {
        id: 'heavy',
        halfWidth: h,
        halfHeight: h,
        position: { x: 0, y: 3 * h + 2 * gap },
        mass: ratio * mass,
      },
    ],
    settings,
    watch: 2,
  };
}

export interface BoxOnEdgeParams {
  /** kg. Default 1. */
  mass?: number;
  /** Side of the (square) box (m). Default 1. */
  size?: number;
  /** Height of the box's bottom face above the edge (m); negative: sunk in. Default 0. */
  drop?: number;
  /** Vertical velocity at the start (m/s, up positive). Default 0. */
  velocity?: number;
}

export const BOX_ON_EDGE_DEFAULTS: Readonly<Required<BoxOnEdgeParams>> = Object.freeze({
  mass: 1,
  size: 1,
  drop: 0,
  velocity: 0,
});

/**
 * 'edge', a static 1 m square turned 45° whose top corner is at (0, 0), and 'box', centred above it.
 * The box touches the edge at one point under its centre (r × n = 0): the one contact row whose
 * effective mass is the box's mass: a single spring under the box, as a page can derive it. The balance is
 * unstable, but the box is placed exactly and stays for many seconds (the unstable mode grows from
 * rounding, ~1e-16 m, at about e^(3.4 t)).
 */
export function boxOnEdge(
  params: BoxOnEdgeParams = {},
  settings: Partial<StackSettings2> = {},
): StackConfig2 {
  const d = BOX_ON_EDGE_DEFAULTS;
  const mass = optional(params.mass, d.mass, positive, 'mass');
  const size = optional(params.size, d.size, positive, 'size');
  const drop = optional(params.drop, d.drop, finite, 'drop');
  const velocity = optional(params.velocity, d.velocity, finite, 'velocity');
  if (!(drop > -size / 2)) fail(`drop must be > −size/2 (got ${drop})`);
  const h = size / 2;
  return {
    boxes: [
      {
        id: 'edge',
        halfWidth: 0.5,
        halfHeight: 0.5,
        position: { x: 0, y: -0.5 * Math.SQRT2 },
        angle: Math.PI / 4,
        static: true,
      },
      {
        id: 'box',
        halfWidth: h,
        halfHeight: h,
        position: { x: 0, y: h + drop },
        velocity: { x: 0, y: velocity },
        mass,
      },
    ],
    settings,
    watch: 1,
  };
}
