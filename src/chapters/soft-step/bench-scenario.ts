// The solver bench: two or three solvers stepping the same scene side by side, one world each, all
// from the same state at t = 0 and with the same step Δt = 1/60 s, so that whatever differs between
// their runs is the solver's doing. The scenes are Solver2D's (Catto 2024): a tall stack, a pyramid,
// a heavy box on a light one, boxes started overlapping, and a chain with a heavy end. They are built
// without randomness (src/sim's scenes have none): the same parameters give the same runs everywhere,
// which is what a shared seed would buy.
//
// The solvers, at equal work per step by default (four sweeps against four substeps of one solve and
// one relax sweep, as the page's mass-ratio table counts it):
//   - the previous chapter's loop (PGS, warm started) with Baumgarte's bias: stepStack2;
//   - the same loop with split impulses (the push on a pseudo-velocity that moves the boxes and is
//     then forgotten): stepStack2 with positionCorrection 'split';
//   - the soft step, n substeps with relaxing: stepStackSoft2.
// On the chain (world2's joints) the same three are step2 with Baumgarte's bias, step2 with the
// mass-weighted position pass (the joints' way of correcting positions without adding velocity,
// what split impulses do for contacts), both warm started, and stepSoft2.
//
// As in the previous chapter's stack, the parameters split in two. The scene (and which solvers are
// on the bench) builds the worlds: changing it starts every run again. The solvers' settings only say
// how the next steps are taken: changing one carries on from the current state.
import { choice, inertWhen, num, type ParamValues } from '../../params/spec';
import { fmt } from '../../lib/format';
import {
  boxPyramid,
  boxStack,
  cloneStackWorld2,
  createStackWorld2,
  createWorld2,
  heavyChain,
  heavyOnLight,
  measureChain2,
  measureStack2,
  PENDULUM_CHAIN_DEFAULTS,
  STACK_DEFAULTS,
  step2,
  stepSoft2,
  stepStack2,
  stepStackSoft2,
  type StackConfig2,
  type StackSettings2,
  type StackWorld2,
  type World2,
} from '../../sim';

/** Scenes, in the order of the `bScene` parameter's values. */
export const BENCH_SCENES = [
  { key: 'stack', label: 'a tall stack' },
  { key: 'pyramid', label: 'a pyramid' },
  { key: 'heavy', label: 'a heavy box on a light one' },
  { key: 'overlap', label: 'overlap recovery (a pyramid started overlapping)' },
  { key: 'chain', label: 'a chain with a heavy end' },
] as const;

export type BenchSceneKey = (typeof BENCH_SCENES)[number]['key'];

export type SolverKey = 'baumgarte' | 'split' | 'soft';

/** The solvers' names, as the legend, the panels and the readout columns give them. */
export const SOLVER_NAMES: Record<SolverKey, string> = {
  baumgarte: 'PGS, Baumgarte',
  split: 'PGS, split impulses',
  soft: 'soft step',
};

/**
 * Which solvers stand side by side, in the order of the `bSolvers` parameter's values. A choice of
 * sets rather than a checkbox per solver: every value is two or three solvers, so no state (and no
 * link) can ask for fewer.
 */
export const SOLVER_SETS: readonly { label: string; solvers: readonly SolverKey[] }[] = [
  { label: 'all three', solvers: ['baumgarte', 'split', 'soft'] },
  { label: 'PGS with Baumgarte, and with split impulses', solvers: ['baumgarte', 'split'] },
  { label: 'PGS with Baumgarte, and the soft step', solvers: ['baumgarte', 'soft'] },
  { label: 'PGS with split impulses, and the soft step', solvers: ['split', 'soft'] },
];

/** Overlap recovery's scene: a pyramid of this many rows (10 boxes), every row sunk into the one below. */
export const OVERLAP_ROWS = 4;

/** The mass ratios the heavy scenes take, in the order of the `bRatio` parameter's values. */
export const MASS_RATIOS = [1, 10, 100] as const;

