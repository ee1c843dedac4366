// The swinging chain of the revolute-joint page: src/sim's pendulumChain run three times,
// once per joint-drift correction ('none', 'mass-weighted', 'baumgarte'), so the page can compare
// them. Parameters declared once; each run is computed once per input and kept (a slider that
// only changes what is drawn — the mode shown in the diagram, the time — reruns nothing).
import { bool, choice, num, type ParamValues, DEG } from '../../params/spec';
import { type Vec2 } from '../../solver';
import {
  type JointCorrection,
  PENDULUM_CHAIN_DEFAULTS,
  pendulumChain,
  runSim2,
  type Series2,
} from '../../sim';
import { fmt } from '../../lib/format';
import { PAGE_DT } from './scenario';

export const chainParams = [
  num('links', 'Number of links', '', 1, 5, 1, 3),
  num(
    'angle0',
    'Angle of the straight chain at release (from +x; −90 hangs straight down)',
    '°',
    -90,
    60,
    5,
    0,
  ),
  num('beta', 'Baumgarte factor β', '', 0.05, 1, 0.05, 0.2),
  bool('warm', 'Warm start: each joint begins a step with its impulse from the step before', false),
  choice(
    'mode',
    'Correction shown in the diagram (and drawn thick)',
    ['no correction', 'mass-weighted', 'Baumgarte'],
    1,
  ),
  num('tSnap', 'Time shown in the diagram', 's', 0, 2, 0.05, 0.75),
] as const;

export type ChainValues = ParamValues<typeof chainParams>;

/** Simulated time (s) and steps at the page's 60 Hz: one swing down and back, cheap to rerun. */
export const CHAIN_DURATION = 2;
export const CHAIN_STEPS = Math.round(CHAIN_DURATION / PAGE_DT);
export const LINK_LENGTH = PENDULUM_CHAIN_DEFAULTS.linkLength;
export const LINK_WIDTH = PENDULUM_CHAIN_DEFAULTS.linkWidth;

export interface ModeInfo {
  key: JointCorrection;
  /** Short name for legends and readouts. */
  label: string;
}

/** In the order of the `mode` parameter's values 0, 1, 2. */
export const MODES: readonly ModeInfo[] = [
  { key: 'none', label: 'no correction' },
  { key: 'mass-weighted', label: 'mass-weighted' },
  { key: 'baumgarte', label: 'Baumgarte' },
];

export interface ChainRow {
  t: number;
  mode: JointCorrection;
  /** Top link's angle from straight down (°), counter-clockwise positive. */
  angle: number;
  /** E(t) − E(0): total mechanical energy gained (J). */
  dE: number;
  /** Largest anchor gap over the joints (mm). */
  drift: number;
}

export interface ModeSummary {
  key: JointCorrection;
  label: string;
  /** Largest gap over joints and time (mm). */
  maxDrift: number;
  /** Largest gap over joints at the end (mm). */
  finalDrift: number;
  /** E − E(0) at the end, and its largest value over the run (J). */
  finalDE: number;
  maxDE: number;
}

export interface ChainSnapshot {
  t: number;
  /** Each link as its two ends (world, m). */
  links: { from: Vec2; to: Vec2 }[];
  /** Each joint's two anchor points (A's, B's) and their gap (mm). */
  joints: { id: string; a: Vec2; b: Vec2; gap: number }[];
  /** Path of the chain's free end from t = 0 to the snapshot. */
  trail: Vec2[];
}

export interface Chain {
  p: ChainValues;
  mode: ModeInfo;
  /** The runs computed so far: all three, unless built progressively. */
  runs: Partial<Record<JointCorrection, Series2>>;
  /** Runs still to compute (progressive only), in order. */
  pending: JointCorrection[];
  /** One row per sample, per mode; empty for a pending mode. */
  rows: Record<JointCorrection, ChainRow[]>;
  /** One entry per computed run, in the order of MODES. */
  summary: ModeSummary[];
  /** Largest difference of the top link's angle between any two computed runs at one instant (°). */
  angleSpread: number;
  snapshot: ChainSnapshot;
  /** Released hanging straight down, the chain does not swing: what is left to see, or null. */
  hangingNote: string | null;
}

/** A top link that never turns further than this (°) from where it started is not swinging. */
const HANGING_SWING_DEG = 0.5;

/** Enough for every (links, angle, β) a reader scrubs through in one visit; oldest dropped first. */
const CACHE_SIZE = 48;
const cache = new Map<string, Series2>();

/** Runs (or recalls) the chain with one correction mode, its joints warm-started or not. */
export function chainRun(
  links: number,
  angle0Deg: number,
  mode: JointCorrection,
  beta: number,
  warm: boolean,
): Series2 {
  const key = runKey(links, angle0Deg, mode, beta, warm);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const config = pendulumChain(
    { links, angle: angle0Deg * DEG, correction: mode },
    { dt: PAGE_DT, jointWarmStart: warm, ...(mode === 'baumgarte' ? { baumgarteBeta: beta } : {}) },
  );
  const series = runSim2(config, CHAIN_STEPS);
  cache.set(key, series);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return series;
}

/** Forget every stored run (benchmarks measure the cold case with it). */
export function clearChainCache(): void {
  cache.clear();
}

const worldEnd = (x: number, y: number, theta: number, along: number): Vec2 => ({
  x: x + Math.cos(theta) * along,
  y: y + Math.sin(theta) * along,
});

/** Angle from straight down (°), in (−180, 180]. */
export function angleFromDown(theta: number): number {
  let a = (theta / DEG + 90) % 360;
  if (a > 180) a -= 360;
  if (a <= -180) a += 360;
  return a;
}

