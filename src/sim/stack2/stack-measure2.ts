// What a stack widget plots step by step: how deep the boxes sink into each other, how far the
// watched (top) box has moved from where it started, the kinetic energy, the number of contacts.
import type { StackContacts2, StackPoint2 } from './stack-contacts2';
import { stepStack2 } from './stack-step2';
import { createStackWorld2, type StackBody2, type StackConfig2, type StackWorld2 } from './stack-world2';
import { integerAtLeast } from '../shared/validate';

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
export interface StackSeries2 extends Record<keyof StackMeasures2, number[]> {
  dt: number;
  t: number[];
}

/**
 * Runs `steps` steps of a fresh world built from `config` (not modified) and records the measures.
 * `step` steps the world (default stepStack2; pass stepStackSoft2 for the soft step).
 */
export function runStack2(
  config: StackConfig2,
  steps: number,
  step: (world: StackWorld2) => void = stepStack2,
): StackSeries2 {
  integerAtLeast(steps, 0, 'steps');
  const world = createStackWorld2(config);
  const series = { dt: world.settings.dt, t: [] } as unknown as StackSeries2;
  for (const k of MEASURES) series[k] = [];
  const record = (): void => {
    const m = measureStack2(world);
    series.t.push(world.steps * world.settings.dt);
    for (const k of MEASURES) series[k].push(m[k]);
  };
  record();
  for (let k = 0; k < steps; k++) {
    step(world);
    record();
  }
  return series;
}
