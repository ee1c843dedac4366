// The run loop of the engines whose plots record a few numbers per sample (runChain2, runStack2):
// sample the fresh world, then step and sample `steps` times, so each array has steps + 1 entries.
// runSim2 and runSim3 keep their own five-line loop: each page ships one of them, so a shared loop
// would only add its own bytes to that page.
import { integerAtLeast } from './validate';

/** A run's table of scalar measures: one array per key, and the times t = steps·dt. */
export type MeasureSeries<K extends string> = Record<K, number[]> & { dt: number; t: number[] };

/** What measuredRun builds: runs `steps` steps of `config` (not modified) with `step`, if given. */
export type MeasuredRun<C, W, K extends string> = (
  config: C,
  steps: number,
  step?: (world: W) => unknown,
) => MeasureSeries<K>;

/**
 * The run function of an engine: checks `steps` (RangeError naming 'steps', before the config is
 * read), builds a world from the config, then records every key of `keys` from `measure(world)` at
 * t = world.steps·dt, after each `step` (default `defaultStep`). Built once per engine, at module
 * level (its call marked @__PURE__, so a page that never runs it does not ship it).
 */
export function measuredRun<C, W extends { steps: number }, K extends string>(
  create: (config: C) => W,
  defaultStep: (world: W) => unknown,
  dt: (world: W) => number,
  keys: readonly K[],
  measure: (world: W) => Record<K, number>,
): MeasuredRun<C, W, K> {
  return (config, steps, step = defaultStep) => {
    integerAtLeast(steps, 0, 'steps');
    const world = create(config);
    const series = { dt: dt(world), t: [] } as unknown as MeasureSeries<K>;
    for (const key of keys) (series as Record<K, number[]>)[key] = [];
    for (let k = 0; ; k++) {
      const m = measure(world);
      series.t.push(world.steps * series.dt);
      for (const key of keys) series[key].push(m[key]);
      if (k === steps) return series;
      step(world);
    }
  };
}
