// The live box stack of the sequential-impulse chapter: src/sim's stack world (box2d-lite's step:
// warm start, a number of sweeps over every contact with clamped totals, Baumgarte's push) run one
// step per 1/60 s while the reader watches, with its measures recorded step by step.
//
// The parameters split in two. The scene (a stack of n boxes or a pyramid of r rows) is the world
// itself: changing it starts the run again. The solver's settings (sweeps, warm starting, clamping,
// β, slop, restitution, friction) only say how the next steps are taken: changing one continues
// the run from where it is, with a copy of the world that takes the new settings, so a reader can
// turn warm starting off under a standing stack and watch it go.
import { bool, choice, inertWhen, num, type ParamValues } from '../../params/spec';
import {
  boxPyramid,
  boxStack,
  cloneStackWorld2,
  createStackWorld2,
  measureStack2,
  runStack2,
  STACK_DEFAULTS,
  stepStack2,
  type StackConfig2,
  type StackSettings2,
  type StackWorld2,
} from '../../sim';

/** Scenes, in the order of the `stScene` parameter's values 0, 1. */
export const STACK_SCENES = [
  { key: 'stack', label: 'a vertical stack' },
  { key: 'pyramid', label: 'a pyramid' },
] as const;

/** How the stepper corrects penetration, in the order of the `stCorr` parameter's values 0, 1. */
export const POSITION_CORRECTIONS = ['Baumgarte', 'split impulses'];

/** The order of a contact's rows in a sweep, in the order of the `stOrder` parameter's values. */
const ROW_ORDERS = ['friction-first', 'normal-first', 'per-point'] as const;

export const stackParams = [
  choice(
    'stScene',
    'Scene',
    STACK_SCENES.map((s) => s.label),
  ),
  inertWhen(num('stBoxes', 'Boxes in the stack', '', 1, 20, 1, 10), (v) =>
    v.stScene === 1 ? 'The pyramid is sized by its rows.' : null,
  ),
  inertWhen(num('stRows', 'Rows of the pyramid', '', 1, 10, 1, 5), (v) =>
    v.stScene === 1 ? null : 'The stack is sized by its boxes.',
  ),
  inertWhen(num('stTop', 'Mass of the top box, times each other box’s', '', 1, 100, 1, 1), (v) =>
    v.stScene === 1 ? 'The pyramid’s boxes are all alike.' : null,
  ),
  num('stIter', 'Sweeps over the contacts per step (iterations)', '', 0, 50, 1, STACK_DEFAULTS.iterations),
  bool('stWarm', 'Warm starting', STACK_DEFAULTS.warmStart),
  bool('stAccum', 'Accumulated clamping', true),
  choice('stOrder', 'Rows of a contact in a sweep', [
    'friction first (Box2D v2.4)',
    'normal first (Box2D v3)',
    'each point, normal first (box2d-lite)',
  ]),
  num('stBeta', 'Baumgarte factor β', '', 0, 1, 0.05, STACK_DEFAULTS.beta),
  choice('stCorr', 'Position correction', POSITION_CORRECTIONS),
  num('stSlop', 'Slop: penetration left alone', 'mm', 0, 20, 0.5, STACK_DEFAULTS.slop * 1000),
  num('stE', 'Restitution e (impacts faster than 1 m/s)', '', 0, 1, 0.05, STACK_DEFAULTS.restitution),
  num('stMu', 'Friction μ', '', 0, 1.5, 0.05, STACK_DEFAULTS.friction),
] as const;

export type StackValues = ParamValues<typeof stackParams>;

/** The parameters that build the world: changing one restarts the run. */
export const SCENE_PARAMS = ['stScene', 'stBoxes', 'stRows', 'stTop'] as const;

export type StackScene = (typeof STACK_SCENES)[number];

export const stackScene = (p: StackValues): StackScene => STACK_SCENES[p.stScene === 1 ? 1 : 0];

/** The solver's settings the parameters describe (everything else at STACK_DEFAULTS). */
export function stackSettings(p: StackValues): Partial<StackSettings2> {
  return {
    iterations: Math.round(p.stIter),
    warmStart: p.stWarm,
    clamp: p.stAccum ? 'accumulated' : 'increment',
    beta: p.stBeta,
    positionCorrection: p.stCorr === 1 ? 'split' : 'baumgarte',
    rowOrder: ROW_ORDERS[p.stOrder] ?? 'friction-first',
    slop: p.stSlop / 1000,
    restitution: p.stE,
    friction: p.stMu,
  };
}

/** The world's config: the scene with the settings. */
export function stackConfig(p: StackValues): StackConfig2 {
  const settings = stackSettings(p);
  if (stackScene(p).key === 'pyramid') return boxPyramid({ rows: Math.round(p.stRows) }, settings);
  const config = boxStack({ count: Math.round(p.stBoxes) }, settings);
  // A heavy top box: the mass ratio between it and the box under it is what sequential impulses
  // converge slowest on (K's off-diagonal entry against its diagonal, M/(M + m) per sweep).
  const top = config.boxes[config.boxes.length - 1]!;
  top.mass = (top.mass ?? 1) * p.stTop;
  return config;
}

/** What identifies the scene: equal keys, same world at t = 0. */
export const sceneKey = (p: StackValues): string =>
  stackScene(p).key === 'pyramid'
    ? `pyramid ${Math.round(p.stRows)}`
    : `stack ${Math.round(p.stBoxes)} top ×${p.stTop}`;

const settingsKey = (p: StackValues): string => JSON.stringify(stackSettings(p));

