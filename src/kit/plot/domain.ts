// Chart domains fixed by the chart rather than inferred by Plot from its data. A domain that follows
// the data exactly changes on every scrub step, and with it the axes, which Plot must then redraw
// (see PlotFigure); rounded out to round tick values, it changes only when the data crosses one.

/** d3's tick step for about `count` ticks over [lo, hi]: 1, 2 or 5 times a power of ten. */
export function tickStep(lo: number, hi: number, count = 10): number {
  const raw = Math.abs(hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  return factor * power;
}

/**
 * [lo, hi] covering every finite value (and 0 with `zero`), rounded out to tick values as Plot's
 * `nice: true` would; a flat or empty set gets a unit-wide domain around its value.
 */
export function niceDomain(
  values: Iterable<number>,
  { zero = false, count = 10 }: { zero?: boolean; count?: number } = {},
): [number, number] {
  let lo = zero ? 0 : Infinity;
  let hi = zero ? 0 : -Infinity;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (!(lo <= hi)) return [0, 1];
  // Strip the float noise of products and quotients (0.30000000000000004) so a round domain stays
  // round and the frame's key is stable.
  const clean = (v: number) => Number(v.toPrecision(12));
  if (hi - lo < 1e-12 * Math.max(1, Math.abs(lo))) {
    // A flat set: a unit around it, rounded out like any other.
    if (lo === 0) return [0, 1];
    lo -= 0.5;
    hi += 0.5;
  }
  // Twice, as d3 does: rounding out can change the step. A value within rounding of a tick is on it.
  for (let pass = 0; pass < 2; pass++) {
    const step = tickStep(lo, hi, count);
    lo = clean(Math.floor(clean(lo / step)) * step);
    hi = clean(Math.ceil(clean(hi / step)) * step);
  }
  return [lo, hi];
}

/** An upper bound rounded up to a round value, for a domain [0, niceMax(v)]. */
export const niceMax = (v: number): number => niceDomain([v], { zero: true, count: 5 })[1];

/** A domain a chart can hold or move: two finite numbers, ascending (strictly, with `strict`). */
export const isAscending = (d: unknown, strict = false): d is [number, number] =>
  Array.isArray(d) &&
  d.length === 2 &&
  typeof d[0] === 'number' &&
  typeof d[1] === 'number' &&
  Number.isFinite(d[0]) &&
  Number.isFinite(d[1]) &&
  (strict ? d[0] < d[1] : d[0] <= d[1]);
