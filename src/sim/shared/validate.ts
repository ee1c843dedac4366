// Config checks shared by the 2D and 3D steppers. Every failure is a RangeError whose message
// starts with the offending field's path as written in the config ("bodies[2].shape.radius").
import { UNIT_TOLERANCE } from '../../solver';
import { DEFAULT_MU_DYNAMIC, DEFAULT_MU_STATIC, DEFAULT_RESTITUTION } from './constants';
import type { Material } from './types';

export const fail = (message: string): never => {
  throw new RangeError(message);
};

export function finite(x: unknown, path: string): number {
  if (typeof x !== 'number' || !Number.isFinite(x))
    fail(`${path} must be a finite number (got ${String(x)})`);
  return x as number;
}

export function positive(x: unknown, path: string): number {
  const v = finite(x, path);
  if (!(v > 0)) fail(`${path} must be > 0 (got ${v})`);
  return v;
}

export function nonNegative(x: unknown, path: string): number {
  const v = finite(x, path);
  if (v < 0) fail(`${path} must be ≥ 0 (got ${v})`);
  return v;
}

export function integerAtLeast(x: unknown, min: number, path: string): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < min)
    fail(`${path} must be an integer ≥ ${min} (got ${String(x)})`);
  return x as number;
}

/** `x` if given, else `fallback`; `check` runs on given values only. */
export function optional<T>(
  x: T | undefined,
  fallback: T,
  check: (v: unknown, path: string) => T,
  path: string,
): T {
  return x === undefined ? fallback : check(x, path);
}

/** A scenario builder's material: each coefficient from `params` if given (checked ≥ 0), else the default. */
export function materialParams(
  params: { restitution?: number; muStatic?: number; muDynamic?: number },
  d: { restitution: number; muStatic: number; muDynamic: number },
): { restitution: number; muStatic: number; muDynamic: number } {
  return {
    restitution: optional(params.restitution, d.restitution, nonNegative, 'restitution'),
    muStatic: optional(params.muStatic, d.muStatic, nonNegative, 'muStatic'),
    muDynamic: optional(params.muDynamic, d.muDynamic, nonNegative, 'muDynamic'),
  };
}

export function boolean(x: unknown, path: string): boolean {
  if (typeof x !== 'boolean') fail(`${path} must be true or false (got ${String(x)})`);
  return x as boolean;
}

export function oneOf<T extends string>(x: unknown, options: readonly T[], path: string): T {
  if (!options.includes(x as T))
    fail(`${path} must be one of ${options.map((o) => `'${o}'`).join(', ')} (got ${String(x)})`);
  return x as T;
}

export function object(x: unknown, path: string, what: string): void {
  if (x === null || typeof x !== 'object') fail(`${path} must be ${what} (got ${String(x)})`);
}

export function array<T>(x: unknown, path: string): readonly T[] {
  if (!Array.isArray(x)) fail(`${path} must be an array (got ${String(x)})`);
  return x as readonly T[];
}

export function vec2(x: unknown, path: string): { x: number; y: number } {
  object(x, path, 'a vector {x, y}');
  const v = x as { x: unknown; y: unknown };
  return { x: finite(v.x, `${path}.x`), y: finite(v.y, `${path}.y`) };
}

export function vec3(x: unknown, path: string): { x: number; y: number; z: number } {
  object(x, path, 'a vector {x, y, z}');
  const v = x as { x: unknown; y: unknown; z: unknown };
  return { x: finite(v.x, `${path}.x`), y: finite(v.y, `${path}.y`), z: finite(v.z, `${path}.z`) };
}

/** A direction typed in by hand: accepted within UNIT_TOLERANCE of length 1, then renormalised
 *  so the contract functions see a normal as exact as doubles allow. */
export function unit2(x: unknown, path: string): { x: number; y: number } {
  const v = vec2(x, path);
  const l = Math.hypot(v.x, v.y);
  if (!(Math.abs(l - 1) <= UNIT_TOLERANCE)) fail(`${path} must be a unit vector (length ${l})`);
  return { x: v.x / l, y: v.y / l };
}

export function unit3(x: unknown, path: string): { x: number; y: number; z: number } {
  const v = vec3(x, path);
  const l = Math.hypot(v.x, v.y, v.z);
  if (!(Math.abs(l - 1) <= UNIT_TOLERANCE)) fail(`${path} must be a unit vector (length ${l})`);
  return { x: v.x / l, y: v.y / l, z: v.z / l };
}

export type ResolvedMaterial = Required<Material>;

export function material(x: unknown, path: string): ResolvedMaterial {
  if (x === undefined)
    return { restitution: DEFAULT_RESTITUTION, muStatic: DEFAULT_MU_STATIC, muDynamic: DEFAULT_MU_DYNAMIC };
  object(x, path, 'a material {restitution, muStatic, muDynamic}');
  const m = x as Material;
  const restitution = optional(m.restitution, DEFAULT_RESTITUTION, nonNegative, `${path}.restitution`);
  const muStatic = optional(m.muStatic, DEFAULT_MU_STATIC, nonNegative, `${path}.muStatic`);
  // A given μs below the default μd would otherwise fail on a default the caller never wrote.
  const muDynamic = optional(
    m.muDynamic,
    Math.min(DEFAULT_MU_DYNAMIC, muStatic),
    nonNegative,
    `${path}.muDynamic`,
  );
  if (muDynamic > muStatic) fail(`${path}.muDynamic must be ≤ muStatic (got ${muDynamic} > ${muStatic})`);
  return { restitution, muStatic, muDynamic };
}

/** Ids default to `<prefix><index>`; they must be unique across everything a contact can name. */
export function ids(
  items: readonly ({ id?: unknown } | undefined)[],
  prefix: string,
  path: string,
  taken: Set<string>,
): string[] {
  return items.map((item, i) => {
    const raw = item?.id;
    const id = raw === undefined ? `${prefix}${i}` : raw;
    if (typeof id !== 'string' || id === '')
      fail(`${path}[${i}].id must be a non-empty string (got ${String(raw)})`);
    if (id === 'world') fail(`${path}[${i}].id must not be 'world' (reserved for joints to the world)`);
    if (taken.has(id as string)) fail(`${path}[${i}].id must be unique ('${String(id)}' is used twice)`);
    taken.add(id as string);
    return id as string;
  });
}