const sceneOf = (v: Readonly<Record<string, number | boolean>>): BenchSceneKey =>
  BENCH_SCENES[Math.round(Number(v.bScene))]?.key ?? 'stack';
const solversOf = (v: Readonly<Record<string, number | boolean>>): readonly SolverKey[] =>
  SOLVER_SETS[Math.round(Number(v.bSolvers))]?.solvers ?? SOLVER_SETS[0]!.solvers;

/** Inert unless the scene is one of `keys`; the reason names what sizes the scene instead. */
const onlyFor =
  (keys: readonly BenchSceneKey[], what: string) => (v: Readonly<Record<string, number | boolean>>) =>
    keys.includes(sceneOf(v)) ? null : `Only ${what}.`;

// The scenes' sizes come before the scene in this list: a tool that changes every parameter in turn
// (the site's link round trip) then meets each while the default scene still uses it, as a reader who
// sets a size before the scene does. The controls' order on the page is the widget's, not this.
export const benchParams = [
  inertWhen(
    choice(
      'bRatio',
      'Mass ratio (heavy : light)',
      MASS_RATIOS.map((r) => `${r} : 1`),
      2,
    ),
    onlyFor(['heavy', 'chain'], 'the heavy box on a light one and the chain’s end have a mass ratio'),
  ),
  inertWhen(
    num('bBoxes', 'Boxes in the stack', '', 2, 20, 1, 10),
    onlyFor(['stack'], 'the tall stack is sized by its boxes'),
  ),
  inertWhen(
    num('bRows', 'Rows of the pyramid', '', 2, 10, 1, 10),
    onlyFor(['pyramid'], 'the pyramid is sized by its rows'),
  ),
  inertWhen(
    num('bOverlap', 'Overlap of each box at the start', 'cm', 1, 40, 1, 25),
    onlyFor(['overlap'], 'the overlap recovery scene starts its boxes overlapping'),
  ),
  inertWhen(num('bLinks', 'Links in the chain', '', 2, 20, 1, 3), onlyFor(['chain'], 'the chain has links')),
  choice(
    'bScene',
    'Scene',
    BENCH_SCENES.map((s) => s.label),
    2,
  ),
  choice(
    'bSolvers',
    'Solvers side by side',
    SOLVER_SETS.map((s) => s.label),
  ),
  inertWhen(num('bIter', 'PGS: sweeps per step', '', 1, 50, 1, 4), (v) =>
    solversOf(v).some((s) => s !== 'soft') ? null : 'No PGS solver is on the bench.',
  ),
  inertWhen(num('bSub', 'Soft step: substeps per step', '', 1, 16, 1, 4), (v) =>
    solversOf(v).includes('soft') ? null : 'The soft step is not on the bench.',
  ),
  inertWhen(num('bRelax', 'Soft step: relax sweeps per substep', '', 0, 10, 1, 1), (v) =>
    solversOf(v).includes('soft') ? null : 'The soft step is not on the bench.',
  ),
] as const;

export type BenchValues = ParamValues<typeof benchParams>;

/** The parameters that build the worlds: changing one restarts the runs. */
export const BENCH_SCENE_PARAMS = [
  'bScene',
  'bSolvers',
  'bRatio',
  'bBoxes',
  'bRows',
  'bOverlap',
  'bLinks',
] as const;
/** The solvers' settings: changing one carries the runs on. */
export const BENCH_SOLVER_PARAMS = ['bIter', 'bSub', 'bRelax'] as const;

export const benchScene = (p: BenchValues) => BENCH_SCENES.find((s) => s.key === sceneOf(p))!;
export const benchSolvers = (p: BenchValues): readonly SolverKey[] => solversOf(p);
export const massRatio = (p: BenchValues): number => MASS_RATIOS[Math.round(p.bRatio)] ?? 100;

/** The box scenes' stack-world settings for a solver (everything else at STACK_DEFAULTS). */
export function stackSolverSettings(solver: SolverKey, p: BenchValues): Partial<StackSettings2> {
  if (solver === 'soft') return { substeps: Math.round(p.bSub), relaxIterations: Math.round(p.bRelax) };
  return { iterations: Math.round(p.bIter), positionCorrection: solver === 'split' ? 'split' : 'baumgarte' };
}

