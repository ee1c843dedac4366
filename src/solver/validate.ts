// Every input check of the solver, in one place. Each failure is a RangeError whose message
// starts with the offending parameter's path as the caller wrote it ("a.v.x", "c.n", "muDynamic").
//
// A path is put together only for a message: the checks below take it in parts (the caller's name,
// then the field: "a" + ".v" + ".x") and join them when they fail. The simulations call checked
// solver functions thousands of times per scrub step, and a path string built for every field of
// every body made most of the checks' cost.
import {
  PSD_RELATIVE_TOLERANCE,
  SYMMETRY_RELATIVE_TOLERANCE,
  TENSOR_ABSOLUTE_FLOOR,
  UNIT_TOLERANCE,
} from './constants';
import { isSymmetric, symmetricEigen } from './mat3';
import type { Body2, Body3, Contact2, Contact3, Mat3, Vec2, Vec3 } from './types';

export const fail = (message: string): never => {
  throw new RangeError(message);
};

/** The last segment of a path ("c.n" → "n") for messages like "c.n must be a unit vector (|n| = 1.2)". */
const leaf = (name: string): string => name.slice(name.lastIndexOf('.') + 1);

/** x at path name + field + sub: a finite number (Number.isFinite is false for any non-number). */
export function finiteAt(x: number, name: string, field = '', sub = ''): void {
  if (!Number.isFinite(x)) fail(`${name}${field}${sub} must be a finite number (got ${String(x)})`);
}

export function nonNegativeAt(x: number, name: string, field = ''): void {
  finiteAt(x, name, field);
  if (x < 0) fail(`${name}${field} must be ≥ 0 (got ${x})`);
}

function vec2At(v: Vec2, name: string, field = ''): void {
  if (v === null || typeof v !== 'object') fail(`${name}${field} must be a vector {x, y} (got ${String(v)})`);
  finiteAt(v.x, name, field, '.x');
  finiteAt(v.y, name, field, '.y');
}

function vec3At(v: Vec3, name: string, field = ''): void {
  if (v === null || typeof v !== 'object')
    fail(`${name}${field} must be a vector {x, y, z} (got ${String(v)})`);
  finiteAt(v.x, name, field, '.x');
  finiteAt(v.y, name, field, '.y');
  finiteAt(v.z, name, field, '.z');
}

export function checkFinite(x: number, name: string): void {
  finiteAt(x, name);
}

export function checkNonNegative(x: number, name: string): void {
  nonNegativeAt(x, name);
}

export function checkVec2(v: Vec2, name: string): void {
  vec2At(v, name);
}

export function checkVec3(v: Vec3, name: string): void {
  vec3At(v, name);
}

/** A direction: finite, and |length − 1| ≤ UNIT_TOLERANCE. */
function unit2At(v: Vec2, name: string, field = ''): void {
  vec2At(v, name, field);
  const l = Math.hypot(v.x, v.y);
  if (!(Math.abs(l - 1) <= UNIT_TOLERANCE)) notUnit(name + field, l);
}

function unit3At(v: Vec3, name: string, field = ''): void {
  vec3At(v, name, field);
  const l = Math.hypot(v.x, v.y, v.z);
  if (!(Math.abs(l - 1) <= UNIT_TOLERANCE)) notUnit(name + field, l);
}

const notUnit = (path: string, l: number) => fail(`${path} must be a unit vector (|${leaf(path)}| = ${l})`);

export function checkUnit2(v: Vec2, name: string): void {
  unit2At(v, name);
}

export function checkUnit3(v: Vec3, name: string): void {
  unit3At(v, name);
}

/**
 * An inverse inertia tensor: 9 finite entries, symmetric within SYMMETRY_RELATIVE_TOLERANCE, and
 * not negative, which for a tensor means positive semidefinite: smallest eigenvalue
 * ≥ −PSD_RELATIVE_TOLERANCE·(largest |eigenvalue|) (each tolerance plus TENSOR_ABSOLUTE_FLOOR).
 * The zero tensor (cannot turn) is valid.
 */
export function checkInverseInertiaTensor(m: Mat3, name: string): void {
  tensorAt(m, name);
}

