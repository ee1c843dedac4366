// Seed 000's 2×2 solver for the revolute joint, reproduced arithmetically so the page can show
// what it does where it breaks. For [a b; c d]·x = (e, f) it forms det = a·d − b·c, then
//   x2 = (a·f − c·e) / det                 (Cramer's rule for the second unknown)
//   x1 = (e − b·x2) / a                    (back-substitution into the first row)
// The second line divides by a. Both divisions are unguarded: a singular matrix gives 0/0 or
// ±∞, and a = 0 fails even when the matrix is invertible. For the joint's K (symmetric positive
// semidefinite) k11 = 0 forces k12 = 0 and so det = 0: there, the only failure is a singular K.
import type { Vec2 } from './types';

export interface Seed000SolveResult {
  /** (x1, x2) exactly as the seed computes them: may hold NaN or ±Infinity. */
  x: Vec2;
  det: number;
  /** Both components finite. */
  finite: boolean;
}

/**
 * x2 = (a·f − c·e)/det, x1 = (e − b·x2)/a; equal to Cramer's rule
 * x1 = (d·e − b·f)/det whenever a ≠ 0 and det ≠ 0.
 */
export function seed000Solve2(K: readonly [number, number, number, number], rhs: Vec2): Seed000SolveResult {
  const [a, b, c, d] = K;
  const e = rhs.x;
  const f = rhs.y;
  const det = d * a - c * b;
  const x2 = (a * f - c * e) / det; // [eq:rj-errata-solve]
  const x1 = (e - b * x2) / a; // [eq:rj-errata-solve] [port:rj-unguarded]
  return { x: { x: x1, y: x2 }, det, finite: Number.isFinite(x1) && Number.isFinite(x2) };
}
