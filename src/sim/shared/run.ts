// What every engine's run does around its own step: check the step count, build the world, sample
// the start and then the state after every step into series arrays named once per engine.
import { integerAtLeast } from './validate';

/** An empty array for each name, in the order given (the order the series' keys keep). */
export function emptyArrays<const K extends string>(names: readonly K[]): Record<K, number[]> {
  return Object.fromEntries(names.map((k) => [k, []])) as unknown as Record<K, number[]>;
}

/** Appends each named field of `from` to the array of the same name. */
export function pushFields<K extends string>(
  to: Record<K, number[]>,
  from: Readonly<Record<K, number>>,
  names: readonly K[],
): void {
  for (const k of names) to[k].push(from[k]);
}

/**
 * Runs `steps` steps of the world `create` builds and returns the series `start` opens: `sample`
 * records the start and the state after each step, `step` takes one step (and records what it did).
 * Throws RangeError naming 'steps' for a bad step count, before the config is read.
 */
export function runSeries<W, S>(
  steps: number,
  create: () => W,
  start: (world: W) => S,
  step: (world: W, series: S) => void,
  sample: (world: W, series: S) => void,
): S {
  integerAtLeast(steps, 0, 'steps');
  const world = create();
  const series = start(world);
  sample(world, series);
  for (let k = 0; k < steps; k++) {
    step(world, series);
    sample(world, series);
  }
  return series;
}
