// "Run the scenario again with one parameter swept across a range": the loop behind every curve of a
// quantity against a parameter.

/** `samples` evenly spaced values from `from` to `to`, both included. */
export function linspace(from: number, to: number, samples: number): number[] {
  if (!(samples >= 2)) throw new Error(`linspace: need at least 2 samples (got ${samples})`);
  return Array.from({ length: samples }, (_, i) => from + ((to - from) * i) / (samples - 1));
}

/**
 * `run` at `values` with the parameter `name` replaced by each of `samples` evenly spaced values
 * from `from` to `to`, everything else held: one result per sample, in order.
 */
export function sweep<V extends object, K extends keyof V, R>(
  values: V,
  name: K,
  range: { from: number; to: number; samples: number },
  run: (v: V, x: number) => R,
): R[] {
  return linspace(range.from, range.to, range.samples).map((x) => run({ ...values, [name]: x }, x));
}