/** The soft step's joint settings for the chain (the rest at SOFT2_DEFAULTS). */
export const chainSoftSettings = (p: BenchValues) => ({
  substeps: Math.round(p.bSub),
  relaxIterations: Math.round(p.bRelax),
});

/** The box scene's config, with a solver's settings. */
export function boxConfig(p: BenchValues, settings: Partial<StackSettings2>): StackConfig2 {
  switch (sceneOf(p)) {
    case 'pyramid':
      return boxPyramid({ rows: Math.round(p.bRows) }, settings);
    case 'heavy':
      return heavyOnLight({ ratio: massRatio(p) }, settings);
    case 'overlap':
      return boxPyramid({ rows: OVERLAP_ROWS, gap: -p.bOverlap / 100 }, settings);
    default:
      return boxStack({ count: Math.round(p.bBoxes) }, settings);
  }
}

/** The chain's world for a PGS solver: step2 at `bIter` iterations, warm started. */
const chainConfig = (p: BenchValues, solver: SolverKey) =>
  heavyChain(
    {
      links: Math.round(p.bLinks),
      endMassRatio: massRatio(p),
      correction: solver === 'split' ? 'mass-weighted' : 'baumgarte',
    },
    { iterations: Math.round(p.bIter), jointWarmStart: true },
  );

/** What identifies the scene and the bench: equal keys, the same worlds at t = 0. */
export function benchSceneKey(p: BenchValues): string {
  const scene = sceneOf(p);
  const size =
    scene === 'pyramid'
      ? Math.round(p.bRows)
      : scene === 'heavy'
        ? massRatio(p)
        : scene === 'overlap'
          ? p.bOverlap
          : scene === 'chain'
            ? `${Math.round(p.bLinks)} ${massRatio(p)}`
            : Math.round(p.bBoxes);
  return `${scene} ${size} ${solversOf(p).join(' ')}`;
}

const settingsKey = (p: BenchValues): string =>
  `${Math.round(p.bIter)} ${Math.round(p.bSub)} ${Math.round(p.bRelax)}`;

/**
 * A per-solver readout: three significant figures, and anything under 0.001 as "< 0.001". A box at
 * rest has a kinetic energy of 10⁻¹⁵ J or 10⁻³⁰ J as rounding leaves it; printed in full, three such
 * numbers side by side would not fit a phone's column, and their exponents say nothing.
 */
export const fmtBench = (x: number): string => (Math.abs(x) < 1e-3 && x !== 0 ? '< 0.001' : fmt(x, 3));

/** One recorded step of one solver, in display units. */
export interface BenchSample {
  /** s */
  t: number;
  /** Largest penetration (mm); on the chain, the largest joint gap. */
  pen: number;
  /** The top box's distance from where it started (cm); on the chain, the end's stretch (signed). */
  drift: number;
  /** Kinetic energy (J). */
  ke: number;
}

/** One solver's world on the bench: a box world or the chain, and how to step it. */
export type Lane =
  | { solver: SolverKey; kind: 'boxes'; world: StackWorld2; samples: BenchSample[]; peak: number }
  | {
      solver: SolverKey;
      kind: 'chain';
      world: World2;
      soft: { substeps: number; relaxIterations: number };
      samples: BenchSample[];
      peak: number;
    };

export function laneSample(lane: Lane): BenchSample {
  if (lane.kind === 'boxes') {
    const m = measureStack2(lane.world);
    return {
      t: lane.world.steps * lane.world.settings.dt,
      pen: m.maxPenetration * 1000,
      drift: Math.hypot(m.drift, m.lateralDrift) * 100,
      ke: m.kinetic,
    };
  }
  const m = measureChain2(lane.world);
  return { t: m.t, pen: m.maxGap * 1000, drift: m.endStretch * 100, ke: m.kinetic };
}

