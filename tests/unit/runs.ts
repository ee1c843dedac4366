// The number of draws a property test makes.

/**
 * The count a property asks for, or a fraction of it (at least 20) when PROPERTY_RUNS_SCALE is set
 * between 0 and 1. Only the mutation run sets it (vitest.mutation.config.ts): there every mutant
 * reruns the tests that reach its code, and a changed formula fails within the first few draws.
 */
export function runs(n: number): number {
  const scale = Number(process.env.PROPERTY_RUNS_SCALE ?? 1);
  return scale > 0 && scale < 1 ? Math.max(20, Math.ceil(n * scale)) : n;
}
