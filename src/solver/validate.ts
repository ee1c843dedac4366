// Every input check of the solver, in one place. Each failure is a RangeError whose message
// starts with the offending parameter's path as the caller wrote it ("a.v.x", "c.n", "muDynamic").
import {
  PSD_RELATIVE_TOLERANCE,
  SYMMETRY_RELATIVE_TOLERANCE,
  TENSOR_ABSOLUTE_FLOOR,
  UNIT_TOLERANCE,
} from './constants';
import { isSymmetric, symmetricEigen } from './mat3';
import type { Body2, Body3, Contact2, Contact3, Mat3, Vec2, Vec3 } from './types';

const fail = (message: string): never => {
  throw new RangeError(message);
};

/** The last segment of a path ("c.n" → "n") for messages like "c.n must be a unit vector (|n| = 1.2)". */
const leaf = (name: string): string => name.slice(name.lastIndexOf('.') + 1);

export function checkFinite(x: number, name: string): void {
  if (typeof x !== 'number' || !Number.isFinite(x))
    fail(`${name} must be a finite number (got ${String(x)})`);
}

export function checkNonNegative(x: number, name: string): void {
  checkFinite(x, name);
  if (x < 0) fail(`${name} must be ≥ 0 (got ${x})`);
}

export function checkVec2(v: Vec2, name: string): void {
  if (v === null || typeof v !== 'object') fail(`${name} must be a vector {x, y} (got ${String(v)})`);
  checkFinite(v.x, `${name}.x`);
  checkFinite(v.y, `${name}.y`);
}

export function checkVec3(v: Vec3, name: string): void {
  if (v === null || typeof v !== 'object') fail(`${name} must be a vector {x, y, z} (got ${String(v)})`);
  checkFinite(v.x, `${name}.x`);
  checkFinite(v.y, `${name}.y`);
  checkFinite(v.z, `${name}.z`);
}

/** A direction: finite, and |length − 1| ≤ UNIT_TOLERANCE. */
export function checkUnit2(v: Vec2, name: string): void {
  checkVec2(v, name);
  const l = Math.hypot(v.x, v.y);
  if (!(Math.abs(l - 1) <= UNIT_TOLERANCE)) fail(`${name} must be a unit vector (|${leaf(name)}| = ${l})`);
}

export function checkUnit3(v: Vec3, name: string): void {
  checkVec3(v, name);
  const l = Math.hypot(v.x, v.y, v.z);
  if (!(Math.abs(l - 1) <= UNIT_TOLERANCE)) fail(`${name} must be a unit vector (|${leaf(name)}| = ${l})`);
}

/**
 * An inverse inertia tensor: 9 finite entries, symmetric within SYMMETRY_RELATIVE_TOLERANCE, and
 * not negative, which for a tensor means positive semidefinite: smallest eigenvalue
 * ≥ −PSD_RELATIVE_TOLERANCE·(largest |eigenvalue|) (each tolerance plus TENSOR_ABSOLUTE_FLOOR).
 * The zero tensor (cannot turn) is valid.
 */
export function checkInverseInertiaTensor(m: Mat3, name: string): void {
  if (!Array.isArray(m) || m.length !== 9) fail(`${name} must be a row-major 3×3 matrix of 9 numbers`);
  for (let i = 0; i < 9; i++) checkFinite(m[i] as number, `${name}[${i}]`);
  if (!isSymmetric(m, SYMMETRY_RELATIVE_TOLERANCE, TENSOR_ABSOLUTE_FLOOR)) {
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
    fail(`${name} must be symmetric (${name}[${i}] = ${m[i]} but ${name}[${j}] = ${m[j]})`);
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
    fail(`${name} must be ≥ 0, i.e. positive semidefinite (smallest eigenvalue ${values[0]})`);
}

export function checkBody2(b: Body2, name: string): void {
  if (b === null || typeof b !== 'object') fail(`${name} must be a body (got ${String(b)})`);
  checkNonNegative(b.invMass, `${name}.invMass`);
  checkNonNegative(b.invInertia, `${name}.invInertia`);
  checkVec2(b.v, `${name}.v`);
  checkFinite(b.w, `${name}.w`);
}

export function checkBody3(b: Body3, name: string): void {
  if (b === null || typeof b !== 'object') fail(`${name} must be a body (got ${String(b)})`);
  checkNonNegative(b.invMass, `${name}.invMass`);
  checkInverseInertiaTensor(b.invInertia, `${name}.invInertia`);
  checkVec3(b.v, `${name}.v`);
  checkVec3(b.w, `${name}.w`);
}

export function checkContact2(c: Contact2, name = 'c'): void {
  if (c === null || typeof c !== 'object') fail(`${name} must be a contact (got ${String(c)})`);
  checkVec2(c.rA, `${name}.rA`);
  checkVec2(c.rB, `${name}.rB`);
  checkUnit2(c.n, `${name}.n`);
}

export function checkContact3(c: Contact3, name = 'c'): void {
  if (c === null || typeof c !== 'object') fail(`${name} must be a contact (got ${String(c)})`);
  checkVec3(c.rA, `${name}.rA`);
  checkVec3(c.rB, `${name}.rB`);
  checkUnit3(c.n, `${name}.n`);
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
