// What a stack widget plots step by step: how deep the boxes sink into each other, how far the
// watched (top) box has moved from where it started, the kinetic energy, the number of contacts.
import type { StackContacts2, StackPoint2 } from './stack-contacts2';
import { stepStack2 } from './stack-step2';
import { createStackWorld2, type StackBody2, type StackConfig2, type StackWorld2 } from './stack-world2';
import { measuredRun, type MeasuredRun, type MeasureSeries } from '../shared/run';

export interface StackMeasures2 {
  /** The largest overlap −s over the contact points found at the current positions (m, ≥ 0). */
  maxPenetration: number;
  /** The watched box's height and sideways position minus its start (m). */
  drift: number;
  lateralDrift: number;
  /** T = Σ ½ m |v|² + ½ I ω² over the movable boxes (J). */
  kinetic: number;
  /** U = −Σ m g·p over the movable boxes (J): with T, the energy a settling stack can only lose. */
  potential: number;
  /** Contact points (each pair has 1 or 2). */
  contacts: number;
}

function deepest(contacts: StackContacts2): { depth: number; count: number } {
  let depth = 0;
  let count = 0;
  for (const m of contacts.manifolds) {
    for (let k = 0; k < m.count; k++) depth = Math.max(depth, -(m.points[k] as StackPoint2).separation);
    count += m.count;
  }
  return { depth, count };
}

export function measureStack2(world: StackWorld2): StackMeasures2 {
  const { gravity } = world.settings;
  let kinetic = 0;
  let potential = 0;
  for (const s of world.bodies) {
    if (s.isStatic) continue;
    const { v, w } = s.motion;
    kinetic += 0.5 * s.mass * (v.x * v.x + v.y * v.y) + 0.5 * s.inertia * w * w;
    potential -= s.mass * (gravity.x * s.x + gravity.y * s.y);
  }
  const watched = world.bodies[world.watched] as StackBody2 | undefined;
  const { depth, count } = deepest(world.contacts);
  return {
    maxPenetration: depth,
    drift: watched ? watched.y - watched.start.y : 0,
    lateralDrift: watched ? watched.x - watched.start.x : 0,
    kinetic,
    potential,
    contacts: count,
  };
}

const MEASURES = ['maxPenetration', 'drift', 'lateralDrift', 'kinetic', 'potential', 'contacts'] as const;

/** One array per measure, index k after step k (index 0: the start). */
export type StackSeries2 = MeasureSeries<keyof StackMeasures2>;

/**
 * Runs `steps` steps of a fresh world built from `config` (not modified) and records the measures.
 * `step` steps the world (default stepStack2; pass stepStackSoft2 for the soft step).
 */
export const runStack2: MeasuredRun<StackConfig2, StackWorld2, keyof StackMeasures2> =
  /* @__PURE__ */ measuredRun(createStackWorld2, stepStack2, (w) => w.settings.dt, MEASURES, measureStack2);