/** One recorded step: the measures the charts and readouts show, in their display units. */
export interface StackSample {
  /** s */
  t: number;
  /** Largest penetration over the contact points (mm). */
  pen: number;
  /** The top box's sideways and vertical displacement from its start (cm). */
  dx: number;
  dy: number;
  /** Kinetic energy of the boxes (J). */
  ke: number;
  /** Contact points. */
  contacts: number;
}

export function sample(world: StackWorld2): StackSample {
  const m = measureStack2(world);
  return {
    t: world.steps * world.settings.dt,
    pen: m.maxPenetration * 1000,
    dx: m.lateralDrift * 100,
    dy: m.drift * 100,
    ke: m.kinetic,
    contacts: m.contacts,
  };
}

/**
 * A run the widget steps frame by frame. `samples[k]` is the state after k steps of the current
 * scene (index 0: the start); a change of settings keeps them and goes on.
 */
export class StackRun {
  world: StackWorld2;
  samples: StackSample[] = [];
  private scene: string;
  private settings: string;

  constructor(p: StackValues) {
    this.scene = sceneKey(p);
    this.settings = settingsKey(p);
    this.world = createStackWorld2(stackConfig(p));
    this.samples.push(sample(this.world));
  }

  /** Takes one step of Δt and records it. */
  step(): StackSample {
    stepStack2(this.world);
    const s = sample(this.world);
    this.samples.push(s);
    return s;
  }

  get last(): StackSample {
    return this.samples[this.samples.length - 1]!;
  }

  /**
   * Follows new parameters: 'restart' when the scene changed (a new world at t = 0), 'continue'
   * when only the settings did (the same state, stepped from now on with them), 'same' otherwise.
   */
  apply(p: StackValues): 'restart' | 'continue' | 'same' {
    if (sceneKey(p) !== this.scene) {
      this.restart(p);
      return 'restart';
    }
    const key = settingsKey(p);
    if (key === this.settings) return 'same';
    this.settings = key;
    this.world = cloneStackWorld2(this.world, stackSettings(p));
    return 'continue';
  }

  /** Back to t = 0 with these parameters. */
  restart(p: StackValues): void {
    this.scene = sceneKey(p);
    this.settings = settingsKey(p);
    this.world = createStackWorld2(stackConfig(p));
    this.samples = [sample(this.world)];
  }
}

/** The boxes as drawn: centre (m), half extents (m), angle (rad); the ground is not among them. */
export interface BoxPose {
  x: number;
  y: number;
  hw: number;
  hh: number;
  angle: number;
}

export function boxPoses(world: StackWorld2): BoxPose[] {
  return world.bodies
    .filter((b) => !b.isStatic)
    .map((b) => ({ x: b.x, y: b.y, hw: b.halfWidth, hh: b.halfHeight, angle: b.angle }));
}

/**
 * The part of the world a diagram shows for a scene, fixed for the whole run (m): the scene's
 * width and height with room on each side for a stack that leans or falls.
 */
export function sceneBounds(world: StackWorld2): { xMin: number; xMax: number; yMax: number } {
  let half = 0;
  let top = 0;
  for (const b of world.bodies) {
    if (b.isStatic) continue;
    half = Math.max(half, Math.abs(b.x) + b.halfWidth);
    top = Math.max(top, b.y + b.halfHeight);
  }
  // A column may tip over as far as it is tall; show a good part of that, a pyramid needs less.
  const side = Math.max(half + 1, Math.min(top * 0.6, 8));
  return { xMin: -side, xMax: side, yMax: top + 0.5 };
}

// ---------------------------------------------------------------------------------------------
// The charts' frames: fixed for every run, so a new sample only redraws the lines. A standing stack
// sits near zero on all three; a collapsing one leaves the chart at the top (clipped): the reader
// sees that it failed and when, which is what the chart is for.

/** Largest penetration (mm): the slop's 5 mm and a bit more. */
export const PEN_DOMAIN: [number, number] = [0, 20];
/** The top box's displacement (cm). */
export const DRIFT_DOMAIN: [number, number] = [-50, 50];
/** Kinetic energy (J): a few boxes falling at a few m/s. */
export const KE_DOMAIN: [number, number] = [0, 50];

/** The charts' time window (s): 10 s, then doubled whenever the run leaves it. */
export const WINDOW_S = 10;
export const plotWindow = (t: number): number => {
  let w = WINDOW_S;
  while (t > w) w *= 2;
  return w;
};

/** At most this many points per line: every sample until then, evenly thinned beyond. */
export const PLOT_POINTS = 600;

/** The samples to draw: all of them up to PLOT_POINTS, else every k-th and always the last. */
export function plotSamples(samples: readonly StackSample[]): StackSample[] {
  const n = samples.length;
  if (n <= PLOT_POINTS) return samples.slice();
  const every = Math.ceil(n / PLOT_POINTS);
  const out: StackSample[] = [];
  for (let i = 0; i < n; i += every) out.push(samples[i]!);
  if (out[out.length - 1] !== samples[n - 1]) out.push(samples[n - 1]!);
  return out;
}

/** Steps of the run drawn when the page is built (what a reader without JavaScript sees). */
export const PREVIEW_STEPS = Math.round(WINDOW_S / STACK_DEFAULTS.dt);

/** The defaults' run over the first window, as samples (build time; see StackWidget). */
export function previewSamples(p: StackValues): StackSample[] {
  const s = runStack2(stackConfig(p), PREVIEW_STEPS);
  return s.t.map((t, k) => ({
    t,
    pen: s.maxPenetration[k]! * 1000,
    dx: s.lateralDrift[k]! * 100,
    dy: s.drift[k]! * 100,
    ke: s.kinetic[k]!,
    contacts: s.contacts[k]!,
  }));
}
