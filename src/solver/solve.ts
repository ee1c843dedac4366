// Small symmetric linear systems K·x = b (2×2 and 3×3), by Cramer's rule, with an explicit
// "singular" verdict instead of Infinity/NaN.
import { SINGULAR_RELATIVE_DET } from './constants';
import { det as det3, trace as trace3 } from './mat3';
import type { Mat3, Vec2, Vec3 } from './types';

export interface Solve2Result {
  x: Vec2;
  /** det K ≤ SINGULAR_RELATIVE_DET·(trace K)² (x is then (0, 0)). */
  singular: boolean;
  det: number;
}

export interface Solve3Result {
  x: Vec3;
  /** det C ≤ SINGULAR_RELATIVE_DET·(trace C)³ (x is then (0, 0, 0)). */
  singular: boolean;
  det: number;
}

/**
 * K = [k11, k12, k21, k22] row-major, meant for symmetric positive semidefinite K (an effective
 * mass matrix). Such a K is singular exactly when det K = 0; in floats, when det K is tiny next to
 * trace², the scale-free measure of its size. `!(det > limit)` also catches NaN.
 */
export function solveSym2(K: readonly [number, number, number, number], b: Vec2): Solve2Result {
  const [k11, k12, k21, k22] = K;
  const det = k11 * k22 - k12 * k21;
  const tr = k11 + k22;
  if (!(det > SINGULAR_RELATIVE_DET * tr * tr)) return { x: { x: 0, y: 0 }, singular: true, det }; // [port:rj-det-guard]
  // Cramer: x = (k22·b1 − k12·b2, k11·b2 − k21·b1) / det
  return { x: { x: (k22 * b.x - k12 * b.y) / det, y: (k11 * b.y - k21 * b.x) / det }, singular: false, det };
}

/** C row-major, symmetric positive semidefinite; singular when det C ≤ SINGULAR_RELATIVE_DET·(trace C)³. */
export function solveSym3(C: Mat3, b: Vec3): Solve3Result {
  const det = det3(C);
  const tr = trace3(C);
  if (!(det > SINGULAR_RELATIVE_DET * tr * tr * tr)) return { x: { x: 0, y: 0, z: 0 }, singular: true, det };
  const [c00, c01, c02, c10, c11, c12, c20, c21, c22] = C;
  // Cramer's rule: replace column i by b.
  const x =
    (b.x * (c11 * c22 - c12 * c21) - c01 * (b.y * c22 - c12 * b.z) + c02 * (b.y * c21 - c11 * b.z)) / det;
  const y =
    (c00 * (b.y * c22 - c12 * b.z) - b.x * (c10 * c22 - c12 * c20) + c02 * (c10 * b.z - b.y * c20)) / det;
  const z =
    (c00 * (c11 * b.z - b.y * c21) - c01 * (c10 * b.z - b.y * c20) + b.x * (c10 * c21 - c11 * c20)) / det;
  return { x: { x, y, z }, singular: false, det };
}