function createLane(p: BenchValues, solver: SolverKey): Lane {
  const lane: Lane =
    sceneOf(p) === 'chain'
      ? {
          solver,
          kind: 'chain',
          world: createWorld2(chainConfig(p, solver)),
          soft: chainSoftSettings(p),
          samples: [],
          peak: 0,
        }
      : {
          solver,
          kind: 'boxes',
          world: createStackWorld2(boxConfig(p, stackSolverSettings(solver, p))),
          samples: [],
          peak: 0,
        };
  record(lane);
  return lane;
}

function record(lane: Lane): BenchSample {
  const s = laneSample(lane);
  lane.samples.push(s);
  lane.peak = Math.max(lane.peak, s.pen);
  return s;
}

/** One step of Δt for one lane, with its solver. */
export function stepLane(lane: Lane): void {
  if (lane.kind === 'boxes') {
    if (lane.solver === 'soft') stepStackSoft2(lane.world);
    else stepStack2(lane.world);
  } else if (lane.solver === 'soft') stepSoft2(lane.world, lane.soft);
  else step2(lane.world);
}

/** Follows new settings from the current state: the worlds keep their bodies and contacts. */
function retune(lane: Lane, p: BenchValues): void {
  if (lane.kind === 'boxes') lane.world = cloneStackWorld2(lane.world, stackSolverSettings(lane.solver, p));
  else if (lane.solver === 'soft') lane.soft = chainSoftSettings(p);
  // step2 reads its iterations from the world's resolved config: a copy with the new count.
  else lane.world.config = { ...lane.world.config, iterations: Math.round(p.bIter) };
}

/**
 * The runs the widget steps frame by frame, one lane per solver. `lanes[i].samples[k]` is the state
 * after k steps of the current scene (index 0: the start); a change of settings keeps them and goes on.
 */
export class BenchRun {
  lanes: Lane[] = [];
  private scene = '';
  private settings = '';

  constructor(p: BenchValues) {
    this.restart(p);
  }

  /** Steps taken since the scene started (the same for every lane). */
  get steps(): number {
    return this.lanes[0]!.samples.length - 1;
  }

  get t(): number {
    return this.steps * STACK_DEFAULTS.dt;
  }

  /** One step of Δt for every solver, recorded. */
  step(): void {
    for (const lane of this.lanes) {
      stepLane(lane);
      record(lane);
    }
  }

  /**
   * Follows new parameters: 'restart' when the scene or the bench changed (new worlds at t = 0),
   * 'continue' when only the solvers' settings did (the same states, stepped from now on with them),
   * 'same' otherwise.
   */
  apply(p: BenchValues): 'restart' | 'continue' | 'same' {
    if (benchSceneKey(p) !== this.scene) {
      this.restart(p);
      return 'restart';
    }
    const key = settingsKey(p);
    if (key === this.settings) return 'same';
    this.settings = key;
    for (const lane of this.lanes) retune(lane, p);
    return 'continue';
  }

  /** Back to t = 0 with these parameters. */
  restart(p: BenchValues): void {
    this.scene = benchSceneKey(p);
    this.settings = settingsKey(p);
    this.lanes = solversOf(p).map((s) => createLane(p, s));
  }
}

/** A body as drawn: centre (m), half extents (m), angle (rad). */
export interface BodyPose {
  x: number;
  y: number;
  hw: number;
  hh: number;
  angle: number;
}

/** The lane's movable bodies (boxes, or the chain's links), in the world's order. */
export function lanePoses(lane: Lane): BodyPose[] {
  if (lane.kind === 'boxes')
    return lane.world.bodies
      .filter((b) => !b.isStatic)
      .map((b) => ({ x: b.x, y: b.y, hw: b.halfWidth, hh: b.halfHeight, angle: b.angle }));
  return lane.world.bodies.map((b) => {
    const s = b.shape.kind === 'box' ? b.shape : { width: 0, height: 0 };
    return { x: b.x, y: b.y, hw: s.width / 2, hh: s.height / 2, angle: b.theta };
  });
}

