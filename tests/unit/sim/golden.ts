// Golden files for deterministic runs, in the spirit of Observable Plot's snapshot tests: the run
// is stored as JSON with float noise trimmed, and compared after the same trimming (to 1e-8).
// Regenerate with: UPDATE_GOLDEN=1 npx vitest run tests/unit/sim
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), 'golden');

/** Significant digits kept: far above any difference a physics change would make, far below the
 *  last-bit differences a libm or compiler could. */
export const GOLDEN_DIGITS = 10;

/** Values smaller than this are rounding residue around zero (1e-17 vs −3e-18): stored as 0. */
export const GOLDEN_ZERO = 1e-9;

export function trimNumber(x: number): number {
  if (!Number.isFinite(x)) throw new Error(`golden values must be finite (got ${x})`);
  if (Math.abs(x) < GOLDEN_ZERO) return 0;
  return Number(x.toPrecision(GOLDEN_DIGITS));
}

/** A copy of `value` with every number trimmed. */
export function trim(value: unknown): unknown {
  if (typeof value === 'number') return trimNumber(value);
  if (Array.isArray(value)) return value.map(trim);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  return value;
}

/** JSON with arrays of numbers kept on one line, so a diff shows which series changed. */
function format(value: unknown): string {
  return (
    JSON.stringify(value, null, 2).replace(
      /\[\s+(-?[\d.e+-]+(?:,\s+-?[\d.e+-]+)*)\s+\]/g,
      (_, body: string) => `[${body.replace(/,\s+/g, ', ')}]`,
    ) + '\n'
  );
}

/**
 * Trimmed values are compared with this relative tolerance (plus GOLDEN_ZERO absolute), not bit
 * for bit: a last-digit flip at a rounding boundary, or a 1-ulp change in a contract function grown
 * by a chaotic run (the pendulum), is not a physics change; anything above 1e-8 is.
 */
export const GOLDEN_TOLERANCE = 1e-8;

/** The path of the first difference between two trimmed values, or null when they match. */
export function goldenDiff(actual: unknown, expected: unknown, path = '$'): string | null {
  if (typeof actual === 'number' && typeof expected === 'number') {
    const limit = GOLDEN_TOLERANCE * Math.max(Math.abs(actual), Math.abs(expected)) + GOLDEN_ZERO;
    return Math.abs(actual - expected) <= limit ? null : `${path}: ${actual} (golden ${expected})`;
  }
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if (actual.length !== expected.length)
      return `${path}: length ${actual.length} (golden ${expected.length})`;
    for (let i = 0; i < actual.length; i++) {
      const d = goldenDiff(actual[i], expected[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (
    actual !== null &&
    expected !== null &&
    typeof actual === 'object' &&
    typeof expected === 'object' &&
    !Array.isArray(actual) &&
    !Array.isArray(expected)
  ) {
    const keys = [...new Set([...Object.keys(actual), ...Object.keys(expected)])];
    for (const k of keys) {
      const d = goldenDiff(
        (actual as Record<string, unknown>)[k],
        (expected as Record<string, unknown>)[k],
        `${path}.${k}`,
      );
      if (d) return d;
    }
    return null;
  }
  return Object.is(actual, expected)
    ? null
    : `${path}: ${JSON.stringify(actual)} (golden ${JSON.stringify(expected)})`;
}

/** Where golden files are read and written, and which environment decides; tests pass their own. */
export interface GoldenOptions {
  dir?: string;
  env?: Record<string, string | undefined>;
}

/** CI is set (as CI services and .ci/run do): golden files are then read, never written. */
export const inCI = (env: Record<string, string | undefined> = process.env): boolean =>
  Boolean(env.CI) && env.CI !== '0' && env.CI !== 'false';

/**
 * UPDATE_GOLDEN=1 asks for the files to be rewritten; in CI that is refused outright (a CI run that
 * rewrote its own expectations would pass whatever the physics did).
 */
export function updating(env: Record<string, string | undefined> = process.env): boolean {
  if (env.UPDATE_GOLDEN !== '1') return false;
  if (inCI(env))
    throw new Error('UPDATE_GOLDEN=1 is refused when CI is set: golden files are only rewritten by hand');
  return true;
}

/**
 * Compares `actual`, trimmed, with the stored golden `name`.json and returns the first difference
 * (null when none). With UPDATE_GOLDEN=1 (never in CI) the file is (re)written first; without it a
 * missing file is an error that says how to create it.
 */
export function checkGolden(name: string, actual: unknown, options: GoldenOptions = {}): string | null {
  const [trimmed, stored] = golden(name, actual, options);
  return goldenDiff(trimmed, stored);
}

function golden(
  name: string,
  actual: unknown,
  { dir = GOLDEN_DIR, env = process.env }: GoldenOptions,
): [unknown, unknown] {
  const file = join(dir, `${name}.json`);
  const trimmed = trim(actual);
  if (updating(env)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, format(trimmed));
  } else if (!existsSync(file)) {
    throw new Error(`no golden file ${file}; create it with UPDATE_GOLDEN=1 npx vitest run tests/unit/sim`);
  }
  return [trimmed, JSON.parse(readFileSync(file, 'utf8'))];
}

/** Every `every`-th entry of each per-sample array (and always the last), to keep files small. */
export function subsample<T>(values: readonly T[], every: number): T[] {
  return values.filter((_, k) => k % every === 0 || k === values.length - 1);
}
