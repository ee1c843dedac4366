// The input checks of the many-contact functions (sequential impulses, the contact LCP, the cradle),
// apart from validate.ts so that a page without them does not ship them: the browser build keeps
// this module out of the solver chunk every page loads (astro.config.mjs). Same messages, same
// RangeError, as every check of the solver.
import {
  MAX_LCP_ROWS,
  PSD_RELATIVE_TOLERANCE,
  SYMMETRY_RELATIVE_TOLERANCE,
  TENSOR_ABSOLUTE_FLOOR,
} from './constants';
import { checkBody2, checkContact2, fail, finiteAt, nonNegativeAt } from './validate';
import type { Body2, ContactRow2 } from './types';

// Lists: many bodies and contacts in one call. An element's name ("bodies[3]") is made once per
// list name and index and kept, so checking a list of a hundred contacts on every call of a solve
// builds no strings.
const elementNames = new Map<string, string[]>();

/** "name[i]", built the first time it is asked for. */
function element(name: string, i: number): string {
  let names = elementNames.get(name);
  if (names === undefined) elementNames.set(name, (names = []));
  return (names[i] ??= `${name}[${i}]`);
}

function arrayAt(xs: unknown, name: string, what: string): void {
  if (!Array.isArray(xs)) fail(`${name} must be an array of ${what} (got ${String(xs)})`);
}

function indexAt(x: number, count: number, name: string, field: string): void {
  if (!(Number.isInteger(x) && x >= 0 && x < count))
    fail(
      `${name}${field} must be an index into bodies, an integer from 0 to ${count - 1} (got ${String(x)})`,
    );
}

function listAt(xs: readonly number[], length: number, name: string, per: string): void {
  if (!Array.isArray(xs) || xs.length !== length)
    fail(
      `${name} must be an array of ${length} numbers, one per ${per} (got ${Array.isArray(xs) ? `${xs.length}` : String(xs)})`,
    );
}

/** Every element a valid body, named "bodies[i].invMass" and so on. */
export function checkBodies2(bodies: readonly Body2[], name = 'bodies'): void {
  arrayAt(bodies, name, 'bodies');
  for (let i = 0; i < bodies.length; i++) checkBody2(bodies[i] as Body2, element(name, i));
}

/**
 * Every element a contact between two different bodies of a list of `bodyCount`: integer indices
 * a ≠ b in 0 … bodyCount − 1, finite arms and a unit normal ("contacts[2].a", "contacts[2].n").
 */
export function checkContactRows2(
  contacts: readonly ContactRow2[],
  bodyCount: number,
  name = 'contacts',
): void {
  arrayAt(contacts, name, 'contacts');
  for (let i = 0; i < contacts.length; i++) {
    const c = contacts[i] as ContactRow2;
    const at = element(name, i);
    checkContact2(c, at);
    indexAt(c.a, bodyCount, at, '.a');
    indexAt(c.b, bodyCount, at, '.b');
    if (c.a === c.b) fail(`${at}.b must differ from ${at}.a (both ${c.a}): a contact joins two bodies`);
  }
}

/** A count of repetitions (sweeps, passes): an integer ≥ 0. */
export function checkCount(x: number, name: string): void {
  if (!(Number.isInteger(x) && x >= 0)) fail(`${name} must be an integer ≥ 0 (got ${String(x)})`);
}

/** One number per item: an array of exactly `length` finite entries ("b[1] must be a finite number"). */
export function checkFiniteList(xs: readonly number[], length: number, name: string, per: string): void {
  listAt(xs, length, name, per);
  for (let i = 0; i < length; i++) finiteAt(xs[i] as number, element(name, i));
}

/** One number ≥ 0 per item: an array of exactly `length` entries ("warmStart[1] must be ≥ 0"). */
export function checkNonNegativeList(xs: readonly number[], length: number, name: string, per: string): void {
  listAt(xs, length, name, per);
  for (let i = 0; i < length; i++) nonNegativeAt(xs[i] as number, element(name, i));
}

/** One of a few named options ("clamp must be 'accumulated' or 'increment'"). */
export function checkOneOf<T extends string>(
  x: unknown,
  choices: readonly T[],
  name: string,
): asserts x is T {
  if (!(choices as readonly unknown[]).includes(x))
    fail(
      `${name} must be ${choices.map((c) => `'${c}'`).join(' or ')} (got ${typeof x === 'string' ? `'${x}'` : String(x)})`,
    );
}

/** Each of 0 … n − 1 exactly once, in any order (an order in which to visit n items). */
export function checkPermutation(xs: readonly number[], n: number, name: string): void {
  let ok = Array.isArray(xs) && xs.length === n;
  const seen = new Uint8Array(n);
  for (let i = 0; ok && i < n; i++) {
    const x = xs[i] as number;
    ok = Number.isInteger(x) && x >= 0 && x < n && seen[x] === 0;
    if (ok) seen[x] = 1;
  }
  if (!ok)
    fail(
      `${name} must list each index from 0 to ${n - 1} exactly once (got ${Array.isArray(xs) ? `[${xs.join(', ')}]` : String(xs)})`,
    );
}

/**
 * A square symmetric matrix of finite numbers, at most MAX_LCP_ROWS rows, as rows (K[i][j]);
 * symmetric within SYMMETRY_RELATIVE_TOLERANCE·max|K| (plus TENSOR_ABSOLUTE_FLOOR), as the
 * inverse inertia tensors are. Whether it is positive semidefinite is checked by the caller, which
 * computes its eigenvalues anyway (checkSemidefinite).
 */
export function checkSymmetricMatrix(K: readonly (readonly number[])[], name: string): void {
  arrayAt(K, name, 'rows');
  const n = K.length;
  if (n > MAX_LCP_ROWS)
    fail(`${name} must have at most ${MAX_LCP_ROWS} rows (every one of 2ⁿ active sets is tried; got ${n})`);
  let largest = 0;
  for (let i = 0; i < n; i++) {
    const row = K[i] as readonly number[];
    if (!Array.isArray(row) || row.length !== n)
      fail(
        `${name}[${i}] must be a row of ${n} numbers (${name} is ${n}×${n}; got ${Array.isArray(row) ? `${row.length} entries` : String(row)})`,
      );
    for (let j = 0; j < n; j++) {
      finiteAt(row[j] as number, element(name, i), element('', j));
      largest = Math.max(largest, Math.abs(row[j] as number));
    }
  }
  const limit = SYMMETRY_RELATIVE_TOLERANCE * largest + TENSOR_ABSOLUTE_FLOOR;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const kij = (K[i] as readonly number[])[j] as number;
      const kji = (K[j] as readonly number[])[i] as number;
      if (Math.abs(kij - kji) > limit)
        fail(`${name} must be symmetric (${name}[${i}][${j}] = ${kij} but ${name}[${j}][${i}] = ${kji})`);
    }
}

/**
 * A symmetric matrix's eigenvalues (ascending) show it positive semidefinite: the smallest
 * ≥ −PSD_RELATIVE_TOLERANCE·(largest |eigenvalue|) − TENSOR_ABSOLUTE_FLOOR.
 */
export function checkSemidefinite(values: readonly number[], name: string): void {
  if (values.length === 0) return;
  const smallest = values[0] as number;
  const largest = Math.max(Math.abs(smallest), Math.abs(values[values.length - 1] as number));
  if (smallest < -(PSD_RELATIVE_TOLERANCE * largest + TENSOR_ABSOLUTE_FLOOR))
    fail(`${name} must be positive semidefinite (smallest eigenvalue ${smallest})`);
}