/**
 * The part of the world a panel shows, fixed for the run (m). Boxes: the scene with room on each side
 * for a stack that leans or a box that slides off, the ground at y = 0. The chain: the circle its end
 * sweeps, with room for the stretch, above and below the pivot.
 */
export function benchBounds(lane: Lane): { xMin: number; xMax: number; yMin: number; yMax: number } {
  if (lane.kind === 'chain') {
    const reach = lane.world.bodies.length * CHAIN_LINK + 0.3;
    return { xMin: -reach, xMax: reach, yMin: -reach * 1.25, yMax: 0.4 };
  }
  let half = 0;
  let top = 0;
  for (const b of lane.world.bodies) {
    if (b.isStatic) continue;
    half = Math.max(half, Math.abs(b.x) + b.halfWidth);
    top = Math.max(top, b.y + b.halfHeight);
  }
  const side = Math.max(half + 1.2, Math.min(top * 0.45, 6));
  return { xMin: -side, xMax: side, yMin: 0, yMax: top + 0.5 };
}

// ---------------------------------------------------------------------------------------------
// The charts' frames, fixed per scene for the whole run: a new sample only redraws the lines. A
// solver that fails leaves the chart at the top (clipped): the reader sees that it failed, and when.

export interface BenchDomains {
  pen: [number, number];
  drift: [number, number];
  ke: [number, number];
}

export function benchDomains(p: BenchValues): BenchDomains {
  const ratio = massRatio(p);
  switch (sceneOf(p)) {
    case 'heavy':
      // The soft step's springs hold a 100 kg box some 35 mm down; a box that slides off is past 50 cm.
      return { pen: [0, 50], drift: [0, 100], ke: [0, 2 * ratio] };
    case 'overlap':
      // The start's overlap, and the distance the top box rises as the rows come apart.
      return { pen: [0, Math.max(20, 12 * p.bOverlap)], drift: [0, 150], ke: [0, 50] };
    case 'chain': {
      // The energy the swing can turn into motion: every link's weight over its centre's drop to hanging.
      const links = Math.round(p.bLinks);
      let drop = 0;
      for (let i = 0; i < links; i++) drop += (i === links - 1 ? ratio : 1) * (i + 0.5) * CHAIN_LINK;
      return { pen: [0, 500], drift: [-50, 150], ke: [0, 1.2 * G * drop] };
    }
    case 'pyramid':
      return { pen: [0, 20], drift: [0, 20], ke: [0, 5] };
    default:
      return { pen: [0, 20], drift: [0, 50], ke: [0, 20] };
  }
}

/** The chain's link length (m, heavyChain's) and gravity (m/s²), for the chain's energy scale. */
const CHAIN_LINK = PENDULUM_CHAIN_DEFAULTS.linkLength;
const G = -STACK_DEFAULTS.gravity.y;

/** The charts' time window (s): 10 s, then doubled whenever the run leaves it. */
export const WINDOW_S = 10;
export const plotWindow = (t: number): number => {
  let w = WINDOW_S;
  while (t > w) w *= 2;
  return w;
};

/** At most this many points per line: every sample until then, evenly thinned beyond. */
export const PLOT_POINTS = 600;

export function plotSamples(samples: readonly BenchSample[]): BenchSample[] {
  const n = samples.length;
  if (n <= PLOT_POINTS) return samples.slice();
  const every = Math.ceil(n / PLOT_POINTS);
  const out: BenchSample[] = [];
  for (let i = 0; i < n; i += every) out.push(samples[i]!);
  if (out[out.length - 1] !== samples[n - 1]) out.push(samples[n - 1]!);
  return out;
}

/** Steps of the runs drawn when the page is built (what a reader without JavaScript sees). */
export const PREVIEW_STEPS = Math.round(WINDOW_S / STACK_DEFAULTS.dt);

/** The runs over the first window at these parameters (build time; see SolverBench). */
export function previewRun(p: BenchValues): BenchRun {
  const run = new BenchRun(p);
  for (let k = 0; k < PREVIEW_STEPS; k++) run.step();
  return run;
}
