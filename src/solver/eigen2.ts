// Eigen-decomposition of a symmetric 2×2 matrix (an effective-mass matrix K), in closed form.
// The revolute-joint page uses it for the ellipse of K: its axes are the eigenvectors, its
// semi-axes the eigenvalues.
import type { Vec2 } from './types';

export interface EigenSym2 {
  /** Larger eigenvalue. */
  l1: number;
  /** Smaller eigenvalue (l2 ≤ l1). */
  l2: number;
  /** Unit eigenvector of l1, at angle `angle` from +x. */
  e1: Vec2;
  /** Unit eigenvector of l2: e1 turned a quarter turn counter-clockwise. */
  e2: Vec2;
  /** Angle of e1 from +x (rad), in (−π/2, π/2]. */
  angle: number;
}

/**
 * K = [k11, k12, k21, k22] row-major, symmetric (k12 = k21; their mean is used).
 * l₁,₂ = (k11 + k22)/2 ± √(((k11 − k22)/2)² + k12²),
 *               e1 at angle ½·atan2(2·k12, k11 − k22).
 * The eigenvalue of smaller magnitude is formed as det/(the other) rather than by the subtraction,
 * which would lose every digit of a tiny eigenvalue next to a large one (a nearly singular K).
 */
export function eigenSym2(K: readonly [number, number, number, number]): EigenSym2 {
  const [a, b0, b1, d] = K;
  const b = (b0 + b1) / 2;
  const mean = (a + d) / 2; // [eq:rj-eigen]
  const radius = Math.hypot((a - d) / 2, b); // [eq:rj-eigen]
  const det = a * d - b * b;
  // The eigenvalue of larger magnitude by the sum (no cancellation), the other one from it.
  let l1: number;
  let l2: number;
  if (mean >= 0) {
    l1 = mean + radius; // [eq:rj-eigen]
    l2 = l1 !== 0 ? det / l1 : mean - radius;
  } else {
    l2 = mean - radius;
    l1 = det / l2;
  }
  let angle = 0.5 * Math.atan2(2 * b, a - d); // [eq:rj-eigen]
  if (angle <= -Math.PI / 2) angle += Math.PI;
  const e1 = { x: Math.cos(angle), y: Math.sin(angle) };
  return { l1, l2, e1, e2: { x: -e1.y, y: e1.x }, angle };
}