function maxDriftAt(series: Series2, k: number): number {
  let m = 0;
  for (const j of series.joints) m = Math.max(m, j.drift[k] as number);
  return m;
}

function runKey(
  links: number,
  angle0Deg: number,
  mode: JointCorrection,
  beta: number,
  warm: boolean,
): string {
  return `${links}|${angle0Deg}|${warm ? 'warm' : 'cold'}|${mode}${mode === 'baumgarte' ? `|${beta}` : ''}`;
}

/** The stored run, or undefined if it has not been computed (nothing is run). */
export function cachedChainRun(
  links: number,
  angle0Deg: number,
  mode: JointCorrection,
  beta: number,
  warm: boolean,
): Series2 | undefined {
  return cache.get(runKey(links, angle0Deg, mode, beta, warm));
}

function summarise(m: ModeInfo, s: Series2, out: ChainRow[]): ModeSummary {
  const top = s.bodies[0]!;
  const E0 = s.energy[0]!;
  let maxDrift = 0;
  let maxDE = -Infinity;
  for (let k = 0; k < s.t.length; k++) {
    const drift = maxDriftAt(s, k) * 1000;
    const dE = s.energy[k]! - E0;
    maxDrift = Math.max(maxDrift, drift);
    maxDE = Math.max(maxDE, dE);
    out.push({ t: s.t[k]!, mode: m.key, angle: angleFromDown(top.theta[k]!), dE, drift });
  }
  const last = s.t.length - 1;
  return {
    key: m.key,
    label: m.label,
    maxDrift,
    finalDrift: maxDriftAt(s, last) * 1000,
    finalDE: s.energy[last]! - E0,
    maxDE,
  };
}

/**
 * The chain for these parameters. By default all three runs are computed (or recalled). With
 * `progressive`, only the run the diagram shows is computed now; the others are used if stored and
 * otherwise listed in `pending`, for the widget to compute one per task (chainRun) so that no
 * single update pays for three simulations.
 */
export function chainScenario(p: ChainValues, progressive = false): Chain {
  const links = Math.round(p.links);
  const mode = MODES[Math.round(p.mode)] ?? MODES[1]!;
  const runs: Partial<Record<JointCorrection, Series2>> = {};
  const pending: JointCorrection[] = [];
  for (const m of MODES) {
    const run =
      !progressive || m.key === mode.key
        ? chainRun(links, p.angle0, m.key, p.beta, p.warm)
        : cachedChainRun(links, p.angle0, m.key, p.beta, p.warm);
    if (run) runs[m.key] = run;
    else pending.push(m.key);
  }
  const rows = { none: [], 'mass-weighted': [], baumgarte: [] } as Record<JointCorrection, ChainRow[]>;
  const summary: ModeSummary[] = [];
  for (const m of MODES) {
    const run = runs[m.key];
    if (run) summary.push(summarise(m, run, rows[m.key]));
  }
  const shown = rows[mode.key];
  let angleSpread = 0;
  for (let k = 0; k < shown.length; k++) {
    const angles = summary.map((m) => rows[m.key][k]!.angle);
    angleSpread = Math.max(angleSpread, Math.max(...angles) - Math.min(...angles));
  }
  const swing = Math.max(...shown.map((r) => Math.abs(r.angle - shown[0]!.angle)));
  const none = summary.find((m) => m.key === 'none');
  return {
    p,
    mode,
    runs,
    pending,
    rows,
    summary,
    angleSpread,
    snapshot: snapshot(runs[mode.key]!, p.tSnap),
    hangingNote: swing < HANGING_SWING_DEG ? hangingNote(p.warm, none) : null,
  };
}

/** What a chain that hangs still shows: its drift, and which of the two causes is at work. */
function hangingNote(warm: boolean, none: ModeSummary | undefined): string {
  const mm = none ? `${fmt(none.maxDrift, 3)} mm` : null;
  const still = 'Released hanging straight down, the chain does not swing.';
  return warm
    ? `${still} Warm-started, each joint begins every step already holding up the links below, and the passes only correct it: without a correction the chain comes apart by ${mm ? `only ${mm}` : 'very little'}.`
    : `${still} Without a correction it still comes apart${mm ? `, by ${mm}` : ''}: eight passes of one-joint-at-a-time impulses per step, each step starting from nothing, do not quite hold up the links below. Warm-starting the joints shrinks this a hundredfold.`;
}

function snapshot(s: Series2, t: number): ChainSnapshot {
  const k = Math.min(s.t.length - 1, Math.max(0, Math.round(t / s.dt)));
  const half = LINK_LENGTH / 2;
  const ends = s.bodies.map((b) => ({
    from: worldEnd(b.x[k]!, b.y[k]!, b.theta[k]!, -half),
    to: worldEnd(b.x[k]!, b.y[k]!, b.theta[k]!, half),
  }));
  const joints = ends.map((e, i) => {
    const a = i === 0 ? { x: 0, y: 0 } : ends[i - 1]!.to;
    return { id: s.joints[i]!.id, a, b: e.from, gap: s.joints[i]!.drift[k]! * 1000 };
  });
  const tipBody = s.bodies[s.bodies.length - 1]!;
  const trail: Vec2[] = [];
  for (let i = 0; i <= k; i++) trail.push(worldEnd(tipBody.x[i]!, tipBody.y[i]!, tipBody.theta[i]!, half));
  return { t: s.t[k]!, links: ends, joints, trail };
}