const ENTRY = ['[0]', '[1]', '[2]', '[3]', '[4]', '[5]', '[6]', '[7]', '[8]'];

function tensorAt(m: Mat3, name: string, field = ''): void {
  if (!Array.isArray(m) || m.length !== 9)
    fail(`${name}${field} must be a row-major 3×3 matrix of 9 numbers`);
  for (let i = 0; i < 9; i++) finiteAt(m[i] as number, name, field, ENTRY[i]);
  if (!isSymmetric(m, SYMMETRY_RELATIVE_TOLERANCE, TENSOR_ABSOLUTE_FLOOR)) {
    const path = name + field;
    const pairs: [number, number][] = [
      [1, 3],
      [2, 6],
      [5, 7],
    ];
    const [i, j] = pairs.reduce((w, p) =>
      Math.abs((m[p[0]] as number) - (m[p[1]] as number)) >
      Math.abs((m[w[0]] as number) - (m[w[1]] as number))
        ? p
        : w,
    );
    fail(`${path} must be symmetric (${path}[${i}] = ${m[i]} but ${path}[${j}] = ${m[j]})`);
  }
  // Fast path (Gershgorin): a non-negative diagonal that dominates each row's off-diagonal
  // entries puts every eigenvalue ≥ 0. Diagonal tensors, the common case, always pass here.
  if (
    m[0] >= Math.abs(m[1]) + Math.abs(m[2]) &&
    m[4] >= Math.abs(m[3]) + Math.abs(m[5]) &&
    m[8] >= Math.abs(m[6]) + Math.abs(m[7])
  )
    return;
  const { values } = symmetricEigen(m);
  const largest = Math.max(Math.abs(values[0]), Math.abs(values[2]));
  if (values[0] < -(PSD_RELATIVE_TOLERANCE * largest + TENSOR_ABSOLUTE_FLOOR))
    fail(`${name}${field} must be ≥ 0, i.e. positive semidefinite (smallest eigenvalue ${values[0]})`);
}

export function checkBody2(b: Body2, name: string): void {
  if (b === null || typeof b !== 'object') fail(`${name} must be a body (got ${String(b)})`);
  nonNegativeAt(b.invMass, name, '.invMass');
  nonNegativeAt(b.invInertia, name, '.invInertia');
  vec2At(b.v, name, '.v');
  finiteAt(b.w, name, '.w');
}

export function checkBody3(b: Body3, name: string): void {
  if (b === null || typeof b !== 'object') fail(`${name} must be a body (got ${String(b)})`);
  nonNegativeAt(b.invMass, name, '.invMass');
  tensorAt(b.invInertia, name, '.invInertia');
  vec3At(b.v, name, '.v');
  vec3At(b.w, name, '.w');
}

export function checkContact2(c: Contact2, name = 'c'): void {
  if (c === null || typeof c !== 'object') fail(`${name} must be a contact (got ${String(c)})`);
  vec2At(c.rA, name, '.rA');
  vec2At(c.rB, name, '.rB');
  unit2At(c.n, name, '.n');
}

export function checkContact3(c: Contact3, name = 'c'): void {
  if (c === null || typeof c !== 'object') fail(`${name} must be a contact (got ${String(c)})`);
  vec3At(c.rA, name, '.rA');
  vec3At(c.rB, name, '.rB');
  unit3At(c.n, name, '.n');
}

/** Coefficient of restitution: finite, ≥ 0. Values above 1 are allowed (they add energy: a bumper). */
export function checkRestitution(e: number, name = 'e'): void {
  checkNonNegative(e, name);
}

/** Friction inputs: jn ≥ 0, muStatic ≥ 0, muDynamic ≥ 0 and muDynamic ≤ muStatic. */
export function checkFriction(jn: number, muStatic: number, muDynamic: number): void {
  checkNonNegative(jn, 'jn');
  checkNonNegative(muStatic, 'muStatic');
  checkNonNegative(muDynamic, 'muDynamic');
  if (muDynamic > muStatic)
    fail(`muDynamic must be ≤ muStatic (got muDynamic = ${muDynamic} > muStatic = ${muStatic})`);
}
