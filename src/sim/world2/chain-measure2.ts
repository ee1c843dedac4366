// What the solver bench plots per step, cheap enough for three worlds at 60 steps a second: the
// widest joint, how far the chain's end has drifted, and the kinetic energy.
import { jointSide2, prepareJoint2 } from './joint2';
import { kinetic2, potential2 } from './measure2';
import { measuredRun, type MeasuredRun, type MeasureSeries } from '../shared/run';
import type { SimConfig2 } from '../shared/types';
import { step2 } from './step2';
import { createWorld2, type World2 } from './world2';

export interface ChainMeasure2 {
  /** Steps taken; the state is at t = steps·dt. */
  steps: number;
  t: number;
  /** The largest joint gap |C| = |anchorB − anchorA| (m); 0 for perfect joints. */
  maxGap: number;
  /**
   * |Σ C| over the joints (m). For joints that chain the world to the last body (pivot, joint1, …,
   * each one's B the next one's A), the end body sits Σ C away from where the links' angles alone
   * would put it: the end's drift from a rigid chain in the same pose.
   */
  endDrift: number;
  /** Σ C along the chain's direction from the first joint to the last body's center (m): > 0 stretched. */
  endStretch: number;
  /** Σ ½ m |v|² + ½ I ω² (J). */
  kinetic: number;
  /** Σ −m g·p (J). */
  potential: number;
}

/** The measures of the world now (see ChainMeasure2); allocates only the joints' arms. */
export function measureChain2(world: World2): ChainMeasure2 {
  const { bodies, config } = world;
  let maxGap = 0;
  let sx = 0;
  let sy = 0;
  for (const joint of config.joints) {
    const { C } = prepareJoint2(joint, bodies);
    maxGap = Math.max(maxGap, Math.hypot(C.x, C.y));
    sx += C.x;
    sy += C.y;
  }
  let endStretch = 0;
  const first = config.joints[0];
  const end = bodies[bodies.length - 1];
  if (first && end) {
    const top = jointSide2(bodies, first.bodyA, first.anchorA).point;
    const dx = end.x - top.x;
    const dy = end.y - top.y;
    const len = Math.hypot(dx, dy);
    if (len > 0) endStretch = (sx * dx + sy * dy) / len;
  }
  return {
    steps: world.steps,
    t: world.steps * config.dt,
    maxGap,
    endDrift: Math.hypot(sx, sy),
    endStretch,
    kinetic: kinetic2(bodies),
    potential: potential2(bodies, config.gravity),
  };
}

/** The measures a run records, in ChainSeries2. */
const CHAIN_MEASURES = ['maxGap', 'endDrift', 'endStretch', 'kinetic', 'potential'] as const;

/** measureChain2 at every sample of a run: each array has steps + 1 entries (index 0: t = 0). */
export type ChainSeries2 = MeasureSeries<(typeof CHAIN_MEASURES)[number]>;

/**
 * Runs `steps` steps of `config` (not modified) with `step` (step2 by default; a soft run passes
 * `(w) => stepSoft2(w, settings)`) and returns measureChain2 after each. RangeError naming the
 * field for a bad config, or 'steps'.
 */
export const runChain2: MeasuredRun<SimConfig2, World2, (typeof CHAIN_MEASURES)[number]> =
  /* @__PURE__ */ measuredRun(createWorld2, step2, (w) => w.config.dt, CHAIN_MEASURES, measureChain2);
