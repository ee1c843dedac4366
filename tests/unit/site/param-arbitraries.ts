// Random valid parameter sets, drawn from the declarations themselves (src/params/spec.ts), so a
// new parameter is covered by every property test without touching the tests.
import fc from 'fast-check';
import type { ParamSpecs, ParamValues } from '../../../src/params/spec';

/** Any value inside [min, max] (not only on the slider grid: URLs and number boxes reach those too). */
export function paramValues<S extends ParamSpecs>(specs: S): fc.Arbitrary<ParamValues<S>> {
  const fields: Record<string, fc.Arbitrary<number | boolean>> = {};
  for (const p of specs) {
    fields[p.name] =
      p.kind === 'boolean'
        ? // Mostly movable bodies, so that most draws exercise the full formulas.
          fc.integer({ min: 0, max: 4 }).map((k) => k === 0)
        : fc.oneof(
            fc.double({ min: p.min, max: p.max, noNaN: true, noDefaultInfinity: true }),
            fc
              .integer({ min: 0, max: Math.round((p.max - p.min) / p.step) })
              .map((k) => Number((p.min + k * p.step).toFixed(10))),
          );
  }
  return fc.record(fields) as unknown as fc.Arbitrary<ParamValues<S>>;
}

/** Values on the slider grid only (what a URL written by the site contains). */
export function gridValues<S extends ParamSpecs>(specs: S): fc.Arbitrary<ParamValues<S>> {
  const fields: Record<string, fc.Arbitrary<number | boolean>> = {};
  for (const p of specs) {
    fields[p.name] =
      p.kind === 'boolean'
        ? fc.boolean()
        : fc
            .integer({ min: 0, max: Math.round((p.max - p.min) / p.step) })
            .map((k) => Number((p.min + k * p.step).toFixed(10)));
  }
  return fc.record(fields) as unknown as fc.Arbitrary<ParamValues<S>>;
}
